/** SQL of integrations. Credentials are stored as ciphertext (see storage/encryption.ts). */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { IntegrationStatus, RunState } from "../domain/models.js"
import type { ProviderKind } from "../domain/providers.js"
import { olderThan, toPage, type PageRequest } from "../storage/pagination.js"

export type IntegrationRow = {
  readonly id: string
  readonly account_id: string
  readonly source: string
  readonly destination: string
  readonly source_kind: ProviderKind
  readonly destination_kind: ProviderKind
  readonly status: IntegrationStatus
  /** The status to go back to when a pause that is not the integration's own ends (billing, first sign-in). */
  readonly suspended_status: IntegrationStatus | null
  readonly source_credentials: string | null
  readonly destination_credentials: string | null
  readonly sync_cursor: string | null
  /** Records written by acknowledged pages of the run in progress (or of one that died), not yet logged. */
  readonly run_records?: number
  readonly run_state?: RunState | null
  readonly run_state_at?: string | null
  readonly last_synced_at?: string | null
  readonly created_at: string
  readonly updated_at: string
}

export class IntegrationRepository extends Effect.Service<IntegrationRepository>()("IntegrationRepository", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return {
      insert: (row: IntegrationRow) => sql`INSERT INTO integrations ${sql.insert(row)}`.pipe(Effect.asVoid, Effect.orDie),

      /** The integration if it exists and belongs to the account; foreign ids look exactly like unknown ones. */
      findOwned: (accountId: string, id: string) =>
        sql<IntegrationRow>`SELECT * FROM integrations WHERE id = ${id} AND account_id = ${accountId}`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0])),
          Effect.orDie
        ),

      findById: (id: string) =>
        sql<IntegrationRow>`SELECT * FROM integrations WHERE id = ${id}`.pipe(Effect.map((rows) => Option.fromNullable(rows[0])), Effect.orDie),

      listOwned: (accountId: string, page: PageRequest) =>
        sql<IntegrationRow>`SELECT * FROM integrations WHERE account_id = ${accountId} AND ${olderThan(sql, page.after)}
          ORDER BY created_at DESC, id DESC LIMIT ${page.limit + 1}`.pipe(
          Effect.map((rows) => toPage(rows, page.limit, (r) => ({ createdAt: r.created_at, id: r.id }))),
          Effect.orDie
        ),

      countOwned: (accountId: string) =>
        sql<{ n: number }>`SELECT CAST(COUNT(*) AS INTEGER) AS n FROM integrations WHERE account_id = ${accountId}`.pipe(
          Effect.map((rows) => Number(rows[0]?.n ?? 0)),
          Effect.orDie
        ),

      setStatus: (id: string, status: IntegrationStatus, now: string) =>
        sql`UPDATE integrations SET status = ${status}, updated_at = ${now} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),

      setCredentials: (id: string, side: "source" | "destination", sealed: string, now: string) =>
        (side === "source"
          ? sql`UPDATE integrations SET source_credentials = ${sealed}, updated_at = ${now} WHERE id = ${id}`
          : sql`UPDATE integrations SET destination_credentials = ${sealed}, updated_at = ${now} WHERE id = ${id}`
        ).pipe(Effect.asVoid, Effect.orDie),

      /**
       * The account's first sign-in: its integrations created before it (by
       * onboarding, which proves nothing about the e-mail) go back to the
       * status they wait with. Only while the account may sync; otherwise
       * billing resumes them when it may.
       */
      resumeSuspended: (accountId: string, now: string) =>
        sql`UPDATE integrations SET status = suspended_status, suspended_status = NULL, updated_at = ${now}
          WHERE account_id = ${accountId} AND suspended_status IS NOT NULL`.pipe(Effect.asVoid, Effect.orDie),

      markSynced: (id: string, at: string) =>
        sql`UPDATE integrations SET last_synced_at = ${at} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),

      setRunState: (id: string, state: "running" | null, now: string) =>
        sql`UPDATE integrations SET run_state = ${state}, run_state_at = ${now} WHERE id = ${id}`.pipe(
          Effect.asVoid,
          Effect.orDie
        ),

      /** Removes the integration and everything of it (mapping, history, failures, OAuth states in flight). */
      deleteOwned: (accountId: string, id: string) =>
        Effect.gen(function* () {
          const owned = yield* sql`SELECT id FROM integrations WHERE id = ${id} AND account_id = ${accountId}`
          if (owned.length === 0) return false
          yield* sql`DELETE FROM field_mappings WHERE integration_id = ${id}`
          yield* sql`DELETE FROM sync_failures WHERE integration_id = ${id}`
          yield* sql`DELETE FROM sync_logs WHERE integration_id = ${id}`
          yield* sql`DELETE FROM oauth_states WHERE integration_id = ${id}`
          yield* sql`DELETE FROM sync_queue WHERE integration_id = ${id}`
          yield* sql`UPDATE magic_links SET used_at = COALESCE(used_at, created_at) WHERE integration_id = ${id}`
          const gone = yield* sql<{ id: string }>`DELETE FROM integrations
            WHERE id = ${id} AND account_id = ${accountId} RETURNING id`
          return gone.length === 1
        }).pipe(sql.withTransaction, Effect.orDie),

      /**
       * A page the destination acknowledged: its cursor and the records it wrote, in one statement, so
       * a run that dies keeps both and the run that resumes it counts what was written before.
       */
      savePage: (id: string, cursor: string | null, records: number, now: string) =>
        sql`UPDATE integrations SET sync_cursor = ${cursor}, run_records = run_records + ${records}, updated_at = ${now}
          WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)
    }
  })
}) {}
