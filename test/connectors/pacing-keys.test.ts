/**
 * Provider request budgets are counted per secret, never per identifier a
 * tenant can type: a tenant naming another's seller or base spends only its
 * own budget, while two integrations with the same credentials share one.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { Effect, ManagedRuntime } from "effect"
import { MarketplaceSource } from "../../src/connectors/marketplace/source.js"
import { TablesDestination } from "../../src/connectors/tables/index.js"
import { type MarketplaceEmulator, startMarketplaceEmulator } from "../emulators/marketplace.js"
import { startTablesEmulator, type TablesEmulator } from "../emulators/tables.js"
import { EMULATOR_MIN_AGE_SECONDS, marketplaceRuntime } from "./marketplace-helpers.js"
import { fakeConnection } from "./source-helpers.js"
import { salesTable, tablesConnection, tablesLayer } from "./tables-helpers.js"

describe("marketplace getOrders budget", () => {
  let emu: MarketplaceEmulator
  let runtime: ReturnType<typeof marketplaceRuntime>
  beforeAll(async () => {
    emu = await startMarketplaceEmulator({ rateLimit: false, minBeforeAgeSeconds: EMULATOR_MIN_AGE_SECONDS })
    emu.addOrders(3, { at: Date.now() - 3_600_000 })
    // One request at once, refilled once a minute: a single foreign call would spend it.
    runtime = marketplaceRuntime(emu, { burst: 1, ratePerSecond: 1 / 60 })
  })
  afterAll(async () => {
    await runtime.dispose()
    await emu.stop()
  })

  const read = (credentials: Record<string, unknown>) =>
    runtime.runPromise(
      Effect.either(Effect.flatMap(MarketplaceSource, (s) => s.readPage(fakeConnection(credentials).connection, null)))
    )

  test("another tenant typing the victim's selling_partner_id does not spend the victim's budget", async () => {
    const victim = { refresh_token: emu.issueRefreshToken(), selling_partner_id: "A3VICTIM0SELLER" }
    await read({ refresh_token: "Atzr|attacker-own-token", selling_partner_id: victim.selling_partner_id })
    const page = await read(victim)
    expect(page._tag).toBe("Right")
    if (page._tag === "Right") expect(page.right.deferred).toBeUndefined()
  })

  test("two integrations with the same credentials share one budget", async () => {
    const shared = { refresh_token: emu.issueRefreshToken(), selling_partner_id: "A3SHARED0SELLER" }
    const first = await read(shared)
    expect(first._tag === "Right" && first.right.deferred === undefined).toBe(true)
    const second = await read({ ...shared })
    expect(second._tag === "Right" && second.right.deferred !== undefined).toBe(true)
  })
})

describe("tables base pacing", () => {
  let emu: TablesEmulator
  let runtime: ManagedRuntime.ManagedRuntime<TablesDestination, unknown>
  // Slots far apart: a request queued behind another tenant's would wait this long.
  const SLOT_MS = 4_000
  beforeAll(async () => {
    emu = await startTablesEmulator({ rateLimit: false, oauthClientSecret: "shh" })
    runtime = ManagedRuntime.make(tablesLayer(emu.url, { timeoutMs: 2_000, slotMs: SLOT_MS }))
  })
  afterAll(async () => {
    await runtime.dispose()
    await emu.stop()
  })

  const describeBase = (credentials: Record<string, unknown>) =>
    runtime.runPromise(
      Effect.either(Effect.flatMap(TablesDestination, (d) => d.describe(tablesConnection(credentials))))
    )

  test("another tenant's token on the same base id does not take the owner's slots", async () => {
    const baseId = emu.createBase({ tables: [salesTable] }).id
    for (let i = 0; i < 2; i++) {
      await Promise.race([describeBase({ api_key: `pat_attacker_${i}`, base_id: baseId }), Bun.sleep(50)])
    }
    const started = Date.now()
    const owner = await describeBase({ api_key: "pat_emulator", base_id: baseId })
    expect(owner._tag).toBe("Right")
    expect(Date.now() - started).toBeLessThan(SLOT_MS / 2)
  }, 20_000)
})
