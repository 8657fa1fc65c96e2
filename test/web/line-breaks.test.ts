/**
 * In Chromium: how the merchant's pages wrap at every width. No tab label, word or figure is broken mid-way, no line
 * starts with a separator or a closing mark, and no page scrolls sideways.
 */
import { describe, expect, test } from "bun:test"
import type { Locator, Page } from "playwright-core"
import { dbQuery } from "../support/db.js"
import { chargeMapping } from "../support/sync.js"
import {
  badLineBreaks,
  DESKTOP,
  everyWidth,
  freshLink,
  merchantViaApi,
  openPage,
  screenshot,
  settle,
  signInWith,
  useWebWorld
} from "../support/web-world.js"

const world = useWebWorld()

/** The widths a merchant's pages are read at most: narrow and usual phones, a tablet, a small and a usual laptop. */
const MERCHANT_WIDTHS = [320, 390, 768, 1100, 1280]

/** What breaks badly in a part of the page at each width (MERCHANT_WIDTHS), and whether the page scrolls sideways. */
const atMerchantWidths = async (place: string, within: Locator, widths = MERCHANT_WIDTHS) => {
  const page = within.page()
  const problems: Array<string> = []
  for (const width of widths) {
    await page.setViewportSize({ width, height: DESKTOP.height })
    await settle(page)
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    const found = [...await badLineBreaks(within), ...(sideways ? ["the page scrolls sideways"] : [])]
    problems.push(...found.map((problem) => `${place}, ${width} px: ${problem}`))
  }
  await page.setViewportSize(DESKTOP)
  return problems
}

/** Runs that ended `hoursAgo` (and a minute), one an integration: what a last sync says differs with each. */
const lastSyncs = [
  { status: "success", records: 5, hoursAgo: 3, message: null },
  { status: "partial", records: 2507, hoursAgo: 2, message: "Stopped at the monthly quota" },
  { status: "error", records: 0, hoursAgo: 1, message: "HTTP 503 from the table database" },
  { status: "success", records: 12480, hoursAgo: 5, message: null }
] as const

/** A merchant with one integration for each of lastSyncs, each with that run as its last; their ids in that order. */
const merchantWithLastSyncs = async () => {
  const merchant = await merchantViaApi(world)
  const ids = [merchant.integrationId]
  while (ids.length < lastSyncs.length) {
    const created = await merchant.client.request("POST", "/api/integrations", {
      body: {
        email: merchant.email,
        source: "stripe",
        destination: "airtable",
        source_credentials: { api_key: world.payments.platformKey },
        destination_credentials: { api_key: "pat_emulator", base_id: merchant.baseId, table: "Sales" }
      }
    })
    expect(created.status).toBe(201)
    ids.push(String(created.json["integration_id"]))
  }
  for (const [index, run] of lastSyncs.entries()) {
    const at = new Date(Date.now() - run.hoursAgo * 3_600_000 - 60_000).toISOString()
    await dbQuery(
      world.server.dataDir,
      "INSERT INTO sync_logs (id, integration_id, status, records_synced, error_message, created_at, finished_at, triggered_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      [`log_lines_${ids[index]}`, ids[index], run.status, run.records, run.message, at, at, "schedule"]
    )
  }
  return { ...merchant, ids }
}

describe("lines at every width", () => {
  test(
    "the integration's tabs: each label whole on one line and in view at every width from 320 to 1400 px, on every tab",
    async () => {
      const merchant = await merchantViaApi(world)
      const web = await openPage(world, DESKTOP)
      const { page } = web
      await signInWith(page, merchant.link)
      await page.getByRole("link", { name: "Open" }).click()
      const tabs = page.getByRole("navigation", { name: "Integration sections" })
      const shownOn = {
        Activity: page.getByRole("heading", { name: "Runs" }),
        Mapping: page.getByRole("button", { name: "Suggest mapping" }),
        Connection: page.getByRole("heading", { name: "Where you sell: Stripe" })
      }
      const problems: Array<string> = []
      for (const [name, content] of Object.entries(shownOn)) {
        await page.setViewportSize(DESKTOP)
        await tabs.getByRole("link", { name, exact: true }).click()
        await content.waitFor()
        for (const width of everyWidth()) {
          await page.setViewportSize({ width, height: DESKTOP.height })
          await settle(page)
          const found = await tabs.evaluate((nav) => {
            const wrong: Array<string> = []
            const view = nav.getBoundingClientRect()
            for (const link of nav.querySelectorAll("a")) {
              const label = document.createRange()
              label.selectNodeContents(link)
              const lines = new Set([...label.getClientRects()].map((rect) => Math.round(rect.top)))
              const box = link.getBoundingClientRect()
              if (lines.size !== 1) wrong.push(`"${link.textContent}" stands on ${lines.size} lines`)
              // Whole: not clipped by its own box, nor scrolled or pushed out of the tab row or the screen.
              const outside = box.left < Math.max(0, view.left) - 0.5 ||
                box.right > Math.min(window.innerWidth, view.right) + 0.5
              if (link.scrollWidth > link.clientWidth || outside) wrong.push(`"${link.textContent}" is cut`)
            }
            if (document.documentElement.scrollWidth > window.innerWidth) wrong.push("the page scrolls sideways")
            return wrong
          })
          const broken = await badLineBreaks(tabs)
          problems.push(...[...found, ...broken].map((problem) => `${name} tab, ${width} px: ${problem}`))
        }
      }
      expect(problems).toEqual([])
      await page.setViewportSize({ width: 320, height: DESKTOP.height })
      await screenshot(page, "integration-tabs")
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    90_000
  )

  test(
    "a separator '·' never starts a line at any width from 320 to 1400 px: in the list's names and last syncs (where it never ends one either), and in an integration's status and failures",
    async () => {
      const merchant = await merchantWithLastSyncs()
      const partial = merchant.ids[1] ?? ""
      for (const [id, resolved] of [["unresolved", null], ["resolved", "2026-03-02T09:00:00.000Z"]] as const) {
        await dbQuery(
          world.server.dataDir,
          "INSERT INTO sync_failures (id, integration_id, sync_log_id, attempt_count, error_message, occurred_at, resolved_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
          [`fail_lines_${id}_${partial}`, partial, null, 3, `A ${id} failure`, "2026-03-01T10:00:00.000Z", resolved]
        )
      }
      const web = await openPage(world, DESKTOP)
      const { page } = web
      await signInWith(page, merchant.link)
      const list = page.getByRole("main").getByRole("list")
      await list.getByRole("link", { name: "Open" }).nth(lastSyncs.length - 1).waitFor()
      /** At every width: the place's lines, and within each of `parts` (lines of parts said apart), no "·" ends one. */
      const sweep = async (place: string, within: Locator, parts: Locator) => {
        const problems: Array<string> = []
        for (const width of everyWidth()) {
          await page.setViewportSize({ width, height: DESKTOP.height })
          await settle(page)
          const found = [...await badLineBreaks(within)]
          for (const line of await parts.all()) found.push(...await badLineBreaks(line, "·"))
          problems.push(...[...new Set(found)].map((problem) => `${place}, ${width} px: ${problem}`))
        }
        await page.setViewportSize(DESKTOP)
        return problems
      }
      // The list: each card's name, last sync and next sync.
      const problems = await sweep("the list", list, list.getByRole("definition"))
      await screenshot(page, "integrations-last-syncs")
      // An integration's page: its status (the same last sync) and its failures' lines (when · after 3 attempts ·
      // resolved when).
      await page.goto(`${world.server.url}/integrations/${partial}`)
      const failures = page.getByRole("region", { name: "Failures" })
      await failures.getByRole("radio", { name: "All", exact: true }).check()
      await failures.getByText("A resolved failure").waitFor()
      const status = page.getByRole("region", { name: "Status" })
      problems.push(...await sweep("the status", status, status.getByRole("definition")))
      problems.push(...await sweep("the failures", failures, failures.getByRole("listitem")))
      expect(problems).toEqual([])
      await screenshot(page, "activity-separators")
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    120_000
  )

  test(
    "the runs: no word or figure broken across lines and nothing wider than the screen at any width from 320 to 1400 px",
    async () => {
      const merchant = await merchantViaApi(world)
      for (let run = 0; run < 12; run++) {
        const at = new Date(Date.UTC(2026, 10, 2, run)).toISOString()
        const partly = run % 3 === 0
        await dbQuery(
          world.server.dataDir,
          "INSERT INTO sync_logs (id, integration_id, status, records_synced, error_message, created_at, finished_at, triggered_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
          [
            `log_runs_${run}_${merchant.integrationId}`,
            merchant.integrationId,
            partly ? "partial" : "success",
            1000 + run * 137,
            partly ? "Stopped at the monthly quota" : null,
            at,
            new Date(Date.parse(at) + 4200).toISOString(),
            run % 2 === 0 ? "schedule" : "manual"
          ]
        )
      }
      const web = await openPage(world, DESKTOP)
      const { page } = web
      await signInWith(page, merchant.link)
      await page.getByRole("link", { name: "Open" }).click()
      await page.getByRole("button", { name: "Older runs" }).waitFor()
      const problems = await atMerchantWidths("the runs", page.getByRole("region", { name: "Runs" }), everyWidth())
      expect(problems).toEqual([])
      await screenshot(page, "activity-runs")
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )

  test(
    "a provider's code in its message (INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND) breaks only after an underscore, at 320, 390, 768, 1100 and 1280 px: on the list, in the verdict, failures and runs, and in the status on every tab",
    async () => {
      const merchant = await merchantViaApi(world)
      const newest =
        "Airtable refused the request (HTTP 403 INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND). Gave up after 3 attempts."
      const older =
        "Airtable answered HTTP 422 INVALID_VALUE_FOR_COLUMN: the Amount field cannot accept the provided value."
      for (const [run, message, hoursAgo] of [["older", older, 5], ["newest", newest, 2]] as const) {
        const at = new Date(Date.now() - hoursAgo * 3_600_000 - 60_000).toISOString()
        await dbQuery(
          world.server.dataDir,
          "INSERT INTO sync_logs (id, integration_id, status, records_synced, error_message, created_at, finished_at, triggered_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
          [`log_${run}_${merchant.integrationId}`, merchant.integrationId, "error", 0, message, at, at, "schedule"]
        )
      }
      await dbQuery(
        world.server.dataDir,
        "INSERT INTO sync_failures (id, integration_id, sync_log_id, attempt_count, error_message, occurred_at) VALUES (?, ?, ?, ?, ?, ?)",
        [`fail_code_${merchant.integrationId}`, merchant.integrationId, null, 3, older, "2026-03-01T10:00:00.000Z"]
      )
      const web = await openPage(world, DESKTOP)
      const { page } = web
      await signInWith(page, merchant.link)
      const list = page.getByRole("main").getByRole("list")
      await list.getByText(newest).waitFor()
      const problems = await atMerchantWidths("the list", list)
      await page.getByRole("link", { name: "Open" }).click()
      await page.getByRole("region", { name: "Failures" }).getByText(older).waitFor()
      await page.getByRole("region", { name: "Runs" }).getByText(older).waitFor()
      for (const region of ["What happened", "Failures", "Runs"]) {
        problems.push(...await atMerchantWidths(region, page.getByRole("region", { name: region })))
      }
      await screenshot(page, "activity-provider-code")
      const tabs = page.getByRole("navigation", { name: "Integration sections" })
      for (const tab of ["Mapping", "Connection"]) {
        await tabs.getByRole("link", { name: tab, exact: true }).click()
        const status = page.getByRole("region", { name: "Status" })
        await status.getByText(newest).waitFor()
        problems.push(...await atMerchantWidths(`the status on the ${tab} tab`, status))
      }
      expect(problems).toEqual([])
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )

  test(
    "an integration's name as its page's heading keeps each id whole (the Airtable base's) at 320, 390, 768, 1100 and 1280 px, on every tab",
    async () => {
      const merchant = await merchantViaApi(world)
      const web = await openPage(world, DESKTOP)
      const { page } = web
      await signInWith(page, merchant.link)
      await page.getByRole("link", { name: "Open" }).click()
      const heading = page.getByRole("heading", { level: 1, name: new RegExp(`Airtable base ${merchant.baseId}`) })
      await heading.waitFor()
      const problems: Array<string> = []
      const tabs = page.getByRole("navigation", { name: "Integration sections" })
      for (const tab of ["Activity", "Mapping", "Connection"]) {
        await tabs.getByRole("link", { name: tab, exact: true }).click()
        problems.push(...await atMerchantWidths(`the heading on the ${tab} tab`, heading))
      }
      expect(problems).toEqual([])
      await screenshot(page, "integration-heading")
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )

  test(
    "API keys: a key's shown start stays whole and asking to revoke a long-named key stays within the screen, at 320, 390, 768, 1100 and 1280 px",
    async () => {
      const merchant = await merchantViaApi(world)
      const web = await openPage(world, DESKTOP)
      const { page } = web
      await signInWith(page, merchant.link)
      await page.getByRole("link", { name: "API keys" }).click()
      const name = "reporting script for the finance team"
      await page.getByLabel("Key name").fill(name)
      await page.getByRole("button", { name: "Create API key" }).click()
      await page.getByRole("button", { name: "I have saved it" }).click()
      const keys = page.getByRole("table", { name: "Your API keys" })
      await keys.getByRole("button", { name: `Revoke ${name}` }).waitFor()
      const problems = await atMerchantWidths("the keys", keys)
      await keys.getByRole("button", { name: `Revoke ${name}` }).click()
      await keys.getByRole("button", { name: `Yes, revoke ${name}` }).waitFor()
      problems.push(...await atMerchantWidths("asking to revoke", keys))
      expect(problems).toEqual([])
      await screenshot(page, "api-keys-revoke")
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )

  test(
    "every page a merchant sees, signed out and in, at 320, 390, 768, 1100 and 1280 px: no word or figure broken, no line starting with punctuation, no sideways scroll",
    async () => {
      const merchant = await merchantViaApi(world)
      expect(
        (await merchant.client.request("POST", "/api/schema/infer/apply", {
          body: chargeMapping(merchant.integrationId)
        }))
          .status
      ).toBe(200)
      for (const [run, status, hoursAgo] of [["older", "partial", 5], ["newest", "success", 2]] as const) {
        const at = new Date(Date.now() - hoursAgo * 3_600_000 - 60_000).toISOString()
        await dbQuery(
          world.server.dataDir,
          "INSERT INTO sync_logs (id, integration_id, status, records_synced, error_message, created_at, finished_at, triggered_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
          [
            `log_pages_${run}_${merchant.integrationId}`,
            merchant.integrationId,
            status,
            1234,
            status === "partial" ? "Stopped at the monthly quota" : null,
            at,
            new Date(Date.parse(at) + 4200).toISOString(),
            "schedule"
          ]
        )
      }
      /** The page's landmarks at each width: its header, its main part and its footer, where it has them. */
      const wholePage = async (place: string, page: Page) => {
        const found: Array<string> = []
        for (const role of ["banner", "main", "contentinfo"] as const) {
          if (await page.getByRole(role).count() === 1) {
            found.push(...await atMerchantWidths(place, page.getByRole(role)))
          }
        }
        return [...new Set(found)]
      }
      const problems: Array<string> = []

      // Signed out: the front page, a sign-in link's page (and one cut short), a used link's page.
      const visitor = await openPage(world, DESKTOP)
      await visitor.page.goto(world.server.url + "/")
      await visitor.page.getByRole("button", { name: "Start free trial" }).waitFor()
      problems.push(...await wholePage("the front page", visitor.page))
      await visitor.page.goto(await freshLink(world, merchant.email))
      await visitor.page.getByRole("button", { name: "Sign in" }).waitFor()
      problems.push(...await wholePage("a sign-in link's page", visitor.page))
      await visitor.page.goto(world.server.url + "/signin/confirm")
      await visitor.page.getByRole("heading", { name: "This sign-in link is incomplete" }).waitFor()
      problems.push(...await wholePage("a link cut short", visitor.page))
      await visitor.page.goto(world.server.url + "/signin/expired")
      await visitor.page.getByRole("button", { name: /sign-in link/ }).waitFor()
      problems.push(...await wholePage("a used link's page", visitor.page))
      await visitor.page.context().close()

      // Signed in: the list, the integration's tabs, plan and billing, the account, adding an integration.
      const web = await openPage(world, DESKTOP)
      const { page } = web
      await signInWith(page, merchant.link)
      await page.getByRole("link", { name: "Open" }).waitFor()
      problems.push(...await wholePage("the list", page))
      await page.getByRole("link", { name: "Open" }).click()
      await page.getByRole("heading", { name: "Runs" }).waitFor()
      problems.push(...await wholePage("the Activity tab", page))
      const tabs = page.getByRole("navigation", { name: "Integration sections" })
      await tabs.getByRole("link", { name: "Mapping", exact: true }).click()
      await page.getByLabel("Source field 1", { exact: true }).waitFor()
      problems.push(...await wholePage("the Mapping tab", page))
      await tabs.getByRole("link", { name: "Connection", exact: true }).click()
      await page.getByRole("heading", { name: "Where you sell: Stripe" }).waitFor()
      problems.push(...await wholePage("the Connection tab", page))
      await page.getByRole("link", { name: "Plan & billing" }).click()
      await page.getByRole("button", { name: "Upgrade to Business" }).waitFor()
      problems.push(...await wholePage("plan and billing", page))
      await page.getByRole("link", { name: "Account" }).click()
      await page.getByRole("heading", { name: "Your data" }).waitFor()
      problems.push(...await wholePage("the account", page))
      await screenshot(page, "account-lines")
      await page.getByRole("link", { name: "Integrations" }).click()
      await page.getByRole("link", { name: "Add integration" }).first().click()
      await page.getByRole("button", { name: "Create and connect" }).waitFor()
      problems.push(...await wholePage("adding an integration", page))
      expect(problems).toEqual([])
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    120_000
  )
})
