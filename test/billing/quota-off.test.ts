/** BILLING_QUOTAS=false: a self-hosted deployment syncs past every plan's monthly record quota. */
import { afterAll, beforeAll, expect, test } from "bun:test"
import { chargeMapping, waitForLogs } from "../support/sync.js"
import { type BillingWorld, daysFromNow, join, setAccount, startBillingWorld, subscribe } from "./support.js"

let world: BillingWorld

beforeAll(async () => {
  world = await startBillingWorld({ BILLING_QUOTAS: "false" })
})
afterAll(() => world.stop())

test("a Starter account (100 records a month) syncs 250 records in one run, all of them", async () => {
  const member = await join(world, "unmetered")
  await setAccount(world, member.accountId, "trial_ends_at", daysFromNow(1))
  await subscribe(world, member, "starter")
  expect(
    (await member.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(member.integrationId) }))
      .status
  ).toBe(200)
  world.payments.addCharges(249)
  expect((await member.client.request("POST", `/api/integrations/${member.integrationId}/retry`)).status).toBe(200)
  const log = await waitForLogs(member.client, member.integrationId, 1)
  expect(log["status"]).toBe("success")
  expect(log["records_synced"]).toBe(world.payments.chargeCount())
  expect(world.payments.chargeCount()).toBeGreaterThan(100)
  expect(world.tables.records(member.baseId, "Sales").length).toBe(world.payments.chargeCount())
}, 60_000)
