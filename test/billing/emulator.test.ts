/**
 * The billing routes of the payments emulator against the real SDK: what the
 * service relies on behaves as the processor documents it.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import Stripe from "stripe"
import { makeStripe } from "../../src/stripe/client.js"
import { addMonth, type BillingEmulator, createBillingEmulator } from "../emulators/payments-billing.js"
import { type PaymentsEmulator, startPaymentsEmulator } from "../emulators/payments.js"

let billing: BillingEmulator
let payments: PaymentsEmulator
let stripe: Stripe

beforeAll(async () => {
  billing = createBillingEmulator()
  payments = await startPaymentsEmulator({ rateLimit: false, routes: [billing.route] })
  stripe = makeStripe(payments.platformKey, { apiUrl: payments.url, timeoutMs: 5000 })
})
afterAll(() => payments.stop())

const subscribed = async (price = "price_starter") => {
  const customer = await stripe.customers.create({ email: "emu@example.com" })
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price, quantity: 1 }],
    success_url: "http://x/ok"
  })
  billing.completeCheckout(session.id)
  const subscription = billing.subscription(String(billing.session(session.id)?.["subscription"]))
  return stripe.subscriptions.retrieve(String(subscription?.["id"]))
}

describe("billing emulator", () => {
  test("customers are idempotent per key; unknown prices and non-subscription sessions are refused", async () => {
    const a = await stripe.customers.create({ email: "a@example.com" }, { idempotencyKey: "same-key" })
    const b = await stripe.customers.create({ email: "a@example.com" }, { idempotencyKey: "same-key" })
    expect(b.id).toBe(a.id)
    await expect(
      stripe.checkout.sessions.create({
        mode: "subscription",
        customer: a.id,
        line_items: [{ price: "price_gold", quantity: 1 }],
        success_url: "http://x"
      })
    ).rejects.toThrow(/No such price/)
    await expect(
      stripe.checkout.sessions.create({
        mode: "payment",
        customer: a.id,
        line_items: [{ price: "price_pro", quantity: 1 }],
        success_url: "http://x"
      })
    ).rejects.toThrow(/subscription/)
  })

  test("a completed checkout: an active subscription with a monthly period on the item, paid first invoice", async () => {
    const subscription = await subscribed()
    expect(subscription.status).toBe("active")
    const item = subscription.items.data[0]
    expect(item.price.id).toBe("price_starter")
    expect(item.current_period_end).toBe(addMonth(item.current_period_start))
    const types = billing.takePending().map((e) => e["type"])
    expect(types).toEqual(
      expect.arrayContaining([
        "payment_method.attached",
        "customer.subscription.created",
        "invoice.paid",
        "checkout.session.completed"
      ])
    )
  })

  test("an upgrade with always_invoice bills the prorated difference at once; create_prorations waits for the renewal", async () => {
    const subscription = await subscribed()
    const item = subscription.items.data[0]
    const half = item.current_period_start + Math.floor((item.current_period_end - item.current_period_start) / 2)
    const upgraded = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: "price_business" }],
      proration_behavior: "always_invoice",
      proration_date: half
    })
    expect(upgraded.items.data[0].price.id).toBe("price_business")
    const fraction = (item.current_period_end - half) / (item.current_period_end - item.current_period_start)
    const invoice = billing.invoices(String(subscription.customer)).find((i) =>
      i["billing_reason"] === "subscription_update"
    )
    expect(invoice?.["amount_due"]).toBe(Math.round(9900 * fraction) - Math.round(900 * fraction))

    const other = await subscribed()
    const otherItem = other.items.data[0]
    await stripe.subscriptions.update(other.id, {
      items: [{ id: otherItem.id, price: "price_pro" }],
      proration_behavior: "create_prorations"
    })
    expect(billing.invoices(String(other.customer)).filter((i) => i["billing_reason"] === "subscription_update"))
      .toHaveLength(0)
    await expect(
      stripe.subscriptions.update(other.id, {
        proration_date: otherItem.current_period_end + 10,
        items: [{ id: otherItem.id, price: "price_starter" }]
      })
    ).rejects.toThrow(/proration_date/)
  })

  test("a schedule: the processor refuses a direct cancellation while it manages the subscription; released, it allows it", async () => {
    const subscription = await subscribed("price_pro")
    const schedule = await stripe.subscriptionSchedules.create({ from_subscription: subscription.id })
    expect(schedule.current_phase?.end_date).toBe(subscription.items.data[0].current_period_end)
    await expect(stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })).rejects.toThrow(
      /managed by the subscription schedule/
    )
    await stripe.subscriptionSchedules.release(schedule.id)
    expect((await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })).cancel_at_period_end)
      .toBe(true)
  })

  test("events are signed with the endpoint secret and verify with the SDK", async () => {
    const received: Array<Stripe.Event> = []
    const server = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch: async (request) => {
        received.push(
          await Stripe.webhooks.constructEventAsync(
            await request.text(),
            request.headers.get("stripe-signature") ?? "",
            "whsec_emu"
          )
        )
        return new Response("ok")
      }
    })
    try {
      billing.takePending()
      billing.setWebhook(`http://127.0.0.1:${server.port}/`, "whsec_emu")
      const event = billing.emit("customer.updated", { id: "cus_x", object: "customer" })
      await billing.settled()
      expect(received.map((e) => e.id)).toEqual([String(event["id"])])
      expect(billing.deliveries.at(-1)?.status).toBe(200)
    } finally {
      await server.stop(true)
    }
  })
})
