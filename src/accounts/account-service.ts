/** The account as its owner sees it: plan, status, trial end and this month's usage. */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Option } from "effect"
import { plans } from "../billing/plans.js"
import { nowMillis } from "../domain/time.js"
import { recordsSyncedSince } from "../sync/sync-log-repository.js"
import { AccountRepository } from "./account-repository.js"
import type { Principal } from "./principal.js"

/** The first instant of the calendar month (UTC) that contains `millis`. */
export const monthStart = (millis: number): Date => {
  const date = new Date(millis)
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1))
}

export class AccountService extends Effect.Service<AccountService>()("AccountService", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const accounts = yield* AccountRepository
    return {
      view: (principal: Principal) =>
        Effect.gen(function*() {
          // A resolved principal's account exists: its absence is a bug, not a 404.
          const account = yield* Effect.flatMap(
            accounts.findById(principal.accountId),
            Option.match({
              onNone: () => Effect.dieMessage(`account ${principal.accountId} of a live credential is missing`),
              onSome: Effect.succeed
            })
          )
          const start = monthStart(yield* nowMillis)
          const used = yield* recordsSyncedSince(sql, account.id, start.toISOString())
          return {
            id: account.id,
            email: account.email,
            plan: account.plan,
            status: account.status,
            trial_ends_at: account.trial_ends_at,
            created_at: account.created_at,
            usage: {
              month: start.toISOString().slice(0, 7),
              records_synced: used,
              records_limit: plans[account.plan].recordsPerMonth
            }
          }
        })
    }
  }),
  dependencies: [AccountRepository.Default]
}) {}
