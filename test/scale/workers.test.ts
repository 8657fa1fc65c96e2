/**
 * The deployment past one machine: a stateless API process that only queues
 * syncs (SYNC_RUNNERS=external) and two `bun run worker` runners sharing a
 * PostgreSQL message storage. Runs on its own fresh PostgreSQL database in
 * both test runs. A runner stopped by SIGTERM mid-run (a deploy) hands the run
 * back; another runner finishes it.
 */
import { afterAll, beforeAll, expect, test } from "bun:test"
import { SQL } from "bun"
import { randomBytes } from "node:crypto"
import { signUp } from "../support/accounts.js"
import { makeClient } from "../support/client.js"
import { freePort, startServer, startWorker, type RunningServer } from "../support/server.js"
import { startSmtp, type SmtpSink } from "../support/smtp.js"
import { CRON_SECRET, chargeMapping, emulatorIntegrationBody, logsOf, salesTable, waitForLogs } from "../support/sync.js"
import { startPaymentsEmulator, type PaymentsEmulator } from "../emulators/payments.js"
import { startTablesEmulator, type TablesEmulator } from "../emulators/tables.js"

const adminUrl = process.env["SCALE_TEST_POSTGRES_URL"] ?? "postgres://postgres@127.0.0.1:5432/postgres"
const database = `salesync_scale_${Date.now()}_${process.pid}`
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${database}`)

let smtp: SmtpSink
let payments: PaymentsEmulator
let tables: TablesEmulator
let api: RunningServer
const workers: Array<Awaited<ReturnType<typeof startWorker>>> = []
let shared: Record<string, string> = {}

beforeAll(async () => {
  const admin = new SQL(adminUrl)
  await admin.unsafe(`CREATE DATABASE ${database}`)
  await admin.close()
  smtp = await startSmtp()
  payments = await startPaymentsEmulator({ rateLimit: false })
  tables = await startTablesEmulator({ rateLimit: true })
  shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env["REDIS_URL"] ?? "redis://127.0.0.1:6379",
    ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    PAYMENTS_API_URL: payments.url,
    TABLES_API_URL: tables.url,
    CRON_SECRET
  }
  api = await startServer({ ...shared, SYNC_RUNNERS: "external", SMTP_URL: smtp.url, TRUST_PROXY: "true" })
  for (let i = 0; i < 2; i++) {
    workers.push(await startWorker({ ...shared, SYNC_SCHEDULE: "false", RUNNER_HOST: "127.0.0.1", RUNNER_PORT: String(await freePort()) }))
  }
}, 60_000)

afterAll(async () => {
  for (const worker of workers) await worker.stop()
  await api.stop()
  await payments.stop()
  await tables.stop()
  await smtp.stop()
  const admin = new SQL(adminUrl)
  await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  await admin.close()
})

test("an API process that only queues, and two runners: every integration syncs, exactly once", async () => {
  payments.addCharges(40)
  const user = await signUp(api.url, smtp)
  const integrationIds: Array<string> = []
  const bases: Array<string> = []
  // Two more bases: with the sign-up's own, the trial's (Pro) limit of 3 destinations.
  for (let i = 0; i < 2; i++) {
    const base = tables.createBase({ tables: [salesTable] })
    bases.push(base.id)
    const created = await user.client.request("POST", "/api/integrations", { body: emulatorIntegrationBody(user.email, base.id) })
    expect(created.status).toBe(201)
    const id = String(created.json["integration_id"])
    integrationIds.push(id)
    expect((await user.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(id) })).status).toBe(200)
  }

  const tick = await makeClient(api.url, { authorization: `Bearer ${CRON_SECRET}` }).request("POST", "/api/cron/sync")
  expect(tick.status).toBe(200)
  for (const [index, id] of integrationIds.entries()) {
    const log = await waitForLogs(user.client, id, 1, 45_000)
    expect(log["status"]).toBe("success")
    const ids = tables.records(bases[index] ?? "", "Sales").map((r) => r.fields["Sync ID"])
    expect(ids.length).toBe(payments.chargeCount())
    expect(new Set(ids).size).toBe(ids.length)
  }
  // A manual re-run through the API goes to a runner too.
  expect((await user.client.request("POST", `/api/integrations/${integrationIds[0]}/retry`)).status).toBe(200)
  const second = await waitForLogs(user.client, integrationIds[0] ?? "", 2, 45_000)
  expect(second["status"]).toBe("success")
  expect(second["records_synced"]).toBe(0)

  // The API process runs nothing itself: with every runner stopped a queued run waits, persisted,
  // and the next runner to start picks it up.
  for (const worker of workers.splice(0)) await worker.stop()
  expect((await user.client.request("POST", `/api/integrations/${integrationIds[1]}/retry`)).status).toBe(200)
  await Bun.sleep(3000)
  expect((await logsOf(user.client, integrationIds[1] ?? "")).length).toBe(1)
  workers.push(await startWorker({ ...shared, SYNC_SCHEDULE: "false", RUNNER_HOST: "127.0.0.1", RUNNER_PORT: String(await freePort()) }))
  const resumed = await waitForLogs(user.client, integrationIds[1] ?? "", 2, 60_000)
  expect(resumed["status"]).toBe("success")
}, 150_000)

test("SIGTERM to the runner mid-run: exit 0 within 10 s; the other runner finishes the run, every row exactly once", async () => {
  // One runner is left from the test above; a second one starts once the run is under way.
  expect(workers.length).toBe(1)
  const first = workers[0]
  if (first === undefined) throw new Error("no runner")
  payments.addCharges(500)
  const user = await signUp(api.url, smtp)
  const base = tables.createBase({ tables: [salesTable] })
  const created = await user.client.request("POST", "/api/integrations", { body: emulatorIntegrationBody(user.email, base.id) })
  const id = String(created.json["integration_id"])
  expect((await user.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(id) })).status).toBe(200)
  expect((await user.client.request("POST", `/api/integrations/${id}/retry`)).status).toBe(200)

  const rows = () => tables.records(base.id, "Sales")
  const deadline = Date.now() + 30_000
  while (rows().length < 120 && Date.now() < deadline) await Bun.sleep(25)
  expect(rows().length).toBeGreaterThan(0)
  expect(rows().length).toBeLessThan(payments.chargeCount())
  workers.push(await startWorker({ ...shared, SYNC_SCHEDULE: "false", RUNNER_HOST: "127.0.0.1", RUNNER_PORT: String(await freePort()) }))

  const started = Date.now()
  expect(await first.stop("SIGTERM")).toBe(0)
  expect(Date.now() - started).toBeLessThan(10_000)
  workers.splice(workers.indexOf(first), 1)
  const atStop = rows().length

  // Wait on the table first: polling the API for the log all along would meet the plan's request limit.
  const finished = Date.now() + 90_000
  while (rows().length < payments.chargeCount() && Date.now() < finished) await Bun.sleep(200)
  const log = await waitForLogs(user.client, id, 1, 30_000)
  expect(log["status"]).toBe("success")
  expect((await logsOf(user.client, id)).length).toBe(1)
  const ids = rows().map((r) => String(r.fields["Sync ID"]))
  expect(ids.length).toBe(payments.chargeCount())
  expect(new Set(ids).size).toBe(ids.length)
  // The second runner resumed from the saved cursor (a page may be re-sent), it did not start over.
  expect(Number(log["records_synced"])).toBeLessThanOrEqual(payments.chargeCount() - atStop + 100)
}, 180_000)
