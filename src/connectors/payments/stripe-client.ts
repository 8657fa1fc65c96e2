/**
 * Calls through the `stripe` SDK (built in src/stripe, SDK retries off — the
 * sync retry policy owns retrying), paced per key under the processor's
 * published per-second budget, with errors classified as ConnectorErrors.
 */
import * as RateLimiter from "@effect/experimental/RateLimiter"
import { Clock, Duration, Effect } from "effect"
import { createHash } from "node:crypto"
import Stripe from "stripe"
import { ConnectorError } from "../contract.js"
import { classifyHttpStatus, classifyTransportError } from "../http-failure.js"

/** Maps whatever the SDK threw to a ConnectorError, keeping Stripe's message (without its error code). */
export const stripeFailure = (error: unknown, nowMs: number): ConnectorError => {
  if (error instanceof ConnectorError) return error
  if (!(error instanceof Stripe.errors.StripeError) || error.statusCode === undefined) {
    // StripeConnectionError (reset, refused, timeout) and anything without a response.
    return classifyTransportError("payments", error)
  }
  const headers = error.headers ?? {}
  // Stripe's words are what the merchant reads; its code ("api_error") stands in only where it gave none.
  const said = error.message === "" ? (error.code ?? error.rawType) : error.message
  const classified = classifyHttpStatus(
    {
      provider: "payments",
      status: error.statusCode,
      retryAfter: headers["retry-after"],
      ...(said === undefined ? {} : { message: said })
    },
    nowMs
  )
  // Stripe says explicitly whether a retry can help; believe it, except about bad credentials.
  const shouldRetry = headers["stripe-should-retry"]
  if (classified.reconnect !== true && (shouldRetry === "true" || shouldRetry === "false")) {
    return new ConnectorError({
      provider: classified.provider,
      status: classified.status,
      message: classified.message,
      retryAfterMs: classified.retryAfterMs,
      retryable: shouldRetry === "true"
    })
  }
  return classified
}

/**
 * A key's request budget as a token bucket: `burst` at once, refilled at
 * `perSecond`. Any one-second window then sees at most burst + perSecond
 * requests, under Stripe's 100 (live) and 25 (test) per second.
 */
export const budgetFor = (apiKey: string): { readonly burst: number; readonly perSecond: number } =>
  apiKey.includes("_live_") ? { burst: 10, perSecond: 88 } : { burst: 4, perSecond: 20 }

export const limiterKey = (apiKey: string): string =>
  `payments:${createHash("sha256").update(apiKey).digest("hex").slice(0, 16)}`

/**
 * Waits for the key's budget on `limiter` (unless pacing is off), then calls
 * the SDK; failures become ConnectorErrors. The limiter is passed in, not
 * required from the context: providing a service per call copies the
 * fiber's whole context, once per page of a sync.
 */
export const callStripe = <A>(
  apiKey: string,
  call: () => Promise<A>,
  limiter: RateLimiter.RateLimiter,
  paced = true
): Effect.Effect<A, ConnectorError> => {
  if (!paced) return attemptCall(call)
  const { burst, perSecond } = budgetFor(apiKey)
  return limiter
    .consume({
      key: limiterKey(apiKey),
      limit: burst,
      window: Duration.millis((burst * 1000) / perSecond),
      algorithm: "token-bucket",
      onExceeded: "delay"
    })
    .pipe(
      // A broken shared store must not stop syncs: go on unpaced, loudly.
      Effect.catchAll((error) =>
        Effect.as(Effect.logWarning("payments rate limiter unavailable", error), { delay: Duration.zero })
      ),
      Effect.flatMap(({ delay }) => Effect.zipRight(Effect.sleep(delay), attemptCall(call)))
    )
}

const attemptCall = <A>(call: () => Promise<A>): Effect.Effect<A, ConnectorError> =>
  Effect.tryPromise({ try: call, catch: (error) => error }).pipe(
    Effect.catchAll((error) => Effect.flatMap(Clock.currentTimeMillis, (now) => Effect.fail(stripeFailure(error, now))))
  )
