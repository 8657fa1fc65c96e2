/**
 * Seeds many payments → tables integrations straight into the service's
 * database (SQLite in DATA_DIR or PostgreSQL at DATABASE_URL), through the
 * service's own database layer (so the migrations run first) and its own
 * encryption (so the service can open the credentials): one active account
 * per integration (ten thousand merchants), each with its own base and the
 * benchmark mapping. Arranging a state, as the tests' db helper does; signing
 * up ten thousand merchants through the API is not what bench:scale measures.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Array as Arr, ConfigProvider, Effect, Layer } from "effect"
import { AppConfig } from "../../src/config/app-config.js"
import { DatabaseLive } from "../../src/storage/database.js"
import { Encryption } from "../../src/storage/encryption.js"
import { chargeMapping } from "./api.js"

export interface SeedOptions {
  readonly env: Record<string, string>
  readonly baseIds: ReadonlyArray<string>
  readonly paymentsKey: string
  readonly tablesToken: string
}

const PER_ACCOUNT = 1
const CHUNK = 200

export const seedIntegrations = (options: SeedOptions): Promise<void> =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const encryption = yield* Encryption
    const now = new Date().toISOString()
    const pad = (n: number) => String(n).padStart(6, "0")
    const accounts = Arr.range(0, Math.ceil(options.baseIds.length / PER_ACCOUNT) - 1).map((a) => ({
      id: `acc_bench${pad(a)}`,
      email: `bench-${a}@example.com`,
      plan: "enterprise",
      status: "active",
      trial_ends_at: null,
      has_payment_method: 1,
      created_at: now,
      deleted_at: null
    }))
    // PostgreSQL takes at most 65,535 parameters a statement.
    for (const chunk of Arr.chunksOf(accounts, CHUNK)) yield* sql`INSERT INTO accounts ${sql.insert(chunk)}`
    const source = encryption.encryptJson({ api_key: options.paymentsKey })
    for (const chunk of Arr.chunksOf(options.baseIds.map((baseId, i) => ({ baseId, i })), CHUNK)) {
      const integrations = chunk.map(({ baseId, i }) => ({
        id: `int_bench${pad(i)}`,
        account_id: `acc_bench${pad(Math.floor(i / PER_ACCOUNT))}`,
        source: "payments",
        destination: "tables",
        source_kind: "payments",
        destination_kind: "tables",
        status: "active",
        source_credentials: source,
        destination_credentials: encryption.encryptJson({ api_key: options.tablesToken, base_id: baseId }),
        sync_cursor: null,
        created_at: now,
        updated_at: now
      }))
      yield* sql`INSERT INTO integrations ${sql.insert(integrations)}`
      const mappings = integrations.flatMap((integration) =>
        chargeMapping.map((entry, position) => ({ integration_id: integration.id, position, ...entry }))
      )
      yield* sql`INSERT INTO field_mappings ${sql.insert(mappings)}`
    }
  }).pipe(
    Effect.provide(Layer.mergeAll(DatabaseLive, Encryption.Default).pipe(Layer.provide(AppConfig.Default))),
    Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(options.env)))),
    Effect.runPromise
  )
