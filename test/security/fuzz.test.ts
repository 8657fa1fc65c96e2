/**
 * Property-based walk of the whole API: every operation of the served OpenAPI
 * document gets generated and mutated path parameters, query parameters and
 * bodies (fast-check, fixed seed, bounded runs), sent signed in as a real
 * account (bearer, API key, or session cookie from our own origin), with its
 * cookie from another site, without credentials, or with a forged one. For
 * every answer:
 * - never a 5xx, never a stack trace or a source path;
 * - the security headers; a write with the cookie from another site is a 403;
 * - every 4xx is `{ok:false, error, message}` (429: `retry_after_seconds`, as documented);
 * - a refused request changed nothing: the account's data and the service's
 *   row counts are the same before and after.
 */
import { SQL } from "bun"
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import fc from "fast-check"
import { PRICE_ENV } from "../billing/support.js"
import { createBillingEmulator } from "../emulators/payments-billing.js"
import { type SignedIn, signUp } from "../support/accounts.js"
import { isRecord, makeClient } from "../support/client.js"
import { dbQuery, isPostgres, type OpenDatabase, openDatabase } from "../support/db.js"
import { type ProviderWorld, startProviderWorld } from "../support/provider-world.js"
import { chargeMappings, emulatorIntegrationBody } from "../support/sync.js"
import { type FuzzRequest, type KnownIds, type Operation, operationsOf, requestsFor } from "./fuzz-requests.js"

const SEED = 20261123
const RUNS_PER_OPERATION = 30

/**
 * Operations that, when they succeed for the walking account, end it or its session: walked without its
 * credentials, and with its cookie from another site (which must be refused).
 */
const ENDS_THE_WALKER = new Set(["DELETE /api/account", "DELETE /api/auth/session"])

let world: ProviderWorld
let database: OpenDatabase | undefined
let doc: Record<string, unknown>
let nextAddress = 0

/** A real account the walk signs in as, with data of every kind to aim at. */
interface Walker {
  readonly user: SignedIn
  readonly apiKey: string
  /** Its integrations, sync failure and API key. */
  readonly ids: ReadonlyArray<string>
}

/** Two walkers take turns by operation, so that neither spends its plan's requests per minute. */
let walkers: ReadonlyArray<Walker> = []

const one = async (sql: string, params: ReadonlyArray<string>) => {
  if (database === undefined) throw new Error("the database is not open yet")
  return JSON.stringify(await database.query(sql, params))
}

/**
 * What a refused request must leave as it was. Columns a sync run in the
 * background may write (status, cursor, last sync, updated_at) and API-key
 * "last used" stamps are left out: a successful retry earlier in the walk
 * starts a run that may finish at any time.
 */
const snapshot = async (): Promise<Record<string, string>> => {
  const [a = "", b = ""] = walkers.map((w) => w.user.email)
  const byAccount = "JOIN accounts a ON a.id = x.account_id WHERE a.email IN (?, ?)"
  const parts = await Promise.all([
    one("SELECT * FROM accounts WHERE email IN (?, ?) ORDER BY id", [a, b]),
    one(
      `SELECT x.id, x.source, x.destination, x.source_credentials, x.destination_credentials, x.suspended_status
        FROM integrations x ${byAccount} ORDER BY x.id`,
      [a, b]
    ),
    one(
      `SELECT m.* FROM field_mappings m JOIN integrations x ON x.id = m.integration_id ${byAccount}
        ORDER BY m.integration_id, m.position`,
      [a, b]
    ),
    one(`SELECT x.id, x.name, x.prefix, x.key_hash FROM api_keys x ${byAccount} ORDER BY x.id`, [a, b]),
    one(`SELECT x.id, x.expires_at FROM sessions x ${byAccount} ORDER BY x.id`, [a, b]),
    one("SELECT id, resolved_at FROM sync_failures WHERE id LIKE ? ORDER BY id", ["fail_fuzz_%"]),
    // The row billing keeps for an account with no subscription yet is made on first use, by reads too:
    // it says the same as no row, so only rows that say more count.
    one(
      "SELECT * FROM subscriptions WHERE NOT (status = 'none' AND processor_customer_id IS NULL) ORDER BY account_id",
      []
    ),
    one(
      `SELECT (SELECT COUNT(*) FROM accounts) AS accounts, (SELECT COUNT(*) FROM integrations) AS integrations,
        (SELECT COUNT(*) FROM field_mappings) AS mappings, (SELECT COUNT(*) FROM api_keys) AS keys,
        (SELECT COUNT(*) FROM sessions) AS sessions, (SELECT COUNT(*) FROM magic_links) AS links,
        (SELECT COUNT(*) FROM oauth_states) AS states, (SELECT COUNT(*) FROM outbox) AS mail,
        (SELECT COUNT(*) FROM waitlist) AS waitlist, (SELECT COUNT(*) FROM webhook_events) AS webhooks`,
      []
    )
  ])
  const names = [
    "accounts",
    "integrations",
    "mappings",
    "api_keys",
    "sessions",
    "sync_failures",
    "subscriptions",
    "counts"
  ]
  return Object.fromEntries(parts.map((part, i) => [names[i] ?? String(i), part]))
}

/** The parts of the snapshot that differ, before → after. */
const changes = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(before)
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} → ${after[name]}`)

type Caller = "bearer" | "api_key" | "cookie" | "cross_site" | "none" | "forged"

const headersFor = (caller: Caller, walker: Walker): Record<string, string> => {
  switch (caller) {
    case "bearer":
      return { authorization: `Bearer ${walker.user.token}` }
    case "api_key":
      return { "x-api-key": walker.apiKey }
    case "cookie":
      // A browser on our own pages: the cookie, with our origin on writes.
      return { cookie: `salesync_session=${walker.user.token}`, origin: world.server.url }
    case "cross_site":
      // Another site's page making the walker's browser send its cookie.
      return {
        cookie: `salesync_session=${walker.user.token}`,
        origin: "https://attacker.example",
        "sec-fetch-site": "cross-site"
      }
    case "none":
      return {}
    case "forged":
      return { authorization: "Bearer sst_forged-token-that-was-never-issued", cookie: "salesync_session=sst_forged" }
  }
}

const send = async (operation: Operation, request: FuzzRequest, caller: Caller, walker: Walker) => {
  // Each request from its own address: the per-address limit of anonymous callers is not what is walked here.
  const address = `10.${200 + (nextAddress % 50)}.${Math.floor(nextAddress / 250) % 250}.${(nextAddress++ % 250) + 1}`
  const headers: Record<string, string> = { ...headersFor(caller, walker) }
  if (request.body !== undefined) headers["content-type"] = request.body.contentType
  return makeClient(world.server.url, {}, address).request(operation.method, request.path, {
    headers,
    ...(request.body === undefined ? {} : { raw: request.body.text })
  })
}

const callersFor = (operation: Operation): ReadonlyArray<Caller> =>
  ENDS_THE_WALKER.has(`${operation.method} ${operation.template}`)
    ? ["none", "forged", "cross_site"]
    : ["bearer", "bearer", "api_key", "cookie", "cookie", "cross_site", "none", "forged"]

const salesTable = {
  tables: [{ name: "Sales", fields: [{ name: "Sync ID" }, { name: "Amount", type: "number" }, { name: "Currency" }] }]
}

/** A signed-up account on the business plan (600 requests a minute) with an integration, a mapping, a key and a failure. */
const makeWalker = async (label: string): Promise<Walker> => {
  const user = await signUp(world.server.url, world.smtp)
  await dbQuery(world.server.dataDir, "UPDATE accounts SET plan = 'enterprise' WHERE email = ?", [user.email])
  const base = world.tables.createBase(salesTable)
  const created = await user.client.request("POST", "/api/integrations", {
    body: emulatorIntegrationBody(user.email, base.id)
  })
  expect(created.status).toBe(201)
  const integration = String(created.json["integration_id"])
  const mappings = chargeMappings.filter((m) => ["Amount", "Currency"].includes(m.destination_field))
  const applied = await user.client.request("POST", "/api/schema/infer/apply", {
    body: { integration_id: integration, mappings }
  })
  expect(applied.status).toBeLessThan(300)
  const key = await user.client.request("POST", "/api/account/api-keys", { body: { name: "fuzz" } })
  const secret = isRecord(key.json["api_key"]) ? key.json["api_key"] : {}
  // Unique per run: a PostgreSQL database outlives the run.
  const failure = `fail_fuzz_${label}_${Date.now().toString(36)}`
  await dbQuery(
    world.server.dataDir,
    "INSERT INTO sync_failures (id, integration_id, attempt_count, error_message, occurred_at) VALUES (?, ?, 3, 'boom', ?)",
    [
      failure,
      integration,
      new Date().toISOString()
    ]
  )
  return { user, apiKey: String(secret["key"]), ids: [integration, user.integrationId, failure, String(secret["id"])] }
}

/**
 * On PostgreSQL the run's database is shared by every suite, and the walk counts every table's rows: what another
 * suite's server or a browser still finishing writes there would read as the walk's doing. The walk gets a database
 * of its own (dropped afterwards), where only it and its own server write.
 */
const runsDatabase = process.env["DATABASE_URL"]
let ownDatabase: { readonly name: string; readonly admin: SQL } | undefined
const useOwnDatabase = async () => {
  if (!isPostgres() || runsDatabase === undefined) return
  const admin = new SQL(runsDatabase)
  const name = `salesync_fuzz_${Date.now()}_${process.pid}`
  await admin.unsafe(`CREATE DATABASE ${name}`)
  ownDatabase = { name, admin }
  const url = new URL(runsDatabase)
  url.pathname = `/${name}`
  process.env["DATABASE_URL"] = url.toString()
}
const dropOwnDatabase = async () => {
  // Only what it set is put back: assigning undefined to process.env would set the text "undefined".
  if (ownDatabase === undefined) return
  process.env["DATABASE_URL"] = runsDatabase
  await ownDatabase.admin.unsafe(`DROP DATABASE IF EXISTS ${ownDatabase.name} WITH (FORCE)`)
  await ownDatabase.admin.close()
}

beforeAll(async () => {
  await useOwnDatabase()
  // Billing configured as in production, against the payments emulator's billing routes.
  const billing = createBillingEmulator()
  world = await startProviderWorld({
    tablesClientSecret: "fuzz-tables-client-secret",
    payments: { routes: [billing.route] },
    tables: { rateLimit: false },
    storefront: { rateLimit: false },
    marketplace: { rateLimit: false },
    office: { quota: false },
    env: {
      CRON_SECRET: `fuzz-cron-${crypto.randomUUID()}`,
      STRIPE_SECRET_KEY: "sk_test_emulator",
      STRIPE_WEBHOOK_SECRET: `whsec_fuzz_${crypto.randomUUID()}`,
      ...PRICE_ENV
    }
  })
  walkers = [await makeWalker("a"), await makeWalker("b")]
  database = openDatabase(world.server.dataDir)
  const served = await makeClient(world.server.url).request("GET", "/api/openapi.json")
  expect(served.status).toBe(200)
  doc = served.json
}, 60_000)

afterAll(async () => {
  await database?.close()
  await world.stop()
  await dropOwnDatabase()
})

const expectContract = (status: number, body: unknown, text: string) => {
  expect(status).toBeLessThan(500)
  if (status < 400) return
  // An error tells what was wrong with the request, never where in the code it failed.
  expect(text).not.toMatch(/node_modules|\/src\/|\.ts:\d+|\bat [A-Za-z.<>]+ \(/)
  expect(isRecord(body)).toBe(true)
  const error = isRecord(body) ? body : {}
  expect(error["ok"]).toBe(false)
  expect(typeof error["error"]).toBe("string")
  if (status === 429) expect(typeof error["retry_after_seconds"]).toBe("number")
  else expect(typeof error["message"]).toBe("string")
}

describe("fuzzing every operation of the OpenAPI document", () => {
  test("the document lists the operations the walk covers", () => {
    const operations = operationsOf(doc)
    expect(operations.length).toBeGreaterThanOrEqual(40)
    expect(operations.some((o) => o.body !== null)).toBe(true)
    expect(operations.some((o) => o.pathParams.length > 0)).toBe(true)
  })

  test(
    "never a 5xx; every 4xx in the error shape; a refused request changes nothing",
    async () => {
      const operations = operationsOf(doc)
      let sent = 0
      const statuses = new Map<number, number>()
      for (const [index, operation] of operations.entries()) {
        const callers = callersFor(operation)
        const walker = walkers[index % 2] ?? walkers[0]
        const other = walkers[(index + 1) % 2] ?? walkers[0]
        if (walker === undefined || other === undefined) throw new Error("no walkers")
        const ids: KnownIds = { own: walker.ids, foreign: other.ids }
        await fc.assert(
          fc.asyncProperty(requestsFor(doc, operation, ids), fc.constantFrom(...callers), async (request, caller) => {
            const before = await snapshot()
            const response = await send(operation, request, caller, walker)
            sent += 1
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
            const context = `${operation.method} ${request.path} as ${caller} (${
              request.body?.contentType ?? "no body"
            }: ${request.body?.text.slice(0, 300) ?? ""}) → ${response.status} ${
              JSON.stringify(response.body).slice(0, 300)
            }`
            try {
              expectContract(
                response.status,
                response.body,
                typeof response.body === "string" ? response.body : JSON.stringify(response.body)
              )
              expect(response.headers.get("x-content-type-options")).toBe("nosniff")
              expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
              // Another site never writes with the walker's cookie.
              if (caller === "cross_site" && operation.method !== "GET") expect(response.status).toBe(403)
              if (response.status >= 400) expect(changes(before, await snapshot())).toEqual([])
            } catch (failure) {
              throw new Error(`${context}\n${String(failure).slice(0, 1500)}`)
            }
          }),
          { seed: SEED + index, numRuns: RUNS_PER_OPERATION, endOnFailure: true }
        )
      }
      // The walk reached past the front door: answers of every family came back.
      expect(sent).toBe(operations.reduce((n) => n + RUNS_PER_OPERATION, 0))
      expect([...statuses.keys()].some((s) => s >= 200 && s < 300)).toBe(true)
      expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThanOrEqual(4)
    },
    240_000
  )
})
