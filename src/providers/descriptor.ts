/**
 * What salesync knows about one provider, in one place: the registry, the
 * configuration, the credential check, quota identity, the words of
 * messages and what the app shows all derive from it. It is read by the
 * browser too, so it holds no server code: the connector and OAuth flow sit
 * in the provider's folder under src/connectors. `kind` names the provider
 * itself (a second payment processor is a new kind with the same `category`).
 */
import { type Either, type ParseResult, Schema } from "effect"
import type { CredentialRecord } from "../domain/credentials.js"

/** Every provider kind, as the API names them. */
export const ProviderKindName = Schema.Literal("payments", "tables", "storefront", "marketplace", "office")
export type ProviderKind = typeof ProviderKindName.Type
export type ProviderRole = "source" | "destination"

/** One field of a provider's API-key form in the app, with where to find its value. */
export interface CredentialField {
  readonly key: string
  readonly label: string
  readonly hint: string
  /** What the hint adds only where the page offers the provider's Connect button (not every server has its OAuth). */
  readonly hintWithOAuth?: string
  readonly placeholder: string
  /** The form's label says "(optional)": the hint need not say it again. */
  readonly optional?: boolean
  readonly secret?: boolean
  /** How the form reads what a merchant pasted (a base's address for its id) before sending it; the API stays strict. */
  readonly read?: (value: string) => string
}

/** A credential's text when it has some (trimmed), for labels; never a whole secret. */
export type CredentialText = (key: string) => string | undefined

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
  /** It lives at one host per shop: its endpoints are `{shop}` templates and connecting it names the shop. */
  readonly perShop: boolean
  /** The real provider's URLs, the defaults of `<envPrefix>_API_URL` and its OAuth URLs; `{shop}` is filled per shop. */
  readonly endpoints: { readonly api: string; readonly authorize: string; readonly token: string }
  /** Decodes one side's credentials with the provider's Schema. */
  readonly credentials: (value: unknown) => Either.Either<CredentialRecord, ParseResult.ParseError>
  /**
   * What a side must hold to be used: each group one of its keys ([["api_key", "access_token"], ["base_id"]]).
   * Replacing a side's credentials by hand with less is refused; onboarding may leave a side to connect later.
   */
  readonly needs: ReadonlyArray<ReadonlyArray<string>>
  /** Credential keys that locate the account at the provider (payments account, shop, base …), for quota identity. */
  readonly locators: ReadonlyArray<string>
  /** Its name as merchants know it ("Stripe"). */
  readonly name: string
  /** The value the app sends for it (one of `aliases`). */
  readonly appValue: string
  /** The fields of its API-key form in the app. */
  readonly fields: ReadonlyArray<CredentialField>
  /**
   * Its keys (a refresh token) work only through this server's own app client (`<envPrefix>_OAUTH_CLIENT_ID` and
   * `_SECRET`): without one, no credentials a merchant can enter let it be read.
   */
  readonly keysNeedServerApp?: boolean
  /** Which account, shop, base or sheet a connected side is, after the name: "shop my-store.myshopify.com". */
  readonly describe: (text: CredentialText) => string
}
