/**
 * The RateLimiter of @effect/experimental with its store: in memory for one
 * process, Redis (REDIS_URL) when several processes must share the counters,
 * with this process's own counters standing in while Redis is unreachable.
 * SharedLimitsHealth tells the readiness probe whether Redis answers.
 */
import * as RateLimiter from "@effect/experimental/RateLimiter"
import { Context, Effect, Layer, Option, Redacted } from "effect"
import { AppConfig } from "../config/app-config.js"
import { makeFallbackStore } from "./fallback-store.js"

export class SharedLimitsHealth extends Context.Tag("SharedLimitsHealth")<
  SharedLimitsHealth,
  /** "not_configured" without REDIS_URL; fails with the reason when Redis does not answer. */
  { readonly check: Effect.Effect<"ok" | "not_configured", string> }
>() {}

const redisOptions = (url: string) => {
  const parsed = new URL(url)
  const db = Number(parsed.pathname.replace(/^\//, "") || "0")
  return {
    host: parsed.hostname,
    port: Number(parsed.port || "6379"),
    username: parsed.username === "" ? undefined : decodeURIComponent(parsed.username),
    password: parsed.password === "" ? undefined : decodeURIComponent(parsed.password),
    db: Number.isInteger(db) ? db : 0,
    tls: parsed.protocol === "rediss:" ? {} : undefined,
    prefix: "salesync:ratelimit:"
  }
}

const memoryOnly = Layer.merge(
  RateLimiter.layerStoreMemory,
  Layer.succeed(SharedLimitsHealth, { check: Effect.succeed("not_configured" as const) })
)

const withRedis = (url: string) =>
  Layer.scopedContext(
    Effect.gen(function*() {
      // The Redis client is loaded only when REDIS_URL is set.
      const { makeRedisStore, COMMAND_TIMEOUT_MS } = yield* Effect.promise(() => import("./redis-store.js"))
      const shared = yield* makeRedisStore(redisOptions(url))
      const local = yield* Effect.provide(RateLimiter.RateLimiterStore, RateLimiter.layerStoreMemory)
      const store = makeFallbackStore(shared.store, local, COMMAND_TIMEOUT_MS)
      const check = shared.ping.pipe(
        Effect.timeoutFail({ duration: COMMAND_TIMEOUT_MS * 5, onTimeout: () => "Redis did not answer in time." }),
        Effect.mapError((error) => (typeof error === "string" ? error : `Redis is unreachable (${error.message}).`)),
        Effect.as("ok" as const)
      )
      return Context.make(RateLimiter.RateLimiterStore, store).pipe(Context.add(SharedLimitsHealth, { check }))
    })
  )

export const RateLimiterLive = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) => {
    const stores = Option.match(config.redisUrl, {
      onNone: () => memoryOnly,
      onSome: (url) => withRedis(Redacted.value(url))
    })
    return RateLimiter.layer.pipe(Layer.provideMerge(stores))
  })
)
