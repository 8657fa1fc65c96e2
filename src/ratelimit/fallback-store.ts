/**
 * Redis is an accelerator, never a single point of failure: every limiter
 * call goes to the shared store, and when that fails or takes longer than its
 * command timeout the call is answered by this process's own store instead.
 * After a failure the shared store is left alone for a second (no request pays
 * the timeout twice in a row), then tried again, so shared limits resume by
 * themselves. An outage logs one warning when it starts and one line when it
 * ends, however many calls it affects.
 */
import * as RateLimiter from "@effect/experimental/RateLimiter"
import { Clock, Effect } from "effect"

export const RETRY_SHARED_AFTER_MS = 1000

type Store = RateLimiter.RateLimiterStore["Type"]

export const makeFallbackStore = (shared: Store, local: Store, timeoutMs: number): Store => {
  let retryAt = 0
  let down = false

  const guarded = <A>(
    sharedCall: Effect.Effect<A, RateLimiter.RateLimiterError>,
    localCall: Effect.Effect<A, RateLimiter.RateLimiterError>
  ) =>
    Effect.flatMap(Clock.currentTimeMillis, (now) => {
      if (now < retryAt) return localCall
      return sharedCall.pipe(
        Effect.timeoutFail({
          duration: timeoutMs,
          onTimeout: () => new RateLimiter.RateLimitStoreError({ message: `no answer within ${timeoutMs} ms` })
        }),
        Effect.tap(() => {
          if (!down) return Effect.void
          down = false
          return Effect.logInfo("Redis is back: rate limits and provider budgets are shared again")
        }),
        Effect.catchAll((error) =>
          Effect.flatMap(Clock.currentTimeMillis, (failedAt) => {
            retryAt = failedAt + RETRY_SHARED_AFTER_MS
            if (down) return localCall
            down = true
            return Effect.logWarning(
              "Redis unreachable: rate limits and provider budgets are per process until it is back",
              error.message
            ).pipe(Effect.zipRight(localCall))
          })
        )
      )
    })

  return {
    fixedWindow: (options) => guarded(shared.fixedWindow(options), local.fixedWindow(options)),
    tokenBucket: (options) => guarded(shared.tokenBucket(options), local.tokenBucket(options))
  }
}
