/**
 * The end-to-end cases every source/destination pair must pass, written once
 * and instantiated per source (one test file per source, one server per
 * file): by API key, every record exactly once with the mapped values, a
 * second run that writes nothing, new and changed records on the next run,
 * transient faults on both sides that end in `success` without duplicates, a
 * persistent fault that ends in `error` with its failure row and status and
 * is cured by a re-run; and by OAuth, both sides connected through the
 * providers' consent, then exactly once again.
 *
 * The cases without injected faults run the source's two pairs side by side
 * (their source data changes once, for both); faults are injected per
 * emulator, so the fault cases run one pair at a time.
 */
import { describe, expect, test } from "bun:test"
import { MAX_ATTEMPTS } from "../../src/sync/retry-policy.js"
import type { Emulator } from "../emulators/harness.js"
import {
  type Column,
  createTarget,
  type DestinationKind,
  destinationKinds,
  type Row,
  SYNC_ID,
  type Target
} from "./destinations.js"
import {
  connectByOAuth,
  type Credentials,
  failuresOf,
  type MappingEntry,
  onboard,
  type Onboarded,
  type PairsWorld,
  pendingFaults,
  resetFault,
  runSync,
  saveMapping,
  statusFault,
  statusOf,
  storedCredentials
} from "./world.js"

export type SourceKind = "payments" | "storefront" | "marketplace"

export interface SourceUnderTest {
  readonly kind: SourceKind
  /** The destination's columns for this source (besides Sync ID). */
  readonly columns: ReadonlyArray<Column>
  readonly mapping: ReadonlyArray<MappingEntry>
  readonly emulator: (world: PairsWorld) => Emulator
  /** Credentials typed in by the merchant (API key / token / refresh token). */
  readonly keyCredentials: (world: PairsWorld) => Credentials
  /** What the merchant enters before connecting by OAuth, and the extra start query (storefront: shop). */
  readonly oauth: (
    world: PairsWorld
  ) => { readonly credentials: Credentials | undefined; readonly query: Record<string, string> }
  /** Every record a full sync must deliver now, by external id, as the destination must show it. */
  readonly expected: (world: PairsWorld) => Promise<Map<string, Row>>
  /** Amounts (as String(number)) the destination must hold exactly, from decimal strings or minor units a float would get wrong. */
  readonly exactAmounts: ReadonlyArray<string>
  /** Adds 3 new records and changes one of `synced` (refund, order update); returns the changed id. */
  readonly change: (world: PairsWorld, synced: ReadonlyArray<string>) => Promise<string>
}

/** Every record exactly once (no duplicate, none missing, none extra), with exactly the expected values. */
export const expectExactlyOnce = (target: Target, expected: ReadonlyMap<string, Row>): void => {
  const rows = target.rows()
  const ids = rows.map((row) => String(row[SYNC_ID]))
  expect(new Set(ids).size).toBe(rows.length)
  expect([...ids].sort()).toEqual([...expected.keys()].sort())
  for (const row of rows) expect(row).toEqual({ ...expected.get(String(row[SYNC_ID])), [SYNC_ID]: row[SYNC_ID] })
}

export const onboardByKey = async (world: PairsWorld, source: SourceUnderTest, target: Target): Promise<Onboarded> => {
  const it = await onboard(world, {
    source: source.kind,
    destination: target.kind,
    source_credentials: source.keyCredentials(world),
    destination_credentials: target.keyCredentials
  })
  await saveMapping(it, source.mapping)
  return it
}

/** Onboards with only the non-secret parts, then connects both sides by OAuth. */
export const onboardByOAuth = async (
  world: PairsWorld,
  source: SourceUnderTest,
  target: Target
): Promise<Onboarded> => {
  const oauth = source.oauth(world)
  const it = await onboard(world, {
    source: source.kind,
    destination: target.kind,
    ...(oauth.credentials === undefined ? {} : { source_credentials: oauth.credentials }),
    destination_credentials: target.oauthCredentials
  })
  await connectByOAuth(world, it, source.kind, { integration_id: it.integrationId, side: "source", ...oauth.query })
  await connectByOAuth(world, it, target.oauthStart.provider, {
    integration_id: it.integrationId,
    ...target.oauthStart.query
  })
  await saveMapping(it, source.mapping)
  return it
}

/** The pair of each destination for one source, onboarded side by side. */
interface PairUnderTest {
  readonly kind: DestinationKind
  readonly target: Target
  readonly it: Onboarded
}

const eachDestination = <A>(f: (kind: DestinationKind) => Promise<A>): Promise<Array<A>> =>
  Promise.all(destinationKinds.map(f))

export const pairSuite = (source: SourceUnderTest, world: () => PairsWorld): void => {
  const destinationEmulator = (kind: DestinationKind): Emulator => (kind === "tables" ? world().tables : world().office)

  describe(`${source.kind} → tables and ${source.kind} → office`, () => {
    // Without injected faults the two pairs can run side by side: the source's data changes once for both.
    test("by API key: every record exactly once, mapped, money exact; a second run writes nothing; new and changed records arrive on the next run", async () => {
      const w = world()
      const pairs: Array<PairUnderTest> = await eachDestination(async (kind) => {
        const target = createTarget(w, kind, source.columns)
        return { kind, target, it: await onboardByKey(w, source, target) }
      })
      const expected = await source.expected(w)
      expect(expected.size).toBeGreaterThan(30)

      const firsts = await Promise.all(pairs.map((pair) => runSync(w, pair.it)))
      for (const [index, { kind, target }] of pairs.entries()) {
        const first = firsts[index] ?? {}
        expect(first["error_message"]).toBeNull()
        expect(first["status"]).toBe("success")
        expect(first["records_synced"]).toBe(expected.size)
        expectExactlyOnce(target, expected)
        // Decimal amounts as the numbers they spell, not a float's neighbour.
        expect(target.rows().map((row) => String(row["Amount"]))).toEqual(
          expect.arrayContaining([...source.exactAmounts])
        )
        // The header row is the schema: the key column is added once, after the merchant's columns.
        if (kind === "office") expect(target.header()).toEqual([...source.columns.map((c) => c.name), SYNC_ID])
      }

      const seconds = await Promise.all(pairs.map((pair) => runSync(w, pair.it)))
      for (const [index, { target }] of pairs.entries()) {
        expect(seconds[index]?.["status"]).toBe("success")
        expect(seconds[index]?.["records_synced"]).toBe(0)
        expectExactlyOnce(target, expected)
      }

      const changed = await source.change(w, [...expected.keys()])
      const after = await source.expected(w)
      expect(after.size).toBe(expected.size + 3)
      expect(after.get(changed)).not.toEqual(expected.get(changed))
      const thirds = await Promise.all(pairs.map((pair) => runSync(w, pair.it)))
      for (const [index, { target, it }] of pairs.entries()) {
        expect(thirds[index]?.["status"]).toBe("success")
        expect(thirds[index]?.["records_synced"]).toBe(4)
        expectExactlyOnce(target, after)
        expect(await statusOf(it)).toBe("active")
      }
    })

    test("by OAuth on both sides: connected through the providers' consent, then every record exactly once", async () => {
      const w = world()
      const pairs: Array<PairUnderTest> = await eachDestination(async (kind) => {
        const target = createTarget(w, kind, source.columns)
        return { kind, target, it: await onboardByOAuth(w, source, target) }
      })
      for (const { it } of pairs) {
        const sourceCredentials = await storedCredentials(w, it, "source")
        const destinationCredentials = await storedCredentials(w, it, "destination")
        expect(typeof (sourceCredentials["access_token"] ?? sourceCredentials["refresh_token"])).toBe("string")
        expect(sourceCredentials["api_key"]).toBeUndefined()
        expect(typeof destinationCredentials["access_token"]).toBe("string")
        expect(typeof destinationCredentials["refresh_token"]).toBe("string")
        expect(destinationCredentials["api_key"]).toBeUndefined()
      }

      const expected = await source.expected(w)
      const firsts = await Promise.all(pairs.map((pair) => runSync(w, pair.it)))
      const seconds = await Promise.all(pairs.map((pair) => runSync(w, pair.it)))
      for (const [index, { target }] of pairs.entries()) {
        expect(firsts[index]?.["error_message"]).toBeNull()
        expect(firsts[index]?.["status"]).toBe("success")
        expect(firsts[index]?.["records_synced"]).toBe(expected.size)
        expect(seconds[index]?.["status"]).toBe("success")
        expect(seconds[index]?.["records_synced"]).toBe(0)
        expectExactlyOnce(target, expected)
      }
    })

    // Injected faults are per emulator, so these pairs run one at a time.
    for (const kind of destinationKinds) {
      test(`→ ${kind}: transient faults on both sides (resets, a 500, a 429 with Retry-After: 1) → success, nothing doubled or missed`, async () => {
        const w = world()
        const target = createTarget(w, kind, source.columns)
        const it = await onboardByKey(w, source, target)
        const sourceEmulator = source.emulator(w)
        const destination = destinationEmulator(kind)
        try {
          // Run 1: the source's connection is reset; the destination answers a 500, then a 429.
          sourceEmulator.injectFaults(resetFault, 2)
          destination.injectFaults(statusFault(500), 1, { afterRequests: 1 })
          destination.injectFaults(statusFault(429, 1), 1, { afterRequests: 1 })
          const first = await runSync(w, it)
          expect(await pendingFaults(sourceEmulator)).toBe(0)
          expect(await pendingFaults(destination)).toBe(0)
          expect(first["error_message"]).toBeNull()
          expect(first["status"]).toBe("success")
          expectExactlyOnce(target, await source.expected(w))

          // Run 2: the other way round.
          await source.change(w, target.rows().map((row) => String(row[SYNC_ID])))
          sourceEmulator.injectFaults(statusFault(500), 1)
          sourceEmulator.injectFaults(statusFault(429, 1), 1)
          destination.injectFaults(resetFault, 2)
          const second = await runSync(w, it)
          expect(await pendingFaults(sourceEmulator)).toBe(0)
          expect(await pendingFaults(destination)).toBe(0)
          expect(second["error_message"]).toBeNull()
          expect(second["status"]).toBe("success")
          expect(second["records_synced"]).toBe(4)
          expectExactlyOnce(target, await source.expected(w))
          expect(await failuresOf(it)).toEqual([])
        } finally {
          sourceEmulator.clearFaults()
          destination.clearFaults()
        }
      })

      const faultySide = kind === "tables" ? "source" : "destination"
      test(`→ ${kind}: a persistent fault (${faultySide}) → ${MAX_ATTEMPTS} attempts, an error log, a failure row, status error; fixed and re-run → success, active`, async () => {
        const w = world()
        const target = createTarget(w, kind, source.columns)
        const it = await onboardByKey(w, source, target)
        const faulty = faultySide === "source" ? source.emulator(w) : destinationEmulator(kind)
        faulty.injectFaults(statusFault(503), 1000)
        let log: Record<string, unknown>
        try {
          log = await runSync(w, it)
        } finally {
          faulty.clearFaults()
        }
        expect(log["status"]).toBe("error")
        expect(log["records_synced"]).toBe(0)
        expect(String(log["error_message"])).toContain(`. Gave up after ${MAX_ATTEMPTS} attempts.`)
        const failures = await failuresOf(it)
        expect(failures.length).toBe(1)
        expect(failures[0]?.["attempt_count"]).toBe(MAX_ATTEMPTS)
        expect(failures[0]?.["sync_log_id"]).toBe(log["id"])
        expect(failures[0]?.["resolved_at"]).toBeNull()
        expect(await statusOf(it)).toBe("error")
        expect(target.rows().length).toBe(0)

        const fixed = await runSync(w, it)
        expect(fixed["status"]).toBe("success")
        expectExactlyOnce(target, await source.expected(w))
        expect(fixed["records_synced"]).toBe(target.rows().length)
        expect(await statusOf(it)).toBe("active")
      })
    }
  })
}
