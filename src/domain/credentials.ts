/**
 * What each provider's credentials may hold. Onboarding and every later
 * change of a side's credentials (an OAuth connection, an edit) decode them
 * with their provider's Schema, so a value that could steer a request — a
 * shop host, a base or spreadsheet id placed in a URL path, a header value —
 * is refused with a 400 naming the field before it is stored. Keys a provider
 * does not know are kept (the credentials object is free-form) but the whole
 * object is bounded in size and depth.
 */
import { Effect, Either, type ParseResult, Schema } from "effect"
import { InvalidInput } from "./errors.js"
import { hasControlCharacter, jsonBoundsProblem, type JsonBounds } from "./json-bounds.js"
import { formatProblems } from "./problems.js"
import type { ProviderKind } from "./providers.js"
import { MYSHOPIFY, myshopifyHost } from "./shop.js"

export type CredentialRecord = Readonly<Record<string, unknown>>

/** Credentials are a handful of short strings; this leaves room for provider extras and nothing more. */
export const CREDENTIAL_BOUNDS: JsonBounds = { maxDepth: 4, maxEntries: 64, maxTextLength: 16_384 }

const text = (maxLength: number) =>
  Schema.String.pipe(
    Schema.maxLength(maxLength, { message: () => `must be at most ${maxLength} characters` }),
    Schema.filter((value) => !hasControlCharacter(value) || "must not contain control characters (line breaks, NUL, …)")
  )

const identifier = (pattern: RegExp, shape: string) =>
  Schema.String.pipe(
    Schema.maxLength(128, { message: () => "must be at most 128 characters" }),
    Schema.filter((value) => pattern.test(value) || `must be ${shape}`)
  )

/** A token or key: sent in a header, so one line of printable characters. */
const Secret = text(4096)

/** Any spelling of the shop's domain, stored as the bare lowercase host. */
const Shop = Schema.transform(
  Schema.String,
  Schema.String.pipe(
    Schema.filter((value) => MYSHOPIFY.test(value) || "must be the shop's .myshopify.com domain (e.g. my-store.myshopify.com)")
  ),
  { strict: true, decode: (value) => myshopifyHost(value) ?? value, encode: (value) => value }
)

const tokens = {
  access_token: Schema.optional(Secret),
  refresh_token: Schema.optional(Secret),
  expires_at: Schema.optional(text(64)),
  scope: Schema.optional(text(1024)),
  token_type: Schema.optional(text(64))
}

const Extra = Schema.Record({ key: Schema.String, value: Schema.Unknown })

export const PaymentsCredentials = Schema.Struct(
  { ...tokens, api_key: Schema.optional(Secret), stripe_user_id: Schema.optional(identifier(/^[A-Za-z0-9_]+$/, "an account id (acct_…)")) },
  Extra
)
export const TablesCredentials = Schema.Struct(
  {
    ...tokens,
    api_key: Schema.optional(Secret),
    base_id: Schema.optional(identifier(/^app[A-Za-z0-9]+$/, "a base id: app followed by letters and digits")),
    table: Schema.optional(text(256))
  },
  Extra
)
export const StorefrontCredentials = Schema.Struct({ ...tokens, shop: Schema.optional(Shop) }, Extra)
export const MarketplaceCredentials = Schema.Struct(
  {
    ...tokens,
    marketplace_id: Schema.optional(identifier(/^[A-Z0-9]+$/, "a marketplace id (e.g. ATVPDKIKX0DER)")),
    selling_partner_id: Schema.optional(identifier(/^[A-Z0-9]+$/, "a selling partner id (e.g. A3TH9S8BH6GOGM)"))
  },
  Extra
)
export const OfficeCredentials = Schema.Struct(
  {
    ...tokens,
    spreadsheet_id: Schema.optional(identifier(/^[A-Za-z0-9_-]+$/, "a spreadsheet id: letters, digits, _ and -")),
    sheet: Schema.optional(text(256))
  },
  Extra
)

type Decode = (value: unknown) => Either.Either<CredentialRecord, ParseResult.ParseError>

const decoders: Record<ProviderKind, Decode> = {
  payments: Schema.decodeUnknownEither(PaymentsCredentials, { errors: "all" }),
  tables: Schema.decodeUnknownEither(TablesCredentials, { errors: "all" }),
  storefront: Schema.decodeUnknownEither(StorefrontCredentials, { errors: "all" }),
  marketplace: Schema.decodeUnknownEither(MarketplaceCredentials, { errors: "all" }),
  office: Schema.decodeUnknownEither(OfficeCredentials, { errors: "all" })
}

/**
 * The credentials of one side, decoded with the provider's Schema; `field`
 * names the side in messages (`source_credentials`). Fails with a 400
 * `invalid_input` naming every bad key.
 */
export const checkCredentials = (kind: ProviderKind, field: string, value: CredentialRecord): Effect.Effect<CredentialRecord, InvalidInput> => {
  const bounds = jsonBoundsProblem(value, CREDENTIAL_BOUNDS)
  if (bounds !== null) {
    return Effect.fail(new InvalidInput({ message: `Invalid input: ${field} ${bounds}.`, details: { problems: [{ field, message: bounds }] } }))
  }
  return Either.match(decoders[kind](value), {
    onRight: Effect.succeed,
    onLeft: (error) => {
      const problems = formatProblems(error, field)
      return Effect.fail(
        new InvalidInput({ message: `Invalid input: ${problems.map((p) => `${p.field} ${p.message}`).join("; ")}.`, details: { problems } })
      )
    }
  })
}
