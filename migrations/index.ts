/**
 * The numbered migrations, in order. Imported statically so that the same list
 * runs from source, a bundle or a compiled binary, on SQLite and PostgreSQL.
 */
import { Migrator } from "@effect/sql"
import initial from "./0001_initial.js"
import syncRuns from "./0002_sync_runs.js"
import oauthStates from "./0003_oauth_states.js"
import billingLifecycle from "./0004_billing_lifecycle.js"
import integrationRunState from "./0040_integration_run_state.js"

export const migrations = Migrator.fromRecord({
  "0001_initial": initial,
  "0002_sync_runs": syncRuns,
  "0003_oauth_states": oauthStates,
  "0004_billing_lifecycle": billingLifecycle,
  "0040_integration_run_state": integrationRunState
})
