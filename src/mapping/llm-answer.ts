/**
 * Reading the LLM's answer: it must parse into the requested shape and make
 * sense for these samples and this destination — every path present in the
 * samples, every field in the destination, every transform in the
 * vocabulary, one-to-one. Any problem rejects the whole answer.
 */
import { Either, ParseResult, Schema } from "effect"
import type { DestinationField, JsonRecord } from "../connectors/contract.js"
import { isTransformName, isValidSourcePath, type TransformName } from "../domain/transforms.js"
import { getPath } from "./path.js"

const RawAnswer = Schema.parseJson(
  Schema.Struct({
    mappings: Schema.Array(
      Schema.Struct({
        destination_field: Schema.String,
        source_field: Schema.String,
        transform: Schema.NullOr(Schema.String),
        confidence: Schema.optional(Schema.NullOr(Schema.Number))
      })
    )
  })
)

export interface LlmEntry {
  readonly source_field: string
  readonly destination_field: string
  readonly transform: TransformName | null
  readonly confidence: number | undefined
}

const existsInSamples = (samples: ReadonlyArray<JsonRecord>, path: string): boolean =>
  isValidSourcePath(path) && samples.some((record) => getPath(record, path) !== undefined)

/** The validated entries, or every problem found (for the log). */
export const readAnswer = (
  content: string,
  samples: ReadonlyArray<JsonRecord>,
  destinationFields: ReadonlyArray<DestinationField>
): Either.Either<ReadonlyArray<LlmEntry>, ReadonlyArray<string>> => {
  const decoded = Schema.decodeUnknownEither(RawAnswer)(content)
  if (Either.isLeft(decoded)) {
    return Either.left([`malformed answer: ${ParseResult.TreeFormatter.formatErrorSync(decoded.left)}`])
  }
  const known = new Set(destinationFields.map((field) => field.name))
  const problems: Array<string> = []
  const destinations = new Set<string>()
  const sources = new Set<string>()
  const entries: Array<LlmEntry> = []
  for (const entry of decoded.right.mappings) {
    const { destination_field: destination, source_field: source, transform } = entry
    if (!known.has(destination)) problems.push(`unknown destination field "${destination}"`)
    if (!existsInSamples(samples, source)) problems.push(`source path "${source}" is not in the samples`)
    if (transform !== null && !isTransformName(transform)) problems.push(`unknown transform "${transform}"`)
    if (destinations.has(destination)) problems.push(`destination field "${destination}" mapped twice`)
    if (sources.has(source)) problems.push(`source path "${source}" mapped twice`)
    destinations.add(destination)
    sources.add(source)
    const confidence = entry.confidence ?? undefined
    entries.push({
      source_field: source,
      destination_field: destination,
      transform: isTransformName(transform) ? transform : null,
      confidence: confidence === undefined ? undefined : Math.max(0, Math.min(1, confidence))
    })
  }
  return problems.length > 0 ? Either.left(problems) : Either.right(entries)
}
