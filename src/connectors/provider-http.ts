/**
 * The HTTP transport of the connectors that speak plain JSON over HTTP
 * (tables, office, storefront, marketplace): requests are built with
 * @effect/platform's `HttpClientRequest` (the hottest, the Airtable writes,
 * directly as a `WireRequest`) and sent with the runtime's native `fetch` in
 * one `Effect.tryPromise`. A sync makes ten writes per hundred
 * records; through the platform's `HttpClient` (a span, header propagation,
 * a response wrapper and a timeout fiber per request) each cost about three
 * times the CPU of the request itself, which made the client, not the
 * network, the bottleneck of `bench:sync`.
 *
 * Interruption aborts the request; `timeoutMs` aborts it as a retryable
 * timeout. Answers are classified by the shared rules of http-failure.ts.
 */
import type * as HttpBody from "@effect/platform/HttpBody"
import type * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as UrlParams from "@effect/platform/UrlParams"
import { Effect, Either, Option } from "effect"
import { providerInfo, type ProviderKind } from "../domain/providers.js"
import { ConnectorError } from "./contract.js"
import { classifyTransportError, httpStatusFailure, providerMessage } from "./http-failure.js"

/** A provider answer with its JSON body parsed. */
export interface ProviderResponse {
  readonly status: number
  /** fetch's own headers object: read with `get`, never copied. */
  readonly headers: Headers
  readonly body: unknown
}

export interface SendOptions {
  readonly timeoutMs: number
  /** What is being accessed, for 404 messages. */
  readonly resource?: string
}

const parseJson = (text: string): unknown => {
  if (text.trim() === "") return null
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** A request as fetch sends it; what the hottest calls build directly. */
export interface WireRequest {
  readonly method: string
  readonly url: string | URL
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string | Uint8Array<ArrayBuffer> | FormData
}

/** The bytes as a view fetch accepts (one over an ArrayBuffer), copied only if they live elsewhere. */
const bytes = (data: Uint8Array): Uint8Array<ArrayBuffer> =>
  data.buffer instanceof ArrayBuffer
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : new Uint8Array(data)

/** The fetch body of a request body; streamed and opaque bodies are never built by the connectors. */
const fetchBody = (body: HttpBody.HttpBody): Either.Either<Uint8Array<ArrayBuffer> | FormData | undefined, string> => {
  switch (body._tag) {
    case "Empty":
      return Either.right(undefined)
    case "Uint8Array":
      return Either.right(bytes(body.body))
    case "FormData":
      return Either.right(body.formData)
    case "Raw":
    case "Stream":
      return Either.left(`a ${body._tag} body cannot be sent`)
  }
}

/** A request built with @effect/platform's `HttpClientRequest`, as fetch sends it. */
const toWire = (request: HttpClientRequest.HttpClientRequest): Either.Either<WireRequest, string> => {
  // Most requests carry their query in the URL already: no URL object to build then.
  const url: Either.Either<string | URL, Error> =
    request.urlParams.length === 0 && Option.isNone(request.hash) && URL.canParse(request.url)
      ? Either.right(request.url)
      : UrlParams.makeUrl(request.url, request.urlParams, request.hash)
  if (Either.isLeft(url)) return Either.left(url.left.message)
  return Either.map(
    fetchBody(request.body),
    (body) => ({
      method: request.method,
      url: url.right,
      headers: request.headers,
      ...(body === undefined ? {} : { body })
    })
  )
}

interface Answer {
  readonly status: number
  readonly headers: Headers
  readonly text: string
}

/** The request on the wire: one fetch, its answer read as text. */
const transmit = (
  provider: ProviderKind,
  request: WireRequest,
  timeoutMs: number
): Effect.Effect<Answer, ConnectorError> =>
  Effect.tryPromise({
    try: async (interrupted) => {
      const timeout = AbortSignal.timeout(timeoutMs)
      try {
        const response = await fetch(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.any([interrupted, timeout])
        })
        const text = await response.text()
        return { status: response.status, headers: response.headers, text }
      } catch (error) {
        throw timeout.aborted ? new Error(`timed out after ${timeoutMs} ms`, { cause: error }) : error
      }
    },
    catch: (error) => classifyTransportError(provider, error)
  })

/**
 * Sends one request and reads its JSON: a non-2xx answer becomes the shared
 * classifier's ConnectorError with the provider's own message; a transport
 * failure, an unreadable 2xx body or a request slower than `timeoutMs` a
 * retryable one.
 */
export const sendJson = (
  provider: ProviderKind,
  request: HttpClientRequest.HttpClientRequest,
  options: SendOptions
): Effect.Effect<ProviderResponse, ConnectorError> =>
  Either.match(toWire(request), {
    onLeft: (why) =>
      Effect.fail(
        new ConnectorError({
          provider,
          retryable: false,
          message: `Could not build the request to ${providerInfo(provider).speaks}: ${why}`
        })
      ),
    onRight: (wire) => sendWire(provider, wire, options)
  })

/** `sendJson` for a request already in fetch's terms. */
export const sendWire = (
  provider: ProviderKind,
  request: WireRequest,
  options: SendOptions
): Effect.Effect<ProviderResponse, ConnectorError> =>
  Effect.flatMap(transmit(provider, request, options.timeoutMs), (answer) => {
    const body = parseJson(answer.text)
    if (answer.status >= 200 && answer.status < 300) {
      return body === undefined
        ? Effect.fail(
          new ConnectorError({
            provider,
            retryable: true,
            status: answer.status,
            message: `${provider} sent an unreadable response (not JSON)`
          })
        )
        : Effect.succeed({ status: answer.status, headers: answer.headers, body })
    }
    return Effect.flatMap(
      httpStatusFailure({
        provider,
        status: answer.status,
        retryAfter: answer.headers.get("retry-after"),
        // A body that is not JSON (a proxy's error page, a stack trace) is never quoted: only its status is.
        message: body === undefined ? undefined : providerMessage(body),
        resource: options.resource
      }),
      Effect.fail
    )
  })
