/**
 * The shapes of provider answers the connectors read, as Schemas: a body is
 * decoded, never probed key by key. Records themselves stay free-form
 * objects (the mapping reads them), so only the envelope around them is typed.
 */
import { Schema } from "effect"
import { isJsonObject, JsonObject } from "../domain/json-fields.js"

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
