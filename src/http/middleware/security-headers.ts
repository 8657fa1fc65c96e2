/**
 * Headers every answer carries. Pages load scripts, styles and data only from
 * this origin (no inline script), cannot be framed, and leak no URL (sign-in
 * links carry their token in it) through the Referer header. Answers to a
 * signed-in caller are never stored by caches. No form-action directive:
 * the "Connect <provider>" buttons are forms whose answer redirects to the
 * provider's consent page, and form-action governs that redirect too.
 */
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'"
].join("; ")

const always: Record<string, string> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer"
}

export const withSecurityHeaders = (response: HttpServerResponse.HttpServerResponse, signedIn: boolean) => {
  const secured = HttpServerResponse.setHeaders(response, always)
  return signedIn && response.headers["cache-control"] === undefined
    ? HttpServerResponse.setHeader(secured, "cache-control", "no-store")
    : secured
}
