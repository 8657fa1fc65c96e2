/**
 * Tables emulator: the parts of the Airtable Web API salesync speaks, on
 * loopback. Bearer auth (personal access tokens or OAuth tokens that expire),
 * the schema endpoint, record listing with pageSize/offset, create / update /
 * upsert (`performUpsert`, `typecast`) with at most 10 records a request,
 * Airtable's 422s, and 5 requests per clock second per base — the request
 * past it gets 429 and so does every request to that base for the next 30 s
 * (switch off for throughput benchmarks). Another process can drive it over
 * HTTP: `POST /__control/bases {id?, name?, tables}`, `GET /__control/records?base=&table=`,
 * `POST /__control/rate-limit {on}`, `GET|DELETE /__control/rate-limit`
 * (plus the harness's fault routes).
 */
import { type Emulator, startEmulator } from "./harness.js"
import { TablesOAuth } from "./tables-oauth.js"
import {
  airtableId,
  type Base,
  checkFields,
  createRecord,
  deleteRecord,
  type FieldSpec,
  findMatches,
  findTable,
  type JsonObject,
  makeTable,
  publicRecord,
  type StoredRecord,
  type Table,
  TablesError,
  updateRecord
} from "./tables-store.js"

export type { FieldSpec } from "./tables-store.js"

export interface TablesEmulatorOptions {
  readonly port?: number
  /** Personal access tokens accepted (default `pat_emulator`). */
  readonly tokens?: ReadonlyArray<string>
  /** 5 req/s per base with the 30 s penalty (default on). */
  readonly rateLimit?: boolean
  readonly oauthClientId?: string
  /** When set, the token endpoint requires Basic auth with it. */
  readonly oauthClientSecret?: string
  readonly accessTokenTtlSeconds?: number
}

export interface TableSpec {
  readonly name: string
  readonly fields: ReadonlyArray<FieldSpec>
}

export interface CreatedBase {
  readonly id: string
  readonly tables: ReadonlyArray<
    { readonly id: string; readonly name: string; readonly fieldIds: Record<string, string> }
  >
}

export interface TablesEmulator extends Emulator {
  readonly oauthClientId: string
  /** Creates a base (id `app…` unless given) with tables; the first field of each is its primary field. */
  createBase(
    input: { readonly id?: string; readonly name?: string; readonly tables: ReadonlyArray<TableSpec> }
  ): CreatedBase
  addTable(baseId: string, table: TableSpec): { readonly id: string; readonly name: string }
  /** Every record of a table (by name or id), in creation order, with its stored fields. */
  records(
    baseId: string,
    table: string
  ): ReadonlyArray<{ readonly id: string; readonly createdTime: string; readonly fields: JsonObject }>
  addToken(token: string): void
  revokeToken(token: string): void
  setRateLimit(on: boolean): void
  /** Ends any 30 s penalty and forgets the request window. */
  resetRateLimit(): void
  /** 429s the rate limiter answered (injected faults not counted). */
  rateLimitedCount(): number
  setConsent(decision: "approve" | "deny"): void
  expireAccessTokens(): void
  advanceClock(seconds: number): void
}

const PENALTY_MS = 30_000
const REQUESTS_PER_SECOND = 5
const MAX_RECORDS_PER_REQUEST = 10

const errorResponse = (status: number, type: string, message: string): Response =>
  Response.json({ error: { type, message } }, { status })

const notFound = (): TablesError => new TablesError(404, "NOT_FOUND", "Could not find what you are looking for")

export const startTablesEmulator = async (options: TablesEmulatorOptions = {}): Promise<TablesEmulator> => {
  const tokens = new Set(options.tokens ?? ["pat_emulator"])
  const bases = new Map<string, Base>()
  const oauthClientId = options.oauthClientId ?? "emulator-client"
  let clockOffset = 0
  let rateLimitOn = options.rateLimit ?? true
  let rateLimited = 0
  const windows = new Map<string, { second: number; count: number; penaltyUntil: number }>()
  const oauth = new TablesOAuth({
    clientId: oauthClientId,
    clientSecret: options.oauthClientSecret,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    now: () => Math.floor(Date.now() / 1000) + clockOffset
  })

  const authenticate = (req: Request): Response | undefined => {
    const header = req.headers.get("authorization") ?? ""
    if (!header.startsWith("Bearer ")) return errorResponse(401, "AUTHENTICATION_REQUIRED", "Authentication required")
    const token = header.slice(7).trim()
    if (tokens.has(token)) return undefined
    const state = oauth.accessTokenState(token)
    if (state === "valid") return undefined
    return errorResponse(
      401,
      "AUTHENTICATION_REQUIRED",
      state === "expired" ? "The access token has expired" : "Invalid authentication token"
    )
  }

  /**
   * A per-base counter per clock second (how per-second API limits are
   * commonly counted); the request past the limit starts the penalty.
   */
  const overLimit = (baseId: string): boolean => {
    if (!rateLimitOn) return false
    const now = Date.now()
    const second = Math.floor(now / 1000)
    const w = windows.get(baseId) ?? { second, count: 0, penaltyUntil: 0 }
    windows.set(baseId, w)
    if (now < w.penaltyUntil) return true
    if (w.second !== second) {
      w.second = second
      w.count = 0
    }
    if (w.count >= REQUESTS_PER_SECOND) {
      w.penaltyUntil = now + PENALTY_MS
      return true
    }
    w.count += 1
    return false
  }

  const baseOf = (id: string): Base => {
    const base = bases.get(id)
    if (base === undefined) throw notFound()
    return base
  }
  const tableOf = (base: Base, ref: string): Table => {
    const table = findTable(base, ref)
    if (table === undefined) {
      throw new TablesError(404, "TABLE_NOT_FOUND", `Could not find table ${ref} in application ${base.id}`)
    }
    return table
  }

  const schema = (base: Base): Response =>
    Response.json({
      tables: base.tables.map((t) => ({
        id: t.id,
        name: t.name,
        primaryFieldId: t.fields[0]?.id,
        fields: t.fields.map((f) => (f.options === undefined
          ? { id: f.id, name: f.name, type: f.type }
          : { id: f.id, name: f.name, type: f.type, options: f.options })
        ),
        views: [{ id: `viw${t.id.slice(3)}`, name: "Grid view", type: "grid" }]
      }))
    })

  const list = (table: Table, q: URLSearchParams): Response => {
    const pageSize = Number(q.get("pageSize") ?? 100)
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
      throw new TablesError(422, "INVALID_PAGE_SIZE", "pageSize must be an integer from 1 to 100")
    }
    if (q.get("filterByFormula") !== null) {
      throw new TablesError(422, "INVALID_FILTER_BY_FORMULA", "filterByFormula is not supported by the emulator")
    }
    const maxRecords = Number(q.get("maxRecords") ?? Infinity)
    const offset = q.get("offset")
    let start = 0
    if (offset !== null) {
      const match = /^itr(\d+)\/(rec\w+)$/.exec(offset)
      if (match === null || table.records[Number(match[1])]?.id !== match[2]) {
        throw new TablesError(422, "LIST_RECORDS_ITERATOR_NOT_AVAILABLE", "The offset is invalid or has expired")
      }
      start = Number(match[1])
    }
    const fields = [...q.getAll("fields[]"), ...q.getAll("fields")]
    const end = Math.min(table.records.length, start + pageSize, maxRecords)
    const records = table.records.slice(start, end).map((r) => publicRecord(r, fields.length > 0 ? fields : undefined))
    const next = end < Math.min(table.records.length, maxRecords) ? `itr${end}/${table.records[end].id}` : undefined
    return Response.json(next === undefined ? { records } : { records, offset: next })
  }

  const readRecords = (body: unknown): Array<JsonObject> => {
    if (typeof body !== "object" || body === null || !("records" in body) || !Array.isArray(body.records)) {
      throw new TablesError(
        422,
        "INVALID_REQUEST_MISSING_FIELDS",
        "Could not find field \"records\" in the request body"
      )
    }
    if (body.records.length === 0 || body.records.length > MAX_RECORDS_PER_REQUEST) {
      throw new TablesError(
        422,
        "INVALID_RECORDS",
        `You can write between 1 and ${MAX_RECORDS_PER_REQUEST} records per request; got ${body.records.length}`
      )
    }
    return body.records.map((r: unknown) => {
      if (typeof r !== "object" || r === null || Array.isArray(r)) {
        throw new TablesError(422, "INVALID_RECORDS", "Each record must be an object")
      }
      return Object.fromEntries(Object.entries(r))
    })
  }

  const write = (table: Table, method: string, body: unknown): Response => {
    const records = readRecords(body)
    const typecast = typeof body === "object" && body !== null && "typecast" in body && body.typecast === true
    const checked = records.map((r) => ({
      id: typeof r.id === "string" ? r.id : undefined,
      fields: checkFields(table, r.fields, typecast)
    }))
    if (method === "POST") {
      const created = checked.map((r) => createRecord(table, r.fields))
      return Response.json({ records: created.map((r) => publicRecord(r)) })
    }
    const upsert = typeof body === "object" && body !== null && "performUpsert" in body ? body.performUpsert : undefined
    const mergeOn = mergeFields(table, upsert)
    // Validate everything first: a request either applies fully or not at all.
    const plan = checked.map((r, i): { record?: StoredRecord; fields: JsonObject } => {
      if (r.id !== undefined) {
        const record = table.records.find((x) => x.id === r.id)
        if (record === undefined) throw new TablesError(404, "NOT_FOUND", `Record ${r.id} not found`)
        return { record, fields: r.fields }
      }
      if (mergeOn === undefined) {
        throw new TablesError(422, "INVALID_RECORDS", `Record ${i} needs an id (or use performUpsert)`)
      }
      for (const name of mergeOn) {
        const v = r.fields[name]
        if (v === undefined || v === null || v === "") {
          throw new TablesError(422, "INVALID_RECORDS", `Record ${i} has no value for the merge field "${name}"`)
        }
      }
      const matches = findMatches(table, mergeOn, r.fields)
      if (matches.length > 1) {
        throw new TablesError(
          422,
          "INVALID_RECORDS",
          `performUpsert found ${matches.length} records matching record ${i} on ${
            mergeOn.join(", ")
          }; at most one may match`
        )
      }
      return { record: matches[0], fields: r.fields }
    })
    if (mergeOn !== undefined) {
      const keys = plan.filter((p) => p.record === undefined).map((p) =>
        JSON.stringify(mergeOn.map((f) => p.fields[f]))
      )
      if (new Set(keys).size !== keys.length) {
        throw new TablesError(422, "INVALID_RECORDS", "Two records in the request have the same merge field values")
      }
    }
    const createdRecords: Array<string> = []
    const updatedRecords: Array<string> = []
    const out = plan.map(({ record, fields }) => {
      if (record === undefined) {
        const created = createRecord(table, fields)
        createdRecords.push(created.id)
        return publicRecord(created)
      }
      updateRecord(table, record, fields, method === "PUT")
      updatedRecords.push(record.id)
      return publicRecord(record)
    })
    return Response.json(mergeOn === undefined ? { records: out } : { records: out, createdRecords, updatedRecords })
  }

  const mergeFields = (table: Table, upsert: unknown): ReadonlyArray<string> | undefined => {
    if (upsert === undefined) return undefined
    const names = typeof upsert === "object" && upsert !== null && "fieldsToMergeOn" in upsert
      ? upsert.fieldsToMergeOn
      : undefined
    if (!Array.isArray(names) || names.length < 1 || names.length > 3) {
      throw new TablesError(422, "INVALID_REQUEST_UNKNOWN", "performUpsert.fieldsToMergeOn must list 1 to 3 fields")
    }
    return names.map((name: unknown) => {
      const field = table.fields.find((f) => f.name === name || f.id === name)
      if (field === undefined) throw new TablesError(422, "UNKNOWN_FIELD_NAME", `Unknown field name: "${String(name)}"`)
      return field.name
    })
  }

  const remove = (table: Table, q: URLSearchParams): Response => {
    const ids = [...q.getAll("records[]"), ...q.getAll("records")]
    const found = ids.map((id) => table.records.find((r) => r.id === id))
    if (found.some((r) => r === undefined)) throw notFound()
    for (const r of found) if (r !== undefined) deleteRecord(table, r)
    return Response.json({ records: ids.map((id) => ({ id, deleted: true })) })
  }

  const route = async (req: Request, url: URL): Promise<Response> => {
    const parts = url.pathname.split("/").filter((p) => p !== "").map(decodeURIComponent)
    if (parts[0] !== "v0") throw notFound()
    const baseId = parts[1] === "meta" && parts[2] === "bases" ? parts[3] : parts[1]
    const base = baseOf(baseId ?? "")
    if (overLimit(base.id)) {
      rateLimited += 1
      return errorResponse(429, "RATE_LIMIT_REACHED", "Rate limit exceeded. Please try again later")
    }
    if (parts[1] === "meta") {
      if (parts[4] === "tables" && parts.length === 5 && req.method === "GET") return schema(base)
      throw notFound()
    }
    const table = tableOf(base, parts[2] ?? "")
    if (parts.length === 4 && req.method === "GET") {
      const record = table.records.find((r) => r.id === parts[3])
      if (record === undefined) throw notFound()
      return Response.json(publicRecord(record))
    }
    if (parts.length !== 3) throw notFound()
    if (req.method === "GET") return list(table, url.searchParams)
    if (req.method === "DELETE") return remove(table, url.searchParams)
    if (req.method === "POST" || req.method === "PATCH" || req.method === "PUT") {
      const body: unknown = await req.json().catch(() => {
        throw new TablesError(422, "INVALID_REQUEST_BODY", "The request body is not valid JSON")
      })
      return write(table, req.method, body)
    }
    throw notFound()
  }

  const parseSpecs = (value: unknown): Array<TableSpec> =>
    (Array.isArray(value) ? value : []).flatMap((t: unknown) => {
      if (typeof t !== "object" || t === null) return []
      const fields: unknown = Reflect.get(t, "fields")
      return [
        {
          name: String(Reflect.get(t, "name")),
          fields: (Array.isArray(fields) ? fields : []).flatMap((f: unknown) => {
            if (typeof f !== "object" || f === null) return []
            const type: unknown = Reflect.get(f, "type")
            return [{ name: String(Reflect.get(f, "name")), ...(typeof type === "string" ? { type } : {}) }]
          })
        }
      ]
    })

  /** Seeding and switches for a process that did not start the emulator (demo, benchmarks). */
  const control = async (req: Request, path: string): Promise<Response | undefined> => {
    const url = new URL(req.url)
    if (req.method === "POST" && path === "bases") {
      const body: unknown = await req.json().catch(() => ({}))
      const field = (
        key: string
      ): unknown => (typeof body === "object" && body !== null ? Reflect.get(body, key) : undefined)
      const id = field("id")
      const name = field("name")
      return Response.json(
        createBase({
          ...(typeof id === "string" ? { id } : {}),
          ...(typeof name === "string" ? { name } : {}),
          tables: parseSpecs(field("tables"))
        })
      )
    }
    if (req.method === "GET" && path === "records") {
      try {
        return Response.json({
          records: records(url.searchParams.get("base") ?? "", url.searchParams.get("table") ?? "")
        })
      } catch (error) {
        if (error instanceof TablesError) return errorResponse(error.status, error.type, error.message)
        throw error
      }
    }
    if (req.method === "POST" && path === "rate-limit") {
      const body: unknown = await req.json().catch(() => ({}))
      rateLimitOn = typeof body === "object" && body !== null && Reflect.get(body, "on") === true
      return Response.json({ on: rateLimitOn })
    }
    if (req.method === "GET" && path === "rate-limit") return Response.json({ on: rateLimitOn, rateLimited })
    if (req.method === "DELETE" && path === "rate-limit") {
      windows.clear()
      return Response.json({ on: rateLimitOn, rateLimited })
    }
    return undefined
  }

  const addTable = (baseId: string, spec: TableSpec): Table => {
    const table = makeTable(spec.name, spec.fields)
    baseOf(baseId).tables.push(table)
    return table
  }
  const createBase = (
    input: { readonly id?: string; readonly name?: string; readonly tables: ReadonlyArray<TableSpec> }
  ): CreatedBase => {
    const base: Base = { id: input.id ?? airtableId("app"), name: input.name ?? "Sales", tables: [] }
    bases.set(base.id, base)
    const tables = input.tables.map((spec) => addTable(base.id, spec))
    return {
      id: base.id,
      tables: tables.map((t) => ({
        id: t.id,
        name: t.name,
        fieldIds: Object.fromEntries(t.fields.map((f) => [f.name, f.id]))
      }))
    }
  }
  const records = (baseId: string, ref: string) =>
    tableOf(baseOf(baseId), ref).records.map((r) => ({ id: r.id, createdTime: r.createdTime, fields: { ...r.fields } }))

  const emulator = await startEmulator({
    name: "tables",
    control,
    port: options.port,
    faultBody: (status) =>
      status === 429
        ? { error: { type: "RATE_LIMIT_REACHED", message: "Rate limit exceeded. Please try again later" } }
        : {
          error: {
            type: status >= 500 ? "SERVER_ERROR" : "INVALID_REQUEST_UNKNOWN",
            message: `Emulated failure (HTTP ${status})`
          }
        },
    handle: async (req) => {
      const url = new URL(req.url)
      const oauthResponse = oauth.handle(req, url)
      if (oauthResponse !== undefined) return oauthResponse
      const denied = authenticate(req)
      if (denied !== undefined) return denied
      try {
        return await route(req, url)
      } catch (error) {
        if (error instanceof TablesError) return errorResponse(error.status, error.type, error.message)
        throw error
      }
    }
  })

  return {
    ...emulator,
    oauthClientId,
    createBase,
    addTable: (baseId, spec) => {
      const table = addTable(baseId, spec)
      return { id: table.id, name: table.name }
    },
    records,
    addToken: (token) => void tokens.add(token),
    revokeToken: (token) => void tokens.delete(token),
    setRateLimit: (on) => {
      rateLimitOn = on
    },
    resetRateLimit: () => windows.clear(),
    rateLimitedCount: () => rateLimited,
    setConsent: (decision) => oauth.setConsent(decision),
    expireAccessTokens: () => oauth.expireAccessTokens(),
    advanceClock: (seconds) => {
      clockOffset += seconds
    }
  }
}
