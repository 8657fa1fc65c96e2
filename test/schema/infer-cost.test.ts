/**
 * Inference cost is bounded: one hostile sample (thousands of amount-like
 * fields, or a deep nest) gets a clear 400 at once, and a large sample just
 * under the caps answers without stalling the rest of the service. The
 * margins are generous on purpose; the figures live in `bench:infer`.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { MAX_SAMPLE_DEPTH, MAX_SAMPLE_PATHS } from "../../src/schema-inference/samples.js"
import { makeClient } from "../support/client.js"
import { problemsOf, type SchemaWorld, startSchemaWorld, tablesIntegration } from "./world.js"

let world: SchemaWorld

beforeAll(async () => {
  world = await startSchemaWorld()
})
afterAll(() => world.stop())

const amountLike = (count: number): Record<string, number> =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`amt${index}`, index]))

/** Health answers while the inference runs: the slowest of them, in ms. */
const slowestHealthDuring = async (work: Promise<unknown>): Promise<number> => {
  const health = makeClient(world.server.url)
  let done = false
  void work.finally(() => (done = true))
  let slowest = 0
  while (!done) {
    const started = performance.now()
    const answer = await health.request("GET", "/api/health")
    expect(answer.status).toBe(200)
    slowest = Math.max(slowest, performance.now() - started)
    await Bun.sleep(20)
  }
  return slowest
}

describe("POST /api/schema/infer cost", () => {
  test("16,000 amount-like fields in one record: a quick 400 invalid_input, health unaffected", async () => {
    const it = await tablesIntegration(world)
    const started = performance.now()
    const inference = it.client.request("POST", "/api/schema/infer", {
      body: { integration_id: it.id, sample_records: [amountLike(16_000)] }
    })
    const slowestHealth = await slowestHealthDuring(inference)
    const response = await inference
    const elapsed = performance.now() - started
    expect(response.status).toBe(400)
    expect(response.json).toMatchObject({ ok: false, error: "invalid_input" })
    expect(String(response.json["message"])).toContain(String(MAX_SAMPLE_PATHS))
    expect(problemsOf(response).join(" ")).toContain("sample_records")
    expect(elapsed).toBeLessThan(5_000)
    expect(slowestHealth).toBeLessThan(2_000)
  }, 30_000)

  test("a record nested deeper than the cap: 400 invalid_input", async () => {
    const it = await tablesIntegration(world)
    let nested: Record<string, unknown> = { amount: 1 }
    for (let level = 0; level < MAX_SAMPLE_DEPTH + 2; level += 1) nested = { level: nested }
    const response = await it.client.request("POST", "/api/schema/infer", {
      body: { integration_id: it.id, sample_records: [nested] }
    })
    expect(response.status).toBe(400)
    expect(response.json).toMatchObject({ ok: false, error: "invalid_input" })
    expect(String(response.json["message"])).toContain("deep")
  })

  test("just under the path cap, every path amount-like: a proposal, health unaffected", async () => {
    const it = await tablesIntegration(world)
    const started = performance.now()
    const inference = it.client.request("POST", "/api/schema/infer", {
      body: { integration_id: it.id, sample_records: [{ ...amountLike(MAX_SAMPLE_PATHS - 1), currency: "usd" }] }
    })
    const slowestHealth = await slowestHealthDuring(inference)
    const response = await inference
    const elapsed = performance.now() - started
    expect(response.status).toBe(200)
    expect(Array.isArray(response.json["mappings"])).toBe(true)
    expect(elapsed).toBeLessThan(5_000)
    expect(slowestHealth).toBeLessThan(2_000)
  }, 30_000)
})
