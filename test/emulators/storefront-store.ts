/**
 * The storefront emulator's orders: seeded from the fixtures, generated in
 * bulk, filtered and sorted as the Admin REST `orders.json` endpoint does, and
 * paged by keyset `page_info` tokens that carry the original query (so a page
 * request may only add `limit` and `fields`).
 */
import fixtures from "./storefront-fixtures.json"

export type JsonObject = Record<string, unknown>

export interface AddOrdersOptions {
  /** `updated_at` (and `created_at`) of the new orders (default: emulator now). */
  readonly at?: number
  /** `total_price` of every new order (default: varied decimal strings). */
  readonly totalPrice?: string
  readonly currency?: string
}

export interface OrderQuery {
  readonly status: string
  readonly updatedAtMin?: number
  readonly updatedAtMax?: number
  readonly createdAtMin?: number
  readonly createdAtMax?: number
  readonly sinceId?: number
  readonly ids?: ReadonlyArray<number>
  readonly sortField: "created_at" | "updated_at" | "processed_at" | "id"
  readonly descending: boolean
  /** Created-at floor for tokens without `read_all_orders` (null: no floor). */
  readonly createdFloor: number | null
}

const moneySet = (amount: string, currency: string): JsonObject => ({
  shop_money: { amount, currency_code: currency },
  presentment_money: { amount, currency_code: currency }
})

const template: JsonObject = { ...fixtures.order, ...fixtures.orders[0] }

/** The store's time zone offset, as the storefront writes timestamps (`…-05:00`). */
const OFFSET_MINUTES = -5 * 60

export const shopTime = (ms: number): string => {
  const local = new Date(Math.floor(ms / 1000) * 1000 + OFFSET_MINUTES * 60_000).toISOString().slice(0, 19)
  const sign = OFFSET_MINUTES < 0 ? "-" : "+"
  const abs = Math.abs(OFFSET_MINUTES)
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`
}

const money = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`

const instant = (value: unknown): number => (typeof value === "string" ? Date.parse(value) : Number.NaN)

const sortValue = (order: JsonObject, field: OrderQuery["sortField"]): number =>
  field === "id" ? Number(order.id) : instant(order[field])

const matches = (order: JsonObject, q: OrderQuery): boolean => {
  const closed = order.closed_at !== null && order.closed_at !== undefined
  const cancelled = order.cancelled_at !== null && order.cancelled_at !== undefined
  if (q.status === "open" && (closed || cancelled)) return false
  if (q.status === "closed" && !closed) return false
  if (q.status === "cancelled" && !cancelled) return false
  const updated = instant(order.updated_at)
  const created = instant(order.created_at)
  if (q.updatedAtMin !== undefined && updated < q.updatedAtMin) return false
  if (q.updatedAtMax !== undefined && updated > q.updatedAtMax) return false
  if (q.createdAtMin !== undefined && created < q.createdAtMin) return false
  if (q.createdAtMax !== undefined && created > q.createdAtMax) return false
  if (q.createdFloor !== null && created < q.createdFloor) return false
  if (q.sinceId !== undefined && Number(order.id) <= q.sinceId) return false
  if (q.ids !== undefined && !q.ids.includes(Number(order.id))) return false
  return true
}

export interface Keyset {
  readonly value: number
  readonly id: number
}

export class OrderStore {
  private readonly orders = new Map<number, JsonObject>()
  private nextId = 5_000_000_001
  private nextNumber = 1002

  constructor(private readonly now: () => number) {}

  seed(): void {
    this.orders.set(Number(template.id), structuredClone(template))
  }

  get size(): number {
    return this.orders.size
  }

  get(id: number): JsonObject | undefined {
    const order = this.orders.get(id)
    return order === undefined ? undefined : structuredClone(order)
  }

  all(): ReadonlyArray<JsonObject> {
    return [...this.orders.values()].map((order) => structuredClone(order))
  }

  add(n: number, options: AddOrdersOptions = {}): ReadonlyArray<JsonObject> {
    const at = shopTime(options.at ?? this.now())
    const added: Array<JsonObject> = []
    for (let i = 0; i < n; i++) {
      const id = this.nextId++
      const number = this.nextNumber++
      // Varied cents, including ones that do not survive a float round trip.
      const cents = ((id * 7919) % 99_999_999) + 1
      const total = options.totalPrice ?? money(cents)
      const currency = options.currency ?? "USD"
      const order: JsonObject = {
        ...structuredClone(template),
        id,
        admin_graphql_api_id: `gid://shopify/Order/${id}`,
        name: `#${number}`,
        number: number - 1000,
        order_number: number,
        token: `emu${id.toString(16)}`,
        created_at: at,
        updated_at: at,
        processed_at: at,
        closed_at: null,
        cancelled_at: null,
        currency,
        presentment_currency: currency,
        total_price: total,
        total_price_usd: total,
        subtotal_price: total,
        total_line_items_price: total,
        total_tax: "0.00",
        total_discounts: "0.00",
        // Each amount's money set says what its plain field says, as the real API's do.
        total_price_set: moneySet(total, currency),
        subtotal_price_set: moneySet(total, currency),
        total_line_items_price_set: moneySet(total, currency),
        total_tax_set: moneySet("0.00", currency),
        total_discounts_set: moneySet("0.00", currency),
        total_shipping_price_set: moneySet("0.00", currency),
        financial_status: "paid",
        email: `buyer${number}@example.com`,
        contact_email: `buyer${number}@example.com`
      }
      this.orders.set(id, order)
      added.push(structuredClone(order))
    }
    return added
  }

  /** Changes fields of an order and stamps `updated_at` (default: emulator now). */
  update(id: number, fields: JsonObject = {}, at?: number): JsonObject | undefined {
    const order = this.orders.get(id)
    if (order === undefined) return undefined
    const next = { ...order, ...fields, updated_at: shopTime(at ?? this.now()) }
    this.orders.set(id, next)
    return structuredClone(next)
  }

  /**
   * One page of the query, after `after` in its sort order; `more` when a next
   * page exists. `shared`: the stored orders themselves, for an answer
   * serialized at once (a page of 250 large orders is megabytes to copy, and a
   * benchmark of the store's latency should not measure the emulator's copying).
   */
  page(
    q: OrderQuery,
    limit: number,
    after: Keyset | null,
    shared = false
  ): { readonly orders: ReadonlyArray<JsonObject>; readonly more: boolean } {
    const direction = q.descending ? -1 : 1
    const compare = (a: Keyset, b: Keyset): number =>
      (a.value !== b.value ? a.value - b.value : a.id - b.id) * direction
    const keyed = [...this.orders.values()]
      .filter((order) => matches(order, q))
      .map((order) => ({ order, key: { value: sortValue(order, q.sortField), id: Number(order.id) } }))
      .filter(({ key }) => after === null || compare(key, after) > 0)
      .sort((a, b) => compare(a.key, b.key))
    const page = keyed.slice(0, limit).map(({ order }) => (shared ? order : structuredClone(order)))
    return { orders: page, more: keyed.length > limit }
  }
}

export const keysetOf = (order: JsonObject, field: OrderQuery["sortField"]): Keyset => ({
  value: sortValue(order, field),
  id: Number(order.id)
})
