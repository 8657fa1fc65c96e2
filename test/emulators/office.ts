/**
 * Office emulator: the Google Sheets API v4 values surface salesync speaks, on
 * loopback. Bearer OAuth tokens, spreadsheet metadata, `values` get/batchGet,
 * `:append` (RAW, INSERT_ROWS) and `values:batchUpdate`, per-user read and write
 * quotas (60 per minute each) answering 429 RESOURCE_EXHAUSTED, the hard limits
 * (10 M cells, 50,000 characters per cell), Google's error bodies, and Google
 * OAuth with PKCE. Another process can drive it over HTTP:
 * `POST /__control/spreadsheets {sheet?, header?, columnCount?}` → `{id, access_token}`,
 * `GET /__control/sheet?id=&sheet=` → `{rows, distinctKeys}` (rows under the
 * header; distinct values of its `Sync ID` column), `GET /__control/counters`,
 * `POST /__control/limits {latencyMs?, writesPerMinute?}`.
 */
import { type Emulator, startEmulator } from "./harness.js"
import { GoogleOAuth } from "./office-oauth.js"
import {
  appendRows,
  batchUpdate,
  type Cell,
  type InputCell,
  inputValues,
  type Limits,
  metadata,
  parseRange,
  readRange,
  SheetsError,
  type Spreadsheet
} from "./office-store.js"

export interface SheetsQuota {
  readonly readsPerWindow: number
  readonly writesPerWindow: number
  /** Sliding window (default 60 s). */
  readonly windowMs: number
}

export interface OfficeEmulatorOptions {
  readonly port?: number
  readonly clientId?: string
  readonly clientSecret?: string
  /** Per-user quotas (default 60 reads and 60 writes per 60 s); false: none. */
  readonly quota?: SheetsQuota | false
  /** Hard limits (default 10,000,000 cells, 50,000 characters per cell). */
  readonly limits?: Partial<Limits>
  /** Largest request body accepted (default 10 MB: salesync keeps under 9). */
  readonly maxRequestBytes?: number
  readonly accessTokenSeconds?: number
  readonly rotateRefreshTokens?: boolean
  /** Time each Sheets API call takes to answer, ms (default 0; Google's writes take a few hundred). */
  readonly latencyMs?: number
}

export interface CreateSpreadsheetOptions {
  readonly title?: string
  /** First sheet's title (default `Sheet1`). */
  readonly sheet?: string
  readonly header?: ReadonlyArray<string>
  /** Rows under the header. */
  readonly rows?: ReadonlyArray<ReadonlyArray<Cell>>
  /** Grid size (default 1000 × 26, Google's). */
  readonly rowCount?: number
  readonly columnCount?: number
  /** More sheets, by title, each with its grid size. */
  readonly extraSheets?: ReadonlyArray<
    { readonly title: string; readonly rowCount?: number; readonly columnCount?: number }
  >
}

export interface IssuedOfficeToken {
  readonly access_token: string
  readonly refresh_token: string
  readonly expires_in: number
  /** ISO time the access token expires. */
  readonly expires_at: string
  readonly user: string
}

export interface OfficeStats {
  readonly reads: number
  readonly writes: number
  readonly throttled: number
  readonly appends: number
  readonly batchUpdates: number
  readonly largestBodyBytes: number
  readonly tokenRequests: number
}

export interface OfficeEmulator extends Emulator {
  readonly clientId: string
  readonly clientSecret: string
  createSpreadsheet(options?: CreateSpreadsheetOptions): string
  /** Every row of a sheet (header first), trailing empties dropped. */
  readSheet(spreadsheetId: string, sheet?: string): ReadonlyArray<ReadonlyArray<Cell>>
  /** Writes values at an A1 range as a user would type them (e.g. a note in a column salesync does not map). */
  writeRange(spreadsheetId: string, range: string, values: ReadonlyArray<ReadonlyArray<Cell>>): void
  /** Overwrites a sheet's header row (e.g. to rename or reorder columns). */
  setHeader(spreadsheetId: string, header: ReadonlyArray<string>, sheet?: string): void
  gridSize(spreadsheetId: string, sheet?: string): { readonly rowCount: number; readonly columnCount: number }
  issueToken(options?: { readonly user?: string; readonly expiresInSeconds?: number }): IssuedOfficeToken
  revokeRefreshToken(token: string): void
  expireAccessToken(token: string): void
  setQuota(quota: SheetsQuota | false): void
  setLatency(ms: number): void
  setConsent(decision: "approve" | "deny"): void
  stats(): OfficeStats
  now(): number
  advanceClock(seconds: number): void
}

const googleError = (status: number, googleStatus: string, message: string): Response =>
  Response.json({ error: { code: status, message, status: googleStatus } }, { status })

const SPREADSHEET = /^\/v4\/spreadsheets\/([^/:]+)(?:\/(.*))?$/

/** A ValueRange as the API returns it: no `values` at all when the range is empty. */
const valueRange = ({ range, values }: { range: string; values: Array<Array<Cell>> }) =>
  values.length === 0 ? { range, majorDimension: "ROWS" } : { range, majorDimension: "ROWS", values }

export const startOfficeEmulator = async (options: OfficeEmulatorOptions = {}): Promise<OfficeEmulator> => {
  const clientId = options.clientId ?? "office-client-id.apps.googleusercontent.com"
  const clientSecret = options.clientSecret ?? "office-client-secret"
  const limits: Limits = {
    maxCells: options.limits?.maxCells ?? 10_000_000,
    maxCellChars: options.limits?.maxCellChars ?? 50_000
  }
  const maxBytes = options.maxRequestBytes ?? 10 * 1024 * 1024
  let clockOffset = 0
  const now = (): number => Date.now() + clockOffset
  const oauth = new GoogleOAuth({
    clientId,
    clientSecret,
    now,
    accessTokenSeconds: options.accessTokenSeconds ?? 3600,
    rotateRefreshTokens: options.rotateRefreshTokens ?? false
  })
  const books = new Map<string, Spreadsheet>()
  let bookSeq = 0
  let sheetSeq = 0

  let quota: SheetsQuota | false = options.quota ?? { readsPerWindow: 60, writesPerWindow: 60, windowMs: 60_000 }
  let latencyMs = options.latencyMs ?? 0
  const windows = new Map<string, Array<number>>()
  const counters = { reads: 0, writes: 0, throttled: 0, appends: 0, batchUpdates: 0, largestBodyBytes: 0 }
  const admit = (user: string, kind: "read" | "write"): boolean => {
    if (quota === false) return true
    const t = Date.now()
    const key = `${kind}:${user}`
    const times = (windows.get(key) ?? []).filter((at) => at > t - (quota === false ? 0 : quota.windowMs))
    const limit = kind === "read" ? quota.readsPerWindow : quota.writesPerWindow
    if (times.length >= limit) {
      windows.set(key, times)
      return false
    }
    times.push(t)
    windows.set(key, times)
    return true
  }

  const book = (id: string): Spreadsheet => {
    const found = books.get(id)
    if (found === undefined) throw new SheetsError(404, "NOT_FOUND", "Requested entity was not found.")
    return found
  }

  const sheetOf = (id: string, title?: string) => {
    const b = book(id)
    const sheet = title === undefined ? b.sheets[0] : b.sheets.find((s) => s.title === title)
    if (sheet === undefined) throw new Error(`no sheet ${title ?? ""} in ${id}`)
    return sheet
  }

  const readBody = async (req: Request): Promise<Record<string, unknown>> => {
    const text = await req.text()
    const bytes = Buffer.byteLength(text)
    counters.largestBodyBytes = Math.max(counters.largestBodyBytes, bytes)
    if (bytes > maxBytes) {
      throw new SheetsError(413, "INVALID_ARGUMENT", `Request payload size exceeds the limit: ${maxBytes} bytes.`)
    }
    try {
      const parsed: unknown = JSON.parse(text)
      if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) return { ...parsed }
    } catch {
      // fall through to the error below
    }
    throw new SheetsError(400, "INVALID_ARGUMENT", "Invalid JSON payload received.")
  }

  const requireRaw = (option: string | null | unknown): void => {
    if (option === null || option === undefined) {
      throw new SheetsError(400, "INVALID_ARGUMENT", "'valueInputOption' is required but not specified")
    }
    if (option !== "RAW" && option !== "USER_ENTERED") {
      throw new SheetsError(400, "INVALID_ARGUMENT", `Invalid valueInputOption: ${String(option)}`)
    }
  }

  const route = async (req: Request, url: URL, user: string, base: string): Promise<Response> => {
    const match = SPREADSHEET.exec(url.pathname)
    if (match === null) return googleError(404, "NOT_FOUND", "Requested entity was not found.")
    const id = decodeURIComponent(match[1])
    const rest = match[2] ?? ""
    const write = req.method !== "GET"
    if (!admit(user, write ? "write" : "read")) {
      counters.throttled += 1
      const metric = write ? "Write requests" : "Read requests"
      return googleError(
        429,
        "RESOURCE_EXHAUSTED",
        `Quota exceeded for quota metric '${metric}' and limit '${metric} per minute per user' of service 'sheets.googleapis.com' for consumer 'project_number:0'.`
      )
    }
    if (write) counters.writes += 1
    else counters.reads += 1
    if (latencyMs > 0) await Bun.sleep(latencyMs)
    const b = book(id)
    if (req.method === "GET" && rest === "") return Response.json(metadata(b, base))
    if (req.method === "GET" && rest === "values:batchGet") {
      const valueRanges = url.searchParams.getAll("ranges").map((raw) => valueRange(readRange(parseRange(b, raw))))
      return Response.json({ spreadsheetId: id, valueRanges })
    }
    if (req.method === "POST" && rest === "values:batchUpdate") {
      const body = await readBody(req)
      requireRaw(body.valueInputOption)
      const data = Array.isArray(body.data) ? body.data : []
      const parsed = data.map((entry: unknown) => {
        const e: Record<string, unknown> = typeof entry === "object" && entry !== null ? { ...entry } : {}
        return { range: parseRange(b, String(e.range ?? "")), values: inputValues(e.values ?? []) }
      })
      counters.batchUpdates += 1
      return Response.json(batchUpdate(b, parsed, limits))
    }
    if (rest.startsWith("values/")) {
      const segment = rest.slice("values/".length)
      if (req.method === "POST" && segment.endsWith(":append")) {
        const range = parseRange(b, decodeURIComponent(segment.slice(0, -":append".length)))
        requireRaw(url.searchParams.get("valueInputOption"))
        const body = await readBody(req)
        const values: Array<Array<InputCell>> = inputValues(body.values ?? [])
        counters.appends += 1
        return Response.json({ spreadsheetId: id, ...appendRows(b, range, values, limits) })
      }
      const range = parseRange(b, decodeURIComponent(segment))
      if (req.method === "GET") return Response.json(valueRange(readRange(range)))
      if (req.method === "PUT") {
        requireRaw(url.searchParams.get("valueInputOption"))
        const body = await readBody(req)
        const result = batchUpdate(b, [{ range, values: inputValues(body.values ?? []) }], limits)
        return Response.json(result.responses[0])
      }
    }
    return googleError(404, "NOT_FOUND", "Requested entity was not found.")
  }

  const createSpreadsheet = (create: CreateSpreadsheetOptions = {}): string => {
    const id = `1emu${(++bookSeq).toString(36).padStart(6, "0")}SpreadsheetId`
    const rows: Array<Array<Cell>> = []
    if (create.header !== undefined) rows.push([...create.header])
    for (const row of create.rows ?? []) rows.push([...row])
    const widest = rows.reduce((n, row) => Math.max(n, row.length), 0)
    const first = {
      sheetId: sheetSeq++,
      title: create.sheet ?? "Sheet1",
      rowCount: Math.max(create.rowCount ?? 1000, rows.length),
      columnCount: Math.max(create.columnCount ?? 26, widest),
      rows
    }
    const extra = (create.extraSheets ?? []).map((s) => ({
      sheetId: sheetSeq++,
      title: s.title,
      rowCount: s.rowCount ?? 1000,
      columnCount: s.columnCount ?? 26,
      rows: []
    }))
    books.set(id, { id, title: create.title ?? "salesync emulator", sheets: [first, ...extra] })
    return id
  }

  const control = async (req: Request, path: string): Promise<Response | undefined> => {
    const body: Record<string, unknown> = req.method === "POST" ? await readBody(req).catch(() => ({})) : {}
    const url = new URL(req.url)
    if (req.method === "POST" && path === "spreadsheets") {
      const header = Array.isArray(body.header) ? body.header.map(String) : undefined
      const columnCount = typeof body.columnCount === "number" ? body.columnCount : undefined
      const id = createSpreadsheet({
        sheet: typeof body.sheet === "string" ? body.sheet : undefined,
        header,
        columnCount
      })
      return Response.json({ id, access_token: oauth.issue().access_token })
    }
    if (req.method === "GET" && path === "sheet") {
      const rows = readRange({
        sheet: sheetOf(url.searchParams.get("id") ?? "", url.searchParams.get("sheet") ?? undefined),
        startRow: 0,
        startCol: 0,
        endRow: null,
        endCol: null
      }).values
      const keyAt = (rows[0] ?? []).findIndex((cell) => cell === "Sync ID")
      const keys = new Set(rows.slice(1).map((row) => String(row[keyAt] ?? "")))
      return Response.json({ rows: Math.max(0, rows.length - 1), distinctKeys: keyAt < 0 ? 0 : keys.size })
    }
    if (req.method === "GET" && path === "counters") return Response.json(counters)
    if (req.method === "POST" && path === "limits") {
      if (typeof body.latencyMs === "number") latencyMs = body.latencyMs
      if (typeof body.writesPerMinute === "number") {
        quota = { readsPerWindow: body.writesPerMinute, writesPerWindow: body.writesPerMinute, windowMs: 60_000 }
        windows.clear()
      }
      return Response.json({ latencyMs, quota })
    }
    return undefined
  }

  const emulator = await startEmulator({
    name: "office",
    port: options.port,
    control,
    faultBody: (status) =>
      status === 429
        ? {
          error: {
            code: 429,
            message: "Quota exceeded for quota metric 'Write requests'.",
            status: "RESOURCE_EXHAUSTED"
          }
        }
        : status === 401
        ? {
          error: { code: 401, message: "Request had invalid authentication credentials.", status: "UNAUTHENTICATED" }
        }
        : {
          error: {
            code: status,
            message: `Emulated failure (HTTP ${status}).`,
            // Google's canonical codes: what a real 503 or 504 says.
            status: status === 503
              ? "UNAVAILABLE"
              : status === 504
              ? "DEADLINE_EXCEEDED"
              : status >= 500
              ? "INTERNAL"
              : "INVALID_ARGUMENT"
          }
        },
    handle: async (req, ctx) => {
      const url = new URL(req.url)
      const oauthResponse = oauth.handle(req, url)
      if (oauthResponse !== undefined) return oauthResponse
      const header = req.headers.get("authorization") ?? ""
      if (!header.startsWith("Bearer ")) {
        return googleError(
          401,
          "UNAUTHENTICATED",
          "Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential."
        )
      }
      const grant = oauth.grantOf(header.slice(7).trim())
      if (grant === undefined || grant.expiresAt <= now()) {
        return googleError(
          401,
          "UNAUTHENTICATED",
          "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential."
        )
      }
      try {
        return await route(req, url, grant.user, ctx.url)
      } catch (error) {
        if (error instanceof SheetsError) return googleError(error.status, error.googleStatus, error.message)
        throw error
      }
    }
  })

  return {
    ...emulator,
    clientId,
    clientSecret,
    createSpreadsheet,
    readSheet: (id, title) => {
      const sheet = sheetOf(id, title)
      return readRange({ sheet, startRow: 0, startCol: 0, endRow: null, endCol: null }).values
    },
    writeRange: (id, range, values) => {
      const b = book(id)
      batchUpdate(b, [{ range: parseRange(b, range), values }], limits)
    },
    setHeader: (id, header, title) => {
      const sheet = sheetOf(id, title)
      if (sheet.rows.length === 0) sheet.rows.push([])
      sheet.rows[0] = [...header]
      sheet.columnCount = Math.max(sheet.columnCount, header.length)
    },
    gridSize: (id, title) => {
      const sheet = sheetOf(id, title)
      return { rowCount: sheet.rowCount, columnCount: sheet.columnCount }
    },
    issueToken: (issue = {}) => {
      const previous = oauth.accessTokenSeconds
      if (issue.expiresInSeconds !== undefined) oauth.accessTokenSeconds = issue.expiresInSeconds
      const issued = oauth.issue(issue.user)
      oauth.accessTokenSeconds = previous
      return {
        access_token: issued.access_token,
        refresh_token: issued.refresh_token,
        expires_in: issued.expires_in,
        expires_at: new Date(now() + issued.expires_in * 1000).toISOString(),
        user: issued.user
      }
    },
    revokeRefreshToken: (token) => oauth.revokeRefreshToken(token),
    expireAccessToken: (token) => oauth.expireAccessToken(token),
    setQuota: (next) => {
      quota = next
      windows.clear()
    },
    setLatency: (ms) => {
      latencyMs = ms
    },
    setConsent: (decision) => oauth.setConsent(decision),
    stats: () => ({ ...counters, tokenRequests: oauth.tokenRequests() }),
    now,
    advanceClock: (seconds) => {
      clockOffset += seconds * 1000
    }
  }
}
