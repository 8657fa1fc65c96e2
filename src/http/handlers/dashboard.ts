import { HttpApiBuilder } from "@effect/platform"
import { Effect, Option } from "effect"
import { CurrentAccount } from "../../accounts/principal.js"
import { SalesyncApi } from "../../api/index.js"
import { InvalidInput, InvalidMapping, notFound } from "../../domain/errors.js"
import { FieldMapping } from "../../domain/models.js"
import { nowIso } from "../../domain/time.js"
import { IntegrationService } from "../../integrations/integration-service.js"
import { MappingService } from "../../mapping/mapping-service.js"
import { parsePageRequest } from "../../storage/pagination.js"
import { SyncFailureRepository } from "../../sync/sync-failure-repository.js"
import { SyncLogRepository } from "../../sync/sync-log-repository.js"
import { readJson, readJsonWith } from "../body.js"
import { Schema } from "effect"

const ResolveBody = Schema.Struct({ resolved: Schema.Boolean })

const parseResolved = (value: string | undefined) =>
  value === undefined
    ? Effect.succeed(undefined)
    : value === "true" || value === "false"
      ? Effect.succeed(value === "true")
      : Effect.fail(new InvalidInput({ message: "Invalid input: resolved must be true or false." }))

export const DashboardHandlers = HttpApiBuilder.group(SalesyncApi, "dashboard", (handlers) =>
  Effect.gen(function* () {
    const integrations = yield* IntegrationService
    const mappings = yield* MappingService
    const logs = yield* SyncLogRepository
    const failures = yield* SyncFailureRepository
    return handlers
      .handle("integrations", ({ urlParams }) =>
        Effect.gen(function* () {
          const page = yield* parsePageRequest(urlParams)
          const result = yield* integrations.list(yield* CurrentAccount, page)
          return { integrations: result.items, next_cursor: result.nextCursor }
        })
      )
      .handle("syncLogs", ({ path, urlParams }) =>
        Effect.gen(function* () {
          const integration = yield* integrations.getOwned(yield* CurrentAccount, path.integration_id)
          const page = yield* parsePageRequest(urlParams)
          const result = yield* logs.list(integration.id, page)
          return { logs: result.items, next_cursor: result.nextCursor }
        })
      )
      .handle("mapping", ({ path }) => Effect.flatMap(CurrentAccount, (principal) => mappings.get(principal, path.integration_id)))
      .handleRaw("updateMapping", ({ path }) =>
        Effect.gen(function* () {
          const principal = yield* CurrentAccount
          // Ownership first: a foreign id is 404 whatever the body holds.
          yield* integrations.getOwned(principal, path.integration_id)
          const body = yield* readJsonWith(FieldMapping, (message, problems) => new InvalidMapping({ message, details: { problems } }))
          return yield* mappings.save(principal, path.integration_id, body.mappings, { bodyIntegrationId: body.integration_id })
        })
      )
      .handle("syncErrors", ({ urlParams }) =>
        Effect.gen(function* () {
          const principal = yield* CurrentAccount
          const page = yield* parsePageRequest(urlParams)
          const resolved = yield* parseResolved(urlParams.resolved)
          if (urlParams.integration_id !== undefined) yield* integrations.getOwned(principal, urlParams.integration_id)
          const result = yield* failures.list(principal.accountId, { integrationId: urlParams.integration_id, resolved }, page)
          return { errors: result.items, next_cursor: result.nextCursor }
        })
      )
      .handleRaw("resolveSyncError", ({ path }) =>
        Effect.gen(function* () {
          const principal = yield* CurrentAccount
          const { resolved } = yield* readJson(ResolveBody)
          const updated = yield* failures.setResolved(principal.accountId, path.id, resolved ? yield* nowIso : null)
          return yield* Option.match(updated, { onNone: () => Effect.fail(notFound("Sync error")), onSome: Effect.succeed })
        })
      )
  })
)
