import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { type ConfigError, Effect, ManagedRuntime, Random } from "effect"
import { createHash } from "node:crypto"
import type { ConnectorError, JsonRecord } from "../../src/connectors/contract.js"
import { TablesDestination } from "../../src/connectors/tables/index.js"
import { withSyncRetry } from "../../src/sync/retry-policy.js"
import { startTablesEmulator, type TablesEmulator } from "../emulators/tables.js"
import { rows, salesTable, tablesConnection, tablesLayer } from "./tables-helpers.js"

let emu: TablesEmulator
let runtime: ManagedRuntime.ManagedRuntime<TablesDestination, ConfigError.ConfigError>
const run = <A>(effect: Effect.Effect<A, ConnectorError, TablesDestination>): Promise<A> => runtime.runPromise(effect)
const failure = <A>(effect: Effect.Effect<A, ConnectorError, TablesDestination>): Promise<ConnectorError> =>
  runtime.runPromise(Effect.flip(effect))
const upsert = (credentials: JsonRecord, batch: ReturnType<typeof rows>) =>
  Effect.flatMap(TablesDestination, (d) => d.upsert(tablesConnection(credentials), batch))
const newBase = (tables = [salesTable]) => emu.createBase({ tables }).id
const pat = (baseId: string, table?: string): JsonRecord => ({
  api_key: "pat_emulator",
  base_id: baseId,
  ...(table === undefined ? {} : { table })
})

beforeAll(async () => {
  emu = await startTablesEmulator({ rateLimit: false, oauthClientSecret: "shh" })
  // Short slots keep this suite fast; the limiter test below runs with the real 205 ms.
  runtime = ManagedRuntime.make(tablesLayer(emu.url, { timeoutMs: 300, slotMs: 5 }))
})
afterAll(async () => {
  await runtime.dispose()
  await emu.stop()
})

describe("tables destination", () => {
  test("describe: the base's first table by default, or the configured one, with field types", async () => {
    const baseId = newBase([salesTable, {
      name: "Refunds",
      fields: [{ name: "Sync ID" }, { name: "When", type: "dateTime" }]
    }])
    const first = await run(Effect.flatMap(TablesDestination, (d) => d.describe(tablesConnection(pat(baseId)))))
    expect(first.target).toBe("Sales")
    expect(first.fields).toContainEqual({ name: "Amount", type: "number" })
    const chosen = await run(
      Effect.flatMap(TablesDestination, (d) => d.describe(tablesConnection(pat(baseId, "Refunds"))))
    )
    expect(chosen).toEqual({
      target: "Refunds",
      fields: [{ name: "Sync ID", type: "singleLineText" }, { name: "When", type: "dateTime" }]
    })
    const missing = await failure(
      Effect.flatMap(TablesDestination, (d) => d.describe(tablesConnection(pat(baseId, "Nope"))))
    )
    expect(missing.retryable).toBe(false)
    expect(missing.message).toContain("\"Nope\" was not found")
  })

  test("upsert writes each record once, merged on Sync ID; a second upsert updates in place", async () => {
    const baseId = newBase()
    const first = await run(upsert(pat(baseId), rows(1, 25)))
    expect(first).toEqual({ created: 25, updated: 0 })
    const again = await run(upsert(pat(baseId), rows(1, 25, () => ({ Refunded: true }))))
    expect(again).toEqual({ created: 0, updated: 25 })
    const stored = emu.records(baseId, "Sales")
    expect(stored.length).toBe(25)
    expect(stored[0].fields).toEqual({ Customer: "customer 1", Amount: 100, Refunded: true, "Sync ID": "ch_1" })
  })

  test("at most 10 records a request", async () => {
    const baseId = newBase()
    await run(upsert(pat(baseId), rows(1, 1))) // schema now cached
    const before = emu.requestCount()
    await run(upsert(pat(baseId), rows(2, 26)))
    expect(emu.requestCount() - before).toBe(3)
    expect(emu.records(baseId, "Sales").length).toBe(26)
  })

  test("a batch that failed half-way and is retried leaves every record exactly once", async () => {
    // One write at a time, so which write fails is exact; two in flight are tested in tables-in-flight.test.ts.
    const oneAtATime = ManagedRuntime.make(tablesLayer(emu.url, { timeoutMs: 300, slotMs: 5, writesInFlight: 1 }))
    try {
      const baseId = newBase()
      await oneAtATime.runPromise(upsert(pat(baseId), rows(1, 1)))
      emu.injectFaults({ kind: "status", status: 503 }, 1, { afterRequests: 1 }) // 1st write lands, 2nd fails
      const failed = await oneAtATime.runPromise(Effect.flip(upsert(pat(baseId), rows(1, 30))))
      expect(failed.retryable).toBe(true)
      expect(emu.records(baseId, "Sales").length).toBe(10)
      emu.injectFaults({ kind: "status", status: 500 }, 1, { afterRequests: 2 }) // the retry's first attempt fails on its 3rd write
      const before = emu.requestCount()
      const retried = await oneAtATime.runPromise(
        withSyncRetry(upsert(pat(baseId), rows(1, 30))).pipe(Effect.withRandom(Random.fixed([0])))
      )
      expect(emu.requestCount() - before).toBe(6)
      expect(retried.created + retried.updated).toBe(30)
      const ids = emu.records(baseId, "Sales").map((r) => r.fields["Sync ID"])
      expect(ids.length).toBe(30)
      expect(new Set(ids).size).toBe(30)
    } finally {
      await oneAtATime.dispose()
    }
  })

  test("a table without Sync ID fails permanently and says how to fix it", async () => {
    const baseId = newBase([{ name: "Sales", fields: [{ name: "Customer" }, { name: "Amount", type: "number" }] }])
    const error = await failure(upsert(pat(baseId), rows(1, 3)))
    expect(error.retryable).toBe(false)
    expect(error.message).toContain("Add a single line text field named \"Sync ID\"")
    expect(emu.records(baseId, "Sales").length).toBe(0)
  })

  test("a mapped field the table lacks (renamed column) fails permanently, naming it", async () => {
    const baseId = newBase()
    const error = await failure(upsert(pat(baseId), rows(1, 2, () => ({ Total: 1 }))))
    expect(error.retryable).toBe(false)
    expect(error.message).toContain("no field \"Total\"")
  })

  test("the shared client-side limiter keeps two syncs on one base under 5 requests/s: no 429", async () => {
    const limited = await startTablesEmulator()
    const limitedRuntime = ManagedRuntime.make(tablesLayer(limited.url))
    try {
      const baseId = limited.createBase({ tables: [salesTable, { ...salesTable, name: "Sales 2" }] }).id
      const started = Date.now()
      await limitedRuntime.runPromise(
        Effect.all([upsert(pat(baseId), rows(1, 60)), upsert(pat(baseId, "Sales 2"), rows(1, 60))], { concurrency: 2 })
      )
      const elapsed = Date.now() - started
      expect(limited.rateLimitedCount()).toBe(0)
      expect(limited.records(baseId, "Sales").length).toBe(60)
      expect(limited.records(baseId, "Sales 2").length).toBe(60)
      // 14 requests (2 schema reads + 12 writes) one slot apart
      expect(elapsed).toBeGreaterThanOrEqual(13 * 205 - 50)
    } finally {
      await limitedRuntime.dispose()
      await limited.stop()
    }
  })

  test("OAuth: an expired access token is refreshed (rotated tokens saved) and the write goes through", async () => {
    const baseId = newBase()
    const verifier = "verifier-".repeat(6)
    const challenge = createHash("sha256").update(verifier).digest("base64url")
    const authorize = await fetch(
      `${emu.url}/oauth2/v1/authorize?client_id=emulator-client&redirect_uri=${
        encodeURIComponent("http://localhost/cb")
      }&response_type=code&state=s&code_challenge=${challenge}&code_challenge_method=S256`,
      { redirect: "manual" }
    )
    const code = new URL(authorize.headers.get("location") ?? "").searchParams.get("code") ?? ""
    const tokenResponse = await fetch(`${emu.url}/oauth2/v1/token`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from("emulator-client:shh").toString("base64")}` },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        code_verifier: verifier,
        redirect_uri: "http://localhost/cb"
      })
    })
    const tokens = await tokenResponse.json()
    emu.expireAccessTokens()
    const saved: Array<JsonRecord> = []
    const credentials = {
      base_id: baseId,
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      expires_at: new Date(Date.now() + 3_600_000).toISOString()
    }
    const result = await run(
      Effect.flatMap(TablesDestination, (d) => d.upsert(tablesConnection(credentials, saved), rows(1, 2)))
    )
    expect(result.created).toBe(2)
    expect(saved.length).toBe(1)
    expect(saved[0].refresh_token).not.toBe(tokens.refresh_token)
  })

  describe("failures are classified", () => {
    let baseId = ""
    beforeAll(() => {
      baseId = newBase()
    })
    const write = () => upsert(pat(baseId), rows(1, 3))

    test("500 → retryable", async () => {
      await run(write())
      emu.injectFaults({ kind: "status", status: 500 }, 1)
      expect(await failure(write())).toMatchObject({ retryable: true, status: 500 })
    })
    test("connection reset → retryable", async () => {
      emu.injectFaults({ kind: "reset" }, 10) // fetch re-sends on each pooled socket: reset them all
      const error = await failure(write()).finally(() => emu.clearFaults())
      expect(error).toMatchObject({ retryable: true })
      expect(error.message).toContain("ECONNRESET")
    })
    test("429 with Retry-After → retryable with retryAfterMs", async () => {
      emu.injectFaults({ kind: "status", status: 429, retryAfterSeconds: 3 }, 1)
      const error = await failure(write())
      expect(error).toMatchObject({ retryable: true, status: 429, retryAfterMs: 3000 })
      // Airtable's own words, without its error type beside them.
      expect(error.message).toContain("Rate limit exceeded. Please try again later")
      expect(error.message).not.toContain("RATE_LIMIT_REACHED")
    })
    test("stall → timeout, retryable", async () => {
      emu.injectFaults({ kind: "stall", ms: 1000 }, 1)
      const error = await failure(write())
      expect(error.retryable).toBe(true)
      expect(error.message).toContain("did not answer in time")
    })
    test("401 → permanent, reconnect", async () => {
      const error = await failure(upsert({ ...pat(baseId), api_key: "pat_wrong" }, rows(1, 1)))
      expect(error).toMatchObject({ retryable: false, reconnect: true, status: 401 })
      expect(error.message).toContain("Invalid authentication token")
    })
    test("404 (unknown base) → permanent, names the base", async () => {
      const error = await failure(upsert(pat("appDoesNotExist0000"), rows(1, 1)))
      expect(error).toMatchObject({ retryable: false, status: 404 })
      expect(error.message).toContain("appDoesNotExist0000")
    })
    test("422 (value rejected) → permanent with Airtable's message", async () => {
      const error = await failure(upsert(pat(baseId), rows(1, 1, () => ({ Amount: "lots" }))))
      expect(error).toMatchObject({ retryable: false, status: 422 })
      expect(error.message).toContain("Field \"Amount\" cannot accept the provided value")
      expect(error.message).not.toContain("INVALID_VALUE_FOR_COLUMN")
    })
  })
})
