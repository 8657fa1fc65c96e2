/**
 * The shared RateLimiterStore on Redis, built for an outage: a short connect
 * timeout, a 100 ms command timeout, no offline queue (a command while
 * disconnected fails at once instead of waiting), no per-command retries, and
 * reconnection in the background. Failures come back as store errors; the
 * fallback store (fallback-store.ts) decides what to do with them. Same
 * algorithms and keys as @effect/experimental's Redis store.
 */
import * as RateLimiter from "@effect/experimental/RateLimiter"
import { Duration, Effect } from "effect"
import { Redis, type RedisOptions } from "ioredis"

export const COMMAND_TIMEOUT_MS = 100
const CONNECT_TIMEOUT_MS = 500
const RECONNECT_EVERY_MS = 1000

const fixedWindowScript = `
local key = KEYS[1]
local tokens = tonumber(ARGV[1])
local refillms = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local current = tonumber(redis.call("GET", key))
if not current then
  local nextpttl = refillms * tokens
  redis.call("SET", key, tokens, "PX", nextpttl)
  return { tokens, nextpttl }
end
local currentpttl = tonumber(redis.call("PTTL", key) or "0")
local next = current + tokens
if limit and next > limit then
  return { next, currentpttl }
end
local nextpttl = currentpttl + (refillms * tokens)
redis.call("SET", key, next, "PX", nextpttl)
return { next, nextpttl }
`

const tokenBucketScript = `
local key = KEYS[1]
local last_refill_key = key .. ":refill"
local tokens = tonumber(ARGV[1])
local refill_ms = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local now = tonumber(ARGV[4])
local overflow = ARGV[5] == "1"
local current = tonumber(redis.call("GET", key))
local last_refill = tonumber(redis.call("GET", last_refill_key))
if not current then
  current = limit
  last_refill = now
  redis.call("SET", key, current)
  redis.call("SET", last_refill_key, last_refill)
end
local elapsed = now - last_refill
local refill_amount = math.floor(elapsed / refill_ms)
if refill_amount > 0 then
  current = math.min(current + refill_amount, limit)
  last_refill = last_refill + (refill_amount * refill_ms)
  redis.call("SET", last_refill_key, last_refill)
end
local next = current - tokens
if next < 0 and not overflow then
  redis.call("SET", key, current)
  return next
end
redis.call("SET", key, next)
return next
`

const storeError = (command: string) => (cause: unknown) =>
  new RateLimiter.RateLimitStoreError({ message: `Redis ${command} failed`, cause })

export interface SharedStore {
  readonly store: RateLimiter.RateLimiterStore["Type"]
  /** Answers when Redis does, within the command timeout. */
  readonly ping: Effect.Effect<void, RateLimiter.RateLimitStoreError>
}

export const makeRedisStore = (options: RedisOptions & { readonly prefix: string }) =>
  Effect.gen(function*() {
    const redis = yield* Effect.acquireRelease(
      Effect.sync(() => {
        const client = new Redis({
          ...options,
          connectTimeout: CONNECT_TIMEOUT_MS,
          commandTimeout: COMMAND_TIMEOUT_MS,
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          retryStrategy: () => RECONNECT_EVERY_MS
        })
        // Connection errors surface as failed commands, which the fallback store reports once per
        // outage; without a listener ioredis would print every reconnection attempt.
        client.on("error", () => undefined)
        return client
      }),
      (client) => Effect.sync(() => client.disconnect())
    )
    // Give the first connection a moment, so the first requests already share their limits.
    yield* Effect.async<void>((resume) => {
      if (redis.status === "ready") return resume(Effect.void)
      redis.once("ready", () => resume(Effect.void))
    }).pipe(Effect.timeout(Duration.millis(CONNECT_TIMEOUT_MS)), Effect.ignore)

    const call = <A>(command: string, run: () => Promise<A>) =>
      Effect.tryPromise({ try: run, catch: storeError(command) })
    const store: RateLimiter.RateLimiterStore["Type"] = {
      fixedWindow: (o) =>
        call("fixedWindow", () =>
          redis.eval(
            fixedWindowScript,
            1,
            `${options.prefix}${o.key}`,
            o.tokens,
            Duration.toMillis(o.refillRate),
            o.limit ?? ""
          )).pipe(Effect.map((reply) => toPair(reply))),
      tokenBucket: (o) =>
        Effect.clockWith((clock) =>
          call("tokenBucket", () =>
            redis.eval(
              tokenBucketScript,
              1,
              `${options.prefix}${o.key}`,
              o.tokens,
              Duration.toMillis(o.refillRate),
              o.limit,
              clock.unsafeCurrentTimeMillis(),
              o.allowOverflow ? 1 : 0
            ))
        ).pipe(Effect.map(Number))
    }
    return { store, ping: Effect.asVoid(call("ping", () => redis.ping())) } satisfies SharedStore
  })

const toPair = (reply: unknown): readonly [number, number] =>
  Array.isArray(reply) ? [Number(reply[0]), Number(reply[1])] : [Number.NaN, Number.NaN]
