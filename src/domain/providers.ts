/**
 * The provider registry, derived from the descriptors in src/providers: one
 * per provider. Adding a provider is adding its descriptor here (the Record
 * makes every kind have one), its connector folder and its emulator.
 */
import { Effect } from "effect"
import type { ProviderDescriptor, ProviderKind } from "../providers/descriptor.js"
import { marketplace } from "../providers/marketplace.js"
import { office } from "../providers/office.js"
import { payments } from "../providers/payments.js"
import { storefront } from "../providers/storefront.js"
import { tables } from "../providers/tables.js"
import { checkCredentialsWith, type CredentialRecord } from "./credentials.js"
import { InvalidInput } from "./errors.js"
import { trimmedTextOf } from "./json-fields.js"
import { problemsMessage } from "./problems.js"

export type { ProviderKind, ProviderRole } from "../providers/descriptor.js"
export type ProviderInfo = ProviderDescriptor

const byKind: Readonly<Record<ProviderKind, ProviderDescriptor>> = { payments, tables, storefront, marketplace, office }

export const providers: ReadonlyArray<ProviderDescriptor> = Object.values(byKind)

const byAlias = new Map(providers.flatMap((p) => p.aliases.map((alias) => [alias, p] as const)))

/** Resolves any accepted provider value (case-insensitive) to its kind. */
export const resolveProvider = (value: string): ProviderInfo | undefined => byAlias.get(value.trim().toLowerCase())

export const providerInfo = (kind: ProviderKind): ProviderInfo => byKind[kind]

export const acceptedProviderValues: ReadonlyArray<string> = providers.flatMap((p) => p.aliases)

/** One side's credentials checked against its provider's Schema (400 `invalid_input` naming each bad key). */
export const checkCredentials = (
  kind: ProviderKind,
  field: string,
  value: CredentialRecord
): Effect.Effect<CredentialRecord, InvalidInput> => checkCredentialsWith(byKind[kind].credentials, field, value)

/** Checked credentials that a side can be used with: each of the provider's needs met, or 400 naming what is missing. */
export const requireUsable = (
  kind: ProviderKind,
  field: string,
  value: CredentialRecord
): Effect.Effect<CredentialRecord, InvalidInput> => {
  const problems = byKind[kind].needs
    .filter((group) => !group.some((key) => trimmedTextOf(value[key]) !== undefined))
    .map(([first = "", ...others]) => ({
      field: `${field}.${first}`,
      message: others.length === 0 ? "is required" : `is required (or ${others.join(" or ")})`
    }))
  return problems.length === 0 ? Effect.succeed(value) : Effect.fail(
    new InvalidInput({
      message: problemsMessage(problems),
      details: { problems }
    })
  )
}
