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
  perShop: true,
  endpoints: {
    api: "https://{shop}",
    authorize: "https://{shop}/admin/oauth/authorize",
    token: "https://{shop}/admin/oauth/access_token"
  },
  credentials: Schema.decodeUnknownEither(StorefrontCredentials, { errors: "all" }),
  needs: [["shop"], ["access_token", "refresh_token"]],
  locators: ["shop"],
  name: "Shopify",
  appValue: "shopify",
  fields: [
    {
      key: "shop",
      label: "Shop domain",
      hint: "The address of your shop admin, ending in .myshopify.com.",
      placeholder: "your-shop.myshopify.com"
    },
    {
      key: "access_token",
      label: "Admin API access token",
      hint: "Shopify admin → Settings → Apps → Develop apps → your app → API credentials (needs read_orders).",
      placeholder: "shpat_…",
      secret: true
    }
  ],
  describe: (text) => text("shop") ?? "shop"
}
