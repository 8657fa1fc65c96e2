/**
 * The emulators in a child process (emulator-process.ts), driven over their
 * `/__control/*` routes: seed charges, create bases and spreadsheets, read
 * what a table or sheet holds, set latency and quotas, read their traffic.
 */
import { type Child, spawnChild } from "./process.js"

export interface TableSpec {
  readonly name: string
  readonly fields: ReadonlyArray<{ readonly name: string; readonly type?: string }>
}

export interface StoredRow {
  readonly id: string
  readonly createdTime: string
  readonly fields: Record<string, unknown>
}

/** What an emulator's harness counted (see test/emulators/harness.ts). */
export interface Traffic {
  readonly requests: number
  readonly peakInFlight: number
  readonly busyMs: number
}

export interface EmulatorProcess {
  readonly paymentsUrl: string
  readonly tablesUrl: string
  readonly officeUrl: string
  /** The storefront emulator; its shop is `STOREFRONT_SHOP`, its token `STOREFRONT_TOKEN`. */
  readonly storefrontUrl: string
  readonly child: Child
  /** Adds `count` generated charges (one per second of `created`, ending now). */
  addCharges(count: number): Promise<void>
  chargeCount(): Promise<number>
  /** Creates a base; returns its id and its tables' ids by name. */
  createBase(
    tables: ReadonlyArray<TableSpec>
  ): Promise<{ readonly id: string; readonly tableIds: Record<string, string> }>
  /** Every record of a table, in creation order. */
  records(baseId: string, table: string): Promise<ReadonlyArray<StoredRow>>
  /** The tables emulator's rate limit: on or off, and the 429s it has answered. */
  tablesRateLimit(): Promise<{ readonly on: boolean; readonly rateLimited: number }>
  /** Requests the tables emulator served (control routes excluded). */
  tablesRequests(): Promise<number>
  /** Requests the payments emulator served (control routes excluded). */
  paymentsRequests(): Promise<number>
  /** Per-call latency and per-key requests/s of the payments emulator. */
  paymentsLimits(limits: { readonly latencyMs?: number; readonly requestsPerSecond?: number }): Promise<void>
  /** 429s the payments emulator answered for its per-key rate. */
  paymentsRateLimited(): Promise<number>
  /** Per-call latency and per-user writes (and reads) per minute of the office emulator. */
  officeLimits(limits: { readonly latencyMs?: number; readonly writesPerMinute?: number }): Promise<void>
  /** A spreadsheet with the header on its first sheet, as wide as the header, and an access token for it. */
  createSpreadsheet(
    sheet: string,
    header: ReadonlyArray<string>
  ): Promise<{ readonly id: string; readonly accessToken: string }>
  /** Rows under the header, and distinct Sync IDs. */
  sheetRows(id: string, sheet: string): Promise<{ readonly rows: number; readonly distinctKeys: number }>
  /** Every row of a sheet, the header first, read as a client does: the Sheets values route with an access token. */
  sheetValues(id: string, sheet: string, accessToken: string): Promise<ReadonlyArray<ReadonlyArray<unknown>>>
  /** The office emulator's counters (reads, writes, throttled: its 429s, appends, batch updates, largest body). */
  officeCounters(): Promise<Record<string, number>>
  /** Orders the storefront emulator holds. */
  orderCount(): Promise<number>
  /** Adds `count` orders updated evenly from `from` to `to` (millis). */
  addOrders(count: number, from: number, to: number): Promise<void>
  /** Per-call latency of the storefront emulator. */
  storefrontLimits(limits: { readonly latencyMs: number }): Promise<void>
  /** The storefront bucket's highest level and the 429s it answered. */
  storefrontBucket(): Promise<{ readonly peak: number; readonly throttled: number }>
  traffic(which: "payments" | "tables" | "office" | "storefront"): Promise<Traffic>
  stop(): Promise<void>
}

export const STOREFRONT_SHOP = "salesync-emulator.myshopify.com"
export const STOREFRONT_TOKEN = "shpat_emulator"

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const call = async (method: string, url: string, body?: unknown): Promise<Record<string, unknown>> => {
  const response = await fetch(url, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "content-type": "application/json" } })
  })
  const parsed: unknown = await response.json()
  if (!response.ok || !isRecord(parsed)) {
    throw new Error(`${method} ${url} → ${response.status} ${JSON.stringify(parsed).slice(0, 500)}`)
  }
  return parsed
}

const toRow = (value: unknown): StoredRow[] =>
  isRecord(value) && typeof value.id === "string" && isRecord(value.fields)
    ? [{ id: value.id, createdTime: String(value.createdTime), fields: value.fields }]
    : []

const toCells = (value: unknown): Array<ReadonlyArray<unknown>> => (Array.isArray(value) ? [value] : [])

export const startEmulatorProcess = async (
  options: {
    readonly paymentsRateLimit: boolean
    readonly tablesRateLimit: boolean
    readonly seed?: boolean
    /** Lifetime of the office emulator's access tokens (default 3600 s, Google's). */
    readonly officeTokenSeconds?: number
  }
): Promise<EmulatorProcess> => {
  const onOff = (on: boolean) => (on ? "on" : "off")
  const child = spawnChild(
    [
      "bun",
      "bench/support/emulator-process.ts",
      "--payments-rate-limit",
      onOff(options.paymentsRateLimit),
      "--tables-rate-limit",
      onOff(options.tablesRateLimit),
      "--seed",
      onOff(options.seed ?? false),
      ...(options.officeTokenSeconds === undefined
        ? []
        : ["--office-token-seconds", String(options.officeTokenSeconds)])
    ],
    {},
    { label: "emulators" }
  )
  const line = await child.waitForLine(/^\{"payments"/, 15_000)
  const urls: unknown = JSON.parse(line)
  if (
    !isRecord(urls) || typeof urls.payments !== "string" || typeof urls.tables !== "string" ||
    typeof urls.office !== "string" || typeof urls.storefront !== "string"
  ) {
    throw new Error(`unexpected emulator banner: ${line}`)
  }
  const paymentsUrl = urls.payments
  const tablesUrl = urls.tables
  const officeUrl = urls.office
  const storefrontUrl = urls.storefront
  const numbers = (record: Record<string, unknown>): Record<string, number> =>
    Object.fromEntries(Object.entries(record).flatMap(([k, v]) => (typeof v === "number" ? [[k, v]] : [])))
  return {
    paymentsUrl,
    tablesUrl,
    officeUrl,
    storefrontUrl,
    child,
    async addCharges(count) {
      // The control route adds any number at once; chunks keep each answer quick.
      for (let left = count; left > 0;) {
        const n = Math.min(left, 250_000)
        await call("POST", `${paymentsUrl}/__control/charges`, { count: n })
        left -= n
      }
    },
    async chargeCount() {
      return Number((await call("GET", `${paymentsUrl}/__control/state`)).charges)
    },
    async createBase(tables) {
      const created = await call("POST", `${tablesUrl}/__control/bases`, { tables })
      const list = Array.isArray(created.tables) ? created.tables.filter(isRecord) : []
      return { id: String(created.id), tableIds: Object.fromEntries(list.map((t) => [String(t.name), String(t.id)])) }
    },
    async records(baseId, table) {
      const answer = await call(
        "GET",
        `${tablesUrl}/__control/records?base=${encodeURIComponent(baseId)}&table=${encodeURIComponent(table)}`
      )
      return Array.isArray(answer.records) ? answer.records.flatMap(toRow) : []
    },
    async tablesRateLimit() {
      const answer = await call("GET", `${tablesUrl}/__control/rate-limit`)
      return { on: answer.on === true, rateLimited: Number(answer.rateLimited) }
    },
    async tablesRequests() {
      return Number((await call("GET", `${tablesUrl}/__control/stats`)).requests)
    },
    async paymentsRequests() {
      return Number((await call("GET", `${paymentsUrl}/__control/stats`)).requests)
    },
    async paymentsLimits(limits) {
      await call("POST", `${paymentsUrl}/__control/limits`, limits)
    },
    async paymentsRateLimited() {
      return Number((await call("GET", `${paymentsUrl}/__control/state`)).rateLimited)
    },
    async officeLimits(limits) {
      await call("POST", `${officeUrl}/__control/limits`, limits)
    },
    async createSpreadsheet(sheet, header) {
      // As wide as the header: Sheets counts every cell of the grid against its 10,000,000.
      const created = await call("POST", `${officeUrl}/__control/spreadsheets`, {
        sheet,
        header,
        columnCount: header.length
      })
      return { id: String(created.id), accessToken: String(created.access_token) }
    },
    async sheetRows(id, sheet) {
      const answer = await call(
        "GET",
        `${officeUrl}/__control/sheet?id=${encodeURIComponent(id)}&sheet=${encodeURIComponent(sheet)}`
      )
      return { rows: Number(answer.rows), distinctKeys: Number(answer.distinctKeys) }
    },
    async sheetValues(id, sheet, accessToken) {
      const url = `${officeUrl}/v4/spreadsheets/${encodeURIComponent(id)}/values/${encodeURIComponent(sheet)}`
      const response = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } })
      const answer: unknown = await response.json()
      if (!response.ok || !isRecord(answer)) {
        throw new Error(`GET ${url} → ${response.status} ${JSON.stringify(answer).slice(0, 500)}`)
      }
      return Array.isArray(answer.values) ? answer.values.flatMap(toCells) : []
    },
    async officeCounters() {
      return numbers(await call("GET", `${officeUrl}/__control/counters`))
    },
    async addOrders(count, from, to) {
      for (let done = 0; done < count;) {
        const n = Math.min(count - done, 50_000)
        // Each chunk takes its share of the span, so the whole is even from `from` to `to`.
        const at = (i: number) => from + Math.floor(((to - from) * i) / Math.max(1, count - 1))
        await call("POST", `${storefrontUrl}/__control/orders`, { count: n, from: at(done), to: at(done + n - 1) })
        done += n
      }
    },
    async orderCount() {
      return Number((await call("GET", `${storefrontUrl}/__control/state`)).orders)
    },
    async storefrontLimits(limits) {
      await call("POST", `${storefrontUrl}/__control/limits`, limits)
    },
    async storefrontBucket() {
      const state = await call("GET", `${storefrontUrl}/__control/state`)
      return { peak: Number(state.peak), throttled: Number(state.throttled) }
    },
    async traffic(which) {
      const base = { payments: paymentsUrl, tables: tablesUrl, office: officeUrl, storefront: storefrontUrl }[which]
      const stats = await call("GET", `${base}/__control/stats`)
      return {
        requests: Number(stats.requests),
        peakInFlight: Number(stats.peakInFlight),
        busyMs: Number(stats.busyMs)
      }
    },
    stop: () => child.stop()
  }
}
