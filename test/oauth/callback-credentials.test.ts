/**
 * What an OAuth callback would store is checked like typed credentials: the
 * marketplace's callback carries `selling_partner_id` unsigned, so a
 * tampered one is refused and nothing changes.
 */
import { afterAll, beforeAll, expect, test } from "bun:test"
import { bearer, browse, integrationRow, ownerWith, startPath, startWorld, visit, type World } from "./world.js"

let world: World

beforeAll(async () => {
  world = await startWorld()
})
afterAll(async () => {
  await world.stop()
})

test("a callback whose selling_partner_id is not one is a 400 oauth_error naming the field; the integration is unchanged", async () => {
  const owner = await ownerWith(world, {
    source: "marketplace",
    destination: "office",
    source_credentials: { marketplace_id: "ATVPDKIKX0DER" }
  })
  const before = await integrationRow(world, owner.target)
  const hops = await browse(
    world,
    startPath("marketplace", { integration_id: owner.target, side: "source" }),
    bearer(owner),
    2
  )
  const callback = hops[1]?.location
  expect(callback?.searchParams.get("state")).toBeTruthy()
  if (callback === undefined || callback === null) return
  callback.searchParams.set("selling_partner_id", "A1/../other\r\nX")
  const hop = await visit(world, callback, bearer(owner))
  expect(hop.status).toBe(400)
  expect(hop.body).toMatchObject({ ok: false, error: "oauth_error" })
  expect(JSON.stringify(hop.body)).toContain("source_credentials.selling_partner_id")
  const after = await integrationRow(world, owner.target)
  expect(after["source_credentials"]).toBe(before["source_credentials"])
})
