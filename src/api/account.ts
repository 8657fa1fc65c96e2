import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { Account, ApiKey, Name, Ok, OkMessage, PlanName } from "../domain/models.js"
import { ProviderKindName } from "../providers/descriptor.js"
import { AccountReadOnly, InvalidInput, NotFound } from "./errors.js"
import { Authenticated } from "./security.js"
import { IdPath, listDescription, ListParams, NextCursor, strictBody } from "./shared.js"

export const AccountView = Schema.Struct({
  ...Account.fields,
  usage: Schema.Struct({
    month: Schema.String.annotations({ description: "YYYY-MM (UTC)" }),
    records_synced: Schema.Int,
    records_limit: Schema.Int
  }),
  oauth_providers: Schema.Array(ProviderKindName).annotations({
    description:
      "the providers this server connects by OAuth (its client is set up); the others connect with credentials (PUT /api/integrations/{id}/credentials)"
  })
}).annotations({ identifier: "AccountView" })

export const ApiKeyList = Schema.Struct({ api_keys: Schema.Array(ApiKey), next_cursor: NextCursor })
export const ApiKeyCreated = Schema.Struct({
  ok: Schema.Literal(true),
  api_key: Schema.Struct({ ...ApiKey.fields, key: Schema.String.annotations({ description: "shown once" }) })
}).annotations({ identifier: "ApiKeyCreated" })

export const SubscriptionStatus = Schema.Literal("trialing", "active", "past_due", "paused", "canceled").annotations({
  description:
    "trialing: within the 14-day trial (Pro limits, no card needed) · active: a paid plan in good standing · past_due: the last payment failed; the processor retries and syncs continue · paused: the trial ended without a payment method; syncs stopped, nothing charged, until a plan is chosen · canceled: the subscription ended; the account is read-only (reads work, changes answer 403 account_read_only)"
})
export const Subscription = Schema.Struct({
  id: Schema.String,
  customer_email: Schema.String,
  plan: PlanName.annotations({ description: "the plan in force now (the pricing table's Business is `enterprise`)" }),
  status: SubscriptionStatus,
  trial_ends_at: Schema.NullOr(Schema.String).annotations({ description: "end of the 14-day trial (ISO 8601 UTC)" }),
  current_period_end: Schema.NullOr(Schema.String).annotations({
    description: "end of the paid period (ISO 8601 UTC); null before the first checkout"
  }),
  cancel_at_period_end: Schema.Boolean.annotations({
    description: "true after a cancellation: the plan runs to current_period_end, then the account is read-only"
  }),
  pending_plan: Schema.NullOr(Schema.String).annotations({
    description: "a downgrade that takes effect at current_period_end"
  })
}).annotations({ identifier: "Subscription" })

export const PlanRequest = Schema.Struct({
  plan: Schema.String.annotations({ description: `${PlanName.literals.join(" | ")} (alias: business)` })
}).annotations(strictBody)

export const CreateApiKeyRequest = Schema.Struct({
  name: Schema.optional(Name)
}).annotations(strictBody)

export class AccountApi extends HttpApiGroup.make("account")
  .add(
    HttpApiEndpoint.get("get", "/api/account").addSuccess(AccountView).annotate(
      OpenApi.Description,
      "The signed-in account: e-mail, plan, status, trial end, usage this month."
    )
  )
  .add(
    HttpApiEndpoint.get("listApiKeys", "/api/account/api-keys")
      .setUrlParams(ListParams)
      .addSuccess(ApiKeyList)
      .addError(InvalidInput)
      .annotate(OpenApi.Description, `API keys, shown by prefix only. ${listDescription}`)
  )
  .add(
    HttpApiEndpoint.post("createApiKey", "/api/account/api-keys")
      .setPayload(CreateApiKeyRequest)
      .addSuccess(ApiKeyCreated, { status: 201 })
      .addError(InvalidInput)
      .addError(AccountReadOnly)
      .annotate(
        OpenApi.Description,
        "Creates an API key. The secret is in this answer only; it works as `Authorization: Bearer <key>` and as `X-API-Key: <key>`."
      )
  )
  .add(
    HttpApiEndpoint.del("deleteApiKey", "/api/account/api-keys/:id")
      .setPath(IdPath)
      .addSuccess(Ok)
      .addError(NotFound)
      .annotate(OpenApi.Description, "Revokes an API key at once.")
  )
  .add(
    HttpApiEndpoint.get("subscription", "/api/account/subscription")
      .addSuccess(Subscription)
      .addError(NotFound)
      .annotate(
        OpenApi.Description,
        "The account's subscription: plan, status (trialing | active | past_due | paused | canceled), trial end, period end, a pending cancellation or downgrade."
      )
  )
  .add(
    HttpApiEndpoint.post("changePlan", "/api/account/subscription")
      .setPayload(PlanRequest)
      .addSuccess(Subscription)
      .addError(InvalidInput)
      .addError(AccountReadOnly)
      .annotate(
        OpenApi.Description,
        "Changes the plan of a paid subscription. Upgrade: effective at once, the difference prorated over the days left in the period and invoiced now; the new limits apply at once. Downgrade: at the end of the period (the higher limits stay until then, `pending_plan` shows the change), no credit. The current plan again: undoes a pending downgrade or cancellation. Without a paid subscription: 400, use /api/account/checkout."
      )
  )
  .add(
    HttpApiEndpoint.del("cancelSubscription", "/api/account/subscription")
      .addSuccess(Subscription)
      .addError(InvalidInput)
      .addError(AccountReadOnly)
      .annotate(
        OpenApi.Description,
        "Cancels at the end of the period: until then everything works; afterwards the account is read-only (reads work; creating, editing, applying and retrying answer 403 account_read_only; syncs stop) until a plan is chosen again."
      )
  )
  .add(
    HttpApiEndpoint.post("checkout", "/api/account/checkout")
      .setPayload(PlanRequest)
      .addSuccess(
        Schema.Struct({
          ok: Schema.Literal(true),
          url: Schema.String.annotations({ description: "the processor's hosted checkout page" })
        })
      )
      .addError(InvalidInput)
      .addError(AccountReadOnly)
      .annotate(
        OpenApi.Description,
        "A Checkout Session (subscription mode) for the plan's price, on the account's one processor customer. During the trial the first charge waits for the trial end. Completing it activates the plan and resumes a paused or read-only account (its integrations return to the status they had)."
      )
  )
  .add(
    HttpApiEndpoint.get("export", "/api/account/export")
      .addSuccess(Schema.Record({ key: Schema.String, value: Schema.Unknown }))
      .annotate(
        OpenApi.Description,
        "Every datum stored for the account as JSON: account, subscription (as GET /api/account/subscription states it, with the processor's own record beside it: processor_status, processor ids), usage per month, integrations with their mappings, sync logs and failures, API keys, sessions, links, OAuth connections in progress, e-mails sent, payment events. Secrets are excluded (credentials, token/key hashes, mail bodies with sign-in links)."
      )
  )
  .add(
    HttpApiEndpoint.del("delete", "/api/account")
      .addSuccess(OkMessage)
      .annotate(
        OpenApi.Description,
        "Deletes the account: syncs stop, every session and API key is revoked, a paid subscription is set to cancel at the period end, and a restore link (valid 30 days) is e-mailed. After 30 days the account is purged with everything of it."
      )
  )
  .add(
    HttpApiEndpoint.post("restore", "/api/account/restore")
      .addSuccess(OkMessage)
      .addError(InvalidInput)
      .annotate(
        OpenApi.Description,
        "Restores a deleted account within its 30-day grace, with the session of the e-mailed restore link (POST /api/auth/session with its token, or the cookie it sets). Integrations resume; revoked sessions and keys stay revoked. After the grace: 400, the deletion is final."
      )
  )
  .middleware(Authenticated)
{}
