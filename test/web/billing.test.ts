/**
 * In Chromium: plan and billing. The plan, the trial's end, this month's usage as a bar and the pricing table;
 * Upgrade leads to the processor's checkout (the payments emulator); downgrade and cancel each ask for a
 * confirmation that says when they take effect.
 */
import { describe, expect, test } from "bun:test"
import {
  DESKTOP,
  expectPhoneFit,
  freshLink,
  merchantViaApi,
  openPage,
  PHONE,
  screenshot,
  signInWith,
  useWebWorld
} from "../support/web-world.js"

const world = useWebWorld()

describe("plan and billing in the browser", () => {
  test(
    "trial, usage bar and pricing; Upgrade goes to checkout; back on a plan, downgrade and cancel with confirmations",
    async () => {
      const merchant = await merchantViaApi(world)
      const web = await openPage(world, DESKTOP)
      const { page } = web
      await signInWith(page, merchant.link)
      await page.getByRole("link", { name: "Plan & billing" }).click()
      await page.getByRole("heading", { name: /^Pro plan/ }).waitFor()
      await page
        .getByText(/Free trial with Pro features until \d+\s\w+ \d{4}/)
        .first()
        .waitFor()
      // The month in words, as on an invoice, not the API's "2026-11".
      const usage = page.getByRole("progressbar", { name: /^Records synced in [A-Z][a-z]+ \d{4}: 0 of 10,000$/ })
      await expect(usage.getAttribute("aria-valuemax")).resolves.toBe("10000")
      for (const plan of ["Starter", "Pro", "Business"]) {
        await page.getByRole("heading", { name: plan, exact: true }).waitFor()
      }
      await expect(page.getByText("$99").isVisible()).resolves.toBe(true)
      await screenshot(page, "billing-trial")
      expect(web.errors).toEqual([])

      await page.getByRole("button", { name: "Upgrade to Business" }).click()
      await page.waitForURL((url) => url.href.startsWith(`${world.payments.url}/checkout/pay/`))
      const sessionId = new URL(page.url()).pathname.split("/").pop() ?? ""
      world.billing.completeCheckout(sessionId)
      await world.billing.settled()
      await page.goto(`${world.server.url}/dashboard?checkout=success`)
      await page.getByText("Thank you — your plan is active.").waitFor()

      await page.getByRole("link", { name: "Plan & billing" }).click()
      await page.getByRole("heading", { name: /^Business plan/ }).waitFor()
      await page.getByRole("button", { name: "Downgrade to Starter" }).click()
      await page
        .getByText(/Switch to Starter\? It takes effect on \d+\s\w+ \d{4}; until then you keep Business\./)
        .waitFor()
      await page.getByRole("button", { name: "Yes, downgrade to Starter" }).click()
      await page.getByText(/Downgrade scheduled on \d+\s\w+ \d{4}\./).waitFor()
      const scheduled = await merchant.client.request("GET", "/api/account/subscription")
      expect(scheduled.json).toMatchObject({ plan: "enterprise", pending_plan: "starter" })

      await page.getByRole("button", { name: "Cancel subscription" }).click()
      await page.getByText(/It stays active until \d+\s\w+ \d{4}; then the account becomes read-only/).waitFor()
      await page.getByRole("button", { name: "Yes, cancel subscription" }).click()
      await page.getByText(/Canceled: your plan stays active until/).waitFor()
      const canceled = await merchant.client.request("GET", "/api/account/subscription")
      expect(canceled.json["cancel_at_period_end"]).toBe(true)
      await screenshot(page, "billing-canceled")
      await page.context().close()
    },
    90_000
  )

  test("at 390 px the plans stack and nothing scrolls sideways", async () => {
    const merchant = await merchantViaApi(world)
    const web = await openPage(world, PHONE)
    await signInWith(web.page, await freshLink(world, merchant.email))
    await web.page.getByRole("link", { name: "Plan & billing" }).click()
    await web.page.getByRole("button", { name: "Upgrade to Business" }).waitFor()
    await expectPhoneFit(web.page)
    await screenshot(web.page, "billing-trial")
    expect(web.errors).toEqual([])
    await web.page.context().close()
  }, 60_000)
})
