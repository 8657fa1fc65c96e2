/**
 * Our own billing at the payment processor, through the `stripe` SDK:
 * customers, Checkout Sessions (subscription mode), subscription updates with
 * proration, subscription schedules (downgrades at the period end) and
 * webhook verification. SDK retries are off: a failed call is a 500 the user
 * can repeat, and nothing local changes before the processor said yes.
 */
import { Effect, Option, Redacted } from "effect"
import Stripe from "stripe"
import { InvalidSignature, ServerError, ServiceUnavailable } from "../domain/errors.js"
import { makeStripe } from "../stripe/client.js"
import { BillingConfig } from "./billing-config.js"

/** Stripe's published signature tolerance. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

/** The subscription's current period end (since API 2025-03-31 it lives on the items). */
export const periodEndOf = (subscription: Stripe.Subscription): number | null =>
  subscription.items?.data?.[0]?.current_period_end ?? null

export const periodStartOf = (subscription: Stripe.Subscription): number | null =>
  subscription.items?.data?.[0]?.current_period_start ?? null

export const priceOf = (subscription: Stripe.Subscription): string | null =>
  subscription.items?.data?.[0]?.price?.id ?? null

export const idOf = (value: string | { readonly id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === "string" ? value : value.id

export class BillingProcessor extends Effect.Service<BillingProcessor>()("BillingProcessor", {
  effect: Effect.gen(function*() {
    const config = yield* BillingConfig
    const client = Option.map(
      config.secretKey,
      (key) => makeStripe(Redacted.value(key), { apiUrl: config.apiUrl, timeoutMs: 20_000 })
    )

    /** One SDK call; any failure is logged and becomes a 500 that says nothing changed (503 without billing set up). */
    const call = <A>(
      what: string,
      run: (stripe: Stripe) => Promise<A>
    ): Effect.Effect<A, ServerError | ServiceUnavailable> =>
      Option.match(client, {
        onNone: () =>
          Effect.logWarning(`billing call ${what} refused: STRIPE_SECRET_KEY is not set`).pipe(
            Effect.zipRight(
              Effect.fail(
                new ServiceUnavailable({
                  message:
                    "Plans cannot be bought on this server yet: billing is not set up. Please contact the operator."
                })
              )
            )
          ),
        onSome: (stripe) =>
          Effect.tryPromise({ try: () => run(stripe), catch: (error) => error }).pipe(
            Effect.tapError((error) =>
              Effect.logError(
                `payment processor: ${what} failed`,
                error instanceof Error ? error.message : String(error)
              )
            ),
            Effect.mapError(() =>
              new ServerError({
                message:
                  `The payment processor did not complete the request (${what}); nothing was changed. Please try again.`
              })
            )
          )
      })

    return {
      createCustomer: (accountId: string, email: string) =>
        call("create customer", (stripe) =>
          // The idempotency key keeps two concurrent first checkouts on one customer.
          stripe.customers.create({ email, metadata: { account_id: accountId } }, {
            idempotencyKey: `salesync-customer-${accountId}`
          })).pipe(Effect.map((customer) => customer.id)),

      createCheckout: (input: {
        readonly accountId: string
        readonly customerId: string
        readonly plan: string
        readonly price: string
        readonly successUrl: string
        readonly cancelUrl: string
        readonly trialEnd: number | null
      }) =>
        call("create checkout session", (stripe) =>
          stripe.checkout.sessions.create({
            mode: "subscription",
            customer: input.customerId,
            client_reference_id: input.accountId,
            line_items: [{ price: input.price, quantity: 1 }],
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata: { account_id: input.accountId, plan: input.plan },
            subscription_data: {
              metadata: { account_id: input.accountId, plan: input.plan },
              ...(input.trialEnd === null ? {} : { trial_end: input.trialEnd })
            }
          })).pipe(
            Effect.flatMap((session) =>
              session.url === null
                ? Effect.fail(
                  new ServerError({ message: "The payment processor returned a checkout session without a URL." })
                )
                : Effect.succeed({ id: session.id, url: session.url })
            )
          ),

      getSubscription: (id: string) => call("read subscription", (stripe) => stripe.subscriptions.retrieve(id)),

      /** Upgrade: the new price at once, the difference prorated from `prorationDate` and invoiced now. */
      changePrice: (subscription: Stripe.Subscription, price: string, prorationDate: number) =>
        call("upgrade subscription", (stripe) => {
          const item = subscription.items.data[0]
          return stripe.subscriptions.update(subscription.id, {
            items: [{ id: item.id, price }],
            proration_behavior: "always_invoice",
            proration_date: prorationDate,
            cancel_at_period_end: false
          })
        }),

      setCancelAtPeriodEnd: (id: string, cancel: boolean) =>
        call(
          cancel ? "cancel subscription" : "resume subscription",
          (stripe) => stripe.subscriptions.update(id, { cancel_at_period_end: cancel })
        ),

      /**
       * Downgrade: a schedule whose first phase is the rest of the current
       * period at the current price and whose second is the lower price; the
       * schedule then releases the subscription. No proration: no credit.
       */
      scheduleDowngrade: (
        subscription: Stripe.Subscription,
        scheduleId: string | null,
        currentPrice: string,
        lowerPrice: string
      ) =>
        call("schedule downgrade", async (stripe) => {
          const schedule = scheduleId === null
            ? await stripe.subscriptionSchedules.create({ from_subscription: subscription.id })
            : await stripe.subscriptionSchedules.retrieve(scheduleId)
          const start = schedule.current_phase?.start_date ?? periodStartOf(subscription)
          const end = schedule.current_phase?.end_date ?? periodEndOf(subscription)
          if (start === null || end === null) throw new Error(`subscription ${subscription.id} has no current period`)
          return stripe.subscriptionSchedules.update(schedule.id, {
            end_behavior: "release",
            proration_behavior: "none",
            phases: [
              { items: [{ price: currentPrice, quantity: 1 }], start_date: start, end_date: end },
              { items: [{ price: lowerPrice, quantity: 1 }], duration: { interval: "month", interval_count: 1 } }
            ]
          })
        }).pipe(Effect.map((schedule) => schedule.id)),

      releaseSchedule: (id: string) =>
        call("release schedule", (stripe) => stripe.subscriptionSchedules.release(id)).pipe(Effect.asVoid),

      /** A purge removes the customer (and its payment methods) at the processor too. */
      deleteCustomer: (id: string) => call("delete customer", (stripe) => stripe.customers.del(id)).pipe(Effect.asVoid),

      /** Verifies `Stripe-Signature` over the raw body (300 s tolerance, measured on our clock). */
      verify: (
        rawBody: string,
        header: string | undefined,
        receivedAtMillis: number
      ): Effect.Effect<Stripe.Event, InvalidSignature> =>
        Effect.gen(function*() {
          const secret = yield* Option.match(config.webhookSecret, {
            onNone: () =>
              Effect.logError("STRIPE_WEBHOOK_SECRET is not set: every webhook is refused").pipe(
                Effect.zipRight(
                  Effect.fail(
                    new InvalidSignature({
                      message: "Webhook signatures cannot be verified: no webhook secret is configured."
                    })
                  )
                )
              ),
            onSome: (value) => Effect.succeed(Redacted.value(value))
          })
          if (header === undefined || header.trim() === "") {
            return yield* new InvalidSignature({ message: "The Stripe-Signature header is missing." })
          }
          const event = yield* Effect.tryPromise({
            try: () =>
              Stripe.webhooks.constructEventAsync(
                rawBody,
                header,
                secret,
                WEBHOOK_TOLERANCE_SECONDS,
                undefined,
                receivedAtMillis
              ),
            catch: (error) =>
              new InvalidSignature({
                message: `The webhook signature did not verify: ${
                  error instanceof Error ? error.message.split("\n")[0] : "unreadable payload"
                }`
              })
          })
          if (typeof event.id !== "string" || typeof event.type !== "string") {
            return yield* new InvalidSignature({ message: "The signed payload is not an event." })
          }
          return event
        })
    }
  }),
  dependencies: [BillingConfig.Default]
}) {}
