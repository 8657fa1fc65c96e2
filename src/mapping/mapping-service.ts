/**
 * Reading and saving an integration's mapping, for the dashboard and the
 * apply route alike: one check of every rule, destination fields included.
 */
import { Effect } from "effect"
import type { Principal } from "../accounts/principal.js"
import { requireWritable } from "../billing/access.js"
import { InvalidMapping } from "../domain/errors.js"
import type { FieldMapping } from "../domain/models.js"
import { IntegrationService } from "../integrations/integration-service.js"
import { applyWarnings } from "../schema-inference/messages.js"
import { SchemaSources } from "../schema-inference/schema-sources.js"
import { isKeyField } from "./key-field.js"
import { MappingRepository } from "./mapping-repository.js"
import { type MappingEntryInput, mappingProblems, MAX_MAPPING_ENTRIES } from "./mapping-validation.js"

export const invalidMapping = (problems: ReadonlyArray<string>) =>
  new InvalidMapping({
    message: `The mapping has ${problems.length} problem${problems.length === 1 ? "" : "s"}: ${problems.join("; ")}`,
    details: { problems }
  })

export class MappingService extends Effect.Service<MappingService>()("MappingService", {
  effect: Effect.gen(function*() {
    const integrations = yield* IntegrationService
    const mappings = yield* MappingRepository
    const sources = yield* SchemaSources
    return {
      get: (principal: Principal, integrationId: string) =>
        Effect.gen(function*() {
          const integration = yield* integrations.getOwned(principal, integrationId)
          const entries = yield* mappings.get(integration.id)
          return { integration_id: integration.id, mappings: entries } satisfies FieldMapping
        }),

      /**
       * Validates every rule — against the destination's own fields when it can
       * be read — then replaces the saved mapping atomically. A destination that
       * cannot be read is saved unchecked, with a warning saying so.
       */
      save: (
        principal: Principal,
        integrationId: string,
        entries: ReadonlyArray<MappingEntryInput>,
        options: { readonly bodyIntegrationId?: string } = {}
      ) =>
        Effect.gen(function*() {
          const integration = yield* integrations.getOwned(principal, integrationId)
          // A read-only (or paused, deleted) account edits no mappings (PATCH and apply).
          yield* requireWritable(principal.status)
          const read = entries.length === 0 || entries.length > MAX_MAPPING_ENTRIES
            ? undefined
            : yield* sources.destination(integration)
          // The key field gets its own problem, not a second "not a field" one.
          const known = read?.status === "read"
            ? [
              ...read.fields.map((field) => field.name),
              ...entries.filter((entry) => isKeyField(entry.destination_field)).map((entry) =>
                entry.destination_field.trim()
              )
            ]
            : undefined
          const problems = [
            ...(options.bodyIntegrationId !== undefined && options.bodyIntegrationId !== integrationId
              ? [
                `integration_id: "${options.bodyIntegrationId}" in the body differs from "${integrationId}" in the path`
              ]
              : []),
            ...mappingProblems(entries, known === undefined ? {} : { knownDestinationFields: known })
          ]
          if (problems.length > 0) {
            if (read?.status !== "read") return yield* invalidMapping(problems)
            // Naming the fields the destination has makes a typo easy to fix.
            const fields = read.fields.map((field) => field.name)
            return yield* new InvalidMapping({
              message: `${invalidMapping(problems).message}. Fields of "${read.target}": ${
                fields.map((name) => `"${name}"`).join(", ") || "none"
              }.`,
              details: { problems, destination_fields: fields }
            })
          }
          yield* mappings.replace(integration.id, entries)
          const result = { ok: true as const, integration_id: integration.id, mappings_saved: entries.length }
          const warnings = read === undefined ? [] : applyWarnings(integration.destination_kind, read)
          return warnings.length > 0 ? { ...result, warnings } : result
        })
    }
  }),
  dependencies: [IntegrationService.Default, MappingRepository.Default, SchemaSources.Default]
}) {}
