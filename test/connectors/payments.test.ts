import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { type ConfigError, Effect, ManagedRuntime } from "effect"
import type { ConnectorError } from "../../src/connectors/contract.js"
import { decodeCursor, PaymentsSource } from "../../src/connectors/payments/index.js"
import { type PaymentsEmulator, startPaymentsEmulator } from "../emulators/payments.js"
import { connection, paymentsLayer, readAll } from "./payments-helpers.js"

let emu: PaymentsEmulator
let runtime: ManagedRuntime.ManagedRuntime<PaymentsSource, ConfigError.ConfigError>
const live = connection("sk_live_emulator")
const run = <A>(effect: Effect.Effect<A, ConnectorError, PaymentsSource>): Promise<A> => runtime.runPromise(effect)
const failure = <A>(effect: Effect.Effect<A, ConnectorError, PaymentsSource>): Promise<ConnectorError> =>
  runtime.runPromise(Effect.flip(effect))

beforeAll(async () => {
  emu = await startPaymentsEmulator()
  // Slices from the first page on, so these short histories exercise them (a real one reads a few pages first).
  runtime = ManagedRuntime.make(paymentsLayer(emu.url, { timeoutMs: 300, sequentialPages: 1 }))
})
afterAll(async () => {
  await runtime.dispose()
  await emu.stop()
})

describe("payments source", () => {
  let cursorAfterFirstSync = ""

  test("first run reads every charge once: the newest 100 first, the rest as parallel created slices", async () => {
    emu.addCharges(250, { perSecond: 7 })
    const { pages, ids, cursor } = await run(readAll(live, null))
    expect(ids.length).toBe(emu.chargeCount())
    expect(new Set(ids).size).toBe(ids.length)
    expect(pages[0].records.length).toBe(100)
    const first = pages[0].records.map((r) => Number(r.created))
    expect(first).toEqual([...first].sort((a, b) => b - a))
    // The rest of the history arrives in pages that each hold several slices' charges.
    const second = decodeCursor(pages[0].cursor)
    if (second._tag === "Left") throw new Error(second.left)
    expect(second.right.pass?.slices?.length).toBe(1)
    expect(pages[1].records.length).toBeGreaterThan(100)
    expect(pages.at(-1)?.done).toBe(true)
    cursorAfterFirstSync = cursor ?? ""
  })

  test("a second run reads nothing new", async () => {
    const { ids, pages } = await run(readAll(live, cursorAfterFirstSync))
    expect(ids).toEqual([])
    expect(pages.at(-1)?.done).toBe(true)
  })

  test("charges created in the watermark's own second are read next run, exactly once", async () => {
    const cursor = decodeCursor(cursorAfterFirstSync)
    if (cursor._tag === "Left") throw new Error(cursor.left)
    const second = cursor.right.charges.watermark ?? 0
    const late = emu.addCharges(3, { created: second }).ids()
    const next = await run(readAll(live, cursorAfterFirstSync))
    expect(next.ids.sort()).toEqual(late.sort())
    const again = await run(readAll(live, next.cursor))
    expect(again.ids).toEqual([])
    cursorAfterFirstSync = again.cursor ?? ""
  })

  test("charges created while a run is paging are picked up by the next run; none skipped, none twice", async () => {
    const older = emu.addCharges(150).ids()
    const first = await run(Effect.flatMap(PaymentsSource, (s) => s.readPage(live, cursorAfterFirstSync)))
    const during = emu.addCharges(5).ids()
    const rest = await run(readAll(live, first.cursor))
    const runOne = [...first.records.map((r) => String(r.id)), ...rest.ids]
    expect(runOne.sort()).toEqual([...older].sort())
    const runTwo = await run(readAll(live, rest.cursor))
    expect(runTwo.ids.sort()).toEqual([...during].sort())
    cursorAfterFirstSync = (await run(readAll(live, runTwo.cursor))).cursor ?? ""
  })

  test("a crashed run resumes from its persisted cursor mid-history", async () => {
    const history = emu.addCharges(230).ids()
    const firstPage = await run(Effect.flatMap(PaymentsSource, (s) => s.readPage(live, cursorAfterFirstSync)))
    expect(firstPage.done).toBe(false)
    // the process dies here; a new runtime resumes from the saved cursor
    const fresh = ManagedRuntime.make(paymentsLayer(emu.url, { sequentialPages: 1 }))
    try {
      const rest = await fresh.runPromise(readAll(live, firstPage.cursor))
      const all = [...firstPage.records.map((r) => String(r.id)), ...rest.ids]
      expect(all.length).toBe(history.length)
      expect(all.sort()).toEqual([...history].sort())
      cursorAfterFirstSync = rest.cursor ?? ""
    } finally {
      await fresh.dispose()
    }
  })

  test("refunds, disputes and updates arrive through events as the charge's current state", async () => {
    const before = await run(Effect.flatMap(PaymentsSource, (s) => s.sample(live, 20)))
    const [a, b, c] = before.map((r) => String(r.id))
    emu.refundCharge(a)
    emu.refundCharge(b, 50)
    emu.refundCharge(b, 25)
    emu.disputeCharge(c)
    const changed = await run(readAll(live, cursorAfterFirstSync))
    expect(changed.ids.sort()).toEqual([a, b, c].sort())
    const byId = new Map(changed.pages.flatMap((p) => p.records).map((r) => [String(r.id), r]))
    expect(byId.get(a)?.refunded).toBe(true)
    expect(byId.get(b)?.amount_refunded).toBe(75)
    expect(byId.get(c)?.disputed).toBe(true)
    const quiet = await run(readAll(live, changed.cursor))
    expect(quiet.ids).toEqual([])
  })

  test("sample returns the newest charges; externalIdOf is the charge id", async () => {
    const sample = await run(Effect.flatMap(PaymentsSource, (s) => s.sample(live, 5)))
    expect(sample.length).toBe(5)
    const source = await run(PaymentsSource)
    expect(source.externalIdOf(sample[0])).toBe(String(sample[0].id))
  })

  test("test keys are paced under the 25 requests/s limit: no 429 from a burst of reads", async () => {
    const testKey = connection("sk_test_emulator")
    const results = await run(
      Effect.forEach(
        Array.from({ length: 40 }, (_, i) => i),
        () => Effect.flatMap(PaymentsSource, (s) => s.sample(testKey, 1)),
        { concurrency: 8 }
      )
    )
    expect(results.length).toBe(40)
  })

  describe("failures are classified", () => {
    const read = Effect.flatMap(PaymentsSource, (s) => s.readPage(live, null))

    test("500 → retryable, in Stripe's words without its error type", async () => {
      emu.injectFaults({ kind: "status", status: 500 }, 1)
      const error = await failure(read)
      expect(error).toMatchObject({ retryable: true, status: 500 })
      // The merchant reads this message: "(api_error)" beside it would tell them nothing.
      expect(error.message).toBe("Stripe API is unavailable: Emulated failure (HTTP 500).")
    })
    test("connection reset → retryable", async () => {
      // Bun's fetch re-sends on each pooled socket and the SDK once more on a closed connection: reset them all
      // (a backfill's parallel reads leave up to a second's budget of sockets pooled).
      emu.injectFaults({ kind: "reset" }, 300)
      const error = await failure(read)
      emu.clearFaults()
      expect(error.retryable).toBe(true)
      expect(error.status).toBeUndefined()
      expect(error.message).toContain("could not be reached")
    })
    test("429 with Retry-After → retryable with retryAfterMs", async () => {
      emu.injectFaults({
        kind: "status",
        status: 429,
        retryAfterSeconds: 2,
        headers: { "stripe-should-retry": "true" }
      }, 1)
      expect(await failure(read)).toMatchObject({ retryable: true, status: 429, retryAfterMs: 2000 })
    })
    test("stall → timeout, retryable", async () => {
      emu.injectFaults({ kind: "stall", ms: 1000 }, 1)
      const error = await failure(read)
      expect(error.retryable).toBe(true)
      expect(error.message).toContain("did not answer in time")
    })
    test("401 → permanent, reconnect, Stripe's message kept", async () => {
      const error = await failure(
        Effect.flatMap(PaymentsSource, (s) => s.readPage(connection("sk_live_revoked"), null))
      )
      expect(error).toMatchObject({ retryable: false, reconnect: true, status: 401 })
      expect(error.message).toContain("Invalid API Key provided")
    })
    test("404 and 400 → permanent", async () => {
      emu.injectFaults({ kind: "status", status: 404 }, 1)
      expect(await failure(read)).toMatchObject({ retryable: false, status: 404 })
      emu.injectFaults({ kind: "status", status: 400 }, 1)
      expect(await failure(read)).toMatchObject({ retryable: false, status: 400 })
    })
    test("missing key → permanent, reconnect", async () => {
      const error = await failure(
        Effect.flatMap(PaymentsSource, (s) => s.readPage({ credentials: {}, saveCredentials: () => Effect.void }, null))
      )
      expect(error).toMatchObject({ retryable: false, reconnect: true })
    })
  })
})

describe("a short history", () => {
  test("on a test key, up to 1,000 charges are read a page at a time, with no search for its start", async () => {
    const own = await startPaymentsEmulator()
    const defaults = ManagedRuntime.make(paymentsLayer(own.url))
    try {
      own.addCharges(950)
      const { pages, ids } = await defaults.runPromise(readAll(connection("sk_test_emulator"), null))
      expect(ids.length).toBe(own.chargeCount())
      expect(new Set(ids).size).toBe(ids.length)
      // Ten pages of at most 100 and the events page: one list call each, none holding several slices' charges.
      expect(pages.every((page) => page.records.length <= 100)).toBe(true)
      expect(pages.length).toBeLessThanOrEqual(11)
      for (const page of pages) {
        const cursor = decodeCursor(page.cursor)
        expect(cursor._tag === "Right" && cursor.right.pass?.slices === undefined).toBe(true)
      }
    } finally {
      await defaults.dispose()
      await own.stop()
    }
  })

  test("on a live key (a budget four times a test key's) the rest goes on as slices past 3 pages", async () => {
    const own = await startPaymentsEmulator()
    const defaults = ManagedRuntime.make(paymentsLayer(own.url))
    try {
      own.addCharges(1_500)
      const { pages, ids } = await defaults.runPromise(readAll(live, null))
      expect(ids.length).toBe(own.chargeCount())
      expect(new Set(ids).size).toBe(ids.length)
      const sliced = pages.findIndex((page) => {
        const cursor = decodeCursor(page.cursor)
        return cursor._tag === "Right" && cursor.right.pass?.slices !== undefined
      })
      expect(sliced).toBe(2)
    } finally {
      await defaults.dispose()
      await own.stop()
    }
  })
})
