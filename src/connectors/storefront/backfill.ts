/**
 * A storefront backfill as calls: where the history starts, and one page of
 * every open window read at once. A page of 250 large orders can take the
 * store a second or more, so one call at a time would use half the bucket's
 * 2 calls/s or less; each window's call reserves its own slot of the bucket
 * (see pacing.ts), so reading several never overfills it.
 */
import { Effect, Either } from "effect"
import { instantOf } from "../../domain/json-fields.js"
import type { ConnectorError, JsonRecord, SourcePage } from "../contract.js"
import { type Backfill, encodeCursor, type StorefrontCursor, type Window } from "./cursor.js"
import { afterBackfillPage, startBackfill, type WindowPage } from "./windows.js"

/** Where history starts when no watermark exists yet. */
export const HISTORY_START = "1970-01-01T00:00:00Z"

/** A watermark older than this makes the run a backfill (parallel windows), as a first sync is. */
const BACKFILL_GAP_MS = 24 * 3600 * 1000

/**
 * How far behind our clock the windows end. Their end becomes the watermark,
 * and unlike the store's own `updated_at` values it is read from our clock: an
 * order the store stamps just before it but writes after the last window was
 * read would otherwise fall below the watermark unseen. The minutes between
 * are read by the incremental pass that follows in the same run.
 */
const CLOCK_MARGIN_MS = 5 * 60 * 1000

/** One shop's orders listing, for one run's connection. */
export interface OrdersReader {
  /** One page of `orders.json` with these filters. */
  readonly list: (query: Record<string, string>) => Effect.Effect<WindowPage, ConnectorError>
  /**
   * The page `pageInfo` points to, or the first page of `query` when there is
   * none or the store no longer accepts it (400); `restarted` says which.
   */
  readonly pageOr: (
    pageInfo: string | null,
    query: Record<string, string>
  ) => Effect.Effect<WindowPage & { readonly restarted: boolean }, ConnectorError>
}

/** The `updated_at` of the order changed longest ago (at or before `until`), if any. */
const oldestChange = (orders: OrdersReader, until: number) =>
  Effect.map(
    orders.list({
      status: "any",
      limit: "1",
      fields: "id,updated_at",
      updated_at_min: HISTORY_START,
      updated_at_max: new Date(until).toISOString(),
      order: "updated_at asc"
    }),
    (page): number | null => {
      const at = instantOf(page.orders[0]?.updated_at)
      return Number.isNaN(at) ? null : at
    }
  )

/**
 * A first sync, or a run after a long gap, as `windows` windows of
 * [the watermark or the oldest change, a few minutes ago]; null when the run
 * is neither (or windows are off), or that span is empty.
 */
export const backfillOf = (
  orders: OrdersReader,
  cursor: StorefrontCursor,
  windows: number,
  now: number
): Effect.Effect<Backfill | null, ConnectorError> => {
  if (windows <= 1 || cursor.pageInfo !== null) return Effect.succeed(null)
  const until = now - CLOCK_MARGIN_MS
  if (cursor.since !== null) {
    const since = Date.parse(cursor.since)
    return Effect.succeed(
      Number.isNaN(since) || now - since <= BACKFILL_GAP_MS
        ? null
        : startBackfill({ at: since, seen: cursor.seenAtSince }, until, windows)
    )
  }
  return Effect.map(
    oldestChange(orders, until),
    (oldest) => oldest === null ? null : startBackfill({ at: oldest, seen: [] }, until, windows)
  )
}

/** One page of a window, bounded by its own `updated_at_min` and `updated_at_max`. */
const readWindow = (orders: OrdersReader, pageSize: number, window: Window) =>
  // A refused page_info restarts the window from its own `min`, past the orders it already read there.
  orders.pageOr(window.pageInfo, {
    status: "any",
    limit: String(pageSize),
    updated_at_min: window.min,
    updated_at_max: window.max,
    order: "updated_at asc"
  })

/**
 * One page of every open window, read at once, as one page whose cursor holds
 * every window's position. A window whose read fails for a reason a retry may
 * fix keeps its position and is read again with the next page; when every
 * read fails, or one cannot be retried, the page fails as a whole.
 */
export const backfillPage = (
  orders: OrdersReader,
  pageSize: number,
  cursor: StorefrontCursor,
  backfill: Backfill
): Effect.Effect<SourcePage, ConnectorError> =>
  Effect.gen(function*() {
    const results = yield* Effect.forEach(
      backfill.windows,
      (window) => Effect.either(readWindow(orders, pageSize, window)),
      { concurrency: "unbounded" }
    )
    const failures = results.filter(Either.isLeft).map((result) => result.left)
    const fatal = failures.find((error) => !error.retryable) ??
      (failures.length === results.length ? failures[0] : undefined)
    if (fatal !== undefined) return yield* Effect.fail(fatal)
    const next = afterBackfillPage(backfill, results.map((result) => Either.getOrNull(result)))
    const records: ReadonlyArray<JsonRecord> = next.records
    if (next.backfill.windows.length > 0) {
      return { records, cursor: encodeCursor({ ...cursor, backfill: next.backfill }), done: false }
    }
    // Every window read: the backfill's start becomes the watermark, and the run goes on from it as any run does,
    // reading what changed while the windows were read (the ids read at that instant are not read again).
    const caughtUp: StorefrontCursor = {
      ...cursor,
      since: next.backfill.until,
      seenAtSince: next.backfill.seenAtUntil,
      pageInfo: null,
      max: null,
      maxIds: [],
      backfill: null
    }
    return { records, cursor: encodeCursor(caughtUp), done: false }
  })
