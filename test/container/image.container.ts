/**
 * The container image, built from the Dockerfile with podman on a local
 * stand-in of the official Bun base image, run as a platform runs it. Run by
 * `bun run test:container` (not part of `bun test`: it builds an image).
 */
import { SQL } from "bun"
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { randomBytes } from "node:crypto"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { type PaymentsEmulator, startPaymentsEmulator } from "../emulators/payments.js"
import { startTablesEmulator, type TablesEmulator } from "../emulators/tables.js"
import { signUp } from "../support/accounts.js"
import { makeClient } from "../support/client.js"
import { freePort } from "../support/server.js"
import { type SmtpSink, startSmtp } from "../support/smtp.js"
import { chargeMapping, CRON_SECRET, emulatorIntegrationBody, salesTable, waitForLogs } from "../support/sync.js"
import { buildImage, podman, remove, root, runContainer, stopContainer, waitForHealth, waitForLog } from "./podman.js"

const GRACE_MS = 10_000
const run = `${process.pid}-${Date.now().toString(36)}`
const containers: Array<string> = []
const volumes: Array<string> = []
const named = (what: string) => {
  const name = `salesync-test-${what}-${run}`
  containers.push(name)
  return name
}

let image: string
let smtp: SmtpSink

beforeAll(async () => {
  image = await buildImage(`localhost/salesync:test-${run}`)
  smtp = await startSmtp()
}, 600_000)

afterAll(async () => {
  await remove("container", containers)
  await remove("volume", volumes)
  if (image !== undefined) await podman("rmi", "-f", image)
  await smtp?.stop()
})

const manifest: { devDependencies: Record<string, string> } = JSON.parse(
  readFileSync(join(root, "package.json"), "utf8")
)

interface InspectedImage {
  readonly Config: {
    readonly User: string
    readonly Env: ReadonlyArray<string>
    readonly Volumes: Record<string, unknown>
    readonly ExposedPorts: Record<string, unknown>
    readonly Cmd: ReadonlyArray<string>
  }
  readonly Healthcheck: { readonly Test: ReadonlyArray<string> }
}

describe("the image", () => {
  test("runs as bun with DATA_DIR=/data as a volume, exposes 3000, checks health with bun, runs the service in exec form", async () => {
    const [inspected]: ReadonlyArray<InspectedImage> = JSON.parse(
      (await podman("image", "inspect", image, "--format", "json")).stdout
    )
    if (inspected === undefined) throw new Error(`podman image inspect ${image}: nothing`)
    expect(inspected.Config.User).toBe("bun")
    expect(inspected.Config.Env).toContain("DATA_DIR=/data")
    expect(Object.keys(inspected.Config.Volumes)).toEqual(["/data"])
    expect(Object.keys(inspected.Config.ExposedPorts)).toEqual(["3000/tcp"])
    expect(inspected.Config.Cmd).toEqual(["bun", "src/main.ts"])
    expect(inspected.Healthcheck.Test).toEqual(["CMD", "bun", "src/healthcheck.ts"])
  })

  test("holds production dependencies only, and no tests, benchmarks, history or local data", async () => {
    const listing = await podman(
      "run",
      "--rm",
      "--network",
      "host",
      "--ulimit",
      "nofile=20000:20000",
      "--ulimit",
      "nproc=4000:4000",
      image,
      "bun",
      "-e",
      [
        "const fs = require('fs')",
        "const packages = fs.readdirSync('node_modules').flatMap((n) => n.startsWith('@') ? fs.readdirSync('node_modules/' + n).map((m) => n + '/' + m) : [n])",
        "console.log(JSON.stringify({ uid: process.getuid(), app: fs.readdirSync('.').sort(), packages }))"
      ].join(";")
    )
    expect(listing.code).toBe(0)
    const seen: { uid: number; app: ReadonlyArray<string>; packages: ReadonlyArray<string> } = JSON.parse(
      listing.stdout
    )
    expect(seen.uid).toBe(1000)
    expect(seen.packages).toContain("effect")
    expect(seen.packages).toContain("@apiture/openapi-down-convert")
    expect(seen.packages.filter((name) => manifest.devDependencies[name] !== undefined)).toEqual([])
    expect(seen.app.filter((entry) => ["test", "bench", ".git", "data", ".ci", "scripts"].includes(entry))).toEqual([])
  })
})

test(
  "with a /data volume: healthy, an account outlives its container, SIGTERM stops it within 10 s with exit 0",
  async () => {
    const volume = `salesync-test-data-${run}`
    volumes.push(volume)
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    const env = { PORT: String(port), HOST: "127.0.0.1", SMTP_URL: smtp.url, SYNC_SCHEDULE: "false" }

    const first = named("api-1")
    await runContainer(image, first, { env, volume })
    expect(await (await waitForHealth(url, first, 30_000)).json()).toEqual({ ok: true })
    expect((await podman("exec", first, "id", "-u")).stdout).toBe("1000")
    expect((await podman("healthcheck", "run", first)).code).toBe(0)
    const user = await signUp(url, smtp)
    const stopped = await stopContainer(first)
    expect(stopped.exitCode).toBe(0)
    expect(stopped.ms).toBeLessThan(GRACE_MS)

    // A new container on the same volume: same database, same encryption key.
    const second = named("api-2")
    await runContainer(image, second, { env, volume })
    await waitForHealth(url, second, 30_000)
    const account = await makeClient(url).withAuth(user.token).request("GET", "/api/account")
    expect(account.status).toBe(200)
    expect(JSON.stringify(account.json)).toContain(user.email)
    const integrations = await makeClient(url).withAuth(user.token).request("GET", "/api/dashboard/integrations")
    expect(JSON.stringify(integrations.json)).toContain(user.integrationId)
    const again = await stopContainer(second)
    expect(again.exitCode).toBe(0)
    expect(again.ms).toBeLessThan(GRACE_MS)
  },
  120_000
)

describe("the scale-out topology from the same image", () => {
  const adminUrl = process.env["SCALE_TEST_POSTGRES_URL"] ?? "postgres://postgres@127.0.0.1:5432/postgres"
  const database = `salesync_container_${Date.now()}_${process.pid}`
  let payments: PaymentsEmulator
  let tables: TablesEmulator

  beforeAll(async () => {
    const admin = new SQL(adminUrl)
    await admin.unsafe(`CREATE DATABASE ${database}`)
    await admin.close()
    payments = await startPaymentsEmulator({ rateLimit: false })
    tables = await startTablesEmulator({ rateLimit: true })
  })
  afterAll(async () => {
    await payments?.stop()
    await tables?.stop()
    const admin = new SQL(adminUrl)
    await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await admin.close()
  })

  test(
    "an API container (SYNC_RUNNERS=external) and a worker container sync every charge; both stop on SIGTERM within 10 s",
    async () => {
      const shared = {
        DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${database}`),
        REDIS_URL: process.env["REDIS_URL"] ?? "redis://127.0.0.1:6379",
        ENCRYPTION_KEY: randomBytes(32).toString("base64"),
        CRON_SECRET,
        PAYMENTS_API_URL: payments.url,
        TABLES_API_URL: tables.url,
        SMTP_URL: smtp.url,
        SYNC_SCHEDULE: "false"
      }
      const port = await freePort()
      const url = `http://127.0.0.1:${port}`
      const api = named("api-external")
      await runContainer(image, api, {
        env: { ...shared, PORT: String(port), HOST: "127.0.0.1", SYNC_RUNNERS: "external" }
      })
      await waitForHealth(url, api, 30_000)
      const worker = named("worker")
      const runnerPort = String(await freePort())
      await runContainer(image, worker, {
        env: { ...shared, RUNNER_HOST: "127.0.0.1", RUNNER_PORT: runnerPort },
        command: ["bun", "src/worker.ts"]
      })
      await waitForLog(worker, /Listening on/, 30_000)
      expect((await podman("exec", worker, "bun", "src/healthcheck.ts", "runner")).code).toBe(0)

      payments.addCharges(40)
      const user = await signUp(url, smtp)
      const base = tables.createBase({ tables: [salesTable] })
      const created = await user.client.request("POST", "/api/integrations", {
        body: emulatorIntegrationBody(user.email, base.id)
      })
      const id = String(created.json["integration_id"])
      expect((await user.client.request("POST", "/api/schema/infer/apply", { body: chargeMapping(id) })).status).toBe(
        200
      )
      expect((await user.client.request("POST", `/api/integrations/${id}/retry`)).status).toBe(200)
      const log = await waitForLogs(user.client, id, 1, 60_000)
      expect(log["status"]).toBe("success")
      const ids = tables.records(base.id, "Sales").map((r) => r.fields["Sync ID"])
      expect(ids.length).toBe(payments.chargeCount())
      expect(new Set(ids).size).toBe(ids.length)

      for (const name of [worker, api]) {
        const stopped = await stopContainer(name)
        expect({ name, exitCode: stopped.exitCode, inTime: stopped.ms < GRACE_MS }).toEqual({
          name,
          exitCode: 0,
          inTime: true
        })
      }
    },
    180_000
  )
})
