/**
 * Stripe Connect OAuth as the payments emulator speaks it: `GET /oauth/authorize`
 * auto-approves (or denies, when told to) and redirects back to `redirect_uri`
 * with `code` + `state` as the real consent screen would; `POST /oauth/token`
 * (authenticated with the platform secret key) trades a code or refresh token
 * for an access token that then works as an API key; `POST /oauth/deauthorize`
 * revokes them.
 */
import { randomBytes } from "node:crypto"

export interface ConnectOAuthOptions {
  readonly clientId: string
  /** Secret keys of the platform, accepted on /oauth/token. */
  readonly platformKeys: () => ReadonlyArray<string>
  /** Called with every access token issued (it becomes a valid API key) or revoked. */
  readonly onToken: (token: string, valid: boolean) => void
}

interface Grant {
  readonly scope: string
  readonly stripeUserId: string
}

const random = (n: number): string => randomBytes(n).toString("base64url").replace(/[-_]/g, "x")

const oauthError = (status: number, error: string, description: string): Response =>
  Response.json({ error, error_description: description }, { status })

export class ConnectOAuth {
  private readonly codes = new Map<string, Grant>()
  private readonly refreshTokens = new Map<string, Grant>()
  private readonly accessTokens = new Map<string, Grant>()
  private decision: "approve" | "deny" = "approve"

  constructor(private readonly options: ConnectOAuthOptions) {}

  /** What the next consent screens answer (default approve). */
  setConsent(decision: "approve" | "deny"): void {
    this.decision = decision
  }

  handle(req: Request, url: URL): Promise<Response> | Response | undefined {
    if (url.pathname === "/oauth/authorize" && req.method === "GET") return this.authorize(url.searchParams)
    if (url.pathname === "/oauth/token" && req.method === "POST") return this.token(req)
    if (url.pathname === "/oauth/deauthorize" && req.method === "POST") return this.deauthorize(req)
    return undefined
  }

  private authorize(q: URLSearchParams): Response {
    const redirectUri = q.get("redirect_uri")
    if (q.get("client_id") !== this.options.clientId) {
      return oauthError(400, "invalid_client", `No such application: '${q.get("client_id") ?? ""}'`)
    }
    if (redirectUri === null) return oauthError(400, "invalid_request", "No redirect_uri was provided")
    const back = new URL(redirectUri)
    const state = q.get("state")
    if (state !== null) back.searchParams.set("state", state)
    if (q.get("response_type") !== "code") {
      back.searchParams.set("error", "unsupported_response_type")
      back.searchParams.set("error_description", "Only response_type=code is supported")
    } else if (this.decision === "deny") {
      back.searchParams.set("error", "access_denied")
      back.searchParams.set("error_description", "The user denied your request")
    } else {
      const scope = q.get("scope") ?? "read_only"
      const code = `ac_${random(18)}`
      this.codes.set(code, { scope, stripeUserId: `acct_${random(12)}` })
      back.searchParams.set("code", code)
      back.searchParams.set("scope", scope)
    }
    return new Response(null, { status: 302, headers: { location: back.toString() } })
  }

  private platformAuthenticated(req: Request, form: URLSearchParams): boolean {
    const header = req.headers.get("authorization") ?? ""
    const bearer = header.startsWith("Bearer ") ? header.slice(7) : undefined
    const basic = header.startsWith("Basic ")
      ? Buffer.from(header.slice(6), "base64").toString().split(":")[0]
      : undefined
    const key = bearer ?? basic ?? form.get("client_secret") ?? ""
    return this.options.platformKeys().includes(key)
  }

  private async token(req: Request): Promise<Response> {
    const form = new URLSearchParams(await req.text())
    if (!this.platformAuthenticated(req, form)) {
      return oauthError(401, "invalid_client", "Invalid API key provided for the platform")
    }
    const grantType = form.get("grant_type")
    let grant: Grant | undefined
    let refreshToken: string
    if (grantType === "authorization_code") {
      const code = form.get("code") ?? ""
      grant = this.codes.get(code)
      if (grant === undefined) return oauthError(400, "invalid_grant", `Authorization code does not exist: ${code}`)
      this.codes.delete(code) // single use
      refreshToken = `rt_${random(24)}`
      this.refreshTokens.set(refreshToken, grant)
    } else if (grantType === "refresh_token") {
      refreshToken = form.get("refresh_token") ?? ""
      grant = this.refreshTokens.get(refreshToken)
      if (grant === undefined) return oauthError(400, "invalid_grant", `Refresh token does not exist: ${refreshToken}`)
    } else {
      return oauthError(400, "unsupported_grant_type", `Unsupported grant type: ${grantType ?? ""}`)
    }
    const accessToken = `sk_test_${random(24)}`
    this.accessTokens.set(accessToken, grant)
    this.options.onToken(accessToken, true)
    return Response.json({
      access_token: accessToken,
      livemode: false,
      refresh_token: refreshToken,
      token_type: "bearer",
      stripe_publishable_key: `pk_test_${random(24)}`,
      stripe_user_id: grant.stripeUserId,
      scope: grant.scope
    })
  }

  private async deauthorize(req: Request): Promise<Response> {
    const form = new URLSearchParams(await req.text())
    if (!this.platformAuthenticated(req, form)) {
      return oauthError(401, "invalid_client", "Invalid API key provided for the platform")
    }
    const user = form.get("stripe_user_id") ?? ""
    for (const [token, grant] of this.accessTokens) {
      if (grant.stripeUserId !== user) continue
      this.accessTokens.delete(token)
      this.options.onToken(token, false)
    }
    for (const [token, grant] of this.refreshTokens) if (grant.stripeUserId === user) this.refreshTokens.delete(token)
    return Response.json({ stripe_user_id: user })
  }
}
