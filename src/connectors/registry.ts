/**
 * Which connector speaks for which provider kind. Every accepted provider
 * value resolves to a kind (domain/providers.ts); this maps kinds to the
 * connector services.
 */
import { Effect } from "effect"
import type { ProviderKind } from "../domain/providers.js"
import type { DestinationConnector, SourceConnector } from "./contract.js"
import { MarketplaceSource } from "./marketplace/source.js"
import { OfficeDestination } from "./office/destination.js"
import { PaymentsSource } from "./payments/source.js"
import { StorefrontSource } from "./storefront/source.js"
import { TablesDestination } from "./tables/destination.js"

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
