/** The HTTP server: the HttpApi handlers, the pages, the API reference, the edge middleware, on Bun. */
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpApiScalar from "@effect/platform/HttpApiScalar"
import * as HttpServer from "@effect/platform/HttpServer"
import { Effect, Layer } from "effect"
import { AppConfig } from "../config/app-config.js"
import { gracefulBunServerLayer } from "./graceful-server.js"
import { AccountHandlers } from "./handlers/account.js"
import { AuthHandlers } from "./handlers/auth.js"
import { CronHandlers } from "./handlers/cron.js"
import { DashboardHandlers } from "./handlers/dashboard.js"
import { IntegrationsHandlers } from "./handlers/integrations.js"
import { PaymentsHandlers } from "./handlers/payments.js"
import { PublicHandlers } from "./handlers/public.js"
import { SchemaHandlers } from "./handlers/schema.js"
import { AuthenticatedLive } from "./middleware/authenticated.js"
import { CronAuthenticatedLive } from "./middleware/cron-authenticated.js"
import { DecodeErrorsLive } from "./middleware/decode-errors.js"
import { DOCS_PATH, edgeMiddleware, MAX_BODY_BYTES } from "./middleware/edge.js"
import { DocumentedApi } from "./openapi.js"
import { PagesLive } from "./pages.js"

const ApiLive = HttpApiBuilder.api(DocumentedApi).pipe(
  Layer.provide([
    IntegrationsHandlers,
    SchemaHandlers,
    AuthHandlers,
    DashboardHandlers,
    PaymentsHandlers,
    CronHandlers,
    AccountHandlers,
    PublicHandlers
  ]),
  Layer.provide([AuthenticatedLive, CronAuthenticatedLive])
)

const BunServerLive = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) =>
    // Bun refuses bodies far over our limit before they are buffered; ours answers 413 below that.
    gracefulBunServerLayer({ port: config.port, hostname: config.host, maxRequestBodySize: MAX_BODY_BYTES * 4 }))
)

export const HttpLive = HttpApiBuilder.serve(edgeMiddleware).pipe(
  Layer.provide(PagesLive),
  // The platform's reference page with its embedded Scalar bundle (no CDN; no web fonts).
  Layer.provide(HttpApiScalar.layer({ path: DOCS_PATH, scalar: { withDefaultFonts: false } })),
  Layer.provide(DecodeErrorsLive),
  Layer.provide(ApiLive),
  HttpServer.withLogAddress,
  Layer.provide(BunServerLive)
)
