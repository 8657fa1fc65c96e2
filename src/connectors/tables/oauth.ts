/**
 * Airtable OAuth: `state` and PKCE S256 both required; the token request is a
 * form with Basic client authentication when the client has a secret, the
 * client id in the body otherwise (Airtable allows public clients).
 */
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import type { ProviderFlow } from "../../oauth/flow.js"

export const TABLES_SCOPES = "data.records:read data.records:write schema.bases:read"

export const tablesFlow: ProviderFlow = {
  kind: "tables",
  pkce: true,
  secretRequired: false,
  codeParam: "code",
  authorizeParams: ({ clientId, redirectUri, state, codeChallenge }) => ({
    response_type: "code",
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: TABLES_SCOPES,
    state,
    code_challenge: codeChallenge ?? "",
    code_challenge_method: "S256"
  }),
  tokenRequest: ({ tokenUrl, clientId, clientSecret, code, redirectUri, codeVerifier }) => {
    const form = {
      grant_type: "authorization_code",
      code,
      code_verifier: codeVerifier ?? "",
      redirect_uri: redirectUri
    }
    const base = HttpClientRequest.post(tokenUrl).pipe(HttpClientRequest.acceptJson)
    return clientSecret === undefined
      ? HttpClientRequest.bodyUrlParams(base, { ...form, client_id: clientId })
      : base.pipe(HttpClientRequest.basicAuth(clientId, clientSecret), HttpClientRequest.bodyUrlParams(form))
  },
  extraCredentials: () => ({})
}
