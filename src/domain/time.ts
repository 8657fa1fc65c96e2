/** Time comes from Effect's Clock so tests can drive it with TestClock. */
import { Clock, Effect } from "effect"

export const nowMillis: Effect.Effect<number> = Clock.currentTimeMillis

export const nowIso: Effect.Effect<string> = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms).toISOString())

export const isoIn = (fromMillis: number, deltaMillis: number): string =>
  new Date(fromMillis + deltaMillis).toISOString()

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
