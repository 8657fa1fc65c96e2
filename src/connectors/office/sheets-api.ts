/**
 * The few Sheets v4 calls the office destination makes, each through the
 * per-user read or write budget (Sheets counts them apart) and the token
 * keeper (refresh before expiry and once after a 401).
 */
import type * as RateLimiter from "@effect/experimental/RateLimiter"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Effect, Option, Schema } from "effect"
import { type Connection, ConnectorError } from "../contract.js"
import type { TokenKeeper } from "../oauth-token.js"
import { type ProviderResponse, sendJson } from "../provider-http.js"
import { rangePath } from "./a1.js"
import type { Cell } from "./plan.js"

export interface SheetsBudget {
  readonly perWindow: number
  readonly windowMs: number
}

export interface SheetsApiOptions {
  readonly apiUrl: string
  readonly limiter: RateLimiter.RateLimiter
  readonly tokens: TokenKeeper
  readonly reads: SheetsBudget
  readonly writes: SheetsBudget
  readonly timeoutMs: number
}

export interface SheetGrid {
  readonly title: string
  readonly rowCount: number
  readonly columnCount: number
}

const Count = Schema.optionalWith(Schema.Number, { default: () => 0 })
const SheetsAnswer = Schema.Struct({
  sheets: Schema.optionalWith(
    Schema.Array(
      Schema.Struct({
        properties: Schema.Struct({
          title: Schema.optionalWith(Schema.String, { default: () => "" }),
          gridProperties: Schema.optionalWith(Schema.Struct({ rowCount: Count, columnCount: Count }), {
            default: () => ({ rowCount: 0, columnCount: 0 })
          })
        })
      })
    ),
    { default: () => [] }
  )
})
const ValueRange = Schema.Struct({ values: Schema.optionalWith(Schema.Array(Schema.Unknown), { default: () => [] }) })
const BatchGetAnswer = Schema.Struct({
  valueRanges: Schema.optionalWith(Schema.Array(ValueRange), { default: () => [] })
})
const decodeSheets = Schema.decodeUnknownOption(SheetsAnswer)
const decodeValueRange = Schema.decodeUnknownOption(ValueRange)
const decodeBatchGet = Schema.decodeUnknownOption(BatchGetAnswer)

/** Sheets' hard limits come back as 400s; say plainly that the destination is full. */
const hardLimit = (error: ConnectorError): ConnectorError =>
  error.status === 400 && /above the limit|maximum of \d+ characters/i.test(error.message)
    ? new ConnectorError({
      provider: "office",
      status: 400,
      retryable: false,
      message:
        `The spreadsheet is over a Google Sheets hard limit (10,000,000 cells per spreadsheet, 50,000 characters per cell): ${error.message}`
    })
    : error

export const makeSheetsApi = (options: SheetsApiOptions) => {
  const base = options.apiUrl.replace(/\/+$/, "")

  const budget = (kind: "read" | "write", user: string): Effect.Effect<void, ConnectorError> => {
    const plan = kind === "read" ? options.reads : options.writes
    return options.limiter
      .consume({
        algorithm: "fixed-window",
        onExceeded: "delay",
        limit: plan.perWindow,
        window: `${plan.windowMs} millis`,
        key: `office:${kind}:${user}`
      })
      .pipe(
        Effect.flatMap(({ delay }) => Effect.sleep(delay)),
        Effect.mapError((error) =>
          new ConnectorError({
            provider: "office",
            retryable: true,
            message: `rate limiter unavailable: ${error.message}`
          })
        )
      )
  }

  const send = (
    connection: Connection,
    user: string,
    kind: "read" | "write",
    build: () => HttpClientRequest.HttpClientRequest,
    spreadsheetId: string
  ): Effect.Effect<ProviderResponse, ConnectorError> =>
    options.tokens.withToken(connection, (token) =>
      Effect.zipRight(
        budget(kind, user),
        sendJson("office", build().pipe(HttpClientRequest.acceptJson, HttpClientRequest.bearerToken(token)), {
          timeoutMs: options.timeoutMs,
          resource: `spreadsheet ${spreadsheetId}`
        })
      )).pipe(Effect.mapError(hardLimit))

  const book = (id: string): string => `${base}/v4/spreadsheets/${encodeURIComponent(id)}`

  return {
    /** Every sheet's title and grid size. */
    sheets: (
      connection: Connection,
      user: string,
      id: string
    ): Effect.Effect<ReadonlyArray<SheetGrid>, ConnectorError> =>
      Effect.map(
        send(
          connection,
          user,
          "read",
          () =>
            HttpClientRequest.get(
              `${book(id)}?fields=${encodeURIComponent("sheets.properties(title,gridProperties)")}`
            ),
          id
        ),
        ({ body }) =>
          Option.match(decodeSheets(body), { onNone: () => [], onSome: (answer) => answer.sheets }).map((
            { properties }
          ) => ({
            title: properties.title,
            rowCount: properties.gridProperties.rowCount,
            columnCount: properties.gridProperties.columnCount
          }))
      ),

    /** Values of several ranges, in order (a range with no values gives []). */
    batchGet: (
      connection: Connection,
      user: string,
      id: string,
      ranges: ReadonlyArray<string>
    ): Effect.Effect<ReadonlyArray<unknown>, ConnectorError> =>
      Effect.map(
        send(connection, user, "read", () => {
          const url = new URL(`${book(id)}/values:batchGet`)
          for (const range of ranges) url.searchParams.append("ranges", range)
          url.searchParams.set("majorDimension", "ROWS")
          return HttpClientRequest.get(url)
        }, id),
        ({ body }) => {
          const list = Option.match(decodeBatchGet(body), { onNone: () => [], onSome: (answer) => answer.valueRanges })
          return ranges.map((_, index) => list[index]?.values ?? [])
        }
      ),

    get: (connection: Connection, user: string, id: string, range: string): Effect.Effect<unknown, ConnectorError> =>
      Effect.map(
        send(
          connection,
          user,
          "read",
          () => HttpClientRequest.get(`${book(id)}/values/${rangePath(range)}?majorDimension=ROWS`),
          id
        ),
        ({ body }) => Option.match(decodeValueRange(body), { onNone: () => [], onSome: (range) => range.values })
      ),

    batchUpdate: (
      connection: Connection,
      user: string,
      id: string,
      data: ReadonlyArray<{ readonly range: string; readonly values: ReadonlyArray<ReadonlyArray<Cell>> }>
    ): Effect.Effect<void, ConnectorError> =>
      Effect.asVoid(
        send(connection, user, "write", () =>
          HttpClientRequest.post(`${book(id)}/values:batchUpdate`).pipe(
            HttpClientRequest.bodyUnsafeJson({ valueInputOption: "RAW", data })
          ), id)
      ),

    append: (
      connection: Connection,
      user: string,
      id: string,
      range: string,
      values: ReadonlyArray<ReadonlyArray<Cell>>
    ): Effect.Effect<void, ConnectorError> =>
      Effect.asVoid(
        send(
          connection,
          user,
          "write",
          () =>
            HttpClientRequest.post(
              `${book(id)}/values/${rangePath(range)}:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS`
            ).pipe(
              HttpClientRequest.bodyUnsafeJson({ values })
            ),
          id
        )
      )
  }
}

export type SheetsApi = ReturnType<typeof makeSheetsApi>
