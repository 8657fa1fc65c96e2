/**
 * A deleted account's restore session may read and restore, nothing else: it
 * cannot start an OAuth connection, and a connection started before the
 * deletion cannot complete and replace credentials.
 */
import { afterAll, beforeAll, expect, test } from "bun:test"
import { makeClient } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import { linkIn, tokenOf } from "../support/smtp.js"
import { bearer, browse, integrationRow, ownerWith, startPath, startWorld, visit, type World } from "./world.js"

let world: World

beforeAll(async () => {
  world = await startWorld()
})
afterAll(async () => {
  await world.stop()
})

const owner = () =>
  ownerWith(world, {
    source: "payments",
    destination: "tables",
    source_credentials: { api_key: "sk_test_emulator" },
    destination_credentials: { base_id: "appR" }
  })

/** Deletes the account and signs in again with the restore link the deletion mailed. */
const deleteAndRestoreSession = async (user: Awaited<ReturnType<typeof owner>>) => {
  const since = world.smtp.messages.length
  expect((await user.client.request("DELETE", "/api/account")).status).toBe(200)
  const mail = await world.smtp.waitFor(user.email, since)
  const anonymous = makeClient(world.server.url)
  const session = await anonymous.request("POST", "/api/auth/session", { body: { token: tokenOf(linkIn(mail.raw)) } })
  expect(session.status).toBe(200)
  return { token: String(session.json["access_token"]), address: user.client.address }
}

/** Starts a payments connection and stops at the provider's redirect back, before the service sees it. */
const pendingCallback = async (user: Awaited<ReturnType<typeof owner>>): Promise<URL> => {
  const hops = await browse(
    world,
    startPath("payments", { integration_id: user.target, side: "source" }),
    bearer(user),
    2
  )
  const callback = hops[1]?.location ?? null
  if (callback === null || callback.searchParams.get("state") === null) {
    throw new Error("the provider did not redirect back with a state")
  }
  return callback
}

test("a restore-only session cannot start OAuth: 403 account_read_only", async () => {
  const user = await owner()
  const restore = await deleteAndRestoreSession(user)
  const hop = await visit(
    world,
    new URL(startPath("payments", { integration_id: user.target, side: "source" }), world.server.url),
    {
      authorization: `Bearer ${restore.token}`,
      "x-forwarded-for": restore.address
    }
  )
  expect(hop.status).toBe(403)
  expect(hop.body).toMatchObject({ ok: false, error: "account_read_only" })
})

test("a connection started before the deletion does not complete after it", async () => {
  const user = await owner()
  const callback = await pendingCallback(user)
  await deleteAndRestoreSession(user)
  const before = await integrationRow(world, user.target)
  const hop = await visit(world, callback, null)
  expect(hop.status).toBeGreaterThanOrEqual(400)
  expect(hop.status).toBeLessThan(500)
  expect(hop.body).toMatchObject({ ok: false })
  const after = await integrationRow(world, user.target)
  expect(after["source_credentials"]).toBe(before["source_credentials"])
})

test("a connection pending when the account became read-only stores nothing", async () => {
  const user = await owner()
  const callback = await pendingCallback(user)
  const before = await integrationRow(world, user.target)
  await dbQuery(
    world.server.dataDir,
    "UPDATE accounts SET status = 'read_only' WHERE id = (SELECT account_id FROM integrations WHERE id = ?)",
    [user.target]
  )
  const hop = await visit(world, callback, bearer(user))
  expect(hop.status).toBe(400)
  expect(hop.body).toMatchObject({ ok: false, error: "oauth_error" })
  expect(JSON.stringify(hop.body)).toContain("read-only")
  const after = await integrationRow(world, user.target)
  expect(after["source_credentials"]).toBe(before["source_credentials"])
})
