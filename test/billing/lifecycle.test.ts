/**
 * The account lifecycle through a real server: the cron routes (trial
 * reminder, trial end, retention), export, deletion, restore and purge.
 * Points in time are arranged in the database (the server runs on the real
 * clock); the same transitions run on TestClock in test/unit/billing.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { isRecord, items, makeClient } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import { linkIn, tokenOf } from "../support/smtp.js"
import { chargeMapping } from "../support/sync.js"
import {
  type BillingWorld,
  daysFromNow,
  integrationStatuses,
  join,
  type Member,
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

const mailsTo = (email: string, subject: string) =>
  world.smtp.messages.filter((m) => m.to.includes(email) && m.raw.includes(subject))

const waitForMail = async (email: string, subject: string, count = 1) => {
  const deadline = Date.now() + 5000
  while (mailsTo(email, subject).length < count) {
    if (Date.now() > deadline) throw new Error(`no "${subject}" mail to ${email}`)
    await Bun.sleep(20)
  }
  return mailsTo(email, subject)[count - 1]
}

const sessionFrom = async (raw: string) => {
  const anonymous = makeClient(world.server.url)
  const session = await anonymous.request("POST", "/api/auth/session", { body: { token: tokenOf(linkIn(raw)) } })
  return { status: session.status, client: anonymous.withAuth(String(session.json["access_token"])) }
}

describe("cron routes", () => {
  test("need the cron secret and answer GET and POST alike", async () => {
    for (const path of ["/api/cron/trial-reminder", "/api/cron/billing", "/api/cron/retention"]) {
      expect((await makeClient(world.server.url).request("POST", path)).status).toBe(401)
      expect((await world.cron.request("GET", path)).json["ok"]).toBe(true)
      expect((await world.cron.request("POST", path)).json["ok"]).toBe(true)
    }
  })

  test("trial reminder: exactly once, 3 days before the trial ends", async () => {
    const due = await join(world, "remind")
    const later = await join(world, "notyet")
    await setAccount(world, due.accountId, "trial_ends_at", daysFromNow(2.9))
    await setAccount(world, later.accountId, "trial_ends_at", daysFromNow(3.1))
    const first = await world.cron.request("POST", "/api/cron/trial-reminder")
    expect(Number(first.json["reminded"])).toBeGreaterThanOrEqual(1)
    const mail = await waitForMail(due.email, "trial ends in 3 days")
    expect(mail?.raw).toContain("pauses")
    await world.cron.request("GET", "/api/cron/trial-reminder")
    await Bun.sleep(100)
    expect(mailsTo(due.email, "trial ends in 3 days").length).toBe(1)
    expect(mailsTo(later.email, "trial ends in 3 days").length).toBe(0)
  })

  test("trial end without a payment method: paused, integrations paused, no charge; choosing a plan resumes", async () => {
    const member = await join(world, "pause")
    await member.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(member.integrationId) })
    await setAccount(world, member.accountId, "trial_ends_at", daysFromNow(-0.01))
    const run = await world.cron.request("POST", "/api/cron/billing")
    expect(Number(run.json["paused"])).toBeGreaterThanOrEqual(1)
    expect(await subscriptionOf(member)).toMatchObject({ status: "paused", plan: "pro" })
    expect(await integrationStatuses(member)).toEqual({ [member.integrationId]: "paused" })
    await waitForMail(member.email, "account paused")
    const retry = await member.client.request("POST", `/api/integrations/${member.integrationId}/retry`)
    expect(retry.status).toBe(403)
    expect(retry.json["error"]).toBe("account_read_only")
    expect(world.billing.invoices().filter((i) => JSON.stringify(i).includes(member.email)).length).toBe(0)

    await subscribe(world, member, "starter")
    expect(await subscriptionOf(member)).toMatchObject({ status: "active", plan: "starter" })
    expect(await integrationStatuses(member)).toEqual({ [member.integrationId]: "active" })
    expect((await member.client.request("POST", `/api/integrations/${member.integrationId}/retry`)).status).toBe(200)
  })

  test("retention prunes webhook events after 30 days and sync failures after 90, keeping newer ones", async () => {
    const member = await join(world, "retain")
    const dir = world.server.dataDir
    const old = daysFromNow(-31)
    const recent = daysFromNow(-29)
    await dbQuery(
      dir,
      "INSERT INTO webhook_events (id, type, payload, received_at) VALUES (?, 'x', '{}', ?), (?, 'x', '{}', ?)",
      ["evt_old_r", old, "evt_new_r", recent]
    )
    await dbQuery(
      dir,
      "INSERT INTO sync_failures (id, integration_id, attempt_count, error_message, occurred_at) VALUES (?, ?, 3, 'boom', ?), (?, ?, 3, 'boom', ?)",
      [
        "fail_old_r",
        member.integrationId,
        daysFromNow(-91),
        "fail_new_r",
        member.integrationId,
        daysFromNow(-89)
      ]
    )
    const run = await world.cron.request("POST", "/api/cron/retention")
    expect(Number(run.json["webhook_events_pruned"])).toBeGreaterThanOrEqual(1)
    expect(Number(run.json["sync_failures_pruned"])).toBeGreaterThanOrEqual(1)
    const events = await dbQuery(dir, "SELECT id FROM webhook_events WHERE id IN ('evt_old_r', 'evt_new_r')")
    expect(events.map((r) => r["id"])).toEqual(["evt_new_r"])
    const failures = await dbQuery(dir, "SELECT id FROM sync_failures WHERE id IN ('fail_old_r', 'fail_new_r')")
    expect(failures.map((r) => r["id"])).toEqual(["fail_new_r"])
  })
})

describe("export", () => {
  test("every datum of the account as JSON, and no secret", async () => {
    const member = await join(world, "export")
    await member.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(member.integrationId) })
    const key = await member.client.request("POST", "/api/account/api-keys", { body: { name: "ci" } })
    const created = key.json["api_key"]
    const secretKey = String(isRecord(created) ? created["key"] : "")
    const response = await member.client.request("GET", "/api/account/export")
    expect(response.status).toBe(200)
    const data = response.json
    expect(data["account"]).toMatchObject({
      id: member.accountId,
      email: member.email,
      plan: "pro",
      status: "trialing",
      has_payment_method: false
    })
    // The subscription reads as GET /api/account/subscription states it; the processor's own status stands apart.
    const current = (await member.client.request("GET", "/api/account/subscription")).json
    expect(data["subscription"]).toMatchObject({
      status: "trialing",
      plan: current["plan"],
      trial_ends_at: current["trial_ends_at"],
      processor_status: "none"
    })
    expect(current["status"]).toBe("trialing")
    const integrations = items(data, "integrations")
    expect(integrations.length).toBe(1)
    expect(integrations[0]).toMatchObject({
      id: member.integrationId,
      source: "payments",
      destination: "tables",
      has_source_credentials: true,
      has_destination_credentials: true
    })
    expect(items(integrations[0] ?? {}, "mappings").length).toBe(chargeMapping(member.integrationId).mappings.length)
    expect(items(data, "api_keys").map((k) => k["name"])).toEqual(["ci"])
    expect(items(data, "sessions").length).toBe(1)
    expect(items(data, "emails").length).toBeGreaterThanOrEqual(1)
    for (
      const section of ["usage", "sync_logs", "sync_failures", "sign_in_links", "oauth_connections", "payment_events"]
    ) expect(Array.isArray(data[section])).toBe(true)

    const text = JSON.stringify(data)
    for (
      const secret of [
        "pat_emulator",
        world.payments.platformKey,
        secretKey,
        "token_hash",
        "key_hash",
        "state_hash",
        "code_verifier",
        "credentials\":\"v1.",
        "magic-link/verify?token"
      ]
    ) {
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false })
    }
  })
})

describe("deletion, restore and purge", () => {
  const deleteAccount = async (member: Member) => {
    const since = world.smtp.messages.length
    const deleted = await member.client.request("DELETE", "/api/account")
    expect(deleted.status).toBe(200)
    expect(String(deleted.json["message"])).toContain("restored until")
    const mail = await world.smtp.waitFor(member.email, since)
    expect(mail.raw).toContain("was deleted")
    return mail
  }

  test("DELETE /api/account: deleted, sessions and keys revoked, syncs stop, a restore link; POST /api/account/restore brings everything back", async () => {
    const member = await join(world, "delete")
    await member.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(member.integrationId) })
    const key = await member.client.request("POST", "/api/account/api-keys", { body: { name: "script" } })
    const created = key.json["api_key"]
    const apiKey = String(isRecord(created) ? created["key"] : "")
    const mail = await deleteAccount(member)

    expect((await member.client.request("GET", "/api/account")).status).toBe(401)
    expect((await makeClient(world.server.url, { "x-api-key": apiKey }).request("GET", "/api/account")).status).toBe(
      401
    )
    const rows = await dbQuery(world.server.dataDir, "SELECT status FROM integrations WHERE id = ?", [
      member.integrationId
    ])
    expect(rows[0]?.["status"]).toBe("paused")
    // Asking for a sign-in link now brings a restore link instead.
    const since = world.smtp.messages.length
    await makeClient(world.server.url).request("POST", "/api/auth/magic-link", { body: { email: member.email } })
    expect((await world.smtp.waitFor(member.email, since)).raw).toContain("restore")

    const restored = await sessionFrom(mail.raw)
    expect(restored.status).toBe(200)
    // The restore session reads, but changes nothing until the account is restored.
    expect((await restored.client.request("GET", "/api/account")).json["status"]).toBe("deleted")
    expect((await restored.client.request("POST", `/api/integrations/${member.integrationId}/retry`)).status).toBe(403)
    expect((await restored.client.request("POST", "/api/account/api-keys", { body: { name: "sneaky" } })).status).toBe(
      403
    )
    const restore = await restored.client.request("POST", "/api/account/restore")
    expect(restore.status).toBe(200)
    expect(restore.json["ok"]).toBe(true)
    const me = (await restored.client.request("GET", "/api/account")).json
    expect(me["status"]).toBe("trialing")
    const reloaded: Member = { ...member, client: restored.client }
    expect(await integrationStatuses(reloaded)).toEqual({ [member.integrationId]: "active" })
    expect((await restored.client.request("GET", `/api/dashboard/mappings/${member.integrationId}`)).json["mappings"])
      .toHaveLength(chargeMapping(member.integrationId).mappings.length)
    // The revoked key stays revoked.
    expect((await makeClient(world.server.url, { "x-api-key": apiKey }).request("GET", "/api/account")).status).toBe(
      401
    )
  })

  test("a paid subscription is set to cancel when the account is deleted, and resumes when it is restored", async () => {
    const member = await join(world, "paiddelete")
    await setAccount(world, member.accountId, "trial_ends_at", daysFromNow(1))
    const subscriptionId = await subscribe(world, member, "pro")
    const mail = await deleteAccount(member)
    expect(world.billing.subscription(subscriptionId)?.["cancel_at_period_end"]).toBe(true)
    const restored = await sessionFrom(mail.raw)
    expect((await restored.client.request("POST", "/api/account/restore")).status).toBe(200)
    expect(world.billing.subscription(subscriptionId)?.["cancel_at_period_end"]).toBe(false)
    await world.billing.settled()
    expect((await restored.client.request("GET", "/api/account/subscription")).json).toMatchObject({
      status: "active",
      plan: "pro",
      cancel_at_period_end: false
    })
  })

  test("after the 30-day grace the restore is refused, and the retention purge removes everything for good", async () => {
    const member = await join(world, "purge")
    await member.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(member.integrationId) })
    const mail = await deleteAccount(member)
    const restored = await sessionFrom(mail.raw)
    await setAccount(world, member.accountId, "deleted_at", daysFromNow(-30.01))
    const late = await restored.client.request("POST", "/api/account/restore")
    expect(late.status).toBe(400)
    expect(String(late.json["message"])).toContain("final")

    const run = await world.cron.request("POST", "/api/cron/retention")
    expect(Number(run.json["accounts_purged"])).toBeGreaterThanOrEqual(1)
    expect((await restored.client.request("POST", "/api/account/restore")).status).toBe(401)
    const dir = world.server.dataDir
    for (
      const [table, column, value] of [
        ["accounts", "id", member.accountId],
        ["integrations", "account_id", member.accountId],
        ["field_mappings", "integration_id", member.integrationId],
        ["sessions", "account_id", member.accountId],
        ["magic_links", "account_id", member.accountId],
        ["subscriptions", "account_id", member.accountId],
        ["outbox", "to_address", member.email]
      ] as const
    ) {
      expect({ table, rows: (await dbQuery(dir, `SELECT * FROM ${table} WHERE ${column} = ?`, [value])).length })
        .toEqual({ table, rows: 0 })
    }
    // The e-mail is free again: signing up creates a new account.
    const anonymous = makeClient(world.server.url)
    const again = await anonymous.request("POST", "/api/integrations", {
      body: { email: member.email, source: "payments", destination: "tables" }
    })
    expect(again.status).toBe(201)
    const fresh = await dbQuery(dir, "SELECT id, status FROM accounts WHERE email = ?", [member.email])
    expect(fresh.length).toBe(1)
    expect(fresh[0]?.["id"]).not.toBe(member.accountId)
    expect(fresh[0]?.["status"]).toBe("trialing")
  })
})
