/**
 * Provider-supplied text (an OAuth error_description, a provider's error
 * message) reaches the log only escaped: a line break in it cannot start a
 * forged log line.
 */
import { afterAll, beforeAll, expect, test } from "bun:test"
import { type ProviderWorld, startProviderWorld } from "../support/provider-world.js"
import { bearer, browse, ownerWith, startPath, visit } from "./world.js"

let world: ProviderWorld

beforeAll(async () => {
  world = await startProviderWorld({ tablesClientSecret: "tables-client-secret", env: { LOG_LEVEL: "info" } })
})
afterAll(async () => {
  await world.stop()
})

const FORGED = "timestamp=2000-01-01T00:00:00.000Z level=ERROR fiber=#0 message=\"account acc_victim deleted by admin\""

test("a newline-laden error_description cannot forge a log line", async () => {
  const spreadsheetId = world.office.createSpreadsheet({})
  const owner = await ownerWith(world, {
    source: "payments",
    destination: "office",
    destination_credentials: { spreadsheet_id: spreadsheetId }
  })
  const [start] = await browse(
    world,
    startPath("office", { integration_id: owner.target, side: "destination" }),
    bearer(owner),
    1
  )
  const state = start?.location?.searchParams.get("state") ?? ""
  expect(state).not.toBe("")

  const callback = new URL("/api/auth/office/callback", world.server.url)
  callback.searchParams.set("state", state)
  callback.searchParams.set("error", "access_denied")
  callback.searchParams.set("error_description", `denied\n${FORGED}\r\n${FORGED}`)
  const hop = await visit(world, callback, bearer(owner))
  expect(hop.status).toBe(400)
  expect(JSON.stringify(hop.body)).toContain("access_denied")

  await Bun.sleep(200)
  const lines = world.server.output().split(/\r?\n/)
  expect(lines.some((line) => line.includes("access_denied"))).toBe(true)
  expect(lines.filter((line) => line.startsWith("timestamp=2000-01-01"))).toEqual([])
})
