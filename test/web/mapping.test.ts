/**
 * In Chromium: the mapping editor. Suggest mapping shows source → destination, transform and confidence (rows the
 * matcher is unsure of say "check this"); rows are changed, removed and added; Preview shows the first records as the
 * destination will receive them with per-cell errors; Save mapping shows problems next to their rows, then saves.
 */
import { describe, expect, test } from "bun:test"
import type { Locator, Page } from "playwright-core"
import { items } from "../support/client.js"
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
  useWebWorld,
  type WebWorld
} from "../support/web-world.js"

const world = useWebWorld()

const crmTable = {
  name: "Sales",
  fields: [
    { name: "Sync ID" },
    { name: "Amount", type: "number" },
    { name: "Currency" },
    { name: "Date", type: "date" },
    { name: "Email", type: "email" },
    { name: "Customer" },
    { name: "Last 4" },
    // A looser match than the rest: the card's expiry month, or its year.
    { name: "Exp" },
    { name: "Ref" },
    // No source in a charge: the row the test adds by hand.
    { name: "Follow-up" },
    { name: "Paid" }
  ]
}

const merchantWithCrmTable = async (w: WebWorld, table: typeof crmTable = crmTable) => {
  const merchant = await merchantViaApi(w)
  const base = w.tables.createBase({ tables: [table] })
  const moved = await merchant.client.request("PUT", `/api/integrations/${merchant.integrationId}/credentials`, {
    body: { side: "destination", credentials: { api_key: "pat_emulator", base_id: base.id, table: "Sales" } }
  })
  expect(moved.status).toBe(200)
  return merchant
}

/** Two rows saved by API: the amount in cents, and the description into "Follow-up". */
const twoRows = [
  { source_field: "amount", destination_field: "Amount", transform: "cents_to_decimal" },
  { source_field: "description", destination_field: "Follow-up", transform: null }
]
const saveTwoRows = async (merchant: Awaited<ReturnType<typeof merchantWithCrmTable>>) => {
  const applied = await merchant.client.request("POST", "/api/schema/infer/apply", {
    body: { integration_id: merchant.integrationId, mappings: twoRows }
  })
  expect(applied.status).toBe(200)
}

/**
 * Whether an element's text is cut off at either side: the extent of its text against the viewport and every
 * ancestor that clips or scrolls sideways.
 */
const visibleExtent = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const text = range.getBoundingClientRect()
    let left = 0
    let right = window.innerWidth
    for (let box = element.parentElement; box !== null; box = box.parentElement) {
      if (getComputedStyle(box).overflowX === "visible") continue
      const rect = box.getBoundingClientRect()
      left = Math.max(left, rect.left)
      right = Math.min(right, rect.right)
    }
    return { clippedLeft: text.left < left - 0.5, clippedRight: text.right > right + 0.5 }
  })

/**
 * The width a select needs to show its chosen option whole (its own font, padding and arrow: a copy holding only that
 * option, sized to it) against the width it has.
 */
const chosenFits = (locator: Locator) =>
  locator.evaluate((element) => {
    if (!(element instanceof HTMLSelectElement)) return null
    const copy = document.createElement("select")
    copy.className = element.className
    copy.append(new Option(element.selectedOptions[0]?.textContent ?? ""))
    copy.style.width = "max-content"
    copy.style.minWidth = "0"
    element.after(copy)
    const needs = copy.getBoundingClientRect().width
    copy.remove()
    return { needs: Math.ceil(needs), has: Math.floor(element.getBoundingClientRect().width) }
  })

/**
 * What the mapping editor cuts or lets run over at the page's current width: every source path, destination name
 * and transform choice must show whole — in its control (chosenFits' measure for a select, the text's width for an
 * input), or else written out in full and in view within its row — each control must stay inside its row and the
 * screen without overlapping another, and the page must not scroll sideways.
 */
const cutInEditor = (page: Page) =>
  page.getByLabel(/^(Source field|Destination field|Transform) \d+$/).evaluateAll((controls) => {
    const problems: Array<string> = []
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push("the page scrolls sideways")
    /** Whether a box's text lies whole inside the viewport and every ancestor that clips or scrolls sideways. */
    const inView = (element: Element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      const text = range.getBoundingClientRect()
      if (text.width === 0 || text.height === 0) return false
      let left = 0
      let right = window.innerWidth
      for (let box = element.parentElement; box !== null; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === "visible") continue
        left = Math.max(left, box.getBoundingClientRect().left)
        right = Math.min(right, box.getBoundingClientRect().right)
      }
      return text.left >= left - 0.5 && text.right <= right + 0.5 && element.scrollWidth <= element.clientWidth
    }
    for (const control of controls) {
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) continue
      const name = control.labels?.[0]?.textContent ?? control.id
      const text = control instanceof HTMLSelectElement ? control.selectedOptions[0]?.textContent ?? "" : control.value
      let shown = control.scrollWidth <= control.clientWidth
      if (control instanceof HTMLSelectElement) {
        const copy = document.createElement("select")
        copy.className = control.className
        copy.append(new Option(text))
        copy.style.width = "max-content"
        copy.style.minWidth = "0"
        control.after(copy)
        shown = Math.ceil(copy.getBoundingClientRect().width) <= Math.floor(control.getBoundingClientRect().width)
        copy.remove()
      }
      const row = control.closest("li")
      if (row === null) continue
      const written = [...row.querySelectorAll("*")].some((element) =>
        !control.contains(element) && element.textContent === text && inView(element)
      )
      if (!shown && !written) problems.push(`${name}: "${text}" is cut`)
      const box = control.getBoundingClientRect()
      const within = row.getBoundingClientRect()
      if (box.left < Math.max(0, within.left) - 0.5 || box.right > Math.min(window.innerWidth, within.right) + 0.5) {
        problems.push(`${name} runs past its row`)
      }
      for (const other of row.querySelectorAll("input, select, button")) {
        const them = other.getBoundingClientRect()
        const overlap = other !== control && box.left < them.right - 0.5 && them.left < box.right - 0.5 &&
          box.top < them.bottom - 0.5 && them.top < box.bottom - 0.5
        if (overlap) problems.push(`${name} overlaps "${other.getAttribute("aria-label") ?? other.id}"`)
      }
    }
    return problems
  })

/** At each width the editor cuts nothing (see cutInEditor); the widths where it does, with what it cut. */
const cutAtSomeWidth = async (page: Page) => {
  const cut: Array<string> = []
  // Each side of the editor's and the app's layout changes too.
  for (const width of everyWidth(661, 662, 820, 821, 1093, 1094)) {
    await page.setViewportSize({ width, height: PHONE.height })
    // Let layout settle and the editor measure its controls again.
    let problems: Array<string> = []
    for (let attempt = 0; attempt < 3; attempt++) {
      await settle(page)
      problems = await cutInEditor(page)
      if (problems.length === 0) break
    }
    cut.push(...problems.map((problem) => `${width} px: ${problem}`))
  }
  await page.setViewportSize(DESKTOP)
  return cut
}

const SCROLL_HINT = "Scroll sideways for more columns"

/** Whether a scrolling box's content is wider than the box. */
const overflows = (locator: Locator) => locator.evaluate((element) => element.scrollWidth > element.clientWidth)

/** Signs in with the merchant's link and opens the Mapping tab of their integration. */
const openMapping = async (link: string) => {
  const web = await openPage(world, DESKTOP)
  await signInWith(web.page, link)
  await web.page.getByRole("link", { name: "Open" }).click()
  await web.page.getByRole("navigation", { name: "Integration sections" }).getByRole("link", { name: "Mapping" })
    .click()
  return web
}

/** The Mapping tab, its two saved rows loaded. */
const openSavedMapping = async (link: string) => {
  const web = await openMapping(link)
  await web.page.getByLabel("Source field 2", { exact: true }).waitFor()
  return web
}

describe("the mapping editor", () => {
  test(
    "suggest, flag unsure rows, edit, remove, add, preview with cell errors, inline save problems, save",
    async () => {
      const merchant = await merchantWithCrmTable(world)
      const proposal = await merchant.client.request("POST", "/api/schema/infer", {
        body: { integration_id: merchant.integrationId }
      })
      const proposed = items(proposal.json, "mappings")
      const unsure = proposed.filter((m) => Number(m["confidence"]) < 0.8).length
      const leftEmpty = proposal.json["unmapped_destination_fields"]
      // "Follow-up" holds nothing the records say: the status names it, so the merchant knows what to fill by hand.
      expect(leftEmpty).toContain("Follow-up")
      const total = proposed.length + (Array.isArray(leftEmpty) ? leftEmpty.length : 0)
      // This table's "Exp" column is a looser match (the card's expiry month, or its year) than the other columns are.
      expect(unsure).toBeGreaterThanOrEqual(1)

      const web = await openPage(world, DESKTOP)
      const { page } = web
      await signInWith(page, merchant.link)
      await page.getByRole("link", { name: "Open" }).click()
      await page.getByRole("navigation", { name: "Integration sections" }).getByRole("link", { name: "Mapping" })
        .click()
      await page.getByText("No mapping yet.").waitFor()
      await page.getByRole("button", { name: "Suggest mapping" }).click()
      await page.getByText(`Suggested ${proposed.length} of ${total} fields`).waitFor()
      await page.getByText(/Left empty: .*"Follow-up".*add a row for any the records do hold\./).waitFor()
      await page.getByText(/^No row yet for .*"Follow-up"/).waitFor()
      await expect(page.getByText(/^Check this/).count()).resolves.toBe(unsure)
      // The summary quotes the label as the rows show it.
      if (unsure > 0) await page.getByText(new RegExp(`${unsure} marked "Check this"\\.`)).waitFor({ timeout: 5000 })
      for (const [index, entry] of proposed.entries()) {
        await expect(page.getByLabel(`Source field ${index + 1}`, { exact: true }).inputValue()).resolves.toBe(
          String(entry["source_field"])
        )
        // A path longer than its box shows whole on hover.
        await expect(page.getByLabel(`Source field ${index + 1}`, { exact: true }).getAttribute("title")).resolves
          .toBe(String(entry["source_field"]))
        await expect(page.getByLabel(`Destination field ${index + 1}`, { exact: true }).inputValue()).resolves.toBe(
          String(entry["destination_field"])
        )
      }
      await screenshot(page, "mapping")
      // The head's labels stand over their columns: each starts where row 1's control of that column starts.
      const left = async (locator: ReturnType<typeof page.getByText>) => (await locator.boundingBox())?.x ?? Number.NaN
      const headOf = (label: string) => page.getByText(label, { exact: true }).first()
      expect(Math.abs(await left(headOf("Transform")) - await left(page.getByLabel("Transform 1", { exact: true }))))
        .toBeLessThan(6)
      expect(Math.abs(await left(headOf("Confidence")) - await left(page.getByText(/^(Check this · )?\d+%$/).first())))
        .toBeLessThan(6)
      // The widest badge ends before its row's Remove button starts.
      const check = await page.getByText(/^Check this · \d+%$/).first().boundingBox()
      const row = page.getByRole("listitem").filter({ has: page.getByText(/^Check this · \d+%$/) }).first()
      const remove = await row.getByRole("button", { name: /^Remove row/ }).boundingBox()
      expect((check?.x ?? 0) + (check?.width ?? 0)).toBeLessThan(remove?.x ?? 0)

      // Change a transform, remove the id row, add a row for Follow-up.
      const currencyRow = proposed.findIndex((m) => m["destination_field"] === "Currency") + 1
      await page.getByLabel(`Transform ${currencyRow}`, { exact: true }).selectOption({ label: "as number" })
      const refRow = proposed.findIndex((m) => m["destination_field"] === "Ref") + 1
      await page.getByRole("button", { name: `Remove row ${refRow}` }).click()
      await page.getByRole("button", { name: "Add row" }).click()
      const added = proposed.length // one removed, one added
      await page.getByLabel(`Source field ${added}`, { exact: true }).fill("description")
      await page.getByLabel(`Destination field ${added}`, { exact: true }).selectOption("Follow-up")

      await page.getByRole("button", { name: "Preview" }).click()
      await page.getByRole("table", { name: "The first record as the destination will receive it" }).waitFor()
      await page.getByText("1 cell cannot convert").waitFor()
      // The columns no row fills stay named after the preview replaced the suggestion's status: "Ref", removed above.
      await page.getByText(/^No row yet for "Ref": add one if the records hold it\.$/).waitFor()
      await expect(page.getByText(/^No row yet for .*"Follow-up"/).count()).resolves.toBe(0)
      await expect(page.getByRole("cell", { name: /^⚠/ }).count()).resolves.toBe(1)
      await screenshot(page, "mapping-preview")

      // A duplicate destination is reported next to its row, and nothing is saved (its 400 is the only console error).
      expect(web.errors).toEqual([])
      await page.getByLabel(`Destination field ${added}`, { exact: true }).selectOption("Amount")
      await page.getByRole("button", { name: "Save mapping" }).click()
      await page.getByText("Not saved: fix the rows marked below.").waitFor()
      const problem = page
        .getByRole("listitem")
        .filter({ hasText: /Destination field: "Amount" is already mapped by row \d/ })
      await expect(problem.count()).resolves.toBeGreaterThanOrEqual(1)
      await expect(
        page.getByLabel(`Destination field ${added}`, { exact: true }).getAttribute("aria-invalid")
      ).resolves.toBe("true")
      expect(
        items(
          (await merchant.client.request("GET", `/api/dashboard/mappings/${merchant.integrationId}`)).json,
          "mappings"
        )
      ).toEqual([])
      await screenshot(page, "mapping-problems")

      await page.getByLabel(`Destination field ${added}`, { exact: true }).selectOption("Follow-up")
      await page.getByLabel(`Transform ${currencyRow}`, { exact: true }).selectOption({ label: "UPPERCASE" })
      await page.getByRole("button", { name: "Save mapping" }).click()
      await page.getByText(`Mapping saved: ${proposed.length} fields. The next sync uses it.`).waitFor()
      const saved = items(
        (await merchant.client.request("GET", `/api/dashboard/mappings/${merchant.integrationId}`)).json,
        "mappings"
      )
      expect(saved.map((m) => m["destination_field"])).not.toContain("Ref")
      expect(saved).toContainEqual({ source_field: "description", destination_field: "Follow-up", transform: null })
      expect(saved).toContainEqual({ source_field: "currency", destination_field: "Currency", transform: "uppercase" })
      expect(web.errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"])

      // A reload starts from the saved mapping.
      await page.reload()
      await page.getByLabel("Source field 1", { exact: true }).waitFor()
      await expect(page.getByText("No mapping yet.").count()).resolves.toBe(0)
      await page.context().close()
    },
    90_000
  )

  test(
    "without a saved mapping the list says so (no next sync) and links to the Mapping tab; once one is saved, the next sync is set",
    async () => {
      const merchant = await merchantWithCrmTable(world)
      const listed = async () =>
        items((await merchant.client.request("GET", "/api/dashboard/integrations")).json, "integrations")[0]
      expect(await listed()).toMatchObject({ mapped: false, next_sync_at: null, source_connected: true })

      const web = await openPage(world, DESKTOP)
      const { page } = web
      await signInWith(page, merchant.link)
      const card = page.getByRole("listitem").filter({ hasText: "Needs a mapping" })
      await card.getByText("Once its mapping is saved").waitFor()
      // A run could only fail: Sync now waits for the mapping too.
      await expect(card.getByRole("button", { name: "Sync now" }).isDisabled()).resolves.toBe(true)
      await screenshot(page, "needs-mapping")
      await card.getByRole("link", { name: "Set up the mapping" }).click()
      await page.getByText("No mapping yet.").waitFor()
      await page.getByRole("button", { name: "Suggest mapping" }).click()
      await page.getByText(/^Suggested \d+ of \d+ fields/).waitFor()
      await page.getByRole("button", { name: "Save mapping" }).click()
      await page.getByText(/^Mapping saved: \d+ fields/).waitFor()

      await page.getByRole("navigation", { name: "Integration sections" }).getByRole("link", { name: "Activity" })
        .click()
      await page.getByRole("heading", { name: "No sync yet" }).waitFor()
      await page.getByRole("link", { name: "Integrations" }).click()
      await page.getByRole("heading", { name: "Integrations" }).waitFor()
      await page.getByRole("button", { name: "Sync now" }).waitFor()
      await expect(page.getByRole("button", { name: "Sync now" }).isEnabled()).resolves.toBe(true)
      await expect(page.getByText("Needs a mapping").count()).resolves.toBe(0)
      await expect(page.getByText("Once its mapping is saved").count()).resolves.toBe(0)
      const after = await listed()
      expect(after?.["mapped"]).toBe(true)
      expect(typeof after?.["next_sync_at"]).toBe("string")
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )

  test("a suggestion over saved rows says it replaces them, saves nothing, and can be undone", async () => {
    const merchant = await merchantWithCrmTable(world)
    await saveTwoRows(merchant)
    const web = await openSavedMapping(merchant.link)
    const { page } = web
    await page.getByRole("button", { name: "Suggest mapping" }).click()
    await page.getByText(/It replaces the 2 rows you had here; nothing is saved until you press Save mapping\./)
      .waitFor()
    await expect(page.getByLabel("Source field 3", { exact: true }).count()).resolves.toBe(1)
    await screenshot(page, "mapping-suggest-over-saved")
    const saved = async () =>
      items(
        (await merchant.client.request("GET", `/api/dashboard/mappings/${merchant.integrationId}`)).json,
        "mappings"
      )
    expect(await saved()).toEqual(twoRows)

    await page.getByRole("button", { name: "Undo suggestion" }).click()
    await page.getByText("Your previous rows are back; nothing was saved.").waitFor()
    await expect(page.getByLabel("Source field 3", { exact: true }).count()).resolves.toBe(0)
    await expect(page.getByLabel("Source field 1", { exact: true }).inputValue()).resolves.toBe("amount")
    await expect(page.getByLabel("Destination field 2", { exact: true }).inputValue()).resolves.toBe("Follow-up")
    expect(await saved()).toEqual(twoRows)
    expect(web.errors).toEqual([])
    await page.context().close()
  }, 60_000)

  test("moved to a table without one of the mapped fields: Preview says the sync would fail on it", async () => {
    const merchant = await merchantWithCrmTable(world)
    await saveTwoRows(merchant)
    const smaller = world.tables.createBase({
      tables: [{ name: "Sales", fields: crmTable.fields.filter((field) => field.name !== "Follow-up") }]
    })
    const moved = await merchant.client.request("PUT", `/api/integrations/${merchant.integrationId}/credentials`, {
      body: { side: "destination", credentials: { api_key: "pat_emulator", base_id: smaller.id, table: "Sales" } }
    })
    expect(moved.status).toBe(200)

    const web = await openSavedMapping(merchant.link)
    const { page } = web
    await page.getByRole("button", { name: "Preview" }).click()
    await page.getByText(/has no field "Follow-up": a sync with this mapping fails/).waitFor()
    await screenshot(page, "mapping-preview-lost-field")
    expect(web.errors).toEqual([])
    await page.context().close()
  }, 60_000)

  test(
    "a table whose column names the suggestions cannot read: the status says so and to add the rows by hand",
    async () => {
      // A merchant's columns in Tibetan, a language the matcher does not read: purchase, buyer, address, product.
      const unread = {
        name: "Sales",
        fields: [{ name: "Sync ID" }, ...["ཉོ་སྒྲུབ", "ཉོ་མཁན", "ཁ་བྱང", "ཐོན་རྫས"].map((name) => ({ name }))]
      }
      const merchant = await merchantWithCrmTable(world, unread)
      const web = await openMapping(merchant.link)
      const { page } = web
      await page.getByRole("button", { name: "Suggest mapping" }).click()
      await page.getByText(/^Suggested 0 of 4 fields\. Left empty: "ཉོ་སྒྲུབ", "ཉོ་མཁན", "ཁ་བྱང", "ཐོན་རྫས"\./).waitFor()
      await page.getByText(/likely in a language the suggestions do not read yet .*add their rows by hand\./).waitFor()
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    60_000
  )

  test("a mistyped source path: Preview names it and the records' own path it likely meant", async () => {
    const merchant = await merchantWithCrmTable(world)
    await saveTwoRows(merchant)
    const web = await openSavedMapping(merchant.link)
    const { page } = web
    await page.getByLabel("Source field 2", { exact: true }).fill("descripton")
    await page.getByRole("button", { name: "Preview" }).click()
    await page.getByText(/No sample record has "descripton", so "Follow-up" stays empty.*did you mean "description"\?/)
      .waitFor()
    await screenshot(page, "mapping-preview-mistyped-path")
    expect(web.errors).toEqual([])
    await page.context().close()
  }, 60_000)

  test("at 1280 px a row's destination shows a long column name whole", async () => {
    const spanish = {
      name: "Sales",
      fields: [{ name: "Sync ID" }, { name: "Importe reembolsado", type: "number" }, { name: "Descripción" }]
    }
    const merchant = await merchantWithCrmTable(world, spanish)
    const web = await openMapping(merchant.link)
    const { page } = web
    // A suggestion lists the table's columns: each row's destination is then a choice among them.
    await page.getByRole("button", { name: "Suggest mapping" }).click()
    await page.getByText(/^Suggested \d+ of 2 fields/).waitFor()
    await page.getByRole("button", { name: "Add row" }).click()
    const select = page.getByRole("combobox", { name: /^Destination field \d+$/ }).last()
    await select.selectOption("Importe reembolsado")
    const fit = await chosenFits(select)
    expect(fit).not.toBeNull()
    expect(fit?.needs ?? Infinity).toBeLessThanOrEqual(fit?.has ?? 0)
    // …and the transform beside it still shows its longest usual choice whole.
    const transform = page.getByRole("combobox", { name: /^Transform \d+$/ }).last()
    await transform.selectOption({ label: "date and time → date" })
    const transformFit = await chosenFits(transform)
    expect(transformFit?.needs ?? Infinity).toBeLessThanOrEqual(transformFit?.has ?? 0)
    await screenshot(page, "mapping-long-destination")
    expect(web.errors).toEqual([])
    await page.context().close()
  }, 60_000)

  test(
    "from 320 to 1400 px no source path, destination name or transform is cut and nothing scrolls sideways",
    async () => {
      const spanish = {
        name: "Sales",
        fields: [{ name: "Sync ID" }, { name: "Importe reembolsado", type: "number" }, { name: "Descripción" }, {
          name: "Fecha"
        }]
      }
      const merchant = await merchantWithCrmTable(world, spanish)
      // Saved rows with the longest transform names and a path as long as Stripe's longest.
      const applied = await merchant.client.request("POST", "/api/schema/infer/apply", {
        body: {
          integration_id: merchant.integrationId,
          mappings: [
            { source_field: "created", destination_field: "Fecha", transform: "unix_to_datetime" },
            {
              source_field: "payment_method_details.card.three_d_secure.electronic_commerce_indicator",
              destination_field: "Descripción",
              transform: "percent_to_fraction"
            },
            { source_field: "amount_refunded", destination_field: "Importe reembolsado", transform: "cents_to_decimal" }
          ]
        }
      })
      expect(applied.status).toBe(200)
      const web = await openSavedMapping(merchant.link)
      const { page } = web
      await page.getByLabel("Source field 3", { exact: true }).waitFor()
      await expect(page.getByLabel("Transform 2", { exact: true }).inputValue()).resolves.toBe("percent_to_fraction")
      // Saved rows: the destination is a text field.
      expect(await cutAtSomeWidth(page)).toEqual([])
      // After a suggestion (undone), the destination is a choice among the table's columns.
      await page.getByRole("button", { name: "Suggest mapping" }).click()
      await page.getByRole("button", { name: "Undo suggestion" }).click()
      await page.getByText("Your previous rows are back; nothing was saved.").waitFor()
      await expect(page.getByRole("combobox", { name: "Destination field 3", exact: true }).inputValue()).resolves
        .toBe("Importe reembolsado")
      expect(await cutAtSomeWidth(page)).toEqual([])
      // The same at 1280 and 390 px, kept as pictures.
      await screenshot(page, "mapping-every-width")
      expect(web.errors).toEqual([])
      await page.context().close()
    },
    120_000
  )

  test("at 390 px the editor stacks each row and nothing scrolls sideways", async () => {
    const merchant = await merchantWithCrmTable(world)
    const web = await openPage(world, PHONE)
    const { page } = web
    await signInWith(page, merchant.link)
    await page.getByRole("link", { name: "Open" }).click()
    await page.getByRole("navigation", { name: "Integration sections" }).getByRole("link", { name: "Mapping" }).click()
    await page.getByRole("button", { name: "Suggest mapping" }).click()
    await page.getByLabel("Source field 1", { exact: true }).waitFor()
    await page.getByRole("button", { name: "Preview" }).click()
    const preview = page.getByRole("table", { name: /as the destination will receive (it|them)$/ })
    await preview.waitFor()
    // The preview keeps its column names at this width (it scrolls inside its own region).
    const header = preview.getByRole("rowgroup").first()
    await expect(header.boundingBox().then((box) => (box?.height ?? 0) > 4)).resolves.toBe(true)
    // The line saying what the preview shows wraps where it can be read: none of its text runs past the screen or is
    // cut off by a box that scrolls or clips (the table may scroll, its description may not).
    const caption = page.getByText(/as the destination will receive (it|them)$/)
    await expect(visibleExtent(caption)).resolves.toEqual({ clippedLeft: false, clippedRight: false })
    // Wider than the screen: a person sees that it scrolls (a line saying so, an edge shade), and so does the keyboard.
    const region = page.getByRole("region", { name: "Preview of the first records" })
    await expect(overflows(region)).resolves.toBe(true)
    await expect(page.getByText(SCROLL_HINT).isVisible()).resolves.toBe(true)
    await expect(region.getAttribute("tabindex")).resolves.toBe("0")
    await expect(region.evaluate((element) => getComputedStyle(element).backgroundImage)).resolves.toContain("gradient")
    // Scrolled to its end, the line no longer points on: it says the first columns are back the other way.
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
    await page.getByText("Scroll back for the first columns").waitFor()
    await expect(page.getByText(SCROLL_HINT).count()).resolves.toBe(0)
    await region.evaluate((element) => element.scrollTo({ left: 0 }))
    await page.getByText(SCROLL_HINT).waitFor()
    await expectPhoneFit(page)
    await screenshot(page, "mapping")
    expect(web.errors).toEqual([])
    await page.context().close()
  }, 60_000)

  test("a preview as wide as its box says nothing of scrolling; narrowed until it scrolls, it says so", async () => {
    const merchant = await merchantWithCrmTable(world)
    await saveTwoRows(merchant)
    const web = await openSavedMapping(merchant.link)
    const { page } = web
    await page.getByRole("button", { name: "Preview" }).click()
    const region = page.getByRole("region", { name: "Preview of the first records" })
    await region.waitFor()
    await expect(overflows(region)).resolves.toBe(false)
    await expect(page.getByText(SCROLL_HINT).count()).resolves.toBe(0)
    // The same preview in a box narrower than its two columns.
    await page.setViewportSize({ width: 260, height: PHONE.height })
    await page.getByText(SCROLL_HINT).waitFor()
    await expect(overflows(region)).resolves.toBe(true)
    await page.setViewportSize(DESKTOP)
    await page.getByText(SCROLL_HINT).waitFor({ state: "detached" })
    expect(web.errors).toEqual([])
    await page.context().close()
  }, 60_000)
})
