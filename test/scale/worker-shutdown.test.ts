/**
 * A sync runner (`bun run worker`) stopped by SIGTERM mid-run, as a container
 * platform stops it on a deploy: it exits 0 within 10 s and hands the run back
 * with its cursor saved; another runner finishes it, every row exactly once.
 * Runs on its own fresh PostgreSQL database in both test runs.
 */
import { afterAll, beforeAll, expect, test } from "bun:test"
import { SQL } from "bun"
import { randomBytes } from "node:crypto"
import { signUp } from "../support/accounts.js"
import { freePort, startServer, startWorker, type RunningServer } from "../support/server.js"
import { startSmtp, type SmtpSink } from "../support/smtp.js"
import { CRON_SECRET, chargeMapping, emulatorIntegrationBody, logsOf, salesTable, waitForLogs } from "../support/sync.js"
import { startPaymentsEmulator, type PaymentsEmulator } from "../emulators/payments.js"
import { startTablesEmulator, type TablesEmulator } from "../emulators/tables.js"

const adminUrl = process.env["SCALE_TEST_POSTGRES_URL"] ?? "postgres://postgres@127.0.0.1:5432/postgres"
const database = `salesync_handover_${Date.now()}_${process.pid}`

let smtp: SmtpSink
let payments: PaymentsEmulator
let tables: TablesEmulator
let api: RunningServer
const workers: Array<Awaited<ReturnType<typeof startWorker>>> = []
let shared: Record<string, string> = {}
const worker = async () => startWorker({ ...shared, SYNC_SCHEDULE: "false", RUNNER_HOST: "127.0.0.1", RUNNER_PORT: String(await freePort()) })

beforeAll(async () => {
  const admin = new SQL(adminUrl)
  await admin.unsafe(`CREATE DATABASE ${database}`)
  await admin.close()
  smtp = await startSmtp()
  payments = await startPaymentsEmulator({ rateLimit: false })
  tables = await startTablesEmulator({ rateLimit: true })
  shared = {
    DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${database}`),
    REDIS_URL: process.env["REDIS_URL"] ?? "redis://127.0.0.1:6379",
    ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    PAYMENTS_API_URL: payments.url,
    TABLES_API_URL: tables.url,
    CRON_SECRET
  }
  api = await startServer({ ...shared, SYNC_RUNNERS: "external", SMTP_URL: smtp.url, TRUST_PROXY: "true" })
}, 60_000)

afterAll(async () => {
  for (const running of workers) await running.stop()
  await api.stop()
  await payments.stop()
  await tables.stop()
  await smtp.stop()
  const admin = new SQL(adminUrl)
  await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  await admin.close()
})

test("SIGTERM to the runner mid-run: exit 0 within 10 s; the other runner finishes the run, every row exactly once", async () => {
  payments.addCharges(500)
  const first = await worker()
  workers.push(first)
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
  workers.push(await worker())

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
