/**
 * The storefront's persisted cursor and the bookkeeping that keeps incremental
 * runs exact. `updated_at_min` is inclusive and timestamps have one-second
 * precision, so the ids already read at the watermark instant are remembered
 * and skipped next run: nothing is skipped, nothing is read twice.
 */
import type { JsonRecord } from "../contract.js"

export interface StorefrontCursor {
  readonly v: 1
  /** `updated_at_min` of the run in progress (null: the whole history). */
  readonly since: string | null
  /** Ids read last run whose `updated_at` equals `since`. */
  readonly seenAtSince: ReadonlyArray<string>
  /** `page_info` of the next page of the run in progress (null: a new run starts). */
  readonly pageInfo: string | null
  /** Latest `updated_at` read so far in this run, and the ids read at that instant. */
  readonly max: string | null
  readonly maxIds: ReadonlyArray<string>
}

export const initialCursor: StorefrontCursor = { v: 1, since: null, seenAtSince: [], pageInfo: null, max: null, maxIds: [] }

const isStringArray = (value: unknown): value is ReadonlyArray<string> =>
  Array.isArray(value) && value.every((item) => typeof item === "string")

const stringOrNull = (value: unknown): value is string | null => value === null || typeof value === "string"

/** Parses a stored cursor; null when it is not one of ours (the caller starts over). */
export const decodeCursor = (raw: string | null): StorefrontCursor | null => {
  if (raw === null || raw === "") return initialCursor
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== "object" || parsed === null) return null
    const c: Record<string, unknown> = { ...parsed }
    if (c.v !== 1 || !stringOrNull(c.since) || !stringOrNull(c.pageInfo) || !stringOrNull(c.max)) return null
    if (!isStringArray(c.seenAtSince) || !isStringArray(c.maxIds)) return null
    return { v: 1, since: c.since, seenAtSince: c.seenAtSince, pageInfo: c.pageInfo, max: c.max, maxIds: c.maxIds }
  } catch {
    return null
  }
}

export const encodeCursor = (cursor: StorefrontCursor): string => JSON.stringify(cursor)

export const orderIdOf = (order: JsonRecord): string => {
  const id = order.id
  return typeof id === "number" || typeof id === "string" ? String(id) : ""
}

const instantOf = (value: unknown): number => (typeof value === "string" ? Date.parse(value) : Number.NaN)

/**
 * Applies one page of orders to the cursor: drops orders already delivered at
 * the watermark instant and tracks the latest `updated_at` seen.
 */
export const advance = (
  cursor: StorefrontCursor,
  orders: ReadonlyArray<JsonRecord>,
  nextPageInfo: string | null
): { readonly records: ReadonlyArray<JsonRecord>; readonly cursor: StorefrontCursor; readonly done: boolean } => {
  const sinceAt = cursor.since === null ? Number.NaN : Date.parse(cursor.since)
  const seen = new Set(cursor.seenAtSince)
  const records = orders.filter((order) => !(instantOf(order.updated_at) === sinceAt && seen.has(orderIdOf(order))))
  let max = cursor.max
  let maxAt = max === null ? Number.NEGATIVE_INFINITY : Date.parse(max)
  let maxIds = new Set(cursor.maxIds)
  for (const order of orders) {
    const at = instantOf(order.updated_at)
    if (Number.isNaN(at) || typeof order.updated_at !== "string") continue
    if (at > maxAt) {
      max = order.updated_at
      maxAt = at
      maxIds = new Set([orderIdOf(order)])
    } else if (at === maxAt) {
      maxIds.add(orderIdOf(order))
    }
  }
  if (nextPageInfo !== null) {
    return { records, done: false, cursor: { ...cursor, pageInfo: nextPageInfo, max, maxIds: [...maxIds] } }
  }
  // The run is complete: the latest instant read becomes the next watermark.
  if (max === null || maxAt < sinceAt) return { records, done: true, cursor: { ...cursor, pageInfo: null, max: null, maxIds: [] } }
  const sameInstant = maxAt === sinceAt
  const seenAtSince = sameInstant ? [...new Set([...cursor.seenAtSince, ...maxIds])] : [...maxIds]
  return {
    records,
    done: true,
    cursor: { v: 1, since: sameInstant ? cursor.since : max, seenAtSince, pageInfo: null, max: null, maxIds: [] }
  }
}
