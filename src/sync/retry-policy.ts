/**
 * The one retry policy every sync goes through (spec §8 "Sync retry rules"):
 * at most 3 attempts in total; before attempt n+1 (n = attempts made) a random
 * delay in [0, 500 ms × 2^n] (full jitter, from Effect's `Random` so tests can
 * fix it); an upstream Retry-After is honoured (the delay is at least that);
 * nothing ever waits over 8000 ms; only a ConnectorError with retryable=true
 * is retried — everything else fails at once.
 */
import { Duration, Effect, Random, Schedule, ScheduleDecision, ScheduleInterval } from "effect"
import { ConnectorError } from "../connectors/contract.js"

export const MAX_ATTEMPTS = 3
export const BASE_DELAY_MS = 500
export const MAX_DELAY_MS = 8000

export const isRetryable = (error: unknown): error is ConnectorError => error instanceof ConnectorError && error.retryable

/**
 * The delay before the next attempt after `attemptsMade` attempts, for a
 * uniform `random` in [0, 1): full jitter, raised to Retry-After, capped.
 */
export const retryDelayMs = (attemptsMade: number, random: number, retryAfterMs?: number): number => {
  const jittered = Math.floor(random * BASE_DELAY_MS * 2 ** attemptsMade)
  return Math.min(MAX_DELAY_MS, Math.max(jittered, retryAfterMs ?? 0))
}

/**
 * The Schedule: input is the failure of the attempt just made, output the
 * delay chosen before the next one. Its state counts the attempts made.
 */
export const syncRetrySchedule: Schedule.Schedule<Duration.Duration, unknown> = Schedule.makeWithState(
  1,
  (now, error: unknown, attemptsMade: number) => {
    if (!isRetryable(error) || attemptsMade >= MAX_ATTEMPTS) {
      return Effect.succeed([attemptsMade, Duration.zero, ScheduleDecision.done] as const)
    }
    return Effect.map(Random.next, (random) => {
      const delay = retryDelayMs(attemptsMade, random, error.retryAfterMs)
      return [attemptsMade + 1, Duration.millis(delay), ScheduleDecision.continueWith(ScheduleInterval.after(now + delay))] as const
    })
  }
)

export interface SyncRetryOptions<E, R> {
  /** Called after every failed attempt (1-based), e.g. to log it or count attempts for the failure record. */
  readonly onAttemptFailed?: (error: E, attempt: number) => Effect.Effect<void, never, R>
}

/** Runs `effect` under the sync retry policy. */
export const withSyncRetry = <A, E, R, R2 = never>(
  effect: Effect.Effect<A, E, R>,
  options: SyncRetryOptions<E, R2> = {}
): Effect.Effect<A, E, R | R2> =>
  Effect.suspend(() => {
    let attempt = 0
    const once = Effect.suspend(() => {
      attempt += 1
      const current = attempt
      const onFailed = options.onAttemptFailed
      return onFailed === undefined ? effect : Effect.tapError(effect, (error) => onFailed(error, current))
    })
    return Effect.retry(once, syncRetrySchedule)
  })
