/**
 * SQL of the sync queue: a tick queues a whole window in three statements,
 * a manual re-run adds one row, runners read the due list a page at a time,
 * and a finished run removes its row.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { findOneBy, IntColumn, integrationsIn } from "../storage/columns.js"
import type { SyncTrigger } from "./sync-engine.js"

const QueuedRun = Schema.Struct({
  integration_id: Schema.String,
  triggered_by: Schema.Literal("schedule", "manual")
})
export type QueuedRun = typeof QueuedRun.Type

export interface WindowQueued {
  /** Integrations the schedule runs (active or in error, with a saved mapping, of accounts allowed to sync). */
  readonly integrations: number
  /** Of those, how many this call queued (none already scheduled in the window or already queued). */
  readonly queued: number
}

export class SyncQueueRepository extends Effect.Service<SyncQueueRepository>()("SyncQueueRepository", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    // Without a saved mapping a run can only fail, so the schedule waits for one (a manual run still explains why).
    const schedulable = sql`i.status IN ('active', 'error') AND i.awaiting_confirmation = 0
      AND EXISTS (SELECT 1 FROM field_mappings m WHERE m.integration_id = i.id)
      AND i.account_id IN (SELECT a.id FROM accounts a WHERE a.status IN ('trialing', 'active', 'past_due'))`
    const notInWindow = (window: number) => sql`(i.scheduled_window IS NULL OR i.scheduled_window < ${window})`
    const windowCounts = SqlSchema.single({
      Request: Schema.Number,
      Result: Schema.Struct({ total: IntColumn, fresh: Schema.NullOr(IntColumn) }),
      execute: (window) =>
        sql`SELECT
            CAST(COUNT(*) AS INTEGER) AS total,
            CAST(SUM(CASE WHEN ${notInWindow(window)}
              AND NOT EXISTS (SELECT 1 FROM sync_queue q WHERE q.integration_id = i.id)
              THEN 1 ELSE 0 END) AS INTEGER) AS fresh
            FROM integrations i WHERE ${schedulable}`
    })
    const duePage = SqlSchema.findAll({
      Request: Schema.Struct({ afterId: Schema.String, limit: Schema.Number }),
      Result: QueuedRun,
      execute: ({ afterId, limit }) =>
        sql`SELECT integration_id, triggered_by FROM sync_queue
          WHERE integration_id > ${afterId} ORDER BY integration_id LIMIT ${limit}`
    })
    const find = findOneBy(sql, "sync_queue", "integration_id", QueuedRun)

    return {
      /** Queues every schedulable integration not yet scheduled in `window`; a second call in it queues none. */
      queueWindow: (window: number, now: string) =>
        Effect.gen(function*() {
          const counts = yield* windowCounts(window)
          yield* sql`INSERT INTO sync_queue (integration_id, triggered_by, requested_at)
            SELECT i.id, 'schedule', ${now} FROM integrations i WHERE ${schedulable} AND ${notInWindow(window)}
            ON CONFLICT (integration_id) DO NOTHING`
          yield* sql`UPDATE integrations SET scheduled_window = ${window}
            WHERE id IN (SELECT i.id FROM integrations i WHERE ${schedulable} AND ${notInWindow(window)})`
          return { integrations: counts.total, queued: counts.fresh ?? 0 } satisfies WindowQueued
        }).pipe(sql.withTransaction, Effect.orDie),

      /** Queues one run unless one is already queued or running; true when this call queued it. */
      queueOne: (integrationId: string, trigger: SyncTrigger, now: string) =>
        sql`INSERT INTO sync_queue (integration_id, triggered_by, requested_at)
          VALUES (${integrationId}, ${trigger}, ${now}) ON CONFLICT (integration_id) DO NOTHING
          RETURNING integration_id`.pipe(Effect.map((rows) => rows.length === 1), Effect.orDie),

      /** Up to `limit` queued runs after `afterId`, in id order: runners walk the due list a page at a time. */
      duePage: (afterId: string, limit: number) => Effect.orDie(duePage({ afterId, limit })),

      /** Which of these integrations have a run waiting or in progress in the queue. */
      queuedAmong: integrationsIn(sql, "sync_queue"),

      find: (integrationId: string) => Effect.orDie(find(integrationId)),

      /** The run finished (and logged): the integration is no longer due. */
      remove: (integrationId: string) =>
        sql`DELETE FROM sync_queue WHERE integration_id = ${integrationId}`.pipe(Effect.asVoid, Effect.orDie)
    }
  })
}) {}
