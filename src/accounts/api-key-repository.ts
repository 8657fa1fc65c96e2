/** SQL of API keys. Only a hash and a display prefix of each key are stored. */
import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { IdRow, NullableText } from "../storage/columns.js"
import { olderThan, type PageRequest, PageRequestFields, toPage } from "../storage/pagination.js"
import { AccountRow } from "./account-repository.js"

const ApiKeyRow = Schema.Struct({
  id: Schema.String,
  account_id: Schema.String,
  name: Schema.String,
  prefix: Schema.String,
  created_at: Schema.String,
  last_used_at: NullableText
})
export type ApiKeyRow = typeof ApiKeyRow.Type

const ApiKeyPrincipalRow = Schema.Struct({
  ...AccountRow.fields,
  key_id: Schema.String,
  key_last_used_at: NullableText
})
export type ApiKeyPrincipalRow = typeof ApiKeyPrincipalRow.Type

export class ApiKeyRepository extends Effect.Service<ApiKeyRepository>()("ApiKeyRepository", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const list = SqlSchema.findAll({
      Request: Schema.Struct({ accountId: Schema.String, ...PageRequestFields }),
      Result: ApiKeyRow,
      execute: ({ accountId, limit, after }) =>
        sql`SELECT id, account_id, name, prefix, created_at, last_used_at FROM api_keys
          WHERE account_id = ${accountId} AND ${olderThan(sql, after)}
          ORDER BY created_at DESC, id DESC LIMIT ${limit + 1}`
    })
    const remove = SqlSchema.findAll({
      Request: Schema.Struct({ accountId: Schema.String, id: Schema.String }),
      Result: IdRow,
      execute: ({ accountId, id }) =>
        sql`DELETE FROM api_keys WHERE id = ${id} AND account_id = ${accountId} RETURNING id`
    })
    const findPrincipal = SqlSchema.findOne({
      Request: Schema.String,
      Result: ApiKeyPrincipalRow,
      execute: (keyHash) =>
        sql`SELECT a.*, k.id AS key_id, k.last_used_at AS key_last_used_at
          FROM api_keys k JOIN accounts a ON a.id = k.account_id
          WHERE k.key_hash = ${keyHash}`
    })
    return {
      insert: (row: ApiKeyRow & { readonly key_hash: string }) =>
        sql`INSERT INTO api_keys ${sql.insert(row)}`.pipe(Effect.asVoid, Effect.orDie),

      list: (accountId: string, page: PageRequest) =>
        list({ accountId, ...page }).pipe(
          Effect.map((rows) => toPage(rows, page.limit, (r) => ({ createdAt: r.created_at, id: r.id }))),
          Effect.orDie
        ),

      /** Deletes the key if it belongs to the account; false when it does not exist there. */
      delete: (accountId: string, id: string) =>
        remove({ accountId, id }).pipe(
          Effect.map((rows) => rows.length === 1),
          Effect.orDie
        ),

      findPrincipal: (keyHash: string) => Effect.orDie(findPrincipal(keyHash)),

      touch: (id: string, now: string) =>
        sql`UPDATE api_keys SET last_used_at = ${now} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),

      deleteAllForAccount: (accountId: string) =>
        sql`DELETE FROM api_keys WHERE account_id = ${accountId}`.pipe(Effect.asVoid, Effect.orDie)
    }
  })
}) {}
