/**
 * bench:backfill's storefront section: a first sync of a shop's orders into a
 * tables base, the store answering each call in `latencyMs` behind Shopify's
 * bucket (40 deep, 2/s drain, 429 when full), the service with its default
 * pacing and `windows` `updated_at` windows (STOREFRONT_BACKFILL_WINDOWS).
 * Prints records/s, the store's calls/s against its 2/s drain, peak calls in
 * flight, the bucket's highest level, the 429s, and checks every order once.
 */
import { BACKFILL_ENV } from "../../test/support/sync.js"
import { applyMapping, finishedAt, onboard, orderMapping, retry, salesTable, waitForLog } from "./api.js"
import { startEmulatorProcess, STOREFRONT_SHOP, STOREFRONT_TOKEN } from "./emulators.js"
import { syncIdCounts, TABLES_TOKEN } from "./pipeline.js"
import { fixed, int, progress, verdict } from "./report.js"
import { startService } from "./service.js"

const DAY = 86_400_000
/** Shopify's standard plan drains the bucket at 2 calls/s. */
const DRAIN_PER_SECOND = 2

export interface StorefrontRun {
  readonly windows: number
  readonly status: string
  readonly synced: number
  readonly seconds: number
  readonly calls: number
  readonly peakInFlight: number
  readonly bucketPeak: number
  readonly throttled: number
  readonly rows: number
  readonly distinct: number
}

export const runStorefront = async (orders: number, latencyMs: number, windows: number): Promise<StorefrontRun> => {
  const emulators = await startEmulatorProcess({ paymentsRateLimit: true, tablesRateLimit: false })
  try {
    progress(`storefront, ${windows} window${windows === 1 ? "" : "s"}: seeding ${int(orders)} orders`)
    // Two years of history, changed evenly, the newest a day ago.
    const now = Date.now()
    await emulators.addOrders(orders, now - 730 * DAY, now - DAY)
    await emulators.storefrontLimits({ latencyMs })
    const base = await emulators.createBase([salesTable])
    const service = await startService({
      paymentsUrl: emulators.paymentsUrl,
      tablesUrl: emulators.tablesUrl,
      env: {
        ...BACKFILL_ENV,
        STOREFRONT_API_URL: `${emulators.storefrontUrl}/{shop}`,
        STOREFRONT_BACKFILL_WINDOWS: String(windows)
      }
    })
    try {
      const session = await onboard(service, {
        email: `storefront-backfill-${Date.now().toString(36)}@example.com`,
        paymentsKey: "unused",
        tablesToken: TABLES_TOKEN,
        baseId: base.id,
        source: { kind: "storefront", credentials: { shop: STOREFRONT_SHOP, access_token: STOREFRONT_TOKEN } }
      })
      await applyMapping(service, session, orderMapping)
      const before = await emulators.traffic("storefront")
      const throttledBefore = (await emulators.storefrontBucket()).throttled
      const started = Date.now()
      await retry(service, session)
      const log = await waitForLog(service, session, { timeoutMs: Math.max(180_000, orders * 20), pollMs: 500 })
      const seconds = (finishedAt(service, log.id) - started) / 1000
      const after = await emulators.traffic("storefront")
      const bucket = await emulators.storefrontBucket()
      const arrived = syncIdCounts(await emulators.records(base.id, salesTable.name))
      return {
        windows,
        status: log.status,
        synced: log.records_synced,
        seconds,
        calls: after.requests - before.requests,
        peakInFlight: after.peakInFlight,
        bucketPeak: bucket.peak,
        throttled: bucket.throttled - throttledBefore,
        rows: arrived.rows,
        distinct: arrived.distinct
      }
    } finally {
      await service.stop()
    }
  } finally {
    await emulators.stop()
  }
}

/** The runs side by side; returns what failed. */
export const reportStorefront = (orders: number, runs: ReadonlyArray<StorefrontRun>): Array<string> => {
  const failures: Array<string> = []
  for (const r of runs) {
    const label = `storefront, ${r.windows} window${r.windows === 1 ? "" : "s"}`
    const exact = r.rows === orders && r.distinct === orders
    if (r.status !== "success" || r.synced < orders) failures.push(`${label}: log ${r.status}, ${r.synced} synced`)
    if (!exact) failures.push(`${label}: the table holds ${r.rows} rows, ${r.distinct} distinct Sync IDs`)
    console.log(
      `  ${label.padEnd(22)} ${int(r.synced)} records in ${fixed(r.seconds, 1)} s → ${
        int(r.synced / r.seconds)
      } records/s; ${int(r.calls)} calls, ${
        fixed(r.calls / r.seconds, 2)
      } calls/s (drain ${DRAIN_PER_SECOND}/s), peak ${int(r.peakInFlight)} in flight, bucket peak ${
        fixed(r.bucketPeak, 1)
      }/40; ${int(r.throttled)} × 429 ${verdict(r.throttled === 0)}; ${int(r.rows)} rows, ${
        int(r.distinct)
      } distinct: every order once ${verdict(exact)}`
    )
  }
  const [one, many] = [runs[0], runs[runs.length - 1]]
  if (one !== undefined && many !== undefined && one !== many) {
    console.log(
      `  ${many.windows} windows vs 1: ${fixed(one.seconds / many.seconds, 2)}× the records/s (${
        fixed(one.seconds, 1)
      } s → ${fixed(many.seconds, 1)} s)`
    )
  }
  return failures
}
