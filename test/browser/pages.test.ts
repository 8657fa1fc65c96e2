import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import type { Browser } from "playwright-core"
import { signUp } from "../support/accounts.js"
import { launchBrowser } from "../support/browser.js"
import { makeClient } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import { startServer, type RunningServer } from "../support/server.js"
import { linkIn, startSmtp, type SmtpSink } from "../support/smtp.js"

let server: RunningServer
let smtp: SmtpSink
let browser: Browser

beforeAll(async () => {
  smtp = await startSmtp()
  server = await startServer({ SMTP_URL: smtp.url })
  browser = await launchBrowser()
}, 30_000)
afterAll(async () => {
  await browser.close()
  await server.stop()
  await smtp.stop()
})

describe("in a real browser", () => {
  test("the e-mailed link signs in and the dashboard shows the integration, its history, failures and mapping", async () => {
    const user = await signUp(server.url, smtp)
    await user.client.request("PATCH", `/api/dashboard/mappings/${user.integrationId}`, {
      body: { integration_id: user.integrationId, mappings: [{ source_field: "amount", destination_field: "Amount", transform: "cents_to_decimal" }] }
    })
    await dbQuery(server.dataDir, "INSERT INTO sync_failures (id, integration_id, sync_log_id, attempt_count, error_message, occurred_at) VALUES (?, ?, ?, ?, ?, ?)", [
      "fail_browser_1",
      user.integrationId,
      null,
      3,
      "HTTP 503 from the table database",
      "2026-03-01T00:00:00.000Z"
    ])
    const since = smtp.messages.length
    await makeClient(server.url).request("POST", "/api/auth/magic-link", { body: { email: user.email } })
    const link = linkIn((await smtp.waitFor(user.email, since)).raw)

    const page = await browser.newPage()
    await page.goto(link)
    expect(new URL(page.url()).pathname).toBe("/dashboard")
    await page.waitForSelector(`button[data-id="${user.integrationId}"]`)
    expect(await page.textContent("#who")).toContain(user.email)
    const cookies = await page.context().cookies()
    const session = cookies.find((c) => c.name === "salesync_session")
    expect(session?.httpOnly).toBe(true)
    expect(session?.sameSite).toBe("Lax")

    await page.click(`button[data-id="${user.integrationId}"]`)
    await page.waitForSelector("#detail h3")
    const detail = await page.textContent("#detail")
    expect(detail).toContain("No runs yet")
    expect(detail).toContain("HTTP 503 from the table database")
    expect(detail).toContain("cents_to_decimal")

    // The resolve toggle resolves the failure through the API.
    await page.check('input[data-failure="fail_browser_1"]')
    await page.waitForTimeout(300)
    const resolved = await user.client.request("GET", `/api/dashboard/sync-errors?integration_id=${user.integrationId}&resolved=true`)
    expect(JSON.stringify(resolved.json)).toContain("fail_browser_1")
    await page.screenshot({ path: "/tmp/salesync-dashboard.png" })
    await page.close()
  })

  test("without a session the dashboard offers sign-in by e-mail", async () => {
    const user = await signUp(server.url, smtp)
    const page = await browser.newPage()
    await page.goto(`${server.url}/dashboard`)
    await page.waitForSelector("#signin:not([hidden])")
    const since = smtp.messages.length
    await page.fill("#email", user.email)
    await page.click("#signin-form button")
    await page.waitForFunction(() => (document.getElementById("signin-result")?.textContent ?? "").length > 0)
    expect(await page.textContent("#signin-result")).toContain("sign-in link")
    await smtp.waitFor(user.email, since)
    await page.close()
  })

  test("a deleted account's restore link lands on the dashboard, whose button restores it", async () => {
    const user = await signUp(server.url, smtp)
    const since = smtp.messages.length
    expect((await user.client.request("DELETE", "/api/account")).status).toBe(200)
    const link = linkIn((await smtp.waitFor(user.email, since)).raw)
    const page = await browser.newPage()
    await page.goto(link)
    await page.waitForSelector("#restore:not([hidden])")
    await page.click("#restore-button")
    await page.waitForSelector(`button[data-id="${user.integrationId}"]`, { timeout: 10_000 })
    expect(await page.textContent("#usage")).toContain("Records synced")
    await page.close()
    const [account] = await dbQuery(server.dataDir, "SELECT status FROM accounts WHERE email = ?", [user.email])
    expect(account?.["status"]).toBe("trialing")
  })

  test("the API reference (the platform's Scalar page) renders the operations with nothing fetched from elsewhere", async () => {
    const page = await browser.newPage()
    const refused: Array<string> = []
    const external: Array<string> = []
    page.on("console", (message) => {
      if (/content security policy/i.test(message.text())) refused.push(message.text())
    })
    page.on("request", (request) => {
      if (!request.url().startsWith(server.url) && !request.url().startsWith("data:")) external.push(request.url())
    })
    await page.goto(`${server.url}/api/docs`)
    await page.getByText("/api/integrations/{id}/retry").first().waitFor({ timeout: 20_000 })
    expect(await page.locator("h1").first().textContent()).toContain("salesync")
    for (const group of ["integrations", "schema", "auth", "dashboard", "cron", "account"]) {
      expect(await page.getByText(group, { exact: true }).count()).toBeGreaterThan(0)
    }
    await page.screenshot({ path: "/tmp/salesync-docs.png", fullPage: false })
    expect(refused).toEqual([])
    expect(external).toEqual([])
    await page.close()
  }, 30_000)
})
