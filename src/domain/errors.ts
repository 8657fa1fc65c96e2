/**
 * Every error a client can see, as tagged errors with their HTTP status. On the
 * wire each is `{ ok: false, error: "<code>", message, details? }` (see
 * src/api/errors.ts); `code` below is that snake_case word.
 */
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { Schema } from "effect"

const fields = { message: Schema.String, details: Schema.optional(Schema.Unknown) }

export class InvalidInput
  extends Schema.TaggedError<InvalidInput>()("InvalidInput", fields, HttpApiSchema.annotations({ status: 400 }))
{
  static readonly code = "invalid_input"
}
export class InvalidMapping
  extends Schema.TaggedError<InvalidMapping>()("InvalidMapping", fields, HttpApiSchema.annotations({ status: 400 }))
{
  static readonly code = "invalid_mapping"
}
export class InvalidToken
  extends Schema.TaggedError<InvalidToken>()("InvalidToken", fields, HttpApiSchema.annotations({ status: 400 }))
{
  static readonly code = "invalid_token"
}
export class OAuthFailed
  extends Schema.TaggedError<OAuthFailed>()("OAuthFailed", fields, HttpApiSchema.annotations({ status: 400 }))
{
  static readonly code = "oauth_error"
}
export class InvalidSignature
  extends Schema.TaggedError<InvalidSignature>()("InvalidSignature", fields, HttpApiSchema.annotations({ status: 400 }))
{
  static readonly code = "invalid_signature"
}
export class Unauthorized
  extends Schema.TaggedError<Unauthorized>()("Unauthorized", fields, HttpApiSchema.annotations({ status: 401 }))
{
  static readonly code = "unauthorized"
}
export class AccountReadOnly
  extends Schema.TaggedError<AccountReadOnly>()("AccountReadOnly", fields, HttpApiSchema.annotations({ status: 403 }))
{
  static readonly code = "account_read_only"
}
export class PlanLimitExceeded extends Schema.TaggedError<PlanLimitExceeded>()(
  "PlanLimitExceeded",
  fields,
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly code = "plan_limit_exceeded"
}
/** A stranger's integration waiting for the owner's e-mailed confirmation runs nothing until then. */
export class AwaitingConfirmation extends Schema.TaggedError<AwaitingConfirmation>()(
  "AwaitingConfirmation",
  fields,
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly code = "awaiting_confirmation"
}
export class NotFound
  extends Schema.TaggedError<NotFound>()("NotFound", fields, HttpApiSchema.annotations({ status: 404 }))
{
  static readonly code = "not_found"
}
export class PayloadTooLarge
  extends Schema.TaggedError<PayloadTooLarge>()("PayloadTooLarge", fields, HttpApiSchema.annotations({ status: 413 }))
{
  static readonly code = "payload_too_large"
}
/** A write signed in by the session cookie that did not come from this site's own pages. */
export class CrossSiteRequest
  extends Schema.TaggedError<CrossSiteRequest>()("CrossSiteRequest", fields, HttpApiSchema.annotations({ status: 403 }))
{
  static readonly code = "cross_site_request"
}
export class UnsupportedMediaType extends Schema.TaggedError<UnsupportedMediaType>()(
  "UnsupportedMediaType",
  fields,
  HttpApiSchema.annotations({ status: 415 })
) {
  static readonly code = "unsupported_media_type"
}
export class ServerError
  extends Schema.TaggedError<ServerError>()("ServerError", fields, HttpApiSchema.annotations({ status: 500 }))
{
  static readonly code = "server_error"
}
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()(
  "ServiceUnavailable",
  fields,
  HttpApiSchema.annotations({ status: 503 })
) {
  static readonly code = "service_unavailable"
}

/** 429 has its own body, `{ ok, error: "rate_limit_exceeded", retry_after_seconds }`, so a client knows when to retry. */
export class RateLimited extends Schema.TaggedError<RateLimited>()(
  "RateLimited",
  { retry_after_seconds: Schema.Int },
  HttpApiSchema.annotations({ status: 429 })
) {
  static readonly code = "rate_limit_exceeded" as const
}

export const notFound = (what: string) => new NotFound({ message: `${what} not found` })
