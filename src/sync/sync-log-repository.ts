/** SQL of sync logs: one row per run. */
import { SqlClient, SqlSchema } from "@effect/sql"
import { Clock, Effect, Option, Schema } from "effect"
import { SyncLog } from "../domain/models.js"
import { findOneBy, IdRow, IntColumn } from "../storage/columns.js"
import { olderThan, PageRequestFields, toPage, type PageRequest } from "../storage/pagination.js"

const SyncLogRow = Schema.Struct({ ...SyncLog.fields, records_synced: IntColumn })

export class SyncLogRepository extends Effect.Service<SyncLogRepository>()("SyncLogRepository", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const list = SqlSchema.findAll({
      Request: Schema.Struct({ integrationId: Schema.String, ...PageRequestFields }),
      Result: SyncLogRow,
      execute: ({ integrationId, limit, after }) =>
        sql`SELECT * FROM sync_logs WHERE integration_id = ${integrationId} AND ${olderThan(sql, after)}
          ORDER BY created_at DESC, id DESC LIMIT ${limit + 1}`
    })
    const latest = SqlSchema.findOne({
      Request: Schema.String,
      Result: IdRow,
      execute: (integrationId) =>
        sql`SELECT id FROM sync_logs WHERE integration_id = ${integrationId} ORDER BY created_at DESC, id DESC LIMIT 1`
    })
    const findById = findOneBy(sql, "sync_logs", "id", SyncLogRow)
    return {
      list: (integrationId: string, page: PageRequest) =>
        list({ integrationId, ...page }).pipe(
          Effect.map((rows) => toPage(rows, page.limit, (r) => ({ createdAt: r.created_at, id: r.id }))),
          Effect.orDie
        ),

      insert: (log: SyncLog, triggeredBy: string) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) =>
          sql`INSERT INTO sync_logs ${sql.insert({ ...log, finished_at: new Date(now).toISOString(), triggered_by: triggeredBy })}`
        ).pipe(Effect.asVoid, Effect.orDie),

      /** The newest log of an integration: retry idempotency keys on it. */
      latestId: (integrationId: string) =>
        latest(integrationId).pipe(Effect.map(Option.match({ onNone: () => null, onSome: (row) => row.id })), Effect.orDie),

      findById: (id: string) => Effect.orDie(findById(id))
    }
  })
}) {}

/** Records synced by an account's integrations since a moment (the monthly quota counts these). */
export const recordsSyncedSince = (sql: SqlClient.SqlClient, accountId: string, since: string) =>
  SqlSchema.single({
    Request: Schema.Void,
    Result: Schema.Struct({ n: Schema.NullOr(IntColumn) }),
    execute: () => sql`SELECT CAST(SUM(l.records_synced) AS INTEGER) AS n FROM sync_logs l
      JOIN integrations i ON i.id = l.integration_id
      WHERE i.account_id = ${accountId} AND l.created_at >= ${since}`
  })(undefined).pipe(
    Effect.map((row) => row.n ?? 0),
    Effect.orDie
  )
