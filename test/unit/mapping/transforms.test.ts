import { describe, expect, test } from "bun:test"
import type { JsonRecord } from "../../../src/connectors/contract.js"
import { type TransformName, transformNames } from "../../../src/domain/transforms.js"
import { applyMapping, applyTransform, getPath, type TransformResult } from "../../../src/mapping/transforms.js"

const order: JsonRecord = {
  id: "ch_1",
  amount: 1099,
  currency: "usd",
  tags: ["vip", "repeat"],
  line_items: [
    { sku: "A-1", title: "Mug", price: "9.50" },
    { sku: "B-2", title: "Cap", price: "12.00" }
  ],
  customer: { email: "a@example.com", address: { city: "Lyon" } },
  empty: null
}

const run = (name: TransformName | null, value: unknown, record: JsonRecord = {}, path = "value"): TransformResult =>
  applyTransform(name, value, { record, path })

const value = (result: TransformResult): unknown => {
  if (!result.ok) throw new Error(`expected success, got ${result.error}`)
  return result.value
}

const error = (result: TransformResult): string => {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.value)}`)
  return result.error
}

describe("getPath", () => {
  test("reads top-level keys, nested objects and array elements by index", () => {
    expect(getPath(order, "id")).toBe("ch_1")
    expect(getPath(order, "customer.address.city")).toBe("Lyon")
    expect(getPath(order, "line_items.1.sku")).toBe("B-2")
    expect(getPath(order, "tags.0")).toBe("vip")
  })

  test("missing steps give undefined, null stays null", () => {
    expect(getPath(order, "nope")).toBeUndefined()
    expect(getPath(order, "customer.phone")).toBeUndefined()
    expect(getPath(order, "line_items.5.sku")).toBeUndefined()
    expect(getPath(order, "line_items.x")).toBeUndefined()
    expect(getPath(order, "id.length")).toBeUndefined()
    expect(getPath(order, "empty")).toBeNull()
    expect(getPath(order, "empty.deeper")).toBeUndefined()
    expect(getPath(order, "")).toBeUndefined()
  })

  test("does not read inherited properties", () => {
    expect(getPath(order, "constructor")).toBeUndefined()
    expect(getPath(order, "customer.toString")).toBeUndefined()
  })
})

describe("applyTransform: nulls and copying", () => {
  test("null and undefined pass through as null for every transform", () => {
    for (const name of [null, ...transformNames]) {
      expect(value(run(name, null))).toBeNull()
      expect(value(run(name, undefined))).toBeNull()
    }
  })

  test("null transform copies the value unchanged", () => {
    expect(value(run(null, "x"))).toBe("x")
    expect(value(run(null, 0))).toBe(0)
    expect(value(run(null, { a: 1 }))).toEqual({ a: 1 })
  })
})

describe("applyTransform: text and numbers", () => {
  test("to_string", () => {
    expect(value(run("to_string", 48817))).toBe("48817")
    expect(value(run("to_string", true))).toBe("true")
    expect(value(run("to_string", "x"))).toBe("x")
    expect(value(run("to_string", { a: 1 }))).toBe("{\"a\":1}")
  })

  test("to_number accepts numbers and exact decimal strings", () => {
    expect(value(run("to_number", "409.94"))).toBe(409.94)
    expect(value(run("to_number", " -75.6868 "))).toBe(-75.6868)
    expect(value(run("to_number", "1e3"))).toBe(1000)
    expect(value(run("to_number", 12))).toBe(12)
  })

  test("to_number rejects what is not a number, with a readable message", () => {
    expect(error(run("to_number", "abc"))).toBe("to_number: \"abc\" is not a number")
    expect(error(run("to_number", "12,50"))).toContain("is not a number")
    expect(error(run("to_number", ""))).toContain("is not a number")
    expect(error(run("to_number", true))).toBe("to_number: true is not a number")
  })

  test("to_integer rounds half away from zero and rejects non-numbers", () => {
    expect(value(run("to_integer", "7"))).toBe(7)
    expect(value(run("to_integer", 2.5))).toBe(3)
    expect(value(run("to_integer", -2.5))).toBe(-3)
    expect(value(run("to_integer", "2.4"))).toBe(2)
    expect(error(run("to_integer", "two"))).toContain("to_integer")
  })

  test("to_boolean understands yes/no words and 1/0", () => {
    expect(value(run("to_boolean", "true"))).toBe(true)
    expect(value(run("to_boolean", "No"))).toBe(false)
    expect(value(run("to_boolean", "yes"))).toBe(true)
    expect(value(run("to_boolean", 1))).toBe(true)
    expect(value(run("to_boolean", 0))).toBe(false)
    expect(value(run("to_boolean", false))).toBe(false)
    expect(error(run("to_boolean", "maybe"))).toContain("to_boolean")
    // A word named like the object prototype's members is no yes or no.
    expect(error(run("to_boolean", "constructor"))).toContain("to_boolean")
    expect(error(run("to_boolean", "toString"))).toContain("to_boolean")
    expect(error(run("to_boolean", 2))).toContain("to_boolean")
  })

  test("to_boolean understands yes and no as buyers write them in their languages", () => {
    expect(value(run("to_boolean", "Ja"))).toBe(true)
    expect(value(run("to_boolean", "Nei"))).toBe(false)
    expect(value(run("to_boolean", " sí "))).toBe(true)
    expect(value(run("to_boolean", "Non"))).toBe(false)
    expect(value(run("to_boolean", "Não"))).toBe(false)
    expect(value(run("to_boolean", "はい"))).toBe(true)
    expect(error(run("to_boolean", "vielleicht"))).toContain("to_boolean")
  })

  test("uppercase, lowercase and trim work on text and refuse other values", () => {
    expect(value(run("uppercase", "usd"))).toBe("USD")
    expect(value(run("lowercase", "EUR"))).toBe("eur")
    expect(value(run("trim", "  a b  "))).toBe("a b")
    expect(error(run("uppercase", 12))).toBe("uppercase: 12 is not text")
    expect(error(run("trim", { a: 1 }))).toContain("trim")
  })
})

describe("applyTransform: cents_to_decimal", () => {
  const amountIn = (currency: string | undefined, amount: unknown) =>
    run("cents_to_decimal", amount, currency === undefined ? { amount } : { amount, currency }, "amount")

  test("two-decimal currencies, without float garbage", () => {
    expect(value(amountIn("usd", 1099))).toBe(10.99)
    expect(value(amountIn("usd", 30))).toBe(0.3)
    expect(value(amountIn("eur", 5))).toBe(0.05)
    expect(value(amountIn("usd", 0))).toBe(0)
    expect(value(amountIn("gbp", 89900))).toBe(899)
  })

  test("zero-decimal currencies are unchanged, in any case", () => {
    expect(value(amountIn("jpy", 5000))).toBe(5000)
    expect(value(amountIn("KRW", 12345))).toBe(12345)
    expect(value(amountIn("xof", 700))).toBe(700)
  })

  test("three-decimal currencies divide by 1000", () => {
    expect(value(amountIn("kwd", 12345))).toBe(12.345)
    expect(value(amountIn("BHD", 1))).toBe(0.001)
    expect(value(amountIn("tnd", 2500))).toBe(2.5)
  })

  test("negative amounts (refunds) and integer strings", () => {
    expect(value(amountIn("usd", -250))).toBe(-2.5)
    expect(value(amountIn("usd", -5))).toBe(-0.05)
    expect(value(amountIn("jpy", -300))).toBe(-300)
    expect(value(amountIn("usd", "1999"))).toBe(19.99)
  })

  test("unknown or missing currency assumes two decimals", () => {
    expect(value(amountIn(undefined, 1234))).toBe(12.34)
  })

  test("the currency beside the amount wins over the record's", () => {
    const record: JsonRecord = { currency: "usd", fee: { amount: 500, currency_code: "JPY" } }
    expect(value(run("cents_to_decimal", 500, record, "fee.amount"))).toBe(500)
    const amazon: JsonRecord = { OrderTotal: { Amount: 1234, CurrencyCode: "KWD" } }
    expect(value(run("cents_to_decimal", 1234, amazon, "OrderTotal.Amount"))).toBe(1.234)
    const nested: JsonRecord = { currency: "jpy", lines: [{ amount: 700 }] }
    expect(value(run("cents_to_decimal", 700, nested, "lines.0.amount"))).toBe(700)
  })

  test("refuses fractions and text", () => {
    expect(error(amountIn("usd", 10.5))).toBe("cents_to_decimal: 10.5 is not a whole number of minor units")
    expect(error(amountIn("usd", "ten"))).toContain("cents_to_decimal")
  })
})

describe("applyTransform: dates", () => {
  test("unix_to_datetime writes ISO 8601 UTC with milliseconds", () => {
    expect(value(run("unix_to_datetime", 1761903386))).toBe("2025-10-31T09:36:26.000Z")
    expect(value(run("unix_to_datetime", "1761903386"))).toBe("2025-10-31T09:36:26.000Z")
    expect(value(run("unix_to_datetime", 0))).toBe("1970-01-01T00:00:00.000Z")
  })

  test("unix_to_datetime takes values beyond 1e11 as milliseconds", () => {
    expect(value(run("unix_to_datetime", 1761903386123))).toBe("2025-10-31T09:36:26.123Z")
  })

  test("unix_to_date gives the UTC day", () => {
    expect(value(run("unix_to_date", 1761903386))).toBe("2025-10-31")
    expect(value(run("unix_to_date", 1761955199))).toBe("2025-10-31")
    expect(value(run("unix_to_date", 1761955200))).toBe("2025-11-01")
  })

  test("unix transforms refuse text", () => {
    expect(error(run("unix_to_datetime", "yesterday"))).toBe("unix_to_datetime: \"yesterday\" is not a Unix timestamp")
    expect(error(run("unix_to_date", { t: 1 }))).toContain("unix_to_date")
  })

  test("datetime_to_date keeps the day as written", () => {
    expect(value(run("datetime_to_date", "2025-11-01T19:49:35Z"))).toBe("2025-11-01")
    expect(value(run("datetime_to_date", "2025-11-03T22:10:00-05:00"))).toBe("2025-11-03")
    expect(value(run("datetime_to_date", "2025-11-03"))).toBe("2025-11-03")
  })

  test("datetime_to_date refuses non-dates and impossible days", () => {
    expect(error(run("datetime_to_date", "03/11/2025"))).toContain("is not an ISO 8601 date")
    expect(error(run("datetime_to_date", "2025-02-30"))).toContain("is not an ISO 8601 date")
    expect(error(run("datetime_to_date", 1761903386))).toContain("datetime_to_date")
  })
})

describe("applyTransform: json and join", () => {
  test("json stringifies objects and arrays, leaves text alone", () => {
    expect(value(run("json", { a: [1, 2] }))).toBe("{\"a\":[1,2]}")
    expect(value(run("json", ["a"]))).toBe("[\"a\"]")
    expect(value(run("json", "plain"))).toBe("plain")
    expect(value(run("json", 3))).toBe("3")
  })

  test("join joins scalars with comma and space, skipping nulls", () => {
    expect(value(run("join", ["CreditCard", "GiftCertificate"]))).toBe("CreditCard, GiftCertificate")
    expect(value(run("join", [1, null, 2]))).toBe("1, 2")
    expect(value(run("join", []))).toBe("")
  })

  test("join labels objects by name, title, sku or code, else JSON", () => {
    expect(
      value(
        run("join", [{ name: "A", sku: "x" }, { title: "B" }, { sku: "C" }, { code: "TENOFF", amount: "10.00" }, {
          other: 1
        }])
      )
    ).toBe(
      "A, B, C, TENOFF, {\"other\":1}"
    )
  })

  test("join of a single value is that value as text", () => {
    expect(value(run("join", "vip"))).toBe("vip")
    expect(value(run("join", 7))).toBe("7")
  })
})

describe("applyMapping", () => {
  test("produces destination fields and per-field errors", () => {
    const result = applyMapping(
      { ...order, total: "abc" },
      [
        { source_field: "id", destination_field: "Charge ID", transform: null },
        { source_field: "amount", destination_field: "Amount", transform: "cents_to_decimal" },
        { source_field: "currency", destination_field: "Currency", transform: "uppercase" },
        { source_field: "line_items.0.sku", destination_field: "First SKU", transform: null },
        { source_field: "line_items", destination_field: "Items", transform: "join" },
        { source_field: "customer.phone", destination_field: "Phone", transform: "trim" },
        { source_field: "total", destination_field: "Total", transform: "to_number" }
      ]
    )
    expect(result.fields).toEqual({
      "Charge ID": "ch_1",
      Amount: 10.99,
      Currency: "USD",
      "First SKU": "A-1",
      Items: "Mug, Cap",
      Phone: null
    })
    expect(result.errors).toEqual({ Total: "to_number: \"abc\" is not a number" })
  })

  test("an empty mapping gives an empty row", () => {
    expect(applyMapping(order, [])).toEqual({ fields: {}, errors: {} })
  })
})

describe("applyTransform: percent_to_fraction", () => {
  test("a number in per cent becomes the fraction a percent column stores, without binary noise", () => {
    expect(value(run("percent_to_fraction", 20))).toBe(0.2)
    expect(value(run("percent_to_fraction", 19.6))).toBe(0.196)
    expect(value(run("percent_to_fraction", "7.5"))).toBe(0.075)
    expect(value(run("percent_to_fraction", 0))).toBe(0)
  })

  test("refuses what is not a number", () => {
    expect(error(run("percent_to_fraction", "twenty"))).toBe("percent_to_fraction: \"twenty\" is not a number")
  })
})
