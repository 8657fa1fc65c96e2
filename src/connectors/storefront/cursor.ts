/**
 * The storefront's persisted cursor and the bookkeeping that keeps incremental
 * runs exact. `updated_at_min` is inclusive and timestamps have one-second
 * precision, so the ids already read at the watermark instant are remembered
 * and skipped next run: nothing is skipped, nothing is read twice.
 */
import { Option, Schema } from "effect"
import { instantOf, readAs } from "../../domain/json-fields.js"
import type { JsonRecord } from "../contract.js"

/** Where an incremental run stands: the watermark and the run's own position (the cursor's first version). */
const Incremental = {
  /** `updated_at_min` of the run in progress (null: the whole history). */
  since: Schema.NullOr(Schema.String),
  /** Ids read last run whose `updated_at` equals `since`. */
  seenAtSince: Schema.Array(Schema.String),
  /** `page_info` of the next page of the run in progress (null: a new run starts). */
  pageInfo: Schema.NullOr(Schema.String),
  /** Latest `updated_at` read so far in this run, and the ids read at that instant. */
  max: Schema.NullOr(Schema.String),
  maxIds: Schema.Array(Schema.String)
}

/**
 * A stretch of `updated_at` read on its own during a backfill, oldest first,
 * both bounds inclusive. `min` moves up as pages are read, with the ids read
 * at that instant, so a window whose `page_info` the store refuses starts
 * again where it was, not from its beginning.
 */
export const Window = Schema.Struct({
  min: Schema.String,
  max: Schema.String,
  /** Ids already read whose `updated_at` is `min`. */
  seenAtMin: Schema.Array(Schema.String),
  /** `page_info` of the window's next page (null: its first page, from `min`). */
  pageInfo: Schema.NullOr(Schema.String)
})
export type Window = typeof Window.Type

/** A first sync (or a run after a long gap) read as parallel windows. */
export const Backfill = Schema.Struct({
  /** Where the last window ends (a few minutes before the backfill started): the next watermark. */
  until: Schema.String,
  /** Ids read whose `updated_at` is `until`: they become the next watermark's seen ids. */
  seenAtUntil: Schema.Array(Schema.String),
  /** Windows not read to their end yet. */
  windows: Schema.Array(Window)
})
export type Backfill = typeof Backfill.Type

const CursorV1 = Schema.Struct({ v: Schema.Literal(1), ...Incremental })

export const StorefrontCursor = Schema.Struct({
  v: Schema.Literal(2),
  ...Incremental,
  /** The backfill in progress; null once read (or when none was needed). */
  backfill: Schema.NullOr(Backfill)
})
export type StorefrontCursor = typeof StorefrontCursor.Type

/** A first-version cursor is an incremental one with no backfill in progress. */
const AnyVersion = Schema.Union(
  StorefrontCursor,
  Schema.transform(CursorV1, Schema.typeSchema(StorefrontCursor), {
    strict: true,
    decode: (v1): StorefrontCursor => ({ ...v1, v: 2, backfill: null }),
    encode: ({ backfill: _backfill, ...rest }): typeof CursorV1.Type => ({ ...rest, v: 1 })
  })
)

export const initialCursor: StorefrontCursor = {
  v: 2,
  since: null,
  seenAtSince: [],
  pageInfo: null,
  max: null,
  maxIds: [],
  backfill: null
}

const decodeJson = Schema.decodeUnknownOption(Schema.parseJson(AnyVersion))
const encodeJson = Schema.encodeSync(Schema.parseJson(StorefrontCursor))

/** Parses a stored cursor of either version; null when it is not one of ours (the caller starts over). */
export const decodeCursor = (raw: string | null): StorefrontCursor | null =>
  raw === null || raw === "" ? initialCursor : Option.getOrNull(decodeJson(raw))

export const encodeCursor = (cursor: StorefrontCursor): string => encodeJson(cursor)

const readId = readAs(Schema.Union(Schema.Number, Schema.String))

export const orderIdOf = (order: JsonRecord): string => String(readId(order.id) ?? "")

/**
 * The orders not already read at `at`: a bound read inclusively (`updated_at_min`, a window's `min`), with the ids
 * read at that instant. Timestamps have one-second precision, so those ids are all that tells them apart.
 */
export const unreadAt = (
  at: string | null,
  seenIds: ReadonlyArray<string>,
  orders: ReadonlyArray<JsonRecord>
): ReadonlyArray<JsonRecord> => {
  const atMs = instantOf(at)
  const seen = new Set(seenIds)
  return orders.filter((order) => !(instantOf(order.updated_at) === atMs && seen.has(orderIdOf(order))))
}

/** The latest `updated_at` of `from` and the orders, with the ids read at that instant. */
export const latestChange = (
  from: { readonly at: string | null; readonly ids: ReadonlyArray<string> },
  orders: ReadonlyArray<JsonRecord>
): { readonly at: string | null; readonly atMs: number; readonly ids: ReadonlyArray<string> } => {
  let at = from.at
  let atMs = at === null ? Number.NEGATIVE_INFINITY : instantOf(at)
  let ids = new Set(from.ids)
  for (const order of orders) {
    const orderAt = instantOf(order.updated_at)
    if (Number.isNaN(orderAt) || typeof order.updated_at !== "string") continue
    if (orderAt > atMs) {
      at = order.updated_at
      atMs = orderAt
      ids = new Set([orderIdOf(order)])
    } else if (orderAt === atMs) {
      ids.add(orderIdOf(order))
    }
  }
  return { at, atMs, ids: [...ids] }
}

/**
 * Applies one page of orders to the cursor: drops orders already delivered at
 * the watermark instant and tracks the latest `updated_at` seen.
 */
export const advance = (
  cursor: StorefrontCursor,
  orders: ReadonlyArray<JsonRecord>,
  nextPageInfo: string | null
): { readonly records: ReadonlyArray<JsonRecord>; readonly cursor: StorefrontCursor; readonly done: boolean } => {
  const sinceAt = cursor.since === null ? Number.NaN : instantOf(cursor.since)
  const records = unreadAt(cursor.since, cursor.seenAtSince, orders)
  const { at: max, atMs: maxAt, ids: maxIds } = latestChange({ at: cursor.max, ids: cursor.maxIds }, orders)
  if (nextPageInfo !== null) {
    return { records, done: false, cursor: { ...cursor, pageInfo: nextPageInfo, max, maxIds } }
  }
  // The run is complete: the latest instant read becomes the next watermark.
  if (max === null || maxAt < sinceAt) {
    return { records, done: true, cursor: { ...cursor, pageInfo: null, max: null, maxIds: [] } }
  }
  const sameInstant = maxAt === sinceAt
  const seenAtSince = sameInstant ? [...new Set([...cursor.seenAtSince, ...maxIds])] : [...maxIds]
  return {
    records,
    done: true,
    cursor: {
      ...cursor,
      since: sameInstant ? cursor.since : max,
      seenAtSince,
      pageInfo: null,
      max: null,
      maxIds: []
    }
  }
}
