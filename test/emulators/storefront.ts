/**
 * Storefront emulator: the parts of the Shopify Admin REST API salesync
 * speaks, on loopback. `X-Shopify-Access-Token` auth, `orders.json` with its
 * filters and `Link`/`page_info` paging, the per-store leaky bucket (40 deep,
 * 2/s drain) reported in `X-Shopify-Shop-Api-Call-Limit` and answering 429 with
 * `Retry-After`, Shopify's `{ "errors": … }` bodies, and Shopify OAuth.
 * Requests may be prefixed with `/{shop}` so `STOREFRONT_API_URL` can hold
 * `http://127.0.0.1:PORT/{shop}`. A per-call latency stands for the store's
 * time to answer a page of large orders. From another process:
 * `POST /__control/orders {count, from?, to?}` (updated evenly from `from` to
 * `to`, millis), `POST /__control/limits {latencyMs}`, `GET /__control/state`.
 */
import { type Emulator, startEmulator } from "./harness.js"
import { shopifyHmac, type StorefrontGrant, StorefrontOAuth } from "./storefront-oauth.js"
import {
  type AddOrdersOptions,
  type JsonObject,
  type Keyset,
  keysetOf,
  type OrderQuery,
  OrderStore
} from "./storefront-store.js"

export { shopifyHmac }

export interface LeakyBucket {
  readonly capacity: number
  readonly leakPerSecond: number
}

export interface StorefrontEmulatorOptions {
  readonly port?: number
  /** Shop host (default `salesync-emulator.myshopify.com`). */
  readonly shop?: string
  /** Non-expiring tokens accepted from the start (default `shpat_emulator`). */
  readonly accessTokens?: ReadonlyArray<string>
  readonly clientId?: string
  readonly clientSecret?: string
  /** Seed the fixture order (default true). */
  readonly seed?: boolean
  /** Leaky bucket (default 40 deep, 2/s); false: no limit. */
  readonly rateLimit?: LeakyBucket | false
  /** OAuth tokens expire with a rotating refresh token even unasked (default false). */
  readonly expiringTokens?: boolean
  /** Lifetime of expiring access tokens (default 3600). */
  readonly accessTokenSeconds?: number
  /** Hide orders older than 60 days from tokens without `read_all_orders` (default false). */
  readonly enforceOrderAge?: boolean
  /** Milliseconds each API call takes to answer, after the bucket counted it (default 0). */
  readonly latencyMs?: number
}

export interface IssuedStorefrontToken {
  readonly access_token: string
  readonly scope: string
  readonly refresh_token?: string
  readonly expires_in?: number
  /** ISO time the access token expires (expiring tokens only). */
  readonly expires_at?: string
}

export interface StorefrontEmulator extends Emulator {
  readonly shop: string
  readonly accessToken: string
  readonly clientId: string
  readonly clientSecret: string
  addOrders(n: number, options?: AddOrdersOptions): ReadonlyArray<JsonObject>
  /** Changes fields of an order and bumps its `updated_at`. */
  updateOrder(id: number, fields?: JsonObject, at?: number): JsonObject
  getOrder(id: number): JsonObject | undefined
  orders(): ReadonlyArray<JsonObject>
  orderCount(): number
  /** A token without the browser flow; `expiring` adds a refresh token and lifetime. */
  issueToken(options?: { readonly expiring?: boolean; readonly scope?: string }): IssuedStorefrontToken
  revokeToken(token: string): void
  revokeRefreshToken(token: string): void
  /** Makes an access token expire now. */
  expireToken(token: string): void
  setRateLimit(bucket: LeakyBucket | false): void
  setExpiringTokens(on: boolean): void
  /** Changes the per-call latency (ms). */
  setLatency(ms: number): void
  /** Adds `count` orders updated evenly from `from` to `to` (millis), oldest first. */
  addOrdersSpread(count: number, from: number, to: number): void
  /** Highest bucket level any request reached, and the 429s answered. */
  bucketStats(): { readonly peak: number; readonly throttled: number }
  /** Emulator clock, millis. */
  now(): number
  advanceClock(seconds: number): void
}

const ORDERS_PATH = /^\/admin\/api\/(\d{4}-\d{2}|unstable)\/orders\.json$/
const PAGE_PARAMS = new Set(["page_info", "limit", "fields"])
const SORT_FIELDS = new Set(["created_at", "updated_at", "processed_at", "id"])

const errors = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  Response.json({ errors: body }, { status, headers })

const encodePage = (query: OrderQuery, after: Keyset): string =>
  Buffer.from(JSON.stringify({ query, after })).toString("base64url")

const decodePage = (token: string): { query: OrderQuery; after: Keyset } | null => {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, "base64url").toString())
    if (typeof parsed !== "object" || parsed === null || !("query" in parsed) || !("after" in parsed)) return null
    const { query, after } = parsed
    if (typeof query !== "object" || query === null || typeof after !== "object" || after === null) return null
    if (!("value" in after) || !("id" in after) || typeof after.value !== "number" || typeof after.id !== "number") {
      return null
    }
    if (!("status" in query) || !("sortField" in query) || typeof query.status !== "string") return null
    const q: Record<string, unknown> = { ...query }
    const sortField = String(q.sortField)
    if (!SORT_FIELDS.has(sortField)) return null
    const num = (v: unknown): number | undefined => (typeof v === "number" ? v : undefined)
    return {
      query: {
        status: query.status,
        updatedAtMin: num(q.updatedAtMin),
        updatedAtMax: num(q.updatedAtMax),
        createdAtMin: num(q.createdAtMin),
        createdAtMax: num(q.createdAtMax),
        sinceId: num(q.sinceId),
        ids: Array.isArray(q.ids) ? q.ids.map(Number) : undefined,
        sortField: sortField === "created_at" || sortField === "updated_at" || sortField === "processed_at"
          ? sortField
          : "id",
        descending: q.descending === true,
        createdFloor: num(q.createdFloor) ?? null
      },
      after: { value: after.value, id: after.id }
    }
  } catch {
    return null
  }
}

const project = (order: JsonObject, fields: ReadonlyArray<string> | null): JsonObject =>
  fields === null ? order : Object.fromEntries(fields.filter((f) => f in order).map((f) => [f, order[f]]))

export const startStorefrontEmulator = async (options: StorefrontEmulatorOptions = {}): Promise<StorefrontEmulator> => {
  const shop = options.shop ?? "salesync-emulator.myshopify.com"
  const clientId = options.clientId ?? "storefront-client-id"
  const clientSecret = options.clientSecret ?? "storefront-client-secret"
  const initialTokens = options.accessTokens ?? ["shpat_emulator"]
  let clockOffset = 0
  const now = (): number => Date.now() + clockOffset

  const tokens = new Map<string, StorefrontGrant>(
    initialTokens.map((t) => [t, { scope: "read_orders,read_all_orders", expiresAt: null }])
  )
  const store = new OrderStore(now)
  if (options.seed ?? true) store.seed()
  const oauth = new StorefrontOAuth({
    shop,
    clientId,
    clientSecret,
    now,
    expiring: options.expiringTokens ?? false,
    accessTokenSeconds: options.accessTokenSeconds ?? 3600,
    onToken: (token, grant) => (grant === null ? tokens.delete(token) : tokens.set(token, grant))
  })

  let latencyMs = options.latencyMs ?? 0
  const addSpread = (count: number, from: number, to: number): void => {
    for (let i = 0; i < count; i++) store.add(1, { at: from + Math.floor(((to - from) * i) / Math.max(1, count - 1)) })
  }
  let bucket: LeakyBucket | false = options.rateLimit ?? { capacity: 40, leakPerSecond: 2 }
  let level = 0
  let levelAt = Date.now()
  let peak = 0
  let throttled = 0
  /** Fills the shop's bucket by one call, or says how long until it has room. */
  const take = (): { ok: true; header: string } | { ok: false; retryAfter: number } => {
    if (bucket === false) return { ok: true, header: "1/40" }
    const t = Date.now()
    level = Math.max(0, level - ((t - levelAt) / 1000) * bucket.leakPerSecond)
    levelAt = t
    if (level + 1 > bucket.capacity) {
      throttled += 1
      return { ok: false, retryAfter: (level + 1 - bucket.capacity) / bucket.leakPerSecond }
    }
    level += 1
    peak = Math.max(peak, level)
    return { ok: true, header: `${Math.ceil(level - 1e-9)}/${bucket.capacity}` }
  }

  const authenticate = (req: Request): StorefrontGrant | Response => {
    const token = req.headers.get("x-shopify-access-token") ?? ""
    const grant = tokens.get(token)
    if (grant === undefined || (grant.expiresAt !== null && grant.expiresAt <= now())) {
      return errors(401, "[API] Invalid API key or access token (unrecognized login or wrong password)")
    }
    return grant
  }

  const parseQuery = (q: URLSearchParams, grant: StorefrontGrant): OrderQuery | Response => {
    const time = (name: string): number | undefined | Response => {
      const value = q.get(name)
      if (value === null) return undefined
      const at = Date.parse(value)
      return Number.isNaN(at) ? errors(400, { [name]: ["is invalid"] }) : at
    }
    const updatedAtMin = time("updated_at_min")
    const updatedAtMax = time("updated_at_max")
    const createdAtMin = time("created_at_min")
    const createdAtMax = time("created_at_max")
    for (const value of [updatedAtMin, updatedAtMax, createdAtMin, createdAtMax]) {
      if (value instanceof Response) return value
    }
    const status = q.get("status") ?? "open"
    if (!["open", "closed", "cancelled", "any"].includes(status)) return errors(400, { status: ["is invalid"] })
    const [field, direction] = (q.get("order") ?? "created_at desc").trim().split(/\s+/)
    if (!SORT_FIELDS.has(field) || !["asc", "desc", undefined].includes(direction)) {
      return errors(400, { order: ["is invalid"] })
    }
    const sinceId = q.get("since_id")
    const ids = q.get("ids")
    const allOrders = grant.scope.split(",").includes("read_all_orders")
    return {
      status,
      updatedAtMin: updatedAtMin instanceof Response ? undefined : updatedAtMin,
      updatedAtMax: updatedAtMax instanceof Response ? undefined : updatedAtMax,
      createdAtMin: createdAtMin instanceof Response ? undefined : createdAtMin,
      createdAtMax: createdAtMax instanceof Response ? undefined : createdAtMax,
      sinceId: sinceId === null ? undefined : Number(sinceId),
      ids: ids === null ? undefined : ids.split(",").map(Number),
      sortField: field === "created_at" || field === "updated_at" || field === "processed_at" ? field : "id",
      descending: direction === "desc" || (direction === undefined && field !== "id"),
      createdFloor: options.enforceOrderAge === true && !allOrders ? now() - 60 * 86_400_000 : null
    }
  }

  const listOrders = (url: URL, grant: StorefrontGrant, base: string): Response => {
    const q = url.searchParams
    const limit = Number(q.get("limit") ?? "50")
    if (!Number.isInteger(limit) || limit < 1 || limit > 250) {
      return errors(400, { limit: ["must be between 1 and 250"] })
    }
    const fieldsParam = q.get("fields")
    const fields = fieldsParam === null ? null : fieldsParam.split(",").map((f) => f.trim()).filter((f) => f !== "")
    const pageInfo = q.get("page_info")
    let query: OrderQuery
    let after: Keyset | null = null
    if (pageInfo !== null) {
      const extra = [...q.keys()].filter((key) => !PAGE_PARAMS.has(key))
      if (extra.length > 0) return errors(400, { page_info: [`cannot be combined with ${extra.join(", ")}`] })
      const decoded = decodePage(pageInfo)
      if (decoded === null) return errors(400, { page_info: ["Invalid value."] })
      query = decoded.query
      after = decoded.after
    } else {
      const parsed = parseQuery(q, grant)
      if (parsed instanceof Response) return parsed
      query = parsed
    }
    const { orders, more } = store.page(query, limit, after, true)
    const headers: Record<string, string> = {}
    const last = orders[orders.length - 1]
    if (more && last !== undefined) {
      const next = new URL(url.pathname, base)
      next.searchParams.set("limit", String(limit))
      if (fieldsParam !== null) next.searchParams.set("fields", fieldsParam)
      next.searchParams.set("page_info", encodePage(query, keysetOf(last, query.sortField)))
      headers.link = `<${next.toString()}>; rel="next"`
    }
    return Response.json({ orders: orders.map((order) => project(order, fields)) }, { headers })
  }

  const numberIn = (body: unknown, key: string): number | undefined => {
    const value: unknown = typeof body === "object" && body !== null ? Reflect.get(body, key) : undefined
    return typeof value === "number" && Number.isFinite(value) ? value : undefined
  }
  /** Seeding and switches for a process that did not start the emulator (benchmarks). */
  const control = async (req: Request, path: string): Promise<Response | undefined> => {
    const body: unknown = req.method === "POST" ? await req.json().catch(() => ({})) : {}
    if (req.method === "POST" && path === "orders") {
      const count = numberIn(body, "count") ?? 1
      const to = numberIn(body, "to") ?? now()
      addSpread(count, numberIn(body, "from") ?? to, to)
      return Response.json({ orders: store.size })
    }
    if (req.method === "POST" && path === "limits") {
      latencyMs = numberIn(body, "latencyMs") ?? latencyMs
      return Response.json({ latencyMs })
    }
    if (req.method === "GET" && path === "state") {
      return Response.json({ orders: store.size, latencyMs, peak, throttled })
    }
    return undefined
  }

  const emulator = await startEmulator({
    name: "storefront",
    port: options.port,
    control,
    faultBody: (status) =>
      status === 429
        ? {
          errors: "Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service."
        }
        : { errors: status >= 500 ? "Internal Server Error" : `Emulated failure (HTTP ${status})` },
    handle: async (req, ctx) => {
      const url = new URL(req.url)
      // An optional `/{shop}` prefix, for STOREFRONT_API_URL values like http://host/{shop}.
      const path = url.pathname.replace(/^\/[^/]+\.myshopify\.com(?=\/)/, "")
      const base = path === url.pathname
        ? ctx.url
        : `${ctx.url}${url.pathname.slice(0, url.pathname.length - path.length)}`
      const oauthResponse = oauth.handle(req, path)
      if (oauthResponse !== undefined) return oauthResponse
      const grant = authenticate(req)
      if (grant instanceof Response) return grant
      const slot = take()
      if (!slot.ok) {
        return errors(
          429,
          "Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.",
          {
            "retry-after": Math.max(1, Math.ceil(slot.retryAfter)).toFixed(1)
          }
        )
      }
      const callLimit = { "x-shopify-shop-api-call-limit": slot.header }
      // The store's time to answer, once the call is in its bucket.
      if (latencyMs > 0) await Bun.sleep(latencyMs)
      let response: Response
      if (req.method === "GET" && ORDERS_PATH.test(path)) {
        if (!grant.scope.split(",").some((s) => s === "read_orders" || s === "write_orders")) {
          response = errors(403, "[API] This action requires merchant approval for read_orders scope.")
        } else {
          const pathUrl = new URL(url.toString())
          pathUrl.pathname = path
          response = listOrders(pathUrl, grant, base)
        }
      } else {
        response = errors(404, "Not Found")
      }
      for (const [key, value] of Object.entries(callLimit)) response.headers.set(key, value)
      return response
    }
  })

  const mustOrder = (id: number, order: JsonObject | undefined): JsonObject => {
    if (order === undefined) throw new Error(`no such order ${id}`)
    return order
  }

  return {
    ...emulator,
    shop,
    accessToken: initialTokens[0],
    clientId,
    clientSecret,
    addOrders: (n, addOptions) => store.add(n, addOptions),
    updateOrder: (id, fields, at) => mustOrder(id, store.update(id, fields, at)),
    getOrder: (id) => store.get(id),
    orders: () => store.all(),
    orderCount: () => store.size,
    issueToken: (issueOptions = {}) => {
      const issued = oauth.issue(issueOptions.scope ?? "read_orders,read_all_orders", issueOptions.expiring ?? false)
      return issued.expires_in === undefined
        ? issued
        : { ...issued, expires_at: new Date(now() + issued.expires_in * 1000).toISOString() }
    },
    revokeToken: (token) => void tokens.delete(token),
    revokeRefreshToken: (token) => oauth.revokeRefreshToken(token),
    expireToken: (token) => {
      const grant = tokens.get(token)
      if (grant !== undefined) tokens.set(token, { ...grant, expiresAt: now() })
    },
    setRateLimit: (next) => {
      bucket = next
      level = 0
    },
    setExpiringTokens: (on) => oauth.setExpiring(on),
    setLatency: (ms) => {
      latencyMs = ms
    },
    addOrdersSpread: addSpread,
    bucketStats: () => ({ peak, throttled }),
    now,
    advanceClock: (seconds) => {
      clockOffset += seconds * 1000
    }
  }
}
