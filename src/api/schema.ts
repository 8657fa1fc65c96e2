import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { FieldMapping, MappingEntry } from "../domain/models.js"
import { AccountReadOnly, InvalidInput, InvalidMapping, NotFound } from "./errors.js"
import { Authenticated } from "./security.js"

const SampleRecords = Schema.Array(Schema.Record({ key: Schema.String, value: Schema.Unknown }))

export const InferRequest = Schema.Struct({
  integration_id: Schema.String,
  sample_records: Schema.optional(SampleRecords)
}).annotations({ identifier: "InferRequest" })

export const InferResponse = Schema.Struct({
  ...FieldMapping.fields,
  unmapped_destination_fields: Schema.optional(Schema.Array(Schema.String)),
  unmapped_source_fields: Schema.optional(Schema.Array(Schema.String)),
  engine: Schema.optional(Schema.Literal("offline", "llm")),
  destination_schema: Schema.optional(
    Schema.Literal("destination", "default").annotations({
      description: "`default` when the destination could not be reached and the documented default sales schema was used"
    })
  ),
  message: Schema.optional(Schema.String)
}).annotations({ identifier: "InferResponse" })

export const ApplyMappingRequest = Schema.Struct({
  integration_id: Schema.String,
  mappings: Schema.Array(MappingEntry)
}).annotations({ identifier: "ApplyMappingRequest" })

export const MappingSaved = Schema.Struct({
  ok: Schema.Literal(true),
  integration_id: Schema.String,
  mappings_saved: Schema.Int
}).annotations({ identifier: "MappingSaved" })

export const PreviewRequest = Schema.Struct({
  integration_id: Schema.String,
  mappings: Schema.optional(Schema.Array(MappingEntry)),
  sample_records: Schema.optional(SampleRecords)
}).annotations({ identifier: "PreviewRequest" })

export const PreviewResponse = Schema.Struct({
  integration_id: Schema.String,
  records: Schema.Array(
    Schema.Struct({
      fields: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
      errors: Schema.Record({ key: Schema.String, value: Schema.String })
    })
  )
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
        "Proposes a field mapping (not saved). Samples: the given ones (at most 100 records, 1 MiB), otherwise up to 20 records read from the source. " +
          "Destination fields come from the destination's own schema; when it cannot be reached, a documented default sales schema, and the answer says so."
      )
  )
  .add(
    HttpApiEndpoint.post("apply", "/api/schema/infer/apply")
      .setPayload(ApplyMappingRequest)
      .addSuccess(MappingSaved)
      .addError(InvalidMapping)
      .addError(NotFound)
      .addError(AccountReadOnly)
      .annotate(OpenApi.Description, "Saves a mapping, replacing the saved one atomically. 400 `invalid_mapping` lists every problem.")
  )
  .add(
    HttpApiEndpoint.post("preview", "/api/schema/preview")
      .setPayload(PreviewRequest)
      .addSuccess(PreviewResponse)
      .addError(InvalidInput)
      .addError(InvalidMapping)
      .addError(NotFound)
      .annotate(OpenApi.Description, "The first records as the destination would receive them, through the sync's own transforms, with per-cell errors.")
  )
  .middleware(Authenticated) {}
