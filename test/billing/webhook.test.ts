/**
 * POST /api/payments/webhook through a real server: the signature cases
 * (nothing stored when it fails), storage once per event id, replays, other
 * event types, out-of-order delivery, and invoice.payment_failed.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import Stripe from "stripe"
import { makeClient } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import {
  type BillingWorld,
  daysFromNow,
  join,
  setAccount,
  startBillingWorld,
  subscribe,
  subscriptionOf,
  WEBHOOK_SECRET,
  webhookRows
} from "./support.js"

let world: BillingWorld

beforeAll(async () => {
  world = await startBillingWorld()
})
afterAll(() => world.stop())

const DAY = 86_400
let eventSeq = 0

const event = (type = "charge.succeeded") => {
  eventSeq += 1
  return {
    id: `evt_test_${Date.now().toString(36)}_${eventSeq}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: `ch_${eventSeq}`, object: "charge" } }
  }
}

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000)
  })

const post = (payload: string, signature?: string) =>
  makeClient(world.server.url).request("POST", "/api/payments/webhook", {
    raw: payload,
    headers: {
      "content-type": "application/json",
      ...(signature === undefined ? {} : { "stripe-signature": signature })
    }
  })

const stored = async (id: string) => (await webhookRows(world, id)).length

describe("signature", () => {
  test("a valid signature over the raw body: 200, stored raw once", async () => {
    const body = event()
    // Odd spacing on purpose: the signature covers these exact bytes.
    const payload = JSON.stringify(body, null, 3)
    const response = await post(payload, await sign(payload))
    expect(response.status).toBe(200)
    expect(response.json).toEqual({ ok: true, received: true })
    const rows = await dbQuery(
      world.server.dataDir,
      "SELECT payload, type, processed_at FROM webhook_events WHERE id = ?",
      [body.id]
    )
    expect(rows.length).toBe(1)
    expect(rows[0]?.["payload"]).toBe(payload)
    expect(rows[0]?.["type"]).toBe("charge.succeeded")
    expect(rows[0]?.["processed_at"]).not.toBeNull()
  })

  const refused: Array<[string, (payload: string) => Promise<string | undefined>]> = [
    ["missing", () => Promise.resolve(undefined)],
    ["malformed", () => Promise.resolve("this is not a signature")],
    ["without a v1 scheme", async (payload) => (await sign(payload)).replace("v1=", "v0=")],
    ["made with another secret", (payload) => sign(payload, { secret: "whsec_someone_else" })],
    ["stale (301 s old)", (payload) => sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 })],
    ["over a different body", () => sign(JSON.stringify(event()))]
  ]
  for (const [name, signatureFor] of refused) {
    test(`a signature ${name} → 400 invalid_signature, nothing stored`, async () => {
      const body = event("customer.subscription.updated")
      const payload = JSON.stringify(body)
      const response = await post(payload, await signatureFor(payload))
      expect(response.status).toBe(400)
      expect(response.json).toMatchObject({ ok: false, error: "invalid_signature" })
      expect(await stored(body.id)).toBe(0)
    })
  }

  test("a signature 299 s old is still accepted (300 s tolerance)", async () => {
    const body = event()
    const payload = JSON.stringify(body)
    expect((await post(payload, await sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 299 }))).status).toBe(
      200
    )
  })

  test("several v1 signatures (secret rotation): one that verifies is enough", async () => {
    const body = event()
    const payload = JSON.stringify(body)
    const good = await sign(payload)
    const other = (await sign(payload, { secret: "whsec_old_secret" })).split(",")[1]
    expect((await post(payload, `${good},${other}`)).status).toBe(200)
  })
})

describe("storage and effects", () => {
  test("a replay is 200 and has no second effect: one row, one payment-failed e-mail", async () => {
    const member = await join(world, "replay")
    await setAccount(world, member.accountId, "trial_ends_at", daysFromNow(1))
    const subscriptionId = await subscribe(world, member, "pro")
    const customer = String(world.billing.subscription(subscriptionId)?.["customer"])
    world.billing.failPayments(customer, true)
    const mailsBefore = world.smtp.messages.filter((m) => m.to.includes(member.email)).length
    await world.billing.advance(32 * DAY)
    const failed = world.billing.events.filter((e) =>
      e["type"] === "invoice.payment_failed" && JSON.stringify(e).includes(customer)
    )
    expect(failed.length).toBe(1)
    expect(await subscriptionOf(member)).toMatchObject({ status: "past_due" })
    const mails = () =>
      world.smtp.messages.filter((m) => m.to.includes(member.email) && m.raw.includes("payment failed")).length
    for (let waited = 0; mails() === 0 && waited < 5000; waited += 20) await Bun.sleep(20)
    expect(mails()).toBe(1)
    expect(world.smtp.messages.filter((m) => m.to.includes(member.email)).length).toBe(mailsBefore + 1)

    const id = String(failed[0]?.["id"])
    expect(await world.billing.resend(id)).toBe(200)
    expect(await world.billing.resend(id)).toBe(200)
    await Bun.sleep(200)
    expect(mails()).toBe(1)
    expect(await stored(id)).toBe(1)

    // Paid again: active.
    world.billing.failPayments(customer, false)
    await world.billing.advance(31 * DAY)
    expect(await subscriptionOf(member)).toMatchObject({ status: "active" })
  })

  test("event types with no effect are stored and answered 200", async () => {
    const member = await join(world, "othertypes")
    await setAccount(world, member.accountId, "trial_ends_at", daysFromNow(1))
    await subscribe(world, member, "starter")
    const before = await subscriptionOf(member)
    const other = world.billing.emit("customer.updated", { id: "cus_other", object: "customer", email: member.email })
    await world.billing.settled()
    expect(world.billing.deliveries.find((d) => d.id === other["id"])?.status).toBe(200)
    const rows = await webhookRows(world, String(other["id"]))
    expect(rows.length).toBe(1)
    expect(rows[0]?.["account_id"]).toBeNull()
    expect(await subscriptionOf(member)).toEqual(before)
    // Every event the emulator sent so far was accepted.
    expect(world.billing.deliveries.filter((d) => d.status !== 200)).toEqual([])
  })

  test("events delivered newest first never move the subscription back", async () => {
    const member = await join(world, "order")
    await setAccount(world, member.accountId, "trial_ends_at", daysFromNow(1))
    const subscriptionId = await subscribe(world, member, "pro")
    const customer = String(world.billing.subscription(subscriptionId)?.["customer"])
    world.billing.hold()
    // A renewal that fails (past due), then one that is paid (active), delivered in reverse.
    world.billing.failPayments(customer, true)
    await world.billing.advance(32 * DAY)
    world.billing.failPayments(customer, false)
    await world.billing.advance(31 * DAY)
    const mailsBefore = world.smtp.messages.filter((m) => m.to.includes(member.email)).length
    await world.billing.release("reversed")
    expect(await subscriptionOf(member)).toMatchObject({ status: "active", plan: "pro" })
    expect((await member.client.request("GET", "/api/account")).json["status"]).toBe("active")
    // The late payment failure did not e-mail either: the account is not past due.
    await Bun.sleep(200)
    expect(world.smtp.messages.filter((m) => m.to.includes(member.email)).length).toBe(mailsBefore)
  })

  test("a late subscription update from before a cancellation does not bring the cancellation back or forth", async () => {
    const member = await join(world, "late")
    await setAccount(world, member.accountId, "trial_ends_at", daysFromNow(1))
    await subscribe(world, member, "pro")
    world.billing.hold()
    expect((await member.client.request("DELETE", "/api/account/subscription")).json).toMatchObject({
      cancel_at_period_end: true
    })
    expect((await member.client.request("POST", "/api/account/subscription", { body: { plan: "pro" } })).json)
      .toMatchObject({ cancel_at_period_end: false })
    const held = world.billing.takePending()
    expect(held.filter((e) => e["type"] === "customer.subscription.updated").length).toBe(2)
    // Only the older one (cancel_at_period_end: true) arrives, late.
    const older = held.find((e) => JSON.stringify(e["data"]).includes("\"cancel_at_period_end\":true"))
    expect(older).toBeDefined()
    await world.billing.release()
    expect(await world.billing.resend(String(older?.["id"]))).toBe(200)
    expect(await subscriptionOf(member)).toMatchObject({ cancel_at_period_end: false, status: "active" })
  })
})
