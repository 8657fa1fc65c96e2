/**
 * The marketplace emulator's orders (SP-API Orders v0 shape), seeded from the
 * fixture `getOrders` example, generated in bulk, filtered like `getOrders` and
 * paged by keyset `NextToken`s that carry the original filters.
 */
import fixtures from "./marketplace-fixtures.json"

export type JsonObject = Record<string, unknown>

export interface AddMarketplaceOrdersOptions {
  /** `PurchaseDate` and `LastUpdateDate` of the new orders, clock millis (default: emulator now). */
  readonly at?: number
  /** `OrderTotal.Amount` of every new order (default: varied decimal strings). */
  readonly amount?: string
  readonly currency?: string
  readonly marketplaceId?: string
}

export interface MarketplaceQuery {
  readonly marketplaceIds: ReadonlyArray<string>
  readonly field: "LastUpdateDate" | "PurchaseDate"
  readonly after: number
  readonly before: number | null
  readonly statuses: ReadonlyArray<string> | null
}

export interface Keyset {
  readonly value: number
  readonly id: string
}

const template: JsonObject = fixtures.getOrders_response_example.payload.Orders[0]

export const amazonTime = (ms: number): string =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(".000Z", "Z")

const instant = (value: unknown): number => (typeof value === "string" ? Date.parse(value) : Number.NaN)

export class MarketplaceOrders {
  private readonly orders = new Map<string, JsonObject>()
  private seq = 1

  constructor(private readonly now: () => number) {}

  seed(): void {
    this.orders.set(String(template.AmazonOrderId), {
      ...structuredClone(template),
      OrderTotal: { CurrencyCode: "USD", Amount: "25.99" }
    })
  }

  get size(): number {
    return this.orders.size
  }

  get(id: string): JsonObject | undefined {
    const order = this.orders.get(id)
    return order === undefined ? undefined : structuredClone(order)
  }

  all(): ReadonlyArray<JsonObject> {
    return [...this.orders.values()].map((order) => structuredClone(order))
  }

  add(n: number, options: AddMarketplaceOrdersOptions = {}): ReadonlyArray<JsonObject> {
    const at = amazonTime(options.at ?? this.now())
    const added: Array<JsonObject> = []
    for (let i = 0; i < n; i++) {
      const seq = this.seq++
      const id = `111-${String(1_000_000 + (seq % 9_000_000)).padStart(7, "0")}-${String(seq).padStart(7, "0")}`
      const cents = ((seq * 7919) % 9_999_999) + 1
      const order: JsonObject = {
        ...structuredClone(template),
        AmazonOrderId: id,
        SellerOrderId: `S-${seq}`,
        PurchaseDate: at,
        LastUpdateDate: at,
        OrderStatus: "Unshipped",
        MarketplaceId: options.marketplaceId ?? "ATVPDKIKX0DER",
        NumberOfItemsUnshipped: 1,
        OrderTotal: {
          CurrencyCode: options.currency ?? "USD",
          Amount: options.amount ?? `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`
        }
      }
      this.orders.set(id, order)
      added.push(structuredClone(order))
    }
    return added
  }

  update(id: string, fields: JsonObject = {}, at?: number): JsonObject | undefined {
    const order = this.orders.get(id)
    if (order === undefined) return undefined
    const next = { ...order, ...fields, LastUpdateDate: amazonTime(at ?? this.now()) }
    this.orders.set(id, next)
    return structuredClone(next)
  }

  page(
    q: MarketplaceQuery,
    limit: number,
    after: Keyset | null
  ): { readonly orders: ReadonlyArray<JsonObject>; readonly last: Keyset | null; readonly more: boolean } {
    const compare = (
      a: Keyset,
      b: Keyset
    ): number => (a.value !== b.value ? a.value - b.value : a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
    const keyed = [...this.orders.values()]
      .filter((order) => {
        const at = instant(order[q.field])
        if (!q.marketplaceIds.includes(String(order.MarketplaceId))) return false
        if (at < q.after || (q.before !== null && at > q.before)) return false
        return q.statuses === null || q.statuses.includes(String(order.OrderStatus))
      })
      .map((order) => ({ order, key: { value: instant(order[q.field]), id: String(order.AmazonOrderId) } }))
      .filter(({ key }) => after === null || compare(key, after) > 0)
      .sort((a, b) => compare(a.key, b.key))
    const page = keyed.slice(0, limit)
    return {
      orders: page.map(({ order }) => structuredClone(order)),
      last: page.length > 0 ? page[page.length - 1].key : null,
      more: keyed.length > limit
    }
  }
}
