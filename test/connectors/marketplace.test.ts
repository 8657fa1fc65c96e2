import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { Effect, Either } from "effect"
import { MarketplaceSource } from "../../src/connectors/marketplace/source.js"
import { type MarketplaceEmulator, startMarketplaceEmulator } from "../emulators/marketplace.js"
import { EMULATOR_MIN_AGE_SECONDS, marketplaceRuntime, sleep, TEST_LAG_MS } from "./marketplace-helpers.js"
import { fakeConnection, readAll } from "./source-helpers.js"

let emu: MarketplaceEmulator
let runtime: ReturnType<typeof marketplaceRuntime>
let refreshToken: string

beforeAll(async () => {
  emu = await startMarketplaceEmulator({ rateLimit: false, minBeforeAgeSeconds: EMULATOR_MIN_AGE_SECONDS })
  runtime = marketplaceRuntime(emu, { pageSize: 10 })
  refreshToken = emu.issueRefreshToken()
  emu.addOrders(24, { at: Date.now() - 3_600_000 })
})
afterAll(async () => {
  await runtime.dispose()
  await emu.stop()
})

const conn = () => fakeConnection({ refresh_token: refreshToken })
const run = <A, E>(effect: Effect.Effect<A, E, MarketplaceSource>) => runtime.runPromise(effect)
const runEither = <A, E>(effect: Effect.Effect<A, E, MarketplaceSource>) => runtime.runPromise(Effect.either(effect))

describe("marketplace source", () => {
  test("pages by NextToken and resumes from a stored cursor", async () => {
    const first = await run(Effect.flatMap(MarketplaceSource, (s) => s.readPage(conn().connection, null)))
    expect(first.records).toHaveLength(10)
    expect(first.done).toBe(false)
    const rest = await run(Effect.flatMap(MarketplaceSource, (s) => readAll(s, conn().connection, first.cursor)))
    const ids = [...first.records.map((r) => String(r.AmazonOrderId)), ...rest.ids]
    expect(ids.sort()).toEqual(emu.orders().map((o) => String(o.AmazonOrderId)).sort())
    expect(new Set(ids).size).toBe(25)
  })

  test("incremental windows miss nothing and re-read nothing", async () => {
    const { connection } = conn()
    const full = await run(Effect.flatMap(MarketplaceSource, (s) => readAll(s, connection, null)))
    expect(full.ids).toHaveLength(emu.orderCount())
    const again = await run(Effect.flatMap(MarketplaceSource, (s) => readAll(s, connection, full.cursor)))
    expect(again.ids).toEqual([])

    const added = emu.addOrders(3)
    const updated = emu.updateOrder("902-3159896-1390916", { OrderStatus: "Shipped" })
    // Not visible yet: the window must end the provider's lag in the past.
    await sleep(TEST_LAG_MS + 300)
    const third = await run(Effect.flatMap(MarketplaceSource, (s) => readAll(s, connection, again.cursor)))
    expect(third.ids.sort()).toEqual([...added, updated].map((o) => String(o.AmazonOrderId)).sort())
    const fourth = await run(Effect.flatMap(MarketplaceSource, (s) => readAll(s, connection, third.cursor)))
    expect(fourth.ids).toEqual([])
  })

  test("money stays the exact decimal string the provider sent", async () => {
    const { pages } = await run(Effect.flatMap(MarketplaceSource, (s) => readAll(s, conn().connection, null)))
    const records = pages.flatMap((p) => p.records)
    const fixture = records.find((r) => r.AmazonOrderId === "902-3159896-1390916")
    expect(fixture?.OrderTotal).toEqual({ CurrencyCode: "USD", Amount: "25.99" })
    const generated = records.find((r) => r.AmazonOrderId !== "902-3159896-1390916")
    expect(generated?.OrderTotal).toEqual(emu.getOrder(String(generated?.AmazonOrderId))?.OrderTotal)
  })

  test("the LWA access token is cached for its hour, across runs", async () => {
    const before = emu.stats().tokenRequests
    await run(Effect.flatMap(MarketplaceSource, (s) => readAll(s, conn().connection, null)))
    await run(Effect.flatMap(MarketplaceSource, (s) => readAll(s, conn().connection, null)))
    expect(emu.stats().tokenRequests).toBe(before)
  })

  test("an expired access token (403) is refreshed once and the page succeeds", async () => {
    emu.expireAccessTokens()
    const before = emu.stats().tokenRequests
    const page = await run(Effect.flatMap(MarketplaceSource, (s) => s.readPage(conn().connection, null)))
    expect(page.records.length).toBeGreaterThan(0)
    expect(emu.stats().tokenRequests).toBe(before + 1)
  })

  test("a revoked refresh token is a permanent 'reconnect Amazon' failure", async () => {
    const revoked = emu.issueRefreshToken()
    emu.revokeRefreshToken(revoked)
    const result = await runEither(
      Effect.flatMap(MarketplaceSource, (s) => s.readPage(fakeConnection({ refresh_token: revoked }).connection, null))
    )
    expect(Either.isLeft(result) && result.left).toMatchObject({
      retryable: false,
      reconnect: true,
      message: "reconnect Amazon on the integration's Connection tab"
    })
  })
})

describe("marketplace sample", () => {
  test("sample returns up to n orders", async () => {
    const records = await run(Effect.flatMap(MarketplaceSource, (s) => s.sample(conn().connection, 3)))
    expect(records).toHaveLength(3)
    expect(typeof records[0].AmazonOrderId).toBe("string")
  })
})

describe("marketplace budget", () => {
  test("a spent budget ends the run deferred, and the next tick continues where it stopped", async () => {
    const limited = await startMarketplaceEmulator({
      seed: false,
      rateLimit: { rate: 2, burst: 2 },
      minBeforeAgeSeconds: EMULATOR_MIN_AGE_SECONDS
    })
    limited.addOrders(7, { at: Date.now() - 600_000 })
    const limitedRuntime = marketplaceRuntime(limited, { pageSize: 2, burst: 2, ratePerSecond: 2 })
    const { connection } = fakeConnection({
      refresh_token: limited.issueRefreshToken(),
      selling_partner_id: limited.sellerId
    })
    try {
      const tick = (cursor: string | null) =>
        limitedRuntime.runPromise(Effect.flatMap(MarketplaceSource, (s) => readAll(s, connection, cursor)))
      const first = await tick(null)
      expect(first.ids).toHaveLength(4)
      const last = first.pages[first.pages.length - 1]
      expect(last.done).toBe(true)
      expect(last.records).toHaveLength(0)
      expect(last.deferred).toContain("the rest follows on the next runs")
      // Budget refills (here 2/s); the next tick resumes from the deferred cursor.
      await sleep(1_100)
      const second = await tick(first.cursor)
      expect(second.pages[second.pages.length - 1].deferred).toBeUndefined()
      const ids = [...first.ids, ...second.ids]
      expect(ids.sort()).toEqual(limited.orders().map((o) => String(o.AmazonOrderId)).sort())
      expect(limited.stats().throttled).toBe(0)
    } finally {
      await limitedRuntime.dispose()
      await limited.stop()
    }
  })
})

describe("marketplace failures", () => {
  const page = () => runEither(Effect.flatMap(MarketplaceSource, (s) => s.readPage(conn().connection, null)))

  test("500 is retryable", async () => {
    emu.injectFaults({ kind: "status", status: 500 }, 1)
    expect(await page()).toMatchObject({ left: { retryable: true, status: 500 } })
  })

  test("a connection reset is retryable", async () => {
    emu.injectFaults({ kind: "reset" }, 2)
    expect(await page()).toMatchObject({ left: { retryable: true } })
    emu.clearFaults()
  })

  test("a provider 429 (Retry-After) defers the rest to the next run instead of failing", async () => {
    emu.injectFaults({ kind: "status", status: 429, retryAfterSeconds: 60 }, 1)
    const result = await page()
    expect(Either.isRight(result)).toBe(true)
    if (Either.isRight(result)) {
      expect(result.right.deferred).toContain("HTTP 429")
      expect(result.right.records).toHaveLength(0)
    }
  })

  test("a 401 that survives a token refresh asks to reconnect", async () => {
    emu.injectFaults({ kind: "status", status: 401 }, 3)
    const result = await page()
    expect(Either.isLeft(result) && result.left).toMatchObject({ retryable: false, reconnect: true })
    emu.clearFaults()
  })
})
