/**
 * The human name of an integration: which source account feeds which
 * destination base/table or sheet, from the non-secret parts of its
 * credentials (never a key; at most a key's last four characters).
 */
import type { JsonRecord } from "../connectors/contract.js"
import type { ProviderKind } from "../domain/providers.js"

export const providerDisplayName: Record<ProviderKind, string> = {
  payments: "Stripe",
  tables: "Airtable",
  storefront: "Shopify",
  marketplace: "Amazon",
  office: "Google Sheets"
}

const text = (credentials: JsonRecord, key: string): string | undefined => {
  const value = credentials[key]
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined
}

const lastFour = (secret: string | undefined) => (secret === undefined ? undefined : `key …${secret.slice(-4)}`)

const join = (...parts: ReadonlyArray<string | undefined>) => parts.filter((part) => part !== undefined).join(" · ")

const describe = (kind: ProviderKind, credentials: JsonRecord | null): string => {
  const name = providerDisplayName[kind]
  if (credentials === null || Object.keys(credentials).length === 0) return `${name} (not connected)`
  switch (kind) {
    case "payments":
      return `${name} ${text(credentials, "stripe_user_id") ?? lastFour(text(credentials, "api_key")) ?? "account"}`
    case "storefront":
      return `${name} ${text(credentials, "shop") ?? "shop"}`
    case "marketplace":
      return `${name} ${join(text(credentials, "selling_partner_id"), text(credentials, "marketplace_id")) || "seller"}`
    case "tables":
      return `${name} ${
        join(`base ${text(credentials, "base_id") ?? "?"}`, `table ${text(credentials, "table") ?? "(first table)"}`)
      }`
    case "office":
      return `${name} ${join(`sheet ${text(credentials, "spreadsheet_id") ?? "?"}`, text(credentials, "sheet"))}`
  }
}

export const integrationLabel = (
  sourceKind: ProviderKind,
  destinationKind: ProviderKind,
  source: JsonRecord | null,
  destination: JsonRecord | null
) => `${describe(sourceKind, source)} → ${describe(destinationKind, destination)}`
