/**
 * The shapes of provider answers the connectors read, as Schemas: a body is
 * decoded, never probed key by key. Records themselves stay free-form
 * objects (the mapping reads them), so only the envelope around them is typed.
 */
import { Option, Schema } from "effect"

/** A JSON object: any keys, any values (not an array, not null). */
export const JsonObject = Schema.Record({ key: Schema.String, value: Schema.Unknown })
export const isJsonObject = Schema.is(JsonObject)

/** A string with something in it. */
export const Text = Schema.String.pipe(Schema.filter((value) => value.trim() !== ""))

/** A list of objects; items that are not objects are dropped, not fatal. */
export const ObjectList = Schema.Array(Schema.Unknown).pipe(
  Schema.transform(Schema.typeSchema(Schema.Array(JsonObject)), {
    strict: true,
    decode: (items) => items.filter(isJsonObject),
    encode: (items) => items
  })
)

/** A number, or its decimal text (`expires_in: "3600"`). */
export const Seconds = Schema.Union(Schema.Number, Schema.NumberFromString).pipe(Schema.filter(Number.isFinite))

/** A string with something in it, trimmed. */
export const TrimmedText = Schema.Trim.pipe(Schema.nonEmptyString())

/** Reads an optional field with `schema`: undefined when it is absent or of another shape. */
export const readAs = <A, I>(schema: Schema.Schema<A, I>) => {
  const decode = Schema.decodeUnknownOption(schema)
  return (value: unknown): A | undefined => Option.getOrUndefined(decode(value))
}
