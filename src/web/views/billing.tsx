/**
 * Plan and billing: the plan in force, the trial's end, this month's records against the quota, the pricing table;
 * upgrade through the processor's checkout, downgrade or cancel with a confirmation saying when it takes effect.
 */
import { Result, useAtomSet, useAtomValue } from "@effect-atom/atom-react"
import { useState } from "react"
import type { Subscription } from "../../api/account.js"
import { isUpgrade, plans } from "../../billing/plans.js"
import type { PlanName } from "../../domain/models.js"
import { accountAtom, keys, mutations, outcome, subscriptionAtom } from "../atoms.js"
import { countOf, errorText, formatDate, formatMonth, formatNumber, keptWithUnits } from "../format.js"
import { Notice, PageTitle, Query, StatusBadge, Time } from "../ui.js"

const ORDER: ReadonlyArray<PlanName> = ["starter", "pro", "enterprise"]

type Sub = typeof Subscription.Type

const planNamed = (name: string) => plans[ORDER.find((p) => p === name) ?? "pro"].displayName
type Pending = { kind: "downgrade"; plan: PlanName } | { kind: "cancel" } | null

const Usage = () => {
  const result = useAtomValue(accountAtom)
  if (!Result.isSuccess(result)) return null
  const usage = result.value.usage
  const share = usage.records_limit === 0 ? 0 : Math.min(1, usage.records_synced / usage.records_limit)
  return (
    <div className="usage">
      <p id="usage-label">
        Records synced in {formatMonth(usage.month)}: <strong>{formatNumber(usage.records_synced)}</strong> of{" "}
        {formatNumber(usage.records_limit)}
      </p>
      <div
        className={share >= 0.9 ? "bar bar-hot" : "bar"}
        role="progressbar"
        aria-labelledby="usage-label"
        aria-valuemin={0}
        aria-valuemax={usage.records_limit}
        aria-valuenow={usage.records_synced}
      >
        <span className={`fill fill-${Math.round(share * 20) * 5}`} />
      </div>
    </div>
  )
}

const Current = (props: { sub: Sub }) => {
  const s = props.sub
  return (
    <section className="card" aria-labelledby="plan-title">
      <h2 id="plan-title">
        {plans[s.plan].displayName} plan <StatusBadge status={s.status} />
      </h2>
      {s.status === "trialing" && s.trial_ends_at !== null && s.current_period_end === null ?
        (
          <p>
            Free trial with Pro features until{" "}
            <Time iso={s.trial_ends_at} dateOnly />. Choose a plan before then to keep syncing; nothing is charged
            without one.
          </p>
        ) :
        null}
      {s.status === "trialing" && s.current_period_end !== null && !s.cancel_at_period_end ?
        (
          <p>
            Trial until <Time iso={s.current_period_end} dateOnly />; then {plans[s.plan].displayName} at $
            {plans[s.plan].priceUsdPerMonth} a month begins.
          </p>
        ) :
        s.current_period_end !== null ?
        (
          <p>
            {s.cancel_at_period_end ? "Ends" : "Renews"} on <Time iso={s.current_period_end} dateOnly />.
            {s.pending_plan !== null ? ` Then switches to ${planNamed(s.pending_plan)}.` : ""}
            {s.cancel_at_period_end ? " After that the account is read-only." : ""}
          </p>
        ) :
        null}
      <Usage />
    </section>
  )
}

const Pricing = (props: { sub: Sub }) => {
  const s = props.sub
  const checkout = useAtomSet(mutations.checkout, { mode: "promiseExit" })
  const changePlan = useAtomSet(mutations.changePlan, { mode: "promiseExit" })
  const cancel = useAtomSet(mutations.cancel, { mode: "promiseExit" })
  const [pending, setPending] = useState<Pending>(null)
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null)
  // A subscription exists once checkout completed (during the trial too: its first charge waits for the trial end).
  const paid = s.current_period_end !== null
  const refresh = [keys.subscription, keys.account, keys.integrations]

  const choose = async (plan: PlanName) => {
    setStatus(null)
    if (!paid) {
      const result = outcome(await checkout({ payload: { plan } }))
      if (result.ok) window.location.assign(result.value.url)
      else setStatus({ text: errorText(result.error), error: true })
      return
    }
    if (isUpgrade(plan, s.plan)) return setPending({ kind: "downgrade", plan })
    const result = outcome(await changePlan({ payload: { plan }, reactivityKeys: refresh }))
    setStatus(
      result.ok
        ? { text: `Upgraded to ${plans[plan].displayName}, effective now (prorated).`, error: false }
        : { text: errorText(result.error), error: true }
    )
  }

  const confirm = async () => {
    if (pending === null) return
    const result = pending.kind === "cancel"
      ? outcome(await cancel({ reactivityKeys: refresh }))
      : outcome(await changePlan({ payload: { plan: pending.plan }, reactivityKeys: refresh }))
    setPending(null)
    const when = s.current_period_end === null ? "at the end of the period" : `on ${formatDate(s.current_period_end)}`
    setStatus(
      result.ok
        ? {
          text: pending.kind === "cancel"
            ? `Canceled: your plan stays active until ${when.replace(/^on /, "")}.`
            : `Downgrade scheduled ${when}.`,
          error: false
        }
        : { text: errorText(result.error), error: true }
    )
  }

  const periodEnd = s.current_period_end === null ? "the end of the current period" : formatDate(s.current_period_end)
  return (
    <section className="card" aria-labelledby="pricing-title">
      <h2 id="pricing-title">Plans</h2>
      <Notice status={status} />
      {pending === null ? null : (
        <div className="confirm" role="group" aria-label="Confirm plan change">
          <p>
            {pending.kind === "cancel"
              ? `Cancel your subscription? It stays active until ${periodEnd}; then the account becomes read-only (you can still read and export everything).`
              : `Switch to ${plans[pending.plan].displayName}? It takes effect on ${periodEnd}; until then you keep ${
                plans[s.plan].displayName
              }. No credit is given for the rest of the period.`}
          </p>
          <button type="button" className="button danger" onClick={confirm}>
            {pending.kind === "cancel"
              ? "Yes, cancel subscription"
              : `Yes, downgrade to ${plans[pending.plan].displayName}`}
          </button>
          <button type="button" className="button ghost" onClick={() => setPending(null)}>
            Never mind
          </button>
        </div>
      )}
      <ul className="plans">
        {ORDER.map((name) => {
          const plan = plans[name]
          const current = name === s.plan && (paid || s.status === "trialing")
          const label = current && paid
            ? "Current plan"
            : isUpgrade(s.plan, name)
            ? `Upgrade to ${plan.displayName}`
            : paid
            ? `Downgrade to ${plan.displayName}`
            : `Choose ${plan.displayName}`
          return (
            <li key={name} className={current ? "plan current" : "plan"}>
              <h3>{plan.displayName}</h3>
              <p className="price">
                <strong>${plan.priceUsdPerMonth}</strong> / month
              </p>
              <ul>
                <li>
                  {plan.sources === null
                    ? "Unlimited sources and destinations"
                    : `${countOf(plan.sources, "source")} × ${countOf(plan.destinations ?? 0, "destination")}`}
                </li>
                <li>{countOf(plan.recordsPerMonth, "record")} a month</li>
                <li>Sync every {keptWithUnits("15 minutes")}</li>
                <li>{countOf(plan.requestsPerMinute, "API request")} a minute</li>
                <li>
                  {plan.support === "community"
                    ? "Community support"
                    : plan.support === "email"
                    ? "E-mail support"
                    : "Priority support"}
                </li>
              </ul>
              <button
                type="button"
                className={isUpgrade(s.plan, name) ? "button primary" : "button secondary"}
                disabled={current && paid}
                onClick={() => void choose(name)}
              >
                {label}
              </button>
            </li>
          )
        })}
      </ul>
      {paid && !s.cancel_at_period_end ?
        (
          <button type="button" className="button danger-outline" onClick={() => setPending({ kind: "cancel" })}>
            Cancel subscription
          </button>
        ) :
        null}
    </section>
  )
}

export const BillingView = () => {
  const result = useAtomValue(subscriptionAtom)
  return (
    <>
      <PageTitle title="Plan & billing" />
      <Query atom={subscriptionAtom} result={result} what="your plan">
        {(sub) => (
          <div className="stack">
            <Current sub={sub} />
            <Pricing sub={sub} />
          </div>
        )}
      </Query>
    </>
  )
}
