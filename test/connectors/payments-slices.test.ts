import { describe, expect, test } from "bun:test"
import type { Slice } from "../../src/connectors/payments/cursor.js"
import { cutTo } from "../../src/connectors/payments/read-ahead.js"
import {
  afterFailure,
  afterPage,
  geometricProbes,
  linearProbes,
  topUp,
  unpark,
  wholeSlice
} from "../../src/connectors/payments/slices.js"

/** Every second covered by the slices, each at most once, in order. */
const covered = (slices: ReadonlyArray<Slice>): Array<number> =>
  slices
    .flatMap((s) => Array.from({ length: s.to - s.from + 1 }, (_, i) => s.from + i))
    .sort((a, b) => a - b)

describe("payments backfill slices", () => {
  test("topUp splits the widest open slice until k are open, covering every second exactly once", () => {
    const slices = topUp([wholeSlice(1000, 1999, "ch_last")], 8)
    expect(slices.length).toBe(8)
    expect(covered(slices)).toEqual(Array.from({ length: 1000 }, (_, i) => 1000 + i))
    // Only the newest part keeps the position (its charge sits at `to`); the others start fresh.
    expect(slices.filter((s) => s.startingAfter === "ch_last").map((s) => s.to)).toEqual([1999])
    expect(Math.max(...slices.map((s) => s.to - s.from)) - Math.min(...slices.map((s) => s.to - s.from)))
      .toBeLessThanOrEqual(1)
  })

  test("a one-second slice is never split; parked slices are not counted nor split", () => {
    expect(topUp([wholeSlice(5, 5, null)], 4)).toEqual([wholeSlice(5, 5, null)])
    const parked: Slice = { ...wholeSlice(0, 99, null), parked: "boom" }
    const out = topUp([parked, wholeSlice(100, 103, null)], 3)
    expect(out.filter((s) => s.parked === undefined).length).toBe(3)
    expect(out).toContainEqual(parked)
  })

  test("a dense slice outlives the sparse ones and is split again as they finish", () => {
    // Sparse halves ended after one page each; the dense one has its position at second 1500.
    const dense = afterPage(
      wholeSlice(1000, 1999, null),
      [{ id: "a", created: 1999 }, { id: "b", created: 1500 }],
      true
    )
    expect(dense).toEqual({ from: 1000, to: 1500, startingAfter: "b", failures: 0 })
    if (dense === undefined) throw new Error("the slice ended")
    const next = topUp([dense], 4)
    expect(next.length).toBe(4)
    expect(covered(next)).toEqual(Array.from({ length: 501 }, (_, i) => 1000 + i))
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
})
