/** The marketplace: Amazon Selling Partner API, by the seller's LWA refresh token. */
import { Schema } from "effect"
import { Extra, identifier, tokenFields } from "../domain/credentials.js"
import type { ProviderDescriptor } from "./descriptor.js"

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
  endpoints: {
    api: "https://sellingpartnerapi-na.amazon.com",
    authorize: "https://sellercentral.amazon.com/apps/authorize/consent",
    token: "https://api.amazon.com/auth/o2/token"
  },
  credentials: Schema.decodeUnknownEither(MarketplaceCredentials, { errors: "all" }),
  locators: ["selling_partner_id"]
}
