/**
 * What the LLM is asked: destination fields, source paths with their value
 * kinds and a few masked sample values, the offline matcher's proposal as a
 * hint, and a strict JSON schema for the answer.
 */
import type { DestinationField, JsonRecord } from "../connectors/contract.js"
import { transformNames } from "../domain/transforms.js"
import { type FlatField, flattenSamples } from "./flatten.js"
import type { MappingProposal } from "./matcher/propose.js"
import { tokenizePath } from "./matcher/tokenize.js"

const maxPaths = 300
const maxSampleLength = 60

const personWords = new Set(["name", "firstname", "lastname", "phone"])

/** The mask for a value that could identify a person, or undefined when it can be shown. */
const maskFor = (field: FlatField, value: unknown): string | undefined => {
  if (typeof value !== "string") return undefined
  if (field.kind === "email" || /\S+@\S+\.\S+/.test(value)) return "<email>"
  const leaf = tokenizePath(field.path).leaf
  if (field.kind === "person_name" || leaf.some((token) => token.concepts.some((entry) => personWords.has(entry.id)))) {
    return "<name>"
  }
  return undefined
}

const shown = (field: FlatField, value: unknown): unknown => {
  const masked = maskFor(field, value)
  if (masked !== undefined) return masked
  if (typeof value === "string" && value.length > maxSampleLength) return `${value.slice(0, maxSampleLength)}…`
  if (Array.isArray(value)) return `[${value.length} items]`
  return value
}

export interface PromptInput {
  readonly samples: ReadonlyArray<JsonRecord>
  readonly destinationFields: ReadonlyArray<DestinationField>
  readonly offline: MappingProposal
  readonly sendSamples: boolean
}

const instructions = [
  "You map fields of sales records (from a payment processor, storefront or marketplace) to the fields of a destination table or spreadsheet.",
  "Destination names may be in any language or abbreviated. Source fields are dot paths; array elements by index (line_items.0.sku).",
  "Rules: use source paths exactly as listed; each destination field at most once and each source path at most once;",
  "leave a destination field out when no source fits; never invent paths.",
  "transform is null to copy the value as is, or one of:",
  "to_string, to_number, to_integer, to_boolean, uppercase, lowercase, trim,",
  "cents_to_decimal (integer minor units such as cents to major units; the currency beside the amount decides the decimals),",
  "percent_to_fraction (a number in per cent, 20, to the fraction a percent column stores, 0.2),",
  "unix_to_datetime (Unix seconds to ISO datetime), unix_to_date (Unix seconds to YYYY-MM-DD), datetime_to_date (ISO datetime to YYYY-MM-DD),",
  "json (object or array to JSON text), join (array to comma-separated text).",
  "confidence is 0..1. The suggestions come from a heuristic matcher: keep the good ones, fix the wrong ones."
].join(" ")

export const buildMessages = (input: PromptInput): Array<{ role: "system" | "user"; content: string }> => {
  const sources = flattenSamples(input.samples)
    .filter((field) => field.kind !== "object")
    .slice(0, maxPaths)
    .map((field) => ({
      path: field.path,
      kind: field.kind,
      ...(input.sendSamples ? { samples: field.samples.map((value) => shown(field, value)) } : {})
    }))
  const payload = {
    destination_fields: input.destinationFields.map((field) => ({ name: field.name, type: field.type ?? null })),
    source_fields: sources,
    suggestions: input.offline.mappings.map((entry) => ({
      destination_field: entry.destination_field,
      source_field: entry.source_field,
      transform: entry.transform
    }))
  }
  return [
    { role: "system", content: instructions },
    { role: "user", content: JSON.stringify(payload) }
  ]
}

/** Structured output: the answer must be this shape (strict mode requires every key). */
export const answerSchema = (destinationFields: ReadonlyArray<DestinationField>): Record<string, unknown> => ({
  type: "object",
  properties: {
    mappings: {
      type: "array",
      items: {
        type: "object",
        properties: {
          destination_field: { type: "string", enum: destinationFields.map((field) => field.name) },
          source_field: { type: "string" },
          transform: { type: ["string", "null"], enum: [...transformNames, null] },
          confidence: { type: "number" }
        },
        required: ["destination_field", "source_field", "transform", "confidence"],
        additionalProperties: false
      }
    }
  },
  required: ["mappings"],
  additionalProperties: false
})
