/**
 * The processor's webhook. The body is read here as raw text (handleRaw): the
 * signature covers the exact bytes, so nothing may parse it first.
 */
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Effect } from "effect"
import { SalesyncApi } from "../../api/index.js"
import { WebhookService } from "../../billing/webhook-service.js"

export const PaymentsHandlers = HttpApiBuilder.group(SalesyncApi, "payments", (handlers) =>
  Effect.gen(function*() {
    const webhooks = yield* WebhookService
    return handlers.handleRaw("webhook", () =>
      Effect.gen(function*() {
        const request = yield* HttpServerRequest.HttpServerRequest
        // The edge middleware has already refused a body over the size limit.
        const raw = yield* Effect.orElse(request.text, () => Effect.succeed(""))
        return yield* webhooks.receive(raw, request.headers["stripe-signature"])
      }))
  }))
