import { HttpApiBuilder } from "@effect/platform"
import { Effect, Option } from "effect"
import { Caller, CurrentAccount } from "../../accounts/principal.js"
import { SalesyncApi } from "../../api/index.js"
import { requireWritable } from "../../billing/access.js"
import { CredentialsUpdate, OnboardingInput } from "../../domain/models.js"
import { IntegrationService } from "../../integrations/integration-service.js"
import { readJson } from "../body.js"
import { SyncScheduler } from "../../sync/sync-scheduler.js"

export const IntegrationsHandlers = HttpApiBuilder.group(SalesyncApi, "integrations", (handlers) =>
  Effect.gen(function* () {
    const integrations = yield* IntegrationService
    const scheduler = yield* SyncScheduler
    return handlers
      .handleRaw("create", () =>
        Effect.gen(function* () {
          const input = yield* readJson(OnboardingInput)
          const caller = Option.flatten(yield* Effect.serviceOption(Caller))
          const created = yield* integrations.onboard(input, caller)
          return { ok: true, integration_id: created.integrationId, message: created.message }
        })
      )
      .handle("retry", ({ path }) =>
        Effect.gen(function* () {
          const principal = yield* CurrentAccount
          const integration = yield* integrations.getOwned(principal, path.id)
          // Billing issue: a read-only (or paused, deleted) account starts no syncs.
          yield* requireWritable(principal.status)
          yield* scheduler.requestRun(integration.id)
          return { ok: true as const, status: "queued" as const, integration_id: integration.id }
        })
      )
      // The body is read here, like every other body, so a bad one gets the documented 400 naming each field.
      .handleRaw("updateCredentials", ({ path }) =>
        Effect.gen(function* () {
          const principal = yield* CurrentAccount
          const update = yield* readJson(CredentialsUpdate)
          return yield* integrations.updateCredentials(principal, path.id, update)
        })
      )
      .handle("delete", ({ path }) =>
        Effect.flatMap(CurrentAccount, (principal) => integrations.remove(principal, path.id)).pipe(
          Effect.as({ ok: true as const })
        )
      )
  })
)
