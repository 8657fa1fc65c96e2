/**
 * The payments (Stripe) source connector. Register `PaymentsSource` (its
 * `Default` layer bundles ProviderConfig; the app provides RateLimiter), or
 * build one with options through `paymentsSourceLayer`.
 */
import { Effect, Layer } from "effect"
import { PaymentsSource, makePaymentsSource, type PaymentsSourceOptions } from "./source.js"

export { PaymentsSource, makePaymentsSource, CHANGE_EVENT_TYPES, chargeIdOfEvent, type PaymentsSourceOptions } from "./source.js"
export { type PaymentsCursor, decodeCursor, encodeCursor } from "./cursor.js"
export { stripeFailure } from "./stripe-client.js"

/** PaymentsSource with non-default options (still needs ProviderConfig and RateLimiter). */
export const paymentsSourceLayer = (options: PaymentsSourceOptions) =>
  Layer.effect(PaymentsSource, Effect.map(makePaymentsSource(options), (source) => PaymentsSource.make(source)))
