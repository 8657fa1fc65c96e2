/** An integration's human name, in each provider's words: what the list, the page title and the Connection tab show. */
import { describe, expect, test } from "bun:test"
import { integrationLabel } from "../../../src/integrations/integration-label.js"

const stripe = { api_key: "sk_test_0123456789abcd" }

describe("integrationLabel", () => {
  test("an Airtable destination names its base and table; without a table, the base's first table in words", () => {
    expect(integrationLabel("payments", "tables", stripe, { api_key: "pat_x", base_id: "appABC123", table: "Sales" }))
      .toBe("Stripe key …abcd → Airtable base appABC123 · table Sales")
    expect(integrationLabel("payments", "tables", stripe, { api_key: "pat_x", base_id: "appABC123" }))
      .toBe("Stripe key …abcd → Airtable base appABC123, its first table")
    // A blank table name is no table: the sync writes the first table, and the label says so.
    expect(integrationLabel("payments", "tables", stripe, { api_key: "pat_x", base_id: "appABC123", table: "  " }))
      .toBe("Stripe key …abcd → Airtable base appABC123, its first table")
  })

  test("a side not connected yet says so", () => {
    expect(integrationLabel("payments", "tables", stripe, null)).toBe("Stripe key …abcd → Airtable (not connected)")
  })
})
