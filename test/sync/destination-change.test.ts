/**
 * Pointing an integration at another base while a run is writing: the run must
 * not save its cursor over the restarted history, or the new base would never
 * receive the records read before the change.
 */
import { afterAll, beforeAll, expect, test } from "bun:test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { signUp } from "../support/accounts.js"
import { type RunningServer, startServer } from "../support/server.js"
import { chargeMapping, emulatorIntegrationBody, salesTable, useEmulators, waitForLogs } from "../support/sync.js"

// The destination's rate limit makes a run of 400 records take seconds: long enough to move it mid-run.
const world = useEmulators()
let server: RunningServer
const dataDir = mkdtempSync(join(tmpdir(), "salesync-moved-"))

beforeAll(async () => {
  server = await startServer({
    PAYMENTS_API_URL: world.payments.url,
    TABLES_API_URL: world.tables.url,
    SMTP_URL: world.smtp.url,
    TRUST_PROXY: "true",
    SYNC_SCHEDULE: "false",
    DATA_DIR: dataDir
  })
})
afterAll(async () => {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

test(
  "moved to another base mid-run: the run stops and says why; the next run copies every record there, once",
  async () => {
    const { payments, smtp, tables } = world
    payments.addCharges(400)
    const first = tables.createBase({ tables: [salesTable] })
    const user = await signUp(server.url, smtp)
    const created = await user.client.request("POST", "/api/integrations", {
      body: emulatorIntegrationBody(user.email, first.id)
    })
    const integrationId = String(created.json["integration_id"])
    expect(
      (await user.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(integrationId) })).status
    )
      .toBe(200)
    expect((await user.client.request("POST", `/api/integrations/${integrationId}/retry`)).status).toBe(200)

    // Part of the history is in the first base when the merchant points the integration at a second one.
    const deadline = Date.now() + 20_000
    while (tables.records(first.id, "Sales").length < 60 && Date.now() < deadline) await Bun.sleep(25)
    const second = tables.createBase({ tables: [salesTable] })
    const moved = await user.client.request("PUT", `/api/integrations/${integrationId}/credentials`, {
      body: { side: "destination", credentials: { api_key: "pat_emulator", base_id: second.id, table: "Sales" } }
    })
    expect(moved.status).toBe(200)
    const stopped = await waitForLogs(user.client, integrationId, 1, 60_000)
    expect(tables.records(first.id, "Sales").length).toBeLessThan(payments.chargeCount())
    expect(String(stopped["error_message"])).toContain("destination changed")

    expect((await user.client.request("POST", `/api/integrations/${integrationId}/retry`)).status).toBe(200)
    const next = await waitForLogs(user.client, integrationId, 2, 60_000)
    expect(next["status"]).toBe("success")
    const ids = tables.records(second.id, "Sales").map((row) => String(row.fields["Sync ID"]))
    expect(ids.length).toBe(payments.chargeCount())
    expect(new Set(ids).size).toBe(ids.length)
    expect(next["records_synced"]).toBe(payments.chargeCount())
  },
  150_000
)
