/** Pure parts of a storefront backfill: the windows' bookkeeping and the bucket's reservations. */
import { describe, expect, test } from "bun:test"
import type { Backfill } from "../../src/connectors/storefront/cursor.js"
import { type BucketReading, observe, reserve } from "../../src/connectors/storefront/pacing.js"
import {
  afterBackfillPage,
  afterWindowPage,
  splitWindows,
  startBackfill
} from "../../src/connectors/storefront/windows.js"

const order = (id: number, updated: string) => ({ id, updated_at: updated })
const at = (iso: string) => Date.parse(iso)

describe("storefront backfill windows", () => {
  test("split into disjoint whole-second windows that cover the span exactly", () => {
    const windows = splitWindows({ at: at("2024-01-01T00:00:00.700Z"), seen: ["7"] }, at("2024-01-01T00:01:39Z"), 4)
    expect(windows.map((w) => [w.min, w.max])).toEqual([
      ["2024-01-01T00:00:00Z", "2024-01-01T00:00:24Z"],
      ["2024-01-01T00:00:25Z", "2024-01-01T00:00:49Z"],
      ["2024-01-01T00:00:50Z", "2024-01-01T00:01:14Z"],
      ["2024-01-01T00:01:15Z", "2024-01-01T00:01:39Z"]
    ])
    // The ids already read at the start stay with the first window only.
    expect(windows.map((w) => w.seenAtMin)).toEqual([["7"], [], [], []])
    expect(windows.every((w) => w.pageInfo === null)).toBe(true)
    // A span of fewer seconds than windows: one window a second; an empty span: none.
    expect(splitWindows({ at: at("2024-01-01T00:00:00Z"), seen: [] }, at("2024-01-01T00:00:01Z"), 4)).toHaveLength(2)
    expect(startBackfill({ at: at("2024-01-01T00:00:05Z"), seen: [] }, at("2024-01-01T00:00:04Z"), 4)).toBeNull()
  })

  test("a window's min follows its pages, with the ids read at that instant", () => {
    const [window] = splitWindows({ at: at("2024-01-01T00:00:00Z"), seen: [] }, at("2024-01-01T01:00:00Z"), 1)
    const first = afterWindowPage(window, {
      orders: [order(1, "2024-01-01T00:10:00Z"), order(2, "2024-01-01T00:20:00Z"), order(3, "2024-01-01T00:20:00Z")],
      nextPageInfo: "p2"
    })
    expect(first).toMatchObject({ min: "2024-01-01T00:20:00Z", seenAtMin: ["2", "3"], pageInfo: "p2" })
    const second = first === undefined ?
      undefined :
      afterWindowPage(first, { orders: [order(4, "2024-01-01T00:20:00Z")], nextPageInfo: "p3" })
    expect(second).toMatchObject({ min: "2024-01-01T00:20:00Z", seenAtMin: ["2", "3", "4"], pageInfo: "p3" })
    // The last page ends the window.
    expect(afterWindowPage(window, { orders: [order(5, "2024-01-01T00:30:00Z")], nextPageInfo: null })).toBeUndefined()
  })

  test("a page of every window: failed windows keep their place, ids at `until` are kept, re-read ids skipped", () => {
    const backfill: Backfill = {
      until: "2024-01-01T02:00:00Z",
      seenAtUntil: [],
      windows: [
        { min: "2024-01-01T00:00:00Z", max: "2024-01-01T00:59:59Z", seenAtMin: ["1"], pageInfo: null },
        { min: "2024-01-01T01:00:00Z", max: "2024-01-01T01:29:59Z", seenAtMin: [], pageInfo: "b" },
        { min: "2024-01-01T01:30:00Z", max: "2024-01-01T02:00:00Z", seenAtMin: [], pageInfo: null }
      ]
    }
    const next = afterBackfillPage(backfill, [
      // Restarted from its min: order 1 was read before and is skipped.
      { orders: [order(1, "2024-01-01T00:00:00Z"), order(2, "2024-01-01T00:30:00Z")], nextPageInfo: "a2" },
      null,
      { orders: [order(3, "2024-01-01T01:45:00Z"), order(4, "2024-01-01T02:00:00Z")], nextPageInfo: null }
    ])
    expect(next.records.map((r) => r.id)).toEqual([2, 3, 4])
    expect(next.backfill.seenAtUntil).toEqual(["4"])
    expect(next.backfill.windows).toEqual([
      { min: "2024-01-01T00:30:00Z", max: "2024-01-01T00:59:59Z", seenAtMin: ["2"], pageInfo: "a2" },
      backfill.windows[1]
    ])
  })
})

describe("storefront bucket reservations", () => {
  const options = { drainFractionPerSecond: 1 / 20, headroom: 4 }

  /** The store's own bucket level just after each call arrives, given when each is sent. */
  const storeLevels = (sends: ReadonlyArray<number>, start: BucketReading): Array<number> => {
    let level = start.used
    let levelAt = start.at
    return [...sends].sort((a, b) => a - b).map((t) => {
      level = Math.max(0, level - ((t - levelAt) / 1000) * 2) + 1
      levelAt = t
      return level
    })
  }

  test("calls reserved at once never overfill the bucket past its headroom", () => {
    for (const used of [0, 20, 36, 40]) {
      const start: BucketReading = { used, capacity: 40, at: 0 }
      let known: BucketReading | undefined = start
      const sends: Array<number> = []
      // 100 calls all asking at the same instant (many windows, two runs on the shop).
      for (let i = 0; i < 100; i++) {
        const reservation = reserve(known, 0, options)
        known = reservation.bucket
        sends.push(reservation.wait)
      }
      const levels = storeLevels(sends, start)
      expect(Math.max(...levels)).toBeLessThanOrEqual(36 + 1e-9)
      // And no slower than the drain: the 100th call goes out when the 2/s drain makes room for it.
      expect(Math.max(...sends)).toBeLessThanOrEqual(Math.ceil(((Math.max(used, 35) + 100 - 36) / 2) * 1000))
    }
  })

  test("reservations spread over time, with readings folded in, stay under the headroom", () => {
    let known: BucketReading | undefined
    const sends: Array<number> = []
    let clock = 0
    for (let i = 0; i < 300; i++) {
      clock += (i * 7919) % 13 === 0 ? 900 : (i * 31) % 7
      const reservation = reserve(known, clock, options)
      known = reservation.bucket
      sends.push(clock + reservation.wait)
      // Every fifth call the store's reading arrives: lower than ours (our calls in flight are not in it yet).
      if (i % 5 === 0) known = observe(known, { used: 3, capacity: 40, at: clock }, options)
    }
    expect(Math.max(...storeLevels(sends, { used: 0, capacity: 40, at: 0 }))).toBeLessThanOrEqual(36 + 1e-9)
  })

  test("a higher reading (another process on the bucket) is taken over ours", () => {
    const ours = reserve(undefined, 0, options).bucket
    expect(observe(ours, { used: 30, capacity: 40, at: 0 }, options).used).toBe(30)
    expect(observe({ used: 30, capacity: 40, at: 0 }, { used: 2, capacity: 40, at: 1000 }, options).used).toBe(28)
  })
})
