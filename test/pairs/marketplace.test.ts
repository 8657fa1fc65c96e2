/**
 * marketplace (Amazon SP-API Orders) → tables and → office, end to end
 * through one real server: the pair suite by refresh token and by the Seller
 * Central consent, the LWA access token as a sync meets it (cached for its
 * hour, refreshed after the API refuses it, a revoked grant → "reconnect
 * marketplace"), and the request budget running out mid-history (`partial`,
 * the rest on the next runs, nothing doubled or missed).
 *
 * The provider only serves windows ending at least two minutes ago (the
 * connector ends them 150 s back), so orders are stamped in the past: the
 * history ten minutes ago, later changes 150 s ago, which the next run's
 * window always reaches.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test"
import { MAX_ATTEMPTS } from "../../src/sync/retry-policy.js"
import { dbQuery } from "../support/db.js"
import { type Column, createTarget, type Row, SYNC_ID } from "./destinations.js"
import { expectExactlyOnce, pairSuite, type SourceUnderTest } from "./suite.js"
import {
  connectByOAuth,
  failuresOf,
  onboard,
  type PairsWorld,
  runSync,
  saveMappingFromDashboard,
  startPairsWorld,
  statusFault,
  statusOf
} from "./world.js"

setDefaultTimeout(60_000)

const US = "ATVPDKIKX0DER"
/** The budget tests' orders live in other marketplaces, so the other tests' histories stay small. */
const UK = "A1F83G8C2ARO7P"
const DE = "A1PA6795UKMFR9"
const FR = "A13V1IB3VIYZZH"

let world: PairsWorld

const exactDecimals = ["0.30", "1234567.89", "19.99", "100.10", "0.07"]

beforeAll(async () => {
  world = await startPairsWorld()
  const tenMinutesAgo = Date.now() - 10 * 60_000
  // Beside the fixture order (2017): a generated history (varied cents) and amounts that must stay exact.
  world.marketplace.addOrders(30, { at: tenMinutesAgo })
  for (const amount of exactDecimals) world.marketplace.addOrders(1, { amount, at: tenMinutesAgo })
  world.marketplace.addOrders(1, { amount: "5000", currency: "JPY", at: tenMinutesAgo })
})
afterAll(async () => {
  await world.stop()
})

/** A time every next run's window reaches (it ends 150 s before the run starts). */
const visibleSoon = () => Date.now() - 150_000

const columns: ReadonlyArray<Column> = [
  { name: "Order", type: "text" },
  { name: "Amount", type: "number" },
  { name: "Currency", type: "text" },
  { name: "Date", type: "date" },
  { name: "Status", type: "text" },
  { name: "Email", type: "email" }
]

const mapping = [
  { source_field: "AmazonOrderId", destination_field: "Order", transform: null },
  { source_field: "OrderTotal.Amount", destination_field: "Amount", transform: "to_number" },
  { source_field: "OrderTotal.CurrencyCode", destination_field: "Currency", transform: null },
  { source_field: "PurchaseDate", destination_field: "Date", transform: "datetime_to_date" },
  { source_field: "OrderStatus", destination_field: "Status", transform: null },
  { source_field: "BuyerInfo.BuyerEmail", destination_field: "Email", transform: null }
]

const record = (
  value: unknown
): Record<string, unknown> => (typeof value === "object" && value !== null ? { ...value } : {})

const expectedRow = (order: Record<string, unknown>): Row => {
  const total = record(order["OrderTotal"])
  return {
    Order: order["AmazonOrderId"],
    Amount: Number(total["Amount"]),
    Currency: total["CurrencyCode"],
    Date: String(order["PurchaseDate"]).slice(0, 10),
    Status: order["OrderStatus"],
    Email: record(order["BuyerInfo"])["BuyerEmail"] ?? null
  }
}

const ordersIn = (w: PairsWorld, marketplaceId: string) =>
  w.marketplace.orders().filter((order) => order["MarketplaceId"] === marketplaceId)

const marketplace: SourceUnderTest = {
  kind: "marketplace",
  columns,
  mapping,
  emulator: (w) => w.marketplace,
  // A seller's own refresh token per integration (self-authorized app): each has its own request budget.
  keyCredentials: (w) => ({ refresh_token: w.marketplace.issueRefreshToken(), marketplace_id: US }),
  oauth: () => ({ credentials: { marketplace_id: US }, query: {} }),
  // exactDecimals, the yen order and the fixture's 25.99.
  exactAmounts: ["0.3", "1234567.89", "19.99", "100.1", "0.07", "5000", "25.99"],
  expected: async (w) => new Map(ordersIn(w, US).map((order) => [String(order["AmazonOrderId"]), expectedRow(order)])),
  change: async (w, synced) => {
    const id = synced.find((key) => w.marketplace.getOrder(key)?.["OrderStatus"] === "Unshipped")
    if (id === undefined) throw new Error("no unshipped order to ship")
    const at = visibleSoon()
    w.marketplace.addOrders(3, { at })
    w.marketplace.updateOrder(id, { OrderStatus: "Shipped" }, at)
    // Windows end on whole seconds: the next run must start in a later second than the last one did.
    await Bun.sleep(1050 - (Date.now() % 1000))
    return id
  }
}

pairSuite(marketplace, () => world)

/** getOrders calls the API refused as unauthorized (served minus counted as served or as LWA calls). */
const refused = (w: PairsWorld) =>
  w.marketplace.requestCount() - w.marketplace.stats().orderRequests - w.marketplace.stats().tokenRequests

describe("token refresh as a sync meets it (source)", () => {
  test("marketplace: an LWA access token about to expire is refreshed before use, then cached across runs, refreshed after the API refuses it; a revoked refresh token → error 'reconnect Amazon'", async () => {
    const w = world
    const target = createTarget(w, "tables", columns)
    const refreshToken = w.marketplace.issueRefreshToken()
    // A connection as the consent callback stores it, its access token (good for an hour at LWA) stored as expiring in a minute.
    const lwaAnswer: unknown = await (
      await fetch(`${w.marketplace.url}/auth/o2/token`, {
        method: "POST",
        body: new URLSearchParams({
          grant_type: "refresh_token",
          refresh_token: refreshToken,
          client_id: w.marketplace.clientId,
          client_secret: w.marketplace.clientSecret
        })
      })
    ).json()
    const accessToken = typeof lwaAnswer === "object" && lwaAnswer !== null && "access_token" in lwaAnswer
      ? String(lwaAnswer.access_token)
      : ""
    expect(accessToken).toStartWith("Atza|")
    const it = await onboard(w, {
      source: "marketplace",
      destination: "tables",
      source_credentials: {
        refresh_token: refreshToken,
        access_token: accessToken,
        expires_at: new Date(Date.now() + 60_000).toISOString(),
        marketplace_id: US
      },
      destination_credentials: target.keyCredentials
    })
    await saveMappingFromDashboard(it, mapping)

    const lwa = () => w.marketplace.stats().tokenRequests
    const refusedBefore = refused(w)
    const lwaBefore = lwa()
    const first = await runSync(w, it)
    expect(first["status"]).toBe("success")
    expectExactlyOnce(target, await marketplace.expected(w))
    // The stored token still worked, so only its stored expiry can have sent the run to LWA first.
    expect(lwa() - lwaBefore).toBe(1)
    expect(refused(w) - refusedBefore).toBe(0)

    await marketplace.change(w, target.rows().map((row) => String(row[SYNC_ID])))
    const second = await runSync(w, it)
    expect(second["status"]).toBe("success")
    expect(second["records_synced"]).toBe(4)
    // Still within its hour: no second trip to LWA.
    expect(lwa() - lwaBefore).toBe(1)
    expect(refused(w) - refusedBefore).toBe(0)

    // The access token stops working early: one refusal, one refresh, and the run goes on.
    w.marketplace.expireAccessTokens()
    await marketplace.change(w, target.rows().map((row) => String(row[SYNC_ID])))
    const third = await runSync(w, it)
    expect(third["error_message"]).toBeNull()
    expect(third["status"]).toBe("success")
    expect(third["records_synced"]).toBe(4)
    expectExactlyOnce(target, await marketplace.expected(w))
    expect(lwa() - lwaBefore).toBe(2)
    expect(refused(w) - refusedBefore).toBe(1)

    // The seller revokes the app: the refresh fails, the run fails for good and says what to do.
    w.marketplace.revokeRefreshToken(refreshToken)
    w.marketplace.expireAccessTokens()
    const rowsBefore = target.rows().length
    await marketplace.change(w, target.rows().map((row) => String(row[SYNC_ID])))
    const fourth = await runSync(w, it)
    expect(fourth["status"]).toBe("error")
    expect(fourth["records_synced"]).toBe(0)
    expect(String(fourth["error_message"])).toContain("reconnect Amazon on the integration's Connection tab")
    const failures = await failuresOf(it)
    expect(failures.length).toBe(1)
    expect(failures[0]?.["sync_log_id"]).toBe(fourth["id"])
    expect(await statusOf(it)).toBe("error")
    expect(target.rows().length).toBe(rowsBefore)

    // The fix the message asks for: connect marketplace again (OAuth), re-run: the pending changes arrive, the integration is active again.
    await connectByOAuth(w, it, "marketplace", { integration_id: it.integrationId, side: "source" })
    const reconnected = await runSync(w, it)
    expect(reconnected["error_message"]).toBeNull()
    expect(reconnected["status"]).toBe("success")
    expect(reconnected["records_synced"]).toBe(4)
    expectExactlyOnce(target, await marketplace.expected(w))
    expect(await statusOf(it)).toBe("active")
  })
})

describe("the request budget running out mid-history", () => {
  test("the run checkpoints and ends partial ('the rest follows on the next runs'), keeps its cursor, and the next runs continue: nothing doubled or missed", async () => {
    const w = world
    // 350 orders in 4 pages of 100, spread over a few seconds of one window.
    const start = Date.now() - 20 * 60_000
    for (let i = 0; i < 7; i++) w.marketplace.addOrders(50, { marketplaceId: UK, at: start + i * 1000 })
    const expected = new Map(ordersIn(w, UK).map((order) => [String(order["AmazonOrderId"]), expectedRow(order)]))
    expect(expected.size).toBe(350)
    const target = createTarget(w, "office", columns)
    const it = await onboard(w, {
      source: "marketplace",
      destination: "office",
      source_credentials: { refresh_token: w.marketplace.issueRefreshToken(), marketplace_id: UK },
      destination_credentials: target.keyCredentials
    })
    await saveMappingFromDashboard(it, mapping)
    const cursor = async () =>
      (await dbQuery(w.server.dataDir, "SELECT sync_cursor FROM integrations WHERE id = ?", [it.integrationId]))[0]
        ?.["sync_cursor"]

    // The seller's getOrders budget: two calls, then the provider throttles (QuotaExceeded, no Retry-After).
    const budget = { rate: 0.0001, burst: 2 }
    const throttledBefore = w.marketplace.stats().throttled
    try {
      w.marketplace.setRateLimit(budget)
      const first = await runSync(w, it)
      expect(first["status"]).toBe("partial")
      expect(first["records_synced"]).toBe(200)
      expect(String(first["error_message"])).toContain("the rest follows on the next runs")
      expect(await statusOf(it)).toBe("active")
      expect(await failuresOf(it)).toEqual([])
      const rows = target.rows()
      expect(rows.length).toBe(200)
      expect(new Set(rows.map((row) => row[SYNC_ID])).size).toBe(200)
      // The checkpoint: the window in progress and where to go on in it.
      const kept = JSON.parse(String(await cursor()))
      expect(typeof kept["next"]).toBe("string")
      expect(typeof kept["before"]).toBe("string")

      // The budget refills between runs (a fresh bucket stands for the minutes between ticks).
      w.marketplace.setRateLimit(budget)
      const second = await runSync(w, it)
      expect(second["error_message"]).toBeNull()
      expect(second["status"]).toBe("success")
      expect(second["records_synced"]).toBe(150)
      expectExactlyOnce(target, expected)

      w.marketplace.setRateLimit(budget)
      const third = await runSync(w, it)
      expect(third["status"]).toBe("success")
      expect(third["records_synced"]).toBe(0)
      expectExactlyOnce(target, expected)
      // One refusal in all: the run that met it stopped there instead of insisting.
      expect(w.marketplace.stats().throttled - throttledBefore).toBe(1)
    } finally {
      w.marketplace.setRateLimit(false)
    }
  })
})

describe("a failure mid-history", () => {
  test("pages already written stay written (partial, a failure row, status error); the re-run resumes from the last checkpoint: nothing doubled or missed", async () => {
    const w = world
    for (let i = 0; i < 7; i++) {
      w.marketplace.addOrders(50, { marketplaceId: FR, at: Date.now() - 40 * 60_000 + i * 1000 })
    }
    const expected = new Map(ordersIn(w, FR).map((order) => [String(order["AmazonOrderId"]), expectedRow(order)]))
    expect(expected.size).toBe(350)
    const target = createTarget(w, "office", columns)
    const it = await onboard(w, {
      source: "marketplace",
      destination: "office",
      source_credentials: { refresh_token: w.marketplace.issueRefreshToken(), marketplace_id: FR },
      destination_credentials: target.keyCredentials
    })
    await saveMappingFromDashboard(it, mapping)

    // The LWA call and two pages go through; from the third page on the API is down.
    w.marketplace.injectFaults(statusFault(503), 100, { afterRequests: 3 })
    let first: Record<string, unknown>
    try {
      first = await runSync(w, it)
    } finally {
      w.marketplace.clearFaults()
    }
    expect(first["status"]).toBe("partial")
    expect(first["records_synced"]).toBe(200)
    expect(String(first["error_message"])).toContain(`. Gave up after ${MAX_ATTEMPTS} attempts.`)
    const failures = await failuresOf(it)
    expect(failures.length).toBe(1)
    expect(failures[0]?.["attempt_count"]).toBe(MAX_ATTEMPTS)
    expect(await statusOf(it)).toBe("error")
    expect(target.rows().length).toBe(200)

    const requestsBefore = w.marketplace.stats().orderRequests
    const second = await runSync(w, it)
    expect(second["status"]).toBe("success")
    expect(second["records_synced"]).toBe(150)
    // Pages three and four only: the first two were not read again.
    expect(w.marketplace.stats().orderRequests - requestsBefore).toBe(2)
    expectExactlyOnce(target, expected)
    expect(await statusOf(it)).toBe("active")
  })
})

describe("the connector's own request budget", () => {
  test("SP-API's burst of 20 getOrders calls is spent after 20 pages: the run ends partial with the rest deferred, and a run before the budget refills reads nothing and keeps the cursor", async () => {
    const w = world
    w.marketplace.addOrders(2050, { marketplaceId: DE, at: Date.now() - 30 * 60_000 })
    const all = new Map(ordersIn(w, DE).map((order) => [String(order["AmazonOrderId"]), expectedRow(order)]))
    const target = createTarget(w, "office", columns)
    const it = await onboard(w, {
      source: "marketplace",
      destination: "office",
      source_credentials: { refresh_token: w.marketplace.issueRefreshToken(), marketplace_id: DE },
      destination_credentials: target.keyCredentials
    })
    await saveMappingFromDashboard(it, mapping)
    const cursor = async () =>
      (await dbQuery(w.server.dataDir, "SELECT sync_cursor FROM integrations WHERE id = ?", [it.integrationId]))[0]
        ?.["sync_cursor"]
    const requestsBefore = w.marketplace.stats().orderRequests

    const first = await runSync(w, it)
    expect(first["status"]).toBe("partial")
    expect(first["records_synced"]).toBe(2000)
    expect(String(first["error_message"])).toContain("marketplace request budget spent")
    expect(String(first["error_message"])).toContain("the rest follows on the next runs")
    expect(w.marketplace.stats().orderRequests - requestsBefore).toBe(20)
    const rows = target.rows()
    expect(rows.length).toBe(2000)
    expect(new Set(rows.map((row) => row[SYNC_ID])).size).toBe(2000)
    for (const row of rows) expect(row).toEqual({ ...all.get(String(row[SYNC_ID])), [SYNC_ID]: row[SYNC_ID] })
    const kept = await cursor()
    expect(typeof JSON.parse(String(kept))["next"]).toBe("string")

    // One token a minute: a run now asks the provider nothing, writes nothing and keeps its place.
    const second = await runSync(w, it)
    expect(second["status"]).toBe("partial")
    expect(second["records_synced"]).toBe(0)
    expect(String(second["error_message"])).toContain("the rest follows on the next runs")
    expect(w.marketplace.stats().orderRequests - requestsBefore).toBe(20)
    expect(await cursor()).toBe(kept)
    expect(target.rows().length).toBe(2000)
    expect(await statusOf(it)).toBe("active")
  })
})

test("the healthy traffic of every run above stayed inside the providers' rate limits (only injected faults were throttles)", () => {
  expect(world.tables.rateLimitedCount()).toBe(0)
  expect(world.office.stats().throttled).toBe(0)
  expect(world.storefront.bucketStats().throttled).toBe(0)
})
