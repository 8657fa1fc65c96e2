/**
 * Cross-site request rules, checked before routing:
 * - a write (POST, PUT, PATCH, DELETE) authenticated by the session cookie
 *   must come from our own pages: an `Origin` of this service, or
 *   `Sec-Fetch-Site: same-origin`. A browser attaches the cookie to another
 *   site's form posts too; bearer and API-key callers choose their headers
 *   themselves and are not concerned;
 * - a JSON route takes a body only as JSON: a form or `text/plain` body (what
 *   another site can send without a preflight) is refused with 415. The
 *   payment webhook keeps its raw body and its own signature check.
 */
import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Option } from "effect"
import { CrossSiteRequest, UnsupportedMediaType } from "../../domain/errors.js"
import { RAW_BODY_ROUTES } from "./nul-characters.js"

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"])

export interface CrossSiteRefusal {
  readonly status: 403 | 415
  readonly error: string
  readonly message: string
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

const sameOrigin = (request: HttpServerRequest.HttpServerRequest, publicUrl: string): boolean => {
  if (request.headers["sec-fetch-site"] === "same-origin") return true
  const origin = request.headers["origin"]
  if (origin === undefined || origin === "null") return false
  if (origin === originOf(publicUrl)) return true
  // Reached under another name than PUBLIC_URL (e.g. by address): the Host the browser sent.
  const host = request.headers["host"]
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`)
}

const hasBody = (request: HttpServerRequest.HttpServerRequest): boolean =>
  request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? "0") > 0

const isJson = (contentType: string | undefined): boolean => {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? ""
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"))
}

export const crossSiteRefusal = (
  request: HttpServerRequest.HttpServerRequest,
  path: string,
  byCookie: boolean,
  publicUrl: string
): Option.Option<CrossSiteRefusal> => {
  if (!UNSAFE.has(request.method.toUpperCase()) || !path.startsWith("/api/")) return Option.none()
  if (byCookie && !sameOrigin(request, publicUrl)) {
    return Option.some({
      status: 403,
      error: CrossSiteRequest.code,
      message: "Writes signed in by the session cookie must come from this site's own pages (Origin or Sec-Fetch-Site)."
    })
  }
  if (!RAW_BODY_ROUTES.has(path) && hasBody(request) && !isJson(request.headers["content-type"])) {
    return Option.some({
      status: 415,
      error: UnsupportedMediaType.code,
      message: "Send the request body as JSON with `Content-Type: application/json`."
    })
  }
  return Option.none()
}
