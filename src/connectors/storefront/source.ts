/**
 * Storefront source: Shopify Admin REST orders, oldest change first, resumed
 * from a JSON cursor (see cursor.ts) and paced from the call-limit header so
 * the store's leaky bucket never fills. A first sync (or one after a long
 * gap) reads the history as several `updated_at` windows at once (see
 * backfill.ts): a page of 250 large orders can take a second or more, and one
 * call at a time would leave most of the bucket's 2 calls/s unused. Orders are
 * passed on as the provider sent them: money stays in its exact decimal strings.
 */
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Clock, Context, Effect, Option, Redacted, Schema } from "effect"
import { AppConfig } from "../../config/app-config.js"
import { ProviderConfig } from "../../config/provider-config.js"
import { readAs } from "../../domain/json-fields.js"
import { makeRecentMap, RECENT_MERCHANTS } from "../../domain/recent-map.js"
import { myshopifyHost, shopUrl } from "../../domain/shop.js"
import { type Connection, ConnectorError, type JsonRecord, type SourceConnector, type SourcePage } from "../contract.js"
import { makeTokenKeeper, postTokenRequest } from "../oauth-token.js"
import { type ProviderResponse, sendJson } from "../provider-http.js"
import { ObjectList } from "../provider-json.js"
import { secretIdentity } from "../secret-identity.js"
import { backfillOf, backfillPage, HISTORY_START, type OrdersReader } from "./backfill.js"
import { advance, decodeCursor, encodeCursor, orderIdOf, type StorefrontCursor } from "./cursor.js"
import { nextPageInfo } from "./link.js"
import { type BucketReading, full, observe, parseCallLimit, reserve } from "./pacing.js"
import type { WindowPage } from "./windows.js"

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
    const windowCount = (yield* AppConfig).pacing.storefrontBackfillWindows
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

    /**
     * Reserves a slot of the shop's bucket, waits until it is due, sends, and
     * records the new reading. The reservation is taken and stored in one
     * synchronous step, so calls made at once (windows, other runs on the same
     * shop) each see the slots the others took.
     */
    const get = (connection: Connection, host: string, url: URL): Effect.Effect<ProviderResponse, ConnectorError> =>
      Effect.gen(function*() {
        const bucket = `${host}:${secretIdentity(connection.credentials)}`
        const now = yield* Clock.currentTimeMillis
        const wait = yield* Effect.sync(() => {
          const reservation = reserve(buckets.get(bucket), now, tuning)
          buckets.set(bucket, reservation.bucket)
          return reservation.wait
        })
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
                  ? Effect.map(Clock.currentTimeMillis, (at) => buckets.set(bucket, full(buckets.get(bucket), at)))
                  : Effect.void
              )
            )
        )
        const reading = parseCallLimit(
          response.headers.get("x-shopify-shop-api-call-limit") ?? undefined,
          yield* Clock.currentTimeMillis
        )
        if (reading !== null) buckets.set(bucket, observe(buckets.get(bucket), reading, tuning))
        return response
      })

    const ordersUrl = (host: string, params: Record<string, string>): URL => {
      const url = new URL(
        `${shopUrl(endpoints.apiUrl, host).replace(/\/+$/, "")}/admin/api/${tuning.apiVersion}/orders.json`
      )
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
      return url
    }

    const noOrders = new ConnectorError({
      provider: "storefront",
      retryable: true,
      message: "storefront answered without an `orders` list"
    })

    const pageOf = (response: ProviderResponse): Effect.Effect<WindowPage, ConnectorError> => {
      const orders = ordersOf(response.body)
      return orders === null
        ? Effect.fail(noOrders)
        : Effect.succeed({ orders, nextPageInfo: nextPageInfo(response.headers.get("link") ?? undefined) })
    }

    /** The shop's listing for one run; a page request may carry only page_info, limit and fields. */
    const ordersOn = (connection: Connection, host: string): OrdersReader => {
      const list = (query: Record<string, string>) =>
        Effect.flatMap(get(connection, host, ordersUrl(host, query)), pageOf)
      return {
        list,
        pageOr: (pageInfo, query) =>
          pageInfo === null
            ? Effect.map(list(query), (page) => ({ ...page, restarted: false }))
            : list({ limit: String(tuning.pageSize), page_info: pageInfo }).pipe(
              Effect.map((page) => ({ ...page, restarted: false })),
              Effect.catchIf(
                (error) => error.status === 400,
                () => Effect.map(list(query), (page) => ({ ...page, restarted: true }))
              )
            )
      }
    }

    const readPage = (connection: Connection, raw: string | null): Effect.Effect<SourcePage, ConnectorError> =>
      Effect.gen(function*() {
        const host = yield* shopOf(connection.credentials)
        const stored: StorefrontCursor | null = decodeCursor(raw)
        if (stored === null) {
          return yield* Effect.fail(invalid("storefront cursor is not readable; reset the integration's sync position"))
        }
        const orders = ordersOn(connection, host)
        const backfill = stored.backfill ??
          (yield* backfillOf(orders, stored, windowCount, yield* Clock.currentTimeMillis))
        if (backfill !== null) {
          if (stored.backfill === null) {
            yield* Effect.logInfo(
              `storefront: backfill of orders updated from ${backfill.windows[0]?.min} to ${backfill.until}, ` +
                `${backfill.windows.length} windows at once`
            )
          }
          return yield* backfillPage(orders, tuning.pageSize, stored, backfill)
        }
        const page = yield* orders.pageOr(stored.pageInfo, {
          status: "any",
          limit: String(tuning.pageSize),
          updated_at_min: stored.since ?? HISTORY_START,
          order: "updated_at asc"
        })
        // A page_info the store no longer accepts: this run starts again from its watermark.
        const cursor = page.restarted ? { ...stored, pageInfo: null, max: null, maxIds: [] } : stored
        const next = advance(cursor, page.orders, page.nextPageInfo)
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
  dependencies: [ProviderConfig.Default, AppConfig.Default]
}) {}
