/**
 * Knobs of the tables destination, with the provider's real figures as
 * defaults; tests may shrink them (`Effect.provideService(TablesTuning, …)`
 * or `Layer.succeed`). The app's layer (TablesTuningLive) takes the request
 * rate from AppConfig (TABLES_REQUESTS_PER_SECOND); an invalid value stops the
 * service at start-up with a message naming the variable.
 */
import { Context, Effect, Layer } from "effect"
import { AppConfig } from "../../config/app-config.js"

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

/** The spacing of a base's requests for a rate: 5/s → 205 ms (the default), 0 → 0 (off). */
export const slotMsFor = (
  requestsPerSecond: number
): number => (requestsPerSecond === 0 ? 0 : Math.ceil(1000 / requestsPerSecond) + 5)

export class TablesTuning extends Context.Reference<TablesTuning>()("salesync/TablesTuning", {
  defaultValue: (): TablesTuningValue => ({
    slotMs: slotMsFor(5),
    recordsPerRequest: 10,
    writesInFlight: 2,
    batchSize: 100,
    timeoutMs: 30_000,
    schemaTtlMs: 60_000
  })
}) {}

/** The knobs with the request rate the service is configured with. */
export const TablesTuningLive = Layer.effect(
  TablesTuning,
  Effect.map(
    AppConfig,
    (config) => ({ ...TablesTuning.defaultValue(), slotMs: slotMsFor(config.pacing.tablesRequestsPerSecond) })
  )
).pipe(Layer.provide(AppConfig.Default))
