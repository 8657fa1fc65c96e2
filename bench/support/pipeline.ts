/**
 * One real sync, end to end: both emulators in a child process (seeded over
 * their control routes), the service in another, an integration onboarded
 * and signed in through the public API, the benchmark mapping saved, then
 * `POST /api/integrations/{id}/retry`, timed until the run's sync log is
 * written (its `finished_at`), with the service's CPU and memory read from
 * /proc while it runs.
 */
import { applyMapping, chargeMapping, finishedAt, onboard, retry, salesTable, type SyncLog, waitForLog } from "./api.js"
import { startEmulatorProcess, type StoredRow } from "./emulators.js"
import { cpuSecondsOf, type Memory } from "./process.js"
import { int, mib, progress } from "./report.js"
import { startService } from "./service.js"

export interface PipelineOptions {
  readonly charges: number
  /**
   * Charges synced by an untimed first run of the same integration, so the
   * timed run measures a warmed-up service (its code compiled by the JIT), as
   * a long-lived service is; the timed run then syncs `charges` newer ones.
   */
  readonly warmupCharges?: number
  readonly paymentsKey: string
  readonly paymentsRateLimit: boolean
  readonly tablesRateLimit: boolean
  /** Extra environment of the service (e.g. TABLES_REQUESTS_PER_SECOND=off). */
  readonly serviceEnv: Record<string, string>
  /** Read the whole table back to count rows and distinct Sync IDs (skip for huge runs). */
  readonly readBack: boolean
  readonly timeoutMs: number
  /** Seconds between progress lines. */
  readonly progressEverySeconds: number
}

export interface PipelineResult {
  readonly log: SyncLog
  /** From the retry call to the log's finished_at. */
  readonly seconds: number
  /** From the run's start (the log's created_at) to its finished_at. */
  readonly runSeconds: number
  readonly rows: ReadonlyArray<StoredRow> | undefined
  readonly serviceCpuSeconds: number
  readonly emulatorCpuSeconds: number
  readonly memoryBefore: Memory
  readonly memoryAfter: Memory
  /** The largest current RSS seen while polling. */
  readonly sampledPeakBytes: number
  readonly tablesRateLimited: number
  /** Requests the tables emulator served during the run (schema reads and writes). */
  readonly tablesRequests: number
  /** Requests the payments emulator served during the run (pages, events). */
  readonly paymentsRequests: number
}

export const TABLES_TOKEN = "pat_emulator"

export const runPipeline = async (options: PipelineOptions): Promise<PipelineResult> => {
  const emulators = await startEmulatorProcess({
    paymentsRateLimit: options.paymentsRateLimit,
    tablesRateLimit: options.tablesRateLimit
  })
  try {
    const warmup = options.warmupCharges ?? 0
    const base = await emulators.createBase([salesTable])
    const service = await startService({
      paymentsUrl: emulators.paymentsUrl,
      tablesUrl: emulators.tablesUrl,
      env: { SYNC_SCHEDULE: "false", ...options.serviceEnv }
    })
    try {
      const session = await onboard(service, {
        email: `bench-${Date.now().toString(36)}@example.com`,
        paymentsKey: options.paymentsKey,
        tablesToken: TABLES_TOKEN,
        baseId: base.id
      })
      await applyMapping(service, session, chargeMapping)
      // A trial (Pro limits) may sync 10,000 records a month; Business 100,000 (src/billing/plans.ts).
      if (options.charges + warmup > 10_000) service.setPlan(session.email, "enterprise")
      if (warmup > 0) {
        progress(`warm-up: seeding and syncing ${int(warmup)} charges`)
        await emulators.addCharges(warmup)
        await retry(service, session)
        const first = await waitForLog(service, session, { timeoutMs: Math.max(120_000, warmup * 5), pollMs: 250 })
        if (first.records_synced !== warmup) {
          throw new Error(
            `the warm-up run synced ${first.records_synced} of ${warmup} charges (${first.status}: ${
              first.error_message ?? "no error"
            })`
          )
        }
      }
      progress(`seeding ${int(options.charges)} charges`)
      // Added after the warm-up's, so they are newer: the timed run reads exactly these.
      await emulators.addCharges(options.charges)
      const seeded = await emulators.chargeCount()
      if (seeded !== warmup + options.charges) {
        throw new Error(`the payments emulator holds ${seeded} charges, not ${warmup + options.charges}`)
      }
      const memoryBefore = service.memory()
      const serviceCpu0 = cpuSecondsOf(service.pid)
      const emulatorCpu0 = cpuSecondsOf(emulators.child.pid)
      const tablesRequests0 = await emulators.tablesRequests()
      const paymentsRequests0 = await emulators.paymentsRequests()
      let sampledPeakBytes = memoryBefore.currentBytes
      let lastProgress = Date.now()
      const started = Date.now()
      await retry(service, session)
      progress(`sync queued (service pid ${service.pid}, emulators pid ${emulators.child.pid})`)
      const log = await waitForLog(service, session, {
        timeoutMs: options.timeoutMs,
        count: warmup > 0 ? 2 : 1,
        pollMs: 1000,
        onWait: async () => {
          const memory = service.memory()
          sampledPeakBytes = Math.max(sampledPeakBytes, memory.currentBytes)
          if (Date.now() - lastProgress < options.progressEverySeconds * 1000) return
          lastProgress = Date.now()
          const requests = (await emulators.tablesRequests()) - tablesRequests0
          const elapsed = (Date.now() - started) / 1000
          progress(
            `${elapsed.toFixed(0)} s: ~${int(Math.max(0, requests - 1) * 10)} records written · service RSS ${
              mib(memory.currentBytes)
            }, peak ${mib(memory.peakBytes)}`
          )
        }
      })
      const finished = finishedAt(service, log.id)
      const memoryAfter = service.memory()
      const serviceCpuSeconds = cpuSecondsOf(service.pid) - serviceCpu0
      const emulatorCpuSeconds = cpuSecondsOf(emulators.child.pid) - emulatorCpu0
      const limit = await emulators.tablesRateLimit()
      const tablesRequests = (await emulators.tablesRequests()) - tablesRequests0
      const paymentsRequests = (await emulators.paymentsRequests()) - paymentsRequests0
      const rows = options.readBack ? await emulators.records(base.id, salesTable.name) : undefined
      return {
        log,
        seconds: (finished - started) / 1000,
        runSeconds: (finished - Date.parse(log.created_at)) / 1000,
        rows,
        serviceCpuSeconds,
        emulatorCpuSeconds,
        memoryBefore,
        memoryAfter,
        sampledPeakBytes,
        tablesRateLimited: limit.rateLimited,
        tablesRequests,
        paymentsRequests
      }
    } finally {
      await service.stop()
    }
  } finally {
    await emulators.stop()
  }
}

/** Rows and distinct Sync IDs of a table read back. */
export const syncIdCounts = (rows: ReadonlyArray<StoredRow>): { readonly rows: number; readonly distinct: number } => ({
  rows: rows.length,
  distinct: new Set(rows.map((row) => String(row.fields["Sync ID"]))).size
})
