/**
 * The API's request limits: per account by plan (one bucket shared by all of
 * its sessions and API keys, so more keys never mean more requests), per
 * client address without a credential; one-minute fixed windows. Failed
 * cron-secret attempts have their own slow bucket per address.
 */
import * as RateLimiter from "@effect/experimental/RateLimiter"
import { Duration, Effect } from "effect"
import type { Principal } from "../accounts/principal.js"
import { ANONYMOUS_REQUESTS_PER_MINUTE, plans } from "../billing/plans.js"

export interface LimitState {
  readonly limit: number
  readonly remaining: number
  readonly resetSeconds: number
}

export type LimitDecision =
  | { readonly allowed: true; readonly state: LimitState }
  | { readonly allowed: false; readonly state: LimitState; readonly retryAfterSeconds: number }

/** Wrong cron secrets an address may send per ten minutes. */
export const CRON_FAILURES_ALLOWED = 10
export const CRON_FAILURE_WINDOW = Duration.minutes(10)

const toSeconds = (duration: Duration.Duration) => Math.max(1, Math.ceil(Duration.toMillis(duration) / 1000))

export class ApiRateLimit extends Effect.Service<ApiRateLimit>()("ApiRateLimit", {
  effect: Effect.gen(function*() {
    const limiter = yield* RateLimiter.RateLimiter
    const consume = (key: string, limit: number): Effect.Effect<LimitDecision> =>
      limiter.consume({ key, limit, window: "1 minute", algorithm: "fixed-window", onExceeded: "fail" }).pipe(
        Effect.map(
          (result): LimitDecision => ({
            allowed: true,
            state: { limit, remaining: Math.max(0, result.remaining), resetSeconds: toSeconds(result.resetAfter) }
          })
        ),
        Effect.catchAll((error) =>
          error instanceof RateLimiter.RateLimitExceeded
            ? Effect.succeed<LimitDecision>({
              allowed: false,
              state: { limit, remaining: 0, resetSeconds: toSeconds(error.retryAfter) },
              retryAfterSeconds: toSeconds(error.retryAfter)
            })
            // A broken shared store must not take the API down: let the request through, loudly.
            : Effect.logError("rate limiter store failed; request allowed", error).pipe(
              Effect.as<LimitDecision>({ allowed: true, state: { limit, remaining: limit, resetSeconds: 60 } })
            )
        )
      )
    // A token bucket, because it can be read without spending (a fixed window cannot, on Redis).
    const cronFailures = (address: string, tokens: number) =>
      limiter
        .consume({
          key: `cron-fail:${address}`,
          limit: CRON_FAILURES_ALLOWED,
          window: CRON_FAILURE_WINDOW,
          algorithm: "token-bucket",
          onExceeded: "fail",
          tokens
        })
        .pipe(
          Effect.map((result) => result.remaining >= 1 || tokens > 0),
          Effect.catchAll((error) =>
            error instanceof RateLimiter.RateLimitExceeded
              ? Effect.succeed(false)
              : Effect.logError("rate limiter store failed; cron attempt allowed", error).pipe(Effect.as(true))
          )
        )
    return {
      forPrincipal: (principal: Principal) =>
        consume(`api:account:${principal.accountId}`, plans[principal.plan].requestsPerMinute),
      forAddress: (address: string) => consume(`api:ip:${address}`, ANONYMOUS_REQUESTS_PER_MINUTE),
      /** False once the address spent its failed cron attempts: then even the right secret is refused. */
      cronAttemptsLeft: (address: string) => cronFailures(address, 0),
      /** Records a wrong cron secret; false when that was one too many. */
      recordCronFailure: (address: string) => cronFailures(address, 1)
    }
  })
}) {}
