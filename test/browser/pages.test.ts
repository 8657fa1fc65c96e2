/** The API reference page in a real browser. The merchant web app has its own suites in test/web/. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import type { Browser } from "playwright-core"
import { launchBrowser } from "../support/browser.js"
import { type RunningServer, startServer } from "../support/server.js"

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
}, 30_000)
afterAll(async () => {
  await browser.close()
  await server.stop()
})

describe("in a real browser", () => {
  test(
    "the API reference (the platform's Scalar page) renders the operations with nothing fetched from elsewhere",
    async () => {
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
    },
    30_000
  )
})
