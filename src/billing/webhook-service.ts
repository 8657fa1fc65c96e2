/**
 * The processor's webhook: verify the signature over the raw body (nothing
 * is stored when it fails), store the raw event once per id (a replay is
 * answered 200 and changes nothing), and apply it:
 * - checkout.session.completed, customer.subscription.created|updated|deleted,
 *   invoice.paid, invoice.payment_failed: the subscription is read fresh
 *   from the processor and applied (see subscription-state.ts), so the order
 *   events arrive in does not matter; invoice.payment_failed e-mails the
 *   owner when the account is past due.
 * - checkout.session.completed, invoice.paid, payment_method.attached: the
 *   account has a payment method.
 * - any other type: stored, no effect.
 * The processor call happens before the transaction; the e-mail after it.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Option } from "effect"
import type Stripe from "stripe"
import type { ServerError, ServiceUnavailable } from "../domain/errors.js"
import { Mailer } from "../mail/mailer.js"
import { AccountStatusRepository } from "./account-status-repository.js"
import { BillingProcessor, idOf } from "./processor.js"
import { SubscriptionRepository } from "./subscription-repository.js"
import { SubscriptionState } from "./subscription-state.js"
import { WebhookEventRepository } from "./webhook-repository.js"

/** What an event asks for, worked out before the transaction. */
interface Plan {
  readonly accountId: string | null
  /** The subscription to apply and when it was read (ISO). */
  readonly subscription: { readonly value: Stripe.Subscription; readonly readAt: string } | null
  readonly paymentMethod: boolean
  readonly paymentFailed: boolean
}

const nothing: Plan = { accountId: null, subscription: null, paymentMethod: false, paymentFailed: false }

const metadataAccount = (metadata: Stripe.Metadata | null | undefined): string | null =>
  metadata?.["account_id"] ?? null

export class WebhookService extends Effect.Service<WebhookService>()("WebhookService", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const processor = yield* BillingProcessor
    const accounts = yield* AccountStatusRepository
    const subscriptions = yield* SubscriptionRepository
    const state = yield* SubscriptionState
    const events = yield* WebhookEventRepository
    const mailer = yield* Mailer

    const isoNow = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms).toISOString())

    /** Our customer first (set at checkout), then the account id we put in the metadata. */
    const accountFor = (customer: string | null, hint: string | null) =>
      Effect.gen(function*() {
        if (customer !== null) {
          const row = yield* subscriptions.findByCustomer(customer)
          if (Option.isSome(row)) return row.value.account_id
        }
        if (hint !== null && Option.isSome(yield* accounts.find(hint))) return hint
        return null
      })

    const fresh = (id: string) =>
      Effect.flatMap(processor.getSubscription(id), (value) => Effect.map(isoNow, (readAt) => ({ value, readAt })))

    const planFor = (event: Stripe.Event): Effect.Effect<Plan, ServerError | ServiceUnavailable> =>
      Effect.gen(function*() {
        switch (event.type) {
          case "checkout.session.completed": {
            const session = event.data.object
            const subscriptionId = idOf(session.subscription)
            if (session.mode !== "subscription" || subscriptionId === null) return nothing
            const accountId = yield* accountFor(
              idOf(session.customer),
              session.client_reference_id ?? metadataAccount(session.metadata)
            )
            if (accountId === null) return nothing
            return { ...nothing, accountId, paymentMethod: true, subscription: yield* fresh(subscriptionId) }
          }
          case "customer.subscription.created":
          case "customer.subscription.updated":
          case "customer.subscription.deleted": {
            const payload = event.data.object
            const accountId = yield* accountFor(idOf(payload.customer), metadataAccount(payload.metadata))
            if (accountId === null) return nothing
            // Should the read fail, the payload stands for the state at its creation time.
            const subscription = yield* fresh(payload.id).pipe(
              Effect.catchAll(() =>
                Effect.as(
                  Effect.logWarning(
                    `subscription ${payload.id} could not be read; applying event ${event.id} as of its creation`
                  ),
                  {
                    value: payload,
                    readAt: new Date(event.created * 1000).toISOString()
                  }
                )
              )
            )
            return { ...nothing, accountId, subscription }
          }
          case "invoice.paid":
          case "invoice.payment_failed": {
            const invoice = event.data.object
            const customer = idOf(invoice.customer)
            const accountId = yield* accountFor(customer, null)
            if (accountId === null) return nothing
            const row = yield* subscriptions.findByAccount(accountId)
            const subscriptionId = Option.getOrNull(
              Option.flatMap(row, (r) => Option.fromNullable(r.processor_subscription_id))
            )
            return {
              accountId,
              paymentMethod: event.type === "invoice.paid",
              paymentFailed: event.type === "invoice.payment_failed",
              subscription: subscriptionId === null ? null : yield* fresh(subscriptionId)
            }
          }
          case "payment_method.attached": {
            const accountId = yield* accountFor(idOf(event.data.object.customer), null)
            return accountId === null ? nothing : { ...nothing, accountId, paymentMethod: true }
          }
          default:
            return nothing
        }
      })

    const apply = (event: Stripe.Event, rawBody: string, plan: Plan, receivedAt: string) =>
      Effect.gen(function*() {
        const stored = yield* events.insertOnce({
          id: event.id,
          type: event.type,
          payload: rawBody,
          received_at: receivedAt
        })
        if (!stored) return { replay: true, mail: null }
        let mail: { readonly to: string } | null = null
        if (plan.accountId !== null) {
          if (plan.paymentMethod) yield* accounts.markPaymentMethod(plan.accountId)
          const found = yield* accounts.find(plan.accountId)
          if (Option.isSome(found) && plan.subscription !== null) {
            yield* state.apply(found.value, plan.subscription.value, plan.subscription.readAt)
          }
          if (Option.isSome(found) && plan.paymentFailed && plan.subscription === null) {
            // No subscription to read: the failed payment itself says past due.
            if (found.value.status === "active" || found.value.status === "trialing") {
              yield* accounts.transition(found.value.id, "past_due", receivedAt)
            }
          }
          const after = yield* accounts.find(plan.accountId)
          if (plan.paymentFailed && Option.isSome(after) && after.value.status === "past_due") {
            mail = { to: after.value.email }
          }
        }
        yield* events.markProcessed(event.id, plan.accountId, receivedAt)
        return { replay: false, mail }
      })

    const receive = (rawBody: string, signature: string | undefined) =>
      Effect.gen(function*() {
        const receivedMillis = yield* Clock.currentTimeMillis
        const event = yield* processor.verify(rawBody, signature, receivedMillis)
        const receivedAt = new Date(receivedMillis).toISOString()
        if (yield* events.exists(event.id)) return { ok: true as const, received: true as const }
        const plan = yield* planFor(event)
        const result = yield* sql.withTransaction(apply(event, rawBody, plan, receivedAt)).pipe(
          Effect.catchTag("SqlError", Effect.die)
        )
        if (result.mail !== null) {
          yield* mailer.send({
            to: result.mail.to,
            subject: "Your salesync payment failed",
            text: "We could not collect the payment for your salesync subscription, so the account is past due.\n" +
              "The processor retries the payment over the next days; syncs keep running meanwhile. Please update your payment method to avoid an interruption.\n"
          })
        }
        return { ok: true as const, received: true as const }
      })

    return { receive }
  }),
  dependencies: [
    BillingProcessor.Default,
    AccountStatusRepository.Default,
    SubscriptionRepository.Default,
    SubscriptionState.Default,
    WebhookEventRepository.Default,
    Mailer.Default
  ]
}) {}
