/**
 * What the web app needs of an integration, through a real server and the provider emulators: the list's label,
 * run state, last and next sync; replacing credentials; deleting an integration with everything of it.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { type SignedIn, signUp, uniqueEmail } from "../support/accounts.js"
import { type Client, items, makeClient } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import { linkIn, type SmtpSink, startSmtp, tokenOf } from "../support/smtp.js"
import {
  chargeMapping,
  emulatorIntegrationBody,
  logsOf,
  salesTable,
  startSyncWorld,
  type SyncWorld,
  waitForLogs
} from "../support/sync.js"

let world: SyncWorld
let smtp: SmtpSink
let owner: { client: Client; integrationId: string }
let stranger: SignedIn

beforeAll(async () => {
  smtp = await startSmtp()
  world = await startSyncWorld({ SMTP_URL: smtp.url })
  const email = uniqueEmail()
  const anonymous = makeClient(world.server.url)
  const created = await anonymous.request("POST", "/api/integrations", {
    body: emulatorIntegrationBody(email, world.baseId)
  })
  expect(created.status).toBe(201)
  const mail = await smtp.waitFor(email, 0)
  const session = await anonymous.request("POST", "/api/auth/session", { body: { token: tokenOf(linkIn(mail.raw)) } })
  owner = {
    client: anonymous.withAuth(String(session.json["access_token"])),
    integrationId: String(created.json["integration_id"])
  }
  stranger = await signUp(world.server.url, smtp)
}, 30_000)

afterAll(async () => {
  await world.stop()
  await smtp.stop()
})

const listed = async (client: Client, id: string) => {
  const list = await client.request("GET", "/api/dashboard/integrations")
  expect(list.status).toBe(200)
  return items(list.json, "integrations").find((i) => i["id"] === id)
}

describe("the integration list", () => {
  test("a human label, no run yet, idle; no next run until a mapping is saved, then the next quarter-hour", async () => {
    const unmapped = await listed(owner.client, owner.integrationId)
    expect(unmapped?.["label"]).toBe(`Stripe key sk_test_…ator → Airtable base ${world.baseId}, its first table`)
    expect(unmapped).toMatchObject({
      source_connected: true,
      destination_connected: true,
      mapped: false,
      last_sync: null,
      run_state: null,
      next_sync_at: null
    })
    const mapped = await owner.client.request("POST", "/api/schema/infer/apply", {
      body: chargeMapping(owner.integrationId)
    })
    expect(mapped.status).toBe(200)
    const row = await listed(owner.client, owner.integrationId)
    expect(row?.["mapped"]).toBe(true)
    const next = Date.parse(String(row?.["next_sync_at"]))
    expect(next).toBeGreaterThan(Date.now() - 1000)
    expect(next - Date.now()).toBeLessThanOrEqual(15 * 60_000)
    expect(new Date(next).getUTCMinutes() % 15).toBe(0)
  })

  test("Sync now: queued, then running while the source answers slowly, then the last sync with its records", async () => {
    const mapped = await owner.client.request("POST", "/api/schema/infer/apply", {
      body: chargeMapping(owner.integrationId)
    })
    expect(mapped.status).toBe(200)
    world.payments.injectFaults({ kind: "stall", ms: 1500 }, 1)
    const queued = await owner.client.request("POST", `/api/integrations/${owner.integrationId}/retry`)
    expect(queued.status).toBe(200)
    const seen = new Set<unknown>()
    const deadline = Date.now() + 20_000
    let row = await listed(owner.client, owner.integrationId)
    while (row?.["last_sync"] === null && Date.now() < deadline) {
      seen.add(row?.["run_state"])
      await Bun.sleep(50)
      row = await listed(owner.client, owner.integrationId)
    }
    expect(seen.has("running")).toBe(true)
    expect([...seen].every((state) => state === "queued" || state === "running")).toBe(true)
    const last = row?.["last_sync"]
    expect(last).toMatchObject({ status: "success", records_synced: 1, error_message: null })
    expect(row?.["run_state"]).toBeNull()
    const logs = await waitForLogs(owner.client, owner.integrationId, 1)
    expect(logs["trigger"]).toBe("manual")
    expect(Date.parse(String(logs["finished_at"]))).toBeGreaterThanOrEqual(Date.parse(String(logs["created_at"])))
  })
})

describe("run state", () => {
  test("a run waiting in the sync queue shows as queued, one holding the integration as running, else none", async () => {
    const now = new Date().toISOString()
    // The service's runner polls the queue every second and may take the row before the listing reads it; such
    // an attempt does not count (the run then holds or has left the integration): wait for it to end, arrange again.
    const heldInDatabase = async () => {
      const [row] = await dbQuery(
        world.server.dataDir,
        "SELECT i.run_state, (SELECT COUNT(*) FROM sync_queue q WHERE q.integration_id = i.id) AS queued FROM integrations i WHERE i.id = ?",
        [stranger.integrationId]
      )
      return { queued: Number(row?.["queued"]) > 0, running: row?.["run_state"] !== null }
    }
    const states: Array<unknown> = []
    for (let attempt = 0; attempt < 10 && states.at(-1) !== "queued"; attempt++) {
      for (let idle = await heldInDatabase(); idle.queued || idle.running; idle = await heldInDatabase()) {
        await Bun.sleep(100)
      }
      await dbQuery(
        world.server.dataDir,
        "INSERT INTO sync_queue (integration_id, triggered_by, requested_at) VALUES (?, 'manual', ?)",
        [stranger.integrationId, now]
      )
      const state = (await listed(stranger.client, stranger.integrationId))?.["run_state"]
      const after = await heldInDatabase()
      if (after.queued && !after.running) states.push(state)
    }
    expect(states.at(-1)).toBe("queued")
    expect(states.every((state) => state === "queued")).toBe(true)
    // Out of the queue first, so the runner has nothing to start while the integration is marked as held; a run the
    // runner took meanwhile ends first. The hold starts now: a run that ended after the test began, later than `now`,
    // would otherwise say the hold is over.
    await dbQuery(world.server.dataDir, "DELETE FROM sync_queue WHERE integration_id = ?", [stranger.integrationId])
    for (let idle = await heldInDatabase(); idle.queued || idle.running; idle = await heldInDatabase()) {
      await Bun.sleep(100)
    }
    await dbQuery(
      world.server.dataDir,
      "UPDATE integrations SET run_state = 'running', run_state_at = ? WHERE id = ?",
      [
        new Date().toISOString(),
        stranger.integrationId
      ]
    )
    expect((await listed(stranger.client, stranger.integrationId))?.["run_state"]).toBe("running")
    await dbQuery(world.server.dataDir, "UPDATE integrations SET run_state = NULL WHERE id = ?", [
      stranger.integrationId
    ])
    expect((await listed(stranger.client, stranger.integrationId))?.["run_state"]).toBeNull()
  })
})

describe("credential update", () => {
  test("replaces one side; the label and the next run use the new values", async () => {
    const updated = await owner.client.request("PUT", `/api/integrations/${owner.integrationId}/credentials`, {
      body: { side: "destination", credentials: { api_key: "pat_emulator", base_id: world.baseId, table: "Sales" } }
    })
    expect(updated.status).toBe(200)
    expect(updated.json["label"]).toBe(`Stripe key sk_test_…ator → Airtable base ${world.baseId} · table Sales`)
    const rows = await dbQuery(world.server.dataDir, "SELECT destination_credentials FROM integrations WHERE id = ?", [
      owner.integrationId
    ])
    expect(JSON.stringify(rows)).not.toContain("pat_emulator")
    const before = (await waitForLogs(owner.client, owner.integrationId, 1))["id"]
    expect((await owner.client.request("POST", `/api/integrations/${owner.integrationId}/retry`)).status).toBe(200)
    const latest = await waitForLogs(owner.client, owner.integrationId, 2)
    expect(latest["id"]).not.toBe(before)
    expect(latest["status"]).toBe("success")
  })

  test(
    "another base starts the history over: every record reaches it, once; a new key for the same base does not",
    async () => {
      const path = `/api/integrations/${owner.integrationId}/credentials`
      const written = world.tables.records(world.baseId, "Sales")
      expect(written.length).toBeGreaterThan(0)
      const moved = world.tables.createBase({ tables: [salesTable] })
      const put = await owner.client.request("PUT", path, {
        body: { side: "destination", credentials: { api_key: "pat_emulator", base_id: moved.id, table: "Sales" } }
      })
      expect(put.status).toBe(200)
      const runs = (await logsOf(owner.client, owner.integrationId)).length
      expect((await owner.client.request("POST", `/api/integrations/${owner.integrationId}/retry`)).status).toBe(200)
      const latest = await waitForLogs(owner.client, owner.integrationId, runs + 1)
      expect(latest["status"]).toBe("success")
      const copied = world.tables.records(moved.id, "Sales")
      expect(copied.length).toBe(written.length)
      expect(new Set(copied.map((row) => row.fields["Sync ID"])).size).toBe(written.length)
      expect(latest["records_synced"]).toBe(written.length)

      // The same base again (a rotated key): nothing is read twice.
      expect(
        (await owner.client.request("PUT", path, {
          body: { side: "destination", credentials: { api_key: "pat_emulator", base_id: moved.id, table: "Sales" } }
        })).status
      ).toBe(200)
      expect((await owner.client.request("POST", `/api/integrations/${owner.integrationId}/retry`)).status).toBe(200)
      const again = await waitForLogs(owner.client, owner.integrationId, runs + 2)
      expect(again["status"]).toBe("success")
      expect(again["records_synced"]).toBe(0)
      expect(world.tables.records(moved.id, "Sales").length).toBe(written.length)
    },
    30_000
  )

  test("bad bodies are 400 and change nothing; another account's id is 404", async () => {
    const path = `/api/integrations/${owner.integrationId}/credentials`
    for (
      const [body, field] of [
        [{ side: "middle", credentials: {} }, "side"],
        [{ side: "source" }, "credentials"],
        [{ side: "source", credentials: "sk" }, "credentials"],
        [{ side: "source", credentials: {}, extra: 1 }, "extra"]
      ] as const
    ) {
      const refused = await owner.client.request("PUT", path, { body })
      expect(refused.status).toBe(400)
      expect(refused.json).toMatchObject({ ok: false, error: "invalid_input" })
      expect(String(refused.json["message"])).toContain(field)
    }
    // A side replaced with less than its provider needs could only fail the next sync: 400 naming what is missing.
    const before = await dbQuery(
      world.server.dataDir,
      "SELECT source_credentials, destination_credentials FROM integrations WHERE id = ?",
      [owner.integrationId]
    )
    for (
      const [side, credentials, missing] of [
        ["source", {}, "credentials.api_key is required (or access_token)"],
        ["source", { shop: "x.myshopify.com" }, "credentials.api_key"],
        ["destination", { api_key: "pat_emulator" }, "credentials.base_id is required"],
        ["destination", { base_id: world.baseId, table: "Sales" }, "credentials.api_key is required"]
      ] as const
    ) {
      const refused = await owner.client.request("PUT", path, { body: { side, credentials } })
      expect({ side, status: refused.status, error: refused.json["error"] }).toEqual({
        side,
        status: 400,
        error: "invalid_input"
      })
      expect(String(refused.json["message"])).toContain(missing)
    }
    expect(
      await dbQuery(
        world.server.dataDir,
        "SELECT source_credentials, destination_credentials FROM integrations WHERE id = ?",
        [owner.integrationId]
      )
    ).toEqual(before)
    const foreign = await stranger.client.request("PUT", path, {
      body: { side: "source", credentials: { api_key: "sk_x" } }
    })
    expect(foreign.status).toBe(404)
    expect(foreign.json["error"]).toBe("not_found")
    const row = await listed(owner.client, owner.integrationId)
    expect(String(row?.["label"])).toStartWith("Stripe key sk_test_…ator")
    const anonymous = await makeClient(world.server.url).request("PUT", path, {
      body: { side: "source", credentials: {} }
    })
    expect(anonymous.status).toBe(401)
  })
})

describe("the OpenAPI document", () => {
  test("documents the new fields and endpoints", async () => {
    const doc = JSON.stringify((await makeClient(world.server.url).request("GET", "/api/openapi.json")).json)
    for (
      const text of [
        "/api/integrations/{id}/credentials",
        "IntegrationOverview",
        "CredentialsUpdate",
        "next_sync_at",
        "run_state",
        "last_sync"
      ]
    ) {
      expect(doc).toContain(text)
    }
    const paths = (await makeClient(world.server.url).request("GET", "/api/openapi.json")).json["paths"]
    const integration = typeof paths === "object" && paths !== null && "/api/integrations/{id}" in paths
      ? paths["/api/integrations/{id}"]
      : undefined
    expect(JSON.stringify(integration)).toContain("delete")
  })
})

describe("delete integration", () => {
  test("another account gets 404; the owner deletes it with its mapping, history and failures", async () => {
    const id = owner.integrationId
    const foreign = await stranger.client.request("DELETE", `/api/integrations/${id}`)
    expect(foreign.status).toBe(404)
    expect(await listed(owner.client, id)).toBeDefined()

    const deleted = await owner.client.request("DELETE", `/api/integrations/${id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.json).toEqual({ ok: true })
    expect(await listed(owner.client, id)).toBeUndefined()
    expect((await owner.client.request("GET", `/api/dashboard/sync-logs/${id}`)).status).toBe(404)
    expect((await owner.client.request("GET", `/api/dashboard/mappings/${id}`)).status).toBe(404)
    for (const table of ["sync_logs", "field_mappings", "sync_failures"]) {
      const left = await dbQuery(world.server.dataDir, `SELECT COUNT(*) AS n FROM ${table} WHERE integration_id = ?`, [
        id
      ])
      expect(Number(left[0]?.["n"])).toBe(0)
    }
    expect((await owner.client.request("DELETE", `/api/integrations/${id}`)).status).toBe(404)
  })
})
