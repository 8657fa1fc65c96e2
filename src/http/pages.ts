/** The non-API pages served by the same server: the dashboard, and / pointing to it. */
import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Effect, Layer } from "effect"
import { dashboardPage } from "../dashboard/page.js"

export const PagesLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    yield* router.get("/dashboard", Effect.succeed(HttpServerResponse.html(dashboardPage)))
    yield* router.get("/", Effect.succeed(HttpServerResponse.redirect("/dashboard", { status: 302 })))
  })
).pipe(Layer.orDie)
