/** The API reference page in a real browser. The merchant web app has its own suites in test/web/. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import type { Browser } from "playwright-core"
import { launchBrowser } from "../support/browser.js"
import { startServer, type RunningServer } from "../support/server.js"

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
  test("the API reference renders every operation from the served OpenAPI document", async () => {
    const page = await browser.newPage()
    await page.goto(`${server.url}/api/docs`)
    await page.waitForSelector("details summary")
    const operations = await page.locator("details").count()
    expect(operations).toBeGreaterThan(30)
    expect(await page.textContent("#title")).toContain("1.0.0")
    expect(await page.textContent("#ops")).toContain("/api/integrations/{id}/retry")
    await page.screenshot({ path: "/tmp/salesync-docs.png", fullPage: false })
    await page.close()
  })
})
