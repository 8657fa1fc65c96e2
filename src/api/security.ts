/**
 * The security schemes (customer credentials, the cron secret) as HttpApi middleware tags. Their
 * implementations live in src/http/middleware/.
 */
import { HttpApiMiddleware, HttpApiSecurity } from "@effect/platform"
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
  security: { cronBearer: HttpApiSecurity.bearer }
}) {}
