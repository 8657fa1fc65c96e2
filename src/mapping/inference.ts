/**
 * Mapping inference for the service: the offline matcher by default, the LLM
 * matcher (with offline fallback) when an OpenAI-compatible endpoint is
 * configured. The answer says which engine produced it.
 */
import { Effect } from "effect"
import type { DestinationField, JsonRecord } from "../connectors/contract.js"
import { type InferredMapping, LlmMatcher } from "./llm-matcher.js"
import { proposeMapping } from "./matcher/propose.js"

export type { InferredMapping, MappingEngine } from "./llm-matcher.js"

export class MappingInference extends Effect.Service<MappingInference>()("MappingInference", {
  effect: Effect.gen(function* () {
    const llm = yield* LlmMatcher
    const propose = (
      samples: ReadonlyArray<JsonRecord>,
      destinationFields: ReadonlyArray<DestinationField>
    ): Effect.Effect<InferredMapping> =>
      llm.enabled
        ? llm.propose({ samples, destinationFields })
        : Effect.sync((): InferredMapping => ({ proposal: proposeMapping({ samples, destinationFields }), engine: "offline" }))
    return { propose } as const
  }),
  dependencies: [LlmMatcher.Default]
}) {}
