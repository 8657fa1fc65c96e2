/** SQL of OAuth states. States are stored only as SHA-256 hashes, PKCE verifiers only encrypted. */
import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { NullableText, ProviderKindColumn } from "../storage/columns.js"

const OAuthStateRow = Schema.Struct({
  id: Schema.String,
  state_hash: Schema.String,
  account_id: Schema.String,
  integration_id: Schema.String,
  side: Schema.Literal("source", "destination"),
  provider_kind: ProviderKindColumn,
  redirect_uri: Schema.String,
  shop: NullableText,
  code_verifier: NullableText,
  /** SHA-256 of the value in the starting browser's binding cookie. */
  binding_hash: NullableText,
  created_at: Schema.String,
  expires_at: Schema.String
})
export type OAuthStateRow = typeof OAuthStateRow.Type

export class OAuthStateRepository extends Effect.Service<OAuthStateRepository>()("OAuthStateRepository", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const consume = SqlSchema.findOne({
      Request: Schema.Struct({ stateHash: Schema.String, now: Schema.String }),
      Result: OAuthStateRow,
      execute: ({ stateHash, now }) =>
        sql`UPDATE oauth_states SET used_at = ${now}
          WHERE state_hash = ${stateHash} AND used_at IS NULL
          RETURNING id, state_hash, account_id, integration_id, side, provider_kind, redirect_uri, shop, code_verifier,
            binding_hash, created_at, expires_at`
    })
    const findUnused = SqlSchema.findOne({
      Request: Schema.String,
      Result: OAuthStateRow,
      execute: (stateHash) =>
        sql`SELECT id, state_hash, account_id, integration_id, side, provider_kind, redirect_uri,
          shop, code_verifier, binding_hash, created_at, expires_at FROM oauth_states
          WHERE state_hash = ${stateHash} AND used_at IS NULL`
    })
    return {
      insert: (row: OAuthStateRow) =>
        sql`INSERT INTO oauth_states ${sql.insert(row)}`.pipe(Effect.asVoid, Effect.orDie),

      /** An unused state, without spending it (a callback from the wrong browser must not burn it). */
      findUnused: (stateHash: string) => Effect.orDie(findUnused(stateHash)),

      /**
       * Marks the state used and returns it, expired or not (the caller tells
       * the two apart); an already used or unknown state gives nothing. The
       * conditional UPDATE makes two racing callbacks get one row between them.
       */
      consume: (stateHash: string, now: string) => Effect.orDie(consume({ stateHash, now })),

      /** Housekeeping: states a day past their expiry are of no use, not even for "expired" messages. */
      deleteExpiredBefore: (cutoff: string) =>
        sql`DELETE FROM oauth_states WHERE expires_at < ${cutoff}`.pipe(Effect.asVoid, Effect.orDie)
    }
  })
}) {}
