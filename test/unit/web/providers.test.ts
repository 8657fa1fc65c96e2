/** The API-key forms' fields as the app shows them: an optional field's label says so, its hint does not again. */
import { describe, expect, test } from "bun:test"
import { destinationGuides, sourceGuides } from "../../../src/web/providers.js"

describe("the key forms' fields", () => {
  test("optional is said once, by the label", () => {
    const fields = [...sourceGuides, ...destinationGuides].flatMap((guide) =>
      guide.fields.map((field) => ({ provider: guide.name, ...field }))
    )
    expect(fields.some((field) => field.optional === true)).toBe(true)
    const repeated = fields
      .filter((field) => /\boptional\b/i.test(field.hint))
      .map((field) => `${field.provider} ${field.label}: ${field.hint}`)
    expect(repeated).toEqual([])
  })
})
