import { describe, expect, test } from "bun:test"
import { signUp, uniqueEmail } from "../support/accounts.js"
import { items, makeClient } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import { useServerWithMail } from "../support/mail-server.js"
import { linkIn, spendLink, tokenOf } from "../support/smtp.js"

const world = useServerWithMail()

const requestLink = async (email: string) => {
  const since = world.smtp.messages.length
  const response = await makeClient(world.server.url).request("POST", "/api/auth/magic-link", { body: { email } })
  return { response, since }
}

describe("magic links", () => {
  test("same answer whether or not the account exists; only an existing account gets mail", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const known = await requestLink(user.email)
    const unknownEmail = uniqueEmail("nobody")
    const unknown = await requestLink(unknownEmail)
    expect(known.response.status).toBe(200)
    expect(unknown.response.status).toBe(200)
    expect(known.response.json).toEqual(unknown.response.json)
    expect(known.response.json["ok"]).toBe(true)
    await world.smtp.waitFor(user.email, known.since)
    await Bun.sleep(150)
    expect(world.smtp.messages.some((m) => m.to.includes(unknownEmail))).toBe(false)
  })

  test("a bad e-mail → 400 invalid_input", async () => {
    const { response } = await requestLink("nope")
    expect(response.status).toBe(400)
    expect(response.json["error"]).toBe("invalid_input")
  })

  test("the link is stored only as a hash", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const { since } = await requestLink(user.email)
    const token = tokenOf(linkIn((await world.smtp.waitFor(user.email, since)).raw))
    const rows = await dbQuery(world.server.dataDir, "SELECT token_hash FROM magic_links")
    expect(rows.some((r) => String(r["token_hash"]) === token)).toBe(false)
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(String(r["token_hash"])))).toBe(true)
  })

  test("opening the link leads to the sign-in page; its button sets an HttpOnly, SameSite=Lax cookie that signs in", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const { since } = await requestLink(user.email)
    const link = linkIn((await world.smtp.waitFor(user.email, since)).raw)
    const opened = await fetch(link, { redirect: "manual" })
    expect(opened.status).toBe(302)
    expect(opened.headers.get("location")).toBe(
      `/signin/confirm#token=${encodeURIComponent(tokenOf(link))}&for=sign_in`
    )
    expect(opened.headers.get("set-cookie")).toBeNull()
    const response = await spendLink(link)
    expect(response.status).toBe(200)
    const cookie = response.headers.get("set-cookie") ?? ""
    expect(cookie).toContain("salesync_session=")
    expect(cookie).toContain("HttpOnly")
    expect(cookie).toMatch(/SameSite=Lax/i)
    const value = cookie.split(";")[0] ?? ""
    const account = await makeClient(world.server.url, { cookie: value }).request("GET", "/api/account")
    expect(account.status).toBe(200)
    expect(account.json["email"]).toBe(user.email)
    expect(account.json["plan"]).toBe("pro")
    expect(account.json["status"]).toBe("trialing")
    expect(typeof account.json["trial_ends_at"]).toBe("string")
  })

  test("a used link, an unknown token and an expired link → 400 invalid_token", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const { since } = await requestLink(user.email)
    const token = tokenOf(linkIn((await world.smtp.waitFor(user.email, since)).raw))
    const client = makeClient(world.server.url)
    expect((await client.request("POST", "/api/auth/session", { body: { token } })).status).toBe(200)
    const reused = await client.request("POST", "/api/auth/session", { body: { token } })
    expect(reused.status).toBe(400)
    expect(reused.json["error"]).toBe("invalid_token")
    const unknown = await client.request("GET", "/api/auth/magic-link/verify?token=made-up")
    expect(unknown.status).toBe(400)
    expect(unknown.json["error"]).toBe("invalid_token")

    const second = await requestLink(user.email)
    const expiring = tokenOf(linkIn((await world.smtp.waitFor(user.email, second.since)).raw))
    await dbQuery(world.server.dataDir, "UPDATE magic_links SET expires_at = ? WHERE used_at IS NULL", [
      "2000-01-01T00:00:00.000Z"
    ])
    const expired = await client.request("POST", "/api/auth/session", { body: { token: expiring } })
    expect(expired.status).toBe(400)
    expect(expired.json["error"]).toBe("invalid_token")
  })

  test("the session token is valid 30 days and stored hashed", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const { since } = await requestLink(user.email)
    const token = tokenOf(linkIn((await world.smtp.waitFor(user.email, since)).raw))
    const session = await makeClient(world.server.url).request("POST", "/api/auth/session", { body: { token } })
    const days = (Date.parse(String(session.json["expires_at"])) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    const stored = await dbQuery(world.server.dataDir, "SELECT token_hash FROM sessions")
    expect(stored.some((r) => r["token_hash"] === session.json["access_token"])).toBe(false)
  })

  test("DELETE /api/auth/session signs out", async () => {
    const user = await signUp(world.server.url, world.smtp)
    expect((await user.client.request("GET", "/api/account")).status).toBe(200)
    const out = await user.client.request("DELETE", "/api/auth/session")
    expect(out.status).toBe(200)
    const after = await user.client.request("GET", "/api/account")
    expect(after.status).toBe(401)
    expect(after.json["error"]).toBe("unauthorized")
  })
})

describe("API keys", () => {
  test("the secret is shown once, then only a prefix; it works as bearer and as X-API-Key; deletion revokes it", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const created = await user.client.request("POST", "/api/account/api-keys", { body: { name: "ci" } })
    expect(created.status).toBe(201)
    const key = created.json["api_key"]
    const secret = typeof key === "object" && key !== null && "key" in key ? String(key.key) : ""
    const id = typeof key === "object" && key !== null && "id" in key ? String(key.id) : ""
    expect(secret).toStartWith("ssk_")

    const list = await user.client.request("GET", "/api/account/api-keys")
    const listed = items(list.json, "api_keys")
    expect(listed.length).toBe(1)
    expect(listed[0]?.["prefix"]).toBe(secret.slice(0, 12))
    expect(JSON.stringify(list.json)).not.toContain(secret)
    const stored = await dbQuery(world.server.dataDir, "SELECT key_hash FROM api_keys WHERE id = ?", [id])
    expect(String(stored[0]?.["key_hash"])).not.toBe(secret)

    const asBearer = await makeClient(world.server.url).withAuth(secret).request("GET", "/api/account")
    expect(asBearer.status).toBe(200)
    expect(asBearer.json["email"]).toBe(user.email)
    const asHeader = await makeClient(world.server.url, { "x-api-key": secret }).request(
      "GET",
      "/api/dashboard/integrations"
    )
    expect(asHeader.status).toBe(200)
    expect(items(asHeader.json, "integrations").map((i) => i["id"])).toContain(user.integrationId)
    const used = items((await user.client.request("GET", "/api/account/api-keys")).json, "api_keys")
    expect(typeof used[0]?.["last_used_at"]).toBe("string")

    expect((await user.client.request("DELETE", `/api/account/api-keys/${id}`)).status).toBe(200)
    expect((await makeClient(world.server.url).withAuth(secret).request("GET", "/api/account")).status).toBe(401)
    expect((await user.client.request("DELETE", `/api/account/api-keys/${id}`)).status).toBe(404)
  })

  test("another account's key id → 404 and the key keeps working", async () => {
    const owner = await signUp(world.server.url, world.smtp)
    const other = await signUp(world.server.url, world.smtp)
    const created = await owner.client.request("POST", "/api/account/api-keys", { body: {} })
    const key = created.json["api_key"]
    const id = typeof key === "object" && key !== null && "id" in key ? String(key.id) : ""
    const secret = typeof key === "object" && key !== null && "key" in key ? String(key.key) : ""
    const foreign = await other.client.request("DELETE", `/api/account/api-keys/${id}`)
    expect(foreign.status).toBe(404)
    expect(foreign.json["error"]).toBe("not_found")
    expect((await makeClient(world.server.url).withAuth(secret).request("GET", "/api/account")).status).toBe(200)
  })

  test("bad credentials of every kind → 401 unauthorized", async () => {
    const variants: Array<Record<string, string>> = [
      { authorization: "Bearer sst_forged" },
      { authorization: "Bearer ssk_forged" },
      { "x-api-key": "ssk_forged" },
      { cookie: "salesync_session=sst_forged" },
      { authorization: "Basic Zm9vOmJhcg==" }
    ]
    for (const headers of variants) {
      const response = await makeClient(world.server.url, headers).request("GET", "/api/account")
      expect(response.status).toBe(401)
      expect(response.json).toEqual({ ok: false, error: "unauthorized", message: expect.any(String) })
    }
  })
})
