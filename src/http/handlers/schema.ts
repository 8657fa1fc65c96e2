import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { CurrentAccount } from "../../accounts/principal.js"
import { SalesyncApi } from "../../api/index.js"
import { ApplyMappingRequest, InferRequest, PreviewRequest } from "../../api/schema.js"
import { InvalidInput, InvalidMapping } from "../../domain/errors.js"
import { SchemaInference } from "../../schema-inference/schema-inference-service.js"
import { readJson, readJsonWith, type FieldProblem } from "../body.js"

/** A preview body whose only problems are in `mappings` is a bad mapping; anything else is bad input. */
const previewBodyError = (message: string, problems: ReadonlyArray<FieldProblem>) =>
  problems.every((problem) => problem.field.startsWith("mappings"))
    ? new InvalidMapping({ message, details: { problems } })
    : new InvalidInput({ message, details: { problems } })

export const SchemaHandlers = HttpApiBuilder.group(SalesyncApi, "schema", (handlers) =>
  Effect.gen(function* () {
    const schema = yield* SchemaInference
    return handlers
      .handleRaw("infer", () =>
        Effect.gen(function* () {
          const body = yield* readJson(InferRequest)
          return yield* schema.infer(yield* CurrentAccount, body)
        })
      )
      .handleRaw("apply", () =>
        Effect.gen(function* () {
          const body = yield* readJsonWith(ApplyMappingRequest, (message, problems) => new InvalidMapping({ message, details: { problems } }))
          return yield* schema.apply(yield* CurrentAccount, body)
        })
      )
      .handleRaw("preview", () =>
        Effect.gen(function* () {
          const body = yield* readJsonWith(PreviewRequest, previewBodyError)
          return yield* schema.preview(yield* CurrentAccount, body)
        })
      )
  })
)
