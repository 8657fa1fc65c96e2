import { describe, expect, test } from "bun:test"
import type { DestinationField } from "../../../src/connectors/contract.js"
import type { FlatField } from "../../../src/mapping/flatten.js"
import { profileDestination, profileSource } from "../../../src/mapping/matcher/profiles.js"
import { scorePair } from "../../../src/mapping/matcher/score.js"
import { tokenizeName } from "../../../src/mapping/matcher/tokenize.js"
import { inferTransform } from "../../../src/mapping/matcher/transform-rules.js"
import { expectedKind, kindAgreement } from "../../../src/mapping/matcher/type-score.js"
import type { ValueKind } from "../../../src/mapping/value-kinds.js"

const expected = (name: string, type?: string) => {
  const field: DestinationField = type === undefined ? { name } : { name, type }
  return expectedKind(field, tokenizeName(name, "destination"))
}

const flat = (path: string, kind: ValueKind, extra: Partial<FlatField> = {}): FlatField => ({
  path,
  kind,
  samples: [],
  filled: 3,
  depth: path.split(".").length,
  inArray: /\.\d+(\.|$)/.test(path),
  lowercase: false,
  distinct: 3,
  currencies: [],
  ...extra
})

describe("expectedKind", () => {
  test("from table database types", () => {
    expect(expected("Amount", "currency")).toBe("money")
    expect(expected("Date", "dateTime")).toBe("datetime")
    expect(expected("Day", "date")).toBe("date")
    expect(expected("Refunded", "checkbox")).toBe("boolean")
    expect(expected("Receipt", "url")).toBe("url")
    expect(expected("Status", "singleSelect")).toBe("select")
    expect(expected("Row", "autoNumber")).toBe("readonly")
    expect(expected("Total (calc)", "formula")).toBe("readonly")
    // A type named like the object prototype's members is an unknown type: the name decides.
    expect(expected("Amount", "constructor")).toBe("money")
    expect(expected("Day", "toString")).toBe("date")
  })

  test("text types are refined by the name when it says name, currency or identifier", () => {
    expect(expected("Customer Name", "singleLineText")).toBe("name")
    expect(expected("Currency", "singleLineText")).toBe("currency")
    expect(expected("Order ID", "singleLineText")).toBe("identifier")
    expect(expected("Description", "multilineText")).toBe("text")
  })

  test("from sheet headers, by what the words mean", () => {
    expect(expected("Amount Due")).toBe("money")
    expect(expected("Gesamtbetrag")).toBe("money")
    expect(expected("Due")).toBe("date")
    expect(expected("Purchase Date")).toBe("date")
    expect(expected("Created Time")).toBe("datetime")
    expect(expected("Issued")).toBe("datetime")
    expect(expected("Correo")).toBe("email")
    expect(expected("Link")).toBe("url")
    expect(expected("Qty")).toBe("number")
    expect(expected("Assigned To")).toBe("any")
  })
})

describe("kindAgreement", () => {
  test("rewards the right kind and punishes impossible ones", () => {
    expect(kindAgreement("minor_units", "money")).toBe(1)
    expect(kindAgreement("unix_seconds", "datetime")).toBe(1)
    expect(kindAgreement("email", "email")).toBe(1)
    expect(kindAgreement("boolean", "boolean")).toBe(1)
    expect(kindAgreement("text", "email")).toBeLessThan(0)
    expect(kindAgreement("minor_units", "boolean")).toBe(-1)
    expect(kindAgreement("email", "money")).toBe(-1)
    expect(kindAgreement("id", "identifier")).toBeGreaterThan(kindAgreement("integer_string", "identifier"))
  })

  test("unknown values are neutral, read-only fields take nothing", () => {
    expect(kindAgreement("null", "money")).toBe(0)
    expect(kindAgreement("text", "any")).toBe(0)
    expect(kindAgreement("text", "readonly")).toBe(-1)
  })
})

describe("scorePair", () => {
  test("values decide between equally named paths", () => {
    const refunded = profileDestination({ name: "Refunded", type: "checkbox" })
    const flag = scorePair(refunded, profileSource(flat("refunded", "boolean")))
    const amount = scorePair(refunded, profileSource(flat("amount_refunded", "minor_units")))
    expect(flag.score).toBeGreaterThan(amount.score)
    expect(amount.agreement).toBe(-1)
  })

  test("deeper, array and empty paths score a little less", () => {
    const status = profileDestination({ name: "Status" })
    const top = scorePair(status, profileSource(flat("status", "text"))).score
    expect(scorePair(status, profileSource(flat("automatic_tax.status", "text"))).score).toBeLessThan(top)
    expect(scorePair(status, profileSource(flat("fulfillments.0.status", "text"))).score).toBeLessThan(top)
    expect(scorePair(status, profileSource(flat("status", "null", { filled: 0 }))).score).toBeLessThan(top)
  })

  test("no name evidence, no candidate", () => {
    const notes = profileDestination({ name: "Notes", type: "multilineText" })
    expect(scorePair(notes, profileSource(flat("gateway", "text"))).score).toBe(0)
  })

  test("read-only destinations are never candidates", () => {
    const created = profileDestination({ name: "Created", type: "createdTime" })
    expect(scorePair(created, profileSource(flat("created", "unix_seconds"))).score).toBe(0)
  })

  test("a name matching the id prefix points at the id", () => {
    const pi = profileDestination({ name: "PI", type: "singleLineText" })
    const id = scorePair(pi, profileSource(flat("id", "id", { idPrefix: "pi" })))
    const secret = scorePair(pi, profileSource(flat("client_secret", "id", { idPrefix: "pi" })))
    expect(id.score).toBeGreaterThan(0.9)
    expect(secret.score).toBeLessThan(id.score)
  })

  test("an unknown word in a typed field still matches through its type", () => {
    const receipt = profileDestination({ name: "Talão", type: "url" })
    expect(receipt.implicit).toBe(true)
    expect(scorePair(receipt, profileSource(flat("receipt_url", "url"))).score).toBeGreaterThan(0.5)
    expect(scorePair(receipt, profileSource(flat("status", "text"))).score).toBe(0)
  })

  test("both given and family name mean the full name", () => {
    const full = profileDestination({ name: "Imię i nazwisko", type: "singleLineText" })
    expect(full.tokens.map((token) => token.word)).toEqual(["name"])
    expect(profileDestination({ name: "First & Last Name" }).tokens.map((token) => token.word)).toEqual(["name"])
  })

  test("a header naming only the record or only a party gets an implied id, number or name", () => {
    expect(profileDestination({ name: "Charge" }).tokens.map((token) => token.word)).toEqual(["charge", "id"])
    // People know an order by its number ("#1001").
    expect(profileDestination({ name: "Order" }).tokens.map((token) => token.word)).toEqual(["order", "number"])
    expect(profileDestination({ name: "Customer" }).tokens.map((token) => token.word)).toEqual(["customer", "name"])
    expect(profileDestination({ name: "Ordered" }).tokens.map((token) => token.word)).toEqual(["ordered"])
  })

  test("a constant cannot identify records", () => {
    const order = profileDestination({ name: "Order Number" })
    const varying = scorePair(order, profileSource(flat("order_number", "integer_string")))
    const constant = scorePair(order, profileSource(flat("order_number", "integer_string", { distinct: 1 })))
    expect(constant.score).toBeLessThan(varying.score)
  })
})

describe("inferTransform", () => {
  const into = (
    kind: ValueKind,
    expectedKindName: Parameters<typeof inferTransform>[1],
    extra: Partial<FlatField> = {}
  ) => inferTransform(flat("value", kind, extra), expectedKindName)

  test("minor units always become decimals", () => {
    expect(into("minor_units", "money")).toBe("cents_to_decimal")
    expect(into("minor_units", "number")).toBe("cents_to_decimal")
    expect(into("minor_units", "any")).toBe("cents_to_decimal")
  })

  test("timestamps follow the destination's precision", () => {
    expect(into("unix_seconds", "datetime")).toBe("unix_to_datetime")
    expect(into("unix_seconds", "date")).toBe("unix_to_date")
    expect(into("unix_seconds", "any")).toBe("unix_to_datetime")
    expect(into("iso_datetime", "date")).toBe("datetime_to_date")
    expect(into("iso_datetime", "datetime")).toBeNull()
    expect(into("iso_datetime", "any")).toBeNull()
  })

  test("numeric strings become numbers only where numbers are wanted", () => {
    expect(into("decimal_string", "money")).toBe("to_number")
    expect(into("decimal_string", "number")).toBe("to_number")
    expect(into("decimal_string", "text")).toBeNull()
    expect(into("integer_string", "any")).toBeNull()
  })

  test("booleans, currency codes, arrays and objects", () => {
    expect(into("boolean", "boolean")).toBeNull()
    expect(into("boolean_string", "boolean")).toBe("to_boolean")
    expect(into("integer", "boolean")).toBe("to_boolean")
    expect(into("currency_code", "currency", { lowercase: true })).toBe("uppercase")
    expect(into("currency_code", "currency", { lowercase: false })).toBeNull()
    expect(into("array", "text")).toBe("join")
    expect(into("array", "multiselect")).toBeNull()
    expect(into("object", "text")).toBe("json")
    expect(into("email", "email")).toBeNull()
  })
})
