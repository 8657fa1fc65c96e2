/**
 * Every setting of the service, read through Effect's Config (the only place
 * that knows environment variable names besides provider-config.ts).
 */
import { Config, ConfigError, Effect, Either, Option, Redacted } from "effect"
import { PlanName } from "../domain/models.js"

export interface LlmSettings {
  readonly apiKey: Option.Option<Redacted.Redacted>
  readonly baseUrl: Option.Option<string>
  readonly model: string
  /** Send a few (masked) sample values with the field names. */
  readonly sendSamples: boolean
  /** How long to wait for an answer before falling back to the offline proposal. */
  readonly timeoutMillis: number
  /** The LLM is used only when OPENAI_API_KEY or OPENAI_BASE_URL is set; otherwise the offline matcher answers alone. */
  readonly enabled: boolean
}

const TABLES_REQUESTS_PER_SECOND = "TABLES_REQUESTS_PER_SECOND"

/** Requests per second per base; `0` or `off` means no client-side limit. */
export const parseRequestsPerSecond = (text: string): Either.Either<number, ConfigError.ConfigError> => {
  const wanted = text.trim().toLowerCase()
  if (wanted === "off" || wanted === "0") return Either.right(0)
  const value = Number(wanted)
  return wanted !== "" && Number.isFinite(value) && value > 0
    ? Either.right(value)
    : Either.left(
      ConfigError.InvalidData(
        [TABLES_REQUESTS_PER_SECOND],
        `${TABLES_REQUESTS_PER_SECOND} must be a positive number of requests per second, or 0 / off for no client-side limit (got "${text}")`
      )
    )
}

const llmSettings = Effect.gen(function*() {
  // An empty key is as good as none (e.g. `OPENAI_API_KEY=` in a .env file).
  const apiKey = (yield* Config.option(Config.redacted("OPENAI_API_KEY"))).pipe(
    Option.filter((key) => Redacted.value(key).length > 0)
  )
  const baseUrl = yield* Config.option(Config.nonEmptyString("OPENAI_BASE_URL"))
  const settings: LlmSettings = {
    apiKey,
    baseUrl,
    model: yield* Config.nonEmptyString("OPENAI_MODEL").pipe(Config.withDefault("gpt-4o-mini")),
    sendSamples: yield* Config.boolean("MAPPING_SEND_SAMPLES").pipe(Config.withDefault(true)),
    timeoutMillis: yield* Config.integer("MAPPING_LLM_TIMEOUT_MS").pipe(Config.withDefault(10_000)),
    enabled: Option.isSome(apiKey) || Option.isSome(baseUrl)
  }
  return settings
})

/** The processor's secrets and the price of each plan (the Business price is the `enterprise` plan). */
const billingSettings = Effect.gen(function*() {
  const prices: Record<PlanName, Option.Option<string>> = {
    starter: yield* Config.option(Config.string("STRIPE_PRICE_STARTER")),
    pro: yield* Config.option(Config.string("STRIPE_PRICE_PRO")),
    enterprise: yield* Config.option(Config.string("STRIPE_PRICE_BUSINESS"))
  }
  return {
    secretKey: yield* Config.option(Config.redacted("STRIPE_SECRET_KEY")),
    webhookSecret: yield* Config.option(Config.redacted("STRIPE_WEBHOOK_SECRET")),
    prices,
    // false: a self-hosted deployment syncs without monthly record quotas.
    quotas: yield* Config.boolean("BILLING_QUOTAS").pipe(Config.withDefault(true))
  }
})

/**
 * Client-side pacing of the providers. Both are turned off only for throughput benchmarks
 * against an emulator whose own limit is off: the real providers answer an unpaced sync with 429s.
 */
const pacingSettings = Effect.gen(function*() {
  return {
    // Requests per second per table base (Airtable allows 5); 0 switches the limiter off.
    tablesRequestsPerSecond: yield* Config.string(TABLES_REQUESTS_PER_SECOND).pipe(
      Config.withDefault("5"),
      Config.mapOrFail(parseRequestsPerSecond)
    ),
    // false drops the client-side payments request budget.
    paymentsClientPacing: yield* Config.boolean("PAYMENTS_CLIENT_PACING").pipe(Config.withDefault(true)),
    // Payments history slices a first sync reads at once; memory holds a page of 100 charges (and one read
    // ahead) per slice, so this bounds a backfill's footprint.
    paymentsBackfillSlices: yield* Config.integer("PAYMENTS_BACKFILL_SLICES").pipe(
      Config.validate({ message: "PAYMENTS_BACKFILL_SLICES must be 1 or more", validation: (n) => n >= 1 }),
      Config.withDefault(32)
    ),
    // Storefront `updated_at` windows a first sync reads at once (1: one page at a time). The store's bucket, not
    // this, bounds the calls; each window holds a page of up to 250 orders in memory.
    storefrontBackfillWindows: yield* Config.integer("STOREFRONT_BACKFILL_WINDOWS").pipe(
      Config.validate({
        message: "STOREFRONT_BACKFILL_WINDOWS must be from 1 to 32",
        validation: (n) => n >= 1 && n <= 32
      }),
      Config.withDefault(4)
    )
  }
})

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
  effect: Effect.gen(function*() {
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
    const syncRunners = yield* Config.literal("embedded", "external")("SYNC_RUNNERS").pipe(
      Config.withDefault("embedded")
    )
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
      runnerPort,
      llm: yield* llmSettings,
      billing: yield* billingSettings,
      pacing: yield* pacingSettings
    }
  })
}) {}
