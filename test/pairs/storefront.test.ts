/**
 * storefront (Shopify) → tables and → office, end to end through one real
 * server: the pair suite by access token and by Shopify OAuth, exact money
 * from decimal strings, and expiring offline tokens as a sync meets them
 * (refreshed before expiry and after a 401, rotated refresh tokens stored and
 * used next run, a revoked grant → "reconnect Shopify").
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test"
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
  statusOf,
  storedCredentials
} from "./world.js"

setDefaultTimeout(60_000)

let world: PairsWorld

/** Decimal strings a float round trip (or a ×100 ÷100) would get wrong somewhere. */
const exactPrices = ["0.30", "1234567.89", "19.99", "100.10", "0.07"]

beforeAll(async () => {
  world = await startPairsWorld()
  // Beside the fixture order: a generated history (varied cents) and prices that must stay exact.
  world.storefront.addOrders(30)
  for (const totalPrice of exactPrices) world.storefront.addOrders(1, { totalPrice })
  world.storefront.addOrders(1, { totalPrice: "5000", currency: "JPY" })
})
afterAll(async () => {
  await world.stop()
})

const columns: ReadonlyArray<Column> = [
  { name: "Order ID", type: "text" },
  { name: "Order", type: "text" },
  { name: "Amount", type: "number" },
  { name: "Currency", type: "text" },
  { name: "Date", type: "date" },
  { name: "Email", type: "email" },
  { name: "Status", type: "text" }
]

const mapping = [
  { source_field: "id", destination_field: "Order ID", transform: "to_string" },
  { source_field: "name", destination_field: "Order", transform: null },
  { source_field: "total_price", destination_field: "Amount", transform: "to_number" },
  { source_field: "currency", destination_field: "Currency", transform: null },
  { source_field: "created_at", destination_field: "Date", transform: "datetime_to_date" },
  { source_field: "email", destination_field: "Email", transform: null },
  { source_field: "financial_status", destination_field: "Status", transform: null }
]

const expectedRow = (order: Record<string, unknown>): Row => ({
  "Order ID": String(order["id"]),
  Order: order["name"],
  // The decimal string read as a number: what a number column must hold.
  Amount: Number(order["total_price"]),
  Currency: order["currency"],
  // The shop's local calendar day, as written in the timestamp.
  Date: String(order["created_at"]).slice(0, 10),
  Email: order["email"] ?? null,
  Status: order["financial_status"] ?? null
})

const storefront: SourceUnderTest = {
  kind: "storefront",
  columns,
  mapping,
  emulator: (w) => w.storefront,
  keyCredentials: (w) => ({ shop: w.storefront.shop, access_token: w.storefront.accessToken }),
  oauth: (w) => ({ credentials: undefined, query: { shop: w.storefront.shop } }),
  // exactPrices, the yen order and the fixture's 598.94.
  exactAmounts: ["0.3", "1234567.89", "19.99", "100.1", "0.07", "5000", "598.94"],
  expected: async (w) => new Map(w.storefront.orders().map((order) => [String(order["id"]), expectedRow(order)])),
  change: async (w, synced) => {
    const id = synced.find((key) => w.storefront.getOrder(Number(key))?.["financial_status"] === "paid")
    if (id === undefined) throw new Error("no paid order to refund")
    w.storefront.advanceClock(2)
    w.storefront.addOrders(3)
    w.storefront.updateOrder(Number(id), { financial_status: "refunded" })
    return id
  }
}

pairSuite(storefront, () => world)

describe("token refresh as a sync meets it (source)", () => {
  test("storefront expiring offline token: refreshed before it expires and after a 401, rotated refresh tokens stored and used; revoked → error 'reconnect Shopify'", async () => {
    const w = world
    const target = createTarget(w, "office", columns)
    const issued = w.storefront.issueToken({ expiring: true })
    const refreshToken = String(issued.refresh_token)
    // Valid for an hour at the shop, but stored as expiring within a minute: the run refreshes before using it.
    const it = await onboard(w, {
      source: "storefront",
      destination: "office",
      source_credentials: {
        shop: w.storefront.shop,
        access_token: issued.access_token,
        refresh_token: refreshToken,
        expires_at: new Date(Date.now() + 60_000).toISOString()
      },
      destination_credentials: target.keyCredentials
    })
    await saveMappingFromDashboard(it, mapping)

    const first = await runSync(w, it)
    expect(first["error_message"]).toBeNull()
    expect(first["status"]).toBe("success")
    expectExactlyOnce(target, await storefront.expected(w))
    const afterFirst = await storedCredentials(w, it, "source")
    expect(afterFirst["access_token"]).not.toBe(issued.access_token)
    expect(afterFirst["refresh_token"]).not.toBe(refreshToken)
    expect(afterFirst["shop"]).toBe(w.storefront.shop)
    expect(Date.parse(String(afterFirst["expires_at"])) - Date.now()).toBeGreaterThan(50 * 60_000)

    // The shop drops the access token early: a 401, one refresh with the stored (rotated) refresh token, and on.
    w.storefront.expireToken(String(afterFirst["access_token"]))
    await storefront.change(w, target.rows().map((row) => String(row[SYNC_ID])))
    const second = await runSync(w, it)
    expect(second["error_message"]).toBeNull()
    expect(second["status"]).toBe("success")
    expect(second["records_synced"]).toBe(4)
    expectExactlyOnce(target, await storefront.expected(w))
    const afterSecond = await storedCredentials(w, it, "source")
    expect(afterSecond["refresh_token"]).not.toBe(afterFirst["refresh_token"])
    expect(afterSecond["access_token"]).not.toBe(afterFirst["access_token"])

    // The merchant uninstalls the app: the refresh fails, the run fails for good and says what to do.
    w.storefront.revokeRefreshToken(String(afterSecond["refresh_token"]))
    w.storefront.expireToken(String(afterSecond["access_token"]))
    const rowsBefore = target.rows().length
    await storefront.change(w, target.rows().map((row) => String(row[SYNC_ID])))
    const third = await runSync(w, it)
    expect(third["status"]).toBe("error")
    expect(third["records_synced"]).toBe(0)
    expect(String(third["error_message"])).toContain("reconnect Shopify on the integration's Connection tab")
    const failures = await failuresOf(it)
    expect(failures.length).toBe(1)
    expect(failures[0]?.["sync_log_id"]).toBe(third["id"])
    expect(await statusOf(it)).toBe("error")
    expect(target.rows().length).toBe(rowsBefore)

    // The fix the message asks for: connect storefront again (OAuth), re-run: the pending changes arrive, the integration is active again.
    await connectByOAuth(w, it, "storefront", {
      integration_id: it.integrationId,
      side: "source",
      shop: w.storefront.shop
    })
    const reconnected = await runSync(w, it)
    expect(reconnected["error_message"]).toBeNull()
    expect(reconnected["status"]).toBe("success")
    expect(reconnected["records_synced"]).toBe(4)
    expectExactlyOnce(target, await storefront.expected(w))
    expect(await statusOf(it)).toBe("active")
  })
})

test("the healthy traffic of every run above stayed inside the providers' rate limits (only injected faults were throttles)", () => {
  expect(world.tables.rateLimitedCount()).toBe(0)
  expect(world.office.stats().throttled).toBe(0)
  expect(world.storefront.bucketStats().throttled).toBe(0)
})
