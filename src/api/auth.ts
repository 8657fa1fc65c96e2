import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { Email, Ok, OkMessage } from "../domain/models.js"
import { AccountReadOnly, AwaitingConfirmation, InvalidInput, InvalidToken, NotFound, OAuthFailed } from "./errors.js"
import { Authenticated } from "./security.js"
import { strictBody } from "./shared.js"

export const MagicLinkRequest = Schema.Struct({ email: Email }).annotations({
  identifier: "MagicLinkRequest",
  ...strictBody
})
export const SessionRequest = Schema.Struct({ token: Schema.String }).annotations({
  identifier: "SessionRequest",
  ...strictBody
})
export const SessionCreated = Schema.Struct({
  ok: Schema.Literal(true),
  access_token: Schema.String,
  expires_at: Schema.String
}).annotations({ identifier: "SessionCreated" })

const Redirect = HttpApiSchema.Empty(302).annotations({ description: "Redirect (see the Location header)" })

export const ProviderPath = Schema.Struct({ provider: Schema.String })

export const OAuthStartParams = Schema.Struct({
  integration_id: Schema.optional(Schema.String),
  side: Schema.optional(Schema.String.annotations({ description: "source | destination" })),
  shop: Schema.optional(Schema.String.annotations({ description: "storefront only: the shop's myshopify.com domain" }))
})

export const OAuthCallbackParams = Schema.Struct({
  code: Schema.optional(Schema.String),
  state: Schema.optional(Schema.String),
  spapi_oauth_code: Schema.optional(Schema.String),
  selling_partner_id: Schema.optional(Schema.String),
  error: Schema.optional(Schema.String),
  error_description: Schema.optional(Schema.String),
  shop: Schema.optional(Schema.String),
  hmac: Schema.optional(Schema.String),
  timestamp: Schema.optional(Schema.String),
  host: Schema.optional(Schema.String),
  scope: Schema.optional(Schema.String)
})

export class AuthApi extends HttpApiGroup.make("auth")
  .add(
    HttpApiEndpoint.post("requestMagicLink", "/api/auth/magic-link")
      .setPayload(MagicLinkRequest)
      .addSuccess(OkMessage)
      .addError(InvalidInput)
      .annotate(
        OpenApi.Description,
        "E-mails a single-use sign-in link (valid 15 minutes) to the address. Answers the same whether or not an account exists, so accounts cannot be enumerated."
      )
  )
  .add(
    HttpApiEndpoint.get("verifyMagicLink", "/api/auth/magic-link/verify")
      .setUrlParams(Schema.Struct({ token: Schema.optional(Schema.String) }))
      .addSuccess(Redirect)
      .addError(InvalidToken)
      .annotate(
        OpenApi.Description,
        "The link in the e-mail. Opening it spends nothing, whoever opens it (a mail scanner, a link preview): a usable link redirects to the sign-in page (/signin/confirm, the token and what the link is for in the fragment), which spends it when the person presses its button (POST to this path: an HttpOnly, SameSite=Lax session cookie for 30 days; a confirmation link of an integration created for an existing account also activates that integration). A used, expired or unknown link: 400 invalid_token, or, for a browser (Accept: text/html), a redirect to /signin/expired. API clients exchange the token with POST /api/auth/session."
      )
  )
  .add(
    HttpApiEndpoint.post("confirmMagicLink", "/api/auth/magic-link/verify")
      .setPayload(SessionRequest)
      .addSuccess(Ok)
      .addError(InvalidToken)
      .addError(InvalidInput)
      .annotate(
        OpenApi.Description,
        "Spends a sign-in link's token when the person on the sign-in page presses Sign in: sets the session cookies as " +
          "the link itself does for API clients. A browser opening the link gets that page first, so a mail scanner " +
          "that fetches links does not spend them."
      )
  )
  .add(
    HttpApiEndpoint.post("createSession", "/api/auth/session")
      .setPayload(SessionRequest)
      .addSuccess(SessionCreated)
      .addError(InvalidToken)
      .addError(InvalidInput)
      .annotate(
        OpenApi.Description,
        "Exchanges a magic-link token for a session token (30 days) for API clients; use it as `Authorization: Bearer`."
      )
  )
  .add(
    HttpApiEndpoint.del("deleteSession", "/api/auth/session")
      .addSuccess(Ok)
      .middleware(Authenticated)
      .annotate(OpenApi.Description, "Signs out: revokes the session that made the call and clears the cookie.")
  )
  .add(
    HttpApiEndpoint.get("oauthStart", "/api/auth/:provider/start")
      .setPath(ProviderPath)
      .setUrlParams(OAuthStartParams)
      .addSuccess(Redirect)
      .addError(InvalidInput)
      .addError(NotFound)
      .addError(OAuthFailed)
      .addError(AccountReadOnly)
      .addError(AwaitingConfirmation)
      .middleware(Authenticated)
      .annotate(
        OpenApi.Description,
        "Starts the OAuth connection of one side of an integration for its signed-in owner (cookie or bearer): 302 to the provider's authorize page with a single-use `state` (10 minutes) and PKCE where the provider takes it. Provider: payments | tables | storefront | marketplace | office or an alias; unknown → 404."
      )
  )
  .add(
    HttpApiEndpoint.get("oauthCallback", "/api/auth/:provider/callback")
      .setPath(ProviderPath)
      .setUrlParams(OAuthCallbackParams)
      .addSuccess(Redirect)
      .addError(OAuthFailed)
      .addError(NotFound)
      .annotate(
        OpenApi.Description,
        "The provider redirects here with `code` (the marketplace: `spapi_oauth_code`) and `state`. Success: tokens stored encrypted, 302 to /dashboard?connected=<provider>. Any failure: 400 `oauth_error`, integration unchanged."
      )
  )
{}
