import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { FieldMapping, IntegrationOverview, SyncFailure, SyncLog } from "../domain/models.js"
import { AccountReadOnly, InvalidInput, InvalidMapping, NotFound } from "./errors.js"
import { MappingSaved } from "./schema.js"
import { Authenticated } from "./security.js"
import { IdPath, IntegrationIdPath, listDescription, ListParams, NextCursor, strictBody } from "./shared.js"

export const IntegrationList = Schema.Struct({
  integrations: Schema.Array(IntegrationOverview),
  next_cursor: NextCursor
})
export const SyncLogList = Schema.Struct({ logs: Schema.Array(SyncLog), next_cursor: NextCursor })
export const SyncFailureList = Schema.Struct({ errors: Schema.Array(SyncFailure), next_cursor: NextCursor })

const BooleanText = Schema.transform(
  Schema.Literal("true", "false").annotations({
    message: () => ({ message: "must be true or false", override: true })
  }),
  Schema.Boolean,
  { strict: true, decode: (text) => text === "true", encode: (value) => (value ? "true" : "false") }
)

export const SyncErrorParams = Schema.Struct({
  ...ListParams.fields,
  integration_id: Schema.optional(Schema.String),
  resolved: Schema.optional(BooleanText.annotations({ description: "true | false" }))
})

export const ResolveRequest = Schema.Struct({ resolved: Schema.Boolean }).annotations(strictBody)

export class DashboardApi extends HttpApiGroup.make("dashboard")
  .add(
    HttpApiEndpoint.get("integrations", "/api/dashboard/integrations")
      .setUrlParams(ListParams)
      .addSuccess(IntegrationList)
      .addError(InvalidInput)
      .annotate(
        OpenApi.Description,
        "The caller's integrations, each with a human `label`, `run_state` (queued, running or null), " +
          "`progress` while a run goes (records written so far; a payments backfill's slices and share of history read), " +
          `the newest finished run (\`last_sync\`) and the next scheduled one (\`next_sync_at\`). ${listDescription}`
      )
  )
  .add(
    HttpApiEndpoint.get("syncLogs", "/api/dashboard/sync-logs/:integration_id")
      .setPath(IntegrationIdPath)
      .setUrlParams(ListParams)
      .addSuccess(SyncLogList)
      .addError(InvalidInput)
      .addError(NotFound)
      .annotate(OpenApi.Description, `One run per log. ${listDescription}`)
  )
  .add(
    HttpApiEndpoint.get("mapping", "/api/dashboard/mappings/:integration_id")
      .setPath(IntegrationIdPath)
      .addSuccess(FieldMapping)
      .addError(NotFound)
      .annotate(OpenApi.Description, "The saved mapping; `mappings: []` when none is saved.")
  )
  .add(
    HttpApiEndpoint.patch("updateMapping", "/api/dashboard/mappings/:integration_id")
      .setPath(IntegrationIdPath)
      .setPayload(FieldMapping.annotations(strictBody))
      .addSuccess(MappingSaved)
      .addError(InvalidMapping)
      .addError(NotFound)
      .addError(AccountReadOnly)
      .annotate(
        OpenApi.Description,
        "Replaces the saved mapping. 400 `invalid_mapping` lists every problem (`details.problems`): a transform outside the vocabulary, an empty or malformed `source_field`, an empty or duplicate `destination_field`, a body `integration_id` different from the path's."
      )
  )
  .add(
    HttpApiEndpoint.get("syncErrors", "/api/dashboard/sync-errors")
      .setUrlParams(SyncErrorParams)
      .addSuccess(SyncFailureList)
      .addError(InvalidInput)
      .addError(NotFound)
      .annotate(
        OpenApi.Description,
        `Recorded sync failures (after the last retry), filtered by integration and resolved state. ${listDescription}`
      )
  )
  .add(
    HttpApiEndpoint.patch("resolveSyncError", "/api/dashboard/sync-errors/:id")
      .setPath(IdPath)
      .setPayload(ResolveRequest)
      .addSuccess(SyncFailure)
      .addError(InvalidInput)
      .addError(NotFound)
      .annotate(OpenApi.Description, "The dashboard's resolve toggle: `true` sets resolved_at, `false` clears it.")
  )
  .middleware(Authenticated)
{}
