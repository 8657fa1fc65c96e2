/**
 * Everything the OAuth routes must refuse: bad starts (400 invalid_input /
 * 404) and every failed callback (400 oauth_error), each leaving the
 * integration exactly as it was.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test"
import { createHash, randomBytes } from "node:crypto"
import { shopifyHmac } from "../emulators/storefront.js"
import { type SignedIn } from "../support/accounts.js"
import { dbQuery } from "../support/db.js"
import {
  type Auth,
  bearer,
  browse,
  type Hop,
  integrationRow,
  ownerWith,
  startPath,
  startWorld,
  visit,
  type World
} from "./world.js"

let world: World

beforeAll(async () => {
  world = await startWorld()
})
afterAll(async () => {
  await world.stop()
})
afterEach(() => {
  for (const emulator of [world.payments, world.tables, world.storefront, world.marketplace, world.office]) {
    emulator.clearFaults()
  }
  world.payments.setConsent("approve")
  world.office.setConsent("approve")
})

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex")

type Owner = SignedIn & { readonly target: string }

/** What must not change on a refusal. */
const snapshot = async (id: string) => {
  const row = await integrationRow(world, id)
  return {
    source: row["source_credentials"],
    destination: row["destination_credentials"],
    updated_at: row["updated_at"],
    status: row["status"]
  }
}

const expectRefused = (hop: Hop | undefined, status: number, error: string, messagePart?: RegExp) => {
  expect(hop?.status).toBe(status)
  const body = hop?.body
  expect(body).toMatchObject({ ok: false, error })
  const message = typeof body === "object" && body !== null && "message" in body ? String(body.message) : ""
  expect(message.length).toBeGreaterThan(10)
  if (messagePart !== undefined) expect(message).toMatch(messagePart)
}

/** The browser the last consent ran in: the owner's session and the binding cookie of its start. */
let ownersBrowser: Auth | null = null

/** Starts and lets the provider approve, stopping before the callback reaches the service. */
const consent = async (owner: Owner, provider: string, query: Record<string, string>) => {
  ownersBrowser = bearer(owner)
  const hops = await browse(world, startPath(provider, query), ownersBrowser, 2)
  expect(hops.map((h) => h.status)).toEqual([302, 302])
  const authorize = hops[0]?.location ?? new URL("about:blank")
  const callback = hops[1]?.location ?? new URL("about:blank")
  return { state: authorize.searchParams.get("state") ?? "", callback }
}

/** The callback as the provider's redirect delivers it, in the browser that started the connection. */
const deliver = (url: URL) => visit(world, url, ownersBrowser)

const paymentsOwner = () =>
  ownerWith(world, {
    source: "payments",
    destination: "tables",
    source_credentials: { api_key: "sk_test_emulator" },
    destination_credentials: { base_id: "appR" }
  })

describe("start refusals", () => {
  test("an unknown provider is 404 on start and on callback", async () => {
    const owner = await paymentsOwner()
    const start = await visit(
      world,
      new URL(startPath("fax", { integration_id: owner.target, side: "source" }), world.server.url),
      bearer(owner)
    )
    expectRefused(start, 404, "not_found", /fax/)
    const callback = await deliver(new URL("/api/auth/fax/callback?code=x&state=y", world.server.url))
    expectRefused(callback, 404, "not_found")
  })

  test("an unknown or another account's integration is 404; the integration_id is required", async () => {
    const owner = await paymentsOwner()
    const stranger = await paymentsOwner()
    const before = await snapshot(stranger.target)
    for (const id of [stranger.target, "int_doesnotexist"]) {
      const hop = await visit(
        world,
        new URL(startPath("payments", { integration_id: id, side: "source" }), world.server.url),
        bearer(owner)
      )
      expectRefused(hop, 404, "not_found")
    }
    const missing = await visit(
      world,
      new URL(startPath("payments", { side: "source" }), world.server.url),
      bearer(owner)
    )
    expectRefused(missing, 400, "invalid_input", /integration_id/)
    expect(await snapshot(stranger.target)).toEqual(before)
  })

  test("side missing, invalid, not the provider's role or not this integration's provider is 400 invalid_input", async () => {
    const owner = await paymentsOwner()
    const before = await snapshot(owner.target)
    const cases: Array<[string, Record<string, string>, RegExp]> = [
      ["payments", {}, /side is required/],
      ["payments", { side: "middle" }, /source or destination/],
      ["payments", { side: "destination" }, /payments is a source/],
      ["tables", { side: "source" }, /tables is a destination/],
      ["office", { side: "destination" }, /destination of this integration is tables, not office/],
      [
        "storefront",
        { side: "source", shop: world.storefront.shop },
        /source of this integration is payments, not storefront/
      ]
    ]
    for (const [provider, query, message] of cases) {
      const hop = await visit(
        world,
        new URL(startPath(provider, { integration_id: owner.target, ...query }), world.server.url),
        bearer(owner)
      )
      expectRefused(hop, 400, "invalid_input", message)
    }
    expect(await snapshot(owner.target)).toEqual(before)
    const states = await dbQuery(world.server.dataDir, "SELECT id FROM oauth_states WHERE integration_id = ?", [
      owner.target
    ])
    expect(states.length).toBe(0)
  })

  test("the storefront needs a shop, and only a .myshopify.com one", async () => {
    const owner = await ownerWith(world, { source: "storefront", destination: "tables" })
    for (
      const [query, message] of [
        [{}, /shop is required/],
        [{ shop: "evil.example.com" }, /myshopify\.com/],
        [{ shop: "my-store.myshopify.com.evil.example" }, /myshopify\.com/]
      ] as const
    ) {
      const hop = await visit(
        world,
        new URL(startPath("storefront", { integration_id: owner.target, side: "source", ...query }), world.server.url),
        bearer(owner)
      )
      expectRefused(hop, 400, "invalid_input", message)
    }
  })

  test("without a session the start is 401", async () => {
    const owner = await paymentsOwner()
    const hop = await visit(
      world,
      new URL(startPath("payments", { integration_id: owner.target, side: "source" }), world.server.url),
      null
    )
    expectRefused(hop, 401, "unauthorized")
  })
})

describe("callback refusals: 400 oauth_error, integration unchanged", () => {
  test("a callback without a code, then the same state again with the code: the state was spent", async () => {
    const owner = await paymentsOwner()
    const before = await snapshot(owner.target)
    const { state, callback } = await consent(owner, "payments", { integration_id: owner.target, side: "source" })
    const noCode = new URL(callback)
    noCode.searchParams.delete("code")
    expectRefused(await deliver(noCode), 400, "oauth_error", /no authorization code/)
    expectRefused(await deliver(callback), 400, "oauth_error", /unknown or was already used/)
    expect(await snapshot(owner.target)).toEqual(before)
    expect(state).not.toBe("")
  })

  test("no state, or a state the service never issued", async () => {
    const owner = await paymentsOwner()
    const before = await snapshot(owner.target)
    const { callback } = await consent(owner, "payments", { integration_id: owner.target, side: "source" })
    const forged = new URL(callback)
    forged.searchParams.set("state", randomBytes(32).toString("base64url"))
    expectRefused(await deliver(forged), 400, "oauth_error", /unknown/)
    const stateless = new URL(callback)
    stateless.searchParams.delete("state")
    expectRefused(await deliver(stateless), 400, "oauth_error", /no state/)
    expect(await snapshot(owner.target)).toEqual(before)
  })

  test("an expired state (older than 10 minutes)", async () => {
    const owner = await paymentsOwner()
    const before = await snapshot(owner.target)
    const { state, callback } = await consent(owner, "payments", { integration_id: owner.target, side: "source" })
    await dbQuery(world.server.dataDir, "UPDATE oauth_states SET expires_at = ? WHERE state_hash = ?", [
      new Date(Date.now() - 1000).toISOString(),
      sha256(state)
    ])
    expectRefused(await deliver(callback), 400, "oauth_error", /expired/)
    expect(await snapshot(owner.target)).toEqual(before)
  })

  test("a reused state: the replay of a successful callback changes nothing", async () => {
    const owner = await paymentsOwner()
    const before = await snapshot(owner.target)
    const { callback } = await consent(owner, "payments", { integration_id: owner.target, side: "source" })
    const first = await deliver(callback)
    expect(first.status).toBe(302)
    expect(first.location?.search).toBe("?connected=payments")
    const connected = await snapshot(owner.target)
    expect(connected.source).not.toBe(before.source)
    expectRefused(await deliver(callback), 400, "oauth_error", /already used/)
    expect(await snapshot(owner.target)).toEqual(connected)
  })

  test("a state issued for another provider", async () => {
    const owner = await paymentsOwner()
    const before = await snapshot(owner.target)
    const { state } = await consent(owner, "tables", { integration_id: owner.target, side: "destination" })
    const foreign = new URL(
      `/api/auth/payments/callback?code=ac_x&state=${encodeURIComponent(state)}`,
      world.server.url
    )
    expectRefused(await deliver(foreign), 400, "oauth_error", /another provider/)
    expect(await snapshot(owner.target)).toEqual(before)
  })

  test("the provider's error parameter (consent denied)", async () => {
    const spreadsheetId = world.office.createSpreadsheet({})
    const owner = await ownerWith(world, {
      source: "payments",
      destination: "office",
      destination_credentials: { spreadsheet_id: spreadsheetId }
    })
    const before = await snapshot(owner.target)
    world.office.setConsent("deny")
    const hops = await browse(
      world,
      startPath("office", { integration_id: owner.target, side: "destination" }),
      bearer(owner)
    )
    expect(hops[1]?.location?.searchParams.get("error")).toBe("access_denied")
    expectRefused(hops[2], 400, "oauth_error", /access_denied/)
    expect(await snapshot(owner.target)).toEqual(before)
  })

  test("a storefront callback whose hmac does not verify (tampered code, missing hmac)", async () => {
    const owner = await ownerWith(world, {
      source: "storefront",
      destination: "tables",
      source_credentials: { shop: world.storefront.shop }
    })
    const before = await snapshot(owner.target)
    const first = await consent(owner, "storefront", { integration_id: owner.target, side: "source" })
    const tampered = new URL(first.callback)
    tampered.searchParams.set("code", "0".repeat(32))
    expectRefused(await deliver(tampered), 400, "oauth_error", /hmac/)

    const second = await consent(owner, "storefront", { integration_id: owner.target, side: "source" })
    const unsigned = new URL(second.callback)
    unsigned.searchParams.delete("hmac")
    expectRefused(await deliver(unsigned), 400, "oauth_error", /not signed/)
    expect(await snapshot(owner.target)).toEqual(before)
  })

  test("a correctly signed storefront callback for a shop outside .myshopify.com", async () => {
    const owner = await ownerWith(world, {
      source: "storefront",
      destination: "tables",
      source_credentials: { shop: world.storefront.shop }
    })
    const before = await snapshot(owner.target)
    const { state, callback } = await consent(owner, "storefront", { integration_id: owner.target, side: "source" })
    const params: Record<string, string> = {
      code: callback.searchParams.get("code") ?? "",
      host: callback.searchParams.get("host") ?? "",
      shop: "evil.example.com",
      state,
      timestamp: callback.searchParams.get("timestamp") ?? ""
    }
    const evil = new URL(callback.origin + callback.pathname)
    for (const [key, value] of Object.entries(params)) evil.searchParams.set(key, value)
    evil.searchParams.set("hmac", shopifyHmac(params, world.storefront.clientSecret))
    expectRefused(await deliver(evil), 400, "oauth_error", /outside \.myshopify\.com/)
    expect(await snapshot(owner.target)).toEqual(before)
  })

  test("a token exchange the provider refuses; the state is spent all the same", async () => {
    const owner = await ownerWith(world, {
      source: "marketplace",
      destination: "tables",
      source_credentials: { marketplace_id: "ATVPDKIKX0DER" }
    })
    const before = await snapshot(owner.target)
    const { callback } = await consent(owner, "marketplace", { integration_id: owner.target, side: "source" })
    const bogus = new URL(callback)
    bogus.searchParams.set("spapi_oauth_code", "ANdNbogus")
    expectRefused(await deliver(bogus), 400, "oauth_error", /refused the authorization code: invalid_grant/)
    // The genuine code with the spent state gets nowhere either.
    expectRefused(await deliver(callback), 400, "oauth_error", /already used/)
    expect(await snapshot(owner.target)).toEqual(before)
  })

  test("a token endpoint that fails (HTTP 500, connection reset)", async () => {
    const base = world.tables.createBase({ tables: [{ name: "Sales", fields: [{ name: "Sync ID" }] }] })
    const owner = await ownerWith(world, {
      source: "payments",
      destination: "tables",
      destination_credentials: { base_id: base.id }
    })
    const before = await snapshot(owner.target)

    const first = await consent(owner, "tables", { integration_id: owner.target, side: "destination" })
    world.tables.injectFaults({ kind: "status", status: 500 }, 1)
    // The emulator's own message says "HTTP 500" too: the answer gives the status once.
    expectRefused(
      await deliver(first.callback),
      400,
      "oauth_error",
      /^(?!.*HTTP 500.*HTTP 500).*Airtable Web API token endpoint failed.*HTTP 500.*; connect again in a moment\.$/
    )

    const second = await consent(owner, "tables", { integration_id: owner.target, side: "destination" })
    world.tables.injectFaults({ kind: "reset" }, 2)
    expectRefused(await deliver(second.callback), 400, "oauth_error", /Could not reach/)
    expect(await snapshot(owner.target)).toEqual(before)
  })

  test("a payments callback whose code the platform never issued", async () => {
    const owner = await paymentsOwner()
    const before = await snapshot(owner.target)
    const { callback } = await consent(owner, "stripe", { integration_id: owner.target, side: "source" })
    const wrong = new URL(callback)
    wrong.searchParams.set("code", "ac_neverissued")
    expectRefused(await deliver(wrong), 400, "oauth_error", /Authorization code does not exist/)
    expect(await snapshot(owner.target)).toEqual(before)
  })
})
