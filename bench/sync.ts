/**
 * bun run bench:sync [--records N] [--rounds N] [--warmup N] [--rss-records N]
 *
 * 1. Throughput: N charges (default 100,000) from the payments emulator into
 *    the tables emulator, both with their rate limits off and the service's
 *    client-side tables limiter off (TABLES_REQUESTS_PER_SECOND=off).
 *    - bare loop: this process fetches the same pages and posts the same
 *      batches (bench/support/bare-loop.ts), nothing else;
 *    - pipeline: the real service in its own process runs a real sync
 *      triggered by POST /api/integrations/{id}/retry, timed until its sync
 *      log is written; records counted from the log and checked in the table
 *      (exactly N distinct Sync IDs).
 *    Each measurement gets freshly started emulators (a child process of
 *    their own) seeded with the same charges, so neither inherits the other's
 *    heap or table. Prints both rates, their CPU per record and pipeline ÷
 *    bare for each of `--rounds` rounds (default 3, bare then pipeline, side
 *    by side because the machine is noisy); the verdict is on the median
 *    ratio (target ≥ 0.8). Both sides are measured warm: an untimed run over
 *    `--warmup` charges (default 10,000) goes first — the bare loop on
 *    throwaway emulators, the pipeline as a first sync of the same
 *    integration, whose timed run then syncs the newer charges — since a
 *    service runs syncs for its whole life and a cold JIT is not what the
 *    ratio is about.
 * 2. Memory: peak RSS (VmHWM) of the service process over a real sync of
 *    `--rss-records` charges (default 1,000,000; target ≤ 256 MB; 0 skips).
 *
 * Not a test: prints figures, exits 0 whatever they are (1 only when a run
 * itself failed or a check of what arrived failed). Loopback only.
 */
import { salesTable, type SyncLog } from "./support/api.js"
import { runBareLoop } from "./support/bare-loop.js"
import { startEmulatorProcess } from "./support/emulators.js"
import { runPipeline, syncIdCounts, TABLES_TOKEN } from "./support/pipeline.js"
import { cpuSecondsOf, ownCpuSeconds } from "./support/process.js"
import { fixed, int, intFlag, machineLine, mb, mib, progress, verdict } from "./support/report.js"

const PAYMENTS_KEY = "sk_live_emulator"
const records = intFlag("records", 100_000)
const rssRecords = intFlag("rss-records", 1_000_000)
const rounds = Math.max(1, intFlag("rounds", 3))
const warmup = intFlag("warmup", 10_000)
const failures: Array<string> = []

const check = (ok: boolean, what: string): void => {
  if (!ok) failures.push(what)
}

const quotaStopped = (log: SyncLog): boolean =>
  log.status === "partial" && (log.error_message ?? "").startsWith("quota_reached")

/**
 * Every charge written. A run whose plan quota ran out exactly at the last
 * charge ends `partial` (quota_reached) without reading on: it wrote them all.
 */
const complete = (log: SyncLog, n: number): boolean =>
  log.records_synced === n && (log.status === "success" || quotaStopped(log))

const quotaNote = (log: SyncLog, n: number): string =>
  log.records_synced === n
    ? "  note        the plan's monthly record quota (src/billing) ran out with the last charge, so the log says partial (quota_reached); every charge was written"
    : `  note        the plan's monthly record quota (src/billing) stopped the run at ${int(log.records_synced)} of ${
      int(n)
    }: the largest plan allows 100,000 records a month, so this run needs an unmetered account`

/** One run of the bare loop over `n` fresh charges on fresh emulators. */
const bareRun = async (n: number, timed: boolean) => {
  const emulators = await startEmulatorProcess({ paymentsRateLimit: false, tablesRateLimit: false })
  try {
    progress(`bare loop${timed ? "" : " warm-up"}: seeding ${int(n)} charges`)
    await emulators.addCharges(n)
    const base = await emulators.createBase([salesTable])
    const tableId = base.tableIds[salesTable.name]
    if (tableId === undefined) throw new Error("the emulator created no Sales table")
    const ownCpu0 = ownCpuSeconds()
    const emulatorCpu0 = cpuSecondsOf(emulators.child.pid)
    progress(`bare loop${timed ? "" : " warm-up"}: running`)
    const started = performance.now()
    const written = await runBareLoop({
      paymentsUrl: emulators.paymentsUrl,
      paymentsKey: PAYMENTS_KEY,
      tablesUrl: emulators.tablesUrl,
      tablesToken: TABLES_TOKEN,
      baseId: base.id,
      tableId,
      maxPages: Math.ceil(n / 100) + 1
    })
    const seconds = (performance.now() - started) / 1000
    const loopCpu = ownCpuSeconds() - ownCpu0
    const emulatorCpu = cpuSecondsOf(emulators.child.pid) - emulatorCpu0
    const counts = syncIdCounts(await emulators.records(base.id, salesTable.name))
    return { written, seconds, loopCpu, emulatorCpu, counts }
  } finally {
    await emulators.stop()
  }
}

/** The bare loop, warmed up the way the pipeline is: an untimed run over `warmup` charges first. */
const bare = async (n: number) => {
  if (warmup > 0) await bareRun(warmup, false)
  return bareRun(n, true)
}

console.log(`salesync bench:sync — ${machineLine()}`)
console.log(
  "(The benchmark account is put on the Business plan, 100,000 records a month: a trial's 10,000 would stop the run.)"
)
console.log("")

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

if (records > 0) {
  console.log(
    `Throughput: ${
      int(records)
    } charges, payments (${PAYMENTS_KEY}) → tables, emulator rate limits off, TABLES_REQUESTS_PER_SECOND=off`
  )
  console.log(
    `  ${rounds} rounds, each a bare loop then the pipeline on fresh emulators; the ratio is per round, the verdict on their median`
  )
  if (warmup > 0) {
    console.log(
      `  both warmed up first with ${
        int(warmup)
      } charges (untimed): the bare loop in this process, the pipeline as a first sync of the same integration`
    )
  }
  const ratios: Array<number> = []
  for (let round = 1; round <= rounds; round++) {
    const b = await bare(records)
    const bareRate = b.written / b.seconds
    check(b.written === records && b.counts.distinct === records, "bare loop: not every charge arrived exactly once")
    console.log(
      `  ${round}. bare loop   ${int(b.written)} records in ${fixed(b.seconds, 2)} s → ${int(bareRate)} records/s` +
        `  (table: ${int(b.counts.rows)} rows, ${int(b.counts.distinct)} distinct Sync IDs; CPU: loop ${
          fixed(b.loopCpu, 1)
        } s, emulators ${fixed(b.emulatorCpu, 1)} s)`
    )

    progress("pipeline: starting emulators and the service")
    const p = await runPipeline({
      charges: records,
      warmupCharges: warmup,
      paymentsKey: PAYMENTS_KEY,
      paymentsRateLimit: false,
      tablesRateLimit: false,
      serviceEnv: { TABLES_REQUESTS_PER_SECOND: "off", PAYMENTS_CLIENT_PACING: "false", BILLING_QUOTAS: "false" },
      readBack: true,
      timeoutMs: Math.max(120_000, records * 5),
      progressEverySeconds: 5
    })
    const counts = syncIdCounts(p.rows ?? [])
    const pipelineRate = p.log.records_synced / p.seconds
    check(
      complete(p.log, records),
      `pipeline: log ${p.log.status}, ${p.log.records_synced} synced (${p.log.error_message ?? "no error"})`
    )
    check(
      counts.rows === warmup + records && counts.distinct === warmup + records,
      `pipeline: the table holds ${counts.rows} rows, ${counts.distinct} distinct Sync IDs (expected ${
        warmup + records
      }, warm-up included)`
    )
    console.log(
      `     pipeline    ${int(p.log.records_synced)} records in ${fixed(p.seconds, 2)} s → ${
        int(pipelineRate)
      } records/s` +
        `  (log: ${p.log.status}, ${int(p.log.records_synced)} synced; table: ${int(counts.rows)} rows, ${
          int(counts.distinct)
        } distinct Sync IDs;` +
        ` run itself ${fixed(p.runSeconds, 2)} s; CPU: service ${fixed(p.serviceCpuSeconds, 1)} s, emulators ${
          fixed(p.emulatorCpuSeconds, 1)
        } s)`
    )
    if (quotaStopped(p.log)) console.log(quotaNote(p.log, records))
    const ratio = pipelineRate / bareRate
    ratios.push(ratio)
    // CPU per record says what the pipeline's work costs, whatever the overlap of I/O hides.
    console.log(
      `     ratio       ${fixed(ratio, 2)} pipeline ÷ bare loop; CPU per 1,000 records: service ${
        fixed((p.serviceCpuSeconds * 1000) / records * 1000, 1)
      } ms,` +
        ` bare loop ${fixed((b.loopCpu * 1000) / records * 1000, 1)} ms; payments requests/s: pipeline ${
          fixed(p.paymentsRequests / p.seconds, 1)
        }, bare loop ${fixed(b.written / 100 / b.seconds, 1)}`
    )
  }
  const typical = median(ratios)
  console.log(
    `  ratio       ${fixed(typical, 2)} median pipeline ÷ bare loop of ${
      ratios.map((r) => fixed(r, 2)).join(", ")
    } (target ≥ 0.8) ${verdict(typical >= 0.8)}`
  )
  console.log(
    "  (the processor allows a live key 100 requests/s, 10,000 records/s for any client; Airtable 5 requests/s, 50 records/s, per base)"
  )
  console.log("")
}

if (rssRecords > 0) {
  console.log(`Memory: ${int(rssRecords)} charges, same setup, emulators in their own process`)
  const p = await runPipeline({
    charges: rssRecords,
    paymentsKey: PAYMENTS_KEY,
    paymentsRateLimit: false,
    tablesRateLimit: false,
    serviceEnv: { TABLES_REQUESTS_PER_SECOND: "off", PAYMENTS_CLIENT_PACING: "false", BILLING_QUOTAS: "false" },
    readBack: rssRecords <= 200_000,
    timeoutMs: Math.max(120_000, rssRecords * 5),
    progressEverySeconds: 15
  })
  check(
    complete(p.log, rssRecords),
    `memory run: log ${p.log.status}, ${p.log.records_synced} synced (${p.log.error_message ?? "no error"})`
  )
  if (p.rows !== undefined) {
    const counts = syncIdCounts(p.rows)
    check(counts.distinct === rssRecords, `memory run: ${counts.distinct} distinct Sync IDs in the table`)
  }
  const peak = p.memoryAfter.peakBytes
  if (quotaStopped(p.log)) console.log(quotaNote(p.log, rssRecords))
  console.log(
    `  sync        ${int(p.log.records_synced)} records in ${fixed(p.seconds, 1)} s → ${
      int(p.log.records_synced / p.seconds)
    } records/s (log: ${p.log.status})`
  )
  console.log(
    `  peak RSS    ${mib(peak)} = ${mb(peak)} (VmHWM of the service process, target ≤ 256 MB) ${
      verdict(peak <= 256e6)
    }` +
      `  (before the run: peak ${mib(p.memoryBefore.peakBytes)}, current ${
        mib(p.memoryBefore.currentBytes)
      }; after: current ${mib(p.memoryAfter.currentBytes)})`
  )
  console.log("")
}

if (failures.length > 0) {
  console.log(`Checks failed:\n${failures.map((f) => `  - ${f}`).join("\n")}`)
  process.exit(1)
}
