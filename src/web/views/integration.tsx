/**
 * One integration: what it is and how it is doing, then its activity (what synced, what didn't and why),
 * its mapping, and its connection.
 */
import { Result, useAtomValue } from "@effect-atom/atom-react"
import type { IntegrationOverview } from "../../domain/models.js"
import { integrationsAtom } from "../atoms.js"
import { Link, useLocation } from "../router.js"
import { Empty, Name, PageTitle, Query, Time, useRefreshEvery } from "../ui.js"
import { ActivityTab } from "./activity.js"
import { ConnectionTab } from "./connection.js"
import { ConnectedBanner, RunStatus, SyncFacts } from "./integrations.js"
import { MappingEditor } from "./mapping.js"
import { verdictReason } from "./reason.js"
import { awaitingText, SyncNowButton } from "./sync-now.js"

const TABS = [
  { id: "activity", label: "Activity" },
  { id: "mapping", label: "Mapping" },
  { id: "connection", label: "Connection" }
] as const

const Detail = (props: { integration: IntegrationOverview; tab: string }) => {
  const i = props.integration
  const base = `/integrations/${encodeURIComponent(i.id)}`
  // Any other tab name shows the activity too.
  const activity = props.tab !== "mapping" && props.tab !== "connection"
  return (
    <>
      <PageTitle title={i.label} heading={<Name text={i.label} />} name>
        <SyncNowButton integration={i} />
      </PageTitle>
      <ConnectedBanner />
      {i.awaiting_confirmation ? <div className="banner banner-warn" role="status">{awaitingText}</div> : null}
      <section className="card overview" aria-label="Status">
        <dl className="facts">
          <div>
            <dt>Status</dt>
            <dd aria-live="polite">
              <RunStatus integration={i} />
            </dd>
          </div>
          <SyncFacts integration={i} withReason={!activity || verdictReason(i) === null} />
          <div>
            <dt>Created</dt>
            <dd>{i.created_at === undefined ? "—" : <Time iso={i.created_at} />}</dd>
          </div>
        </dl>
      </section>
      <nav className="tabs" aria-label="Integration sections">
        {TABS.map((tab) => (
          <Link
            key={tab.id}
            to={tab.id === "activity" ? base : `${base}?tab=${tab.id}`}
            aria-current={props.tab === tab.id ? "page" : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {props.tab === "mapping" ?
        <MappingEditor integration={i} /> :
        props.tab === "connection" ?
        <ConnectionTab integration={i} /> :
        <ActivityTab integration={i} />}
    </>
  )
}

export const IntegrationView = (props: { id: string }) => {
  const location = useLocation()
  const result = useAtomValue(integrationsAtom)
  const live = Result.isSuccess(result) &&
    result.value.integrations.some((i) => i.id === props.id && i.run_state !== null)
  useRefreshEvery(integrationsAtom, live ? 1500 : 15_000)
  const tab = location.searchParams.get("tab") ?? "activity"
  return (
    <Query atom={integrationsAtom} result={result} what="the integration">
      {(page) => {
        const integration = page.integrations.find((i) => i.id === props.id)
        if (integration === undefined) {
          return (
            <Empty>
              <p>This integration does not exist (any more).</p>
              <Link to="/">Back to your integrations</Link>
            </Empty>
          )
        }
        return <Detail integration={integration} tab={tab} />
      }}
    </Query>
  )
}
