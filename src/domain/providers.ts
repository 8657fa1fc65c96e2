/**
 * The provider registry: five kinds, each with the lowercase words a client may
 * use for it and the role it plays. Responses echo the word the client sent.
 */
export type ProviderKind = "payments" | "tables" | "storefront" | "marketplace" | "office"
export type ProviderRole = "source" | "destination"

export interface ProviderInfo {
  readonly kind: ProviderKind
  readonly role: ProviderRole
  readonly aliases: ReadonlyArray<string>
  /** Display name of the API the kind speaks, for messages. */
  readonly speaks: string
  /** Prefix of its environment variables (PAYMENTS_API_URL, …). */
  readonly envPrefix: string
}

export const providers: ReadonlyArray<ProviderInfo> = [
  { kind: "payments", role: "source", aliases: ["payments", "payment_processor", "stripe"], speaks: "Stripe API", envPrefix: "PAYMENTS" },
  { kind: "tables", role: "destination", aliases: ["tables", "database", "table_database", "airtable"], speaks: "Airtable Web API", envPrefix: "TABLES" },
  { kind: "storefront", role: "source", aliases: ["storefront", "shopify"], speaks: "Shopify Admin API", envPrefix: "STOREFRONT" },
  { kind: "marketplace", role: "source", aliases: ["marketplace", "amazon"], speaks: "Amazon Selling Partner API", envPrefix: "MARKETPLACE" },
  { kind: "office", role: "destination", aliases: ["office", "office_suite", "sheets", "google"], speaks: "Google Sheets API v4", envPrefix: "OFFICE" }
]

const byAlias = new Map(providers.flatMap((p) => p.aliases.map((alias) => [alias, p] as const)))

/** Resolves any accepted provider value (case-insensitive) to its kind. */
export const resolveProvider = (value: string): ProviderInfo | undefined => byAlias.get(value.trim().toLowerCase())

export const providerInfo = (kind: ProviderKind): ProviderInfo => {
  const found = providers.find((p) => p.kind === kind)
  if (found === undefined) throw new Error(`unknown provider kind ${kind}`)
  return found
}

export const acceptedProviderValues: ReadonlyArray<string> = providers.flatMap((p) => p.aliases)
