/** The pure billing rules: the plan table, quotas, status words, the quota message. */
import { describe, expect, test } from "bun:test"
import { purgeAt, withinGrace } from "../../../src/accounts/account-lifecycle-policy.js"
import { isUpgrade, parsePlan, planLifting, plans, TRIAL_PLAN } from "../../../src/billing/plans.js"
import { nextMonthStart, quotaReachedMessage, sideIdentity, sideLimitProblem } from "../../../src/billing/quota.js"
import { accountStatusFor, isEnded } from "../../../src/billing/subscription-state.js"
import { subscriptionStatusOf } from "../../../src/billing/subscription-view.js"
import { TRIAL_LENGTH } from "../../../src/integrations/integration-service.js"

describe("plans", () => {
  test("the plans table, Business as enterprise", () => {
    expect(plans.starter).toMatchObject({
      sources: 1,
      destinations: 1,
      recordsPerMonth: 100,
      requestsPerMinute: 60,
      support: "community"
    })
    expect(plans.pro).toMatchObject({
      sources: 5,
      destinations: 3,
      recordsPerMonth: 10_000,
      requestsPerMinute: 120,
      support: "email"
    })
    expect(plans.enterprise).toMatchObject({
      displayName: "Business",
      sources: null,
      destinations: null,
      recordsPerMonth: 100_000,
      requestsPerMinute: 600,
      support: "priority"
    })
    expect(TRIAL_PLAN).toBe("pro")
    expect(TRIAL_LENGTH).toBe(14 * 86_400_000)
  })

  test("names on input: business is enterprise, case and spaces ignored, others refused", () => {
    expect(parsePlan(" Business ")).toBe("enterprise")
    expect(parsePlan("PRO")).toBe("pro")
    expect(parsePlan("gold")).toBeUndefined()
  })

  test("which plan lifts a limit, and what an upgrade is", () => {
    expect(planLifting("starter", "destinations")?.name).toBe("pro")
    expect(planLifting("pro", "sources")?.name).toBe("enterprise")
    expect(planLifting("enterprise", "recordsPerMonth")).toBeUndefined()
    expect(isUpgrade("starter", "enterprise")).toBe(true)
    expect(isUpgrade("pro", "starter")).toBe(false)
    expect(isUpgrade("pro", "pro")).toBe(false)
  })
})

describe("sources × destinations", () => {
  test("a side is the same by locator, else by key hash; without either it is not connected; never a key in clear", () => {
    expect(sideIdentity("tables", { api_key: "pat_1", base_id: "appA" })).toBe(
      sideIdentity("tables", { base_id: "APPA", api_key: "pat_2" })
    )
    expect(sideIdentity("tables", { base_id: "appA" })).not.toBe(
      sideIdentity("tables", { base_id: "appB" })
    )
    expect(sideIdentity("payments", { api_key: "sk_1" })).toBe(
      sideIdentity("payments", { api_key: "sk_1" })
    )
    expect(sideIdentity("payments", { api_key: "sk_1" })).not.toContain("sk_1")
    expect(sideIdentity("payments", { stripe_user_id: "acct_1", access_token: "x" })).toBe(
      "payments:stripe_user_id:acct_1"
    )
    // Not connected yet: no identity, so it counts as nothing until it is connected (and checked then).
    expect(sideIdentity("storefront", null)).toBeUndefined()
    expect(sideIdentity("tables", { table: "Sales" })).toBeUndefined()
  })

  test("the limit is checked against distinct sides, naming the plan that lifts it", () => {
    const one = new Set(["tables:base_id:appa"])
    expect(sideLimitProblem("starter", { limit: "destinations", existing: one, adding: "tables:base_id:appa" }))
      .toBeNull()
    const problem = sideLimitProblem("starter", { limit: "destinations", existing: one, adding: "tables:base_id:appb" })
    expect(problem?.message).toContain("Starter plan allows 1 destination")
    expect(problem?.message).toContain("Pro plan (`pro`) allows 3 destinations")
    expect(problem?.details).toMatchObject({ limit: "destinations", allowed: 1, used: 1, upgrade_to: "pro" })
    const five = new Set(["a", "b", "c", "d", "e"])
    expect(sideLimitProblem("pro", { limit: "sources", existing: five, adding: "f" })?.message).toContain(
      "Business plan (`enterprise`) allows unlimited sources: upgrade on the Plan & billing page"
    )
    expect(sideLimitProblem("pro", { limit: "sources", existing: new Set(["a", "b", "c", "d"]), adding: "f" }))
      .toBeNull()
    expect(
      sideLimitProblem("enterprise", {
        limit: "sources",
        existing: new Set(Array.from({ length: 500 }, (_, i) => String(i))),
        adding: "x"
      })
    ).toBeNull()
  })
})

describe("the monthly quota", () => {
  test("resets on the first of the next month (UTC), December included", () => {
    expect(nextMonthStart(Date.UTC(2027, 2, 31, 23, 59)).toISOString()).toBe("2027-04-01T00:00:00.000Z")
    expect(nextMonthStart(Date.UTC(2027, 11, 15)).toISOString()).toBe("2028-01-01T00:00:00.000Z")
  })

  test("the partial log's message names the quota, the month and the reset date", () => {
    const message = quotaReachedMessage("starter", 100, Date.UTC(2027, 2, 10))
    expect(message).toContain("quota of 100 records")
    expect(message).toContain("2027-03")
    expect(message).toContain("2027-04-01")
    expect(message).toContain("Pro")
    expect(quotaReachedMessage("enterprise", 100_000, Date.UTC(2027, 2, 10))).not.toContain("upgrade")
  })
})

describe("status words", () => {
  test("the processor's statuses as account statuses", () => {
    expect(accountStatusFor("trialing", "trialing")).toBe("trialing")
    expect(accountStatusFor("trialing", "paused")).toBe("active")
    expect(accountStatusFor("active", "past_due")).toBe("active")
    expect(accountStatusFor("unpaid", "active")).toBe("past_due")
    expect(accountStatusFor("canceled", "active")).toBe("read_only")
    expect(accountStatusFor("incomplete", "trialing")).toBeNull()
    expect(isEnded("incomplete_expired")).toBe(true)
  })

  test("the account's statuses as the Subscription's vocabulary", () => {
    expect(subscriptionStatusOf("read_only")).toBe("canceled")
    expect(subscriptionStatusOf("deleted")).toBe("canceled")
    expect(subscriptionStatusOf("paused")).toBe("paused")
    expect(subscriptionStatusOf("past_due")).toBe("past_due")
  })

  test("the deletion grace is 30 days to the millisecond", () => {
    const deletedAt = "2027-03-01T09:00:00.000Z"
    expect(purgeAt(deletedAt).toISOString()).toBe("2027-03-31T09:00:00.000Z")
    expect(withinGrace(deletedAt, Date.parse("2027-03-31T08:59:59.999Z"))).toBe(true)
    expect(withinGrace(deletedAt, Date.parse("2027-03-31T09:00:00.000Z"))).toBe(false)
    expect(withinGrace(null, 0)).toBe(false)
  })
})
