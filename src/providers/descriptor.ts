/**
 * What salesync knows about one provider, in one place: the registry, the
 * configuration, the credential check, quota identity and the words of
 * messages all derive from it (its OAuth flow sits in src/oauth/providers,
 * server-only). `kind` names the provider itself
 * (a second payment processor is a new kind with the same `category`).
 */
import type { Either, ParseResult } from "effect"
import type { CredentialRecord } from "../domain/credentials.js"

export type ProviderKind = "payments" | "tables" | "storefront" | "marketplace" | "office"
export type ProviderRole = "source" | "destination"

export interface ProviderDescriptor {
  readonly kind: ProviderKind
  readonly role: ProviderRole
  /** The lowercase words a client may send for it (the kind first); responses echo the one sent. */
  readonly aliases: ReadonlyArray<string>
  /** What sort of provider it is, in messages: "the payment processor could not be read". */
  readonly category: string
  /** Display name of the API it speaks, for messages. */
  readonly speaks: string
  /** Prefix of its environment variables (PAYMENTS_API_URL, …). */
  readonly envPrefix: string
  /** The real provider's URLs, the defaults of `<envPrefix>_API_URL` and its OAuth URLs; `{shop}` is filled per shop. */
  readonly endpoints: { readonly api: string; readonly authorize: string; readonly token: string }
  /** Decodes one side's credentials with the provider's Schema. */
  readonly credentials: (value: unknown) => Either.Either<CredentialRecord, ParseResult.ParseError>
  /** Credential keys that locate the account at the provider (payments account, shop, base …), for quota identity. */
  readonly locators: ReadonlyArray<string>
}
