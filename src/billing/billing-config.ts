/**
 * What billing needs from the environment: the processor's secret key and
 * webhook secret (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET), the price of
 * each plan (STRIPE_PRICE_STARTER|PRO|BUSINESS — the Business price is the
 * `enterprise` plan) and the processor's base URL (PAYMENTS_API_URL, shared
 * with the payments connector so one emulator serves both).
 */
import { Effect, Option } from "effect"
import { AppConfig } from "../config/app-config.js"
import { ProviderConfig } from "../config/provider-config.js"
import { PlanName } from "../domain/models.js"

export class BillingConfig extends Effect.Service<BillingConfig>()("BillingConfig", {
  effect: Effect.gen(function*() {
    const providers = yield* ProviderConfig
    const { secretKey, webhookSecret, prices } = (yield* AppConfig).billing
    return {
      apiUrl: providers.of("payments").apiUrl,
      secretKey,
      webhookSecret,
      priceOf: (plan: PlanName): Option.Option<string> => prices[plan],
      /** The plan a processor price stands for; none for prices that are not ours. */
      planOfPrice: (priceId: string): Option.Option<PlanName> =>
        Option.fromNullable(PlanName.literals.find((plan) => Option.contains(prices[plan], priceId)))
    }
  }),
  dependencies: [ProviderConfig.Default, AppConfig.Default]
}) {}
