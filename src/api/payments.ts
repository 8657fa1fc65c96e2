import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { InvalidSignature } from "./errors.js"

export class PaymentsApi extends HttpApiGroup.make("payments").add(
  HttpApiEndpoint.post("webhook", "/api/payments/webhook")
    .setPayload(Schema.Record({ key: Schema.String, value: Schema.Unknown }).annotations({ description: "the processor's event object" }))
    .addSuccess(Schema.Struct({ ok: Schema.Literal(true), received: Schema.Literal(true) }))
    .addError(InvalidSignature)
    .annotate(
      OpenApi.Description,
      "Verified by the `Stripe-Signature` header (`t=<unix>,v1=<hex HMAC-SHA256 of \"t.body\">`, 300 s tolerance) with STRIPE_WEBHOOK_SECRET. Stored raw once per event id (a replay is 200 with no second effect)."
    )
) {}
