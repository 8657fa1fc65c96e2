/**
 * Airtable OAuth as the tables emulator speaks it: `GET /oauth2/v1/authorize`
 * requires `state` and a PKCE S256 `code_challenge`, auto-approves (or denies)
 * and redirects back with `code` + `state`; `POST /oauth2/v1/token` takes a form
 * body, Basic client auth when the client has a secret, verifies the
 * `code_verifier`, and issues expiring access tokens with rotating refresh
 * tokens (a used refresh token stops working).
 */
import { createHash, randomBytes } from "node:crypto"

export interface TablesOAuthOptions {
  readonly clientId: string
  /** When set, /token requires Basic auth with it. */
  readonly clientSecret?: string
  readonly accessTokenTtlSeconds: number
  readonly now: () => number
}

interface Grant {
  readonly scope: string
  readonly redirectUri: string
  readonly challenge: string
}

const random = (n: number): string => randomBytes(n).toString("base64url")

const oauthError = (status: number, error: string, description: string): Response =>
  Response.json({ error, error_description: description }, { status })

export class TablesOAuth {
  private readonly codes = new Map<string, Grant>()
  private readonly refreshTokens = new Map<string, string>()
  /** access token → expiry (emulator seconds). */
  private readonly accessTokens = new Map<string, number>()
  private decision: "approve" | "deny" = "approve"

  constructor(private readonly options: TablesOAuthOptions) {}

  setConsent(decision: "approve" | "deny"): void {
    this.decision = decision
  }

  /** "valid", "expired" or "unknown". */
  accessTokenState(token: string): "valid" | "expired" | "unknown" {
    const expiry = this.accessTokens.get(token)
    if (expiry === undefined) return "unknown"
    return expiry > this.options.now() ? "valid" : "expired"
  }

  expireAccessTokens(): void {
    for (const token of this.accessTokens.keys()) this.accessTokens.set(token, 0)
  }

  handle(req: Request, url: URL): Promise<Response> | Response | undefined {
    if (url.pathname === "/oauth2/v1/authorize" && req.method === "GET") return this.authorize(url.searchParams)
    if (url.pathname === "/oauth2/v1/token" && req.method === "POST") return this.token(req)
    return undefined
  }

  private authorize(q: URLSearchParams): Response {
    const redirectUri = q.get("redirect_uri")
    if (q.get("client_id") !== this.options.clientId) return oauthError(400, "invalid_client", "Unknown client_id")
    if (redirectUri === null) return oauthError(400, "invalid_request", "redirect_uri is required")
    const back = new URL(redirectUri)
    const fail = (error: string, description: string): Response => {
      back.searchParams.set("error", error)
      back.searchParams.set("error_description", description)
      const state = q.get("state")
      if (state !== null) back.searchParams.set("state", state)
      return new Response(null, { status: 302, headers: { location: back.toString() } })
    }
    const state = q.get("state")
    const challenge = q.get("code_challenge")
    if (q.get("response_type") !== "code") return fail("unsupported_response_type", "response_type must be code")
    if (state === null || state === "") return fail("invalid_request", "state is required")
    if (challenge === null || q.get("code_challenge_method") !== "S256") {
      return fail("invalid_request", "code_challenge with code_challenge_method=S256 is required")
    }
    if (this.decision === "deny") return fail("access_denied", "The user denied access")
    const code = random(24)
    this.codes.set(code, { scope: q.get("scope") ?? "", redirectUri, challenge })
    back.searchParams.set("code", code)
    back.searchParams.set("state", state)
    return new Response(null, { status: 302, headers: { location: back.toString() } })
  }

  private clientAuthenticated(req: Request, form: URLSearchParams): boolean {
    const header = req.headers.get("authorization") ?? ""
    if (this.options.clientSecret === undefined) {
      return form.get("client_id") === this.options.clientId || header.startsWith("Basic ")
    }
    if (!header.startsWith("Basic ")) return false
    const [id, secret] = Buffer.from(header.slice(6), "base64").toString().split(":")
    return id === this.options.clientId && secret === this.options.clientSecret
  }

  private issue(scope: string): JsonTokens {
    const accessToken = random(32)
    const refreshToken = random(48)
    this.accessTokens.set(accessToken, this.options.now() + this.options.accessTokenTtlSeconds)
    this.refreshTokens.set(refreshToken, scope)
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: "Bearer",
      scope,
      expires_in: this.options.accessTokenTtlSeconds,
      refresh_expires_in: 60 * 24 * 3600
    }
  }

  private async token(req: Request): Promise<Response> {
    const form = new URLSearchParams(await req.text())
    if (!this.clientAuthenticated(req, form)) return oauthError(401, "invalid_client", "Client authentication failed")
    const grantType = form.get("grant_type")
    if (grantType === "authorization_code") {
      const code = form.get("code") ?? ""
      const grant = this.codes.get(code)
      if (grant === undefined) {
        return oauthError(400, "invalid_grant", "The authorization code is invalid or was already used")
      }
      this.codes.delete(code)
      if (form.get("redirect_uri") !== null && form.get("redirect_uri") !== grant.redirectUri) {
        return oauthError(400, "invalid_grant", "redirect_uri does not match the authorization request")
      }
      const verifier = form.get("code_verifier") ?? ""
      const expected = createHash("sha256").update(verifier).digest("base64url")
      if (expected !== grant.challenge) {
        return oauthError(400, "invalid_grant", "code_verifier does not match the code_challenge")
      }
      return Response.json(this.issue(grant.scope))
    }
    if (grantType === "refresh_token") {
      const token = form.get("refresh_token") ?? ""
      const scope = this.refreshTokens.get(token)
      if (scope === undefined) {
        return oauthError(400, "invalid_grant", "The refresh token is invalid or was already used")
      }
      this.refreshTokens.delete(token) // rotation: each refresh token works once
      return Response.json(this.issue(scope))
    }
    return oauthError(400, "unsupported_grant_type", `Unsupported grant_type: ${grantType ?? ""}`)
  }
}

interface JsonTokens {
  readonly access_token: string
  readonly refresh_token: string
  readonly token_type: string
  readonly scope: string
  readonly expires_in: number
  readonly refresh_expires_in: number
}
