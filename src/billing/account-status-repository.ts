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
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { AccountRow } from "../accounts/account-repository.js"
import type { AccountStatus, PlanName } from "../domain/models.js"

export type BillingAccountRow = AccountRow & {
  readonly trial_reminder_sent_at: string | null
  readonly status_before_delete: AccountStatus | null
}

const SYNCING: ReadonlyArray<AccountStatus> = ["trialing", "active", "past_due"]

/** Statuses whose integrations run on the schedule. */
export const isSyncing = (status: AccountStatus): boolean => SYNCING.includes(status)

export class AccountStatusRepository extends Effect.Service<AccountStatusRepository>()("AccountStatusRepository", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const suspendIntegrations = (accountId: string, now: string) =>
      sql`UPDATE integrations SET suspended_status = status, status = 'paused', updated_at = ${now}
        WHERE account_id = ${accountId} AND status IN ('active', 'error') AND suspended_status IS NULL`

    const resumeIntegrations = (accountId: string, now: string) =>
      sql`UPDATE integrations SET status = suspended_status, suspended_status = NULL, updated_at = ${now}
        WHERE account_id = ${accountId} AND suspended_status IS NOT NULL`

    const find = (accountId: string) =>
      sql<BillingAccountRow>`SELECT * FROM accounts WHERE id = ${accountId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Moves the account to `next` (see the header); returns the status it had. */
    const transition = (accountId: string, next: AccountStatus, now: string) =>
      Effect.gen(function* () {
        const rows = yield* sql<{ status: AccountStatus }>`SELECT status FROM accounts WHERE id = ${accountId}`
        const current = rows[0]?.status
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
        Effect.gen(function* () {
          const rows = yield* sql<{ status: AccountStatus; status_before_delete: AccountStatus | null }>`SELECT status, status_before_delete FROM accounts WHERE id = ${accountId}`
          const row = rows[0]
          if (row === undefined || row.status !== "deleted") return
          const back = row.status_before_delete ?? "active"
          yield* sql`UPDATE accounts SET status = ${back}, status_before_delete = NULL, deleted_at = NULL WHERE id = ${accountId}`
          if (isSyncing(back)) yield* resumeIntegrations(accountId, now)
        }).pipe(Effect.orDie),

      setPlan: (accountId: string, plan: PlanName) => sql`UPDATE accounts SET plan = ${plan} WHERE id = ${accountId}`.pipe(Effect.asVoid, Effect.orDie),

      markPaymentMethod: (accountId: string) =>
        sql`UPDATE accounts SET has_payment_method = 1 WHERE id = ${accountId}`.pipe(Effect.asVoid, Effect.orDie),

      /** Trial accounts whose trial ends within `until` and that were not reminded yet. */
      trialsEndingBy: (now: string, until: string) =>
        sql<BillingAccountRow>`SELECT * FROM accounts WHERE status = 'trialing' AND trial_reminder_sent_at IS NULL
          AND trial_ends_at > ${now} AND trial_ends_at <= ${until} ORDER BY trial_ends_at, id`.pipe(Effect.orDie),

      /** Marks the reminder sent; false when another run got there first (exactly once). */
      claimReminder: (accountId: string, now: string) =>
        sql<{ id: string }>`UPDATE accounts SET trial_reminder_sent_at = ${now}
          WHERE id = ${accountId} AND trial_reminder_sent_at IS NULL RETURNING id`.pipe(
          Effect.map((rows) => rows.length === 1),
          Effect.orDie
        ),

      /**
       * Trials that ended without a payment method on a chosen plan: no card,
       * or a card but no processor subscription (nothing was chosen to charge).
       */
      trialsEndedUnpaid: (now: string) =>
        sql<{ id: string }>`SELECT a.id FROM accounts a LEFT JOIN subscriptions s ON s.account_id = a.id
          WHERE a.status = 'trialing' AND a.trial_ends_at <= ${now}
          AND (a.has_payment_method = 0 OR s.processor_subscription_id IS NULL)
          ORDER BY a.id`.pipe(Effect.map((rows) => rows.map((r) => r.id)), Effect.orDie)
    }
  })
}) {}
