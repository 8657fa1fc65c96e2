/**
 * What the app tells a merchant about each provider — its name, the fields of
 * its API-key form with where to find each — from the provider descriptors.
 */
import { type ProviderInfo, providers, resolveProvider } from "../domain/providers.js"

export type { CredentialField } from "../providers/descriptor.js"

export type ProviderGuide = ProviderInfo

export const guideOf = (value: string): ProviderGuide | undefined => resolveProvider(value)

export const sourceGuides = providers.filter((provider) => provider.role === "source")
export const destinationGuides = providers.filter((provider) => provider.role === "destination")

/** What a new integration's picker starts on: the first provider of each side. */
export const defaultSource = sourceGuides[0]?.appValue ?? ""
export const defaultDestination = destinationGuides[0]?.appValue ?? ""
