/**
 * A billing world for HTTP tests: the real service, the payments emulator
 * with its billing routes (the service's SDK talks to it; it signs and sends
 * webhook events back to the service), the tables emulator (for syncs) and a
 * loopback SMTP server.
 */
import { expect } from "bun:test"
import { type BillingEmulator, createBillingEmulator } from "../emulators/payments-billing.js"
import { type PaymentsEmulator, startPaymentsEmulator } from "../emulators/payments.js"
import { startTablesEmulator, type TablesEmulator } from "../emulators/tables.js"
import { signUp, uniqueEmail } from "../support/accounts.js"
import { type Client, items, makeClient } from "../support/client.js"
import { dbQuery } from "../support/db.js"
import { type RunningServer, startServer } from "../support/server.js"
import { type SmtpSink, startSmtp } from "../support/smtp.js"
import { salesTable } from "../support/sync.js"

export const WEBHOOK_SECRET = "whsec_billing_tests_0123456789abcdef"
export const CRON = "cron-secret-for-billing-tests-0123"
export const PRICE_ENV = {
  STRIPE_PRICE_STARTER: "price_starter",
  STRIPE_PRICE_PRO: "price_pro",
  STRIPE_PRICE_BUSINESS: "price_business"
}

export interface BillingWorld {
  readonly server: RunningServer
  readonly smtp: SmtpSink
  readonly billing: BillingEmulator
  readonly payments: PaymentsEmulator
  readonly tables: TablesEmulator
  readonly webhookUrl: string
  readonly cron: Client
  stop(): Promise<void>
}

let senders = 0

export const startBillingWorld = async (env: Record<string, string> = {}): Promise<BillingWorld> => {
  const smtp = await startSmtp()
  const billing = createBillingEmulator()
  const payments = await startPaymentsEmulator({ rateLimit: false, routes: [billing.route] })
  const tables = await startTablesEmulator({ rateLimit: false })
  const server = await startServer({
    PAYMENTS_API_URL: payments.url,
    TABLES_API_URL: tables.url,
    STRIPE_SECRET_KEY: payments.platformKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...PRICE_ENV,
    CRON_SECRET: CRON,
    SMTP_URL: smtp.url,
    TRUST_PROXY: "true",
    SYNC_SCHEDULE: "false",
    ...env
  })
  const webhookUrl = `${server.url}/api/payments/webhook`
  // The processor sends from many addresses; each delivery gets its own so the per-IP limit never bites.
  billing.setWebhook(
    webhookUrl,
    WEBHOOK_SECRET,
    () => ({ "x-forwarded-for": `10.250.${Math.floor(senders / 250) % 250}.${(senders++ % 250) + 1}` })
  )
  return {
    server,
    smtp,
    billing,
    payments,
    tables,
    webhookUrl,
    cron: makeClient(server.url, { authorization: `Bearer ${CRON}` }),
    async stop() {
      await server.stop()
      await payments.stop()
      await tables.stop()
      await smtp.stop()
    }
  }
}

export interface Member {
  readonly email: string
  readonly client: Client
  readonly integrationId: string
  readonly accountId: string
  readonly baseId: string
}

/** Onboards a new merchant (payments → a fresh tables base) and signs in with the mailed link. */
export const join = async (world: BillingWorld, label = "billing"): Promise<Member> => {
  const base = world.tables.createBase({ tables: [salesTable] })
  const email = uniqueEmail(label)
  const { client, integrationId } = await signUp(world.server.url, world.smtp, email, {
    email,
    source: "payments",
    destination: "tables",
    source_credentials: { api_key: world.payments.platformKey },
    destination_credentials: { api_key: "pat_emulator", base_id: base.id }
  })
  const me = await client.request("GET", "/api/account")
  return { email, client, integrationId, accountId: String(me.json["id"]), baseId: base.id }
}

export const sessionIdOf = (url: string) => url.split("/").pop() ?? ""

/** Checks out `plan` and completes the payment at the emulator; waits for the webhooks to land. */
export const subscribe = async (world: BillingWorld, member: Member, plan: string) => {
  const checkout = await member.client.request("POST", "/api/account/checkout", { body: { plan } })
  expect(checkout.status).toBe(200)
  const subscription = world.billing.completeCheckout(sessionIdOf(String(checkout.json["url"])))
  await world.billing.settled()
  return String(subscription["id"])
}

export const subscriptionOf = async (member: Member) =>
  (await member.client.request("GET", "/api/account/subscription")).json

export const integrationStatuses = async (member: Member) =>
  Object.fromEntries(
    items((await member.client.request("GET", "/api/dashboard/integrations")).json, "integrations").map((
      i
    ) => [String(i["id"]), i["status"]])
  )

export const webhookRows = (world: BillingWorld, id: string) =>
  dbQuery(world.server.dataDir, "SELECT id, type, processed_at, account_id FROM webhook_events WHERE id = ?", [id])

/** Sets columns of the account directly (to put a trial or a deletion at a given point in time). */
export const setAccount = (
  world: BillingWorld,
  accountId: string,
  column: "trial_ends_at" | "deleted_at",
  value: string
) => dbQuery(world.server.dataDir, `UPDATE accounts SET ${column} = ? WHERE id = ?`, [value, accountId])

export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
