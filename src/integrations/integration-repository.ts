/** SQL of integrations. Credentials are stored as ciphertext (see storage/encryption.ts). */
import { SqlClient, SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import { IntegrationStatus } from "../domain/models.js"
import { findOneBy, IdRow, IntColumn, NullableText, ProviderKindColumn } from "../storage/columns.js"
import { olderThan, PageRequestFields, toPage, type PageRequest } from "../storage/pagination.js"

export const IntegrationRow = Schema.Struct({
  id: Schema.String,
  account_id: Schema.String,
  source: Schema.String,
  destination: Schema.String,
  source_kind: ProviderKindColumn,
  destination_kind: ProviderKindColumn,
  status: IntegrationStatus,
  source_credentials: NullableText,
  destination_credentials: NullableText,
  sync_cursor: NullableText,
  created_at: Schema.String,
  updated_at: Schema.String
})
export type IntegrationRow = typeof IntegrationRow.Type

export class IntegrationRepository extends Effect.Service<IntegrationRepository>()("IntegrationRepository", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const findOwned = SqlSchema.findOne({
      Request: Schema.Struct({ accountId: Schema.String, id: Schema.String }),
      Result: IntegrationRow,
      execute: ({ accountId, id }) => sql`SELECT * FROM integrations WHERE id = ${id} AND account_id = ${accountId}`
    })
    const findById = findOneBy(sql, "integrations", "id", IntegrationRow)
    const listOwned = SqlSchema.findAll({
      Request: Schema.Struct({ accountId: Schema.String, ...PageRequestFields }),
      Result: IntegrationRow,
      execute: ({ accountId, limit, after }) =>
        sql`SELECT * FROM integrations WHERE account_id = ${accountId} AND ${olderThan(sql, after)}
          ORDER BY created_at DESC, id DESC LIMIT ${limit + 1}`
    })
    const countOwned = SqlSchema.single({
      Request: Schema.String,
      Result: Schema.Struct({ n: IntColumn }),
      execute: (accountId) =>
        sql`SELECT CAST(COUNT(*) AS INTEGER) AS n FROM integrations WHERE account_id = ${accountId}`
    })
    const listSchedulable = SqlSchema.findAll({
      Request: Schema.Void,
      Result: IdRow,
      execute: () => sql`SELECT i.id FROM integrations i JOIN accounts a ON a.id = i.account_id
          WHERE i.status IN ('active', 'error') AND a.status IN ('trialing', 'active', 'past_due')
          ORDER BY i.id`
    })
    return {
      insert: (row: IntegrationRow) => sql`INSERT INTO integrations ${sql.insert(row)}`.pipe(Effect.asVoid, Effect.orDie),

      /** The integration if it exists and belongs to the account; foreign ids look exactly like unknown ones. */
      findOwned: (accountId: string, id: string) => Effect.orDie(findOwned({ accountId, id })),

      findById: (id: string) => Effect.orDie(findById(id)),

      listOwned: (accountId: string, page: PageRequest) =>
        listOwned({ accountId, ...page }).pipe(
          Effect.map((rows) => toPage(rows, page.limit, (r) => ({ createdAt: r.created_at, id: r.id }))),
          Effect.orDie
        ),

      countOwned: (accountId: string) => countOwned(accountId).pipe(Effect.map((row) => row.n), Effect.orDie),

      setStatus: (id: string, status: IntegrationStatus, now: string) =>
        sql`UPDATE integrations SET status = ${status}, updated_at = ${now} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),

      setCredentials: (id: string, side: "source" | "destination", sealed: string, now: string) =>
        (side === "source"
          ? sql`UPDATE integrations SET source_credentials = ${sealed}, updated_at = ${now} WHERE id = ${id}`
          : sql`UPDATE integrations SET destination_credentials = ${sealed}, updated_at = ${now} WHERE id = ${id}`
        ).pipe(Effect.asVoid, Effect.orDie),

      markSynced: (id: string, at: string) =>
        sql`UPDATE integrations SET last_synced_at = ${at} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),

      /** Integrations the schedule should run: active, of accounts allowed to sync. */
      listSchedulable: () => listSchedulable(undefined).pipe(Effect.map((rows) => rows.map((r) => r.id)), Effect.orDie),

      setCursor: (id: string, cursor: string | null, now: string) =>
        sql`UPDATE integrations SET sync_cursor = ${cursor}, updated_at = ${now} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)
    }
  })
}) {}
