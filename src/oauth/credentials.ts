/**
 * The credentials of a side after an OAuth connection: what the user entered
 * about the target (base_id, spreadsheet_id, sheet, marketplace_id, …) stays;
 * the earlier way in (an API key, older tokens) goes, because connectors
 * prefer an `api_key` over OAuth tokens and would keep using the stale one.
 */
import { Option, Schema } from "effect"
import { Seconds, Text } from "../connectors/provider-json.js"
import { isoIn } from "../domain/time.js"
import { type JsonRecord, present } from "./flow.js"

const REPLACED = ["api_key", "access_token", "refresh_token", "expires_at", "scope", "token_type"] as const

const GrantFields = Schema.Struct({
  access_token: Schema.optional(Schema.Unknown),
  refresh_token: Schema.optional(Schema.Unknown),
  scope: Schema.optional(Schema.Unknown),
  expires_in: Schema.optional(Schema.Unknown)
})
const decodeGrant = Schema.decodeUnknownOption(GrantFields)
const text = (value: unknown): string | undefined => Option.getOrUndefined(Schema.decodeUnknownOption(Text)(value))
const lifetime = (value: unknown): number | undefined =>
  Option.getOrUndefined(Option.filter(Schema.decodeUnknownOption(Seconds)(value), (seconds) => seconds > 0))

export const mergeTokens = (
  existing: JsonRecord,
  tokenBody: JsonRecord,
  extra: JsonRecord,
  nowMillis: number
): JsonRecord => {
  const kept = Object.fromEntries(
    Object.entries(existing).filter(([key]) => !(REPLACED as ReadonlyArray<string>).includes(key))
  )
  // A record always decodes: each field is read as text (or seconds) only when it is one.
  const grant: typeof GrantFields.Type = Option.getOrElse(decodeGrant(tokenBody), () => ({}))
  const seconds = lifetime(grant.expires_in)
  return {
    ...kept,
    ...present({
      access_token: text(grant.access_token),
      refresh_token: text(grant.refresh_token),
      expires_at: seconds === undefined ? undefined : isoIn(nowMillis, seconds * 1000),
      scope: text(grant.scope)
    }),
    ...extra
  }
}
