import { Validator } from "@seriousme/openapi-schema-validator"
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import openapiTS, { astToString } from "openapi-typescript"
import { uniqueEmail } from "../support/accounts.js"
import { isRecord } from "../support/client.js"
import { type RunningServer, startServer } from "../support/server.js"

let server: RunningServer
let doc: Record<string, unknown>

const root = join(import.meta.dir, "..", "..")

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "true" })
  const body: unknown = await (await fetch(`${server.url}/api/openapi.json`)).json()
  doc = isRecord(body) ? body : {}
})
afterAll(() => server.stop())

const operation = (path: string, method: string): Record<string, unknown> => {
  const paths = isRecord(doc["paths"]) ? doc["paths"] : {}
  const item = paths[path]
  const op = isRecord(item) ? item[method] : undefined
  return isRecord(op) ? op : {}
}
const statuses = (path: string, method: string) => {
  const responses = operation(path, method)["responses"]
  return isRecord(responses) ? Object.keys(responses) : []
}

describe("GET /api/openapi.json", () => {
  test("is a valid OpenAPI 3.0.3 document, version 1.0.0", async () => {
    expect(doc["openapi"]).toBe("3.0.3")
    expect(isRecord(doc["info"]) ? doc["info"]["version"] : undefined).toBe("1.0.0")
    const result = await new Validator().validate(doc)
    if (!result.valid) console.error(JSON.stringify(result.errors, null, 2).slice(0, 4000))
    expect(result.valid).toBe(true)
  })

  test("declares the security schemes (bearer, API key header, session cookie), bearer by default", () => {
    const components = isRecord(doc["components"]) ? doc["components"] : {}
    const schemes = isRecord(components["securitySchemes"]) ? components["securitySchemes"] : {}
    expect(schemes["bearerAuth"]).toEqual({ type: "http", scheme: "bearer" })
    expect(schemes["apiKeyAuth"]).toEqual({ type: "apiKey", name: "X-API-Key", in: "header" })
    expect(doc["security"]).toEqual([{ bearerAuth: [] }])
  })

  test("holds every route with its documented statuses", () => {
    const expected: Array<[string, string, Array<string>]> = [
      ["/api/integrations", "post", ["201", "400", "500", "429"]],
      ["/api/integrations/{id}/retry", "post", ["200", "404"]],
      ["/api/schema/infer", "post", ["200"]],
      ["/api/schema/infer/apply", "post", ["200", "400"]],
      ["/api/auth/{provider}/start", "get", ["302"]],
      ["/api/auth/{provider}/callback", "get", ["302", "400"]],
      ["/api/dashboard/integrations", "get", ["200"]],
      ["/api/dashboard/sync-logs/{integration_id}", "get", ["200"]],
      ["/api/dashboard/mappings/{integration_id}", "get", ["200"]],
      ["/api/dashboard/mappings/{integration_id}", "patch", ["200", "400"]],
      ["/api/payments/webhook", "post", ["200", "400"]],
      ["/api/waitlist", "post", ["201", "400"]],
      ["/api/admin/status", "get", ["200"]],
      ["/api/cron/trial-reminder", "post", ["200"]]
    ]
    for (const [path, method, codes] of expected) {
      const found = statuses(path, method)
      for (const code of codes) {
        expect({ path, method, code, found: found.includes(code) }).toEqual({ path, method, code, found: true })
      }
      expect(String(operation(path, method)["description"] ?? "").length).toBeGreaterThan(0)
    }
  })

  test("error bodies are documented in the { ok, error, message } shape", () => {
    const components = isRecord(doc["components"]) ? doc["components"] : {}
    const schemas = isRecord(components["schemas"]) ? components["schemas"] : {}
    const invalid = schemas["InvalidInput"]
    expect(isRecord(invalid) ? invalid["required"] : undefined).toEqual(["ok", "error", "message"])
    expect(JSON.stringify(doc)).not.toContain("HttpApiDecodeError")
  })

  test("a typed client generated from it type-checks and makes real calls", async () => {
    const ast = await openapiTS(new URL(`${server.url}/api/openapi.json`))
    mkdirSync(join(root, "test", ".generated"), { recursive: true })
    writeFileSync(join(root, "test", ".generated", "salesync-api.ts"), astToString(ast))
    const tsc = Bun.spawnSync(["bunx", "tsc", "--noEmit", "-p", "test/typed-client/tsconfig.json"], { cwd: root })
    const output = tsc.stdout.toString() + tsc.stderr.toString()
    expect(output).toBe("")
    expect(tsc.exitCode).toBe(0)

    // Imported by path so the main type-check (which has no generated file) does not follow it.
    const usage: unknown = await import(join(root, "test", "typed-client", "usage.ts"))
    const runCalls = isRecord(usage) ? usage["runCalls"] : undefined
    if (typeof runCalls !== "function") throw new Error("usage.ts exports no runCalls")
    const returned: unknown = await runCalls(server.url, uniqueEmail("typed"))
    const result = isRecord(returned) ? returned : {}
    expect(String(result["integrationId"])).toStartWith("int_")
    expect(result["healthy"]).toBe(true)
    expect(result["refusedStatus"]).toBe(401)
    expect(result["errorCode"]).toBe("unauthorized")
    expect(result["invalidCode"]).toBe("invalid_input")
  }, 60_000)
})

describe("GET /api/docs", () => {
  test("serves the platform's self-contained reference page: the document embedded, no CDN, its own narrow policy", async () => {
    const response = await fetch(`${server.url}/api/docs`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("text/html")
    const html = await response.text()
    expect(html).toContain("<script id=\"api-reference\" type=\"application/json\">")
    expect(html).toContain("/api/integrations/{id}/retry")
    expect(html).not.toContain("HttpApiDecodeError")
    expect(html).not.toMatch(/<script[^>]+src=/)
    expect(html).not.toMatch(/<link[^>]+href=["']https?:/)
    const policy = response.headers.get("content-security-policy") ?? ""
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain("connect-src 'self'")
  })
})

describe("the cron routes", () => {
  test("are documented as needing the cron secret, not a customer sign-in", () => {
    const components = isRecord(doc["components"]) ? doc["components"] : {}
    const schemes = isRecord(components["securitySchemes"]) ? components["securitySchemes"] : {}
    const cron = isRecord(schemes["cronSecret"]) ? schemes["cronSecret"] : {}
    expect(cron["type"]).toBe("http")
    expect(String(cron["description"])).toContain("CRON_SECRET")
    for (const path of ["/api/cron/sync", "/api/cron/trial-reminder", "/api/cron/billing", "/api/cron/retention"]) {
      for (const method of ["get", "post"]) expect(operation(path, method)["security"]).toEqual([{ cronSecret: [] }])
    }
  })
})
