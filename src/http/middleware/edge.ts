/**
 * What every request passes before routing: body size limit, caller
 * resolution (once per request), the rate limits, the cross-site rules, the
 * security headers, and the last line of defence that turns any defect into a
 * logged 500 in the documented shape.
 */
import * as HttpApp from "@effect/platform/HttpApp"
import * as HttpMethod from "@effect/platform/HttpMethod"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Cause, Chunk, Duration, Effect, Exit, Option } from "effect"
import { AuthService } from "../../accounts/auth-service.js"
import { Caller, type Principal, SESSION_COOKIE } from "../../accounts/principal.js"
import { AppConfig } from "../../config/app-config.js"
import {
  ApiRateLimit,
  CRON_FAILURE_WINDOW,
  CRON_FAILURES_ALLOWED,
  type LimitState
} from "../../ratelimit/api-rate-limit.js"
import { errorResponse, rateLimitedResponse } from "../errors-json.js"
import { notFoundPage, wantsNotFoundPage } from "../not-found-page.js"
import { clientAddress } from "./client-address.js"
import { cronSecretMatches } from "./cron-authenticated.js"
import { crossSiteRefusal } from "./cross-site.js"
import { carriesNul } from "./nul-characters.js"
import { withSecurityHeaders } from "./security-headers.js"

export const MAX_BODY_BYTES = 256 * 1024

export const DOCS_PATH = "/api/docs"

/**
 * The API reference page runs the platform's Scalar bundle and its configuration as inline
 * scripts (and compiles WebAssembly), so it has its own policy: inline script and style, and
 * nothing fetched but this origin.
 */
const DOCS_CSP =
  "default-src 'none'; script-src 'unsafe-inline' 'wasm-unsafe-eval'; style-src 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

const UNAVAILABLE_MESSAGE =
  "The service cannot reach its database right now. Nothing was changed; please retry shortly."

const bearerOf = (request: HttpServerRequest.HttpServerRequest): string | undefined =>
  request.headers["authorization"]?.match(/^Bearer\s+(\S+)\s*$/i)?.[1]

/** The secret a request presents, in order: bearer, X-API-Key, session cookie; and whether it is the cookie. */
export const presentedSecret = (
  request: HttpServerRequest.HttpServerRequest
): Option.Option<{ readonly secret: string; readonly byCookie: boolean }> => {
  const header = [bearerOf(request), request.headers["x-api-key"]?.trim()].find((value) =>
    value !== undefined && value !== ""
  )
  if (header !== undefined) return Option.some({ secret: header, byCookie: false })
  const cookie = request.cookies[SESSION_COOKIE]
  return cookie === undefined || cookie === "" ? Option.none() : Option.some({ secret: cookie, byCookie: true })
}

const limitHeaders = (state: LimitState): Record<string, string> => ({
  "ratelimit-limit": String(state.limit),
  "ratelimit-remaining": String(state.remaining),
  "ratelimit-reset": String(state.resetSeconds)
})

/**
 * The declared length decides; a body sent without one (chunked) is read here once and
 * measured (the platform keeps the text, so the handler's decoding reads it again for free).
 */
const overBodyLimit = (request: HttpServerRequest.HttpServerRequest) => {
  const declared = request.headers["content-length"]
  if (declared !== undefined) return Effect.succeed(Number(declared) > MAX_BODY_BYTES)
  if (!HttpMethod.hasBody(request.method)) return Effect.succeed(false)
  return Effect.map(
    Effect.orElseSucceed(request.text, () => ""),
    (text) => Buffer.byteLength(text, "utf8") > MAX_BODY_BYTES
  )
}

/**
 * Cron routes are not limited, but wrong secrets are, per address: once an
 * address spent its attempts every cron request from it is refused for a
 * while, the right secret too (so guessing learns nothing).
 */
const cronAttempt = (request: HttpServerRequest.HttpServerRequest, address: string) =>
  Effect.gen(function*() {
    const config = yield* AppConfig
    const limits = yield* ApiRateLimit
    if (Option.isNone(config.cronSecret)) return true
    if (!(yield* limits.cronAttemptsLeft(address))) return false
    return cronSecretMatches(config.cronSecret.value, bearerOf(request) ?? "") ||
      (yield* limits.recordCronFailure(address))
  })

const refusedCron = () =>
  rateLimitedResponse(Math.ceil(Duration.toSeconds(CRON_FAILURE_WINDOW) / CRON_FAILURES_ALLOWED), {})

export const edgeMiddleware = (app: HttpApp.Default) =>
  Effect.gen(function*() {
    const request = yield* HttpServerRequest.HttpServerRequest
    const config = yield* AppConfig
    const auth = yield* AuthService
    const limits = yield* ApiRateLimit

    if (yield* overBodyLimit(request)) {
      const message = `The request body is over ${MAX_BODY_BYTES / 1024} KiB.`
      return withSecurityHeaders(errorResponse(413, "payload_too_large", message), false)
    }

    const presented = presentedSecret(request)
    const path = new URL(request.url, "http://local").pathname
    const address = clientAddress(request, config.trustProxyHops)
    const limited = path.startsWith("/api/") && !path.startsWith("/api/cron/")
    const resolved = yield* Effect.exit(
      Effect.gen(function*() {
        const caller: Option.Option<Principal> = yield* Option.match(presented, {
          onNone: () => Effect.succeed(Option.none<Principal>()),
          onSome: ({ secret }) => auth.resolve(secret)
        })
        const decision = limited
          ? yield* Option.match(caller, { onSome: limits.forPrincipal, onNone: () => limits.forAddress(address) })
          : undefined
        return { caller, decision }
      })
    )
    // The caller is looked up before any handler runs: when the database is down that lookup is
    // what fails, and it still gets the documented body and a log line.
    if (Exit.isFailure(resolved)) {
      yield* Effect.logError("Request refused: the caller could not be looked up", resolved.cause)
      return withSecurityHeaders(errorResponse(503, "service_unavailable", UNAVAILABLE_MESSAGE), false)
    }
    const { caller, decision } = resolved.value
    const signedIn = Option.isSome(caller)
    if (path.startsWith("/api/cron/") && !(yield* cronAttempt(request, address))) {
      return withSecurityHeaders(refusedCron(), false)
    }
    if (decision !== undefined && !decision.allowed) {
      return withSecurityHeaders(
        rateLimitedResponse(decision.retryAfterSeconds, limitHeaders(decision.state)),
        signedIn
      )
    }
    const byCookie = signedIn && Option.exists(presented, (p) => p.byCookie)
    const headers = decision === undefined ? {} : limitHeaders(decision.state)
    const refusal = crossSiteRefusal(request, path, byCookie, config.publicUrl)
    if (Option.isSome(refusal)) {
      const { status, error, message } = refusal.value
      return withSecurityHeaders(errorResponse(status, error, message, headers), signedIn)
    }
    if (path.startsWith("/api/") && (yield* carriesNul(request, path))) {
      const message = "Invalid input: the request contains a NUL character (\\u0000), which no field accepts."
      return withSecurityHeaders(errorResponse(400, "invalid_input", message, headers), signedIn)
    }
    // The platform sends the response as soon as the app produced it, so
    // headers and error bodies are set in a pre-response handler.
    const page = wantsNotFoundPage(path, request.headers["accept"])
    yield* HttpApp.appendPreResponseHandler((_request, response) =>
      Effect.succeed(withDocsPolicy(withSecurityHeaders(finalize(response, decision?.state, page), signedIn), path))
    )
    return yield* Effect.provideService(app, Caller, caller)
  }).pipe(
    // After answering, the platform re-fails with the cause and the response it sent.
    Effect.tapErrorCause((cause) =>
      Chunk.some(Cause.defects(cause), (defect) => HttpServerResponse.isServerResponse(defect) && defect.status >= 500)
        ? Effect.logError("Request failed with a server error", cause)
        : Effect.void
    )
  )

/**
 * Adds the rate-limit headers, and gives the platform's bare 404 (no route)
 * and 500 (a defect) the documented JSON body; nothing internal leaks. A
 * browser asking for a page that does not exist gets a page saying so instead.
 */
const finalize = (
  response: HttpServerResponse.HttpServerResponse,
  state: LimitState | undefined,
  pageWanted: boolean
) => {
  const bare = response.body._tag === "Empty"
  const withBody = bare && response.status === 404
    ? pageWanted ? notFoundPage() : errorResponse(404, "not_found", "No such route.")
    : bare && response.status >= 500
    ? errorResponse(
      500,
      "server_error",
      "Something went wrong on our side. Nothing was half-written; please try again."
    )
    : response
  return state === undefined ? withBody : HttpServerResponse.setHeaders(withBody, limitHeaders(state))
}

/** Set after the security headers, which would otherwise replace the reference page's own policy. */
const withDocsPolicy = (response: HttpServerResponse.HttpServerResponse, path: string) =>
  path === DOCS_PATH ? HttpServerResponse.setHeader(response, "content-security-policy", DOCS_CSP) : response
