import { beforeAll, describe, expect, test } from "bun:test"
import { type SignedIn, signUp } from "../support/accounts.js"
import { isRecord, makeClient } from "../support/client.js"
import { useServerWithMail } from "../support/mail-server.js"
import { startServer } from "../support/server.js"

const CRON_SECRET = "cron-secret-for-tests-0123456789"
let user: SignedIn

interface Operation {
  readonly method: string
  readonly path: string
  readonly secured: boolean
}

const operations = async (baseUrl: string): Promise<Array<Operation>> => {
  const doc = await (await fetch(`${baseUrl}/api/openapi.json`)).json()
  const paths = isRecord(doc) && isRecord(doc["paths"]) ? doc["paths"] : {}
  const out: Array<Operation> = []
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue
    for (const [method, op] of Object.entries(item)) {
      const security = isRecord(op) ? op["security"] : undefined
      out.push({ method: method.toUpperCase(), path, secured: Array.isArray(security) && security.length > 0 })
    }
  }
  return out
}

const concrete = (path: string) => path.replace("{provider}", "payments").replace(/\{[^}]+\}/g, "x_unknown")

const world = useServerWithMail({ CRON_SECRET })

beforeAll(async () => {
  user = await signUp(world.server.url, world.smtp)
})

describe("who may call what", () => {
  test("every secured route refuses a request without credentials with 401 unauthorized", async () => {
    const ops = (await operations(world.server.url)).filter((op) => op.secured && !op.path.startsWith("/api/cron/"))
    expect(ops.length).toBeGreaterThan(20)
    for (const op of ops) {
      const response = await makeClient(world.server.url).request(op.method, concrete(op.path), {
        body: op.method === "GET" || op.method === "DELETE" ? undefined : {}
      })
      expect({ op: `${op.method} ${op.path}`, status: response.status, error: response.json["error"] }).toEqual({
        op: `${op.method} ${op.path}`,
        status: 401,
        error: "unauthorized"
      })
    }
  })

  test("the public routes need no credentials", async () => {
    const publicOps = (await operations(world.server.url)).filter((op) => !op.secured).map((op) =>
      `${op.method} ${op.path}`
    )
    expect(publicOps.sort()).toEqual(
      [
        "POST /api/integrations",
        "POST /api/auth/magic-link",
        "GET /api/auth/magic-link/verify",
        "POST /api/auth/magic-link/verify",
        "POST /api/auth/session",
        "GET /api/auth/{provider}/callback",
        "POST /api/payments/webhook",
        "POST /api/waitlist",
        "GET /api/health",
        "GET /api/ready",
        "GET /api/openapi.json"
      ].sort()
    )
    const client = makeClient(world.server.url)
    expect((await client.request("GET", "/api/health")).json).toEqual({ ok: true })
    const redis = process.env["REDIS_URL"] === undefined ? "not_configured" : "ok"
    expect((await client.request("GET", "/api/ready")).json).toEqual({ ok: true, database: "ok", redis })
    expect((await client.request("GET", "/api/openapi.json")).status).toBe(200)
    expect((await client.request("GET", "/api/docs")).status).toBe(200)
  })

  test("OAuth start takes the signed-in owner's credential (it is a browser navigation)", async () => {
    const anonymous = await makeClient(world.server.url).request("GET", "/api/auth/payments/start")
    expect(anonymous.status).toBe(401)
    const signedIn = await user.client.request(
      "GET",
      `/api/auth/payments/start?integration_id=${user.integrationId}&side=source`
    )
    expect(signedIn.status).not.toBe(401)
  })
})

describe("cron routes", () => {
  const cronPaths = ["/api/cron/sync", "/api/cron/trial-reminder", "/api/cron/billing", "/api/cron/retention"]

  test("refuse no bearer, a wrong bearer, a customer session and a customer API key", async () => {
    const key = await user.client.request("POST", "/api/account/api-keys", { body: {} })
    const apiKey = isRecord(key.json["api_key"]) ? String(key.json["api_key"]["key"]) : ""
    for (const path of cronPaths) {
      for (const method of ["GET", "POST"]) {
        for (
          const headers of [{}, { authorization: "Bearer wrong" }, { authorization: `Bearer ${user.token}` }, {
            authorization: `Bearer ${apiKey}`
          }, { "x-api-key": apiKey }]
        ) {
          const response = await makeClient(world.server.url, headers).request(method, path)
          expect({ path, method, status: response.status }).toEqual({ path, method, status: 401 })
          expect(response.json["error"]).toBe("unauthorized")
        }
      }
    }
  })

  test("the cron secret passes authentication", async () => {
    for (const path of cronPaths) {
      const response = await makeClient(world.server.url, { authorization: `Bearer ${CRON_SECRET}` }).request(
        "POST",
        path
      )
      expect(response.status).not.toBe(401)
      expect(response.status).not.toBe(404)
    }
  })

  test("with no CRON_SECRET configured every cron route is 404", async () => {
    const bare = await startServer({ TRUST_PROXY: "true" })
    try {
      for (const path of cronPaths) {
        for (const headers of [{}, { authorization: `Bearer ${CRON_SECRET}` }]) {
          const response = await makeClient(bare.url, headers).request("GET", path)
          expect(response.status).toBe(404)
          expect(response.json["ok"]).toBe(false)
        }
      }
    } finally {
      await bare.stop()
    }
  })
})

describe("other routes", () => {
  test("waitlist: 201, idempotent per e-mail, 400 for a bad one", async () => {
    const client = makeClient(world.server.url)
    const email = `wait-${Date.now()}@example.com`
    expect((await client.request("POST", "/api/waitlist", { body: { email } })).status).toBe(201)
    const again = await client.request("POST", "/api/waitlist", { body: { email: email.toUpperCase() } })
    expect(again.status).toBe(201)
    expect(again.json).toEqual({ ok: true })
    const bad = await client.request("POST", "/api/waitlist", { body: { email: "nope" } })
    expect(bad.status).toBe(400)
    expect(bad.json["error"]).toBe("invalid_input")
  })

  test("admin/status is the authenticated connection check", async () => {
    const status = await user.client.request("GET", "/api/admin/status")
    expect(status.status).toBe(200)
    expect(status.json).toEqual({
      ok: true,
      version: "1.0.0",
      account: { email: user.email, plan: "pro" },
      integrations: 1,
      database: (process.env["DATABASE_URL"] ?? "").startsWith("postgres") ? "postgres" : "sqlite"
    })
  })

  test("unknown routes are a 404 in the documented shape", async () => {
    const response = await makeClient(world.server.url).request("GET", "/api/does-not-exist")
    expect(response.status).toBe(404)
    expect(response.json).toEqual({ ok: false, error: "not_found", message: expect.any(String) })
  })

  test("an unknown page asked for by a browser is a small HTML 404 with a way back; API paths and other clients get JSON", async () => {
    const browserAccept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
    const page = await fetch(`${world.server.url}/nothing-here`, { headers: { accept: browserAccept } })
    expect(page.status).toBe(404)
    expect(page.headers.get("content-type")).toMatch(/^text\/html/)
    const html = await page.text()
    expect(html).toContain("<h1>Page not found</h1>")
    expect(html).toMatch(/<a href="\/">[^<]+<\/a>/)
    // The page's own policy holds: nothing inline to allow.
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'")
    expect(html).not.toMatch(/<script|<style| style=/)

    for (
      const [path, accept] of [
        ["/api/nothing-here", browserAccept],
        ["/nothing-here", "application/json"],
        ["/nothing-here", undefined]
      ] as const
    ) {
      const answer = await fetch(`${world.server.url}${path}`, accept === undefined ? {} : { headers: { accept } })
      expect(answer.status).toBe(404)
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/)
      expect(await answer.json()).toEqual({ ok: false, error: "not_found", message: expect.any(String) })
    }
  })
})
