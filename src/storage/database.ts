/**
 * The one SqlClient of the process: SQLite in DATA_DIR by default, PostgreSQL
 * when DATABASE_URL is a postgres:// URL. Migrations run when the layer is
 * built, for either dialect, from the same numbered list.
 */
import * as BunContext from "@effect/platform-bun/BunContext"
import * as SqliteClient from "@effect/sql-sqlite-bun/SqliteClient"
import * as SqliteMigrator from "@effect/sql-sqlite-bun/SqliteMigrator"
import * as SqlClient from "@effect/sql/SqlClient"
import { Context, Effect, Layer, Option, Redacted } from "effect"
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { migrations } from "../../migrations/index.js"
import { AppConfig } from "../config/app-config.js"

export type Dialect = "sqlite" | "postgres"

export class DatabaseInfo extends Context.Tag("DatabaseInfo")<DatabaseInfo, { readonly dialect: Dialect }>() {}

const sqlitePragmas = Layer.effectDiscard(
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    // Cascading deletes need foreign keys on; a worker and the API may share the file.
    yield* sql`PRAGMA foreign_keys = ON`
    yield* sql`PRAGMA busy_timeout = 5000`
    // WAL (the client's default) with NORMAL sync: a crash of the process loses nothing; a power cut may
    // lose the last cursor writes, which only re-sends pages the destination upserts idempotently.
    yield* sql`PRAGMA synchronous = NORMAL`
  })
)

const sqliteLayer = (dataDir: string) => {
  mkdirSync(dataDir, { recursive: true })
  const client = SqliteClient.layer({ filename: join(dataDir, "salesync.db") })
  const migrate = SqliteMigrator.layer({ loader: migrations }).pipe(Layer.provide(BunContext.layer))
  return Layer.mergeAll(Layer.succeed(DatabaseInfo, { dialect: "sqlite" }), sqlitePragmas, migrate).pipe(
    Layer.provideMerge(client)
  )
}

// The PostgreSQL client is loaded only when DATABASE_URL asks for it.
const postgresLayer = (url: Redacted.Redacted) =>
  Layer.unwrapEffect(
    Effect.map(
      Effect.promise(() => import("@effect/sql-pg")),
      ({ PgClient, PgMigrator }) => {
        const client = PgClient.layer({ url, maxConnections: 10 })
        const migrate = PgMigrator.layer({ loader: migrations }).pipe(Layer.provide(BunContext.layer))
        return Layer.mergeAll(Layer.succeed(DatabaseInfo, { dialect: "postgres" }), migrate).pipe(
          Layer.provideMerge(client)
        )
      }
    )
  )

const isPostgresUrl = (url: Redacted.Redacted) => /^postgres(ql)?:\/\//i.test(Redacted.value(url))

export const DatabaseLive = Layer.unwrapEffect(
  Effect.gen(function*() {
    const config = yield* AppConfig
    const url = Option.filter(config.databaseUrl, isPostgresUrl)
    if (Option.isSome(config.databaseUrl) && Option.isNone(url)) {
      return yield* Effect.dieMessage(
        "DATABASE_URL must be a postgres:// URL (or unset for the embedded SQLite database)"
      )
    }
    return Option.match(url, {
      onNone: () => sqliteLayer(config.dataDir),
      onSome: postgresLayer
    })
  })
).pipe(Layer.orDie)
