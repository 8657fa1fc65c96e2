/**
 * Access tokens that expire: refreshed a little before they do and once after
 * the provider says "unauthorized", with rotated refresh tokens stored through
 * `Connection.saveCredentials`. A refresh the provider refuses is a permanent
 * failure asking the user to reconnect — never a silent stop.
 *
 * State is kept per first-seen credential (refresh token, else access token),
 * so repeated calls with the same `Connection` within a run see the rotated
 * tokens, and an access token lives for its lifetime across runs.
 */
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Clock, Effect, Option, Redacted, Schema } from "effect"
import { secretTextOf } from "../domain/json-fields.js"
import { providerInfo, type ProviderKind } from "../domain/providers.js"
import { makeRecentMap, RECENT_MERCHANTS } from "../domain/recent-map.js"
import { type Connection, ConnectorError, type JsonRecord } from "./contract.js"
import { sendJson } from "./provider-http.js"
import { Seconds, Text } from "./provider-json.js"

/** What a token endpoint answered. */
export interface TokenGrant {
  readonly accessToken: string
  /** Present when the provider rotated (or first issued) the refresh token. */
  readonly refreshToken?: string
  readonly expiresInSeconds?: number
}

export interface TokenPolicy {
  readonly provider: ProviderKind
  /** Exchanges a refresh token for a new access token. */
  readonly refresh: (refreshToken: string, credentials: JsonRecord) => Effect.Effect<TokenGrant, ConnectorError>
  /** Store the access token and its expiry with the credentials (false: memory only, e.g. LWA). */
  readonly persistAccessToken: boolean
  /** Refresh this long before the expiry (default 5 minutes). */
  readonly earlyMs?: number
  /** Which failures mean "the access token was refused" (default: HTTP 401). */
  readonly isUnauthorized?: (error: ConnectorError) => boolean
}

interface TokenState {
  readonly accessToken: string | null
  readonly refreshToken: string | null
  /** Clock millis; null when unknown or never. */
  readonly expiresAt: number | null
  readonly credentials: JsonRecord
}

/** `expires_at` as ISO text, Unix seconds or millis. */
export const parseExpiresAt = (value: unknown): number | null => {
  if (typeof value === "number" && Number.isFinite(value)) return value < 1e11 ? value * 1000 : value
  if (typeof value === "string" && value !== "") {
    const asNumber = Number(value)
    if (Number.isFinite(asNumber)) return parseExpiresAt(asNumber)
    const at = Date.parse(value)
    return Number.isNaN(at) ? null : at
  }
  return null
}

const stateOf = (credentials: JsonRecord): TokenState => ({
  accessToken: secretTextOf(credentials.access_token) ?? null,
  refreshToken: secretTextOf(credentials.refresh_token) ?? null,
  expiresAt: parseExpiresAt(credentials.expires_at),
  credentials
})

export const reconnectError = (provider: ProviderKind, status?: number): ConnectorError =>
  new ConnectorError({
    provider,
    retryable: false,
    reconnect: true,
    message: `reconnect ${providerInfo(provider).name} on the integration's Connection tab`,
    status
  })

export interface TokenKeeper {
  /**
   * Runs `use` with a valid access token: refreshes first when it is missing or
   * about to expire, and refreshes once more (then retries once) when `use`
   * fails as unauthorized.
   */
  readonly withToken: <A>(
    connection: Connection,
    use: (accessToken: string) => Effect.Effect<A, ConnectorError>
  ) => Effect.Effect<A, ConnectorError>
}

export const makeTokenKeeper = (policy: TokenPolicy): TokenKeeper => {
  const earlyMs = policy.earlyMs ?? 5 * 60_000
  const isUnauthorized = policy.isUnauthorized ?? ((error: ConnectorError) => error.status === 401)
  const states = makeRecentMap<string, TokenState>(RECENT_MERCHANTS)
  // One refresh at a time per credential: rotating refresh tokens allow a single use.
  const locks = new Map<string, Effect.Semaphore>()

  const keyOf = (credentials: JsonRecord): string =>
    secretTextOf(credentials.refresh_token) ?? secretTextOf(credentials.access_token) ?? ""
  const lockOf = (key: string): Effect.Semaphore => {
    const found = locks.get(key)
    if (found !== undefined) return found
    const lock = Effect.unsafeMakeSemaphore(1)
    locks.set(key, lock)
    return lock
  }
  const current = (connection: Connection): TokenState =>
    states.get(keyOf(connection.credentials)) ?? stateOf(connection.credentials)

  const refreshNow = (connection: Connection, refusedToken: string | null) =>
    lockOf(keyOf(connection.credentials)).withPermits(1)(
      Effect.gen(function*() {
        const key = keyOf(connection.credentials)
        const state = current(connection)
        const now = yield* Clock.currentTimeMillis
        // Another fiber refreshed while we waited: use its token.
        if (
          state.accessToken !== null && state.accessToken !== refusedToken &&
          (state.expiresAt === null || state.expiresAt - earlyMs > now)
        ) {
          return state.accessToken
        }
        if (state.refreshToken === null) {
          if (state.accessToken === null) return yield* Effect.fail(reconnectError(policy.provider))
          return state.accessToken
        }
        const grant = yield* policy.refresh(state.refreshToken, state.credentials)
        const expiresAt = grant.expiresInSeconds === undefined ? null : now + grant.expiresInSeconds * 1000
        const refreshToken = grant.refreshToken ?? state.refreshToken
        const rotated = refreshToken !== state.refreshToken
        const credentials: JsonRecord = policy.persistAccessToken
          ? {
            ...state.credentials,
            access_token: grant.accessToken,
            refresh_token: refreshToken,
            ...(expiresAt === null ? {} : { expires_at: new Date(expiresAt).toISOString() })
          }
          : { ...state.credentials, refresh_token: refreshToken }
        states.set(key, { accessToken: grant.accessToken, refreshToken, expiresAt, credentials })
        if (policy.persistAccessToken || rotated) yield* connection.saveCredentials(credentials)
        return grant.accessToken
      })
    )

  const validToken = (connection: Connection) =>
    Effect.gen(function*() {
      const state = current(connection)
      const now = yield* Clock.currentTimeMillis
      const fresh = state.accessToken !== null && (state.expiresAt === null || state.expiresAt - earlyMs > now)
      if (fresh && state.accessToken !== null) return state.accessToken
      return yield* refreshNow(connection, state.accessToken)
    })

  return {
    withToken: (connection, use) =>
      Effect.flatMap(validToken(connection), (token) =>
        use(token).pipe(
          Effect.catchIf(
            (error) => isUnauthorized(error) && current(connection).refreshToken !== null,
            () => Effect.flatMap(refreshNow(connection, token), use)
          )
        ))
  }
}

/** The fields of a standard OAuth token response. */
/** A token endpoint's answer: an access token, maybe a rotated refresh token and a lifetime. */
export const TokenAnswer = Schema.Struct({
  access_token: Text,
  refresh_token: Schema.optional(Schema.Unknown),
  expires_in: Schema.optional(Schema.Unknown)
})
const decodeTokenAnswer = Schema.decodeUnknownOption(TokenAnswer)
const decodeText = Schema.decodeUnknownOption(Text)
const decodeSeconds = Schema.decodeUnknownOption(Seconds)

export const tokenGrantOf = (body: unknown): TokenGrant | null =>
  Option.getOrNull(
    Option.map(decodeTokenAnswer(body), (answer) => {
      const refreshToken = decodeText(answer.refresh_token)
      const expiresIn = decodeSeconds(answer.expires_in)
      return {
        accessToken: answer.access_token,
        ...(Option.isSome(refreshToken) ? { refreshToken: refreshToken.value } : {}),
        ...(Option.isSome(expiresIn) ? { expiresInSeconds: expiresIn.value } : {})
      }
    })
  )

/**
 * Posts a refresh request to a token endpoint. The provider refusing it (4xx,
 * e.g. `invalid_grant`) means the grant is gone: reconnect. A 5xx, 429 or a
 * transport failure stays retryable — the grant may well still be good.
 */
export const postTokenRequest = (
  provider: ProviderKind,
  request: HttpClientRequest.HttpClientRequest,
  timeoutMs: number
): Effect.Effect<TokenGrant, ConnectorError> =>
  sendJson(provider, request, { timeoutMs }).pipe(
    Effect.catchIf(
      (error) => error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 429,
      (error) =>
        Effect.zipRight(
          Effect.logWarning("token refresh refused").pipe(Effect.annotateLogs({ provider, reason: error.message })),
          Effect.fail(reconnectError(provider, error.status))
        )
    ),
    Effect.flatMap(({ body }) => {
      const grant = tokenGrantOf(body)
      return grant === null
        ? Effect.fail(
          new ConnectorError({
            provider,
            retryable: true,
            message: `${provider} token endpoint answered without an access token`
          })
        )
        : Effect.succeed(grant)
    })
  )

/** Form-encoded `grant_type=refresh_token` request with the client credentials in the body. */
export const refreshFormRequest = (
  tokenUrl: string,
  refreshToken: string,
  clientId: string,
  clientSecret: Redacted.Redacted
): HttpClientRequest.HttpClientRequest =>
  HttpClientRequest.post(tokenUrl).pipe(
    HttpClientRequest.acceptJson,
    HttpClientRequest.bodyUrlParams({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: clientId,
      client_secret: Redacted.value(clientSecret)
    })
  )
