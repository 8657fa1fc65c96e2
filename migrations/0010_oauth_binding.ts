/**
 * OAuth states are bound to the browser that started them: the SHA-256 hash
 * of a random value that only that browser holds, in an HttpOnly cookie.
 * States issued before have none and are refused (they live 10 minutes).
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE oauth_states ADD COLUMN binding_hash TEXT`
})
