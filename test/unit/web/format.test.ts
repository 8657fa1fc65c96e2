/**
 * The web app's reading of an invalid_mapping answer (problems by row, named as the editor names its columns), text
 * from outside shown as written, how runs ended in the activity chart's words, figures kept with their words, the
 * parts of an integration's name a phone wraps, and where a long word of a message may break.
 */
import { describe, expect, test } from "bun:test"
import {
  addressPieces,
  countOf,
  formatMonth,
  keptWithUnits,
  messagePieces,
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
    // A count keeps its word on its line: a no-break space between them.
    expect(runOutcomes(["success", "error", "error"])).toBe("2\u00a0failed")
    expect(runOutcomes(["partial", "success"])).toBe("1\u00a0partly synced")
    expect(runOutcomes(["error", "partial", "success", "error", "partial", "partial"])).toBe(
      "2\u00a0failed, 3\u00a0partly synced"
    )
    expect(runOutcomes([])).toBe("none failed")
  })
})

describe("formatMonth", () => {
  test("the API's month in words; anything else as written", () => {
    expect(formatMonth("2026-11")).toBe(
      new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric", timeZone: "UTC" }).format(
        Date.UTC(2026, 10, 1)
      )
    )
    expect(formatMonth("2026-11")).not.toBe("2026-11")
    expect(formatMonth("November")).toBe("November")
  })
})

describe("figures and their words", () => {
  test("a number is joined to the word after it by a no-break space; other spaces stay", () => {
    expect(countOf(0, "record")).toBe("0\u00a0records")
    expect(countOf(1, "record")).toBe("1\u00a0record")
    expect(countOf(32, "stretch", "stretches")).toBe("32\u00a0stretches")
    expect(keptWithUnits("in 4 minutes")).toBe("in 4\u00a0minutes")
    expect(keptWithUnits("28 Nov 2026, 08:08")).toBe("28\u00a0Nov 2026, 08:08")
    expect(keptWithUnits("after 3 attempts · 850 ms")).toBe("after 3\u00a0attempts · 850\u00a0ms")
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
    expect(nameParts("Stripe key sk_test_…ator").at(-1)).toEqual({ kind: "masked", text: "sk_test_…ator" })
    expect(shortId(id)).toBe("1BxiMV…upms")
    expect(addressPieces("northwindoutlet.myshopify.com")).toEqual(["northwindoutlet.", "myshopify.", "com"])
  })
})

describe("messagePieces", () => {
  test("a long code or address breaks after its underscores, dots and slashes; a short word or a masked key stays whole", () => {
    expect(messagePieces("INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND).")).toEqual([
      "INVALID_",
      "PERMISSIONS_",
      "OR_",
      "MODEL_",
      "NOT_",
      "FOUND)."
    ])
    expect(messagePieces("https://api.airtable.com/v0/appBase")).toEqual([
      "https://",
      "api.",
      "airtable.",
      "com/",
      "v0/",
      "appBase"
    ])
    for (const word of ["RATE_LIMIT_REACHED", "sk_live_0123456789…4242abcdefgh", "Verkaufsübersichtstabelle"]) {
      expect(messagePieces(word)).toEqual([word])
    }
  })
})
