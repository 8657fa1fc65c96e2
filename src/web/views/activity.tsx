/**
 * What synced, what didn't, and why: a plain verdict on the newest run, records per run over time,
 * every run with its trigger and duration, and the failures with the provider's own message.
 */
import { useAtomValue } from "@effect-atom/atom-react"
import { useState } from "react"
import type { IntegrationOverview, SyncLog } from "../../domain/models.js"
import { chartLogsAtom, logsAtom } from "../atoms.js"
import { countOf, formatDateTime, formatDuration, formatNumber, runOutcomes } from "../format.js"
import { guideOf } from "../providers.js"
import { Link } from "../router.js"
import { Empty, Query, RunBadge, Said, Time, useRefreshOnChange } from "../ui.js"
import { Failures } from "./failures.js"
import { MessageOrAbove, verdictReason } from "./reason.js"
import { awaitingText } from "./sync-now.js"

const Verdict = (props: { integration: IntegrationOverview }) => {
  const i = props.integration
  const destination = guideOf(i.destination)?.name ?? i.destination
  const last = i.last_sync
  const setup = `/integrations/${encodeURIComponent(i.id)}`
  if (i.awaiting_confirmation) {
    return (
      <div className="verdict verdict-todo">
        <h2 className="h3">Awaiting your confirmation</h2>
        <p>{awaitingText}</p>
      </div>
    )
  }
  if (!i.source_connected || !i.destination_connected) {
    return (
      <div className="verdict verdict-todo">
        <h2 className="h3">Not connected yet</h2>
        <p>
          Connect {!i.source_connected ? "where you sell" : "where your sales go"}{" "}
          first, then propose a mapping and press Sync now. <Link to={`${setup}?tab=connection`}>Connect</Link>
        </p>
      </div>
    )
  }
  // Never synced and nothing to sync with yet; once a run has ended, its verdict (and why) comes first.
  if (!i.mapped && last === null) {
    return (
      <div className="verdict verdict-todo">
        <h2 className="h3">No mapping yet</h2>
        <p>
          Open the{" "}
          <Link to={`${setup}?tab=mapping`}>mapping</Link>, press Suggest mapping, check it and save it: the schedule
          syncs it from then on.
        </p>
      </div>
    )
  }
  if (last === null) {
    return (
      <div className="verdict verdict-todo">
        <h2 className="h3">No sync yet</h2>
        <p>
          Check the{" "}
          <Link to={`${setup}?tab=mapping`}>mapping</Link>, then press Sync now&nbsp;— or wait for the schedule.
        </p>
      </div>
    )
  }
  const records = countOf(last.records_synced, "record")
  if (last.status === "success") {
    return (
      <div className="verdict verdict-success">
        <h2 className="h3">
          <span aria-hidden="true">✓{" "}</span>
          {last.records_synced === 0 ?
            "Last sync found nothing new to copy" :
            `Last sync copied ${records} to ${destination}`}
        </h2>
        <p>
          <Time iso={last.at} relative />.{" "}
          {last.records_synced === 0 ? "Nothing failed." : "Everything read was written; nothing failed."}
        </p>
      </div>
    )
  }
  return (
    <div className={`verdict verdict-${last.status}`}>
      <h2 className="h3">
        <span aria-hidden="true">{last.status === "partial" ? "◐ " : "✕ "}</span>
        {last.status === "partial" ? `Last sync copied ${records}, then stopped` : "Last sync copied nothing"}
      </h2>
      <p>
        <Time iso={last.at} relative />. Why:{" "}
        <span className="why-text">
          <Said text={verdictReason(i) ?? "no reason was recorded"} />
        </span>
      </p>
      <p className="muted">
        {last.status === "partial"
          ? "The rest follows on the next run."
          : "It runs again on the schedule, or press Sync now after fixing it."}
      </p>
    </div>
  )
}

const STATUS_FILL: Record<SyncLog["status"], string> = {
  success: "bar-success",
  partial: "bar-partial",
  error: "bar-error"
}

const RunsChart = (props: { id: string; version: string | undefined }) => {
  const atom = chartLogsAtom(props.id)
  const result = useAtomValue(atom)
  useRefreshOnChange(atom, props.version)
  return (
    <Query atom={atom} result={result} what="the chart">
      {(page) => {
        const runs = [...page.logs].reverse()
        if (runs.length === 0) return null
        const max = Math.max(1, ...runs.map((r) => r.records_synced))
        const width = 600
        const height = 120
        const gap = 2
        const bar = Math.max(2, Math.min(28, (width - gap * runs.length) / runs.length))
        const total = runs.reduce((n, r) => n + r.records_synced, 0)
        const records = countOf(total, "record")
        const outcomes = runOutcomes(runs.map((r) => r.status))
        return (
          <figure className="chart">
            <figcaption>
              Records per run&nbsp;— last {countOf(runs.length, "run")}: {records}, {outcomes}
            </figcaption>
            <svg
              viewBox={`0 0 ${width} ${height + 4}`}
              role="img"
              aria-label={`Records per run over time. ${records} in ${runs.length} run${
                runs.length === 1 ? "" : "s"
              }; ${outcomes}.`}
              preserveAspectRatio="none"
            >
              <line x1="0" x2={width} y1={height} y2={height} className="axis" />
              {runs.map((run, index) => {
                const h = run.records_synced === 0 ? 4 : Math.max(4, (run.records_synced / max) * (height - 8))
                return (
                  <rect
                    key={run.id}
                    x={index * (bar + gap)}
                    y={height - h}
                    width={bar}
                    height={h}
                    rx="2"
                    className={STATUS_FILL[run.status]}
                  >
                    <title>
                      {`${
                        formatDateTime(run.created_at)
                      } (${run.created_at}): ${run.status}, ${run.records_synced} records`}
                    </title>
                  </rect>
                )
              })}
            </svg>
            <p className="legend" aria-hidden="true">
              <span className="key key-success" /> success <span className="key key-partial" /> partly synced{" "}
              <span className="key key-error" /> failed
            </p>
          </figure>
        )
      }}
    </Query>
  )
}

const History = (props: { id: string; version: string | undefined; shownAbove: string | null }) => {
  // Cursors of the pages seen so far: the first page has none.
  const [cursors, setCursors] = useState<ReadonlyArray<string>>([""])
  const cursor = cursors[cursors.length - 1] ?? ""
  const atom = logsAtom(`${props.id}|${cursor}`)
  const result = useAtomValue(atom)
  useRefreshOnChange(atom, props.version)
  const pageNumber = cursors.length
  return (
    <section aria-labelledby="runs-title" className="card">
      <h2 id="runs-title">Runs</h2>
      <Query atom={atom} result={result} what="the runs">
        {(page) =>
          page.logs.length === 0 && pageNumber === 1 ?
            (
              <Empty>
                <p>No runs yet.</p>
              </Empty>
            ) :
            (
              <>
                <table className="table runs">
                  <caption className="sr-only">Sync runs, newest first, page {pageNumber}</caption>
                  <thead>
                    <tr>
                      <th scope="col">When</th>
                      <th scope="col">Trigger</th>
                      <th scope="col">Duration</th>
                      <th scope="col">Status</th>
                      <th scope="col">Records</th>
                      <th scope="col">Message</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.logs.map((log) => (
                      <tr key={log.id}>
                        <td data-label="When">
                          <Time iso={log.created_at} />
                        </td>
                        <td data-label="Trigger">
                          {log.trigger === "manual" ? "Sync now" : log.trigger === "schedule" ? "Schedule" : "—"}
                        </td>
                        <td data-label="Duration">{formatDuration(log.created_at, log.finished_at)}</td>
                        <td data-label="Status">
                          <RunBadge status={log.status} />
                        </td>
                        <td data-label="Records">{formatNumber(log.records_synced)}</td>
                        <td data-label="Message" className="message">
                          {log.error_message === null
                            ? <span className="muted">—</span>
                            : <MessageOrAbove message={log.error_message} shownAbove={props.shownAbove} />}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {pageNumber === 1 && page.next_cursor === null ? null : (
                  <div className="pager">
                    <button
                      type="button"
                      className="button secondary"
                      disabled={pageNumber === 1}
                      onClick={() => setCursors((list) => list.slice(0, -1))}
                    >
                      Newer runs
                    </button>
                    <span aria-live="polite">Page {pageNumber}</span>
                    <button
                      type="button"
                      className="button secondary"
                      disabled={page.next_cursor === null}
                      onClick={() => {
                        const next = page.next_cursor
                        if (next !== null) setCursors((list) => [...list, next])
                      }}
                    >
                      Older runs
                    </button>
                  </div>
                )}
              </>
            )}
      </Query>
    </section>
  )
}

export const ActivityTab = (props: { integration: IntegrationOverview }) => {
  const i = props.integration
  const shownAbove = verdictReason(i)
  return (
    <div className="stack">
      <section className="card" aria-label="What happened">
        <Verdict integration={i} />
        <RunsChart id={i.id} version={i.last_sync?.at} />
      </section>
      <Failures integrationId={i.id} version={i.last_sync?.at} shownAbove={shownAbove} />
      <History id={i.id} version={i.last_sync?.at} shownAbove={shownAbove} />
    </div>
  )
}
