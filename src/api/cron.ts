import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { CronAuthenticated } from "./security.js"

const CronResult = Schema.Struct({ ok: Schema.Literal(true) }).pipe(
  Schema.extend(Schema.Record({ key: Schema.String, value: Schema.Unknown }))
)

const internal =
  "Internal: `Authorization: Bearer $CRON_SECRET` only (customer sessions and keys are refused); 404 when CRON_SECRET is not configured; not rate limited."

const sync = `Runs the sync tick (the same one the built-in schedule runs); GET and POST alike. ${internal}`
const reminder = `E-mails trial accounts 3 days before the trial ends, once each; GET and POST alike. ${internal}`
const billing = `Pauses accounts whose trial ended with no payment method; GET and POST alike. ${internal}`
const retention =
  `Prunes webhook events (30 days), kept mail (30 days), sync failures (90 days) and deleted accounts (30 days); GET and POST alike. ${internal}`

export class CronApi extends HttpApiGroup.make("cron")
  .add(HttpApiEndpoint.get("syncGet", "/api/cron/sync").addSuccess(CronResult).annotate(OpenApi.Description, sync))
  .add(HttpApiEndpoint.post("sync", "/api/cron/sync").addSuccess(CronResult).annotate(OpenApi.Description, sync))
  .add(
    HttpApiEndpoint.get("trialReminderGet", "/api/cron/trial-reminder").addSuccess(CronResult).annotate(
      OpenApi.Description,
      reminder
    )
  )
  .add(
    HttpApiEndpoint.post("trialReminder", "/api/cron/trial-reminder").addSuccess(CronResult).annotate(
      OpenApi.Description,
      reminder
    )
  )
  .add(
    HttpApiEndpoint.get("billingGet", "/api/cron/billing").addSuccess(CronResult).annotate(OpenApi.Description, billing)
  )
  .add(
    HttpApiEndpoint.post("billing", "/api/cron/billing").addSuccess(CronResult).annotate(OpenApi.Description, billing)
  )
  .add(
    HttpApiEndpoint.get("retentionGet", "/api/cron/retention").addSuccess(CronResult).annotate(
      OpenApi.Description,
      retention
    )
  )
  .add(
    HttpApiEndpoint.post("retention", "/api/cron/retention").addSuccess(CronResult).annotate(
      OpenApi.Description,
      retention
    )
  )
  .middleware(CronAuthenticated)
{}
