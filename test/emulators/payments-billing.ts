/**
 * Billing routes for the payments emulator (plug in through
 * `startPaymentsEmulator({ routes: [billing.route] })`): customers, Checkout
 * Sessions (subscription mode), subscriptions with proration, subscription
 * schedules, invoices; and the webhook side: every change emits a Stripe
 * event, signed with the real SDK (`generateTestHeaderStringAsync`: Bun has async crypto only) and POSTed to
 * the target set with `setWebhook`, one at a time in order. Without a target
 * (or while held) events queue up for `takePending`, so a test can feed them
 * in any order it likes.
 *
 * Time: the billing clock (`now`, Unix seconds) is the real clock plus an
 * offset moved by `advance`, or the `now` option. `roll` runs every period
 * boundary up to the clock: trial ends, renewals with an invoice (paid, or
 * failed for a customer set to fail), cancellations at the period end, and
 * schedule phases (a downgrade taking effect, then the schedule released).
 */
import Stripe from "stripe"
import { invalidRequest, type JsonObject, stripeError } from "./payments-wire.js"
import type { PaymentsRequest, PaymentsRoute } from "./payments.js"

export const DEFAULT_PRICES: Readonly<Record<string, number>> = {
  price_starter: 900,
  price_pro: 2900,
  price_business: 9900
}

export interface BillingEmulatorOptions {
  /** Price id → monthly amount in cents (USD). */
  readonly prices?: Readonly<Record<string, number>>
  /** The billing clock, Unix seconds (default: real time plus `advance`d seconds). */
  readonly now?: () => number
}

export interface Delivery {
  readonly id: string
  readonly type: string
  readonly status: number
}

interface Customer {
  readonly id: string
  email: string | null
  metadata: Record<string, string>
  readonly created: number
  defaultPaymentMethod: string | null
  deleted: boolean
  failPayments: boolean
}

interface Session {
  readonly id: string
  readonly customer: string
  readonly price: string
  readonly quantity: number
  readonly clientReferenceId: string | null
  readonly metadata: Record<string, string>
  readonly subscriptionMetadata: Record<string, string>
  readonly trialEnd: number | null
  readonly successUrl: string
  readonly cancelUrl: string
  readonly url: string
  readonly created: number
  status: "open" | "complete"
  subscription: string | null
}

interface Subscription {
  readonly id: string
  readonly customer: string
  readonly itemId: string
  readonly created: number
  readonly metadata: Record<string, string>
  status: string
  price: string
  quantity: number
  periodStart: number
  periodEnd: number
  cancelAtPeriodEnd: boolean
  canceledAt: number | null
  endedAt: number | null
  trialEnd: number | null
  schedule: string | null
  latestInvoice: string | null
  /** Proration lines waiting for the next invoice (create_prorations). */
  pendingLines: Array<JsonObject>
}

interface Phase {
  start: number
  end: number
  price: string
  quantity: number
}

interface Schedule {
  readonly id: string
  readonly subscription: string
  readonly customer: string
  readonly created: number
  status: "active" | "released" | "canceled"
  endBehavior: string
  phases: Array<Phase>
  releasedSubscription: string | null
}

export interface BillingEmulator {
  readonly route: PaymentsRoute
  readonly prices: Readonly<Record<string, number>>
  now(): number
  /** Moves the own clock by `seconds`, runs the boundaries passed and waits for the deliveries. */
  advance(seconds: number): Promise<void>
  /** Runs every boundary up to the clock (use with the `now` option). */
  roll(): void
  /** Where events go; `headers` adds headers to each delivery (e.g. a sender address). */
  setWebhook(url: string, secret: string, headers?: () => Record<string, string>): void
  /** Every event emitted, oldest first. */
  readonly events: ReadonlyArray<JsonObject>
  readonly deliveries: ReadonlyArray<Delivery>
  /** Undelivered events (no target, or held), oldest first; they leave the queue. */
  takePending(): Array<JsonObject>
  hold(): void
  /** Delivers what was held, in the given order, and resumes. */
  release(order?: "as-is" | "reversed"): Promise<void>
  /** Resolves once every queued event was delivered. */
  settled(): Promise<void>
  /** Delivers a stored event again (fresh signature); the HTTP status. */
  resend(eventId: string): Promise<number>
  /** Completes a Checkout Session as a paying customer would. */
  completeCheckout(sessionId: string): JsonObject
  /** Makes the customer's next payments fail (or succeed again). */
  failPayments(customerId: string, fail: boolean): void
  customer(id: string): JsonObject | undefined
  customerCount(): number
  session(id: string): JsonObject | undefined
  subscription(id: string): JsonObject | undefined
  schedule(id: string): JsonObject | undefined
  invoices(customerId?: string): Array<JsonObject>
  /** Emits an event of any type about any object (e.g. a type salesync does not handle). */
  emit(type: string, object: JsonObject, created?: number): JsonObject
}

let seq = 0
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(seq += 1).toString(36).padStart(6, "0")}`

/** One calendar month later (UTC), as the processor bills monthly prices. */
export const addMonth = (unix: number): number => {
  const date = new Date(unix * 1000)
  date.setUTCMonth(date.getUTCMonth() + 1)
  return Math.floor(date.getTime() / 1000)
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Bracket-syntax form parameters as a nested object (`a[0][b]=1` → `{ a: { 0: { b: "1" } } }`). */
const nested = (params: Map<string, Array<string>>): JsonObject => {
  const root: JsonObject = {}
  for (const [key, values] of params) {
    const path = key.replace(/\]/g, "").split("[")
    let node: JsonObject = root
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = values.length === 1 ? values[0] : values
        return
      }
      const child = node[segment]
      const next: JsonObject = isObject(child) ? child : {}
      node[segment] = next
      node = next
    })
  }
  return root
}

const asList = (value: unknown): Array<JsonObject> => {
  if (Array.isArray(value)) return value.filter(isObject)
  if (!isObject(value)) return []
  return Object.keys(value)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => value[key])
    .filter(isObject)
}

const asRecord = (value: unknown): Record<string, string> =>
  typeof value === "object" && value !== null
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]))
    : {}

const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined)
const int = (
  value: unknown
): number | undefined => (typeof value === "string" && /^-?\d+$/.test(value) ? Number(value) : undefined)

export const createBillingEmulator = (options: BillingEmulatorOptions = {}): BillingEmulator => {
  const prices = options.prices ?? DEFAULT_PRICES
  let offset = 0
  const now = options.now ?? (() => Math.floor(Date.now() / 1000) + offset)

  const customers = new Map<string, Customer>()
  const sessions = new Map<string, Session>()
  const subscriptions = new Map<string, Subscription>()
  const schedules = new Map<string, Schedule>()
  const invoices: Array<JsonObject> = []
  const idempotent = new Map<string, string>()
  const events: Array<JsonObject> = []
  const deliveries: Array<Delivery> = []
  let queue: Array<JsonObject> = []
  let target: { url: string; secret: string; headers: () => Record<string, string> } | null = null
  let held = false
  let pumping: Promise<void> | null = null

  // ---- wire shapes -------------------------------------------------------
  const priceObject = (id: string) => ({
    id,
    object: "price",
    active: true,
    currency: "usd",
    unit_amount: prices[id],
    type: "recurring",
    recurring: { interval: "month", interval_count: 1 },
    livemode: false
  })

  const customerObject = (c: Customer): JsonObject =>
    c.deleted
      ? { id: c.id, object: "customer", deleted: true }
      : {
        id: c.id,
        object: "customer",
        email: c.email,
        metadata: c.metadata,
        created: c.created,
        livemode: false,
        invoice_settings: { default_payment_method: c.defaultPaymentMethod }
      }

  const subscriptionObject = (s: Subscription): JsonObject => ({
    id: s.id,
    object: "subscription",
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    canceled_at: s.canceledAt,
    ended_at: s.endedAt,
    trial_end: s.trialEnd,
    schedule: s.schedule,
    metadata: s.metadata,
    created: s.created,
    start_date: s.created,
    billing_cycle_anchor: s.periodStart,
    latest_invoice: s.latestInvoice,
    livemode: false,
    items: {
      object: "list",
      data: [
        {
          id: s.itemId,
          object: "subscription_item",
          price: priceObject(s.price),
          quantity: s.quantity,
          subscription: s.id,
          current_period_start: s.periodStart,
          current_period_end: s.periodEnd,
          created: s.created
        }
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${s.id}`
    }
  })

  const currentPhase = (s: Schedule, at: number) => s.phases.find((p) => p.start <= at && at < p.end) ?? null

  const scheduleObject = (s: Schedule): JsonObject => {
    const phase = s.status === "active" ? currentPhase(s, now()) : null
    return {
      id: s.id,
      object: "subscription_schedule",
      subscription: s.status === "active" ? s.subscription : null,
      customer: s.customer,
      status: s.status,
      end_behavior: s.endBehavior,
      released_subscription: s.releasedSubscription,
      created: s.created,
      current_phase: phase === null ? null : { start_date: phase.start, end_date: phase.end },
      phases: s.phases.map((p) => ({
        start_date: p.start,
        end_date: p.end,
        items: [{ price: p.price, quantity: p.quantity }],
        proration_behavior: "none"
      })),
      livemode: false
    }
  }

  const sessionObject = (s: Session): JsonObject => ({
    id: s.id,
    object: "checkout.session",
    mode: "subscription",
    status: s.status,
    url: s.status === "open" ? s.url : null,
    customer: s.customer,
    client_reference_id: s.clientReferenceId,
    metadata: s.metadata,
    subscription: s.subscription,
    success_url: s.successUrl,
    cancel_url: s.cancelUrl,
    payment_status: s.status === "complete" ? (s.trialEnd === null ? "paid" : "no_payment_required") : "unpaid",
    created: s.created,
    expires_at: s.created + 86_400,
    livemode: false
  })

  // ---- events and delivery -------------------------------------------------
  const deliver = async (event: JsonObject): Promise<number> => {
    if (target === null) return 0
    const payload = JSON.stringify(event)
    // Signed with the real time: the service checks the signature age against its own clock.
    const header = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: target.secret,
      timestamp: Math.floor(Date.now() / 1000)
    })
    const response = await fetch(target.url, {
      method: "POST",
      headers: { ...target.headers(), "content-type": "application/json", "stripe-signature": header },
      body: payload
    }).catch(() => undefined)
    const status = response?.status ?? 0
    if (response !== undefined) await response.text()
    deliveries.push({ id: String(event.id), type: String(event.type), status })
    return status
  }

  const pump = (): Promise<void> => {
    if (pumping !== null) return pumping
    pumping = (async () => {
      // Let the API answer go out first, as the processor's deliveries are asynchronous.
      await Bun.sleep(0)
      while (target !== null && !held && queue.length > 0) {
        const event = queue.shift()
        if (event !== undefined) await deliver(event)
      }
      pumping = null
    })()
    return pumping
  }

  const emit = (type: string, object: JsonObject, created = now(), previous?: JsonObject): JsonObject => {
    const event: JsonObject = {
      id: nextId("evt"),
      object: "event",
      api_version: "2026-10-28.endive",
      created,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: previous === undefined
        ? { object: structuredClone(object) }
        : { object: structuredClone(object), previous_attributes: previous }
    }
    events.push(event)
    queue.push(event)
    if (target !== null && !held) void pump()
    return event
  }

  // ---- money ---------------------------------------------------------------
  const invoice = (s: Subscription, lines: Array<JsonObject>, reason: string, created: number): "paid" | "failed" => {
    const customer = customers.get(s.customer)
    const total = lines.reduce((sum, line) => sum + Number(line.amount), 0)
    const failed = total > 0 && customer?.failPayments === true
    const object: JsonObject = {
      id: nextId("in"),
      object: "invoice",
      customer: s.customer,
      parent: { type: "subscription_details", subscription_details: { subscription: s.id } },
      billing_reason: reason,
      currency: "usd",
      amount_due: total,
      amount_paid: failed ? 0 : total,
      status: failed ? "open" : "paid",
      created,
      lines: { object: "list", data: lines, has_more: false },
      livemode: false
    }
    invoices.push(object)
    s.latestInvoice = String(object.id)
    emit(failed ? "invoice.payment_failed" : "invoice.paid", object, created)
    return failed ? "failed" : "paid"
  }

  const line = (amount: number, description: string, start: number, end: number, proration: boolean): JsonObject => ({
    object: "line_item",
    amount,
    currency: "usd",
    description,
    proration,
    period: { start, end }
  })

  /** The processor's proration: credit the unused time on the old price, charge it on the new one. */
  const prorationLines = (s: Subscription, oldPrice: string, newPrice: string, at: number): Array<JsonObject> => {
    const fraction = (s.periodEnd - at) / (s.periodEnd - s.periodStart)
    return [
      line(-Math.round(prices[oldPrice] * s.quantity * fraction), `Unused time on ${oldPrice}`, at, s.periodEnd, true),
      line(Math.round(prices[newPrice] * s.quantity * fraction), `Remaining time on ${newPrice}`, at, s.periodEnd, true)
    ]
  }

  // ---- time ----------------------------------------------------------------
  const rollSubscription = (s: Subscription, until: number) => {
    while (s.status !== "canceled" && s.periodEnd <= until) {
      const boundary = s.periodEnd
      const before = subscriptionObject(s)
      if (s.cancelAtPeriodEnd) {
        s.status = "canceled"
        s.endedAt = boundary
        s.canceledAt = s.canceledAt ?? boundary
        emit("customer.subscription.deleted", subscriptionObject(s), boundary)
        return
      }
      const schedule = s.schedule === null ? undefined : schedules.get(s.schedule)
      if (schedule !== undefined && schedule.status === "active") {
        const phase = schedule.phases.find((p) => p.start === boundary)
        if (phase !== undefined) {
          s.price = phase.price
          s.quantity = phase.quantity
        }
        const last = schedule.phases[schedule.phases.length - 1]
        if (phase === last && schedule.endBehavior === "release") {
          schedule.status = "released"
          schedule.releasedSubscription = s.id
          s.schedule = null
          emit("subscription_schedule.released", scheduleObject(schedule), boundary)
        }
      }
      s.periodStart = boundary
      s.periodEnd = addMonth(boundary)
      const lines = [
        ...s.pendingLines,
        line(prices[s.price] * s.quantity, `1 × ${s.price}`, s.periodStart, s.periodEnd, false)
      ]
      s.pendingLines = []
      const paid = invoice(s, lines, "subscription_cycle", boundary)
      s.status = paid === "paid" ? "active" : "past_due"
      const previous = before.status === s.status
        ? { items: before.items }
        : { status: before.status, items: before.items }
      emit("customer.subscription.updated", subscriptionObject(s), boundary, previous)
    }
  }

  const roll = () => {
    const until = now()
    for (const s of subscriptions.values()) rollSubscription(s, until)
  }

  // ---- routes ----------------------------------------------------------------
  const notFound = (kind: string, id: string) =>
    invalidRequest(`No such ${kind}: '${id}'`, "id", "resource_missing", 404)

  const createCustomer = (body: JsonObject, key: string | null): Response => {
    if (key !== null && idempotent.has(`customer:${key}`)) {
      return new Response(idempotent.get(`customer:${key}`), {
        headers: { "content-type": "application/json", "idempotent-replayed": "true" }
      })
    }
    const customer: Customer = {
      id: nextId("cus"),
      email: str(body.email) ?? null,
      metadata: asRecord(body.metadata),
      created: now(),
      defaultPaymentMethod: null,
      deleted: false,
      failPayments: false
    }
    customers.set(customer.id, customer)
    const text = JSON.stringify(customerObject(customer))
    if (key !== null) idempotent.set(`customer:${key}`, text)
    emit("customer.created", customerObject(customer))
    return new Response(text, { headers: { "content-type": "application/json" } })
  }

  const createSession = (body: JsonObject, origin: string): Response => {
    if (body.mode !== "subscription") {
      return invalidRequest("This emulator only creates sessions in `subscription` mode.", "mode")
    }
    const customer = str(body.customer)
    if (customer === undefined || customers.get(customer)?.deleted !== false) {
      return invalidRequest(`No such customer: '${customer}'`, "customer", "resource_missing")
    }
    const item = asList(body.line_items)[0]
    const price = str(item?.price)
    if (price === undefined || prices[price] === undefined) {
      return invalidRequest(`No such price: '${price}'`, "line_items[0][price]", "resource_missing")
    }
    const successUrl = str(body.success_url)
    if (successUrl === undefined) {
      return invalidRequest("Missing required param: success_url.", "success_url", "parameter_missing")
    }
    const data = isObject(body.subscription_data) ? body.subscription_data : {}
    const trialEnd = int(data.trial_end) ?? null
    if (trialEnd !== null && trialEnd < now() + 2 * 86_400) {
      return invalidRequest(
        "The `trial_end` date has to be at least 2 days in the future.",
        "subscription_data[trial_end]"
      )
    }
    const id = nextId("cs_test")
    const session: Session = {
      id,
      customer,
      price,
      quantity: int(item?.quantity) ?? 1,
      clientReferenceId: str(body.client_reference_id) ?? null,
      metadata: asRecord(body.metadata),
      subscriptionMetadata: asRecord(data.metadata),
      trialEnd,
      successUrl,
      cancelUrl: str(body.cancel_url) ?? successUrl,
      url: `${origin}/checkout/pay/${id}`,
      created: now(),
      status: "open",
      subscription: null
    }
    sessions.set(id, session)
    return Response.json(sessionObject(session))
  }

  const updateSubscription = (s: Subscription, body: JsonObject): Response => {
    if (s.status === "canceled") {
      return invalidRequest(
        `A canceled subscription can only update its cancellation_details and metadata.`,
        undefined,
        "subscription_canceled"
      )
    }
    const before = subscriptionObject(s)
    const cancel = str(body.cancel_at_period_end)
    if (cancel !== undefined && s.schedule !== null && (cancel === "true") !== s.cancelAtPeriodEnd) {
      return invalidRequest(
        `The subscription is managed by the subscription schedule \`${s.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`
      )
    }
    const item = asList(body.items)[0]
    const newPrice = str(item?.price)
    if (newPrice !== undefined && prices[newPrice] === undefined) {
      return invalidRequest(`No such price: '${newPrice}'`, "items[0][price]", "resource_missing")
    }
    if (item !== undefined && str(item.id) !== undefined && item.id !== s.itemId) {
      return invalidRequest(`No such subscription item: '${String(item.id)}'`, "items[0][id]")
    }
    if (newPrice !== undefined && newPrice !== s.price) {
      const behavior = str(body.proration_behavior) ?? "create_prorations"
      const at = int(body.proration_date) ?? now()
      if (at < s.periodStart || at > s.periodEnd) {
        return invalidRequest("proration_date must be within the current period.", "proration_date")
      }
      const oldPrice = s.price
      s.price = newPrice
      if (behavior !== "none" && s.status !== "trialing") {
        const lines = prorationLines(s, oldPrice, newPrice, at)
        if (behavior === "always_invoice") {
          if (invoice(s, lines, "subscription_update", now()) === "failed") s.status = "past_due"
        } else s.pendingLines.push(...lines)
      }
    }
    if (cancel !== undefined) {
      s.cancelAtPeriodEnd = cancel === "true"
      s.canceledAt = s.cancelAtPeriodEnd ? now() : null
    }
    const after = subscriptionObject(s)
    const previous = Object.fromEntries(
      Object.keys(after).filter((k) => JSON.stringify(after[k]) !== JSON.stringify(before[k])).map((
        k
      ) => [k, before[k]])
    )
    if (Object.keys(previous).length > 0) emit("customer.subscription.updated", after, now(), previous)
    return Response.json(after)
  }

  const createSchedule = (body: JsonObject): Response => {
    const from = str(body.from_subscription)
    const s = from === undefined ? undefined : subscriptions.get(from)
    if (s === undefined) {
      return invalidRequest(`No such subscription: '${from}'`, "from_subscription", "resource_missing")
    }
    if (s.schedule !== null) {
      return invalidRequest(
        `You cannot migrate a subscription that is already attached to a schedule: \`${s.schedule}\`.`,
        "from_subscription"
      )
    }
    if (s.cancelAtPeriodEnd) {
      return invalidRequest(
        "You cannot migrate a subscription that is set to cancel at period end.",
        "from_subscription"
      )
    }
    const schedule: Schedule = {
      id: nextId("sub_sched"),
      subscription: s.id,
      customer: s.customer,
      created: now(),
      status: "active",
      endBehavior: "release",
      phases: [{ start: s.periodStart, end: s.periodEnd, price: s.price, quantity: s.quantity }],
      releasedSubscription: null
    }
    schedules.set(schedule.id, schedule)
    const before = subscriptionObject(s)
    s.schedule = schedule.id
    emit("subscription_schedule.created", scheduleObject(schedule))
    emit("customer.subscription.updated", subscriptionObject(s), now(), { schedule: before.schedule })
    return Response.json(scheduleObject(schedule))
  }

  const updateSchedule = (schedule: Schedule, body: JsonObject): Response => {
    if (schedule.status !== "active") {
      return invalidRequest(
        `You cannot update a subscription schedule that is currently in the \`${schedule.status}\` status.`
      )
    }
    const given = asList(body.phases)
    if (given.length > 0) {
      const current = schedule.phases[0]
      const phases: Array<Phase> = []
      for (const [index, raw] of given.entries()) {
        const item = asList(raw.items)[0]
        const price = str(item?.price)
        if (price === undefined || prices[price] === undefined) {
          return invalidRequest(`No such price: '${price}'`, `phases[${index}][items][0][price]`, "resource_missing")
        }
        const start = index === 0 ? (int(raw.start_date) ?? current.start) : phases[index - 1].end
        if (index === 0 && start !== current.start) {
          return invalidRequest("You can not modify the start date of the current phase.", "phases[0][start_date]")
        }
        const duration = isObject(raw.duration) ? raw.duration : undefined
        let end = int(raw.end_date)
        if (end === undefined && duration !== undefined) {
          end = start
          for (let i = 0; i < (int(duration.interval_count) ?? 1); i += 1) end = addMonth(end)
        }
        if (end === undefined) end = addMonth(start)
        if (end <= start) {
          return invalidRequest("Phase end_date must be after its start_date.", `phases[${index}][end_date]`)
        }
        phases.push({ start, end, price, quantity: int(item?.quantity) ?? 1 })
      }
      schedule.phases = phases
    }
    schedule.endBehavior = str(body.end_behavior) ?? schedule.endBehavior
    emit("subscription_schedule.updated", scheduleObject(schedule))
    return Response.json(scheduleObject(schedule))
  }

  const releaseSchedule = (schedule: Schedule): Response => {
    if (schedule.status !== "active") {
      return invalidRequest(
        `You cannot release a subscription schedule that is currently in the \`${schedule.status}\` status.`
      )
    }
    schedule.status = "released"
    schedule.releasedSubscription = schedule.subscription
    const s = subscriptions.get(schedule.subscription)
    if (s !== undefined) {
      s.schedule = null
      emit("customer.subscription.updated", subscriptionObject(s), now(), { schedule: schedule.id })
    }
    emit("subscription_schedule.released", scheduleObject(schedule))
    return Response.json(scheduleObject(schedule))
  }

  const route: PaymentsRoute = (request: PaymentsRequest) => {
    const { req, url } = request
    const path = url.pathname
    const method = req.method
    const body = nested(request.params)
    if (method === "POST" && path === "/v1/customers") return createCustomer(body, req.headers.get("idempotency-key"))
    let m = /^\/v1\/customers\/([^/]+)$/.exec(path)
    if (m !== null) {
      const customer = customers.get(m[1])
      if (customer === undefined) return notFound("customer", m[1])
      if (method === "DELETE") {
        customer.deleted = true
        for (const s of subscriptions.values()) {
          if (s.customer === customer.id && s.status !== "canceled") {
            s.status = "canceled"
            s.endedAt = now()
            emit("customer.subscription.deleted", subscriptionObject(s))
          }
        }
        emit("customer.deleted", customerObject(customer))
        return Response.json(customerObject(customer))
      }
      if (method === "GET") return Response.json(customerObject(customer))
    }
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(body, url.origin)
    m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
    if (m !== null && method === "GET") {
      const session = sessions.get(m[1])
      return session === undefined ? notFound("checkout.session", m[1]) : Response.json(sessionObject(session))
    }
    m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)
    if (m !== null) {
      const s = subscriptions.get(m[1])
      if (s === undefined) return notFound("subscription", m[1])
      if (method === "GET") return Response.json(subscriptionObject(s))
      if (method === "POST") return updateSubscription(s, body)
      if (method === "DELETE") {
        s.status = "canceled"
        s.endedAt = now()
        s.canceledAt = now()
        emit("customer.subscription.deleted", subscriptionObject(s))
        return Response.json(subscriptionObject(s))
      }
    }
    if (method === "POST" && path === "/v1/subscription_schedules") return createSchedule(body)
    m = /^\/v1\/subscription_schedules\/([^/]+?)(\/release)?$/.exec(path)
    if (m !== null) {
      const schedule = schedules.get(m[1])
      if (schedule === undefined) return notFound("subscription_schedule", m[1])
      if (method === "GET" && m[2] === undefined) return Response.json(scheduleObject(schedule))
      if (method === "POST" && m[2] === "/release") return releaseSchedule(schedule)
      if (method === "POST") return updateSchedule(schedule, body)
    }
    if (path.startsWith("/v1/customers") || path.startsWith("/v1/checkout") || path.startsWith("/v1/subscription")) {
      return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`)
    }
    return undefined
  }

  const completeCheckout = (sessionId: string): JsonObject => {
    const session = sessions.get(sessionId)
    if (session === undefined || session.status !== "open") throw new Error(`no open checkout session ${sessionId}`)
    const customer = customers.get(session.customer)
    if (customer === undefined) throw new Error(`no customer ${session.customer}`)
    const at = now()
    const pm = {
      id: nextId("pm"),
      object: "payment_method",
      type: "card",
      customer: customer.id,
      card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
      created: at
    }
    customer.defaultPaymentMethod = pm.id
    emit("payment_method.attached", pm, at)
    const trial = session.trialEnd
    const s: Subscription = {
      id: nextId("sub"),
      customer: customer.id,
      itemId: nextId("si"),
      created: at,
      metadata: session.subscriptionMetadata,
      status: trial === null ? "active" : "trialing",
      price: session.price,
      quantity: session.quantity,
      periodStart: at,
      periodEnd: trial ?? addMonth(at),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      trialEnd: trial,
      schedule: null,
      latestInvoice: null,
      pendingLines: []
    }
    subscriptions.set(s.id, s)
    session.status = "complete"
    session.subscription = s.id
    emit("customer.subscription.created", subscriptionObject(s), at)
    invoice(
      s,
      [line(trial === null ? prices[s.price] * s.quantity : 0, `1 × ${s.price}`, s.periodStart, s.periodEnd, false)],
      "subscription_create",
      at
    )
    emit("checkout.session.completed", sessionObject(session), at)
    return subscriptionObject(s)
  }

  const settled = async () => {
    while (pumping !== null || (target !== null && !held && queue.length > 0)) await (pumping ?? pump())
  }

  return {
    route,
    prices,
    now,
    async advance(seconds) {
      offset += seconds
      roll()
      await settled()
    },
    roll,
    setWebhook(url, secret, headers = () => ({})) {
      target = { url, secret, headers }
      void pump()
    },
    events,
    deliveries,
    takePending() {
      const taken = queue
      queue = []
      return taken
    },
    hold() {
      held = true
    },
    async release(order = "as-is") {
      if (order === "reversed") queue.reverse()
      held = false
      await settled()
    },
    settled,
    async resend(eventId) {
      const event = events.find((e) => e.id === eventId)
      if (event === undefined) throw new Error(`no event ${eventId}`)
      return deliver(event)
    },
    completeCheckout,
    failPayments(customerId, fail) {
      const customer = customers.get(customerId)
      if (customer === undefined) throw new Error(`no customer ${customerId}`)
      customer.failPayments = fail
    },
    customer: (id) => {
      const c = customers.get(id)
      return c === undefined ? undefined : customerObject(c)
    },
    customerCount: () => [...customers.values()].filter((c) => !c.deleted).length,
    session: (id) => {
      const s = sessions.get(id)
      return s === undefined ? undefined : sessionObject(s)
    },
    subscription: (id) => {
      const s = subscriptions.get(id)
      return s === undefined ? undefined : subscriptionObject(s)
    },
    schedule: (id) => {
      const s = schedules.get(id)
      return s === undefined ? undefined : scheduleObject(s)
    },
    invoices: (customerId) => invoices.filter((i) => customerId === undefined || i.customer === customerId),
    emit: (type, object, created) => emit(type, object, created)
  }
}
