/**
 * In Chromium: API keys (create with the secret shown once and a copy button, list with last use, revoke), the
 * account export as a file download, deletion with a typed confirmation, and restore from the e-mailed link; the
 * header with the account's e-mail and Sign out at every width.
 */
import { describe, expect, test } from "bun:test"
import { readFileSync } from "node:fs"
import { uniqueEmail } from "../support/accounts.js"
import { makeClient } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import { linkIn } from "../support/smtp.js"
import {
  DESKTOP,
  everyWidth,
  expectPhoneFit,
  merchantViaApi,
  openPage,
  PHONE,
  screenshot,
  settle,
  signInWith,
  signUpInBrowser,
  useWebWorld
} from "../support/web-world.js"

const world = useWebWorld()

describe("API keys and the account in the browser", () => {
  test("create a key (shown once, copied), see its last use, revoke it", async () => {
    const merchant = await merchantViaApi(world)
    const web = await openPage(world, DESKTOP)
    const { page } = web
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: world.server.url })
    await signInWith(page, merchant.link)
    await page.getByRole("link", { name: "API keys" }).click()
    await page.getByText("No API keys yet.").waitFor()
    await page.getByLabel("Key name").fill("reporting script")
    await page.getByRole("button", { name: "Create API key" }).click()
    const secret = await page.getByLabel("API key", { exact: true }).inputValue()
    expect(secret).toMatch(/^ssk_/)
    await page.getByRole("button", { name: "Copy key" }).click()
    await page.getByText("Copied to the clipboard.").waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    await screenshot(page, "api-keys-created")

    const used = await makeClient(world.server.url).request("GET", "/api/admin/status", {
      headers: { "x-api-key": secret }
    })
    expect(used.status).toBe(200)
    await page.getByRole("button", { name: "I have saved it" }).click()
    await expect(page.getByLabel("API key", { exact: true }).count()).resolves.toBe(0)
    await page.reload()
    const row = page.getByRole("row").filter({ hasText: "reporting script" })
    await row.getByText("just now").waitFor()
    await expect(row.textContent()).resolves.not.toContain(secret)
    // At 1280 px the row's words stand level with its Revoke button (they stood at the top of the taller row).
    const middleOf = (box: { y: number; height: number } | null) => (box === null ? Number.NaN : box.y + box.height / 2)
    const revoke = middleOf(await row.getByRole("button", { name: "Revoke reporting script" }).boundingBox())
    for (const cell of [row.getByText("reporting script", { exact: true }), row.getByText("just now")]) {
      const text = await cell.evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        const box = range.getBoundingClientRect()
        return { y: box.y, height: box.height }
      })
      expect(Math.abs(middleOf(text) - revoke)).toBeLessThanOrEqual(2)
    }
    await screenshot(page, "api-keys-list")

    await row.getByRole("button", { name: "Revoke reporting script" }).click()
    await page.getByRole("button", { name: "Yes, revoke reporting script" }).click()
    await page.getByText("Revoked “reporting script”: it no longer works.").waitFor()
    await page.getByText("No API keys yet.").waitFor()
    expect(
      (await makeClient(world.server.url).request("GET", "/api/admin/status", { headers: { "x-api-key": secret } }))
        .status
    ).toBe(401)
    expect(web.errors).toEqual([])
    await page.context().close()
  }, 60_000)

  test(
    "export downloads a JSON file of the account; delete needs the typed word; the restore link brings it back",
    async () => {
      const merchant = await merchantViaApi(world)
      const web = await openPage(world, PHONE)
      const { page } = web
      await signInWith(page, merchant.link)
      await page.getByRole("link", { name: "Account" }).click()
      await page.getByRole("heading", { name: "Your data" }).waitFor()
      await expectPhoneFit(page)
      await screenshot(page, "account")
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download my data" }).click()
      ])
      expect(download.suggestedFilename()).toMatch(/^salesync-export-\d{4}-\d\d-\d\d\.json$/)
      const exported: unknown = JSON.parse(readFileSync(String(await download.path()), "utf8"))
      expect(JSON.stringify(exported)).toContain(merchant.integrationId)
      expect(JSON.stringify(exported)).not.toContain("pat_emulator")
      expect(web.errors).toEqual([])

      const remove = page.getByRole("button", { name: "Delete my account" })
      await expect(remove.isDisabled()).resolves.toBe(true)
      await page.getByLabel("Type DELETE to confirm").fill("delete")
      await expect(remove.isDisabled()).resolves.toBe(true)
      await page.getByLabel("Type DELETE to confirm").fill("DELETE")
      const since = world.smtp.messages.length
      await remove.click()
      await page.getByRole("button", { name: "Start free trial" }).waitFor()
      const [account] = await dbQuery(world.server.dataDir, "SELECT status FROM accounts WHERE email = ?", [
        merchant.email
      ])
      expect(account?.["status"]).toBe("deleted")

      const restoreLink = linkIn((await world.smtp.waitFor(merchant.email, since)).raw)
      await signInWith(page, restoreLink)
      await page.getByRole("heading", { name: "This account is deleted" }).waitFor()
      await expectPhoneFit(page)
      await screenshot(page, "restore")
      await page.getByRole("button", { name: "Restore my account" }).click()
      await page.getByRole("heading", { name: "Integrations" }).waitFor()
      await page.getByRole("link", { name: "Open" }).waitFor()
      const [restored] = await dbQuery(world.server.dataDir, "SELECT status FROM accounts WHERE email = ?", [
        merchant.email
      ])
      expect(restored?.["status"]).toBe("trialing")
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )

  test(
    "the header holds together at every width: one row from 821 px, the e-mail shortened there to no fewer than its first 16 characters (whole in its title), Sign out beside the brand, every link whole",
    async () => {
      const web = await openPage(world, DESKTOP)
      const { page } = web
      // A long address, as a shared mailbox's often is.
      const { email } = await signUpInBrowser(world, web, uniqueEmail("accounts-receivable.department"))
      const problems: Array<string> = []
      for (const width of everyWidth(479, 480, 820, 821, 900, 901, 1000, 1001)) {
        await page.setViewportSize({ width, height: PHONE.height })
        await settle(page)
        const found = await page.getByRole("banner").evaluate((header, address) => {
          const wrong: Array<string> = []
          const box = (element: Element) => element.getBoundingClientRect()
          const middle = (element: Element) => box(element).top + box(element).height / 2
          const named = (text: string) =>
            [...header.querySelectorAll("a, button")].find((element) => element.textContent?.trim() === text)
          const brand = named("salesync")
          const signOut = named("Sign out")
          const links = [...header.querySelectorAll("nav[aria-label=Main] a")]
          const mail = [...header.querySelectorAll("*")].find((element) => element.textContent === address)
          if (brand === undefined || signOut === undefined || mail === undefined) return ["a part is missing"]
          if (document.documentElement.scrollWidth > window.innerWidth) wrong.push("the page scrolls sideways")
          // Sign out stays on the brand's row, never on a row of its own.
          if (Math.abs(middle(signOut) - middle(brand)) > 4) wrong.push("Sign out is not on the brand's row")
          // From 821 px the links stand on that row too; on a phone, in one row or two rows of two (not three and one).
          const rows = new Map<number, number>()
          for (const link of links) rows.set(Math.round(middle(link)), (rows.get(Math.round(middle(link))) ?? 0) + 1)
          if (window.innerWidth > 820 && links.some((link) => Math.abs(middle(link) - middle(brand)) > 4)) {
            wrong.push("a link is off the brand's row")
          }
          if (new Set(rows.values()).size > 1) wrong.push(`the links stand ${[...rows.values()].join(" + ")}`)
          // Nothing a person needs is cut: the brand, every link and Sign out show whole, inside the screen.
          for (const element of [brand, signOut, ...links]) {
            const cut = element.scrollWidth > element.clientWidth || box(element).left < 0 ||
              box(element).right > window.innerWidth
            if (cut) wrong.push(`"${element.textContent}" is cut`)
          }
          // The e-mail, where it shows, stands beside Sign out, whole on hover and to a screen reader.
          const shown = box(mail).width > 0
          if (window.innerWidth >= 480 && !shown) wrong.push("the e-mail is hidden")
          if (shown && Math.abs(middle(mail) - middle(signOut)) > 4) wrong.push("the e-mail is not beside Sign out")
          if (shown && box(mail).right > box(signOut).left) wrong.push("the e-mail runs into Sign out")
          if (mail.getAttribute("title") !== address) wrong.push("the e-mail's title is not the whole address")
          // Shortened, it still reads as the address: at least its first 16 characters show (a shared mailbox's name
          // starts it), whole before the ellipsis that takes the place of the rest.
          const text = mail.firstChild
          if (shown && mail.scrollWidth > mail.clientWidth && text instanceof Text) {
            const measure = document.createElement("canvas").getContext("2d")
            if (measure === null) return ["no canvas to measure the ellipsis"]
            measure.font = getComputedStyle(mail).font
            const room = box(mail).right - measure.measureText("…").width + 0.5
            const characters = document.createRange()
            characters.setStart(text, 0)
            let whole = 0
            for (; whole < address.length; whole++) {
              characters.setEnd(text, whole + 1)
              if (characters.getBoundingClientRect().right > room) break
            }
            if (whole < 16) wrong.push(`the e-mail shows only "${address.slice(0, whole)}…"`)
          }
          return wrong
        }, email)
        problems.push(...found.map((problem) => `${width} px: ${problem}`))
      }
      expect(problems).toEqual([])
      await screenshot(page, "header-long-email")
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )
})
