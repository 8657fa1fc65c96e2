/** SQL of the accounts table. */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Schema } from "effect"
import { AccountStatus, PlanName } from "../domain/models.js"
import { findOneBy, IntColumn, NullableText } from "../storage/columns.js"

export const AccountRow = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  plan: PlanName,
  status: AccountStatus,
  trial_ends_at: NullableText,
  has_payment_method: IntColumn,
  created_at: Schema.String,
  deleted_at: NullableText
})
export type AccountRow = typeof AccountRow.Type

export class AccountRepository extends Effect.Service<AccountRepository>()("AccountRepository", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const findByEmail = findOneBy(sql, "accounts", "email", AccountRow)
    const findById = findOneBy(sql, "accounts", "id", AccountRow)
    return {
      findByEmail: (email: string) => Effect.orDie(findByEmail(email)),
      findById: (id: string) => Effect.orDie(findById(id)),
      insert: (row: Omit<AccountRow, "has_payment_method" | "deleted_at">) =>
        sql`INSERT INTO accounts ${sql.insert({ ...row, has_payment_method: 0 })}`.pipe(Effect.asVoid, Effect.orDie)
    }
  })
}) {}
