/** "Sync now": queues a run; the list and the integration page show queued → running → finished as it happens. */
import { useAtomSet } from "@effect-atom/atom-react"
import { useState } from "react"
import type { IntegrationOverview } from "../../domain/models.js"
import { keys, mutations, outcome } from "../atoms.js"
import { errorText } from "../format.js"
import { type SetupStep, setupStep } from "../setup-step.js"

const announce = (integration: IntegrationOverview) =>
  integration.run_state === "running"
    ? `${integration.label}: sync running.`
    : integration.run_state === "queued"
    ? `${integration.label}: sync queued.`
    : integration.last_sync === null
    ? ""
    : `${integration.label}: last sync ${integration.last_sync.status}, ${integration.last_sync.records_synced} records.`

/** Said beside a stranger's integration: why it does not sync, and what the owner may do. */
export const awaitingText = "Someone created this integration with your e-mail address. It syncs once you confirm " +
  "it with the link we e-mailed you; if it was not you, delete it."

/** Why Sync now is off, for screen readers. */
const whyNot: Record<SetupStep, string> = {
  confirm: awaitingText,
  connect: "Connect both sides to sync.",
  map: "Save a mapping to sync.",
  ready: ""
}

export const SyncNowButton = (props: { integration: IntegrationOverview }) => {
  const syncNow = useAtomSet(mutations.syncNow, { mode: "promiseExit" })
  const [error, setError] = useState<string | null>(null)
  const [asked, setAsked] = useState(false)
  const i = props.integration
  const onClick = async () => {
    setError(null)
    setAsked(true)
    const result = outcome(
      await syncNow({ path: { id: i.id }, reactivityKeys: [keys.integrations, keys.logs(i.id), keys.failures(i.id)] })
    )
    if (!result.ok) setError(errorText(result.error))
  }
  const running = i.run_state !== null
  // Before it is confirmed, connected and mapped a run could only be refused or fail: the page says what to do.
  const step = setupStep(i)
  return (
    <span className="sync-now">
      <button
        type="button"
        className="button primary"
        onClick={onClick}
        disabled={running || step !== "ready"}
        aria-describedby={`sync-status-${i.id}`}
      >
        {running ? (i.run_state === "running" ? "Syncing…" : "Queued…") : "Sync now"}
      </button>
      <span id={`sync-status-${i.id}`} className="sr-only" aria-live="polite">
        {asked ? announce(i) : whyNot[step]}
      </span>
      {error === null ? null : (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </span>
  )
}
