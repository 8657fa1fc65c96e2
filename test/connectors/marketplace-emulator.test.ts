/** The marketplace emulator's wire format and OAuth (consent + LWA). */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { type MarketplaceEmulator, startMarketplaceEmulator } from "../emulators/marketplace.js"

let emu: MarketplaceEmulator
let accessToken: string

const lwa = (params: Record<string, string>) =>
  fetch(`${emu.url}/auth/o2/token`, {
    method: "POST",
    body: new URLSearchParams({ client_id: emu.clientId, client_secret: emu.clientSecret, ...params })
  })

beforeAll(async () => {
  emu = await startMarketplaceEmulator({ rateLimit: { rate: 0.0167, burst: 3 } })
  emu.addOrders(3, { at: Date.now() - 3_600_000 })
  const body =
    (await (await lwa({ grant_type: "refresh_token", refresh_token: emu.issueRefreshToken() })).json()) as Record<
      string,
      unknown
    >
  accessToken = String(body.access_token)
})
afterAll(() => emu.stop())

const getOrders = (query: string, token = accessToken) =>
  fetch(`${emu.url}/orders/v0/orders?${query}`, { headers: { "x-amz-access-token": token } })
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString()

describe("marketplace emulator wire", () => {
  test("validation, NextToken paging and the usage plan", async () => {
    expect((await getOrders("MarketplaceIds=ATVPDKIKX0DER", "Atza|wrong")).status).toBe(403)
    // Before must be at least two minutes in the past.
    const recent = await getOrders(
      `MarketplaceIds=ATVPDKIKX0DER&LastUpdatedAfter=${minutesAgo(600)}&LastUpdatedBefore=${minutesAgo(1)}`
    )
    expect(recent.status).toBe(400)
    expect(await recent.json()).toEqual({
      errors: [{ code: "InvalidInput", message: expect.stringContaining("two minutes"), details: "" }]
    })

    const first = await getOrders(
      `MarketplaceIds=ATVPDKIKX0DER&LastUpdatedAfter=${minutesAgo(600)}&LastUpdatedBefore=${
        minutesAgo(3)
      }&MaxResultsPerPage=2`
    )
    expect(first.headers.get("x-amzn-ratelimit-limit")).toBe("0.0167")
    const page = (await first.json()) as { payload: { Orders: Array<Record<string, unknown>>; NextToken?: string } }
    expect(page.payload.Orders).toHaveLength(2)
    expect(page.payload.Orders[0].OrderTotal).toMatchObject({
      CurrencyCode: "USD",
      Amount: expect.stringMatching(/^\d+\.\d\d$/)
    })
    // With NextToken the other filters are ignored.
    const second = await getOrders(
      `MarketplaceIds=ATVPDKIKX0DER&NextToken=${
        encodeURIComponent(page.payload.NextToken ?? "")
      }&LastUpdatedAfter=garbage`
    )
    const next = (await second.json()) as { payload: { Orders: Array<unknown>; NextToken?: string } }
    expect(next.payload.Orders).toHaveLength(1)
    expect(next.payload.NextToken).toBeUndefined()

    const throttled = await getOrders(`MarketplaceIds=ATVPDKIKX0DER&LastUpdatedAfter=${minutesAgo(600)}`)
    expect(throttled.status).toBe(429)
    expect(await throttled.json()).toEqual({
      errors: [{ code: "QuotaExceeded", message: "You exceeded your quota for the requested resource.", details: "" }]
    })
    expect(emu.stats().throttled).toBe(1)
    emu.setRateLimit(false)
  })

  test("an expired access token is a 403 Unauthorized", async () => {
    emu.expireAccessTokens()
    const res = await getOrders(`MarketplaceIds=ATVPDKIKX0DER&LastUpdatedAfter=${minutesAgo(600)}`)
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({
      errors: [{ code: "Unauthorized", details: expect.stringContaining("expired") }]
    })
  })
})

describe("marketplace emulator OAuth", () => {
  const consent = async (state: string) => {
    const params = new URLSearchParams({
      application_id: "amzn1.sp.solution.emulator",
      state,
      redirect_uri: "http://localhost:3000/api/auth/marketplace/callback"
    })
    const res = await fetch(`${emu.url}/apps/authorize/consent?${params}`, { redirect: "manual" })
    expect(res.status).toBe(302)
    return new URL(res.headers.get("location") ?? "")
  }

  test("consent → spapi_oauth_code → LWA tokens (code single use), then refresh", async () => {
    const back = await consent("xyz")
    expect(back.searchParams.get("state")).toBe("xyz")
    expect(back.searchParams.get("selling_partner_id")).toBe(emu.sellerId)
    const code = back.searchParams.get("spapi_oauth_code") ?? ""
    const res = await lwa({
      grant_type: "authorization_code",
      code,
      redirect_uri: "http://localhost:3000/api/auth/marketplace/callback"
    })
    const tokens = (await res.json()) as Record<string, unknown>
    const refreshToken = String(tokens.refresh_token)
    expect(tokens).toEqual({
      access_token: expect.stringMatching(/^Atza\|/),
      refresh_token: expect.stringMatching(/^Atzr\|/),
      token_type: "bearer",
      expires_in: 3600
    })
    expect((await lwa({ grant_type: "authorization_code", code })).status).toBe(400)
    const refreshed =
      (await (await lwa({ grant_type: "refresh_token", refresh_token: refreshToken })).json()) as Record<
        string,
        unknown
      >
    expect(refreshed.refresh_token).toBe(refreshToken)
    expect(refreshed.expires_in).toBe(3600)
  })

  test("a denied consent redirects with error, and a bad client is invalid_client", async () => {
    emu.setConsent("deny")
    const back = await consent("s2")
    emu.setConsent("approve")
    expect(back.searchParams.get("error")).toBe("access_denied")
    expect(back.searchParams.get("state")).toBe("s2")
    const res = await fetch(`${emu.url}/auth/o2/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: emu.issueRefreshToken(),
        client_id: emu.clientId,
        client_secret: "wrong"
      })
    })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ error: "invalid_client" })
  })

  test("a revoked refresh token is invalid_grant", async () => {
    const token = emu.issueRefreshToken()
    emu.revokeRefreshToken(token)
    const res = await lwa({ grant_type: "refresh_token", refresh_token: token })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: "invalid_grant" })
  })
})
