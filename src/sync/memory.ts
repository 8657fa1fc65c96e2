/**
 * A long sync makes garbage faster than the runtime collects it on its own;
 * a full collection every 10,000 records (a hundred pages of 100) and
 * after each of a backfill's many-slice pages keeps the process's peak memory
 * near its steady state. It is not free: bench:backfill (100,000 charges →
 * tables) ran at 4,837 records/s with the collection after each large page and
 * 5,511 without it, but 1,000,000 charges → office then peaked at 272.6 MB
 * instead of 225 MB, past the 256 MB a backfill is allowed.
 */
import { Effect } from "effect"

export const RELEASE_MEMORY_EVERY_RECORDS = 10_000
/** A page this large (a backfill's, many slices at once) is released on its own: two of them would pass the peak. */
export const RELEASE_MEMORY_AFTER_PAGE_OF = 2_000

export const releaseMemory = Effect.sync(() => Bun.gc(true))
