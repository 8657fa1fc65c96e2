/**
 * The pure bookkeeping of a backfill: the rest of a long charges pass read as
 * `created` slices in parallel, each with its own position (see Slice in
 * cursor.ts). Open slices are split until K are open, the one likely to hold
 * the most charges first (its last full page says how dense it is; a slice not
 * read yet by its width): a dense stretch outlives the sparse ones around it
 * and so is split again as they finish. A slice whose rest likely fits in one
 * page is not split (its halves would be an empty or a tiny request), a slice
 * found empty ends after its one call, and adjacent slices whose rest fits in
 * one page together are read as one.
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

/** Charges likely left in the slice; undefined before a full page of it was read. */
const likelyLeft = (slice: Slice): number | undefined =>
  slice.rate === undefined ? undefined : (slice.to - slice.from + 1) * slice.rate

/** Whether splitting may pay: wider than a second, and not known to fit in one page. */
const splittable = (slice: Slice, pageSize: number): boolean =>
  slice.parked === undefined && width(slice) >= 1 && (likelyLeft(slice) ?? Infinity) > pageSize

/** Of two slices, the one to split first: not read yet, else the likelier to hold more; then the wider. */
const splitsBefore = (a: Slice, b: Slice): boolean => {
  const left = likelyLeft(a) ?? Infinity
  const other = likelyLeft(b) ?? Infinity
  return left !== other ? left > other : width(a) > width(b)
}

/** Splits open slices, the likeliest to hold the most first, until `k` are open or none is worth splitting. */
export const topUp = (slices: ReadonlyArray<Slice>, k: number, pageSize: number): Array<Slice> => {
  const out = [...slices]
  let open = out.filter((slice) => slice.parked === undefined).length
  while (open < k) {
    let best = -1
    for (let i = 0; i < out.length; i++) {
      if (!splittable(out[i], pageSize)) continue
      if (best < 0 || splitsBefore(out[i], out[best])) best = i
    }
    if (best < 0) break
    const slice = out[best]
    // from < mid <= to: the newer half keeps the position (its starting charge is at `to`).
    const mid = slice.from + Math.ceil((slice.to - slice.from) / 2)
    const older: Slice = { from: slice.from, to: mid - 1, startingAfter: null, failures: 0 }
    out.splice(best, 1, { ...slice, from: mid }, slice.rate === undefined ? older : { ...older, rate: slice.rate })
    open += 1
  }
  return out
}

/**
 * Adjacent open slices whose rest likely fits in one page together, as one:
 * a slice joins the newer one just above it when nothing of it is read yet
 * (one listing from the newer one's position then reads both, none twice).
 */
export const mergeSmall = (slices: ReadonlyArray<Slice>, pageSize: number): Array<Slice> => {
  const out: Array<Slice> = []
  for (const slice of [...slices].sort((a, b) => b.to - a.to)) {
    const newer = out.at(-1)
    const joined = newer === undefined ? Infinity : (likelyLeft(newer) ?? Infinity) + (likelyLeft(slice) ?? Infinity)
    const adjacent = newer !== undefined && newer.parked === undefined && slice.parked === undefined &&
      slice.startingAfter === null && slice.to === newer.from - 1
    if (newer !== undefined && adjacent && joined <= pageSize) {
      out[out.length - 1] = { ...newer, from: slice.from, failures: 0, rate: joined / (newer.to - slice.from + 1) }
    } else {
      out.push(slice)
    }
  }
  return out
}

/** The slice after one page of it (newest first); undefined once it is read to its end. */
export const afterPage = (
  slice: Slice,
  items: ReadonlyArray<Dated>,
  hasMore: boolean
): Slice | undefined => {
  const last = items.at(-1)
  if (!hasMore) return undefined
  if (last === undefined) return slice
  // A full page from `to` down to its last charge: that stretch's density, likely the rest's too.
  const rate = items.length / (slice.to - last.created + 1)
  return { ...slice, to: last.created, startingAfter: last.id, failures: 0, rate }
}

/** A slice whose read failed: parked at once when retrying cannot help, else after `maxFailures` in a row. */
export const afterFailure = (slice: Slice, message: string, retryable: boolean, maxFailures: number): Slice => {
  const failures = slice.failures + 1
  return retryable && failures < maxFailures ? { ...slice, failures } : { ...slice, failures, parked: message }
}

/** Parked slices made ready again: the next run tries them afresh. */
export const unpark = (slices: ReadonlyArray<Slice>): Array<Slice> =>
  slices.map(({ parked: _parked, ...slice }) => ({ ...slice, failures: 0 }))

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
