/**
 * Implementation of the `Authenticated` security middleware. The edge already
 * resolved the caller once (bearer, X-API-Key or cookie, in that order), so
 * every scheme here reads that result instead of querying again.
 */
import { Effect, Layer, Option } from "effect"
import { Caller } from "../../accounts/principal.js"
import { Authenticated } from "../../api/security.js"
import { Unauthorized } from "../../domain/errors.js"

const unauthorized = new Unauthorized({
  message:
    "Sign in first: send a session token or API key as `Authorization: Bearer …`, an API key as `X-API-Key`, or the session cookie."
})

const currentCaller = Effect.flatMap(
  Effect.serviceOption(Caller),
  (caller) => Option.match(Option.flatten(caller), { onNone: () => Effect.fail(unauthorized), onSome: Effect.succeed })
)

export const AuthenticatedLive = Layer.succeed(Authenticated, {
  bearerAuth: () => currentCaller,
  apiKeyAuth: () => currentCaller,
  cookieAuth: () => currentCaller
})
