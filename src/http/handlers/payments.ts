import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { SalesyncApi } from "../../api/index.js"
import { unbuilt } from "../unbuilt.js"

export const PaymentsHandlers = HttpApiBuilder.group(SalesyncApi, "payments", (handlers) =>
  Effect.succeed(handlers.handleRaw("webhook", unbuilt("The payment-processor webhook (billing issue)")))
)
