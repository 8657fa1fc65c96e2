/**
 * The RateLimiter of @effect/experimental with its store: in memory for one
 * process, Redis (REDIS_URL) when several processes must share the counters.
 */
import { RateLimiter } from "@effect/experimental"
import { Effect, Layer, Option, Redacted } from "effect"
import { AppConfig } from "../config/app-config.js"

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

export const RateLimiterLive = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) =>
    RateLimiter.layer.pipe(
      Layer.provide(
        Option.match(config.redisUrl, {
          onNone: () => RateLimiter.layerStoreMemory,
          // The Redis client is loaded only when REDIS_URL is set.
          onSome: (url) =>
            Layer.unwrapEffect(
              Effect.map(
                Effect.promise(() => import("@effect/experimental/RateLimiter/Redis")),
                (redis) => redis.layerStore(redisOptions(Redacted.value(url)))
              )
            )
        })
      )
    )
  )
)
