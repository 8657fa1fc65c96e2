import { afterAll, expect, test } from "bun:test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { signUp } from "../support/accounts.js"
import { makeClient } from "../support/client.js"
import { startServer, type RunningServer } from "../support/server.js"
import { chargeMapping, emulatorIntegrationBody, salesTable, useEmulators, waitForLogs } from "../support/sync.js"

const world = useEmulators()
const dataDir = mkdtempSync(join(tmpdir(), "salesync-crash-"))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const env = () => ({
  PAYMENTS_API_URL: world.payments.url,
  TABLES_API_URL: world.tables.url,
  SMTP_URL: world.smtp.url,
  TRUST_PROXY: "true",
  SYNC_SCHEDULE: "false",
  DATA_DIR: dataDir
})

test("killed with SIGKILL mid-run and restarted: the run resumes from its cursor, nothing doubled, nothing missing", async () => {
  const { smtp, payments, tables } = world
  payments.addCharges(500)
  const base = tables.createBase({ tables: [salesTable] })
  let server: RunningServer = await startServer(env())
  const user = await signUp(server.url, smtp)
  // Point the integration at this base (signUp used the quick-start credentials).
  const own = await user.client.request("POST", "/api/integrations", { body: emulatorIntegrationBody(user.email, base.id) })
  const integrationId = String(own.json["integration_id"])
  expect((await user.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(integrationId) })).status).toBe(200)
  expect((await user.client.request("POST", `/api/integrations/${integrationId}/retry`)).status).toBe(200)

  // Let part of the history land, then kill the process without any chance to clean up.
  const rows = () => tables.records(base.id, "Sales")
  const deadline = Date.now() + 20_000
  while (rows().length < 120 && Date.now() < deadline) await Bun.sleep(25)
  const atKill = rows().length
  expect(atKill).toBeGreaterThan(0)
  expect(atKill).toBeLessThan(payments.chargeCount())
  await server.stop("SIGKILL")

  server = await startServer(env())
  try {
    const log = await waitForLogs(makeClient(server.url).withAuth(user.token), integrationId, 1, 60_000)
    expect(log["status"]).toBe("success")
    const ids = rows().map((r) => String(r.fields["Sync ID"]))
    expect(ids.length).toBe(payments.chargeCount())
    expect(new Set(ids).size).toBe(ids.length)
    // The run that died logged nothing; the one that resumed it logs (and bills) every record the two wrote,
    // once: pages acknowledged before the kill were counted with their cursor, a page re-sent is counted once.
    expect(Number(log["records_synced"])).toBe(payments.chargeCount())
  } finally {
    await server.stop()
  }
}, 120_000)
