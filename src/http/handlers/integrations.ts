import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect, Option } from "effect"
import { Caller, CurrentAccount } from "../../accounts/principal.js"
import { SalesyncApi } from "../../api/index.js"
import { IntegrationService } from "../../integrations/integration-service.js"
import { SyncScheduler } from "../../sync/sync-scheduler.js"

export const IntegrationsHandlers = HttpApiBuilder.group(
  SalesyncApi,
  "integrations",
  (handlers) =>
    Effect.gen(function*() {
      const integrations = yield* IntegrationService
      const scheduler = yield* SyncScheduler
      return handlers
        .handle("create", ({ payload }) =>
          Effect.gen(function*() {
            const caller = Option.flatten(yield* Effect.serviceOption(Caller))
            const created = yield* integrations.onboard(payload, caller)
            return { ok: true, integration_id: created.integrationId, message: created.message }
          }))
        .handle("retry", ({ path }) =>
          Effect.gen(function*() {
            const principal = yield* CurrentAccount
            const integration = yield* integrations.getOwned(principal, path.id)
            yield* integrations.requireRunnable(principal, integration)
            yield* scheduler.requestRun(integration.id)
            return { ok: true as const, status: "queued" as const, integration_id: integration.id }
          }))
        .handle(
          "updateCredentials",
          ({ path, payload }) =>
            Effect.flatMap(CurrentAccount, (principal) => integrations.updateCredentials(principal, path.id, payload))
        )
        .handle(
          "delete",
          ({ path }) =>
            Effect.flatMap(CurrentAccount, (principal) => integrations.remove(principal, path.id)).pipe(
              Effect.as({ ok: true as const })
            )
        )
    })
)
