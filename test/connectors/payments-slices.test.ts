import { describe, expect, test } from "bun:test"
import { encodeCursor, type Slice } from "../../src/connectors/payments/cursor.js"
import { backfillProgress } from "../../src/connectors/payments/progress.js"
import { cutTo } from "../../src/connectors/payments/read-ahead.js"
import {
  afterFailure,
  afterPage,
  geometricProbes,
  linearProbes,
  mergeSmall,
  topUp,
  unpark,
  wholeSlice
} from "../../src/connectors/payments/slices.js"

/** Every second covered by the slices, each at most once, in order. */
const covered = (slices: ReadonlyArray<Slice>): Array<number> =>
  slices
    .flatMap((s) => Array.from({ length: s.to - s.from + 1 }, (_, i) => s.from + i))
    .sort((a, b) => a - b)

/** A full page of `count` charges from second `newest` down to `oldest`, newest first. */
const page = (newest: number, oldest: number, count = 100) =>
  Array.from({ length: count }, (_, i) => ({
    id: `ch_${newest}_${i}`,
    created: newest - Math.round(((newest - oldest) * i) / (count - 1))
  }))

/** A slice after its first full page. */
const read = (from: number, to: number, oldestOnPage: number): Slice => {
  const slice = afterPage(wholeSlice(from, to, null), page(to, oldestOnPage), true)
  if (slice === undefined) throw new Error("the slice ended")
  return slice
}

describe("payments backfill slices", () => {
  test("topUp splits the widest open slice until k are open, covering every second exactly once", () => {
    const slices = topUp([wholeSlice(1000, 1999, "ch_last")], 8, 100)
    expect(slices.length).toBe(8)
    expect(covered(slices)).toEqual(Array.from({ length: 1000 }, (_, i) => 1000 + i))
    // Only the newest part keeps the position (its charge sits at `to`); the others start fresh.
    expect(slices.filter((s) => s.startingAfter === "ch_last").map((s) => s.to)).toEqual([1999])
    expect(Math.max(...slices.map((s) => s.to - s.from)) - Math.min(...slices.map((s) => s.to - s.from)))
      .toBeLessThanOrEqual(1)
  })

  test("a one-second slice is never split; parked slices are not counted nor split", () => {
    expect(topUp([wholeSlice(5, 5, null)], 4, 100)).toEqual([wholeSlice(5, 5, null)])
    const parked: Slice = { ...wholeSlice(0, 99, null), parked: "boom" }
    const out = topUp([parked, wholeSlice(100, 103, null)], 3, 100)
    expect(out.filter((s) => s.parked === undefined).length).toBe(3)
    expect(out).toContainEqual(parked)
  })

  test("a dense slice outlives the sparse ones and is split again as they finish", () => {
    // Sparse halves ended after one page each; the dense one has its position at second 1500.
    const found = afterPage(
      wholeSlice(1000, 1999, null),
      [{ id: "a", created: 1999 }, { id: "b", created: 1500 }],
      true
    )
    // Its page (of two) spanned 500 s: its density, likely the rest's too.
    expect(found).toEqual({ from: 1000, to: 1500, startingAfter: "b", failures: 0, rate: 2 / 500 })
    // A full page of 100 over 11 s, 491 s left: about 4,460 charges, split into 4.
    const dense = read(1000, 1500, 1490)
    const next = topUp([dense], 4, 100)
    expect(next.length).toBe(4)
    expect(covered(next)).toEqual(Array.from({ length: 491 }, (_, i) => 1000 + i))
    expect(afterPage(dense, [{ id: "c", created: 1200 }], false)).toBeUndefined()
  })

  test("a failing slice keeps its position, and is parked when retrying cannot help or keeps failing", () => {
    const slice = wholeSlice(0, 10, "ch_x")
    const once = afterFailure(slice, "HTTP 500", true, 3)
    expect(once).toEqual({ ...slice, failures: 1 })
    expect(afterFailure(afterFailure(once, "HTTP 500", true, 3), "HTTP 500", true, 3).parked).toBe("HTTP 500")
    expect(afterFailure(slice, "bad request", false, 3).parked).toBe("bad request")
    expect(unpark([afterFailure(slice, "bad request", false, 3)])).toEqual([slice])
  })

  test("probes for the oldest charge: doubling distances back from the newest, then even points in the bracket", () => {
    expect(geometricProbes(0, 100_000)).toEqual([96_400, 92_800, 85_600, 71_200, 42_400])
    expect(geometricProbes(99_000, 100_000)).toEqual([])
    expect(linearProbes(0, 100, 3)).toEqual([25, 50, 75])
    expect(linearProbes(10, 12, 16)).toEqual([11])
  })

  test("a page read ahead for a slice split since is cut to the newer half; past its start, the half is complete", () => {
    const page = {
      data: [{ id: "a", created: 90 }, { id: "b", created: 70 }, { id: "c", created: 40 }],
      has_more: true
    }
    expect(cutTo(page, 30)).toBe(page)
    expect(cutTo(page, 60)).toEqual({ data: [{ id: "a", created: 90 }, { id: "b", created: 70 }], has_more: false })
  })

  test("the slice likeliest to hold the most is split first, not the widest; one whose rest fits a page is not", () => {
    // 100 charges over 1,000 s, 9,000 s left: about 900 charges. 100 over 10 s, 990 s left: about 9,900.
    const sparse = read(0, 9_999, 9_000)
    const dense = read(20_000, 20_999, 20_990)
    const out = topUp([sparse, dense], 3, 100)
    expect(out).toContainEqual(sparse)
    expect(out.filter((s) => s.from >= 20_000).length).toBe(2)
    expect(covered(out)).toEqual(covered([sparse, dense]))
    // 100 charges over 600 s, 401 s left: about 67, one page: no halves to read empty or nearly so.
    const small = read(0, 999, 400)
    expect(topUp([small], 4, 100)).toEqual([small])
    // A stretch not read yet is split by its width, before any whose density is known.
    expect(topUp([dense, wholeSlice(30_000, 30_009, null)], 3, 100).filter((s) => s.from >= 30_000).length).toBe(2)
  })

  test("adjacent slices whose rest fits one page together are read as one, from the newer one's position", () => {
    // About 67 charges left above 400 s, and an unread stretch just under it likely holding 20.
    const newer = read(500, 999, 700)
    const older: Slice = { from: 400, to: 499, startingAfter: null, failures: 0, rate: 0.2 }
    const merged = mergeSmall([older, newer], 100)
    expect(merged.length).toBe(1)
    expect(merged[0]).toMatchObject({ from: 400, to: 700, startingAfter: newer.startingAfter, failures: 0 })
    expect(covered(merged)).toEqual(covered([older, newer]))
    // Kept apart: the older one already has a position of its own, a gap between them, one set aside,
    // together more than a page, or the older one's density unknown.
    const apart: Array<Slice> = [
      { ...older, startingAfter: "ch_x" },
      { ...older, to: 498 },
      { ...older, parked: "boom" },
      { ...older, rate: 0.5 },
      { from: 400, to: 499, startingAfter: null, failures: 0 }
    ]
    for (const other of apart) expect(mergeSmall([newer, other], 100).length).toBe(2)
  })

  test("a backfill's progress: slices done of all so far, and the share of its time span no slice still covers", () => {
    const cursor = (slices: ReadonlyArray<Slice>, span?: { from: number; to: number }) =>
      encodeCursor({
        v: 1,
        phase: "charges",
        charges: { watermark: null, seen: [] },
        events: { watermark: null, seen: [], checkedAt: null },
        pass: {
          top: 1_000,
          topIds: [],
          startingAfter: null,
          slices,
          slicesDone: 3,
          ...(span === undefined ? {} : { span })
        }
      })
    const left = [wholeSlice(0, 249, null), wholeSlice(500, 599, "ch_y")]
    expect(backfillProgress(cursor(left, { from: 0, to: 999 }))).toEqual({
      slicesDone: 3,
      slicesTotal: 5,
      historyReadPercent: 65
    })
    // The history's start still being found: no share yet.
    expect(backfillProgress(cursor([wholeSlice(0, 999, "ch_z")]))?.historyReadPercent).toBeNull()
    expect(backfillProgress(encodeCursor({
      v: 1,
      phase: "events",
      charges: { watermark: 1, seen: [] },
      events: { watermark: null, seen: [], checkedAt: null },
      pass: null
    }))).toBeUndefined()
  })
})
