/** SQL of the accounts table. */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { AccountStatus, PlanName } from "../domain/models.js"

export type AccountRow = {
  readonly id: string
  readonly email: string
  readonly plan: PlanName
  readonly status: AccountStatus
  readonly trial_ends_at: string | null
  readonly has_payment_method: number
  readonly created_at: string
  readonly deleted_at: string | null
}

export class AccountRepository extends Effect.Service<AccountRepository>()("AccountRepository", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return {
      findByEmail: (email: string) =>
        sql<AccountRow>`SELECT * FROM accounts WHERE email = ${email}`.pipe(Effect.map((rows) => Option.fromNullable(rows[0])), Effect.orDie),
      findById: (id: string) =>
        sql<AccountRow>`SELECT * FROM accounts WHERE id = ${id}`.pipe(Effect.map((rows) => Option.fromNullable(rows[0])), Effect.orDie),
      insert: (row: Omit<AccountRow, "has_payment_method" | "deleted_at">) =>
        sql`INSERT INTO accounts ${sql.insert({ ...row, has_payment_method: 0 })}`.pipe(Effect.asVoid, Effect.orDie)
    }
  })
}) {}
