/** The OAuth flow of each provider kind. */
import type { ProviderKind } from "../../domain/providers.js"
import type { ProviderFlow } from "./flow.js"
import { marketplaceFlow } from "./marketplace.js"
import { officeFlow } from "./office.js"
import { paymentsFlow } from "./payments.js"
import { storefrontFlow } from "./storefront.js"
import { tablesFlow } from "./tables.js"

export const flows: Readonly<Record<ProviderKind, ProviderFlow>> = {
  payments: paymentsFlow,
  tables: tablesFlow,
  storefront: storefrontFlow,
  marketplace: marketplaceFlow,
  office: officeFlow
}
