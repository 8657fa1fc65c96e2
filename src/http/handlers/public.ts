import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Effect } from "effect"
import { CurrentAccount } from "../../accounts/principal.js"
import { API_VERSION, SalesyncApi } from "../../api/index.js"
import { nowIso } from "../../domain/time.js"
import { ReadinessService } from "../../health/readiness-service.js"
import { IntegrationService } from "../../integrations/integration-service.js"
import { DatabaseInfo } from "../../storage/database.js"
import { WaitlistRepository } from "../../waitlist/waitlist-repository.js"
import { openApiDocument } from "../openapi.js"

export const PublicHandlers = HttpApiBuilder.group(SalesyncApi, "public", (handlers) =>
  Effect.gen(function*() {
    const waitlist = yield* WaitlistRepository
    const integrations = yield* IntegrationService
    const database = yield* DatabaseInfo
    const readiness = yield* ReadinessService
    return handlers
      .handle("waitlist", ({ payload }) =>
        Effect.gen(function*() {
          yield* waitlist.add(payload.email.trim().toLowerCase(), yield* nowIso)
          return { ok: true as const }
        }))
      .handle("health", () => Effect.succeed({ ok: true as const }))
      .handle("ready", () => readiness.check)
      .handle("adminStatus", () =>
        Effect.gen(function*() {
          const principal = yield* CurrentAccount
          return {
            ok: true as const,
            version: API_VERSION,
            account: { email: principal.email, plan: principal.plan },
            integrations: yield* integrations.count(principal),
            database: database.dialect
          }
        }))
      .handle("openapi", () => Effect.succeed(HttpServerResponse.unsafeJson(openApiDocument())))
  }))
