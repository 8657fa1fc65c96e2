/**
 * In Chromium: how the merchant's pages wrap at every width. No tab label, word or figure is broken mid-way, no line
 * starts with a separator or a closing mark, and no page scrolls sideways.
 */
import { describe, expect, test } from "bun:test"
import {
  badLineBreaks,
  DESKTOP,
  everyWidth,
  merchantViaApi,
  openPage,
  screenshot,
  settle,
  signInWith,
  useWebWorld
} from "../support/web-world.js"

const world = useWebWorld()

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
})
