/** The storefront: Shopify, per shop; the shop only ever fills `{shop}` in the configured URLs. */
import { Schema } from "effect"
import { Extra, Shop, tokenFields } from "../domain/credentials.js"
import type { ProviderDescriptor } from "./descriptor.js"

export const StorefrontCredentials = Schema.Struct({ ...tokenFields, shop: Schema.optional(Shop) }, Extra)

export const storefront: ProviderDescriptor = {
  kind: "storefront",
  role: "source",
  aliases: ["storefront", "shopify"],
  category: "storefront",
  speaks: "Shopify Admin API",
  envPrefix: "STOREFRONT",
  endpoints: {
    api: "https://{shop}",
    authorize: "https://{shop}/admin/oauth/authorize",
    token: "https://{shop}/admin/oauth/access_token"
  },
  credentials: Schema.decodeUnknownEither(StorefrontCredentials, { errors: "all" }),
  locators: ["shop"]
}
