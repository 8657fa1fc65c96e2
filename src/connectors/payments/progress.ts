/**
 * How far a payments backfill is, read from its saved cursor: slices read to
 * their end against all it has had so far (slices are split while it runs, so
 * the total grows), and the share of its `created` span no slice still covers.
 */
import { Either } from "effect"
import { decodeCursor, type Slice } from "./cursor.js"

export interface BackfillProgress {
  readonly slicesDone: number
  readonly slicesTotal: number
  /** 0–100, rounded down; null while the history's start is still being found. */
  readonly historyReadPercent: number | null
}

const secondsLeft = (slices: ReadonlyArray<Slice>, from: number, to: number): number =>
  slices.reduce((sum, slice) => sum + Math.max(0, Math.min(slice.to, to) - Math.max(slice.from, from) + 1), 0)

/** The backfill's progress; undefined when the cursor holds no backfill in progress. */
export const backfillProgress = (raw: string): BackfillProgress | undefined => {
  const cursor = Either.getOrUndefined(decodeCursor(raw))
  const pass = cursor?.pass
  const slices = pass?.slices
  if (pass === undefined || pass === null || slices === undefined) return undefined
  const done = pass.slicesDone ?? 0
  const span = pass.span
  const historyReadPercent = span === undefined
    ? null
    : Math.floor(100 * (1 - secondsLeft(slices, span.from, span.to) / (span.to - span.from + 1)))
  return { slicesDone: done, slicesTotal: done + slices.length, historyReadPercent }
}
