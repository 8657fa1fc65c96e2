/** The API-key forms' fields as the app shows them: an optional field's label says so, its hint does not again. */
import { describe, expect, test } from "bun:test"
import { destinationGuides, guideOf, sourceGuides } from "../../../src/web/providers.js"

const guides = [...sourceGuides, ...destinationGuides]

describe("the key forms' fields", () => {
  test("optional is said once, by the label", () => {
    const fields = guides.flatMap((guide) => guide.fields.map((field) => ({ provider: guide.name, ...field })))
    expect(fields.some((field) => field.optional === true)).toBe(true)
    const repeated = fields
      .filter((field) => /\boptional\b/i.test(field.hint))
      .map((field) => `${field.provider} ${field.label}: ${field.hint}`)
    expect(repeated).toEqual([])
  })

  test("a field is not called optional where the API needs it: the form offers nothing else in its place", () => {
    const mislabelled = guides.flatMap((guide) => {
      const keys = guide.fields.map((field) => field.key)
      return guide.needs.flatMap((group) => {
        const offered = group.filter((key) => keys.includes(key))
        return offered.length === 1
          ? guide.fields
            .filter((field) => field.key === offered[0] && field.optional === true)
            .map((field) => `${guide.name} ${field.label}`)
          : []
      })
    })
    expect(mislabelled).toEqual([])
  })

  test("a hint promises no Connect button: the form adds that only where the page offers one", () => {
    const promising = guides.flatMap((guide) =>
      guide.fields.filter((field) => /\bbutton\b/i.test(field.hint)).map((field) => `${guide.name} ${field.label}`)
    )
    expect(promising).toEqual([])
  })
})

describe("what a key form reads from what was pasted", () => {
  const read = (provider: string, key: string, value: string) => {
    const field = guideOf(provider)?.fields.find((f) => f.key === key)
    return field?.read === undefined ? value : field.read(value)
  }

  test("an Airtable base's address gives its id; an id stays; anything else is left for the API to refuse", () => {
    expect(read("airtable", "base_id", "https://airtable.com/appI5YKvPzWHPn0Ys/tblXXXX/viwYYY")).toBe(
      "appI5YKvPzWHPn0Ys"
    )
    expect(read("airtable", "base_id", "airtable.com/appI5YKvPzWHPn0Ys")).toBe("appI5YKvPzWHPn0Ys")
    expect(read("airtable", "base_id", "appI5YKvPzWHPn0Ys")).toBe("appI5YKvPzWHPn0Ys")
    expect(read("airtable", "base_id", "https://example.com/appI5YKvPzWHPn0Ys")).toBe(
      "https://example.com/appI5YKvPzWHPn0Ys"
    )
    expect(read("airtable", "base_id", "base-of-sales")).toBe("base-of-sales")
  })
})
