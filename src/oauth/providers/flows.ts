/**
 * The OAuth flow of each provider kind. Kept apart from the provider
 * descriptors because flows sign and hash with node:crypto and the
 * descriptors are also read by the browser's API client (through the
 * contract's provider values); the Record still makes every kind have one.
 */
import type { ProviderKind } from "../../providers/descriptor.js"
import type { ProviderFlow } from "./flow.js"
import { marketplaceFlow } from "./marketplace.js"
import { officeFlow } from "./office.js"
import { paymentsFlow } from "./payments.js"
import { storefrontFlow } from "./storefront.js"
import { tablesFlow } from "./tables.js"

export const oauthFlows: Readonly<Record<ProviderKind, ProviderFlow>> = {
  payments: paymentsFlow,
  tables: tablesFlow,
  storefront: storefrontFlow,
  marketplace: marketplaceFlow,
  office: officeFlow
}
