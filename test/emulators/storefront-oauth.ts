/**
 * Shopify-style OAuth for the storefront emulator. `GET /admin/oauth/authorize`
 * approves at once and redirects back with `code`, `host`, `shop`, `state`,
 * `timestamp` and `hmac` (hex HMAC-SHA256 with the client secret over the other
 * parameters sorted and joined `k=v&…`); `POST /admin/oauth/access_token`
 * (JSON or form) trades `{client_id, client_secret, code}` for a token, which
 * expires with a rotating `refresh_token` when the app asks (`expiring=1`) or
 * the emulator is set to.
 */
import { createHmac, randomBytes } from "node:crypto"

export interface StorefrontGrant {
  readonly scope: string
  /** Clock millis, or null for a token that never expires. */
  readonly expiresAt: number | null
}

export interface StorefrontOAuthOptions {
  readonly shop: string
  readonly clientId: string
  readonly clientSecret: string
  readonly now: () => number
  /** Issue expiring tokens even when the app does not ask (default false). */
  readonly expiring: boolean
  readonly accessTokenSeconds: number
  readonly onToken: (token: string, grant: StorefrontGrant | null) => void
}

const random = (n: number): string => randomBytes(n).toString("hex")

/** Shopify's callback signature: the other parameters sorted, joined `k=v&…`, HMAC-SHA256 hex. */
export const shopifyHmac = (params: URLSearchParams | Record<string, string>, secret: string): string => {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params)
  const message = entries
    .filter(([key]) => key !== "hmac" && key !== "signature")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("&")
  return createHmac("sha256", secret).update(message).digest("hex")
}

const oauthError = (status: number, error: string, description: string): Response =>
  Response.json({ error, error_description: description }, { status })

const readBody = async (req: Request): Promise<Record<string, string>> => {
  const text = await req.text()
  if ((req.headers.get("content-type") ?? "").includes("json")) {
    try {
      const parsed: unknown = JSON.parse(text)
      if (typeof parsed !== "object" || parsed === null) return {}
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]))
    } catch {
      return {}
    }
  }
  return Object.fromEntries(new URLSearchParams(text).entries())
}

export class StorefrontOAuth {
  private readonly codes = new Map<string, { scope: string; expiresAt: number }>()
  private readonly refreshTokens = new Map<string, { scope: string }>()
  private expiringDefault: boolean

  constructor(private readonly options: StorefrontOAuthOptions) {
    this.expiringDefault = options.expiring
  }

  setExpiring(on: boolean): void {
    this.expiringDefault = on
  }

  handle(req: Request, path: string): Response | Promise<Response> | undefined {
    if (path === "/admin/oauth/authorize" && req.method === "GET") return this.authorize(new URL(req.url).searchParams)
    if (path === "/admin/oauth/access_token" && req.method === "POST") return this.token(req)
    return undefined
  }

  /** Issues a token directly (tests that skip the browser flow). */
  issue(
    scope: string,
    expiring: boolean
  ): { access_token: string; scope: string; expires_in?: number; refresh_token?: string } {
    const accessToken = `shpat_${random(16)}`
    if (!expiring) {
      this.options.onToken(accessToken, { scope, expiresAt: null })
      return { access_token: accessToken, scope }
    }
    const refreshToken = `shprt_${random(16)}`
    this.refreshTokens.set(refreshToken, { scope })
    this.options.onToken(accessToken, { scope, expiresAt: this.options.now() + this.options.accessTokenSeconds * 1000 })
    return {
      access_token: accessToken,
      scope,
      expires_in: this.options.accessTokenSeconds,
      refresh_token: refreshToken
    }
  }

  revokeRefreshToken(token: string): void {
    this.refreshTokens.delete(token)
  }

  private authorize(q: URLSearchParams): Response {
    if (q.get("client_id") !== this.options.clientId) {
      return Response.json({
        errors: `Oauth error invalid_request: The client_id ${q.get("client_id") ?? ""} is not valid`
      }, { status: 400 })
    }
    const redirectUri = q.get("redirect_uri")
    if (redirectUri === null) {
      return Response.json({ errors: "Oauth error invalid_request: The redirect_uri is missing" }, { status: 400 })
    }
    const code = random(16)
    const scope = q.get("scope") ?? "read_orders"
    this.codes.set(code, { scope, expiresAt: this.options.now() + 10 * 60_000 })
    const params: Record<string, string> = {
      code,
      host: Buffer.from(`${this.options.shop}/admin`).toString("base64url"),
      shop: this.options.shop,
      timestamp: String(Math.floor(this.options.now() / 1000))
    }
    const state = q.get("state")
    if (state !== null) params.state = state
    const back = new URL(redirectUri)
    for (const [key, value] of Object.entries(params)) back.searchParams.set(key, value)
    back.searchParams.set("hmac", shopifyHmac(params, this.options.clientSecret))
    return new Response(null, { status: 302, headers: { location: back.toString() } })
  }

  private async token(req: Request): Promise<Response> {
    const body = await readBody(req)
    if (body.client_id !== this.options.clientId || body.client_secret !== this.options.clientSecret) {
      return oauthError(400, "invalid_client", "Client credentials are invalid")
    }
    const expiring = this.expiringDefault || body.expiring === "1" || body.expiring === "true"
    if (body.grant_type === "refresh_token") {
      const grant = this.refreshTokens.get(body.refresh_token ?? "")
      if (grant === undefined) {
        return oauthError(400, "invalid_grant", "The refresh token is invalid, expired or revoked")
      }
      // Refresh tokens rotate: the old one stops working.
      this.refreshTokens.delete(body.refresh_token ?? "")
      return Response.json(this.issue(grant.scope, true))
    }
    const code = this.codes.get(body.code ?? "")
    if (code === undefined || code.expiresAt < this.options.now()) {
      return oauthError(400, "invalid_request", "The authorization code was not found or was already used")
    }
    this.codes.delete(body.code ?? "")
    return Response.json(this.issue(code.scope, expiring))
  }
}
