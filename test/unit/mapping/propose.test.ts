import { describe, expect, test } from "bun:test"
import type { JsonRecord } from "../../../src/connectors/contract.js"
import { minimumConfidence } from "../../../src/mapping/matcher/calibration.js"
import { proposeMapping } from "../../../src/mapping/matcher/propose.js"

const charges: ReadonlyArray<JsonRecord> = [
  {
    id: "ch_3MmlLrLkdIwHu7ix0snN0B15",
    object: "charge",
    amount: 1099,
    amount_refunded: 0,
    currency: "usd",
    created: 1761903386,
    billing_details: { email: "jenny@example.com", name: "Jenny Rosen" },
    receipt_url: "https://pay.example.com/receipts/1",
    refunded: false,
    status: "succeeded",
    metadata: {}
  },
  {
    id: "ch_8Oool8DklZDOCj2ISaJiHkTj",
    object: "charge",
    amount: 500,
    amount_refunded: 500,
    currency: "jpy",
    created: 1761988782,
    billing_details: { email: "amir@example.com", name: "Amir Haddad" },
    receipt_url: "https://pay.example.com/receipts/2",
    refunded: true,
    status: "refunded",
    metadata: {}
  }
]

const pairsOf = (proposal: ReturnType<typeof proposeMapping>) =>
  Object.fromEntries(proposal.mappings.map((entry) => [entry.destination_field, [entry.source_field, entry.transform]]))

describe("proposeMapping", () => {
  const proposal = proposeMapping({
    samples: charges,
    destinationFields: [
      { name: "Charge", type: "singleLineText" },
      { name: "Amount", type: "currency" },
      { name: "Currency", type: "singleLineText" },
      { name: "E-mail", type: "email" },
      { name: "Name", type: "singleLineText" },
      { name: "Date", type: "date" },
      { name: "Refunded?", type: "checkbox" },
      { name: "Receipt", type: "url" },
      { name: "Notes", type: "multilineText" }
    ]
  })

  test("maps each field to its source with the transform the values need", () => {
    expect(pairsOf(proposal)).toEqual({
      Charge: ["id", null],
      Amount: ["amount", "cents_to_decimal"],
      Currency: ["currency", "uppercase"],
      "E-mail": ["billing_details.email", null],
      Name: ["billing_details.name", null],
      Date: ["created", "unix_to_date"],
      "Refunded?": ["refunded", null],
      Receipt: ["receipt_url", null]
    })
  })

  test("leaves a field without a source unmapped and lists unused paths", () => {
    expect(proposal.unmapped_destination_fields).toEqual(["Notes"])
    expect(proposal.unmapped_source_fields).toContain("amount_refunded")
    expect(proposal.unmapped_source_fields).toContain("status")
    expect(proposal.unmapped_source_fields).not.toContain("amount")
    expect(proposal.unmapped_source_fields).not.toContain("metadata")
  })

  test("is one-to-one with confidences in range", () => {
    const sources = proposal.mappings.map((entry) => entry.source_field)
    expect(new Set(sources).size).toBe(sources.length)
    for (const entry of proposal.mappings) {
      expect(entry.confidence).toBeGreaterThanOrEqual(minimumConfidence)
      expect(entry.confidence).toBeLessThanOrEqual(1)
    }
  })

  test("two destinations wanting one source: the better name wins, the other stays empty", () => {
    const result = proposeMapping({
      samples: [{ email: "a@example.com" }, { email: "b@example.com" }],
      destinationFields: [{ name: "Email" }, { name: "Customer Email" }]
    })
    expect(pairsOf(result)).toEqual({ Email: ["email", null] })
    expect(result.unmapped_destination_fields).toEqual(["Customer Email"])
  })

  test("reads sheet headers in other languages and abbreviations", () => {
    const result = proposeMapping({
      samples: [
        { created_at: "2025-11-03T10:10:00-05:00", total_price: "409.94", currency: "EUR", financial_status: "paid" },
        { created_at: "2025-11-04T10:10:00-05:00", total_price: "19.90", currency: "EUR", financial_status: "pending" }
      ],
      destinationFields: [{ name: "Bestelldatum" }, { name: "Gesamtbetrag" }, { name: "Währung" }, {
        name: "Zahlungsstatus"
      }]
    })
    expect(pairsOf(result)).toEqual({
      Bestelldatum: ["created_at", "datetime_to_date"],
      Gesamtbetrag: ["total_price", "to_number"],
      Währung: ["currency", null],
      Zahlungsstatus: ["financial_status", null]
    })
  })

  test("no samples or no fields: nothing mapped", () => {
    expect(proposeMapping({ samples: [], destinationFields: [{ name: "Amount" }] })).toEqual({
      mappings: [],
      unmapped_destination_fields: ["Amount"],
      unmapped_source_fields: []
    })
    expect(proposeMapping({ samples: charges, destinationFields: [] }).mappings).toEqual([])
  })
})

describe("keys and headers named like the object prototype's members", () => {
  test("are plain words: \"constructor\" is no abbreviation and \"constructor_…\" no known id prefix", () => {
    const record = JSON.parse(
      "{\"constructor\":1,\"__proto__\":{\"toString\":\"x\"},\"id\":\"constructor_1234abcd\",\"amount\":4900}"
    )
    const proposal = proposeMapping({
      samples: [record, record],
      destinationFields: [{ name: "Constructor" }, { name: "toString" }, { name: "Amount" }]
    })
    expect(proposal.mappings.find((entry) => entry.destination_field === "Amount")?.source_field).toBe("amount")
  })
})
