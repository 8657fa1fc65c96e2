/**
 * Amazon SP-API website authorization: the Seller Central consent page takes
 * the app's `application_id` (its LWA client id) and `state`, and returns
 * `spapi_oauth_code` and `selling_partner_id`; the code is traded at Login with
 * Amazon with a form body carrying the client credentials.
 */
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { present, type ProviderFlow, secretText } from "../../oauth/flow.js"

export const marketplaceFlow: ProviderFlow = {
  kind: "marketplace",
  pkce: false,
  secretRequired: true,
  codeParam: "spapi_oauth_code",
  authorizeParams: ({ clientId, redirectUri, state }) => ({
    application_id: clientId,
    state,
    redirect_uri: redirectUri
  }),
  tokenRequest: ({ tokenUrl, clientId, clientSecret, code, redirectUri }) =>
    HttpClientRequest.post(tokenUrl).pipe(
      HttpClientRequest.acceptJson,
      HttpClientRequest.bodyUrlParams({
        grant_type: "authorization_code",
        code,
        client_id: clientId,
        client_secret: secretText(clientSecret),
        redirect_uri: redirectUri
      })
    ),
  extraCredentials: (_body, callback) =>
    present({ selling_partner_id: callback.get("selling_partner_id") || undefined })
}
