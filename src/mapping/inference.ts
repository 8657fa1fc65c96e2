/**
 * Mapping inference for the service: the offline matcher by default, the LLM
 * matcher (with offline fallback) when an OpenAI-compatible endpoint is
 * configured. The answer says which engine produced it.
 */
import { Duration, Effect } from "effect"
import type { DestinationField, JsonRecord } from "../connectors/contract.js"
import { type InferredMapping, LlmMatcher } from "./llm-matcher.js"
import { type MappingProposal, proposalSteps, type ProposeInput } from "./matcher/propose.js"

export type { InferredMapping, MappingEngine } from "./llm-matcher.js"

/**
 * The offline proposal, a few hundred pairs at a time with a timer tick in
 * between: a large request shares the event loop with every other request
 * and running sync instead of holding it for its whole run.
 */
const offline = (input: ProposeInput): Effect.Effect<MappingProposal> =>
  Effect.gen(function*() {
    const steps = proposalSteps(input)
    let step = steps.next()
    while (step.done !== true) {
      yield* Effect.sleep(Duration.zero)
      step = steps.next()
    }
    return step.value.proposal
  })

export class MappingInference extends Effect.Service<MappingInference>()("MappingInference", {
  effect: Effect.gen(function*() {
    const llm = yield* LlmMatcher
    const propose = (
      samples: ReadonlyArray<JsonRecord>,
      destinationFields: ReadonlyArray<DestinationField>
    ): Effect.Effect<InferredMapping> =>
      Effect.flatMap(offline({ samples, destinationFields }), (proposal) =>
        llm.enabled
          ? llm.propose({ samples, destinationFields }, proposal)
          : Effect.succeed<InferredMapping>({ proposal, engine: "offline" }))
    return { propose } as const
  }),
  dependencies: [LlmMatcher.Default]
}) {}
