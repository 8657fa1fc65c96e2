import { afterAll, beforeAll, expect, test } from "bun:test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type PaymentsEmulator, startPaymentsEmulator } from "../emulators/payments.js"
import { startTablesEmulator, type TablesEmulator } from "../emulators/tables.js"
import { signUp } from "../support/accounts.js"
import { makeClient } from "../support/client.js"
import { type RunningServer, startServer } from "../support/server.js"
import { type SmtpSink, startSmtp } from "../support/smtp.js"
import { chargeMapping, emulatorIntegrationBody, logsOf, salesTable, waitForLogs } from "../support/sync.js"

let smtp: SmtpSink
let payments: PaymentsEmulator
let tables: TablesEmulator
const dataDir = mkdtempSync(join(tmpdir(), "salesync-crash-"))

beforeAll(async () => {
  smtp = await startSmtp()
  payments = await startPaymentsEmulator({ rateLimit: false })
  tables = await startTablesEmulator({ rateLimit: true })
})
afterAll(async () => {
  await payments.stop()
  await tables.stop()
  await smtp.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const env = () => ({
  PAYMENTS_API_URL: payments.url,
  TABLES_API_URL: tables.url,
  SMTP_URL: smtp.url,
  TRUST_PROXY: "true",
  SYNC_SCHEDULE: "false",
  DATA_DIR: dataDir
})

/**
 * Stops the process mid-run with `signal`, restarts it and checks the run finished from its saved cursor:
 * every row once, one log. SIGKILL gives the process no chance to clean up; SIGTERM (what a container
 * platform sends) must also exit 0 within the platform's 10 s grace period.
 */
const stopMidRunAndRestart = async (signal: "SIGKILL" | "SIGTERM") => {
  payments.addCharges(500)
  const base = tables.createBase({ tables: [salesTable] })
  let server: RunningServer = await startServer(env())
  const user = await signUp(server.url, smtp)
  // Point the integration at this base (signUp used the quick-start credentials).
  const own = await user.client.request("POST", "/api/integrations", {
    body: emulatorIntegrationBody(user.email, base.id)
  })
  const integrationId = String(own.json["integration_id"])
  expect((await user.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(integrationId) })).status)
    .toBe(200)
  expect((await user.client.request("POST", `/api/integrations/${integrationId}/retry`)).status).toBe(200)

  // Let part of the history land, then stop the process.
  const rows = () => tables.records(base.id, "Sales")
  const deadline = Date.now() + 20_000
  while (rows().length < 120 && Date.now() < deadline) await Bun.sleep(25)
  const atStop = rows().length
  expect(atStop).toBeGreaterThan(0)
  expect(atStop).toBeLessThan(payments.chargeCount())
  const started = Date.now()
  const code = await server.stop(signal)
  if (signal === "SIGTERM") {
    expect(code).toBe(0)
    expect(Date.now() - started).toBeLessThan(10_000)
  }
  // Stopped means stopped: nothing more arrives once the process is gone.
  const afterStop = rows().length
  await Bun.sleep(500)
  expect(rows().length).toBe(afterStop)

  server = await startServer(env())
  try {
    const client = makeClient(server.url).withAuth(user.token)
    // Wait on the table first: polling the API for the log all along would meet the plan's request limit.
    const finished = Date.now() + 60_000
    while (rows().length < payments.chargeCount() && Date.now() < finished) await Bun.sleep(100)
    const log = await waitForLogs(client, integrationId, 1, 30_000)
    expect(log["status"]).toBe("success")
    expect((await logsOf(client, integrationId)).length).toBe(1)
    const ids = rows().map((r) => String(r.fields["Sync ID"]))
    expect(ids.length).toBe(payments.chargeCount())
    expect(new Set(ids).size).toBe(ids.length)
    // The run that was stopped logged nothing; the one that resumed it logs (and bills) every record the two
    // wrote, once: pages acknowledged before the stop were counted with their cursor, a page re-sent once.
    expect(Number(log["records_synced"])).toBe(payments.chargeCount())
  } finally {
    await server.stop()
  }
}

test(
  "killed with SIGKILL mid-run and restarted: the run resumes from its cursor, nothing doubled, nothing missing",
  () => stopMidRunAndRestart("SIGKILL"),
  120_000
)

test(
  "SIGTERM mid-run: exit 0 within 10 s, the run is handed back with its cursor saved; the restart finishes it exactly",
  () => stopMidRunAndRestart("SIGTERM"),
  120_000
)
