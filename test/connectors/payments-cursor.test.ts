import { describe, expect, test } from "bun:test"
import { Either } from "effect"
import {
  advance,
  commit,
  decodeCursor,
  emptyPass,
  encodeCursor,
  fresh,
  type PaymentsCursor
} from "../../src/connectors/payments/cursor.js"

const item = (id: string, created: number) => ({ id, created })

describe("payments cursor bookkeeping", () => {
  test("fresh drops only ids already taken at the watermark second", () => {
    const state = { watermark: 100, seen: ["a"] }
    expect(fresh([item("b", 101), item("a", 100), item("c", 100)], state).map((i) => i.id)).toEqual(["b", "c"])
  })

  test("advance keeps the first page's top second and collects its ids across pages", () => {
    const p1 = advance(emptyPass, [item("x", 105), item("y", 105), item("z", 104)])
    expect(p1).toEqual({ top: 105, topIds: ["x", "y"], startingAfter: "z" })
    const p2 = advance(p1, [item("w", 103)])
    expect(p2).toEqual({ top: 105, topIds: ["x", "y"], startingAfter: "w" })
    expect(advance(p2, [])).toEqual(p2)
  })

  test("commit moves the watermark to the top, or widens the seen set when the top did not move", () => {
    expect(commit({ watermark: 100, seen: ["a"] }, { top: 105, topIds: ["x"], startingAfter: "x" })).toEqual({
      watermark: 105,
      seen: ["x"]
    })
    expect(commit({ watermark: 100, seen: ["a"] }, { top: 100, topIds: ["a", "b"], startingAfter: "b" })).toEqual({
      watermark: 100,
      seen: ["a", "b"]
    })
    expect(commit({ watermark: 100, seen: ["a"] }, emptyPass)).toEqual({ watermark: 100, seen: ["a"] })
  })

  test("encode/decode round-trips; garbage is rejected", () => {
    const cursor: PaymentsCursor = {
      v: 1,
      phase: "events",
      charges: { watermark: 5, seen: ["ch_1"] },
      events: { watermark: null, seen: [], checkedAt: 7 },
      pass: { top: 9, topIds: ["evt_1"], startingAfter: "evt_1" }
    }
    expect(decodeCursor(encodeCursor(cursor))).toEqual(Either.right(cursor))
    expect(Either.isLeft(decodeCursor("{\"v\":2}"))).toBe(true)
    expect(Either.isLeft(decodeCursor("not json"))).toBe(true)
  })
})
