import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { CurrentAccount } from "../../accounts/principal.js"
import { SalesyncApi } from "../../api/index.js"
import { ApplyMappingRequest, InferRequest, PreviewRequest } from "../../api/schema.js"
import { IntegrationService } from "../../integrations/integration-service.js"
import { InvalidMapping } from "../../domain/errors.js"
import { MappingService } from "../../mapping/mapping-service.js"
import { readJson, readJsonWith } from "../body.js"
import { unbuilt } from "../unbuilt.js"

export const SchemaHandlers = HttpApiBuilder.group(SalesyncApi, "schema", (handlers) =>
  Effect.gen(function* () {
    const mappings = yield* MappingService
    const integrations = yield* IntegrationService
    return handlers
      .handleRaw("infer", () =>
        Effect.gen(function* () {
          const body = yield* readJson(InferRequest)
          yield* integrations.getOwned(yield* CurrentAccount, body.integration_id)
          return yield* unbuilt("Mapping inference (AI field mapping issue)")()
        })
      )
      .handleRaw("apply", () =>
        Effect.gen(function* () {
          const principal = yield* CurrentAccount
          const body = yield* readJsonWith(ApplyMappingRequest, (message, problems) => new InvalidMapping({ message, details: { problems } }))
          return yield* mappings.save(principal, body.integration_id, body.mappings)
        })
      )
      .handleRaw("preview", () =>
        Effect.gen(function* () {
          const body = yield* readJson(PreviewRequest)
          yield* integrations.getOwned(yield* CurrentAccount, body.integration_id)
          return yield* unbuilt("Mapping preview (AI field mapping issue)")()
        })
      )
  })
)
