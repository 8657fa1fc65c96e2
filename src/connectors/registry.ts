/**
 * The server half of each provider, by kind: the connector that reads or
 * writes it and its OAuth flow, both from its folder here. Every accepted
 * provider value resolves to a kind (domain/providers.ts).
 */
import { Effect } from "effect"
import type { ProviderKind } from "../domain/providers.js"
import type { ProviderFlow } from "../oauth/flow.js"
import type { DestinationConnector, SourceConnector } from "./contract.js"
import { marketplaceFlow } from "./marketplace/oauth.js"
import { MarketplaceSource } from "./marketplace/source.js"
import { OfficeDestination } from "./office/destination.js"
import { officeFlow } from "./office/oauth.js"
import { paymentsFlow } from "./payments/oauth.js"
import { PaymentsSource } from "./payments/source.js"
import { storefrontFlow } from "./storefront/oauth.js"
import { StorefrontSource } from "./storefront/source.js"
import { TablesDestination } from "./tables/destination.js"
import { tablesFlow } from "./tables/oauth.js"

/** Kept apart from the descriptors, which the browser also reads: flows sign and hash with node:crypto. */
export const oauthFlows: Readonly<Record<ProviderKind, ProviderFlow>> = {
  payments: paymentsFlow,
  tables: tablesFlow,
  storefront: storefrontFlow,
  marketplace: marketplaceFlow,
  office: officeFlow
}

export class ConnectorRegistry extends Effect.Service<ConnectorRegistry>()("ConnectorRegistry", {
  effect: Effect.gen(function*() {
    const sources: Partial<Record<ProviderKind, SourceConnector>> = {
      payments: yield* PaymentsSource,
      storefront: yield* StorefrontSource,
      marketplace: yield* MarketplaceSource
    }
    const destinations: Partial<Record<ProviderKind, DestinationConnector>> = {
      tables: yield* TablesDestination,
      office: yield* OfficeDestination
    }
    return {
      source: (kind: ProviderKind): SourceConnector | undefined => sources[kind],
      destination: (kind: ProviderKind): DestinationConnector | undefined => destinations[kind]
    }
  }),
  dependencies: [
    PaymentsSource.Default,
    StorefrontSource.Default,
    MarketplaceSource.Default,
    TablesDestination.Default,
    OfficeDestination.Default
  ]
}) {}
