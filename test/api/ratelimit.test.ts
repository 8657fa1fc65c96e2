import { describe, expect, test } from "bun:test"
import { signUp } from "../support/accounts.js"
import { makeClient } from "../support/client.js"
import { useServerWithMail } from "../support/mail-server.js"
import { startServer } from "../support/server.js"

const world = useServerWithMail({ CRON_SECRET: "cron-secret-for-rate-limit-tests" })

const expectExact429 = (response: { status: number; headers: Headers; json: Record<string, unknown> }) => {
  expect(response.status).toBe(429)
  expect(response.headers.get("content-type")).toContain("application/json")
  const retryAfter = Number(response.headers.get("retry-after"))
  expect(Number.isInteger(retryAfter)).toBe(true)
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(response.json).toEqual({ ok: false, error: "rate_limit_exceeded", retry_after_seconds: retryAfter })
  expect(Object.keys(response.json).sort()).toEqual(["error", "ok", "retry_after_seconds"])
}

describe("rate limits: per plan for a credential, per IP without one", () => {
  test("60 requests per minute per IP without a session, then the exact 429", async () => {
    const client = makeClient(world.server.url)
    for (let i = 1; i <= 60; i++) {
      const response = await client.request("GET", "/api/health")
      expect(response.status).toBe(200)
      expect(response.headers.get("ratelimit-limit")).toBe("60")
      expect(response.headers.get("ratelimit-remaining")).toBe(String(60 - i))
      expect(Number(response.headers.get("ratelimit-reset"))).toBeGreaterThanOrEqual(1)
    }
    const limited = await client.request("GET", "/api/health")
    expectExact429(limited)
    expect(limited.headers.get("ratelimit-limit")).toBe("60")
    expect(limited.headers.get("ratelimit-remaining")).toBe("0")
    // Any /api/* route counts, public or not; another address is not affected.
    expectExact429(await client.request("POST", "/api/waitlist", { body: { email: "x@example.com" } }))
    expect((await makeClient(world.server.url).request("GET", "/api/health")).status).toBe(200)
  })

  test("a trial session gets Pro's 120 per minute, counted per session, not per IP", async () => {
    const user = await signUp(world.server.url, world.smtp)
    const first = await user.client.request("GET", "/api/account")
    expect(first.headers.get("ratelimit-limit")).toBe("120")
    const used = 120 - Number(first.headers.get("ratelimit-remaining"))
    for (let i = used; i < 120; i++) expect((await user.client.request("GET", "/api/health")).status).toBe(200)
    expectExact429(await user.client.request("GET", "/api/account"))
    // The same IP without the session still has its own bucket.
    const sameAddress = makeClient(world.server.url, {}, user.client.address)
    expect((await sameAddress.request("GET", "/api/health")).status).toBe(200)
  })

  test("cron routes are not limited", async () => {
    const cron = makeClient(world.server.url, { authorization: "Bearer cron-secret-for-rate-limit-tests" })
    for (let i = 0; i < 80; i++) {
      const response = await cron.request("POST", "/api/cron/retention")
      expect(response.status).not.toBe(429)
      expect(response.headers.get("ratelimit-limit")).toBeNull()
    }
  })

  test("without TRUST_PROXY the socket address counts and X-Forwarded-For is ignored", async () => {
    const direct = await startServer({})
    try {
      // Start-up health polls already used part of the loopback address's bucket.
      const first = await makeClient(direct.url, {}, "192.0.2.200").request("GET", "/api/health")
      let remaining = Number(first.headers.get("ratelimit-remaining"))
      for (let i = 0; remaining > 0; i++) {
        const response = await makeClient(direct.url, {}, `192.0.2.${i}`).request("GET", "/api/health")
        expect(response.status).toBe(200)
        // Each new X-Forwarded-For value still drains the one socket-address bucket.
        expect(Number(response.headers.get("ratelimit-remaining"))).toBe(remaining - 1)
        remaining -= 1
      }
      expectExact429(await makeClient(direct.url, {}, "198.51.100.7").request("GET", "/api/health"))
    } finally {
      await direct.stop()
    }
  })

  test("with REDIS_URL two processes share the counters", async () => {
    const redisUrl = process.env["REDIS_URL"] ?? "redis://127.0.0.1:6379"
    const a = await startServer({ REDIS_URL: redisUrl, TRUST_PROXY: "true" })
    const b = await startServer({ REDIS_URL: redisUrl, TRUST_PROXY: "true" })
    try {
      const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}-${Date.now()}`
      for (let i = 0; i < 30; i++) {
        expect((await makeClient(a.url, {}, address).request("GET", "/api/health")).status).toBe(200)
      }
      for (let i = 0; i < 30; i++) {
        expect((await makeClient(b.url, {}, address).request("GET", "/api/health")).status).toBe(200)
      }
      expectExact429(await makeClient(a.url, {}, address).request("GET", "/api/health"))
      expectExact429(await makeClient(b.url, {}, address).request("GET", "/api/health"))
    } finally {
      await a.stop()
      await b.stop()
    }
    // Two servers start here: on a busy machine that alone takes seconds.
  }, 30_000)
})
