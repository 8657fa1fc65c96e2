/**
 * SQL of the subscriptions table: one row per account, created on first use,
 * mirroring the processor (customer, subscription, period end, cancellation,
 * pending downgrade) plus when that processor state was read
 * (`subscription_event_at`, ISO): an older read never overwrites a newer one.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import { PlanName } from "../domain/models.js"
import { newId } from "../domain/tokens.js"
import { findOneBy, IntColumn, NullableText } from "../storage/columns.js"

const SubscriptionRow = Schema.Struct({
  id: Schema.String,
  account_id: Schema.String,
  customer_email: Schema.String,
  plan: PlanName,
  /** The processor's own status word (`none` before any subscription). */
  status: Schema.String,
  processor_customer_id: NullableText,
  processor_subscription_id: NullableText,
  current_period_end: NullableText,
  cancel_at_period_end: IntColumn,
  pending_plan: Schema.NullOr(PlanName),
  updated_at: Schema.String,
  processor_schedule_id: NullableText,
  subscription_event_at: NullableText,
  cancel_on_delete: IntColumn
})
export type SubscriptionRow = typeof SubscriptionRow.Type

export type SubscriptionPatch = Partial<Omit<SubscriptionRow, "id" | "account_id" | "updated_at">>

/** An absent key leaves its column alone (undefined would otherwise be written as NULL). */
const definedOnly = (patch: SubscriptionPatch): Record<string, unknown> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined))

export class SubscriptionRepository extends Effect.Service<SubscriptionRepository>()("SubscriptionRepository", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const byAccount = findOneBy(sql, "subscriptions", "account_id", SubscriptionRow)
    const byCustomer = findOneBy(sql, "subscriptions", "processor_customer_id", SubscriptionRow)
    const customerOf = SqlSchema.findOne({
      Request: Schema.String,
      Result: Schema.Struct({ processor_customer_id: NullableText }),
      execute: (accountId) => sql`SELECT processor_customer_id FROM subscriptions WHERE account_id = ${accountId}`
    })
    const periodEnded = SqlSchema.findAll({
      Request: Schema.String,
      Result: SubscriptionRow,
      execute: (now) =>
        sql`SELECT * FROM subscriptions WHERE current_period_end IS NOT NULL AND current_period_end <= ${now}
          AND (cancel_at_period_end = 1 OR pending_plan IS NOT NULL) ORDER BY account_id`
    })

    // PostgreSQL lets two transactions read the row at once: a webhook's read-modify-write could then overwrite what
    // a plan change wrote (a pending downgrade lost). The row is locked for the rest of the transaction; SQLite
    // already runs one writing transaction at a time.
    const lockedByAccount = SqlSchema.findOne({
      Request: Schema.String,
      Result: SubscriptionRow,
      execute: (accountId) =>
        sql.onDialectOrElse({
          pg: () => sql`SELECT * FROM subscriptions WHERE account_id = ${accountId} FOR UPDATE`,
          orElse: () => sql`SELECT * FROM subscriptions WHERE account_id = ${accountId}`
        })
    })

    const findByAccount = (accountId: string) => Effect.orDie(byAccount(accountId))

    return {
      findByAccount,

      /** The account's row, created (`none`, no processor objects) when missing, locked until the transaction ends. */
      ensure: (account: { readonly id: string; readonly email: string; readonly plan: PlanName }, nowMillis: number) =>
        Effect.gen(function*() {
          const existing = yield* lockedByAccount(account.id)
          if (Option.isSome(existing)) return existing.value
          const now = new Date(nowMillis).toISOString()
          yield* sql`INSERT INTO subscriptions (id, account_id, customer_email, plan, status, updated_at)
            VALUES (${newId("subscr", nowMillis)}, ${account.id}, ${account.email}, ${account.plan}, 'none', ${now})
            ON CONFLICT (account_id) DO NOTHING`
          const row = yield* lockedByAccount(account.id)
          if (Option.isNone(row)) return yield* Effect.dieMessage(`subscription row of ${account.id} vanished`)
          return row.value
        }).pipe(Effect.orDie),

      findByCustomer: (customerId: string) => Effect.orDie(byCustomer(customerId)),

      update: (accountId: string, patch: SubscriptionPatch, now: string) =>
        sql`UPDATE subscriptions SET ${
          sql.update({ ...definedOnly(patch), updated_at: now })
        } WHERE account_id = ${accountId}`.pipe(Effect.asVoid, Effect.orDie),

      /** Sets the customer unless one is already there; returns the one that holds. */
      claimCustomer: (accountId: string, customerId: string, now: string) =>
        Effect.gen(function*() {
          yield* sql`UPDATE subscriptions SET processor_customer_id = ${customerId}, updated_at = ${now}
            WHERE account_id = ${accountId} AND processor_customer_id IS NULL`
          const row = Option.getOrUndefined(yield* customerOf(accountId))
          return row?.processor_customer_id ?? customerId
        }).pipe(Effect.orDie),

      /** Rows whose period ended with a cancellation or a downgrade still to apply. */
      periodEnded: (now: string) => Effect.orDie(periodEnded(now))
    }
  })
}) {}
