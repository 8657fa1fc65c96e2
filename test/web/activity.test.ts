/**
 * In Chromium: what synced, what didn't, and why. "Sync now" with live status (queued → running → finished without a
 * reload), the runs with a cursor pager and a chart, failures with the provider's message and a resolve toggle that
 * rolls back and says so when its save fails, filters, and the error states (a 429 says when to retry).
 */
import { describe, expect, test } from "bun:test"
import { dbQuery } from "../support/db.js"
import { chargeMapping } from "../support/sync.js"
import {
  cutAcrossLines,
  DESKTOP,
  expectPhoneFit,
  FIGURE_WITH_WORD,
  freshLink,
  merchantViaApi,
  openPage,
  PHONE,
  screenshot,
  signInWith,
  useWebWorld
} from "../support/web-world.js"

const world = useWebWorld()

const openIntegration = async (link: string, viewport = DESKTOP) => {
  const web = await openPage(world, viewport)
  await signInWith(web.page, link)
  await web.page.getByRole("link", { name: "Open" }).click()
  await web.page.getByRole("heading", { name: "Runs" }).waitFor()
  return web
}

const insertRuns = async (integrationId: string, count: number) => {
  for (let i = 0; i < count; i++) {
    const at = new Date(Date.UTC(2026, 0, 1, 0, i * 15)).toISOString()
    const status = i % 7 === 3 ? "error" : i % 5 === 4 ? "partial" : "success"
    await dbQuery(
      world.server.dataDir,
      "INSERT INTO sync_logs (id, integration_id, status, records_synced, error_message, created_at, finished_at, triggered_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      [
        `log_web_${String(i).padStart(3, "0")}`,
        integrationId,
        status,
        status === "error" ? 0 : 10 + ((i * 7) % 40),
        status === "error"
          ? "HTTP 503 from the table database"
          : status === "partial"
          ? "Stopped at the monthly quota"
          : null,
        at,
        new Date(Date.parse(at) + 4200).toISOString(),
        i % 2 === 0 ? "schedule" : "manual"
      ]
    )
  }
}

const insertFailure = (integrationId: string, id: string, message: string) =>
  dbQuery(
    world.server.dataDir,
    "INSERT INTO sync_failures (id, integration_id, sync_log_id, attempt_count, error_message, occurred_at) VALUES (?, ?, ?, ?, ?, ?)",
    [id, integrationId, null, 3, message, "2026-03-01T10:00:00.000Z"]
  )

/** What a failure or a run says in place of the newest run's reason, which the verdict above already gives. */
const SAME_REASON = "Same as the reason above"

/** A merchant whose charges integration has its mapping saved, so that a sync runs. */
const mappedMerchant = async () => {
  const merchant = await merchantViaApi(world)
  expect(
    (await merchant.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(merchant.integrationId) }))
      .status
  ).toBe(200)
  return merchant
}

describe("the integration's activity", () => {
  test("Sync now: queued and running appear and are announced, then the finished run, without a reload", async () => {
    const merchant = await mappedMerchant()
    world.payments.addCharges(4)
    const web = await openIntegration(merchant.link)
    const { page } = web
    await page.getByRole("heading", { name: "No sync yet" }).waitFor()
    await page.getByText("No runs yet.").waitFor()
    const navigations: Array<string> = []
    page.on("framenavigated", (frame) => navigations.push(frame.url()))
    world.payments.injectFaults({ kind: "stall", ms: 2500 }, 1)
    await page.getByRole("button", { name: "Sync now" }).click()
    await page.getByRole("button", { name: /Queued…|Syncing…/ }).waitFor()
    await page.getByText("Running", { exact: true }).first().waitFor({ timeout: 10_000 })
    await page.getByText(/sync running\.$/).waitFor({ state: "attached" })
    // While it runs, how far it is: the source stalls on its first page, so nothing is written yet.
    await page.getByText("0 records written so far").waitFor()
    const verdict = page.getByRole("heading", { name: "Last sync copied 5 records to Airtable" })
    await verdict.waitFor({ timeout: 20_000 })
    // Its mark stands apart from its words, as the partial and failed verdicts' marks do ("✓ Last", not "✓Last").
    expect(await verdict.textContent()).toStartWith("✓ Last sync copied")
    await page.getByRole("button", { name: "Sync now" }).waitFor()
    const row = page.getByRole("row").filter({ hasText: "Sync now" })
    await expect(row.getByRole("cell", { name: "5", exact: true }).count()).resolves.toBe(1)
    expect(navigations).toEqual([])
    expect(world.tables.records(merchant.baseId, "Sales").length).toBe(5)
    expect(web.errors).toEqual([])
    await screenshot(page, "activity-synced")

    // On the list, a run's progress is announced to screen readers as it happens.
    await page.getByRole("link", { name: "Integrations" }).click()
    world.payments.injectFaults({ kind: "stall", ms: 2000 }, 1)
    await page.getByRole("button", { name: "Sync now" }).click()
    await page.getByText(/: sync (queued|running)\.$/).first().waitFor({ state: "attached" })
    await page.getByText(/: sync finished, success, \d+ records\.$/).waitFor({ state: "attached", timeout: 20_000 })
    await page.context().close()
  }, 60_000)

  test(
    "a run that found nothing new says so, not that it copied 0 records; its '0 records' stays on one line at 1280 and 390 px",
    async () => {
      const merchant = await mappedMerchant()
      world.payments.addCharges(1)
      const web = await openIntegration(merchant.link)
      const { page } = web
      await page.getByRole("button", { name: "Sync now" }).click()
      await page.getByRole("heading", { name: /^Last sync copied \d+ records? to Airtable$/ }).waitFor({
        timeout: 20_000
      })
      await page.getByRole("button", { name: "Sync now" }).click()
      await page.getByRole("heading", { name: "Last sync found nothing new to copy" }).waitFor({ timeout: 20_000 })
      await expect(page.getByText(/copied 0 records/).count()).resolves.toBe(0)
      // A figure keeps its word on its line: at 1280 px the overview's Last sync column is narrow enough that
      // "just now · Success · 0 records" wraps, and it must not wrap between "0" and "records".
      const lastSync = page.getByRole("region", { name: "Status" }).getByRole("definition").nth(1)
      await expect(lastSync.textContent()).resolves.toMatch(/0\u00a0records$/)
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size)
        expect(await cutAcrossLines(page.getByRole("main"), FIGURE_WITH_WORD)).toEqual([])
        await page.getByRole("link", { name: "Integrations" }).click()
        await page.getByRole("button", { name: "Sync now" }).waitFor()
        expect(await cutAcrossLines(page.getByRole("main"), FIGURE_WITH_WORD)).toEqual([])
        await page.getByRole("link", { name: "Open" }).click()
        await page.getByRole("heading", { name: "Runs" }).waitFor()
      }
      await screenshot(page, "activity-nothing-new")
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )

  test(
    "runs: pager through the cursor API, chart of records per run, times in the locale with ISO on hover",
    async () => {
      const merchant = await merchantViaApi(world)
      await insertRuns(merchant.integrationId, 25)
      await insertFailure(
        merchant.integrationId,
        `fail_web_${merchant.integrationId}`,
        "HTTP 503 from the table database: Service Unavailable"
      )
      for (const viewport of [DESKTOP, PHONE]) {
        const web = await openIntegration(await freshLink(world, merchant.email), viewport)
        const { page } = web
        // Of the 25 runs 4 failed and 4 stopped early: each said in the words of its badge.
        await page
          .getByRole("img", {
            name: /^Records per run over time\. [\d,]+ records in 25 runs; 4 failed, 4 partly synced\.$/
          })
          .waitFor()
        // A figure keeps its word on its line (a no-break space between them).
        await page.getByText(/^Records per run\s— last 25\sruns: [\d,]+\srecords, 4\sfailed, 4\spartly synced$/)
          .waitFor()
        await page.getByText("Page 1", { exact: true }).waitFor()
        await expect(page.getByRole("button", { name: "Newer runs" }).isDisabled()).resolves.toBe(true)
        const first = page.getByRole("row").filter({ hasText: "Stopped at the monthly quota" }).first()
        await expect(first.textContent()).resolves.toContain("4.2\u00a0s")
        const time = page.locator("time").first()
        expect(await time.getAttribute("title")).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
        expect(await time.textContent()).not.toContain("T")
        if (viewport === PHONE) await expectPhoneFit(page)
        await screenshot(page, "activity")
        await page.getByRole("button", { name: "Older runs" }).click()
        await page.getByText("Page 2", { exact: true }).waitFor()
        await page.getByRole("button", { name: "Older runs" }).click()
        await page.getByText("Page 3", { exact: true }).waitFor()
        await expect(
          page
            .getByRole("row")
            .filter({ hasText: /Schedule|Sync now/ })
            .count()
        ).resolves.toBe(5)
        await expect(page.getByRole("button", { name: "Older runs" }).isDisabled()).resolves.toBe(true)
        await page.getByRole("button", { name: "Newer runs" }).click()
        await page.getByText("Page 2", { exact: true }).waitFor()
        expect(web.errors).toEqual([])
        await page.context().close()
      }
    },
    60_000
  )

  test(
    "a sync the processor fails with a 500: its message is shown once, without the provider's code, the status once",
    async () => {
      const merchant = await mappedMerchant()
      const web = await openIntegration(merchant.link)
      const { page } = web
      // Every attempt fails (the emulator's own message also says "HTTP 500", as some providers' do).
      world.payments.injectFaults({ kind: "status", status: 500 }, 20)
      try {
        await page.getByRole("button", { name: "Sync now" }).click()
        await page.getByRole("heading", { name: "Last sync copied nothing" }).waitFor({ timeout: 20_000 })
      } finally {
        world.payments.clearFaults()
      }
      const message = /^Stripe API is unavailable: .*HTTP 500\)\. Gave up after 3 attempts\.$/
      const failure = page.getByRole("region", { name: "Failures" }).getByRole("listitem")
      const run = page.getByRole("row").filter({ hasText: "Failed" })
      // The runs and the failures load apart: wait for both before counting.
      await failure.waitFor()
      await run.waitFor()
      // The verdict says why; the failure and its run point there instead of repeating the paragraph.
      const shown = await page.getByText(message).allTextContents()
      expect(shown).toHaveLength(1)
      for (const text of shown) {
        expect(text.split("HTTP 500").length - 1).toBe(1)
        // The merchant reads the provider's message, not its error code ("(api_error)").
        expect(text).not.toContain("api_error")
      }
      await expect(page.getByText(message).first().isVisible()).resolves.toBe(true)
      await failure.getByText(SAME_REASON).waitFor()
      await run.getByText(SAME_REASON).waitFor()
      // The message says how many attempts it took; the failure's own line does not say it again.
      const body = await page.locator("main").textContent()
      expect(body?.split(/after 3\sattempts/).length).toBe(2)
      // The API keeps the whole message, its status said once, without the code.
      const logs = await merchant.client.request("GET", `/api/dashboard/sync-logs/${merchant.integrationId}`)
      const logged = JSON.stringify(logs.json)
      expect(logged).toContain("HTTP 500")
      expect(logged.split("HTTP 500").length - 1).toBe(1)
      expect(logged).not.toContain("api_error")
      await screenshot(page, "activity-failed")
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )

  test("a right-to-left override in a quoted column name is shown, and reverses nothing after it", async () => {
    const merchant = await merchantViaApi(world)
    const message = "The table \"Sales\" has no field \"\u202eTotal\" (renamed or deleted?)"
    await dbQuery(
      world.server.dataDir,
      "INSERT INTO sync_logs (id, integration_id, status, records_synced, error_message, created_at, finished_at, triggered_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      [
        `log_rlo_${merchant.integrationId}`,
        merchant.integrationId,
        "error",
        0,
        message,
        "2026-02-01T00:00:00.000Z",
        "2026-02-01T00:00:01.000Z",
        "manual"
      ]
    )
    // An older run's failure, with its own message (the newest run's is said once, in the verdict).
    const older = "The table \"Sales\" has no field \"\u202eNet\" (renamed or deleted?)"
    await insertFailure(merchant.integrationId, `fail_rlo_${merchant.integrationId}`, older)
    const web = await openIntegration(await freshLink(world, merchant.email))
    const { page } = web
    const shown = "The table \"Sales\" has no field \"[U+202E]Total\" (renamed or deleted?)"
    const olderShown = "The table \"Sales\" has no field \"[U+202E]Net\" (renamed or deleted?)"
    // The runs and the failures load apart: wait for both before counting.
    await page.getByRole("region", { name: "Failures" }).getByText(olderShown, { exact: true }).waitFor()
    await page.getByRole("row").filter({ hasText: "Failed" }).getByText(SAME_REASON).waitFor()
    await expect(page.getByText(shown, { exact: true }).count()).resolves.toBe(1)
    await expect(page.getByText(message, { exact: true }).count()).resolves.toBe(0)
    await expect(page.getByText(older, { exact: true }).count()).resolves.toBe(0)
    await screenshot(page, "activity-bidi")
    expect(web.errors).toEqual([])
    await page.context().close()
  }, 60_000)

  test(
    "failures: the provider's message, resolve toggle, filters, and a failed save that rolls back and says when to retry",
    async () => {
      const merchant = await merchantViaApi(world)
      const first = `fail_a_${merchant.integrationId}`
      await insertFailure(merchant.integrationId, first, "Airtable said: INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND")
      await insertFailure(
        merchant.integrationId,
        `fail_b_${merchant.integrationId}`,
        "Stripe said: Rate limit exceeded after 3 attempts"
      )
      const web = await openIntegration(merchant.link)
      const { page } = web
      const failures = page.getByRole("region", { name: "Failures" })
      const item = failures.getByRole("listitem").filter({ hasText: "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND" })
      await item.waitFor()
      await expect(item.textContent()).resolves.toContain("after 3\u00a0attempts")
      // A message that says it already: the line under it does not repeat it.
      const said = failures.getByRole("listitem").filter({ hasText: "Stripe said" })
      await expect(said.textContent().then((text) => text?.split(/after 3\sattempts/).length)).resolves.toBe(2)
      // From the keyboard: Space toggles it.
      await item.getByRole("checkbox", { name: "Resolved" }).focus()
      await page.keyboard.press("Space")
      await failures.getByText("Marked as resolved.").waitFor()
      const resolved = await merchant.client.request(
        "GET",
        `/api/dashboard/sync-errors?integration_id=${merchant.integrationId}&resolved=true`
      )
      expect(JSON.stringify(resolved.json)).toContain(first)
      await failures.getByRole("radio", { name: "Resolved", exact: true }).check()
      await failures.getByRole("listitem").filter({ hasText: "Stripe said" }).waitFor({ state: "detached" })
      await item.waitFor()
      await expect(failures.getByRole("listitem").count()).resolves.toBe(1)
      await failures.getByRole("radio", { name: "All", exact: true }).check()
      await failures.getByRole("listitem").filter({ hasText: "Stripe said" }).waitFor()
      await expect(failures.getByRole("listitem").count()).resolves.toBe(2)
      await failures.getByRole("radio", { name: "Unresolved", exact: true }).check()
      const other = failures.getByRole("listitem").filter({ hasText: "Stripe said" })
      await other.waitFor()
      expect(web.errors).toEqual([])

      // The next save is refused with a 429: the tick goes back and the message says when to retry.
      await page.route("**/api/dashboard/sync-errors/*", (route) =>
        route.request().method() === "PATCH"
          ? route.fulfill({
            status: 429,
            headers: { "content-type": "application/json", "retry-after": "7" },
            body: JSON.stringify({ ok: false, error: "rate_limit_exceeded", retry_after_seconds: 7 })
          })
          : route.continue())
      await other.getByRole("checkbox", { name: "Resolved" }).click()
      await failures
        .getByText("Could not save, so it is still unresolved: Too many requests. Try again in 7 seconds.")
        .waitFor()
      await expect(other.getByRole("checkbox", { name: "Resolved" }).isChecked()).resolves.toBe(false)
      await screenshot(page, "failures-rollback")
      await page.unroute("**/api/dashboard/sync-errors/*")
      await page.context().close()
    },
    60_000
  )

  test(
    "loading, error and empty states: a 429 says when to retry and Try again recovers; a 500 is said plainly",
    async () => {
      const merchant = await merchantViaApi(world)
      const web = await openPage(world, PHONE)
      const { page } = web
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route("**/api/account", async (route) => {
        await held
        await route.continue()
      })
      await signInWith(page, merchant.link)
      await page.getByRole("status").filter({ hasText: "Loading your account…" }).waitFor()
      release()
      await page.getByRole("link", { name: "Open" }).waitFor()
      await page.unroute("**/api/account")
      await page.route("**/api/dashboard/integrations*", (route) =>
        route.fulfill({
          status: 429,
          headers: { "content-type": "application/json", "retry-after": "30" },
          body: JSON.stringify({ ok: false, error: "rate_limit_exceeded", retry_after_seconds: 30 })
        }))
      await page.reload()
      await page.getByRole("alert").filter({ hasText: "Too many requests. Try again in 30 seconds." }).waitFor()
      await expectPhoneFit(page)
      await screenshot(page, "error-429")
      await page.unroute("**/api/dashboard/integrations*")
      await page.getByRole("button", { name: "Try again" }).click()
      await page.getByRole("link", { name: "Open" }).waitFor()

      await page.route("**/api/dashboard/sync-logs/**", (route) =>
        route.fulfill({
          status: 500,
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ok: false, error: "server_error", message: "Something failed on our side." })
        }))
      await page.getByRole("link", { name: "Open" }).click()
      await page
        .getByRole("alert")
        .filter({ hasText: "Could not load the runs. Something failed on our side." })
        .first()
        .waitFor()
      await page.getByText("No unresolved failures.").waitFor()

      // A session that ended elsewhere: the view says so and offers to sign in again.
      await page.route("**/api/dashboard/sync-errors*", (route) =>
        route.fulfill({
          status: 401,
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ok: false, error: "unauthorized", message: "Sign in first." })
        }))
      await page.getByRole("radio", { name: "All", exact: true }).check()
      await page.getByRole("alert").filter({ hasText: "Your session has ended." }).waitFor()
      await page.getByRole("link", { name: "Sign in again" }).click()
      await page.getByRole("button", { name: "Start free trial" }).waitFor()
      await page.context().close()
    },
    60_000
  )
})
