/** SQL of the outbox: every message the service sends, kept with its delivery result. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export type OutboxRow = {
  readonly id: string
  readonly to_address: string
  readonly subject: string
  readonly body: string
  readonly created_at: string
  readonly sent_at: string | null
  readonly error: string | null
}

export class OutboxRepository extends Effect.Service<OutboxRepository>()("OutboxRepository", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return {
      insert: (row: OutboxRow) => sql`INSERT INTO outbox ${sql.insert(row)}`.pipe(Effect.asVoid, Effect.orDie),
      markSent: (id: string, at: string) => sql`UPDATE outbox SET sent_at = ${at} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),
      markFailed: (id: string, error: string) => sql`UPDATE outbox SET error = ${error} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),
      listFor: (address: string) =>
        sql<OutboxRow>`SELECT * FROM outbox WHERE to_address = ${address} ORDER BY created_at DESC, id DESC`.pipe(Effect.orDie)
    }
  })
}) {}
