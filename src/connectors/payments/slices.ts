/**
 * The pure bookkeeping of a backfill: the rest of a long charges pass read as
 * `created` slices in parallel, each with its own position (see Slice in
 * cursor.ts). Open slices are split, widest first, until K are open: a dense
 * stretch outlives the sparse ones around it and so is split again as they
 * finish, and a slice found empty ends after its one call.
 */
import type { Dated, Slice } from "./cursor.js"

/** The rest of a pass as one slice: [from, to], after the last charge read. */
export const wholeSlice = (from: number, to: number, startingAfter: string | null): Slice => ({
  from: Math.min(from, to),
  to,
  startingAfter,
  failures: 0
})

const width = (slice: Slice): number => slice.to - slice.from

/** Splits the widest open slices until `k` are open; a one-second slice is never split. */
export const topUp = (slices: ReadonlyArray<Slice>, k: number): Array<Slice> => {
  const out = [...slices]
  let open = out.filter((slice) => slice.parked === undefined).length
  while (open < k) {
    let widest = -1
    for (let i = 0; i < out.length; i++) {
      const slice = out[i]
      if (slice.parked !== undefined || width(slice) < 1) continue
      if (widest < 0 || width(slice) > width(out[widest])) widest = i
    }
    if (widest < 0) break
    const slice = out[widest]
    // from < mid <= to: the newer half keeps the position (its starting charge is at `to`).
    const mid = slice.from + Math.ceil((slice.to - slice.from) / 2)
    out.splice(widest, 1, { ...slice, from: mid }, { from: slice.from, to: mid - 1, startingAfter: null, failures: 0 })
    open += 1
  }
  return out
}

/** The slice after one page of it (newest first); undefined once it is read to its end. */
export const afterPage = (slice: Slice, items: ReadonlyArray<Dated>, hasMore: boolean): Slice | undefined => {
  const last = items.at(-1)
  if (!hasMore) return undefined
  return last === undefined ? slice : { ...slice, to: last.created, startingAfter: last.id, failures: 0 }
}

/** A slice whose read failed: parked at once when retrying cannot help, else after `maxFailures` in a row. */
export const afterFailure = (slice: Slice, message: string, retryable: boolean, maxFailures: number): Slice => {
  const failures = slice.failures + 1
  return retryable && failures < maxFailures ? { ...slice, failures } : { ...slice, failures, parked: message }
}

/** Parked slices made ready again: the next run tries them afresh. */
export const unpark = (slices: ReadonlyArray<Slice>): Array<Slice> =>
  slices.map(({ from, to, startingAfter }) => ({ from, to, startingAfter, failures: 0 }))

/**
 * Probe points for the oldest charge: seconds before `newest`, an hour and
 * then twice as far each time, down to `floor`. Whether any charge is older
 * than a point is monotonic, so one parallel round brackets the start.
 */
export const geometricProbes = (floor: number, newest: number): Array<number> => {
  const points: Array<number> = []
  for (let back = 3600; newest - back > floor; back *= 2) points.push(newest - back)
  return points
}

/** `count` evenly spaced points strictly between `lo` and `hi`. */
export const linearProbes = (lo: number, hi: number, count: number): Array<number> => {
  const points = new Set<number>()
  for (let i = 1; i <= count; i++) {
    const point = lo + Math.floor(((hi - lo) * i) / (count + 1))
    if (point > lo && point < hi) points.add(point)
  }
  return [...points]
}
