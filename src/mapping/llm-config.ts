/** Settings of the LLM matcher: AppConfig's, as a service of their own so tests can give others. */
import { Effect } from "effect"
import { AppConfig, type LlmSettings } from "../config/app-config.js"

export type { LlmSettings } from "../config/app-config.js"

export class LlmConfig extends Effect.Service<LlmConfig>()("LlmConfig", {
  effect: Effect.map(AppConfig, (config): LlmSettings => config.llm),
  dependencies: [AppConfig.Default]
}) {}
