/**
 * The one retry policy every sync goes through: at most 3 attempts in total;
 * before attempt n+1 (n = attempts made) a random delay in [0, 500 ms × 2^n]
 * (full jitter, from Effect's `Random` so tests can fix it); an upstream
 * Retry-After is honoured (the delay is at least that); nothing ever waits over
 * 8000 ms, so a provider that asks for a longer wait (Airtable's 30 s) is not
 * called again early: the run stops there with its failure, and the next run
 * goes on from where it stopped. Only a ConnectorError with retryable=true is
 * retried — everything else fails at once.
 */
import { Duration, Effect, Random, Schedule } from "effect"
import { ConnectorError } from "../connectors/contract.js"

export const MAX_ATTEMPTS = 3
export const BASE_DELAY_MS = 500
export const MAX_DELAY_MS = 8000

export const isRetryable = (error: unknown): error is ConnectorError =>
  error instanceof ConnectorError && error.retryable

/** Retryable within this run: the provider did not ask for a longer wait than any retry here may take. */
const retryableNow = (error: unknown): boolean => isRetryable(error) && (error.retryAfterMs ?? 0) <= MAX_DELAY_MS

/**
 * The delay before the next attempt after `attemptsMade` attempts, for a
 * uniform `random` in [0, 1): full jitter, raised to Retry-After, capped.
 */
export const retryDelayMs = (attemptsMade: number, random: number, retryAfterMs?: number): number => {
  const jittered = Math.floor(random * BASE_DELAY_MS * 2 ** attemptsMade)
  return Math.min(MAX_DELAY_MS, Math.max(jittered, retryAfterMs ?? 0))
}

const retryAfterOf = (error: unknown) => Duration.millis(isRetryable(error) ? (error.retryAfterMs ?? 0) : 0)

/** Full jitter: a uniform delay in [0, delay), whole milliseconds. */
const fullJitter = <Out, In, R>(schedule: Schedule.Schedule<Out, In, R>) =>
  Schedule.modifyDelayEffect(
    schedule,
    (_, delay) => Effect.map(Random.next, (random) => Duration.millis(Math.floor(random * Duration.toMillis(delay))))
  )

/**
 * The Schedule: its input is the failure of the attempt just made; its output, when it
 * stops, is the number of attempts made. 500 ms × 2^n after n ≥ 1 attempts is an
 * exponential from 1 s; the failure's Retry-After raises the jittered delay; the
 * union with an 8 s spacing caps it.
 */
export const syncRetrySchedule: Schedule.Schedule<number, unknown> = fullJitter(
  Schedule.exponential(Duration.millis(BASE_DELAY_MS * 2))
).pipe(
  Schedule.intersect(Schedule.identity<unknown>()),
  Schedule.modifyDelay(([, error], delay) => Duration.max(delay, retryAfterOf(error))),
  Schedule.union(Schedule.spaced(Duration.millis(MAX_DELAY_MS))),
  Schedule.intersect(Schedule.recurs(MAX_ATTEMPTS - 1)),
  Schedule.whileInput(retryableNow),
  Schedule.map(([, retries]) => retries + 1)
)

/** Runs `effect` under the sync retry policy; the last failure when it gives up. */
export const withSyncRetry = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.retry(effect, syncRetrySchedule)

/** Like withSyncRetry, but a failure that made the policy give up is handed over with its attempt count. */
export const withSyncRetryOrElse = <A, E, R, A2, E2, R2>(
  effect: Effect.Effect<A, E, R>,
  orElse: (error: E, attempts: number) => Effect.Effect<A2, E2, R2>
): Effect.Effect<A | A2, E2, R | R2> => Effect.retryOrElse(effect, syncRetrySchedule, orElse)
