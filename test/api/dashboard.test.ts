import { beforeAll, describe, expect, test } from "bun:test"
import { quickStartBody, type SignedIn, signUp } from "../support/accounts.js"
import { items } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import { useServerWithMail } from "../support/mail-server.js"

const world = useServerWithMail()
let owner: SignedIn
let other: SignedIn

beforeAll(async () => {
  owner = await signUp(world.server.url, world.smtp)
  other = await signUp(world.server.url, world.smtp)
})

const goodMapping = (integrationId: string) => ({
  integration_id: integrationId,
  mappings: [
    { source_field: "description", destination_field: "Description", transform: "trim" },
    { source_field: "amount", destination_field: "Amount", transform: "cents_to_decimal" },
    { source_field: "created", destination_field: "Date", transform: "unix_to_date" },
    { source_field: "billing_details.email", destination_field: "Email", transform: "lowercase" }
  ]
})

describe("integrations list", () => {
  test("newest first, paginated with limit and cursor, next_cursor null at the end", async () => {
    const user = await signUp(world.server.url, world.smtp)
    for (let i = 0; i < 4; i++) {
      const created = await user.client.request("POST", "/api/integrations", { body: quickStartBody(user.email) })
      expect(created.status).toBe(201)
    }
    const all = await user.client.request("GET", "/api/dashboard/integrations")
    const ids = items(all.json, "integrations").map((i) => String(i["id"]))
    expect(ids.length).toBe(5)
    const createdAt = items(all.json, "integrations").map((i) => String(i["created_at"]))
    expect([...createdAt].sort().reverse()).toEqual(createdAt)
    expect(all.json["next_cursor"]).toBeNull()

    const seen: Array<string> = []
    let cursor: unknown = undefined
    do {
      const page = await user.client.request(
        "GET",
        `/api/dashboard/integrations?limit=2${typeof cursor === "string" ? `&cursor=${cursor}` : ""}`
      )
      expect(page.status).toBe(200)
      expect(items(page.json, "integrations").length).toBeLessThanOrEqual(2)
      seen.push(...items(page.json, "integrations").map((i) => String(i["id"])))
      cursor = page.json["next_cursor"]
    } while (typeof cursor === "string")
    expect(seen).toEqual(ids)
  })

  test("bad paging parameters → 400 invalid_input naming them", async () => {
    for (const query of ["limit=0", "limit=201", "limit=abc", "cursor=garbage!"]) {
      const response = await owner.client.request("GET", `/api/dashboard/integrations?${query}`)
      expect(response.status).toBe(400)
      expect(response.json["error"]).toBe("invalid_input")
      expect(String(response.json["message"])).toContain(query.split("=")[0] ?? "")
    }
  })

  test("only the caller's integrations are listed", async () => {
    const mine = items((await owner.client.request("GET", "/api/dashboard/integrations")).json, "integrations").map((
      i
    ) => i["id"])
    expect(mine).toContain(owner.integrationId)
    expect(mine).not.toContain(other.integrationId)
  })
})

describe("sync logs", () => {
  test("empty for a new integration; paginated newest first", async () => {
    const empty = await owner.client.request("GET", `/api/dashboard/sync-logs/${owner.integrationId}`)
    expect(empty.status).toBe(200)
    expect(empty.json).toEqual({ logs: [], next_cursor: null })

    for (let i = 0; i < 3; i++) {
      await dbQuery(
        world.server.dataDir,
        "INSERT INTO sync_logs (id, integration_id, status, records_synced, error_message, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        [
          `log_test_${i}`,
          owner.integrationId,
          i === 1 ? "error" : "success",
          i * 10,
          i === 1 ? "table not found" : null,
          `2026-01-0${i + 1}T00:00:00.000Z`
        ]
      )
    }
    const first = await owner.client.request("GET", `/api/dashboard/sync-logs/${owner.integrationId}?limit=2`)
    const logs = items(first.json, "logs")
    expect(logs.map((l) => l["id"])).toEqual(["log_test_2", "log_test_1"])
    expect(logs[1]).toEqual({
      id: "log_test_1",
      integration_id: owner.integrationId,
      status: "error",
      records_synced: 10,
      error_message: "table not found",
      created_at: "2026-01-02T00:00:00.000Z",
      // The runs page shows each run's trigger and duration; a row written without them has none.
      finished_at: null,
      trigger: null
    })
    const second = await owner.client.request(
      "GET",
      `/api/dashboard/sync-logs/${owner.integrationId}?limit=2&cursor=${first.json["next_cursor"]}`
    )
    expect(items(second.json, "logs").map((l) => l["id"])).toEqual(["log_test_0"])
    expect(second.json["next_cursor"]).toBeNull()
  })
})

describe("mappings", () => {
  test("GET is `mappings: []` when none is saved; PATCH saves; GET reads it back", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const empty = await user.client.request("GET", `/api/dashboard/mappings/${user.integrationId}`)
    expect(empty.status).toBe(200)
    expect(empty.json).toEqual({ integration_id: user.integrationId, mappings: [] })
    const saved = await user.client.request("PATCH", `/api/dashboard/mappings/${user.integrationId}`, {
      body: goodMapping(user.integrationId)
    })
    expect(saved.status).toBe(200)
    // This server reaches no table database, so the save says its fields went unchecked.
    expect(saved.json).toMatchObject({ ok: true, integration_id: user.integrationId, mappings_saved: 4 })
    expect(String(saved.json["warnings"])).toContain("not checked")
    const read = await user.client.request("GET", `/api/dashboard/mappings/${user.integrationId}`)
    expect(read.json).toEqual(goodMapping(user.integrationId))
  })

  test("400 invalid_mapping lists every problem and leaves the saved mapping intact", async () => {
    const user = await signUp(world.server.url, world.smtp)
    await user.client.request("PATCH", `/api/dashboard/mappings/${user.integrationId}`, {
      body: goodMapping(user.integrationId)
    })
    const response = await user.client.request("PATCH", `/api/dashboard/mappings/${user.integrationId}`, {
      body: {
        integration_id: "int_someone_else",
        mappings: [
          { source_field: "amount", destination_field: "Amount", transform: "to_euros" },
          { source_field: "", destination_field: "Date", transform: null },
          { source_field: "a..b", destination_field: "Email", transform: null },
          { source_field: "id", destination_field: "", transform: null },
          { source_field: "currency", destination_field: "Amount", transform: "uppercase" }
        ]
      }
    })
    expect(response.status).toBe(400)
    expect(response.json["error"]).toBe("invalid_mapping")
    const details = response.json["details"]
    const problems =
      typeof details === "object" && details !== null && "problems" in details && Array.isArray(details.problems)
        ? details.problems.map(String)
        : []
    expect(problems.length).toBe(6)
    const text = problems.join("\n")
    expect(text).toContain("integration_id")
    expect(text).toContain("to_euros")
    expect(text).toContain("mappings[1].source_field")
    expect(text).toContain("mappings[2].source_field")
    expect(text).toContain("mappings[3].destination_field")
    expect(text).toContain("mappings[4].destination_field")
    const read = await user.client.request("GET", `/api/dashboard/mappings/${user.integrationId}`)
    expect(read.json).toEqual(goodMapping(user.integrationId))
  })

  test("the key field Sync ID is written by the service and cannot be a mapping target", async () => {
    const response = await owner.client.request("PATCH", `/api/dashboard/mappings/${owner.integrationId}`, {
      body: {
        integration_id: owner.integrationId,
        mappings: [{ source_field: "id", destination_field: "Sync ID", transform: null }]
      }
    })
    expect(response.status).toBe(400)
    expect(response.json["error"]).toBe("invalid_mapping")
    expect(String(response.json["message"])).toContain("Sync ID")
  })

  test("a malformed mapping body → 400 invalid_mapping", async () => {
    for (
      const body of [
        { integration_id: owner.integrationId, mappings: "all" },
        { integration_id: owner.integrationId },
        { mappings: [] }
      ]
    ) {
      const response = await owner.client.request("PATCH", `/api/dashboard/mappings/${owner.integrationId}`, { body })
      expect(response.status).toBe(400)
      expect(response.json["error"]).toBe("invalid_mapping")
    }
  })

  test("apply saves with the same rules", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const applied = await user.client.request("POST", "/api/schema/infer/apply", {
      body: goodMapping(user.integrationId)
    })
    expect(applied.status).toBe(200)
    // (The quick-start base is unreachable here, so the answer also carries a warning about the unchecked fields.)
    expect([applied.json["ok"], applied.json["integration_id"], applied.json["mappings_saved"]]).toEqual([
      true,
      user.integrationId,
      4
    ])
    const bad = await user.client.request("POST", "/api/schema/infer/apply", {
      body: {
        integration_id: user.integrationId,
        mappings: [{ source_field: "x", destination_field: "Y", transform: "nope" }]
      }
    })
    expect(bad.status).toBe(400)
    expect(bad.json["error"]).toBe("invalid_mapping")
  })
})

describe("another account's ids are 404, exactly like unknown ones", () => {
  const idRoutes = (id: string): Array<[string, string, unknown]> => [
    ["POST", `/api/integrations/${id}/retry`, undefined],
    ["GET", `/api/dashboard/sync-logs/${id}`, undefined],
    ["GET", `/api/dashboard/mappings/${id}`, undefined],
    ["PATCH", `/api/dashboard/mappings/${id}`, goodMapping(id)],
    ["GET", `/api/dashboard/sync-errors?integration_id=${id}`, undefined],
    ["POST", "/api/schema/infer/apply", goodMapping(id)],
    ["POST", "/api/schema/infer", { integration_id: id }],
    ["POST", "/api/schema/preview", { integration_id: id }]
  ]

  test("every id-taking route", async () => {
    for (const [method, path, body] of idRoutes(owner.integrationId)) {
      const foreign = await other.client.request(method, path, { body })
      const unknown = await other.client.request(method, path.replace(owner.integrationId, "int_unknown"), {
        body: body === undefined
          ? undefined
          : JSON.parse(JSON.stringify(body).replaceAll(owner.integrationId, "int_unknown"))
      })
      expect({ route: `${method} ${path}`, status: foreign.status }).toEqual({
        route: `${method} ${path}`,
        status: 404
      })
      expect(foreign.json["error"]).toBe("not_found")
      expect(foreign.json["message"]).toBe(unknown.json["message"])
      expect(JSON.stringify(foreign.json)).not.toContain(owner.email)
    }
    // Nothing of the owner's changed.
    const mapping = await owner.client.request("GET", `/api/dashboard/mappings/${owner.integrationId}`)
    expect(mapping.json["mappings"]).toEqual([])
  })

  test("sync error resolve toggle on a foreign failure → 404, and the owner's toggle works", async () => {
    await dbQuery(
      world.server.dataDir,
      "INSERT INTO sync_failures (id, integration_id, sync_log_id, attempt_count, error_message, occurred_at) VALUES (?, ?, ?, ?, ?, ?)",
      [
        "fail_test_1",
        owner.integrationId,
        null,
        3,
        "HTTP 500 from the table database",
        "2026-02-01T00:00:00.000Z"
      ]
    )
    const foreign = await other.client.request("PATCH", "/api/dashboard/sync-errors/fail_test_1", {
      body: { resolved: true }
    })
    expect(foreign.status).toBe(404)
    const listForeign = await other.client.request("GET", "/api/dashboard/sync-errors")
    expect(items(listForeign.json, "errors")).toEqual([])

    const resolved = await owner.client.request("PATCH", "/api/dashboard/sync-errors/fail_test_1", {
      body: { resolved: true }
    })
    expect(resolved.status).toBe(200)
    expect(typeof resolved.json["resolved_at"]).toBe("string")
    expect(resolved.json["attempt_count"]).toBe(3)
    const open = await owner.client.request(
      "GET",
      `/api/dashboard/sync-errors?integration_id=${owner.integrationId}&resolved=false`
    )
    expect(items(open.json, "errors")).toEqual([])
    const done = await owner.client.request("GET", `/api/dashboard/sync-errors?resolved=true`)
    expect(items(done.json, "errors").map((e) => e["id"])).toEqual(["fail_test_1"])
    const reopened = await owner.client.request("PATCH", "/api/dashboard/sync-errors/fail_test_1", {
      body: { resolved: false }
    })
    expect(reopened.json["resolved_at"]).toBeNull()
    const badFilter = await owner.client.request("GET", "/api/dashboard/sync-errors?resolved=maybe")
    expect(badFilter.status).toBe(400)
  })
})
