/**
 * The credentials of a side after an OAuth connection: what the user entered
 * about the target (base_id, spreadsheet_id, sheet, marketplace_id, …) stays;
 * the earlier way in (an API key, older tokens) goes, because connectors
 * prefer an `api_key` over OAuth tokens and would keep using the stale one.
 */
import { isoIn } from "../domain/time.js"
import { present, stringField, type JsonRecord } from "./providers/flow.js"

const REPLACED = ["api_key", "access_token", "refresh_token", "expires_at", "scope", "token_type"] as const

const expiresInSeconds = (body: JsonRecord): number | undefined => {
  const value = typeof body.expires_in === "string" ? Number(body.expires_in) : body.expires_in
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined
}

export const mergeTokens = (existing: JsonRecord, tokenBody: JsonRecord, extra: JsonRecord, nowMillis: number): JsonRecord => {
  const kept = Object.fromEntries(Object.entries(existing).filter(([key]) => !(REPLACED as ReadonlyArray<string>).includes(key)))
  const seconds = expiresInSeconds(tokenBody)
  return {
    ...kept,
    ...present({
      access_token: stringField(tokenBody, "access_token"),
      refresh_token: stringField(tokenBody, "refresh_token"),
      expires_at: seconds === undefined ? undefined : isoIn(nowMillis, seconds * 1000),
      scope: stringField(tokenBody, "scope")
    }),
    ...extra
  }
}
