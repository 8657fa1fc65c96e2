/**
 * The wire form of the domain errors. Each error schema encodes a tagged
 * error as `{ ok: false, error: "<code>", message, details? }`, so clients
 * (and the OpenAPI document) never see internal tags.
 */
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { Schema } from "effect"
import * as E from "../domain/errors.js"

interface ErrorClass<Self extends { readonly message: string; readonly details?: unknown }> {
  readonly code: string
  new(props: { readonly message: string; readonly details?: unknown }): Self
}

const wire = <Self extends { readonly message: string; readonly details?: unknown }, I>(
  cls: ErrorClass<Self> & Schema.Schema<Self, I, never>,
  status: number,
  description: string
) =>
  Schema.transform(
    Schema.Struct({
      ok: Schema.Literal(false),
      error: Schema.Literal(cls.code),
      message: Schema.String,
      details: Schema.optional(Schema.Unknown)
    }),
    Schema.typeSchema(cls),
    {
      strict: true,
      decode: (body) => new cls({ message: body.message, details: body.details }),
      encode: (error) => ({ ok: false as const, error: cls.code, message: error.message, details: error.details })
    }
  ).annotations({ ...HttpApiSchema.annotations({ status }), description })

export const InvalidInput = wire(
  E.InvalidInput,
  400,
  "invalid_input: the request is malformed; the message names each bad field"
)
export const InvalidMapping = wire(
  E.InvalidMapping,
  400,
  "invalid_mapping: the mapping has problems; details lists each"
)
export const InvalidToken = wire(E.InvalidToken, 400, "invalid_token: the token is unknown, used or expired")
export const OAuthFailed = wire(E.OAuthFailed, 400, "oauth_error: the OAuth callback could not be completed")
export const InvalidSignature = wire(E.InvalidSignature, 400, "invalid_signature: the webhook signature did not verify")
export const Unauthorized = wire(E.Unauthorized, 401, "unauthorized: no valid session, API key or cron secret")
export const AccountReadOnly = wire(
  E.AccountReadOnly,
  403,
  "account_read_only: the subscription ended; reads still work"
)
export const PlanLimitExceeded = wire(E.PlanLimitExceeded, 403, "plan_limit_exceeded: the plan does not allow this")
export const NotFound = wire(E.NotFound, 404, "not_found: unknown id, or one of another account")
export const AwaitingConfirmation = wire(
  E.AwaitingConfirmation,
  409,
  "awaiting_confirmation: someone created this integration with the account's e-mail; it runs once the owner confirms it with the e-mailed link"
)
export const PayloadTooLarge = wire(E.PayloadTooLarge, 413, "payload_too_large: the body is over 256 KiB")
export const CrossSiteRequest = wire(
  E.CrossSiteRequest,
  403,
  "cross_site_request: a write signed in by the session cookie came without this site's Origin (or Sec-Fetch-Site: same-origin)"
)
export const UnsupportedMediaType = wire(
  E.UnsupportedMediaType,
  415,
  "unsupported_media_type: the body is not sent as application/json"
)
export const ServerError = wire(
  E.ServerError,
  500,
  "server_error: something failed on our side; nothing was half-written"
)
export const ServiceUnavailable = wire(
  E.ServiceUnavailable,
  503,
  "service_unavailable: a part the request needs cannot be reached right now (the database, Redis; retry shortly) or is not set up on this server (billing)"
)

export const RateLimited = Schema.transform(
  Schema.Struct({
    ok: Schema.Literal(false),
    error: Schema.Literal("rate_limit_exceeded"),
    retry_after_seconds: Schema.Int
  }),
  Schema.typeSchema(E.RateLimited),
  {
    strict: true,
    decode: (body) => new E.RateLimited({ retry_after_seconds: body.retry_after_seconds }),
    encode: (error) => ({
      ok: false as const,
      error: "rate_limit_exceeded" as const,
      retry_after_seconds: error.retry_after_seconds
    })
  }
).annotations({
  ...HttpApiSchema.annotations({ status: 429 }),
  description: "rate_limit_exceeded: honour the Retry-After header (seconds, equal to retry_after_seconds)"
})
