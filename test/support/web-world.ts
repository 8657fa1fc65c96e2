/**
 * A world for the web app's browser suites: the real service serving the app (built fresh from source), a real
 * SMTP sink, the payments emulator (charges, Connect OAuth, billing and checkout) and the tables emulator, and
 * Debian's Chromium. Pages collect console errors; screenshots go to test-output/screenshots/.
 */
import { afterAll, beforeAll, expect } from "bun:test"
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import type { Browser, Locator, Page } from "playwright-core"
import { type BillingEmulator, createBillingEmulator } from "../emulators/payments-billing.js"
import { type PaymentsEmulator, startPaymentsEmulator } from "../emulators/payments.js"
import { startTablesEmulator, type TablesEmulator } from "../emulators/tables.js"
import { signUp, uniqueEmail } from "./accounts.js"
import { launchBrowser } from "./browser.js"
import { type Client, makeClient } from "./client.js"
import { type RunningServer, startServer } from "./server.js"
import { linkIn, type SmtpSink, startSmtp } from "./smtp.js"
import { CRON_SECRET, salesTable } from "./sync.js"

export const SCREENSHOTS = join(import.meta.dir, "..", "..", "test-output", "screenshots")
export const WEBHOOK_SECRET = "whsec_web_tests_0123456789abcdef"
export const DESKTOP = { width: 1280, height: 860 }
export const PHONE = { width: 390, height: 844 }

export interface WebWorld {
  readonly server: RunningServer
  readonly smtp: SmtpSink
  readonly payments: PaymentsEmulator
  readonly billing: BillingEmulator
  readonly tables: TablesEmulator
  readonly browser: Browser
}

export const useWebWorld = (env: Record<string, string> = {}): WebWorld => {
  let world: WebWorld | undefined
  beforeAll(async () => {
    const smtp = await startSmtp()
    const billing = createBillingEmulator()
    const payments = await startPaymentsEmulator({ rateLimit: false, routes: [billing.route] })
    const tables = await startTablesEmulator({ rateLimit: false })
    const server = await startServer({
      SMTP_URL: smtp.url,
      TRUST_PROXY: "true",
      CRON_SECRET,
      // No prebuilt bundle: the server builds the app from this checkout's source.
      WEB_DIST_DIR: "/nonexistent/salesync-web",
      PAYMENTS_API_URL: payments.url,
      PAYMENTS_OAUTH_AUTHORIZE_URL: `${payments.url}/oauth/authorize`,
      PAYMENTS_OAUTH_TOKEN_URL: `${payments.url}/oauth/token`,
      PAYMENTS_OAUTH_CLIENT_ID: payments.connectClientId,
      PAYMENTS_OAUTH_CLIENT_SECRET: payments.platformKey,
      TABLES_API_URL: tables.url,
      STRIPE_SECRET_KEY: payments.platformKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_STARTER: "price_starter",
      STRIPE_PRICE_PRO: "price_pro",
      STRIPE_PRICE_BUSINESS: "price_business",
      ...env
    })
    billing.setWebhook(`${server.url}/api/payments/webhook`, WEBHOOK_SECRET, () => ({
      "x-forwarded-for": "10.251.0.1"
    }))
    const browser = await launchBrowser()
    world = { server, smtp, payments, billing, tables, browser }
  }, 60_000)
  afterAll(async () => {
    await world?.browser.close()
    await world?.server.stop()
    await world?.payments.stop()
    await world?.tables.stop()
    await world?.smtp.stop()
  })
  const started = (): WebWorld => {
    if (world === undefined) throw new Error("the web world is not started yet (use it inside a test or hook)")
    return world
  }
  return {
    get server() {
      return started().server
    },
    get smtp() {
      return started().smtp
    },
    get payments() {
      return started().payments
    },
    get billing() {
      return started().billing
    },
    get tables() {
      return started().tables
    },
    get browser() {
      return started().browser
    }
  }
}

export interface WebPage {
  readonly page: Page
  /** Console errors and uncaught page errors so far. */
  readonly errors: Array<string>
}

/** A fresh browser context (its own cookies) at a viewport size, recording console errors. */
export const openPage = async (world: WebWorld, viewport = DESKTOP): Promise<WebPage> => {
  const context = await world.browser.newContext({ viewport, locale: "en-GB", timezoneId: "Europe/Berlin" })
  const page = await context.newPage()
  const errors: Array<string> = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(String(error)))
  return { page, errors }
}

/** Every width from 320 to 1400 px in steps of 20, and the given ones (each side of a layout change). */
export const everyWidth = (...sides: Array<number>) => [
  ...Array.from({ length: 55 }, (_, step) => 320 + step * 20),
  ...sides
]

/** Lets layout settle (at a new width, say) and what the page measures after it run: two frames. */
export const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/**
 * Screenshots of the page at 1280 and at 390 px (then back to its own size); at 390 px it must also fit
 * (see expectPhoneFit), so every view a suite photographs is checked on a phone too.
 */
export const screenshot = async (page: Page, name: string) => {
  mkdirSync(SCREENSHOTS, { recursive: true })
  const own = page.viewportSize() ?? DESKTOP
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size)
    // Let layout and fonts settle at the new width.
    await settle(page)
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${size.width}.png`), fullPage: true })
    if (size === PHONE) await expectPhoneFit(page)
  }
  await page.setViewportSize(own)
}

/** At phone width: nothing scrolls sideways, and every visible control is at least 40 px tall and wide. */
export const expectPhoneFit = async (page: Page) => {
  const fit = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }))
  expect(fit.scroll).toBeLessThanOrEqual(fit.viewport)
  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        "button, select, input:not([type=hidden]):not([type=checkbox]):not([type=radio]), nav a, a.button, label.check, .segmented label"
      )
    ]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && (box.height < 40 || box.width < 40))
      .map(
        ({ element, box }) =>
          `${element.tagName} "${element.textContent?.trim() ?? ""}" ${Math.round(box.width)}×${Math.round(box.height)}`
      )
  )
  expect(small).toEqual([])
}

/**
 * The pieces of a locator's shown text (what only screen readers hear left out) that match `pattern` and that a line
 * break cuts in two: with FIGURE_WITH_WORD a figure parted from its unit, with words a word broken mid-way.
 */
export const cutAcrossLines = (locator: Locator, pattern: RegExp) =>
  locator.evaluate((root, [source, flags]) => {
    // The shown text nodes joined, a line feed between two of different elements (a term and its definition).
    const pieces: Array<{ node: Text; start: number }> = []
    let joined = ""
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if (!(node instanceof Text) || node.parentElement?.closest(".sr-only") !== null) continue
      if (pieces.length > 0 && pieces[pieces.length - 1]?.node.parentElement !== node.parentElement) joined += "\n"
      pieces.push({ node, start: joined.length })
      joined += node.data
    }
    /** Where a position of the joined text is: in the last piece that starts at or before it. */
    const at = (position: number): [Text, number] => {
      const piece = [...pieces].reverse().find((candidate) => candidate.start <= position) ?? pieces[0]
      if (piece === undefined) throw new Error("no text")
      return [piece.node, Math.min(position - piece.start, piece.node.data.length)]
    }
    const cut: Array<string> = []
    for (const match of joined.matchAll(new RegExp(source, flags))) {
      const range = document.createRange()
      range.setStart(...at(match.index))
      range.setEnd(...at(match.index + match[0].length))
      const lines = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))
      )
      if (lines.size > 1) cut.push(match[0])
    }
    return cut
  }, [pattern.source, pattern.flags] as const)

/** A figure and the word after it in one element ("0 records", "in 4 minutes"), "of" aside ("3 of 32" may break). */
export const FIGURE_WITH_WORD = /\d(?:[\d,.]*\d)?[^\S\n]+(?!of\b)\p{L}+/gu

/**
 * Where the shown text under a locator breaks badly across lines, each said with the text around the break ("|"):
 * a word or figure broken mid-way (a line ends with no space, <wbr> or hyphen between its last character and the next
 * line's first: "Mappi|ng", "12,|480"), a line that starts with a separator or closing mark (· , . ; : ! ? ) ] % … ”
 * — –), or one that ends with an opening mark (( [ “) or one of `neverEnding` (a separator where the parts of a
 * line can do without it there). Text only screen readers hear, text hidden or clipped out of view (a separator hidden
 * where a line starts) and form controls' values are left out. The lines compared are those of one block (a
 * paragraph, a table cell, a badge) with the items of any flex row in it (the parts of a line, buttons), a line
 * breaking freely between two of those items; lines of two blocks are not compared.
 */
export const badLineBreaks = (locator: Locator, neverEnding = "") =>
  locator.evaluate((root, neverEnding) => {
    type Item = {
      readonly first: string
      readonly last: string
      readonly box: DOMRect
      readonly opening: boolean
      readonly atomic: boolean
    } | "block"
    /**
     * The items of each block: its characters, each inline box that lays out its own text (a badge: its first and last
     * characters, or □ when it has none) and its blocks.
     */
    const blocks = new Map<Element, Array<Item>>()
    /** Whether a block's next item follows a place a line may break (a space, <wbr>, <br>). */
    const opening = new Map<Element, boolean>()
    const inline = (element: Element) => ["inline", "contents"].includes(getComputedStyle(element).display)
    /** Whether an element is an item of a flex row, whose lines are those of the row's block. */
    const rowItem = (element: Element) => {
      const parent = element.parentElement === null ? null : getComputedStyle(element.parentElement)
      return parent !== null && parent.display.endsWith("flex") && parent.flexDirection.startsWith("row") &&
        !["absolute", "fixed"].includes(getComputedStyle(element).position)
    }
    const blockOf = (node: Node): Element => {
      let element = node.parentElement
      while (element !== null && element !== document.body && (inline(element) || rowItem(element))) {
        element = element.parentElement
      }
      return element ?? document.body
    }
    const add = (block: Element, item: Item) => {
      blocks.set(block, [...(blocks.get(block) ?? []), item])
      opening.set(block, false)
    }
    /** The part of the page an element's text can show in: the viewport and every ancestor that clips. */
    type Clip = { readonly left: number; readonly right: number; readonly top: number; readonly bottom: number }
    const clips = new Map<Element, Clip>()
    const clipOf = (element: Element): Clip => {
      const known = clips.get(element)
      if (known !== undefined) return known
      const outer = element.parentElement === null ?
        { left: 0, right: window.innerWidth, top: -Infinity, bottom: Infinity } :
        clipOf(element.parentElement)
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      const clip = style.overflowX === "visible" && style.overflowY === "visible" ? outer : {
        left: Math.max(outer.left, box.left),
        right: Math.min(outer.right, box.right),
        top: Math.max(outer.top, box.top),
        bottom: Math.min(outer.bottom, box.bottom)
      }
      clips.set(element, clip)
      return clip
    }
    const shown = (box: DOMRect, element: Element) => {
      const clip = clipOf(element)
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      return box.width > 0 && box.height > 0 && x > clip.left && x < clip.right && y > clip.top && y < clip.bottom
    }
    const visit = (node: Node) => {
      if (node instanceof Element) {
        const style = getComputedStyle(node)
        if (
          node.matches(".sr-only, input, select, textarea, option, svg, script, style") || style.display === "none" ||
          style.visibility === "hidden"
        ) return
        if (node.tagName === "WBR" || node.tagName === "BR") return void opening.set(blockOf(node), true)
        // A line may break between two items of a flex row.
        const item = node !== root && rowItem(node)
        if (item) opening.set(blockOf(node), true)
        else if (node !== root && !inline(node)) {
          const parent = blockOf(node)
          if (!style.display.startsWith("inline")) add(parent, "block")
          else if (shown(node.getBoundingClientRect(), node)) {
            const text = (node.textContent ?? "").trim()
            add(parent, {
              first: text.at(0) ?? "□",
              last: text.at(-1) ?? "□",
              box: node.getBoundingClientRect(),
              opening: opening.get(parent) ?? false,
              atomic: true
            })
          }
        }
        for (const child of node.childNodes) visit(child)
        if (item) opening.set(blockOf(node), true)
        return
      }
      if (!(node instanceof Text) || node.parentElement === null) return
      const block = blockOf(node)
      const range = document.createRange()
      for (let at = 0; at < node.data.length; at++) {
        const ch = node.data[at] ?? ""
        if (/\s/.test(ch) && ch !== "\u00a0") {
          opening.set(block, true)
          continue
        }
        range.setStart(node, at)
        range.setEnd(node, at + 1)
        const box = [...range.getClientRects()].find((rect) => rect.width > 0 && rect.height > 0)
        if (box !== undefined && shown(box, node.parentElement)) {
          add(block, { first: ch, last: ch, box, opening: opening.get(block) ?? false, atomic: false })
        }
      }
    }
    visit(root)
    const wrong: Array<string> = []
    for (const items of blocks.values()) {
      const around = (from: number, to: number) =>
        items.slice(Math.max(0, from), to).map((item) =>
          item === "block" ?
            " ¶ " :
            `${item.opening ? " " : ""}${
              item.atomic ? `[${item.first}…${item.last}]` : item.first.replace("\u00a0", " ")
            }`
        ).join("")
      for (let at = 1; at < items.length; at++) {
        const before = items[at - 1]
        const after = items[at]
        if (before === undefined || after === undefined || before === "block" || after === "block") continue
        const lower = after.box.top + after.box.height / 2 - (before.box.top + before.box.height / 2)
        if (lower <= Math.min(before.box.height, after.box.height) / 2 || after.box.left >= before.box.right) continue
        const said = `"${(around(at - 14, at) + "|" + around(at, at + 14)).trim()}"`
        if (!after.opening && !before.atomic && !after.atomic && !/[-‐–—]/.test(before.last)) {
          wrong.push(`broken mid-word: ${said}`)
        }
        if (/^[·,.;:!?)\]}%…”’»—–]$/.test(after.first)) wrong.push(`a line starts with "${after.first}": ${said}`)
        if (/^[(\[{“‘«]$/.test(before.last) || neverEnding.includes(before.last)) {
          wrong.push(`a line ends with "${before.last}": ${said}`)
        }
      }
    }
    return wrong
  }, neverEnding)

/** Signs up through the front page's form and opens the e-mailed link in the page. */
/**
 * Opens an e-mailed sign-in link as a person does: the link leads to the sign-in page, and pressing "Sign in"
 * spends it (a mail scanner that only opens the link spends nothing).
 */
export const signInWith = async (page: Page, link: string, shot?: string) => {
  await page.goto(link)
  if (shot !== undefined) {
    await page.getByRole("button", { name: "Sign in" }).waitFor()
    await screenshot(page, shot)
  }
  await page.getByRole("button", { name: "Sign in" }).click()
  await page.waitForURL((url) => url.pathname !== "/signin/confirm")
}

export const signUpInBrowser = async (
  world: WebWorld,
  web: WebPage,
  email = uniqueEmail("web"),
  shot?: string
) => {
  const { page } = web
  await page.goto(world.server.url + "/")
  await page.getByLabel("Work e-mail").fill(email)
  await page.getByLabel("Where you sell").selectOption({ label: "Stripe" })
  await page.getByLabel("Where your sales should go").selectOption({ label: "Airtable" })
  const since = world.smtp.messages.length
  await page.getByRole("button", { name: "Start free trial" }).click()
  await page.getByRole("heading", { name: "Check your inbox" }).waitFor()
  const link = linkIn((await world.smtp.waitFor(email, since)).raw)
  await signInWith(page, link, shot)
  await page.getByRole("heading", { name: "Integrations" }).waitFor()
  return { email, link }
}

/** A new sign-in link for an existing account, as the "send me a sign-in link" form asks for. */
export const freshLink = async (world: WebWorld, email: string) => {
  const since = world.smtp.messages.length
  expect((await makeClient(world.server.url).request("POST", "/api/auth/magic-link", { body: { email } })).status).toBe(
    200
  )
  return linkIn((await world.smtp.waitFor(email, since)).raw)
}

/** A merchant set up through the API (for the suites that start past sign-up): connected to both emulators. */
export const merchantViaApi = async (
  world: WebWorld
): Promise<{ email: string; client: Client; integrationId: string; baseId: string; link: string }> => {
  const base = world.tables.createBase({ tables: [salesTable] })
  const email = uniqueEmail("web")
  const { client, integrationId } = await signUp(world.server.url, world.smtp, email, {
    email,
    source: "stripe",
    destination: "airtable",
    source_credentials: { api_key: world.payments.platformKey },
    destination_credentials: { api_key: "pat_emulator", base_id: base.id, table: "Sales" }
  })
  const link = await freshLink(world, email)
  return { email, client, integrationId, baseId: base.id, link }
}
