/**
 * Data-subject requests and retention:
 * - delete: the account goes to `deleted` (syncs stop, integrations paused),
 *   every session, API key and unused link is revoked, a paid subscription is
 *   set to cancel at the period end (so nothing renews during the grace), and
 *   the owner gets a restore link valid for the whole 30-day grace;
 * - restore (from that link's session, within the grace): the account comes
 *   back with the status it had (or that billing gave it since), its
 *   integrations resume, and a cancellation the deletion made is undone.
 *   Revoked sessions and API keys stay revoked: sign in again, create keys;
 * - export: every datum stored for the account, secrets excluded;
 * - retention: webhook events and kept mail after 30 days, sync failures after 90, and
 *   accounts deleted more than 30 days ago purged with everything of theirs
 *   (and their processor customer), which is final.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Option } from "effect"
import { AccountStatusRepository } from "../billing/account-status-repository.js"
import { BillingProcessor } from "../billing/processor.js"
import { SubscriptionRepository } from "../billing/subscription-repository.js"
import { hasLiveSubscription, SubscriptionState } from "../billing/subscription-state.js"
import { toSubscriptionView } from "../billing/subscription-view.js"
import { InvalidInput } from "../domain/errors.js"
import { Mailer } from "../mail/mailer.js"
import { OutboxRepository } from "../mail/outbox-repository.js"
import {
  DELETION_GRACE,
  OUTBOX_RETENTION,
  purgeAt,
  restoreMailText,
  SYNC_FAILURE_RETENTION,
  WEBHOOK_EVENT_RETENTION,
  withinGrace
} from "./account-lifecycle-policy.js"
import { AccountLifecycleRepository } from "./account-lifecycle-repository.js"
import { AuthService } from "./auth-service.js"
import type { Principal } from "./principal.js"

const iso = (millis: number) => new Date(millis).toISOString()

export class AccountLifecycle extends Effect.Service<AccountLifecycle>()("AccountLifecycle", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const accounts = yield* AccountStatusRepository
    const subscriptions = yield* SubscriptionRepository
    const state = yield* SubscriptionState
    const processor = yield* BillingProcessor
    const lifecycle = yield* AccountLifecycleRepository
    const auth = yield* AuthService
    const mailer = yield* Mailer
    const outbox = yield* OutboxRepository
    const transaction = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      sql.withTransaction(effect).pipe(Effect.catchTag("SqlError", Effect.die))

    const mustFind = (accountId: string) =>
      Effect.flatMap(
        accounts.find(accountId),
        Option.match({
          onNone: () => Effect.dieMessage(`account ${accountId} of a live credential is missing`),
          onSome: Effect.succeed
        })
      )

    /** Sets (or clears) the processor's cancel-at-period-end for the deletion, then mirrors it. */
    const setDeletionCancel = (accountId: string, subscriptionId: string, cancel: boolean) =>
      Effect.gen(function*() {
        const row = yield* subscriptions.findByAccount(accountId)
        const schedule = Option.getOrNull(Option.flatMap(row, (r) => Option.fromNullable(r.processor_schedule_id)))
        if (cancel && schedule !== null) yield* processor.releaseSchedule(schedule)
        const subscription = yield* processor.setCancelAtPeriodEnd(subscriptionId, cancel)
        const readAt = iso(yield* Clock.currentTimeMillis)
        yield* transaction(
          Effect.gen(function*() {
            const account = yield* mustFind(accountId)
            yield* state.apply(account, subscription, readAt)
            yield* subscriptions.update(accountId, { cancel_on_delete: cancel ? 1 : 0 }, readAt)
          })
        )
      })

    const remove = (principal: Principal) =>
      Effect.gen(function*() {
        const account = yield* mustFind(principal.accountId)
        if (account.status === "deleted") {
          return {
            ok: true as const,
            message: "The account is already deleted; the restore link was e-mailed at the deletion."
          }
        }
        const row = yield* subscriptions.findByAccount(account.id)
        if (
          Option.isSome(row) && hasLiveSubscription(row.value) && row.value.cancel_at_period_end === 0 &&
          row.value.processor_subscription_id !== null
        ) {
          // First the processor (nothing renews during the grace); a failure leaves the account as it was.
          yield* setDeletionCancel(account.id, row.value.processor_subscription_id, true)
        }
        const now = yield* Clock.currentTimeMillis
        const link = yield* transaction(
          Effect.gen(function*() {
            yield* accounts.transition(account.id, "deleted", iso(now))
            yield* lifecycle.revokeAccess(account.id)
            return yield* auth.issueLink(account.id, "restore", null, DELETION_GRACE)
          })
        )
        const until = purgeAt(iso(now))
        yield* mailer.send({
          to: account.email,
          subject: "Your salesync account was deleted",
          text: restoreMailText(link, until)
        })
        return {
          ok: true as const,
          message:
            `Account deleted: syncs stopped and every session and API key is revoked. It can be restored until ${until.toISOString()} with the link we e-mailed; after that it is purged for good.`
        }
      })

    const restore = (principal: Principal) =>
      Effect.gen(function*() {
        const account = yield* mustFind(principal.accountId)
        if (account.status !== "deleted") {
          return { ok: true as const, message: "The account is not deleted; there is nothing to restore." }
        }
        const now = yield* Clock.currentTimeMillis
        if (!withinGrace(account.deleted_at, now)) {
          return yield* new InvalidInput({
            message: `The 30-day restore window closed on ${
              account.deleted_at === null ? "an earlier date" : purgeAt(account.deleted_at).toISOString()
            }; the deletion is final.`
          })
        }
        const row = yield* subscriptions.findByAccount(account.id)
        if (
          Option.isSome(row) && row.value.cancel_on_delete === 1 && hasLiveSubscription(row.value) &&
          row.value.processor_subscription_id !== null
        ) {
          yield* setDeletionCancel(account.id, row.value.processor_subscription_id, false)
        }
        yield* transaction(accounts.restore(account.id, iso(yield* Clock.currentTimeMillis)))
        return {
          ok: true as const,
          message:
            "Account restored with its integrations, mappings and history. Syncs resume on the next schedule; create new API keys if you need them."
        }
      })

    const exportData = (principal: Principal) =>
      Effect.gen(function*() {
        const account = yield* mustFind(principal.accountId)
        const now = yield* Clock.currentTimeMillis
        // The subscription as GET /api/account/subscription states it (status, plan in force, trial end; its record
        // made as that route makes it), beside the processor's own (`processor_status` is "none" before a checkout).
        const row = yield* subscriptions.ensure(account, now)
        const data = yield* lifecycle.export(account.id, account.email)
        const subscription = { ...data.subscription, ...toSubscriptionView(account, row) }
        return { exported_at: iso(now), ...data, subscription }
      })

    const retention = Effect.gen(function*() {
      const now = yield* Clock.currentTimeMillis
      const webhookEvents = yield* lifecycle.pruneWebhookEvents(iso(now - WEBHOOK_EVENT_RETENTION))
      const syncFailures = yield* lifecycle.pruneSyncFailures(iso(now - SYNC_FAILURE_RETENTION))
      const mail = yield* outbox.pruneBefore(iso(now - OUTBOX_RETENTION))
      let purged = 0
      for (const due of yield* lifecycle.deletedBefore(iso(now - DELETION_GRACE))) {
        const row = yield* subscriptions.findByAccount(due.id)
        const customer = Option.getOrNull(Option.flatMap(row, (r) => Option.fromNullable(r.processor_customer_id)))
        if (customer !== null) {
          // Best effort: the purge is owed to the user even when the processor is unreachable.
          yield* processor.deleteCustomer(customer).pipe(
            Effect.catchAll(() =>
              Effect.logWarning(`processor customer ${customer} of purged account ${due.id} was not deleted`)
            )
          )
        }
        if (yield* transaction(lifecycle.purge(due.id, due.email))) purged += 1
      }
      return {
        webhook_events_pruned: webhookEvents,
        sync_failures_pruned: syncFailures,
        outbox_pruned: mail,
        accounts_purged: purged
      }
    })

    return { remove, restore, export: exportData, retention }
  }),
  dependencies: [
    AccountStatusRepository.Default,
    SubscriptionRepository.Default,
    SubscriptionState.Default,
    BillingProcessor.Default,
    AccountLifecycleRepository.Default,
    AuthService.Default,
    Mailer.Default,
    OutboxRepository.Default
  ]
}) {}
