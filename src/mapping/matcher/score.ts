/**
 * The score of one (source path, destination field) pair: name semantics
 * first, value evidence second, small preferences for plain, filled,
 * top-level paths.
 */
import type { DestinationField, JsonRecord } from "../../connectors/contract.js"
import type { FlatField } from "../flatten.js"
import { nameSimilarity } from "./name-score.js"
import { type PathTokens, type Token, tokenizeName, tokenizePath } from "./tokenize.js"
import { type ExpectedKind, expectedKind, kindAgreement } from "./type-score.js"

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

export interface PairScore {
  readonly name: number
  readonly agreement: number
  /** 0 when not a candidate; may exceed 1 (confidence is the score capped at 1). */
  readonly score: number
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

const isRecordTypeToken = (token: Token): boolean =>
  token.recordType === true || token.concepts.some((entry) => entry.role === "context")

const asRecordType = (token: Token): Token => ({ ...token, weight: recordTypeWeight, recordType: true })

export const profileDestination = (field: DestinationField, recordTypes: ReadonlySet<string> = new Set()): DestinationProfile => {
  const named = tokenizeName(field.name, "destination").map((token) =>
    recordTypes.has(token.word) && token.weight > recordTypeWeight ? asRecordType(token) : token
  )
  // A column named only for the record ("Charge", "Bestellung") holds its
  // identifier; one named only for a party or thing ("Customer", "Product")
  // most likely its name, though its id will do.
  const recordOnly = named.length > 0 && named.every(isRecordTypeToken)
  const entityOnly = named.length > 0 && named.every((token) => token.concepts.some((entry) => entry.role === "entity"))
  const withId = recordOnly
    ? [...named, ...tokenizeName("id", "destination")]
    : entityOnly
      ? [...named, ...tokenizeName("name", "destination").map((token) => ({ ...token, weight: impliedNameWeight }))]
      : named
  const expected = expectedKind(field, withId)
  const typeWord = typeWords[expected]
  // "Recibo" typed url: unknown words, but the type still says what it holds.
  const implicit = typeWord !== undefined && withId.every((token) => token.concepts.length === 0)
  return {
    field,
    tokens: implicit ? [...withId, ...tokenizeName(typeWord, "destination")] : withId,
    expected,
    implicit,
    compact: field.name.toLowerCase().replace(/[^a-z0-9]/g, "")
  }
}

export const profileSource = (flat: FlatField): SourceProfile => ({ flat, tokens: tokenizePath(flat.path) })

/** Below this much name evidence a pair is not considered, whatever the values. */
export const minimumName = 0.35
const recordTypeWeight = 0.35
const impliedNameWeight = 0.5
/** A match on a word only the type implies is weaker evidence than a written one. */
const implicitFactor = 0.75
const agreementWeight = 0.25
const depthPenalty = 0.04
const arrayPenalty = 0.05
/** Small: a field that is empty in a few samples (Shopify's `fulfillment_status`) is still the right one. */
const emptyPenalty = 0.04

/**
 * A destination named exactly like the ids' prefix ("PI" for `pi_…` values)
 * names the record's id in the processor's shorthand; strongest when the path
 * itself is called an id (other fields, like client secrets, embed the id).
 */
const idPrefixEvidence = (destination: DestinationProfile, source: SourceProfile): number => {
  if (source.flat.idPrefix === undefined || destination.compact !== source.flat.idPrefix) return 0
  return source.tokens.leaf.some((token) => token.concepts.some((entry) => entry.id === "id")) ? 0.9 : 0.6
}

/** The same value in every sample cannot be what tells records apart. */
const constantIdentifier = -0.2
const identifiesNothing = (destination: DestinationProfile, source: SourceProfile): boolean =>
  destination.expected === "identifier" &&
  // Only for the record's own id: one customer may well place every sampled order.
  !destination.tokens.some((token) => token.concepts.some((entry) => entry.role === "entity")) &&
  source.flat.filled >= 2 &&
  source.flat.distinct === 1

export const scorePair = (destination: DestinationProfile, source: SourceProfile): PairScore => {
  const similarity = nameSimilarity(destination.tokens, source.tokens) * (destination.implicit ? implicitFactor : 1)
  const name = Math.max(similarity, idPrefixEvidence(destination, source))
  const agreement = identifiesNothing(destination, source)
    ? Math.min(constantIdentifier, kindAgreement(source.flat.kind, destination.expected))
    : kindAgreement(source.flat.kind, destination.expected)
  if (name < minimumName || destination.expected === "readonly") return { name, agreement, score: 0 }
  const penalties =
    depthPenalty * Math.max(0, source.flat.depth - 1) +
    (source.flat.inArray ? arrayPenalty : 0) +
    (source.flat.filled === 0 ? emptyPenalty : 0)
  // Not capped at 1: the assignment must still tell a perfect pair from a near one.
  return { name, agreement, score: Math.max(0, name + agreementWeight * agreement - penalties) }
}
