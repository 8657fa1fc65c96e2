/**
 * How many times the integration's history was started over (its destination
 * moved to another base, table, spreadsheet or sheet). A run saves its cursor
 * only while the generation it started in is current: a run still writing to
 * the old destination must not save its place over the restarted history.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE integrations ADD COLUMN history_generation INTEGER NOT NULL DEFAULT 0`
})
