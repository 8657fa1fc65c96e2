/**
 * Subscriptions through a real server: checkout, upgrade, downgrade, cancel
 * and read-only, driven by the real SDK against the payments emulator, whose
 * signed webhook events come back through the real webhook route.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { items } from "../support/client.js"
import { chargeMapping } from "../support/sync.js"
import {
  type BillingWorld,
  daysFromNow,
  integrationStatuses,
  join,
  sessionIdOf,
  setAccount,
  startBillingWorld,
  subscribe,
  subscriptionOf
} from "./support.js"

let world: BillingWorld

beforeAll(async () => {
  world = await startBillingWorld()
})
afterAll(() => world.stop())

const DAY = 86_400

describe("the trial and GET /api/account/subscription", () => {
  test("a new account is on the 14-day Pro trial with no card and no processor subscription", async () => {
    const member = await join(world)
    const subscription = await subscriptionOf(member)
    expect(subscription).toMatchObject({
      customer_email: member.email,
      plan: "pro",
      status: "trialing",
      current_period_end: null,
      cancel_at_period_end: false,
      pending_plan: null
    })
    const trialDays = (Date.parse(String(subscription["trial_ends_at"])) - Date.now()) / 86_400_000
    expect(trialDays).toBeGreaterThan(13.9)
    expect(trialDays).toBeLessThanOrEqual(14)
    expect(String(subscription["id"])).not.toBe("")
    // The status vocabulary is in the OpenAPI document.
    const doc = await (await fetch(`${world.server.url}/api/openapi.json`)).text()
    expect(doc).toContain("\"trialing\",\"active\",\"past_due\",\"paused\",\"canceled\"")
  })

  test("plan changes and cancellation need a paid subscription first; unknown plans are named", async () => {
    const member = await join(world)
    const change = await member.client.request("POST", "/api/account/subscription", { body: { plan: "enterprise" } })
    expect(change.status).toBe(400)
    expect(String(change.json["message"])).toContain("/api/account/checkout")
    expect((await member.client.request("DELETE", "/api/account/subscription")).status).toBe(400)
    const unknown = await member.client.request("POST", "/api/account/checkout", { body: { plan: "gold" } })
    expect(unknown.status).toBe(400)
    expect(unknown.json).toMatchObject({ ok: false, error: "invalid_input" })
    expect(String(unknown.json["message"])).toContain("\"gold\"")
    const missing = await member.client.request("POST", "/api/account/checkout", { body: {} })
    expect(missing.status).toBe(400)
  })
})

describe("checkout", () => {
  test("a subscription-mode session for the plan's price on one customer per account; during the trial the charge waits for the trial end", async () => {
    const member = await join(world)
    const customersBefore = world.billing.customerCount()
    const first = await member.client.request("POST", "/api/account/checkout", { body: { plan: "business" } })
    const second = await member.client.request("POST", "/api/account/checkout", { body: { plan: "starter" } })
    expect(first.status).toBe(200)
    expect(first.json["ok"]).toBe(true)
    expect(world.billing.customerCount()).toBe(customersBefore + 1)
    const a = world.billing.session(sessionIdOf(String(first.json["url"])))
    const b = world.billing.session(sessionIdOf(String(second.json["url"])))
    expect(a?.["mode"]).toBe("subscription")
    expect(a?.["customer"]).toBe(b?.["customer"])
    expect(a?.["client_reference_id"]).toBe(member.accountId)

    world.billing.completeCheckout(sessionIdOf(String(first.json["url"])))
    await world.billing.settled()
    const subscription = await subscriptionOf(member)
    // `business` is the enterprise plan; the processor's trial carries ours over, so no charge yet.
    expect(subscription).toMatchObject({ plan: "enterprise", status: "trialing", cancel_at_period_end: false })
    expect(
      Math.abs(
        Date.parse(String(subscription["current_period_end"])) - Date.parse(String(subscription["trial_ends_at"]))
      )
    ).toBeLessThan(1000)
    // With a subscription in place a second checkout is refused.
    const again = await member.client.request("POST", "/api/account/checkout", { body: { plan: "pro" } })
    expect(again.status).toBe(400)
  })

  test("close to the trial end the first payment is taken at once and the account is active", async () => {
    const member = await join(world)
    await setAccount(world, member.accountId, "trial_ends_at", daysFromNow(1))
    await subscribe(world, member, "starter")
    const subscription = await subscriptionOf(member)
    expect(subscription).toMatchObject({ plan: "starter", status: "active" })
    const me = (await member.client.request("GET", "/api/account")).json
    expect(me).toMatchObject({ plan: "starter", status: "active", usage: { records_limit: 100 } })
    const paid = world.billing.invoices().filter((i) =>
      i["billing_reason"] === "subscription_create" && i["amount_paid"] === 900
    )
    expect(paid.length).toBeGreaterThan(0)
    // checkout.session.completed and payment_method.attached recorded the card.
    const exported = (await member.client.request("GET", "/api/account/export")).json
    expect(exported["account"]).toMatchObject({ has_payment_method: true })
    expect(items(exported, "payment_events").map((e) => e["type"])).toEqual(
      expect.arrayContaining([
        "checkout.session.completed",
        "customer.subscription.created",
        "invoice.paid",
        "payment_method.attached"
      ])
    )
  })
})

describe("plan changes", () => {
  test("upgrade: effective at once, the difference prorated over the rest of the period and invoiced now", async () => {
    const member = await join(world)
    await setAccount(world, member.accountId, "trial_ends_at", daysFromNow(1))
    const subscriptionId = await subscribe(world, member, "starter")
    const upgraded = await member.client.request("POST", "/api/account/subscription", { body: { plan: "pro" } })
    expect(upgraded.status).toBe(200)
    expect(upgraded.json).toMatchObject({ plan: "pro", status: "active", pending_plan: null })
    expect((await member.client.request("GET", "/api/account")).json).toMatchObject({
      plan: "pro",
      usage: { records_limit: 10_000 }
    })
    const customer = String(world.billing.subscription(subscriptionId)?.["customer"])
    const proration = world.billing.invoices(customer).find((i) => i["billing_reason"] === "subscription_update")
    expect(proration).toBeDefined()
    // Just after the period started nearly the whole difference (29 − 9 USD) is due.
    expect(Number(proration?.["amount_due"])).toBeGreaterThan(1990)
    expect(Number(proration?.["amount_due"])).toBeLessThanOrEqual(2000)
    await world.billing.settled()
    expect((await subscriptionOf(member))["plan"]).toBe("pro")
  })

  test("downgrade: scheduled for the period end, the higher plan stays until then, no credit", async () => {
    const member = await join(world)
    await setAccount(world, member.accountId, "trial_ends_at", daysFromNow(1))
    const subscriptionId = await subscribe(world, member, "enterprise")
    const customer = String(world.billing.subscription(subscriptionId)?.["customer"])
    const invoicesBefore = world.billing.invoices(customer).length
    const downgraded = await member.client.request("POST", "/api/account/subscription", { body: { plan: "pro" } })
    expect(downgraded.status).toBe(200)
    expect(downgraded.json).toMatchObject({ plan: "enterprise", pending_plan: "pro", status: "active" })
    await world.billing.settled()
    expect(await subscriptionOf(member)).toMatchObject({ plan: "enterprise", pending_plan: "pro" })
    const schedule = world.billing.schedule(String(world.billing.subscription(subscriptionId)?.["schedule"]))
    expect(schedule?.["end_behavior"]).toBe("release")
    expect(world.billing.invoices(customer).length).toBe(invoicesBefore)

    // The period ends at the processor: the schedule's next phase, then its webhooks.
    await world.billing.advance(32 * DAY)
    const after = await subscriptionOf(member)
    expect(after).toMatchObject({ plan: "pro", pending_plan: null, status: "active" })
    expect(world.billing.subscription(subscriptionId)?.["schedule"]).toBeNull()
  })

  test("choosing the current plan again undoes a pending downgrade", async () => {
    const member = await join(world)
    await setAccount(world, member.accountId, "trial_ends_at", daysFromNow(1))
    const subscriptionId = await subscribe(world, member, "pro")
    await member.client.request("POST", "/api/account/subscription", { body: { plan: "starter" } })
    const kept = await member.client.request("POST", "/api/account/subscription", { body: { plan: "pro" } })
    expect(kept.json).toMatchObject({ plan: "pro", pending_plan: null })
    await world.billing.settled()
    expect(world.billing.subscription(subscriptionId)?.["schedule"]).toBeNull()
    expect(await subscriptionOf(member)).toMatchObject({ plan: "pro", pending_plan: null })
  })
})

describe("cancellation and the read-only account", () => {
  test("cancel → active until the period end → read-only: reads work, changes are 403, syncs stop; a new plan brings it all back", async () => {
    const member = await join(world)
    await setAccount(world, member.accountId, "trial_ends_at", daysFromNow(1))
    const subscriptionId = await subscribe(world, member, "pro")
    expect(
      (await member.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(member.integrationId) }))
        .status
    ).toBe(200)

    const canceled = await member.client.request("DELETE", "/api/account/subscription")
    expect(canceled.status).toBe(200)
    expect(canceled.json).toMatchObject({ status: "active", cancel_at_period_end: true })
    expect(world.billing.subscription(subscriptionId)?.["cancel_at_period_end"]).toBe(true)
    expect((await member.client.request("POST", `/api/integrations/${member.integrationId}/retry`)).status).toBe(200)

    await world.billing.advance(32 * DAY)
    expect(await subscriptionOf(member)).toMatchObject({ status: "canceled", cancel_at_period_end: false })
    expect((await member.client.request("GET", "/api/account")).json["status"]).toBe("read_only")
    expect(await integrationStatuses(member)).toEqual({ [member.integrationId]: "paused" })

    // Reads still work.
    expect((await member.client.request("GET", `/api/dashboard/mappings/${member.integrationId}`)).status).toBe(200)
    expect((await member.client.request("GET", `/api/dashboard/sync-logs/${member.integrationId}`)).status).toBe(200)
    expect((await member.client.request("GET", "/api/account/export")).status).toBe(200)
    // Creating, editing, applying and retrying do not.
    const refusals = [
      await member.client.request("POST", "/api/integrations", {
        body: {
          email: member.email,
          source: "payments",
          destination: "tables",
          source_credentials: { api_key: "sk_test_emulator" },
          destination_credentials: { base_id: member.baseId }
        }
      }),
      await member.client.request("PATCH", `/api/dashboard/mappings/${member.integrationId}`, {
        body: chargeMapping(member.integrationId)
      }),
      await member.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(member.integrationId) }),
      await member.client.request("POST", `/api/integrations/${member.integrationId}/retry`)
    ]
    for (const refused of refusals) {
      expect(refused.status).toBe(403)
      expect(refused.json).toMatchObject({ ok: false, error: "account_read_only" })
    }
    // The schedule leaves it alone.
    const tick = await world.cron.request("POST", "/api/cron/sync")
    expect(tick.status).toBe(200)

    // Choosing a plan again: a new subscription, the integration back to what it was.
    await subscribe(world, member, "starter")
    expect(await subscriptionOf(member)).toMatchObject({ status: "active", plan: "starter" })
    expect(await integrationStatuses(member)).toEqual({ [member.integrationId]: "active" })
    expect((await member.client.request("POST", `/api/integrations/${member.integrationId}/retry`)).status).toBe(200)
  })

  test("choosing the current plan before the period end undoes the cancellation", async () => {
    const member = await join(world)
    await setAccount(world, member.accountId, "trial_ends_at", daysFromNow(1))
    const subscriptionId = await subscribe(world, member, "starter")
    await member.client.request("DELETE", "/api/account/subscription")
    const resumed = await member.client.request("POST", "/api/account/subscription", { body: { plan: "starter" } })
    expect(resumed.json).toMatchObject({ status: "active", cancel_at_period_end: false })
    expect(world.billing.subscription(subscriptionId)?.["cancel_at_period_end"]).toBe(false)
  })
})
