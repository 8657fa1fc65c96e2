/** SQL of the outbox: every message the service sends (links removed), kept with its delivery result. */
import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { IntColumn, NullableText } from "../storage/columns.js"

const OutboxRow = Schema.Struct({
  id: Schema.String,
  to_address: Schema.String,
  subject: Schema.String,
  body: Schema.String,
  created_at: Schema.String,
  sent_at: NullableText,
  error: NullableText
})
export type OutboxRow = typeof OutboxRow.Type

export class OutboxRepository extends Effect.Service<OutboxRepository>()("OutboxRepository", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const listFor = SqlSchema.findAll({
      Request: Schema.String,
      Result: OutboxRow,
      execute: (address) => sql`SELECT * FROM outbox WHERE to_address = ${address} ORDER BY created_at DESC, id DESC`
    })
    const countSince = SqlSchema.single({
      Request: Schema.Struct({ address: Schema.String, subject: Schema.String, since: Schema.String }),
      Result: Schema.Struct({ n: IntColumn }),
      execute: ({ address, subject, since }) =>
        sql`SELECT CAST(COUNT(*) AS INTEGER) AS n FROM outbox
          WHERE to_address = ${address} AND subject = ${subject} AND created_at > ${since}`
    })
    return {
      insert: (row: OutboxRow) => sql`INSERT INTO outbox ${sql.insert(row)}`.pipe(Effect.asVoid, Effect.orDie),
      markSent: (id: string, at: string) =>
        sql`UPDATE outbox SET sent_at = ${at} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),
      markFailed: (id: string, error: string) =>
        sql`UPDATE outbox SET error = ${error} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),
      /** How many messages of this subject went to the address since `since` (the mail throttle). */
      countSince: (address: string, subject: string, since: string) =>
        countSince({ address, subject, since }).pipe(Effect.map((row) => row.n), Effect.orDie),
      /** Retention: messages older than the cutoff. */
      pruneBefore: (cutoff: string) =>
        sql`DELETE FROM outbox WHERE created_at < ${cutoff} RETURNING id`.pipe(
          Effect.map((rows) => rows.length),
          Effect.orDie
        ),
      listFor: (address: string) => Effect.orDie(listFor(address))
    }
  })
}) {}
