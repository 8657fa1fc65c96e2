/**
 * bun run bench:infer
 *
 * The cost of one hostile inference request against the real service (a child
 * process on loopback, SQLite, the emulators): a ~250 KB POST /api/schema/infer
 * whose one sample record has 16,000 amount-like fields (`{"amt0":0,…}`),
 * then the largest request the caps let through (one record with as many
 * amount-like paths as allowed). While each runs, GET /api/health is polled.
 *
 * Prints, per request: status, time to answer (target < 1 s), the slowest
 * health answer meanwhile (target < 200 ms) and the service's peak RSS
 * (VmHWM, target < 400 MB). The slowest of a few health answers just before each
 * request is printed beside it: on a loaded machine that is the floor.
 * Exits 1 only when a request errs.
 */
import { MAX_SAMPLE_PATHS } from "../src/schema-inference/samples.js"
import { onboard, request } from "./support/api.js"
import { salesTable } from "./support/api.js"
import { startEmulatorProcess } from "./support/emulators.js"
import { TABLES_TOKEN } from "./support/pipeline.js"
import { fixed, machineLine, mb, verdict } from "./support/report.js"
import { startService } from "./support/service.js"

/** Few: health answers count against the per-address rate limit like any other request. */
const idleCalls = 8

const amountLike = (count: number): Record<string, unknown> =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`amt${index}`, index]))

console.log(`salesync bench:infer — ${machineLine()}`)
const emulators = await startEmulatorProcess({ paymentsRateLimit: false, tablesRateLimit: false, seed: false })
const base = await emulators.createBase([salesTable])
const service = await startService({
  paymentsUrl: emulators.paymentsUrl,
  tablesUrl: emulators.tablesUrl,
  env: { SYNC_SCHEDULE: "false" }
})
let failed = false
try {
  const session = await onboard(service, {
    email: `bench-infer-${Date.now().toString(36)}@example.com`,
    paymentsKey: "sk_test_emulator",
    tablesToken: TABLES_TOKEN,
    baseId: base.id
  })
  /** Health answers with nothing else running: what the machine's own load costs, for comparison. */
  const idleHealth = async (): Promise<number> => {
    let slowest = 0
    for (let call = 0; call < idleCalls; call += 1) {
      const started = performance.now()
      await request(service.url, "GET", "/api/health")
      slowest = Math.max(slowest, performance.now() - started)
      await Bun.sleep(10)
    }
    return slowest
  }
  const measure = async (label: string, record: Record<string, unknown>) => {
    const idle = await idleHealth()
    const body = { integration_id: session.integrationId, sample_records: [record] }
    const bytes = JSON.stringify(body).length
    const started = performance.now()
    let done = false
    const answer = request(service.url, "POST", "/api/schema/infer", { body, token: session.token }).finally(
      () => (done = true)
    )
    let slowestHealth = 0
    let healthCalls = 0
    while (!done) {
      const healthStarted = performance.now()
      const health = await request(service.url, "GET", "/api/health")
      if (health.status !== 200) throw new Error(`GET /api/health → ${health.status}`)
      slowestHealth = Math.max(slowestHealth, performance.now() - healthStarted)
      healthCalls += 1
      await Bun.sleep(25)
    }
    const response = await answer
    const elapsed = performance.now() - started
    const peak = service.memory().peakBytes
    const mapped = Array.isArray(response.json.mappings) ? response.json.mappings.length : 0
    if (response.status >= 500) failed = true
    console.log("")
    console.log(`${label} (${fixed(bytes / 1000, 1)} KB body)`)
    console.log(
      `  status ${response.status} ${
        response.status === 200 ? `(${mapped} fields mapped)` : String(response.json.error)
      }`
    )
    console.log(
      `  answered in       ${fixed(elapsed, 0).padStart(6)} ms   target < 1000 ms   ${verdict(elapsed < 1000)}`
    )
    console.log(
      `  slowest health    ${fixed(slowestHealth, 0).padStart(6)} ms   target <  200 ms   ${
        verdict(slowestHealth < 200)
      } ` +
        `(${healthCalls} calls; slowest of ${idleCalls} just before, nothing else running: ${fixed(idle, 0)} ms)`
    )
    console.log(`  service peak RSS  ${mb(peak).padStart(9)}   target < 400 MB   ${verdict(peak < 400e6)}`)
  }
  await measure("16,000 amount-like fields in one record", amountLike(16_000))
  await measure(`${MAX_SAMPLE_PATHS - 1} amount-like fields and a currency (the most the caps allow)`, {
    ...amountLike(MAX_SAMPLE_PATHS - 1),
    currency: "usd"
  })
} finally {
  await service.stop()
  await emulators.stop()
}
if (failed) process.exitCode = 1
