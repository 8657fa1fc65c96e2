/** The two choices every new integration starts with: where the merchant sells, and where the sales go. */
import { destinationGuides, sourceGuides } from "../providers.js"

export const ProviderPicker = (props: {
  idPrefix: string
  source: string
  destination: string
  onSource: (value: string) => void
  onDestination: (value: string) => void
}) => (
  <>
    <label htmlFor={`${props.idPrefix}-source`}>Where you sell</label>
    <select id={`${props.idPrefix}-source`} value={props.source} onChange={(e) => props.onSource(e.target.value)}>
      {sourceGuides.map((guide) => (
        <option key={guide.appValue} value={guide.appValue}>
          {guide.name}
        </option>
      ))}
    </select>
    <label htmlFor={`${props.idPrefix}-destination`}>Where your sales should go</label>
    <select
      id={`${props.idPrefix}-destination`}
      value={props.destination}
      onChange={(e) => props.onDestination(e.target.value)}
    >
      {destinationGuides.map((guide) => (
        <option key={guide.appValue} value={guide.appValue}>
          {guide.name}
        </option>
      ))}
    </select>
  </>
)
