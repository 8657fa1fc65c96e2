/**
 * In Chromium: a new merchant starts from `/`, signs up, opens the e-mailed link, sees the integration; a used
 * link, or one cut short, gets a friendly page with a "send me a new link" form; signing out ends the session for good.
 */
import { describe, expect, test } from "bun:test"
import { makeClient } from "../support/client.js"
import { linkIn, tokenOf } from "../support/smtp.js"
import {
  DESKTOP,
  expectPhoneFit,
  freshLink,
  openPage,
  PHONE,
  screenshot,
  signInWith,
  signUpInBrowser,
  useWebWorld
} from "../support/web-world.js"

const world = useWebWorld()

describe("sign-up and sign-in in the browser", () => {
  test(
    "the front page says what salesync does; sign-up e-mails a link that signs in; the list shows the new integration",
    async () => {
      const web = await openPage(world, DESKTOP)
      const { page } = web
      await page.goto(world.server.url + "/")
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain(
        "Every sale from Stripe, Shopify or Amazon"
      )
      const icon = await page.evaluate(() => document.querySelector("link[rel=icon]")?.getAttribute("href"))
      expect((await fetch(world.server.url + String(icon))).headers.get("content-type")).toContain("image/svg+xml")
      await screenshot(page, "landing")

      const { email } = await signUpInBrowser(world, web, undefined, "sign-in")
      expect(new URL(page.url()).pathname).toBe("/dashboard")
      const card = page.getByRole("listitem").filter({ hasText: "Stripe (not connected) → Airtable (not connected)" })
      await card.getByRole("link", { name: "Stripe (not connected) → Airtable (not connected)" }).waitFor()
      await expect(card.textContent()).resolves.toContain("Never synced yet")
      await expect(page.getByRole("button", { name: "Sign out" }).isVisible()).resolves.toBe(true)
      await expect(page.textContent("body")).resolves.toContain(email)
      await screenshot(page, "integrations-new")
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )

  test("a used sign-in link shows a friendly page whose form sends a new link", async () => {
    const web = await openPage(world, DESKTOP)
    const { page } = web
    const { email, link } = await signUpInBrowser(world, web)
    const other = await openPage(world, PHONE)
    // A used link goes straight to the page that says so (opening it spends and asks nothing).
    await other.page.goto(link)
    await other.page.waitForURL((url) => url.pathname === "/signin/expired")
    await other.page.getByRole("heading", { name: "This sign-in link has already been used or has expired" }).waitFor()
    await expect(other.page.textContent("body")).resolves.not.toContain("invalid_token")
    await expectPhoneFit(other.page)
    // The way back stands apart from the form's button (it sat 10 px under it, as if part of the form).
    const button = await other.page.getByRole("button", { name: "Send me a sign-in link" }).boundingBox()
    const back = await other.page.getByRole("link", { name: "Back to the start page" }).boundingBox()
    expect((back?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0))).toBeGreaterThanOrEqual(16)
    await screenshot(other.page, "link-expired")
    const since = world.smtp.messages.length
    await other.page.getByLabel("E-mail for a sign-in link").fill(email)
    await other.page.getByRole("button", { name: "Send me a sign-in link" }).click()
    await other.page.getByText("a sign-in link is on its way").waitFor()
    const fresh = linkIn((await world.smtp.waitFor(email, since)).raw)
    await signInWith(other.page, fresh)
    await other.page.getByRole("heading", { name: "Integrations" }).waitFor()
    expect(other.errors).toEqual([])
    await other.page.context().close()
    await page.context().close()
  }, 60_000)

  test(
    "the sign-in page opened without its link's code says the link is incomplete and how to get a new one",
    async () => {
      const web = await openPage(world, DESKTOP)
      const { page } = web
      const { email } = await signUpInBrowser(world, web)
      await page.getByRole("button", { name: "Sign out" }).click()
      await page.getByRole("button", { name: "Start free trial" }).waitFor()
      // A link cut short inside its fragment, one cut where its code starts, and the page opened by hand.
      for (const address of ["/signin/confirm#for=sign_in", "/signin/confirm#token=", "/signin/confirm"]) {
        await page.goto("about:blank")
        await page.goto(world.server.url + address)
        await page.getByRole("heading", { name: "This sign-in link is incomplete" }).waitFor()
        await page.getByText(/missing the code that signs you in.*ask for a new one below\.$/).waitFor()
        // No button that can do nothing; a form for a new link and the way back to the start page instead.
        await expect(page.getByRole("button", { name: "Sign in" }).count()).resolves.toBe(0)
        await page.getByRole("button", { name: "Send me a sign-in link" }).waitFor()
        await expect(page.getByRole("link", { name: "Back to the start page" }).getAttribute("href")).resolves.toBe("/")
      }
      await screenshot(page, "link-incomplete")
      await page.getByRole("link", { name: "Back to the start page" }).click()
      await page.getByRole("button", { name: "Start free trial" }).waitFor()
      // The whole link pasted over the cut one in the same tab (only the fragment changes): the page can sign in.
      await page.goto(world.server.url + "/signin/confirm")
      await page.getByRole("heading", { name: "This sign-in link is incomplete" }).waitFor()
      await page.goto(`${world.server.url}/signin/confirm#token=${tokenOf(await freshLink(world, email))}&for=sign_in`)
      await page.getByRole("button", { name: "Sign in" }).click()
      await page.getByRole("heading", { name: "Integrations" }).waitFor()
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )

  test("a mistyped address shows a page saying so, with a link back to the app", async () => {
    const web = await openPage(world, PHONE)
    const { page } = web
    const answer = await page.goto(world.server.url + "/nothing-here")
    expect(answer?.status()).toBe(404)
    await page.getByRole("heading", { name: "Page not found" }).waitFor()
    // It has the app's look (its background, a sans-serif face, the link as a button), from a stylesheet the policy
    // allows: no inline style, no script.
    const look = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      font: getComputedStyle(document.body).fontFamily,
      link: getComputedStyle(document.querySelector("a") ?? document.body).backgroundColor,
      inline: document.querySelectorAll("style, script, [style]").length
    }))
    expect(look).toEqual({
      background: "rgb(246, 247, 251)",
      font: expect.stringContaining("sans-serif"),
      link: "rgb(67, 56, 202)",
      inline: 0
    })
    await screenshot(page, "not-found")
    await page.getByRole("link", { name: "Go to salesync" }).click()
    await page.getByRole("button", { name: "Start free trial" }).waitFor()
    // The 404 itself is the only console error: the page needs nothing the policy refuses.
    expect(web.errors).toEqual(["Failed to load resource: the server responded with a status of 404 (Not Found)"])
    await page.context().close()
  }, 60_000)

  test("at 390 px the front page fits and its controls are large enough", async () => {
    const web = await openPage(world, PHONE)
    await web.page.goto(world.server.url + "/")
    await web.page.getByRole("button", { name: "Start free trial" }).waitFor()
    await expectPhoneFit(web.page)
    await screenshot(web.page, "landing")
    await signUpInBrowser(world, web, undefined, "sign-in")
    await expectPhoneFit(web.page)
    await screenshot(web.page, "integrations-new")
    expect(web.errors).toEqual([])
    await web.page.context().close()
  }, 60_000)

  test("keyboard only: sign up with Tab and Enter, then reach the integration and its tabs", async () => {
    const web = await openPage(world, DESKTOP)
    const { page } = web
    await page.goto(world.server.url + "/")
    await page.getByRole("button", { name: "Start free trial" }).waitFor()
    const focused = (label: string) => page.getByLabel(label).evaluate((element) => element === document.activeElement)
    await page.keyboard.press("Tab")
    expect(await focused("Work e-mail")).toBe(true)
    const email = `keys-${Date.now()}@example.com`
    await page.keyboard.type(email)
    await page.keyboard.press("Tab")
    expect(await focused("Where you sell")).toBe(true)
    await page.keyboard.press("Tab")
    expect(await focused("Where your sales should go")).toBe(true)
    const since = world.smtp.messages.length
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor()
    await signInWith(page, linkIn((await world.smtp.waitFor(email, since)).raw))
    await page.getByRole("link", { name: "Open" }).focus()
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { name: "Runs" }).waitFor()
    await page
      .getByRole("navigation", { name: "Integration sections" })
      .getByRole("link", { name: "Connection" })
      .focus()
    await page.keyboard.press("Enter")
    await page.getByRole("button", { name: "Connect Stripe" }).waitFor()
    expect(web.errors).toEqual([])
    await page.context().close()
  }, 60_000)

  test(
    "under a strict Content-Security-Policy (no inline script or style) the app runs without a violation",
    async () => {
      const web = await openPage(world, DESKTOP)
      const { page } = web
      const policy = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'"
      await page.route(`${world.server.url}/**`, async (route) => {
        if (route.request().resourceType() !== "document") return route.continue()
        // Redirects are the browser's to follow (the sign-in link's leads to the sign-in page, by its fragment).
        const response = await route.fetch({ maxRedirects: 0 })
        await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": policy } })
      })
      await signUpInBrowser(world, web)
      await page.getByRole("link", { name: "Open" }).click()
      await page.getByRole("heading", { name: "Runs" }).waitFor()
      await page.getByRole("link", { name: "Plan & billing" }).click()
      await page.getByRole("button", { name: "Upgrade to Business" }).waitFor()
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )

  test("sign out: back to the front page, and the old cookie no longer works", async () => {
    const web = await openPage(world, DESKTOP)
    const { page } = web
    await signUpInBrowser(world, web)
    const cookie = (await page.context().cookies()).find((c) => c.name === "salesync_session")
    expect(cookie?.httpOnly).toBe(true)
    await page.getByRole("button", { name: "Sign out" }).click()
    await page.getByRole("button", { name: "Start free trial" }).waitFor()
    const reuse = await makeClient(world.server.url).request("GET", "/api/account", {
      headers: { cookie: `salesync_session=${cookie?.value}` }
    })
    expect(reuse.status).toBe(401)
    // A bookmarked page of the app, signed out, says why it shows the front page.
    await page.goto(world.server.url + "/billing")
    await page.getByRole("status").filter({ hasText: "Sign in to open your dashboard" }).waitFor()
    expect(web.errors).toEqual([])
    await page.context().close()
  }, 60_000)

  test("a session that ended elsewhere: the front page says so and offers a new link", async () => {
    const web = await openPage(world, PHONE)
    const { page } = web
    await signUpInBrowser(world, web)
    const cookie = (await page.context().cookies()).find((c) => c.name === "salesync_session")
    // Signed out from another tab or device: the session is gone, this browser still holds its cookie.
    const elsewhere = await makeClient(world.server.url, { cookie: `salesync_session=${cookie?.value}` })
      .request("DELETE", "/api/auth/session", { headers: { origin: world.server.url } })
    expect(elsewhere.status).toBe(200)
    await page.reload()
    await page.getByRole("status").filter({ hasText: "Your session has ended" }).waitFor()
    await page.getByLabel("E-mail for a sign-in link").waitFor()
    await expectPhoneFit(page)
    await screenshot(page, "session-ended")
    await page.context().close()
  }, 60_000)
})
