/**
 * Shopify OAuth, per shop. The authorize and token URLs are templates with
 * `{shop}` (the real default is `https://{shop}/admin/oauth/…`; an emulator
 * on loopback takes the shop as a path segment). The callback is signed: hex
 * HMAC-SHA256 with the client secret over the other query parameters, sorted
 * and joined `k=v&…`; it and the shop must check out before the code is used.
 */
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { createHmac } from "node:crypto"
import { myshopifyHost } from "../../domain/shop.js"
import { constantTimeEqual } from "../../domain/tokens.js"
import { type CallbackQuery, present, type ProviderFlow, type RawCallbackQuery, secretText } from "../../oauth/flow.js"

export const STOREFRONT_SCOPES = "read_orders"

export const shopifyHmac = (query: RawCallbackQuery, secret: string): string =>
  createHmac("sha256", secret)
    .update(
      query
        .filter(([key]) => key !== "hmac" && key !== "signature")
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, value]) => `${key}=${value}`)
        .join("&")
    )
    .digest("hex")

/** Why a storefront callback must be refused, or null when its signature and shop check out. */
export const storefrontCallbackProblem = (
  query: RawCallbackQuery,
  secret: string,
  expectedShop: string | null
): string | null => {
  const params: CallbackQuery = new Map(query)
  const hmac = params.get("hmac")
  if (hmac === undefined || hmac === "") return "The storefront callback is not signed (no hmac)."
  if (!constantTimeEqual(hmac.toLowerCase(), shopifyHmac(query, secret))) {
    return "The storefront callback signature (hmac) does not verify."
  }
  const shop = myshopifyHost(params.get("shop"))
  if (shop === null) return "The storefront callback names a shop outside .myshopify.com."
  if (expectedShop !== null && shop !== expectedShop) {
    return `The storefront callback is for ${shop}, but the connection was started for ${expectedShop}.`
  }
  return null
}

export const storefrontFlow: ProviderFlow = {
  kind: "storefront",
  pkce: false,
  secretRequired: true,
  codeParam: "code",
  callbackProblem: storefrontCallbackProblem,
  authorizeParams: ({ clientId, redirectUri, state }) => ({
    client_id: clientId,
    scope: STOREFRONT_SCOPES,
    redirect_uri: redirectUri,
    state
  }),
  tokenRequest: ({ tokenUrl, clientId, clientSecret, code }) =>
    HttpClientRequest.post(tokenUrl).pipe(
      HttpClientRequest.acceptJson,
      HttpClientRequest.bodyUnsafeJson({ client_id: clientId, client_secret: secretText(clientSecret), code })
    ),
  extraCredentials: (_body, callback) => present({ shop: myshopifyHost(callback.get("shop")) ?? undefined })
}
