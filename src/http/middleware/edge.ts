/**
 * What every request passes before routing: body size limit, caller
 * resolution (once per request), the per-caller API rate limit, and the last line
 * of defence that turns any defect into a logged 500 in the documented shape.
 */
import { Headers, HttpApp, HttpMethod, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Cause, Chunk, Effect, Option } from "effect"
import { AuthService } from "../../accounts/auth-service.js"
import { Caller, SESSION_COOKIE, type Principal } from "../../accounts/principal.js"
import { AppConfig } from "../../config/app-config.js"
import { ApiRateLimit, type LimitState } from "../../ratelimit/api-rate-limit.js"
import { errorResponse, rateLimitedResponse } from "../errors-json.js"

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

/** The secret a request presents, in order: bearer, X-API-Key, session cookie. */
export const presentedSecret = (request: HttpServerRequest.HttpServerRequest): Option.Option<string> => {
  const authorization = request.headers["authorization"]
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1]
  const candidates = [bearer, request.headers["x-api-key"]?.trim(), request.cookies[SESSION_COOKIE]]
  return Option.fromNullable(candidates.find((value) => value !== undefined && value !== ""))
}

const clientAddress = (request: HttpServerRequest.HttpServerRequest, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = request.headers["x-forwarded-for"]?.split(",")[0]?.trim()
    if (forwarded) return forwarded
  }
  return Option.getOrElse(request.remoteAddress, () => "unknown")
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
 * Every API body is JSON, whatever content type the client sent (`curl -d` says form data,
 * `fetch` with a string says text): the contract decodes it as JSON.
 */
const asJsonBody = (request: HttpServerRequest.HttpServerRequest): HttpServerRequest.HttpServerRequest => {
  const contentType = request.headers["content-type"]
  if (!HttpMethod.hasBody(request.method) || contentType === undefined || contentType.includes("application/json")) return request
  return request.modify({ headers: Headers.set(request.headers, "content-type", "application/json") })
}

export const edgeMiddleware = (app: HttpApp.Default) =>
  Effect.gen(function* () {
    const request = asJsonBody(yield* HttpServerRequest.HttpServerRequest)
    const config = yield* AppConfig
    const auth = yield* AuthService
    const limits = yield* ApiRateLimit

    if (yield* overBodyLimit(request)) {
      return errorResponse(413, "payload_too_large", `The request body is over ${MAX_BODY_BYTES / 1024} KiB.`)
    }

    const caller: Option.Option<Principal> = yield* Option.match(presentedSecret(request), {
      onNone: () => Effect.succeed(Option.none<Principal>()),
      onSome: auth.resolve
    })
    const path = new URL(request.url, "http://local").pathname
    const limited = path.startsWith("/api/") && !path.startsWith("/api/cron/")
    const decision = limited
      ? yield* Option.match(caller, {
          onSome: limits.forPrincipal,
          onNone: () => limits.forAddress(clientAddress(request, config.trustProxy))
        })
      : undefined
    if (decision !== undefined && !decision.allowed) {
      return rateLimitedResponse(decision.retryAfterSeconds, limitHeaders(decision.state))
    }
    // The platform sends the response as soon as the app produced it, so
    // headers and error bodies are set in a pre-response handler.
    yield* HttpApp.appendPreResponseHandler((_request, response) =>
      Effect.succeed(finalize(response, decision?.state, path === DOCS_PATH))
    )
    return yield* app.pipe(
      Effect.provideService(Caller, caller),
      Effect.provideService(HttpServerRequest.HttpServerRequest, request)
    )
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
 * and 500 (a defect) the documented JSON body; nothing internal leaks.
 */
const finalize = (response: HttpServerResponse.HttpServerResponse, state: LimitState | undefined, docs: boolean) => {
  const bare = response.body._tag === "Empty"
  const withBody =
    bare && response.status === 404
      ? errorResponse(404, "not_found", "No such route.")
      : bare && response.status >= 500
        ? errorResponse(500, "server_error", "Something went wrong on our side. Nothing was half-written; please try again.")
        : response
  const withPolicy = docs ? HttpServerResponse.setHeader(withBody, "content-security-policy", DOCS_CSP) : withBody
  return state === undefined ? withPolicy : HttpServerResponse.setHeaders(withPolicy, limitHeaders(state))
}
