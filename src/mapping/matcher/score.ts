/**
 * The score of one (source path, destination field) pair: name semantics
 * first, value evidence second, small preferences for plain, filled,
 * top-level paths.
 */
import {
  billedByOwnContact,
  doubt,
  isIdWord,
  metByObjectsId,
  namedAlike,
  payoutCurrencyAsked,
  refusal,
  sameNumbers,
  sameObjectsId,
  spelledAsOwnKey
} from "./compatibility.js"
import { nameEvidence } from "./name-score.js"
import type { DestinationProfile, SourceProfile } from "./profiles.js"
import { hasConcept, type Token } from "./tokenize.js"
import { declaresSelect, declaresText, kindAgreement } from "./type-score.js"

export interface PairScore {
  readonly name: number
  readonly agreement: number
  /** 0 when not a candidate; may exceed 1 (confidence is the score capped at 1). */
  readonly score: number
  /** Why the pair cannot be, when it cannot. */
  readonly refused?: string
  /** The pair rests on the field's declared type alone: none of its written words is in the path. */
  readonly byTypeOnly?: boolean
}

/** Below this, the written words of a field known by its type say nothing of the path. */
const writtenEvidence = 0.5

/** Below this much name evidence a pair is not considered, whatever the values. */
export const minimumName = 0.35
/** A match on a word only the type implies is weaker evidence than a written one. */
const implicitFactor = 0.75
const agreementWeight = 0.25
const depthPenalty = 0.04
const arrayPenalty = 0.05
/** Every word of the field met, and the path carries the very number the field names. */
const sameNumberEvidence = 0.85
/** A metadata key the merchant spelled as the column's name. */
const ownKeyEvidence = 1
/** The path's key is the field's very name: no synonym says as much. */
const sameNameEvidence = 0.05
/**
 * A key the merchant named as the column ("Asiakasnro", `metadata.asiakasnumero`) beats a path the column's words
 * only mean (`customer`, a `cus_…` id), whose values may fit an identifier better.
 */
const ownKeyBonus = 0.15
/** A field named only by weak words ("Type", "Code") says little about which path holds it. */
const weakOnlyFactor = 0.7
/** A weak word alone ("Code", "Koodi", "Info"), with no record or party word beside it, says less still. */
const bareWeakFactor = 0.6

/**
 * A destination named exactly like the ids' prefix ("PI" for `pi_…` values)
 * names the record's id in the processor's shorthand; strongest when the path
 * itself is called an id (other fields, like client secrets, embed the id).
 */
const idPrefixEvidence = (destination: DestinationProfile, source: SourceProfile): number => {
  if (source.flat.idPrefix === undefined || destination.compact !== source.flat.idPrefix) return 0
  return source.tokens.leaf.some((token) => token.concepts.some((entry) => entry.id === "id")) ? 0.9 : 0.6
}

/** The path's ids are of the object the field names ("Invoice ID" and `in_…` values): as good as its name. */
const sameObjectEvidence = (destination: DestinationProfile, source: SourceProfile): number =>
  sameObjectsId(destination, source) ? (source.tokens.root ? 0.9 : 0.8) : 0

const notMetByObjectsId = (token: Token): boolean => !metByObjectsId(token)

/** The same value in every sample cannot be what tells records apart. */
const constantIdentifier = -0.2
const identifiesNothing = (destination: DestinationProfile, source: SourceProfile): boolean =>
  destination.expected === "identifier" &&
  // Only for the record's own id: one customer may well place every sampled order.
  !destination.tokens.some((token) => token.concepts.some((entry) => entry.role === "entity")) &&
  source.flat.filled >= 2 &&
  source.flat.distinct === 1

/** The field's words the path leaves unmet, but for the word that says it is a number. */
const unmetBesideNumber = (destination: DestinationProfile, source: SourceProfile): number =>
  nameEvidence(destination.tokens.filter((token) => !hasConcept(token, "id")), source.tokens).unmet

export const scorePair = (destination: DestinationProfile, source: SourceProfile): PairScore => {
  const evidence = nameEvidence(destination.tokens, source.tokens)
  // The sale's counterparty is implied: "Type de client" says no more than "Type".
  const isWeak = (token: Token) => token.concepts.some((entry) => entry.role === "weak")
  const weakOnly = destination.tokens.some(isWeak) &&
    destination.tokens.every(
      (token) => token.recordType === true || isWeak(token) || token.concepts.some((entry) => entry.id === "customer")
    )
  const bareWeak = destination.tokens.every((token) => token.concepts.some((entry) => entry.id === "weak"))
  const similarity = evidence.similarity * (destination.implicit ? implicitFactor : 1) *
    (bareWeak ? bareWeakFactor : weakOnly ? weakOnlyFactor : 1)
  const byPrefix = idPrefixEvidence(destination, source)
  // "Last 4" and `last4`, "Laatste 4 cijfers": the same number, and no word of the field unmet but the number's own
  // ("Card number, last 4": the last 4 of the number are the digits `last4` keeps).
  const numbered = sameNumbers(destination, source) && unmetBesideNumber(destination, source) === 0
    ? sameNumberEvidence
    : 0
  const ownKey = spelledAsOwnKey(destination, source) ? ownKeyEvidence : 0
  const name = Math.max(similarity, byPrefix, sameObjectEvidence(destination, source), numbered, ownKey)
  // The merchant's own key says what the column holds better than a reading of its one word ("Kurs", a course or a
  // rate): an untyped or text column takes its values whatever their kind.
  // So does a list of the sheet's choices ("Saison" typed single select: "2025").
  const byKind = ownKey > 0 &&
      (destination.field.type === undefined || declaresText(destination.field.type) ||
        declaresSelect(destination.field.type))
    ? Math.max(kindAgreement(source.flat.kind, destination.expected), kindAgreement(source.flat.kind, "any"))
    : kindAgreement(source.flat.kind, destination.expected)
  const agreement = identifiesNothing(destination, source) ? Math.min(constantIdentifier, byKind) : byKind
  if (name < minimumName || destination.expected === "readonly") return { name, agreement, score: 0 }
  // A name that is the ids' prefix ("PI"), or a field known only by its type ("Recibo" typed
  // url), has no words to meet.
  const sameObject = sameObjectsId(destination, source)
  const billed = destination.tokens.some((token) => billedByOwnContact(token, source))
  const wordsToMeet = byPrefix > similarity || ownKey > similarity || destination.implicit
    ? { ...evidence, unmet: 0, similarity: 1 }
    : numbered > similarity
    ? { ...evidence, unmet: 0 }
    : sameObject
    ? { ...evidence, unmet: nameEvidence(destination.tokens.filter(notMetByObjectsId), source.tokens).unmet }
    : payoutCurrencyAsked(destination, source)
    // The payout's word is met by the object it names: the balance transaction is the payout of the payment.
    ? {
      ...evidence,
      unmet: nameEvidence(destination.tokens.filter((token) => hasConcept(token, "currency")), source.tokens).unmet
    }
    : billed
    ? {
      ...evidence,
      unmet: nameEvidence(destination.tokens.filter((token) => !billedByOwnContact(token, source)), source.tokens).unmet
    }
    : source.flat.kind === "id"
    // A path of ids meets the field's id word without saying it (`source` for "Réf. source": `ch_…`, `re_…`).
    ? { ...evidence, unmet: nameEvidence(destination.tokens.filter((token) => !isIdWord(token)), source.tokens).unmet }
    : evidence
  const refused = refusal(destination, source, wordsToMeet, agreement)
  if (refused !== undefined) return { name, agreement, score: 0, refused }
  // A column read as a line's (its description, its amount, beside item columns) asks for the nesting.
  const asksForLine = (destination.lineDescription === true || destination.lineAmount === true) && source.flat.inArray
  const penalties = (asksForLine ? 0 : depthPenalty * Math.max(0, source.flat.depth - 1) +
    (source.flat.inArray && source.namedPlace !== true && source.soleElement !== true ? arrayPenalty : 0)) +
    doubt(destination, source, evidence)
  const byTypeOnly = destination.implicit &&
    nameEvidence(destination.tokens.slice(0, destination.written), source.tokens).similarity < writtenEvidence
  // Not capped at 1: the assignment must still tell a perfect pair from a near one.
  const alike = ownKey > 0 ? ownKeyBonus : namedAlike(destination, source) ? sameNameEvidence : 0
  return { name, agreement, score: Math.max(0, name + alike + agreementWeight * agreement - penalties), byTypeOnly }
}
