/**
 * The tables destination keeps at most `writesInFlight` writes of a batch in
 * flight, and every record still arrives exactly once. A counting proxy in
 * front of the tables emulator holds each request 30 ms, so overlap is seen.
 */
import { afterAll, beforeAll, expect, test } from "bun:test"
import { Effect, ManagedRuntime } from "effect"
import { TablesDestination } from "../../src/connectors/tables/index.js"
import { startTablesEmulator, type TablesEmulator } from "../emulators/tables.js"
import { rows, salesTable, tablesConnection, tablesLayer } from "./tables-helpers.js"

let emu: TablesEmulator
let proxy: ReturnType<typeof Bun.serve>
let inFlight = 0
let mostInFlight = 0
let writes = 0

beforeAll(async () => {
  emu = await startTablesEmulator({ rateLimit: false })
  proxy = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      const url = new URL(request.url)
      if (request.method === "PATCH") writes += 1
      inFlight += 1
      mostInFlight = Math.max(mostInFlight, inFlight)
      try {
        await Bun.sleep(30)
        const body = request.method === "GET" ? undefined : await request.arrayBuffer()
        return await fetch(`${emu.url}${url.pathname}${url.search}`, {
          method: request.method,
          headers: request.headers,
          body
        })
      } finally {
        inFlight -= 1
      }
    }
  })
})
afterAll(async () => {
  proxy.stop(true)
  await emu.stop()
})

const upsertThroughProxy = async (writesInFlight: number) => {
  const baseId = emu.createBase({ tables: [salesTable] }).id
  const runtime = ManagedRuntime.make(tablesLayer(`http://127.0.0.1:${proxy.port}`, { slotMs: 0, writesInFlight }))
  try {
    mostInFlight = 0
    writes = 0
    const result = await runtime.runPromise(
      Effect.flatMap(
        TablesDestination,
        (d) => d.upsert(tablesConnection({ api_key: "pat_emulator", base_id: baseId }), rows(1, 95))
      )
    )
    return { result, stored: emu.records(baseId, "Sales") }
  } finally {
    await runtime.dispose()
  }
}

test("two writes of a batch in flight by default, never more; every record once", async () => {
  const { result, stored } = await upsertThroughProxy(2)
  expect(writes).toBe(10)
  // The schema read goes first, alone; then the ten writes, two at a time.
  expect(mostInFlight).toBe(2)
  expect(result).toEqual({ created: 95, updated: 0 })
  expect(new Set(stored.map((r) => r.fields["Sync ID"])).size).toBe(95)
  expect(stored).toHaveLength(95)
})

test("writesInFlight 1 sends one request at a time", async () => {
  const { result, stored } = await upsertThroughProxy(1)
  expect(writes).toBe(10)
  expect(mostInFlight).toBe(1)
  expect(result.created).toBe(95)
  expect(stored).toHaveLength(95)
})
