/**
 * Merging a valid LLM answer with the offline proposal. The LLM decides the
 * pairs (it reads names in any language); the values decide what the values
 * need: a transform that fails on the samples, or a copy of cents or Unix
 * seconds, is replaced by the one inferred from the observed kinds. Fields
 * the LLM left out keep a confident offline pair when its source is free.
 */
import type { DestinationField } from "../connectors/contract.js"
import type { TransformName } from "../domain/transforms.js"
import { flattenSamples } from "./flatten.js"
import type { LlmEntry } from "./llm-answer.js"
import { profileDestination } from "./matcher/profiles.js"
import type { MappingProposal, ProposedEntry, ProposeInput } from "./matcher/propose.js"
import { inferTransform } from "./matcher/transform-rules.js"
import { applyTransform, getPath } from "./transforms.js"

/** Offline pairs at least this sure fill destinations the LLM left out. */
const keepOfflineAbove = 0.8
const defaultLlmConfidence = 0.8
/**
 * A model's own confidence is not calibrated: a pair the offline matcher also
 * proposes takes its calibrated confidence, any other stays under the 0.8
 * line below which a proposal is shown as one to check.
 */
const unverifiedCeiling = 0.79
const valueDriven: ReadonlySet<TransformName> = new Set([
  "cents_to_decimal",
  "percent_to_fraction",
  "unix_to_datetime",
  "unix_to_date"
])

const worksOnSamples = (input: ProposeInput, entry: LlmEntry): boolean =>
  input.samples.every(
    (record) =>
      applyTransform(entry.transform, getPath(record, entry.source_field), { record, path: entry.source_field }).ok
  )

export const reconcile = (
  input: ProposeInput,
  llm: ReadonlyArray<LlmEntry>,
  offline: MappingProposal
): MappingProposal => {
  const flat = new Map(flattenSamples(input.samples).map((field) => [field.path, field]))
  const fields = new Map<string, DestinationField>(input.destinationFields.map((field) => [field.name, field]))
  const offlinePairs = new Map(
    offline.mappings.map((entry) => [`${entry.destination_field}\u0000${entry.source_field}`, entry])
  )

  const transformOf = (entry: LlmEntry): TransformName | null => {
    const observed = flat.get(entry.source_field)
    const field = fields.get(entry.destination_field)
    if (observed === undefined || field === undefined) return entry.transform
    const inferred = inferTransform(observed, profileDestination(field).expected, field.type)
    if (!worksOnSamples(input, entry)) return inferred
    return entry.transform === null && inferred !== null && valueDriven.has(inferred) ? inferred : entry.transform
  }

  // Computed destination fields (formulas, auto numbers) cannot be written, whatever the LLM says.
  const writable = (entry: LlmEntry): boolean => {
    const field = fields.get(entry.destination_field)
    return field !== undefined && profileDestination(field).expected !== "readonly"
  }

  const chosen: Array<ProposedEntry> = llm.filter(writable).map((entry) => {
    const agreed = offlinePairs.get(`${entry.destination_field}\u0000${entry.source_field}`)
    const stated = entry.confidence ?? defaultLlmConfidence
    return {
      source_field: entry.source_field,
      destination_field: entry.destination_field,
      transform: transformOf(entry),
      confidence: agreed?.confidence ?? Math.round(Math.min(stated, unverifiedCeiling) * 100) / 100
    }
  })
  const usedDestinations = new Set(chosen.map((entry) => entry.destination_field))
  const usedSources = new Set(chosen.map((entry) => entry.source_field))
  for (const entry of offline.mappings) {
    if (
      entry.confidence < keepOfflineAbove || usedDestinations.has(entry.destination_field) ||
      usedSources.has(entry.source_field)
    ) continue
    chosen.push(entry)
    usedDestinations.add(entry.destination_field)
    usedSources.add(entry.source_field)
  }

  const order = input.destinationFields.map((field) => field.name)
  const candidates = [...offline.mappings.map((entry) => entry.source_field), ...offline.unmapped_source_fields]
  return {
    mappings: chosen.sort((left, right) =>
      order.indexOf(left.destination_field) - order.indexOf(right.destination_field)
    ),
    unmapped_destination_fields: order.filter((name) => !usedDestinations.has(name)),
    unmapped_source_fields: candidates.filter((path) => !usedSources.has(path))
  }
}
