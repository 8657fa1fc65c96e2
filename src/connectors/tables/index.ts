/**
 * The tables (Airtable) destination connector. Register `TablesDestination`
 * (its `Default` layer bundles ProviderConfig; the
 * app provides RateLimiter). `TablesTuning` overrides its knobs in tests.
 */
export { makeTablesDestination, TablesDestination } from "./destination.js"
export { SYNC_ID_FIELD } from "./schema.js"
export { TablesTuning, type TablesTuningValue } from "./tuning.js"
