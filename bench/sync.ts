/**
 * bun run bench:sync [--records N] [--rss-records N]
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
 *    heap or table. Prints both rates and pipeline ÷ bare (target ≥ 0.8).
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
const failures: Array<string> = []

const check = (ok: boolean, what: string): void => {
  if (!ok) failures.push(what)
}

const quotaStopped = (log: SyncLog): boolean => log.status === "partial" && (log.error_message ?? "").startsWith("quota_reached")

/**
 * Every charge written. A run whose plan quota ran out exactly at the last
 * charge ends `partial` (quota_reached) without reading on: it wrote them all.
 */
const complete = (log: SyncLog, n: number): boolean => log.records_synced === n && (log.status === "success" || quotaStopped(log))

const quotaNote = (log: SyncLog, n: number): string =>
  log.records_synced === n
    ? "  note        the plan's monthly record quota (src/billing) ran out with the last charge, so the log says partial (quota_reached); every charge was written"
    : `  note        the plan's monthly record quota (src/billing) stopped the run at ${int(log.records_synced)} of ${int(n)}: the largest plan allows 100,000 records a month, so this run needs an unmetered account`

const bare = async (n: number) => {
  const emulators = await startEmulatorProcess({ paymentsRateLimit: false, tablesRateLimit: false })
  try {
    progress(`bare loop: seeding ${int(n)} charges`)
    await emulators.addCharges(n)
    const base = await emulators.createBase([salesTable])
    const tableId = base.tableIds[salesTable.name]
    if (tableId === undefined) throw new Error("the emulator created no Sales table")
    const ownCpu0 = ownCpuSeconds()
    const emulatorCpu0 = cpuSecondsOf(emulators.child.pid)
    progress("bare loop: running")
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

console.log(`salesync bench:sync — ${machineLine()}`)
console.log("(The benchmark account is put on the Business plan, 100,000 records a month: a trial's 10,000 would stop the run.)")
console.log("")

if (records > 0) {
  console.log(`Throughput: ${int(records)} charges, payments (${PAYMENTS_KEY}) → tables, emulator rate limits off, TABLES_REQUESTS_PER_SECOND=off`)
  const b = await bare(records)
  const bareRate = b.written / b.seconds
  check(b.written === records && b.counts.distinct === records, "bare loop: not every charge arrived exactly once")
  console.log(
    `  bare loop   ${int(b.written)} records in ${fixed(b.seconds, 2)} s → ${int(bareRate)} records/s` +
      `  (table: ${int(b.counts.rows)} rows, ${int(b.counts.distinct)} distinct Sync IDs; CPU: loop ${fixed(b.loopCpu, 1)} s, emulators ${fixed(b.emulatorCpu, 1)} s)`
  )

  progress("pipeline: starting emulators and the service")
  const p = await runPipeline({
    charges: records,
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
  check(complete(p.log, records), `pipeline: log ${p.log.status}, ${p.log.records_synced} synced (${p.log.error_message ?? "no error"})`)
  check(counts.rows === records && counts.distinct === records, `pipeline: the table holds ${counts.rows} rows, ${counts.distinct} distinct Sync IDs`)
  console.log(
    `  pipeline    ${int(p.log.records_synced)} records in ${fixed(p.seconds, 2)} s → ${int(pipelineRate)} records/s` +
      `  (log: ${p.log.status}, ${int(p.log.records_synced)} synced; table: ${int(counts.rows)} rows, ${int(counts.distinct)} distinct Sync IDs;` +
      ` run itself ${fixed(p.runSeconds, 2)} s; CPU: service ${fixed(p.serviceCpuSeconds, 1)} s, emulators ${fixed(p.emulatorCpuSeconds, 1)} s)`
  )
  if (quotaStopped(p.log)) console.log(quotaNote(p.log, records))
  const ratio = pipelineRate / bareRate
  console.log(`  ratio       ${fixed(ratio, 2)} pipeline ÷ bare loop (target ≥ 0.8) ${verdict(ratio >= 0.8)}`)
  // Context for the ratio: the source side's request rate against the processor's own limit.
  const paymentsRate = p.paymentsRequests / p.seconds
  console.log(
    `  source      pipeline ${fixed(paymentsRate, 1)} payments requests/s, bare loop ${fixed(b.written / 100 / b.seconds, 1)}/s;` +
      ` the processor allows a live key 100/s (10,000 records/s for any client): pipeline ÷ that = ${fixed(pipelineRate / 10_000, 2)}`
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
  check(complete(p.log, rssRecords), `memory run: log ${p.log.status}, ${p.log.records_synced} synced (${p.log.error_message ?? "no error"})`)
  if (p.rows !== undefined) {
    const counts = syncIdCounts(p.rows)
    check(counts.distinct === rssRecords, `memory run: ${counts.distinct} distinct Sync IDs in the table`)
  }
  const peak = p.memoryAfter.peakBytes
  if (quotaStopped(p.log)) console.log(quotaNote(p.log, rssRecords))
  console.log(
    `  sync        ${int(p.log.records_synced)} records in ${fixed(p.seconds, 1)} s → ${int(p.log.records_synced / p.seconds)} records/s (log: ${p.log.status})`
  )
  console.log(
    `  peak RSS    ${mib(peak)} = ${mb(peak)} (VmHWM of the service process, target ≤ 256 MB) ${verdict(peak <= 256e6)}` +
      `  (before the run: peak ${mib(p.memoryBefore.peakBytes)}, current ${mib(p.memoryBefore.currentBytes)}; after: current ${mib(p.memoryAfter.currentBytes)})`
  )
  console.log("")
}

if (failures.length > 0) {
  console.log(`Checks failed:\n${failures.map((f) => `  - ${f}`).join("\n")}`)
  process.exit(1)
}
