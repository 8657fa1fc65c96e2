/** The marketplace: Amazon Selling Partner API, by the seller's LWA refresh token. */
import { Schema } from "effect"
import { Extra, identifier, tokenFields } from "../domain/credentials.js"
import type { ProviderDescriptor } from "./descriptor.js"
import { joinParts } from "./label-parts.js"

export const MarketplaceCredentials = Schema.Struct(
  {
    ...tokenFields,
    marketplace_id: Schema.optional(identifier(/^[A-Z0-9]+$/, "a marketplace id (e.g. ATVPDKIKX0DER)")),
    selling_partner_id: Schema.optional(identifier(/^[A-Z0-9]+$/, "a selling partner id (e.g. A3TH9S8BH6GOGM)"))
  },
  Extra
)

export const marketplace: ProviderDescriptor = {
  kind: "marketplace",
  role: "source",
  aliases: ["marketplace", "amazon"],
  category: "marketplace",
  speaks: "Amazon Selling Partner API",
  envPrefix: "MARKETPLACE",
  perShop: false,
  endpoints: {
    api: "https://sellingpartnerapi-na.amazon.com",
    authorize: "https://sellercentral.amazon.com/apps/authorize/consent",
    token: "https://api.amazon.com/auth/o2/token"
  },
  credentials: Schema.decodeUnknownEither(MarketplaceCredentials, { errors: "all" }),
  needs: [["refresh_token"]],
  locators: ["selling_partner_id"],
  name: "Amazon",
  appValue: "amazon",
  fields: [
    {
      key: "refresh_token",
      label: "LWA refresh token",
      hint: "Seller Central → Apps and Services → Develop apps → your app → authorize → refresh token.",
      placeholder: "Atzr|…",
      secret: true
    },
    {
      key: "marketplace_id",
      label: "Marketplace ID",
      hint: "The marketplace to read, e.g. ATVPDKIKX0DER for amazon.com.",
      placeholder: "ATVPDKIKX0DER",
      optional: true
    }
  ],
  describe: (text) => joinParts(text("selling_partner_id"), text("marketplace_id")) || "seller",
  // An LWA refresh token is exchanged for access tokens with the app's own client id and secret.
  keysNeedServerApp: true
}
