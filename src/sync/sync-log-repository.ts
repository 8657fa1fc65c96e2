/** SQL of sync logs: one row per run. */
import { SqlClient } from "@effect/sql"
import { Clock, Effect, Option } from "effect"
import type { SyncLog } from "../domain/models.js"
import { olderThan, toPage, type PageRequest } from "../storage/pagination.js"

type SyncLogRow = SyncLog & { readonly finished_at: string | null; readonly triggered_by: string | null }

const toSyncLog = (row: SyncLogRow): SyncLog => ({
  id: row.id,
  integration_id: row.integration_id,
  status: row.status,
  records_synced: Number(row.records_synced),
  error_message: row.error_message,
  created_at: row.created_at,
  finished_at: row.finished_at,
  trigger: row.triggered_by
})

export class SyncLogRepository extends Effect.Service<SyncLogRepository>()("SyncLogRepository", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return {
      list: (integrationId: string, page: PageRequest) =>
        sql<SyncLogRow>`SELECT * FROM sync_logs WHERE integration_id = ${integrationId} AND ${olderThan(sql, page.after)}
          ORDER BY created_at DESC, id DESC LIMIT ${page.limit + 1}`.pipe(
          Effect.map((rows) => toPage(rows.map(toSyncLog), page.limit, (r) => ({ createdAt: r.created_at, id: r.id }))),
          Effect.orDie
        ),

      /** Records a finished run; its written records move from the integration's running count to the log, at once. */
      insert: (log: SyncLog, triggeredBy: string) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) =>
          Effect.zipRight(
            sql`INSERT INTO sync_logs ${sql.insert({
              ...log,
              finished_at: new Date(now).toISOString(),
              triggered_by: triggeredBy
            })}`,
            sql`UPDATE integrations SET run_records = 0 WHERE id = ${log.integration_id}`
          )
        ).pipe(sql.withTransaction, Effect.asVoid, Effect.orDie),

      /** The newest log of an integration: retry idempotency keys on it. */
      latestId: (integrationId: string) =>
        sql<{ id: string }>`SELECT id FROM sync_logs WHERE integration_id = ${integrationId}
          ORDER BY created_at DESC, id DESC LIMIT 1`.pipe(Effect.map((rows) => rows[0]?.id ?? null), Effect.orDie),

      /** The newest finished run of each integration. */
      latestOf: (integrationIds: ReadonlyArray<string>) =>
        integrationIds.length === 0
          ? Effect.succeed(new Map<string, SyncLog>())
          : sql<SyncLogRow>`SELECT l.* FROM sync_logs l WHERE ${sql.in("l.integration_id", integrationIds)}
              AND NOT EXISTS (SELECT 1 FROM sync_logs n WHERE n.integration_id = l.integration_id
                AND (n.created_at > l.created_at OR (n.created_at = l.created_at AND n.id > l.id)))`.pipe(
              Effect.map((rows) => new Map(rows.map((row) => [row.integration_id, toSyncLog(row)] as const))),
              Effect.orDie
            ),

      findById: (id: string) =>
        sql<SyncLogRow>`SELECT * FROM sync_logs WHERE id = ${id}`.pipe(
          Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), toSyncLog)),
          Effect.orDie
        )
    }
  })
}) {}

/** Records synced by an account's integrations since a moment (the monthly quota counts these). */
export const recordsSyncedSince = (sql: SqlClient.SqlClient, accountId: string, since: string) =>
  sql<{ n: number | null }>`SELECT CAST(SUM(l.records_synced) AS INTEGER) AS n FROM sync_logs l
    JOIN integrations i ON i.id = l.integration_id
    WHERE i.account_id = ${accountId} AND l.created_at >= ${since}`.pipe(
    Effect.map((rows) => Number(rows[0]?.n ?? 0)),
    Effect.orDie
  )
