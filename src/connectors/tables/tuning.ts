/**
 * Knobs of the tables destination, with the provider's real figures as
 * defaults; tests may shrink them (`Effect.provideService(TablesTuning, …)`
 * or `Layer.succeed`).
 */
import { Context } from "effect"

export interface TablesTuningValue {
  /**
   * One request per this many ms per base. Airtable allows 5/s and punishes
   * the sixth with 30 s of 429s; 205 ms (≈4.88/s, 48.8 records/s) keeps any
   * sliding second at five with ~25 ms to spare for scheduling jitter.
   */
  readonly slotMs: number
  /** Airtable's per-request maximum. */
  readonly recordsPerRequest: number
  /** Rows one `upsert` call accepts (the engine's batch). */
  readonly batchSize: number
  readonly timeoutMs: number
  /** How long a table's schema is trusted before it is read again. */
  readonly schemaTtlMs: number
}

export class TablesTuning extends Context.Reference<TablesTuning>()("salesync/TablesTuning", {
  defaultValue: (): TablesTuningValue => ({ slotMs: 205, recordsPerRequest: 10, batchSize: 100, timeoutMs: 30_000, schemaTtlMs: 60_000 })
}) {}
