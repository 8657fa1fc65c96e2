/**
 * Where a destination writes: its locator (the base, the spreadsheet) and the
 * table or sheet in it. Pointing an integration somewhere else starts its
 * history over, so the new destination receives every record, not only those
 * made after the change; rows are keyed by their Sync ID, so none is doubled.
 */
import { JsonObject, readAs, trimmedTextOf } from "../domain/json-fields.js"
import { providerInfo, type ProviderKind } from "../domain/providers.js"

/** The part of a destination's credentials that names a table or sheet inside its base or spreadsheet. */
const withinKeys = ["table", "sheet"]

/** The destination's address, comparable between two sets of credentials (never a secret). */
export const destinationTarget = (kind: ProviderKind, credentials: unknown): string => {
  const fields = readAs(JsonObject)(credentials) ?? {}
  return JSON.stringify(
    [...providerInfo(kind).locators, ...withinKeys].map((key) => trimmedTextOf(fields[key]) ?? null)
  )
}
