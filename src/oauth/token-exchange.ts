/**
 * One authorization-code exchange over HTTP. Whatever goes wrong (refusal,
 * unreadable answer, no access token, network, timeout) becomes OAuthFailed
 * with the provider's own reason, never a secret.
 */
import * as HttpClient from "@effect/platform/HttpClient"
import type * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Duration, Effect, Schema } from "effect"
import { providerMessage, statesStatus } from "../connectors/http-failure.js"
import { TokenAnswer } from "../connectors/oauth-token.js"
import { OAuthFailed } from "../domain/errors.js"
import { JsonObject } from "../domain/json-fields.js"
import type { JsonRecord } from "./flow.js"

const isTokenAnswer = Schema.is(Schema.extend(TokenAnswer, JsonObject))

/** A token endpoint that has not answered by then will not: the user is waiting on the redirect. */
export const TOKEN_EXCHANGE_TIMEOUT = Duration.seconds(15)

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export const exchangeCode = (
  client: HttpClient.HttpClient,
  speaks: string,
  request: HttpClientRequest.HttpClientRequest
): Effect.Effect<JsonRecord, OAuthFailed> =>
  Effect.gen(function*() {
    const response = yield* client.execute(request)
    const text = yield* response.text
    const body = parse(text)
    if (response.status < 200 || response.status >= 300) {
      const said = providerMessage(body)
      // The status once: not again when the provider's own message already gives it.
      const statusNote = said !== undefined && statesStatus(said, response.status) ? "" : ` (HTTP ${response.status})`
      // A 4xx is a verdict on this code; a 5xx or 429 says nothing about it, so say "try again" instead.
      return yield* new OAuthFailed({
        message: response.status >= 500 || response.status === 429
          ? `The ${speaks} token endpoint failed${statusNote}${
            said === undefined ? "" : `: ${said}`
          }; connect again in a moment.`
          : `The ${speaks} refused the authorization code: ${said ?? `HTTP ${response.status}`}`
      })
    }
    // The whole answer is kept (providers add their own fields); it must at least carry an access token.
    if (!isTokenAnswer(body)) {
      return yield* new OAuthFailed({ message: `The ${speaks} token endpoint answered without an access token.` })
    }
    return body
  }).pipe(
    Effect.catchTags({
      RequestError: (error) =>
        new OAuthFailed({ message: `Could not reach the ${speaks} token endpoint (${error.reason}).` }),
      ResponseError: (error) =>
        new OAuthFailed({ message: `The ${speaks} token endpoint answer could not be read (${error.reason}).` })
    }),
    Effect.timeoutFail({
      duration: TOKEN_EXCHANGE_TIMEOUT,
      onTimeout: () =>
        new OAuthFailed({
          message: `The ${speaks} token endpoint did not answer within ${Duration.format(TOKEN_EXCHANGE_TIMEOUT)}.`
        })
    })
  )
