/**
 * A small HTTP client for tests. Each client has its own address (sent as
 * X-Forwarded-For; test servers run with TRUST_PROXY) so that per-IP rate
 * limits of one test do not leak into another.
 */
let nextAddress = 1

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

export interface ApiResponse {
  readonly status: number
  readonly headers: Headers
  readonly body: unknown
  readonly json: Record<string, unknown>
}

export interface Client {
  readonly address: string
  request(
    method: string,
    path: string,
    options?: { body?: unknown; raw?: string; headers?: Record<string, string>; redirect?: RequestRedirect }
  ): Promise<ApiResponse>
  withAuth(token: string): Client
}

export const makeClient = (
  baseUrl: string,
  extraHeaders: Readonly<Record<string, string | undefined>> = {},
  address = `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`
): Client => ({
  address,
  async request(method, path, options = {}) {
    const headers: Record<string, string> = { "x-forwarded-for": address }
    for (const [name, value] of Object.entries({ ...extraHeaders, ...options.headers })) {
      if (value !== undefined) headers[name] = value
    }
    let body: string | undefined
    if (options.raw !== undefined) body = options.raw
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      headers["content-type"] ??= "application/json"
    }
    const response = await fetch(baseUrl + path, { method, headers, body, redirect: options.redirect ?? "manual" })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text === "" ? null : JSON.parse(text)
    } catch {
      parsed = text
    }
    const json = isRecord(parsed) ? parsed : {}
    return { status: response.status, headers: response.headers, body: parsed, json }
  },
  withAuth(token) {
    return makeClient(baseUrl, { ...extraHeaders, authorization: `Bearer ${token}` }, address)
  }
})

/** The array of objects under `key` of a JSON body (empty when absent). */
export const items = (json: Record<string, unknown>, key: string): Array<Record<string, unknown>> => {
  const value = json[key]
  return Array.isArray(value) ? value.filter(isRecord) : []
}
