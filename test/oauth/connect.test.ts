/**
 * Connecting each provider by OAuth through the real service and the
 * emulators' consent and token endpoints, following every redirect as a
 * browser would; then the stored tokens are read back and used against the
 * emulator's API the way the connector will.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { createHash } from "node:crypto"
import { isRecord } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import { linkIn, spendLink } from "../support/smtp.js"
import {
  type Auth,
  bearer,
  browse,
  credentialsOf,
  decrypt,
  type Hop,
  integrationRow,
  ownerWith,
  startPath,
  startWorld,
  TABLES_CLIENT_SECRET,
  type World
} from "./world.js"

let world: World

beforeAll(async () => {
  world = await startWorld()
})
afterAll(async () => {
  await world.stop()
})

const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url")
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex")

/** start → provider consent (auto-approves) → service callback → dashboard. */
const connect = async (provider: string, query: Record<string, string>, auth: Auth) => {
  const hops = await browse(world, startPath(provider, query), auth)
  const [start, consent, callback] = hops
  expect(hops.map((h: Hop) => h.status)).toEqual([302, 302, 302])
  const authorize = start?.location ?? new URL("about:blank")
  const back = consent?.location ?? new URL("about:blank")
  expect(back.origin + back.pathname).toBe(`${world.server.url}/api/auth/${provider.toLowerCase()}/callback`)
  return {
    authorize,
    back,
    landing: callback?.location ?? new URL("about:blank"),
    state: authorize.searchParams.get("state") ?? ""
  }
}

/** The redirect_uri the service must send for a provider word. */
const redirectUri = (provider: string) => `${world.server.url}/api/auth/${provider}/callback`

const expectStateStoredHashed = async (state: string) => {
  expect(state.length).toBeGreaterThanOrEqual(40)
  const rows = await dbQuery(world.server.dataDir, "SELECT * FROM oauth_states WHERE state_hash = ?", [sha256(state)])
  expect(rows.length).toBe(1)
  expect(rows[0]?.["used_at"]).not.toBeNull()
  const raw = await dbQuery(
    world.server.dataDir,
    "SELECT id FROM oauth_states WHERE state_hash = ? OR code_verifier = ?",
    [state, state]
  )
  expect(raw.length).toBe(0)
  const ttl = Date.parse(String(rows[0]?.["expires_at"])) - Date.parse(String(rows[0]?.["created_at"]))
  expect(ttl).toBe(10 * 60_000)
  return rows[0] ?? {}
}

const expectExpiresInAboutAnHour = (expiresAt: unknown) => {
  const inMs = Date.parse(String(expiresAt)) - Date.now()
  expect(inMs).toBeGreaterThan(3500_000)
  expect(inMs).toBeLessThanOrEqual(3600_000)
}

describe("payments (Stripe Connect)", () => {
  test("connects the source: read_only consent, code traded with the platform key, token works as the API key", async () => {
    const user = await ownerWith(world, {
      source: "payments",
      destination: "tables",
      source_credentials: { api_key: "sk_test_123", account_note: "kept" }
    })
    const before = await integrationRow(world, user.target)
    const { authorize, back, landing, state } = await connect("payments", {
      integration_id: user.target,
      side: "source"
    }, bearer(user))

    expect(authorize.origin + authorize.pathname).toBe(`${world.payments.url}/oauth/authorize`)
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      response_type: "code",
      client_id: world.payments.connectClientId,
      scope: "read_only",
      redirect_uri: redirectUri("payments"),
      state
    })
    expect(back.searchParams.get("code")).toStartWith("ac_")
    expect(landing.pathname + landing.search).toBe("/dashboard?connected=payments")
    const stateRow = await expectStateStoredHashed(state)
    expect(stateRow["code_verifier"]).toBeNull()

    const after = await integrationRow(world, user.target)
    expect(String(after["source_credentials"])).toStartWith("v1.")
    expect(after["source_credentials"]).not.toBe(before["source_credentials"])
    expect(after["destination_credentials"]).toBe(before["destination_credentials"])
    const credentials = await credentialsOf(world, user.target, "source")
    expect(String(credentials["access_token"])).toStartWith("sk_test_")
    expect(String(credentials["refresh_token"])).toStartWith("rt_")
    expect(String(credentials["stripe_user_id"])).toStartWith("acct_")
    expect(credentials["scope"]).toBe("read_only")
    expect(credentials["account_note"]).toBe("kept")
    // The connector prefers api_key: the stale key must go, or the new token would never be used.
    expect(credentials["api_key"]).toBeUndefined()
    expect(credentials["expires_at"]).toBeUndefined()

    const charges = await fetch(`${world.payments.url}/v1/charges?limit=1`, {
      headers: { authorization: `Bearer ${String(credentials["access_token"])}` }
    })
    expect(charges.status).toBe(200)
    const stale = await fetch(`${world.payments.url}/v1/charges?limit=1`, {
      headers: { authorization: "Bearer sk_test_123" }
    })
    expect(stale.status).toBe(401)
  })
})

describe("tables (Airtable)", () => {
  test("connects the destination with PKCE S256 and Basic client auth; keeps base and table; the token reads the base", async () => {
    const base = world.tables.createBase({
      tables: [{ name: "Sales", fields: [{ name: "Sync ID" }, { name: "Amount", type: "number" }] }]
    })
    const user = await ownerWith(world, {
      source: "payments",
      destination: "tables",
      source_credentials: { api_key: "sk_test_emulator" },
      destination_credentials: { api_key: "pat_old", base_id: base.id, table: "Sales" }
    })
    const before = await integrationRow(world, user.target)
    const { authorize, landing, state } = await connect(
      "tables",
      { integration_id: user.target, side: "destination" },
      bearer(user)
    )

    expect(authorize.origin + authorize.pathname).toBe(`${world.tables.url}/oauth2/v1/authorize`)
    const challenge = authorize.searchParams.get("code_challenge") ?? ""
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      response_type: "code",
      client_id: world.tables.oauthClientId,
      redirect_uri: redirectUri("tables"),
      scope: "data.records:read data.records:write schema.bases:read",
      state,
      code_challenge: challenge,
      code_challenge_method: "S256"
    })
    expect(landing.pathname + landing.search).toBe("/dashboard?connected=tables")

    // The verifier is stored encrypted with the state, and is the one the challenge was made from.
    const stateRow = await expectStateStoredHashed(state)
    expect(String(stateRow["code_verifier"])).toStartWith("v1.")
    const verifier = (await decrypt(world, stateRow["code_verifier"]))["value"]
    expect(typeof verifier).toBe("string")
    expect(s256(String(verifier))).toBe(challenge)

    const after = await integrationRow(world, user.target)
    expect(after["source_credentials"]).toBe(before["source_credentials"])
    const credentials = await credentialsOf(world, user.target, "destination")
    expect(credentials["base_id"]).toBe(base.id)
    expect(credentials["table"]).toBe("Sales")
    expect(credentials["api_key"]).toBeUndefined()
    expect(credentials["scope"]).toBe("data.records:read data.records:write schema.bases:read")
    expectExpiresInAboutAnHour(credentials["expires_at"])

    const schema = await fetch(`${world.tables.url}/v0/meta/bases/${base.id}/tables`, {
      headers: { authorization: `Bearer ${String(credentials["access_token"])}` }
    })
    expect(schema.status).toBe(200)
    const body: unknown = await schema.json()
    expect(isRecord(body) && Array.isArray(body["tables"]) ? body["tables"].length : 0).toBe(1)
    // The refresh token is a live one the connector can rotate.
    const refreshed = await fetch(`${world.tables.url}/oauth2/v1/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${
          Buffer.from(`${world.tables.oauthClientId}:${TABLES_CLIENT_SECRET}`).toString("base64")
        }`
      },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: String(credentials["refresh_token"]) })
    })
    expect(refreshed.status).toBe(200)
  })
})

describe("storefront (Shopify)", () => {
  test("connects the source for a shop: signed callback verified, token exchanged as JSON, orders readable", async () => {
    const user = await ownerWith(world, {
      source: "storefront",
      destination: "tables",
      destination_credentials: { api_key: "pat_emulator", base_id: "appX" }
    })
    const shop = world.storefront.shop
    const { authorize, back, landing, state } = await connect("storefront", {
      integration_id: user.target,
      side: "source",
      shop
    }, bearer(user))

    expect(authorize.toString().split("?")[0]).toBe(`${world.storefront.url}/${shop}/admin/oauth/authorize`)
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      client_id: world.storefront.clientId,
      scope: "read_orders",
      redirect_uri: redirectUri("storefront"),
      state
    })
    expect(back.searchParams.get("hmac")).toMatch(/^[0-9a-f]{64}$/)
    expect(landing.pathname + landing.search).toBe("/dashboard?connected=storefront")
    const stateRow = await expectStateStoredHashed(state)
    expect(stateRow["shop"]).toBe(shop)

    const credentials = await credentialsOf(world, user.target, "source")
    expect(credentials["shop"]).toBe(shop)
    expect(credentials["scope"]).toBe("read_orders")
    const orders = await fetch(`${world.storefront.url}/${shop}/admin/api/2025-01/orders.json?status=any&limit=5`, {
      headers: { "x-shopify-access-token": String(credentials["access_token"]) }
    })
    expect(orders.status).toBe(200)
    const body: unknown = await orders.json()
    expect(isRecord(body) && Array.isArray(body["orders"])).toBe(true)
  })

  test("a reconnect without ?shop uses the shop already on the integration", async () => {
    const shop = world.storefront.shop
    const user = await ownerWith(world, {
      source: "shopify",
      destination: "sheets",
      source_credentials: { shop: `https://${shop.toUpperCase()}/` }
    })
    const { authorize, landing } = await connect(
      "shopify",
      { integration_id: user.target, side: "source" },
      bearer(user)
    )
    expect(authorize.pathname).toBe(`/${shop}/admin/oauth/authorize`)
    expect(authorize.searchParams.get("redirect_uri")).toBe(redirectUri("shopify"))
    expect(landing.search).toBe("?connected=shopify")
    expect((await credentialsOf(world, user.target, "source"))["shop"]).toBe(shop)
  })
})

describe("marketplace (Amazon SP-API)", () => {
  test("connects the source: consent by application_id, spapi_oauth_code traded at LWA, refresh token and seller stored", async () => {
    const user = await ownerWith(world, {
      source: "marketplace",
      destination: "office",
      source_credentials: { marketplace_id: "ATVPDKIKX0DER" }
    })
    const { authorize, back, landing, state } = await connect("marketplace", {
      integration_id: user.target,
      side: "source"
    }, bearer(user))

    expect(authorize.origin + authorize.pathname).toBe(`${world.marketplace.url}/apps/authorize/consent`)
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      application_id: world.marketplace.clientId,
      state,
      redirect_uri: redirectUri("marketplace")
    })
    expect(back.searchParams.get("spapi_oauth_code")).not.toBeNull()
    expect(back.searchParams.get("code")).toBeNull()
    expect(landing.search).toBe("?connected=marketplace")
    await expectStateStoredHashed(state)

    const credentials = await credentialsOf(world, user.target, "source")
    expect(credentials["marketplace_id"]).toBe("ATVPDKIKX0DER")
    expect(credentials["selling_partner_id"]).toBe(world.marketplace.sellerId)
    expect(String(credentials["refresh_token"])).toStartWith("Atzr|")
    expectExpiresInAboutAnHour(credentials["expires_at"])
    const orders = await fetch(
      `${world.marketplace.url}/orders/v0/orders?MarketplaceIds=ATVPDKIKX0DER&CreatedAfter=2000-01-01T00:00:00Z`,
      {
        headers: { "x-amz-access-token": String(credentials["access_token"]) }
      }
    )
    expect(orders.status).toBe(200)
    // What the connector does every hour: a fresh access token from the stored refresh token.
    const lwa = await fetch(`${world.marketplace.url}/auth/o2/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: String(credentials["refresh_token"]),
        client_id: world.marketplace.clientId,
        client_secret: world.marketplace.clientSecret
      })
    })
    expect(lwa.status).toBe(200)
  })
})

describe("office (Google Sheets)", () => {
  test("connects the destination: offline access, forced consent, PKCE; keeps the spreadsheet; the token reads the header row", async () => {
    const spreadsheetId = world.office.createSpreadsheet({ header: ["Sync ID", "Total"] })
    const user = await ownerWith(world, {
      source: "payments",
      destination: "office",
      destination_credentials: { spreadsheet_id: spreadsheetId, sheet: "Sheet1" }
    })
    const { authorize, landing, state } = await connect(
      "office",
      { integration_id: user.target, side: "destination" },
      bearer(user)
    )

    expect(authorize.origin + authorize.pathname).toBe(`${world.office.url}/o/oauth2/v2/auth`)
    const challenge = authorize.searchParams.get("code_challenge") ?? ""
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      response_type: "code",
      client_id: world.office.clientId,
      redirect_uri: redirectUri("office"),
      scope: "https://www.googleapis.com/auth/spreadsheets",
      access_type: "offline",
      prompt: "consent",
      state,
      code_challenge: challenge,
      code_challenge_method: "S256"
    })
    expect(landing.search).toBe("?connected=office")
    await expectStateStoredHashed(state)

    const credentials = await credentialsOf(world, user.target, "destination")
    expect(credentials["spreadsheet_id"]).toBe(spreadsheetId)
    expect(credentials["sheet"]).toBe("Sheet1")
    expect(String(credentials["refresh_token"])).toStartWith("1//")
    expect(credentials["scope"]).toBe("https://www.googleapis.com/auth/spreadsheets")
    expectExpiresInAboutAnHour(credentials["expires_at"])
    const header = await fetch(
      `${world.office.url}/v4/spreadsheets/${spreadsheetId}/values/${encodeURIComponent("Sheet1!1:1")}`,
      {
        headers: { authorization: `Bearer ${String(credentials["access_token"])}` }
      }
    )
    expect(header.status).toBe(200)
    const body: unknown = await header.json()
    expect(isRecord(body) ? body["values"] : null).toEqual([["Sync ID", "Total"]])
  })
})

describe("aliases and the browser's own session", () => {
  test("an alias is accepted, carried into redirect_uri and echoed lowercased in connected=", async () => {
    const user = await ownerWith(world, {
      source: "stripe",
      destination: "airtable",
      destination_credentials: { base_id: "appAlias" }
    })
    const stripe = await connect("stripe", { integration_id: user.target, side: "source" }, bearer(user))
    expect(stripe.authorize.searchParams.get("redirect_uri")).toBe(redirectUri("stripe"))
    expect(stripe.landing.search).toBe("?connected=stripe")

    const airtable = await connect("AIRTABLE", { integration_id: user.target, side: "destination" }, bearer(user))
    expect(airtable.authorize.searchParams.get("redirect_uri")).toBe(redirectUri("airtable"))
    expect(airtable.landing.search).toBe("?connected=airtable")
    expect((await credentialsOf(world, user.target, "destination"))["base_id"]).toBe("appAlias")
  })

  test("the session cookie set by the magic link is enough to start (a browser navigates here)", async () => {
    const spreadsheetId = world.office.createSpreadsheet({})
    const user = await ownerWith(world, {
      source: "payments",
      destination: "google",
      destination_credentials: { spreadsheet_id: spreadsheetId }
    })
    const since = world.smtp.messages.length
    const asked = await user.client.request("POST", "/api/auth/magic-link", { body: { email: user.email } })
    expect(asked.status).toBe(200)
    const verify = await spendLink(linkIn((await world.smtp.waitFor(user.email, since)).raw))
    const cookie = (verify.headers.get("set-cookie") ?? "").split(";")[0] ?? ""
    expect(cookie).toStartWith("salesync_session=")

    const { landing } = await connect("google", { integration_id: user.target, side: "destination" }, {
      cookie,
      "x-forwarded-for": user.client.address
    })
    expect(landing.search).toBe("?connected=google")
    expect(typeof (await credentialsOf(world, user.target, "destination"))["access_token"]).toBe("string")
  })
})
