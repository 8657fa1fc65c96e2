/**
 * Stripe Connect OAuth. The token endpoint is authenticated with the
 * platform's secret key, which Connect calls the client secret: we take it from
 * PAYMENTS_OAUTH_CLIENT_SECRET like every other provider's secret (in
 * production it is the same `sk_…` as STRIPE_SECRET_KEY; keeping one variable
 * per purpose lets billing and Connect point at different accounts or
 * emulators). No PKCE on Stripe's side.
 */
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Schema } from "effect"
import { readAs } from "../../domain/json-fields.js"
import { present, type ProviderFlow, secretText } from "../../oauth/flow.js"

const accountId = readAs(Schema.NonEmptyString)
const liveMode = readAs(Schema.Boolean)

export const paymentsFlow: ProviderFlow = {
  kind: "payments",
  pkce: false,
  secretRequired: true,
  codeParam: "code",
  authorizeParams: ({ clientId, redirectUri, state }) => ({
    response_type: "code",
    client_id: clientId,
    // Reading is all a sales sync needs.
    scope: "read_only",
    redirect_uri: redirectUri,
    state
  }),
  tokenRequest: ({ tokenUrl, clientSecret, code }) =>
    HttpClientRequest.post(tokenUrl).pipe(
      HttpClientRequest.acceptJson,
      HttpClientRequest.bearerToken(secretText(clientSecret)),
      HttpClientRequest.bodyUrlParams({ grant_type: "authorization_code", code })
    ),
  extraCredentials: (body) =>
    present({
      stripe_user_id: accountId(body.stripe_user_id),
      livemode: liveMode(body.livemode)
    })
}
