import { describe, expect, test } from "bun:test"
import { assignOneToOne } from "../../../src/mapping/matcher/assign.js"

describe("assignOneToOne", () => {
  test("maximises the total, not each row greedily", () => {
    // Greedy would give row 0 column 0 (0.9) and leave row 1 with 0.55 — total 1.45.
    const pairs = assignOneToOne(
      [
        [0.9, 0.8],
        [0.85, 0.55]
      ],
      0.5
    )
    expect(pairs.map(({ row, column }) => [row, column])).toEqual([
      [0, 1],
      [1, 0]
    ])
  })

  test("each row and each column at most once", () => {
    const pairs = assignOneToOne(
      [
        [0.9, 0.1, 0.7],
        [0.95, 0.2, 0.6],
        [0.9, 0.3, 0.8]
      ],
      0.5
    )
    expect(new Set(pairs.map((pair) => pair.row)).size).toBe(pairs.length)
    expect(new Set(pairs.map((pair) => pair.column)).size).toBe(pairs.length)
    expect(pairs.reduce((total, pair) => total + pair.score, 0)).toBeCloseTo(0.95 + 0.8, 5)
  })

  test("leaves rows unassigned below the threshold", () => {
    const pairs = assignOneToOne(
      [
        [0.9, 0.2],
        [0.4, 0.45]
      ],
      0.5
    )
    expect(pairs).toEqual([{ row: 0, column: 0, score: 0.9 }])
  })

  test("a weak pair never displaces a strong one elsewhere", () => {
    // Row 1's only option is column 0 at 0.3 (below threshold): row 0 keeps column 0.
    const pairs = assignOneToOne(
      [
        [0.9, 0.6],
        [0.3, 0]
      ],
      0.5
    )
    expect(pairs).toEqual([{ row: 0, column: 0, score: 0.9 }])
  })

  test("rectangular matrices both ways, and empty ones", () => {
    expect(assignOneToOne([[0.6, 0.9, 0.7]], 0.5)).toEqual([{ row: 0, column: 1, score: 0.9 }])
    expect(assignOneToOne([[0.6], [0.9], [0.7]], 0.5)).toEqual([{ row: 1, column: 0, score: 0.9 }])
    expect(assignOneToOne([], 0.5)).toEqual([])
    expect(assignOneToOne([[]], 0.5)).toEqual([])
  })
})
