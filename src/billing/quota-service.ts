/**
 * The plan quotas against the database: sources × destinations when an
 * integration is created, and the records left this month when a sync writes.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Clock, Effect, Option, Schema } from "effect"
import { monthStart } from "../accounts/account-service.js"
import { AppConfig } from "../config/app-config.js"
import { PlanLimitExceeded } from "../domain/errors.js"
import { AccountStatus, PlanName } from "../domain/models.js"
import type { ProviderKind, ProviderRole } from "../domain/providers.js"
import { NullableText, ProviderKindColumn } from "../storage/columns.js"
import { Encryption } from "../storage/encryption.js"
import { recordsSyncedSince } from "../sync/sync-log-repository.js"
import { requireWritable } from "./access.js"
import { isSyncing } from "./account-status-repository.js"
import { plans } from "./plans.js"
import { sideIdentity, sideLimitProblem } from "./quota.js"

export interface NewIntegration {
  readonly id: string
  readonly sourceKind: ProviderKind
  readonly destinationKind: ProviderKind
  readonly sourceCredentials: unknown
  readonly destinationCredentials: unknown
}

const SideRow = Schema.Struct({
  id: Schema.String,
  source_kind: ProviderKindColumn,
  destination_kind: ProviderKindColumn,
  source_credentials: NullableText,
  destination_credentials: NullableText
})

export interface MonthlyAllowance {
  readonly plan: PlanName
  readonly syncing: boolean
  readonly used: number
  readonly remaining: number
}

export class QuotaService extends Effect.Service<QuotaService>()("QuotaService", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const encryption = yield* Encryption
    const quotasOn = (yield* AppConfig).billing.quotas
    const otherSides = SqlSchema.findAll({
      Request: Schema.Struct({ accountId: Schema.String, except: Schema.String }),
      Result: SideRow,
      execute: ({ accountId, except }) =>
        sql`SELECT id, source_kind, destination_kind, source_credentials, destination_credentials
            FROM integrations WHERE account_id = ${accountId} AND id <> ${except} AND awaiting_confirmation = 0`
    })
    const planOf = SqlSchema.findOne({
      Request: Schema.String,
      Result: Schema.Struct({ plan: PlanName, status: AccountStatus }),
      execute: (accountId) => sql`SELECT plan, status FROM accounts WHERE id = ${accountId}`
    })
    const open = (
      sealed: string | null
    ) => (sealed === null ? Effect.succeed<unknown>(null) : encryption.decryptJson(sealed))
    /**
     * The connected sources and destinations of the account's other integrations. The integration itself may already be
     * stored (paused, awaiting its owner's confirmation); strangers' requests still awaiting it use none of the plan.
     */
    const sidesBesides = (accountId: string, except: string) =>
      Effect.gen(function*() {
        const rows = yield* Effect.orDie(otherSides({ accountId, except }))
        const sources = new Set<string>()
        const destinations = new Set<string>()
        for (const row of rows) {
          const source = sideIdentity(row.source_kind, yield* open(row.source_credentials))
          const destination = sideIdentity(row.destination_kind, yield* open(row.destination_credentials))
          if (source !== undefined) sources.add(source)
          if (destination !== undefined) destinations.add(destination)
        }
        return { sources, destinations }
      })

    /** The problem with one side of an integration among the account's other sides, or null. */
    const sideProblem = (
      plan: PlanName,
      sides: { readonly sources: ReadonlySet<string>; readonly destinations: ReadonlySet<string> },
      side: ProviderRole,
      kind: ProviderKind,
      credentials: unknown
    ) =>
      sideLimitProblem(plan, {
        limit: side === "source" ? "sources" : "destinations",
        existing: side === "source" ? sides.sources : sides.destinations,
        adding: sideIdentity(kind, credentials)
      })

    return {
      /**
       * An integration (new, confirmed, or paused and run by hand) among the account's others: 403 account_read_only
       * unless the account may change, 403 plan_limit_exceeded past its sources × destinations.
       */
      checkIntegration: (
        account: { readonly id: string; readonly plan: PlanName; readonly status: AccountStatus },
        adding: NewIntegration
      ) =>
        Effect.gen(function*() {
          yield* requireWritable(account.status)
          const sides = yield* sidesBesides(account.id, adding.id)
          const problem = sideProblem(account.plan, sides, "source", adding.sourceKind, adding.sourceCredentials) ??
            sideProblem(account.plan, sides, "destination", adding.destinationKind, adding.destinationCredentials)
          if (problem !== null) return yield* new PlanLimitExceeded(problem)
        }),

      /** An integration's side connected or replaced: 403 plan_limit_exceeded when that makes one source or destination too many. */
      checkConnectedSide: (
        account: { readonly id: string; readonly plan: PlanName },
        integrationId: string,
        side: ProviderRole,
        kind: ProviderKind,
        credentials: unknown
      ) =>
        Effect.gen(function*() {
          const problem = sideProblem(
            account.plan,
            yield* sidesBesides(account.id, integrationId),
            side,
            kind,
            credentials
          )
          if (problem !== null) return yield* new PlanLimitExceeded(problem)
        }),

      /** The plan's records left this calendar month (UTC), and whether the account syncs at all. */
      monthly: (accountId: string) =>
        Effect.gen(function*() {
          const found = yield* Effect.orDie(planOf(accountId))
          if (Option.isNone(found)) {
            return { plan: "starter", syncing: false, used: 0, remaining: 0 } satisfies MonthlyAllowance
          }
          const account = found.value
          const used = yield* recordsSyncedSince(
            sql,
            accountId,
            monthStart(yield* Clock.currentTimeMillis).toISOString()
          )
          return {
            plan: account.plan,
            syncing: isSyncing(account.status),
            used,
            remaining: quotasOn ? Math.max(0, plans[account.plan].recordsPerMonth - used) : Number.POSITIVE_INFINITY
          } satisfies MonthlyAllowance
        })
    }
  }),
  dependencies: [Encryption.Default, AppConfig.Default]
}) {}
