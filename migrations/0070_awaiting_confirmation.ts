/**
 * Whether the integration was created for an existing account by someone without its session (a stranger who knows
 * the owner's e-mail) and waits for the owner's e-mailed confirmation. Such an integration never runs, does not use
 * the plan's sources × destinations, and only a few may wait at once.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE integrations ADD COLUMN awaiting_confirmation INTEGER NOT NULL DEFAULT 0`
})
