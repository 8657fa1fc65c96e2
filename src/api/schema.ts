import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { FieldMapping, MappingEntry } from "../domain/models.js"
import { defaultSchemaDescription } from "../schema-inference/default-schemas.js"
import { MAX_SAMPLE_DEPTH, MAX_SAMPLE_PATHS } from "../schema-inference/samples.js"
import { AccountReadOnly, InvalidInput, InvalidMapping, NotFound } from "./errors.js"
import { Authenticated } from "./security.js"
import { strictBody } from "./shared.js"

const SampleRecord = Schema.Record({ key: Schema.String, value: Schema.Unknown }).annotations({
  message: () => "must be an object (one source record)"
})

const SampleRecords = Schema.Array(SampleRecord).annotations({
  message: () => "must be an array of objects (source records)",
  description:
    "Raw source records (objects): at most 100, 1 MiB as JSON (the request body itself is limited to 256 KiB), " +
    `${MAX_SAMPLE_PATHS} distinct field paths and ${MAX_SAMPLE_DEPTH} levels of nesting; past any of these the answer is ` +
    "400 invalid_input. " +
    "Absent or empty: recent records are read from the integration's source."
})

export const InferRequest = Schema.Struct({
  integration_id: Schema.String,
  // exact: a wrong value then gets one problem, not a second "expected undefined".
  sample_records: Schema.optionalWith(SampleRecords, { exact: true })
}).annotations({ identifier: "InferRequest", ...strictBody })

export const InferResponse = Schema.Struct({
  ...FieldMapping.fields,
  unmapped_destination_fields: Schema.optional(Schema.Array(Schema.String)).annotations({
    description: "destination fields no source path was confident enough for"
  }),
  unmapped_source_fields: Schema.optional(Schema.Array(Schema.String)).annotations({
    description: "source paths left unused"
  }),
  engine: Schema.optional(Schema.Literal("offline", "llm")).annotations({
    description: "`llm` when the configured OpenAI-compatible model answered validly in time, else `offline`"
  }),
  destination_schema: Schema.optional(
    Schema.Literal("destination", "default").annotations({
      description: "`destination`: the destination's own fields (table schema, sheet header row). " +
        "`default` when the destination could not be read (or the sheet has no header row yet) and the documented default sales schema was used — " +
        `${defaultSchemaDescription}. The key field "Sync ID" is never proposed: salesync writes it.`
    })
  ),
  message: Schema.optional(Schema.String).annotations({
    description: "what the user should know about this proposal (default schema used, no samples, no Sync ID field)"
  })
}).annotations({ identifier: "InferResponse" })

export const ApplyMappingRequest = Schema.Struct({
  integration_id: Schema.String,
  mappings: Schema.Array(MappingEntry)
}).annotations({ identifier: "ApplyMappingRequest", ...strictBody })

export const MappingSaved = Schema.Struct({
  ok: Schema.Literal(true),
  integration_id: Schema.String,
  mappings_saved: Schema.Int,
  warnings: Schema.optional(Schema.Array(Schema.String)).annotations({
    description:
      "present when the mapping was saved without checking its fields against the destination (it could not be read, or the sheet has no header row yet)"
  })
}).annotations({ identifier: "MappingSaved" })

export const PreviewRequest = Schema.Struct({
  integration_id: Schema.String,
  mappings: Schema.optionalWith(Schema.Array(MappingEntry), { exact: true }).annotations({
    description: "the mapping to preview; absent: the saved one"
  }),
  sample_records: Schema.optionalWith(SampleRecords, { exact: true })
}).annotations({ identifier: "PreviewRequest", ...strictBody })

/**
 * Values keyed by the destination's own column names, passed through as they are. Not a `Schema.Record`: it
 * rebuilds the object by assignment, and a column named "__proto__" would vanish from the answer.
 */
const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
const isTextRecord = (value: unknown): value is Readonly<Record<string, string>> =>
  isObject(value) && Object.values(value).every((entry) => typeof entry === "string")

const ByColumn = Schema.declare(isObject, {
  identifier: "ByColumn",
  description: "destination field → value, exactly as the sync writes it (a cell whose transform failed is left out)",
  jsonSchema: { type: "object", additionalProperties: true }
})
const ErrorsByColumn = Schema.declare(isTextRecord, {
  identifier: "ErrorsByColumn",
  description: "destination field → why its transform could not apply",
  jsonSchema: { type: "object", additionalProperties: { type: "string" } }
})

export const PreviewResponse = Schema.Struct({
  integration_id: Schema.String,
  records: Schema.Array(Schema.Struct({ fields: ByColumn, errors: ErrorsByColumn })),
  warnings: Schema.optional(Schema.Array(Schema.String)).annotations({
    description: "present when the mapping names fields the destination table does not have: a sync would fail on them"
  })
}).annotations({ identifier: "PreviewResponse" })

export class SchemaApi extends HttpApiGroup.make("schema")
  .add(
    HttpApiEndpoint.post("infer", "/api/schema/infer")
      .setPayload(InferRequest)
      .addSuccess(InferResponse)
      .addError(InvalidInput)
      .addError(NotFound)
      .annotate(
        OpenApi.Description,
        "Proposes a field mapping (not saved), each entry with a confidence. Samples: the given ones (at most 100 records, 1 MiB as JSON; the request body limit is 256 KiB), " +
          "otherwise up to 20 records read from the source (400 `invalid_input` when the source cannot be read, saying to send sample_records or fix its credentials). " +
          "Destination fields come from the destination's own schema (table schema with types, sheet header row), without the key field \"Sync ID\"; " +
          "when it cannot be read, a documented default sales schema (`destination_schema: \"default\"`, and `message` says why)."
      )
  )
  .add(
    HttpApiEndpoint.post("apply", "/api/schema/infer/apply")
      .setPayload(ApplyMappingRequest)
      .addSuccess(MappingSaved)
      .addError(InvalidMapping)
      .addError(NotFound)
      .addError(AccountReadOnly)
      .annotate(
        OpenApi.Description,
        "Saves a mapping, replacing the saved one atomically (a refused one leaves the old one intact). 400 `invalid_mapping` lists every problem: " +
          "the PATCH rules, \"Sync ID\" as a destination field (salesync writes it), and destination fields the destination's schema lacks. " +
          "When the destination cannot be read the mapping is saved unchecked and `warnings` says so."
      )
  )
  .add(
    HttpApiEndpoint.post("preview", "/api/schema/preview")
      .setPayload(PreviewRequest)
      .addSuccess(PreviewResponse)
      .addError(InvalidInput)
      .addError(InvalidMapping)
      .addError(NotFound)
      .annotate(
        OpenApi.Description,
        "The first records (at most 10) as the destination would receive them, through the sync's own transforms, with per-cell errors. " +
          "Mappings: the given ones (validated like PATCH, 400 `invalid_mapping`) or the saved one (none saved: 400 `invalid_mapping`). " +
          "Samples as for infer (the request body limit is 256 KiB)."
      )
  )
  .middleware(Authenticated)
{}
