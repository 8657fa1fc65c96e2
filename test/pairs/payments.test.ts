/**
 * payments (Stripe) → tables and → office, end to end through one real
 * server: the pair suite by secret key and by Stripe Connect, plus token
 * refresh as a sync meets it on the destinations (office: before expiry,
 * after a 401, rotated refresh token stored and used, revoked → "reconnect
 * office"; tables: after a 401 with rotation, a dead refresh token →
 * "reconnect Airtable").
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test"
import { isRecord } from "../support/client.js"
import { chargeMappings } from "../support/sync.js"
import { type Column, createTarget, type Row, SYNC_ID } from "./destinations.js"
import { expectExactlyOnce, onboardByOAuth, pairSuite, type SourceUnderTest } from "./suite.js"
import {
  connectByOAuth,
  failuresOf,
  onboard,
  type Onboarded,
  type PairsWorld,
  runSync,
  saveMappingFromDashboard,
  startPairsWorld,
  statusOf,
  storedCredentials,
  TABLES_CLIENT_SECRET
} from "./world.js"

setDefaultTimeout(60_000)

let world: PairsWorld

beforeAll(async () => {
  world = await startPairsWorld()
  // Beside the fixture charge: a generated history and amounts that must stay exact.
  world.payments.addCharges(36)
  world.payments.addCharge({ amount: 30, currency: "usd", email: "thirty@example.com", description: "thirty cents" })
  world.payments.addCharge({ amount: 123456, currency: "jpy", email: "yen@example.com", description: "zero-decimal" })
  world.payments.addCharge({
    amount: 100_000_001,
    currency: "eur",
    email: "big@example.com",
    description: "a million and a cent"
  })
})
afterAll(async () => {
  await world.stop()
})

const zeroDecimal = new Set(["jpy"])

/** Minor units as the decimal the user expects, by moving the point in the digit string (never by dividing floats). */
const major = (minor: unknown, currency: unknown): number | null => {
  if (typeof minor !== "number") return null
  if (zeroDecimal.has(String(currency))) return minor
  const digits = String(minor).padStart(3, "0")
  return Number(`${digits.slice(0, -2)}.${digits.slice(-2)}`)
}

const columns: ReadonlyArray<Column> = [
  { name: "Amount", type: "number" },
  { name: "Refunded", type: "number" },
  { name: "Currency", type: "text" },
  { name: "Date", type: "date" },
  { name: "Email", type: "email" },
  { name: "Description", type: "text" },
  { name: "Status", type: "text" }
]

// The charge → sales mapping the other sync tests and the benchmark use.
const mapping = chargeMappings

/** Every charge the emulator holds, read through its own API (a live key: its budget is not the sync's). */
const allCharges = async (w: PairsWorld): Promise<Array<Record<string, unknown>>> => {
  const charges: Array<Record<string, unknown>> = []
  let after: string | null = null
  for (;;) {
    const url = new URL("/v1/charges", w.payments.url)
    url.searchParams.set("limit", "100")
    if (after !== null) url.searchParams.set("starting_after", after)
    const body: unknown = await (await fetch(url, { headers: { authorization: "Bearer sk_live_emulator" } })).json()
    if (!isRecord(body) || !Array.isArray(body["data"])) {
      throw new Error(`unexpected charge list: ${JSON.stringify(body)}`)
    }
    const page = body["data"].filter(isRecord)
    charges.push(...page)
    after = page.length > 0 ? String(page[page.length - 1]?.["id"]) : null
    if (body["has_more"] !== true || after === null) return charges
  }
}

const expectedRow = (charge: Record<string, unknown>): Row => {
  const billing = isRecord(charge["billing_details"]) ? charge["billing_details"] : {}
  return {
    Amount: major(charge["amount"], charge["currency"]),
    Refunded: major(charge["amount_refunded"], charge["currency"]),
    Currency: String(charge["currency"]).toUpperCase(),
    Date: new Date(Number(charge["created"]) * 1000).toISOString().slice(0, 10),
    Email: billing["email"] ?? null,
    Description: charge["description"] ?? null,
    Status: charge["status"] ?? null
  }
}

const payments: SourceUnderTest = {
  kind: "payments",
  columns,
  mapping,
  emulator: (w) => w.payments,
  keyCredentials: () => ({ api_key: "sk_test_emulator" }),
  oauth: () => ({ credentials: undefined, query: {} }),
  // 30 cents, a zero-decimal currency, 100,000,001 euro cents.
  exactAmounts: ["0.3", "123456", "1000000.01"],
  expected: async (w) => new Map((await allCharges(w)).map((charge) => [String(charge["id"]), expectedRow(charge)])),
  change: async (w, synced) => {
    const refunded = synced.find((id) =>
      w.payments.getCharge(id)?.["currency"] === "usd" && w.payments.getCharge(id)?.["amount_refunded"] === 0
    )
    if (refunded === undefined) throw new Error("no unrefunded usd charge to refund")
    w.payments.advanceClock(5)
    w.payments.addCharges(3)
    w.payments.refundCharge(refunded)
    return refunded
  }
}

pairSuite(payments, () => world)

/** Requests an emulator answered 401/403 (what it served minus what it counted as served or refreshed). */
const officeUnauthorized = (w: PairsWorld) => {
  const stats = w.office.stats()
  return w.office.requestCount() - stats.reads - stats.writes - stats.throttled - stats.tokenRequests
}

const refreshDirectly = async (url: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", headers, body: new URLSearchParams(body) })

describe("token refresh as a sync meets it (destinations)", () => {
  test("office: refreshed before it expires and after a 401, each rotated refresh token stored and used by the next run; revoked → error 'reconnect Google Sheets'", async () => {
    const w = world
    const target = createTarget(w, "office", columns)
    const issued = w.office.issueToken()
    // The emulator would accept this token for an hour, but the stored expiry says one minute: refresh first.
    const it: Onboarded = await onboard(w, {
      source: "payments",
      destination: "office",
      source_credentials: { api_key: "sk_test_emulator" },
      destination_credentials: {
        ...target.oauthCredentials,
        access_token: issued.access_token,
        refresh_token: issued.refresh_token,
        expires_at: new Date(Date.now() + 60_000).toISOString()
      }
    })
    // Saving the mapping reads the sheet's header to check its fields: that first use refreshes the token.
    const unauthorizedBefore = officeUnauthorized(w)
    const tokenRequestsBefore = w.office.stats().tokenRequests
    await saveMappingFromDashboard(it, mapping)
    const first = await runSync(w, it)
    expect(first["status"]).toBe("success")
    expectExactlyOnce(target, await payments.expected(w))
    expect(w.office.stats().tokenRequests - tokenRequestsBefore).toBe(1)
    expect(officeUnauthorized(w) - unauthorizedBefore).toBe(0)
    const afterFirst = await storedCredentials(w, it, "destination")
    expect(afterFirst["access_token"]).not.toBe(issued.access_token)
    expect(afterFirst["refresh_token"]).not.toBe(issued.refresh_token)
    expect(Date.parse(String(afterFirst["expires_at"])) - Date.now()).toBeGreaterThan(50 * 60_000)
    expect(afterFirst["spreadsheet_id"]).toBe(target.oauthCredentials["spreadsheet_id"])
    // Rotation: the first refresh token is spent, so only the stored one can work from now on.
    const spent = await refreshDirectly(`${w.office.url}/token`, {
      grant_type: "refresh_token",
      refresh_token: issued.refresh_token,
      client_id: w.office.clientId,
      client_secret: w.office.clientSecret
    })
    expect(spent.status).toBe(400)

    // The provider drops the access token early: the run meets a 401, refreshes with the stored token and goes on.
    w.office.expireAccessToken(String(afterFirst["access_token"]))
    await payments.change(w, target.rows().map((row) => String(row[SYNC_ID])))
    const second = await runSync(w, it)
    expect(second["error_message"]).toBeNull()
    expect(second["status"]).toBe("success")
    expect(second["records_synced"]).toBe(4)
    expectExactlyOnce(target, await payments.expected(w))
    expect(officeUnauthorized(w) - unauthorizedBefore).toBe(1)
    const afterSecond = await storedCredentials(w, it, "destination")
    expect(afterSecond["refresh_token"]).not.toBe(afterFirst["refresh_token"])
    expect(afterSecond["access_token"]).not.toBe(afterFirst["access_token"])

    // The grant is revoked: a refresh that fails ends the run for good and says what to do.
    w.office.revokeRefreshToken(String(afterSecond["refresh_token"]))
    w.office.expireAccessToken(String(afterSecond["access_token"]))
    const rowsBefore = target.rows().length
    await payments.change(w, target.rows().map((row) => String(row[SYNC_ID])))
    const third = await runSync(w, it)
    expect(third["status"]).toBe("error")
    expect(third["records_synced"]).toBe(0)
    expect(String(third["error_message"])).toContain("reconnect Google Sheets on the integration's Connection tab")
    const failures = await failuresOf(it)
    expect(failures.length).toBe(1)
    expect(failures[0]?.["sync_log_id"]).toBe(third["id"])
    expect(String(failures[0]?.["error_message"])).toContain(
      "reconnect Google Sheets on the integration's Connection tab"
    )
    expect(await statusOf(it)).toBe("error")
    expect(target.rows().length).toBe(rowsBefore)

    // The fix the message asks for: connect office again (OAuth), re-run: the pending changes arrive, the integration is active again.
    await connectByOAuth(w, it, "office", { integration_id: it.integrationId, side: "destination" })
    const reconnected = await runSync(w, it)
    expect(reconnected["error_message"]).toBeNull()
    expect(reconnected["status"]).toBe("success")
    expect(reconnected["records_synced"]).toBe(4)
    expectExactlyOnce(target, await payments.expected(w))
    expect(await statusOf(it)).toBe("active")
  })

  test("tables by OAuth: a 401 mid-life → refreshed, rotated refresh token stored and used next time; a dead refresh token → error 'reconnect Airtable'", async () => {
    const w = world
    const target = createTarget(w, "tables", columns)
    const it = await onboardByOAuth(w, payments, target)
    const connected = await storedCredentials(w, it, "destination")
    expect(await runSync(w, it)).toMatchObject({ status: "success", error_message: null })

    w.tables.expireAccessTokens()
    await payments.change(w, target.rows().map((row) => String(row[SYNC_ID])))
    const second = await runSync(w, it)
    expect(second["error_message"]).toBeNull()
    expect(second["status"]).toBe("success")
    expect(second["records_synced"]).toBe(4)
    expectExactlyOnce(target, await payments.expected(w))
    const refreshed = await storedCredentials(w, it, "destination")
    expect(refreshed["refresh_token"]).not.toBe(connected["refresh_token"])
    expect(refreshed["access_token"]).not.toBe(connected["access_token"])
    expect(refreshed["base_id"]).toBe(connected["base_id"])

    w.tables.expireAccessTokens()
    await payments.change(w, target.rows().map((row) => String(row[SYNC_ID])))
    const third = await runSync(w, it)
    expect(third["status"]).toBe("success")
    expectExactlyOnce(target, await payments.expected(w))
    const again = await storedCredentials(w, it, "destination")
    expect(again["refresh_token"]).not.toBe(refreshed["refresh_token"])

    // Someone else spends the stored refresh token (rotation makes it single-use).
    const basic = `Basic ${Buffer.from(`${w.tables.oauthClientId}:${TABLES_CLIENT_SECRET}`).toString("base64")}`
    const stolen = await refreshDirectly(`${w.tables.url}/oauth2/v1/token`, {
      grant_type: "refresh_token",
      refresh_token: String(again["refresh_token"])
    }, { authorization: basic })
    expect(stolen.status).toBe(200)
    w.tables.expireAccessTokens()
    await payments.change(w, target.rows().map((row) => String(row[SYNC_ID])))
    const fourth = await runSync(w, it)
    expect(fourth["status"]).toBe("error")
    expect(String(fourth["error_message"])).toContain("reconnect Airtable on the integration's Connection tab")
    expect((await failuresOf(it)).length).toBe(1)
    expect(await statusOf(it)).toBe("error")

    await connectByOAuth(w, it, "tables", { integration_id: it.integrationId, side: "destination" })
    const reconnected = await runSync(w, it)
    expect(reconnected["status"]).toBe("success")
    expect(reconnected["records_synced"]).toBe(4)
    expectExactlyOnce(target, await payments.expected(w))
    expect(await statusOf(it)).toBe("active")
  })
})

test("the healthy traffic of every run above stayed inside the providers' rate limits (only injected faults were throttles)", () => {
  expect(world.tables.rateLimitedCount()).toBe(0)
  expect(world.office.stats().throttled).toBe(0)
  expect(world.storefront.bucketStats().throttled).toBe(0)
})
