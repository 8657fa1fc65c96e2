/** SQL of sessions and magic links. Tokens are stored only as SHA-256 hashes. */
import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import { IdRow, NullableText } from "../storage/columns.js"
import { AccountRow } from "./account-repository.js"

const MagicLinkPurpose = Schema.Literal("sign_in", "confirm_integration", "restore")
export type MagicLinkPurpose = typeof MagicLinkPurpose.Type

const MagicLinkRow = Schema.Struct({
  id: Schema.String,
  account_id: Schema.String,
  purpose: MagicLinkPurpose,
  integration_id: NullableText,
  expires_at: Schema.String,
  used_at: NullableText
})
export type MagicLinkRow = typeof MagicLinkRow.Type

const SessionPrincipalRow = Schema.Struct({ ...AccountRow.fields, session_id: Schema.String })
export type SessionPrincipalRow = typeof SessionPrincipalRow.Type

export class SessionRepository extends Effect.Service<SessionRepository>()("SessionRepository", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const findLink = SqlSchema.findOne({
      Request: Schema.String,
      Result: MagicLinkRow,
      execute: (tokenHash) =>
        sql`SELECT id, account_id, purpose, integration_id, expires_at, used_at
            FROM magic_links WHERE token_hash = ${tokenHash}`
    })
    const claimLink = SqlSchema.findAll({
      Request: Schema.Struct({ id: Schema.String, now: Schema.String }),
      Result: IdRow,
      execute: ({ id, now }) =>
        sql`UPDATE magic_links SET used_at = ${now} WHERE id = ${id} AND used_at IS NULL RETURNING id`
    })
    const findPrincipal = SqlSchema.findOne({
      Request: Schema.Struct({ tokenHash: Schema.String, now: Schema.String }),
      Result: SessionPrincipalRow,
      execute: ({ tokenHash, now }) =>
        sql`SELECT a.*, s.id AS session_id FROM sessions s JOIN accounts a ON a.id = s.account_id
          WHERE s.token_hash = ${tokenHash} AND s.expires_at > ${now}`
    })
    return {
      insertMagicLink: (row: {
        id: string
        account_id: string
        token_hash: string
        purpose: MagicLinkPurpose
        integration_id: string | null
        created_at: string
        expires_at: string
      }) => sql`INSERT INTO magic_links ${sql.insert(row)}`.pipe(Effect.asVoid, Effect.orDie),

      /** The link, when it is unused and unexpired; nothing is changed (opening a link spends nothing). */
      usableMagicLink: (tokenHash: string, now: string) =>
        findLink(tokenHash).pipe(
          Effect.map(Option.filter((link) => link.used_at === null && link.expires_at > now)),
          Effect.orDie
        ),

      /**
       * Marks an unused, unexpired link used and returns it; a second caller
       * racing for the same link gets nothing (single use).
       */
      consumeMagicLink: (tokenHash: string, now: string) =>
        Effect.gen(function*() {
          const found = yield* findLink(tokenHash)
          if (Option.isNone(found)) return Option.none<MagicLinkRow>()
          const link = found.value
          if (link.used_at !== null || link.expires_at <= now) return Option.none<MagicLinkRow>()
          const claimed = yield* claimLink({ id: link.id, now })
          return claimed.length === 1 ? Option.some(link) : Option.none<MagicLinkRow>()
        }).pipe(Effect.orDie),

      insertSession: (
        row: { id: string; account_id: string; token_hash: string; created_at: string; expires_at: string }
      ) => sql`INSERT INTO sessions ${sql.insert(row)}`.pipe(Effect.asVoid, Effect.orDie),

      findPrincipal: (tokenHash: string, now: string) => Effect.orDie(findPrincipal({ tokenHash, now })),

      deleteSession: (id: string) => sql`DELETE FROM sessions WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),

      deleteAllForAccount: (accountId: string) =>
        sql`DELETE FROM sessions WHERE account_id = ${accountId}`.pipe(Effect.asVoid, Effect.orDie)
    }
  })
}) {}
