/**
 * Marketplace emulator: SP-API Orders v0 `getOrders` on loopback, with
 * `x-amz-access-token` auth against Login with Amazon tokens, `NextToken`
 * paging (filters then ignored), the `*Before` ≥ 2 minutes in the past rule,
 * the per-seller token bucket (rate 0.0167/s, burst 20) with
 * `x-amzn-RateLimit-Limit` and 429 QuotaExceeded, SP-API `{ "errors": [...] }`
 * bodies, and LWA/consent OAuth.
 */
import { type Emulator, startEmulator } from "./harness.js"
import { LwaOAuth } from "./marketplace-oauth.js"
import {
  type AddMarketplaceOrdersOptions,
  type JsonObject,
  type Keyset,
  MarketplaceOrders,
  type MarketplaceQuery
} from "./marketplace-store.js"

export interface TokenBucket {
  /** Tokens per second. */
  readonly rate: number
  readonly burst: number
}

export interface MarketplaceEmulatorOptions {
  readonly port?: number
  readonly clientId?: string
  readonly clientSecret?: string
  readonly sellerId?: string
  /** Seed the fixture order (default true). */
  readonly seed?: boolean
  /** getOrders usage plan (default rate 0.0167, burst 20); false: unlimited. */
  readonly rateLimit?: TokenBucket | false
  /** How far in the past `*Before` must be (default 120 s). */
  readonly minBeforeAgeSeconds?: number
  /** LWA access token lifetime (default 3600 s). */
  readonly accessTokenSeconds?: number
}

export interface MarketplaceEmulator extends Emulator {
  readonly sellerId: string
  readonly marketplaceId: string
  readonly clientId: string
  readonly clientSecret: string
  addOrders(n: number, options?: AddMarketplaceOrdersOptions): ReadonlyArray<JsonObject>
  updateOrder(id: string, fields?: JsonObject, at?: number): JsonObject
  getOrder(id: string): JsonObject | undefined
  orders(): ReadonlyArray<JsonObject>
  orderCount(): number
  /** A refresh token for the seller, without the consent flow. */
  issueRefreshToken(): string
  revokeRefreshToken(token: string): void
  /** Every access token issued so far expires now. */
  expireAccessTokens(): void
  setRateLimit(bucket: TokenBucket | false): void
  setConsent(decision: "approve" | "deny"): void
  /** LWA token endpoint calls, getOrders 429s answered. */
  stats(): { readonly tokenRequests: number; readonly throttled: number; readonly orderRequests: number }
  now(): number
  advanceClock(seconds: number): void
}

const DEFAULT_MARKETPLACE = "ATVPDKIKX0DER"

const spError = (
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
  details = ""
): Response => Response.json({ errors: [{ code, message, details }] }, { status, headers })

const invalid = (message: string): Response => spError(400, "InvalidInput", message)

const encodeToken = (query: MarketplaceQuery, after: Keyset): string =>
  Buffer.from(JSON.stringify({ query, after })).toString("base64")

const decodeToken = (token: string): { query: MarketplaceQuery; after: Keyset } | null => {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, "base64").toString())
    if (typeof parsed !== "object" || parsed === null || !("query" in parsed) || !("after" in parsed)) return null
    const query: Record<string, unknown> = typeof parsed.query === "object" && parsed.query !== null
      ? { ...parsed.query }
      : {}
    const after: Record<string, unknown> = typeof parsed.after === "object" && parsed.after !== null
      ? { ...parsed.after }
      : {}
    if (typeof after.value !== "number" || typeof after.id !== "string" || typeof query.after !== "number") return null
    if (!Array.isArray(query.marketplaceIds)) return null
    return {
      query: {
        marketplaceIds: query.marketplaceIds.map(String),
        field: query.field === "PurchaseDate" ? "PurchaseDate" : "LastUpdateDate",
        after: query.after,
        before: typeof query.before === "number" ? query.before : null,
        statuses: Array.isArray(query.statuses) ? query.statuses.map(String) : null
      },
      after: { value: after.value, id: after.id }
    }
  } catch {
    return null
  }
}

export const startMarketplaceEmulator = async (
  options: MarketplaceEmulatorOptions = {}
): Promise<MarketplaceEmulator> => {
  const clientId = options.clientId ?? "amzn1.application-oa2-client.emulator"
  const clientSecret = options.clientSecret ?? "marketplace-client-secret"
  const sellerId = options.sellerId ?? "A1EMULATORSELLER"
  const minAgeMs = (options.minBeforeAgeSeconds ?? 120) * 1000
  let clockOffset = 0
  const now = (): number => Date.now() + clockOffset
  const orders = new MarketplaceOrders(now)
  if (options.seed ?? true) orders.seed()
  const lwa = new LwaOAuth({
    clientId,
    clientSecret,
    sellerId,
    now,
    accessTokenSeconds: options.accessTokenSeconds ?? 3600
  })

  let plan: TokenBucket | false = options.rateLimit ?? { rate: 0.0167, burst: 20 }
  const buckets = new Map<string, { tokens: number; at: number }>()
  let throttled = 0
  let orderRequests = 0
  const take = (seller: string): boolean => {
    if (plan === false) return true
    const t = Date.now()
    const bucket = buckets.get(seller) ?? { tokens: plan.burst, at: t }
    bucket.tokens = Math.min(plan.burst, bucket.tokens + ((t - bucket.at) / 1000) * plan.rate)
    bucket.at = t
    buckets.set(seller, bucket)
    if (bucket.tokens < 1) return false
    bucket.tokens -= 1
    return true
  }

  const parseQuery = (q: URLSearchParams): MarketplaceQuery | Response => {
    const marketplaceIds = (q.get("MarketplaceIds") ?? "").split(",").filter((id) => id !== "")
    if (marketplaceIds.length === 0) return invalid("Missing required parameter: MarketplaceIds")
    const time = (name: string): number | null | Response => {
      const value = q.get(name)
      if (value === null) return null
      const at = Date.parse(value)
      return Number.isNaN(at) ? invalid(`${name} is not a valid ISO 8601 date: ${value}`) : at
    }
    const createdAfter = time("CreatedAfter")
    const createdBefore = time("CreatedBefore")
    const updatedAfter = time("LastUpdatedAfter")
    const updatedBefore = time("LastUpdatedBefore")
    for (const value of [createdAfter, createdBefore, updatedAfter, updatedBefore]) {
      if (value instanceof Response) return value
    }
    const num = (value: number | null | Response): number | null => (typeof value === "number" ? value : null)
    const cA = num(createdAfter)
    const cB = num(createdBefore)
    const uA = num(updatedAfter)
    const uB = num(updatedBefore)
    if (cA === null && uA === null) return invalid("Either CreatedAfter or LastUpdatedAfter must be specified")
    if (cA !== null && (uA !== null || uB !== null)) {
      return invalid("LastUpdatedAfter and LastUpdatedBefore cannot be set when CreatedAfter is set")
    }
    if (uA !== null && cB !== null) return invalid("CreatedBefore cannot be set when LastUpdatedAfter is set")
    const before = uB ?? cB
    const latest = now() - minAgeMs
    if (before !== null && before > latest) {
      return invalid(
        `${uB !== null ? "LastUpdatedBefore" : "CreatedBefore"} must be at least two minutes before the current time`
      )
    }
    const after = uA ?? cA ?? 0
    if (before !== null && before < after) return invalid("The Before date must be equal to or after the After date")
    const statuses = q.get("OrderStatuses")
    return {
      marketplaceIds,
      field: uA !== null ? "LastUpdateDate" : "PurchaseDate",
      after,
      before,
      statuses: statuses === null ? null : statuses.split(",")
    }
  }

  const getOrders = (url: URL): Response => {
    const q = url.searchParams
    const max = Number(q.get("MaxResultsPerPage") ?? "100")
    if (!Number.isInteger(max) || max < 1 || max > 100) return invalid("MaxResultsPerPage must be between 1 and 100")
    const nextToken = q.get("NextToken")
    let query: MarketplaceQuery
    let after: Keyset | null = null
    if (nextToken !== null) {
      // With NextToken the other filters are ignored: the token carries them.
      const decoded = decodeToken(nextToken)
      if (decoded === null) return invalid("Invalid NextToken")
      query = decoded.query
      after = decoded.after
    } else {
      const parsed = parseQuery(q)
      if (parsed instanceof Response) return parsed
      query = parsed
    }
    const page = orders.page(query, max, after)
    const payload: JsonObject = { Orders: page.orders }
    if (page.more && page.last !== null) payload.NextToken = encodeToken(query, page.last)
    if (query.field === "LastUpdateDate") {
      payload.LastUpdatedBefore = query.before === null
        ? undefined
        : new Date(query.before).toISOString()
    } else payload.CreatedBefore = query.before === null ? undefined : new Date(query.before).toISOString()
    return Response.json({ payload })
  }

  const emulator = await startEmulator({
    name: "marketplace",
    port: options.port,
    faultBody: (status) =>
      status === 429
        ? {
          errors: [{
            code: "QuotaExceeded",
            message: "You exceeded your quota for the requested resource.",
            details: ""
          }]
        }
        : status === 401 || status === 403
        ? { errors: [{ code: "Unauthorized", message: "Access to requested resource is denied.", details: "" }] }
        : {
          errors: [{
            code: status >= 500 ? "InternalFailure" : "InvalidInput",
            message: `Emulated failure (HTTP ${status}).`,
            details: ""
          }]
        },
    handle: async (req) => {
      const url = new URL(req.url)
      const oauthResponse = lwa.handle(req, url)
      if (oauthResponse !== undefined) return oauthResponse
      const token = req.headers.get("x-amz-access-token") ?? ""
      const seller = lwa.sellerOf(token)
      if (seller === undefined || seller === "expired") {
        const details = seller === "expired"
          ? "The access token you provided has expired."
          : "The access token you provided is revoked, malformed or invalid."
        return spError(403, "Unauthorized", "Access to requested resource is denied.", {}, details)
      }
      if (req.method === "GET" && url.pathname === "/orders/v0/orders") {
        orderRequests += 1
        const limit: Record<string, string> = plan === false ? {} : { "x-amzn-RateLimit-Limit": String(plan.rate) }
        if (!take(seller)) {
          throttled += 1
          return spError(429, "QuotaExceeded", "You exceeded your quota for the requested resource.", limit)
        }
        const response = getOrders(url)
        for (const [key, value] of Object.entries(limit)) response.headers.set(key, value)
        return response
      }
      return spError(404, "NotFound", "Resource not found.")
    }
  })

  const mustOrder = (id: string, order: JsonObject | undefined): JsonObject => {
    if (order === undefined) throw new Error(`no such order ${id}`)
    return order
  }

  return {
    ...emulator,
    sellerId,
    marketplaceId: DEFAULT_MARKETPLACE,
    clientId,
    clientSecret,
    addOrders: (n, addOptions) => orders.add(n, addOptions),
    updateOrder: (id, fields, at) => mustOrder(id, orders.update(id, fields, at)),
    getOrder: (id) => orders.get(id),
    orders: () => orders.all(),
    orderCount: () => orders.size,
    issueRefreshToken: () => lwa.issueRefreshToken(),
    revokeRefreshToken: (token) => lwa.revokeRefreshToken(token),
    expireAccessTokens: () => lwa.expireAccessTokens(),
    setRateLimit: (next) => {
      plan = next
      buckets.clear()
    },
    setConsent: (decision) => lwa.setConsent(decision),
    stats: () => ({ tokenRequests: lwa.tokenRequests(), throttled, orderRequests }),
    now,
    advanceClock: (seconds) => {
      clockOffset += seconds * 1000
    }
  }
}
