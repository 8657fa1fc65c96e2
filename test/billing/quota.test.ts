/**
 * Plan quotas through a real server: sources × destinations when creating an
 * integration, and the monthly record quota of a sync (payments emulator →
 * tables emulator), which stops partial, keeps the cut page's cursor and
 * lets the rest sync after an upgrade.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { makeClient } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import { linkIn, spendLink } from "../support/smtp.js"
import { chargeMapping, waitForLogs } from "../support/sync.js"
import {
  type BillingWorld,
  daysFromNow,
  join,
  type Member,
  setAccount,
  startBillingWorld,
  subscribe
} from "./support.js"

let world: BillingWorld

beforeAll(async () => {
  world = await startBillingWorld()
})
afterAll(() => world.stop())

const create = (member: Member, body: Record<string, unknown>) =>
  member.client.request("POST", "/api/integrations", { body: { email: member.email, ...body } })

const starter = async (label: string) => {
  const member = await join(world, label)
  await setAccount(world, member.accountId, "trial_ends_at", daysFromNow(1))
  await subscribe(world, member, "starter")
  return member
}

describe("sources × destinations", () => {
  test("Starter (1 × 1): another destination or source is 403 plan_limit_exceeded naming the limit and the plan that lifts it", async () => {
    const member = await starter("sides")
    const otherBase = world.tables.createBase({ tables: [{ name: "Sales", fields: [{ name: "Sync ID" }] }] })
    const destination = await create(member, {
      source: "payments",
      destination: "tables",
      source_credentials: { api_key: world.payments.platformKey },
      destination_credentials: { base_id: otherBase.id }
    })
    expect(destination.status).toBe(403)
    expect(destination.json).toMatchObject({
      ok: false,
      error: "plan_limit_exceeded",
      details: { limit: "destinations", plan: "starter", allowed: 1, upgrade_to: "pro" }
    })
    expect(String(destination.json["message"])).toContain("Starter plan allows 1 destination")
    expect(String(destination.json["message"])).toContain("Pro")

    const source = await create(member, {
      source: "storefront",
      destination: "tables",
      source_credentials: { shop: "other.myshopify.com" },
      destination_credentials: { base_id: member.baseId }
    })
    expect(source.status).toBe(403)
    expect(source.json).toMatchObject({ error: "plan_limit_exceeded", details: { limit: "sources" } })

    // The same source into the same base is no new side.
    const same = await create(member, {
      source: "stripe",
      destination: "airtable",
      source_credentials: { api_key: world.payments.platformKey },
      destination_credentials: { base_id: member.baseId }
    })
    expect(same.status).toBe(201)
  })

  test("a stranger learns nothing of the plan: the integration waits paused, and the owner's confirmation leaves it paused past the limit", async () => {
    const member = await starter("strangerquota")
    const otherBase = world.tables.createBase({ tables: [{ name: "Sales", fields: [{ name: "Sync ID" }] }] })
    const since = world.smtp.messages.length
    const stranger = await makeClient(world.server.url).request("POST", "/api/integrations", {
      body: {
        email: member.email,
        source: "payments",
        destination: "tables",
        source_credentials: { api_key: world.payments.platformKey },
        destination_credentials: { api_key: "pat_emulator", base_id: otherBase.id }
      }
    })
    expect(stranger.status).toBe(201)
    expect(JSON.stringify(stranger.json)).not.toContain("plan")
    const id = String(stranger.json["integration_id"])
    expect((await spendLink(linkIn((await world.smtp.waitFor(member.email, since)).raw))).status).toBe(200)
    const [row] = await dbQuery(world.server.dataDir, "SELECT status FROM integrations WHERE id = ?", [id])
    expect(row?.["status"]).toBe("paused")
    // Nor does it sync by hand: nothing reaches the destination past the plan.
    const retry = await member.client.request("POST", `/api/integrations/${id}/retry`)
    expect(retry.status).toBe(403)
    expect(retry.json).toMatchObject({ error: "plan_limit_exceeded", details: { limit: "destinations" } })
    await Bun.sleep(300)
    expect(world.tables.records(otherBase.id, "Sales")).toEqual([])
  })

  test("the trial has Pro limits: a 4th destination is refused, naming Business as the plan that lifts it", async () => {
    const member = await join(world, "trialsides")
    const bases = [1, 2, 3].map(() =>
      world.tables.createBase({ tables: [{ name: "Sales", fields: [{ name: "Sync ID" }] }] })
    )
    expect(
      (await create(member, {
        source: "payments",
        destination: "tables",
        source_credentials: { api_key: world.payments.platformKey },
        destination_credentials: { base_id: bases[0].id }
      })).status
    ).toBe(201)
    expect(
      (await create(member, {
        source: "payments",
        destination: "office",
        source_credentials: { api_key: world.payments.platformKey },
        destination_credentials: { spreadsheet_id: "sheet-1" }
      })).status
    ).toBe(201)
    const fourth = await create(member, {
      source: "payments",
      destination: "tables",
      source_credentials: { api_key: world.payments.platformKey },
      destination_credentials: { base_id: bases[1].id }
    })
    expect(fourth.status).toBe(403)
    expect(fourth.json).toMatchObject({
      details: { limit: "destinations", plan: "pro", allowed: 3, upgrade_to: "enterprise" }
    })
    expect(String(fourth.json["message"])).toContain("Business")

    // A destination not connected yet counts as nothing: the app creates the integration first, then connects it.
    const unconnected = await create(member, {
      source: "payments",
      destination: "tables",
      source_credentials: { api_key: world.payments.platformKey }
    })
    expect(unconnected.status).toBe(201)
    const path = `/api/integrations/${String(unconnected.json["integration_id"])}/credentials`
    // Connecting it to a 4th base is the one too many; to a base already in use is not.
    const tooMany = await member.client.request("PUT", path, {
      body: { side: "destination", credentials: { api_key: "pat_emulator", base_id: bases[2].id } }
    })
    expect(tooMany.status).toBe(403)
    expect(tooMany.json).toMatchObject({ error: "plan_limit_exceeded", details: { limit: "destinations" } })
    const listed = async () => (await member.client.request("GET", "/api/dashboard/integrations")).json["integrations"]
    expect(JSON.stringify(await listed())).not.toContain(bases[2].id)
    const shared = await member.client.request("PUT", path, {
      body: { side: "destination", credentials: { api_key: "pat_emulator", base_id: bases[0].id } }
    })
    expect(shared.status).toBe(200)
  })
})

describe("the monthly record quota", () => {
  test("a sync stops at the quota (partial, quota and reset date named), keeps the cut page for later, and resumes after an upgrade", async () => {
    const member = await starter("records")
    expect(
      (await member.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(member.integrationId) }))
        .status
    ).toBe(200)
    const rows = () => world.tables.records(member.baseId, "Sales")
    const retry = async () =>
      expect((await member.client.request("POST", `/api/integrations/${member.integrationId}/retry`)).status).toBe(200)

    world.payments.addCharges(59)
    const first = world.payments.chargeCount()
    await retry()
    expect(await waitForLogs(member.client, member.integrationId, 1)).toMatchObject({
      status: "success",
      records_synced: first
    })
    const cursorBefore = (await dbQuery(world.server.dataDir, "SELECT sync_cursor FROM integrations WHERE id = ?", [
      member.integrationId
    ]))[0]?.["sync_cursor"]

    world.payments.addCharges(90)
    await retry()
    const capped = await waitForLogs(member.client, member.integrationId, 2)
    expect(capped).toMatchObject({ status: "partial", records_synced: 100 - first })
    const nextMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1)).toISOString()
      .slice(0, 10)
    expect(String(capped["error_message"])).toContain("100 records")
    expect(String(capped["error_message"])).toContain(nextMonth)
    expect(rows().length).toBe(100)
    // The cut page's cursor was not kept: the page is read again later.
    const cursorAfter = (await dbQuery(world.server.dataDir, "SELECT sync_cursor FROM integrations WHERE id = ?", [
      member.integrationId
    ]))[0]?.["sync_cursor"]
    expect(cursorAfter).toBe(cursorBefore)
    expect((await member.client.request("GET", "/api/account")).json["usage"]).toMatchObject({
      records_synced: 100,
      records_limit: 100
    })

    // Nothing more this month on Starter.
    await retry()
    expect(await waitForLogs(member.client, member.integrationId, 3)).toMatchObject({
      status: "partial",
      records_synced: 0
    })
    expect(rows().length).toBe(100)

    // An upgrade: the rest arrives, nothing twice.
    expect((await member.client.request("POST", "/api/account/subscription", { body: { plan: "pro" } })).status).toBe(
      200
    )
    await retry()
    expect(await waitForLogs(member.client, member.integrationId, 4)).toMatchObject({ status: "success" })
    expect(rows().length).toBe(world.payments.chargeCount())
    expect(new Set(rows().map((r) => r.fields["Sync ID"])).size).toBe(world.payments.chargeCount())
  })
})
