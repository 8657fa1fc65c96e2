/**
 * Sync bookkeeping: what started each run, and when an integration last
 * finished a run (the dashboard shows it; the scheduler skips nothing by it).
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE sync_logs ADD COLUMN triggered_by TEXT`
  yield* sql`ALTER TABLE integrations ADD COLUMN last_synced_at TEXT`
})
