import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { Email, Ok } from "../domain/models.js"
import { InvalidInput, ServiceUnavailable } from "./errors.js"
import { Authenticated } from "./security.js"
import { strictBody } from "./shared.js"

export const AdminStatus = Schema.Struct({
  ok: Schema.Literal(true),
  version: Schema.String,
  account: Schema.Struct({ email: Schema.String, plan: Schema.String }),
  integrations: Schema.Int,
  database: Schema.Literal("sqlite", "postgres")
}).annotations({ identifier: "AdminStatus" })

export const WaitlistRequest = Schema.Struct({ email: Email }).annotations(strictBody)
export const Readiness = Schema.Struct({
  ok: Schema.Literal(true),
  database: Schema.Literal("ok"),
  redis: Schema.Literal("ok", "not_configured")
}).annotations({ identifier: "Readiness" })

export class PublicApi extends HttpApiGroup.make("public")
  .add(
    HttpApiEndpoint.post("waitlist", "/api/waitlist")
      .setPayload(WaitlistRequest)
      .addSuccess(Ok, { status: 201 })
      .addError(InvalidInput)
      .annotate(OpenApi.Description, "Joins the waitlist. Public; idempotent per e-mail (a repeat is 201 too).")
  )
  .add(
    HttpApiEndpoint.get("health", "/api/health")
      .addSuccess(Ok)
      .annotate(OpenApi.Description, "Liveness: the process answers (it checks nothing else). Public.")
  )
  .add(
    HttpApiEndpoint.get("ready", "/api/ready")
      .addSuccess(Readiness)
      .addError(ServiceUnavailable)
      .annotate(
        OpenApi.Description,
        "Readiness: the database answers, and Redis when REDIS_URL is set; " +
          "503 `service_unavailable` naming what is down. Public."
      )
  )
  .add(
    HttpApiEndpoint.get("adminStatus", "/api/admin/status")
      .addSuccess(AdminStatus)
      .middleware(Authenticated)
      .annotate(
        OpenApi.Description,
        "Connection check for a signed-in caller: version, account, integration count and database."
      )
  )
  .add(
    HttpApiEndpoint.get("openapi", "/api/openapi.json")
      .addSuccess(Schema.Record({ key: Schema.String, value: Schema.Unknown }))
      .annotate(OpenApi.Description, "This document (OpenAPI 3.0.3). Public.")
  )
{}
