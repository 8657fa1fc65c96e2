/** Helpers for end-to-end sync tests: a server wired to the emulators, and waiting for runs. */
import { afterAll, beforeAll } from "bun:test"
import { startPaymentsEmulator, type PaymentsEmulator } from "../emulators/payments.js"
import { startTablesEmulator, type TablesEmulator } from "../emulators/tables.js"
import { items, type Client } from "./client.js"
import { startServer, type RunningServer } from "./server.js"
import { startSmtp, type SmtpSink } from "./smtp.js"

export const CRON_SECRET = "cron-secret-for-sync-tests-0123"

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

export const logsOf = async (client: Client, integrationId: string) =>
  items((await client.request("GET", `/api/dashboard/sync-logs/${integrationId}?limit=200`)).json, "logs")

/** Waits until the integration has `count` logs; returns the newest. */
export const waitForLogs = async (client: Client, integrationId: string, count: number, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const logs = await logsOf(client, integrationId)
    if (logs.length >= count) return logs[0] ?? {}
    if (Date.now() > deadline) throw new Error(`integration ${integrationId}: ${logs.length} of ${count} logs after ${timeoutMs} ms`)
    await Bun.sleep(100)
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
