/**
 * The schema routes: propose a mapping (not saved) from samples and the
 * destination's fields, save one after checking it against the destination,
 * and preview records through the sync's own transform module.
 */
import { Effect } from "effect"
import type { Principal } from "../accounts/principal.js"
import type { JsonRecord } from "../connectors/contract.js"
import { InvalidMapping } from "../domain/errors.js"
import { hasControlCharacter, hasLoneSurrogate } from "../domain/json-bounds.js"
import { isTransformName } from "../domain/transforms.js"
import type { IntegrationRow } from "../integrations/integration-repository.js"
import { IntegrationService } from "../integrations/integration-service.js"
import { MappingInference } from "../mapping/inference.js"
import { MappingRepository } from "../mapping/mapping-repository.js"
import { invalidMapping, MappingService } from "../mapping/mapping-service.js"
import { type MappingEntryInput, mappingProblems } from "../mapping/mapping-validation.js"
import { applyMapping, type MappingRule } from "../mapping/transforms.js"
import { defaultSchemaFor } from "./default-schemas.js"
import { absentSourceWarnings, firstElementNotes, inferNotes, previewWarnings, unnameableNote } from "./messages.js"
import { checkSamples, INFER_SAMPLE_COUNT, PREVIEW_RECORD_COUNT } from "./samples.js"
import { SchemaSources } from "./schema-sources.js"

export interface InferInput {
  readonly integration_id: string
  readonly sample_records?: ReadonlyArray<JsonRecord>
}

export interface ApplyInput {
  readonly integration_id: string
  readonly mappings: ReadonlyArray<MappingEntryInput>
}

export interface PreviewInput {
  readonly integration_id: string
  readonly mappings?: ReadonlyArray<MappingEntryInput>
  readonly sample_records?: ReadonlyArray<JsonRecord>
}

const isUnnameable = (name: string): boolean => hasControlCharacter(name) || hasLoneSurrogate(name)

/** Entries already validated; a transform outside the vocabulary cannot remain. */
const toRules = (entries: ReadonlyArray<MappingEntryInput>): ReadonlyArray<MappingRule> =>
  entries.flatMap((entry) =>
    entry.transform === null || isTransformName(entry.transform)
      ? [{
        source_field: entry.source_field,
        destination_field: entry.destination_field.trim(),
        transform: entry.transform
      }]
      : []
  )

export const NO_SAVED_MAPPING =
  "No mapping is saved for this integration yet: propose one with POST /api/schema/infer and save it with POST /api/schema/infer/apply, or send mappings with this request."

export class SchemaInference extends Effect.Service<SchemaInference>()("SchemaInference", {
  effect: Effect.gen(function*() {
    const integrations = yield* IntegrationService
    const mappings = yield* MappingService
    const saved = yield* MappingRepository
    const inference = yield* MappingInference
    const sources = yield* SchemaSources

    /** The client's samples (checked), else `count` records read from the source; an empty list counts as none. */
    const samplesFor = (integration: IntegrationRow, given: ReadonlyArray<JsonRecord> | undefined, count: number) => {
      if (given === undefined || given.length === 0) return sources.samples(integration, count)
      const refused = checkSamples(given)
      return refused === undefined ? Effect.succeed(given) : Effect.fail(refused)
    }

    const infer = (principal: Principal, input: InferInput) =>
      Effect.gen(function*() {
        const integration = yield* integrations.getOwned(principal, input.integration_id)
        const [samples, read] = yield* Effect.all([
          samplesFor(integration, input.sample_records, INFER_SAMPLE_COUNT),
          sources.destination(integration)
        ], {
          concurrency: 2
        })
        const fields = read.status === "read" ? read.fields : defaultSchemaFor(integration.destination_kind)
        // A mapping may not name a column with a tab, a line break or a lone surrogate in it (apply refuses it),
        // so none is proposed.
        const unnameable = fields.filter((field) => isUnnameable(field.name)).map((field) => field.name)
        const { proposal, engine } = yield* inference.propose(
          samples,
          fields.filter((field) => !isUnnameable(field.name))
        )
        const notes = [
          ...inferNotes(integration.destination_kind, read, samples.length),
          ...(unnameable.length > 0 ? [unnameableNote(unnameable.length)] : []),
          ...firstElementNotes(proposal.mappings, samples)
        ]
        return {
          integration_id: integration.id,
          mappings: proposal.mappings,
          unmapped_destination_fields: [...proposal.unmapped_destination_fields, ...unnameable],
          unmapped_source_fields: proposal.unmapped_source_fields,
          engine,
          destination_schema: read.status === "read" ? ("destination" as const) : ("default" as const),
          ...(notes.length > 0 ? { message: notes.join(" ") } : {})
        }
      })

    /** Every problem at once (the key field, fields the destination lacks), then an atomic replace. */
    const apply = (principal: Principal, input: ApplyInput) =>
      mappings.save(principal, input.integration_id, input.mappings)

    const rulesFor = (integration: IntegrationRow, given: ReadonlyArray<MappingEntryInput> | undefined) =>
      Effect.gen(function*() {
        if (given !== undefined) {
          const problems = mappingProblems(given, {})
          return problems.length > 0 ? yield* invalidMapping(problems) : toRules(given)
        }
        const stored = yield* saved.get(integration.id)
        return stored.length > 0 ? toRules(stored) : yield* new InvalidMapping({ message: NO_SAVED_MAPPING })
      })

    /**
     * The first records as the destination would receive them, with per-cell errors, and a warning for each
     * mapped field the destination does not have (a sync would fail on it).
     */
    const preview = (principal: Principal, input: PreviewInput) =>
      Effect.gen(function*() {
        const integration = yield* integrations.getOwned(principal, input.integration_id)
        const rules = yield* rulesFor(integration, input.mappings)
        const [samples, read] = yield* Effect.all([
          samplesFor(integration, input.sample_records, PREVIEW_RECORD_COUNT),
          sources.destination(integration)
        ], { concurrency: 2 })
        const warnings = [
          ...previewWarnings(integration.destination_kind, read, rules.map((rule) => rule.destination_field)),
          ...absentSourceWarnings(rules, samples)
        ]
        return {
          integration_id: integration.id,
          records: samples.slice(0, PREVIEW_RECORD_COUNT).map((record) => applyMapping(record, rules)),
          ...(warnings.length > 0 ? { warnings } : {})
        }
      })

    return { infer, apply, preview } as const
  }),
  dependencies: [
    IntegrationService.Default,
    MappingService.Default,
    MappingRepository.Default,
    MappingInference.Default,
    SchemaSources.Default
  ]
}) {}
