/**
 * Storefront source: Shopify Admin REST orders, oldest change first, resumed
 * from a JSON cursor (see cursor.ts) and paced from the call-limit header so
 * the store's leaky bucket never fills. Orders are passed on as the provider
 * sent them: money stays in its exact decimal strings.
 */
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Clock, Context, Effect, Option, Redacted, Schema } from "effect"
import { ProviderConfig } from "../../config/provider-config.js"
import { readAs } from "../../domain/json-fields.js"
import { makeRecentMap, RECENT_MERCHANTS } from "../../domain/recent-map.js"
import { myshopifyHost, shopUrl } from "../../domain/shop.js"
import { type Connection, ConnectorError, type JsonRecord, type SourceConnector, type SourcePage } from "../contract.js"
import { makeTokenKeeper, postTokenRequest } from "../oauth-token.js"
import { type ProviderResponse, sendJson } from "../provider-http.js"
import { ObjectList } from "../provider-json.js"
import { secretIdentity } from "../secret-identity.js"
import { advance, decodeCursor, encodeCursor, orderIdOf, type StorefrontCursor } from "./cursor.js"
import { nextPageInfo } from "./link.js"
import { type BucketReading, parseCallLimit, waitBeforeNext } from "./pacing.js"

export interface StorefrontTuningValue {
  readonly apiVersion: string
  readonly pageSize: number
  /** Leaky-bucket drain as a fraction of its capacity per second (Shopify: 1/20). */
  readonly drainFractionPerSecond: number
  /** Bucket slots always left free. */
  readonly headroom: number
  readonly timeoutMs: number
}

/** Knobs with the provider's real values as defaults; tests may shrink them. */
export class StorefrontTuning extends Context.Reference<StorefrontTuning>()("salesync/StorefrontTuning", {
  defaultValue: (): StorefrontTuningValue => ({
    apiVersion: "2025-01",
    pageSize: 250,
    drainFractionPerSecond: 1 / 20,
    headroom: 4,
    timeoutMs: 30_000
  })
}) {}

/** Where history starts when no watermark exists yet. */
const HISTORY_START = "1970-01-01T00:00:00Z"

const invalid = (message: string): ConnectorError =>
  new ConnectorError({ provider: "storefront", retryable: false, message })

const OrdersPage = Schema.Struct({ orders: ObjectList })
const decodeOrdersPage = Schema.decodeUnknownOption(OrdersPage)

const ordersOf = (body: unknown): ReadonlyArray<JsonRecord> | null =>
  Option.getOrNull(Option.map(decodeOrdersPage(body), (page) => page.orders))

export class StorefrontSource extends Effect.Service<StorefrontSource>()("salesync/StorefrontSource", {
  effect: Effect.gen(function*() {
    const endpoints = (yield* ProviderConfig).of("storefront")
    const tuning = yield* StorefrontTuning
    // Last call-limit reading per shop and credential (the provider's bucket is per app install):
    // shared by every run of this process, never by a tenant that merely names the shop.
    const buckets = makeRecentMap<string, BucketReading>(RECENT_MERCHANTS)

    // The shop only fills `{shop}` in the configured URLs, and only with a myshopify.com host.
    const shopOf = (credentials: JsonRecord): Effect.Effect<string, ConnectorError> => {
      const host = myshopifyHost(readAs(Schema.String)(credentials.shop))
      return host === null
        ? Effect.fail(
          invalid("storefront credentials need `shop`: the shop's .myshopify.com domain (e.g. my-store.myshopify.com)")
        )
        : Effect.succeed(host)
    }

    const tokens = makeTokenKeeper({
      provider: "storefront",
      persistAccessToken: true,
      refresh: (refreshToken, credentials) =>
        Effect.gen(function*() {
          const host = yield* shopOf(credentials)
          if (Option.isNone(endpoints.clientId) || Option.isNone(endpoints.clientSecret)) {
            return yield* Effect.fail(
              invalid("storefront token refresh needs STOREFRONT_OAUTH_CLIENT_ID and STOREFRONT_OAUTH_CLIENT_SECRET")
            )
          }
          const request = HttpClientRequest.post(shopUrl(endpoints.tokenUrl, host)).pipe(
            HttpClientRequest.acceptJson,
            HttpClientRequest.bodyUnsafeJson({
              client_id: endpoints.clientId.value,
              client_secret: Redacted.value(endpoints.clientSecret.value),
              grant_type: "refresh_token",
              refresh_token: refreshToken
            })
          )
          return yield* postTokenRequest("storefront", request, tuning.timeoutMs)
        })
    })

    /** Waits until the shop's bucket has room, sends, and records the new reading. */
    const get = (connection: Connection, host: string, url: URL): Effect.Effect<ProviderResponse, ConnectorError> =>
      Effect.gen(function*() {
        const bucket = `${host}:${secretIdentity(connection.credentials)}`
        const wait = waitBeforeNext(buckets.get(bucket), yield* Clock.currentTimeMillis, tuning)
        if (wait > 0) yield* Effect.sleep(wait)
        const response = yield* tokens.withToken(
          connection,
          (token) =>
            sendJson(
              "storefront",
              HttpClientRequest.get(url).pipe(
                HttpClientRequest.acceptJson,
                HttpClientRequest.setHeader("X-Shopify-Access-Token", token)
              ),
              {
                timeoutMs: tuning.timeoutMs,
                resource: `the orders of ${host}`
              }
            ).pipe(
              Effect.tapError((error) =>
                // A 429 means the bucket is full: remember it so the next call waits.
                error.status === 429
                  ? Effect.map(Clock.currentTimeMillis, (at) => {
                    const capacity = buckets.get(bucket)?.capacity ?? 40
                    buckets.set(bucket, { used: capacity, capacity, at })
                  })
                  : Effect.void
              )
            )
        )
        const reading = parseCallLimit(
          response.headers.get("x-shopify-shop-api-call-limit") ?? undefined,
          yield* Clock.currentTimeMillis
        )
        if (reading !== null) buckets.set(bucket, reading)
        return response
      })

    const ordersUrl = (host: string, params: Record<string, string>): URL => {
      const url = new URL(
        `${shopUrl(endpoints.apiUrl, host).replace(/\/+$/, "")}/admin/api/${tuning.apiVersion}/orders.json`
      )
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
      return url
    }

    const readPage = (connection: Connection, raw: string | null): Effect.Effect<SourcePage, ConnectorError> =>
      Effect.gen(function*() {
        const host = yield* shopOf(connection.credentials)
        const stored: StorefrontCursor | null = decodeCursor(raw)
        if (stored === null) {
          return yield* Effect.fail(invalid("storefront cursor is not readable; reset the integration's sync position"))
        }
        const firstPage = ordersUrl(host, {
          status: "any",
          limit: String(tuning.pageSize),
          updated_at_min: stored.since ?? HISTORY_START,
          order: "updated_at asc"
        })
        let cursor = stored
        // A page request may carry only page_info, limit and fields.
        const response = yield* stored.pageInfo === null
          ? get(connection, host, firstPage)
          : get(connection, host, ordersUrl(host, { limit: String(tuning.pageSize), page_info: stored.pageInfo })).pipe(
            // A page_info the store no longer accepts: this run starts again from its watermark.
            Effect.catchIf(
              (error) => error.status === 400,
              () => {
                cursor = { ...stored, pageInfo: null, max: null, maxIds: [] }
                return get(connection, host, firstPage)
              }
            )
          )
        const orders = ordersOf(response.body)
        if (orders === null) {
          return yield* Effect.fail(
            new ConnectorError({
              provider: "storefront",
              retryable: true,
              message: "storefront answered without an `orders` list"
            })
          )
        }
        const next = advance(cursor, orders, nextPageInfo(response.headers.get("link") ?? undefined))
        return { records: next.records, cursor: encodeCursor(next.cursor), done: next.done }
      })

    const sample = (connection: Connection, count: number): Effect.Effect<ReadonlyArray<JsonRecord>, ConnectorError> =>
      Effect.gen(function*() {
        const host = yield* shopOf(connection.credentials)
        const limit = Math.max(1, Math.min(tuning.pageSize, Math.floor(count)))
        const response = yield* get(
          connection,
          host,
          ordersUrl(host, { status: "any", limit: String(limit), order: "updated_at desc" })
        )
        return (ordersOf(response.body) ?? []).slice(0, Math.max(0, count))
      })

    const connector: SourceConnector = { kind: "storefront", readPage, sample, externalIdOf: orderIdOf }
    return connector
  }),
  dependencies: [ProviderConfig.Default]
}) {}
