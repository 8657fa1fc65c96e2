/** The payment processor: Stripe, read by API key or Stripe Connect. */
import { Schema } from "effect"
import { Extra, identifier, Secret, tokenFields } from "../domain/credentials.js"
import type { ProviderDescriptor } from "./descriptor.js"

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
  endpoints: {
    api: "https://api.stripe.com",
    authorize: "https://connect.stripe.com/oauth/authorize",
    token: "https://connect.stripe.com/oauth/token"
  },
  credentials: Schema.decodeUnknownEither(PaymentsCredentials, { errors: "all" }),
  locators: ["stripe_user_id", "account"]
}
