/**
 * Requests the contract cannot decode: every one is a 400 in the documented
 * `{ ok: false, error, message }` shape naming the field, never the platform's own
 * `{ issues: [...] }` body, and changes nothing.
 */
import { beforeAll, describe, expect, test } from "bun:test"
import { type SignedIn, signUp } from "../support/accounts.js"
import { makeClient } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import { useServerWithMail } from "../support/mail-server.js"

const world = useServerWithMail()
let user: SignedIn

beforeAll(async () => {
  user = await signUp(world.server.url, world.smtp)
})

const expectInvalidInput = (response: { status: number; json: Record<string, unknown> }, field: string) => {
  expect(response.status).toBe(400)
  expect(Object.keys(response.json).sort()).toEqual(["details", "error", "message", "ok"])
  expect(response.json["ok"]).toBe(false)
  expect(response.json["error"]).toBe("invalid_input")
  expect(String(response.json["message"])).toContain(field)
}

describe("query parameters", () => {
  test("a repeated ?limit= is 400 invalid_input naming limit", async () => {
    const response = await user.client.request("GET", "/api/dashboard/integrations?limit=1&limit=2")
    expectInvalidInput(response, "limit")
  })

  test("a repeated ?resolved= and a value that is not true/false are 400 invalid_input naming resolved", async () => {
    expectInvalidInput(
      await user.client.request("GET", "/api/dashboard/sync-errors?resolved=true&resolved=false"),
      "resolved"
    )
    const maybe = await user.client.request("GET", "/api/dashboard/sync-errors?resolved=maybe")
    expectInvalidInput(maybe, "resolved")
    expect(String(maybe.json["message"])).toContain("must be true or false")
  })
})

describe("bodies", () => {
  test("a body that is not JSON is 400 invalid_input on every JSON route; nothing is stored", async () => {
    const before = await dbQuery(world.server.dataDir, "SELECT COUNT(*) AS n FROM waitlist")
    for (const path of ["/api/waitlist", "/api/auth/magic-link", "/api/auth/session", "/api/account/api-keys"]) {
      const response = await user.client.request("POST", path, {
        raw: "{oops",
        headers: { "content-type": "application/json" }
      })
      expectInvalidInput(response, "JSON")
    }
    const after = await dbQuery(world.server.dataDir, "SELECT COUNT(*) AS n FROM waitlist")
    expect(Number(after[0]?.["n"])).toBe(Number(before[0]?.["n"]))
  })

  test("a JSON body sent as text or as form data is refused with 415 before decoding, and nothing is stored", async () => {
    const client = makeClient(world.server.url)
    const email = `text-body-${Date.now()}@example.com`
    const text = await client.request("POST", "/api/waitlist", {
      raw: JSON.stringify({ email }),
      headers: { "content-type": "text/plain" }
    })
    expect(text.status).toBe(415)
    expect(text.json["error"]).toBe("unsupported_media_type")
    const form = await client.request("POST", "/api/auth/magic-link", {
      raw: JSON.stringify({ email }),
      headers: { "content-type": "application/x-www-form-urlencoded" }
    })
    expect(form.status).toBe(415)
    const [row] = await dbQuery(world.server.dataDir, "SELECT COUNT(*) AS n FROM waitlist WHERE email = ?", [email])
    expect(Number(row?.["n"])).toBe(0)
  })

  test("a value 60,000 levels deep where the contract expects a string is 400 naming the field, not a 500", async () => {
    const deep = "[".repeat(60_000) + "]".repeat(60_000)
    const keysBefore = await dbQuery(world.server.dataDir, "SELECT COUNT(*) AS n FROM api_keys")
    const sent: ReadonlyArray<[string, string, string, string]> = [
      ["POST", "/api/account/api-keys", `{"name":${deep}}`, "name"],
      ["POST", "/api/account/api-keys", deep, "body"],
      ["PUT", `/api/integrations/${user.integrationId}/credentials`, `{"side":${deep},"credentials":{}}`, "side"],
      ["POST", "/api/schema/infer", `{"integration_id":${deep}}`, "integration_id"],
      ["POST", "/api/waitlist", `{"email":${deep}}`, "email"]
    ]
    for (const [method, path, raw, field] of sent) {
      const response = await user.client.request(method, path, { raw, headers: { "content-type": "application/json" } })
      expectInvalidInput(response, field)
    }
    const keysAfter = await dbQuery(world.server.dataDir, "SELECT COUNT(*) AS n FROM api_keys")
    expect(Number(keysAfter[0]?.["n"])).toBe(Number(keysBefore[0]?.["n"]))
  })

  test("an empty body says a JSON body is needed", async () => {
    const response = await makeClient(world.server.url).request("POST", "/api/waitlist", {
      raw: "",
      headers: { "content-type": "application/json" }
    })
    expectInvalidInput(response, "needs a JSON body")
  })

  test("the API key name's length limit is the contract's: 101 characters is 400 naming name", async () => {
    expectInvalidInput(
      await user.client.request("POST", "/api/account/api-keys", { body: { name: "k".repeat(101) } }),
      "name"
    )
    const ok = await user.client.request("POST", "/api/account/api-keys", { body: { name: "k".repeat(100) } })
    expect(ok.status).toBe(201)
  })

  test("a body that is not an object says so in words, not as the contract's Schema", async () => {
    for (const body of [[], "name", 5]) {
      const response = await user.client.request("POST", "/api/account/api-keys", { body })
      expectInvalidInput(response, "must be a JSON object")
      expect(String(response.json["message"])).not.toContain("readonly")
    }
  })

  test("a field the contract does not name is refused, naming it", async () => {
    const response = await user.client.request("PATCH", "/api/dashboard/sync-errors/fail_x", {
      body: { resolved: true, extra: 1 }
    })
    expectInvalidInput(response, "extra")
    expect(String(response.json["message"])).toContain("is not a known field")
  })

  test("a chunked body (no content-length) over 256 KiB is 413 payload_too_large", async () => {
    const chunk = new TextEncoder().encode(`{"email":"${"a".repeat(300 * 1024)}@example.com"}`)
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk)
        controller.close()
      }
    })
    const response = await fetch(`${world.server.url}/api/waitlist`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.201.0.1" },
      body
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ ok: false, error: "payload_too_large", message: expect.any(String) })
  })
})

describe("the OpenAPI document", () => {
  test("documents the 400 of a route taking a body as the route's own error, not the platform's", async () => {
    const doc = await (await fetch(`${world.server.url}/api/openapi.json`)).json()
    const text = JSON.stringify(doc)
    expect(text).not.toContain("HttpApiDecodeError")
    expect(JSON.stringify(doc.paths["/api/waitlist"].post.responses["400"])).toContain(
      "#/components/schemas/InvalidInput"
    )
    expect(JSON.stringify(doc.paths["/api/schema/infer/apply"].post.responses["400"])).toContain("InvalidMapping")
    expect(doc.paths["/api/health"].get.responses["400"]).toBeUndefined()
  })
})
