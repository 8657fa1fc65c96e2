/**
 * PATCH /api/dashboard/mappings/{id} checks a mapping exactly as
 * /api/schema/infer/apply does, and both bound its size and refuse control
 * characters in field names.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import type { Client } from "../support/client.js"
import { officeIntegration, problemsOf, type SchemaWorld, startSchemaWorld, tablesIntegration } from "./world.js"

let world: SchemaWorld

beforeAll(async () => {
  world = await startSchemaWorld()
})
afterAll(() => world.stop())

const good = [
  { source_field: "amount", destination_field: "Amount", transform: "cents_to_decimal" },
  { source_field: "currency", destination_field: "Currency", transform: "uppercase" }
]

const patch = (client: Client, integrationId: string, mappings: ReadonlyArray<unknown>) =>
  client.request("PATCH", `/api/dashboard/mappings/${integrationId}`, {
    body: { integration_id: integrationId, mappings }
  })
const apply = (client: Client, integrationId: string, mappings: ReadonlyArray<unknown>) =>
  client.request("POST", "/api/schema/infer/apply", { body: { integration_id: integrationId, mappings } })
const saved = async (client: Client, integrationId: string) =>
  (await client.request("GET", `/api/dashboard/mappings/${integrationId}`)).json["mappings"]

describe("PATCH checks destination fields like apply", () => {
  test("a field the table lacks is refused, naming it and the table's fields; the saved mapping stays", async () => {
    const it = await tablesIntegration(world)
    expect((await patch(it.client, it.id, good)).status).toBe(200)
    const refused = await patch(it.client, it.id, [...good, {
      source_field: "status",
      destination_field: "Nope",
      transform: null
    }])
    expect(refused.status).toBe(400)
    expect(refused.json["error"]).toBe("invalid_mapping")
    expect(problemsOf(refused)).toEqual(["mappings[2].destination_field: \"Nope\" is not a field of the destination"])
    expect(String(refused.json["message"])).toContain("\"Amount\"")
    expect(await saved(it.client, it.id)).toEqual(good)
  })

  test("a column the sheet's header lacks is refused too", async () => {
    const it = await officeIntegration(world, ["Sync ID", "Amount", "Currency"])
    const refused = await patch(it.client, it.id, [...good, {
      source_field: "status",
      destination_field: "State",
      transform: null
    }])
    expect(problemsOf(refused)).toEqual(["mappings[2].destination_field: \"State\" is not a field of the destination"])
  })
})

describe("mapping size and names", () => {
  const many = (count: number) =>
    Array.from(
      { length: count },
      (_, i) => ({ source_field: `f${i}`, destination_field: `Field ${i}`, transform: null })
    )

  for (
    const [route, send] of [
      ["PATCH", patch],
      ["apply", apply]
    ] as const
  ) {
    test(`${route}: more than 200 entries is a 400 invalid_mapping, nothing saved`, async () => {
      const it = await tablesIntegration(world)
      expect((await send(it.client, it.id, good)).status).toBe(200)
      const refused = await send(it.client, it.id, many(201))
      expect(refused.status).toBe(400)
      expect(refused.json["error"]).toBe("invalid_mapping")
      expect(String(refused.json["message"])).toContain("at most 200")
      expect(await saved(it.client, it.id)).toEqual(good)
    })

    test(`${route}: a control character or a line break in a field name is refused`, async () => {
      const it = await tablesIntegration(world)
      // (A NUL is refused at the edge for every field, before the mapping's own rules.)
      const refused = await send(it.client, it.id, [
        { source_field: "amount\u0007", destination_field: "Amount", transform: null },
        { source_field: "currency", destination_field: "Currency\n", transform: null }
      ])
      expect(refused.status).toBe(400)
      const problems = problemsOf(refused).join("\n")
      expect(problems).toContain("mappings[0].source_field")
      expect(problems).toContain("mappings[1].destination_field")
      expect(problems).toContain("control characters")
    })
  }
})
