/** The web app's reading of an invalid_mapping answer: problems by row, named as the editor names its columns. */
import { describe, expect, test } from "bun:test"
import { problemsByRow } from "../../../src/web/format.js"

const answer = (problems: ReadonlyArray<unknown>) => ({ details: { problems } })

describe("problemsByRow", () => {
  test("puts each problem on its row, with the editor's name for the field", () => {
    const { rows, general } = problemsByRow(
      answer(["mappings[0].transform: unknown transform", "mappings[2].destination_field: duplicate of mappings[1]"])
    )
    expect(rows.get(0)).toEqual(["Transform: unknown transform"])
    expect(rows.get(2)).toEqual(["Destination field: duplicate of row 2"])
    expect(general).toEqual([])
  })

  test("a field named like the object prototype's members is shown as written, not as the prototype", () => {
    const { rows } = problemsByRow(answer(["mappings[1].constructor: not a field", "mappings[3].toString: odd"]))
    expect(rows.get(1)).toEqual(["constructor: not a field"])
    expect(rows.get(3)).toEqual(["toString: odd"])
  })
})
