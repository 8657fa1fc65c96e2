import { describe, expect, test } from "bun:test"
import type { JsonRecord } from "../../../src/connectors/contract.js"
import { type FlatField, flattenSamples } from "../../../src/mapping/flatten.js"
import { idPrefixOf, kindOfValue } from "../../../src/mapping/value-kinds.js"

const charge = (overrides: JsonRecord = {}): JsonRecord => ({
  id: "ch_3MmlLrLkdIwHu7ix0snN0B15",
  amount: 1099,
  amount_refunded: 0,
  currency: "usd",
  created: 1761903386,
  receipt_email: "jenny@example.com",
  receipt_url: "https://pay.example.com/receipts/ch_3Mml",
  refunded: false,
  status: "succeeded",
  description: null,
  billing_details: { name: "Jenny Rosen", address: { city: "Lyon", postal_code: "69001" } },
  payment_method_types: ["card"],
  metadata: {},
  ...overrides
})

const byPath = (fields: ReadonlyArray<FlatField>): Map<string, FlatField> =>
  new Map(fields.map((field) => [field.path, field]))

describe("kindOfValue", () => {
  test("recognises value shapes", () => {
    expect(kindOfValue(null)).toBe("null")
    expect(kindOfValue(true)).toBe("boolean")
    expect(kindOfValue(3)).toBe("integer")
    expect(kindOfValue(3.5)).toBe("number")
    expect(kindOfValue("jenny.rosen+mkt@example.com")).toBe("email")
    expect(kindOfValue("https://example.com/a")).toBe("url")
    expect(kindOfValue("2025-11-01T19:49:35Z")).toBe("iso_datetime")
    expect(kindOfValue("2025-11-03T10:10:00-05:00")).toBe("iso_datetime")
    expect(kindOfValue("2025-11-03")).toBe("iso_date")
    expect(kindOfValue("usd")).toBe("currency_code")
    expect(kindOfValue("EUR")).toBe("currency_code")
    expect(kindOfValue("409.94")).toBe("decimal_string")
    expect(kindOfValue("48817")).toBe("integer_string")
    expect(kindOfValue("Yes")).toBe("boolean_string")
    expect(kindOfValue("Jenny Rosen")).toBe("person_name")
    expect(kindOfValue("Pro plan, annual")).toBe("text")
    expect(kindOfValue([1])).toBe("array")
    expect(kindOfValue({ a: 1 })).toBe("object")
    expect(kindOfValue("   ")).toBe("null")
  })

  test("recognises ids of several providers", () => {
    expect(kindOfValue("ch_3MmlLrLkdIwHu7ix0snN0B15")).toBe("id")
    expect(kindOfValue("gid://shopify/Order/450789469")).toBe("id")
    expect(kindOfValue("902-9729027-7653855")).toBe("id")
    expect(kindOfValue("b1946ac92492d2347c6235b4d2611184")).toBe("id")
    expect(kindOfValue("#1001")).toBe("id")
    expect(kindOfValue("8F2A1C-0017")).toBe("id")
    // A Stripe id's random part may hold no digit: its mixed case still marks it.
    expect(kindOfValue("cus_LzmPwyDxwyMZTe")).toBe("id")
    expect(idPrefixOf("cus_LzmPwyDxwyMZTe")).toBe("cus")
  })

  test("does not mistake words and phone numbers for ids or currencies", () => {
    expect(kindOfValue("fixed_count")).toBe("text")
    expect(kindOfValue("client_secret")).toBe("text")
    expect(kindOfValue("555-625-1199")).toBe("text")
    expect(kindOfValue("abc")).toBe("text")
    expect(kindOfValue("all")).toBe("text")
    expect(kindOfValue("MFN")).toBe("text")
    expect(kindOfValue("payment_intent")).toBe("text")
    expect(idPrefixOf("stripe_processing_fees")).toBeUndefined()
  })
})

describe("flattenSamples", () => {
  const fields = byPath(flattenSamples([charge(), charge({ amount: 4500, currency: "eur", created: 1761988782 })]))

  test("walks objects into dot paths and arrays through their first element", () => {
    expect(fields.get("billing_details.address.city")?.kind).toBe("text")
    expect(fields.get("payment_method_types")?.kind).toBe("array")
    expect(fields.get("payment_method_types.0")?.samples).toEqual(["card"])
    expect(fields.get("payment_method_types.0")?.inArray).toBe(true)
    expect(fields.get("billing_details")?.kind).toBe("object")
    expect(fields.get("billing_details.address.city")?.depth).toBe(3)
  })

  test("integer amounts beside a currency are minor units", () => {
    expect(fields.get("amount")?.kind).toBe("minor_units")
    expect(fields.get("amount_refunded")?.kind).toBe("minor_units")
  })

  test("Stripe's decimal strings of minor units beside a currency are minor units; other amount strings are not", () => {
    const invoice = byPath(flattenSamples([{
      currency: "aud",
      lines: { data: [{ pricing: { unit_amount_decimal: "18500" } }] }
    }]))
    expect(invoice.get("lines.data.0.pricing.unit_amount_decimal")?.kind).toBe("minor_units")
    // The Selling Partner API writes major units: 1500 yen is "1500".
    const order = byPath(flattenSamples([{ OrderTotal: { CurrencyCode: "JPY", Amount: "1500" } }]))
    expect(order.get("OrderTotal.Amount")?.kind).toBe("integer_string")
  })

  test("the same integers without a currency are not", () => {
    const plain = byPath(flattenSamples([{ amount: 1099 }]))
    expect(plain.get("amount")?.kind).toBe("integer")
  })

  test("Unix seconds in a date-named or recent-valued field", () => {
    expect(fields.get("created")?.kind).toBe("unix_seconds")
    const other = byPath(flattenSamples([{ period_start: 1234567890, updated: 1761903386123, exp_year: 2030 }]))
    expect(other.get("period_start")?.kind).toBe("unix_seconds")
    expect(other.get("updated")?.kind).toBe("unix_millis")
    expect(other.get("exp_year")?.kind).toBe("integer")
  })

  test("numeric ids and counts are not timestamps", () => {
    const shop = byPath(
      flattenSamples([{ id: 450789469, order_number: 1001, product_id: 632910392, NumberOfItemsShipped: 2 }])
    )
    expect(shop.get("id")?.kind).toBe("id")
    expect(shop.get("order_number")?.kind).toBe("id")
    expect(shop.get("product_id")?.kind).toBe("id")
    expect(shop.get("NumberOfItemsShipped")?.kind).toBe("integer")
  })

  test("string kinds per path", () => {
    expect(fields.get("receipt_email")?.kind).toBe("email")
    expect(fields.get("receipt_url")?.kind).toBe("url")
    expect(fields.get("currency")?.kind).toBe("currency_code")
    expect(fields.get("billing_details.name")?.kind).toBe("person_name")
    expect(fields.get("billing_details.address.postal_code")?.kind).toBe("integer_string")
    expect(fields.get("refunded")?.kind).toBe("boolean")
    expect(fields.get("status")?.kind).toBe("text")
  })

  test("all-null paths are kept with kind null", () => {
    expect(fields.get("description")?.kind).toBe("null")
    expect(fields.get("description")?.filled).toBe(0)
  })

  test("keeps a few distinct samples and counts distinct values", () => {
    expect(fields.get("amount")?.samples).toEqual([1099, 4500])
    expect(fields.get("amount")?.distinct).toBe(2)
    expect(fields.get("status")?.samples).toEqual(["succeeded"])
    expect(fields.get("status")?.distinct).toBe(1)
    const many = byPath(flattenSamples([1, 2, 3, 4, 5].map((n) => ({ n: `v${n}` }))))
    expect(many.get("n")?.samples).toEqual(["v1", "v2", "v3"])
    expect(many.get("n")?.distinct).toBe(5)
  })

  test("notes id prefixes and lowercase codes", () => {
    expect(fields.get("id")?.idPrefix).toBe("ch")
    expect(fields.get("currency")?.lowercase).toBe(true)
    const upper = byPath(flattenSamples([{ currency: "USD" }]))
    expect(upper.get("currency")?.lowercase).toBe(false)
  })

  test("mixed kinds merge to the honest common kind", () => {
    const mixed = byPath(
      flattenSamples([
        { total: 3, when: "2025-11-03", note: "Jenny Rosen" },
        { total: 3.5, when: "2025-11-03T10:00:00Z", note: "call back" }
      ])
    )
    expect(mixed.get("total")?.kind).toBe("number")
    expect(mixed.get("when")?.kind).toBe("iso_datetime")
    expect(mixed.get("note")?.kind).toBe("text")
  })

  test("paths missing from some records are still listed, in first-seen order", () => {
    const paths = flattenSamples([{ a: 1 }, { b: "x", a: 2 }]).map((field) => field.path)
    expect(paths).toEqual(["a", "b"])
  })

  test("no samples, no paths", () => {
    expect(flattenSamples([])).toEqual([])
  })
})
