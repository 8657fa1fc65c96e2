/**
 * A storefront first sync read as parallel `updated_at` windows, against the
 * storefront emulator with its real bucket (40 deep, 2/s) and a latency per
 * call: every order once, no 429, calls in flight at once; resumed from a
 * saved cursor by a new source; a refused page_info; a long gap.
 */
import { afterEach, describe, expect, test } from "bun:test"
import { Effect } from "effect"
import { decodeCursor, encodeCursor, initialCursor } from "../../src/connectors/storefront/cursor.js"
import { StorefrontSource } from "../../src/connectors/storefront/source.js"
import { startStorefrontEmulator, type StorefrontEmulator } from "../emulators/storefront.js"
import { fakeConnection, readAll } from "./source-helpers.js"
import { storefrontRuntime } from "./storefront-helpers.js"

const DAY = 86_400_000
const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

interface Reading {
  readonly latencyMs?: number
  readonly pageSize: number
  readonly windows: number
}

/** A source of its own (as a new process would have) reading `emu`. */
const sourceOn = (emu: StorefrontEmulator, options: Reading) => {
  const runtime = storefrontRuntime(emu, { pageSize: options.pageSize, timeoutMs: 10_000 }, emu.url, options.windows)
  cleanups.push(() => runtime.dispose())
  const connection = () => fakeConnection({ shop: emu.shop, access_token: emu.accessToken }).connection
  return (cursor: string | null, maxPages?: number) =>
    runtime.runPromise(Effect.flatMap(StorefrontSource, (s) => readAll(s, connection(), cursor, maxPages)))
}

/** An emulator with `orders` changed evenly over the last year, and a source reading it. */
const world = async (orders: number, options: Reading) => {
  const emu = await startStorefrontEmulator({ seed: false, latencyMs: options.latencyMs ?? 0 })
  cleanups.push(() => emu.stop())
  emu.addOrdersSpread(orders, emu.now() - 365 * DAY, emu.now() - DAY)
  return { emu, readFrom: sourceOn(emu, options) }
}

const allIds = (emu: StorefrontEmulator) => emu.orders().map((o) => String(o.id)).sort()

const expectEveryOrderOnce = (emu: StorefrontEmulator, ids: ReadonlyArray<string>) => {
  expect(ids.length).toBe(emu.orderCount())
  expect([...ids].sort()).toEqual(allIds(emu))
}

describe("storefront backfill windows", () => {
  test(
    "two first syncs on one shop at once, 8 windows each, the real bucket: every order once, no 429, calls in flight together",
    async () => {
      const { emu, readFrom } = await world(2_400, { latencyMs: 300, pageSize: 100, windows: 8 })
      // Two integrations of one shop and credential share the bucket: 2 × 25 pages, past its 40-call burst.
      const [a, b] = await Promise.all([readFrom(null), readFrom(null)])
      expectEveryOrderOnce(emu, a.ids)
      expectEveryOrderOnce(emu, b.ids)
      expect(emu.bucketStats().throttled).toBe(0)
      // The default headroom of 4 is kept (give or take the drain of the few ms a call takes to reach the store).
      expect(emu.bucketStats().peak).toBeLessThan(36.5)
      expect(emu.traffic().peakInFlight).toBeGreaterThan(1)
      // A first sync's pages each carry a page of several windows.
      expect(Math.max(...a.pages.map((p) => p.records.length))).toBeGreaterThan(100)
      // Afterwards: an incremental run as before, from the backfill's start.
      const after = decodeCursor(a.cursor)
      expect(after?.backfill).toBeNull()
      expect(after?.since).not.toBeNull()
      const [changed] = emu.addOrders(1)
      expect((await readFrom(a.cursor)).ids).toEqual([String(changed.id)])
    },
    60_000
  )

  test("orders changed in the last minutes are read by the same run, after the windows, from the store's clock", async () => {
    const { emu, readFrom } = await world(500, { pageSize: 50, windows: 4 })
    const recent = emu.addOrders(3, { at: emu.now() - 30_000 })
    const run = await readFrom(null)
    expectEveryOrderOnce(emu, run.ids)
    // The windows ended minutes ago; the pass after them read the recent orders and took its watermark from them.
    expect(decodeCursor(run.cursor)?.since).toBe(String(recent[0]?.updated_at))
    expect((await readFrom(run.cursor)).ids).toEqual([])
  })

  test("a new source resumes every window from the saved cursor: nothing lost, nothing doubled", async () => {
    const options = { latencyMs: 20, pageSize: 50, windows: 4 }
    const { emu, readFrom } = await world(1_000, options)
    const first = await readFrom(null, 3)
    const saved = decodeCursor(first.cursor)
    expect(saved?.backfill?.windows.length).toBe(4)
    expect(saved?.backfill?.windows.every((w) => w.pageInfo !== null)).toBe(true)
    expect(first.ids.length).toBe(3 * 4 * 50)
    // Another process (a new source, nothing shared but the saved cursor) finishes the run.
    const rest = await sourceOn(emu, options)(first.cursor)
    expectEveryOrderOnce(emu, [...first.ids, ...rest.ids])
  })

  test("a window whose page_info the store refuses starts again where it was, not from its start", async () => {
    const { emu, readFrom } = await world(600, { pageSize: 50, windows: 3 })
    const first = await readFrom(null, 2)
    const saved = decodeCursor(first.cursor)
    const windows = saved?.backfill?.windows ?? []
    expect(windows).toHaveLength(3)
    const broken = encodeCursor({
      ...initialCursor,
      ...saved,
      backfill: saved?.backfill === null || saved?.backfill === undefined ? null : {
        ...saved.backfill,
        windows: windows.map((w, i) => (i === 1 ? { ...w, pageInfo: "not-a-page" } : w))
      }
    })
    const rest = await readFrom(broken)
    expectEveryOrderOnce(emu, [...first.ids, ...rest.ids])
  })

  test("a cursor of the first version, mid-run, is read to its end one page at a time", async () => {
    const { emu, readFrom } = await world(300, { pageSize: 50, windows: 1 })
    const first = await readFrom(null, 1)
    const { backfill: _none, ...v2 } = decodeCursor(first.cursor) ?? initialCursor
    const v1 = JSON.stringify({ ...v2, v: 1 })
    const rest = await sourceOn(emu, { pageSize: 50, windows: 4 })(v1)
    expectEveryOrderOnce(emu, [...first.ids, ...rest.ids])
    expect(rest.pages.every((page) => page.records.length <= 50)).toBe(true)
  })

  test("a watermark older than a day is caught up as windows, skipping what was read at it", async () => {
    const { emu, readFrom } = await world(0, { pageSize: 50, windows: 4 })
    const mark = emu.now() - 10 * DAY
    const [seen] = emu.addOrders(1, { at: mark })
    const [unseen] = emu.addOrders(1, { at: mark })
    emu.addOrdersSpread(400, mark + 1000, emu.now() - 1000)
    const cursor = encodeCursor({ ...initialCursor, since: String(seen.updated_at), seenAtSince: [String(seen.id)] })
    const caughtUp = await readFrom(cursor)
    expect(caughtUp.ids).not.toContain(String(seen.id))
    expect(caughtUp.ids).toContain(String(unseen.id))
    expect(caughtUp.ids.length).toBe(emu.orderCount() - 1)
    expect(new Set(caughtUp.ids).size).toBe(caughtUp.ids.length)
    expect(Math.max(...caughtUp.pages.map((p) => p.records.length))).toBeGreaterThan(50)
  })
})
