/**
 * Which account states may change anything. Reads always work; creating,
 * editing, applying and retrying need a syncing account. A paused account
 * (trial ended without a payment method) is treated like a read-only one
 * until a plan is chosen, so that nothing new starts syncing for free.
 */
import { Effect } from "effect"
import { AccountReadOnly } from "../domain/errors.js"
import type { AccountStatus } from "../domain/models.js"
import { isSyncing } from "./account-status-repository.js"

const why: Partial<Record<AccountStatus, string>> = {
  read_only:
    "The account is read-only: its subscription ended. Reads still work; choose a plan on the Plan & billing page (API: POST /api/account/checkout) to create, edit and sync again.",
  paused:
    "The account is paused: the trial ended without a payment method. Reads still work; choose a plan on the Plan & billing page (API: POST /api/account/checkout) to resume syncing and editing.",
  deleted:
    "The account is deleted. Restore it (POST /api/account/restore) within 30 days of the deletion to use it again."
}

export const readOnlyError = (status: AccountStatus) =>
  new AccountReadOnly({
    message: why[status] ?? "The account cannot be changed in its current state.",
    details: { account_status: status }
  })

/** Fails with 403 account_read_only unless the account may make changes. */
export const requireWritable = (status: AccountStatus): Effect.Effect<void, AccountReadOnly> =>
  isSyncing(status) ? Effect.void : Effect.fail(readOnlyError(status))
