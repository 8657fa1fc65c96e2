/**
 * Marketplace source: SP-API `getOrders` by `LastUpdateDate` windows (see
 * cursor.ts), with Login with Amazon access tokens cached for their hour. The
 * usage plan (rate 0.0167/s, burst 20 per seller) is held with the
 * RateLimiter; when it is spent mid-history the page comes back `deferred`
 * with a cursor to continue from on the next tick, instead of sleeping for
 * minutes inside a sync. So does a provider 429 (QuotaExceeded), unless it
 * carries a short Retry-After: that one is retried within the run.
 */
import * as RateLimiter from "@effect/experimental/RateLimiter"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Clock, Context, Effect, Option, Schema } from "effect"
import { ProviderConfig } from "../../config/provider-config.js"
import { trimmedTextOf } from "../../domain/json-fields.js"
import { type Connection, ConnectorError, type JsonRecord, type SourceConnector, type SourcePage } from "../contract.js"
import { makeTokenKeeper, postTokenRequest, refreshFormRequest } from "../oauth-token.js"
import { type ProviderResponse, sendJson } from "../provider-http.js"
import { ObjectList } from "../provider-json.js"
import { secretIdentity } from "../secret-identity.js"
import { advance, amazonOrderIdOf, decodeCursor, encodeCursor, isoSeconds, type MarketplaceCursor } from "./cursor.js"

export interface MarketplaceTuningValue {
  /** getOrders usage plan. */
  readonly ratePerSecond: number
  readonly burst: number
  /** How far in the past a window must end (the provider requires ≥ 2 minutes). */
  readonly lagMs: number
  readonly pageSize: number
  readonly timeoutMs: number
  /** Refresh the LWA access token this long before it expires. */
  readonly earlyRefreshMs: number
  /** Where history starts for a new integration. */
  readonly historyStart: string
  /**
   * A provider 429 whose Retry-After is at most this long is a retryable
   * failure (the sync retry policy waits it out, within its 8 s cap); a 429
   * without one, or with a longer one, means the budget is spent: the rest is
   * deferred to the next run.
   */
  readonly retryWithinRunMs: number
}

/** Knobs with the provider's real values as defaults; tests may speed them up. */
export class MarketplaceTuning extends Context.Reference<MarketplaceTuning>()("salesync/MarketplaceTuning", {
  defaultValue: (): MarketplaceTuningValue => ({
    ratePerSecond: 0.0167,
    burst: 20,
    lagMs: 150_000,
    pageSize: 100,
    timeoutMs: 30_000,
    earlyRefreshMs: 120_000,
    historyStart: "2000-01-01T00:00:00Z",
    retryWithinRunMs: 8_000
  })
}) {}

export const DEFAULT_MARKETPLACE_ID = "ATVPDKIKX0DER"

const DEFERRED = "the rest follows on the next runs"

const invalid = (message: string): ConnectorError =>
  new ConnectorError({ provider: "marketplace", retryable: false, message })

const OrdersAnswer = Schema.Struct({
  payload: Schema.Struct({ Orders: ObjectList, NextToken: Schema.optional(Schema.NullOr(Schema.String)) })
})
const decodeOrdersAnswer = Schema.decodeUnknownOption(OrdersAnswer)

const payloadOf = (
  body: unknown
): { readonly orders: ReadonlyArray<JsonRecord>; readonly nextToken: string | null } | null =>
  Option.getOrNull(
    Option.map(decodeOrdersAnswer(body), ({ payload }) => ({
      orders: payload.Orders,
      nextToken: payload.NextToken === undefined || payload.NextToken === null || payload.NextToken === ""
        ? null
        : payload.NextToken
    }))
  )

export class MarketplaceSource extends Effect.Service<MarketplaceSource>()("salesync/MarketplaceSource", {
  effect: Effect.gen(function*() {
    const endpoints = (yield* ProviderConfig).of("marketplace")
    const limiter = yield* RateLimiter.RateLimiter
    const tuning = yield* MarketplaceTuning

    const tokens = makeTokenKeeper({
      provider: "marketplace",
      // LWA access tokens stay in memory; only the (non-rotating) refresh token is stored.
      persistAccessToken: false,
      earlyMs: tuning.earlyRefreshMs,
      // SP-API answers an expired or revoked access token with 403 Unauthorized.
      isUnauthorized: (error) => error.status === 401 || error.status === 403,
      refresh: (refreshToken) =>
        Option.isNone(endpoints.clientId) || Option.isNone(endpoints.clientSecret)
          ? Effect.fail(
            invalid(
              "marketplace needs MARKETPLACE_OAUTH_CLIENT_ID and MARKETPLACE_OAUTH_CLIENT_SECRET (the LWA app client)"
            )
          )
          : postTokenRequest(
            "marketplace",
            refreshFormRequest(
              endpoints.tokenUrl,
              refreshToken,
              endpoints.clientId.value,
              endpoints.clientSecret.value
            ),
            tuning.timeoutMs
          )
    })

    const credentialsOf = (connection: Connection) => {
      const refreshToken = trimmedTextOf(connection.credentials.refresh_token)
      if (refreshToken === undefined) return Effect.fail(invalid("marketplace credentials need `refresh_token`"))
      // The budget belongs to the seller's grant (its refresh token), not to a seller id anyone can type.
      return Effect.succeed({
        marketplaceId: trimmedTextOf(connection.credentials.marketplace_id) ?? DEFAULT_MARKETPLACE_ID,
        seller: secretIdentity(connection.credentials)
      })
    }

    /** Takes one request from the seller's budget; false when it is spent. */
    const takeBudget = (seller: string): Effect.Effect<boolean, ConnectorError> =>
      limiter
        .consume({
          algorithm: "token-bucket",
          onExceeded: "fail",
          limit: tuning.burst,
          // limit / window = the refill rate.
          window: `${Math.round((tuning.burst / tuning.ratePerSecond) * 1000)} millis`,
          key: `marketplace:getOrders:${seller}`
        })
        .pipe(
          Effect.as(true),
          Effect.catchTag("RateLimiterError", (error) =>
            error.reason === "Exceeded"
              ? Effect.succeed(false)
              : Effect.fail(
                new ConnectorError({
                  provider: "marketplace",
                  retryable: true,
                  message: `rate limiter unavailable: ${error.message}`
                })
              ))
        )

    const getOrders = (
      connection: Connection,
      params: Record<string, string>
    ): Effect.Effect<ProviderResponse, ConnectorError> => {
      const url = new URL(`${endpoints.apiUrl.replace(/\/+$/, "")}/orders/v0/orders`)
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
      return tokens.withToken(
        connection,
        (token) =>
          sendJson(
            "marketplace",
            HttpClientRequest.get(url).pipe(
              HttpClientRequest.acceptJson,
              HttpClientRequest.setHeader("x-amz-access-token", token)
            ),
            {
              timeoutMs: tuning.timeoutMs,
              resource: "the orders of this seller"
            }
          )
      )
    }

    const deferred = (cursor: MarketplaceCursor, why: string): SourcePage => ({
      records: [],
      cursor: encodeCursor(cursor),
      done: true,
      deferred: `${why}: ${DEFERRED}`
    })

    const readPage = (connection: Connection, raw: string | null): Effect.Effect<SourcePage, ConnectorError> =>
      Effect.gen(function*() {
        const { marketplaceId, seller } = yield* credentialsOf(connection)
        const stored = decodeCursor(raw)
        if (stored === null) {
          return yield* Effect.fail(
            invalid("marketplace cursor is not readable; reset the integration's sync position")
          )
        }
        const now = yield* Clock.currentTimeMillis
        const after = stored.after ?? tuning.historyStart
        const before = stored.before ?? isoSeconds(now - tuning.lagMs)
        // Nothing can have become visible since the last window ended.
        if (stored.before === null && Date.parse(before) <= Date.parse(after)) {
          return { records: [], cursor: encodeCursor(stored), done: true }
        }
        const cursor = { ...stored, after: stored.after, before }
        if (!(yield* takeBudget(seller))) {
          return deferred(
            stored,
            `marketplace request budget spent (SP-API allows ${tuning.burst} getOrders calls at once, then one every ${
              Math.round(1 / tuning.ratePerSecond)
            } s)`
          )
        }
        const windowParams = {
          MarketplaceIds: marketplaceId,
          LastUpdatedAfter: after,
          LastUpdatedBefore: before,
          MaxResultsPerPage: String(tuning.pageSize)
        }
        // With NextToken the provider ignores the other filters; MarketplaceIds is still required.
        const params = cursor.next !== null
          ? { MarketplaceIds: marketplaceId, NextToken: cursor.next, MaxResultsPerPage: String(tuning.pageSize) }
          : windowParams
        const response = yield* getOrders(connection, params).pipe(
          Effect.map((r): ProviderResponse | "throttled" => r),
          Effect.catchIf(
            (error) =>
              error.status === 429 &&
              !(error.retryAfterMs !== undefined && error.retryAfterMs <= tuning.retryWithinRunMs),
            () => Effect.succeed("throttled" as const)
          ),
          // A NextToken the provider no longer accepts: read the same window again from its start.
          Effect.catchIf(
            (error) => error.status === 400 && cursor.next !== null,
            () => getOrders(connection, windowParams)
          )
        )
        if (response === "throttled") return deferred(stored, "marketplace throttled the request (HTTP 429)")
        const payload = payloadOf(response.body)
        if (payload === null) {
          return yield* Effect.fail(
            new ConnectorError({
              provider: "marketplace",
              retryable: true,
              message: "marketplace answered without `payload.Orders`"
            })
          )
        }
        const next = advance(cursor, payload.orders, payload.nextToken)
        return { records: next.records, cursor: encodeCursor(next.cursor), done: next.done }
      })

    const sample = (connection: Connection, count: number): Effect.Effect<ReadonlyArray<JsonRecord>, ConnectorError> =>
      Effect.gen(function*() {
        const { marketplaceId, seller } = yield* credentialsOf(connection)
        if (!(yield* takeBudget(seller))) {
          return yield* Effect.fail(
            new ConnectorError({
              provider: "marketplace",
              retryable: true,
              retryAfterMs: Math.round(1000 / tuning.ratePerSecond),
              message: "marketplace request budget spent; try the preview again in a minute"
            })
          )
        }
        const now = yield* Clock.currentTimeMillis
        const response = yield* getOrders(connection, {
          MarketplaceIds: marketplaceId,
          LastUpdatedAfter: tuning.historyStart,
          LastUpdatedBefore: isoSeconds(now - tuning.lagMs),
          MaxResultsPerPage: String(Math.max(1, Math.min(tuning.pageSize, Math.floor(count))))
        })
        return (payloadOf(response.body)?.orders ?? []).slice(0, Math.max(0, count))
      })

    const connector: SourceConnector = { kind: "marketplace", readPage, sample, externalIdOf: amazonOrderIdOf }
    return connector
  }),
  dependencies: [ProviderConfig.Default]
}) {}
