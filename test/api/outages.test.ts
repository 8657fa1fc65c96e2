/**
 * Outages of the shared services, as an operator would live them: a Redis of
 * the test's own stopped for 15 s, and the PostgreSQL connection cut (through
 * a proxy, so the machine's database stays up for everyone else).
 */
import { SQL } from "bun"
import { describe, expect, test } from "bun:test"
import { signUp } from "../support/accounts.js"
import { makeClient } from "../support/client.js"
import { startOwnRedis, startProxy } from "../support/outage.js"
import { startServer } from "../support/server.js"
import { chargeMapping, emulatorIntegrationBody, salesTable, useEmulators, waitForLogs } from "../support/sync.js"

const world = useEmulators()

const timed = async <A>(call: () => Promise<A>) => {
  const started = performance.now()
  const result = await call()
  return { result, ms: performance.now() - started }
}

describe("outages", () => {
  test(
    "Redis stopped for 15 s: the API answers within a second, syncs go on, shared limits come back by themselves",
    async () => {
      const { smtp, payments, tables } = world
      const redis = await startOwnRedis()
      const server = await startServer({
        REDIS_URL: redis.url,
        SMTP_URL: smtp.url,
        PAYMENTS_API_URL: payments.url,
        TABLES_API_URL: tables.url,
        TRUST_PROXY: "true",
        LOG_LEVEL: "info"
      })
      try {
        payments.addCharges(300 - payments.chargeCount())
        const user = await signUp(server.url, smtp)
        const base = tables.createBase({ tables: [salesTable] }).id
        const created = await user.client.request("POST", "/api/integrations", {
          body: emulatorIntegrationBody(user.email, base)
        })
        const id = String(created.json["integration_id"])
        expect((await user.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(id) })).status).toBe(
          200
        )
        const sharedKeys = async () =>
          (await redis.cli("--scan", "--pattern", "salesync:ratelimit:*")).split("\n").filter(Boolean)
        expect((await sharedKeys()).length).toBeGreaterThan(0)

        await redis.stop()
        const outageEnds = Date.now() + 15_000
        // A sync started during the outage: its Airtable pacing goes through the limiter too.
        expect((await user.client.request("POST", `/api/integrations/${id}/retry`)).status).toBe(200)
        const ready = await makeClient(server.url).request("GET", "/api/ready")
        expect(ready.status).toBe(503)
        expect(ready.json["error"]).toBe("service_unavailable")
        expect(String(ready.json["message"])).toContain("Redis")
        let slowest = 0
        let requests = 0
        while (Date.now() < outageEnds) {
          const account = await timed(() => user.client.request("GET", "/api/account"))
          const anonymous = await timed(() => makeClient(server.url).request("GET", "/api/health"))
          expect(account.result.status).toBe(200)
          expect(anonymous.result.status).toBe(200)
          slowest = Math.max(slowest, account.ms, anonymous.ms)
          requests += 2
          await Bun.sleep(200)
        }
        console.log(`Redis outage: ${requests} API requests, slowest ${Math.round(slowest)} ms`)
        expect(slowest).toBeLessThan(1000)
        // The sync went on without Redis and finished during the outage.
        const log = await waitForLogs(user.client, id, 1, 1)
        expect(log["status"]).toBe("success")
        expect(log["records_synced"]).toBe(300)

        await redis.start()
        const deadline = Date.now() + 10_000
        while ((await sharedKeys()).length === 0 && Date.now() < deadline) {
          await user.client.request("GET", "/api/account")
          await Bun.sleep(200)
        }
        expect((await sharedKeys()).length).toBeGreaterThan(0)
        const back = await makeClient(server.url).request("GET", "/api/ready")
        expect(back.status).toBe(200)
        expect(back.json).toEqual({ ok: true, database: "ok", redis: "ok" })

        const output = server.output()
        expect(output.split("Redis unreachable").length - 1).toBe(1)
        expect(output).toContain("Redis is back")
        expect(output).not.toContain("Unhandled error event")
      } finally {
        await server.stop()
        await redis.dispose()
      }
    },
    90_000
  )

  test(
    "the database cut off: liveness stays up, readiness and every request answer the documented JSON, logged",
    async () => {
      const { smtp } = world
      const adminUrl = process.env["SCALE_TEST_POSTGRES_URL"] ?? "postgres://postgres@127.0.0.1:5432/postgres"
      const database = `salesync_outage_${Date.now()}_${process.pid}`
      const admin = new SQL(adminUrl)
      await admin.unsafe(`CREATE DATABASE ${database}`)
      const target = new URL(adminUrl)
      const proxy = await startProxy(Number(target.port || "5432"))
      target.port = String(proxy.port)
      target.pathname = `/${database}`
      const server = await startServer({ DATABASE_URL: target.toString(), SMTP_URL: smtp.url, TRUST_PROXY: "true" })
      try {
        const user = await signUp(server.url, smtp)
        expect((await makeClient(server.url).request("GET", "/api/ready")).json).toEqual({
          ok: true,
          database: "ok",
          redis: "not_configured"
        })

        proxy.cut()
        const health = await makeClient(server.url).request("GET", "/api/health")
        expect(health.status).toBe(200)
        const ready = await timed(() => makeClient(server.url).request("GET", "/api/ready"))
        expect(ready.result.status).toBe(503)
        expect(ready.result.json["error"]).toBe("service_unavailable")
        expect(String(ready.result.json["message"])).toContain("database")
        expect(ready.ms).toBeLessThan(5000)
        // Session-authenticated: the caller lookup itself fails.
        const account = await user.client.request("GET", "/api/account")
        expect(account.status).toBe(503)
        expect(account.json).toEqual({ ok: false, error: "service_unavailable", message: expect.any(String) })
        // Anonymous, reaching a handler that needs the database.
        const waitlist = await makeClient(server.url).request("POST", "/api/waitlist", {
          body: { email: "outage@example.com" }
        })
        expect([500, 503]).toContain(waitlist.status)
        expect(waitlist.json["ok"]).toBe(false)
        expect(typeof waitlist.json["message"]).toBe("string")
        expect(server.output()).toContain("the caller could not be looked up")

        proxy.restore()
        const deadline = Date.now() + 30_000
        while (
          (await makeClient(server.url).request("GET", "/api/ready")).status !== 200 && Date.now() < deadline
        ) await Bun.sleep(250)
        expect((await user.client.request("GET", "/api/account")).status).toBe(200)
      } finally {
        await server.stop()
        proxy.stop()
        await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
        await admin.close()
      }
    },
    90_000
  )
})
