import { HttpApiBuilder, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"
import { AuthService } from "../../accounts/auth-service.js"
import { CurrentAccount, SESSION_COOKIE } from "../../accounts/principal.js"
import { SalesyncApi } from "../../api/index.js"
import { AppConfig } from "../../config/app-config.js"
import { InvalidToken } from "../../domain/errors.js"
import { OAuthService } from "../../oauth/oauth-service.js"

export const AuthHandlers = HttpApiBuilder.group(SalesyncApi, "auth", (handlers) =>
  Effect.gen(function* () {
    const auth = yield* AuthService
    const oauth = yield* OAuthService
    const config = yield* AppConfig
    const secureCookie = config.publicUrl.startsWith("https://")
    return handlers
      .handle("requestMagicLink", ({ payload }) =>
        Effect.gen(function* () {
          yield* auth.requestMagicLink(payload.email)
          return { ok: true as const, message: "If an account exists for that address, a sign-in link is on its way." }
        })
      )
      .handle("verifyMagicLink", ({ urlParams }) =>
        Effect.gen(function* () {
          if (urlParams.token === undefined || urlParams.token === "") {
            return yield* new InvalidToken({ message: "The sign-in link has no token." })
          }
          const session = yield* auth.exchange(urlParams.token)
          return HttpServerResponse.redirect("/dashboard", { status: 302 }).pipe(
            HttpServerResponse.unsafeSetCookie(SESSION_COOKIE, session.accessToken, {
              httpOnly: true,
              sameSite: "lax",
              secure: secureCookie,
              path: "/",
              expires: new Date(session.expiresAt)
            })
          )
        })
      )
      .handle("createSession", ({ payload }) =>
        Effect.gen(function* () {
          const session = yield* auth.exchange(payload.token)
          return { ok: true as const, access_token: session.accessToken, expires_at: session.expiresAt }
        })
      )
      .handle("deleteSession", () =>
        Effect.gen(function* () {
          yield* auth.signOut(yield* CurrentAccount)
          return HttpServerResponse.unsafeJson({ ok: true }).pipe(
            HttpServerResponse.unsafeSetCookie(SESSION_COOKIE, "", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 0 })
          )
        })
      )
      .handle("oauthStart", ({ path, urlParams }) =>
        Effect.gen(function* () {
          const location = yield* oauth.start(yield* CurrentAccount, path.provider, urlParams)
          return HttpServerResponse.redirect(location, { status: 302, headers: { "cache-control": "no-store" } })
        })
      )
      .handle("oauthCallback", ({ path }) =>
        Effect.gen(function* () {
          // The raw query, not the decoded urlParams: the storefront signature covers every parameter sent.
          const url = HttpServerRequest.toURL(yield* HttpServerRequest.HttpServerRequest)
          const query = Option.match(url, { onNone: () => [], onSome: (u) => [...u.searchParams.entries()] })
          const location = yield* oauth.callback(path.provider, query)
          return HttpServerResponse.redirect(location, { status: 302, headers: { "cache-control": "no-store" } })
        })
      )
  })
)
