/**
 * In Chromium: connecting each side of a new integration by its API-key form and by the "Connect Stripe" OAuth
 * button, replacing credentials, adding another integration, and deleting one with confirmation.
 */
import { describe, expect, test } from "bun:test"
import type { Locator, Page } from "playwright-core"
import { items } from "../support/client.js"
import { linkIn } from "../support/smtp.js"
import { salesTable } from "../support/sync.js"
import {
  cutAcrossLines,
  DESKTOP,
  expectPhoneFit,
  merchantViaApi,
  openPage,
  PHONE,
  screenshot,
  signInWith,
  signUpInBrowser,
  useWebWorld
} from "../support/web-world.js"

const world = useWebWorld()

/** From any page of the app: adds an integration from one provider to another and waits for its Connection tab. */
const addIntegration = async (page: Page, source: string, destination: string) => {
  await page.getByRole("link", { name: "Integrations" }).click()
  await page.getByRole("link", { name: "Add integration" }).first().click()
  await page.getByLabel("Where you sell").selectOption({ label: source })
  await page.getByLabel("Where your sales should go").selectOption({ label: destination })
  await page.getByRole("button", { name: "Create and connect" }).click()
  await page.getByRole("heading", { name: `Where you sell: ${source}` }).waitFor()
}

/** A merchant made through the API, signed in on a desktop page, on its integration's Connection tab. */
const openConnectionTab = async () => {
  const merchant = await merchantViaApi(world)
  const web = await openPage(world, DESKTOP)
  await signInWith(web.page, merchant.link)
  await web.page.getByRole("link", { name: "Open" }).click()
  await web.page.getByRole("link", { name: "Connection" }).click()
  return { merchant, web, page: web.page }
}

/** The words of a locator's shown text cut across lines; an address's pieces, up to each dot or slash, count as words. */
const brokenWords = (locator: Locator) => cutAcrossLines(locator, /[^\s./]+[./]?/g)

describe("connecting an integration in the browser", () => {
  test("a new merchant connects Stripe and Airtable by their key forms; the list then names both", async () => {
    const web = await openPage(world, DESKTOP)
    const { page } = web
    await signUpInBrowser(world, web)
    await page.getByRole("link", { name: "Connect now" }).click()
    await page.getByRole("heading", { name: "Where you sell: Stripe" }).waitFor()
    await expect(page.getByRole("button", { name: "Connect Stripe" }).isVisible()).resolves.toBe(true)
    await expect(page.getByText("Stripe Dashboard → Developers → API keys").isVisible()).resolves.toBe(true)
    // This server has no Airtable OAuth client: no button that would lead to an error page, only the key form.
    await page.getByRole("heading", { name: "Where your sales go: Airtable" }).waitFor()
    await expect(page.getByRole("button", { name: "Connect Airtable" }).count()).resolves.toBe(0)
    await expect(page.getByRole("button", { name: "Save Airtable credentials" }).isVisible()).resolves.toBe(true)
    await screenshot(page, "connection")

    const base = world.tables.createBase({ tables: [salesTable] })
    await page.getByLabel("Secret or restricted key").fill(world.payments.platformKey)
    await page.getByRole("button", { name: "Save Stripe credentials" }).click()
    await page.getByText("Stripe connected. The next sync uses these credentials.").waitFor()
    await page.getByLabel("Personal access token").fill("pat_emulator")
    await page.getByLabel("Base ID").fill(base.id)
    // An optional field says so once: in its label, not again at the start of its hint.
    const table = page.getByLabel("Table name")
    const said = await table.evaluate((input) =>
      [
        ...(input instanceof HTMLInputElement ? input.labels ?? [] : []),
        document.getElementById(
          input.getAttribute("aria-describedby") ?? ""
        )
      ]
        .map((element) => element?.textContent ?? "")
        .join(" ")
    )
    expect(said).toContain("(optional)")
    expect(said.match(/optional/gi)).toHaveLength(1)
    await table.fill("Sales")
    await page.getByRole("button", { name: "Save Airtable credentials" }).click()
    await page.getByText("Airtable connected. The next sync uses these credentials.").waitFor()
    const label = `Stripe key sk_test_…${world.payments.platformKey.slice(-4)} → Airtable base ${base.id} · table Sales`
    await page.getByRole("heading", { name: label }).waitFor()

    await page.getByRole("link", { name: "Integrations" }).click()
    await page.getByRole("link", { name: label }).waitFor()
    expect(web.errors).toEqual([])
    await page.context().close()
  }, 60_000)

  test(
    "an Airtable destination without a table name reads as the base's first table wherever it is named",
    async () => {
      const merchant = await merchantViaApi(world)
      const moved = await merchant.client.request("PUT", `/api/integrations/${merchant.integrationId}/credentials`, {
        body: { side: "destination", credentials: { api_key: "pat_emulator", base_id: merchant.baseId } }
      })
      expect(moved.status).toBe(200)
      const destination = `Airtable base ${merchant.baseId}, its first table`
      const label = `Stripe key sk_test_…${world.payments.platformKey.slice(-4)} → ${destination}`
      const web = await openPage(world, DESKTOP)
      const { page } = web
      await signInWith(page, merchant.link)
      await page.getByRole("link", { name: label, exact: true }).waitFor()
      await page.getByRole("link", { name: "Open" }).click()
      await page.getByRole("heading", { name: label, exact: true }).waitFor()
      await page.getByRole("link", { name: "Connection" }).click()
      await page.getByText(`Connected — ${destination}`, { exact: true }).waitFor()
      await screenshot(page, "connection-first-table")
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )

  test("a refused credential is said next to its field, in plain words, and the field is marked invalid", async () => {
    const { merchant, web, page } = await openConnectionTab()
    await page.getByLabel("Personal access token").fill("pat_emulator")
    const baseId = page.getByLabel("Base ID")
    await baseId.fill("base-of-sales")
    await page.getByRole("button", { name: "Save Airtable credentials" }).click()
    await page.getByText("Not saved: fix the field marked above.").waitFor()
    await expect(baseId.getAttribute("aria-invalid")).resolves.toBe("true")
    // The input is described by its problem (and its hint): a screen reader hears it on the field.
    const described = await baseId.evaluate((input) =>
      (input.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent)
    )
    expect(described).toContain("Base ID must be a base id: app followed by letters and digits.")
    await expect(page.getByText(/credentials\./).count()).resolves.toBe(0)
    await expect(page.getByLabel("Personal access token").getAttribute("aria-invalid")).resolves.not.toBe("true")
    await screenshot(page, "connection-field-problem")
    // Fixed, it saves and the mark goes.
    await baseId.fill(merchant.baseId)
    await page.getByRole("button", { name: "Save Airtable credentials" }).click()
    await page.getByText("Airtable connected. The next sync uses these credentials.").waitFor()
    await expect(baseId.getAttribute("aria-invalid")).resolves.not.toBe("true")
    expect(web.errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"])
    await page.context().close()
  }, 60_000)

  test(
    "at 390 px a long spreadsheet id and shop address wrap cleanly: the id shortened (whole on hover and to screen readers), no word cut across lines",
    async () => {
      const merchant = await merchantViaApi(world)
      const spreadsheetId = "1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms"
      const shop = "northwindoutlet.myshopify.com"
      const created = await merchant.client.request("POST", "/api/integrations", {
        body: {
          email: merchant.email,
          source: "shopify",
          destination: "sheets",
          source_credentials: { shop, access_token: "shpat_0123456789abcdef" },
          destination_credentials: { spreadsheet_id: spreadsheetId, sheet: "Orders", access_token: "ya29.token" }
        }
      })
      expect(created.status).toBe(201)
      const label = `Shopify ${shop} → Google Sheets sheet ${spreadsheetId} · Orders`
      const web = await openPage(world, PHONE)
      const { page } = web
      await signInWith(page, merchant.link)
      // The list: the card's name says the whole id to a screen reader and on hover, and shows it shortened.
      const link = page.getByRole("link", { name: label, exact: true })
      await link.waitFor()
      await expect(link.textContent()).resolves.toContain("1BxiMV…upms")
      await expect(link.getByTitle(spreadsheetId).count()).resolves.toBe(1)
      await screenshot(page, "integrations-long-names")
      expect(await brokenWords(link)).toEqual([])
      // The integration's page: its heading, and the Connection tab's "Connected — …".
      await link.click()
      const heading = page.getByRole("heading", { name: label, exact: true })
      await heading.waitFor()
      expect(await brokenWords(heading)).toEqual([])
      await page.getByRole("navigation", { name: "Integration sections" }).getByRole("link", { name: "Connection" })
        .click()
      const connected = page.getByText(/^Connected\s— Google Sheets/)
      await connected.waitFor()
      expect(await brokenWords(connected)).toEqual([])
      expect(await brokenWords(page.getByText(/^Connected\s— Shopify/))).toEqual([])
      await screenshot(page, "connection-long-names")
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )

  test(
    "a Stripe key is named as a masked key, sk_test_…ator, cut at its ellipsis at no width: heading, Connection tab, list",
    async () => {
      const { web, page } = await openConnectionTab()
      const key = `sk_test_…${world.payments.platformKey.slice(-4)}`
      const connected = page.getByText(`Connected — Stripe key ${key}`, { exact: true })
      await connected.waitFor()
      const heading = page.getByRole("heading", { name: new RegExp(`^Stripe key ${key} → Airtable base`) })
      /** The widths from 300 to 1280 px at which a line break parts the masked key (a line ending "…"). */
      const widthsCutting = async (...places: Array<Locator>) => {
        const cutting: Array<number> = []
        for (let width = 300; width <= 1280; width += 10) {
          await page.setViewportSize({ width, height: 800 })
          for (const place of places) {
            if ((await cutAcrossLines(place, /\S*…\S*/g)).length > 0) cutting.push(width)
          }
        }
        return cutting
      }
      expect(await widthsCutting(heading, connected)).toEqual([])
      await page.setViewportSize(DESKTOP)
      await screenshot(page, "connection-masked-key")
      await page.getByRole("link", { name: "Integrations" }).click()
      const link = page.getByRole("link", { name: new RegExp(`^Stripe key ${key} → `) })
      await link.waitFor()
      expect(await widthsCutting(link)).toEqual([])
      await page.setViewportSize(DESKTOP)
      await screenshot(page, "integrations-masked-key")
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )

  test("at 320 px, the narrowest phones', the Connection tab's two sides stack within the screen", async () => {
    const { web, page } = await openConnectionTab()
    await page.getByRole("heading", { name: "Where your sales go: Airtable" }).waitFor()
    await page.setViewportSize({ width: 320, height: 700 })
    await expectPhoneFit(page)
    await screenshot(page, "connection-sides")
    // The longest key form's button, "Save Google Sheets credentials", wraps inside the screen too.
    await addIntegration(page, "Shopify", "Google Sheets")
    await page.getByRole("button", { name: "Save Google Sheets credentials" }).waitFor()
    await expectPhoneFit(page)
    await screenshot(page, "connection-sides-sheets")
    expect(web.errors).toEqual([])
    await page.context().close()
  }, 60_000)

  test("Connect Stripe runs the OAuth flow and comes back to a confirmation", async () => {
    const web = await openPage(world, PHONE)
    const { page } = web
    await signUpInBrowser(world, web)
    await page.getByRole("link", { name: "Connect now" }).click()
    await expectPhoneFit(page)
    await screenshot(page, "connection")
    await page.getByRole("button", { name: "Connect Stripe" }).click()
    await page.getByText("Connected Stripe. The next sync uses the new connection.").waitFor()
    expect(new URL(page.url()).searchParams.get("connected")).toBe("payments")
    await page.getByRole("heading", { name: /^Stripe acct_/ }).waitFor()
    expect(web.errors).toEqual([])
    await page.context().close()
  }, 60_000)

  test(
    "replace credentials on a connected integration, add another integration, delete one after confirming",
    async () => {
      const { merchant, web, page } = await openConnectionTab()
      await page.getByRole("heading", { name: "Replace the credentials" }).first().waitFor()
      await page.getByLabel("Personal access token").fill("pat_emulator")
      // The base's address as the browser shows it, pasted where the hint says the id is: the form reads the id.
      await page.getByLabel("Base ID").fill(`https://airtable.com/${merchant.baseId}/tblSales/viwGrid?blocks=hide`)
      await page.getByLabel("Table name").fill("Orders")
      await page.getByRole("button", { name: "Save Airtable credentials" }).click()
      await page.getByRole("heading", { name: new RegExp(`base ${merchant.baseId} · table Orders$`) }).waitFor()

      await addIntegration(page, "Shopify", "Google Sheets")
      await expect(page.getByLabel("Shop domain", { exact: true }).isVisible()).resolves.toBe(true)
      await expect(page.getByLabel("Spreadsheet ID").isVisible()).resolves.toBe(true)
      await expect(page.getByRole("note").count()).resolves.toBe(0)
      // The API needs Google's token (the form offers no other): its label does not call it optional, and with no
      // Connect Google Sheets button on this server its hint promises none.
      const token = page.getByLabel(/^Access token/)
      await expect(token.getAttribute("required")).resolves.not.toBeNull()
      const tokenSaid = await token.evaluate((input) =>
        [
          ...(input instanceof HTMLInputElement ? input.labels ?? [] : []),
          document.getElementById(input.getAttribute("aria-describedby") ?? "")
        ]
          .map((element) => element?.textContent ?? "")
          .join(" ")
      )
      expect(tokenSaid).not.toContain("optional")
      expect(tokenSaid).not.toContain("button")
      await expect(page.getByRole("button", { name: "Connect Google Sheets" }).count()).resolves.toBe(0)

      const deletedPage = new URL(page.url()).pathname
      await page.getByRole("button", { name: "Delete integration" }).click()
      await page.getByText("This cannot be undone.").waitFor()
      // The list shows its last answer while it is read again (slowed here): the deleted one must not be offered.
      await page.route("**/api/dashboard/integrations**", async (route) => {
        await Bun.sleep(1_500)
        await route.continue()
      })
      await page.getByRole("button", { name: "Yes, delete integration" }).click()
      await page.getByRole("heading", { name: "Integrations" }).waitFor()
      await expect(page.locator(`a[href="${deletedPage}"]`).count()).resolves.toBe(0)
      // A slowed read still in flight finishes first: unrouting under it would answer it twice.
      await page.unrouteAll({ behavior: "wait" })
      const listed = items((await merchant.client.request("GET", "/api/dashboard/integrations")).json, "integrations")
      expect(listed.map((i) => i["id"])).toEqual([merchant.integrationId])

      // Deleting the last one leaves the empty state, which offers to add one.
      await page.getByRole("link", { name: "Open" }).click()
      await page
        .getByRole("navigation", { name: "Integration sections" })
        .getByRole("link", { name: "Connection" })
        .click()
      await page.getByRole("button", { name: "Delete integration" }).click()
      await page.getByRole("button", { name: "Yes, delete integration" }).click()
      await page.getByText("No integrations yet. Add one to start copying your sales.").waitFor()
      await screenshot(page, "integrations-empty")
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )
})

describe("a provider this server cannot read", () => {
  test(
    "an Amazon seller on a server without the marketplace's app client is told so, not left to find out",
    async () => {
      const web = await openPage(world, PHONE)
      const { page } = web
      await signUpInBrowser(world, web)
      await addIntegration(page, "Amazon", "Google Sheets")
      const note = page.getByRole("note")
      await expect(note.textContent()).resolves.toContain(
        "This server has no Amazon app client set up (MARKETPLACE_OAUTH_CLIENT_ID and MARKETPLACE_OAUTH_CLIENT_SECRET)"
      )
      await expectPhoneFit(page)
      await screenshot(page, "connection-marketplace-unavailable")
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )
})

describe("an integration someone else created with the merchant's e-mail", () => {
  test(
    "the list and its Activity say it awaits confirmation; the mailed link's page confirms it with a button",
    async () => {
      const merchant = await merchantViaApi(world)
      const since = world.smtp.messages.length
      const asked = await fetch(`${world.server.url}/api/integrations`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: merchant.email, source: "stripe", destination: "airtable" })
      })
      expect(asked.status).toBe(201)
      const id = String(((await asked.json()) as Record<string, unknown>)["integration_id"])
      const web = await openPage(world, DESKTOP)
      const { page } = web
      await signInWith(page, merchant.link)
      const card = page.getByRole("listitem").filter({ has: page.getByText("Awaiting your confirmation") })
      await card.waitFor()
      await expect(card.locator("p", { hasText: "It syncs once you confirm it" }).isVisible()).resolves.toBe(true)
      await expect(card.getByRole("link", { name: "Connect now" }).count()).resolves.toBe(0)
      await expect(card.getByRole("button", { name: "Sync now" }).isDisabled()).resolves.toBe(true)
      await expect(card.getByRole("link", { name: "Open" }).getAttribute("href")).resolves.toContain(id)
      await screenshot(page, "awaiting-confirmation")
      await card.getByRole("link", { name: "Open" }).click()
      await page.getByRole("heading", { name: "Awaiting your confirmation" }).waitFor()
      await expect(page.getByText("No mapping yet").count()).resolves.toBe(0)
      // Its Connection tab offers no key forms (the API refuses them until it is confirmed), only deleting it.
      await page.getByRole("navigation", { name: "Integration sections" }).getByRole("link", { name: "Connection" })
        .click()
      await page.getByRole("heading", { name: "Confirm it before connecting" }).waitFor()
      await expect(page.getByRole("button", { name: /^Save .* credentials$/ }).count()).resolves.toBe(0)
      await expect(page.getByRole("button", { name: "Delete integration" }).count()).resolves.toBe(1)

      // The mailed link opens a page that says what it confirms; only its button does.
      const link = linkIn((await world.smtp.waitFor(merchant.email, since)).raw)
      await page.goto(link)
      await page.getByRole("heading", { name: "Confirm the new integration" }).waitFor()
      await screenshot(page, "confirm-integration")
      const listed = async () =>
        items((await merchant.client.request("GET", "/api/dashboard/integrations")).json, "integrations")
          .find((i) => i["id"] === id)
      expect((await listed())?.["awaiting_confirmation"]).toBe(true)
      await page.getByRole("button", { name: "Confirm and sign in" }).click()
      await page.getByRole("heading", { name: "Integrations" }).waitFor()
      expect((await listed())?.["awaiting_confirmation"]).toBe(false)
      await expect(page.getByText("Awaiting your confirmation").count()).resolves.toBe(0)
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )
})
