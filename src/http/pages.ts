/**
 * The non-API pages served by the same server: the merchant web app (its HTML
 * shell on every app route, its hashed assets, the favicon). The bundle is the
 * one `bun run build:web` wrote, or built in memory on first use.
 */
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpRouter from "@effect/platform/HttpRouter"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Effect, Layer } from "effect"
import { AppConfig } from "../config/app-config.js"
import { buildWeb, readWeb, type WebBundle } from "../web/build.js"
import { NOT_FOUND_STYLE_PATH, notFoundStyle } from "./not-found-style.js"

/** Paths the app routes itself; each gets the shell and the app shows the view. */
export const APP_ROUTES = [
  "/",
  "/dashboard",
  "/new",
  "/integrations/*",
  "/billing",
  "/api-keys",
  "/account",
  "/signin/expired",
  "/signin/confirm",
  "/restore"
] as const

const noStore = { "cache-control": "no-cache" }
const forever = { "cache-control": "public, max-age=31536000, immutable" }

export const PagesLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function*() {
    const config = yield* AppConfig
    const bundle: Effect.Effect<WebBundle> = yield* Effect.cached(
      Effect.promise(async () => (await readWeb(config.webDistDir)) ?? (await buildWeb()))
    )
    const shell = Effect.map(bundle, (web) =>
      HttpServerResponse.html(web.html).pipe(HttpServerResponse.setHeaders(noStore)))
    for (const route of APP_ROUTES) {
      yield* router.get(route, shell)
    }
    const asset = (path: string, cache: Record<string, string>) =>
      Effect.flatMap(bundle, (web) => {
        const file = web.files.get(path)
        return file === undefined
          ? Effect.succeed(HttpServerResponse.text("Not found", { status: 404 }))
          : Effect.succeed(HttpServerResponse.uint8Array(file.bytes, { contentType: file.contentType, headers: cache }))
      })
    yield* router.get("/favicon.svg", asset("/favicon.svg", { "cache-control": "public, max-age=86400" }))
    // The 404 page's stylesheet needs no bundle: a stale link answers at once, built app or not.
    yield* router.get(NOT_FOUND_STYLE_PATH, Effect.sync(notFoundStyle))
    yield* router.get("/favicon.ico", Effect.succeed(HttpServerResponse.redirect("/favicon.svg", { status: 301 })))
    yield* router.get(
      "/assets/:file",
      Effect.flatMap(HttpRouter.params, (params) =>
        asset(`/assets/${params["file"] ?? ""}`, forever))
    )
  })
).pipe(Layer.orDie)
