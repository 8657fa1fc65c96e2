/**
 * bun run bench:scale [--integrations N] [--charges N] [--concurrency N] [--runner-cpu-percent P]
 *                     [--skip-embedded] [--skip-postgres] [--postgres-url URL]
 *
 * Ten thousand merchants per tick (default N = 10,000 integrations × 5 charges),
 * each a payments → tables integration with its own base, seeded straight into
 * the database (bench/support/seed-integrations.ts), both emulators in a child
 * process with their rate limits off.
 *
 * 1. Embedded: one `bun src/main.ts` on SQLite runs everything. Times the tick
 *    (`POST /api/cron/sync`), then until every integration has its sync log;
 *    peak RSS (VmHWM) of the process. Targets: tick < 1 s, all done < 60 s,
 *    peak RSS ≤ 512 MB.
 * 2. PostgreSQL (a database of its own on PostgreSQL at --postgres-url, default
 *    postgres://postgres@127.0.0.1:5432/postgres): an API process that only
 *    queues (SYNC_RUNNERS=external) and 1, then 2 `bun src/worker.ts` runners,
 *    side by side in one run (state reset in between). Throughput with 2 ÷
 *    with 1 (target ≥ 1.6), peak RSS per runner (≤ 512 MB), and CPU-seconds per
 *    integration of all service processes, since runners on one machine share
 *    its cores. With --runner-cpu-percent P each runner is held to P % of one
 *    core by the kernel's CPU controller, as if it had a small machine of its
 *    own: on a 2-core machine one unconfined runner already takes a core and
 *    the database and emulators the other, so only then does the ratio show
 *    what a second runner adds rather than what the machine has left.
 *
 * Every run is checked: N success logs, N × charges records synced in total.
 * Prints figures; exits 0 whatever they are (1 only when a run failed).
 */
import { SQL } from "bun"
import { Database } from "bun:sqlite"
import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { salesTable } from "./support/api.js"
import { confineCpu } from "./support/cpu-budget.js"
import { startEmulatorProcess } from "./support/emulators.js"
import { TABLES_TOKEN } from "./support/pipeline.js"
import { type Child, cpuSecondsOf, freePort, memoryOf, spawnChild, stopOnSignal } from "./support/process.js"
import { fixed, hasFlag, int, machineLine, mb, progress, verdict } from "./support/report.js"
import { intFlag } from "./support/report.js"
import { seedIntegrations } from "./support/seed-integrations.js"

const integrations = intFlag("integrations", 10_000)
const charges = intFlag("charges", 5)
const concurrency = intFlag("concurrency", 0)
const runnerCpuPercent = intFlag("runner-cpu-percent", 0)
const postgresAt = process.argv[process.argv.indexOf("--postgres-url") + 1]
const adminUrl = process.argv.includes("--postgres-url") && postgresAt !== undefined
  ? postgresAt
  : "postgres://postgres@127.0.0.1:5432/postgres"
const PAYMENTS_KEY = "sk_live_emulator"
const CRON_SECRET = "salesync-bench-scale-cron-secret"
const RSS_LIMIT = 512e6
const children: Array<Child> = []
const failures: Array<string> = []

stopOnSignal(async () => {
  for (const child of children) await child.stop()
})

interface Counts {
  readonly logs: number
  readonly success: number
  readonly records: number
}

const serviceEnv = (urls: { paymentsUrl: string; tablesUrl: string }, store: Record<string, string>) => ({
  ...store,
  CRON_SECRET,
  LOG_LEVEL: "warning",
  SYNC_SCHEDULE: "false",
  BILLING_QUOTAS: "false",
  TABLES_REQUESTS_PER_SECOND: "off",
  PAYMENTS_CLIENT_PACING: "false",
  PAYMENTS_API_URL: urls.paymentsUrl,
  TABLES_API_URL: urls.tablesUrl,
  ...(concurrency > 0 ? { SYNC_CONCURRENCY: String(concurrency) } : {})
})

const profile = process.env["BENCH_CPU_PROF"] ? ["--cpu-prof-md", "--cpu-prof-dir=/tmp/prof-scale"] : []

const startApi = async (env: Record<string, string>) => {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawnChild(["bun", ...profile, "src/main.ts"], {
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url
  }, { label: "api" })
  children.push(child)
  for (const deadline = Date.now() + 30_000; !(await fetch(`${url}/api/health`).then((r) => r.ok, () => false));) {
    if (child.exitCode() !== null || Date.now() > deadline) {
      throw new Error(`the service did not start:\n${child.output()}`)
    }
    await Bun.sleep(50)
  }
  return { child, url }
}

/** A runner, once it accepts connections from the other runners. */
const startWorker = async (env: Record<string, string>) => {
  const port = await freePort()
  const child = spawnChild(["bun", ...profile, "src/worker.ts"], {
    ...env,
    RUNNER_HOST: "127.0.0.1",
    RUNNER_PORT: String(port)
  }, {
    label: "worker"
  })
  children.push(child)
  if (runnerCpuPercent > 0) {
    const budget = confineCpu(child.pid, runnerCpuPercent)
    void child.exited.then(budget.release)
  }
  const accepts = () =>
    Bun.connect({ hostname: "127.0.0.1", port, socket: { data: () => undefined } }).then(
      (socket) => (socket.end(), true),
      () => false
    )
  for (const deadline = Date.now() + 30_000; !(await accepts());) {
    if (child.exitCode() !== null || Date.now() > deadline) {
      throw new Error(`the runner did not start:\n${child.output()}`)
    }
    await Bun.sleep(100)
  }
  return child
}

/** The tick over HTTP: its time and answer. */
const tick = async (url: string) => {
  const started = performance.now()
  const response = await fetch(`${url}/api/cron/sync`, {
    method: "POST",
    headers: { authorization: `Bearer ${CRON_SECRET}` }
  })
  const body: unknown = await response.json()
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`tick answered ${response.status}: ${JSON.stringify(body)}`)
  return { ms, body: JSON.stringify(body) }
}

/** Waits until every integration has a log; returns the seconds from `since`. */
const waitForAll = async (counts: () => Promise<Counts>, since: number, timeoutSeconds: number) => {
  let last = await counts()
  let reported = 0
  while (last.logs < integrations) {
    const elapsed = (performance.now() - since) / 1000
    if (elapsed > timeoutSeconds) break
    if (elapsed - reported >= 10) {
      reported = elapsed
      progress(`${int(last.logs)} of ${int(integrations)} done after ${fixed(elapsed, 0)} s`)
    }
    await Bun.sleep(100)
    last = await counts()
  }
  const seconds = (performance.now() - since) / 1000
  const complete = last.logs >= integrations && last.success === integrations && last.records === integrations * charges
  if (!complete) {
    failures.push(`only ${int(last.success)} of ${int(integrations)} succeeded (${int(last.records)} records)`)
  }
  return { seconds, counts: last, complete }
}

const cpuOf = (procs: ReadonlyArray<Child>) => procs.reduce((sum, child) => sum + cpuSecondsOf(child.pid), 0)

console.log(`bench:scale · ${int(integrations)} integrations × ${charges} charges · ${machineLine()}`)
const emulators = await startEmulatorProcess({ paymentsRateLimit: false, tablesRateLimit: false })
const encryptionKey = randomBytes(32).toString("base64")
try {
  await emulators.addCharges(charges)
  progress(`creating ${int(integrations)} bases`)
  const baseIds: Array<string> = []
  for (let i = 0; i < integrations; i += 50) {
    const made = await Promise.all(
      Array.from({ length: Math.min(50, integrations - i) }, () => emulators.createBase([salesTable]))
    )
    baseIds.push(...made.map((base) => base.id))
  }
  const seed = (env: Record<string, string>) =>
    seedIntegrations({
      env: { ...env, ENCRYPTION_KEY: encryptionKey },
      baseIds,
      paymentsKey: PAYMENTS_KEY,
      tablesToken: TABLES_TOKEN
    })

  // 1. Embedded, SQLite.
  if (!hasFlag("skip-embedded")) {
    const dataDir = mkdtempSync(join(tmpdir(), "salesync-bench-scale-"))
    try {
      progress("embedded: seeding")
      await seed({ DATA_DIR: dataDir })
      const api = await startApi(serviceEnv(emulators, { DATA_DIR: dataDir, ENCRYPTION_KEY: encryptionKey }))
      const db = new Database(join(dataDir, "salesync.db"), { readonly: true })
      const counts = async (): Promise<Counts> => {
        const row = db
          .query<{ logs: number; success: number | null; records: number | null }, []>(
            "SELECT COUNT(*) AS logs, SUM(status = 'success') AS success, SUM(records_synced) AS records FROM sync_logs"
          )
          .get()
        return { logs: row?.logs ?? 0, success: row?.success ?? 0, records: row?.records ?? 0 }
      }
      const cpu0 = cpuOf([api.child])
      const emulatorCpu0 = cpuSecondsOf(emulators.child.pid)
      const since = performance.now()
      const ticked = await tick(api.url)
      progress(`embedded: tick answered in ${fixed(ticked.ms, 0)} ms: ${ticked.body}`)
      const done = await waitForAll(counts, since, 600)
      const peak = memoryOf(api.child.pid).peakBytes
      const cpu = cpuOf([api.child]) - cpu0
      const emulatorCpu = cpuSecondsOf(emulators.child.pid) - emulatorCpu0
      db.close()
      await api.child.stop()
      console.log("")
      console.log("embedded (one process, SQLite)")
      console.log(`  tick          ${fixed(ticked.ms, 0)} ms  ${verdict(ticked.ms < 1000)} (< 1 s)  ${ticked.body}`)
      console.log(
        `  all finished  ${fixed(done.seconds, 1)} s  ${verdict(done.complete && done.seconds < 60)} (< 60 s)  ${
          int(done.counts.success)
        } success logs, ${int(done.counts.records)} records`
      )
      console.log(
        `  throughput    ${fixed(integrations / done.seconds, 0)} integrations/s, ${
          fixed(cpu / integrations * 1000, 2)
        } CPU-ms per integration (emulators ${fixed(emulatorCpu / integrations * 1000, 2)})`
      )
      console.log(`  peak RSS      ${mb(peak)}  ${verdict(peak <= RSS_LIMIT)} (≤ 512 MB)`)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }

  // 2. PostgreSQL: an API process and 1, then 2 runners.
  if (!hasFlag("skip-postgres")) {
    const database = `salesync_bench_scale_${Date.now()}`
    const admin = new SQL(adminUrl)
    await admin.unsafe(`CREATE DATABASE ${database}`)
    const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${database}`)
    const db = new SQL(databaseUrl)
    try {
      progress("postgres: seeding")
      await seed({ DATABASE_URL: databaseUrl })
      const env = serviceEnv(emulators, { DATABASE_URL: databaseUrl, ENCRYPTION_KEY: encryptionKey })
      const api = await startApi({ ...env, SYNC_RUNNERS: "external" })
      const counts = async (): Promise<Counts> => {
        const [row] = await db`SELECT COUNT(*)::int AS logs, COUNT(*) FILTER (WHERE status = 'success')::int AS success,
          COALESCE(SUM(records_synced), 0)::int AS records FROM sync_logs`
        return { logs: Number(row.logs), success: Number(row.success), records: Number(row.records) }
      }
      const rounds: Array<
        { runners: number; seconds: number; tickMs: number; cpuPerIntegration: number; peaks: Array<number> }
      > = []
      for (const runners of [1, 2]) {
        await db`DELETE FROM sync_logs`
        await db`DELETE FROM sync_queue`
        await db`UPDATE integrations SET sync_cursor = NULL, scheduled_window = NULL, run_records = 0`
        const workers: Array<Child> = []
        for (let i = 0; i < runners; i++) workers.push(await startWorker(env))
        // Let the runners split the shards between them before the tick (each holds its shards' advisory locks).
        const holders = async () =>
          (await db`SELECT pid, COUNT(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) GROUP BY pid`).map(
            (row: { n: number }) => Number(row.n)
          )
        for (const deadline = Date.now() + 60_000; Date.now() < deadline; await Bun.sleep(500)) {
          const held = await holders()
          if (held.length === runners && held.every((n: number) => n > 0)) break
        }
        progress(`shards held per runner: ${(await holders()).join(", ")}`)
        const cpu0 = cpuOf([api.child, ...workers])
        const since = performance.now()
        const ticked = await tick(api.url)
        progress(`postgres, ${runners} runner(s): tick answered in ${fixed(ticked.ms, 0)} ms: ${ticked.body}`)
        const done = await waitForAll(counts, since, 600)
        const cpu = cpuOf([api.child, ...workers]) - cpu0
        progress(`runner CPU-seconds: ${workers.map((worker) => fixed(cpuSecondsOf(worker.pid), 1)).join(", ")}`)
        rounds.push({
          runners,
          seconds: done.seconds,
          tickMs: ticked.ms,
          cpuPerIntegration: cpu / integrations,
          peaks: workers.map((worker) => memoryOf(worker.pid).peakBytes)
        })
        for (const worker of workers) await worker.stop()
      }
      await api.child.stop()
      console.log("")
      console.log(
        `PostgreSQL (an API process that only queues, and runners${
          runnerCpuPercent > 0 ? `, each held to ${runnerCpuPercent} % of one core` : ""
        })`
      )
      for (const round of rounds) {
        console.log(
          `  ${round.runners} runner${round.runners === 1 ? " " : "s"}     tick ${fixed(round.tickMs, 0)} ms ${
            verdict(round.tickMs < 1000)
          } (< 1 s) · all finished ${fixed(round.seconds, 1)} s · ${
            fixed(integrations / round.seconds, 0)
          } integrations/s · ${fixed(round.cpuPerIntegration * 1000, 2)} CPU-ms per integration · peak RSS ${
            round.peaks.map(mb).join(", ")
          }  ${verdict(round.peaks.every((p) => p <= RSS_LIMIT))} (≤ 512 MB each)`
        )
      }
      const [one, two] = rounds
      if (one !== undefined && two !== undefined) {
        const ratio = one.seconds / two.seconds
        console.log(`  2 ÷ 1         ${fixed(ratio, 2)}× throughput  ${verdict(ratio >= 1.6)} (≥ 1.6)`)
      }
    } finally {
      await db.close()
      await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      await admin.close()
    }
  }
} finally {
  for (const child of children) await child.stop()
  await emulators.stop()
}
if (failures.length > 0) {
  console.log(`\nFAILED: ${failures.join("; ")}`)
  process.exit(1)
}
