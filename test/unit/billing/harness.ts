/**
 * The billing services on their own, on the test run's database (SQLite in a
 * temporary directory, or DATABASE_URL), with the real SDK against the
 * payments emulator's billing routes, and time on TestClock. The emulator
 * reads the same clock; its webhook events are not sent over HTTP but handed
 * to WebhookService with a signature made at TestClock's time.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { ConfigProvider, Effect, Layer, Logger, LogLevel, ManagedRuntime, Option, TestClock, TestContext } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Stripe from "stripe"
import { AccountLifecycle } from "../../../src/accounts/account-lifecycle-service.js"
import { AccountService } from "../../../src/accounts/account-service.js"
import { AuthService } from "../../../src/accounts/auth-service.js"
import type { Principal } from "../../../src/accounts/principal.js"
import { AccountStatusRepository } from "../../../src/billing/account-status-repository.js"
import { BillingCron } from "../../../src/billing/billing-cron.js"
import { BillingService } from "../../../src/billing/billing-service.js"
import { WebhookService } from "../../../src/billing/webhook-service.js"
import { AppConfig } from "../../../src/config/app-config.js"
import { IntegrationService } from "../../../src/integrations/integration-service.js"
import { DatabaseLive } from "../../../src/storage/database.js"
import { type BillingEmulator, createBillingEmulator } from "../../emulators/payments-billing.js"
import { type PaymentsEmulator, startPaymentsEmulator } from "../../emulators/payments.js"

export const WEBHOOK_SECRET = "whsec_unit_billing_0123456789"
/** A fixed start (a Monday, 1 March 2027, 09:00 UTC) so that periods and months are reproducible. */
export const START = Date.UTC(2027, 2, 1, 9, 0, 0)
export const DAY_MS = 86_400_000

const services = Layer.mergeAll(
  BillingService.Default,
  BillingCron.Default,
  WebhookService.Default,
  AccountLifecycle.Default,
  AccountService.Default,
  IntegrationService.Default,
  AccountStatusRepository.Default,
  AuthService.Default
)

export type Services = Layer.Layer.Success<typeof services> | SqlClient.SqlClient

export interface Harness {
  readonly billing: BillingEmulator
  readonly payments: PaymentsEmulator
  run<A, E>(effect: Effect.Effect<A, E, Services>): Promise<A>
  stop(): Promise<void>
}

/** The emulator's clock: TestClock's time, set by `advanceTo`/`advance` below. */
const clock = { millis: START }

export const startHarness = async (): Promise<Harness> => {
  const billing = createBillingEmulator({ now: () => Math.floor(clock.millis / 1000) })
  const payments = await startPaymentsEmulator({ rateLimit: false, routes: [billing.route] })
  const dataDir = mkdtempSync(join(tmpdir(), "salesync-billing-unit-"))
  const env = new Map<string, string>([
    ["DATA_DIR", dataDir],
    ["PUBLIC_URL", "http://salesync.test"],
    ["ENCRYPTION_KEY", Buffer.alloc(32, 7).toString("base64")],
    ["PAYMENTS_API_URL", payments.url],
    ["STRIPE_SECRET_KEY", payments.platformKey],
    ["STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET],
    ["STRIPE_PRICE_STARTER", "price_starter"],
    ["STRIPE_PRICE_PRO", "price_pro"],
    ["STRIPE_PRICE_BUSINESS", "price_business"]
  ])
  const databaseUrl = process.env["DATABASE_URL"]
  if (databaseUrl !== undefined && databaseUrl !== "") env.set("DATABASE_URL", databaseUrl)
  const layer = services.pipe(
    Layer.provideMerge(DatabaseLive),
    Layer.provideMerge(AppConfig.Default),
    Layer.provide(Logger.minimumLogLevel(LogLevel.Error)),
    Layer.provide(Layer.setConfigProvider(ConfigProvider.fromMap(env)))
  )
  const runtime = ManagedRuntime.make(layer)
  return {
    billing,
    payments,
    run: (effect) =>
      runtime.runPromise(
        Effect.gen(function*() {
          clock.millis = START
          yield* TestClock.setTime(START)
          return yield* effect
        }).pipe(Effect.provide(TestContext.TestContext), Logger.withMinimumLogLevel(LogLevel.Error))
      ),
    async stop() {
      await runtime.dispose()
      await payments.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/** Moves TestClock (and the emulator with it) by `millis`; the emulator runs the period ends passed. */
export const advance = (harness: Harness, millis: number) =>
  Effect.gen(function*() {
    yield* TestClock.adjust(millis)
    clock.millis += millis
    harness.billing.roll()
  })

export const advanceTo = (harness: Harness, at: number) => advance(harness, at - clock.millis)

export const nowMillis = () => clock.millis

/** Hands every event the emulator emitted since the last call to the webhook service, in order. */
export const deliver = (harness: Harness) =>
  Effect.gen(function*() {
    const webhooks = yield* WebhookService
    for (const event of harness.billing.takePending()) {
      const payload = JSON.stringify(event)
      const header = yield* Effect.promise(() =>
        Stripe.webhooks.generateTestHeaderStringAsync({
          payload,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(clock.millis / 1000)
        })
      )
      yield* webhooks.receive(payload, header)
    }
  })

let counter = 0

/** Signs up like the quick start (an account on the trial and one integration); the principal of its owner. */
export const signUp = (label = "unit") =>
  Effect.gen(function*() {
    const integrations = yield* IntegrationService
    const sql = yield* SqlClient.SqlClient
    const email = `${label}-${Date.now().toString(36)}-${(counter += 1)}@example.com`
    const created = yield* integrations.onboard(
      {
        email,
        source: "payments",
        destination: "tables",
        source_credentials: { api_key: "sk_test_emulator" },
        destination_credentials: { api_key: "pat_x", base_id: `app${counter}` }
      },
      Option.none()
    )
    const rows = yield* sql<{ id: string }>`SELECT id FROM accounts WHERE email = ${email}`.pipe(Effect.orDie)
    const accountId = rows[0]?.id ?? ""
    // The first sign-in, as a real sign-up has: it starts the integration onboarding created.
    const auth = yield* AuthService
    const link = new URL(yield* auth.issueLink(accountId, "sign_in"))
    yield* auth.exchange(link.searchParams.get("token") ?? "")
    return { email, accountId, integrationId: created.integrationId }
  })

/** The principal as the edge resolves it now (plan and status read fresh). */
export const principalOf = (accountId: string) =>
  Effect.gen(function*() {
    const found = yield* (yield* AccountStatusRepository).find(accountId)
    if (Option.isNone(found)) return yield* Effect.dieMessage(`no account ${accountId}`)
    const principal: Principal = {
      accountId,
      email: found.value.email,
      plan: found.value.plan,
      status: found.value.status,
      via: "session",
      credentialId: "ses_test"
    }
    return principal
  })

/** Checks out `plan` and completes it at the emulator; the resulting events delivered. */
export const subscribe = (harness: Harness, accountId: string, plan: string) =>
  Effect.gen(function*() {
    const service = yield* BillingService
    const checkout = yield* service.checkout(yield* principalOf(accountId), plan)
    const subscription = harness.billing.completeCheckout(checkout.url.split("/").pop() ?? "")
    yield* deliver(harness)
    return String(subscription["id"])
  })

export const integrationStatus = (integrationId: string) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql<{ status: string }>`SELECT status FROM integrations WHERE id = ${integrationId}`.pipe(
        Effect.map((rows) => rows[0]?.status),
        Effect.orDie
      )
  )

export const outboxSubjects = (email: string) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql<
        { subject: string; body: string }
      >`SELECT subject, body FROM outbox WHERE to_address = ${email} ORDER BY created_at, id`.pipe(Effect.orDie)
  )
