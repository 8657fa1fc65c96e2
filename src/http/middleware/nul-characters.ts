/**
 * No field of the API accepts a NUL character, and PostgreSQL text cannot
 * hold one: a NUL in a lookup would fail the query (a 500) instead of being
 * refused. So a request with a NUL in its path, its query or its JSON body is
 * a 400 before routing. The payment webhook's raw body is stored as sent,
 * escapes included, and verified by its own signature.
 */
import * as HttpMethod from "@effect/platform/HttpMethod"
import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Effect } from "effect"

export const RAW_BODY_ROUTES = new Set(["/api/payments/webhook"])

/** `\u0000` in JSON text that is not itself an escaped backslash followed by "u0000". */
const JSON_NUL = /(?<!\\)(?:\\\\)*\\u0000/i

export const carriesNul = (request: HttpServerRequest.HttpServerRequest, path: string): Effect.Effect<boolean> => {
  if (/%00/i.test(request.url) || request.url.includes("\u0000")) return Effect.succeed(true)
  if (!HttpMethod.hasBody(request.method) || RAW_BODY_ROUTES.has(path)) return Effect.succeed(false)
  // The platform keeps the text it read, so the handler reads it again for free.
  return Effect.map(
    Effect.orElseSucceed(request.text, () => ""),
    (text) => text.includes("\u0000") || JSON_NUL.test(text)
  )
}
