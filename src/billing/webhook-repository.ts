/** SQL of raw webhook events: stored once per event id, kept 30 days (see retention). */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

export class WebhookEventRepository extends Effect.Service<WebhookEventRepository>()("WebhookEventRepository", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    return {
      exists: (id: string) =>
        sql`SELECT id FROM webhook_events WHERE id = ${id}`.pipe(Effect.map((rows) => rows.length > 0), Effect.orDie),

      /** Stores the raw event; false when an event with this id is already stored (a replay). */
      insertOnce: (
        row: { readonly id: string; readonly type: string; readonly payload: string; readonly received_at: string }
      ) =>
        sql`INSERT INTO webhook_events (id, type, payload, received_at)
          VALUES (${row.id}, ${row.type}, ${row.payload}, ${row.received_at})
          ON CONFLICT (id) DO NOTHING RETURNING id`.pipe(Effect.map((rows) => rows.length === 1), Effect.orDie),

      markProcessed: (id: string, accountId: string | null, at: string) =>
        sql`UPDATE webhook_events SET processed_at = ${at}, account_id = ${accountId} WHERE id = ${id}`.pipe(
          Effect.asVoid,
          Effect.orDie
        )
    }
  })
}) {}
