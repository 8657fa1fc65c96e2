import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import type { Client } from "../support/client.js"
import {
  entriesOf,
  newIntegration,
  officeIntegration,
  problemsOf,
  type SchemaWorld,
  startSchemaWorld,
  stripeCharge,
  tablesIntegration
} from "./world.js"

let world: SchemaWorld

beforeAll(async () => {
  world = await startSchemaWorld()
})
afterAll(() => world.stop())

const apply = (client: Client, integrationId: string, mappings: ReadonlyArray<unknown>) =>
  client.request("POST", "/api/schema/infer/apply", { body: { integration_id: integrationId, mappings } })

const savedMappings = async (client: Client, integrationId: string) =>
  (await client.request("GET", `/api/dashboard/mappings/${integrationId}`)).json["mappings"]

const good = [
  { source_field: "amount", destination_field: "Amount", transform: "cents_to_decimal" },
  { source_field: "currency", destination_field: "Currency", transform: "uppercase" }
]

describe("POST /api/schema/infer/apply", () => {
  test("the inferred proposal applies as is and is saved (without confidences)", async () => {
    const it = await tablesIntegration(world)
    const proposal = await it.client.request("POST", "/api/schema/infer", {
      body: { integration_id: it.id, sample_records: [stripeCharge] }
    })
    expect(proposal.status).toBe(200)
    const entries = entriesOf(proposal)
    expect(entries.length).toBeGreaterThan(5)
    const applied = await apply(it.client, it.id, entries)
    expect(applied.status).toBe(200)
    expect(applied.json).toEqual({ ok: true, integration_id: it.id, mappings_saved: entries.length })
    expect(await savedMappings(it.client, it.id)).toEqual(
      entries.map(({ source_field, destination_field, transform }) => ({ source_field, destination_field, transform }))
    )
  })

  test("headers with stray spaces apply as proposed; a header with a tab is left unmapped, and the answer says why", async () => {
    const it = await officeIntegration(world, ["Sync ID", "Amount ", " Currency", "Status\u00a0", "Order\tNumber"])
    const proposal = await it.client.request("POST", "/api/schema/infer", {
      body: { integration_id: it.id, sample_records: [stripeCharge] }
    })
    expect(proposal.status).toBe(200)
    const entries = entriesOf(proposal)
    expect(entries.map((entry) => entry.destination_field).sort()).toEqual([" Currency", "Amount ", "Status\u00a0"])
    expect(proposal.json["unmapped_destination_fields"]).toContain("Order\tNumber")
    expect(String(proposal.json["message"])).toContain("control character")
    const applied = await apply(it.client, it.id, entries)
    expect(applied.json).toEqual({ ok: true, integration_id: it.id, mappings_saved: 3 })
    // Saved as the columns are named, so the sync writes to them.
    expect(JSON.stringify(await savedMappings(it.client, it.id))).toContain("\"destination_field\":\"Amount \"")
    expect(JSON.stringify(await savedMappings(it.client, it.id))).toContain("\"destination_field\":\" Currency\"")
    // The trimmed name is another column, which this sheet does not have.
    const trimmed = await apply(it.client, it.id, [{
      source_field: "amount",
      destination_field: "Amount",
      transform: null
    }])
    expect(trimmed.status).toBe(400)
  })

  test("a column name that is not valid Unicode (a lone surrogate) is never proposed, and apply refuses it", async () => {
    const lone = "Odd \ud83d"
    const it = await tablesIntegration(world, [{ name: "Sales", fields: [{ name: "Sync ID" }, { name: lone }] }])
    const proposal = await it.client.request("POST", "/api/schema/infer", {
      body: { integration_id: it.id, sample_records: [stripeCharge] }
    })
    expect(proposal.status).toBe(200)
    expect(entriesOf(proposal).map((entry) => entry.destination_field)).not.toContain(lone)
    expect(proposal.json["unmapped_destination_fields"]).toContain(lone)
    expect(String(proposal.json["message"])).toContain("not valid Unicode")
    // Stored, it would become U+FFFD and every sync would then miss the column.
    const refused = await apply(it.client, it.id, [{
      source_field: "description",
      destination_field: lone,
      transform: null
    }])
    expect(refused.status).toBe(400)
    expect(problemsOf(refused)).toEqual([
      "mappings[0].destination_field: must be valid Unicode text (it holds a lone surrogate)"
    ])
    expect(await savedMappings(it.client, it.id)).toEqual([])
  })

  test("a field the table lacks → 400 invalid_mapping naming it and the table's fields; the old mapping stays", async () => {
    const it = await tablesIntegration(world)
    expect((await apply(it.client, it.id, good)).status).toBe(200)
    const refused = await apply(it.client, it.id, [...good, {
      source_field: "description",
      destination_field: "Descripton",
      transform: null
    }])
    expect(refused.status).toBe(400)
    expect(refused.json["error"]).toBe("invalid_mapping")
    expect(problemsOf(refused)).toEqual([
      "mappings[2].destination_field: \"Descripton\" is not a field of the destination"
    ])
    expect(String(refused.json["message"])).toContain("\"Description\"")
    expect(await savedMappings(it.client, it.id)).toEqual(good)
  })

  test("every problem at once, the key field among them", async () => {
    const it = await tablesIntegration(world)
    expect((await apply(it.client, it.id, good)).status).toBe(200)
    const refused = await apply(it.client, it.id, [
      { source_field: "id", destination_field: "Sync ID", transform: null },
      { source_field: "amount", destination_field: "Amount", transform: "to_euros" },
      { source_field: "", destination_field: "Nope", transform: null },
      { source_field: "currency", destination_field: "Amount", transform: null }
    ])
    expect(refused.status).toBe(400)
    const problems = problemsOf(refused)
    expect(problems.length).toBe(5)
    expect(problems.join("\n")).toContain("mappings[0].destination_field: \"Sync ID\" is written by salesync itself")
    expect(problems.join("\n")).toContain("mappings[1].transform: \"to_euros\"")
    expect(problems.join("\n")).toContain("mappings[2].source_field: must not be empty")
    expect(problems.join("\n")).toContain("mappings[2].destination_field: \"Nope\" is not a field")
    expect(problems.join("\n")).toContain("mappings[3].destination_field: \"Amount\" is already mapped")
    expect(problems.join("\n")).not.toContain("\"Sync ID\" is not a field")
    expect(await savedMappings(it.client, it.id)).toEqual(good)
  })

  test("the key column of a sheet is refused too, whatever its case", async () => {
    const it = await officeIntegration(world, ["Sync ID", "Amount", "Currency"])
    const refused = await apply(it.client, it.id, [{
      source_field: "id",
      destination_field: " sync id ",
      transform: null
    }])
    expect(refused.status).toBe(400)
    expect(problemsOf(refused).length).toBe(1)
    expect(problemsOf(refused)[0]).toContain("is written by salesync itself")
    const unknown = await apply(it.client, it.id, [...good, {
      source_field: "status",
      destination_field: "State",
      transform: null
    }])
    expect(problemsOf(unknown)).toEqual(["mappings[2].destination_field: \"State\" is not a field of the destination"])
    expect((await apply(it.client, it.id, good)).json).toEqual({ ok: true, integration_id: it.id, mappings_saved: 2 })
  })

  test("a destination that cannot be read: saved unchecked, and the answer warns", async () => {
    const it = await newIntegration(world, { destination: "tables" })
    const applied = await apply(it.client, it.id, [...good, {
      source_field: "status",
      destination_field: "Anything",
      transform: null
    }])
    expect(applied.status).toBe(200)
    expect(applied.json["mappings_saved"]).toBe(3)
    const warnings = applied.json["warnings"]
    expect(Array.isArray(warnings) ? warnings.join(" ") : "").toContain("not checked")
    expect(await savedMappings(it.client, it.id)).toHaveLength(3)
    // The key field is refused even then.
    const key = await apply(it.client, it.id, [{ source_field: "id", destination_field: "Sync ID", transform: null }])
    expect(key.status).toBe(400)
    expect(await savedMappings(it.client, it.id)).toHaveLength(3)
  })

  test("a sheet without a header row: saved, the first sync writes the header", async () => {
    const it = await officeIntegration(world, [])
    const applied = await apply(it.client, it.id, good)
    expect(applied.status).toBe(200)
    expect(String(applied.json["warnings"])).toContain("no header row")
  })

  test("unknown and foreign integrations → 404; nothing of the owner's changes", async () => {
    const owner = await tablesIntegration(world)
    expect((await apply(owner.client, owner.id, good)).status).toBe(200)
    const stranger = await tablesIntegration(world)
    const foreign = await apply(stranger.client, owner.id, [good[0]])
    const unknown = await apply(stranger.client, "int_unknown", [good[0]])
    expect(foreign.status).toBe(404)
    expect(foreign.json["message"]).toBe(unknown.json["message"])
    expect(await savedMappings(owner.client, owner.id)).toEqual(good)
  })
})
