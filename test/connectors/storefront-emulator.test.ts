/** The storefront emulator's wire format and OAuth, as a browser and a client see them. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { createHmac } from "node:crypto"
import { startStorefrontEmulator, type StorefrontEmulator } from "../emulators/storefront.js"

let emu: StorefrontEmulator

beforeAll(async () => {
  emu = await startStorefrontEmulator({ rateLimit: { capacity: 3, leakPerSecond: 1 } })
  emu.addOrders(2)
})
afterAll(() => emu.stop())

const orders = (query: string, token = emu.accessToken) =>
  fetch(`${emu.url}/admin/api/2025-01/orders.json?${query}`, { headers: { "X-Shopify-Access-Token": token } })

const authorize = async (state: string): Promise<URL> => {
  const params = new URLSearchParams({
    client_id: emu.clientId,
    scope: "read_orders",
    redirect_uri: "http://localhost:3000/api/auth/storefront/callback",
    state
  })
  const res = await fetch(`${emu.url}/admin/oauth/authorize?${params}`, { redirect: "manual" })
  expect(res.status).toBe(302)
  return new URL(res.headers.get("location") ?? "")
}

describe("storefront emulator wire", () => {
  test("auth, filters, Link paging, call-limit header and a full bucket", async () => {
    emu.setRateLimit({ capacity: 3, leakPerSecond: 0.1 })
    expect((await orders("status=any", "wrong")).status).toBe(401)
    const first = await orders("status=any&limit=1&order=updated_at%20asc")
    expect(first.headers.get("x-shopify-shop-api-call-limit")).toBe("1/3")
    const link = first.headers.get("link") ?? ""
    expect(link).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/admin\/api\/2025-01\/orders\.json\?limit=1&page_info=[^>]+>; rel="next"$/
    )
    // A page request may only carry page_info, limit and fields.
    const pageInfo = new URL(link.slice(1, link.indexOf(">"))).searchParams.get("page_info") ?? ""
    const mixed = await orders(`page_info=${pageInfo}&status=any`)
    expect(mixed.status).toBe(400)
    expect(await mixed.json()).toMatchObject({ errors: { page_info: [expect.stringContaining("status")] } })
    const third = await orders("status=any")
    expect(third.headers.get("x-shopify-shop-api-call-limit")).toBe("3/3")
    const full = await orders("status=any")
    emu.setRateLimit(false)
    expect(full.status).toBe(429)
    expect(full.headers.get("retry-after")).toBe("10.0")
    expect(await full.json()).toEqual({ errors: expect.stringContaining("Exceeded 2 calls per second") })
  })

  test("limit is capped at 250 and fields projects", async () => {
    expect((await orders("limit=251")).status).toBe(400)
    const body: unknown = await (await orders("status=any&ids=450789469&fields=id,total_price")).json()
    expect(body).toEqual({ orders: [{ id: 450789469, total_price: "598.94" }] })
  })
})

describe("storefront emulator OAuth", () => {
  test("authorize redirects back with a Shopify hmac over the other parameters", async () => {
    const back = await authorize("st4te")
    expect(back.searchParams.get("state")).toBe("st4te")
    expect(back.searchParams.get("shop")).toBe(emu.shop)
    const message = [...back.searchParams.entries()]
      .filter(([k]) => k !== "hmac")
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${v}`)
      .join("&")
    expect(back.searchParams.get("hmac")).toBe(createHmac("sha256", emu.clientSecret).update(message).digest("hex"))
  })

  test("an unknown client_id is refused", async () => {
    const res = await fetch(`${emu.url}/admin/oauth/authorize?client_id=nope&redirect_uri=http://x/cb`, {
      redirect: "manual"
    })
    expect(res.status).toBe(400)
  })

  test("code → token (single use), and the token reads orders", async () => {
    const code = (await authorize("s")).searchParams.get("code")
    const exchange = () =>
      fetch(`${emu.url}/admin/oauth/access_token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ client_id: emu.clientId, client_secret: emu.clientSecret, code })
      })
    const res = await exchange()
    const token = (await res.json()) as Record<string, unknown>
    const accessToken = String(token.access_token)
    expect(token).toEqual({ access_token: expect.stringMatching(/^shpat_/), scope: "read_orders" })
    expect((await orders("status=any", accessToken)).status).toBe(200)
    const again = await exchange()
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ error: "invalid_request" })
  })

  test("expiring offline tokens rotate their refresh token", async () => {
    const code = (await authorize("s")).searchParams.get("code") ?? ""
    const form = new URLSearchParams({ client_id: emu.clientId, client_secret: emu.clientSecret, code, expiring: "1" })
    const first =
      (await (await fetch(`${emu.url}/admin/oauth/access_token`, { method: "POST", body: form })).json()) as Record<
        string,
        unknown
      >
    const firstRefresh = String(first.refresh_token)
    expect(first.expires_in).toBe(3600)
    expect(firstRefresh).toStartWith("shprt_")
    const refresh = () =>
      fetch(`${emu.url}/admin/oauth/access_token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          client_id: emu.clientId,
          client_secret: emu.clientSecret,
          grant_type: "refresh_token",
          refresh_token: firstRefresh
        })
      })
    const second = (await (await refresh()).json()) as Record<string, unknown>
    expect(second.refresh_token).toStartWith("shprt_")
    expect(second.refresh_token).not.toBe(firstRefresh)
    // Rotated: the first refresh token no longer works.
    expect((await refresh()).status).toBe(400)
  })

  test("a wrong client secret is refused at the token endpoint", async () => {
    const code = (await authorize("s")).searchParams.get("code")
    const res = await fetch(`${emu.url}/admin/oauth/access_token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ client_id: emu.clientId, client_secret: "wrong", code })
    })
    expect(res.status).toBe(400)
  })
})
