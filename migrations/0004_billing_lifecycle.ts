/**
 * Billing and account lifecycle. Portable SQL for SQLite and
 * PostgreSQL: timestamps ISO TEXT, flags INTEGER.
 * - accounts: when the trial reminder went out (once), and the status to go
 *   back to when a deleted account is restored.
 * - integrations: the status an integration had before billing paused it
 *   (trial ended, subscription ended, account deleted), restored on resume.
 * - subscriptions: the processor's schedule (pending downgrade), when the
 *   processor state we hold was read (an older read never overwrites a newer
 *   one), and whether our deletion set the cancellation (a restore undoes
 *   only that).
 * - webhook_events: the account an event was applied to (export, purge).
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE accounts ADD COLUMN trial_reminder_sent_at TEXT`
  yield* sql`ALTER TABLE accounts ADD COLUMN status_before_delete TEXT`
  yield* sql`ALTER TABLE integrations ADD COLUMN suspended_status TEXT`
  yield* sql`ALTER TABLE subscriptions ADD COLUMN processor_schedule_id TEXT`
  yield* sql`ALTER TABLE subscriptions ADD COLUMN subscription_event_at TEXT`
  yield* sql`ALTER TABLE subscriptions ADD COLUMN cancel_on_delete INTEGER NOT NULL DEFAULT 0`
  yield* sql`ALTER TABLE webhook_events ADD COLUMN account_id TEXT`
  yield* sql`CREATE INDEX accounts_status ON accounts (status, trial_ends_at)`
  yield* sql`CREATE INDEX subscriptions_customer ON subscriptions (processor_customer_id)`
  yield* sql`CREATE INDEX webhook_events_received ON webhook_events (received_at)`
  yield* sql`CREATE INDEX webhook_events_account ON webhook_events (account_id)`
  yield* sql`CREATE INDEX sync_failures_occurred ON sync_failures (occurred_at)`
})
