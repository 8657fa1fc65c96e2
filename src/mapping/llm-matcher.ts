/**
 * The LLM matcher: asks an OpenAI-compatible endpoint (the `openai` SDK,
 * structured output) for the mapping, validates the answer and reconciles it
 * with the offline proposal. Any failure — transport error, HTTP error,
 * malformed or invalid answer, no answer within the timeout — falls back to
 * the offline proposal with a warning in the log.
 */
import { Data, Duration, Effect, Either, Option, Redacted } from "effect"
import type OpenAI from "openai"
import { readAnswer } from "./llm-answer.js"
import { LlmConfig } from "./llm-config.js"
import { answerSchema, buildMessages } from "./llm-prompt.js"
import { reconcile } from "./llm-reconcile.js"
import { type MappingProposal, type ProposeInput, proposeMapping } from "./matcher/propose.js"

export type MappingEngine = "offline" | "llm"

export interface InferredMapping {
  readonly proposal: MappingProposal
  readonly engine: MappingEngine
}

export class LlmMatcherError extends Data.TaggedError("LlmMatcherError")<{
  readonly reason: "disabled" | "request" | "timeout" | "refusal" | "invalid_answer"
  readonly message: string
}> {}

/** Local OpenAI-compatible servers need no key, but the SDK insists on one. */
const keylessPlaceholder = "not-needed"
const defaultBaseUrl = "https://api.openai.com/v1"

export class LlmMatcher extends Effect.Service<LlmMatcher>()("LlmMatcher", {
  effect: Effect.gen(function*() {
    const settings = yield* LlmConfig
    // The SDK is loaded only when a model is configured (it costs memory in every process otherwise).
    const client = settings.enabled
      ? new (yield* Effect.promise(() => import("openai"))).default({
        apiKey: Option.match(settings.apiKey, { onNone: () => keylessPlaceholder, onSome: Redacted.value }),
        baseURL: Option.getOrElse(settings.baseUrl, () => defaultBaseUrl),
        // One attempt: the offline proposal is the retry. The SDK's own
        // timeout is only a backstop; the Effect timeout below decides.
        maxRetries: 0,
        timeout: settings.timeoutMillis + 5_000
      })
      : undefined

    const request = (openai: OpenAI, input: ProposeInput, offline: MappingProposal) =>
      Effect.tryPromise({
        try: (signal) =>
          openai.chat.completions.create(
            {
              // No temperature: reasoning models reject it, and the schema already constrains the answer.
              model: settings.model,
              messages: buildMessages({ ...input, offline, sendSamples: settings.sendSamples }),
              response_format: {
                type: "json_schema",
                json_schema: { name: "field_mapping", strict: true, schema: answerSchema(input.destinationFields) }
              }
            },
            { signal }
          ),
        catch: (error) =>
          new LlmMatcherError({ reason: "request", message: error instanceof Error ? error.message : String(error) })
      }).pipe(
        Effect.timeoutFail({
          duration: Duration.millis(settings.timeoutMillis),
          onTimeout: () =>
            new LlmMatcherError({ reason: "timeout", message: `no answer within ${settings.timeoutMillis} ms` })
        })
      )

    /** The LLM's proposal, reconciled with `offline`; fails instead of falling back. */
    const ask = (input: ProposeInput, offline: MappingProposal): Effect.Effect<MappingProposal, LlmMatcherError> =>
      Effect.gen(function*() {
        if (client === undefined) {
          return yield* new LlmMatcherError({ reason: "disabled", message: "OPENAI_API_KEY / OPENAI_BASE_URL not set" })
        }
        // Nothing to ask about: an empty enum would also be an invalid schema.
        if (input.samples.length === 0 || input.destinationFields.length === 0) return offline
        const completion = yield* request(client, input, offline)
        const message = completion.choices[0]?.message
        if (message?.refusal) return yield* new LlmMatcherError({ reason: "refusal", message: message.refusal })
        const answer = readAnswer(message?.content ?? "", input.samples, input.destinationFields)
        if (Either.isLeft(answer)) {
          return yield* new LlmMatcherError({ reason: "invalid_answer", message: answer.left.join("; ") })
        }
        return reconcile(input, answer.right, offline)
      })

    /** The LLM's proposal when it gives a valid one in time, else the offline proposal (computed here unless given). */
    const propose = (input: ProposeInput, given?: MappingProposal): Effect.Effect<InferredMapping> => {
      const offline = given ?? proposeMapping(input)
      if (client === undefined || input.samples.length === 0 || input.destinationFields.length === 0) {
        return Effect.succeed({ proposal: offline, engine: "offline" })
      }
      return ask(input, offline).pipe(
        Effect.map((proposal): InferredMapping => ({ proposal, engine: "llm" })),
        Effect.catchAll((error) =>
          Effect.logWarning(`LLM field mapping failed (${error.reason}): ${error.message}; using the offline proposal`)
            .pipe(
              Effect.annotateLogs({ llm_model: settings.model, llm_failure: error.reason }),
              Effect.as<InferredMapping>({ proposal: offline, engine: "offline" })
            )
        )
      )
    }

    return { enabled: settings.enabled, ask, propose } as const
  }),
  dependencies: [LlmConfig.Default]
}) {}
