/**
 * The connector contract shared by every provider.
 *
 * A source reads pages of raw records from an opaque cursor it can persist and
 * resume from. A destination reports its schema and upserts batches keyed by a
 * stable external id. Every failure is a ConnectorError that says whether a
 * retry can help (429, 5xx, connection errors, timeouts) or not (bad
 * credentials, missing base/table, rejected values), keeping the provider's own
 * message.
 */
import { Data, type Effect } from "effect"
import type { ProviderKind } from "../domain/providers.js"

export type JsonRecord = Record<string, unknown>

export class ConnectorError extends Data.TaggedError("ConnectorError")<{
  readonly provider: ProviderKind
  /** true for 429, 5xx, ECONNRESET/ETIMEDOUT/ECONNREFUSED, fetch failures and timeouts. */
  readonly retryable: boolean
  /** The user-readable cause, with the provider's own message kept. */
  readonly message: string
  /** HTTP status from the provider, when there was a response. */
  readonly status?: number
  /** The provider's Retry-After, in milliseconds, when it sent one. */
  readonly retryAfterMs?: number
  /**
   * The credential itself is bad or was revoked (401/403, or a failed token
   * refresh): the user must reconnect the provider.
   */
  readonly reconnect?: boolean
}> {}

/**
 * The credentials of one side of an integration, decrypted, and a way to store
 * rotated ones (OAuth refresh) encrypted again.
 */
export interface Connection {
  readonly credentials: JsonRecord
  readonly saveCredentials: (next: JsonRecord) => Effect.Effect<void>
}

export interface SourcePage {
  /** Raw provider records, each with a stable id at `externalIdOf(record)`. */
  readonly records: ReadonlyArray<JsonRecord>
  /** Opaque cursor to resume after this page; persisted only after the destination acknowledged it. */
  readonly cursor: string
  /** True when there is nothing more to read in this run. */
  readonly done: boolean
  /**
   * Set when the source stopped early on purpose (e.g. the provider's request
   * budget is spent) — the run is then `partial` and resumes next tick.
   */
  readonly deferred?: string
}

export interface SourceConnector {
  readonly kind: ProviderKind
  /** Reads the page after `cursor` (null: from the start of the history). */
  readonly readPage: (connection: Connection, cursor: string | null) => Effect.Effect<SourcePage, ConnectorError>
  /** Up to `count` recent records, for mapping inference and previews. */
  readonly sample: (connection: Connection, count: number) => Effect.Effect<ReadonlyArray<JsonRecord>, ConnectorError>
  /** The stable external id of a raw record. */
  readonly externalIdOf: (record: JsonRecord) => string
}

export interface DestinationField {
  readonly name: string
  readonly type?: string
}

export interface DestinationSchema {
  /** The table or sheet written to. */
  readonly target: string
  readonly fields: ReadonlyArray<DestinationField>
}

export interface UpsertRow {
  readonly externalId: string
  readonly fields: JsonRecord
}

export interface UpsertResult {
  readonly created: number
  readonly updated: number
}

export interface DestinationConnector {
  readonly kind: ProviderKind
  /** How many rows one upsert call should carry at most. */
  readonly batchSize: number
  readonly describe: (connection: Connection) => Effect.Effect<DestinationSchema, ConnectorError>
  /** Upserts rows keyed by externalId; a retried call never creates a second row. */
  readonly upsert: (
    connection: Connection,
    rows: ReadonlyArray<UpsertRow>
  ) => Effect.Effect<UpsertResult, ConnectorError>
}
