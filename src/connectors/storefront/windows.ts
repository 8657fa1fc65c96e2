/**
 * The bookkeeping of a storefront backfill: the history split into
 * `updated_at` windows read side by side, each paging on its own, and what
 * one page of each does to them. Pure: the source does the calls.
 *
 * Bounds are whole seconds (the store's timestamps have no finer precision)
 * and both inclusive, as `updated_at_min` and `updated_at_max` are, so
 * neighbouring windows end one second apart and no order is in two of them.
 */
import { instantOf } from "../../domain/json-fields.js"
import type { JsonRecord } from "../contract.js"
import { type Backfill, latestChange, orderIdOf, unreadAt, type Window } from "./cursor.js"

const isoSecond = (second: number): string => new Date(second * 1000).toISOString().replace(".000Z", "Z")

const secondOf = (millis: number): number => Math.floor(millis / 1000)

/**
 * Up to `count` windows of equal width from `from` (with the ids already read
 * at that instant) to `until`, both millis; fewer when the span has fewer
 * seconds than that.
 */
export const splitWindows = (
  from: { readonly at: number; readonly seen: ReadonlyArray<string> },
  until: number,
  count: number
): ReadonlyArray<Window> => {
  const first = secondOf(from.at)
  const span = secondOf(until) - first + 1
  if (span <= 0) return []
  const n = Math.max(1, Math.min(count, span))
  const starts = Array.from({ length: n + 1 }, (_, i) => first + Math.floor((i * span) / n))
  return starts.slice(0, n).map((start, i) => ({
    min: isoSecond(start),
    max: isoSecond(starts[i + 1] - 1),
    seenAtMin: i === 0 ? [...from.seen] : [],
    pageInfo: null
  }))
}

/** A new backfill of [from, until]; null when the span is empty. */
export const startBackfill = (
  from: { readonly at: number; readonly seen: ReadonlyArray<string> },
  until: number,
  count: number
): Backfill | null => {
  const windows = splitWindows(from, until, count)
  return windows.length === 0 ? null : { until: isoSecond(secondOf(until)), seenAtUntil: [], windows }
}

/** One page of a window: the orders as the store sent them (oldest change first) and its next `page_info`. */
export interface WindowPage {
  readonly orders: ReadonlyArray<JsonRecord>
  readonly nextPageInfo: string | null
}

/** The window after one of its pages; undefined when the page was its last. */
export const afterWindowPage = (window: Window, page: WindowPage): Window | undefined => {
  if (page.nextPageInfo === null) return undefined
  const latest = latestChange({ at: window.min, ids: window.seenAtMin }, page.orders)
  return { ...window, min: latest.at ?? window.min, seenAtMin: latest.ids, pageInfo: page.nextPageInfo }
}

/**
 * One page of every open window applied to the backfill: the orders to pass
 * on and the windows still open. A window whose read failed (`null`) keeps its
 * position and is read again with the next page.
 */
export const afterBackfillPage = (
  backfill: Backfill,
  pages: ReadonlyArray<WindowPage | null>
): { readonly records: ReadonlyArray<JsonRecord>; readonly backfill: Backfill } => {
  const untilAt = Date.parse(backfill.until)
  const records: Array<JsonRecord> = []
  const seenAtUntil = new Set(backfill.seenAtUntil)
  const windows: Array<Window> = []
  backfill.windows.forEach((window, index) => {
    const page = pages[index] ?? null
    if (page === null) {
      windows.push(window)
      return
    }
    // A window started again after a refused page_info skips what it already read at its `min`.
    for (const order of unreadAt(window.min, window.seenAtMin, page.orders)) {
      records.push(order)
      if (instantOf(order.updated_at) === untilAt) seenAtUntil.add(orderIdOf(order))
    }
    const next = afterWindowPage(window, page)
    if (next !== undefined) windows.push(next)
  })
  return { records, backfill: { ...backfill, seenAtUntil: [...seenAtUntil], windows } }
}
