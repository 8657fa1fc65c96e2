/**
 * The initial schema. Portable SQL that SQLite and PostgreSQL both accept:
 * ids and timestamps are TEXT (timestamps ISO 8601 UTC, which sort by time),
 * flags are INTEGER 0/1, structured values are JSON in TEXT.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    plan TEXT NOT NULL,
    status TEXT NOT NULL,
    trial_ends_at TEXT,
    has_payment_method INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    deleted_at TEXT
  )`
  yield* sql`CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX sessions_account ON sessions (account_id)`
  yield* sql`CREATE TABLE magic_links (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    purpose TEXT NOT NULL,
    integration_id TEXT,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
  )`
  yield* sql`CREATE TABLE api_keys (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    prefix TEXT NOT NULL,
    key_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    last_used_at TEXT
  )`
  yield* sql`CREATE INDEX api_keys_account ON api_keys (account_id, created_at)`
  yield* sql`CREATE TABLE integrations (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    source TEXT NOT NULL,
    destination TEXT NOT NULL,
    source_kind TEXT NOT NULL,
    destination_kind TEXT NOT NULL,
    status TEXT NOT NULL,
    source_credentials TEXT,
    destination_credentials TEXT,
    sync_cursor TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX integrations_account ON integrations (account_id, created_at)`
  yield* sql`CREATE TABLE field_mappings (
    integration_id TEXT NOT NULL REFERENCES integrations(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    source_field TEXT NOT NULL,
    destination_field TEXT NOT NULL,
    transform TEXT,
    PRIMARY KEY (integration_id, position)
  )`
  yield* sql`CREATE TABLE sync_logs (
    id TEXT PRIMARY KEY,
    integration_id TEXT NOT NULL REFERENCES integrations(id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    records_synced INTEGER NOT NULL DEFAULT 0,
    error_message TEXT,
    created_at TEXT NOT NULL,
    finished_at TEXT
  )`
  yield* sql`CREATE INDEX sync_logs_integration ON sync_logs (integration_id, created_at)`
  yield* sql`CREATE TABLE sync_failures (
    id TEXT PRIMARY KEY,
    integration_id TEXT NOT NULL REFERENCES integrations(id) ON DELETE CASCADE,
    sync_log_id TEXT,
    attempt_count INTEGER NOT NULL,
    error_message TEXT NOT NULL,
    occurred_at TEXT NOT NULL,
    resolved_at TEXT
  )`
  yield* sql`CREATE INDEX sync_failures_integration ON sync_failures (integration_id, occurred_at)`
  yield* sql`CREATE TABLE subscriptions (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL UNIQUE REFERENCES accounts(id) ON DELETE CASCADE,
    customer_email TEXT NOT NULL,
    plan TEXT NOT NULL,
    status TEXT NOT NULL,
    processor_customer_id TEXT,
    processor_subscription_id TEXT,
    current_period_end TEXT,
    cancel_at_period_end INTEGER NOT NULL DEFAULT 0,
    pending_plan TEXT,
    updated_at TEXT NOT NULL
  )`
  yield* sql`CREATE TABLE webhook_events (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    payload TEXT NOT NULL,
    received_at TEXT NOT NULL,
    processed_at TEXT
  )`
  yield* sql`CREATE TABLE waitlist (
    email TEXT PRIMARY KEY,
    created_at TEXT NOT NULL
  )`
  yield* sql`CREATE TABLE outbox (
    id TEXT PRIMARY KEY,
    to_address TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    sent_at TEXT,
    error TEXT
  )`
})
