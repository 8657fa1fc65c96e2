/**
 * The schema routes' test world: a real server on loopback wired to the
 * payments, tables and office emulators and an SMTP sink, with helpers to
 * sign up and to add integrations as the signed-in owner.
 */
import { expect } from "bun:test"
import { type OfficeEmulator, startOfficeEmulator } from "../emulators/office.js"
import fixtures from "../emulators/payments-fixtures.json"
import { type PaymentsEmulator, startPaymentsEmulator } from "../emulators/payments.js"
import { startTablesEmulator, type TablesEmulator } from "../emulators/tables.js"
import { uniqueEmail } from "../support/accounts.js"
import { type ApiResponse, type Client, makeClient } from "../support/client.js"
import { type RunningServer, startServer } from "../support/server.js"
import { linkIn, type SmtpSink, startSmtp, tokenOf } from "../support/smtp.js"

export const PAYMENTS_KEY = "sk_test_emulator"
export const TABLES_TOKEN = "pat_emulator"

/** A Stripe charge exactly as the API returns it. */
export const stripeCharge: Record<string, unknown> = { ...fixtures.charge }

/** A sales table with Airtable types, the key field first. */
export const typedSalesTable = {
  name: "Sales",
  fields: [
    { name: "Sync ID" },
    { name: "Order ID" },
    { name: "Amount", type: "currency" },
    { name: "Currency" },
    { name: "Date", type: "date" },
    { name: "Customer Email", type: "email" },
    { name: "Description", type: "multilineText" },
    { name: "Status" },
    { name: "Refunded", type: "currency" }
  ]
}

export interface SchemaWorld {
  readonly server: RunningServer
  readonly smtp: SmtpSink
  readonly payments: PaymentsEmulator
  readonly tables: TablesEmulator
  readonly office: OfficeEmulator
  stop(): Promise<void>
}

export const startSchemaWorld = async (env: Record<string, string> = {}): Promise<SchemaWorld> => {
  const [smtp, payments, tables, office] = await Promise.all([
    startSmtp(),
    startPaymentsEmulator({ rateLimit: false, seed: false }),
    startTablesEmulator({ rateLimit: false }),
    startOfficeEmulator({ quota: false })
  ])
  const server = await startServer({
    SMTP_URL: smtp.url,
    TRUST_PROXY: "true",
    SYNC_SCHEDULE: "false",
    PAYMENTS_API_URL: payments.url,
    TABLES_API_URL: tables.url,
    OFFICE_API_URL: office.url,
    OFFICE_OAUTH_TOKEN_URL: `${office.url}/token`,
    OFFICE_OAUTH_CLIENT_ID: office.clientId,
    OFFICE_OAUTH_CLIENT_SECRET: office.clientSecret,
    ...env
  })
  return {
    server,
    smtp,
    payments,
    tables,
    office,
    async stop() {
      await server.stop()
      await Promise.all([smtp.stop(), payments.stop(), tables.stop(), office.stop()])
    }
  }
}

export interface Owned {
  readonly id: string
  readonly email: string
  readonly client: Client
}

/**
 * A new account with one integration (payments → the given destination),
 * signed in through the mailed link. One account per integration keeps the
 * tests clear of plan limits.
 */
export const newIntegration = async (
  world: SchemaWorld,
  body: { destination: string; destination_credentials?: unknown; source_credentials?: unknown }
): Promise<Owned> => {
  const email = uniqueEmail("schema")
  const anonymous = makeClient(world.server.url)
  const since = world.smtp.messages.length
  const created = await anonymous.request("POST", "/api/integrations", {
    body: { email, source: "payments", source_credentials: { api_key: PAYMENTS_KEY }, ...body }
  })
  expect(created.status).toBe(201)
  const token = tokenOf(linkIn((await world.smtp.waitFor(email, since)).raw))
  const session = await anonymous.request("POST", "/api/auth/session", { body: { token } })
  expect(session.status).toBe(200)
  return {
    id: String(created.json["integration_id"]),
    email,
    client: anonymous.withAuth(String(session.json["access_token"]))
  }
}

/** A tables integration writing to a new base with these tables. */
export const tablesIntegration = async (
  world: SchemaWorld,
  tables: ReadonlyArray<{ name: string; fields: ReadonlyArray<{ name: string; type?: string }> }> = [typedSalesTable],
  source_credentials?: unknown
) => {
  const base = world.tables.createBase({ tables })
  const owned = await newIntegration(world, {
    destination: "tables",
    destination_credentials: { api_key: TABLES_TOKEN, base_id: base.id },
    ...(source_credentials === undefined ? {} : { source_credentials })
  })
  return { ...owned, baseId: base.id }
}

/** An office integration writing to a new spreadsheet with this header row. */
export const officeIntegration = async (world: SchemaWorld, header: ReadonlyArray<string>) => {
  const spreadsheetId = world.office.createSpreadsheet({ header })
  const token = world.office.issueToken()
  const owned = await newIntegration(world, {
    destination: "office",
    destination_credentials: {
      spreadsheet_id: spreadsheetId,
      access_token: token.access_token,
      refresh_token: token.refresh_token,
      expires_at: token.expires_at
    }
  })
  return { ...owned, spreadsheetId }
}

export interface Entry {
  readonly source_field: string
  readonly destination_field: string
  readonly transform: string | null
  readonly confidence?: number
}

const isEntry = (value: unknown): value is Entry =>
  typeof value === "object" && value !== null && "source_field" in value && "destination_field" in value &&
  "transform" in value

export const entriesOf = (response: ApiResponse): ReadonlyArray<Entry> => {
  const mappings = response.json["mappings"]
  return Array.isArray(mappings) ? mappings.filter(isEntry) : []
}

export const entryFor = (response: ApiResponse, destination: string): Entry | undefined =>
  entriesOf(response).find((entry) => entry.destination_field === destination)

export const problemsOf = (response: ApiResponse): ReadonlyArray<string> => {
  const details = response.json["details"]
  const problems = typeof details === "object" && details !== null && "problems" in details ? details.problems : []
  return Array.isArray(problems)
    ? problems.map((problem) => (typeof problem === "string" ? problem : JSON.stringify(problem)))
    : []
}
