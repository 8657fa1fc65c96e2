/**
 * The payments emulator's data: charges stored compactly (a creation time per
 * charge plus sparse overrides; every other field is generated from the charge's
 * sequence number on read) so a benchmark can hold 1,000,000 of them in a few
 * MB, and small array-backed collections for refunds, events and fixtures.
 */
import fixtures from "./payments-fixtures.json"
import { ArraySource, type JsonObject, type ListSource } from "./payments-wire.js"

export interface ChargeInput {
  readonly id?: string
  readonly created?: number
  readonly amount?: number
  readonly currency?: string
  readonly description?: string | null
  readonly email?: string | null
  readonly name?: string | null
  readonly customer?: string | null
  readonly metadata?: Record<string, string>
  readonly status?: "succeeded" | "pending" | "failed"
}

export interface AddChargesOptions {
  /** Every charge in this same second (for same-second watermark tests). */
  readonly created?: number
  /**
   * First charge's second. Default: a history ending "now", but never older
   * than the newest charge already stored — new charges do not appear in the past.
   */
  readonly from?: number
  /** Charges per second of `created` (default 1). */
  readonly perSecond?: number
}

export interface AddedCharges {
  readonly count: number
  readonly firstId: string
  readonly lastId: string
  /** All ids, generated on demand (avoid for millions). */
  ids(): Array<string>
}

const EVENT_RETENTION_SECONDS = 30 * 24 * 3600
const GENERATED_ID = /^ch_3EMU([0-9a-z]{9})$/
const CURRENCIES = ["usd", "usd", "usd", "usd", "eur", "gbp", "jpy"]
const template: JsonObject = fixtures.charge
const billingTemplate: JsonObject = fixtures.charge.billing_details

const generatedId = (seq: number): string => `ch_3EMU${seq.toString(36).padStart(9, "0")}`

/** Deterministic pseudo-random amount per charge (Knuth multiplicative hash). */
const generatedAmount = (seq: number): number => (Math.imul(seq + 1, 2654435761) >>> 0) % 20_000 + 100

class GrowableArray<T extends Float64Array | Int32Array> {
  constructor(public data: T, private readonly make: (n: number) => T) {}
  ensure(size: number): void {
    if (size <= this.data.length) return
    const next = this.make(Math.max(size, this.data.length * 2))
    next.set(this.data)
    this.data = next
  }
}

export class ChargeStore implements ListSource {
  private readonly created = new GrowableArray(new Float64Array(1024), (n) => new Float64Array(n))
  /** Sequence numbers sorted ascending by (created, seq). */
  private readonly order = new GrowableArray(new Int32Array(1024), (n) => new Int32Array(n))
  private count = 0
  private readonly overlay = new Map<number, JsonObject>()
  private readonly customIds = new Map<string, number>()
  private readonly idOfSeq = new Map<number, string>()

  constructor(private readonly now: () => number) {}

  get size(): number {
    return this.count
  }

  idOf(seq: number): string {
    return this.idOfSeq.get(seq) ?? generatedId(seq)
  }

  seqOf(id: string): number | undefined {
    const custom = this.customIds.get(id)
    if (custom !== undefined) return custom
    const match = GENERATED_ID.exec(id)
    if (match === null) return undefined
    const seq = parseInt(match[1], 36)
    return seq < this.count && !this.idOfSeq.has(seq) ? seq : undefined
  }

  createdAt(pos: number): number {
    return this.created.data[this.order.data[pos]]
  }

  positionOf(id: string): number | undefined {
    const seq = this.seqOf(id)
    if (seq === undefined) return undefined
    const created = this.created.data[seq]
    let lo = 0
    let hi = this.count
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const other = this.order.data[mid]
      const c = this.created.data[other]
      if (c < created || (c === created && other < seq)) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  objectAt(pos: number): JsonObject {
    return this.materialize(this.order.data[pos])
  }

  get(id: string): JsonObject | undefined {
    const seq = this.seqOf(id)
    return seq === undefined ? undefined : this.materialize(seq)
  }

  /** Overrides fields of a stored charge; returns the charge before and after. */
  patch(id: string, fields: JsonObject): { before: JsonObject; after: JsonObject } | undefined {
    const seq = this.seqOf(id)
    if (seq === undefined) return undefined
    const before = this.materialize(seq)
    this.overlay.set(seq, { ...this.overlay.get(seq), ...fields })
    return { before, after: this.materialize(seq) }
  }

  add(n: number, options: AddChargesOptions = {}, input?: ChargeInput): AddedCharges {
    const perSecond = options.perSecond ?? 1
    const start = this.count
    const newest = start === 0 ? -Infinity : this.createdAt(start - 1)
    const from = options.from ?? Math.max(this.now() - Math.ceil(n / perSecond) + 1, newest)
    this.created.ensure(start + n)
    this.order.ensure(start + n)
    let sorted = true
    for (let i = 0; i < n; i += 1) {
      const seq = start + i
      const created = input?.created ?? options.created ?? from + Math.floor(i / perSecond)
      if (created < (i === 0 ? newest : this.created.data[seq - 1])) sorted = false
      this.created.data[seq] = created
      this.order.data[seq] = seq
    }
    this.count += n
    if (!sorted) this.resort()
    if (input !== undefined) {
      if (input.id !== undefined) {
        this.customIds.set(input.id, start)
        this.idOfSeq.set(start, input.id)
      }
      this.overlay.set(start, inputOverlay(input))
    }
    return {
      count: n,
      firstId: this.idOf(start),
      lastId: this.idOf(start + n - 1),
      ids: () => Array.from({ length: n }, (_, i) => this.idOf(start + i))
    }
  }

  private resort(): void {
    const created = this.created.data
    const view = this.order.data.subarray(0, this.count)
    view.sort((a, b) => created[a] - created[b] || a - b)
  }

  private materialize(seq: number): JsonObject {
    const id = this.idOf(seq)
    const amount = generatedAmount(seq)
    const email = `customer${seq % 997}@example.com`
    const base: JsonObject = {
      ...template,
      id,
      amount,
      amount_captured: amount,
      captured: true,
      created: this.created.data[seq],
      currency: CURRENCIES[seq % CURRENCIES.length],
      description: `Order #${seq + 1000}`,
      billing_details: { ...billingTemplate, email, name: `Customer ${seq % 997}` },
      receipt_email: email,
      payment_intent: null,
      refunds: { object: "list", data: [], has_more: false, url: `/v1/charges/${id}/refunds` }
    }
    const over = this.overlay.get(seq)
    return over === undefined ? base : { ...base, ...over }
  }
}

const inputOverlay = (input: ChargeInput): JsonObject => {
  const out: JsonObject = {}
  if (input.amount !== undefined) {
    out.amount = input.amount
    out.amount_captured = input.amount
  }
  if (input.currency !== undefined) out.currency = input.currency
  if (input.description !== undefined) out.description = input.description
  if (input.customer !== undefined) out.customer = input.customer
  if (input.metadata !== undefined) out.metadata = input.metadata
  if (input.status !== undefined) {
    out.status = input.status
    out.paid = input.status === "succeeded"
  }
  if (input.email !== undefined || input.name !== undefined) {
    out.billing_details = { ...billingTemplate, email: input.email ?? null, name: input.name ?? null }
    out.receipt_email = input.email ?? null
  }
  return out
}

/** Events with Stripe's 30-day retention applied on read. */
export class EventStore {
  private readonly events = new ArraySource()
  private seq = 0

  constructor(private readonly now: () => number) {}

  emit(type: string, object: JsonObject, previousAttributes?: JsonObject): JsonObject {
    this.seq += 1
    const event = {
      ...fixtures.event,
      id: `evt_3EMU${this.seq.toString(36).padStart(9, "0")}`,
      created: this.now(),
      type,
      data: previousAttributes === undefined ? { object } : { object, previous_attributes: previousAttributes },
      livemode: false
    }
    this.events.add(event)
    return event
  }

  /** Kept events matching any of `types` (a trailing `*` matches a prefix). */
  visible(types: ReadonlyArray<string>): ArraySource {
    const oldest = this.now() - EVENT_RETENTION_SECONDS
    const matches = (type: string): boolean =>
      types.length === 0 || types.some((t) => (t.endsWith("*") ? type.startsWith(t.slice(0, -1)) : type === t))
    return this.events.filter((e) => e.created >= oldest && typeof e.type === "string" && matches(e.type))
  }
}

export const fixtureObjects = {
  payment_intent: fixtures.payment_intent,
  invoice: fixtures.invoice,
  refund: fixtures.refund
}
