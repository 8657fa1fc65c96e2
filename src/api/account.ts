import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Account, ApiKey, Ok, OkMessage } from "../domain/models.js"
import { AccountReadOnly, InvalidInput, NotFound } from "./errors.js"
import { Authenticated } from "./security.js"
import { IdPath, ListParams, NextCursor, listDescription } from "./shared.js"

export const AccountView = Schema.Struct({
  ...Account.fields,
  usage: Schema.Struct({
    month: Schema.String.annotations({ description: "YYYY-MM (UTC)" }),
    records_synced: Schema.Int,
    records_limit: Schema.Int
  })
}).annotations({ identifier: "AccountView" })

export const ApiKeyList = Schema.Struct({ api_keys: Schema.Array(ApiKey), next_cursor: NextCursor })
export const ApiKeyCreated = Schema.Struct({
  ok: Schema.Literal(true),
  api_key: Schema.Struct({ ...ApiKey.fields, key: Schema.String.annotations({ description: "shown once" }) })
}).annotations({ identifier: "ApiKeyCreated" })

export const SubscriptionStatus = Schema.Literal("trialing", "active", "past_due", "paused", "canceled")
export const Subscription = Schema.Struct({
  id: Schema.String,
  customer_email: Schema.String,
  plan: Schema.Literal("starter", "pro", "enterprise"),
  status: SubscriptionStatus,
  trial_ends_at: Schema.NullOr(Schema.String),
  current_period_end: Schema.NullOr(Schema.String),
  cancel_at_period_end: Schema.Boolean,
  pending_plan: Schema.NullOr(Schema.String)
}).annotations({ identifier: "Subscription" })

export const PlanRequest = Schema.Struct({
  plan: Schema.String.annotations({ description: "starter | pro | enterprise (alias: business)" })
})

export class AccountApi extends HttpApiGroup.make("account")
  .add(HttpApiEndpoint.get("get", "/api/account").addSuccess(AccountView).annotate(OpenApi.Description, "The signed-in account: e-mail, plan, status, trial end, usage this month."))
  .add(
    HttpApiEndpoint.get("listApiKeys", "/api/account/api-keys")
      .setUrlParams(ListParams)
      .addSuccess(ApiKeyList)
      .addError(InvalidInput)
      .annotate(OpenApi.Description, `API keys, shown by prefix only. ${listDescription}`)
  )
  .add(
    HttpApiEndpoint.post("createApiKey", "/api/account/api-keys")
      .setPayload(Schema.Struct({ name: Schema.optional(Schema.String) }))
      .addSuccess(ApiKeyCreated, { status: 201 })
      .addError(InvalidInput)
      .addError(AccountReadOnly)
      .annotate(OpenApi.Description, "Creates an API key. The secret is in this answer only; it works as `Authorization: Bearer <key>` and as `X-API-Key: <key>`.")
  )
  .add(
    HttpApiEndpoint.del("deleteApiKey", "/api/account/api-keys/:id")
      .setPath(IdPath)
      .addSuccess(Ok)
      .addError(NotFound)
      .annotate(OpenApi.Description, "Revokes an API key at once.")
  )
  .add(HttpApiEndpoint.get("subscription", "/api/account/subscription").addSuccess(Subscription).addError(NotFound))
  .add(
    HttpApiEndpoint.post("changePlan", "/api/account/subscription")
      .setPayload(PlanRequest)
      .addSuccess(Subscription)
      .addError(InvalidInput)
      .annotate(OpenApi.Description, "Upgrade: immediate, prorated. Downgrade: at the end of the period, no credit.")
  )
  .add(
    HttpApiEndpoint.del("cancelSubscription", "/api/account/subscription")
      .addSuccess(Subscription)
      .annotate(OpenApi.Description, "Cancels at period end; the account is then read-only.")
  )
  .add(
    HttpApiEndpoint.post("checkout", "/api/account/checkout")
      .setPayload(PlanRequest)
      .addSuccess(Schema.Struct({ ok: Schema.Literal(true), url: Schema.String }))
      .addError(InvalidInput)
      .annotate(OpenApi.Description, "A Checkout Session (subscription mode) for the plan's price.")
  )
  .add(HttpApiEndpoint.get("export", "/api/account/export").addSuccess(Schema.Record({ key: Schema.String, value: Schema.Unknown })).annotate(OpenApi.Description, "Every datum stored for the account, secrets excluded."))
  .add(HttpApiEndpoint.del("delete", "/api/account").addSuccess(OkMessage).annotate(OpenApi.Description, "Deletes the account (30-day grace, restore by the e-mailed link)."))
  .add(HttpApiEndpoint.post("restore", "/api/account/restore").addSuccess(OkMessage).annotate(OpenApi.Description, "Restores a deleted account within its 30-day grace."))
  .middleware(Authenticated) {}
