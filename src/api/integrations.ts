import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import {
  CredentialsUpdate,
  IntegrationCreatedResponse,
  IntegrationOverview,
  Ok,
  OnboardingInput
} from "../domain/models.js"
import {
  AccountReadOnly,
  AwaitingConfirmation,
  InvalidInput,
  NotFound,
  PlanLimitExceeded,
  ServerError
} from "./errors.js"
import { Authenticated } from "./security.js"
import { IdPath, strictBody } from "./shared.js"

export const RetryQueued = Schema.Struct({
  ok: Schema.Literal(true),
  status: Schema.Literal("queued"),
  integration_id: Schema.String
}).annotations({ identifier: "RetryQueued" })

export class IntegrationsApi extends HttpApiGroup.make("integrations")
  .add(
    HttpApiEndpoint.post("create", "/api/integrations")
      .setPayload(OnboardingInput.annotations(strictBody))
      .addSuccess(IntegrationCreatedResponse, { status: 201 })
      .addError(InvalidInput)
      .addError(PlanLimitExceeded)
      .addError(AccountReadOnly)
      .addError(ServerError)
      .annotate(
        OpenApi.Description,
        "Customer onboarding; needs no authentication. A new e-mail creates the account (14-day trial with Pro limits), " +
          "stores the credentials encrypted and e-mails a sign-in link; the integration starts `active`. " +
          "If the e-mail already has an account and the request does not carry that account's session or key, the integration is " +
          "created `paused` and a confirmation link is e-mailed to the owner, which activates it. With the owner's credential it is active at once. " +
          "Provider values accept the aliases of each kind and are echoed as sent, lowercased. Unknown top-level fields are rejected. Bodies over 256 KiB get 413."
      )
  )
  .add(
    HttpApiEndpoint.post("retry", "/api/integrations/:id/retry")
      .setPath(IdPath)
      .addSuccess(RetryQueued)
      .addError(NotFound)
      .addError(AccountReadOnly)
      .addError(AwaitingConfirmation)
      .addError(PlanLimitExceeded)
      .middleware(Authenticated)
      .annotate(
        OpenApi.Description,
        "Queues a manual sync run. Idempotent: while a run for the integration is queued or running, further calls return the same answer and queue nothing. " +
          "Runs `paused` integrations too (a failed run leaves them paused), but not one awaiting its owner's confirmation (409), " +
          "nor a paused one past the plan's sources × destinations (403 plan_limit_exceeded). " +
          "Unknown ids and ids of other accounts are 404."
      )
  )
  .add(
    HttpApiEndpoint.put("updateCredentials", "/api/integrations/:id/credentials")
      .setPath(IdPath)
      .setPayload(CredentialsUpdate.annotations({ identifier: "CredentialsUpdate", ...strictBody }))
      .addSuccess(IntegrationOverview)
      .addError(InvalidInput)
      .addError(NotFound)
      .addError(AccountReadOnly)
      .addError(AwaitingConfirmation)
      .addError(PlanLimitExceeded)
      .middleware(Authenticated)
      .annotate(
        OpenApi.Description,
        "Replaces the credentials of one side (`source` or `destination`): the same keys as at onboarding, " +
          "stored encrypted; the next run uses them. Answers the integration as the list shows it. " +
          "Unknown ids and ids of other accounts are 404; one someone created with the account's e-mail takes no " +
          "credentials before the owner confirms it (409 awaiting_confirmation). A side connected here counts against the " +
          "plan's sources × destinations (403 plan_limit_exceeded when it would be one too many)."
      )
  )
  .add(
    HttpApiEndpoint.del("delete", "/api/integrations/:id")
      .setPath(IdPath)
      .addSuccess(Ok)
      .addError(NotFound)
      .middleware(Authenticated)
      .annotate(
        OpenApi.Description,
        "Deletes the integration and everything of it: credentials, mapping, sync history and failures. " +
          "A queued run then finds nothing and records nothing. Unknown ids and ids of other accounts are 404."
      )
  )
{}
