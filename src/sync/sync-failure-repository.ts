/** SQL of recorded sync failures (written after the last retry failed). */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { SyncFailure } from "../domain/models.js"
import { olderThan, toPage, type PageRequest } from "../storage/pagination.js"

const toFailure = (row: SyncFailure): SyncFailure => ({ ...row, attempt_count: Number(row.attempt_count) })

export class SyncFailureRepository extends Effect.Service<SyncFailureRepository>()("SyncFailureRepository", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return {
      insert: (failure: SyncFailure) => sql`INSERT INTO sync_failures ${sql.insert(failure)}`.pipe(Effect.asVoid, Effect.orDie),

      /** Failures of the account's integrations, optionally of one integration and one resolved state. */
      list: (
        accountId: string,
        filter: { readonly integrationId?: string; readonly resolved?: boolean },
        page: PageRequest
      ) =>
        sql<SyncFailure>`SELECT f.* FROM sync_failures f JOIN integrations i ON i.id = f.integration_id
          WHERE i.account_id = ${accountId}
          AND ${filter.integrationId === undefined ? sql`1 = 1` : sql`f.integration_id = ${filter.integrationId}`}
          AND ${filter.resolved === undefined ? sql`1 = 1` : filter.resolved ? sql`f.resolved_at IS NOT NULL` : sql`f.resolved_at IS NULL`}
          AND ${olderThan(sql, page.after, "f.occurred_at", "f.id")}
          ORDER BY f.occurred_at DESC, f.id DESC LIMIT ${page.limit + 1}`.pipe(
          Effect.map((rows) => toPage(rows.map(toFailure), page.limit, (r) => ({ createdAt: r.occurred_at, id: r.id }))),
          Effect.orDie
        ),

      /** Sets or clears resolved_at on a failure of the account; none when it is not theirs. */
      setResolved: (accountId: string, id: string, resolvedAt: string | null) =>
        Effect.gen(function* () {
          const owned = yield* sql<{ id: string }>`SELECT f.id FROM sync_failures f JOIN integrations i ON i.id = f.integration_id
            WHERE f.id = ${id} AND i.account_id = ${accountId}`
          if (owned.length === 0) return Option.none<SyncFailure>()
          yield* sql`UPDATE sync_failures SET resolved_at = ${resolvedAt} WHERE id = ${id}`
          const rows = yield* sql<SyncFailure>`SELECT * FROM sync_failures WHERE id = ${id}`
          return Option.map(Option.fromNullable(rows[0]), toFailure)
        }).pipe(Effect.orDie)
    }
  })
}) {}
