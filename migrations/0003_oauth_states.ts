/**
 * OAuth states of connections in progress: single use, 10 minutes, bound to
 * the account, the integration and its side. The state itself is stored only
 * as its SHA-256 hash; the PKCE verifier only encrypted.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE oauth_states (
    id TEXT PRIMARY KEY,
    state_hash TEXT NOT NULL UNIQUE,
    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    integration_id TEXT NOT NULL REFERENCES integrations(id) ON DELETE CASCADE,
    side TEXT NOT NULL,
    provider_kind TEXT NOT NULL,
    redirect_uri TEXT NOT NULL,
    shop TEXT,
    code_verifier TEXT,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
  )`
  yield* sql`CREATE INDEX oauth_states_expires ON oauth_states (expires_at)`
})
