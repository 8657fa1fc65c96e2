/**
 * One failure classifier for every connector, so "retryable or not" means the
 * same thing everywhere: 429, 5xx, connection errors (ECONNRESET,
 * ETIMEDOUT, ECONNREFUSED, …), fetch failures and timeouts are retryable;
 * 401/403 mean the credential must be fixed or reconnected; 404 means a base,
 * table or resource is missing; 400/422 mean the provider rejected the values.
 * The provider's own message is kept, on one line and bounded; a raw
 * response body or a transport error's text (host names, addresses) never
 * reaches a message, only its status or error code.
 */
import { Clock, Effect, Schema } from "effect"
import { JsonObject, readAs } from "../domain/json-fields.js"
import { providerInfo, type ProviderKind } from "../domain/providers.js"
import { ConnectorError } from "./contract.js"
import { Text } from "./provider-json.js"

export interface HttpStatusFailure {
  readonly provider: ProviderKind
  readonly status: number
  /** The raw `Retry-After` header, if any. */
  readonly retryAfter?: string | null
  /** The provider's own message (see `providerMessage`). */
  readonly message?: string
  /** What was being accessed, for 404 messages ("base appX, table Sales"). */
  readonly resource?: string
}

const RETRYABLE_STATUS = new Set([408, 425, 429])

export const isRetryableStatus = (status: number): boolean => status >= 500 || RETRYABLE_STATUS.has(status)

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date (relative to nowMs). */
export const parseRetryAfter = (value: string | null | undefined, nowMs: number): number | undefined => {
  if (value === null || value === undefined || value.trim() === "") return undefined
  const trimmed = value.trim()
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000)
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs)
}

const str = readAs(Text)
const obj = readAs(JsonObject)

// The error bodies providers send; leaves stay `Unknown` and are read as text only when they are text.
const Leaf = Schema.optional(Schema.Unknown)
const isNestedError = Schema.is(
  Schema.Struct({ error: Schema.Struct({ message: Leaf, type: Leaf, code: Leaf, status: Leaf }) })
)
const isOAuthError = Schema.is(Schema.Struct({ error: Text, error_description: Leaf }))
const isErrorsText = Schema.is(Schema.Struct({ errors: Text }))
const isErrorsList = Schema.is(Schema.Struct({ errors: Schema.Array(Schema.Unknown) }))
const isFieldErrors = Schema.is(Schema.Struct({ errors: JsonObject }))
const isMessage = Schema.is(Schema.Struct({ message: Schema.Unknown }))

/**
 * The human message inside a provider's error body, whatever its shape:
 * `{error:{message,type}}` (Stripe, Airtable, Google: the message, else the type or code), `{error, error_description}`
 * (OAuth), `{errors:"…"}` / `{errors:{field:[…]}}` (Shopify),
 * `{errors:[{code,message}]}` (Amazon), `{message}`.
 */
export const providerMessage = (body: unknown): string | undefined => {
  if (!Schema.is(JsonObject)(body)) return str(body)
  if (isNestedError(body)) {
    const { message: said, type, code, status } = body.error
    // The message is what a merchant reads; the error code ("api_error") stands in only where there is none.
    return str(said) ?? str(type) ?? str(code) ?? str(status)
  }
  if (isOAuthError(body)) return [body.error, str(body.error_description)].filter((s) => s !== undefined).join(": ")
  if (isErrorsText(body)) return body.errors
  if (isErrorsList(body)) {
    const parts = body.errors.map((e) => {
      const item = obj(e)
      return item === undefined ? str(e) : [str(item.code), str(item.message)].filter((s) => s !== undefined).join(": ")
    })
    return parts.filter((p): p is string => p !== undefined && p !== "").join("; ") || undefined
  }
  if (isFieldErrors(body)) {
    return Object.entries(body.errors)
      .map(([field, v]) => `${field} ${Array.isArray(v) ? v.join(", ") : String(v)}`)
      .join("; ")
  }
  return isMessage(body) ? str(body.message) : undefined
}

const MAX_PROVIDER_MESSAGE = 500

/** A provider's text as one bounded line: line breaks and other control characters could forge log lines. */
export const oneLine = (text: string): string => {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").trim()
  return flat.length > MAX_PROVIDER_MESSAGE ? `${flat.slice(0, MAX_PROVIDER_MESSAGE)}…` : flat
}

/** What the provider asked for, in its failure's message: the merchant sees why the run waits for the next one. */
const askedToWait = (retryAfterMs: number | undefined): string =>
  retryAfterMs === undefined || retryAfterMs < 1000 ? "" : `; it asked to wait ${Math.ceil(retryAfterMs / 1000)} s`

/**
 * Whether a provider's text already gives the response's status ("Emulated failure (HTTP 500)", "HTTP/1.1 503
 * Service Unavailable", "status code 502"): then a message built around it does not say it a second time.
 */
export const statesStatus = (text: string, status: number): boolean =>
  new RegExp(`\\b(?:HTTP(?:/\\d(?:\\.\\d)?)?|status(?: code)?)\\s*:?\\s*${status}(?!\\d)`, "i").test(text)

/** Classifies a non-2xx response. Pure: pass `nowMs` for HTTP-date Retry-After. */
export const classifyHttpStatus = (input: HttpStatusFailure, nowMs: number): ConnectorError => {
  const { provider, status } = input
  const api = providerInfo(provider).speaks
  const text = input.message === undefined ? "" : oneLine(input.message)
  const said = text === "" ? "" : `: ${text}`
  // The status once: ours, unless the provider's own message already gives it.
  const statusNote = statesStatus(text, status) ? "" : ` (HTTP ${status})`
  const retryAfterMs = parseRetryAfter(input.retryAfter, nowMs)
  if (status === 401 || status === 403) {
    return new ConnectorError({
      provider,
      status,
      retryable: false,
      reconnect: true,
      message: `${api} rejected the credential${statusNote}${said}. Check the API key or token, or reconnect ${
        providerInfo(provider).name
      } on the integration's Connection tab.`
    })
  }
  if (status === 429) {
    return new ConnectorError({
      provider,
      status,
      retryable: true,
      retryAfterMs,
      message: `${api} rate limit reached${statusNote}${said}${askedToWait(retryAfterMs)}`
    })
  }
  if (isRetryableStatus(status)) {
    return new ConnectorError({
      provider,
      status,
      retryable: true,
      retryAfterMs,
      message: `${api} is unavailable${statusNote}${said}`
    })
  }
  if (status === 404) {
    const what = input.resource === undefined ? "the requested resource" : input.resource
    return new ConnectorError({
      provider,
      status,
      retryable: false,
      message:
        `${api} could not find ${what}${statusNote}${said}. Check that it exists and that the credential can access it.`
    })
  }
  if (status === 400 || status === 422) {
    return new ConnectorError({
      provider,
      status,
      retryable: false,
      message: `${api} rejected the values sent${statusNote}${said}`
    })
  }
  return new ConnectorError({
    provider,
    status,
    retryable: false,
    message: `${api} refused the request${statusNote}${said}`
  })
}

/** `classifyHttpStatus` reading "now" from Effect's Clock. */
export const httpStatusFailure = (input: HttpStatusFailure): Effect.Effect<ConnectorError> =>
  Effect.map(Clock.currentTimeMillis, (now) => classifyHttpStatus(input, now))

const TIMEOUT_CODES = new Set([
  "ETIMEDOUT",
  "ESOCKETTIMEDOUT",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "ETIMEOUT",
  "Timeout"
])

interface ErrorFacts {
  readonly code?: string
  readonly name?: string
  readonly message?: string
}

/** Codes, names and messages along an error's `cause` chain. */
const errorChain = (error: unknown): Array<ErrorFacts> => {
  const out: Array<ErrorFacts> = []
  let current: unknown = error
  for (let depth = 0; depth < 6 && current !== undefined && current !== null; depth += 1) {
    const o = obj(current) ?? {}
    const e = current instanceof Error ? current : undefined
    out.push({
      code: str(o.code),
      name: e?.name ?? str(o._tag) ?? str(o.name),
      message: e?.message ?? str(o.message) ?? str(current)
    })
    current = o.cause ?? (e === undefined ? undefined : e.cause)
  }
  return out
}

const isTimeout = (f: ErrorFacts): boolean =>
  (f.code !== undefined && TIMEOUT_CODES.has(f.code)) ||
  f.name === "TimeoutError" ||
  f.name === "TimeoutException" ||
  f.name === "AbortError" ||
  /timed? ?out/i.test(f.message ?? "")

/** An error code such as ECONNRESET or UND_ERR_CONNECT_TIMEOUT: a word that cannot carry a host or an address. */
const ERROR_CODE = /^[A-Za-z][A-Za-z0-9_]{1,40}$/

/**
 * Classifies a failure without a response — reset, refused, DNS, TLS, timeout
 * or any other fetch failure — as retryable, saying what happened by its error
 * code only: the error's text names hosts and addresses the merchant must not see.
 */
export const classifyTransportError = (provider: ProviderKind, error: unknown): ConnectorError => {
  const api = providerInfo(provider).speaks
  const chain = errorChain(error)
  const timedOut = chain.some(isTimeout)
  const code = chain.find((f) => f.code !== undefined && ERROR_CODE.test(f.code))?.code
  const what = timedOut ? "did not answer in time" : "could not be reached"
  return new ConnectorError({
    provider,
    retryable: true,
    message: `${api} ${what}${code === undefined ? "" : ` (${code})`}`
  })
}
