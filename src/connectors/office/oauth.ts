/**
 * Google OAuth for Sheets: offline access with a forced consent screen, so a
 * reconnect always returns a refresh token (Google sends it only on consent),
 * and PKCE S256.
 */
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { type ProviderFlow, secretText } from "../../oauth/flow.js"

export const OFFICE_SCOPE = "https://www.googleapis.com/auth/spreadsheets"

export const officeFlow: ProviderFlow = {
  kind: "office",
  pkce: true,
  secretRequired: true,
  codeParam: "code",
  authorizeParams: ({ clientId, redirectUri, state, codeChallenge }) => ({
    response_type: "code",
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: OFFICE_SCOPE,
    access_type: "offline",
    prompt: "consent",
    state,
    code_challenge: codeChallenge ?? "",
    code_challenge_method: "S256"
  }),
  tokenRequest: ({ tokenUrl, clientId, clientSecret, code, redirectUri, codeVerifier }) =>
    HttpClientRequest.post(tokenUrl).pipe(
      HttpClientRequest.acceptJson,
      HttpClientRequest.bodyUrlParams({
        grant_type: "authorization_code",
        code,
        code_verifier: codeVerifier ?? "",
        client_id: clientId,
        client_secret: secretText(clientSecret),
        redirect_uri: redirectUri
      })
    ),
  extraCredentials: () => ({})
}
