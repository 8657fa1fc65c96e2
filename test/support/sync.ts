/** Helpers for end-to-end sync tests: a server wired to the emulators, and waiting for runs. */
import { afterAll, beforeAll } from "bun:test"
import { type PaymentsEmulator, startPaymentsEmulator } from "../emulators/payments.js"
import { startTablesEmulator, type TablesEmulator } from "../emulators/tables.js"
import { type Client, items } from "./client.js"
import { type RunningServer, startServer } from "./server.js"
import { type SmtpSink, startSmtp } from "./smtp.js"

export const CRON_SECRET = "cron-secret-for-sync-tests-0123"

/** A first sync at the providers' limits alone: no schedule, no plan quota, no client-side tables limit. */
export const BACKFILL_ENV = {
  SYNC_SCHEDULE: "false",
  BILLING_QUOTAS: "false",
  TABLES_REQUESTS_PER_SECOND: "off"
} as const

export const salesTable = {
  name: "Sales",
  fields: [
    { name: "Sync ID" },
    { name: "Amount", type: "number" },
    { name: "Refunded", type: "number" },
    { name: "Currency" },
    { name: "Date", type: "date" },
    { name: "Email", type: "email" },
    { name: "Description", type: "multilineText" },
    { name: "Status" }
  ]
}

/** An onboarding body for payments → tables with the emulators' credentials. */
export const emulatorIntegrationBody = (email: string, baseId: string) => ({
  email,
  source: "payments",
  destination: "tables",
  source_credentials: { api_key: "sk_test_emulator" },
  destination_credentials: { api_key: "pat_emulator", base_id: baseId }
})

/** A charge → sales-table mapping (Stripe charge fields onto salesTable's columns). */
export const chargeMappings = [
  { source_field: "amount", destination_field: "Amount", transform: "cents_to_decimal" },
  { source_field: "amount_refunded", destination_field: "Refunded", transform: "cents_to_decimal" },
  { source_field: "currency", destination_field: "Currency", transform: "uppercase" },
  { source_field: "created", destination_field: "Date", transform: "unix_to_date" },
  { source_field: "billing_details.email", destination_field: "Email", transform: null },
  { source_field: "description", destination_field: "Description", transform: null },
  { source_field: "status", destination_field: "Status", transform: null }
] as const

/** A storefront order → sales-table mapping (Shopify order fields onto salesTable's columns). */
export const orderMappings = [
  { source_field: "total_price", destination_field: "Amount", transform: "to_number" },
  { source_field: "currency", destination_field: "Currency", transform: null },
  { source_field: "created_at", destination_field: "Date", transform: "datetime_to_date" },
  { source_field: "email", destination_field: "Email", transform: null },
  { source_field: "financial_status", destination_field: "Status", transform: null }
] as const

export const chargeMapping = (integrationId: string) => ({ integration_id: integrationId, mappings: chargeMappings })

export interface SyncWorld {
  readonly payments: PaymentsEmulator
  readonly tables: TablesEmulator
  readonly baseId: string
  readonly server: RunningServer
  stop(): Promise<void>
}

export const startSyncWorld = async (env: Record<string, string> = {}, dataDir?: string): Promise<SyncWorld> => {
  const payments = await startPaymentsEmulator({ rateLimit: false })
  const tables = await startTablesEmulator({ rateLimit: true })
  const base = tables.createBase({ tables: [salesTable] })
  const server = await startServer({
    PAYMENTS_API_URL: payments.url,
    TABLES_API_URL: tables.url,
    CRON_SECRET,
    TRUST_PROXY: "true",
    SYNC_SCHEDULE: "false",
    ...(dataDir === undefined ? {} : { DATA_DIR: dataDir }),
    ...env
  })
  return {
    payments,
    tables,
    baseId: base.id,
    server,
    async stop() {
      await server.stop()
      await payments.stop()
      await tables.stop()
    }
  }
}

/** One read of the integration's logs; an answer other than 200 is the caller's failure, never "no logs yet". */
export const logsAnswer = async (client: Client, integrationId: string) => {
  const answer = await client.request("GET", `/api/dashboard/sync-logs/${integrationId}?limit=200`)
  const retryAfterSeconds = Number(answer.headers.get("retry-after") ?? 1)
  return { status: answer.status, retryAfterSeconds, logs: items(answer.json, "logs") }
}

export const logsOf = async (client: Client, integrationId: string) => {
  const answer = await logsAnswer(client, integrationId)
  if (answer.status !== 200) throw new Error(`sync logs of ${integrationId} answered ${answer.status}`)
  return answer.logs
}

/** Polls start fast and slow down to one a second: a Starter account may make 60 requests a minute in all. */
const FIRST_POLL_MS = 100
const LAST_POLL_MS = 1_000

/**
 * Waits until the integration has `count` logs; returns the newest. Polling
 * spends the account's API budget: a 429 waits as long as it says (within
 * the deadline), any other error fails at once.
 */
export const waitForLogs = async (client: Client, integrationId: string, count: number, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs
  let pause = FIRST_POLL_MS
  for (;;) {
    const answer = await logsAnswer(client, integrationId)
    if (answer.status !== 200 && answer.status !== 429) {
      throw new Error(`sync logs of ${integrationId} answered ${answer.status}`)
    }
    if (answer.logs.length >= count) return answer.logs[0] ?? {}
    const seen = answer.status === 429 ? "rate limited" : `${answer.logs.length} of ${count} logs`
    if (Date.now() > deadline) throw new Error(`integration ${integrationId}: ${seen} after ${timeoutMs} ms`)
    const wait = answer.status === 429 ? answer.retryAfterSeconds * 1000 : pause
    await Bun.sleep(Math.max(0, Math.min(wait, deadline - Date.now())))
    pause = Math.min(LAST_POLL_MS, pause * 1.5)
  }
}

export interface Emulators {
  readonly smtp: SmtpSink
  readonly payments: PaymentsEmulator
  readonly tables: TablesEmulator
}

/** A mail sink and the payments (no limits) and tables (with limits) emulators, for every test of the file. */
export const useEmulators = (): Emulators => {
  let started: Emulators | undefined
  beforeAll(async () => {
    started = {
      smtp: await startSmtp(),
      payments: await startPaymentsEmulator({ rateLimit: false }),
      tables: await startTablesEmulator({ rateLimit: true })
    }
  })
  afterAll(async () => {
    await started?.payments.stop()
    await started?.tables.stop()
    await started?.smtp.stop()
  })
  const get = () => {
    if (started === undefined) throw new Error("the emulators start before the file's tests")
    return started
  }
  return {
    get smtp() {
      return get().smtp
    },
    get payments() {
      return get().payments
    },
    get tables() {
      return get().tables
    }
  }
}
