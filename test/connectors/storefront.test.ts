import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { Effect, Either } from "effect"
import { StorefrontSource } from "../../src/connectors/storefront/source.js"
import { startStorefrontEmulator, type StorefrontEmulator } from "../emulators/storefront.js"
import { fakeConnection, readAll } from "./source-helpers.js"
import { storefrontRuntime } from "./storefront-helpers.js"

let emu: StorefrontEmulator
let runtime: ReturnType<typeof storefrontRuntime>

beforeAll(async () => {
  emu = await startStorefrontEmulator({ rateLimit: { capacity: 40, leakPerSecond: 20 } })
  runtime = storefrontRuntime(emu, { pageSize: 5, drainFractionPerSecond: 0.5 })
})
afterAll(async () => {
  await runtime.dispose()
  await emu.stop()
})

const apiKey = () => fakeConnection({ shop: emu.shop, access_token: emu.accessToken })

const run = <A, E>(effect: Effect.Effect<A, E, StorefrontSource>) => runtime.runPromise(effect)
const runEither = <A, E>(effect: Effect.Effect<A, E, StorefrontSource>) => runtime.runPromise(Effect.either(effect))

describe("storefront source", () => {
  test("pages by Link/page_info and resumes from a stored cursor", async () => {
    emu.addOrders(12)
    const all = emu.orders().map((o) => String(o.id))
    const { connection } = apiKey()
    const first = await run(Effect.flatMap(StorefrontSource, (s) => s.readPage(connection, null)))
    expect(first.records).toHaveLength(5)
    expect(first.done).toBe(false)
    // A new process picks up from the persisted cursor.
    const rest = await run(Effect.flatMap(StorefrontSource, (s) => readAll(s, apiKey().connection, first.cursor)))
    const ids = [...first.records.map((r) => String(r.id)), ...rest.ids]
    expect(ids.sort()).toEqual(all.sort())
    expect(new Set(ids).size).toBe(ids.length)
    expect(rest.pages.length).toBe(2)
  })

  test("incremental runs miss nothing and re-read nothing, even within the watermark second", async () => {
    const { connection } = apiKey()
    const full = await run(Effect.flatMap(StorefrontSource, (s) => readAll(s, connection, null)))
    expect(full.ids.length).toBe(emu.orderCount())
    const again = await run(Effect.flatMap(StorefrontSource, (s) => readAll(s, connection, full.cursor)))
    expect(again.ids).toEqual([])

    // Orders written in the very second of the watermark must still arrive once.
    const watermark = Math.max(...emu.orders().map((o) => Date.parse(String(o.updated_at))))
    const sameSecond = emu.addOrders(2, { at: watermark })
    const later = emu.addOrders(1, { at: watermark + 5_000 })
    const updated = emu.updateOrder(450789469, { financial_status: "refunded" }, watermark + 6_000)
    const third = await run(Effect.flatMap(StorefrontSource, (s) => readAll(s, connection, again.cursor)))
    expect(third.ids.sort()).toEqual([...sameSecond, ...later, updated].map((o) => String(o.id)).sort())
    const fourth = await run(Effect.flatMap(StorefrontSource, (s) => readAll(s, connection, third.cursor)))
    expect(fourth.ids).toEqual([])
  })

  test("money stays the exact decimal string the provider sent", async () => {
    const [order] = emu.addOrders(1, { totalPrice: "90071992547409.93" })
    const { connection } = apiKey()
    const { pages } = await run(Effect.flatMap(StorefrontSource, (s) => readAll(s, connection, null)))
    const read = pages.flatMap((p) => p.records).find((r) => r.id === order.id)
    expect(read?.total_price).toBe("90071992547409.93")
    const fixture = pages.flatMap((p) => p.records).find((r) => r.id === 450789469)
    expect(fixture?.total_price).toBe("598.94")
    expect(typeof fixture?.total_price).toBe("string")
  })

  test("sample returns recent orders", async () => {
    const records = await run(Effect.flatMap(StorefrontSource, (s) => s.sample(apiKey().connection, 3)))
    expect(records).toHaveLength(3)
    expect(typeof records[0].id).toBe("number")
  })

  test("shop in STOREFRONT_API_URL ({shop} template)", async () => {
    const templated = storefrontRuntime(emu, { pageSize: 250 }, `${emu.url}/{shop}`)
    try {
      const records = await templated.runPromise(
        Effect.flatMap(StorefrontSource, (s) =>
          s.sample(
            fakeConnection({ shop: "salesync-emulator.myshopify.com", access_token: emu.accessToken }).connection,
            2
          ))
      )
      expect(records).toHaveLength(2)
    } finally {
      await templated.dispose()
    }
  })
})

describe("storefront pacing", () => {
  test("paces from X-Shopify-Shop-Api-Call-Limit and never gets a 429", async () => {
    const paced = await startStorefrontEmulator({ rateLimit: { capacity: 8, leakPerSecond: 10 }, seed: false })
    paced.addOrders(30)
    const pacedRuntime = storefrontRuntime(paced, { pageSize: 1, drainFractionPerSecond: 10 / 8, headroom: 2 })
    try {
      const { ids } = await pacedRuntime.runPromise(
        Effect.flatMap(
          StorefrontSource,
          (s) => readAll(s, fakeConnection({ shop: paced.shop, access_token: paced.accessToken }).connection, null)
        )
      )
      expect(ids).toHaveLength(30)
      expect(paced.bucketStats().throttled).toBe(0)
      expect(paced.bucketStats().peak).toBeLessThanOrEqual(7)
      expect(paced.bucketStats().peak).toBeGreaterThanOrEqual(5)
    } finally {
      await pacedRuntime.dispose()
      await paced.stop()
    }
  })
})

describe("storefront tokens", () => {
  test("an expiring token is refreshed before it expires and the rotated refresh token is stored", async () => {
    // One minute left: inside the refresh margin.
    const issued = { ...emu.issueToken({ expiring: true }), expires_at: new Date(Date.now() + 60_000).toISOString() }
    const conn = fakeConnection({ shop: emu.shop, ...issued })
    const records = await run(Effect.flatMap(StorefrontSource, (s) => s.sample(conn.connection, 1)))
    expect(records).toHaveLength(1)
    expect(conn.saved).toHaveLength(1)
    const saved = conn.saved[0]
    expect(saved.access_token).not.toBe(issued.access_token)
    expect(saved.refresh_token).not.toBe(issued.refresh_token)
    expect(Date.parse(String(saved.expires_at))).toBeGreaterThan(Date.now())
    expect(saved.shop).toBe(emu.shop)
    // Within the same run the rotated tokens are used, not the spent ones.
    await run(Effect.flatMap(StorefrontSource, (s) => s.sample(conn.connection, 1)))
    expect(conn.saved).toHaveLength(1)
  })

  test("a 401 triggers one refresh and the request succeeds", async () => {
    const issued = emu.issueToken({ expiring: true })
    emu.expireToken(issued.access_token)
    const conn = fakeConnection({
      shop: emu.shop,
      ...issued,
      expires_at: new Date(Date.now() + 3_600_000).toISOString()
    })
    const records = await run(Effect.flatMap(StorefrontSource, (s) => s.sample(conn.connection, 1)))
    expect(records).toHaveLength(1)
    expect(conn.saved).toHaveLength(1)
  })

  test("a revoked refresh token is a permanent 'reconnect Shopify' failure", async () => {
    const issued = emu.issueToken({ expiring: true })
    emu.expireToken(issued.access_token)
    emu.revokeRefreshToken(issued.refresh_token ?? "")
    const conn = fakeConnection({ shop: emu.shop, ...issued })
    const result = await runEither(Effect.flatMap(StorefrontSource, (s) => s.sample(conn.connection, 1)))
    expect(Either.isLeft(result)).toBe(true)
    if (Either.isLeft(result)) {
      expect(result.left).toMatchObject({
        retryable: false,
        reconnect: true,
        message: "reconnect Shopify on the integration's Connection tab"
      })
    }
    expect(conn.saved).toHaveLength(0)
  })
})

describe("storefront failures", () => {
  const page = () => runEither(Effect.flatMap(StorefrontSource, (s) => s.readPage(apiKey().connection, null)))

  test("500 is retryable", async () => {
    emu.injectFaults({ kind: "status", status: 500 }, 1)
    const result = await page()
    expect(Either.isLeft(result) && result.left).toMatchObject({ retryable: true, status: 500 })
  })

  test("a connection reset is retryable", async () => {
    emu.injectFaults({ kind: "reset" }, 2)
    const result = await page()
    expect(Either.isLeft(result) && result.left).toMatchObject({ retryable: true })
    emu.clearFaults()
  })

  test("a stalled answer times out as retryable", async () => {
    emu.injectFaults({ kind: "stall", ms: 1_500 }, 1)
    const result = await page()
    expect(Either.isLeft(result) && result.left).toMatchObject({ retryable: true })
    expect(Either.isLeft(result) && result.left.message).toContain("did not answer in time")
  })

  test("429 carries Retry-After", async () => {
    emu.injectFaults({ kind: "status", status: 429, retryAfterSeconds: 3 }, 1)
    const result = await page()
    expect(Either.isLeft(result) && result.left).toMatchObject({ retryable: true, status: 429, retryAfterMs: 3000 })
  })

  test("401 without a refresh token asks to reconnect", async () => {
    emu.injectFaults({ kind: "status", status: 401 }, 1)
    const result = await page()
    expect(Either.isLeft(result) && result.left).toMatchObject({ retryable: false, reconnect: true, status: 401 })
  })
})

describe("storefront stale page_info", () => {
  test("a page_info the store refuses restarts the run from its watermark", async () => {
    const { connection } = apiKey()
    const first = await run(Effect.flatMap(StorefrontSource, (s) => s.readPage(connection, null)))
    const broken = JSON.stringify({ ...JSON.parse(first.cursor), pageInfo: "not-a-page" })
    const rest = await run(Effect.flatMap(StorefrontSource, (s) => readAll(s, connection, broken)))
    expect(rest.ids.sort()).toEqual(emu.orders().map((o) => String(o.id)).sort())
  })
})
