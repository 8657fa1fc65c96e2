/**
 * The world of the pair tests: the five provider emulators (API, authorize
 * and token endpoints), a real SMTP sink and one real service wired to all of
 * them, plus what every pair test needs on top: onboarding an integration the
 * way a merchant does, saving a mapping, running a sync and waiting for its
 * log, connecting a side through the provider's OAuth consent like a browser,
 * reading what the service stored (decrypted), and the destinations' rows.
 */
import { expect } from "bun:test"
import type { Emulator, Fault } from "../emulators/harness.js"
import { uniqueEmail } from "../support/accounts.js"
import { type Client, isRecord, items, makeClient } from "../support/client.js"
import { keepCookies, newJar, withCookies } from "../support/cookie-jar.js"
import { dbQuery } from "../support/db.js"
import { decrypt, type ProviderWorld, startProviderWorld } from "../support/provider-world.js"
import { linkIn, tokenOf } from "../support/smtp.js"

export { decrypt }

export const TABLES_CLIENT_SECRET = "pairs-tables-client-secret"

export type PairsWorld = ProviderWorld

export const startPairsWorld = (): Promise<PairsWorld> =>
  startProviderWorld({
    // Airtable's 5 requests/s per base with its 30 s penalty stays on: a healthy sync never meets it.
    tablesClientSecret: TABLES_CLIENT_SECRET,
    // The marketplace's real budget (one request a minute after a burst of 20) only where a test is about it.
    marketplace: { rateLimit: false },
    // Every refresh hands out a new refresh token: the stricter case for the connector.
    office: { rotateRefreshTokens: true },
    env: { SYNC_SCHEDULE: "false" }
  })

// ---------------------------------------------------------------------------
// Integrations, mappings and runs through the public API

export type Credentials = Record<string, unknown>

export interface MappingEntry {
  readonly source_field: string
  readonly destination_field: string
  readonly transform: string | null
}

export interface Onboarded {
  readonly integrationId: string
  readonly email: string
  /** The owner's API client (session bearer, own client address). */
  readonly client: Client
  readonly token: string
}

/** Onboards a new merchant with one integration (POST /api/integrations, no auth) and signs in through the mailed link. */
export const onboard = async (
  world: PairsWorld,
  body: { source: string; destination: string; source_credentials?: Credentials; destination_credentials?: Credentials }
): Promise<Onboarded> => {
  const email = uniqueEmail("pairs")
  const anonymous = makeClient(world.server.url)
  const since = world.smtp.messages.length
  const created = await anonymous.request("POST", "/api/integrations", { body: { email, ...body } })
  if (created.status !== 201) throw new Error(`onboarding failed (${created.status}): ${JSON.stringify(created.body)}`)
  const integrationId = String(created.json["integration_id"])
  const session = await anonymous.request("POST", "/api/auth/session", {
    body: { token: tokenOf(linkIn((await world.smtp.waitFor(email, since)).raw)) }
  })
  expect(session.status).toBe(200)
  const token = String(session.json["access_token"])
  return { integrationId, email, client: anonymous.withAuth(token), token }
}

export const saveMapping = async (it: Onboarded, mappings: ReadonlyArray<MappingEntry>): Promise<void> => {
  const applied = await it.client.request("POST", "/api/schema/infer/apply", {
    body: { integration_id: it.integrationId, mappings }
  })
  if (applied.status !== 200) throw new Error(`mapping refused (${applied.status}): ${JSON.stringify(applied.body)}`)
}

/**
 * Saves a mapping the way the dashboard's editor does (PATCH), which does not
 * read the destination first: a test about tokens sees the sync make the first
 * provider call.
 */
export const saveMappingFromDashboard = async (it: Onboarded, mappings: ReadonlyArray<MappingEntry>): Promise<void> => {
  const saved = await it.client.request("PATCH", `/api/dashboard/mappings/${it.integrationId}`, {
    body: { integration_id: it.integrationId, mappings }
  })
  if (saved.status !== 200) throw new Error(`mapping refused (${saved.status}): ${JSON.stringify(saved.body)}`)
}

/** GET on the API that waits out our own per-session limit instead of failing the test on it. */
const getJson = async (client: Client, path: string): Promise<Record<string, unknown>> => {
  for (;;) {
    const response = await client.request("GET", path)
    if (response.status === 429) {
      await Bun.sleep(Number(response.headers.get("retry-after") ?? "1") * 1000)
      continue
    }
    if (response.status !== 200) throw new Error(`GET ${path} → ${response.status}: ${JSON.stringify(response.body)}`)
    return response.json
  }
}

export const logsOf = async (it: Onboarded) =>
  items(await getJson(it.client, `/api/dashboard/sync-logs/${it.integrationId}?limit=200`), "logs")

export const statusOf = async (it: Onboarded) =>
  items(await getJson(it.client, "/api/dashboard/integrations?limit=200"), "integrations").find((i) =>
    i["id"] === it.integrationId
  )?.["status"]

export const failuresOf = async (it: Onboarded) =>
  items(
    await getJson(it.client, `/api/dashboard/sync-errors?integration_id=${it.integrationId}&resolved=false`),
    "errors"
  )

/** Logs written for the integration so far, straight from the database (no API budget spent on waiting). */
const logCount = async (world: PairsWorld, it: Onboarded): Promise<number> =>
  Number(
    (await dbQuery(world.server.dataDir, "SELECT COUNT(*) AS n FROM sync_logs WHERE integration_id = ?", [
      it.integrationId
    ]))[0]?.["n"]
  )

/**
 * POST /retry, waits until the run has written its log, and returns that log
 * as the dashboard shows it (the newest of /api/dashboard/sync-logs).
 */
export const runSync = async (
  world: PairsWorld,
  it: Onboarded,
  timeoutMs = 30_000
): Promise<Record<string, unknown>> => {
  const before = await logCount(world, it)
  const queued = await it.client.request("POST", `/api/integrations/${it.integrationId}/retry`)
  expect(queued.status).toBe(200)
  expect(queued.json).toEqual({ ok: true, status: "queued", integration_id: it.integrationId })
  const deadline = Date.now() + timeoutMs
  while ((await logCount(world, it)) === before) {
    if (Date.now() > deadline) {
      throw new Error(`integration ${it.integrationId}: no new sync log within ${timeoutMs} ms`)
    }
    await Bun.sleep(40)
  }
  const logs = await logsOf(it)
  expect(logs.length).toBe(before + 1)
  return logs[0] ?? {}
}

// ---------------------------------------------------------------------------
// What the service stored

export const storedCredentials = async (
  world: PairsWorld,
  it: Onboarded,
  side: "source" | "destination"
): Promise<Credentials> => {
  const [row] = await dbQuery(world.server.dataDir, "SELECT * FROM integrations WHERE id = ?", [it.integrationId])
  if (row === undefined) throw new Error(`no integration ${it.integrationId}`)
  const sealed = row[`${side}_credentials`]
  return sealed === null || sealed === undefined ? {} : decrypt(world, sealed)
}

// ---------------------------------------------------------------------------
// OAuth like a browser

interface Hop {
  readonly status: number
  readonly location: URL | null
}

/**
 * start → the provider's consent (the emulator approves) → our callback →
 * /dashboard?connected=…, each redirect followed as a browser would, the
 * owner's bearer and the cookies the service set sent to the service only.
 */
export const connectByOAuth = async (
  world: PairsWorld,
  it: Onboarded,
  provider: string,
  query: Record<string, string>
): Promise<void> => {
  const ours = new URL(world.server.url).origin
  let url: URL | null = new URL(
    `/api/auth/${provider}/start?${new URLSearchParams(query).toString()}`,
    world.server.url
  )
  const hops: Array<Hop> = []
  const jar = newJar()
  while (url !== null && hops.length < 6) {
    const toUs = url.origin === ours
    const response = await fetch(url, {
      redirect: "manual",
      headers: toUs
        ? withCookies(jar, { authorization: `Bearer ${it.token}`, "x-forwarded-for": it.client.address })
        : {}
    })
    if (toUs) keepCookies(jar, response)
    await response.arrayBuffer()
    const location = response.headers.get("location")
    const hop: Hop = { status: response.status, location: location === null ? null : new URL(location, url) }
    hops.push(hop)
    url = hop.status >= 300 && hop.status < 400 && hop.location !== null &&
        !(hop.location.origin === ours && hop.location.pathname === "/dashboard")
      ? hop.location
      : null
  }
  expect(hops.map((h) => h.status)).toEqual([302, 302, 302])
  const landing = hops[2]?.location
  expect(landing?.pathname).toBe("/dashboard")
  expect(landing?.searchParams.get("connected")).toBe(provider)
}

// ---------------------------------------------------------------------------
// Emulator bookkeeping

/** Faults still queued on an emulator (0 once a run has met every one injected). */
export const pendingFaults = async (emulator: Emulator): Promise<number> => {
  const stats: unknown = await (await fetch(`${emulator.url}/__control/stats`)).json()
  return isRecord(stats) ? Number(stats["pendingFaults"]) : Number.NaN
}

/** A status fault as the harness injects it. */
export const statusFault = (status: number, retryAfterSeconds?: number): Fault =>
  retryAfterSeconds === undefined ? { kind: "status", status } : { kind: "status", status, retryAfterSeconds }

export const resetFault: Fault = { kind: "reset" }
