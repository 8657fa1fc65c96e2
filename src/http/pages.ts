/**
 * The non-API pages served by the same server: the dashboard, / pointing to
 * it, and the pages' scripts and styles (separate files, so that the pages'
 * Content-Security-Policy allows no inline script or style).
 */
import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Effect, Layer } from "effect"
import { dashboardPage, dashboardScript, dashboardStyle } from "../dashboard/page.js"
import { docsScript, docsStyle } from "./docs-page.js"

const asset = (body: string, contentType: string) =>
  Effect.succeed(HttpServerResponse.text(body, { contentType, headers: { "cache-control": "no-cache" } }))

export const PagesLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    yield* router.get("/dashboard", Effect.succeed(HttpServerResponse.html(dashboardPage)))
    yield* router.get("/", Effect.succeed(HttpServerResponse.redirect("/dashboard", { status: 302 })))
    yield* router.get("/assets/dashboard.js", asset(dashboardScript, "text/javascript; charset=utf-8"))
    yield* router.get("/assets/dashboard.css", asset(dashboardStyle, "text/css; charset=utf-8"))
    yield* router.get("/assets/docs.js", asset(docsScript, "text/javascript; charset=utf-8"))
    yield* router.get("/assets/docs.css", asset(docsStyle, "text/css; charset=utf-8"))
  })
).pipe(Layer.orDie)
