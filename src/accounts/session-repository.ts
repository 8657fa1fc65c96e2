/** SQL of sessions and magic links. Tokens are stored only as SHA-256 hashes. */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { AccountRow } from "./account-repository.js"

export type MagicLinkPurpose = "sign_in" | "confirm_integration" | "restore"

export type MagicLinkRow = {
  readonly id: string
  readonly account_id: string
  readonly purpose: MagicLinkPurpose
  readonly integration_id: string | null
  readonly expires_at: string
  readonly used_at: string | null
}

export type SessionPrincipalRow = AccountRow & { readonly session_id: string }

export class SessionRepository extends Effect.Service<SessionRepository>()("SessionRepository", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
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

      /**
       * Marks an unused, unexpired link used and returns it; a second caller
       * racing for the same link gets nothing (single use).
       */
      consumeMagicLink: (tokenHash: string, now: string) =>
        Effect.gen(function* () {
          const rows = yield* sql<MagicLinkRow>`SELECT id, account_id, purpose, integration_id, expires_at, used_at
            FROM magic_links WHERE token_hash = ${tokenHash}`
          const link = rows[0]
          if (link === undefined || link.used_at !== null || link.expires_at <= now) return Option.none<MagicLinkRow>()
          const claimed = yield* sql<{ id: string }>`UPDATE magic_links SET used_at = ${now}
            WHERE id = ${link.id} AND used_at IS NULL RETURNING id`
          return claimed.length === 1 ? Option.some(link) : Option.none<MagicLinkRow>()
        }).pipe(Effect.orDie),

      insertSession: (row: { id: string; account_id: string; token_hash: string; created_at: string; expires_at: string }) =>
        sql`INSERT INTO sessions ${sql.insert(row)}`.pipe(Effect.asVoid, Effect.orDie),

      findPrincipal: (tokenHash: string, now: string) =>
        sql<SessionPrincipalRow>`SELECT a.*, s.id AS session_id FROM sessions s JOIN accounts a ON a.id = s.account_id
          WHERE s.token_hash = ${tokenHash} AND s.expires_at > ${now}`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0])),
          Effect.orDie
        ),

      deleteSession: (id: string) => sql`DELETE FROM sessions WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),

      deleteAllForAccount: (accountId: string) =>
        sql`DELETE FROM sessions WHERE account_id = ${accountId}`.pipe(Effect.asVoid, Effect.orDie)
    }
  })
}) {}
