/**
 * The marketplace's persisted cursor. Each run reads one fixed window
 * [after, before] of `LastUpdateDate` (`before` at least the provider's lag in
 * the past, as it requires), paging by `NextToken`; the next run starts at
 * `before`. Both ends are inclusive, so ids read at the boundary instant are
 * remembered and skipped once.
 */
import { Option, Schema } from "effect"
import { instantOf, readAs } from "../../domain/json-fields.js"
import type { JsonRecord } from "../contract.js"

export const MarketplaceCursor = Schema.Struct({
  v: Schema.Literal(1),
  /** `LastUpdatedAfter` of the current/next window (null: the start of history). */
  after: Schema.NullOr(Schema.String),
  /** Ids read last window whose `LastUpdateDate` equals `after`. */
  seenAtAfter: Schema.Array(Schema.String),
  /** `LastUpdatedBefore` of the window in progress (null: none in progress). */
  before: Schema.NullOr(Schema.String),
  /** `NextToken` of the next page of the window in progress. */
  next: Schema.NullOr(Schema.String),
  /** Ids read in this window whose `LastUpdateDate` equals `before`. */
  atBefore: Schema.Array(Schema.String)
})
export type MarketplaceCursor = typeof MarketplaceCursor.Type

export const initialCursor: MarketplaceCursor = {
  v: 1,
  after: null,
  seenAtAfter: [],
  before: null,
  next: null,
  atBefore: []
}

const decodeJson = Schema.decodeUnknownOption(Schema.parseJson(MarketplaceCursor))

/** Parses a stored cursor; null when it is not one of ours. */
export const decodeCursor = (raw: string | null): MarketplaceCursor | null =>
  raw === null || raw === "" ? initialCursor : Option.getOrNull(decodeJson(raw))

export const encodeCursor = (cursor: MarketplaceCursor): string => JSON.stringify(cursor)

const readId = readAs(Schema.String)

export const amazonOrderIdOf = (order: JsonRecord): string => readId(order.AmazonOrderId) ?? ""

/** ISO 8601 to the second, the precision of the provider's timestamps. */
export const isoSeconds = (millis: number): string =>
  new Date(Math.floor(millis / 1000) * 1000).toISOString().replace(".000Z", "Z")

/** Applies one page of a window to the cursor. */
export const advance = (
  cursor: MarketplaceCursor & { readonly before: string },
  orders: ReadonlyArray<JsonRecord>,
  nextToken: string | null
): { readonly records: ReadonlyArray<JsonRecord>; readonly cursor: MarketplaceCursor; readonly done: boolean } => {
  const afterAt = cursor.after === null ? Number.NaN : Date.parse(cursor.after)
  const beforeAt = Date.parse(cursor.before)
  const seen = new Set(cursor.seenAtAfter)
  const records = orders.filter(
    (order) => !(instantOf(order.LastUpdateDate) === afterAt && seen.has(amazonOrderIdOf(order)))
  )
  const atBefore = new Set(cursor.atBefore)
  for (const order of orders) {
    if (instantOf(order.LastUpdateDate) === beforeAt) atBefore.add(amazonOrderIdOf(order))
  }
  if (nextToken !== null) {
    return { records, done: false, cursor: { ...cursor, next: nextToken, atBefore: [...atBefore] } }
  }
  return {
    records,
    done: true,
    cursor: { v: 1, after: cursor.before, seenAtAfter: [...atBefore], before: null, next: null, atBefore: [] }
  }
}
