/** Reading and saving an integration's mapping, for the dashboard and the apply route. */
import { Effect } from "effect"
import type { Principal } from "../accounts/principal.js"
import { requireWritable } from "../billing/access.js"
import { InvalidMapping } from "../domain/errors.js"
import type { FieldMapping } from "../domain/models.js"
import { IntegrationService } from "../integrations/integration-service.js"
import { MappingRepository } from "./mapping-repository.js"
import { mappingProblems, type MappingEntryInput } from "./mapping-validation.js"

export const invalidMapping = (problems: ReadonlyArray<string>) =>
  new InvalidMapping({
    message: `The mapping has ${problems.length} problem${problems.length === 1 ? "" : "s"}: ${problems.join("; ")}`,
    details: { problems }
  })

export class MappingService extends Effect.Service<MappingService>()("MappingService", {
  effect: Effect.gen(function* () {
    const integrations = yield* IntegrationService
    const mappings = yield* MappingRepository
    return {
      get: (principal: Principal, integrationId: string) =>
        Effect.gen(function* () {
          const integration = yield* integrations.getOwned(principal, integrationId)
          const entries = yield* mappings.get(integration.id)
          return { integration_id: integration.id, mappings: entries } satisfies FieldMapping
        }),

      /** Validates every rule, then replaces the saved mapping atomically. */
      save: (
        principal: Principal,
        integrationId: string,
        entries: ReadonlyArray<MappingEntryInput>,
        options: { readonly bodyIntegrationId?: string; readonly knownDestinationFields?: ReadonlyArray<string> } = {}
      ) =>
        Effect.gen(function* () {
          const integration = yield* integrations.getOwned(principal, integrationId)
          // A read-only (or paused, deleted) account edits no mappings (PATCH and apply).
          yield* requireWritable(principal.status)
          const problems = [
            ...(options.bodyIntegrationId !== undefined && options.bodyIntegrationId !== integrationId
              ? [`integration_id: "${options.bodyIntegrationId}" in the body differs from "${integrationId}" in the path`]
              : []),
            ...mappingProblems(entries, options)
          ]
          if (problems.length > 0) return yield* invalidMapping(problems)
          yield* mappings.replace(integration.id, entries)
          return { ok: true as const, integration_id: integration.id, mappings_saved: entries.length }
        })
    }
  }),
  dependencies: [IntegrationService.Default, MappingRepository.Default]
}) {}
