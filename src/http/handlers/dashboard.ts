import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect, Option } from "effect"
import { CurrentAccount } from "../../accounts/principal.js"
import { SalesyncApi } from "../../api/index.js"
import { notFound } from "../../domain/errors.js"
import { nowIso } from "../../domain/time.js"
import { IntegrationService } from "../../integrations/integration-service.js"
import { MappingService } from "../../mapping/mapping-service.js"
import { parsePageRequest } from "../../storage/pagination.js"
import { SyncFailureRepository } from "../../sync/sync-failure-repository.js"
import { SyncLogRepository } from "../../sync/sync-log-repository.js"

export const DashboardHandlers = HttpApiBuilder.group(SalesyncApi, "dashboard", (handlers) =>
  Effect.gen(function*() {
    const integrations = yield* IntegrationService
    const mappings = yield* MappingService
    const logs = yield* SyncLogRepository
    const failures = yield* SyncFailureRepository
    return handlers
      .handle("integrations", ({ urlParams }) =>
        Effect.gen(function*() {
          const page = yield* parsePageRequest(urlParams)
          const result = yield* integrations.list(yield* CurrentAccount, page)
          return { integrations: result.items, next_cursor: result.nextCursor }
        }))
      .handle("syncLogs", ({ path, urlParams }) =>
        Effect.gen(function*() {
          const integration = yield* integrations.getOwned(yield* CurrentAccount, path.integration_id)
          const page = yield* parsePageRequest(urlParams)
          const result = yield* logs.list(integration.id, page)
          return { logs: result.items, next_cursor: result.nextCursor }
        }))
      .handle("mapping", ({ path }) =>
        Effect.flatMap(CurrentAccount, (principal) => mappings.get(principal, path.integration_id)))
      .handle("updateMapping", ({ path, payload }) =>
        Effect.flatMap(CurrentAccount, (principal) =>
          mappings.save(principal, path.integration_id, payload.mappings, {
            bodyIntegrationId: payload.integration_id
          })))
      .handle("syncErrors", ({ urlParams }) =>
        Effect.gen(function*() {
          const principal = yield* CurrentAccount
          const page = yield* parsePageRequest(urlParams)
          if (urlParams.integration_id !== undefined) {
            yield* integrations.getOwned(principal, urlParams.integration_id)
          }
          const filter = { integrationId: urlParams.integration_id, resolved: urlParams.resolved }
          const result = yield* failures.list(principal.accountId, filter, page)
          return { errors: result.items, next_cursor: result.nextCursor }
        }))
      .handle("resolveSyncError", ({ path, payload }) =>
        Effect.gen(function*() {
          const principal = yield* CurrentAccount
          const updated = yield* failures.setResolved(
            principal.accountId,
            path.id,
            payload.resolved ? yield* nowIso : null
          )
          return yield* Option.match(updated, {
            onNone: () =>
              Effect.fail(notFound("Sync error")),
            onSome: Effect.succeed
          })
        }))
  }))
