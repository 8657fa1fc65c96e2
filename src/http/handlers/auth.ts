import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Duration, Effect, Option } from "effect"
import { AuthService } from "../../accounts/auth-service.js"
import { Caller, CurrentAccount, SESSION_COOKIE, SIGNED_IN_COOKIE } from "../../accounts/principal.js"
import { SalesyncApi } from "../../api/index.js"
import { AppConfig } from "../../config/app-config.js"
import { InvalidToken } from "../../domain/errors.js"
import { bindingCookieName, OAuthService, STATE_TTL } from "../../oauth/oauth-service.js"

const wantsPage = (request: HttpServerRequest.HttpServerRequest) =>
  (request.headers["accept"] ?? "").includes("text/html")

export const AuthHandlers = HttpApiBuilder.group(SalesyncApi, "auth", (handlers) =>
  Effect.gen(function*() {
    const auth = yield* AuthService
    const oauth = yield* OAuthService
    const config = yield* AppConfig
    const secureCookie = config.publicUrl.startsWith("https://")
    // Sent back only to the OAuth routes; Lax, because the provider returns the browser with a top-level GET.
    const bindingCookie = { httpOnly: true, sameSite: "lax" as const, secure: secureCookie, path: "/api/auth/" }
    /** The session cookie (HttpOnly) and the script-readable hint that the app is signed in. */
    const withSessionCookies = (
      response: HttpServerResponse.HttpServerResponse,
      session: { readonly accessToken: string; readonly expiresAt: string }
    ) =>
      response.pipe(
        HttpServerResponse.unsafeSetCookie(SESSION_COOKIE, session.accessToken, {
          httpOnly: true,
          sameSite: "lax",
          secure: secureCookie,
          path: "/",
          expires: new Date(session.expiresAt)
        }),
        HttpServerResponse.unsafeSetCookie(SIGNED_IN_COOKIE, "1", {
          sameSite: "lax",
          secure: secureCookie,
          path: "/",
          expires: new Date(session.expiresAt)
        })
      )
    return handlers
      .handle("requestMagicLink", ({ payload }) =>
        Effect.gen(function*() {
          yield* auth.requestMagicLink(payload.email)
          return { ok: true as const, message: "If an account exists for that address, a sign-in link is on its way." }
        }))
      .handle("verifyMagicLink", ({ urlParams }) =>
        Effect.gen(function*() {
          if (urlParams.token === undefined || urlParams.token === "") {
            return yield* new InvalidToken({ message: "The sign-in link has no token." })
          }
          // Opening a link spends nothing, whoever opens it (a mail scanner, a link preview, a HEAD): it leads to the
          // page whose button (a POST) spends it, and says what the link is for. The token goes in the fragment,
          // which no request carries on. API clients exchange it with POST /api/auth/session.
          const purpose = yield* auth.linkPurpose(urlParams.token)
          return HttpServerResponse.redirect(
            `/signin/confirm#token=${encodeURIComponent(urlParams.token)}&for=${purpose}`,
            { status: 302, headers: { "cache-control": "no-store", "referrer-policy": "no-referrer" } }
          )
        }).pipe(
          // A person opening a used, expired or tokenless link gets the page that offers a new one; API clients a 400.
          Effect.catchTag("InvalidToken", (error) =>
            Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
              wantsPage(request)
                ? Effect.succeed(
                  HttpServerResponse.redirect("/signin/expired", {
                    status: 302,
                    headers: { "cache-control": "no-store" }
                  })
                )
                : Effect.fail(error)))
        ))
      .handle("confirmMagicLink", ({ payload }) =>
        Effect.map(auth.exchange(payload.token), (session) =>
          withSessionCookies(HttpServerResponse.unsafeJson({ ok: true }), session)))
      .handle("createSession", ({ payload }) =>
        Effect.gen(function*() {
          const session = yield* auth.exchange(payload.token)
          return { ok: true as const, access_token: session.accessToken, expires_at: session.expiresAt }
        }))
      .handle("deleteSession", () =>
        Effect.gen(function*() {
          yield* auth.signOut(yield* CurrentAccount)
          return HttpServerResponse.unsafeJson({ ok: true }).pipe(
            HttpServerResponse.unsafeSetCookie(SESSION_COOKIE, "", {
              httpOnly: true,
              sameSite: "lax",
              path: "/",
              maxAge: 0
            }),
            HttpServerResponse.unsafeSetCookie(SIGNED_IN_COOKIE, "", { sameSite: "lax", path: "/", maxAge: 0 })
          )
        }))
      .handle("oauthStart", ({ path, urlParams }) =>
        Effect.gen(function*() {
          const { location, cookie } = yield* oauth.start(yield* CurrentAccount, path.provider, urlParams)
          return HttpServerResponse.redirect(location, { status: 302, headers: { "cache-control": "no-store" } }).pipe(
            HttpServerResponse.unsafeSetCookie(cookie.name, cookie.value, {
              ...bindingCookie,
              maxAge: Duration.millis(STATE_TTL)
            })
          )
        }))
      .handle("oauthCallback", ({ path }) =>
        Effect.gen(function*() {
          const request = yield* HttpServerRequest.HttpServerRequest
          // The raw query, not the decoded urlParams: the storefront signature covers every parameter sent.
          const query = Option.match(HttpServerRequest.toURL(request), {
            onNone: () => [],
            onSome: (u) => [...u.searchParams.entries()]
          })
          const caller = Option.flatten(yield* Effect.serviceOption(Caller))
          const location = yield* oauth.callback(path.provider, query, { caller, cookies: request.cookies })
          const state = new Map(query).get("state") ?? ""
          // The binding did its one job: the browser forgets it.
          return HttpServerResponse.redirect(location, { status: 302, headers: { "cache-control": "no-store" } }).pipe(
            HttpServerResponse.unsafeSetCookie(bindingCookieName(state), "", { ...bindingCookie, maxAge: 0 })
          )
        }))
  }))
