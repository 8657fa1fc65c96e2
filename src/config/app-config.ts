/**
 * Every setting of the service, read through Effect's Config (the only place
 * that knows environment variable names besides provider-config.ts).
 */
import { Config, ConfigError, Either, Effect, Option } from "effect"

/**
 * How many proxies in front of the service append to X-Forwarded-For:
 * `false`/`0` none (the socket address counts), `true` one, `N` that many.
 */
const proxyHops = (text: string) => {
  const value = text.trim().toLowerCase()
  if (value === "false" || value === "") return Either.right(0)
  if (value === "true") return Either.right(1)
  return /^\d{1,2}$/.test(value)
    ? Either.right(Number(value))
    : Either.left(ConfigError.InvalidData([], `TRUST_PROXY must be true, false or a number of proxies, not "${text}"`))
}

export class AppConfig extends Effect.Service<AppConfig>()("AppConfig", {
  effect: Effect.gen(function* () {
    const port = yield* Config.integer("PORT").pipe(Config.withDefault(3000))
    const host = yield* Config.string("HOST").pipe(Config.withDefault("0.0.0.0"))
    const publicUrlOption = yield* Config.option(Config.string("PUBLIC_URL"))
    const dataDir = yield* Config.string("DATA_DIR").pipe(Config.withDefault("./data"))
    // The built web app (`bun run build:web`); without one there, the server builds it in memory on first use.
    const webDistDir = yield* Config.string("WEB_DIST_DIR").pipe(Config.withDefault("./dist/web"))
    const databaseUrl = yield* Config.option(Config.redacted("DATABASE_URL"))
    const redisUrl = yield* Config.option(Config.redacted("REDIS_URL"))
    const trustProxyHops = yield* Config.string("TRUST_PROXY").pipe(Config.mapOrFail(proxyHops), Config.withDefault(0))
    const encryptionKey = yield* Config.option(Config.redacted("ENCRYPTION_KEY"))
    const cronSecret = yield* Config.option(Config.redacted("CRON_SECRET"))
    const smtpUrl = yield* Config.option(Config.redacted("SMTP_URL"))
    const mailFrom = yield* Config.string("MAIL_FROM").pipe(Config.withDefault("salesync <no-reply@salesync.local>"))
    const syncIntervalMinutes = yield* Config.integer("SYNC_INTERVAL_MINUTES").pipe(Config.withDefault(15))
    // Where a `bun run worker` runner is reached by the other runners.
    const runnerHost = yield* Config.string("RUNNER_HOST").pipe(Config.withDefault("localhost"))
    const runnerPort = yield* Config.integer("RUNNER_PORT").pipe(Config.withDefault(34431))
    // Off when an external scheduler calls /api/cron/sync instead.
    const builtInSchedule = yield* Config.boolean("SYNC_SCHEDULE").pipe(Config.withDefault(true))
    // Runs one runner process keeps in flight at most: its memory is bounded by this, not by the queue.
    const syncConcurrency = yield* Config.integer("SYNC_CONCURRENCY").pipe(
      Config.validate({ message: "SYNC_CONCURRENCY must be 1 or more", validation: (n) => n >= 1 }),
      Config.withDefault(32)
    )
    const syncRunners = yield* Config.literal("embedded", "external")("SYNC_RUNNERS").pipe(Config.withDefault("embedded"))
    const publicUrl = Option.getOrElse(publicUrlOption, () => `http://localhost:${port}`).replace(/\/+$/, "")
    return {
      port,
      host,
      publicUrl,
      dataDir,
      webDistDir,
      databaseUrl,
      redisUrl,
      trustProxyHops,
      encryptionKey,
      cronSecret,
      smtpUrl,
      mailFrom,
      syncIntervalMinutes,
      syncRunners,
      syncConcurrency,
      builtInSchedule,
      runnerHost,
      runnerPort
    }
  })
}) {}
