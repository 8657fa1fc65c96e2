import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { InvalidSignature } from "./errors.js"

export class PaymentsApi extends HttpApiGroup.make("payments").add(
  HttpApiEndpoint.post("webhook", "/api/payments/webhook")
    .setPayload(
      Schema.Record({ key: Schema.String, value: Schema.Unknown }).annotations({
        description: "the processor's event object"
      })
    )
    .addSuccess(Schema.Struct({ ok: Schema.Literal(true), received: Schema.Literal(true) }))
    .addError(InvalidSignature)
    .annotate(
      OpenApi.Description,
      "Verified by the `Stripe-Signature` header (`t=<unix>,v1=<hex HMAC-SHA256 of \"t.body\">`, 300 s tolerance) over the raw body with STRIPE_WEBHOOK_SECRET; a missing, malformed, wrong or stale signature is 400 invalid_signature and nothing is stored. Stored raw once per event id (kept 30 days; a replay is 200 with no second effect). Applied: checkout.session.completed, customer.subscription.created|updated|deleted, invoice.paid, invoice.payment_failed (past_due and an e-mail), payment_method.attached; the subscription is re-read from the processor, so late or out-of-order events never move it back. Other types: 200, stored, no effect."
    )
) {}
