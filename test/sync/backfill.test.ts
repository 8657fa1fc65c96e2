/**
 * A first sync of a long payment history (a backfill: parallel `created`
 * slices), end to end against the service in its own process: killed with
 * SIGKILL mid-backfill and restarted, a stretch of history that cannot be
 * read, and two integrations sharing one processor key's budget.
 */
import { afterAll, beforeAll, expect, test } from "bun:test"
import { Either, Schema } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { decodeCursor } from "../../src/connectors/payments/index.js"
import { RunProgress } from "../../src/domain/models.js"
import { type PaymentsEmulator, startPaymentsEmulator } from "../emulators/payments.js"
import { startTablesEmulator, type TablesEmulator } from "../emulators/tables.js"
import { signUp } from "../support/accounts.js"
import { type Client, items, makeClient } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import { type RunningServer, startServer } from "../support/server.js"
import { type SmtpSink, startSmtp } from "../support/smtp.js"
import {
  BACKFILL_ENV,
  chargeMapping,
  emulatorIntegrationBody,
  logsOf,
  salesTable,
  waitForLogs
} from "../support/sync.js"

let smtp: SmtpSink
let payments: PaymentsEmulator
let tables: TablesEmulator
const dataDirs: Array<string> = []

beforeAll(async () => {
  smtp = await startSmtp()
  // The processor's per-key limit is on (a 429 past 25 requests/s for the test key) and each call takes a while.
  payments = await startPaymentsEmulator({ rateLimit: true, latencyMs: 40 })
  tables = await startTablesEmulator({ rateLimit: false })
})
afterAll(async () => {
  await payments.stop()
  await tables.stop()
  await smtp.stop()
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
})

const env = (dataDir: string) => ({
  PAYMENTS_API_URL: payments.url,
  TABLES_API_URL: tables.url,
  SMTP_URL: smtp.url,
  TRUST_PROXY: "true",
  ...BACKFILL_ENV,
  DATA_DIR: dataDir
})

const newDataDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), "salesync-backfill-"))
  dataDirs.push(dir)
  return dir
}

/** A new integration into a new base of its own; returns its id and how to read the base's Sync IDs. */
const integrationInto = async (client: Client, email: string) => {
  const base = tables.createBase({ tables: [salesTable] })
  const created = await client.request("POST", "/api/integrations", { body: emulatorIntegrationBody(email, base.id) })
  expect(created.status).toBe(201)
  const id = String(created.json["integration_id"])
  expect((await client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(id) })).status).toBe(200)
  return { id, syncIds: () => tables.records(base.id, "Sales").map((r) => String(r.fields["Sync ID"])) }
}

const decodeProgress = Schema.decodeUnknownSync(Schema.NullOr(RunProgress))

/** Every charge the processor holds, once. */
const expectExact = (ids: ReadonlyArray<string>): void => {
  expect(ids.length).toBe(payments.chargeCount())
  expect(new Set(ids).size).toBe(ids.length)
}

test(
  "killed with SIGKILL mid-backfill and restarted: every slice resumes where it was, the table is exact",
  async () => {
    payments.addCharges(6_000)
    const dataDir = newDataDir()
    let server: RunningServer = await startServer(env(dataDir))
    const user = await signUp(server.url, smtp)
    const integration = await integrationInto(user.client, user.email)
    expect((await user.client.request("POST", `/api/integrations/${integration.id}/retry`)).status).toBe(200)

    // The newest page and a first page of slices (20 of them at a test key's budget) land, part of the next one
    // too; then the process dies without any chance to clean up.
    const deadline = Date.now() + 30_000
    while (integration.syncIds().length < 2_300 && Date.now() < deadline) await Bun.sleep(10)
    const atKill = integration.syncIds().length
    expect(atKill).toBeGreaterThanOrEqual(2_300)
    expect(atKill).toBeLessThan(payments.chargeCount())
    await server.stop("SIGKILL")
    // What the dead process left: a cursor holding many slices, each at its own position.
    const [saved] = await dbQuery(dataDir, "SELECT sync_cursor FROM integrations WHERE id = ?", [integration.id])
    const slices = decodeCursor(String(saved?.["sync_cursor"] ?? "")).pipe(
      Either.map((c) => c.pass?.slices ?? []),
      Either.getOrElse(() => [])
    )
    expect(slices.length).toBeGreaterThan(4)
    expect(slices.filter((s) => s.startingAfter !== null).length).toBeGreaterThan(4)

    server = await startServer(env(dataDir))
    try {
      const log = await waitForLogs(makeClient(server.url).withAuth(user.token), integration.id, 1, 60_000)
      expect(log["status"]).toBe("success")
      expectExact(integration.syncIds())
      // Counts are saved with each slice's cursor: the run logs (and bills) every charge once, across both
      // processes; a page in flight at the kill was not counted by the dead one and is counted by its rewrite.
      expect(Number(log["records_synced"])).toBe(payments.chargeCount())
    } finally {
      await server.stop()
    }
  },
  120_000
)

test(
  "a stretch of history that cannot be read makes the run partial with the rest written; the next run completes it",
  async () => {
    const dataDir = newDataDir()
    const server = await startServer(env(dataDir))
    try {
      const user = await signUp(server.url, smtp)
      const integration = await integrationInto(user.client, user.email)
      // A charge in the middle of the history whose every listing fails, and says retrying will not help.
      const middle = payments.getCharge(payments.addCharges(3_000).ids()[1_000])
      expect(middle).toBeDefined()
      payments.poisonSecond(Number(middle?.created))
      expect((await user.client.request("POST", `/api/integrations/${integration.id}/retry`)).status).toBe(200)
      const log = await waitForLogs(user.client, integration.id, 1, 60_000)
      expect(log["status"]).toBe("partial")
      expect(String(log["error_message"])).toContain("could not be read")
      const written = integration.syncIds()
      expect(new Set(written).size).toBe(written.length)
      expect(written.length).toBeGreaterThan(payments.chargeCount() / 2)
      expect(written.length).toBeLessThan(payments.chargeCount())
      expect(written).not.toContain(String(middle?.id))

      payments.poisonSecond(null)
      expect((await user.client.request("POST", `/api/integrations/${integration.id}/retry`)).status).toBe(200)
      const next = await waitForLogs(user.client, integration.id, 2, 60_000)
      expect(next["status"]).toBe("success")
      expectExact(integration.syncIds())
    } finally {
      payments.poisonSecond(null)
      await server.stop()
    }
  },
  120_000
)

test("two integrations on one processor key backfill at once and share its budget: no 429", async () => {
  // A processor of their own, holding only this history.
  // Calls slow enough that the key's pace (20 a second) keeps several in flight at once.
  const own = await startPaymentsEmulator({ rateLimit: true, latencyMs: 250, seed: false })
  own.addCharges(2_000)
  const server = await startServer({ ...env(newDataDir()), PAYMENTS_API_URL: own.url })
  try {
    const user = await signUp(server.url, smtp)
    const first = await integrationInto(user.client, user.email)
    const second = await integrationInto(user.client, user.email)
    await Promise.all([first, second].map((i) => user.client.request("POST", `/api/integrations/${i.id}/retry`)))
    for (const integration of [first, second]) {
      const log = await waitForLogs(user.client, integration.id, 1, 90_000)
      expect(log["status"]).toBe("success")
      const ids = integration.syncIds()
      expect(ids.length).toBe(own.chargeCount())
      expect(new Set(ids).size).toBe(ids.length)
    }
    // Both read their slices at once, and the key's one budget kept every call under the processor's limit.
    expect(own.traffic().peakInFlight).toBeGreaterThan(4)
    expect(own.rateLimited()).toBe(0)
    expect((await logsOf(user.client, first.id)).length).toBe(1)
  } finally {
    await server.stop()
    await own.stop()
  }
}, 120_000)

test("a slow backfill shows its progress on the integration while it runs, and none once it has finished", async () => {
  // Calls as slow as Stripe's and few slices at once, so the run lasts long enough to be watched.
  const own = await startPaymentsEmulator({ rateLimit: true, latencyMs: 300, seed: false })
  own.addCharges(8_000)
  const server = await startServer({ ...env(newDataDir()), PAYMENTS_API_URL: own.url, PAYMENTS_BACKFILL_SLICES: "8" })
  try {
    const user = await signUp(server.url, smtp)
    const integration = await integrationInto(user.client, user.email)
    expect((await user.client.request("POST", `/api/integrations/${integration.id}/retry`)).status).toBe(200)
    const seen: Array<RunProgress> = []
    let row: Record<string, unknown> | undefined
    const deadline = Date.now() + 90_000
    // Two reads a second at most: the account's API budget is shared with the rest of the test.
    for (; Date.now() < deadline; await Bun.sleep(400)) {
      const list = await user.client.request("GET", "/api/dashboard/integrations")
      if (list.status === 429) continue
      expect(list.status).toBe(200)
      row = items(list.json, "integrations").find((i) => i["id"] === integration.id)
      if (row?.["last_sync"] !== null) break
      const progress = decodeProgress(row?.["progress"])
      if (progress !== null) seen.push(progress)
    }
    const written = seen.map((p) => p.records_written)
    const backfills = seen.flatMap((p) => (p.backfill === null ? [] : [p.backfill]))
    // Written records grow page by page while the run goes, never backwards, never past the history (the run
    // ends with the events pass after the last charge is written).
    expect(new Set(written.filter((n) => n > 0)).size).toBeGreaterThanOrEqual(2)
    expect(written).toEqual([...written].sort((a, b) => a - b))
    expect(Math.max(...written)).toBeLessThanOrEqual(own.chargeCount())
    // The history's share read only growing.
    const percents = backfills.flatMap((b) => b.history_read_percent ?? [])
    expect(percents.length).toBeGreaterThanOrEqual(2)
    expect(percents).toEqual([...percents].sort((a, b) => a - b))
    expect(Math.max(...percents)).toBeGreaterThan(0)
    expect(Math.max(...percents)).toBeLessThan(100)
    // The history split into slices, those done only growing (all of them finish close together here, so a
    // sample may or may not catch one done before the backfill ends).
    expect(Math.max(...backfills.map((b) => b.slices_total))).toBeGreaterThan(1)
    const done = backfills.map((b) => b.slices_done)
    expect(done).toEqual([...done].sort((a, b) => a - b))
    expect(backfills.every((b) => b.slices_done < b.slices_total)).toBe(true)
    // Finished: no progress, the run's count in its log.
    expect(row?.["run_state"]).toBeNull()
    expect(row?.["progress"]).toBeNull()
    expect(row?.["last_sync"]).toMatchObject({ status: "success", records_synced: own.chargeCount() })
    console.log(
      `progress seen while running: records ${written.join(", ")}; history % ${percents.join(", ")}; slices ${
        backfills.map((b) => `${b.slices_done}/${b.slices_total}`).join(", ")
      }`
    )
  } finally {
    await server.stop()
    await own.stop()
  }
}, 120_000)
