/**
 * Payments emulator: the parts of the Stripe API salesync speaks, on loopback.
 * Bearer secret-key auth, newest-first cursor lists of charges, refunds,
 * payment intents, invoices and events (30-day retention), per-key rate
 * limits (100 req/s live, 25 req/s test keys) answering 429 with
 * `Stripe-Should-Retry`, Stripe's error bodies, and Connect OAuth.
 *
 * Billing endpoints plug in later through `routes` (see PaymentsRoute) so this
 * file stays about the source side. Another process can seed it over HTTP:
 * `POST /__control/charges {count, created?, from?, perSecond?}`,
 * `POST /__control/refunds {charge, amount?}`, `POST /__control/rate-limit {on}`,
 * `POST /__control/limits {latencyMs?, requestsPerSecond?}`, `GET /__control/state`
 * (charges, 429s answered; plus the harness's fault and stats routes).
 */
import { type Emulator, startEmulator } from "./harness.js"
import { ConnectOAuth } from "./payments-oauth.js"
import {
  type AddChargesOptions,
  type AddedCharges,
  type ChargeInput,
  ChargeStore,
  EventStore,
  fixtureObjects
} from "./payments-store.js"
import {
  ArraySource,
  invalidRequest,
  type JsonObject,
  listPage,
  parseListParams,
  parseParams,
  rejectUnknown,
  stripeError
} from "./payments-wire.js"

export interface PaymentsRequest {
  readonly req: Request
  readonly url: URL
  /** Query (GET) or form body (POST) parameters, bracket syntax flattened. */
  readonly params: Map<string, Array<string>>
  readonly apiKey: string
}

/** A route answers the requests it recognises and returns undefined for the rest. */
export type PaymentsRoute = (request: PaymentsRequest) => Response | Promise<Response> | undefined

export interface PaymentsEmulatorOptions {
  readonly port?: number
  /** Secret keys accepted (default `sk_test_emulator`, `sk_live_emulator`); the first is the platform key for OAuth. */
  readonly apiKeys?: ReadonlyArray<string>
  /** Seed the fixture charge (default true). */
  readonly seed?: boolean
  /** Per-key rate limit on (default true). */
  readonly rateLimit?: boolean
  /** Requests per second per key before a 429 (default 100 for live keys, 25 for test keys, as Stripe's). */
  readonly requestsPerSecond?: number
  /** Time each API call takes to answer, ms (default 0; Stripe's list of 100 takes about 300). */
  readonly latencyMs?: number
  /** Connect client id expected on /oauth/authorize (default `ca_emulator`). */
  readonly connectClientId?: string
  /** Extra routes (billing) tried before the built-in ones. */
  readonly routes?: ReadonlyArray<PaymentsRoute>
}

export interface PaymentsEmulator extends Emulator {
  readonly platformKey: string
  readonly connectClientId: string
  /** Adds `n` generated charges (compact: fine for millions). */
  addCharges(n: number, options?: AddChargesOptions): AddedCharges
  /** Adds one charge with the given fields; returns it. */
  addCharge(input?: ChargeInput): JsonObject
  getCharge(id: string): JsonObject | undefined
  chargeCount(): number
  /** Refunds (all of, or `amount` of) a charge and emits `charge.refunded`; returns the refund. */
  refundCharge(id: string, amount?: number): JsonObject
  /** Opens a dispute on a charge and emits `charge.dispute.created`. */
  disputeCharge(id: string): JsonObject
  /** Changes fields of a charge and emits `charge.updated` with previous_attributes. */
  updateCharge(id: string, fields: JsonObject): JsonObject
  addApiKey(key: string): void
  revokeApiKey(key: string): void
  setRateLimit(on: boolean): void
  /** Changes the per-call latency (ms) and, when given, the per-key requests per second. */
  setLimits(limits: { readonly latencyMs?: number; readonly requestsPerSecond?: number }): void
  /** 429s answered by the per-key rate limit so far. */
  rateLimited(): number
  /** List calls whose page would hold a charge of this `created` second answer 500 (a corrupt stretch of history). */
  poisonSecond(second: number | null): void
  /** What the Connect consent screen answers next (default approve). */
  setConsent(decision: "approve" | "deny"): void
  /** Emulator clock, Unix seconds (charges default to it; events expire against it). */
  now(): number
  advanceClock(seconds: number): void
}

const LIST_PARAMS = ["limit", "starting_after", "ending_before", "created", "expand"]

export const startPaymentsEmulator = async (options: PaymentsEmulatorOptions = {}): Promise<PaymentsEmulator> => {
  const keys = new Set(options.apiKeys ?? ["sk_test_emulator", "sk_live_emulator"])
  const platformKey = [...keys][0]
  const connectClientId = options.connectClientId ?? "ca_emulator"
  let clockOffset = 0
  let rateLimitOn = options.rateLimit ?? true
  let requestsPerSecond = options.requestsPerSecond
  let latencyMs = options.latencyMs ?? 0
  let rateLimited = 0
  let poisoned: number | null = null
  const now = (): number => Math.floor(Date.now() / 1000) + clockOffset

  const charges = new ChargeStore(now)
  const events = new EventStore(now)
  const refunds = new ArraySource()
  const paymentIntents = new ArraySource()
  const invoices = new ArraySource()
  let refundSeq = 0
  if (options.seed ?? true) {
    charges.add(1, {}, {
      id: fixtureObjects.refund.charge,
      created: 1234567890,
      amount: 100,
      currency: "usd",
      name: "Jenny Rosen",
      email: null
    })
    paymentIntents.add(fixtureObjects.payment_intent)
    invoices.add(fixtureObjects.invoice)
  }
  const oauth = new ConnectOAuth({
    clientId: connectClientId,
    platformKeys: () => [platformKey],
    onToken: (token, valid) => (valid ? keys.add(token) : keys.delete(token))
  })

  // Fixed one-second windows per key: the shape of Stripe's published per-second limits.
  const windows = new Map<string, { second: number; count: number }>()
  const overLimit = (key: string): boolean => {
    if (!rateLimitOn) return false
    const second = Math.floor(Date.now() / 1000)
    const w = windows.get(key)
    const current = w === undefined || w.second !== second ? { second, count: 0 } : w
    current.count += 1
    windows.set(key, current)
    const live = key.startsWith("sk_live_") || key.startsWith("rk_live_")
    return current.count > (requestsPerSecond ?? (live ? 100 : 25))
  }

  const mustCharge = (id: string): JsonObject => {
    const charge = charges.get(id)
    if (charge === undefined) throw new Error(`no such charge ${id}`)
    return charge
  }

  const refund = (id: string, amount?: number): JsonObject | Response => {
    const charge = charges.get(id)
    if (charge === undefined) return invalidRequest(`No such charge: '${id}'`, "charge", "resource_missing")
    const total = Number(charge.amount)
    const already = Number(charge.amount_refunded)
    const value = amount ?? total - already
    if (value <= 0 || already + value > total) {
      return invalidRequest(`Charge ${id} has already been refunded.`, "charge", "charge_already_refunded")
    }
    refundSeq += 1
    const refundObject = {
      ...fixtureObjects.refund,
      id: `re_3EMU${refundSeq.toString(36).padStart(9, "0")}`,
      amount: value,
      charge: id,
      currency: charge.currency,
      created: now()
    }
    refunds.add(refundObject)
    const chargeRefunds = refunds.filter((r) => r.charge === id)
    const data = Array.from(
      { length: chargeRefunds.size },
      (_, i) => chargeRefunds.objectAt(chargeRefunds.size - 1 - i)
    )
    const changed = charges.patch(id, {
      amount_refunded: already + value,
      refunded: already + value >= total,
      refunds: { object: "list", data, has_more: false, url: `/v1/charges/${id}/refunds` }
    })
    if (changed !== undefined) {
      events.emit("charge.refunded", changed.after, { amount_refunded: already, refunded: charge.refunded })
    }
    return refundObject
  }

  const authenticate = (req: Request): string | Response => {
    const header = req.headers.get("authorization")
    if (header === null) {
      return stripeError(
        401,
        "invalid_request_error",
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY')."
      )
    }
    const key = header.startsWith("Bearer ")
      ? header.slice(7).trim()
      : header.startsWith("Basic ")
      ? Buffer.from(header.slice(6), "base64").toString().split(":")[0]
      : ""
    if (!keys.has(key)) {
      return stripeError(
        401,
        "invalid_request_error",
        `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`,
        { code: "api_key_invalid" }
      )
    }
    return key
  }

  const list = async (
    source: ArraySource | ChargeStore,
    object: string,
    path: string,
    params: Map<string, Array<string>>,
    extra: ReadonlyArray<string> = []
  ): Promise<Response> => {
    const unknown = rejectUnknown(params, [...LIST_PARAMS, ...extra])
    if (unknown !== undefined) return unknown
    const parsed = parseListParams(params)
    if (parsed instanceof Response) return parsed
    const page = listPage(source, parsed, path, object)
    if (source === charges && (await holdsPoisoned(page))) {
      return stripeError(500, "api_error", "An unknown error occurred while listing charges.", {
        headers: { "stripe-should-retry": "false" }
      })
    }
    return page
  }

  /** True when a list page holds a charge of the poisoned second. */
  const holdsPoisoned = async (page: Response): Promise<boolean> => {
    if (poisoned === null) return false
    const body: unknown = await page.clone().json()
    const data: unknown = typeof body === "object" && body !== null ? Reflect.get(body, "data") : undefined
    return Array.isArray(data) &&
      data.some((item: unknown) =>
        typeof item === "object" && item !== null && Reflect.get(item, "created") === poisoned
      )
  }

  const builtIn: PaymentsRoute = ({ req, url, params }) => {
    const path = url.pathname
    const get = req.method === "GET"
    if (get && path === "/v1/charges") {
      return list(charges, "charge", path, params, ["customer", "payment_intent", "transfer_group"])
    }
    const chargeMatch = /^\/v1\/charges\/([^/]+)$/.exec(path)
    if (get && chargeMatch !== null) {
      const charge = charges.get(chargeMatch[1])
      return charge === undefined
        ? invalidRequest(`No such charge: '${chargeMatch[1]}'`, "id", "resource_missing", 404)
        : Response.json(charge)
    }
    if (get && path === "/v1/events") {
      const types = [...(params.get("types") ?? []), ...(params.get("type") ?? [])]
      if ((params.get("types")?.length ?? 0) > 20) return invalidRequest("You may pass at most 20 types.", "types")
      return list(events.visible(types), "event", path, params, ["type", "types", "delivery_success"])
    }
    const eventMatch = /^\/v1\/events\/([^/]+)$/.exec(path)
    if (get && eventMatch !== null) {
      const event = events.visible([]).get(eventMatch[1])
      return event === undefined
        ? invalidRequest(`No such event: '${eventMatch[1]}'`, "id", "resource_missing", 404)
        : Response.json(event)
    }
    if (get && path === "/v1/refunds") {
      const charge = params.get("charge")?.[0]
      const source = charge === undefined ? refunds : refunds.filter((r) => r.charge === charge)
      params.delete("charge")
      return list(source, "refund", path, params, ["payment_intent"])
    }
    if (req.method === "POST" && path === "/v1/refunds") {
      const charge = params.get("charge")?.[0]
      if (charge === undefined) return invalidRequest("Missing required param: charge.", "charge", "parameter_missing")
      const amount = params.get("amount")?.[0]
      const result = refund(charge, amount === undefined ? undefined : Number(amount))
      return result instanceof Response ? result : Response.json(result)
    }
    if (get && path === "/v1/payment_intents") return list(paymentIntents, "payment_intent", path, params, ["customer"])
    if (get && path === "/v1/invoices") {
      return list(invoices, "invoice", path, params, ["customer", "status", "subscription"])
    }
    return undefined
  }
  const routes = [...(options.routes ?? []), builtIn]

  const numberOr = (
    value: unknown,
    fallback?: number
  ): number | undefined => (typeof value === "number" && Number.isFinite(value) ? value : fallback)
  /** Seeding and switches for a process that did not start the emulator (demo, benchmarks). */
  const control = async (req: Request, path: string): Promise<Response | undefined> => {
    const body: unknown = req.method === "POST" ? await req.json().catch(() => ({})) : {}
    const field = (
      key: string
    ): unknown => (typeof body === "object" && body !== null ? Reflect.get(body, key) : undefined)
    if (req.method === "POST" && path === "charges") {
      const added = charges.add(numberOr(field("count"), 1) ?? 1, {
        created: numberOr(field("created")),
        from: numberOr(field("from")),
        perSecond: numberOr(field("perSecond"))
      })
      return Response.json({ count: added.count, firstId: added.firstId, lastId: added.lastId })
    }
    if (req.method === "POST" && path === "refunds") {
      const result = refund(String(field("charge")), numberOr(field("amount")))
      return result instanceof Response ? result : Response.json(result)
    }
    if (req.method === "POST" && path === "rate-limit") {
      rateLimitOn = field("on") === true
      return Response.json({ on: rateLimitOn })
    }
    if (req.method === "POST" && path === "limits") {
      latencyMs = numberOr(field("latencyMs"), latencyMs) ?? 0
      requestsPerSecond = numberOr(field("requestsPerSecond"), requestsPerSecond)
      return Response.json({ latencyMs, requestsPerSecond: requestsPerSecond ?? null })
    }
    if (req.method === "GET" && path === "state") {
      return Response.json({ charges: charges.size, now: now(), rateLimit: rateLimitOn, rateLimited, latencyMs })
    }
    return undefined
  }

  const emulator = await startEmulator({
    name: "payments",
    port: options.port,
    control,
    faultBody: (status) =>
      status === 429
        ? {
          error: {
            type: "invalid_request_error",
            code: "rate_limit",
            message: "Request rate limit exceeded.",
            doc_url: "https://stripe.com/docs/error-codes/rate-limit"
          }
        }
        : {
          error: {
            type: status >= 500 ? "api_error" : "invalid_request_error",
            message: `Emulated failure (HTTP ${status}).`
          }
        },
    handle: async (req) => {
      const url = new URL(req.url)
      const oauthResponse = oauth.handle(req, url)
      if (oauthResponse !== undefined) return oauthResponse
      const key = authenticate(req)
      if (key instanceof Response) return key
      if (overLimit(key)) {
        rateLimited += 1
        return stripeError(
          429,
          "invalid_request_error",
          "Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.",
          {
            code: "rate_limit",
            headers: { "stripe-should-retry": "true" }
          }
        )
      }
      // The processor's own time to answer: what makes one request at a time slow.
      if (latencyMs > 0) await Bun.sleep(latencyMs)
      const body = req.method === "POST" ? new URLSearchParams(await req.text()) : url.searchParams
      const request: PaymentsRequest = { req, url, params: parseParams(body), apiKey: key }
      for (const route of routes) {
        const response = await route(request)
        if (response !== undefined) return response
      }
      return stripeError(
        404,
        "invalid_request_error",
        `Unrecognized request URL (${req.method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`
      )
    }
  })

  return {
    ...emulator,
    platformKey,
    connectClientId,
    addCharges: (n, addOptions) => charges.add(n, addOptions),
    addCharge: (input = {}) => {
      const added = charges.add(1, {}, input)
      return mustCharge(added.firstId)
    },
    getCharge: (id) => charges.get(id),
    chargeCount: () => charges.size,
    refundCharge: (id, amount) => {
      const result = refund(id, amount)
      if (result instanceof Response) throw new Error(`cannot refund ${id}`)
      return result
    },
    disputeCharge: (id) => {
      const changed = charges.patch(id, { disputed: true })
      if (changed === undefined) throw new Error(`no such charge ${id}`)
      const dispute = {
        id: `dp_${id.slice(3)}`,
        object: "dispute",
        charge: id,
        amount: changed.after.amount,
        status: "needs_response",
        created: now()
      }
      events.emit("charge.dispute.created", dispute)
      return changed.after
    },
    updateCharge: (id, fields) => {
      const changed = charges.patch(id, fields)
      if (changed === undefined) throw new Error(`no such charge ${id}`)
      const previous = Object.fromEntries(Object.keys(fields).map((k) => [k, changed.before[k]]))
      events.emit("charge.updated", changed.after, previous)
      return changed.after
    },
    addApiKey: (key) => void keys.add(key),
    revokeApiKey: (key) => void keys.delete(key),
    setRateLimit: (on) => {
      rateLimitOn = on
    },
    setLimits: (limits) => {
      latencyMs = limits.latencyMs ?? latencyMs
      requestsPerSecond = limits.requestsPerSecond ?? requestsPerSecond
    },
    rateLimited: () => rateLimited,
    poisonSecond: (second) => {
      poisoned = second
    },
    setConsent: (decision) => oauth.setConsent(decision),
    now,
    advanceClock: (seconds) => {
      clockOffset += seconds
    }
  }
}
