/**
 * What the app tells a merchant about each provider: its name, the fields of
 * its API-key form with where to find each, and whether OAuth connects it.
 */
import { type ProviderKind, resolveProvider } from "../domain/providers.js"

export interface CredentialField {
  readonly key: string
  readonly label: string
  readonly hint: string
  readonly placeholder: string
  readonly optional?: boolean
  readonly secret?: boolean
}

export interface ProviderGuide {
  readonly kind: ProviderKind
  /** The value sent to the API. */
  readonly value: string
  readonly name: string
  readonly fields: ReadonlyArray<CredentialField>
}

export const guides: Record<ProviderKind, ProviderGuide> = {
  payments: {
    kind: "payments",
    value: "stripe",
    name: "Stripe",
    fields: [
      {
        key: "api_key",
        label: "Secret or restricted key",
        hint: "Stripe Dashboard → Developers → API keys. A restricted key with read access to charges is enough.",
        placeholder: "rk_live_… or sk_live_…",
        secret: true
      }
    ]
  },
  storefront: {
    kind: "storefront",
    value: "shopify",
    name: "Shopify",
    fields: [
      {
        key: "shop",
        label: "Shop domain",
        hint: "The address of your shop admin, ending in .myshopify.com.",
        placeholder: "your-shop.myshopify.com"
      },
      {
        key: "access_token",
        label: "Admin API access token",
        hint: "Shopify admin → Settings → Apps → Develop apps → your app → API credentials (needs read_orders).",
        placeholder: "shpat_…",
        secret: true
      }
    ]
  },
  marketplace: {
    kind: "marketplace",
    value: "amazon",
    name: "Amazon",
    fields: [
      {
        key: "refresh_token",
        label: "LWA refresh token",
        hint: "Seller Central → Apps and Services → Develop apps → your app → authorize → refresh token.",
        placeholder: "Atzr|…",
        secret: true
      },
      {
        key: "marketplace_id",
        label: "Marketplace ID",
        hint: "Optional. The marketplace to read, e.g. ATVPDKIKX0DER for amazon.com.",
        placeholder: "ATVPDKIKX0DER",
        optional: true
      }
    ]
  },
  tables: {
    kind: "tables",
    value: "airtable",
    name: "Airtable",
    fields: [
      {
        key: "api_key",
        label: "Personal access token",
        hint:
          "airtable.com/create/tokens, with data.records:read, data.records:write and schema.bases:read on your base.",
        placeholder: "pat…",
        secret: true
      },
      {
        key: "base_id",
        label: "Base ID",
        hint: "In the base's address: airtable.com/app…/ — the part starting with app.",
        placeholder: "appXXXXXXXXXXXXXX"
      },
      {
        key: "table",
        label: "Table name",
        hint: "Optional. Without it the base's first table is used. It needs a text field named Sync ID.",
        placeholder: "Sales",
        optional: true
      }
    ]
  },
  office: {
    kind: "office",
    value: "sheets",
    name: "Google Sheets",
    fields: [
      {
        key: "spreadsheet_id",
        label: "Spreadsheet ID",
        hint: "In the sheet's address, between /d/ and /edit.",
        placeholder: "1AbC…"
      },
      {
        key: "sheet",
        label: "Sheet (tab) name",
        hint: "Optional. Without it the first tab is used.",
        placeholder: "Sheet1",
        optional: true
      },
      {
        key: "access_token",
        label: "Access token",
        hint: "Easier: use the Connect Google Sheets button, which keeps the token fresh for you.",
        placeholder: "ya29.…",
        secret: true,
        optional: true
      }
    ]
  }
}

export const guideOf = (value: string): ProviderGuide | undefined => {
  const provider = resolveProvider(value)
  return provider === undefined ? undefined : guides[provider.kind]
}

export const sourceGuides = [guides.payments, guides.storefront, guides.marketplace]
export const destinationGuides = [guides.tables, guides.office]
