/** SQL of OAuth states. States are stored only as SHA-256 hashes, PKCE verifiers only encrypted. */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { ProviderKind, ProviderRole } from "../domain/providers.js"

export type OAuthStateRow = {
  readonly id: string
  readonly state_hash: string
  readonly account_id: string
  readonly integration_id: string
  readonly side: ProviderRole
  readonly provider_kind: ProviderKind
  readonly redirect_uri: string
  readonly shop: string | null
  readonly code_verifier: string | null
  /** SHA-256 of the value in the starting browser's binding cookie. */
  readonly binding_hash: string | null
  readonly created_at: string
  readonly expires_at: string
}

export class OAuthStateRepository extends Effect.Service<OAuthStateRepository>()("OAuthStateRepository", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return {
      insert: (row: OAuthStateRow) => sql`INSERT INTO oauth_states ${sql.insert(row)}`.pipe(Effect.asVoid, Effect.orDie),

      /** An unused state, without spending it (a callback from the wrong browser must not burn it). */
      findUnused: (stateHash: string) =>
        sql<OAuthStateRow>`SELECT id, state_hash, account_id, integration_id, side, provider_kind, redirect_uri, shop,
          code_verifier, binding_hash, created_at, expires_at FROM oauth_states
          WHERE state_hash = ${stateHash} AND used_at IS NULL`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0])),
          Effect.orDie
        ),

      /**
       * Marks the state used and returns it, expired or not (the caller tells
       * the two apart); an already used or unknown state gives nothing. The
       * conditional UPDATE makes two racing callbacks get one row between them.
       */
      consume: (stateHash: string, now: string) =>
        sql<OAuthStateRow>`UPDATE oauth_states SET used_at = ${now}
          WHERE state_hash = ${stateHash} AND used_at IS NULL
          RETURNING id, state_hash, account_id, integration_id, side, provider_kind, redirect_uri, shop, code_verifier,
            binding_hash, created_at, expires_at`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0])),
          Effect.orDie
        ),

      /** Housekeeping: states a day past their expiry are of no use, not even for "expired" messages. */
      deleteExpiredBefore: (cutoff: string) =>
        sql`DELETE FROM oauth_states WHERE expires_at < ${cutoff}`.pipe(Effect.asVoid, Effect.orDie)
    }
  })
}) {}
