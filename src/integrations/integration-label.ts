/**
 * The human name of an integration: which source account feeds which
 * destination base/table or sheet, from the non-secret parts of its
 * credentials (never a key; at most a key's last four characters), in the
 * words of each provider's descriptor.
 */
import type { JsonRecord } from "../connectors/contract.js"
import { readAs, TrimmedText } from "../domain/json-fields.js"
import { providerInfo, type ProviderKind } from "../domain/providers.js"

const readText = readAs(TrimmedText)

const describe = (kind: ProviderKind, credentials: JsonRecord | null): string => {
  const provider = providerInfo(kind)
  if (credentials === null || Object.keys(credentials).length === 0) return `${provider.name} (not connected)`
  return `${provider.name} ${provider.describe((key) => readText(credentials[key]))}`
}

export const integrationLabel = (
  sourceKind: ProviderKind,
  destinationKind: ProviderKind,
  source: JsonRecord | null,
  destination: JsonRecord | null
) => `${describe(sourceKind, source)} → ${describe(destinationKind, destination)}`

/**
 * The name of an integration someone created with the account's e-mail: its providers only. What they typed (a base,
 * a table, a sheet's name) is theirs, not the owner's, and is not shown as if it were until the owner confirms it.
 */
export const unconfirmedLabel = (sourceKind: ProviderKind, destinationKind: ProviderKind) =>
  `${providerInfo(sourceKind).name} → ${providerInfo(destinationKind).name}`
