/**
 * Onboarding and the integration reads of the dashboard. Onboarding is one
 * transaction (account, integration, encrypted credentials, link); the e-mail
 * goes out only after it committed.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Cron, Effect, Option } from "effect"
import { AccountRepository } from "../accounts/account-repository.js"
import { AuthService } from "../accounts/auth-service.js"
import type { Principal } from "../accounts/principal.js"
import { requireWritable } from "../billing/access.js"
import { isSyncing } from "../billing/account-status-repository.js"
import { QuotaService } from "../billing/quota-service.js"
import { AppConfig } from "../config/app-config.js"
import { cursorProgress } from "../connectors/cursor-progress.js"
import type { CredentialRecord } from "../domain/credentials.js"
import { InvalidInput, notFound } from "../domain/errors.js"
import { isJsonObject } from "../domain/json-fields.js"
import type { CredentialsUpdate, IntegrationOverview, OnboardingInput, RunProgress } from "../domain/models.js"
import {
  checkCredentials,
  type ProviderKind,
  type ProviderRole,
  requireUsable,
  resolveProvider
} from "../domain/providers.js"
import { DAY, isoIn, nowIso, nowMillis } from "../domain/time.js"
import { newId } from "../domain/tokens.js"
import { CONFIRM_SUBJECT, Mailer, SIGN_IN_SUBJECT } from "../mail/mailer.js"
import { MappingRepository } from "../mapping/mapping-repository.js"
import { Encryption } from "../storage/encryption.js"
import type { PageRequest } from "../storage/pagination.js"
import { syncCron } from "../sync/sync-cron.js"
import { SyncLogRepository } from "../sync/sync-log-repository.js"
import { SyncQueueRepository } from "../sync/sync-queue-repository.js"
import { isAwaitingConfirmation, MAX_AWAITING, requireConfirmed } from "./confirmation.js"
import { destinationTarget } from "./destination-target.js"
import { integrationLabel, unconfirmedLabel } from "./integration-label.js"
import { IntegrationRepository, type IntegrationRow } from "./integration-repository.js"
import { toIntegration } from "./integration-view.js"
import { currentRunState, stillRunning } from "./run-state.js"

export const TRIAL_LENGTH = 14 * DAY

/** A side's credentials at onboarding; none, or an empty object, leaves the side to connect later (not connected). */
const optionalCredentials = (kind: ProviderKind, field: string, value: CredentialRecord | undefined) =>
  value === undefined || Object.keys(value).length === 0
    ? Effect.succeed(undefined)
    : checkCredentials(kind, field, value)

/** How far the integration's run is, from what its acknowledged pages saved; null when none runs. */
/** What a new integration still needs before it syncs: the sides not connected yet, then a saved mapping. */
const whatIsLeft = (connected: { readonly source: boolean; readonly destination: boolean }): string => {
  const missing = connected.source && connected.destination
    ? undefined
    : connected.source
    ? "the destination is"
    : connected.destination
    ? "the source is"
    : "both sides are"
  return missing === undefined
    ? "Both sides are connected: it syncs once a mapping is saved (the Mapping tab, or POST /api/schema/infer/apply)."
    : `It syncs once ${missing} connected (PUT …/credentials or the Connection tab) and a mapping is saved.`
}

const runProgress = (row: IntegrationRow, running: boolean): RunProgress | null => {
  if (!running) return null
  const backfill = cursorProgress(row.source_kind, row.sync_cursor)
  return {
    records_written: Number(row.run_records ?? 0),
    backfill: backfill === undefined
      ? null
      : {
        slices_done: backfill.slicesDone,
        slices_total: backfill.slicesTotal,
        history_read_percent: backfill.historyReadPercent
      }
  }
}

const kindOf = (value: string): ProviderKind => {
  const provider = resolveProvider(value)
  // The payload schema already refused unknown values.
  if (provider === undefined) throw new Error(`unvalidated provider ${value}`)
  return provider.kind
}

export class IntegrationService extends Effect.Service<IntegrationService>()("IntegrationService", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const accounts = yield* AccountRepository
    const integrations = yield* IntegrationRepository
    const auth = yield* AuthService
    const mailer = yield* Mailer
    const encryption = yield* Encryption
    const quota = yield* QuotaService
    const logs = yield* SyncLogRepository
    const queue = yield* SyncQueueRepository
    const mappings = yield* MappingRepository
    const config = yield* AppConfig
    const cron = syncCron(config.syncIntervalMinutes)

    const openCredentials = (sealed: string | null) =>
      sealed === null
        ? Effect.succeed(null)
        : Effect.map(encryption.decryptJson(sealed), (opened) => (isJsonObject(opened) ? opened : null)).pipe(
          // A label is not worth failing the list over: an unreadable side shows as not connected.
          Effect.catchAllCause(() => Effect.succeed(null))
        )

    const overviewOf = (principal: Principal, rows: ReadonlyArray<IntegrationRow>) =>
      Effect.gen(function*() {
        const latest = yield* logs.latestOf(rows.map((row) => row.id))
        const queued = yield* queue.queuedAmong(rows.map((row) => row.id))
        const mapped = yield* mappings.mappedAmong(rows.map((row) => row.id))
        const now = yield* nowMillis
        const nextRun = Cron.next(cron, new Date(now)).toISOString()
        return yield* Effect.forEach(rows, (row) =>
          Effect.gen(function*() {
            const log = latest.get(row.id)
            const running = stillRunning(row, log)
            const overview: IntegrationOverview = {
              ...toIntegration(row),
              label: isAwaitingConfirmation(row)
                ? unconfirmedLabel(row.source_kind, row.destination_kind)
                : integrationLabel(
                  row.source_kind,
                  row.destination_kind,
                  yield* openCredentials(row.source_credentials),
                  yield* openCredentials(row.destination_credentials)
                ),
              awaiting_confirmation: isAwaitingConfirmation(row),
              source_connected: row.source_credentials !== null,
              destination_connected: row.destination_credentials !== null,
              mapped: mapped.has(row.id),
              run_state: currentRunState(running, queued.has(row.id)),
              progress: runProgress(row, running),
              last_sync: log === undefined
                ? null
                : {
                  at: log.finished_at ?? log.created_at,
                  status: log.status,
                  records_synced: log.records_synced,
                  error_message: log.error_message
                },
              next_sync_at: row.status !== "paused" && mapped.has(row.id) && isSyncing(principal.status)
                ? nextRun
                : null
            }
            return overview
          }))
      })

    const onboard = (input: OnboardingInput, caller: Option.Option<Principal>) =>
      Effect.gen(function*() {
        const now = yield* nowMillis
        const nowText = isoIn(now, 0)
        const email = input.email.trim().toLowerCase()
        // Signed in, a merchant adds integrations to their own account: another address (a typo, most likely)
        // would create or mail someone else's account instead.
        if (Option.isSome(caller) && caller.value.email.toLowerCase() !== email) {
          return yield* new InvalidInput({
            message: `Invalid input: email must be the signed-in account's (${caller.value.email}): integrations are ` +
              "added to your own account. To onboard another address, send the request without your session.",
            details: { problems: [{ field: "email", message: "must be the signed-in account's e-mail" }] }
          })
        }
        const sourceCredentials = yield* optionalCredentials(
          kindOf(input.source),
          "source_credentials",
          input.source_credentials
        )
        const destinationCredentials = yield* optionalCredentials(
          kindOf(input.destination),
          "destination_credentials",
          input.destination_credentials
        )
        const connected = { source: sourceCredentials !== undefined, destination: destinationCredentials !== undefined }
        const existing = yield* accounts.findByEmail(email)
        const owner = Option.exists(existing, (account) => Option.exists(caller, (p) => p.accountId === account.id))
        const integrationId = newId("int", now)

        const plan = Option.match(existing, {
          onNone: () => ({ kind: "new_account" as const, accountId: newId("acc", now) }),
          onSome: (account) =>
            Option.exists(caller, (p) => p.accountId === account.id)
              ? { kind: "owner" as const, accountId: account.id }
              : { kind: "stranger" as const, accountId: account.id }
        })
        // Anyone who knows an owner's e-mail may ask them to confirm an integration, but only a few may wait at once:
        // more are dropped, unmailed, with the same answer (the account must not fill up with strangers' requests).
        if (plan.kind === "stranger" && (yield* integrations.countAwaiting(plan.accountId)) >= MAX_AWAITING) {
          yield* Effect.logInfo(`integration request for ${plan.accountId} dropped: ${MAX_AWAITING} await confirmation`)
          return { plan, email, integrationId, link: null, connected }
        }
        // Throttled per address and kind of mail; the answer stays the same, so it tells nothing either.
        const mayMail = owner ||
          (yield* mailer.requestedMailAllowed(email, plan.kind === "stranger" ? CONFIRM_SUBJECT : SIGN_IN_SUBJECT))

        if (plan.kind === "owner" && Option.isSome(existing)) {
          // The owner's account must be writable and stay within its plan's sources × destinations.
          // A stranger learns nothing of the account: their integration waits, paused, and the check runs when the owner confirms it.
          yield* quota.checkIntegration(existing.value, {
            id: integrationId,
            sourceKind: kindOf(input.source),
            destinationKind: kindOf(input.destination),
            sourceCredentials: sourceCredentials ?? null,
            destinationCredentials: destinationCredentials ?? null
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
          // Nothing runs before the address is proven: a new account's integration waits for its first
          // sign-in (then resumes as active), a stranger's for the owner's confirmation.
          status: plan.kind === "owner" ? "active" : "paused",
          suspended_status: plan.kind === "new_account" ? "active" : null,
          awaiting_confirmation: plan.kind === "stranger" ? 1 : 0,
          source_credentials: sourceCredentials === undefined ? null : encryption.encryptJson(sourceCredentials),
          destination_credentials: destinationCredentials === undefined
            ? null
            : encryption.encryptJson(destinationCredentials),
          sync_cursor: null,
          created_at: nowText,
          updated_at: nowText
        })
        const link = !mayMail
          ? null
          : plan.kind === "new_account"
          ? yield* auth.issueLink(plan.accountId, "sign_in")
          : plan.kind === "stranger"
          ? yield* auth.issueLink(plan.accountId, "confirm_integration", integrationId)
          : null
        return { plan, email, integrationId, link, connected }
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
              subject: CONFIRM_SUBJECT,
              text:
                `Someone created an integration (${input.source} → ${input.destination}, id ${integrationId}) for your salesync account.\n` +
                `It stays paused until you confirm it with this link (valid 15 minutes, usable once):\n\n${link}\n\n` +
                "If this was not you, ignore this message; nothing will sync."
            })
        ),
        Effect.map(({ plan, integrationId, connected }) => ({
          integrationId,
          // Without the owner's credential the answer is the same whether or not the address has an account (no enumeration).
          message: plan.kind === "owner"
            ? `Integration created and active. ${whatIsLeft(connected)}`
            : "Integration created. We e-mailed a link to that address: open it to sign in (an existing account confirms the integration with it; it syncs once confirmed)."
        }))
      )

    /**
     * Replaces one side's credentials after checking them against the
     * provider's Schema: every writer of credentials goes through here. The
     * account must be one that may make changes (not read-only, paused or
     * deleted), whoever asks.
     */
    const replaceCredentials = (integration: IntegrationRow, side: ProviderRole, credentials: CredentialRecord) =>
      Effect.gen(function*() {
        const account = yield* accounts.findById(integration.account_id)
        yield* requireWritable(
          Option.match(account, { onNone: () => "deleted" as const, onSome: (found) => found.status })
        )
        const kind = side === "source" ? integration.source_kind : integration.destination_kind
        const checked = yield* checkCredentials(kind, `${side}_credentials`, credentials)
        // A side connected now counts against the plan now (unconnected, it counted as nothing); a stranger's
        // integration awaiting confirmation uses none of it.
        if (Option.isSome(account) && !isAwaitingConfirmation(integration)) {
          yield* quota.checkConnectedSide(account.value, integration.id, side, kind, checked)
        }
        const now = yield* nowIso
        yield* integrations.setCredentials(integration.id, side, encryption.encryptJson(checked), now)
        // Another base, table, spreadsheet or sheet has none of the records synced so far: read the history again.
        const sealed = integration.destination_credentials
        if (side === "destination" && sealed !== null) {
          const before = yield* encryption.decryptJson(sealed)
          if (destinationTarget(kind, before) !== destinationTarget(kind, checked)) {
            yield* integrations.restartHistory(integration.id, now)
          }
        }
      })

    /** The caller's integration, or 404 exactly as for an unknown id. */
    const getOwned = (principal: Principal, id: string) =>
      Effect.flatMap(
        integrations.findOwned(principal.accountId, id),
        Option.match({ onNone: () => Effect.fail(notFound("Integration")), onSome: Effect.succeed })
      )

    return {
      onboard,
      replaceCredentials,
      /** The list with each integration's label, last and next sync and whether one is queued or running. */
      list: (principal: Principal, page: PageRequest) =>
        Effect.gen(function*() {
          const found = yield* integrations.listOwned(principal.accountId, page)
          return { items: yield* overviewOf(principal, found.items), nextCursor: found.nextCursor }
        }),
      getOwned,
      /**
       * May this integration be run by hand now: the account writable, the integration confirmed by its owner, and a
       * paused one (which the schedule skips) within the plan — one confirmed past the plan's sources × destinations
       * stays paused and must not sync by hand either.
       */
      requireRunnable: (principal: Principal, integration: IntegrationRow) =>
        Effect.gen(function*() {
          yield* requireWritable(principal.status)
          yield* requireConfirmed(integration)
          if (integration.status !== "paused") return
          yield* quota.checkIntegration({ id: principal.accountId, plan: principal.plan, status: principal.status }, {
            id: integration.id,
            sourceKind: integration.source_kind,
            destinationKind: integration.destination_kind,
            sourceCredentials: yield* openCredentials(integration.source_credentials),
            destinationCredentials: yield* openCredentials(integration.destination_credentials)
          })
        }),
      /** Replaces one side's credentials (a new key, another base); the next run uses them. */
      updateCredentials: (principal: Principal, id: string, update: CredentialsUpdate) =>
        Effect.gen(function*() {
          const integration = yield* getOwned(principal, id)
          // A stranger's integration takes no key of the owner's before they confirm it: its other side is the
          // stranger's choice (their base, their sheet), where the owner's sales would go.
          yield* requireConfirmed(integration)
          // By hand a side is replaced whole: with less than it needs, the next sync could only fail.
          const kind = update.side === "source" ? integration.source_kind : integration.destination_kind
          yield* requireUsable(kind, "credentials", update.credentials)
          yield* replaceCredentials(integration, update.side, update.credentials)
          const [overview] = yield* overviewOf(principal, [yield* getOwned(principal, id)])
          return overview
        }),
      /** Deletes the integration with its mapping, history and failures; a queued run then finds nothing to record. */
      remove: (principal: Principal, id: string) =>
        Effect.gen(function*() {
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
    SyncLogRepository.Default,
    SyncQueueRepository.Default,
    MappingRepository.Default
  ]
}) {}
