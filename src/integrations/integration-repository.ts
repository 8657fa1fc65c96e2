/** SQL of integrations. Credentials are stored as ciphertext (see storage/encryption.ts). */
import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { IntegrationStatus, RunState } from "../domain/models.js"
import { findOneBy, IntColumn, NullableText, ProviderKindColumn } from "../storage/columns.js"
import { olderThan, type PageRequest, PageRequestFields, toPage } from "../storage/pagination.js"

export const IntegrationRow = Schema.Struct({
  id: Schema.String,
  account_id: Schema.String,
  source: Schema.String,
  destination: Schema.String,
  source_kind: ProviderKindColumn,
  destination_kind: ProviderKindColumn,
  status: IntegrationStatus,
  source_credentials: NullableText,
  destination_credentials: NullableText,
  /** The status to go back to when a pause that is not the integration's own ends (billing, first sign-in). */
  suspended_status: Schema.NullOr(IntegrationStatus),
  sync_cursor: NullableText,
  /** Records written by acknowledged pages of the run in progress (or of one that died), not yet logged. */
  run_records: Schema.optional(IntColumn),
  /** Bumped each time the history starts over: a run saves its cursor only in the generation it started in. */
  history_generation: Schema.optional(IntColumn),
  /** 1 while a stranger's integration waits for the owner's e-mailed confirmation (it never runs meanwhile). */
  awaiting_confirmation: Schema.optional(IntColumn),
  run_state: Schema.optional(Schema.NullOr(RunState)),
  run_state_at: Schema.optional(NullableText),
  last_synced_at: Schema.optional(NullableText),
  created_at: Schema.String,
  updated_at: Schema.String
})
export type IntegrationRow = typeof IntegrationRow.Type

export class IntegrationRepository extends Effect.Service<IntegrationRepository>()("IntegrationRepository", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const findOwned = SqlSchema.findOne({
      Request: Schema.Struct({ accountId: Schema.String, id: Schema.String }),
      Result: IntegrationRow,
      execute: ({ accountId, id }) => sql`SELECT * FROM integrations WHERE id = ${id} AND account_id = ${accountId}`
    })
    const findById = findOneBy(sql, "integrations", "id", IntegrationRow)
    const listOwned = SqlSchema.findAll({
      Request: Schema.Struct({ accountId: Schema.String, ...PageRequestFields }),
      Result: IntegrationRow,
      execute: ({ accountId, limit, after }) =>
        sql`SELECT * FROM integrations WHERE account_id = ${accountId} AND ${olderThan(sql, after)}
          ORDER BY created_at DESC, id DESC LIMIT ${limit + 1}`
    })
    const countOwned = SqlSchema.single({
      Request: Schema.String,
      Result: Schema.Struct({ n: IntColumn }),
      execute: (accountId) =>
        sql`SELECT CAST(COUNT(*) AS INTEGER) AS n FROM integrations WHERE account_id = ${accountId}`
    })
    const countAwaiting = SqlSchema.single({
      Request: Schema.String,
      Result: Schema.Struct({ n: IntColumn }),
      execute: (accountId) =>
        sql`SELECT CAST(COUNT(*) AS INTEGER) AS n FROM integrations
          WHERE account_id = ${accountId} AND awaiting_confirmation = 1`
    })
    return {
      insert: (row: IntegrationRow) =>
        sql`INSERT INTO integrations ${sql.insert(row)}`.pipe(Effect.asVoid, Effect.orDie),

      /** The integration if it exists and belongs to the account; foreign ids look exactly like unknown ones. */
      findOwned: (accountId: string, id: string) => Effect.orDie(findOwned({ accountId, id })),

      findById: (id: string) => Effect.orDie(findById(id)),

      listOwned: (accountId: string, page: PageRequest) =>
        listOwned({ accountId, ...page }).pipe(
          Effect.map((rows) => toPage(rows, page.limit, (r) => ({ createdAt: r.created_at, id: r.id }))),
          Effect.orDie
        ),

      countOwned: (accountId: string) => countOwned(accountId).pipe(Effect.map((row) => row.n), Effect.orDie),

      /** Strangers' integrations of the account still waiting for the owner's confirmation. */
      countAwaiting: (accountId: string) => countAwaiting(accountId).pipe(Effect.map((row) => row.n), Effect.orDie),

      /** The owner confirmed it: it is the owner's integration from now on. */
      markConfirmed: (id: string, now: string) =>
        sql`UPDATE integrations SET awaiting_confirmation = 0, updated_at = ${now} WHERE id = ${id}`.pipe(
          Effect.asVoid,
          Effect.orDie
        ),

      setStatus: (id: string, status: IntegrationStatus, now: string) =>
        sql`UPDATE integrations SET status = ${status}, updated_at = ${now} WHERE id = ${id}`.pipe(
          Effect.asVoid,
          Effect.orDie
        ),

      /** Forgets how far the source was read: the next run reads the history again, as a first sync does. */
      restartHistory: (id: string, now: string) =>
        sql`UPDATE integrations SET sync_cursor = NULL, history_generation = history_generation + 1, updated_at = ${now}
          WHERE id = ${id}`.pipe(
          Effect.asVoid,
          Effect.orDie
        ),

      setCredentials: (id: string, side: "source" | "destination", sealed: string, now: string) =>
        (side === "source"
          ? sql`UPDATE integrations SET source_credentials = ${sealed}, updated_at = ${now} WHERE id = ${id}`
          : sql`UPDATE integrations SET destination_credentials = ${sealed}, updated_at = ${now} WHERE id = ${id}`)
          .pipe(Effect.asVoid, Effect.orDie),

      /**
       * The account's first sign-in: its integrations created before it (by
       * onboarding, which proves nothing about the e-mail) go back to the
       * status they wait with. Only while the account may sync; otherwise
       * billing resumes them when it may.
       */
      resumeSuspended: (accountId: string, now: string) =>
        sql`UPDATE integrations SET status = suspended_status, suspended_status = NULL, updated_at = ${now}
          WHERE account_id = ${accountId} AND suspended_status IS NOT NULL`.pipe(Effect.asVoid, Effect.orDie),

      setRunState: (id: string, state: "running" | null, now: string) =>
        sql`UPDATE integrations SET run_state = ${state}, run_state_at = ${now} WHERE id = ${id}`.pipe(
          Effect.asVoid,
          Effect.orDie
        ),

      /** Removes the integration and everything of it (mapping, history, failures, OAuth states in flight). */
      deleteOwned: (accountId: string, id: string) =>
        Effect.gen(function*() {
          const owned = yield* sql`SELECT id FROM integrations WHERE id = ${id} AND account_id = ${accountId}`
          if (owned.length === 0) return false
          yield* sql`DELETE FROM field_mappings WHERE integration_id = ${id}`
          yield* sql`DELETE FROM sync_failures WHERE integration_id = ${id}`
          yield* sql`DELETE FROM sync_logs WHERE integration_id = ${id}`
          yield* sql`DELETE FROM oauth_states WHERE integration_id = ${id}`
          yield* sql`DELETE FROM sync_queue WHERE integration_id = ${id}`
          yield* sql`UPDATE magic_links SET used_at = COALESCE(used_at, created_at) WHERE integration_id = ${id}`
          const gone = yield* sql`DELETE FROM integrations
            WHERE id = ${id} AND account_id = ${accountId} RETURNING id`
          return gone.length === 1
        }).pipe(sql.withTransaction, Effect.orDie),

      /**
       * A page the destination acknowledged: its cursor and the records it wrote, in one statement, so
       * a run that dies keeps both and the run that resumes it counts what was written before. Saved only
       * while the history is of the generation the run started in; false when it started over meanwhile.
       */
      savePage: (id: string, generation: number, cursor: string | null, records: number, now: string) =>
        sql`UPDATE integrations SET sync_cursor = ${cursor}, run_records = run_records + ${records}, updated_at = ${now}
          WHERE id = ${id} AND history_generation = ${generation} RETURNING id`.pipe(
          Effect.map((rows) => rows.length === 1),
          Effect.orDie
        )
    }
  })
}) {}
