/**
 * Onboarding and the integration reads of the dashboard. Onboarding is one
 * transaction (account, integration, encrypted credentials, link); the e-mail
 * goes out only after it committed.
 */
import { SqlClient } from "@effect/sql"
import { Cron, Effect, Option } from "effect"
import { AccountRepository } from "../accounts/account-repository.js"
import { AuthService } from "../accounts/auth-service.js"
import type { Principal } from "../accounts/principal.js"
import { QuotaService } from "../billing/quota-service.js"
import { notFound } from "../domain/errors.js"
import type { JsonRecord } from "../connectors/contract.js"
import { AppConfig } from "../config/app-config.js"
import type { CredentialsUpdate, IntegrationOverview, OnboardingInput } from "../domain/models.js"
import { resolveProvider, type ProviderKind } from "../domain/providers.js"
import { DAY, isoIn, MINUTE, nowIso, nowMillis } from "../domain/time.js"
import { newId } from "../domain/tokens.js"
import { Mailer } from "../mail/mailer.js"
import { Encryption } from "../storage/encryption.js"
import type { PageRequest } from "../storage/pagination.js"
import { syncCron } from "../sync/sync-cron.js"
import { SyncLogRepository } from "../sync/sync-log-repository.js"
import { requireWritable } from "../billing/access.js"
import { isSyncing } from "../billing/account-status-repository.js"
import { integrationLabel } from "./integration-label.js"
import { IntegrationRepository, type IntegrationRow } from "./integration-repository.js"
import { toIntegration } from "./integration-view.js"

export const TRIAL_LENGTH = 14 * DAY

/**
 * A request that never reached a runner (the queue refused it) would say "queued" for ever: after two schedule
 * periods without starting it no longer does. A running sync stays running however long it takes.
 */
const currentRunState = (row: IntegrationRow, now: number, period: number) =>
  row.run_state === "queued" &&
  row.run_state_at !== undefined &&
  row.run_state_at !== null &&
  now - Date.parse(row.run_state_at) > 2 * period
    ? null
    : (row.run_state ?? null)

const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const kindOf = (value: string): ProviderKind => {
  const provider = resolveProvider(value)
  // The payload schema already refused unknown values.
  if (provider === undefined) throw new Error(`unvalidated provider ${value}`)
  return provider.kind
}

export class IntegrationService extends Effect.Service<IntegrationService>()("IntegrationService", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const accounts = yield* AccountRepository
    const integrations = yield* IntegrationRepository
    const auth = yield* AuthService
    const mailer = yield* Mailer
    const encryption = yield* Encryption
    const quota = yield* QuotaService
    const logs = yield* SyncLogRepository
    const config = yield* AppConfig
    const cron = syncCron(config.syncIntervalMinutes)

    /** Credentials of a provider kind as stored: the one place onboarding and later updates check and seal them. */
    const sealCredentials = (_kind: ProviderKind, credentials: JsonRecord | undefined) =>
      credentials === undefined ? null : encryption.encryptJson(credentials)

    const openCredentials = (sealed: string | null) =>
      sealed === null
        ? Effect.succeed(null)
        : Effect.map(encryption.decryptJson(sealed), (opened) => (isRecord(opened) ? opened : null)).pipe(
            // A label is not worth failing the list over: an unreadable side shows as not connected.
            Effect.catchAllCause(() => Effect.succeed(null))
          )

    const overviewOf = (principal: Principal, rows: ReadonlyArray<IntegrationRow>) =>
      Effect.gen(function* () {
        const latest = yield* logs.latestOf(rows.map((row) => row.id))
        const now = yield* nowMillis
        const nextRun = Cron.next(cron, new Date(now)).toISOString()
        return yield* Effect.forEach(rows, (row) =>
          Effect.gen(function* () {
            const log = latest.get(row.id)
            const overview: IntegrationOverview = {
              ...toIntegration(row),
              label: integrationLabel(
                row.source_kind,
                row.destination_kind,
                yield* openCredentials(row.source_credentials),
                yield* openCredentials(row.destination_credentials)
              ),
              source_connected: row.source_credentials !== null,
              destination_connected: row.destination_credentials !== null,
              run_state: currentRunState(row, now, config.syncIntervalMinutes * MINUTE),
              last_sync:
                log === undefined
                  ? null
                  : {
                      at: log.finished_at ?? log.created_at,
                      status: log.status,
                      records_synced: log.records_synced,
                      error_message: log.error_message
                    },
              next_sync_at: row.status !== "paused" && isSyncing(principal.status) ? nextRun : null
            }
            return overview
          })
        )
      })

    const onboard = (input: OnboardingInput, caller: Option.Option<Principal>) =>
      Effect.gen(function* () {
        const now = yield* nowMillis
        const nowText = isoIn(now, 0)
        const email = input.email.trim().toLowerCase()
        const existing = yield* accounts.findByEmail(email)
        const integrationId = newId("int", now)

        const plan = Option.match(existing, {
          onNone: () => ({ kind: "new_account" as const, accountId: newId("acc", now) }),
          onSome: (account) =>
            Option.exists(caller, (p) => p.accountId === account.id)
              ? { kind: "owner" as const, accountId: account.id }
              : { kind: "stranger" as const, accountId: account.id }
        })

        if (plan.kind === "owner" && Option.isSome(existing)) {
          // Billing issue: the owner's account must be writable and stay within its plan's sources × destinations.
          // A stranger learns nothing of the account: their integration waits, paused, and the check runs when the owner confirms it.
          yield* quota.checkNewIntegration(existing.value, {
            id: integrationId,
            sourceKind: kindOf(input.source),
            destinationKind: kindOf(input.destination),
            sourceCredentials: input.source_credentials ?? null,
            destinationCredentials: input.destination_credentials ?? null
          })
        }
        if (plan.kind === "new_account") {
          yield* accounts.insert({
            id: plan.accountId,
            email,
            plan: "pro",
            status: "trialing",
            trial_ends_at: isoIn(now, TRIAL_LENGTH),
            created_at: nowText
          })
        }
        yield* integrations.insert({
          id: integrationId,
          account_id: plan.accountId,
          source: input.source.trim().toLowerCase(),
          destination: input.destination.trim().toLowerCase(),
          source_kind: kindOf(input.source),
          destination_kind: kindOf(input.destination),
          status: plan.kind === "stranger" ? "paused" : "active",
          source_credentials: sealCredentials(kindOf(input.source), input.source_credentials),
          destination_credentials: sealCredentials(kindOf(input.destination), input.destination_credentials),
          sync_cursor: null,
          created_at: nowText,
          updated_at: nowText
        })
        const link =
          plan.kind === "new_account"
            ? yield* auth.issueLink(plan.accountId, "sign_in")
            : plan.kind === "stranger"
              ? yield* auth.issueLink(plan.accountId, "confirm_integration", integrationId)
              : null
        return { plan, email, integrationId, link }
      }).pipe(
        sql.withTransaction,
        Effect.catchTag("SqlError", Effect.die),
        Effect.tap(({ plan, email, integrationId, link }) =>
          link === null
            ? Effect.void
            : plan.kind === "new_account"
              ? auth.signInMail(email, link)
              : mailer.send({
                  to: email,
                  subject: "Confirm a new salesync integration",
                  text:
                    `Someone created an integration (${input.source} → ${input.destination}, id ${integrationId}) for your salesync account.\n` +
                    `It stays paused until you confirm it with this link (valid 15 minutes, usable once):\n\n${link}\n\n` +
                    "If this was not you, ignore this message; nothing will sync."
                })
        ),
        Effect.map(({ plan, integrationId }) => ({
          integrationId,
          // Without the owner's credential the answer is the same whether or not the address has an account (no enumeration).
          message:
            plan.kind === "owner"
              ? "Integration created and active."
              : "Integration created. We e-mailed a link to that address: open it to sign in (an existing account confirms the integration with it; it syncs once confirmed)."
        }))
      )

    /** The caller's integration, or 404 exactly as for an unknown id. */
    const getOwned = (principal: Principal, id: string) =>
      Effect.flatMap(
        integrations.findOwned(principal.accountId, id),
        Option.match({ onNone: () => Effect.fail(notFound("Integration")), onSome: Effect.succeed })
      )

    return {
      onboard,
      /** The list with each integration's label, last and next sync and whether one is queued or running. */
      list: (principal: Principal, page: PageRequest) =>
        Effect.gen(function* () {
          const found = yield* integrations.listOwned(principal.accountId, page)
          return { items: yield* overviewOf(principal, found.items), nextCursor: found.nextCursor }
        }),
      getOwned,
      /** Replaces one side's credentials (a new key, another base); the next run uses them. */
      updateCredentials: (principal: Principal, id: string, update: CredentialsUpdate) =>
        Effect.gen(function* () {
          const integration = yield* getOwned(principal, id)
          yield* requireWritable(principal.status)
          const kind = update.side === "source" ? integration.source_kind : integration.destination_kind
          const sealed = sealCredentials(kind, update.credentials) ?? encryption.encryptJson({})
          yield* integrations.setCredentials(integration.id, update.side, sealed, yield* nowIso)
          const [overview] = yield* overviewOf(principal, [yield* getOwned(principal, id)])
          return overview
        }),
      /** Deletes the integration with its mapping, history and failures; a queued run then finds nothing to record. */
      remove: (principal: Principal, id: string) =>
        Effect.gen(function* () {
          const integration = yield* getOwned(principal, id)
          const deleted = yield* integrations.deleteOwned(principal.accountId, integration.id)
          if (!deleted) return yield* Effect.fail(notFound("Integration"))
        }),
      count: (principal: Principal) => integrations.countOwned(principal.accountId)
    }
  }),
  dependencies: [
    AccountRepository.Default,
    IntegrationRepository.Default,
    AuthService.Default,
    Mailer.Default,
    Encryption.Default,
    QuotaService.Default,
    SyncLogRepository.Default
  ]
}) {}
