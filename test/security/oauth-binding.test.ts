/**
 * An OAuth callback connects only in the browser that started the
 * connection, signed in to the account that started it. A consent link passed
 * to someone else, a callback without the binding cookie or with another
 * account's session connects nothing and does not spend the state.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { createHash } from "node:crypto"
import { bearer, integrationRow, ownerWith, startPath, startWorld, type World } from "../oauth/world.js"
import { dbQuery } from "../support/db.js"

let world: World

beforeAll(async () => {
  world = await startWorld()
})
afterAll(async () => {
  await world.stop()
})

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex")

type Owner = Awaited<ReturnType<typeof ownerWith>>

const paymentsOwner = () =>
  ownerWith(world, {
    source: "payments",
    destination: "tables",
    source_credentials: { api_key: "sk_test_emulator" },
    destination_credentials: { base_id: "appB" }
  })

/** A starts in its browser; the provider approves. Returns the binding cookie A's browser got and the callback URL. */
const startAndConsent = async (owner: Owner) => {
  const start = await fetch(
    new URL(startPath("payments", { integration_id: owner.target, side: "source" }), world.server.url),
    {
      redirect: "manual",
      headers: bearer(owner)
    }
  )
  expect(start.status).toBe(302)
  const setCookie = start.headers.getSetCookie().find((line) => line.startsWith("salesync_oauth_")) ?? ""
  const authorize = new URL(start.headers.get("location") ?? "about:blank")
  const consent = await fetch(authorize, { redirect: "manual" })
  expect(consent.status).toBe(302)
  return {
    setCookie,
    binding: setCookie.split(";")[0] ?? "",
    state: authorize.searchParams.get("state") ?? "",
    callback: new URL(consent.headers.get("location") ?? "about:blank")
  }
}

const deliver = async (callback: URL, headers: Record<string, string>) => {
  const response = await fetch(callback, { redirect: "manual", headers })
  const text = await response.text()
  return {
    status: response.status,
    location: response.headers.get("location"),
    setCookie: response.headers.getSetCookie(),
    body: text === "" ? null : JSON.parse(text)
  }
}

const sourceOf = async (id: string) => (await integrationRow(world, id))["source_credentials"]

describe("OAuth callbacks are bound to the starting browser and account", () => {
  test("start sets a short-lived HttpOnly binding cookie whose value is stored only hashed", async () => {
    const a = await paymentsOwner()
    const { setCookie, binding, state } = await startAndConsent(a)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Max-Age=600/i)
    expect(setCookie).toMatch(/Path=\/api\/auth\//i)
    const value = binding.split("=")[1] ?? ""
    expect(value.length).toBeGreaterThanOrEqual(40)
    const [row] = await dbQuery(world.server.dataDir, "SELECT binding_hash FROM oauth_states WHERE state_hash = ?", [
      sha256(state)
    ])
    expect(row?.["binding_hash"]).toBe(sha256(value))
    const raw = await dbQuery(world.server.dataDir, "SELECT id FROM oauth_states WHERE binding_hash = ?", [value])
    expect(raw.length).toBe(0)
  })

  test("A's consent link completed by B, signed in as B in B's browser, connects nothing; A can still finish", async () => {
    const a = await paymentsOwner()
    const b = await paymentsOwner()
    const before = { a: await sourceOf(a.target), b: await sourceOf(b.target) }
    const { binding, callback } = await startAndConsent(a)

    const byB = await deliver(callback, bearer(b))
    expect(byB.status).toBe(400)
    expect(byB.body).toMatchObject({ ok: false, error: "oauth_error" })
    expect(String(byB.body?.message)).toContain("browser that started it")
    expect(await sourceOf(a.target)).toBe(before.a)
    expect(await sourceOf(b.target)).toBe(before.b)

    // The refused callback did not spend the state: A's own browser finishes the connection.
    const byA = await deliver(callback, { ...bearer(a), cookie: binding })
    expect(byA.status).toBe(302)
    expect(byA.location).toBe("/dashboard?connected=payments")
    // The binding served its one purpose: the browser is told to forget it.
    const name = binding.split("=")[0] ?? ""
    expect(byA.setCookie.some((line) => line.startsWith(`${name}=;`) && /Max-Age=0/i.test(line))).toBe(true)
    expect(await sourceOf(a.target)).not.toBe(before.a)
  })

  test("no session, or another account's session with A's binding cookie, or A's session without it: nothing connects", async () => {
    const a = await paymentsOwner()
    const b = await paymentsOwner()
    const before = await sourceOf(a.target)
    const { binding, callback } = await startAndConsent(a)
    const attempts: ReadonlyArray<Record<string, string>> = [
      {},
      { cookie: binding },
      { ...bearer(b), cookie: binding },
      { cookie: `${binding}; salesync_session=${b.token}` },
      bearer(a),
      { ...bearer(a), cookie: `${binding.split("=")[0]}=forged-binding-value-forged-binding-value` }
    ]
    for (const headers of attempts) {
      const refused = await deliver(callback, headers)
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ ok: false, error: "oauth_error" })
    }
    expect(await sourceOf(a.target)).toBe(before)
  })
})
