/**
 * Plan quotas as pure rules.
 *
 * Sources × destinations: a plan allows N distinct sources and M distinct
 * destinations across the account's integrations. A side is "the same" when
 * it points at the same place: the same provider kind and the same locator
 * (payments account, shop, seller, base, spreadsheet), or — without one — the
 * same key (compared by hash). A side with neither is not connected yet and
 * counts as nothing: connecting it later is checked then.
 *
 * Records per month: records written by the account's syncs in the calendar
 * month (UTC), against the plan's monthly allowance.
 */
import { createHash } from "node:crypto"
import { JsonObject, readAs, secretTextOf, trimmedTextOf } from "../domain/json-fields.js"
import type { PlanName } from "../domain/models.js"
import { providerInfo, type ProviderKind } from "../domain/providers.js"
import { planLifting, type PlanLimitName, plans } from "./plans.js"

const KEYS = ["api_key", "refresh_token", "access_token"]

/** What makes one side of an integration the same as another's (never a secret in clear); undefined: not connected. */
export const sideIdentity = (kind: ProviderKind, credentials: unknown): string | undefined => {
  const fields = readAs(JsonObject)(credentials) ?? {}
  for (const key of providerInfo(kind).locators) {
    const found = trimmedTextOf(fields[key])?.toLowerCase()
    if (found !== undefined) return `${kind}:${key}:${found}`
  }
  for (const key of KEYS) {
    const found = secretTextOf(fields[key])
    if (found !== undefined) return `${kind}:key:${createHash("sha256").update(found).digest("hex")}`
  }
  return undefined
}

export interface SideCount {
  readonly limit: Extract<PlanLimitName, "sources" | "destinations">
  readonly existing: ReadonlySet<string>
  readonly adding: string | undefined
}

/** The problem with adding a side, or null when the plan allows it. */
export const sideLimitProblem = (
  plan: PlanName,
  side: SideCount
): { readonly message: string; readonly details: Record<string, unknown> } | null => {
  const allowed = plans[plan][side.limit]
  if (
    allowed === null || side.adding === undefined || side.existing.has(side.adding) || side.existing.size < allowed
  ) return null
  const noun = side.limit === "sources" ? "source" : "destination"
  const lifting = planLifting(plan, side.limit)
  const more = lifting === undefined
    ? ""
    : ` The ${lifting.displayName} plan (\`${lifting.name}\`) allows ${lifting[side.limit] ?? "unlimited"} ${noun}s: ` +
      "upgrade on the Plan & billing page (API: POST /api/account/subscription)."
  return {
    message: `Plan limit reached: the ${plans[plan].displayName} plan allows ${allowed} ${noun}${
      allowed === 1 ? "" : "s"
    } and this integration would add another.${more}`,
    details: { limit: side.limit, plan, allowed, used: side.existing.size, upgrade_to: lifting?.name ?? null }
  }
}

/** The first instant of the next calendar month (UTC): when the monthly quota resets. */
export const nextMonthStart = (millis: number): Date => {
  const date = new Date(millis)
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1))
}

export const quotaReachedMessage = (plan: PlanName, used: number, nowMillis: number): string => {
  const limit = plans[plan].recordsPerMonth
  const month = new Date(nowMillis).toISOString().slice(0, 7)
  const reset = nextMonthStart(nowMillis).toISOString().slice(0, 10)
  const lifting = planLifting(plan, "recordsPerMonth")
  return (
    `quota_reached: the ${plans[plan].displayName} plan's monthly quota of ${
      limit.toLocaleString("en-US")
    } records is used up (${Math.min(used, limit).toLocaleString("en-US")} synced in ${month}, UTC). ` +
    `The remaining records sync after the quota resets on ${reset} (UTC)${
      lifting === undefined
        ? ""
        : `, or right after an upgrade to ${lifting.displayName} (${
          lifting.recordsPerMonth.toLocaleString("en-US")
        } a month)`
    }.`
  )
}
