/**
 * The API's resources as schemas: what it returns and accepts.
 * Timestamps are ISO 8601 UTC strings.
 */
import { Schema } from "effect"
import { hasControlCharacter } from "./json-bounds.js"
import { acceptedProviderValues, type ProviderRole, resolveProvider } from "./providers.js"
import { transformNames } from "./transforms.js"

const Timestamp = Schema.String.annotations({
  jsonSchema: { type: "string", format: "date-time" },
  description: "ISO 8601 UTC"
})

export const IntegrationStatus = Schema.Literal("active", "paused", "error")
export type IntegrationStatus = typeof IntegrationStatus.Type

export const Integration = Schema.Struct({
  id: Schema.String,
  source: Schema.String.annotations({ description: "provider value, as sent at creation (lowercased)" }),
  destination: Schema.String.annotations({ description: "provider value, as sent at creation (lowercased)" }),
  status: IntegrationStatus,
  created_at: Schema.optional(Timestamp)
}).annotations({ identifier: "Integration" })
export type Integration = typeof Integration.Type

export const RunState = Schema.Literal("queued", "running")
export type RunState = typeof RunState.Type

export const LastSync = Schema.Struct({
  at: Timestamp,
  status: Schema.Literal("success", "error", "partial"),
  records_synced: Schema.Int,
  error_message: Schema.NullOr(Schema.String)
}).annotations({ identifier: "LastSync" })

export const BackfillProgress = Schema.Struct({
  slices_done: Schema.Int.annotations({ description: "stretches of the history read to their end" }),
  slices_total: Schema.Int.annotations({
    description: "stretches so far, done or not (a dense stretch is split while the run goes, so this grows)"
  }),
  history_read_percent: Schema.NullOr(Schema.Int).annotations({
    description: "0–100: the share of the history's time span read; null while its start is being found"
  })
}).annotations({ identifier: "BackfillProgress" })

export const RunProgress = Schema.Struct({
  records_written: Schema.Int.annotations({
    description: "records of this run the destination has acknowledged so far"
  }),
  backfill: Schema.NullOr(BackfillProgress).annotations({
    description: "a first sync (or one after a long gap) of the payment processor's history read in parallel; " +
      "null otherwise"
  })
}).annotations({ identifier: "RunProgress" })
export type RunProgress = typeof RunProgress.Type

/** An integration as the merchant's list shows it: what it is called, how its syncs go. */
export const IntegrationOverview = Schema.Struct({
  ...Integration.fields,
  label: Schema.String.annotations({
    description: "human name: the source account and the destination base/table or sheet"
  }),
  awaiting_confirmation: Schema.Boolean.annotations({
    description:
      "created with the account's e-mail by someone without its session; paused, it runs nothing until the owner confirms it with the e-mailed link"
  }),
  source_connected: Schema.Boolean.annotations({ description: "credentials are stored for the source" }),
  destination_connected: Schema.Boolean.annotations({ description: "credentials are stored for the destination" }),
  mapped: Schema.Boolean.annotations({
    description: "a field mapping is saved; the schedule runs no integration without one"
  }),
  run_state: Schema.NullOr(RunState).annotations({ description: "queued or running now; null when idle" }),
  progress: Schema.NullOr(RunProgress).annotations({ description: "how far the running run is; null when none runs" }),
  last_sync: Schema.NullOr(LastSync).annotations({ description: "the newest finished run; null before the first" }),
  next_sync_at: Schema.NullOr(Timestamp).annotations({
    description:
      "the next scheduled run; null when the schedule skips it (a paused integration, one without a saved mapping, " +
      "an account not syncing)"
  })
}).annotations({ identifier: "IntegrationOverview" })
export type IntegrationOverview = typeof IntegrationOverview.Type

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const Email = Schema.String.pipe(
  Schema.filter((value) => (value.length <= 254 && EMAIL.test(value)) || "must be a valid e-mail address")
).annotations({ jsonSchema: { type: "string", format: "email" } })

const providerValue = (role: ProviderRole) =>
  Schema.String.pipe(
    Schema.filter((value) => {
      const provider = resolveProvider(value)
      if (provider === undefined) return `unknown provider "${value}" (accepted: ${acceptedProviderValues.join(", ")})`
      return provider.role === role || `"${value}" is a ${provider.role} provider and cannot be used as the ${role}`
    })
  ).annotations({ description: `provider value (a ${role} kind): ${acceptedProviderValues.join(", ")}` })

export const SourceProvider = providerValue("source")
export const DestinationProvider = providerValue("destination")

/** A name a person gives something (an API key): one line of text, without NUL or other control characters. */
export const Name = Schema.String.pipe(
  Schema.maxLength(100),
  Schema.filter((value) => !hasControlCharacter(value) || "must not contain control characters (NUL, line breaks, …)")
).annotations({ description: "up to 100 characters, without control characters" })

export const Credentials = Schema.Record({ key: Schema.String, value: Schema.Unknown }).annotations({
  description: "free-form credential keys, stored encrypted",
  message: () => "must be an object of credential keys"
})

export const OnboardingInput = Schema.Struct({
  email: Email,
  source: SourceProvider,
  destination: DestinationProvider,
  source_credentials: Schema.optional(Credentials),
  destination_credentials: Schema.optional(Credentials)
}).annotations({ identifier: "OnboardingInput" })
export type OnboardingInput = typeof OnboardingInput.Type

export const CredentialSide = Schema.Literal("source", "destination")
export type CredentialSide = typeof CredentialSide.Type

export const CredentialsUpdate = Schema.Struct({
  side: CredentialSide,
  credentials: Credentials
}).annotations({ identifier: "CredentialsUpdate" })
export type CredentialsUpdate = typeof CredentialsUpdate.Type

export const IntegrationCreatedResponse = Schema.Struct({
  ok: Schema.Boolean,
  integration_id: Schema.String,
  message: Schema.String
}).annotations({ identifier: "IntegrationCreatedResponse" })

export const TransformValue = Schema.NullOr(
  Schema.String.annotations({ jsonSchema: { type: "string", enum: [...transformNames] } })
).annotations({ description: "a transform of the closed vocabulary, or null to copy as is" })

export const MappingEntry = Schema.Struct({
  source_field: Schema.String,
  destination_field: Schema.String,
  transform: TransformValue,
  confidence: Schema.optional(Schema.Number.annotations({ description: "0..1, on proposals" }))
}).annotations({ identifier: "MappingEntry" })
export type MappingEntry = typeof MappingEntry.Type

export const FieldMapping = Schema.Struct({
  integration_id: Schema.String,
  mappings: Schema.Array(MappingEntry)
}).annotations({ identifier: "FieldMapping" })
export type FieldMapping = typeof FieldMapping.Type

export const SyncLogStatus = Schema.Literal("success", "error", "partial")
export const SyncLog = Schema.Struct({
  id: Schema.String,
  integration_id: Schema.String,
  status: SyncLogStatus,
  records_synced: Schema.Int,
  error_message: Schema.NullOr(Schema.String),
  created_at: Timestamp,
  finished_at: Schema.optional(Schema.NullOr(Timestamp)),
  trigger: Schema.optional(Schema.NullOr(Schema.String.annotations({ description: "schedule | manual" })))
}).annotations({ identifier: "SyncLog" })
export type SyncLog = typeof SyncLog.Type

export const SyncFailure = Schema.Struct({
  id: Schema.String,
  integration_id: Schema.String,
  sync_log_id: Schema.NullOr(Schema.String),
  attempt_count: Schema.Int,
  error_message: Schema.String,
  occurred_at: Timestamp,
  resolved_at: Schema.NullOr(Timestamp)
}).annotations({ identifier: "SyncFailure" })
export type SyncFailure = typeof SyncFailure.Type

export const PlanName = Schema.Literal("starter", "pro", "enterprise")
export type PlanName = typeof PlanName.Type

export const AccountStatus = Schema.Literal("trialing", "active", "past_due", "paused", "read_only", "deleted")
export type AccountStatus = typeof AccountStatus.Type

export const Account = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  plan: PlanName,
  status: AccountStatus,
  trial_ends_at: Schema.NullOr(Timestamp),
  created_at: Timestamp
}).annotations({ identifier: "Account" })
export type Account = typeof Account.Type

export const ApiKey = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  prefix: Schema.String.annotations({ description: "the first characters of the key, to tell keys apart" }),
  created_at: Timestamp,
  last_used_at: Schema.NullOr(Timestamp)
}).annotations({ identifier: "ApiKey" })
export type ApiKey = typeof ApiKey.Type

export const Ok = Schema.Struct({ ok: Schema.Literal(true) })
export const OkMessage = Schema.Struct({ ok: Schema.Literal(true), message: Schema.String })
