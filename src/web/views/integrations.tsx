/** The integration list: what each one is, how its last run went, when the next runs, and a "Sync now" each. */
import { Result, useAtomValue } from "@effect-atom/atom-react"
import { useEffect, useRef, useState } from "react"
import type { IntegrationOverview } from "../../domain/models.js"
import { deletedIntegrationsAtom, integrationsAtom } from "../atoms.js"
import { countOf, formatNumber } from "../format.js"
import { guideOf } from "../providers.js"
import { Link, useLocation } from "../router.js"
import { setupStep } from "../setup-step.js"
import {
  Empty,
  Name,
  NextSync,
  PageTitle,
  Parts,
  Query,
  RunBadge,
  Said,
  StatusBadge,
  Time,
  useRefreshEvery
} from "../ui.js"
import { awaitingText, SyncNowButton } from "./sync-now.js"

/** What a screen reader hears when an integration's run state or newest run changes while the list is open. */
const useAnnouncement = (list: ReadonlyArray<IntegrationOverview>) => {
  const seen = useRef(new Map<string, string>())
  const [text, setText] = useState("")
  useEffect(() => {
    const changes: Array<string> = []
    for (const i of list) {
      const state = `${i.run_state ?? ""}|${i.last_sync?.at ?? ""}`
      const before = seen.current.get(i.id)
      if (before !== undefined && before !== state) {
        changes.push(
          i.run_state !== null
            ? `${i.label}: sync ${i.run_state}.`
            : `${i.label}: sync finished, ${i.last_sync?.status ?? "no result"}, ${
              i.last_sync?.records_synced ?? 0
            } records.`
        )
      }
      seen.current.set(i.id, state)
    }
    if (changes.length > 0) setText(changes.join(" "))
  }, [list])
  return text
}

export const busy = (list: ReadonlyArray<IntegrationOverview>) => list.some((i) => i.run_state !== null)

const setupLabel = { confirm: "Awaiting your confirmation", connect: "Needs setup", map: "Needs a mapping" } as const
/** When the next sync comes, while something is left to do. */
const nextSyncOnce = {
  confirm: "Once you confirm it",
  connect: "Once both sides are connected",
  map: "Once its mapping is saved"
} as const

export const RunStatus = (props: { integration: IntegrationOverview }) => {
  const { integration } = props
  if (integration.run_state !== null) return <StatusBadge status={integration.run_state} />
  const step = setupStep(integration)
  return step === "ready" ?
    <StatusBadge status={integration.status} /> :
    <StatusBadge status="paused" label={setupLabel[step]} />
}

export const LastSync = (props: { integration: IntegrationOverview; withReason: boolean }) => {
  const last = props.integration.last_sync
  if (last === null) return <span className="muted">Never synced yet</span>
  return (
    <>
      <Parts
        parts={[
          <Time iso={last.at} relative />,
          <RunBadge status={last.status} />,
          countOf(last.records_synced, "record")
        ]}
      />
      {last.error_message === null || !props.withReason ?
        null :
        (
          <span className="why">
            <Said text={last.error_message} />
          </span>
        )}
    </>
  )
}

/** How far the running run is: records written, and a backfill's share of the history. */
const RunProgress = (props: { progress: NonNullable<IntegrationOverview["progress"]> }) => {
  const { backfill, records_written } = props.progress
  const history = backfill === null ? [] : [
    <>
      history {backfill.history_read_percent === null ? "being measured" : `${backfill.history_read_percent}% read`}
      {" "}
      ({formatNumber(backfill.slices_done)} of {countOf(backfill.slices_total, "stretch", "stretches")} done)
    </>
  ]
  return (
    <span data-testid="run-progress">
      <Parts parts={[`${countOf(records_written, "record")} written so far`, ...history]} />
    </span>
  )
}

const NextSyncOf = (props: { integration: IntegrationOverview }) => {
  const step = setupStep(props.integration)
  return step === "ready" ?
    <NextSync at={props.integration.next_sync_at} status={props.integration.status} /> :
    <span className="muted">{nextSyncOnce[step]}</span>
}

/** The running run's progress (while one runs), the last and the next run, as entries of a facts list. */
/** `withReason: false` where the page states the last run's reason elsewhere (the Activity tab's verdict). */
export const SyncFacts = (props: { integration: IntegrationOverview; withReason?: boolean }) => (
  <>
    {props.integration.progress === null ? null : (
      <div>
        <dt>Running now</dt>
        <dd>
          <RunProgress progress={props.integration.progress} />
        </dd>
      </div>
    )}
    <div>
      <dt>Last sync</dt>
      <dd>
        <LastSync integration={props.integration} withReason={props.withReason ?? true} />
      </dd>
    </div>
    <div>
      <dt>Next sync</dt>
      <dd>
        <NextSyncOf integration={props.integration} />
      </dd>
    </div>
  </>
)

export const ConnectedBanner = () => {
  const location = useLocation()
  const connected = location.searchParams.get("connected")
  const checkout = location.searchParams.get("checkout")
  if (connected !== null) {
    return (
      <p className="banner-ok" role="status">
        Connected {guideOf(connected)?.name ?? connected}. The next sync uses the new connection.
      </p>
    )
  }
  if (checkout === "success") {
    return (
      <p className="banner-ok" role="status">
        Thank you&nbsp;— your plan is active.
      </p>
    )
  }
  if (checkout === "canceled") {
    return (
      <p className="banner-info" role="status">
        Checkout canceled: nothing changed.
      </p>
    )
  }
  return null
}

/** What the card asks the merchant to do next, with a link there; nothing once it is ready. */
const NextStep = (props: { integration: IntegrationOverview }) => {
  const i = props.integration
  const page = `/integrations/${encodeURIComponent(i.id)}`
  switch (setupStep(i)) {
    case "confirm":
      return <p className="hint-warn">{awaitingText}</p>
    case "connect":
      return (
        <p className="hint-warn">
          {!i.source_connected ? "Connect the source" : "Connect the destination"} to start syncing.{" "}
          <Link to={`${page}?tab=connection`}>Connect now</Link>
        </p>
      )
    case "map":
      return (
        <p className="hint-warn">
          Save a mapping to start syncing: the schedule runs nothing until one is saved.{" "}
          <Link to={`${page}?tab=mapping`}>Set up the mapping</Link>
        </p>
      )
    case "ready":
      return null
  }
}

const IntegrationCard = (props: { integration: IntegrationOverview }) => {
  const i = props.integration
  return (
    <li className={`card integration status-${i.run_state ?? (setupStep(i) === "ready" ? i.status : "paused")}`}>
      <div className="integration-head">
        <h2 className="h3">
          <Link to={`/integrations/${encodeURIComponent(i.id)}`}>
            <Name text={i.label} />
          </Link>
        </h2>
        <RunStatus integration={i} />
      </div>
      <dl className="facts">
        <SyncFacts integration={i} />
      </dl>
      <NextStep integration={i} />
      <div className="actions">
        <SyncNowButton integration={i} />
        <Link className="button secondary" to={`/integrations/${encodeURIComponent(i.id)}`}>
          Open
        </Link>
      </div>
    </li>
  )
}

export const IntegrationsView = () => {
  const result = useAtomValue(integrationsAtom)
  const deleted = useAtomValue(deletedIntegrationsAtom)
  const live = Result.isSuccess(result) && busy(result.value.integrations)
  useRefreshEvery(integrationsAtom, live ? 1500 : 15_000)
  const announcement = useAnnouncement(Result.isSuccess(result) ? result.value.integrations : [])
  return (
    <>
      <PageTitle title="Integrations">
        <Link className="button primary" to="/new">
          Add integration
        </Link>
      </PageTitle>
      <ConnectedBanner />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <Query atom={integrationsAtom} result={result} what="your integrations">
        {(page) => {
          const shown = page.integrations.filter((integration) => !deleted.has(integration.id))
          return shown.length === 0 ?
            (
              <Empty>
                <p>No integrations yet. Add one to start copying your sales.</p>
                <Link className="button primary" to="/new">
                  Add integration
                </Link>
              </Empty>
            ) :
            (
              <ul className="cards">
                {shown.map((integration) => <IntegrationCard key={integration.id} integration={integration} />)}
              </ul>
            )
        }}
      </Query>
    </>
  )
}
