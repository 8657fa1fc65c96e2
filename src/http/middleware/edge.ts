/**
 * What every request passes before routing: body size limit, caller
 * resolution (once per request), the rate limit of spec §8, and the last line
 * of defence that turns any defect into a logged 500 in the documented shape.
 */
import { HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Cause, Chunk, Effect, Exit, Option } from "effect"
import { AuthService } from "../../accounts/auth-service.js"
import { Caller, SESSION_COOKIE, type Principal } from "../../accounts/principal.js"
import { AppConfig } from "../../config/app-config.js"
import { ApiRateLimit, type LimitState } from "../../ratelimit/api-rate-limit.js"
import { errorResponse, rateLimitedResponse } from "../errors-json.js"

export const MAX_BODY_BYTES = 256 * 1024

const UNAVAILABLE_MESSAGE =
  "The service cannot reach its database right now. Nothing was changed; please retry shortly."

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

export const edgeMiddleware = (app: HttpApp.Default) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const config = yield* AppConfig
    const auth = yield* AuthService
    const limits = yield* ApiRateLimit

    const declaredLength = Number(request.headers["content-length"] ?? "0")
    if (declaredLength > MAX_BODY_BYTES) {
      return errorResponse(413, "payload_too_large", `The request body is over ${MAX_BODY_BYTES / 1024} KiB.`)
    }

    const path = new URL(request.url, "http://local").pathname
    const limited = path.startsWith("/api/") && !path.startsWith("/api/cron/")
    const resolved = yield* Effect.exit(
      Effect.gen(function* () {
        const caller: Option.Option<Principal> = yield* Option.match(presentedSecret(request), {
          onNone: () => Effect.succeed(Option.none<Principal>()),
          onSome: auth.resolve
        })
        const decision = limited
          ? yield* Option.match(caller, {
              onSome: limits.forPrincipal,
              onNone: () => limits.forAddress(clientAddress(request, config.trustProxy))
            })
          : undefined
        return { caller, decision }
      })
    )
    // The caller is looked up before any handler runs: when the database is down that lookup is
    // what fails, and it still gets the documented body and a log line.
    if (Exit.isFailure(resolved)) {
      yield* Effect.logError("Request refused: the caller could not be looked up", resolved.cause)
      return errorResponse(503, "service_unavailable", UNAVAILABLE_MESSAGE)
    }
    const { caller, decision } = resolved.value
    if (decision !== undefined && !decision.allowed) {
      return rateLimitedResponse(decision.retryAfterSeconds, limitHeaders(decision.state))
    }
    // The platform sends the response as soon as the app produced it, so
    // headers and error bodies are set in a pre-response handler.
    yield* HttpApp.appendPreResponseHandler((_request, response) => Effect.succeed(finalize(response, decision?.state)))
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
 * and 500 (a defect) the documented JSON body; nothing internal leaks.
 */
const finalize = (response: HttpServerResponse.HttpServerResponse, state: LimitState | undefined) => {
  const bare = response.body._tag === "Empty"
  const withBody =
    bare && response.status === 404
      ? errorResponse(404, "not_found", "No such route.")
      : bare && response.status >= 500
        ? errorResponse(500, "server_error", "Something went wrong on our side. Nothing was half-written; please try again.")
        : response
  return state === undefined ? withBody : HttpServerResponse.setHeaders(withBody, limitHeaders(state))
}
