/**
 * Every account and billing transition, on TestClock: the trial
 * reminder on day 11, the pause on day 14, a prorated upgrade mid-cycle, a
 * downgrade at the period end, cancel → read-only at the period end, and
 * deletion → restore within the grace → purge after it.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { Effect, Either, Option } from "effect"
import { AccountLifecycle } from "../../../src/accounts/account-lifecycle-service.js"
import { AccountService } from "../../../src/accounts/account-service.js"
import { requireWritable } from "../../../src/billing/access.js"
import { BillingCron } from "../../../src/billing/billing-cron.js"
import { BillingService } from "../../../src/billing/billing-service.js"
import {
  advance,
  advanceTo,
  DAY_MS,
  deliver,
  type Harness,
  integrationStatus,
  nowMillis,
  outboxSubjects,
  principalOf,
  signUp,
  START,
  startHarness,
  subscribe
} from "./harness.js"

let harness: Harness

beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness.stop())

const HOUR_MS = 3_600_000
/**
 * Whether the account's row is still there. Retention runs over the whole database, and on a shared one
 * (the PostgreSQL pass) other suites' deleted accounts fall due under this suite's clock, so the check is
 * about this account, not the count purged.
 */
const accountExists = (accountId: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`SELECT id FROM accounts WHERE id = ${accountId}`.pipe(
      Effect.map((rows) => rows.length === 1),
      Effect.orDie
    ))
const view = (accountId: string) => Effect.flatMap(BillingService, (billing) => billing.view(accountId))
const billingRun = Effect.flatMap(BillingCron, (cron) => cron.billing)
const reminderRun = Effect.flatMap(BillingCron, (cron) => cron.trialReminder)

/** Signs up and moves close enough to the trial end that a checkout charges at once (no processor trial). */
const payingCustomer = (plan: string) =>
  Effect.gen(function*() {
    const member = yield* signUp(plan)
    yield* advance(harness, 13 * DAY_MS)
    const subscriptionId = yield* subscribe(harness, member.accountId, plan)
    return { ...member, subscriptionId }
  })

describe("the trial", () => {
  test("the reminder goes out on day 11 (3 days before the end), exactly once", () =>
    harness.run(
      Effect.gen(function*() {
        const member = yield* signUp("remind")
        expect((yield* view(member.accountId)).trial_ends_at).toBe(new Date(START + 14 * DAY_MS).toISOString())
        yield* advance(harness, 11 * DAY_MS - 1000)
        yield* reminderRun
        expect((yield* outboxSubjects(member.email)).filter((m) => m.subject.includes("trial ends"))).toHaveLength(0)
        yield* advance(harness, 1000)
        expect((yield* reminderRun).reminded).toBeGreaterThanOrEqual(1)
        const reminders = (yield* outboxSubjects(member.email)).filter((m) =>
          m.subject.includes("trial ends in 3 days")
        )
        expect(reminders).toHaveLength(1)
        expect(reminders[0]?.body).toContain(new Date(START + 14 * DAY_MS).toISOString().slice(0, 10))
        for (const hours of [1, 12, 24, 47]) {
          yield* advanceTo(harness, START + 11 * DAY_MS + hours * HOUR_MS)
          yield* reminderRun
        }
        expect((yield* outboxSubjects(member.email)).filter((m) => m.subject.includes("trial ends"))).toHaveLength(1)
      })
    ))

  test("day 14 without a payment method: paused, integrations paused, no charge; choosing a plan resumes them", () =>
    harness.run(
      Effect.gen(function*() {
        const member = yield* signUp("pause")
        yield* advance(harness, 14 * DAY_MS - 1000)
        yield* billingRun
        expect((yield* view(member.accountId)).status).toBe("trialing")
        yield* advance(harness, 1000)
        expect((yield* billingRun).paused).toBeGreaterThanOrEqual(1)
        expect(yield* view(member.accountId)).toMatchObject({ status: "paused", plan: "pro" })
        expect(yield* integrationStatus(member.integrationId)).toBe("paused")
        const refused = yield* Effect.either(requireWritable((yield* principalOf(member.accountId)).status))
        expect(Either.isLeft(refused) && refused.left.message).toContain("paused")
        expect(harness.billing.invoices().filter((i) => JSON.stringify(i).includes(member.accountId))).toHaveLength(0)
        // The next run changes nothing.
        yield* billingRun
        expect((yield* view(member.accountId)).status).toBe("paused")

        yield* advance(harness, 3 * DAY_MS)
        yield* subscribe(harness, member.accountId, "starter")
        expect(yield* view(member.accountId)).toMatchObject({ status: "active", plan: "starter" })
        expect(yield* integrationStatus(member.integrationId)).toBe("active")
      })
    ))

  test("a plan chosen during the trial: not paused at day 14, charged from the trial end", () =>
    harness.run(
      Effect.gen(function*() {
        const member = yield* signUp("early")
        yield* advance(harness, 5 * DAY_MS)
        const subscriptionId = yield* subscribe(harness, member.accountId, "pro")
        expect(yield* view(member.accountId)).toMatchObject({ status: "trialing", plan: "pro" })
        expect(harness.billing.subscription(subscriptionId)?.["trial_end"]).toBe(
          Math.floor((START + 14 * DAY_MS) / 1000)
        )
        yield* advance(harness, 9 * DAY_MS)
        yield* billingRun
        yield* deliver(harness)
        expect(yield* view(member.accountId)).toMatchObject({ status: "active", plan: "pro" })
        expect(yield* integrationStatus(member.integrationId)).toBe("active")
      })
    ))
})

describe("plan changes", () => {
  test("an upgrade mid-cycle is immediate and the difference is prorated over the days left", () =>
    harness.run(
      Effect.gen(function*() {
        const member = yield* payingCustomer("starter")
        const periodStart = nowMillis()
        const periodEnd = Date.parse(String((yield* view(member.accountId)).current_period_end))
        yield* advance(harness, 15 * DAY_MS)
        const at = nowMillis()
        const upgraded = yield* Effect.flatMap(BillingService, (billing) =>
          Effect.flatMap(principalOf(member.accountId), (p) => billing.changePlan(p, "pro")))
        expect(upgraded).toMatchObject({ plan: "pro", status: "active", pending_plan: null })
        // The new limits apply at once.
        const account = yield* Effect.flatMap(AccountService, (accounts) =>
          Effect.flatMap(principalOf(member.accountId), accounts.view))
        expect(account.usage.records_limit).toBe(10_000)

        const invoice = harness.billing.invoices().find((i) =>
          i["billing_reason"] === "subscription_update" && JSON.stringify(i).includes(member.subscriptionId)
        )
        const fraction = (periodEnd - at) / (periodEnd - periodStart)
        expect(fraction).toBeGreaterThan(0.4)
        expect(fraction).toBeLessThan(0.6)
        expect(invoice?.["amount_due"]).toBe(Math.round(2900 * fraction) - Math.round(900 * fraction))
        // Prorated from our clock's now, not the processor's.
        const lines = JSON.stringify(invoice?.["lines"])
        expect(lines).toContain(`"start":${Math.floor(at / 1000)}`)
        yield* deliver(harness)
        expect((yield* view(member.accountId)).plan).toBe("pro")
      })
    ))

  test("a downgrade takes effect at the period end; the higher plan stays until then; no credit", () =>
    harness.run(
      Effect.gen(function*() {
        const member = yield* payingCustomer("enterprise")
        const periodEnd = Date.parse(String((yield* view(member.accountId)).current_period_end))
        yield* advance(harness, 10 * DAY_MS)
        const invoicesBefore = harness.billing.invoices().length
        const downgraded = yield* Effect.flatMap(BillingService, (billing) =>
          Effect.flatMap(principalOf(member.accountId), (p) => billing.changePlan(p, "starter")))
        expect(downgraded).toMatchObject({ plan: "enterprise", pending_plan: "starter" })
        expect(harness.billing.invoices().length).toBe(invoicesBefore)
        yield* deliver(harness)

        yield* advanceTo(harness, periodEnd - 1000)
        yield* billingRun
        expect(yield* view(member.accountId)).toMatchObject({ plan: "enterprise", pending_plan: "starter" })
        yield* advanceTo(harness, periodEnd)
        // The scheduled run moves the plan even before the processor's webhooks arrive.
        expect((yield* billingRun).downgraded).toBeGreaterThanOrEqual(1)
        expect(yield* view(member.accountId)).toMatchObject({ plan: "starter", pending_plan: null, status: "active" })
        yield* deliver(harness)
        expect(yield* view(member.accountId)).toMatchObject({ plan: "starter", pending_plan: null, status: "active" })
        const renewal = harness.billing.invoices().find((i) =>
          i["billing_reason"] === "subscription_cycle" && JSON.stringify(i).includes(member.subscriptionId)
        )
        expect(renewal?.["amount_due"]).toBe(900)
      })
    ))

  test("cancel: active until the period end, then read-only (syncs stop, integrations paused)", () =>
    harness.run(
      Effect.gen(function*() {
        const member = yield* payingCustomer("pro")
        const periodEnd = Date.parse(String((yield* view(member.accountId)).current_period_end))
        yield* advance(harness, 3 * DAY_MS)
        const canceled = yield* Effect.flatMap(BillingService, (billing) =>
          Effect.flatMap(principalOf(member.accountId), billing.cancel))
        expect(canceled).toMatchObject({ status: "active", cancel_at_period_end: true })
        yield* deliver(harness)
        yield* advanceTo(harness, periodEnd - 1000)
        yield* billingRun
        expect((yield* view(member.accountId)).status).toBe("active")
        expect(yield* integrationStatus(member.integrationId)).toBe("active")

        yield* advanceTo(harness, periodEnd)
        expect((yield* billingRun).read_only).toBeGreaterThanOrEqual(1)
        expect(yield* view(member.accountId)).toMatchObject({ status: "canceled", cancel_at_period_end: false })
        const principal = yield* principalOf(member.accountId)
        expect(principal.status).toBe("read_only")
        expect(yield* integrationStatus(member.integrationId)).toBe("paused")
        const refused = yield* Effect.either(requireWritable(principal.status))
        expect(Either.isLeft(refused) && refused.left._tag).toBe("AccountReadOnly")
        // The processor's deletion event agrees.
        yield* deliver(harness)
        expect((yield* view(member.accountId)).status).toBe("canceled")
      })
    ))
})

describe("deletion", () => {
  test("deleted → restored within the grace → deleted again → purged after it, for good", () =>
    harness.run(
      Effect.gen(function*() {
        const lifecycle = yield* AccountLifecycle
        const sql = yield* SqlClient.SqlClient
        const member = yield* signUp("delete")
        yield* lifecycle.remove(yield* principalOf(member.accountId))
        expect((yield* principalOf(member.accountId)).status).toBe("deleted")
        expect(yield* integrationStatus(member.integrationId)).toBe("paused")
        const mail = (yield* outboxSubjects(member.email)).find((m) => m.subject.includes("deleted"))
        expect(mail?.body).toContain(new Date(START + 30 * DAY_MS).toISOString().slice(0, 10))
        const link = yield* sql<
          { expires_at: string }
        >`SELECT expires_at FROM magic_links WHERE account_id = ${member.accountId} AND purpose = 'restore'`.pipe(
          Effect.orDie
        )
        expect(link[0]?.expires_at).toBe(new Date(START + 30 * DAY_MS).toISOString())

        yield* advance(harness, 29 * DAY_MS)
        yield* lifecycle.retention
        expect(yield* accountExists(member.accountId)).toBe(true)
        yield* lifecycle.restore(yield* principalOf(member.accountId))
        expect((yield* principalOf(member.accountId)).status).toBe("trialing")
        expect(yield* integrationStatus(member.integrationId)).toBe("active")

        yield* lifecycle.remove(yield* principalOf(member.accountId))
        const deletedAt = nowMillis()
        yield* advanceTo(harness, deletedAt + 30 * DAY_MS - 1000)
        yield* lifecycle.retention
        expect(yield* accountExists(member.accountId)).toBe(true)
        yield* advanceTo(harness, deletedAt + 30 * DAY_MS)
        const late = yield* Effect.either(lifecycle.restore(yield* principalOf(member.accountId)))
        expect(Either.isLeft(late) && late.left.message).toContain("final")
        expect((yield* lifecycle.retention).accounts_purged).toBeGreaterThanOrEqual(1)
        const left = yield* sql<
          { n: number }
        >`SELECT CAST(COUNT(*) AS INTEGER) AS n FROM integrations WHERE account_id = ${member.accountId}`.pipe(
          Effect.orDie
        )
        expect(Number(left[0]?.n)).toBe(0)
        const found = yield* Effect.flatMap(
          sql<{ id: string }>`SELECT id FROM accounts WHERE id = ${member.accountId}`,
          (rows) => Effect.succeed(Option.fromNullable(rows[0]))
        ).pipe(Effect.orDie)
        expect(Option.isNone(found)).toBe(true)
      })
    ))

  test("a paid account deleted: the subscription stops renewing; restored: it renews again", () =>
    harness.run(
      Effect.gen(function*() {
        const lifecycle = yield* AccountLifecycle
        const member = yield* payingCustomer("starter")
        yield* lifecycle.remove(yield* principalOf(member.accountId))
        expect(harness.billing.subscription(member.subscriptionId)?.["cancel_at_period_end"]).toBe(true)
        yield* deliver(harness)
        yield* advance(harness, 2 * DAY_MS)
        yield* lifecycle.restore(yield* principalOf(member.accountId))
        expect(harness.billing.subscription(member.subscriptionId)?.["cancel_at_period_end"]).toBe(false)
        yield* deliver(harness)
        expect(yield* view(member.accountId)).toMatchObject({
          status: "active",
          cancel_at_period_end: false,
          plan: "starter"
        })
      })
    ))
})
