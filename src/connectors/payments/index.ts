/**
 * The payments (Stripe) source connector. Register `PaymentsSource` (its
 * `Default` layer bundles ProviderConfig; the app provides RateLimiter), or
 * build one with options through `paymentsSourceLayer`.
 */
import { Effect, Layer } from "effect"
import { makePaymentsSource, PaymentsSource, type PaymentsSourceOptions } from "./source.js"

export { decodeCursor, encodeCursor, type PaymentsCursor } from "./cursor.js"
export {
  CHANGE_EVENT_TYPES,
  chargeIdOfEvent,
  makePaymentsSource,
  PaymentsSource,
  type PaymentsSourceOptions
} from "./source.js"
export { stripeFailure } from "./stripe-client.js"

/** PaymentsSource with non-default options (still needs ProviderConfig and RateLimiter). */
export const paymentsSourceLayer = (options: PaymentsSourceOptions) =>
  Layer.effect(PaymentsSource, Effect.map(makePaymentsSource(options), (source) => PaymentsSource.make(source)))
