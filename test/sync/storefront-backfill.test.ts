/**
 * A storefront first sync read as parallel `updated_at` windows, end to end
 * against the service in its own process, the store's real bucket (40 deep,
 * 2/s) and a slow answer per call: killed with SIGKILL mid-backfill and
 * restarted, every window resumes where it was and the table holds every
 * order exactly once, with no 429 and calls in flight together.
 */
import { afterAll, beforeAll, expect, test } from "bun:test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { decodeCursor } from "../../src/connectors/storefront/cursor.js"
import { startStorefrontEmulator, type StorefrontEmulator } from "../emulators/storefront.js"
import { startTablesEmulator, type TablesEmulator } from "../emulators/tables.js"
import { signUp, uniqueEmail } from "../support/accounts.js"
import { makeClient } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import { type RunningServer, startServer } from "../support/server.js"
import { type SmtpSink, startSmtp } from "../support/smtp.js"
import { BACKFILL_ENV, orderMappings, salesTable, waitForLogs } from "../support/sync.js"

const DAY = 86_400_000
const ORDERS = 3_000

let smtp: SmtpSink
let storefront: StorefrontEmulator
let tables: TablesEmulator
let dataDir: string

beforeAll(async () => {
  smtp = await startSmtp()
  // A page of 250 large orders takes the store a while; its bucket is the real one.
  storefront = await startStorefrontEmulator({ seed: false, latencyMs: 1_000 })
  storefront.addOrdersSpread(ORDERS, storefront.now() - 365 * DAY, storefront.now() - DAY)
  tables = await startTablesEmulator({ rateLimit: false })
  dataDir = mkdtempSync(join(tmpdir(), "salesync-storefront-backfill-"))
})
afterAll(async () => {
  await storefront.stop()
  await tables.stop()
  await smtp.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const env = () => ({
  STOREFRONT_API_URL: `${storefront.url}/{shop}`,
  TABLES_API_URL: tables.url,
  SMTP_URL: smtp.url,
  TRUST_PROXY: "true",
  ...BACKFILL_ENV,
  DATA_DIR: dataDir
})

test(
  "killed with SIGKILL mid-backfill and restarted: every window resumes where it was, every order once, no 429",
  async () => {
    const base = tables.createBase({ tables: [salesTable] })
    const syncIds = () => tables.records(base.id, "Sales").map((r) => String(r.fields["Sync ID"]))
    let server: RunningServer = await startServer(env())
    const email = uniqueEmail("storefront-backfill")
    const user = await signUp(server.url, smtp, email, {
      email,
      source: "storefront",
      destination: "tables",
      source_credentials: { shop: storefront.shop, access_token: storefront.accessToken },
      destination_credentials: { api_key: "pat_emulator", base_id: base.id }
    })
    const id = user.integrationId
    const mapped = await user.client.request("POST", "/api/schema/infer/apply", {
      body: { integration_id: id, mappings: orderMappings }
    })
    expect(mapped.status).toBe(200)
    expect((await user.client.request("POST", `/api/integrations/${id}/retry`)).status).toBe(200)

    // A first page of the 4 windows (1,000 orders) is acknowledged and its cursor saved; then the process dies
    // without any chance to clean up.
    const savedWindows = async () => {
      const [row] = await dbQuery(dataDir, "SELECT sync_cursor FROM integrations WHERE id = ?", [id])
      return decodeCursor(String(row?.["sync_cursor"] ?? ""))?.backfill?.windows ?? []
    }
    const deadline = Date.now() + 60_000
    while ((await savedWindows()).length === 0 && Date.now() < deadline) await Bun.sleep(10)
    await server.stop("SIGKILL")
    const atKill = syncIds().length
    expect(atKill).toBeGreaterThanOrEqual(1_000)
    expect(atKill).toBeLessThan(ORDERS)
    // What the dead process left: every window at its own position, mid-way.
    const windows = await savedWindows()
    expect(windows.length).toBe(4)
    expect(windows.every((w) => w.pageInfo !== null)).toBe(true)

    server = await startServer(env())
    try {
      const log = await waitForLogs(makeClient(server.url).withAuth(user.token), id, 1, 60_000)
      expect(log["status"]).toBe("success")
      const ids = syncIds()
      expect(ids.length).toBe(ORDERS)
      expect(new Set(ids).size).toBe(ORDERS)
      expect(storefront.bucketStats().throttled).toBe(0)
      expect(storefront.traffic().peakInFlight).toBeGreaterThan(1)
    } finally {
      await server.stop()
    }
  },
  120_000
)
