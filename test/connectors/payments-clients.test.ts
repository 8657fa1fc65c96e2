/**
 * A runner syncs many merchants, each with a secret key of their own: the
 * payments source keeps SDK clients only for recently used keys, so its
 * memory does not grow with every merchant it has ever read.
 */
import { afterAll, beforeAll, expect, test } from "bun:test"
import { Effect, ManagedRuntime } from "effect"
import { PaymentsSource } from "../../src/connectors/payments/index.js"
import { type PaymentsEmulator, startPaymentsEmulator } from "../emulators/payments.js"
import { connection, paymentsLayer } from "./payments-helpers.js"

const MERCHANTS = 1_500
const keys = Array.from({ length: MERCHANTS }, (_, i) => `sk_test_merchant${i}`)
let emu: PaymentsEmulator

beforeAll(async () => {
  emu = await startPaymentsEmulator({ apiKeys: ["sk_test_emulator", ...keys] })
  emu.addCharges(3)
})
afterAll(async () => {
  await emu.stop()
})

const heapAfterGc = () => {
  Bun.gc(true)
  return process.memoryUsage().heapUsed
}

test("reading 1,500 merchants' keys one after another keeps the heap flat (an SDK client is about 40 KB)", async () => {
  const runtime = ManagedRuntime.make(paymentsLayer(emu.url))
  try {
    const sampleWith = (key: string) =>
      runtime.runPromise(Effect.flatMap(PaymentsSource, (source) => source.sample(connection(key), 1)))
    // Warm up: the first calls load the SDK and fill the caches that do not depend on the key.
    for (const key of keys.slice(0, 300)) expect((await sampleWith(key)).length).toBe(1)
    const before = heapAfterGc()
    for (const key of keys.slice(300)) expect((await sampleWith(key)).length).toBe(1)
    const grown = heapAfterGc() - before
    // Kept per key, 1,200 more clients would be about 47 MB; a bounded cache holds a few hundred at most.
    expect(grown).toBeLessThan(20e6)
  } finally {
    await runtime.dispose()
  }
}, 60_000)
