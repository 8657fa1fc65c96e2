/**
 * bun run bench:ratelimit [--records N]
 *
 * N charges (default 5,000) synced into one base with the tables emulator's
 * Airtable limit ON (5 requests per clock second per base; the sixth gets a
 * 429 and 30 s of them) and the service's default client-side limiter
 * (TABLES_REQUESTS_PER_SECOND unset). A real sync through the API, timed from
 * POST /api/integrations/{id}/retry to the run's finished sync log.
 *
 * Prints achieved records/s ÷ 50 (5 requests/s × 10 records, the most the
 * base allows; target ≥ 0.95) and the 429s the emulator answered (target 0).
 * Not a test: prints figures; exits 1 only when the run or the check of what
 * arrived failed. Loopback only.
 */
import { runPipeline, syncIdCounts } from "./support/pipeline.js"
import { fixed, int, intFlag, machineLine, progress, verdict } from "./support/report.js"

const records = intFlag("records", 5_000)
if (records <= 0) throw new Error("--records must be positive")
const CEILING = 5 * 10

console.log(`salesync bench:ratelimit — ${machineLine()}`)
console.log("")
console.log(
  `${
    int(records)
  } charges (sk_test_emulator) → one base, tables emulator limit ON (5 req/s per base, 30 s penalty), default client-side limiter`
)
progress(`expect about ${Math.ceil(records / CEILING)} s`)

const p = await runPipeline({
  charges: records,
  paymentsKey: "sk_test_emulator",
  paymentsRateLimit: true,
  tablesRateLimit: true,
  serviceEnv: {},
  readBack: true,
  timeoutMs: Math.max(120_000, (records / CEILING) * 3000),
  progressEverySeconds: 15
})

const counts = syncIdCounts(p.rows ?? [])
const rate = p.log.records_synced / p.seconds
const share = rate / CEILING
const failures: Array<string> = []
if (p.log.status !== "success" || p.log.records_synced !== records) {
  failures.push(`log ${p.log.status}, ${p.log.records_synced} synced (${p.log.error_message ?? "no error"})`)
}
if (counts.rows !== records || counts.distinct !== records) {
  failures.push(`the table holds ${counts.rows} rows, ${counts.distinct} distinct Sync IDs`)
}

console.log(
  `  sync        ${int(p.log.records_synced)} records in ${fixed(p.seconds, 2)} s → ${fixed(rate, 2)} records/s` +
    `  (log: ${p.log.status}; table: ${int(counts.rows)} rows, ${int(counts.distinct)} distinct Sync IDs; ${
      int(p.tablesRequests)
    } requests to the base, run itself ${fixed(p.runSeconds, 2)} s)`
)
console.log(`  ÷ 50        ${fixed(share, 3)} of the base's 50 records/s (target ≥ 0.95) ${verdict(share >= 0.95)}`)
console.log(
  `  429s        ${int(p.tablesRateLimited)} answered by the tables emulator's limiter (target 0) ${
    verdict(p.tablesRateLimited === 0)
  }`
)
console.log("")

if (failures.length > 0) {
  console.log(`Checks failed:\n${failures.map((f) => `  - ${f}`).join("\n")}`)
  process.exit(1)
}
