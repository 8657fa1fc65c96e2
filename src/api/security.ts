/**
 * The security schemes (customer credentials, the cron secret) as HttpApi middleware tags. Their
 * implementations live in src/http/middleware/.
 */
import * as HttpApiMiddleware from "@effect/platform/HttpApiMiddleware"
import * as HttpApiSecurity from "@effect/platform/HttpApiSecurity"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { CurrentAccount, SESSION_COOKIE } from "../accounts/principal.js"
import { NotFound, Unauthorized } from "./errors.js"

/** A session token (magic link) or an API key as bearer, an API key as X-API-Key, or the session cookie. */
export class Authenticated extends HttpApiMiddleware.Tag<Authenticated>()("Authenticated", {
  failure: Unauthorized,
  provides: CurrentAccount,
  security: {
    bearerAuth: HttpApiSecurity.bearer,
    apiKeyAuth: HttpApiSecurity.apiKey({ in: "header", key: "X-API-Key" }),
    cookieAuth: HttpApiSecurity.apiKey({ in: "cookie", key: SESSION_COOKIE })
  }
}) {}

/** `Authorization: Bearer $CRON_SECRET`; every cron route is 404 when no secret is configured. */
export class CronAuthenticated extends HttpApiMiddleware.Tag<CronAuthenticated>()("CronAuthenticated", {
  failure: Schema.Union(Unauthorized, NotFound),
  security: {
    cronSecret: HttpApiSecurity.annotate(
      HttpApiSecurity.bearer,
      OpenApi.Description,
      "`Authorization: Bearer $CRON_SECRET`: the internal scheduler's secret, not a sign-in. Customer sessions and API keys " +
        "are refused; with no CRON_SECRET configured the cron routes do not exist (404)."
    )
  }
}) {}
