/**
 * The deployment past one machine: a stateless API process that only queues
 * syncs (SYNC_RUNNERS=external) and two `bun run worker` runners sharing a
 * PostgreSQL message storage. Runs on its own fresh PostgreSQL database in
 * both test runs. A runner stopped by SIGTERM mid-run (a deploy) hands the run
 * back; another runner finishes it.
 */
import { SQL } from "bun"
import { afterAll, beforeAll, expect, test } from "bun:test"
import { randomBytes } from "node:crypto"
import { type PaymentsEmulator, startPaymentsEmulator } from "../emulators/payments.js"
import { startTablesEmulator, type TablesEmulator } from "../emulators/tables.js"
import { signUp } from "../support/accounts.js"
import { makeClient } from "../support/client.js"
import { freePort, type RunningServer, startServer, startWorker } from "../support/server.js"
import { type SmtpSink, startSmtp } from "../support/smtp.js"
import {
  chargeMapping,
  CRON_SECRET,
  emulatorIntegrationBody,
  logsOf,
  salesTable,
  waitForLogs
} from "../support/sync.js"

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
    workers.push(
      await startWorker({
        ...shared,
        SYNC_SCHEDULE: "false",
        RUNNER_HOST: "127.0.0.1",
        RUNNER_PORT: String(await freePort())
      })
    )
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
    const created = await user.client.request("POST", "/api/integrations", {
      body: emulatorIntegrationBody(user.email, base.id)
    })
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
  workers.push(
    await startWorker({
      ...shared,
      SYNC_SCHEDULE: "false",
      RUNNER_HOST: "127.0.0.1",
      RUNNER_PORT: String(await freePort())
    })
  )
  const resumed = await waitForLogs(user.client, integrationIds[1] ?? "", 2, 60_000)
  expect(resumed["status"]).toBe("success")
}, 150_000)

test(
  "SIGTERM to the runner mid-run: exit 0 within 10 s; the other runner finishes the run, every row exactly once",
  async () => {
    // One runner is left from the test above; a second one starts once the run is under way.
    expect(workers.length).toBe(1)
    const first = workers[0]
    if (first === undefined) throw new Error("no runner")
    payments.addCharges(500)
    const user = await signUp(api.url, smtp)
    const base = tables.createBase({ tables: [salesTable] })
    const created = await user.client.request("POST", "/api/integrations", {
      body: emulatorIntegrationBody(user.email, base.id)
    })
    const id = String(created.json["integration_id"])
    expect((await user.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(id) })).status).toBe(200)
    expect((await user.client.request("POST", `/api/integrations/${id}/retry`)).status).toBe(200)

    const rows = () => tables.records(base.id, "Sales")
    const deadline = Date.now() + 30_000
    while (rows().length < 120 && Date.now() < deadline) await Bun.sleep(25)
    expect(rows().length).toBeGreaterThan(0)
    expect(rows().length).toBeLessThan(payments.chargeCount())
    workers.push(
      await startWorker({
        ...shared,
        SYNC_SCHEDULE: "false",
        RUNNER_HOST: "127.0.0.1",
        RUNNER_PORT: String(await freePort())
      })
    )

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
    // Counted once per record written, across the runner that stopped and the one that resumed it.
    expect(Number(log["records_synced"])).toBe(payments.chargeCount())
    expect(atStop).toBeGreaterThan(0)
  },
  180_000
)

test(
  "a runner killed with SIGKILL mid-run: the survivor alone finishes its runs within 15 s, each logged exactly",
  async () => {
    for (const worker of workers.splice(0)) await worker.stop()
    // Runs of a few seconds each: paced to 25 requests per second per base, on a tables emulator without limits.
    const fast = await startTablesEmulator({ rateLimit: false })
    const paced = { ...shared, TABLES_API_URL: fast.url, TABLES_REQUESTS_PER_SECOND: "25", SYNC_SCHEDULE: "false" }
    const worker = async () =>
      startWorker({ ...paced, RUNNER_HOST: "127.0.0.1", RUNNER_PORT: String(await freePort()) })
    const runners = [await worker(), await worker()]
    try {
      payments.addCharges(600 - payments.chargeCount())
      const runs: Array<{ id: string; base: string; client: ReturnType<typeof makeClient> }> = []
      // Three accounts with two integrations each (with the sign-up's own, the trial's limit of 3 destinations).
      for (let u = 0; u < 3; u++) {
        const user = await signUp(api.url, smtp)
        for (let i = 0; i < 2; i++) {
          const base = fast.createBase({ tables: [salesTable] }).id
          const created = await user.client.request("POST", "/api/integrations", {
            body: emulatorIntegrationBody(user.email, base)
          })
          expect(created.status).toBe(201)
          const id = String(created.json["integration_id"])
          expect((await user.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(id) })).status)
            .toBe(200)
          runs.push({ id, base, client: user.client })
        }
      }
      // The sign-ups' own integrations point at the quick-start base; only ours are synced and checked.
      for (const run of runs) {
        expect((await run.client.request("POST", `/api/integrations/${run.id}/retry`)).status)
          .toBe(200)
      }

      // Kill a runner that has started runs, once rows are landing and before any run is done.
      const started = (output: string) => runs.filter((run) => output.includes(`sync run ${run.id} started`)).length
      const deadline = Date.now() + 30_000
      while (runners.every((r) => started(r.output()) === 0) && Date.now() < deadline) await Bun.sleep(50)
      const victim = runners.find((r) => started(r.output()) > 0)
      expect(victim).toBeDefined()
      while (runs.every((run) => fast.records(run.base, "Sales").length === 0)) await Bun.sleep(25)
      await victim?.stop("SIGKILL")
      const killedAt = Date.now()
      expect(runs.some((run) => fast.records(run.base, "Sales").length < 600)).toBe(true)

      for (const run of runs) {
        const log = await waitForLogs(run.client, run.id, 1, Math.max(1, killedAt + 15_000 - Date.now()))
        expect(log["status"]).toBe("success")
        const ids = fast.records(run.base, "Sales").map((r) => r.fields["Sync ID"])
        expect(ids.length).toBe(600)
        expect(new Set(ids).size).toBe(600)
        // Counted once per record written, across the attempt that died and the one that resumed it.
        expect(log["records_synced"]).toBe(600)
      }
      console.log(`failover: every orphaned run finished ${Date.now() - killedAt} ms after the kill`)
    } finally {
      for (const runner of runners) await runner.stop()
      await fast.stop()
    }
  },
  150_000
)

test("runners started with SYNC_SCHEDULE=false schedule nothing; with the schedule on, one does", async () => {
  const admin = new SQL(databaseUrl)
  const cronMessages = async () =>
    Number(
      (await admin`SELECT COUNT(*)::int AS n FROM cluster_messages WHERE entity_type = 'ClusterCron/SyncTick'`)[0].n
    )
  try {
    // Every runner so far ran with the schedule off.
    expect(await cronMessages()).toBe(0)
    const scheduling = await startWorker({
      ...shared,
      SYNC_SCHEDULE: "true",
      RUNNER_HOST: "127.0.0.1",
      RUNNER_PORT: String(await freePort())
    })
    try {
      const deadline = Date.now() + 20_000
      while ((await cronMessages()) === 0 && Date.now() < deadline) await Bun.sleep(200)
      expect(await cronMessages()).toBeGreaterThan(0)
    } finally {
      await scheduling.stop()
    }
  } finally {
    await admin.close()
  }
}, 60_000)
