/**
 * SQL of an account's billing state: status, plan, payment method, trial
 * reminder. Every status change goes through `transition`, which keeps the
 * integrations in step:
 * - leaving a syncing status (trialing, active, past_due) for paused,
 *   read_only or deleted pauses every active or failing integration and
 *   remembers its status in `suspended_status`;
 * - coming back to a syncing status puts exactly those integrations back to
 *   the status they had (an integration that was paused for another reason,
 *   e.g. awaiting its owner's confirmation, stays paused).
 * A deleted account keeps `deleted`; billing news only changes the status a
 * restore will bring back.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import { AccountRow } from "../accounts/account-repository.js"
import { AccountStatus, type PlanName } from "../domain/models.js"
import { findOneBy, IdRow, NullableText } from "../storage/columns.js"

const BillingAccountRow = Schema.Struct({
  ...AccountRow.fields,
  trial_reminder_sent_at: NullableText,
  status_before_delete: Schema.NullOr(AccountStatus)
})
export type BillingAccountRow = typeof BillingAccountRow.Type

const StatusRow = Schema.Struct({ status: AccountStatus, status_before_delete: Schema.NullOr(AccountStatus) })

const SYNCING: ReadonlyArray<AccountStatus> = ["trialing", "active", "past_due"]

/** Statuses whose integrations run on the schedule. */
export const isSyncing = (status: AccountStatus): boolean => SYNCING.includes(status)

export class AccountStatusRepository extends Effect.Service<AccountStatusRepository>()("AccountStatusRepository", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    const suspendIntegrations = (accountId: string, now: string) =>
      sql`UPDATE integrations SET suspended_status = status, status = 'paused', updated_at = ${now}
        WHERE account_id = ${accountId} AND status IN ('active', 'error') AND suspended_status IS NULL`

    const resumeIntegrations = (accountId: string, now: string) =>
      sql`UPDATE integrations SET status = suspended_status, suspended_status = NULL, updated_at = ${now}
        WHERE account_id = ${accountId} AND suspended_status IS NOT NULL`

    const findRow = findOneBy(sql, "accounts", "id", BillingAccountRow)
    const find = (accountId: string) => Effect.orDie(findRow(accountId))

    const statusOf = SqlSchema.findOne({
      Request: Schema.String,
      Result: StatusRow,
      execute: (accountId) => sql`SELECT status, status_before_delete FROM accounts WHERE id = ${accountId}`
    })
    const trialsEndingBy = SqlSchema.findAll({
      Request: Schema.Struct({ now: Schema.String, until: Schema.String }),
      Result: BillingAccountRow,
      execute: ({ now, until }) =>
        sql`SELECT * FROM accounts WHERE status = 'trialing' AND trial_reminder_sent_at IS NULL
          AND trial_ends_at > ${now} AND trial_ends_at <= ${until} ORDER BY trial_ends_at, id`
    })
    const claimReminder = SqlSchema.findAll({
      Request: Schema.Struct({ accountId: Schema.String, now: Schema.String }),
      Result: IdRow,
      execute: ({ accountId, now }) =>
        sql`UPDATE accounts SET trial_reminder_sent_at = ${now}
          WHERE id = ${accountId} AND trial_reminder_sent_at IS NULL RETURNING id`
    })
    const trialsEndedUnpaid = SqlSchema.findAll({
      Request: Schema.String,
      Result: IdRow,
      execute: (now) =>
        sql`SELECT a.id FROM accounts a LEFT JOIN subscriptions s ON s.account_id = a.id
          WHERE a.status = 'trialing' AND a.trial_ends_at <= ${now}
          AND (a.has_payment_method = 0 OR s.processor_subscription_id IS NULL)
          ORDER BY a.id`
    })

    /** Moves the account to `next` (see the header); returns the status it had. */
    const transition = (accountId: string, next: AccountStatus, now: string) =>
      Effect.gen(function*() {
        const current = Option.getOrUndefined(yield* statusOf(accountId))?.status
        if (current === undefined || current === next) return current
        if (current === "deleted") {
          yield* sql`UPDATE accounts SET status_before_delete = ${next} WHERE id = ${accountId}`
          return current
        }
        if (next === "deleted") {
          yield* sql`UPDATE accounts SET status = 'deleted', status_before_delete = ${current}, deleted_at = ${now} WHERE id = ${accountId}`
        } else {
          yield* sql`UPDATE accounts SET status = ${next} WHERE id = ${accountId}`
        }
        if (isSyncing(current) && !isSyncing(next)) yield* suspendIntegrations(accountId, now)
        if (!isSyncing(current) && isSyncing(next)) yield* resumeIntegrations(accountId, now)
        return current
      }).pipe(Effect.orDie)

    return {
      find,
      transition,

      /** Brings a deleted account back to the status it had (or billing gave it since). */
      restore: (accountId: string, now: string) =>
        Effect.gen(function*() {
          const row = Option.getOrUndefined(yield* statusOf(accountId))
          if (row === undefined || row.status !== "deleted") return
          const back = row.status_before_delete ?? "active"
          yield* sql`UPDATE accounts SET status = ${back}, status_before_delete = NULL, deleted_at = NULL WHERE id = ${accountId}`
          if (isSyncing(back)) yield* resumeIntegrations(accountId, now)
        }).pipe(Effect.orDie),

      setPlan: (accountId: string, plan: PlanName) =>
        sql`UPDATE accounts SET plan = ${plan} WHERE id = ${accountId}`.pipe(Effect.asVoid, Effect.orDie),

      markPaymentMethod: (accountId: string) =>
        sql`UPDATE accounts SET has_payment_method = 1 WHERE id = ${accountId}`.pipe(Effect.asVoid, Effect.orDie),

      /** Trial accounts whose trial ends within `until` and that were not reminded yet. */
      trialsEndingBy: (now: string, until: string) => Effect.orDie(trialsEndingBy({ now, until })),

      /** Marks the reminder sent; false when another run got there first (exactly once). */
      claimReminder: (accountId: string, now: string) =>
        claimReminder({ accountId, now }).pipe(
          Effect.map((rows) => rows.length === 1),
          Effect.orDie
        ),

      /**
       * Trials that ended without a payment method on a chosen plan: no card,
       * or a card but no processor subscription (nothing was chosen to charge).
       */
      trialsEndedUnpaid: (now: string) =>
        trialsEndedUnpaid(now).pipe(Effect.map((rows) => rows.map((r) => r.id)), Effect.orDie)
    }
  })
}) {}
