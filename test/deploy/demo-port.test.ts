/** `bun run demo` listens where `bun start` would: on PORT (through the service's configuration), unless --port says otherwise. */
import { expect, test } from "bun:test"
import { join } from "node:path"
import { freePort } from "../support/server.js"

const root = join(import.meta.dir, "..", "..")

test("bun run demo --exit honours PORT", async () => {
  const port = await freePort()
  const child = Bun.spawn(["bun", "run", "demo", "--exit", "--charges", "2", "--orders", "2"], {
    cwd: root,
    env: { PATH: process.env["PATH"] ?? "", HOME: process.env["HOME"] ?? "", PORT: String(port) },
    stdout: "pipe",
    stderr: "pipe"
  })
  const [output, errors, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited
  ])
  expect({ code, errors: code === 0 ? "" : errors }).toEqual({ code: 0, errors: "" })
  expect(output).toContain(`dashboard         http://127.0.0.1:${port}/dashboard`)
  expect(output).toMatch(/"status":"success","records_synced":3/)
  // The second integration, storefront → office: the fixture order and the two generated, in the sheet.
  expect(output).toContain(`the sheet "Orders" of spreadsheet`)
  expect(output).toContain("now holds 3 rows under its header (3 distinct Sync IDs)")
  expect(output.match(/session token/g)).toHaveLength(1)
}, 90_000)
