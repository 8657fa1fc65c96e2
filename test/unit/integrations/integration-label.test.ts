/** An integration's human name, in each provider's words: what the list, the page title and the Connection tab show. */
import { describe, expect, test } from "bun:test"
import { integrationLabel } from "../../../src/integrations/integration-label.js"

const stripe = { api_key: "sk_test_0123456789abcd" }

describe("integrationLabel", () => {
  test("an Airtable destination names its base and table; without a table, the base's first table in words", () => {
    expect(integrationLabel("payments", "tables", stripe, { api_key: "pat_x", base_id: "appABC123", table: "Sales" }))
      .toBe("Stripe key sk_test_…abcd → Airtable base appABC123 · table Sales")
    expect(integrationLabel("payments", "tables", stripe, { api_key: "pat_x", base_id: "appABC123" }))
      .toBe("Stripe key sk_test_…abcd → Airtable base appABC123, its first table")
    // A blank table name is no table: the sync writes the first table, and the label says so.
    expect(integrationLabel("payments", "tables", stripe, { api_key: "pat_x", base_id: "appABC123", table: "  " }))
      .toBe("Stripe key sk_test_…abcd → Airtable base appABC123, its first table")
  })

  test("a key is named by its kind's prefix and last four characters, never as a cut word", () => {
    const named = (api_key: string) => integrationLabel("payments", "tables", { api_key }, null).split(" → ")[0]
    expect(named("sk_live_51HxYzAbCdEfGhIjKlMnOpQr9Wxy")).toBe("Stripe key sk_live_…9Wxy")
    expect(named("rk_test_51HxYzAbCdEfGhIjKlMnOpQr1234")).toBe("Stripe key rk_test_…1234")
    expect(named("emulator-key-0042")).toBe("Stripe key ending in 0042")
  })

  test("a side not connected yet says so", () => {
    expect(integrationLabel("payments", "tables", stripe, null)).toBe(
      "Stripe key sk_test_…abcd → Airtable (not connected)"
    )
  })
})
