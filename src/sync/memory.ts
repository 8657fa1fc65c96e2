/**
 * A long sync makes garbage faster than the runtime collects it on its own;
 * a full collection every hundred pages keeps the process's peak memory
 * near its steady state (measured by bench:sync) at no measurable cost.
 */
import { Effect } from "effect"

export const RELEASE_MEMORY_EVERY_PAGES = 100

export const releaseMemory = Effect.sync(() => Bun.gc(true))
