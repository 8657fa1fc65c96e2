/**
 * Applies the processor's subscription, as read at `readAt`, to the account:
 * plan (from the price), status, period end, cancellation, pending downgrade.
 * Webhook events only say that something changed; what is applied is always
 * a fresh read of the subscription, and a read older than the one already
 * applied is ignored. So events that arrive late, twice or out of order
 * never move a subscription back to an older state. Runs inside the
 * caller's transaction.
 */
import { Effect, Option } from "effect"
import type Stripe from "stripe"
import type { AccountStatus } from "../domain/models.js"
import { AccountStatusRepository, type BillingAccountRow } from "./account-status-repository.js"
import { BillingConfig } from "./billing-config.js"
import { idOf, periodEndOf, priceOf } from "./processor.js"
import { SubscriptionRepository, type SubscriptionRow } from "./subscription-repository.js"

const ENDED = ["canceled", "incomplete_expired"]

export const isEnded = (processorStatus: string): boolean => ENDED.includes(processorStatus)

/** A processor subscription the account still pays for (or is on trial with). */
export const hasLiveSubscription = (row: SubscriptionRow): boolean =>
  row.processor_subscription_id !== null && row.status !== "none" && !isEnded(row.status)

/** The account status a processor status means; null leaves it unchanged (e.g. `incomplete`). */
export const accountStatusFor = (processorStatus: string, current: AccountStatus): AccountStatus | null => {
  switch (processorStatus) {
    case "trialing":
      // The processor's trial is ours carried over (checkout during the trial).
      return current === "trialing" ? "trialing" : "active"
    case "active":
      return "active"
    case "past_due":
    case "unpaid":
      return "past_due"
    case "canceled":
    case "incomplete_expired":
      return "read_only"
    case "paused":
      return "paused"
    default:
      return null
  }
}

export type ApplyOutcome = "applied" | "stale" | "foreign"

const isoOfUnix = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString())

export class SubscriptionState extends Effect.Service<SubscriptionState>()("SubscriptionState", {
  effect: Effect.gen(function*() {
    const accounts = yield* AccountStatusRepository
    const subscriptions = yield* SubscriptionRepository
    const config = yield* BillingConfig

    const apply = (account: BillingAccountRow, subscription: Stripe.Subscription, readAt: string) =>
      Effect.gen(function*() {
        const row = yield* subscriptions.ensure(account, Date.parse(readAt))
        const current = row.processor_subscription_id
        if (current !== null && current !== subscription.id) {
          // Another subscription: adopt it only when ours ended and it did not.
          if (isEnded(subscription.status)) return "foreign" satisfies ApplyOutcome
          if (hasLiveSubscription(row)) {
            yield* Effect.logError(
              `account ${account.id} has a second live subscription ${subscription.id} besides ${current}; keeping ${current}`
            )
            return "foreign" satisfies ApplyOutcome
          }
        }
        if (row.subscription_event_at !== null && readAt < row.subscription_event_at) {
          return "stale" satisfies ApplyOutcome
        }

        const price = priceOf(subscription)
        const plan = Option.flatMap(Option.fromNullable(price), config.planOfPrice)
        if (Option.isNone(plan)) {
          yield* Effect.logWarning(
            `subscription ${subscription.id} is on price ${
              price ?? "none"
            }, which is none of STRIPE_PRICE_*; the plan stays ${account.plan}`
          )
        }
        const schedule = idOf(subscription.schedule)
        const planNow = Option.getOrElse(plan, () => account.plan)
        yield* subscriptions.update(
          account.id,
          {
            processor_subscription_id: subscription.id,
            processor_customer_id: row.processor_customer_id ?? idOf(subscription.customer),
            status: subscription.status,
            plan: planNow,
            current_period_end: isoOfUnix(periodEndOf(subscription)),
            // An ended subscription has nothing pending any more.
            cancel_at_period_end: subscription.cancel_at_period_end && !isEnded(subscription.status) ? 1 : 0,
            processor_schedule_id: schedule,
            // No schedule at the processor means no downgrade waiting; one that took effect is done.
            pending_plan: schedule === null || row.pending_plan === planNow ? null : row.pending_plan,
            subscription_event_at: readAt
          },
          readAt
        )
        if (Option.isSome(plan) && plan.value !== account.plan) yield* accounts.setPlan(account.id, plan.value)
        const next = accountStatusFor(subscription.status, account.status)
        if (next !== null) yield* accounts.transition(account.id, next, readAt)
        return "applied" satisfies ApplyOutcome
      })

    return { apply }
  }),
  dependencies: [AccountStatusRepository.Default, SubscriptionRepository.Default, BillingConfig.Default]
}) {}
