/** Pure parts of the storefront source: cursor bookkeeping, Link header, pacing, shop host. */
import { describe, expect, test } from "bun:test"
import { advance, decodeCursor, encodeCursor, initialCursor } from "../../src/connectors/storefront/cursor.js"
import { nextPageInfo } from "../../src/connectors/storefront/link.js"
import { parseCallLimit, waitBeforeNext } from "../../src/connectors/storefront/pacing.js"

const order = (id: number, updated: string) => ({ id, updated_at: updated, total_price: "1.00" })

describe("storefront cursor", () => {
  test("a run's latest instant becomes the watermark, with the ids read at it", () => {
    const page1 = advance(
      initialCursor,
      [order(1, "2024-01-01T10:00:00-05:00"), order(2, "2024-01-01T10:00:05-05:00")],
      "p2"
    )
    expect(page1.done).toBe(false)
    expect(page1.cursor.pageInfo).toBe("p2")
    const page2 = advance(page1.cursor, [order(3, "2024-01-01T15:00:05Z")], null)
    expect(page2.done).toBe(true)
    // 10:00:05-05:00 and 15:00:05Z are the same instant.
    expect(page2.cursor).toMatchObject({ since: "2024-01-01T10:00:05-05:00", seenAtSince: ["2", "3"], pageInfo: null })
    // Next run: the same instant comes back (updated_at_min is inclusive); only new ids pass.
    const next = advance(
      page2.cursor,
      [order(2, "2024-01-01T10:00:05-05:00"), order(4, "2024-01-01T10:00:05-05:00")],
      null
    )
    expect(next.records.map((o) => o.id)).toEqual([4])
    expect(next.cursor.seenAtSince).toEqual(["2", "3", "4"])
    // An order updated again later passes even though its id was seen.
    const later = advance(next.cursor, [order(2, "2024-01-01T10:00:09-05:00")], null)
    expect(later.records.map((o) => o.id)).toEqual([2])
    expect(later.cursor).toMatchObject({ since: "2024-01-01T10:00:09-05:00", seenAtSince: ["2"] })
  })

  test("an empty run keeps the watermark; bad cursors are refused; round trip", () => {
    const empty = advance({ ...initialCursor, since: "2024-01-01T00:00:00Z", seenAtSince: ["9"] }, [], null)
    expect(empty.cursor).toMatchObject({ since: "2024-01-01T00:00:00Z", seenAtSince: ["9"] })
    expect(decodeCursor("{nope")).toBeNull()
    expect(decodeCursor(JSON.stringify({ v: 2 }))).toBeNull()
    expect(decodeCursor(JSON.stringify({ v: 3 }))).toBeNull()
    expect(decodeCursor(null)).toEqual(initialCursor)
    expect(decodeCursor(encodeCursor(empty.cursor))).toEqual(empty.cursor)
  })
})

describe("storefront cursor versions", () => {
  test("a first-version cursor still decodes, as an incremental one with no backfill", () => {
    const v1 = {
      v: 1,
      since: "2024-01-01T10:00:05-05:00",
      seenAtSince: ["2", "3"],
      pageInfo: "p7",
      max: "2024-01-02T00:00:00Z",
      maxIds: ["9"]
    }
    expect(decodeCursor(JSON.stringify(v1))).toEqual({ ...v1, v: 2, backfill: null })
    expect(decodeCursor(JSON.stringify({ ...v1, pageInfo: 3 }))).toBeNull()
  })

  test("a backfill's windows round-trip through the stored JSON", () => {
    const cursor = {
      ...initialCursor,
      backfill: {
        until: "2024-02-01T00:00:00Z",
        seenAtUntil: ["5"],
        windows: [{ min: "2024-01-01T00:00:00Z", max: "2024-01-15T23:59:59Z", seenAtMin: ["1"], pageInfo: "w1" }]
      }
    }
    const raw = encodeCursor(cursor)
    expect(JSON.parse(raw).v).toBe(2)
    expect(decodeCursor(raw)).toEqual(cursor)
  })
})

describe("storefront Link and pacing", () => {
  test("reads the next page_info among previous/next", () => {
    const link =
      "<https://s.myshopify.com/admin/api/2025-01/orders.json?limit=250&page_info=prev1>; rel=\"previous\", <https://s.myshopify.com/admin/api/2025-01/orders.json?limit=250&page_info=next2>; rel=\"next\""
    expect(nextPageInfo(link)).toBe("next2")
    expect(nextPageInfo("<https://s/x?page_info=p>; rel=\"previous\"")).toBeNull()
    expect(nextPageInfo(undefined)).toBeNull()
  })

  test("waits only as long as the bucket needs to keep its headroom", () => {
    const options = { drainFractionPerSecond: 1 / 20, headroom: 4 }
    expect(parseCallLimit("32/40", 0)).toEqual({ used: 32, capacity: 40, at: 0 })
    expect(parseCallLimit("junk", 0)).toBeNull()
    expect(waitBeforeNext(undefined, 0, options)).toBe(0)
    expect(waitBeforeNext({ used: 30, capacity: 40, at: 0 }, 0, options)).toBe(0)
    // 36 used, 36 allowed: one slot must drain at 2/s.
    expect(waitBeforeNext({ used: 36, capacity: 40, at: 0 }, 0, options)).toBe(500)
    expect(waitBeforeNext({ used: 36, capacity: 40, at: 0 }, 500, options)).toBe(0)
    expect(waitBeforeNext({ used: 40, capacity: 40, at: 0 }, 0, options)).toBe(2500)
  })
})
