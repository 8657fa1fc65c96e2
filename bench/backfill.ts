/**
 * bun run bench:backfill [--records N] [--rss-records N] [--latency-ms N] [--sheets-latency-ms N]
 *   [--storefront-orders N] [--storefront-latency-ms N] [--only tables|office|storefront]
 *
 * A merchant's first sync of their whole history, at the providers' limits:
 * the payments emulator answers each call in `--latency-ms` (default 300, as
 * Stripe's list of 100 does) and allows 100 requests/s per key, answering a
 * 429 past that; the service keeps its default client-side pacing of the key.
 *
 * 1. payments → tables, N charges (default 100,000), the tables emulator's
 *    limit and the service's tables limiter off (TABLES_REQUESTS_PER_SECOND=off):
 *    goal ≥ 6,000 records/s, 0 × 429, every charge exactly once in the table.
 * 2. payments → office, N charges, the office emulator with Sheets' quota of 60
 *    writes (and 60 reads) per minute per user, 429 past it, and
 *    `--sheets-latency-ms` per call (default 500): goal ≥ 2,000 records/s, 0 × 429.
 * 3. payments → office, `--rss-records` charges (default 1,000,000; 0 skips):
 *    peak RSS (VmHWM) of the service ≤ 256 MB.
 * 4. storefront → tables, `--storefront-orders` orders (default 25,000), the
 *    store answering each call in `--storefront-latency-ms` (default 1,000, as
 *    a page of 250 large orders can take) behind Shopify's bucket (40 deep,
 *    2/s drain, 429 when full): once one page at a time
 *    (STOREFRONT_BACKFILL_WINDOWS=1), once with the default windows, side by
 *    side (see support/storefront-backfill.ts).
 *
 * Each run: the emulators in a child process, the service in another, the
 * sync started through the API and timed to its finished log. Printed beside
 * the rate: the processor's peak requests in flight and requests/s, the 429s
 * each provider answered, and each side's share of the run (the time it had
 * at least one request in flight, as the emulator saw it; the two overlap).
 * Not a test: prints figures, exits 1 only when a run or a check of what
 * arrived failed. Loopback only.
 */
import { BACKFILL_ENV } from "../test/support/sync.js"
import {
  applyMapping,
  chargeMapping,
  finishedAt,
  onboard,
  retry,
  salesTable,
  type SyncLog,
  waitForLog
} from "./support/api.js"
import { type EmulatorProcess, startEmulatorProcess, type Traffic } from "./support/emulators.js"
import { syncIdCounts, TABLES_TOKEN } from "./support/pipeline.js"
import { cpuSecondsOf } from "./support/process.js"
import { fixed, int, intFlag, machineLine, mb, mib, progress, verdict } from "./support/report.js"
import { startService } from "./support/service.js"
import { reportStorefront, runStorefront } from "./support/storefront-backfill.js"

const PAYMENTS_KEY = "sk_live_emulator"
const PROCESSOR_RPS = 100
const SHEET = "Sales"
const records = intFlag("records", 100_000)
const rssRecords = intFlag("rss-records", 1_000_000)
const latencyMs = intFlag("latency-ms", 300)
const sheetsLatencyMs = intFlag("sheets-latency-ms", 500)
const storefrontOrders = intFlag("storefront-orders", 25_000)
const storefrontLatencyMs = intFlag("storefront-latency-ms", 1_000)
/** STOREFRONT_BACKFILL_WINDOWS' default. */
const STOREFRONT_WINDOWS = 4
const onlyAt = process.argv.indexOf("--only")
const only = onlyAt < 0 ? undefined : process.argv[onlyAt + 1]
/** `--only office` runs the memory run too (it is an office run). */
const wants = (section: "tables" | "office" | "storefront"): boolean => only === undefined || only === section
const failures: Array<string> = []

type Destination = "tables" | "office"

interface RunResult {
  readonly log: SyncLog
  readonly seconds: number
  readonly payments: Traffic
  readonly destination: Traffic
  readonly payments429: number
  readonly destination429: number
  readonly arrived: { readonly rows: number; readonly distinct: number }
  readonly peakBytes: number
  /** The service's peak RSS before the run (started, onboarded, idle). */
  readonly peakBytesBefore: number
  readonly serviceCpuSeconds: number
}

const delta = (after: Traffic, before: Traffic): Traffic => ({
  requests: after.requests - before.requests,
  peakInFlight: after.peakInFlight,
  busyMs: after.busyMs - before.busyMs
})

/** The destination's side: a base or a spreadsheet, and what it holds afterwards. */
const prepare = async (emulators: EmulatorProcess, destination: Destination) => {
  if (destination === "tables") {
    const base = await emulators.createBase([salesTable])
    return {
      onboard: { tablesToken: TABLES_TOKEN, baseId: base.id },
      arrived: async () => syncIdCounts(await emulators.records(base.id, salesTable.name)),
      throttled: async () => (await emulators.tablesRateLimit()).rateLimited
    }
  }
  const sheet = await emulators.createSpreadsheet(SHEET, salesTable.fields.map((f) => f.name))
  await emulators.officeLimits({ latencyMs: sheetsLatencyMs, writesPerMinute: 60 })
  return {
    onboard: {
      tablesToken: TABLES_TOKEN,
      baseId: "unused",
      destination: {
        kind: "office",
        credentials: { spreadsheet_id: sheet.id, sheet: SHEET, access_token: sheet.accessToken }
      }
    },
    arrived: async () => {
      const counted = await emulators.sheetRows(sheet.id, SHEET)
      return { rows: counted.rows, distinct: counted.distinctKeys }
    },
    throttled: async () => (await emulators.officeCounters()).throttled ?? 0
  }
}

const run = async (destination: Destination, charges: number): Promise<RunResult> => {
  const emulators = await startEmulatorProcess({ paymentsRateLimit: true, tablesRateLimit: false })
  try {
    progress(`${destination}: seeding ${int(charges)} charges`)
    await emulators.addCharges(charges)
    await emulators.paymentsLimits({ latencyMs, requestsPerSecond: PROCESSOR_RPS })
    const target = await prepare(emulators, destination)
    const service = await startService({
      paymentsUrl: emulators.paymentsUrl,
      tablesUrl: emulators.tablesUrl,
      env: {
        ...BACKFILL_ENV,
        OFFICE_API_URL: emulators.officeUrl,
        ...(process.env["PAYMENTS_BACKFILL_SLICES"] === undefined
          ? {}
          : { PAYMENTS_BACKFILL_SLICES: process.env["PAYMENTS_BACKFILL_SLICES"] })
      }
    })
    try {
      const session = await onboard(service, {
        email: `backfill-${Date.now().toString(36)}@example.com`,
        paymentsKey: PAYMENTS_KEY,
        ...target.onboard
      })
      await applyMapping(service, session, chargeMapping)
      const payments0 = await emulators.traffic("payments")
      const destination0 = await emulators.traffic(destination)
      const payments429 = await emulators.paymentsRateLimited()
      const destination429 = await target.throttled()
      const cpu0 = cpuSecondsOf(service.pid)
      const peakBytesBefore = service.memory().peakBytes
      let lastProgress = Date.now()
      const started = Date.now()
      await retry(service, session)
      const log = await waitForLog(service, session, {
        timeoutMs: Math.max(180_000, charges * 3),
        pollMs: 500,
        onWait: async () => {
          if (Date.now() - lastProgress < 15_000) return
          lastProgress = Date.now()
          const memory = service.memory()
          const read = (await emulators.traffic("payments")).requests - payments0.requests
          progress(
            `${((Date.now() - started) / 1000).toFixed(0)} s: ${int(read)} processor calls · service RSS ${
              mib(memory.currentBytes)
            }, peak ${mib(memory.peakBytes)}`
          )
        }
      })
      const seconds = (finishedAt(service, log.id) - started) / 1000
      const serviceCpuSeconds = cpuSecondsOf(service.pid) - cpu0
      const peakBytes = service.memory().peakBytes
      return {
        log,
        seconds,
        payments: delta(await emulators.traffic("payments"), payments0),
        destination: delta(await emulators.traffic(destination), destination0),
        payments429: (await emulators.paymentsRateLimited()) - payments429,
        destination429: (await target.throttled()) - destination429,
        arrived: await target.arrived(),
        peakBytes,
        peakBytesBefore,
        serviceCpuSeconds
      }
    } finally {
      await service.stop()
    }
  } finally {
    await emulators.stop()
  }
}

const report = (label: string, charges: number, r: RunResult, goal: number | undefined): void => {
  const rate = r.log.records_synced / r.seconds
  const exact = r.arrived.rows === charges && r.arrived.distinct === charges
  if (r.log.status !== "success" || r.log.records_synced < charges) {
    failures.push(
      `${label}: log ${r.log.status}, ${r.log.records_synced} synced (${r.log.error_message ?? "no error"})`
    )
  }
  if (!exact) {
    failures.push(
      `${label}: the destination holds ${r.arrived.rows} rows, ${r.arrived.distinct} distinct Sync IDs (expected ${charges})`
    )
  }
  const ms = r.seconds * 1000
  console.log(
    `  sync        ${int(r.log.records_synced)} records in ${fixed(r.seconds, 2)} s → ${int(rate)} records/s` +
      (goal === undefined ? "" : ` (goal ≥ ${int(goal)}) ${verdict(rate >= goal)}`) +
      `  (log: ${r.log.status}; CPU: service ${fixed(r.serviceCpuSeconds, 1)} s)`
  )
  console.log(
    `  processor   ${int(r.payments.requests)} calls, ${
      fixed(r.payments.requests / r.seconds, 1)
    } calls/s (limit ${PROCESSOR_RPS}/s),` +
      ` peak ${int(r.payments.peakInFlight)} in flight, busy ${fixed((r.payments.busyMs / ms) * 100, 0)}% of the run`
  )
  console.log(
    `  destination ${int(r.destination.requests)} requests, peak ${int(r.destination.peakInFlight)} in flight, busy ${
      fixed((r.destination.busyMs / ms) * 100, 0)
    }% of the run`
  )
  console.log(
    `  429s        ${int(r.payments429)} from the processor, ${int(r.destination429)} from the destination (target 0) ${
      verdict(r.payments429 + r.destination429 === 0)
    }`
  )
  console.log(
    `  arrived     ${int(r.arrived.rows)} rows, ${int(r.arrived.distinct)} distinct Sync IDs: every charge once ${
      verdict(exact)
    }`
  )
  console.log(
    `  peak RSS    ${mib(r.peakBytes)} = ${mb(r.peakBytes)} (VmHWM of the service process; ${
      mib(r.peakBytesBefore)
    } before the run)`
  )
}

console.log(`salesync bench:backfill — ${machineLine()}`)
if (only !== "storefront") {
  console.log(
    `A first sync (backfill): the processor answers each call in ${latencyMs} ms and allows ${PROCESSOR_RPS} requests/s per key (429 past it); default client-side pacing`
  )
}
console.log("")

if (records > 0 && wants("tables")) {
  console.log(`1. ${int(records)} charges, payments → tables (tables limit off, TABLES_REQUESTS_PER_SECOND=off)`)
  report("payments → tables", records, await run("tables", records), 6_000)
  console.log("")
}
if (records > 0 && wants("office")) {
  console.log(
    `2. ${
      int(records)
    } charges, payments → office (Sheets: ${sheetsLatencyMs} ms a call, 60 writes and 60 reads per minute per user, 429 past them)`
  )
  report("payments → office", records, await run("office", records), 2_000)
  console.log("")
}
if (rssRecords > 0 && wants("office")) {
  console.log(`3. ${int(rssRecords)} charges, payments → office, same setup: memory`)
  const r = await run("office", rssRecords)
  report("payments → office (memory)", rssRecords, r, undefined)
  console.log(`  memory      peak RSS ${mb(r.peakBytes)} (target ≤ 256 MB) ${verdict(r.peakBytes <= 256e6)}`)
  console.log("")
}

if (storefrontOrders > 0 && wants("storefront")) {
  console.log(
    `4. ${int(storefrontOrders)} orders, storefront → tables: the store answers each call in ${
      int(storefrontLatencyMs)
    } ms, its bucket is 40 deep and drains 2/s (429 when full); one page at a time, then ${STOREFRONT_WINDOWS} windows`
  )
  const runs = []
  for (const windows of [1, STOREFRONT_WINDOWS]) {
    runs.push(await runStorefront(storefrontOrders, storefrontLatencyMs, windows))
  }
  failures.push(...reportStorefront(storefrontOrders, runs))
  console.log("")
}

if (failures.length > 0) {
  console.log(`Checks failed:\n${failures.map((f) => `  - ${f}`).join("\n")}`)
  process.exit(1)
}
