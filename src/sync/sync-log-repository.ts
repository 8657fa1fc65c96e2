/** SQL of sync logs: one row per run. */
import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Clock, Effect, Option, Schema } from "effect"
import { SyncLog } from "../domain/models.js"
import { findOneBy, IdRow, IntColumn } from "../storage/columns.js"
import { olderThan, type PageRequest, PageRequestFields, toPage } from "../storage/pagination.js"

const SyncLogRow = Schema.Struct({
  ...SyncLog.fields,
  records_synced: IntColumn,
  trigger: SyncLog.fields.trigger.pipe(Schema.fromKey("triggered_by"))
})

export class SyncLogRepository extends Effect.Service<SyncLogRepository>()("SyncLogRepository", {
  effect: Effect.gen(function*() {
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
    const latestOf = SqlSchema.findAll({
      Request: Schema.Array(Schema.String),
      Result: SyncLogRow,
      execute: (integrationIds) =>
        sql`SELECT l.* FROM sync_logs l WHERE ${sql.in("l.integration_id", integrationIds)}
          AND NOT EXISTS (SELECT 1 FROM sync_logs n WHERE n.integration_id = l.integration_id
            AND (n.created_at > l.created_at OR (n.created_at = l.created_at AND n.id > l.id)))`
    })
    const findById = findOneBy(sql, "sync_logs", "id", SyncLogRow)
    return {
      list: (integrationId: string, page: PageRequest) =>
        list({ integrationId, ...page }).pipe(
          Effect.map((rows) => toPage(rows, page.limit, (r) => ({ createdAt: r.created_at, id: r.id }))),
          Effect.orDie
        ),

      /**
       * Records a finished run, all at once: its log; its written records moved from the integration's running count
       * to the log; the integration synced at that instant, no longer running nor queued. Nothing reads a finished run as still going, and a
       * re-run asked for after this is queued anew rather than taken for this one.
       */
      insert: (log: SyncLog, triggeredBy: string) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) => {
          const finishedAt = new Date(now).toISOString()
          return Effect.all([
            sql`INSERT INTO sync_logs ${sql.insert({ ...log, finished_at: finishedAt, triggered_by: triggeredBy })}`,
            sql`UPDATE integrations SET run_records = 0, run_state = NULL, run_state_at = ${finishedAt},
              last_synced_at = ${finishedAt} WHERE id = ${log.integration_id}`,
            sql`DELETE FROM sync_queue WHERE integration_id = ${log.integration_id}`
          ])
        }).pipe(sql.withTransaction, Effect.asVoid, Effect.orDie),

      /** The newest log of an integration: retry idempotency keys on it. */
      latestId: (integrationId: string) =>
        latest(integrationId).pipe(
          Effect.map(Option.match({ onNone: () => null, onSome: (row) => row.id })),
          Effect.orDie
        ),

      /** The newest finished run of each integration. */
      latestOf: (integrationIds: ReadonlyArray<string>) =>
        integrationIds.length === 0
          ? Effect.succeed(new Map<string, SyncLog>())
          : latestOf(integrationIds).pipe(
            Effect.map((rows) => new Map(rows.map((row) => [row.integration_id, row] as const))),
            Effect.orDie
          ),

      findById: (id: string) => Effect.orDie(findById(id))
    }
  })
}) {}

/** Records synced by an account's integrations since a moment (the monthly quota counts these). */
export const recordsSyncedSince = (sql: SqlClient.SqlClient, accountId: string, since: string) =>
  SqlSchema.single({
    Request: Schema.Void,
    Result: Schema.Struct({ n: Schema.NullOr(IntColumn) }),
    execute: () =>
      sql`SELECT CAST(SUM(l.records_synced) AS INTEGER) AS n FROM sync_logs l
      JOIN integrations i ON i.id = l.integration_id
      WHERE i.account_id = ${accountId} AND l.created_at >= ${since}`
  })(undefined).pipe(
    Effect.map((row) => row.n ?? 0),
    Effect.orDie
  )
