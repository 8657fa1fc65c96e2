/** SQL of recorded sync failures (written after the last retry failed). */
import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import { SyncFailure } from "../domain/models.js"
import { findOneBy, IdRow, IntColumn } from "../storage/columns.js"
import { olderThan, type PageRequest, PageRequestFields, toPage } from "../storage/pagination.js"

const SyncFailureRow = Schema.Struct({ ...SyncFailure.fields, attempt_count: IntColumn })

export class SyncFailureRepository extends Effect.Service<SyncFailureRepository>()("SyncFailureRepository", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const list = SqlSchema.findAll({
      Request: Schema.Struct({
        accountId: Schema.String,
        integrationId: Schema.optional(Schema.String),
        resolved: Schema.optional(Schema.Boolean),
        ...PageRequestFields
      }),
      Result: SyncFailureRow,
      execute: ({ accountId, integrationId, resolved, limit, after }) =>
        sql`SELECT f.* FROM sync_failures f JOIN integrations i ON i.id = f.integration_id
          WHERE i.account_id = ${accountId}
          AND ${integrationId === undefined ? sql`1 = 1` : sql`f.integration_id = ${integrationId}`}
          AND ${
          resolved === undefined ? sql`1 = 1` : resolved ? sql`f.resolved_at IS NOT NULL` : sql`f.resolved_at IS NULL`
        }
          AND ${olderThan(sql, after, "f.occurred_at", "f.id")}
          ORDER BY f.occurred_at DESC, f.id DESC LIMIT ${limit + 1}`
    })
    const findOwnedId = SqlSchema.findOne({
      Request: Schema.Struct({ accountId: Schema.String, id: Schema.String }),
      Result: IdRow,
      execute: ({ accountId, id }) =>
        sql`SELECT f.id FROM sync_failures f JOIN integrations i ON i.id = f.integration_id
            WHERE f.id = ${id} AND i.account_id = ${accountId}`
    })
    const findById = findOneBy(sql, "sync_failures", "id", SyncFailureRow)
    return {
      insert: (failure: SyncFailure) =>
        sql`INSERT INTO sync_failures ${sql.insert(failure)}`.pipe(Effect.asVoid, Effect.orDie),

      /** Failures of the account's integrations, optionally of one integration and one resolved state. */
      list: (
        accountId: string,
        filter: { readonly integrationId?: string; readonly resolved?: boolean },
        page: PageRequest
      ) =>
        list({ accountId, ...filter, ...page }).pipe(
          Effect.map((rows) => toPage(rows, page.limit, (r) => ({ createdAt: r.occurred_at, id: r.id }))),
          Effect.orDie
        ),

      /** Sets or clears resolved_at on a failure of the account; none when it is not theirs. */
      setResolved: (accountId: string, id: string, resolvedAt: string | null) =>
        Effect.gen(function*() {
          if (Option.isNone(yield* findOwnedId({ accountId, id }))) return Option.none<SyncFailure>()
          yield* sql`UPDATE sync_failures SET resolved_at = ${resolvedAt} WHERE id = ${id}`
          return yield* findById(id)
        }).pipe(Effect.orDie)
    }
  })
}) {}
