import { Effect } from "effect"
import { startEmulatorProcess } from "./support/emulators.js"
import { ownCpuSeconds } from "./support/process.js"
import { salesTable } from "./support/api.js"
import { TablesDestination } from "../src/connectors/tables/index.js"
import { tablesLayer, tablesConnection } from "../test/connectors/tables-helpers.js"
const em = await startEmulatorProcess({ paymentsRateLimit: false, tablesRateLimit: false })
const base = await em.createBase([salesTable])
const tableId = base.tableIds[salesTable.name]!
const N = 20000
const fields = (i: number) => ({ Amount: i / 100, Refunded: 0, Currency: "USD", Date: "2026-01-01", Email: `a${i}@x.com`, Description: `charge ${i}`, Status: "succeeded" })
const time = async (name: string, f: () => Promise<void>) => { const c0 = ownCpuSeconds(); const t0 = performance.now(); await f(); console.log(name, "wall", ((performance.now() - t0) / 1000).toFixed(2), "cpu", (ownCpuSeconds() - c0).toFixed(2)) }
const writeUrl = `${em.tablesUrl}/v0/${base.id}/${tableId}`
const bare = async (off: number) => { for (let i = 0; i < N; i += 10) { const records = Array.from({ length: 10 }, (_, k) => ({ fields: { ...fields(i + k), "Sync ID": `ch_${off + i + k}` } })); const r = await fetch(writeUrl, { method: "PATCH", headers: { authorization: "Bearer pat_emulator", "content-type": "application/json" }, body: JSON.stringify({ performUpsert: { fieldsToMergeOn: ["Sync ID"] }, typecast: true, records }) }); await r.json() } }
const conn = tablesConnection({ api_key: "pat_emulator", base_id: base.id })
const viaEffect = (off: number) => Effect.gen(function* () { const d = yield* TablesDestination; for (let i = 0; i < N; i += 100) { yield* d.upsert(conn, Array.from({ length: 100 }, (_, k) => ({ externalId: `ch_${off + i + k}`, fields: fields(i + k) }))) } }).pipe(Effect.provide(tablesLayer(em.tablesUrl, { slotMs: 0 })), Effect.runPromise)
for (let r = 0; r < 2; r++) {
  await time("bare  ", () => bare(r * 100000))
  await time("effect", () => viaEffect(r * 100000 + 50000))
}
await em.stop()
