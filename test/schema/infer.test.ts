import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { DEFAULT_SHEET_HEADER, DEFAULT_TABLE_FIELDS } from "../../src/schema-inference/default-schemas.js"
import type { Client } from "../support/client.js"
import {
  entriesOf,
  entryFor,
  newIntegration,
  officeIntegration,
  type SchemaWorld,
  startSchemaWorld,
  stripeCharge,
  TABLES_TOKEN,
  tablesIntegration
} from "./world.js"

let world: SchemaWorld

beforeAll(async () => {
  world = await startSchemaWorld()
})
afterAll(() => world.stop())

const infer = (client: Client, body: unknown) => client.request("POST", "/api/schema/infer", { body })

const charges = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => ({ ...stripeCharge, id: `ch_sample_${i}`, amount: 1000 + i, description: `Order ${i}` })
  )

describe("POST /api/schema/infer", () => {
  test("from given samples against a typed table: a confident proposal, never the key field, not saved", async () => {
    const it = await tablesIntegration(world)
    const response = await infer(it.client, { integration_id: it.id, sample_records: charges(3) })
    expect(response.status).toBe(200)
    expect(response.json["integration_id"]).toBe(it.id)
    expect(response.json["engine"]).toBe("offline")
    expect(response.json["destination_schema"]).toBe("destination")
    expect(response.json["message"]).toBeUndefined()
    expect(entryFor(response, "Amount")).toMatchObject({ source_field: "amount", transform: "cents_to_decimal" })
    expect(entryFor(response, "Refunded")).toMatchObject({
      source_field: "amount_refunded",
      transform: "cents_to_decimal"
    })
    expect(entryFor(response, "Date")).toMatchObject({ source_field: "created", transform: "unix_to_date" })
    expect(entryFor(response, "Currency")).toMatchObject({ source_field: "currency", transform: "uppercase" })
    expect(entryFor(response, "Customer Email")?.source_field).toBe("billing_details.email")
    for (const entry of entriesOf(response)) {
      expect(entry.confidence).toBeGreaterThan(0)
      expect(entry.confidence).toBeLessThanOrEqual(1)
    }
    expect(entriesOf(response).some((entry) => entry.destination_field === "Sync ID")).toBe(false)
    expect(response.json["unmapped_destination_fields"]).not.toContain("Sync ID")
    expect(Array.isArray(response.json["unmapped_source_fields"])).toBe(true)
    expect(response.json["unmapped_source_fields"]).not.toContain("amount")

    const saved = await it.client.request("GET", `/api/dashboard/mappings/${it.id}`)
    expect(saved.json["mappings"]).toEqual([])
  })

  test("without samples: up to 20 records read from the payments source", async () => {
    world.payments.addCharges(25)
    world.payments.addCharge({ amount: 4200, currency: "eur", email: "newest@example.com", description: "newest" })
    const it = await tablesIntegration(world)
    const response = await infer(it.client, { integration_id: it.id })
    expect(response.status).toBe(200)
    expect(entryFor(response, "Amount")).toMatchObject({ source_field: "amount", transform: "cents_to_decimal" })
    expect(entryFor(response, "Customer Email")?.source_field).toBe("billing_details.email")
    // An empty list counts as none given.
    const empty = await infer(it.client, { integration_id: it.id, sample_records: [] })
    expect(empty.status).toBe(200)
    expect(entriesOf(empty)).toEqual(entriesOf(response))
  })

  test("against an office sheet: its header row is the schema, the key column left out", async () => {
    const it = await officeIntegration(world, [
      "Sync ID",
      "Order",
      "Order Date",
      "Buyer Email",
      "Total",
      "Currency",
      "Notes"
    ])
    const response = await infer(it.client, { integration_id: it.id, sample_records: charges(2) })
    expect(response.status).toBe(200)
    expect(response.json["destination_schema"]).toBe("destination")
    expect(entryFor(response, "Total")).toMatchObject({ source_field: "amount", transform: "cents_to_decimal" })
    expect(entryFor(response, "Buyer Email")?.source_field).toBe("billing_details.email")
    expect(entryFor(response, "Order Date")?.source_field).toBe("created")
    const named = new Set([
      ...entriesOf(response).map((e) => e.destination_field),
      ...(response.json["unmapped_destination_fields"] as Array<string>)
    ])
    expect(named).toEqual(new Set(["Order", "Order Date", "Buyer Email", "Total", "Currency", "Notes"]))
  })

  test("orders of several lines: the answer says a line's column copies only the first, and how to keep them all", async () => {
    const it = await officeIntegration(world, ["Order", "Product", "Qty"])
    const line = (title: string, quantity: number) => ({ title, name: title, quantity, price: "12.00", sku: title })
    const order = (index: number, lines: ReadonlyArray<ReturnType<typeof line>>) => ({
      id: 5849267910 + index,
      name: `#100${index}`,
      created_at: "2025-11-02T10:14:00-05:00",
      line_items: lines
    })
    const single = [order(1, [line("Mug", 1)]), order(2, [line("Cup", 2)])]
    const alone = await infer(it.client, { integration_id: it.id, sample_records: single })
    expect(entryFor(alone, "Product")?.source_field).toMatch(/^line_items\.0\.(title|name)$/)
    expect(alone.json["message"]).toBeUndefined()

    const several = [...single, order(3, [line("Mug", 1), line("Saucer", 2), line("Spoon", 4)])]
    const response = await infer(it.client, { integration_id: it.id, sample_records: several })
    expect(response.status).toBe(200)
    expect(String(response.json["message"])).toContain(
      "1 of the 3 sample records holds more than one of \"line_items\" (up to 3)"
    )
    const message = String(response.json["message"])
    // Join writes each line's name: offered for the product column only, never for the quantities.
    expect(message).toContain("copy only the first: the others are not in the row.")
    expect(message).toContain(
      "To list every one's name in \"Product\", map \"line_items\" there with the join transform."
    )
    expect(message).not.toContain("\"Qty\"")
  })

  test("a shop's taxes titled by place fill their own columns as numbers; the note counts every place taken", async () => {
    const it = await officeIntegration(world, ["Order", "Subtotal", "GST", "QST", "Total"])
    const order = (index: number, titles: ReadonlyArray<string>) => ({
      id: 5849267910 + index,
      name: `#100${index}`,
      currency: "CAD",
      subtotal_price: "90.00",
      total_price: "103.49",
      total_tax: "13.49",
      tax_lines: titles.map((title, at) => ({ title, price: `${4 + at}.${index}0`, rate: 0.05 }))
    })
    const both = [1, 2, 3].map((index) => order(index, ["GST", "QST"]))
    const response = await infer(it.client, { integration_id: it.id, sample_records: both })
    expect(response.status).toBe(200)
    expect(entryFor(response, "GST")).toMatchObject({ source_field: "tax_lines.0.price", transform: "to_number" })
    expect(entryFor(response, "QST")).toMatchObject({ source_field: "tax_lines.1.price", transform: "to_number" })
    // Each record's two taxes each have a column: nothing is left out of the row, so nothing is said.
    expect(response.json["message"]).toBeUndefined()

    const third = await infer(it.client, {
      integration_id: it.id,
      sample_records: [...both, order(4, ["GST", "QST", "Eco fee"])]
    })
    expect(String(third.json["message"])).toContain(
      "1 of the 4 sample records holds more of \"tax_lines\" than its columns take (up to 3), but " +
        "\"tax_lines.0.price\", \"tax_lines.1.price\" copy only the first and second: the others are not in the row."
    )
  })

  test("a sheet without a header row: the default headers, and the answer says the first sync writes them", async () => {
    const it = await officeIntegration(world, [])
    const response = await infer(it.client, { integration_id: it.id, sample_records: charges(2) })
    expect(response.status).toBe(200)
    expect(response.json["destination_schema"]).toBe("default")
    expect(String(response.json["message"])).toContain("no header row")
    expect(entryFor(response, "Amount")?.source_field).toBe("amount")
  })

  test("an unreachable destination (no credentials, refused token): the default schema, flagged", async () => {
    const noCredentials = await newIntegration(world, { destination: "tables" })
    const response = await infer(noCredentials.client, { integration_id: noCredentials.id, sample_records: charges(2) })
    expect(response.status).toBe(200)
    expect(response.json["destination_schema"]).toBe("default")
    expect(String(response.json["message"])).toContain("could not be read")
    expect(String(response.json["message"])).toContain("base id")
    const defaults = new Set(DEFAULT_TABLE_FIELDS.map((field) => field.name))
    for (const entry of entriesOf(response)) expect(defaults.has(entry.destination_field)).toBe(true)
    expect(entryFor(response, "Amount")).toMatchObject({ source_field: "amount", transform: "cents_to_decimal" })
    expect(entryFor(response, "Order ID")?.source_field).toBe("id")

    const sheet = world.office.createSpreadsheet({ header: ["Whatever"] })
    const refused = await newIntegration(world, {
      destination: "office",
      destination_credentials: { spreadsheet_id: sheet, access_token: "revoked-token" }
    })
    const office = await infer(refused.client, { integration_id: refused.id, sample_records: charges(2) })
    expect(office.status).toBe(200)
    expect(office.json["destination_schema"]).toBe("default")
    const headers = new Set(DEFAULT_SHEET_HEADER.map((field) => field.name))
    for (const entry of entriesOf(office)) expect(headers.has(entry.destination_field)).toBe(true)
    expect(entriesOf(office).length).toBeGreaterThan(5)
  })

  test("a table without a Sync ID field: the proposal, and a note to add the field", async () => {
    const it = await tablesIntegration(world, [{
      name: "Orders",
      fields: [{ name: "Amount", type: "currency" }, { name: "Email", type: "email" }]
    }])
    const response = await infer(it.client, { integration_id: it.id, sample_records: charges(1) })
    expect(response.status).toBe(200)
    expect(response.json["destination_schema"]).toBe("destination")
    expect(String(response.json["message"])).toContain("no \"Sync ID\" field")
    expect(entryFor(response, "Amount")?.transform).toBe("cents_to_decimal")
  })

  test("a source that cannot be read and no samples → 400 saying to send samples or fix the credentials", async () => {
    const base = world.tables.createBase({
      tables: [{ name: "Sales", fields: [{ name: "Sync ID" }, { name: "Amount", type: "number" }] }]
    })
    const it = await newIntegration(world, {
      destination: "tables",
      destination_credentials: { api_key: TABLES_TOKEN, base_id: base.id },
      source_credentials: { api_key: "sk_test_revoked" }
    })
    const response = await infer(it.client, { integration_id: it.id })
    expect(response.status).toBe(400)
    expect(response.json["error"]).toBe("invalid_input")
    expect(String(response.json["message"])).toContain("sample_records")
    expect(String(response.json["message"])).toContain("credentials")
    const withSamples = await infer(it.client, { integration_id: it.id, sample_records: charges(1) })
    expect(withSamples.status).toBe(200)
  })

  test("bad sample_records → 400 invalid_input naming the field", async () => {
    const it = await tablesIntegration(world)
    const bodies: Array<unknown> = [
      { integration_id: it.id, sample_records: "records" },
      { integration_id: it.id, sample_records: { id: "ch_1" } },
      { integration_id: it.id, sample_records: [1, 2] },
      { integration_id: it.id, sample_records: [{ id: "ch_1" }, "two"] },
      { integration_id: it.id, sample_records: [[{ id: "ch_1" }]] },
      { integration_id: it.id, sample_records: [null] },
      { integration_id: it.id, sample_records: Array.from({ length: 101 }, (_, i) => ({ id: `ch_${i}` })) }
    ]
    for (const body of bodies) {
      const response = await infer(it.client, body)
      expect({ body: JSON.stringify(body).slice(0, 80), status: response.status }).toEqual({
        body: JSON.stringify(body).slice(0, 80),
        status: 400
      })
      expect(response.json["error"]).toBe("invalid_input")
      expect(String(response.json["message"])).toContain("sample_records")
    }
    const tooMany = await infer(it.client, bodies[6])
    expect(String(tooMany.json["message"])).toContain("at most 100")
    const noId = await infer(it.client, { sample_records: [] })
    expect(noId.status).toBe(400)
    expect(String(noId.json["message"])).toContain("integration_id")
  })

  test("samples over 1 MiB cannot arrive: the 256 KiB body limit answers 413 first", async () => {
    const it = await tablesIntegration(world)
    const big = Array.from({ length: 60 }, (_, i) => ({ id: `ch_${i}`, description: "x".repeat(5_000) }))
    const response = await infer(it.client, { integration_id: it.id, sample_records: big })
    expect(response.status).toBe(413)
    expect(response.json["error"]).toBe("payload_too_large")
  })

  test("unknown and foreign integrations → 404, alike", async () => {
    const owner = await tablesIntegration(world)
    const stranger = await tablesIntegration(world)
    const foreign = await infer(stranger.client, { integration_id: owner.id, sample_records: charges(1) })
    const unknown = await infer(stranger.client, { integration_id: "int_unknown", sample_records: charges(1) })
    expect(foreign.status).toBe(404)
    expect(unknown.status).toBe(404)
    expect(foreign.json["error"]).toBe("not_found")
    expect(foreign.json["message"]).toBe(unknown.json["message"])
    const anonymous = await fetch(`${world.server.url}/api/schema/infer`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ integration_id: owner.id })
    })
    expect(anonymous.status).toBe(401)
  })
})
