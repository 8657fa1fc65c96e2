/** The pure rules behind the schema routes: sample limits (the 1 MiB one cannot arrive over HTTP), default schemas, the key field. */
import { describe, expect, test } from "bun:test"
import { isKeyField, withoutKeyField } from "../../src/mapping/key-field.js"
import { mappingProblems } from "../../src/mapping/mapping-validation.js"
import {
  DEFAULT_SHEET_HEADER,
  DEFAULT_TABLE_FIELDS,
  defaultSchemaFor
} from "../../src/schema-inference/default-schemas.js"
import { checkSamples, MAX_SAMPLE_BYTES } from "../../src/schema-inference/samples.js"

describe("checkSamples", () => {
  test("100 records pass, 101 are refused", () => {
    expect(checkSamples(Array.from({ length: 100 }, (_, i) => ({ id: i })))).toBeUndefined()
    expect(checkSamples(Array.from({ length: 101 }, (_, i) => ({ id: i })))?.message).toContain("at most 100")
  })

  test("over 1 MiB as JSON is refused, exactly 1 MiB passes", () => {
    const sized = (bytes: number) => [{ d: "x".repeat(bytes - "[{\"d\":\"\"}]".length) }]
    expect(Buffer.byteLength(JSON.stringify(sized(MAX_SAMPLE_BYTES)))).toBe(MAX_SAMPLE_BYTES)
    expect(checkSamples(sized(MAX_SAMPLE_BYTES))).toBeUndefined()
    const refused = checkSamples(sized(MAX_SAMPLE_BYTES + 1))
    expect(refused?._tag).toBe("InvalidInput")
    expect(refused?.message).toContain("1 MiB")
  })
})

describe("default schemas and the key field", () => {
  test("the defaults never hold the key field; tables carry Airtable types, sheets plain headers", () => {
    expect(DEFAULT_TABLE_FIELDS.some((field) => isKeyField(field.name))).toBe(false)
    expect(DEFAULT_TABLE_FIELDS.every((field) => typeof field.type === "string")).toBe(true)
    expect(DEFAULT_SHEET_HEADER.every((field) => field.type === undefined)).toBe(true)
    expect(defaultSchemaFor("office")).toBe(DEFAULT_SHEET_HEADER)
    expect(defaultSchemaFor("tables")).toBe(DEFAULT_TABLE_FIELDS)
  })

  test("the key field is found trimmed and in any case", () => {
    expect(withoutKeyField([{ name: "Sync ID" }, { name: " sync id" }, { name: "Sync" }, { name: "ID" }])).toEqual([{
      name: "Sync"
    }, { name: "ID" }])
    const problems = mappingProblems([
      { source_field: "amount", destination_field: "Amount", transform: null },
      { source_field: "id", destination_field: "SYNC ID", transform: null }
    ])
    expect(problems.length).toBe(1)
    expect(problems[0]).toContain("mappings[1].destination_field: \"SYNC ID\" is written by salesync itself")
  })
})
