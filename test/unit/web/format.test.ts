/**
 * The web app's reading of an invalid_mapping answer (problems by row, named as the editor names its columns), text
 * from outside shown as written, and how runs ended in the activity chart's words.
 */
import { describe, expect, test } from "bun:test"
import {
  addressPieces,
  nameParts,
  problemsByRow,
  runOutcomes,
  shortId,
  shownAsWritten
} from "../../../src/web/format.js"

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

describe("shownAsWritten", () => {
  test("bidirectional controls become visible; other scripts stay as written", () => {
    expect(shownAsWritten("no field \"\u202eTotal\u202c\"")).toBe("no field \"[U+202E]Total[U+202C]\"")
    expect(shownAsWritten("\u2067x\u2069")).toBe("[U+2067]x[U+2069]")
    expect(shownAsWritten("אין שדה \"סכום\" · لا يوجد حقل")).toBe("אין שדה \"סכום\" · لا يوجد حقل")
  })
})

describe("runOutcomes", () => {
  test("failed runs are called failed and runs that stopped early partly synced, each counted apart", () => {
    expect(runOutcomes(["success", "success"])).toBe("none failed")
    expect(runOutcomes(["success", "error", "error"])).toBe("2 failed")
    expect(runOutcomes(["partial", "success"])).toBe("1 partly synced")
    expect(runOutcomes(["error", "partial", "success", "error", "partial", "partial"])).toBe(
      "2 failed, 3 partly synced"
    )
    expect(runOutcomes([])).toBe("none failed")
  })
})

describe("nameParts", () => {
  test("a long opaque id and a long address are parts of their own; other words, and shorter ids, are text", () => {
    const id = "1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms"
    const name = `Shopify northwindoutlet.myshopify.com → Google Sheets sheet ${id} · Orders`
    expect(nameParts(name).filter((part) => part.text !== " ").map((part) => `${part.kind}:${part.text}`)).toEqual([
      "text:Shopify",
      "address:northwindoutlet.myshopify.com",
      "text:→",
      "text:Google",
      "text:Sheets",
      "text:sheet",
      `id:${id}`,
      "text:·",
      "text:Orders"
    ])
    expect(nameParts(name).map((part) => part.text).join("")).toBe(name)
    // Stripe's account ids and Airtable's base ids stay whole; so does a long word that is no id.
    for (const word of ["acct_1Nv0FGQ9RKHgCVdK", "appIRvB2JWEY0o0YC", "Verkaufsübersichtstabelle"]) {
      expect(nameParts(word)).toEqual([{ kind: "text", text: word }])
    }
    expect(shortId(id)).toBe("1BxiMV…upms")
    expect(addressPieces("northwindoutlet.myshopify.com")).toEqual(["northwindoutlet.", "myshopify.", "com"])
  })
})
