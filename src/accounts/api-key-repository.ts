/** SQL of API keys. Only a hash and a display prefix of each key are stored. */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { olderThan, toPage, type PageRequest } from "../storage/pagination.js"
import type { AccountRow } from "./account-repository.js"

export type ApiKeyRow = {
  readonly id: string
  readonly account_id: string
  readonly name: string
  readonly prefix: string
  readonly created_at: string
  readonly last_used_at: string | null
}

export type ApiKeyPrincipalRow = AccountRow & { readonly key_id: string; readonly key_last_used_at: string | null }

export class ApiKeyRepository extends Effect.Service<ApiKeyRepository>()("ApiKeyRepository", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return {
      insert: (row: ApiKeyRow & { readonly key_hash: string }) =>
        sql`INSERT INTO api_keys ${sql.insert(row)}`.pipe(Effect.asVoid, Effect.orDie),

      list: (accountId: string, page: PageRequest) =>
        sql<ApiKeyRow>`SELECT id, account_id, name, prefix, created_at, last_used_at FROM api_keys
          WHERE account_id = ${accountId} AND ${olderThan(sql, page.after)}
          ORDER BY created_at DESC, id DESC LIMIT ${page.limit + 1}`.pipe(
          Effect.map((rows) => toPage(rows, page.limit, (r) => ({ createdAt: r.created_at, id: r.id }))),
          Effect.orDie
        ),

      /** Deletes the key if it belongs to the account; false when it does not exist there. */
      delete: (accountId: string, id: string) =>
        sql<{ id: string }>`DELETE FROM api_keys WHERE id = ${id} AND account_id = ${accountId} RETURNING id`.pipe(
          Effect.map((rows) => rows.length === 1),
          Effect.orDie
        ),

      findPrincipal: (keyHash: string) =>
        sql<ApiKeyPrincipalRow>`SELECT a.*, k.id AS key_id, k.last_used_at AS key_last_used_at FROM api_keys k JOIN accounts a ON a.id = k.account_id
          WHERE k.key_hash = ${keyHash}`.pipe(Effect.map((rows) => Option.fromNullable(rows[0])), Effect.orDie),

      touch: (id: string, now: string) =>
        sql`UPDATE api_keys SET last_used_at = ${now} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),

      deleteAllForAccount: (accountId: string) =>
        sql`DELETE FROM api_keys WHERE account_id = ${accountId}`.pipe(Effect.asVoid, Effect.orDie)
    }
  })
}) {}
