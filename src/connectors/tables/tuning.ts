/**
 * Knobs of the tables destination, with the provider's real figures as
 * defaults; tests may shrink them (`Effect.provideService(TablesTuning, …)`
 * or `Layer.succeed`).
 *
 * One knob is read from the environment (through Effect's Config, default
 * ConfigProvider) when the default is first needed, i.e. when the
 * destination layer is built:
 *
 *   TABLES_REQUESTS_PER_SECOND  requests per second per base allowed by the
 *                               client-side limiter. Default 5 (Airtable's
 *                               limit → slotMs 205). A positive number n gives
 *                               slotMs = ceil(1000 / n) + 5. `0` or `off`
 *                               switches the client-side limiter off
 *                               (slotMs 0: no pacing at all) — only for
 *                               throughput benchmarks against an emulator
 *                               whose own limit is off; real Airtable answers
 *                               an unpaced sync with 30 s of 429s. Anything
 *                               else stops the service at start-up with a
 *                               message naming the variable.
 */
import { Config, ConfigError, Context, Effect, Either } from "effect"

export interface TablesTuningValue {
  /**
   * One request per this many ms per base. Airtable allows 5/s and punishes
   * the sixth with 30 s of 429s; 205 ms (≈4.88/s, 48.8 records/s) keeps any
   * sliding second at five with ~25 ms to spare for scheduling jitter.
   * 0: no client-side limit (TABLES_REQUESTS_PER_SECOND=off).
   */
  readonly slotMs: number
  /** Airtable's per-request maximum. */
  readonly recordsPerRequest: number
  /**
   * Write requests of one `upsert` call in flight at once. Each still waits
   * for its slot, so the base's rate is unchanged; two keep the slots filled
   * when an answer takes longer than a slot (Airtable: often 200–500 ms).
   * Records are unique per call, so concurrent requests never touch the same row.
   */
  readonly writesInFlight: number
  /** Rows one `upsert` call accepts (the engine's batch). */
  readonly batchSize: number
  readonly timeoutMs: number
  /** How long a table's schema is trusted before it is read again. */
  readonly schemaTtlMs: number
}

export const TABLES_REQUESTS_PER_SECOND = "TABLES_REQUESTS_PER_SECOND"

/** Requests per second per base; 0 means no client-side limit. */
export const parseRequestsPerSecond = (text: string): Either.Either<number, ConfigError.ConfigError> => {
  const wanted = text.trim().toLowerCase()
  if (wanted === "off" || wanted === "0") return Either.right(0)
  const value = Number(wanted)
  return wanted !== "" && Number.isFinite(value) && value > 0
    ? Either.right(value)
    : Either.left(
        ConfigError.InvalidData([TABLES_REQUESTS_PER_SECOND], `${TABLES_REQUESTS_PER_SECOND} must be a positive number of requests per second, or 0 / off for no client-side limit (got "${text}")`)
      )
}

/** The spacing of a base's requests for a rate: 5/s → 205 ms (the default), 0 → 0 (off). */
export const slotMsFor = (requestsPerSecond: number): number => (requestsPerSecond === 0 ? 0 : Math.ceil(1000 / requestsPerSecond) + 5)

export const tablesRequestsPerSecond: Config.Config<number> = Config.string(TABLES_REQUESTS_PER_SECOND).pipe(
  Config.withDefault("5"),
  Config.mapOrFail(parseRequestsPerSecond)
)

const configuredSlotMs = (): number =>
  Either.match(Effect.runSync(Effect.either(tablesRequestsPerSecond)), {
    onLeft: (error) => {
      throw new Error(`Invalid configuration: ${String(error)}`)
    },
    onRight: slotMsFor
  })

export class TablesTuning extends Context.Reference<TablesTuning>()("salesync/TablesTuning", {
  defaultValue: (): TablesTuningValue => ({ slotMs: configuredSlotMs(), recordsPerRequest: 10, writesInFlight: 2, batchSize: 100, timeoutMs: 30_000, schemaTtlMs: 60_000 })
}) {}
