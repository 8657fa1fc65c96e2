/** Pure parts of the office destination: A1 notation and the upsert plan. */
import { describe, expect, test } from "bun:test"
import { columnLetter, columnRange, headerRange, rowRange } from "../../src/connectors/office/a1.js"
import {
  chunkByBytes,
  headerOf,
  oversizedCell,
  planUpsert,
  rowsByKey,
  toCell
} from "../../src/connectors/office/plan.js"

describe("A1 notation", () => {
  test("columns and quoted sheet names", () => {
    expect([0, 25, 26, 701, 702].map(columnLetter)).toEqual(["A", "Z", "AA", "ZZ", "AAA"])
    expect(headerRange("Sales '24")).toBe("'Sales ''24'!1:1")
    expect(columnRange("S", 27)).toBe("'S'!AB:AB")
    expect(rowRange("S", 7, 3)).toBe("'S'!A7:C7")
  })
})

describe("upsert plan", () => {
  test("existing keys update in place, new ones append, the key column is added once", () => {
    const header = headerOf([["Order", "Total", ""]])
    expect(header).toEqual(["Order", "Total"])
    const existing = rowsByKey([["Sync ID"], ["k1"], [], ["k3"]])
    expect([...existing]).toEqual([["k1", 2], ["k3", 4]])
    const plan = planUpsert(header, existing, [
      { externalId: "k3", fields: { Order: "#3", Total: "3.00" } },
      { externalId: "k9", fields: { total: 9 } },
      { externalId: "k9", fields: { total: 10 } }
    ])
    expect(plan.newHeader).toEqual(["Order", "Total", "Sync ID"])
    expect(plan.updates).toEqual([{ row: 4, externalId: "k3", values: ["#3", "3.00", "k3"] }])
    // Header names match case-insensitively; the last copy of a key wins; unmapped cells are null (untouched).
    expect(plan.appends).toEqual([{ externalId: "k9", values: [null, 10, "k9"] }])
  })

  test("cell values: RAW strings, numbers and booleans; objects as JSON; null clears", () => {
    expect([toCell("1.10"), toCell(3), toCell(false), toCell(null), toCell({ a: [1] }), toCell(Number.NaN)]).toEqual([
      "1.10",
      3,
      false,
      "",
      "{\"a\":[1]}",
      "NaN"
    ])
  })

  test("oversized cells are named; chunks keep records whole under the byte limit", () => {
    const plan = planUpsert(["Note"], new Map(), [{ externalId: "x", fields: { Note: "y".repeat(11) } }])
    expect(oversizedCell(plan, 10)).toBe("record x: column \"Note\" holds 11 characters")
    expect(oversizedCell(plan, 11)).toBeNull()
    const items = Array.from({ length: 10 }, (_, i) => ["r".repeat(40), i])
    const chunks = chunkByBytes(items, 200, 20)
    expect(chunks?.flat()).toEqual(items)
    for (const chunk of chunks ?? []) expect(JSON.stringify(chunk).length + 20).toBeLessThanOrEqual(200)
    expect(chunkByBytes([["x".repeat(300)]], 200, 20)).toBeNull()
  })
})
