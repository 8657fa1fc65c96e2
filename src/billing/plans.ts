/**
 * The plans and their limits in one table. The pricing page's "Business" is the
 * `enterprise` plan; `business` is accepted as an alias on input.
 */
import { PlanName } from "../domain/models.js"

export interface PlanLimits {
  readonly name: PlanName
  readonly displayName: string
  readonly priceUsdPerMonth: number
  /** null = unlimited */
  readonly sources: number | null
  readonly destinations: number | null
  readonly recordsPerMonth: number
  readonly requestsPerMinute: number
  readonly support: "community" | "email" | "priority"
}

export const plans: Record<PlanName, PlanLimits> = {
  starter: {
    name: "starter",
    displayName: "Starter",
    priceUsdPerMonth: 9,
    sources: 1,
    destinations: 1,
    recordsPerMonth: 100,
    requestsPerMinute: 60,
    support: "community"
  },
  pro: {
    name: "pro",
    displayName: "Pro",
    priceUsdPerMonth: 29,
    sources: 5,
    destinations: 3,
    recordsPerMonth: 10_000,
    requestsPerMinute: 120,
    support: "email"
  },
  enterprise: {
    name: "enterprise",
    displayName: "Business",
    priceUsdPerMonth: 99,
    sources: null,
    destinations: null,
    recordsPerMonth: 100_000,
    requestsPerMinute: 600,
    support: "priority"
  }
}

/** The plan names, cheapest first, as words: "starter, pro or enterprise". */
export const planChoices = `${PlanName.literals.slice(0, -1).join(", ")} or ${
  PlanName.literals[PlanName.literals.length - 1]
}`

/** The trial has Pro's limits. */
export const TRIAL_PLAN: PlanName = "pro"

export const parsePlan = (value: string): PlanName | undefined => {
  const normalised = value.trim().toLowerCase()
  if (normalised === "business") return "enterprise"
  return PlanName.literals.find((name) => name === normalised)
}

/** Requests per minute of an unauthenticated caller, per IP. */
export const ANONYMOUS_REQUESTS_PER_MINUTE = 60

export type PlanLimitName = "sources" | "destinations" | "recordsPerMonth"

const limitOf = (plan: PlanName, limit: PlanLimitName): number => plans[plan][limit] ?? Number.POSITIVE_INFINITY

/** The cheapest plan whose `limit` is above `plan`'s, if any (for "upgrade to …" messages). */
export const planLifting = (plan: PlanName, limit: PlanLimitName): PlanLimits | undefined =>
  PlanName.literals.map((name) => plans[name]).find((candidate) =>
    limitOf(candidate.name, limit) > limitOf(plan, limit)
  )

/** The plan names are listed cheapest first. */
export const isUpgrade = (from: PlanName, to: PlanName): boolean =>
  PlanName.literals.indexOf(to) > PlanName.literals.indexOf(from)
