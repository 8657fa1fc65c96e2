/**
 * What the matcher knows about each side of a pair: a destination field's
 * tokens and expected kind, a source path's tokens and observed values.
 */
import type { DestinationField, JsonRecord } from "../../connectors/contract.js"
import type { FlatField } from "../flatten.js"
import { type PathTokens, type Token, tokenizeName, tokenizePath } from "./tokenize.js"
import { type ExpectedKind, expectedKind } from "./type-score.js"

const recordTypeWeight = 0.35
const impliedNameWeight = 0.5

export interface DestinationProfile {
  readonly field: DestinationField
  readonly tokens: ReadonlyArray<Token>
  readonly expected: ExpectedKind
  /** The tokens include a word implied by the declared type, not written in the name. */
  readonly implicit: boolean
  /** The name with only letters and digits, lowercase ("PI" → "pi"). */
  readonly compact: string
}

export interface SourceProfile {
  readonly flat: FlatField
  readonly tokens: PathTokens
}

/** The word a declared type stands for, when the name itself says nothing we know. */
const typeWords: Partial<Record<ExpectedKind, string>> = {
  email: "email",
  url: "url",
  phone: "phone",
  money: "amount",
  date: "date",
  datetime: "date"
}

/**
 * The record's own type words ("refund" for Stripe `object: "refund"`): in a
 * refund table "Refund Reason" is just the reason, like "Order Total" in an
 * order sheet, so they weigh as little as other record-type words.
 */
export const recordTypeWords = (samples: ReadonlyArray<JsonRecord>): ReadonlySet<string> =>
  new Set(
    samples
      .map((record) => record.object)
      .filter((type): type is string => typeof type === "string")
      .flatMap((type) => tokenizeName(type, "source").map((token) => token.word))
  )

/** Only a record type: "Order", not "Ordered" (also the creation date). */
const isRecordTypeToken = (token: Token): boolean =>
  token.recordType === true || (token.concepts.length > 0 && token.concepts.every((entry) => entry.role === "context"))

const asRecordType = (token: Token): Token => ({ ...token, weight: recordTypeWeight, recordType: true })

const hasConcept = (token: Token, id: string): boolean => token.concepts.some((entry) => entry.id === id)

/** "First and last name", "Imię i nazwisko", "Nom et prénom": the full name. */
const joinFullName = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> =>
  tokens.some((token) => hasConcept(token, "firstname")) && tokens.some((token) => hasConcept(token, "lastname"))
    ? [
        ...tokens.filter((token) => !hasConcept(token, "firstname") && !hasConcept(token, "lastname")),
        ...tokenizeName("name", "destination")
      ]
    : tokens

export const profileDestination = (field: DestinationField, recordTypes: ReadonlySet<string> = new Set()): DestinationProfile => {
  const named = joinFullName(tokenizeName(field.name, "destination")).map((token) =>
    recordTypes.has(token.word) && token.weight > recordTypeWeight ? asRecordType(token) : token
  )
  // A column named only for the record ("Charge", "Bestellung") holds its
  // identifier; one named only for a party or thing ("Customer", "Product")
  // most likely its name, though its id will do.
  const recordOnly = named.length > 0 && named.every(isRecordTypeToken)
  const entityOnly = named.length > 0 && named.every((token) => token.concepts.some((entry) => entry.role === "entity"))
  const completed = recordOnly
    ? [...named, ...tokenizeName("id", "destination")]
    : entityOnly
      ? [...named, ...tokenizeName("name", "destination").map((token) => ({ ...token, weight: impliedNameWeight }))]
      : named
  const expected = expectedKind(field, completed)
  const typeWord = typeWords[expected]
  // "Recibo" typed url: unknown words, but the type still says what it holds.
  const implicit = typeWord !== undefined && completed.every((token) => token.concepts.length === 0)
  return {
    field,
    tokens: implicit ? [...completed, ...tokenizeName(typeWord, "destination")] : completed,
    expected,
    implicit,
    compact: field.name.toLowerCase().replace(/[^a-z0-9]/g, "")
  }
}

export const profileSource = (flat: FlatField): SourceProfile => ({ flat, tokens: tokenizePath(flat.path) })
