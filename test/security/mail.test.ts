/**
 * Mail that anyone can cause without signing in is throttled per address;
 * a new account's integrations wait for its first sign-in; the outbox keeps
 * no live link and is pruned by retention.
 */
import { describe, expect, test } from "bun:test"
import { createHash } from "node:crypto"
import { quickStartBody, uniqueEmail } from "../support/accounts.js"
import { makeClient } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import { useServerWithMail } from "../support/mail-server.js"
import { linkIn, tokenOf } from "../support/smtp.js"

const CRON_SECRET = "cron-secret-of-the-mail-tests"
const world = useServerWithMail({ CRON_SECRET })

const mailsTo = (address: string) => world.smtp.messages.filter((m) => m.to.includes(address)).length
const settle = () => Bun.sleep(300)
const cron = (path: string) =>
  makeClient(world.server.url, { authorization: `Bearer ${CRON_SECRET}` }).request("POST", path)

describe("mail throttle", () => {
  test("at most 5 mails of a kind per address per hour from unauthenticated requests, with the same answer either way", async () => {
    const email = uniqueEmail("flood")
    const created = await makeClient(world.server.url).request("POST", "/api/integrations", {
      body: quickStartBody(email)
    })
    expect(created.status).toBe(201)
    const answers = new Set<string>()
    for (let i = 0; i < 8; i++) {
      const asked = await makeClient(world.server.url).request("POST", "/api/auth/magic-link", { body: { email } })
      expect(asked.status).toBe(200)
      answers.add(JSON.stringify(asked.json))
    }
    expect(answers.size).toBe(1)
    // Onboarding for the same address again: the same answer as any onboarding of a stranger, no sixth mail.
    const again = await makeClient(world.server.url).request("POST", "/api/integrations", {
      body: quickStartBody(email)
    })
    expect(again.status).toBe(201)
    const stranger = await makeClient(world.server.url).request("POST", "/api/integrations", {
      body: quickStartBody(uniqueEmail("other"))
    })
    expect(again.json["message"]).toBe(stranger.json["message"])
    await settle()
    // Five sign-in mails; the confirmation that second onboarding asks for has an allowance of its own, so a
    // stranger's requests can never use up the owner's sign-in links.
    const mails = world.smtp.messages.filter((m) => m.to.includes(email))
    expect(mails.filter((m) => m.raw.includes("Your salesync sign-in link")).length).toBe(5)
    expect(mails.filter((m) => m.raw.includes("Confirm a new salesync integration")).length).toBe(1)
    expect(mailsTo(email)).toBe(6)
    // No sign-in link was even issued past the allowance.
    const links = await dbQuery(
      world.server.dataDir,
      "SELECT m.purpose FROM magic_links m JOIN accounts a ON a.id = m.account_id WHERE a.email = ?",
      [email]
    )
    expect(links.filter((link) => link["purpose"] === "sign_in").length).toBe(5)
  })
})

describe("a new account before its first sign-in", () => {
  test("its integration stays paused and the schedule does not run it; the first sign-in starts it", async () => {
    const email = uniqueEmail("unproven")
    const since = world.smtp.messages.length
    const created = await makeClient(world.server.url).request("POST", "/api/integrations", {
      body: quickStartBody(email)
    })
    expect(created.status).toBe(201)
    expect(String(created.json["message"])).toContain("once confirmed")
    const id = String(created.json["integration_id"])
    const [row] = await dbQuery(world.server.dataDir, "SELECT status FROM integrations WHERE id = ?", [id])
    expect(row?.["status"]).toBe("paused")
    const schedulable = async () =>
      (await dbQuery(
        world.server.dataDir,
        "SELECT i.id FROM integrations i WHERE i.status IN ('active', 'error') AND i.id = ?",
        [id]
      )).length
    expect(await schedulable()).toBe(0)
    const tick = await cron("/api/cron/sync")
    expect(tick.status).toBe(200)
    await settle()
    expect((await dbQuery(world.server.dataDir, "SELECT id FROM sync_logs WHERE integration_id = ?", [id])).length)
      .toBe(0)

    const mail = await world.smtp.waitFor(email, since)
    const session = await makeClient(world.server.url).request("POST", "/api/auth/session", {
      body: { token: tokenOf(linkIn(mail.raw)) }
    })
    expect(session.status).toBe(200)
    const [after] = await dbQuery(
      world.server.dataDir,
      "SELECT status, suspended_status FROM integrations WHERE id = ?",
      [id]
    )
    expect(after?.["status"]).toBe("active")
    expect(after?.["suspended_status"]).toBeNull()
    expect(await schedulable()).toBe(1)
  })
})

describe("the outbox", () => {
  test("keeps the mail without its live link (the mailbox gets the link)", async () => {
    const email = uniqueEmail("outbox")
    const since = world.smtp.messages.length
    expect(
      (await makeClient(world.server.url).request("POST", "/api/integrations", { body: quickStartBody(email) })).status
    ).toBe(201)
    const token = tokenOf(linkIn((await world.smtp.waitFor(email, since)).raw))
    expect(token.length).toBeGreaterThan(20)
    const rows = await dbQuery(world.server.dataDir, "SELECT body FROM outbox WHERE to_address = ?", [email])
    expect(rows.length).toBe(1)
    const body = String(rows[0]?.["body"])
    expect(body).not.toContain(token)
    expect(body).not.toContain(encodeURIComponent(token))
    expect(body).toContain("/api/auth/magic-link/verify?token=(removed)")
    // The stored hash is the only trace of the token.
    const hash = createHash("sha256").update(token).digest("hex")
    expect((await dbQuery(world.server.dataDir, "SELECT id FROM magic_links WHERE token_hash = ?", [hash])).length)
      .toBe(1)
  })

  test("retention prunes kept mail after 30 days and keeps newer mail", async () => {
    const email = uniqueEmail("retained")
    expect(
      (await makeClient(world.server.url).request("POST", "/api/integrations", { body: quickStartBody(email) })).status
    ).toBe(201)
    await settle()
    const old = new Date(Date.now() - 31 * 24 * 3600_000).toISOString()
    await dbQuery(
      world.server.dataDir,
      "INSERT INTO outbox (id, to_address, subject, body, created_at) VALUES (?, ?, ?, ?, ?)",
      [
        `msg_old_${Date.now()}`,
        email,
        "old",
        "old mail",
        old
      ]
    )
    const run = await cron("/api/cron/retention")
    expect(run.status).toBe(200)
    expect(Number(run.json["outbox_pruned"])).toBeGreaterThanOrEqual(1)
    const left = await dbQuery(world.server.dataDir, "SELECT subject FROM outbox WHERE to_address = ?", [email])
    expect(left.map((r) => r["subject"])).toEqual(["Your salesync sign-in link"])
  })
})
