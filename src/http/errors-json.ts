/** Error responses produced outside the HttpApi handlers (edge middleware), in the same wire shape. */
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"

export const errorResponse = (status: number, error: string, message: string, headers: Record<string, string> = {}) =>
  HttpServerResponse.unsafeJson({ ok: false, error, message }, { status, headers })

export const rateLimitedResponse = (retryAfterSeconds: number, headers: Record<string, string>) =>
  HttpServerResponse.unsafeJson(
    { ok: false, error: "rate_limit_exceeded", retry_after_seconds: retryAfterSeconds },
    { status: 429, headers: { ...headers, "retry-after": String(retryAfterSeconds) } }
  )
