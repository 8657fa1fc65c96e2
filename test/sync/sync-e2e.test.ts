import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test"
import { MAX_ATTEMPTS } from "../../src/sync/retry-policy.js"
import { uniqueEmail } from "../support/accounts.js"
import { type Client, items, makeClient } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import { linkIn, type SmtpSink, startSmtp, tokenOf } from "../support/smtp.js"
import {
  chargeMapping,
  CRON_SECRET,
  emulatorIntegrationBody,
  logsOf,
  salesTable,
  startSyncWorld,
  type SyncWorld,
  waitForLogs
} from "../support/sync.js"

// Retries wait out Retry-After and a jittered back-off: a faulted run alone takes several seconds.
setDefaultTimeout(30_000)

let world: SyncWorld
let smtp: SmtpSink

beforeAll(async () => {
  smtp = await startSmtp()
  world = await startSyncWorld({ SMTP_URL: smtp.url })
})
afterAll(async () => {
  await world.stop()
  await smtp.stop()
})

/** Onboards an integration against the emulators (its own table) and signs in. */
const onboard = async (options: { mapping?: boolean } = {}) => {
  const base = world.tables.createBase({ tables: [salesTable] })
  const email = uniqueEmail("sync")
  const anonymous = makeClient(world.server.url)
  const since = smtp.messages.length
  const created = await anonymous.request("POST", "/api/integrations", {
    body: emulatorIntegrationBody(email, base.id)
  })
  expect(created.status).toBe(201)
  const integrationId = String(created.json["integration_id"])
  const token = tokenOf(linkIn((await smtp.waitFor(email, since)).raw))
  const session = await anonymous.request("POST", "/api/auth/session", { body: { token } })
  const client = anonymous.withAuth(String(session.json["access_token"]))
  if (options.mapping !== false) {
    const applied = await client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(integrationId) })
    expect(applied.status).toBe(200)
  }
  const rows = () => world.tables.records(base.id, "Sales")
  return { integrationId, client, baseId: base.id, rows, email }
}

const retry = async (client: Client, integrationId: string) => {
  const response = await client.request("POST", `/api/integrations/${integrationId}/retry`)
  expect(response.status).toBe(200)
  expect(response.json).toEqual({ ok: true, status: "queued", integration_id: integrationId })
}

const statusOf = async (client: Client, integrationId: string) =>
  items((await client.request("GET", "/api/dashboard/integrations")).json, "integrations").find((i) =>
    i["id"] === integrationId
  )?.["status"]

describe("payments → tables, end to end", () => {
  test("every charge arrives exactly once, mapped and transformed; a second run writes nothing new", async () => {
    world.payments.addCharges(24)
    world.payments.addCharge({ amount: 123456, currency: "jpy", email: "yen@example.com", description: "zero-decimal" })
    const it = await onboard()
    const expected = world.payments.chargeCount()
    await retry(it.client, it.integrationId)
    const log = await waitForLogs(it.client, it.integrationId, 1)
    expect(log["status"]).toBe("success")
    expect(log["records_synced"]).toBe(expected)
    expect(log["error_message"]).toBeNull()
    const rows = it.rows()
    expect(rows.length).toBe(expected)
    expect(new Set(rows.map((r) => r.fields["Sync ID"])).size).toBe(expected)

    const yen = rows.find((r) => r.fields["Description"] === "zero-decimal")
    expect(yen?.fields["Amount"]).toBe(123456)
    expect(yen?.fields["Currency"]).toBe("JPY")
    for (const row of rows) {
      const charge = world.payments.getCharge(String(row.fields["Sync ID"]))
      expect(charge).toBeDefined()
      if (charge?.["currency"] === "usd") expect(row.fields["Amount"]).toBe(Number(charge["amount"]) / 100)
      expect(row.fields["Date"]).toBe(new Date(Number(charge?.["created"]) * 1000).toISOString().slice(0, 10))
    }

    await retry(it.client, it.integrationId)
    const second = await waitForLogs(it.client, it.integrationId, 2)
    expect(second["status"]).toBe("success")
    expect(second["records_synced"]).toBe(0)
    expect(it.rows().length).toBe(expected)
    expect(await statusOf(it.client, it.integrationId)).toBe("active")
  })

  test("new and refunded charges arrive on the next tick (the cron route runs the schedule)", async () => {
    const it = await onboard()
    await retry(it.client, it.integrationId)
    await waitForLogs(it.client, it.integrationId, 1)
    const before = it.rows().length
    const old = it.rows().find((r) => r.fields["Currency"] === "USD")
    const refundedId = String(old?.fields["Sync ID"])
    world.payments.advanceClock(5)
    world.payments.addCharges(3)
    world.payments.refundCharge(refundedId)

    const tick = await makeClient(world.server.url, { authorization: `Bearer ${CRON_SECRET}` }).request(
      "POST",
      "/api/cron/sync"
    )
    expect(tick.status).toBe(200)
    expect(tick.json["ok"]).toBe(true)
    const log = await waitForLogs(it.client, it.integrationId, 2)
    expect(log["status"]).toBe("success")
    expect(Number(log["records_synced"])).toBeGreaterThanOrEqual(3)
    const rows = it.rows()
    expect(rows.length).toBe(before + 3)
    const refunded = rows.find((r) => r.fields["Sync ID"] === refundedId)
    expect(refunded?.fields["Refunded"]).toBe(Number(world.payments.getCharge(refundedId)?.["amount"]) / 100)
    expect(new Set(rows.map((r) => r.fields["Sync ID"])).size).toBe(rows.length)

    // A second tick in the same window queues nothing new.
    const again = await makeClient(world.server.url, { authorization: `Bearer ${CRON_SECRET}` }).request(
      "GET",
      "/api/cron/sync"
    )
    expect(again.status).toBe(200)
    await Bun.sleep(1500)
    expect((await logsOf(it.client, it.integrationId)).length).toBe(2)
  })

  test("transient faults (a 500, a connection reset, a 429 with Retry-After: 1) → success, no duplicates", async () => {
    const it = await onboard()
    world.payments.advanceClock(5)
    world.payments.addCharges(30)
    world.tables.injectFaults({ kind: "status", status: 500 }, 1, { afterRequests: 2 })
    world.payments.injectFaults({ kind: "reset" }, 1)
    world.tables.injectFaults({ kind: "status", status: 429, retryAfterSeconds: 1 }, 1, { afterRequests: 1 })
    await retry(it.client, it.integrationId)
    const log = await waitForLogs(it.client, it.integrationId, 1)
    expect(log["status"]).toBe("success")
    expect(log["records_synced"]).toBe(world.payments.chargeCount())
    const rows = it.rows()
    expect(rows.length).toBe(world.payments.chargeCount())
    expect(new Set(rows.map((r) => r.fields["Sync ID"])).size).toBe(rows.length)
    const errors = await it.client.request("GET", `/api/dashboard/sync-errors?integration_id=${it.integrationId}`)
    expect(items(errors.json, "errors")).toEqual([])
  })

  test(`a persistent fault → ${MAX_ATTEMPTS} attempts, an error log, a failure row, status error; fixed and re-run → success, active`, async () => {
    const it = await onboard()
    world.tables.injectFaults({ kind: "status", status: 503 }, 50)
    await retry(it.client, it.integrationId)
    const log = await waitForLogs(it.client, it.integrationId, 1)
    world.tables.clearFaults()
    expect(log["status"]).toBe("error")
    expect(log["records_synced"]).toBe(0)
    expect(String(log["error_message"])).toContain(`${MAX_ATTEMPTS} attempts`)
    const failures = items(
      (await it.client.request("GET", `/api/dashboard/sync-errors?integration_id=${it.integrationId}&resolved=false`))
        .json,
      "errors"
    )
    expect(failures.length).toBe(1)
    expect(failures[0]?.["attempt_count"]).toBe(MAX_ATTEMPTS)
    expect(failures[0]?.["sync_log_id"]).toBe(log["id"])
    expect(failures[0]?.["resolved_at"]).toBeNull()
    expect(await statusOf(it.client, it.integrationId)).toBe("error")

    await retry(it.client, it.integrationId)
    const fixed = await waitForLogs(it.client, it.integrationId, 2)
    expect(fixed["status"]).toBe("success")
    expect(it.rows().length).toBe(world.payments.chargeCount())
    expect(await statusOf(it.client, it.integrationId)).toBe("active")
  })

  test("a bad credential fails at once (no retries) with the provider's message", async () => {
    const it = await onboard()
    world.tables.revokeToken("pat_emulator")
    try {
      await retry(it.client, it.integrationId)
      const log = await waitForLogs(it.client, it.integrationId, 1)
      expect(log["status"]).toBe("error")
      expect(String(log["error_message"])).toContain("1 attempt")
      expect(it.rows().length).toBe(0)
    } finally {
      world.tables.addToken("pat_emulator")
    }
  })

  test("with no saved mapping the run fails permanently with no_mapping and says how to fix it", async () => {
    const it = await onboard({ mapping: false })
    await retry(it.client, it.integrationId)
    const log = await waitForLogs(it.client, it.integrationId, 1)
    expect(log["status"]).toBe("error")
    expect(String(log["error_message"])).toStartWith("no_mapping")
    expect(String(log["error_message"])).toContain("/api/schema/infer/apply")
    expect(await statusOf(it.client, it.integrationId)).toBe("error")
  })

  test("the retry route is idempotent while a run is queued or running", async () => {
    const it = await onboard()
    world.payments.injectFaults({ kind: "stall", ms: 1500 }, 1)
    const answers = await Promise.all(
      [1, 2, 3].map(() => it.client.request("POST", `/api/integrations/${it.integrationId}/retry`))
    )
    for (const answer of answers) {
      expect(answer.json).toEqual({ ok: true, status: "queued", integration_id: it.integrationId })
    }
    await waitForLogs(it.client, it.integrationId, 1)
    await Bun.sleep(1500)
    expect((await logsOf(it.client, it.integrationId)).length).toBe(1)
  })

  test("a paused integration is skipped by the schedule but runs on a manual retry", async () => {
    const it = await onboard()
    // The owner's second integration, paused (a stranger's, awaiting confirmation, is never run: see
    // test/security/stranger-integrations.test.ts).
    const created = await it.client.request("POST", "/api/integrations", {
      body: emulatorIntegrationBody(it.email, it.baseId)
    })
    const pausedId = String(created.json["integration_id"])
    await dbQuery(world.server.dataDir, "UPDATE integrations SET status = 'paused' WHERE id = ?", [pausedId])
    expect(await statusOf(it.client, pausedId)).toBe("paused")
    expect((await it.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(pausedId) })).status).toBe(
      200
    )

    world.payments.advanceClock(60 * 60)
    const tick = await makeClient(world.server.url, { authorization: `Bearer ${CRON_SECRET}` }).request(
      "POST",
      "/api/cron/sync"
    )
    expect(tick.status).toBe(200)
    await waitForLogs(it.client, it.integrationId, 1)
    await Bun.sleep(500)
    expect(await logsOf(it.client, pausedId)).toEqual([])

    await retry(it.client, pausedId)
    const log = await waitForLogs(it.client, pausedId, 1)
    expect(log["status"]).toBe("success")
    expect(await statusOf(it.client, pausedId)).toBe("paused")
  })
})
