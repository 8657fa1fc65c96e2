import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import Stripe from "stripe"
import { type PaymentsEmulator, startPaymentsEmulator } from "./payments.js"

let emu: PaymentsEmulator
let stripe: Stripe
const auth = { authorization: "Bearer sk_live_emulator" }
const get = (path: string, headers: Record<string, string> = auth): Promise<Response> =>
  fetch(`${emu.url}${path}`, { headers })

beforeAll(async () => {
  emu = await startPaymentsEmulator()
  stripe = new Stripe("sk_live_emulator", { host: "127.0.0.1", port: emu.port, protocol: "http", maxNetworkRetries: 0 })
})
afterAll(() => emu.stop())

describe("payments emulator", () => {
  test("auth: missing and wrong keys get 401 with Stripe's error body", async () => {
    const missing = await get("/v1/charges", {})
    expect(missing.status).toBe(401)
    const body = await missing.json()
    expect(body.error.type).toBe("invalid_request_error")
    expect(body.error.message).toContain("did not provide an API key")
    const wrong = await get("/v1/charges", { authorization: "Bearer sk_test_wrong" })
    expect(wrong.status).toBe(401)
    expect((await wrong.json()).error.code).toBe("api_key_invalid")
  })

  test("charges list newest first with limit, starting_after, ending_before and created filters", async () => {
    const base = emu.now() - 10_000
    const added = emu.addCharges(25, { from: base, perSecond: 5 })
    const ids = added.ids()
    const page1 = await stripe.charges.list({ limit: 10, created: { gte: base } })
    expect(page1.data.map((c) => c.id)).toEqual(ids.slice(15).reverse())
    expect(page1.has_more).toBe(true)
    expect(page1.url).toBe("/v1/charges")
    const page2 = await stripe.charges.list({ limit: 10, created: { gte: base }, starting_after: page1.data[9].id })
    expect(page2.data.map((c) => c.id)).toEqual(ids.slice(5, 15).reverse())
    const page3 = await stripe.charges.list({ limit: 10, created: { gte: base }, starting_after: page2.data[9].id })
    expect(page3.data.map((c) => c.id)).toEqual(ids.slice(0, 5).reverse())
    expect(page3.has_more).toBe(false)
    const before = await stripe.charges.list({ limit: 3, ending_before: ids[5] })
    expect(before.data.map((c) => c.id)).toEqual([ids[8], ids[7], ids[6]])
    const second = await stripe.charges.list({ limit: 100, created: { gt: base, lte: base + 1 } })
    expect(second.data.map((c) => c.created)).toEqual([base + 1, base + 1, base + 1, base + 1, base + 1])
    const defaultLimit = await stripe.charges.list()
    expect(defaultLimit.data.length).toBe(10)
  })

  test("validates limit, unknown params and cursors like Stripe", async () => {
    expect((await get("/v1/charges?limit=101")).status).toBe(400)
    expect((await get("/v1/charges?limit=0")).status).toBe(400)
    const unknown = await get("/v1/charges?bogus=1")
    expect((await unknown.json()).error.message).toBe("Received unknown parameter: bogus")
    const cursor = await get("/v1/charges?starting_after=ch_missing")
    expect(cursor.status).toBe(400)
    expect((await cursor.json()).error.code).toBe("resource_missing")
    const both = await get("/v1/charges?starting_after=a&ending_before=b")
    expect(both.status).toBe(400)
  })

  test("retrieve a charge; 404 for unknown ids; the fixture charge is seeded", async () => {
    const seeded = await stripe.charges.retrieve("ch_1PgafuB7WZ01zgkWXYmPNZs8")
    expect(seeded.billing_details.name).toBe("Jenny Rosen")
    expect(seeded.created).toBe(1234567890)
    const err = await stripe.charges.retrieve("ch_nope").catch((e: unknown) => e)
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
  })

  test("refunds update the charge and emit charge.refunded; disputes and updates emit events; types filter", async () => {
    const charge = emu.addCharge({ amount: 5000, currency: "eur", email: "a@b.c" })
    const chargeId = String(charge.id)
    emu.refundCharge(chargeId, 1000)
    const refunded = await stripe.charges.retrieve(chargeId)
    expect(refunded.amount_refunded).toBe(1000)
    expect(refunded.refunded).toBe(false)
    await stripe.refunds.create({ charge: chargeId })
    expect((await stripe.charges.retrieve(chargeId)).refunded).toBe(true)
    emu.disputeCharge(chargeId)
    emu.updateCharge(chargeId, { description: "changed" })
    const events = await stripe.events.list({ types: ["charge.refunded", "charge.dispute.*"] })
    expect(events.data.map((e) => e.type)).toEqual(["charge.dispute.created", "charge.refunded", "charge.refunded"])
    const updated = await stripe.events.list({ type: "charge.updated" })
    expect(updated.data[0].data.previous_attributes).toEqual({ description: String(charge.description) })
    const refunds = await stripe.refunds.list({ charge: chargeId })
    expect(refunds.data.length).toBe(2)
  })

  test("events older than 30 days are gone", async () => {
    const fresh = await stripe.events.list({ limit: 100 })
    expect(fresh.data.length).toBeGreaterThan(0)
    emu.advanceClock(31 * 24 * 3600)
    expect((await stripe.events.list({ limit: 100 })).data.length).toBe(0)
    emu.advanceClock(-31 * 24 * 3600)
  })

  test("test keys are limited to 25 requests/s: 429 with Stripe-Should-Retry", async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => get("/v1/charges?limit=1", { authorization: "Bearer sk_test_emulator" }))
    )
    const limited = results.filter((r) => r.status === 429)
    expect(limited.length).toBeGreaterThanOrEqual(10)
    expect(limited[0].headers.get("stripe-should-retry")).toBe("true")
    expect((await limited[0].json()).error.code).toBe("rate_limit")
  })

  test("holds a million charges compactly and pages them fast", async () => {
    const big = await startPaymentsEmulator({ seed: false, rateLimit: false })
    try {
      const before = process.memoryUsage().rss
      big.addCharges(1_000_000, { perSecond: 100 })
      expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024)
      const res = await fetch(`${big.url}/v1/charges?limit=100`, {
        headers: { authorization: "Bearer sk_test_emulator" }
      })
      const page = await res.json()
      expect(page.data.length).toBe(100)
      expect(page.has_more).toBe(true)
    } finally {
      await big.stop()
    }
  })

  test("another process can seed charges, refund and switch the rate limit over /__control", async () => {
    const before = emu.chargeCount()
    const added =
      await (await fetch(`${emu.url}/__control/charges`, { method: "POST", body: JSON.stringify({ count: 5 }) })).json()
    expect(added.count).toBe(5)
    expect(emu.chargeCount()).toBe(before + 5)
    const refund = await fetch(`${emu.url}/__control/refunds`, {
      method: "POST",
      body: JSON.stringify({ charge: added.lastId })
    })
    expect((await refund.json()).charge).toBe(added.lastId)
    expect(emu.getCharge(added.lastId)?.refunded).toBe(true)
    await fetch(`${emu.url}/__control/rate-limit`, { method: "POST", body: JSON.stringify({ on: false }) })
    expect((await (await fetch(`${emu.url}/__control/state`)).json()).rateLimit).toBe(false)
    emu.setRateLimit(true)
  })

  test("Connect OAuth: authorize redirects back with code and state; token exchange yields a working key", async () => {
    const authorize = await fetch(
      `${emu.url}/oauth/authorize?response_type=code&client_id=ca_emulator&scope=read_only&state=xyz&redirect_uri=${
        encodeURIComponent("http://localhost:3000/cb")
      }`,
      { redirect: "manual" }
    )
    expect(authorize.status).toBe(302)
    const back = new URL(authorize.headers.get("location") ?? "")
    expect(back.origin + back.pathname).toBe("http://localhost:3000/cb")
    expect(back.searchParams.get("state")).toBe("xyz")
    const code = back.searchParams.get("code") ?? ""
    const unauth = await fetch(`${emu.url}/oauth/token`, {
      method: "POST",
      body: new URLSearchParams({ grant_type: "authorization_code", code })
    })
    expect(unauth.status).toBe(401)
    const token = await fetch(`${emu.url}/oauth/token`, {
      method: "POST",
      headers: { authorization: `Bearer ${emu.platformKey}` },
      body: new URLSearchParams({ grant_type: "authorization_code", code })
    })
    const tokens = await token.json()
    expect(tokens).toMatchObject({ scope: "read_only", livemode: false, token_type: "bearer" })
    expect(tokens.stripe_user_id).toStartWith("acct_")
    expect(tokens.refresh_token).toStartWith("rt_")
    expect((await get("/v1/charges?limit=1", { authorization: `Bearer ${tokens.access_token}` })).status).toBe(200)
    const reused = await fetch(`${emu.url}/oauth/token`, {
      method: "POST",
      headers: { authorization: `Bearer ${emu.platformKey}` },
      body: new URLSearchParams({ grant_type: "authorization_code", code })
    })
    expect((await reused.json()).error).toBe("invalid_grant")
  })
})
