/**
 * The service's environment for talking to all five emulators: API base URLs,
 * OAuth endpoints and OAuth clients, as a deployment would point them at the
 * real providers.
 */
import type { MarketplaceEmulator } from "../emulators/marketplace.js"
import type { OfficeEmulator } from "../emulators/office.js"
import type { PaymentsEmulator } from "../emulators/payments.js"
import type { StorefrontEmulator } from "../emulators/storefront.js"
import type { TablesEmulator } from "../emulators/tables.js"

export interface ProviderEmulators {
  readonly payments: PaymentsEmulator
  readonly tables: TablesEmulator
  readonly storefront: StorefrontEmulator
  readonly marketplace: MarketplaceEmulator
  readonly office: OfficeEmulator
  /** The tables emulator's OAuth client secret (it requires Basic auth with it when set). */
  readonly tablesClientSecret: string
}

export const providerEnv = (
  { payments, tables, storefront, marketplace, office, tablesClientSecret }: ProviderEmulators
): Record<string, string> => ({
  PAYMENTS_API_URL: payments.url,
  PAYMENTS_OAUTH_AUTHORIZE_URL: `${payments.url}/oauth/authorize`,
  PAYMENTS_OAUTH_TOKEN_URL: `${payments.url}/oauth/token`,
  PAYMENTS_OAUTH_CLIENT_ID: payments.connectClientId,
  PAYMENTS_OAUTH_CLIENT_SECRET: payments.platformKey,
  TABLES_API_URL: tables.url,
  TABLES_OAUTH_AUTHORIZE_URL: `${tables.url}/oauth2/v1/authorize`,
  TABLES_OAUTH_TOKEN_URL: `${tables.url}/oauth2/v1/token`,
  TABLES_OAUTH_CLIENT_ID: tables.oauthClientId,
  TABLES_OAUTH_CLIENT_SECRET: tablesClientSecret,
  // The emulator takes the shop as a path segment: loopback has no per-shop hosts.
  STOREFRONT_API_URL: `${storefront.url}/{shop}`,
  STOREFRONT_OAUTH_AUTHORIZE_URL: `${storefront.url}/{shop}/admin/oauth/authorize`,
  STOREFRONT_OAUTH_TOKEN_URL: `${storefront.url}/{shop}/admin/oauth/access_token`,
  STOREFRONT_OAUTH_CLIENT_ID: storefront.clientId,
  STOREFRONT_OAUTH_CLIENT_SECRET: storefront.clientSecret,
  MARKETPLACE_API_URL: marketplace.url,
  MARKETPLACE_OAUTH_AUTHORIZE_URL: `${marketplace.url}/apps/authorize/consent`,
  MARKETPLACE_OAUTH_TOKEN_URL: `${marketplace.url}/auth/o2/token`,
  MARKETPLACE_OAUTH_CLIENT_ID: marketplace.clientId,
  MARKETPLACE_OAUTH_CLIENT_SECRET: marketplace.clientSecret,
  OFFICE_API_URL: office.url,
  OFFICE_OAUTH_AUTHORIZE_URL: `${office.url}/o/oauth2/v2/auth`,
  OFFICE_OAUTH_TOKEN_URL: `${office.url}/token`,
  OFFICE_OAUTH_CLIENT_ID: office.clientId,
  OFFICE_OAUTH_CLIENT_SECRET: office.clientSecret
})
