/**
 * The marketplace's persisted cursor. Each run reads one fixed window
 * [after, before] of `LastUpdateDate` (`before` at least the provider's lag in
 * the past, as it requires), paging by `NextToken`; the next run starts at
 * `before`. Both ends are inclusive, so ids read at the boundary instant are
 * remembered and skipped once.
 */
import type { JsonRecord } from "../contract.js"

export interface MarketplaceCursor {
  readonly v: 1
  /** `LastUpdatedAfter` of the current/next window (null: the start of history). */
  readonly after: string | null
  /** Ids read last window whose `LastUpdateDate` equals `after`. */
  readonly seenAtAfter: ReadonlyArray<string>
  /** `LastUpdatedBefore` of the window in progress (null: none in progress). */
  readonly before: string | null
  /** `NextToken` of the next page of the window in progress. */
  readonly next: string | null
  /** Ids read in this window whose `LastUpdateDate` equals `before`. */
  readonly atBefore: ReadonlyArray<string>
}

export const initialCursor: MarketplaceCursor = { v: 1, after: null, seenAtAfter: [], before: null, next: null, atBefore: [] }

const isStringArray = (value: unknown): value is ReadonlyArray<string> =>
  Array.isArray(value) && value.every((item) => typeof item === "string")

const stringOrNull = (value: unknown): value is string | null => value === null || typeof value === "string"

/** Parses a stored cursor; null when it is not one of ours. */
export const decodeCursor = (raw: string | null): MarketplaceCursor | null => {
  if (raw === null || raw === "") return initialCursor
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== "object" || parsed === null) return null
    const c: Record<string, unknown> = { ...parsed }
    if (c.v !== 1 || !stringOrNull(c.after) || !stringOrNull(c.before) || !stringOrNull(c.next)) return null
    if (!isStringArray(c.seenAtAfter) || !isStringArray(c.atBefore)) return null
    return { v: 1, after: c.after, seenAtAfter: c.seenAtAfter, before: c.before, next: c.next, atBefore: c.atBefore }
  } catch {
    return null
  }
}

export const encodeCursor = (cursor: MarketplaceCursor): string => JSON.stringify(cursor)

export const amazonOrderIdOf = (order: JsonRecord): string =>
  typeof order.AmazonOrderId === "string" ? order.AmazonOrderId : ""

const instantOf = (value: unknown): number => (typeof value === "string" ? Date.parse(value) : Number.NaN)

/** ISO 8601 to the second, the precision of the provider's timestamps. */
export const isoSeconds = (millis: number): string => new Date(Math.floor(millis / 1000) * 1000).toISOString().replace(".000Z", "Z")

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
