/**
 * Google OAuth 2.0 for the office emulator. `GET /o/oauth2/v2/auth` approves
 * (or denies) and redirects back with `code`, `scope` and `state`, remembering
 * the PKCE challenge (S256 or plain) and whether `access_type=offline` asked
 * for a refresh token; `POST /token` (form) serves `authorization_code` (with
 * `code_verifier`) and `refresh_token`; `POST /revoke` and `revokeRefreshToken`
 * make refresh tokens fail with `invalid_grant`.
 */
import { createHash, randomBytes } from "node:crypto"

export interface GoogleOAuthOptions {
  readonly clientId: string
  readonly clientSecret: string
  readonly now: () => number
  readonly accessTokenSeconds: number
  /** Hand out a new refresh token on every refresh (Google usually does not). */
  readonly rotateRefreshTokens: boolean
}

export interface AccessGrant {
  readonly user: string
  readonly scope: string
  readonly expiresAt: number
}

interface PendingCode {
  readonly user: string
  readonly scope: string
  readonly redirectUri: string
  readonly offline: boolean
  readonly challenge: string | null
  readonly method: string
  readonly expiresAt: number
}

const random = (n: number): string => randomBytes(n).toString("base64url")

const oauthError = (status: number, error: string, description: string): Response =>
  Response.json({ error, error_description: description }, { status })

export const s256 = (verifier: string): string => createHash("sha256").update(verifier).digest("base64url")

export class GoogleOAuth {
  private readonly codes = new Map<string, PendingCode>()
  private readonly refreshTokens = new Map<string, { user: string; scope: string }>()
  private readonly accessTokens = new Map<string, AccessGrant>()
  private decision: "approve" | "deny" = "approve"
  private userSeq = 0
  private tokenCalls = 0
  accessTokenSeconds: number

  constructor(private readonly options: GoogleOAuthOptions) {
    this.accessTokenSeconds = options.accessTokenSeconds
  }

  setConsent(decision: "approve" | "deny"): void {
    this.decision = decision
  }

  tokenRequests(): number {
    return this.tokenCalls
  }

  handle(req: Request, url: URL): Response | Promise<Response> | undefined {
    if (url.pathname === "/o/oauth2/v2/auth" && req.method === "GET") return this.authorize(url.searchParams)
    if (url.pathname === "/token" && req.method === "POST") return this.token(req)
    if (url.pathname === "/revoke" && req.method === "POST") return this.revoke(req, url)
    return undefined
  }

  grantOf(accessToken: string): AccessGrant | undefined {
    return this.accessTokens.get(accessToken)
  }

  /** Tokens without the browser flow. */
  issue(user: string = `user${++this.userSeq}@example.com`, scope = "https://www.googleapis.com/auth/spreadsheets") {
    const refreshToken = `1//emu${random(24)}`
    this.refreshTokens.set(refreshToken, { user, scope })
    return { ...this.access(user, scope), refresh_token: refreshToken, user }
  }

  revokeRefreshToken(token: string): void {
    this.refreshTokens.delete(token)
  }

  expireAccessToken(token: string): void {
    const grant = this.accessTokens.get(token)
    if (grant !== undefined) this.accessTokens.set(token, { ...grant, expiresAt: this.options.now() })
  }

  private access(user: string, scope: string) {
    const token = `ya29.emu${random(24)}`
    this.accessTokens.set(token, { user, scope, expiresAt: this.options.now() + this.accessTokenSeconds * 1000 })
    return { access_token: token, expires_in: this.accessTokenSeconds, scope, token_type: "Bearer" }
  }

  private authorize(q: URLSearchParams): Response {
    if (q.get("client_id") !== this.options.clientId) {
      return oauthError(401, "invalid_client", "The OAuth client was not found.")
    }
    const redirectUri = q.get("redirect_uri")
    if (redirectUri === null) return oauthError(400, "invalid_request", "Missing required parameter: redirect_uri")
    const back = new URL(redirectUri)
    const state = q.get("state")
    const fail = (error: string): Response => {
      back.searchParams.set("error", error)
      if (state !== null) back.searchParams.set("state", state)
      return new Response(null, { status: 302, headers: { location: back.toString() } })
    }
    if (q.get("response_type") !== "code") return fail("unsupported_response_type")
    const scope = q.get("scope")
    if (scope === null || scope === "") return oauthError(400, "invalid_request", "Missing required parameter: scope")
    const method = q.get("code_challenge_method") ?? "plain"
    if (q.get("code_challenge") !== null && method !== "S256" && method !== "plain") {
      return oauthError(400, "invalid_request", "Invalid code_challenge_method")
    }
    if (this.decision === "deny") return fail("access_denied")
    const code = `4/0emu${random(24)}`
    this.codes.set(code, {
      user: `user${++this.userSeq}@example.com`,
      scope,
      redirectUri,
      offline: q.get("access_type") === "offline",
      challenge: q.get("code_challenge"),
      method,
      expiresAt: this.options.now() + 10 * 60_000
    })
    back.searchParams.set("code", code)
    back.searchParams.set("scope", scope)
    if (state !== null) back.searchParams.set("state", state)
    return new Response(null, { status: 302, headers: { location: back.toString() } })
  }

  private async token(req: Request): Promise<Response> {
    this.tokenCalls += 1
    const form = new URLSearchParams(await req.text())
    const header = req.headers.get("authorization") ?? ""
    const [basicId, basicSecret] = header.startsWith("Basic ")
      ? Buffer.from(header.slice(6), "base64").toString().split(":")
      : []
    if (
      (form.get("client_id") ?? basicId) !== this.options.clientId ||
      (form.get("client_secret") ?? basicSecret) !== this.options.clientSecret
    ) {
      return oauthError(401, "invalid_client", "Unauthorized")
    }
    const grantType = form.get("grant_type")
    if (grantType === "authorization_code") {
      const code = this.codes.get(form.get("code") ?? "")
      if (code === undefined || code.expiresAt <= this.options.now()) {
        return oauthError(400, "invalid_grant", "Malformed auth code.")
      }
      if (form.get("redirect_uri") !== code.redirectUri) return oauthError(400, "redirect_uri_mismatch", "Bad Request")
      if (code.challenge !== null) {
        const verifier = form.get("code_verifier")
        if (verifier === null) return oauthError(400, "invalid_grant", "Missing code verifier.")
        if ((code.method === "S256" ? s256(verifier) : verifier) !== code.challenge) {
          return oauthError(400, "invalid_grant", "Invalid code verifier.")
        }
      }
      this.codes.delete(form.get("code") ?? "")
      if (!code.offline) return Response.json(this.access(code.user, code.scope))
      const refreshToken = `1//emu${random(24)}`
      this.refreshTokens.set(refreshToken, { user: code.user, scope: code.scope })
      return Response.json({ ...this.access(code.user, code.scope), refresh_token: refreshToken })
    }
    if (grantType === "refresh_token") {
      const token = form.get("refresh_token") ?? ""
      const grant = this.refreshTokens.get(token)
      if (grant === undefined) return oauthError(400, "invalid_grant", "Token has been expired or revoked.")
      if (!this.options.rotateRefreshTokens) return Response.json(this.access(grant.user, grant.scope))
      this.refreshTokens.delete(token)
      const next = `1//emu${random(24)}`
      this.refreshTokens.set(next, grant)
      return Response.json({ ...this.access(grant.user, grant.scope), refresh_token: next })
    }
    return oauthError(400, "unsupported_grant_type", `Invalid grant_type: ${grantType ?? ""}`)
  }

  private async revoke(req: Request, url: URL): Promise<Response> {
    const form = new URLSearchParams(await req.text())
    const token = url.searchParams.get("token") ?? form.get("token") ?? ""
    if (this.refreshTokens.delete(token) || this.accessTokens.delete(token)) return new Response(null, { status: 200 })
    return oauthError(400, "invalid_token", "Token expired or revoked")
  }
}
