/**
 * The Subscription of the API from the account and its subscription row.
 * Status vocabulary: trialing | active | past_due | paused | canceled — the
 * account's `read_only` (and `deleted`) read as `canceled`. The plan is the
 * one in force now; a downgrade waiting for the period end is `pending_plan`.
 */
import type { AccountStatus, PlanName } from "../domain/models.js"
import type { BillingAccountRow } from "./account-status-repository.js"
import type { SubscriptionRow } from "./subscription-repository.js"

export type SubscriptionStatus = "trialing" | "active" | "past_due" | "paused" | "canceled"

export const subscriptionStatusOf = (status: AccountStatus): SubscriptionStatus => {
  switch (status) {
    case "trialing":
    case "active":
    case "past_due":
    case "paused":
      return status
    case "read_only":
    case "deleted":
      return "canceled"
  }
}

export interface SubscriptionView {
  readonly id: string
  readonly customer_email: string
  readonly plan: PlanName
  readonly status: SubscriptionStatus
  readonly trial_ends_at: string | null
  readonly current_period_end: string | null
  readonly cancel_at_period_end: boolean
  readonly pending_plan: PlanName | null
}

export const toSubscriptionView = (account: BillingAccountRow, row: SubscriptionRow): SubscriptionView => ({
  id: row.id,
  customer_email: account.email,
  plan: account.plan,
  status: subscriptionStatusOf(account.status),
  trial_ends_at: account.trial_ends_at,
  current_period_end: row.current_period_end,
  cancel_at_period_end: row.cancel_at_period_end === 1,
  pending_plan: row.pending_plan
})
