/**
 * SQL of the subscriptions table: one row per account, created on first use,
 * mirroring the processor (customer, subscription, period end, cancellation,
 * pending downgrade) plus when that processor state was read
 * (`subscription_event_at`, ISO): an older read never overwrites a newer one.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { PlanName } from "../domain/models.js"
import { newId } from "../domain/tokens.js"

export type SubscriptionRow = {
  readonly id: string
  readonly account_id: string
  readonly customer_email: string
  readonly plan: PlanName
  /** The processor's own status word (`none` before any subscription). */
  readonly status: string
  readonly processor_customer_id: string | null
  readonly processor_subscription_id: string | null
  readonly current_period_end: string | null
  readonly cancel_at_period_end: number
  readonly pending_plan: PlanName | null
  readonly updated_at: string
  readonly processor_schedule_id: string | null
  readonly subscription_event_at: string | null
  readonly cancel_on_delete: number
}

export type SubscriptionPatch = Partial<Omit<SubscriptionRow, "id" | "account_id" | "updated_at">>

/** An absent key leaves its column alone (undefined would otherwise be written as NULL). */
const definedOnly = (patch: SubscriptionPatch): Record<string, unknown> => Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined))

export class SubscriptionRepository extends Effect.Service<SubscriptionRepository>()("SubscriptionRepository", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const one = (rows: ReadonlyArray<SubscriptionRow>) => Option.fromNullable(rows[0])

    const findByAccount = (accountId: string) =>
      sql<SubscriptionRow>`SELECT * FROM subscriptions WHERE account_id = ${accountId}`.pipe(Effect.map(one), Effect.orDie)

    return {
      findByAccount,

      /** The account's row, created (`none`, no processor objects) when missing. */
      ensure: (account: { readonly id: string; readonly email: string; readonly plan: PlanName }, nowMillis: number) =>
        Effect.gen(function* () {
          const existing = yield* sql<SubscriptionRow>`SELECT * FROM subscriptions WHERE account_id = ${account.id}`
          if (existing[0] !== undefined) return existing[0]
          const now = new Date(nowMillis).toISOString()
          yield* sql`INSERT INTO subscriptions (id, account_id, customer_email, plan, status, updated_at)
            VALUES (${newId("subscr", nowMillis)}, ${account.id}, ${account.email}, ${account.plan}, 'none', ${now})
            ON CONFLICT (account_id) DO NOTHING`
          const rows = yield* sql<SubscriptionRow>`SELECT * FROM subscriptions WHERE account_id = ${account.id}`
          const row = rows[0]
          if (row === undefined) return yield* Effect.dieMessage(`subscription row of ${account.id} vanished`)
          return row
        }).pipe(Effect.orDie),

      findByCustomer: (customerId: string) =>
        sql<SubscriptionRow>`SELECT * FROM subscriptions WHERE processor_customer_id = ${customerId}`.pipe(Effect.map(one), Effect.orDie),

      update: (accountId: string, patch: SubscriptionPatch, now: string) =>
        sql`UPDATE subscriptions SET ${sql.update({ ...definedOnly(patch), updated_at: now })} WHERE account_id = ${accountId}`.pipe(Effect.asVoid, Effect.orDie),

      /** Sets the customer unless one is already there; returns the one that holds. */
      claimCustomer: (accountId: string, customerId: string, now: string) =>
        Effect.gen(function* () {
          yield* sql`UPDATE subscriptions SET processor_customer_id = ${customerId}, updated_at = ${now}
            WHERE account_id = ${accountId} AND processor_customer_id IS NULL`
          const rows = yield* sql<{ processor_customer_id: string | null }>`SELECT processor_customer_id FROM subscriptions WHERE account_id = ${accountId}`
          return rows[0]?.processor_customer_id ?? customerId
        }).pipe(Effect.orDie),

      /** Rows whose period ended with a cancellation or a downgrade still to apply. */
      periodEnded: (now: string) =>
        sql<SubscriptionRow>`SELECT * FROM subscriptions WHERE current_period_end IS NOT NULL AND current_period_end <= ${now}
          AND (cancel_at_period_end = 1 OR pending_plan IS NOT NULL) ORDER BY account_id`.pipe(Effect.orDie)
    }
  })
}) {}
