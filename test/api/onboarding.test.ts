import { describe, expect, test } from "bun:test"
import { quickStartBody, signUp, uniqueEmail } from "../support/accounts.js"
import { items, makeClient } from "../support/client.js"
import { dbQuery, isPostgres } from "../support/db.js"
import { useServerWithMail } from "../support/mail-server.js"
import { startServer } from "../support/server.js"
import { linkIn, linkLoggedFor, spendLink, tokenOf } from "../support/smtp.js"

const world = useServerWithMail()

describe("POST /api/integrations (onboarding)", () => {
  test("a new e-mail creates the account, an integration paused until the first sign-in, and mails a sign-in link; credentials are encrypted at rest", async () => {
    const email = uniqueEmail()
    const client = makeClient(world.server.url)
    const since = world.smtp.messages.length
    const response = await client.request("POST", "/api/integrations", { body: quickStartBody(email) })
    expect(response.status).toBe(201)
    expect(response.json["ok"]).toBe(true)
    expect(String(response.json["integration_id"])).toStartWith("int_")
    expect(typeof response.json["message"]).toBe("string")

    const mail = await world.smtp.waitFor(email, since)
    expect(linkIn(mail.raw)).toStartWith(`${world.server.url}/api/auth/magic-link/verify?token=`)

    const [account] = await dbQuery(
      world.server.dataDir,
      "SELECT plan, status, trial_ends_at, created_at FROM accounts WHERE email = ?",
      [email]
    )
    expect(account?.["plan"]).toBe("pro")
    expect(account?.["status"]).toBe("trialing")
    const trialDays = (Date.parse(String(account?.["trial_ends_at"])) - Date.parse(String(account?.["created_at"]))) /
      86_400_000
    expect(trialDays).toBe(14)

    const [row] = await dbQuery(
      world.server.dataDir,
      "SELECT status, source_credentials, destination_credentials FROM integrations WHERE id = ?",
      [
        String(response.json["integration_id"])
      ]
    )
    // Nothing syncs before the address is proven: the first sign-in starts it (test/security/mail.test.ts).
    expect(row?.["status"]).toBe("paused")
    for (const column of ["source_credentials", "destination_credentials"]) {
      const stored = String(row?.[column])
      expect(stored).toStartWith("v1.")
      expect(stored).not.toContain("sk_test_123")
      expect(stored).not.toContain("pat_abc")
    }
  })

  test("aliases are accepted and echoed as sent, lowercased", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const created = await user.client.request("POST", "/api/integrations", {
      body: { email: user.email, source: "Stripe", destination: "SHEETS" }
    })
    expect(created.status).toBe(201)
    const list = await user.client.request("GET", "/api/dashboard/integrations")
    const found = items(list.json, "integrations").find((i) => i["id"] === created.json["integration_id"])
    expect(found?.["source"]).toBe("stripe")
    expect(found?.["destination"]).toBe("sheets")
    expect(found?.["status"]).toBe("active")
  })

  const badInputs: Array<[string, unknown, string]> = [
    ["malformed e-mail", { ...quickStartBody("x"), email: "not-an-email" }, "email"],
    ["unknown provider", { ...quickStartBody("a@b.co"), source: "paypal" }, "source"],
    ["destination kind as source", { ...quickStartBody("a@b.co"), source: "airtable" }, "source"],
    ["source kind as destination", { ...quickStartBody("a@b.co"), destination: "shopify" }, "destination"],
    [
      "credentials that are not objects",
      { ...quickStartBody("a@b.co"), source_credentials: "sk_test" },
      "source_credentials"
    ],
    [
      "credentials as an array",
      { ...quickStartBody("a@b.co"), destination_credentials: [1, 2] },
      "destination_credentials"
    ],
    ["unknown top-level field", { ...quickStartBody("a@b.co"), plan: "free" }, "plan"],
    ["missing e-mail", { source: "payments", destination: "tables" }, "email"]
  ]
  for (const [label, body, field] of badInputs) {
    test(`400 invalid_input naming the field: ${label}`, async () => {
      const before = await dbQuery(world.server.dataDir, "SELECT COUNT(*) AS n FROM integrations")
      const response = await makeClient(world.server.url).request("POST", "/api/integrations", { body })
      expect(response.status).toBe(400)
      expect(response.json["ok"]).toBe(false)
      expect(response.json["error"]).toBe("invalid_input")
      expect(String(response.json["message"])).toContain(field)
      const after = await dbQuery(world.server.dataDir, "SELECT COUNT(*) AS n FROM integrations")
      expect(Number(after[0]?.["n"])).toBe(Number(before[0]?.["n"]))
    })
  }

  test("every bad field is named at once", async () => {
    const response = await makeClient(world.server.url).request("POST", "/api/integrations", {
      body: { email: "nope", source: "tables", destination: "nowhere", source_credentials: 5 }
    })
    expect(response.status).toBe(400)
    const message = String(response.json["message"])
    for (const field of ["email", "source", "destination", "source_credentials"]) expect(message).toContain(field)
  })

  test("non-JSON body → 400 invalid_input", async () => {
    const response = await makeClient(world.server.url).request("POST", "/api/integrations", {
      raw: "{not json",
      headers: { "content-type": "application/json" }
    })
    expect(response.status).toBe(400)
    expect(response.json["error"]).toBe("invalid_input")
    expect(String(response.json["message"])).toContain("JSON")
  })

  test("a body over 256 KiB → 413", async () => {
    const response = await makeClient(world.server.url).request("POST", "/api/integrations", {
      body: { ...quickStartBody(uniqueEmail()), source_credentials: { blob: "x".repeat(300 * 1024) } }
    })
    expect(response.status).toBe(413)
    expect(response.json["error"]).toBe("payload_too_large")
  })

  test("an existing e-mail without the owner's session: created paused, only the owner's confirmation link activates it", async () => {
    const owner = await signUp(world.server.url, world.smtp)
    const stranger = makeClient(world.server.url)
    const since = world.smtp.messages.length
    const created = await stranger.request("POST", "/api/integrations", { body: quickStartBody(owner.email) })
    expect(created.status).toBe(201)
    const id = String(created.json["integration_id"])

    const ownerView = await owner.client.request("GET", "/api/dashboard/integrations")
    const pending = items(ownerView.json, "integrations").find((i) => i["id"] === id)
    expect(pending?.["status"]).toBe("paused")

    // The stranger cannot read anything of the owner's account with what it got back.
    const probe = await stranger.request("GET", `/api/dashboard/mappings/${id}`)
    expect(probe.status).toBe(401)

    const mail = await world.smtp.waitFor(owner.email, since)
    expect(mail.raw).toContain(id)
    const verify = await spendLink(linkIn(mail.raw))
    expect(verify.status).toBe(200)
    const after = await owner.client.request("GET", "/api/dashboard/integrations")
    const confirmed = items(after.json, "integrations").find((i) => i["id"] === id)
    expect(confirmed?.["status"]).toBe("active")
  })

  test("an anonymous caller gets the same answer whether or not the address has an account", async () => {
    const owner = await signUp(world.server.url, world.smtp)
    const anonymous = makeClient(world.server.url)
    const existing = await anonymous.request("POST", "/api/integrations", { body: quickStartBody(owner.email) })
    const fresh = await anonymous.request("POST", "/api/integrations", { body: quickStartBody(uniqueEmail("fresh")) })
    expect(existing.status).toBe(201)
    expect(fresh.status).toBe(201)
    expect(existing.json["message"]).toBe(fresh.json["message"])
    expect(Object.keys(existing.json).sort()).toEqual(Object.keys(fresh.json).sort())
  })

  test("signed in, integrations go to the caller's own account: another address is 400 and creates or mails nothing", async () => {
    const owner = await signUp(world.server.url, world.smtp)
    const other = await signUp(world.server.url, world.smtp)
    const before = await owner.client.request("GET", "/api/dashboard/integrations")
    const since = world.smtp.messages.length
    const fresh = `typo-${owner.email}`
    for (const email of [owner.email, fresh]) {
      const refused = await other.client.request("POST", "/api/integrations", { body: quickStartBody(email) })
      expect({ email, status: refused.status, error: refused.json["error"] }).toEqual({
        email,
        status: 400,
        error: "invalid_input"
      })
      expect(String(refused.json["message"])).toContain(other.email)
    }
    expect((await owner.client.request("GET", "/api/dashboard/integrations")).json).toEqual(before.json)
    expect(await dbQuery(world.server.dataDir, "SELECT id FROM accounts WHERE email = ?", [fresh])).toEqual([])
    await Bun.sleep(200)
    expect(world.smtp.messages.slice(since).some((m) => m.to.includes(owner.email) || m.to.includes(fresh))).toBe(false)
    // The same address in another case is the caller's own.
    const own = await other.client.request("POST", "/api/integrations", {
      body: quickStartBody(other.email.toUpperCase())
    })
    expect(own.status).toBe(201)
  })

  test("empty credentials leave a side not connected: the list and the label agree", async () => {
    const owner = await signUp(world.server.url, world.smtp)
    const created = await owner.client.request("POST", "/api/integrations", {
      body: { email: owner.email, source: "stripe", destination: "airtable", source_credentials: {} }
    })
    expect(created.status).toBe(201)
    const listed = items((await owner.client.request("GET", "/api/dashboard/integrations")).json, "integrations")
      .find((i) => i["id"] === created.json["integration_id"])
    expect(listed).toMatchObject({
      source_connected: false,
      destination_connected: false,
      label: "Stripe (not connected) → Airtable (not connected)"
    })
  })

  test("with the owner's bearer the integration is active at once", async () => {
    const owner = await signUp(world.server.url, world.smtp)
    const since = world.smtp.messages.length
    const created = await owner.client.request("POST", "/api/integrations", { body: quickStartBody(owner.email) })
    expect(created.status).toBe(201)
    // It says what is left before it syncs: both sides came connected, so only a mapping.
    expect(String(created.json["message"])).toContain("Both sides are connected: it syncs once a mapping is saved")
    const sourceOnly = await owner.client.request("POST", "/api/integrations", {
      body: { ...quickStartBody(owner.email), destination_credentials: undefined }
    })
    expect(sourceOnly.status).toBe(201)
    expect(String(sourceOnly.json["message"])).toContain("It syncs once the destination is connected")
    const list = await owner.client.request("GET", "/api/dashboard/integrations")
    expect(items(list.json, "integrations").find((i) => i["id"] === created.json["integration_id"])?.["status"]).toBe(
      "active"
    )
    await Bun.sleep(200)
    expect(world.smtp.messages.slice(since).some((m) => m.to.includes(owner.email))).toBe(false)
  })

  test("a storage failure → 500 server_error with nothing half-written", async () => {
    const email = uniqueEmail("broken")
    // Break the integrations table so the insert after the account insert fails.
    await dbQuery(world.server.dataDir, "ALTER TABLE integrations RENAME TO integrations_moved")
    try {
      const response = await makeClient(world.server.url).request("POST", "/api/integrations", {
        body: quickStartBody(email)
      })
      expect(response.status).toBe(500)
      expect(response.json).toEqual({ ok: false, error: "server_error", message: expect.any(String) })
      expect(JSON.stringify(response.json)).not.toContain("integrations")
    } finally {
      await dbQuery(world.server.dataDir, "ALTER TABLE integrations_moved RENAME TO integrations")
    }
    const accounts = await dbQuery(world.server.dataDir, "SELECT id FROM accounts WHERE email = ?", [email])
    expect(accounts.length).toBe(0)
    if (!isPostgres()) expect(world.server.output()).toContain("Request failed with a server error")
  })
})

describe("mail without SMTP_URL", () => {
  test("the sign-in link is logged; the outbox keeps the mail without its token", async () => {
    const local = await startServer({ LOG_LEVEL: "info" })
    try {
      const email = uniqueEmail("local")
      const response = await makeClient(local.url).request("POST", "/api/integrations", { body: quickStartBody(email) })
      expect(response.status).toBe(201)
      const rows = await dbQuery(local.dataDir, "SELECT body, sent_at FROM outbox WHERE to_address = ?", [email])
      expect(rows.length).toBe(1)
      expect(rows[0]?.["sent_at"]).toBeNull()
      expect(String(rows[0]?.["body"])).toContain("token=(removed)")
      const token = tokenOf(await linkLoggedFor(local.output, email))
      const session = await makeClient(local.url).request("POST", "/api/auth/session", { body: { token } })
      expect(session.status).toBe(200)
    } finally {
      await local.stop()
    }
  })
})
