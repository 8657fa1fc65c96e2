/**
 * The API's request limits: per session or key by the plan's requests per minute, per IP
 * without one; one-minute fixed windows.
 */
import { RateLimiter } from "@effect/experimental"
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

const toSeconds = (duration: Duration.Duration) => Math.max(1, Math.ceil(Duration.toMillis(duration) / 1000))

export class ApiRateLimit extends Effect.Service<ApiRateLimit>()("ApiRateLimit", {
  effect: Effect.gen(function* () {
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
              : // A broken shared store must not take the API down: let the request through, loudly.
                Effect.logError("rate limiter store failed; request allowed", error).pipe(
                  Effect.as<LimitDecision>({ allowed: true, state: { limit, remaining: limit, resetSeconds: 60 } })
                )
        )
      )
    return {
      forPrincipal: (principal: Principal) =>
        consume(`api:${principal.via}:${principal.credentialId}`, plans[principal.plan].requestsPerMinute),
      forAddress: (address: string) => consume(`api:ip:${address}`, ANONYMOUS_REQUESTS_PER_MINUTE)
    }
  })
}) {}
