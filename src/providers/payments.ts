/** The payment processor: Stripe, read by API key or Stripe Connect. */
import { Schema } from "effect"
import { Extra, identifier, Secret, tokenFields } from "../domain/credentials.js"
import type { ProviderDescriptor } from "./descriptor.js"
import { maskedKey } from "./label-parts.js"

export const PaymentsCredentials = Schema.Struct(
  {
    ...tokenFields,
    api_key: Schema.optional(Secret),
    stripe_user_id: Schema.optional(identifier(/^[A-Za-z0-9_]+$/, "an account id (acct_…)"))
  },
  Extra
)

export const payments: ProviderDescriptor = {
  kind: "payments",
  role: "source",
  aliases: ["payments", "payment_processor", "stripe"],
  category: "payment processor",
  speaks: "Stripe API",
  envPrefix: "PAYMENTS",
  perShop: false,
  endpoints: {
    api: "https://api.stripe.com",
    authorize: "https://connect.stripe.com/oauth/authorize",
    token: "https://connect.stripe.com/oauth/token"
  },
  credentials: Schema.decodeUnknownEither(PaymentsCredentials, { errors: "all" }),
  needs: [["api_key", "access_token"]],
  locators: ["stripe_user_id", "account"],
  name: "Stripe",
  appValue: "stripe",
  fields: [
    {
      key: "api_key",
      label: "Secret or restricted key",
      hint: "Stripe Dashboard → Developers → API keys. A restricted key with read access to charges is enough.",
      placeholder: "rk_live_… or sk_live_…",
      secret: true
    }
  ],
  describe: (text) => text("stripe_user_id") ?? maskedKey(text("api_key")) ?? "account"
}
