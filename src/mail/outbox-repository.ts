/** SQL of the outbox: every message the service sends (links removed), kept with its delivery result. */
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
      /** How many messages went to the address since `since` (the mail throttle). */
      countSince: (address: string, since: string) =>
        sql<{ n: number }>`SELECT CAST(COUNT(*) AS INTEGER) AS n FROM outbox WHERE to_address = ${address} AND created_at > ${since}`.pipe(
          Effect.map((rows) => Number(rows[0]?.n ?? 0)),
          Effect.orDie
        ),
      /** Retention: messages older than the cutoff. */
      pruneBefore: (cutoff: string) =>
        sql<{ id: string }>`DELETE FROM outbox WHERE created_at < ${cutoff} RETURNING id`.pipe(
          Effect.map((rows) => rows.length),
          Effect.orDie
        ),
      listFor: (address: string) =>
        sql<OutboxRow>`SELECT * FROM outbox WHERE to_address = ${address} ORDER BY created_at DESC, id DESC`.pipe(Effect.orDie)
    }
  })
}) {}
