/**
 * The LLM path through the real server and the real `openai` SDK, against a
 * local OpenAI-compatible server: a good answer is used (engine "llm"); a
 * malformed or slow one falls back to the offline proposal.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { type FakeOpenAi, startFakeOpenAi } from "../support/fake-openai.js"
import {
  entryFor,
  type SchemaWorld,
  startSchemaWorld,
  stripeCharge,
  tablesIntegration,
  typedSalesTable
} from "./world.js"

const LLM_TIMEOUT_MS = 1_000

let fake: FakeOpenAi
let world: SchemaWorld

beforeAll(async () => {
  fake = startFakeOpenAi()
  world = await startSchemaWorld({
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: "sk-fake-for-tests",
    OPENAI_MODEL: "fake-model",
    MAPPING_LLM_TIMEOUT_MS: String(LLM_TIMEOUT_MS)
  })
})
afterAll(async () => {
  await world.stop()
  await fake.stop()
})

const cardholderTable = { name: "Sales", fields: [...typedSalesTable.fields, { name: "Cardholder" }] }
const samples = [{ ...stripeCharge, billing_details: { name: "Jenny Rosen", email: "jenny.rosen@example.com" } }]

/** Maps "Cardholder" (beyond the offline matcher) and copies cents (the values correct it). */
const goodAnswer = JSON.stringify({
  mappings: [
    { destination_field: "Cardholder", source_field: "billing_details.name", transform: null, confidence: 0.9 },
    { destination_field: "Amount", source_field: "amount", transform: null, confidence: 0.95 },
    { destination_field: "Order ID", source_field: "id", transform: null, confidence: 0.9 }
  ]
})

const infer = async () => {
  const it = await tablesIntegration(world, [cardholderTable])
  const started = Date.now()
  const response = await it.client.request("POST", "/api/schema/infer", {
    body: { integration_id: it.id, sample_records: samples }
  })
  expect(response.status).toBe(200)
  return { response, elapsed: Date.now() - started }
}

describe("POST /api/schema/infer with an OpenAI-compatible endpoint", () => {
  test("a good answer: engine llm, its pairs, transforms checked against the values; no key field, no e-mails sent", async () => {
    fake.behave({ kind: "answer", content: goodAnswer })
    const before = fake.requests.length
    const { response } = await infer()
    expect(response.json["engine"]).toBe("llm")
    expect(entryFor(response, "Cardholder")?.source_field).toBe("billing_details.name")
    expect(entryFor(response, "Amount")).toMatchObject({ source_field: "amount", transform: "cents_to_decimal" })
    expect(response.json["destination_schema"]).toBe("destination")

    expect(fake.requests.length).toBe(before + 1)
    const sent = JSON.stringify(fake.requests.at(-1))
    expect(sent).toContain("\"model\":\"fake-model\"")
    expect(sent).toContain("Cardholder")
    expect(sent).not.toContain("Sync ID")
    expect(sent).not.toContain("jenny.rosen@example.com")
    expect(fake.authorizations.at(-1)).toBe("Bearer sk-fake-for-tests")
  })

  test("a malformed answer: the offline proposal, engine offline", async () => {
    fake.behave({ kind: "answer", content: "Sure! Here is your mapping: {" })
    const { response } = await infer()
    expect(response.json["engine"]).toBe("offline")
    expect(entryFor(response, "Amount")).toMatchObject({ source_field: "amount", transform: "cents_to_decimal" })
  })

  test("a slow answer: the offline proposal once the timeout passes, engine offline", async () => {
    fake.behave({ kind: "slow", delayMs: 10_000, content: goodAnswer })
    const { response, elapsed } = await infer()
    expect(response.json["engine"]).toBe("offline")
    expect(elapsed).toBeGreaterThanOrEqual(LLM_TIMEOUT_MS)
    expect(elapsed).toBeLessThan(LLM_TIMEOUT_MS + 3_000)
    expect(entryFor(response, "Amount")?.transform).toBe("cents_to_decimal")
  })
})
