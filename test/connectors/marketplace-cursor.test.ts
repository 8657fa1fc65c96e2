/** Pure parts of the marketplace source: window bookkeeping. */
import { describe, expect, test } from "bun:test"
import {
  advance,
  decodeCursor,
  encodeCursor,
  initialCursor,
  isoSeconds
} from "../../src/connectors/marketplace/cursor.js"

const order = (id: string, updated: string) => ({ AmazonOrderId: id, LastUpdateDate: updated })

describe("marketplace cursor", () => {
  test("windows chain end to start; ids at the shared instant are read once", () => {
    const window1 = { ...initialCursor, before: "2024-01-01T10:00:00Z" }
    const page1 = advance(window1, [order("A", "2024-01-01T09:00:00Z"), order("B", "2024-01-01T10:00:00Z")], "tok")
    expect(page1).toMatchObject({ done: false, cursor: { next: "tok", atBefore: ["B"] } })
    const page2 = advance(
      { ...page1.cursor, before: "2024-01-01T10:00:00Z" },
      [order("C", "2024-01-01T10:00:00Z")],
      null
    )
    expect(page2.done).toBe(true)
    expect(page2.cursor).toEqual({
      v: 1,
      after: "2024-01-01T10:00:00Z",
      seenAtAfter: ["B", "C"],
      before: null,
      next: null,
      atBefore: []
    })
    const window2 = advance({ ...page2.cursor, before: "2024-01-01T10:05:00Z" }, [
      order("B", "2024-01-01T10:00:00Z"),
      order("D", "2024-01-01T10:00:00Z"),
      order("C", "2024-01-01T10:01:00Z")
    ], null)
    expect(window2.records.map((o) => o.AmazonOrderId)).toEqual(["D", "C"])
  })

  test("round trip, junk refused, seconds precision", () => {
    expect(decodeCursor(encodeCursor(initialCursor))).toEqual(initialCursor)
    expect(decodeCursor("[]")).toBeNull()
    expect(isoSeconds(Date.parse("2024-05-01T12:34:56.789Z"))).toBe("2024-05-01T12:34:56Z")
  })
})
