import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { CurrentAccount } from "../../accounts/principal.js"
import { SalesyncApi } from "../../api/index.js"
import { ApplyMappingRequest } from "../../api/schema.js"
import { InvalidMapping } from "../../domain/errors.js"
import { MappingService } from "../../mapping/mapping-service.js"
import { readJsonWith } from "../body.js"
import { unbuilt } from "../unbuilt.js"

export const SchemaHandlers = HttpApiBuilder.group(SalesyncApi, "schema", (handlers) =>
  Effect.gen(function* () {
    const mappings = yield* MappingService
    return handlers
      .handle("infer", unbuilt("Mapping inference (AI field mapping issue)"))
      .handleRaw("apply", () =>
        Effect.gen(function* () {
          const principal = yield* CurrentAccount
          const body = yield* readJsonWith(ApplyMappingRequest, (message, problems) => new InvalidMapping({ message, details: { problems } }))
          return yield* mappings.save(principal, body.integration_id, body.mappings)
        })
      )
      .handle("preview", unbuilt("Mapping preview (AI field mapping issue)"))
  })
)
