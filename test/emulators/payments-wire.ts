/**
 * Stripe wire helpers shared by the payments emulator's routes: error bodies,
 * form/query parameter parsing (bracket syntax), and newest-first list paging
 * over any collection kept sorted by (created, insertion).
 */
export type JsonObject = Record<string, unknown>

let requestSeq = 0

export const stripeError = (
  status: number,
  type: string,
  message: string,
  extra: { code?: string; param?: string; headers?: Record<string, string> } = {}
): Response =>
  Response.json(
    {
      error: {
        type,
        code: extra.code,
        message,
        param: extra.param,
        doc_url: extra.code === undefined
          ? undefined
          : `https://stripe.com/docs/error-codes/${extra.code.replace(/_/g, "-")}`
      }
    },
    { status, headers: { "request-id": `req_emu${(requestSeq += 1)}`, ...extra.headers } }
  )

export const invalidRequest = (message: string, param?: string, code?: string, status = 400): Response =>
  stripeError(status, "invalid_request_error", message, { param, code })

/** Flat `key → values` of a query string or form body (`types[0]`, `types[]` and `types` all land on `types`). */
export const parseParams = (search: URLSearchParams): Map<string, Array<string>> => {
  const out = new Map<string, Array<string>>()
  for (const [rawKey, value] of search) {
    const key = rawKey.replace(/\[\d*\]$/, "")
    const list = out.get(key) ?? []
    list.push(value)
    out.set(key, list)
  }
  return out
}

export const first = (params: Map<string, Array<string>>, key: string): string | undefined => params.get(key)?.[0]

export const rejectUnknown = (
  params: Map<string, Array<string>>,
  allowed: ReadonlyArray<string>
): Response | undefined => {
  for (const key of params.keys()) {
    const base = key.replace(/\[.*$/, "")
    if (!allowed.includes(base)) return invalidRequest(`Received unknown parameter: ${key}`, key)
  }
  return undefined
}

/** A collection sorted ascending by (created, insertion); positions are 0..size-1. */
export interface ListSource {
  readonly size: number
  createdAt(pos: number): number
  positionOf(id: string): number | undefined
  objectAt(pos: number): JsonObject
}

export interface CreatedRange {
  readonly gt?: number
  readonly gte?: number
  readonly lt?: number
  readonly lte?: number
}

export interface ListParams {
  readonly limit: number
  readonly startingAfter?: string
  readonly endingBefore?: string
  readonly created: CreatedRange
}

const parseUnix = (value: string, param: string): number | Response => {
  const n = Number(value)
  return Number.isInteger(n) ? n : invalidRequest(`Invalid integer: ${value}`, param)
}

/** Reads `limit`, `starting_after`, `ending_before` and `created[...]` as Stripe validates them. */
export const parseListParams = (params: Map<string, Array<string>>): ListParams | Response => {
  const rawLimit = first(params, "limit")
  const limit = rawLimit === undefined ? 10 : Number(rawLimit)
  if (!Number.isInteger(limit)) return invalidRequest(`Invalid integer: ${rawLimit}`, "limit")
  if (limit < 1 || limit > 100) return invalidRequest("This value must be between 1 and 100.", "limit")
  const startingAfter = first(params, "starting_after")
  const endingBefore = first(params, "ending_before")
  if (startingAfter !== undefined && endingBefore !== undefined) {
    return invalidRequest(
      "You may only specify one of these parameters: ending_before, starting_after.",
      "ending_before"
    )
  }
  const created: { gt?: number; gte?: number; lt?: number; lte?: number } = {}
  for (const op of ["gt", "gte", "lt", "lte"] as const) {
    const raw = first(params, `created[${op}]`)
    if (raw === undefined) continue
    const n = parseUnix(raw, `created[${op}]`)
    if (n instanceof Response) return n
    created[op] = n
  }
  const exact = first(params, "created")
  if (exact !== undefined) {
    const n = parseUnix(exact, "created")
    if (n instanceof Response) return n
    created.gte = n
    created.lte = n
  }
  return { limit, startingAfter, endingBefore, created }
}

/** First position whose created is >= (strict: >) the value. */
const lowerBound = (source: ListSource, value: number, strict: boolean): number => {
  let lo = 0
  let hi = source.size
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    const c = source.createdAt(mid)
    if (strict ? c <= value : c < value) lo = mid + 1
    else hi = mid
  }
  return lo
}

export const listPage = (
  source: ListSource,
  params: ListParams,
  url: string,
  objectName: string
): Response => {
  const { gt, gte, lt, lte } = params.created
  let lo = 0
  let hi = source.size
  if (gt !== undefined) lo = Math.max(lo, lowerBound(source, gt, true))
  if (gte !== undefined) lo = Math.max(lo, lowerBound(source, gte, false))
  if (lt !== undefined) hi = Math.min(hi, lowerBound(source, lt, false))
  if (lte !== undefined) hi = Math.min(hi, lowerBound(source, lte, true))

  const cursorId = params.startingAfter ?? params.endingBefore
  const cursor = cursorId === undefined ? undefined : source.positionOf(cursorId)
  if (cursorId !== undefined && cursor === undefined) {
    return invalidRequest(
      `No such ${objectName}: '${cursorId}'`,
      params.startingAfter === undefined ? "ending_before" : "starting_after",
      "resource_missing"
    )
  }
  const data: Array<JsonObject> = []
  let hasMore: boolean
  if (cursor !== undefined && params.endingBefore !== undefined) {
    // Newer than the cursor: the `limit` closest to it, still returned newest first.
    const bottom = Math.max(lo, cursor + 1)
    const top = Math.min(hi, bottom + params.limit)
    for (let pos = top - 1; pos >= bottom; pos -= 1) data.push(source.objectAt(pos))
    hasMore = top < hi
  } else {
    const top = cursor === undefined ? hi : Math.min(hi, cursor)
    const bottom = Math.max(lo, top - params.limit)
    for (let pos = top - 1; pos >= bottom; pos -= 1) data.push(source.objectAt(pos))
    hasMore = bottom > lo
  }
  return Response.json({ object: "list", data, has_more: hasMore, url })
}

/** A small array-backed ListSource (events, refunds, fixtures), kept sorted on insert. */
export class ArraySource implements ListSource {
  private readonly items: Array<JsonObject & { id: string; created: number }> = []

  get size(): number {
    return this.items.length
  }
  createdAt(pos: number): number {
    return this.items[pos].created
  }
  positionOf(id: string): number | undefined {
    const pos = this.items.findIndex((item) => item.id === id)
    return pos < 0 ? undefined : pos
  }
  objectAt(pos: number): JsonObject {
    return this.items[pos]
  }
  get(id: string): (JsonObject & { id: string; created: number }) | undefined {
    return this.items.find((item) => item.id === id)
  }
  add(item: JsonObject & { id: string; created: number }): void {
    let pos = this.items.length
    while (pos > 0 && this.items[pos - 1].created > item.created) pos -= 1
    this.items.splice(pos, 0, item)
  }
  filter(keep: (item: JsonObject & { id: string; created: number }) => boolean): ArraySource {
    const out = new ArraySource()
    for (const item of this.items) if (keep(item)) out.items.push(item)
    return out
  }
}
