import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { type ApiResponse, type Client, isRecord } from "../support/client.js"
import { waitForLogs } from "../support/sync.js"
import {
  officeIntegration,
  problemsOf,
  type SchemaWorld,
  startSchemaWorld,
  stripeCharge,
  tablesIntegration,
  typedSalesTable
} from "./world.js"

let world: SchemaWorld

beforeAll(async () => {
  world = await startSchemaWorld()
})
afterAll(() => world.stop())

const preview = (client: Client, body: unknown) => client.request("POST", "/api/schema/preview", { body })

interface PreviewRecord {
  readonly fields: Record<string, unknown>
  readonly errors: Record<string, unknown>
}

const recordsOf = (response: ApiResponse): ReadonlyArray<PreviewRecord> => {
  const records = response.json["records"]
  return Array.isArray(records)
    ? records.flatMap((
      r: unknown
    ) => (isRecord(r) && isRecord(r["fields"]) && isRecord(r["errors"])
      ? [{ fields: r["fields"], errors: r["errors"] }]
      : [])
    )
    : []
}

const quantityTable = { name: "Sales", fields: [...typedSalesTable.fields, { name: "Quantity", type: "number" }] }

const salesMapping = [
  { source_field: "id", destination_field: "Order ID", transform: null },
  { source_field: "amount", destination_field: "Amount", transform: "cents_to_decimal" },
  { source_field: "amount_refunded", destination_field: "Refunded", transform: "cents_to_decimal" },
  { source_field: "currency", destination_field: "Currency", transform: "uppercase" },
  { source_field: "created", destination_field: "Date", transform: "unix_to_date" },
  { source_field: "billing_details.email", destination_field: "Customer Email", transform: null },
  { source_field: "description", destination_field: "Description", transform: null },
  { source_field: "status", destination_field: "Status", transform: null },
  { source_field: "metadata.quantity", destination_field: "Quantity", transform: "to_number" }
]

describe("POST /api/schema/preview", () => {
  test("given mappings and samples: at most 10 records, a bad cell is an error while the others convert", async () => {
    const it = await tablesIntegration(world, [quantityTable])
    const samples = Array.from({ length: 15 }, (_, i) => ({
      ...stripeCharge,
      id: `ch_${i}`,
      amount: 1050 + i,
      metadata: { quantity: i === 1 ? "a dozen" : String(i) }
    }))
    const response = await preview(it.client, {
      integration_id: it.id,
      mappings: salesMapping,
      sample_records: samples
    })
    expect(response.status).toBe(200)
    expect(response.json["integration_id"]).toBe(it.id)
    const records = recordsOf(response)
    expect(records.length).toBe(10)
    expect(records[0]).toEqual({
      fields: {
        "Order ID": "ch_0",
        Amount: 10.5,
        Refunded: 0,
        Currency: "USD",
        Date: "2009-02-13",
        "Customer Email": null,
        Description: "My First Test Charge (created for API docs)",
        Status: "succeeded",
        Quantity: 0
      },
      errors: {}
    })
    expect(records[1]?.errors).toEqual({ Quantity: "to_number: \"a dozen\" is not a number" })
    expect(records[1]?.fields["Quantity"]).toBeUndefined()
    expect(records[1]?.fields["Amount"]).toBe(10.51)
    expect(records[1]?.fields["Currency"]).toBe("USD")
  })

  test("a mapped field the destination does not have is named in the answer's warnings, before a sync fails on it", async () => {
    const it = await tablesIntegration(world)
    const charge = { ...stripeCharge, metadata: { quantity: "2" } }
    const shown = await preview(it.client, {
      integration_id: it.id,
      mappings: salesMapping,
      sample_records: [charge]
    })
    expect(shown.status).toBe(200)
    expect(recordsOf(shown).length).toBe(1)
    const warnings = shown.json["warnings"]
    expect(Array.isArray(warnings) ? warnings.map(String) : []).toEqual([
      `The destination "Sales" has no field "Quantity": a sync with this mapping fails until the field is added there or its row is changed.`
    ])
    // Every field there: no warnings at all.
    const complete = await preview(it.client, {
      integration_id: it.id,
      mappings: salesMapping.filter((entry) => entry.destination_field !== "Quantity"),
      sample_records: [charge]
    })
    expect(complete.status).toBe(200)
    expect(complete.json["warnings"]).toBeUndefined()
    // A sheet's sync adds the columns its header row lacks: nothing to warn of.
    const sheet = await officeIntegration(world, ["Order ID", "Amount"])
    const onSheet = await preview(sheet.client, {
      integration_id: sheet.id,
      mappings: salesMapping,
      sample_records: [charge]
    })
    expect(onSheet.status).toBe(200)
    expect(onSheet.json["warnings"]).toBeUndefined()
  })

  test("a source path no sample record has (a slip of the pen) is named, with the records' own path it likely meant", async () => {
    const it = await officeIntegration(world, ["Order ID", "Product"])
    const order = { id: 5849267910, line_items: [{ title: "Mug", quantity: 1 }], note: null }
    const mappings = [
      { source_field: "id", destination_field: "Order ID", transform: null },
      { source_field: "line_items.0.titel", destination_field: "Product", transform: null },
      { source_field: "note", destination_field: "Note", transform: null },
      { source_field: "metadata.gift_wrap", destination_field: "Gift", transform: null }
    ]
    const shown = await preview(it.client, { integration_id: it.id, mappings, sample_records: [order] })
    expect(shown.status).toBe(200)
    // It converts (an empty cell is no error): only the warning tells the merchant the column would stay empty.
    expect(recordsOf(shown)[0]?.errors).toEqual({})
    const warnings = shown.json["warnings"]
    expect(Array.isArray(warnings) ? warnings.map(String) : []).toEqual([
      `No sample record has "line_items.0.titel", so "Product" stays empty on these records: did you mean "line_items.0.title"?`,
      `No sample record has "metadata.gift_wrap", so "Gift" stays empty on these records: check the path, unless only some records have it.`
    ])
  })

  test("given mappings are validated like PATCH: 400 invalid_mapping listing every problem", async () => {
    const it = await tablesIntegration(world)
    const response = await preview(it.client, {
      integration_id: it.id,
      sample_records: [stripeCharge],
      mappings: [
        { source_field: "amount", destination_field: "Amount", transform: "to_cents" },
        { source_field: "id", destination_field: "Sync ID", transform: null },
        { source_field: "bad path", destination_field: "Amount", transform: null }
      ]
    })
    expect(response.status).toBe(400)
    expect(response.json["error"]).toBe("invalid_mapping")
    const problems = problemsOf(response)
    expect(problems.length).toBe(4)
    expect(problems[0]).toContain("mappings[0].transform: \"to_cents\"")
    expect(problems[1]).toContain("mappings[1].destination_field: \"Sync ID\" is written by salesync itself")
    expect(problems.slice(2).join(" ")).toContain("mappings[2].source_field")
    expect(problems.slice(2).join(" ")).toContain("\"Amount\" is already mapped")

    const shape = await preview(it.client, {
      integration_id: it.id,
      sample_records: [stripeCharge],
      mappings: [{ source_field: "amount" }]
    })
    expect(shape.status).toBe(400)
    expect(shape.json["error"]).toBe("invalid_mapping")
    expect(String(shape.json["message"])).toContain("mappings[0].destination_field")
  })

  test("no mapping given and none saved → 400 invalid_mapping saying to infer and apply first", async () => {
    const it = await tablesIntegration(world)
    const response = await preview(it.client, { integration_id: it.id, sample_records: [stripeCharge] })
    expect(response.status).toBe(400)
    expect(response.json["error"]).toBe("invalid_mapping")
    expect(String(response.json["message"])).toContain("/api/schema/infer")
  })

  test("bad samples → 400 invalid_input; unknown and foreign integrations → 404", async () => {
    const it = await tablesIntegration(world)
    for (const sample_records of [[1], "x", [[]], Array.from({ length: 101 }, () => ({}))]) {
      const response = await preview(it.client, { integration_id: it.id, mappings: salesMapping, sample_records })
      expect(response.status).toBe(400)
      expect(response.json["error"]).toBe("invalid_input")
      expect(String(response.json["message"])).toContain("sample_records")
    }
    const stranger = await tablesIntegration(world)
    const foreign = await preview(stranger.client, {
      integration_id: it.id,
      mappings: salesMapping,
      sample_records: [stripeCharge]
    })
    const unknown = await preview(stranger.client, {
      integration_id: "int_unknown",
      mappings: salesMapping,
      sample_records: [stripeCharge]
    })
    expect(foreign.status).toBe(404)
    expect(foreign.json["message"]).toBe(unknown.json["message"])
  })

  test("the saved mapping on source records; a real sync then writes exactly what the preview showed", async () => {
    // This file's emulator holds only these charges, so the preview covers all the sync will write.
    world.payments.addCharge({
      amount: 1999,
      currency: "usd",
      email: "ann@example.com",
      name: "Ann",
      description: "two mugs",
      metadata: { quantity: "2" }
    })
    world.payments.addCharge({
      amount: 5000,
      currency: "jpy",
      email: "ken@example.com",
      name: "Ken",
      description: "tea set",
      metadata: { quantity: "1" }
    })
    const odd = world.payments.addCharge({
      amount: 1250,
      currency: "eur",
      email: "eva@example.com",
      name: "Eva",
      description: "spoons",
      metadata: { quantity: "lots" }
    })
    world.payments.refundCharge(String(odd["id"]), 250)
    const it = await tablesIntegration(world, [quantityTable])
    const applied = await it.client.request("POST", "/api/schema/infer/apply", {
      body: { integration_id: it.id, mappings: salesMapping }
    })
    expect(applied.json).toEqual({ ok: true, integration_id: it.id, mappings_saved: salesMapping.length })

    const shown = await preview(it.client, { integration_id: it.id })
    expect(shown.status).toBe(200)
    const records = recordsOf(shown)
    expect(records.length).toBe(3)
    const byOrder = new Map(records.map((record) => [record.fields["Order ID"], record]))
    const eva = byOrder.get(odd["id"])
    expect(eva?.errors).toEqual({ Quantity: "to_number: \"lots\" is not a number" })
    expect(eva?.fields).toMatchObject({
      Amount: 12.5,
      Refunded: 2.5,
      Currency: "EUR",
      "Customer Email": "eva@example.com"
    })
    expect(records.find((record) => record.fields["Currency"] === "JPY")?.fields["Amount"]).toBe(5000)

    const retry = await it.client.request("POST", `/api/integrations/${it.id}/retry`)
    expect(retry.status).toBe(200)
    const log = await waitForLogs(it.client, it.id, 1, 15_000)
    expect(log["records_synced"]).toBe(3)
    expect(String(log["error_message"])).toContain("1 value could not be converted")

    const rows = world.tables.records(it.baseId, "Sales")
    expect(rows.length).toBe(3)
    for (const row of rows) {
      const { "Sync ID": syncId, ...written } = row.fields
      const previewed = byOrder.get(syncId)
      expect(previewed).toBeDefined()
      expect(written).toEqual(previewed?.fields ?? {})
    }
  }, 20_000)

  test(
    "columns named like the object prototype's members (\"__proto__\", \"constructor\") are previewed and written",
    async () => {
      const odd = { name: "Sales", fields: [{ name: "Sync ID" }, { name: "__proto__" }, { name: "constructor" }] }
      const it = await tablesIntegration(world, [odd])
      const mappings = [
        { source_field: "id", destination_field: "__proto__", transform: null },
        { source_field: "currency", destination_field: "constructor", transform: "uppercase" }
      ]
      const applied = await it.client.request("POST", "/api/schema/infer/apply", {
        body: { integration_id: it.id, mappings }
      })
      expect(applied.json).toEqual({ ok: true, integration_id: it.id, mappings_saved: 2 })
      const shown = recordsOf(await preview(it.client, { integration_id: it.id }))
      expect(shown.length).toBe(3)
      for (const record of shown) {
        expect(Object.hasOwn(record.fields, "__proto__")).toBe(true)
        expect(String(record.fields["__proto__"])).toStartWith("ch_")
      }

      expect((await it.client.request("POST", `/api/integrations/${it.id}/retry`)).status).toBe(200)
      const log = await waitForLogs(it.client, it.id, 1, 15_000)
      expect(log["status"]).toBe("success")
      const rows = world.tables.records(it.baseId, "Sales")
      expect(rows.length).toBe(3)
      for (const row of rows) {
        expect(Object.hasOwn(row.fields, "__proto__")).toBe(true)
        expect(row.fields["__proto__"]).toBe(row.fields["Sync ID"])
        expect(["USD", "JPY", "EUR"]).toContain(String(row.fields["constructor"]))
      }
    },
    20_000
  )
})
