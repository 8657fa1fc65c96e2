import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Effect, Schema } from "effect"
import { CurrentAccount } from "../../accounts/principal.js"
import { API_VERSION, SalesyncApi } from "../../api/index.js"
import { Email } from "../../domain/models.js"
import { nowIso } from "../../domain/time.js"
import { IntegrationService } from "../../integrations/integration-service.js"
import { ReadinessService } from "../../health/readiness-service.js"
import { DatabaseInfo } from "../../storage/database.js"
import { WaitlistRepository } from "../../waitlist/waitlist-repository.js"
import { readJson } from "../body.js"
import { docsPage } from "../docs-page.js"
import { openApiDocument } from "../openapi.js"

const WaitlistBody = Schema.Struct({ email: Email })

export const PublicHandlers = HttpApiBuilder.group(SalesyncApi, "public", (handlers) =>
  Effect.gen(function* () {
    const waitlist = yield* WaitlistRepository
    const integrations = yield* IntegrationService
    const database = yield* DatabaseInfo
    const readiness = yield* ReadinessService
    return handlers
      .handleRaw("waitlist", () =>
        Effect.gen(function* () {
          const { email } = yield* readJson(WaitlistBody)
          yield* waitlist.add(email.trim().toLowerCase(), yield* nowIso)
          return { ok: true as const }
        })
      )
      .handle("health", () => Effect.succeed({ ok: true as const }))
      .handle("ready", () => readiness.check)
      .handle("adminStatus", () =>
        Effect.gen(function* () {
          const principal = yield* CurrentAccount
          return {
            ok: true as const,
            version: API_VERSION,
            account: { email: principal.email, plan: principal.plan },
            integrations: yield* integrations.count(principal),
            database: database.dialect
          }
        })
      )
      .handle("openapi", () => Effect.succeed(HttpServerResponse.unsafeJson(openApiDocument())))
      .handle("docs", () => Effect.succeed(HttpServerResponse.html(docsPage)))
  })
)
