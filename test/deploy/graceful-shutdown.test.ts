/**
 * SIGTERM, as a container platform sends it, with a request in flight: the
 * service stops listening, finishes that request and exits 0 within the usual
 * 10 s grace period. (A sync in flight at SIGTERM: test/sync/crash-resume.)
 */
import { afterAll, beforeAll, expect, test } from "bun:test"
import { startSchemaWorld, stripeCharge, tablesIntegration } from "../schema/world.js"
import { type FakeOpenAi, startFakeOpenAi } from "../support/fake-openai.js"

const GRACE_MS = 10_000

let fake: FakeOpenAi

beforeAll(() => {
  fake = startFakeOpenAi()
})
afterAll(async () => {
  await fake.stop()
})

test("a request in flight at SIGTERM finishes; new connections are refused; exit 0 within 10 s", async () => {
  const world = await startSchemaWorld({
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: "sk-fake-for-tests",
    OPENAI_MODEL: "fake-model",
    MAPPING_LLM_TIMEOUT_MS: "10000"
  })
  try {
    const it = await tablesIntegration(world)
    // The model answers after 2 s: the request is still in flight when SIGTERM arrives.
    fake.behave({ kind: "slow", delayMs: 2000, content: "not json" })
    const arrived = fake.nextRequest()
    const inFlight = it.client.request("POST", "/api/schema/infer", {
      body: { integration_id: it.id, sample_records: [stripeCharge] }
    })
    await arrived
    const started = Date.now()
    const stopped = world.server.stop("SIGTERM")
    await Bun.sleep(300)
    const refused = await fetch(`${world.server.url}/api/health`).then(() => false, () => true)
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(response.json["engine"]).toBe("offline")
    expect(refused).toBe(true)
    expect(await stopped).toBe(0)
    expect(Date.now() - started).toBeLessThan(GRACE_MS)
  } finally {
    await world.stop()
  }
}, 60_000)
