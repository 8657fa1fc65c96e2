/**
 * The outbox keeps mail without its live links (sign-in, confirm and restore
 * tokens are stored hashed everywhere else): bodies kept before that are
 * emptied of theirs. The per-address index serves the mail throttle.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`UPDATE outbox SET body = ${"(removed: it held a link that is not kept)"} WHERE body LIKE ${"%token=%"}`
  yield* sql`CREATE INDEX outbox_address_created ON outbox (to_address, created_at)`
  yield* sql`CREATE INDEX outbox_created ON outbox (created_at)`
})
