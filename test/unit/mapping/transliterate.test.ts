import { describe, expect, test } from "bun:test"
import { transliterate } from "../../../src/mapping/transliterate.js"

describe("Latin letters for a merchant's own words", () => {
  test("Cyrillic, Greek, Georgian and Armenian, lowercase and accent-free as the matcher reads them", () => {
    expect(transliterate("адам саны")).toBe("adam sany")
    expect(transliterate("жеткізу уақыты")).toBe("zhetkizu uakyty")
    expect(transliterate("ηλικια")).toBe("ilikia")
    expect(transliterate("წევრობა")).toBe("tsevroba")
    // Armenian's "ու" is one vowel.
    expect(transliterate("մակագրություն")).toBe("makagrutyun")
  })

  test("other scripts and Latin letters are kept as written", () => {
    expect(transliterate("받는분")).toBe("받는분")
    expect(transliterate("order_no 12")).toBe("order_no 12")
  })
})
