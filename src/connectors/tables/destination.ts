/**
 * The tables DestinationConnector: Airtable at TABLES_API_URL. `describe`
 * reads the base schema; `upsert` writes `PATCH` + `performUpsert` merged on
 * `Sync ID` (the source record's id), 10 records a request, two requests in
 * flight, `typecast: true`, so a retried batch updates the rows it already
 * wrote instead of adding them again. Every request to a base waits for its slot in a limiter shared
 * by all syncs (RateLimiter key `tables:<baseId>:<secret identity>`: a tenant typing another's base id
 * draws on its own slots, integrations with the same credentials share theirs), keeping
 * the base under Airtable's 5 requests/s so a healthy sync never meets the
 * 30-second 429 penalty.
 */
import * as RateLimiter from "@effect/experimental/RateLimiter"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Array as Arr, Clock, Duration, Effect, Option, Schema } from "effect"
import { ProviderConfig } from "../../config/provider-config.js"
import { trimmedTextOf } from "../../domain/json-fields.js"
import { makeRecentMap, RECENT_MERCHANTS } from "../../domain/recent-map.js"
import {
  type Connection,
  ConnectorError,
  type DestinationConnector,
  type DestinationSchema,
  type UpsertResult,
  type UpsertRow
} from "../contract.js"
import { makeTokenKeeper, postTokenRequest } from "../oauth-token.js"
import { type ProviderResponse, sendWire, type WireRequest } from "../provider-http.js"
import { secretIdentity } from "../secret-identity.js"
import {
  type AirtableTable,
  checkSyncIdField,
  missingFieldsError,
  parseTables,
  pickTable,
  SYNC_ID_FIELD,
  toDestinationSchema,
  unknownFields
} from "./schema.js"
import { TablesTuning, TablesTuningLive } from "./tuning.js"

const permanent = (message: string, reconnect = false): ConnectorError =>
  new ConnectorError({ provider: "tables", retryable: false, message, ...(reconnect ? { reconnect } : {}) })

interface Target {
  readonly baseId: string
  readonly table: string | undefined
}

const targetOf = (connection: Connection): Effect.Effect<Target, ConnectorError> => {
  const baseId = trimmedTextOf(connection.credentials.base_id)
  return baseId === undefined
    ? Effect.fail(
      permanent(
        "The table database connection has no base id (base_id). Edit the integration and enter the base id (it starts with \"app\")."
      )
    )
    : Effect.succeed({ baseId, table: trimmedTextOf(connection.credentials.table) })
}

// The writes are the hottest requests of a sync: built as plain fetch requests, not through HttpClientRequest.
const jsonHeaders = (token: string, withBody = false): Record<string, string> =>
  withBody
    ? { authorization: `Bearer ${token}`, accept: "application/json", "content-type": "application/json" }
    : { authorization: `Bearer ${token}`, accept: "application/json" }

const RecordIds = Schema.optionalWith(Schema.Array(Schema.Unknown), { default: () => [] })
const decodeUpserted = Schema.decodeUnknownOption(
  Schema.Struct({ createdRecords: RecordIds, updatedRecords: RecordIds })
)

const countOf = (body: unknown, key: "createdRecords" | "updatedRecords"): number =>
  Option.match(decodeUpserted(body), { onNone: () => 0, onSome: (answer) => answer[key].length })

export const makeTablesDestination = Effect.gen(function*() {
  const endpoints = (yield* ProviderConfig).of("tables")
  const limiter = yield* RateLimiter.RateLimiter
  const tuning = yield* TablesTuning
  const apiUrl = endpoints.apiUrl.replace(/\/+$/, "")

  const tokens = makeTokenKeeper({
    provider: "tables",
    persistAccessToken: true,
    refresh: (refreshToken) =>
      Effect.gen(function*() {
        if (Option.isNone(endpoints.clientId)) {
          return yield* Effect.fail(
            permanent(
              "Refreshing the table database token needs TABLES_OAUTH_CLIENT_ID. Reconnect the table database.",
              true
            )
          )
        }
        const form = HttpClientRequest.post(endpoints.tokenUrl).pipe(
          HttpClientRequest.acceptJson,
          HttpClientRequest.bodyUrlParams({
            grant_type: "refresh_token",
            refresh_token: refreshToken,
            client_id: endpoints.clientId.value
          })
        )
        // Airtable: Basic client auth when the client has a secret, client_id in the body otherwise.
        const request = Option.match(endpoints.clientSecret, {
          onNone: () => form,
          onSome: (secret) =>
            HttpClientRequest.basicAuth(form, endpoints.clientId.pipe(Option.getOrElse(() => "")), secret)
        })
        return yield* postTokenRequest("tables", request, tuning.timeoutMs)
      })
  })

  // When this process last sent to each base and credential (Clock millis).
  const lastSent = makeRecentMap<string, number>(RECENT_MERCHANTS)

  /**
   * Waits for the base's next request slot. The shared limiter hands out
   * slots `slotMs` apart across processes; a timer that fires late must not
   * let the next request follow too closely, so within this process a request
   * also waits until `slotMs` after the previous one actually left. A broken
   * shared store must not stop syncs: go on paced locally, loudly.
   */
  const paced = (slotKey: string) =>
    Effect.gen(function*() {
      const { delay } = yield* limiter
        .consume({
          key: `tables:${slotKey}`,
          limit: 1,
          window: Duration.millis(tuning.slotMs),
          algorithm: "fixed-window",
          onExceeded: "delay"
        })
        .pipe(Effect.catchAll((error) =>
          Effect.as(Effect.logWarning("tables rate limiter unavailable", error), { delay: Duration.zero })
        ))
      if (Duration.toMillis(delay) > 0) {
        yield* Effect.sleep(delay)
      }
      for (;;) {
        const now = yield* Clock.currentTimeMillis
        const wait = (lastSent.get(slotKey) ?? -Infinity) + tuning.slotMs - now
        if (wait <= 0) {
          lastSent.set(slotKey, now)
          return
        }
        yield* Effect.sleep(Duration.millis(wait))
      }
    })
  // TABLES_REQUESTS_PER_SECOND=off: no pacing, not even a limiter round trip.
  const slot = (slotKey: string): Effect.Effect<void> => (tuning.slotMs === 0 ? Effect.void : paced(slotKey))

  /** One paced, authenticated request to a base. */
  const send = (
    connection: Connection,
    baseId: string,
    build: (token: string) => WireRequest,
    resource: string
  ): Effect.Effect<ProviderResponse, ConnectorError> => {
    const slotKey = `${baseId}:${credentialKey(connection)}`
    const run = (token: string) =>
      Effect.zipRight(slot(slotKey), sendWire("tables", build(token), { timeoutMs: tuning.timeoutMs, resource }))
    const apiKey = trimmedTextOf(connection.credentials.api_key)
    if (apiKey !== undefined) return run(apiKey)
    if (
      trimmedTextOf(connection.credentials.access_token) === undefined &&
      trimmedTextOf(connection.credentials.refresh_token) === undefined
    ) {
      return Effect.fail(
        permanent(
          "The table database connection has no token (api_key or access_token). Reconnect the table database.",
          true
        )
      )
    }
    return tokens.withToken(connection, run)
  }

  // Schemas are cached briefly per base, table and credential: one read per run, not per batch.
  const schemas = makeRecentMap<string, { readonly table: AirtableTable; readonly until: number }>(RECENT_MERCHANTS)
  // The credential's part of the key, hashed once per connection (a connection lives for one run).
  const credentialKeys = new WeakMap<Connection, string>()
  const credentialKey = (connection: Connection): string => {
    const known = credentialKeys.get(connection)
    if (known !== undefined) return known
    const key = secretIdentity(connection.credentials)
    credentialKeys.set(connection, key)
    return key
  }
  const cacheKey = (connection: Connection, target: Target): string =>
    `${target.baseId}/${target.table ?? ""}/${credentialKey(connection)}`

  const readTable = (
    connection: Connection,
    target: Target,
    fresh: boolean
  ): Effect.Effect<AirtableTable, ConnectorError> =>
    Effect.gen(function*() {
      const now = yield* Clock.currentTimeMillis
      const key = cacheKey(connection, target)
      const cached = schemas.get(key)
      if (!fresh && cached !== undefined && cached.until > now) return cached.table
      const response = yield* send(
        connection,
        target.baseId,
        (token) => ({
          method: "GET",
          url: `${apiUrl}/v0/meta/bases/${encodeURIComponent(target.baseId)}/tables`,
          headers: jsonHeaders(token)
        }),
        `base ${target.baseId}`
      )
      const picked = pickTable(parseTables(response.body), target.baseId, target.table)
      if (picked instanceof ConnectorError) return yield* Effect.fail(picked)
      schemas.set(key, { table: picked, until: now + tuning.schemaTtlMs })
      return picked
    })

  const describe = (connection: Connection): Effect.Effect<DestinationSchema, ConnectorError> =>
    Effect.flatMap(
      targetOf(connection),
      (target) => Effect.map(readTable(connection, target, true), toDestinationSchema)
    )

  /** The table to write, checked: Sync ID present, every mapped field known (re-read once in case it just changed). */
  const writableTable = (
    connection: Connection,
    target: Target,
    rows: ReadonlyArray<UpsertRow>
  ): Effect.Effect<AirtableTable, ConnectorError> =>
    Effect.gen(function*() {
      const names = new Set<string>()
      for (const row of rows) for (const name in row.fields) names.add(name)
      let table = yield* readTable(connection, target, false)
      if (checkSyncIdField(table) !== undefined || unknownFields(table, names).length > 0) {
        table = yield* readTable(connection, target, true)
      }
      const noSyncId = checkSyncIdField(table)
      if (noSyncId !== undefined) {
        return yield* Effect.fail(noSyncId)
      }
      const missing = unknownFields(table, names)
      if (missing.length > 0) return yield* Effect.fail(missingFieldsError(table, missing))
      return table
    })

  const upsert = (
    connection: Connection,
    rows: ReadonlyArray<UpsertRow>
  ): Effect.Effect<UpsertResult, ConnectorError> =>
    Effect.gen(function*() {
      if (rows.length === 0) return { created: 0, updated: 0 }
      const target = yield* targetOf(connection)
      const table = yield* writableTable(connection, target, rows)
      // One record per external id (the last wins): two in one request would be a merge conflict.
      const unique = [...new Map(rows.map((row) => [row.externalId, row])).values()]
      const chunks = Arr.chunksOf(unique, tuning.recordsPerRequest)
      const url = `${apiUrl}/v0/${encodeURIComponent(target.baseId)}/${encodeURIComponent(table.id)}`
      const resource = `table "${table.name}" in base ${target.baseId}`
      const write = (chunk: ReadonlyArray<UpsertRow>) => {
        const body = JSON.stringify({
          performUpsert: { fieldsToMergeOn: [SYNC_ID_FIELD] },
          typecast: true,
          records: chunk.map((row) => ({ fields: { ...row.fields, [SYNC_ID_FIELD]: row.externalId } }))
        })
        return send(
          connection,
          target.baseId,
          (token) => ({ method: "PATCH", url, headers: jsonHeaders(token, true), body }),
          resource
        )
      }
      let created = 0
      let updated = 0
      // A request spends most of its life on the network: with two in flight a sync keeps its
      // slots of the base's 5 requests/s filled even when Airtable takes longer than a slot to answer.
      // Workers take the next chunk in turn (a fiber per worker, not per request).
      let next = 0
      const worker = Effect.gen(function*() {
        for (let chunk = chunks[next++]; chunk !== undefined; chunk = chunks[next++]) {
          const response = yield* write(chunk)
          created += countOf(response.body, "createdRecords")
          updated += countOf(response.body, "updatedRecords")
        }
      })
      const workers = Math.max(1, Math.min(tuning.writesInFlight, chunks.length))
      yield* workers === 1
        ? worker
        : Effect.all(Array.from({ length: workers }, () => worker), { concurrency: "unbounded", discard: true })
      return { created, updated }
    })

  return { describe, upsert, batchSize: tuning.batchSize }
})

/**
 * The tables destination. Needs a RateLimiter from the app (memory or Redis
 * store); ProviderConfig and the configured TablesTuning are bundled; the
 * tuning is read once when the layer is built.
 */
export class TablesDestination extends Effect.Service<TablesDestination>()("salesync/TablesDestination", {
  effect: Effect.gen(function*() {
    const made = yield* makeTablesDestination
    const destination: DestinationConnector = {
      kind: "tables",
      batchSize: made.batchSize,
      describe: made.describe,
      upsert: made.upsert
    }
    return destination
  }),
  dependencies: [ProviderConfig.Default, TablesTuningLive]
}) {}
