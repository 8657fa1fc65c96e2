/**
 * Driving the service through its public API the way a user does: onboard an
 * integration, sign in with the mailed link, save (or propose) a mapping,
 * re-run the sync, read its logs.
 */
import { chargeMappings, orderMappings, salesTable } from "../../test/support/sync.js"
import type { Service } from "./service.js"

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

export interface Answer {
  readonly status: number
  readonly json: Record<string, unknown>
  readonly text: string
}

export const request = async (
  baseUrl: string,
  method: string,
  path: string,
  options: { readonly body?: unknown; readonly token?: string } = {}
): Promise<Answer> => {
  const headers: Record<string, string> = {}
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers["content-type"] = "application/json"
  const response = await fetch(baseUrl + path, {
    method,
    headers,
    redirect: "manual",
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) })
  })
  const text = await response.text()
  let parsed: unknown = null
  try {
    parsed = text === "" ? null : JSON.parse(text)
  } catch {
    parsed = null
  }
  return { status: response.status, json: isRecord(parsed) ? parsed : {}, text }
}

const expectStatus = (answer: Answer, status: number, what: string): Answer => {
  if (answer.status !== status) {
    throw new Error(`${what}: expected HTTP ${status}, got ${answer.status}: ${answer.text.slice(0, 600)}`)
  }
  return answer
}

/** The sales table of the benchmarks and the demo: the e2e tests' own. */
export { salesTable }

export interface MappingEntry {
  readonly source_field: string
  readonly destination_field: string
  readonly transform: string | null
}

/** A sensible charge → sales-table mapping, saved when inference cannot propose one. */
export const chargeMapping: ReadonlyArray<MappingEntry> = chargeMappings

/** A storefront order → sales-table mapping. */
export const orderMapping: ReadonlyArray<MappingEntry> = orderMappings

export interface Session {
  readonly email: string
  readonly integrationId: string
  readonly token: string
  /** The magic link the service mailed (read from its log: the outbox keeps no tokens). */
  readonly link: string
}

/** One side of an integration: a provider value and its credentials. */
export interface Side {
  readonly kind: string
  readonly credentials: Record<string, string>
}

const LINK = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?token=[A-Za-z0-9_%.-]+/

/**
 * The newest sign-in link mailed to `email` (other than `except`): from the
 * service's outbox table, else from its log (mail is logged at info level
 * when SMTP_URL is unset).
 */
export const waitForLink = async (
  service: Service,
  email: string,
  options: { readonly except?: string; readonly timeoutMs?: number } = {}
): Promise<string> => {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000)
  const fresh = (link: string | undefined): link is string => link !== undefined && link !== options.except
  while (Date.now() < deadline) {
    const fromOutbox = LINK.exec(service.mailTo(email) ?? "")?.[0]
    if (fresh(fromOutbox)) return fromOutbox
    const log = service.child.output()
    const at = log.lastIndexOf(email)
    const fromLog = at < 0 ? undefined : LINK.exec(log.slice(at))?.[0]
    if (fresh(fromLog)) return fromLog
    await Bun.sleep(50)
  }
  throw new Error(`no sign-in link for ${email} in the outbox or the log within ${options.timeoutMs ?? 10_000} ms`)
}

/** POST /api/integrations (a new account), then the mailed link → POST /api/auth/session. */
export const onboard = async (
  service: Service,
  input: {
    readonly email: string
    readonly paymentsKey: string
    readonly tablesToken: string
    readonly baseId: string
    readonly table?: string
    /** Another destination instead of the tables base (e.g. office with a spreadsheet). */
    readonly destination?: Side
    /** Another source instead of the payments key (e.g. storefront with a shop and token). */
    readonly source?: Side
  }
): Promise<Session> => {
  const created = expectStatus(
    await request(service.url, "POST", "/api/integrations", {
      body: {
        email: input.email,
        source: input.source?.kind ?? "payments",
        destination: input.destination?.kind ?? "tables",
        source_credentials: input.source?.credentials ?? { api_key: input.paymentsKey },
        destination_credentials: input.destination?.credentials ?? {
          api_key: input.tablesToken,
          base_id: input.baseId,
          ...(input.table === undefined ? {} : { table: input.table })
        }
      }
    }),
    201,
    "POST /api/integrations"
  )
  const integrationId = String(created.json.integration_id)
  const link = await waitForLink(service, input.email)
  const token = new URL(link).searchParams.get("token") ?? ""
  const session = expectStatus(
    await request(service.url, "POST", "/api/auth/session", { body: { token } }),
    200,
    "POST /api/auth/session"
  )
  return { email: input.email, integrationId, token: String(session.json.access_token), link }
}

/**
 * POST /api/integrations signed in (bearer session): another integration of
 * the same account, active at once — no mail, no confirmation. Returns the
 * session pointed at it, and the service's message.
 */
export const addIntegration = async (
  service: Service,
  session: Session,
  input: { readonly source: Side; readonly destination: Side }
): Promise<{ readonly session: Session; readonly message: string }> => {
  const created = expectStatus(
    await request(service.url, "POST", "/api/integrations", {
      token: session.token,
      body: {
        email: session.email,
        source: input.source.kind,
        destination: input.destination.kind,
        source_credentials: input.source.credentials,
        destination_credentials: input.destination.credentials
      }
    }),
    201,
    "POST /api/integrations (signed in)"
  )
  return {
    session: { ...session, integrationId: String(created.json.integration_id) },
    message: String(created.json.message)
  }
}

export const applyMapping = async (
  service: Service,
  session: Session,
  mappings: ReadonlyArray<MappingEntry>
): Promise<number> => {
  const saved = expectStatus(
    await request(service.url, "POST", "/api/schema/infer/apply", {
      token: session.token,
      body: { integration_id: session.integrationId, mappings }
    }),
    200,
    "POST /api/schema/infer/apply"
  )
  return Number(saved.json.mappings_saved)
}

/** POST /api/integrations/{id}/retry → `{ok:true,status:"queued"}`. */
export const retry = async (service: Service, session: Session): Promise<void> => {
  const answer = expectStatus(
    await request(service.url, "POST", `/api/integrations/${session.integrationId}/retry`, { token: session.token }),
    200,
    "POST retry"
  )
  if (answer.json.status !== "queued") throw new Error(`retry answered ${answer.text}`)
}

export interface SyncLog {
  readonly id: string
  readonly status: string
  readonly records_synced: number
  readonly error_message: string | null
  readonly created_at: string
}

const toLog = (value: unknown): SyncLog[] =>
  isRecord(value) && typeof value.id === "string"
    ? [
      {
        id: value.id,
        status: String(value.status),
        records_synced: Number(value.records_synced),
        error_message: typeof value.error_message === "string" ? value.error_message : null,
        created_at: String(value.created_at)
      }
    ]
    : []

/**
 * GET /api/dashboard/sync-logs/{id}, newest first; a 429 (the account's
 * requests per minute, shared with anything else the bench asks) answers how
 * long to wait instead.
 */
const syncLogs = async (
  service: Service,
  session: Session
): Promise<{ readonly logs: ReadonlyArray<SyncLog> } | { readonly retryAfterMs: number }> => {
  const answer = await request(service.url, "GET", `/api/dashboard/sync-logs/${session.integrationId}?limit=50`, {
    token: session.token
  })
  if (answer.status === 429) return { retryAfterMs: Math.max(1, Number(answer.json.retry_after_seconds) || 1) * 1000 }
  expectStatus(answer, 200, "GET sync-logs")
  return { logs: Array.isArray(answer.json.logs) ? answer.json.logs.flatMap(toLog) : [] }
}

/**
 * Waits until the integration has `count` logs and returns the newest. Polls
 * every `pollMs`, backing off as a 429 says, and calls `onWait` between polls
 * (progress lines).
 */
export const waitForLog = async (
  service: Service,
  session: Session,
  options: {
    readonly count?: number
    readonly timeoutMs: number
    readonly pollMs?: number
    readonly onWait?: () => Promise<void>
  }
): Promise<SyncLog> => {
  const deadline = Date.now() + options.timeoutMs
  const count = options.count ?? 1
  for (;;) {
    const answer = await syncLogs(service, session)
    if ("logs" in answer && answer.logs.length >= count && answer.logs[0] !== undefined) return answer.logs[0]
    if (Date.now() > deadline) throw new Error(`no sync log within ${options.timeoutMs} ms`)
    if (service.child.exitCode() !== null) {
      throw new Error(`the service exited (${service.child.exitCode()}):\n${service.child.output().slice(-4000)}`)
    }
    await options.onWait?.()
    await Bun.sleep("retryAfterMs" in answer ? answer.retryAfterMs : options.pollMs ?? 1000)
  }
}

/** When the service finished writing a log (its `finished_at`, ms precision, from the SQLite file). */
export const finishedAt = (service: Service, logId: string): number => {
  const row = service.query<{ finished_at: string | null }>("SELECT finished_at FROM sync_logs WHERE id = ?", logId)[0]
  if (row?.finished_at === undefined || row.finished_at === null) {
    throw new Error(`sync log ${logId} has no finished_at`)
  }
  return Date.parse(row.finished_at)
}

export interface Proposal {
  readonly status: number
  readonly mappings: ReadonlyArray<MappingEntry>
  readonly engine: string | undefined
  readonly message: string
}

const toEntry = (value: unknown): MappingEntry[] =>
  isRecord(value) && typeof value.source_field === "string" && typeof value.destination_field === "string"
    ? [{
      source_field: value.source_field,
      destination_field: value.destination_field,
      transform: typeof value.transform === "string" ? value.transform : null
    }]
    : []

/** POST /api/schema/infer: a proposed mapping (not saved), or why there is none. */
export const proposeMapping = async (service: Service, session: Session): Promise<Proposal> => {
  const answer = await request(service.url, "POST", "/api/schema/infer", {
    token: session.token,
    body: { integration_id: session.integrationId }
  })
  const error = isRecord(answer.json.error) ? answer.json.error : {}
  return {
    status: answer.status,
    mappings: answer.status === 200 && Array.isArray(answer.json.mappings) ? answer.json.mappings.flatMap(toEntry) : [],
    engine: typeof answer.json.engine === "string" ? answer.json.engine : undefined,
    message: String(answer.json.message ?? error.message ?? answer.text.slice(0, 200))
  }
}

/** POST /api/auth/magic-link: mails a fresh single-use sign-in link. */
export const requestLink = async (service: Service, email: string): Promise<void> => {
  expectStatus(
    await request(service.url, "POST", "/api/auth/magic-link", { body: { email } }),
    200,
    "POST /api/auth/magic-link"
  )
}
