/**
 * Both connectors together the way a sync drives them: read a page, upsert it,
 * keep the cursor only once the destination acknowledged — with faults on both
 * sides and the sync retry policy in between. Every charge lands exactly once.
 */
import { afterAll, beforeAll, expect, test } from "bun:test"
import { ConfigProvider, Effect, Layer, ManagedRuntime, Random } from "effect"
import { AppConfig } from "../../src/config/app-config.js"
import { ProviderConfig } from "../../src/config/provider-config.js"
import type { JsonRecord } from "../../src/connectors/contract.js"
import { PaymentsSource, paymentsSourceLayer } from "../../src/connectors/payments/index.js"
import { TablesDestination } from "../../src/connectors/tables/index.js"
import { withSyncRetry } from "../../src/sync/retry-policy.js"
import { type PaymentsEmulator, startPaymentsEmulator } from "../emulators/payments.js"
import { startTablesEmulator, type TablesEmulator } from "../emulators/tables.js"
import { connection, rateLimiterLayer } from "./payments-helpers.js"
import { salesTable, tablesConfig, tablesConnection, tablesDestinationLayer } from "./tables-helpers.js"

let payments: PaymentsEmulator
let tables: TablesEmulator

beforeAll(async () => {
  payments = await startPaymentsEmulator()
  tables = await startTablesEmulator({ rateLimit: false })
})
afterAll(async () => {
  await payments.stop()
  await tables.stop()
})

test("a run with a 500, a reset and a 429 on the way still writes every charge exactly once; the next run writes nothing", async () => {
  payments.addCharges(340)
  const baseId = tables.createBase({ tables: [salesTable] }).id
  // One config for both, as in the app: ProviderConfig is built once.
  const config = ConfigProvider.fromMap(new Map([["PAYMENTS_API_URL", payments.url], ...tablesConfig(tables.url)]))
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(paymentsSourceLayer({}), tablesDestinationLayer({ slotMs: 2 })).pipe(
      Layer.provide(ProviderConfig.Default),
      Layer.provide(AppConfig.Default),
      Layer.provide(rateLimiterLayer),
      Layer.provide(Layer.setConfigProvider(config))
    )
  )
  const source = connection("sk_live_emulator")
  const destination = tablesConnection({ api_key: "pat_emulator", base_id: baseId })
  const syncRun = (start: string | null) =>
    Effect.gen(function*() {
      const read = yield* PaymentsSource
      const write = yield* TablesDestination
      let cursor = start
      let written = 0
      for (;;) {
        const page = yield* withSyncRetry(read.readPage(source, cursor))
        const rows = page.records.map((r: JsonRecord) => ({
          externalId: read.externalIdOf(r),
          fields: { Customer: String(r.description), Amount: Number(r.amount) }
        }))
        const result = yield* withSyncRetry(write.upsert(destination, rows))
        written += result.created + result.updated
        cursor = page.cursor // persisted only after the destination acknowledged
        if (page.done) return { cursor, written }
      }
    }).pipe(Effect.withRandom(Random.fixed([0])))
  try {
    payments.injectFaults({ kind: "status", status: 500 }, 1, { afterRequests: 2 })
    tables.injectFaults({ kind: "status", status: 429, retryAfterSeconds: 0 }, 1, { afterRequests: 5 })
    tables.injectFaults({ kind: "reset" }, 2, { afterRequests: 20 }) // in a later batch: each batch gets its own 3 attempts
    const first = await runtime.runPromise(syncRun(null))
    for (const emu of [payments, tables]) {
      expect((await (await fetch(`${emu.url}/__control/stats`)).json()).pendingFaults).toBe(0) // every fault was met
    }
    const ids = tables.records(baseId, "Sales").map((r) => r.fields["Sync ID"])
    expect(ids.length).toBe(payments.chargeCount())
    expect(new Set(ids).size).toBe(ids.length)
    const second = await runtime.runPromise(syncRun(first.cursor))
    expect(second.written).toBe(0)
  } finally {
    payments.clearFaults()
    tables.clearFaults()
    await runtime.dispose()
  }
})
