/**
 * The scheduled billing work (each run is idempotent; the external scheduler
 * calls it every 15 minutes):
 * - trial reminder: every trial account, once, when its trial ends within 3
 *   days (day 11 of 14);
 * - trial end: a trial that ended without a payment method on a chosen plan
 *   pauses the account (syncs stop, integrations show `paused`, nothing is
 *   charged) until a plan is chosen;
 * - period end: a cancellation makes the account read-only and a pending
 *   downgrade takes effect. The processor's webhooks say the same; this keeps
 *   the account right when a webhook is late or lost.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Option } from "effect"
import { AppConfig } from "../config/app-config.js"
import { DAY } from "../domain/time.js"
import { Mailer } from "../mail/mailer.js"
import { AccountStatusRepository, type BillingAccountRow } from "./account-status-repository.js"
import { plans } from "./plans.js"
import { SubscriptionRepository } from "./subscription-repository.js"
import { hasLiveSubscription } from "./subscription-state.js"

export const TRIAL_REMINDER_BEFORE = 3 * DAY

const day = (iso: string | null) => (iso === null ? "soon" : `${iso.slice(0, 10)} (UTC)`)

export class BillingCron extends Effect.Service<BillingCron>()("BillingCron", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const app = yield* AppConfig
    const accounts = yield* AccountStatusRepository
    const subscriptions = yield* SubscriptionRepository
    const mailer = yield* Mailer
    const transaction = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      sql.withTransaction(effect).pipe(Effect.catchTag("SqlError", Effect.die))
    const billingUrl = `${app.publicUrl}/dashboard`

    const reminderText = (account: BillingAccountRow, subscribed: boolean) =>
      subscribed
        ? `Your salesync trial ends on ${
          day(account.trial_ends_at)
        }. Your chosen plan starts then; nothing else to do.\n`
        : `Your salesync trial ends on ${day(account.trial_ends_at)}, in 3 days.\n` +
          `Choose a plan before then (${billingUrl}, or POST /api/account/checkout) to keep your integrations syncing.\n` +
          "Without one the account pauses at the end of the trial; nothing is charged and your data stays.\n"

    const trialReminder = Effect.gen(function*() {
      const now = yield* Clock.currentTimeMillis
      const due = yield* accounts.trialsEndingBy(
        new Date(now).toISOString(),
        new Date(now + TRIAL_REMINDER_BEFORE).toISOString()
      )
      let reminded = 0
      for (const account of due) {
        // Claimed before sending: a concurrent run never mails twice.
        if (!(yield* accounts.claimReminder(account.id, new Date(now).toISOString()))) continue
        const row = yield* subscriptions.findByAccount(account.id)
        const subscribed = Option.exists(row, hasLiveSubscription) && account.has_payment_method === 1
        yield* mailer.send({
          to: account.email,
          subject: "Your salesync trial ends in 3 days",
          text: reminderText(account, subscribed)
        })
        reminded += 1
      }
      return { reminded }
    })

    const pauseEndedTrials = (now: string) =>
      Effect.gen(function*() {
        let paused = 0
        for (const accountId of yield* accounts.trialsEndedUnpaid(now)) {
          const before = yield* transaction(accounts.transition(accountId, "paused", now))
          if (before !== "trialing") continue
          paused += 1
          const account = yield* accounts.find(accountId)
          if (Option.isSome(account)) {
            yield* mailer.send({
              to: account.value.email,
              subject: "Your salesync trial ended: account paused",
              text:
                "Your 14-day salesync trial ended without a payment method, so the account is paused: syncs stopped and nothing was charged.\n" +
                `Your integrations, mappings and history are kept. Choose a plan (${billingUrl}, or POST /api/account/checkout) and everything resumes.\n`
            })
          }
        }
        return paused
      })

    const endPeriods = (now: string) =>
      Effect.gen(function*() {
        let readOnly = 0
        let downgraded = 0
        for (const row of yield* subscriptions.periodEnded(now)) {
          const endedAt = row.current_period_end ?? now
          yield* transaction(
            Effect.gen(function*() {
              if (row.cancel_at_period_end === 1) {
                yield* subscriptions.update(
                  row.account_id,
                  {
                    status: "canceled",
                    cancel_at_period_end: 0,
                    pending_plan: null,
                    processor_schedule_id: null,
                    subscription_event_at: endedAt
                  },
                  now
                )
                yield* accounts.transition(row.account_id, "read_only", now)
                readOnly += 1
              } else if (row.pending_plan !== null) {
                yield* subscriptions.update(
                  row.account_id,
                  {
                    plan: row.pending_plan,
                    pending_plan: null,
                    processor_schedule_id: null,
                    subscription_event_at: endedAt
                  },
                  now
                )
                yield* accounts.setPlan(row.account_id, row.pending_plan)
                yield* Effect.logInfo(
                  `account ${row.account_id}: downgrade to ${
                    plans[row.pending_plan].displayName
                  } took effect at ${endedAt}`
                )
                downgraded += 1
              }
            })
          )
        }
        return { readOnly, downgraded }
      })

    const billing = Effect.gen(function*() {
      const now = new Date(yield* Clock.currentTimeMillis).toISOString()
      const paused = yield* pauseEndedTrials(now)
      const ended = yield* endPeriods(now)
      return { paused, read_only: ended.readOnly, downgraded: ended.downgraded }
    })

    return { trialReminder, billing }
  }),
  dependencies: [AppConfig.Default, AccountStatusRepository.Default, SubscriptionRepository.Default, Mailer.Default]
}) {}
