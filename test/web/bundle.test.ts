/**
 * The web app's bundle: within its budget (what `bun run size:web` enforces), served by the same server with
 * hashed, cacheable assets, and an HTML shell with no inline script or style (a strict CSP holds).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { WEB_BUDGET_BYTES } from "../../src/web/budget.js"
import { buildWeb, initialGzipBytes, readWeb, type WebBundle, writeWeb } from "../../src/web/build.js"
import { type RunningServer, startServer } from "../support/server.js"

let bundle: WebBundle
let dir: string
let server: RunningServer

beforeAll(async () => {
  bundle = await buildWeb()
  dir = mkdtempSync(join(tmpdir(), "salesync-web-"))
  await writeWeb(bundle, dir)
  server = await startServer({ WEB_DIST_DIR: dir })
}, 60_000)
afterAll(async () => {
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe("the web app bundle", () => {
  test(`initial JS is within ${WEB_BUDGET_BYTES / 1000} KB gzipped`, () => {
    const bytes = initialGzipBytes(bundle)
    expect(bytes).toBeGreaterThan(10_000)
    expect(bytes).toBeLessThanOrEqual(WEB_BUDGET_BYTES)
  })

  test("bun run size:web passes and prints the figure", async () => {
    const child = Bun.spawn(["bun", "run", "size:web"], {
      cwd: join(import.meta.dir, "..", ".."),
      stdout: "pipe",
      stderr: "pipe"
    })
    const output = await new Response(child.stdout).text()
    expect(await child.exited).toBe(0)
    expect(output).toMatch(/initial JS \d+\.\d KB gzipped \(budget 250 KB\) PASS/)
  }, 60_000)

  test("a written bundle reads back the same", async () => {
    const read = await readWeb(dir)
    expect(read?.html).toBe(bundle.html)
    expect([...(read?.files.keys() ?? [])].sort()).toEqual([...bundle.files.keys()].sort())
  })

  test("every app route serves the shell; assets are hashed and cacheable; no inline script or style", async () => {
    for (
      const path of [
        "/",
        "/dashboard",
        "/billing",
        "/api-keys",
        "/account",
        "/new",
        "/integrations/int_x",
        "/signin/expired"
      ]
    ) {
      const response = await fetch(server.url + path)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toContain("text/html")
      const html = await response.text()
      expect(html).toBe(bundle.html)
    }
    expect(bundle.html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/)
    expect(bundle.html).not.toMatch(/<style|\sstyle=/)
    const scripts = [...bundle.html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1] ?? "")
    expect(scripts.length).toBe(1)
    for (const src of scripts) {
      expect(src).toMatch(/^\/assets\/main-[a-z0-9]+\.js$/)
      const asset = await fetch(server.url + src)
      expect(asset.status).toBe(200)
      expect(asset.headers.get("content-type")).toContain("javascript")
      expect(asset.headers.get("cache-control")).toContain("immutable")
    }
    expect((await fetch(server.url + "/assets/nope.js")).status).toBe(404)
    const icon = await fetch(server.url + "/favicon.ico", { redirect: "manual" })
    expect(icon.headers.get("location")).toBe("/favicon.svg")
  })
})
