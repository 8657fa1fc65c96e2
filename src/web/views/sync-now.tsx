/** "Sync now": queues a run; the list and the integration page show queued → running → finished as it happens. */
import { useAtomSet } from "@effect-atom/atom-react"
import { useState } from "react"
import type { IntegrationOverview } from "../../domain/models.js"
import { keys, mutations, outcome } from "../atoms.js"
import { errorText } from "../format.js"

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
  const connected = i.source_connected && i.destination_connected
  // Without a saved mapping a run could only fail: the list and the Mapping tab say what to do instead.
  const runnable = connected && i.mapped && !i.awaiting_confirmation
  return (
    <span className="sync-now">
      <button
        type="button"
        className="button primary"
        onClick={onClick}
        disabled={running || !runnable}
        aria-describedby={`sync-status-${i.id}`}
      >
        {running ? (i.run_state === "running" ? "Syncing…" : "Queued…") : "Sync now"}
      </button>
      <span id={`sync-status-${i.id}`} className="sr-only" aria-live="polite">
        {asked
          ? announce(i)
          : i.awaiting_confirmation
          ? awaitingText
          : !connected
          ? "Connect both sides to sync."
          : i.mapped
          ? ""
          : "Save a mapping to sync."}
      </span>
      {error === null ? null : (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </span>
  )
}
