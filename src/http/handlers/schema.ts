import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect } from "effect"
import { CurrentAccount } from "../../accounts/principal.js"
import { SalesyncApi } from "../../api/index.js"
import { SchemaInference } from "../../schema-inference/schema-inference-service.js"

export const SchemaHandlers = HttpApiBuilder.group(SalesyncApi, "schema", (handlers) =>
  Effect.gen(function*() {
    const schema = yield* SchemaInference
    return handlers
      .handle("infer", ({ payload }) => Effect.flatMap(CurrentAccount, (principal) => schema.infer(principal, payload)))
      .handle("apply", ({ payload }) => Effect.flatMap(CurrentAccount, (principal) => schema.apply(principal, payload)))
      .handle("preview", ({ payload }) =>
        Effect.flatMap(CurrentAccount, (principal) => schema.preview(principal, payload)))
  }))
