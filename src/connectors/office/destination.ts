/**
 * Office destination: one Google Sheets sheet whose header row is the schema.
 * A key column (`Sync ID`) makes writes idempotent: a run reads the header and
 * the keys once, remembers in a KeyFilter every key read or written since, and
 * reads them again only for a batch holding a key it may have seen (an update)
 * or after a failed write (it may have landed). Updates go in one
 * `values:batchUpdate`, new rows in one `:append` (more only when a request
 * would pass the payload kept under, 9 MB by default: Google takes about 10 MB
 * safely; a record is never split). Writes and reads each hold the per-user
 * per-minute quota through the RateLimiter. Hard limits fail permanently.
 */
import * as RateLimiter from "@effect/experimental/RateLimiter"
import { Context, Effect, Option } from "effect"
import { ProviderConfig } from "../../config/provider-config.js"
import { trimmedTextOf } from "../../domain/json-fields.js"
import { quotedNames } from "../../domain/quoted-names.js"
import {
  type Connection,
  ConnectorError,
  type DestinationConnector,
  type DestinationSchema,
  type UpsertResult,
  type UpsertRow
} from "../contract.js"
import { makeTokenKeeper, postTokenRequest, refreshFormRequest } from "../oauth-token.js"
import { secretIdentity } from "../secret-identity.js"
import { columnRange, headerRange, quoteSheet, rowRange } from "./a1.js"
import { KeyFilter } from "./key-filter.js"
import {
  type Cell,
  chunkByBytes,
  findColumn,
  foreignHeader,
  headerOf,
  KEY_COLUMN,
  oversizedCell,
  planUpsert,
  rowsByKey,
  type SheetPlan
} from "./plan.js"
import { makeSheetsApi, type SheetGrid } from "./sheets-api.js"

export interface OfficeTuningValue {
  readonly writesPerWindow: number
  readonly readsPerWindow: number
  /** A little over a minute: our clock and the provider's never line up exactly. */
  readonly windowMs: number
  readonly maxPayloadBytes: number
  readonly batchSize: number
  readonly maxCells: number
  readonly maxCellChars: number
  readonly timeoutMs: number
}

/** Knobs with the provider's real values as defaults; tests may shrink them. */
export class OfficeTuning extends Context.Reference<OfficeTuning>()("salesync/OfficeTuning", {
  defaultValue: (): OfficeTuningValue => ({
    writesPerWindow: 60,
    readsPerWindow: 60,
    windowMs: 61_000,
    maxPayloadBytes: 9_000_000,
    batchSize: 10_000,
    maxCells: 10_000_000,
    maxCellChars: 50_000,
    timeoutMs: 30_000
  })
}) {}

const fail = (message: string): Effect.Effect<never, ConnectorError> =>
  Effect.fail(new ConnectorError({ provider: "office", retryable: false, message }))

/** What a run learned about the spreadsheet (per Connection, so per run). */
interface SheetState {
  readonly title: string
  /** Cells of the whole spreadsheet and of this sheet's grid, kept current after our writes. */
  totalCells: number
  rowCount: number
  columnCount: number
  /** Where the key column was last seen, to read header and keys in one call. */
  keyColumn: number | null
  /** The header and the keys as this run last knew them; null: read them before the next write. */
  known: { header: ReadonlyArray<string>; readonly keys: KeyFilter } | null
}

export class OfficeDestination extends Effect.Service<OfficeDestination>()("salesync/OfficeDestination", {
  effect: Effect.gen(function*() {
    const endpoints = (yield* ProviderConfig).of("office")
    const limiter = yield* RateLimiter.RateLimiter
    const tuning = yield* OfficeTuning
    const tokens = makeTokenKeeper({
      provider: "office",
      persistAccessToken: true,
      refresh: (refreshToken) =>
        Option.isNone(endpoints.clientId) || Option.isNone(endpoints.clientSecret)
          ? fail("office token refresh needs OFFICE_OAUTH_CLIENT_ID and OFFICE_OAUTH_CLIENT_SECRET")
          : postTokenRequest(
            "office",
            refreshFormRequest(
              endpoints.tokenUrl,
              refreshToken,
              endpoints.clientId.value,
              endpoints.clientSecret.value
            ),
            tuning.timeoutMs
          )
    })
    const api = makeSheetsApi({
      apiUrl: endpoints.apiUrl,
      limiter,
      tokens,
      reads: { perWindow: tuning.readsPerWindow, windowMs: tuning.windowMs },
      writes: { perWindow: tuning.writesPerWindow, windowMs: tuning.windowMs },
      timeoutMs: tuning.timeoutMs
    })
    const states = new WeakMap<Connection, SheetState>()

    const target = (connection: Connection) => {
      const id = trimmedTextOf(connection.credentials.spreadsheet_id)
      const token = trimmedTextOf(connection.credentials.refresh_token) ??
        trimmedTextOf(connection.credentials.access_token)
      if (id === undefined) return fail("office credentials need `spreadsheet_id`")
      if (token === undefined) return fail("office credentials need `access_token` or `refresh_token`")
      // The quota is per user; the grant stands for the user.
      const user = secretIdentity(connection.credentials)
      return Effect.succeed({ id, user, sheet: trimmedTextOf(connection.credentials.sheet) ?? null })
    }

    const sheetState = (
      connection: Connection,
      user: string,
      id: string,
      wanted: string | null
    ): Effect.Effect<SheetState, ConnectorError> => {
      const known = states.get(connection)
      if (known !== undefined) return Effect.succeed(known)
      return Effect.flatMap(api.sheets(connection, user, id), (sheets: ReadonlyArray<SheetGrid>) => {
        const sheet = wanted === null ? sheets[0] : sheets.find((s) => s.title === wanted)
        if (sheet === undefined) {
          return fail(
            wanted === null ? `spreadsheet ${id} has no sheets` : `spreadsheet ${id} has no sheet named "${wanted}"`
          )
        }
        const state: SheetState = {
          title: sheet.title,
          totalCells: sheets.reduce((n, s) => n + s.rowCount * s.columnCount, 0),
          rowCount: sheet.rowCount,
          columnCount: sheet.columnCount,
          keyColumn: null,
          known: null
        }
        states.set(connection, state)
        return Effect.succeed(state)
      })
    }

    /** The header and the key column's rows, in one read when the key column is where it was. */
    const readKeys = (connection: Connection, user: string, id: string, state: SheetState) =>
      Effect.gen(function*() {
        if (state.keyColumn !== null) {
          const [headerValues, keyValues] = yield* api.batchGet(connection, user, id, [
            headerRange(state.title),
            columnRange(state.title, state.keyColumn)
          ])
          const header = headerOf(headerValues)
          if (findColumn(header, KEY_COLUMN) === state.keyColumn) return { header, existing: rowsByKey(keyValues) }
        }
        const header = headerOf(yield* api.get(connection, user, id, headerRange(state.title)))
        const keyColumn = findColumn(header, KEY_COLUMN)
        state.keyColumn = keyColumn < 0 ? null : keyColumn
        if (keyColumn < 0) return { header, existing: new Map<string, number>() }
        return {
          header,
          existing: rowsByKey(yield* api.get(connection, user, id, columnRange(state.title, keyColumn)))
        }
      })

    const checkLimits = (plan: SheetPlan, state: SheetState): Effect.Effect<void, ConnectorError> => {
      const oversized = oversizedCell(plan, tuning.maxCellChars)
      if (oversized !== null) {
        return fail(
          `The spreadsheet cannot take this record: Google Sheets holds at most ${
            tuning.maxCellChars.toLocaleString("en-US")
          } characters per cell (${oversized}). Shorten the field or leave it out of the mapping.`
        )
      }
      const columns = Math.max(state.columnCount, plan.header.length)
      const after = state.totalCells - state.rowCount * state.columnCount +
        (state.rowCount + plan.appends.length) * columns
      if (after > tuning.maxCells) {
        return fail(
          `The spreadsheet is full: Google Sheets allows ${
            tuning.maxCells.toLocaleString("en-US")
          } cells per spreadsheet and this batch would make it ${
            after.toLocaleString("en-US")
          }. Archive rows or sheets, or sync into a new spreadsheet.`
        )
      }
      return Effect.void
    }

    const describe = (connection: Connection): Effect.Effect<DestinationSchema, ConnectorError> =>
      Effect.gen(function*() {
        const { id, user, sheet } = yield* target(connection)
        const state = yield* sheetState(connection, user, id, sheet)
        const header = headerOf(yield* api.get(connection, user, id, headerRange(state.title)))
        // The key column is ours, not a field to map onto.
        const fields = header.filter((name, index) => name.trim() !== "" && index !== findColumn(header, KEY_COLUMN))
        return { target: state.title, fields: fields.map((name) => ({ name })) }
      })

    const upsert = (
      connection: Connection,
      rows: ReadonlyArray<UpsertRow>
    ): Effect.Effect<UpsertResult, ConnectorError> =>
      Effect.gen(function*() {
        if (rows.length === 0) return { created: 0, updated: 0 }
        const { id, user, sheet } = yield* target(connection)
        const state = yield* sheetState(connection, user, id, sheet)
        // Only new keys: nothing to find in the sheet, so no read (the quota goes to writes).
        const known = state.known
        const appendOnly = known !== null && rows.every((row) => !known.keys.mightHave(row.externalId))
        const { header, existing } = appendOnly
          ? { header: known.header, existing: new Map<string, number>() }
          : yield* readKeys(connection, user, id, state)
        if (!appendOnly) state.known = { header, keys: KeyFilter.of(existing.keys()) }
        const foreign = foreignHeader(header, rows)
        if (foreign !== undefined) {
          const mapped = [...new Set(rows.flatMap((row) => Object.keys(row.fields)))]
          return yield* fail(
            `The sheet "${state.title}" has columns of its own (${
              quotedNames(foreign, 5)
            }) and none of the mapping's ` +
              `(${
                quotedNames(mapped, 5)
              }): the saved mapping was made for another sheet. Nothing was written. Suggest ` +
              "and save a mapping for this sheet (the Mapping tab), or add the mapping's columns to its header row, " +
              "then sync again."
          )
        }
        const plan = planUpsert(header, existing, rows)
        yield* checkLimits(plan, state)
        // A write that fails may still have landed: the next batch reads the keys again.
        const tracked = state.known
        state.known = null

        // The header goes first, so the first batchUpdate adds any new column before rows use it.
        const data: Array<{ range: string; values: ReadonlyArray<ReadonlyArray<Cell>> }> = []
        if (plan.newHeader !== null) {
          data.push({ range: rowRange(state.title, 1, plan.newHeader.length), values: [plan.newHeader] })
        }
        for (const update of plan.updates) {
          data.push({ range: rowRange(state.title, update.row, plan.header.length), values: [update.values] })
        }
        const updateChunks = chunkByBytes(data, tuning.maxPayloadBytes, 64)
        const appendChunks = chunkByBytes(
          plan.appends.map((a) => a.values),
          tuning.maxPayloadBytes,
          32
        )
        if (updateChunks === null || appendChunks === null) {
          return yield* fail(
            `A single record is larger than the ${
              tuning.maxPayloadBytes.toLocaleString("en-US")
            }-byte request limit kept for Google Sheets; shorten its fields.`
          )
        }
        for (const chunk of updateChunks) yield* api.batchUpdate(connection, user, id, chunk)
        for (const chunk of appendChunks) {
          yield* api.append(connection, user, id, `${quoteSheet(state.title)}!A1`, chunk)
        }

        const columns = Math.max(state.columnCount, plan.header.length)
        state.totalCells += (state.rowCount + plan.appends.length) * columns - state.rowCount * state.columnCount
        state.rowCount += plan.appends.length
        state.columnCount = columns
        state.keyColumn = plan.keyColumn
        if (tracked !== null) {
          for (const row of plan.appends) {
            tracked.keys.add(row.externalId)
          }
          tracked.header = plan.header
          state.known = tracked
        }
        return { created: plan.appends.length, updated: plan.updates.length }
      })

    const connector: DestinationConnector = { kind: "office", batchSize: tuning.batchSize, describe, upsert }
    return connector
  }),
  dependencies: [ProviderConfig.Default]
}) {}
