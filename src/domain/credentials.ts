/**
 * What credentials may hold: the building blocks of each provider's
 * credential Schema (its descriptor in src/providers). Onboarding and every later
 * change of a side's credentials (an OAuth connection, an edit) decode them
 * with their provider's Schema, so a value that could steer a request — a
 * shop host, a base or spreadsheet id placed in a URL path, a header value —
 * is refused with a 400 naming the field before it is stored. Keys a provider
 * does not know are kept (the credentials object is free-form) but the whole
 * object is bounded in size and depth.
 */
import { Effect, Either, type ParseResult, Schema } from "effect"
import { InvalidInput } from "./errors.js"
import { hasControlCharacter, type JsonBounds, jsonBoundsProblem } from "./json-bounds.js"
import { formatProblems, problemsMessage } from "./problems.js"
import { MYSHOPIFY, myshopifyHost } from "./shop.js"

export type CredentialRecord = Readonly<Record<string, unknown>>

/** Credentials are a handful of short strings; this leaves room for provider extras and nothing more. */
export const CREDENTIAL_BOUNDS: JsonBounds = { maxDepth: 4, maxEntries: 64, maxTextLength: 16_384 }

/** One line of at most `maxLength` characters: no control characters. */
export const text = (maxLength: number) =>
  Schema.String.pipe(
    Schema.maxLength(maxLength, { message: () => `must be at most ${maxLength} characters` }),
    Schema.filter((value) => !hasControlCharacter(value) || "must not contain control characters (line breaks, NUL, …)")
  )

/** An id placed in URLs and query strings: only what `pattern` allows. */
export const identifier = (pattern: RegExp, shape: string) =>
  Schema.String.pipe(
    Schema.maxLength(128, { message: () => "must be at most 128 characters" }),
    Schema.filter((value) => pattern.test(value) || `must be ${shape}`)
  )

/** A token or key: sent in a header, so one line of printable characters. */
export const Secret = text(4096)

/** Any spelling of the shop's domain, stored as the bare lowercase host. */
export const Shop = Schema.transform(
  Schema.String,
  Schema.String.pipe(
    Schema.filter((value) =>
      MYSHOPIFY.test(value) || "must be the shop's .myshopify.com domain (e.g. my-store.myshopify.com)"
    )
  ),
  { strict: true, decode: (value) => myshopifyHost(value) ?? value, encode: (value) => value }
)

/** What an OAuth connection stores on every provider. */
export const tokenFields = {
  access_token: Schema.optional(Secret),
  refresh_token: Schema.optional(Secret),
  expires_at: Schema.optional(text(64)),
  scope: Schema.optional(text(1024)),
  token_type: Schema.optional(text(64))
}

/** Keys a provider does not know are kept; the bounds limit them. */
export const Extra = Schema.Record({ key: Schema.String, value: Schema.Unknown })

export type DecodeCredentials = (value: unknown) => Either.Either<CredentialRecord, ParseResult.ParseError>

/**
 * The credentials of one side, decoded with the provider's `decode`; `field`
 * names the side in messages (`source_credentials`). Fails with a 400
 * `invalid_input` naming every bad key.
 */
export const checkCredentialsWith = (
  decode: DecodeCredentials,
  field: string,
  value: CredentialRecord
): Effect.Effect<CredentialRecord, InvalidInput> => {
  const bounds = jsonBoundsProblem(value, CREDENTIAL_BOUNDS)
  if (bounds !== null) {
    return Effect.fail(
      new InvalidInput({
        message: `Invalid input: ${field} ${bounds}.`,
        details: { problems: [{ field, message: bounds }] }
      })
    )
  }
  return Either.match(decode(value), {
    onRight: Effect.succeed,
    onLeft: (error) => {
      const problems = formatProblems(error, field)
      return Effect.fail(
        new InvalidInput({
          message: problemsMessage(problems),
          details: { problems }
        })
      )
    }
  })
}
