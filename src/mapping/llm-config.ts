/**
 * Settings of the LLM matcher, read through Effect Config. The LLM is used
 * only when OPENAI_API_KEY or OPENAI_BASE_URL is set; otherwise the offline
 * matcher answers alone.
 */
import { Config, Effect, Option, Redacted } from "effect"

export interface LlmSettings {
  readonly apiKey: Option.Option<Redacted.Redacted>
  readonly baseUrl: Option.Option<string>
  readonly model: string
  /** Send a few (masked) sample values with the field names. */
  readonly sendSamples: boolean
  /** How long to wait for an answer before falling back to the offline proposal. */
  readonly timeoutMillis: number
  readonly enabled: boolean
}

export class LlmConfig extends Effect.Service<LlmConfig>()("LlmConfig", {
  effect: Effect.gen(function* () {
    // An empty key is as good as none (e.g. `OPENAI_API_KEY=` in a .env file).
    const apiKey = (yield* Config.option(Config.redacted("OPENAI_API_KEY"))).pipe(
      Option.filter((key) => Redacted.value(key).length > 0)
    )
    const baseUrl = yield* Config.option(Config.nonEmptyString("OPENAI_BASE_URL"))
    const model = yield* Config.nonEmptyString("OPENAI_MODEL").pipe(Config.withDefault("gpt-4o-mini"))
    const sendSamples = yield* Config.boolean("MAPPING_SEND_SAMPLES").pipe(Config.withDefault(true))
    const timeoutMillis = yield* Config.integer("MAPPING_LLM_TIMEOUT_MS").pipe(Config.withDefault(10_000))
    const settings: LlmSettings = {
      apiKey,
      baseUrl,
      model,
      sendSamples,
      timeoutMillis,
      enabled: Option.isSome(apiKey) || Option.isSome(baseUrl)
    }
    return settings
  })
}) {}
