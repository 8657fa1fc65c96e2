/** Small schemas several groups share: path ids, list parameters, list envelopes. */
import { Schema } from "effect"

export const IdPath = Schema.Struct({ id: Schema.String })
export const IntegrationIdPath = Schema.Struct({ integration_id: Schema.String })

/**
 * How every JSON request body is decoded: all problems reported at once, and a field
 * the contract does not name is one of them.
 */
export const strictBody = { parseOptions: { errors: "all", onExcessProperty: "error" } } as const

/** Strings on the wire; `parsePageRequest` gives a bad value a 400 naming it. */
export const ListParams = Schema.Struct({
  limit: Schema.optional(Schema.String.annotations({ description: "page size, 1 to 200 (default 50)" })),
  cursor: Schema.optional(Schema.String.annotations({ description: "next_cursor of the previous page" }))
})

export const NextCursor = Schema.NullOr(Schema.String).annotations({ description: "null on the last page" })

export const listDescription =
  "Newest first. Paginated: `?limit=` (default 50, max 200) and `?cursor=` (the previous page's `next_cursor`, null at the end)."
