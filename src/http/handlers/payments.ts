/**
 * The processor's webhook. The body is read here as raw text (handleRaw): the
 * signature covers the exact bytes, so nothing may parse it first.
 */
import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"
import { SalesyncApi } from "../../api/index.js"
import { WebhookService } from "../../billing/webhook-service.js"
import { PayloadTooLarge } from "../../domain/errors.js"
import { MAX_BODY_BYTES } from "../middleware/edge.js"

export const PaymentsHandlers = HttpApiBuilder.group(SalesyncApi, "payments", (handlers) =>
  Effect.gen(function* () {
    const webhooks = yield* WebhookService
    return handlers.handleRaw("webhook", () =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const raw = yield* Effect.orElse(request.text, () => Effect.succeed(""))
        if (Buffer.byteLength(raw, "utf8") > MAX_BODY_BYTES) {
          return yield* new PayloadTooLarge({ message: `The request body is over ${MAX_BODY_BYTES / 1024} KiB.` })
        }
        return yield* webhooks.receive(raw, request.headers["stripe-signature"])
      })
    )
  })
)
