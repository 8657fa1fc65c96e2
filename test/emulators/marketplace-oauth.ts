/**
 * Login with Amazon and Seller Central consent for the marketplace emulator.
 * `GET /apps/authorize/consent` approves (or denies) and redirects back with
 * `state`, `selling_partner_id` and `spapi_oauth_code`; `POST /auth/o2/token`
 * (form body) serves the `authorization_code` and `refresh_token` grants with
 * access tokens that last `accessTokenSeconds` (3600 as LWA).
 */
import { randomBytes } from "node:crypto"

export interface LwaOptions {
  readonly clientId: string
  readonly clientSecret: string
  readonly sellerId: string
  readonly now: () => number
  readonly accessTokenSeconds: number
}

const random = (n: number): string => randomBytes(n).toString("base64url")

const lwaError = (status: number, error: string, description: string): Response =>
  Response.json({ error_description: description, error }, { status })

export class LwaOAuth {
  private readonly codes = new Map<string, { sellerId: string; expiresAt: number }>()
  private readonly refreshTokens = new Map<string, string>()
  private readonly accessTokens = new Map<string, { sellerId: string; expiresAt: number }>()
  private decision: "approve" | "deny" = "approve"
  private tokenCalls = 0
  accessTokenSeconds: number

  constructor(private readonly options: LwaOptions) {
    this.accessTokenSeconds = options.accessTokenSeconds
  }

  setConsent(decision: "approve" | "deny"): void {
    this.decision = decision
  }

  /** Token endpoint calls so far (to see access tokens being cached). */
  tokenRequests(): number {
    return this.tokenCalls
  }

  handle(req: Request, url: URL): Response | Promise<Response> | undefined {
    if (url.pathname === "/apps/authorize/consent" && req.method === "GET") return this.consent(url.searchParams)
    if (url.pathname === "/auth/o2/token" && req.method === "POST") return this.token(req)
    return undefined
  }

  /** The seller of a valid access token; "expired" or undefined otherwise. */
  sellerOf(accessToken: string): string | "expired" | undefined {
    const grant = this.accessTokens.get(accessToken)
    if (grant === undefined) return undefined
    return grant.expiresAt <= this.options.now() ? "expired" : grant.sellerId
  }

  issueRefreshToken(sellerId: string = this.options.sellerId): string {
    const token = `Atzr|${random(32)}`
    this.refreshTokens.set(token, sellerId)
    return token
  }

  revokeRefreshToken(token: string): void {
    this.refreshTokens.delete(token)
  }

  expireAccessTokens(): void {
    for (const [token, grant] of this.accessTokens) {
      this.accessTokens.set(token, { ...grant, expiresAt: this.options.now() })
    }
  }

  private consent(q: URLSearchParams): Response {
    const redirectUri = q.get("redirect_uri")
    if (redirectUri === null) return lwaError(400, "invalid_request", "redirect_uri is required by this emulator")
    const back = new URL(redirectUri)
    const state = q.get("state")
    if (state !== null) back.searchParams.set("state", state)
    if (this.decision === "deny") {
      back.searchParams.set("error", "access_denied")
      back.searchParams.set("error_description", "The selling partner did not authorize the application")
    } else {
      const code = `ANdN${random(15)}`
      this.codes.set(code, { sellerId: this.options.sellerId, expiresAt: this.options.now() + 5 * 60_000 })
      back.searchParams.set("selling_partner_id", this.options.sellerId)
      back.searchParams.set("spapi_oauth_code", code)
    }
    return new Response(null, { status: 302, headers: { location: back.toString() } })
  }

  private issue(sellerId: string, refreshToken: string): Response {
    const accessToken = `Atza|${random(32)}`
    this.accessTokens.set(accessToken, { sellerId, expiresAt: this.options.now() + this.accessTokenSeconds * 1000 })
    return Response.json({
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: "bearer",
      expires_in: this.accessTokenSeconds
    })
  }

  private async token(req: Request): Promise<Response> {
    this.tokenCalls += 1
    const form = new URLSearchParams(await req.text())
    const header = req.headers.get("authorization") ?? ""
    const [basicId, basicSecret] = header.startsWith("Basic ")
      ? Buffer.from(header.slice(6), "base64").toString().split(":")
      : []
    const clientId = form.get("client_id") ?? basicId
    const clientSecret = form.get("client_secret") ?? basicSecret
    if (clientId !== this.options.clientId || clientSecret !== this.options.clientSecret) {
      return lwaError(401, "invalid_client", "Client authentication failed")
    }
    const grantType = form.get("grant_type")
    if (grantType === "authorization_code") {
      const code = form.get("code") ?? ""
      const grant = this.codes.get(code)
      if (grant === undefined || grant.expiresAt <= this.options.now()) {
        return lwaError(400, "invalid_grant", "The request has an invalid grant parameter : code")
      }
      this.codes.delete(code)
      return this.issue(grant.sellerId, this.issueRefreshToken(grant.sellerId))
    }
    if (grantType === "refresh_token") {
      const refreshToken = form.get("refresh_token") ?? ""
      const sellerId = this.refreshTokens.get(refreshToken)
      if (sellerId === undefined) {
        return lwaError(400, "invalid_grant", "The request has an invalid grant parameter : refresh_token")
      }
      return this.issue(sellerId, refreshToken)
    }
    return lwaError(400, "unsupported_grant_type", `The authorization grant type is not supported: ${grantType ?? ""}`)
  }
}
