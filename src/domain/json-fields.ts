/**
 * Reading fields of JSON nobody typed for us (stored credentials, provider
 * answers) with Schemas: a field of another shape reads as absent, never as
 * a wrong value.
 */
import { Option, Schema } from "effect"

/** A JSON object: any keys, any values (not an array, not null). */
export const JsonObject = Schema.Record({ key: Schema.String, value: Schema.Unknown })
export const isJsonObject = Schema.is(JsonObject)

/** A string with something in it, trimmed. */
export const TrimmedText = Schema.Trim.pipe(Schema.nonEmptyString())

/** Reads an optional field with `schema`: undefined when it is absent or of another shape. */
export const readAs = <A, I>(schema: Schema.Schema<A, I>) => {
  const decode = Schema.decodeUnknownOption(schema)
  return (value: unknown): A | undefined => Option.getOrUndefined(decode(value))
}

/** A field's text, trimmed: undefined when absent, blank or not text (ids, names). */
export const trimmedTextOf = readAs(TrimmedText)

/** A field as stored, when it is a non-empty string: keys and tokens are sent exactly as they are. */
export const secretTextOf = readAs(Schema.NonEmptyString)

const readDate = readAs(Schema.Date)

/** A timestamp's millis, NaN when the field is not a date's text. */
export const instantOf = (value: unknown): number => readDate(value)?.getTime() ?? Number.NaN
