/**
 * The sync queue: one row per integration with a run requested and not yet
 * finished (a tick fills it in bulk; runners pull from it). The window an
 * integration was last scheduled in keeps two ticks of one window from
 * queueing it twice. Records a run has written so far are kept with its
 * cursor, so a run that dies and resumes logs and bills exactly what it wrote.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE sync_queue (
    integration_id TEXT PRIMARY KEY REFERENCES integrations(id) ON DELETE CASCADE,
    triggered_by TEXT NOT NULL,
    requested_at TEXT NOT NULL
  )`
  yield* sql`ALTER TABLE integrations ADD COLUMN scheduled_window INTEGER`
  yield* sql`ALTER TABLE integrations ADD COLUMN run_records INTEGER NOT NULL DEFAULT 0`
})
