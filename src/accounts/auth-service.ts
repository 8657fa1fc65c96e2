/**
 * Sign-in: magic links (single use, 15 minutes), sessions (30 days) and API
 * keys. Secrets are random, returned once, and stored only as SHA-256 hashes.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Option } from "effect"
import { isSyncing } from "../billing/account-status-repository.js"
import { QuotaService } from "../billing/quota-service.js"
import { AppConfig } from "../config/app-config.js"
import { InvalidToken } from "../domain/errors.js"
import type { ApiKey } from "../domain/models.js"
import { DAY, isoIn, MINUTE, nowIso, nowMillis } from "../domain/time.js"
import { newId, randomToken, sha256 } from "../domain/tokens.js"
import { Connections } from "../integrations/connections.js"
import { IntegrationRepository } from "../integrations/integration-repository.js"
import { Mailer, RESTORE_SUBJECT, SIGN_IN_SUBJECT } from "../mail/mailer.js"
import type { PageRequest } from "../storage/pagination.js"
import { purgeAt, restoreMailText, withinGrace } from "./account-lifecycle-policy.js"
import { AccountRepository, type AccountRow } from "./account-repository.js"
import { ApiKeyRepository } from "./api-key-repository.js"
import type { Principal } from "./principal.js"
import { type MagicLinkPurpose, SessionRepository } from "./session-repository.js"

export const MAGIC_LINK_TTL = 15 * MINUTE
export const SESSION_TTL = 30 * DAY
const SESSION_PREFIX = "sst_"
const API_KEY_PREFIX = "ssk_"

const toPrincipal = (account: AccountRow, via: Principal["via"], credentialId: string): Principal => ({
  accountId: account.id,
  email: account.email,
  plan: account.plan,
  status: account.status,
  via,
  credentialId
})

const UNUSABLE_LINK = "This sign-in link is unknown, was already used, or has expired. Request a new one."

export class AuthService extends Effect.Service<AuthService>()("AuthService", {
  effect: Effect.gen(function*() {
    const config = yield* AppConfig
    const sql = yield* SqlClient.SqlClient
    const accounts = yield* AccountRepository
    const sessions = yield* SessionRepository
    const keys = yield* ApiKeyRepository
    const integrations = yield* IntegrationRepository
    const connections = yield* Connections
    const quota = yield* QuotaService
    const mailer = yield* Mailer

    /** Stores a new link and returns its URL; the caller sends it (after its transaction commits). */
    const issueLink = (
      accountId: string,
      purpose: MagicLinkPurpose,
      integrationId: string | null = null,
      ttl = MAGIC_LINK_TTL
    ) =>
      Effect.gen(function*() {
        const now = yield* nowMillis
        const token = randomToken()
        yield* sessions.insertMagicLink({
          id: newId("ml", now),
          account_id: accountId,
          token_hash: sha256(token),
          purpose,
          integration_id: integrationId,
          created_at: isoIn(now, 0),
          expires_at: isoIn(now, ttl)
        })
        return `${config.publicUrl}/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`
      })

    const signInMail = (email: string, url: string) =>
      mailer.send({
        to: email,
        subject: SIGN_IN_SUBJECT,
        text:
          `Sign in to salesync with this link (valid for 15 minutes, usable once):\n\n${url}\n\nIf you did not ask for it, ignore this message.`
      })

    /** Consumes a link, applies its purpose, and opens a session. */
    const activateConfirmed = (account: AccountRow, integrationId: string, now: string) =>
      Effect.gen(function*() {
        const pending = yield* integrations.findById(integrationId)
        if (Option.isNone(pending)) return
        const allowed = yield* quota
          .checkIntegration(account, {
            id: integrationId,
            sourceKind: pending.value.source_kind,
            destinationKind: pending.value.destination_kind,
            sourceCredentials: pending.value.source_credentials === null
              ? null
              : (yield* connections.of(pending.value, "source")).credentials,
            destinationCredentials: pending.value.destination_credentials === null
              ? null
              : (yield* connections.of(pending.value, "destination")).credentials
          })
          .pipe(
            Effect.as(true),
            Effect.catchAll((refused) =>
              Effect.logInfo(`confirmed integration ${integrationId} stays paused: ${refused.message}`).pipe(
                Effect.as(false)
              )
            )
          )
        // Confirmed, it is the owner's integration, paused where the plan does not allow it yet.
        yield* integrations.markConfirmed(integrationId, now)
        if (allowed) yield* integrations.setStatus(integrationId, "active", now)
      })

    const exchange = (token: string) =>
      Effect.gen(function*() {
        const now = yield* nowMillis
        const link = yield* sessions.consumeMagicLink(sha256(token), isoIn(now, 0))
        if (Option.isNone(link)) {
          return yield* new InvalidToken({ message: UNUSABLE_LINK })
        }
        // A deleted account signs in only through a restore link (to restore it).
        const owner = yield* accounts.findById(link.value.account_id)
        if (Option.exists(owner, (a) => a.status === "deleted") && link.value.purpose !== "restore") {
          return yield* new InvalidToken({
            message:
              "This account is deleted. Use the restore link we e-mailed (or request a new sign-in link to get one)."
          })
        }
        if (Option.isSome(owner) && isSyncing(owner.value.status)) {
          // The first sign-in proves the address: integrations onboarding created for it start now.
          yield* integrations.resumeSuspended(owner.value.id, isoIn(now, 0))
        }
        if (
          link.value.purpose === "confirm_integration" && link.value.integration_id !== null && Option.isSome(owner)
        ) {
          // The owner confirmed an integration someone created for their e-mail: it becomes active
          // if the account may take it (writable, within its plan); otherwise it stays paused.
          yield* activateConfirmed(owner.value, link.value.integration_id, isoIn(now, 0))
        }
        const sessionToken = randomToken(SESSION_PREFIX)
        const expiresAt = isoIn(now, SESSION_TTL)
        yield* sessions.insertSession({
          id: newId("ses", now),
          account_id: link.value.account_id,
          token_hash: sha256(sessionToken),
          created_at: isoIn(now, 0),
          expires_at: expiresAt
        })
        return { accessToken: sessionToken, expiresAt }
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    return {
      issueLink,
      signInMail,

      /** What an unused, unexpired link is for, without spending it; InvalidToken otherwise. */
      linkPurpose: (token: string) =>
        Effect.gen(function*() {
          const link = yield* sessions.usableMagicLink(sha256(token), isoIn(yield* nowMillis, 0))
          if (Option.isNone(link)) {
            return yield* new InvalidToken({ message: UNUSABLE_LINK })
          }
          return link.value.purpose
        }),

      /** Same answer whether or not the account exists: no enumeration. */
      requestMagicLink: (email: string) =>
        Effect.gen(function*() {
          const account = yield* accounts.findByEmail(email.toLowerCase())
          if (Option.isNone(account)) return
          const deleted = account.value.status === "deleted"
          if (!(yield* mailer.requestedMailAllowed(account.value.email, deleted ? RESTORE_SUBJECT : SIGN_IN_SUBJECT))) {
            return
          }
          if (deleted) {
            // Within the grace a deleted account gets a restore link instead; after it, nothing.
            const deletedAt = account.value.deleted_at
            if (deletedAt === null || !withinGrace(deletedAt, yield* nowMillis)) return
            const restoreUrl = yield* issueLink(account.value.id, "restore")
            yield* mailer.send({
              to: account.value.email,
              subject: RESTORE_SUBJECT,
              text: restoreMailText(restoreUrl, purgeAt(deletedAt))
            })
            return
          }
          const url = yield* issueLink(account.value.id, "sign_in")
          yield* signInMail(account.value.email, url)
        }),

      exchange,

      /** Resolves a presented secret (session token or API key) to its account. */
      resolve: (secret: string): Effect.Effect<Option.Option<Principal>> =>
        Effect.gen(function*() {
          const now = yield* nowIso
          if (secret.startsWith(API_KEY_PREFIX)) {
            const row = yield* keys.findPrincipal(sha256(secret))
            // "Last used" to the minute: no database write on every request of a busy key.
            if (Option.isSome(row) && (row.value.key_last_used_at ?? "") < isoIn(Date.parse(now), -MINUTE)) {
              yield* keys.touch(row.value.key_id, now)
            }
            return Option.map(row, (r) => toPrincipal(r, "api_key", r.key_id))
          }
          const row = yield* sessions.findPrincipal(sha256(secret), now)
          return Option.map(row, (r) => toPrincipal(r, "session", r.session_id))
        }),

      signOut: (
        principal: Principal
      ) => (principal.via === "session" ? sessions.deleteSession(principal.credentialId) : Effect.void),

      createApiKey: (principal: Principal, name: string | undefined) =>
        Effect.gen(function*() {
          const now = yield* nowMillis
          const key = randomToken(API_KEY_PREFIX)
          const row = {
            id: newId("key", now),
            account_id: principal.accountId,
            name: name?.trim() || "API key",
            prefix: key.slice(0, 12),
            created_at: isoIn(now, 0),
            last_used_at: null
          }
          yield* keys.insert({ ...row, key_hash: sha256(key) })
          return { ...toApiKey(row), key }
        }),

      listApiKeys: (principal: Principal, page: PageRequest) =>
        Effect.map(
          keys.list(principal.accountId, page),
          (p) => ({ items: p.items.map(toApiKey), nextCursor: p.nextCursor })
        ),

      deleteApiKey: (principal: Principal, id: string) => keys.delete(principal.accountId, id)
    }
  }),
  dependencies: [
    Connections.Default,
    QuotaService.Default,
    AppConfig.Default,
    AccountRepository.Default,
    SessionRepository.Default,
    ApiKeyRepository.Default,
    IntegrationRepository.Default,
    Mailer.Default
  ]
}) {}

const toApiKey = (
  row: { id: string; name: string; prefix: string; created_at: string; last_used_at: string | null }
): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created_at: row.created_at,
  last_used_at: row.last_used_at
})
