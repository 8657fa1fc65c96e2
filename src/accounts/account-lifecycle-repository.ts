/**
 * SQL of the account lifecycle: revoking access on deletion, the export of
 * everything stored for an account (secrets left out: credentials, token,
 * key and state hashes, PKCE verifiers, mail bodies that carry sign-in
 * links), the purge, and retention pruning.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"

type Row = Record<string, unknown>

const asBoolean = (rows: ReadonlyArray<Row>, ...keys: ReadonlyArray<string>) =>
  rows.map((row) => ({ ...row, ...Object.fromEntries(keys.map((key) => [key, Number(row[key]) === 1])) }))

const asNumber = (rows: ReadonlyArray<Row>, ...keys: ReadonlyArray<string>) =>
  rows.map((row) => ({ ...row, ...Object.fromEntries(keys.map((key) => [key, Number(row[key] ?? 0)])) }))

const parsedPayload = (payload: unknown): unknown => {
  try {
    return typeof payload === "string" ? JSON.parse(payload) : payload
  } catch {
    return payload
  }
}

export class AccountLifecycleRepository
  extends Effect.Service<AccountLifecycleRepository>()("AccountLifecycleRepository", {
    effect: Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const deletedBefore = SqlSchema.findAll({
        Request: Schema.String,
        Result: Schema.Struct({ id: Schema.String, email: Schema.String }),
        execute: (cutoff) =>
          sql`SELECT id, email FROM accounts
          WHERE status = 'deleted' AND deleted_at IS NOT NULL AND deleted_at <= ${cutoff}
          ORDER BY deleted_at, id`
      })
      const integrationIds = (accountId: string) => sql`SELECT id FROM integrations WHERE account_id = ${accountId}`

      return {
        /** Every way into the account: sessions, API keys, unused links, OAuth connections in progress. */
        revokeAccess: (accountId: string) =>
          Effect.gen(function*() {
            yield* sql`DELETE FROM sessions WHERE account_id = ${accountId}`
            yield* sql`DELETE FROM api_keys WHERE account_id = ${accountId}`
            yield* sql`DELETE FROM magic_links WHERE account_id = ${accountId} AND used_at IS NULL`
            yield* sql`DELETE FROM oauth_states WHERE account_id = ${accountId}`
          }).pipe(Effect.orDie),

        export: (accountId: string, email: string) =>
          Effect.gen(function*() {
            const account =
              yield* sql`SELECT id, email, plan, status, trial_ends_at, has_payment_method, created_at, deleted_at, trial_reminder_sent_at
            FROM accounts WHERE id = ${accountId}`
            const subscription =
              yield* sql`SELECT id, customer_email, plan, status AS processor_status, processor_customer_id, processor_subscription_id,
            current_period_end, cancel_at_period_end, pending_plan, updated_at FROM subscriptions WHERE account_id = ${accountId}`
            const integrations =
              yield* sql`SELECT id, source, destination, source_kind, destination_kind, status, created_at, updated_at,
            last_synced_at, sync_cursor,
            CASE WHEN source_credentials IS NULL THEN 0 ELSE 1 END AS has_source_credentials,
            CASE WHEN destination_credentials IS NULL THEN 0 ELSE 1 END AS has_destination_credentials
            FROM integrations WHERE account_id = ${accountId} ORDER BY created_at, id`
            const mappings = yield* sql`SELECT integration_id, position, source_field, destination_field, transform
            FROM field_mappings WHERE integration_id IN (${
              integrationIds(accountId)
            }) ORDER BY integration_id, position`
            const logs =
              yield* sql`SELECT id, integration_id, status, records_synced, error_message, triggered_by, created_at, finished_at
            FROM sync_logs WHERE integration_id IN (${integrationIds(accountId)}) ORDER BY created_at, id`
            const failures =
              yield* sql`SELECT id, integration_id, sync_log_id, attempt_count, error_message, occurred_at, resolved_at
            FROM sync_failures WHERE integration_id IN (${integrationIds(accountId)}) ORDER BY occurred_at, id`
            const usage =
              yield* sql`SELECT substr(l.created_at, 1, 7) AS month, CAST(SUM(l.records_synced) AS INTEGER) AS records_synced
            FROM sync_logs l JOIN integrations i ON i.id = l.integration_id WHERE i.account_id = ${accountId}
            GROUP BY substr(l.created_at, 1, 7) ORDER BY month`
            const apiKeys =
              yield* sql`SELECT id, name, prefix, created_at, last_used_at FROM api_keys WHERE account_id = ${accountId} ORDER BY created_at, id`
            const sessions =
              yield* sql`SELECT id, created_at, expires_at FROM sessions WHERE account_id = ${accountId} ORDER BY created_at, id`
            const links =
              yield* sql`SELECT id, purpose, integration_id, created_at, expires_at, used_at FROM magic_links
            WHERE account_id = ${accountId} ORDER BY created_at, id`
            const oauth =
              yield* sql`SELECT id, integration_id, side, provider_kind, redirect_uri, shop, created_at, expires_at, used_at
            FROM oauth_states WHERE account_id = ${accountId} ORDER BY created_at, id`
            const mail =
              yield* sql`SELECT id, to_address, subject, created_at, sent_at, error FROM outbox WHERE to_address = ${email} ORDER BY created_at, id`
            const events = yield* sql`SELECT id, type, received_at, processed_at, payload FROM webhook_events
            WHERE account_id = ${accountId} ORDER BY received_at, id`
            return {
              account: asBoolean(account, "has_payment_method")[0] ?? null,
              subscription: asBoolean(subscription, "cancel_at_period_end")[0] ?? null,
              usage: asNumber(usage, "records_synced"),
              integrations: asBoolean(integrations, "has_source_credentials", "has_destination_credentials").map((
                integration
              ) => ({
                ...integration,
                mappings: mappings.filter((m) => m["integration_id"] === integration["id"]).map((m) => ({
                  ...m,
                  position: Number(m["position"])
                }))
              })),
              sync_logs: asNumber(logs, "records_synced"),
              sync_failures: asNumber(failures, "attempt_count"),
              api_keys: apiKeys,
              sessions,
              sign_in_links: links,
              oauth_connections: oauth,
              emails: mail,
              payment_events: events.map((event) => ({ ...event, payload: parsedPayload(event["payload"]) }))
            }
          }).pipe(Effect.orDie),

        /** Accounts deleted before `cutoff` (ISO): due for the purge. */
        deletedBefore: (cutoff: string) => Effect.orDie(deletedBefore(cutoff)),

        /** Removes the account and everything of it (tables added later go by their ON DELETE CASCADE). */
        purge: (accountId: string, email: string) =>
          Effect.gen(function*() {
            yield* sql`DELETE FROM field_mappings WHERE integration_id IN (${integrationIds(accountId)})`
            yield* sql`DELETE FROM sync_failures WHERE integration_id IN (${integrationIds(accountId)})`
            yield* sql`DELETE FROM sync_logs WHERE integration_id IN (${integrationIds(accountId)})`
            yield* sql`DELETE FROM oauth_states WHERE account_id = ${accountId}`
            yield* sql`DELETE FROM integrations WHERE account_id = ${accountId}`
            yield* sql`DELETE FROM magic_links WHERE account_id = ${accountId}`
            yield* sql`DELETE FROM sessions WHERE account_id = ${accountId}`
            yield* sql`DELETE FROM api_keys WHERE account_id = ${accountId}`
            yield* sql`DELETE FROM subscriptions WHERE account_id = ${accountId}`
            yield* sql`DELETE FROM webhook_events WHERE account_id = ${accountId}`
            yield* sql`DELETE FROM outbox WHERE to_address = ${email}`
            const gone = yield* sql`DELETE FROM accounts WHERE id = ${accountId} AND status = 'deleted' RETURNING id`
            return gone.length === 1
          }).pipe(Effect.orDie),

        pruneWebhookEvents: (cutoff: string) =>
          sql`DELETE FROM webhook_events WHERE received_at < ${cutoff} RETURNING id`.pipe(
            Effect.map((rows) => rows.length),
            Effect.orDie
          ),

        pruneSyncFailures: (cutoff: string) =>
          sql`DELETE FROM sync_failures WHERE occurred_at < ${cutoff} RETURNING id`.pipe(
            Effect.map((rows) => rows.length),
            Effect.orDie
          )
      }
    })
  })
{}
