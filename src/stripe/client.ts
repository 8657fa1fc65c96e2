/**
 * The `stripe` SDK pointed at PAYMENTS_API_URL, shared by the payments
 * connector and billing. SDK retries are off: each caller owns its retry
 * policy.
 */
import Stripe from "stripe"

export interface StripeClientOptions {
  readonly apiUrl: string
  readonly timeoutMs: number
}

export const makeStripe = (apiKey: string, options: StripeClientOptions): Stripe => {
  const url = new URL(options.apiUrl)
  const protocol = url.protocol === "http:" ? "http" : "https"
  return new Stripe(apiKey, {
    host: url.hostname,
    port: url.port === "" ? (protocol === "http" ? 80 : 443) : Number(url.port),
    protocol,
    maxNetworkRetries: 0,
    timeout: options.timeoutMs,
    telemetry: false
  })
}
