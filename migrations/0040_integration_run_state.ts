/**
 * Whether a sync of an integration is queued or running, for the merchant's
 * live status: set when a run is requested or starts, cleared when it ends.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE integrations ADD COLUMN run_state TEXT`
  yield* sql`ALTER TABLE integrations ADD COLUMN run_state_at TEXT`
})
