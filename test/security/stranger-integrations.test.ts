/**
 * Anyone who knows an owner's e-mail may ask them to confirm an integration. Such requests must not fill the
 * account, use its plan, use up the owner's sign-in mail, nor run before the owner confirms them.
 */
import { describe, expect, test } from "bun:test"
import { quickStartBody, signUp, uniqueEmail } from "../support/accounts.js"
import { items, makeClient } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import { useServerWithMail } from "../support/mail-server.js"
import { linkIn, spendLink } from "../support/smtp.js"

const world = useServerWithMail()

const integrationsOf = async (client: ReturnType<typeof makeClient>) =>
  items((await client.request("GET", "/api/dashboard/integrations")).json, "integrations")

const anotherBase = (email: string, base: string) => ({
  ...quickStartBody(email),
  destination_credentials: { api_key: "pat_abc", base_id: base }
})

describe("a stranger's integrations for an existing account", () => {
  test("at most three wait; they use none of the plan; the owner's sign-in links still come", async () => {
    const owner = await signUp(world.server.url, world.smtp)
    const answers = new Set<string>()
    for (let i = 0; i < 10; i++) {
      const asked = await makeClient(world.server.url).request("POST", "/api/integrations", {
        body: anotherBase(owner.email, `appStranger${i}`)
      })
      expect(asked.status).toBe(201)
      answers.add(String(asked.json["message"]))
    }
    // The same answer every time: the stranger learns nothing of the account or the cap.
    expect(answers.size).toBe(1)
    const awaiting = (await integrationsOf(owner.client)).filter((i) => i["awaiting_confirmation"] === true)
    expect(awaiting.length).toBe(3)
    expect(awaiting.every((i) => i["status"] === "paused" && i["next_sync_at"] === null)).toBe(true)

    // Pro allows 3 destinations: the owner adds two more of their own, whatever strangers asked for.
    for (const base of ["appOwnerTwo", "appOwnerThree"]) {
      const added = await owner.client.request("POST", "/api/integrations", { body: anotherBase(owner.email, base) })
      expect({ base, status: added.status }).toEqual({ base, status: 201 })
    }

    // Strangers' confirmation mails have their own allowance: the owner can still sign in.
    const since = world.smtp.messages.length
    const asked = await makeClient(world.server.url).request("POST", "/api/auth/magic-link", {
      body: { email: owner.email }
    })
    expect(asked.status).toBe(200)
    const mail = await world.smtp.waitFor(owner.email, since)
    expect(mail.raw).toContain("sign-in link")
  })

  test("one awaiting confirmation runs nothing, even by Sync now; the e-mailed link makes it the owner's", async () => {
    const owner = await signUp(world.server.url, world.smtp)
    const since = world.smtp.messages.length
    const created = await makeClient(world.server.url).request("POST", "/api/integrations", {
      body: anotherBase(owner.email, "appAwaiting")
    })
    const id = String(created.json["integration_id"])
    const retry = await owner.client.request("POST", `/api/integrations/${id}/retry`)
    expect(retry.status).toBe(409)
    expect(retry.json["error"]).toBe("awaiting_confirmation")
    await Bun.sleep(500)
    const logs = await owner.client.request("GET", `/api/dashboard/sync-logs/${id}`)
    expect(items(logs.json, "logs")).toEqual([])
    expect((await integrationsOf(owner.client)).find((i) => i["id"] === id)?.["status"]).toBe("paused")

    const mail = await world.smtp.waitFor(owner.email, since)
    const link = linkIn(mail.raw)
    // A mail scanner or a link preview opening the link confirms nothing: it is led to the page that asks.
    for (const accept of ["text/html", "*/*", undefined]) {
      const opened = await fetch(link, { redirect: "manual", headers: accept === undefined ? {} : { accept } })
      expect(opened.status).toBe(302)
      expect(opened.headers.get("location")).toEndWith("&for=confirm_integration")
      expect(opened.headers.get("set-cookie")).toBeNull()
    }
    expect((await fetch(link, { method: "HEAD", redirect: "manual" })).headers.get("set-cookie")).toBeNull()
    expect((await integrationsOf(owner.client)).find((i) => i["id"] === id)?.["awaiting_confirmation"]).toBe(true)
    // The page's button confirms it.
    expect((await spendLink(link)).status).toBe(200)
    const confirmed = (await integrationsOf(owner.client)).find((i) => i["id"] === id)
    expect(confirmed).toMatchObject({ status: "active", awaiting_confirmation: false })
  })
})

describe("what a stranger typed is not the owner's", () => {
  test("their names are not shown as the integration's, and no key of the owner's goes in before confirming", async () => {
    const owner = await signUp(world.server.url, world.smtp)
    const since = world.smtp.messages.length
    const lure = "URGENT: verify your payout at https://evil.example"
    const created = await makeClient(world.server.url).request("POST", "/api/integrations", {
      body: {
        ...quickStartBody(owner.email),
        destination_credentials: { api_key: "pat_abc", base_id: "appStrangerBase", table: lure }
      }
    })
    expect(created.status).toBe(201)
    const id = String(created.json["integration_id"])
    const listed = async () => (await integrationsOf(owner.client)).find((i) => i["id"] === id)
    expect((await listed())?.["label"]).toBe("Stripe → Airtable")
    expect(JSON.stringify(await integrationsOf(owner.client))).not.toContain("evil.example")

    const before = await dbQuery(world.server.dataDir, "SELECT source_credentials FROM integrations WHERE id = ?", [id])
    const put = await owner.client.request("PUT", `/api/integrations/${id}/credentials`, {
      body: { side: "source", credentials: { api_key: "sk_live_owners_own_key" } }
    })
    expect(put.status).toBe(409)
    expect(put.json["error"]).toBe("awaiting_confirmation")
    const after = await dbQuery(world.server.dataDir, "SELECT source_credentials FROM integrations WHERE id = ?", [id])
    expect(after).toEqual(before)
    const oauth = await owner.client.request("GET", `/api/auth/payments/start?integration_id=${id}&side=source`)
    expect(oauth.status).toBe(409)

    // Confirmed, it is the owner's: its own name shows, and its keys can change.
    expect((await spendLink(linkIn((await world.smtp.waitFor(owner.email, since)).raw))).status).toBe(200)
    expect(String((await listed())?.["label"])).toContain("appStrangerBase")
    const confirmedPut = await owner.client.request("PUT", `/api/integrations/${id}/credentials`, {
      body: { side: "source", credentials: { api_key: "sk_test_owners_key" } }
    })
    expect(confirmedPut.status).toBe(200)
  })
})

describe("a paused integration run by hand", () => {
  test("a failed run leaves it paused, off the schedule", async () => {
    const owner = await signUp(world.server.url, world.smtp, uniqueEmail("paused"))
    const [integration] = await integrationsOf(owner.client)
    const id = String(integration["id"])
    await dbQuery(world.server.dataDir, "UPDATE integrations SET status = 'paused' WHERE id = ?", [id])
    // No mapping is saved: the run fails.
    expect((await owner.client.request("POST", `/api/integrations/${id}/retry`)).status).toBe(200)
    let logs: Array<Record<string, unknown>> = []
    for (let i = 0; i < 50 && logs.length === 0; i++) {
      await Bun.sleep(100)
      logs = items((await owner.client.request("GET", `/api/dashboard/sync-logs/${id}`)).json, "logs")
    }
    expect(logs[0]?.["status"]).toBe("error")
    const after = (await integrationsOf(owner.client)).find((i) => i["id"] === id)
    expect(after).toMatchObject({ status: "paused", next_sync_at: null })
  })
})
