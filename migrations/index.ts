/**
 * The numbered migrations, in order. Imported statically so that the same list
 * runs from source, a bundle or a compiled binary, on SQLite and PostgreSQL.
 */
import * as Migrator from "@effect/sql/Migrator"
import initial from "./0001_initial.js"
import syncRuns from "./0002_sync_runs.js"
import oauthStates from "./0003_oauth_states.js"
import billingLifecycle from "./0004_billing_lifecycle.js"
import oauthBinding from "./0010_oauth_binding.js"
import outboxWithoutLinks from "./0011_outbox_without_links.js"
import integrationRunState from "./0040_integration_run_state.js"
import syncQueue from "./0050_sync_queue.js"
import historyGeneration from "./0060_history_generation.js"
import awaitingConfirmation from "./0070_awaiting_confirmation.js"

export const migrations = Migrator.fromRecord({
  "0001_initial": initial,
  "0002_sync_runs": syncRuns,
  "0003_oauth_states": oauthStates,
  "0004_billing_lifecycle": billingLifecycle,
  "0010_oauth_binding": oauthBinding,
  "0011_outbox_without_links": outboxWithoutLinks,
  "0040_integration_run_state": integrationRunState,
  "0050_sync_queue": syncQueue,
  "0060_history_generation": historyGeneration,
  "0070_awaiting_confirmation": awaitingConfirmation
})
