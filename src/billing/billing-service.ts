/**
 * The account's subscription: read it, check out a plan, change plans,
 * cancel. The processor is called first and local state follows its answer
 * (in one transaction, never held across a processor call), so a failed call
 * changes nothing here.
 * - Upgrade: the new price at once, prorated from now, invoiced now; the new
 *   limits apply at once.
 * - Downgrade: a subscription schedule switches the price at the period end;
 *   until then the higher limits stay (`pending_plan` shows what comes).
 * - Cancel: at the period end; then the account is read-only.
 * - Choosing the current plan again undoes a pending downgrade or cancellation.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Option } from "effect"
import type Stripe from "stripe"
import type { Principal } from "../accounts/principal.js"
import { AppConfig } from "../config/app-config.js"
import { InvalidInput, ServiceUnavailable } from "../domain/errors.js"
import type { PlanName } from "../domain/models.js"
import { DAY } from "../domain/time.js"
import { readOnlyError } from "./access.js"
import { AccountStatusRepository, type BillingAccountRow } from "./account-status-repository.js"
import { BillingConfig } from "./billing-config.js"
import { isUpgrade, parsePlan, planChoices, plans } from "./plans.js"
import { BillingProcessor, priceOf } from "./processor.js"
import { type SubscriptionPatch, SubscriptionRepository, type SubscriptionRow } from "./subscription-repository.js"
import { hasLiveSubscription, SubscriptionState } from "./subscription-state.js"
import { toSubscriptionView } from "./subscription-view.js"

/** The processor refuses a checkout trial ending sooner than this. */
const MIN_CHECKOUT_TRIAL = 2 * DAY

const planEnv: Record<PlanName, string> = {
  starter: "STRIPE_PRICE_STARTER",
  pro: "STRIPE_PRICE_PRO",
  enterprise: "STRIPE_PRICE_BUSINESS"
}

export class BillingService extends Effect.Service<BillingService>()("BillingService", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const app = yield* AppConfig
    const config = yield* BillingConfig
    const processor = yield* BillingProcessor
    const accounts = yield* AccountStatusRepository
    const subscriptions = yield* SubscriptionRepository
    const state = yield* SubscriptionState

    const transaction = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      sql.withTransaction(effect).pipe(Effect.catchTag("SqlError", Effect.die))

    const load = (accountId: string) =>
      Effect.gen(function*() {
        const found = yield* accounts.find(accountId)
        // A resolved principal's account exists: its absence is a bug, not a 404.
        if (Option.isNone(found)) {
          return yield* Effect.dieMessage(`account ${accountId} of a live credential is missing`)
        }
        const row = yield* subscriptions.ensure(found.value, yield* Clock.currentTimeMillis)
        return { account: found.value, row }
      })

    const view = (accountId: string) =>
      Effect.map(load(accountId), ({ account, row }) => toSubscriptionView(account, row))

    const planFrom = (text: string) => {
      const plan = parsePlan(text)
      return plan === undefined
        ? Effect.fail(
          new InvalidInput({
            message: `Unknown plan "${text}": choose ${planChoices} (alias business).`,
            details: { problems: [{ field: "plan", message: "is not a plan" }] }
          })
        )
        : Effect.succeed(plan)
    }

    // A plan without its price set cannot be bought here: the merchant is told so plainly (503), the operator which
    // setting is missing (the log).
    const priceFor = (plan: PlanName) =>
      Option.match(config.priceOf(plan), {
        onNone: () =>
          Effect.logWarning(`checkout of the ${plan} plan refused: ${planEnv[plan]} is not set`).pipe(
            Effect.zipRight(
              Effect.fail(
                new ServiceUnavailable({
                  message: `The ${
                    plans[plan].displayName
                  } plan cannot be bought on this server yet: its billing is not set up. Please contact the operator.`
                })
              )
            )
          ),
        onSome: Effect.succeed
      })

    /** The account with a live processor subscription, or 400 saying to check out first. */
    const loadSubscribed = (principal: Principal, action: string) =>
      Effect.gen(function*() {
        const loaded = yield* load(principal.accountId)
        if (loaded.account.status === "deleted") return yield* Effect.fail(readOnlyError("deleted"))
        const subscriptionId = loaded.row.processor_subscription_id
        if (!hasLiveSubscription(loaded.row) || subscriptionId === null) {
          return yield* new InvalidInput({
            message: `There is no paid subscription to ${action}: choose a plan with POST /api/account/checkout first.`
          })
        }
        return { ...loaded, subscriptionId }
      })

    /** Applies what the processor answered, read now, then our own additions. */
    const follow = (accountId: string, subscription: Stripe.Subscription, patch: SubscriptionPatch = {}) =>
      Effect.gen(function*() {
        const readAt = new Date(yield* Clock.currentTimeMillis).toISOString()
        yield* transaction(
          Effect.gen(function*() {
            const account = yield* accounts.find(accountId)
            if (Option.isNone(account)) return
            yield* state.apply(account.value, subscription, readAt)
            if (Object.keys(patch).length > 0) yield* subscriptions.update(accountId, patch, readAt)
          })
        )
        return yield* view(accountId)
      })

    const releasePending = (
      row: SubscriptionRow
    ) => (row.processor_schedule_id === null ? Effect.void : processor.releaseSchedule(row.processor_schedule_id))

    const checkout = (principal: Principal, planText: string) =>
      Effect.gen(function*() {
        const plan = yield* planFrom(planText)
        const { account, row } = yield* load(principal.accountId)
        if (account.status === "deleted") return yield* Effect.fail(readOnlyError("deleted"))
        if (hasLiveSubscription(row)) {
          return yield* new InvalidInput({
            message: "The account already has a subscription: change its plan with POST /api/account/subscription."
          })
        }
        const price = yield* priceFor(plan)
        const now = yield* Clock.currentTimeMillis
        const customerId = row.processor_customer_id ??
          (yield* Effect.flatMap(processor.createCustomer(account.id, account.email), (created) =>
            subscriptions.claimCustomer(account.id, created, new Date(now).toISOString())))
        const session = yield* processor.createCheckout({
          accountId: account.id,
          customerId,
          plan,
          price,
          successUrl: `${app.publicUrl}/dashboard?checkout=success`,
          cancelUrl: `${app.publicUrl}/dashboard?checkout=canceled`,
          trialEnd: trialEndFor(account, now)
        })
        return { ok: true as const, url: session.url }
      })

    const changePlan = (principal: Principal, planText: string) =>
      Effect.gen(function*() {
        const plan = yield* planFrom(planText)
        const { account, row, subscriptionId } = yield* loadSubscribed(principal, "change")
        const current = yield* processor.getSubscription(subscriptionId)
        if (plan === account.plan) {
          // The plan in force again: drop a pending downgrade or cancellation.
          yield* releasePending(row)
          const resumed = row.cancel_at_period_end === 1
            ? yield* processor.setCancelAtPeriodEnd(subscriptionId, false)
            : current
          return yield* follow(account.id, resumed, { pending_plan: null, processor_schedule_id: null })
        }
        const price = yield* priceFor(plan)
        if (isUpgrade(account.plan, plan)) {
          yield* releasePending(row)
          const prorationDate = Math.floor((yield* Clock.currentTimeMillis) / 1000)
          const upgraded = yield* processor.changePrice(current, price, prorationDate)
          return yield* follow(account.id, upgraded)
        }
        const active = row.cancel_at_period_end === 1
          ? yield* processor.setCancelAtPeriodEnd(subscriptionId, false)
          : current
        const currentPrice = priceOf(active) ?? (yield* priceFor(account.plan))
        const scheduleId = yield* processor.scheduleDowngrade(active, row.processor_schedule_id, currentPrice, price)
        const attached = yield* processor.getSubscription(subscriptionId)
        return yield* follow(account.id, attached, { pending_plan: plan, processor_schedule_id: scheduleId })
      })

    const cancel = (principal: Principal) =>
      Effect.gen(function*() {
        const { account, row, subscriptionId } = yield* loadSubscribed(principal, "cancel")
        if (row.cancel_at_period_end === 1) return yield* view(account.id)
        // The processor refuses a cancellation on a subscription its schedule manages.
        yield* releasePending(row)
        const canceled = yield* processor.setCancelAtPeriodEnd(subscriptionId, true)
        return yield* follow(account.id, canceled)
      })

    return { view, checkout, changePlan, cancel }
  }),
  dependencies: [
    AppConfig.Default,
    BillingConfig.Default,
    BillingProcessor.Default,
    AccountStatusRepository.Default,
    SubscriptionRepository.Default,
    SubscriptionState.Default
  ]
}) {}

/** A checkout during the trial starts charging when the trial ends (if the processor allows that trial). */
const trialEndFor = (account: BillingAccountRow, nowMillis: number): number | null => {
  if (account.status !== "trialing" || account.trial_ends_at === null) return null
  const end = Date.parse(account.trial_ends_at)
  return end - nowMillis >= MIN_CHECKOUT_TRIAL ? Math.floor(end / 1000) : null
}
