/**
 * A tiny generic harness for wire-level provider emulators: a real HTTP server
 * on loopback that hands each request to a Web-standard `handle` function and
 * can inject faults (status codes, connection resets, stalls) into the next N
 * requests — from the test process or, over `/__control/*`, from another one:
 * `POST /__control/faults {fault, count, afterRequests?}`, `DELETE /__control/faults`,
 * `GET /__control/stats` → `{name, requests, pendingFaults, peakInFlight, busyMs}`.
 *
 * Built on node:http (not Bun.serve) because only a node socket can be reset
 * mid-request, which is what a real "connection reset by peer" looks like to a
 * client (fetch and node:http both see ECONNRESET). Note: fetch silently
 * re-sends a request once when a *pooled* keep-alive socket is reset, so one
 * fetch call can consume two "reset" faults — inject 2 to make it fail.
 */
import http from "node:http"

export type Fault =
  | {
    readonly kind: "status"
    readonly status: number
    readonly retryAfterSeconds?: number
    readonly body?: unknown
    readonly headers?: Record<string, string>
  }
  | { readonly kind: "reset" }
  | { readonly kind: "stall"; readonly ms: number }

export interface EmulatorContext {
  /** The emulator's own base URL (`http://127.0.0.1:PORT`), e.g. for list `url`s or redirects. */
  readonly url: string
  readonly name: string
}

export interface EmulatorOptions {
  readonly name: string
  readonly handle: (req: Request, ctx: EmulatorContext) => Response | Promise<Response>
  /** Fixed port; 0 or absent picks a free one. */
  readonly port?: number
  /** Provider-shaped body for injected status faults that carry no body of their own. */
  readonly faultBody?: (status: number) => unknown
  /**
   * Emulator-specific control routes (seeding data from another process):
   * called for `/__control/<path>` paths the harness does not handle itself.
   */
  readonly control?: (req: Request, path: string) => Response | undefined | Promise<Response | undefined>
}

export interface EmulatorStats {
  readonly name: string
  readonly requests: number
  readonly pendingFaults: number
  /** The most requests ever being answered at once (a client's concurrency as the provider sees it). */
  readonly peakInFlight: number
  /** Milliseconds with at least one request being answered: the provider's share of a client's time. */
  readonly busyMs: number
}

export interface Emulator {
  readonly name: string
  readonly url: string
  readonly port: number
  /**
   * The next `count` requests (control requests excluded) get `fault`;
   * with `afterRequests`, only once that many more have been served normally
   * (e.g. fail the 2nd write of a batch). Injections queue up in order.
   */
  injectFaults(fault: Fault, count: number, options?: { readonly afterRequests?: number }): void
  clearFaults(): void
  /** Requests served so far, control requests excluded, faulted ones included. */
  requestCount(): number
  /** Requests, peak concurrency and busy time so far (control requests excluded). */
  traffic(): EmulatorStats
  stop(): Promise<void>
}

const CONTROL_PREFIX = "/__control/"

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } })

const isFault = (value: unknown): value is Fault => {
  if (typeof value !== "object" || value === null || !("kind" in value)) return false
  if (value.kind === "reset") return true
  if (value.kind === "stall") return "ms" in value && typeof value.ms === "number"
  if (value.kind === "status") return "status" in value && typeof value.status === "number"
  return false
}

const toRequest = async (req: http.IncomingMessage, base: string): Promise<Request> => {
  const chunks: Array<Buffer> = []
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)))
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v)
  }
  const method = req.method ?? "GET"
  const body = chunks.length > 0 && method !== "GET" && method !== "HEAD" ? Buffer.concat(chunks) : undefined
  return new Request(new URL(req.url ?? "/", base), { method, headers, body })
}

const writeResponse = async (res: http.ServerResponse, response: Response): Promise<void> => {
  const headers: Record<string, string | Array<string>> = {}
  response.headers.forEach((value, key) => {
    headers[key] = value
  })
  const setCookies = response.headers.getSetCookie()
  if (setCookies.length > 0) headers["set-cookie"] = setCookies
  const body = Buffer.from(await response.arrayBuffer())
  headers["content-length"] = String(body.length)
  res.writeHead(response.status, headers)
  res.end(body)
}

export const startEmulator = async (options: EmulatorOptions): Promise<Emulator> => {
  const queue: Array<{ fault: Fault | undefined; remaining: number }> = []
  let requests = 0
  let url = ""
  let inFlight = 0
  let peakInFlight = 0
  let busyMs = 0
  let busySince = 0
  const began = (): void => {
    if (inFlight === 0) busySince = performance.now()
    inFlight += 1
    peakInFlight = Math.max(peakInFlight, inFlight)
  }
  const ended = (): void => {
    inFlight -= 1
    if (inFlight === 0) busyMs += performance.now() - busySince
  }
  const stats = (): EmulatorStats => ({
    name: options.name,
    requests,
    pendingFaults: pendingFaults(),
    peakInFlight,
    busyMs: busyMs + (inFlight > 0 ? performance.now() - busySince : 0)
  })

  const injectFaults = (fault: Fault, count: number, injectOptions: { readonly afterRequests?: number } = {}): void => {
    // A healthy gap is queued as a "no fault" entry.
    if ((injectOptions.afterRequests ?? 0) > 0 && count > 0) {
      queue.push({ fault: undefined, remaining: injectOptions.afterRequests ?? 0 })
    }
    if (count > 0) queue.push({ fault, remaining: count })
  }
  const clearFaults = (): void => {
    queue.length = 0
  }
  const nextFault = (): Fault | undefined => {
    const head = queue[0]
    if (head === undefined) return undefined
    head.remaining -= 1
    if (head.remaining <= 0) queue.shift()
    return head.fault
  }
  const pendingFaults = (): number => queue.reduce((n, f) => n + (f.fault === undefined ? 0 : f.remaining), 0)

  const control = async (req: Request, path: string): Promise<Response> => {
    if (path === "faults" && req.method === "POST") {
      const body: unknown = await req.json().catch(() => null)
      const fault = typeof body === "object" && body !== null && "fault" in body ? body.fault : undefined
      const count = typeof body === "object" && body !== null && "count" in body ? Number(body.count) : 1
      const after = typeof body === "object" && body !== null && "afterRequests" in body
        ? Number(body.afterRequests)
        : 0
      if (!isFault(fault) || !Number.isInteger(count) || !Number.isInteger(after)) {
        return json(400, { error: "expected {fault, count, afterRequests?}" })
      }
      injectFaults(fault, count, { afterRequests: after })
      return json(200, { ok: true, pendingFaults: pendingFaults() })
    }
    if (path === "faults" && req.method === "DELETE") {
      clearFaults()
      return json(200, { ok: true })
    }
    if (path === "stats" && req.method === "GET") return json(200, stats())
    return (await options.control?.(req, path)) ?? json(404, { error: "unknown control route" })
  }

  const faultResponse = (fault: Extract<Fault, { kind: "status" }>): Response => {
    const headers: Record<string, string> = { ...fault.headers }
    if (fault.retryAfterSeconds !== undefined) headers["retry-after"] = String(fault.retryAfterSeconds)
    const body = fault.body ?? options.faultBody?.(fault.status) ?? { error: { message: `injected ${fault.status}` } }
    return json(fault.status, body, headers)
  }

  const server = http.createServer((req, res) => {
    const serve = async (): Promise<void> => {
      const path = (req.url ?? "/").split("?")[0]
      if (path.startsWith(CONTROL_PREFIX)) {
        await writeResponse(res, await control(await toRequest(req, url), path.slice(CONTROL_PREFIX.length)))
        return
      }
      requests += 1
      began()
      res.once("close", ended)
      const fault = nextFault()
      if (fault?.kind === "reset") {
        // RST instead of FIN: the client sees ECONNRESET, not a clean close.
        req.socket.resetAndDestroy()
        return
      }
      if (fault?.kind === "stall") await new Promise((resolve) => setTimeout(resolve, fault.ms))
      if (req.socket.destroyed) return
      const request = await toRequest(req, url)
      const response = fault?.kind === "status"
        ? faultResponse(fault)
        : await options.handle(request, { url, name: options.name })
      if (!req.socket.destroyed) await writeResponse(res, response)
    }
    serve().catch((error: unknown) => {
      if (res.headersSent || req.socket.destroyed) return
      void writeResponse(res, json(500, { error: { type: "api_error", message: String(error) } }))
    })
  })
  // Stalled requests must not pin the server open on stop().
  server.keepAliveTimeout = 5_000

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve())
  })
  const address = server.address()
  const port = typeof address === "object" && address !== null ? address.port : 0
  url = `http://127.0.0.1:${port}`

  return {
    name: options.name,
    url,
    port,
    injectFaults,
    clearFaults,
    requestCount: () => requests,
    traffic: stats,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
