/**
 * Name semantics: how well a source path's name says what a destination
 * field's name says, from 0 (unrelated) to 1 (same words).
 */
import { editDistance } from "../edit-distance.js"
import { codeWords, type Concept, numberCognates } from "./lexicon.js"
import type { PathTokens, Token } from "./tokenize.js"

const sameConcept = 0.85
/** A generic word ("Date") against its family's primary meaning ("created"). */
const genericToPrimary = 0.7
const genericToSibling = 0.55
const recipientAsCustomer = 0.6
const noteAsDescription = 0.6
const soldForAsPrice = 0.7
const siblings = 0.3
const prefix = 0.7
const abbreviation = 0.55
/** A destination word found only in an enclosing segment counts a little less. */
const parentFactor = 0.85
const grandparentFactor = 0.7
/**
 * "Payment ID", "Order Total": the record type word is met by any top-level
 * key, since the record itself is the payment or the order.
 */
const recordTypeAtRoot = 0.6

const isRecordType = (token: Token): boolean =>
  token.recordType === true || token.concepts.some((entry) => entry.role === "context")

/** The goods' recipient is whom they are shipped to: a shipping address holds the recipient's details. */
const isRecipientOfShipping = (left: Concept, right: Concept): boolean =>
  (left.id === "recipient" && right.id === "shipping") || (left.id === "shipping" && right.id === "recipient")

/**
 * Directional: a generic destination word ("Date", "Amount") is met by a
 * specific source word (`created`), but a specific destination word ("Fee",
 * "Updated") is not met by a generic source word (`amount`, `date`).
 */
const conceptSimilarity = (destination: Concept, source: Concept): number => {
  // Filler words share a concept but not a meaning: "Custom" is not "line".
  if (destination.family === "weak") return 0
  if (destination === source || isRecipientOfShipping(destination, source)) return sameConcept
  // Where nothing is shipped (an invoice's "Email Recipient"), the recipient is the customer.
  if (destination.id === "recipient" && source.id === "customer") return recipientAsCustomer
  // A comment or message on a document is what its description says, when it has no note of its own.
  if (destination.id === "note" && source.id === "description") return noteAsDescription
  // What an item sold for ("Selling Price", "Sold For") is its price (`price`, `ItemPrice`).
  if (destination.id === "soldfor" && source.id === "amount") return soldForAsPrice
  if (destination.family !== source.family) return 0
  if (destination.generic === true) return source.primary === true ? genericToPrimary : genericToSibling
  return siblings
}

const isSubsequence = (short: string, long: string): boolean => {
  let position = 0
  for (const letter of long) if (letter === short[position]) position += 1
  return position === short.length
}

/** Unknown short words as prefixes or letter-skeletons of longer ones ("fulfil", "amnt"). */
const spellingSimilarity = (left: Token, right: Token): number => {
  const [short, long] = left.word.length <= right.word.length ? [left, right] : [right, left]
  if (short.concepts.length > 0 || short.word.length < 3 || short.word === long.word) return 0
  // A whole word that begins a known longer one is another word ("custom", "customer"), not its abbreviation.
  if (long.word.startsWith(short.word)) return short.word.length >= 6 && long.concepts.length > 0 ? 0 : prefix
  // Vowels dropped: "amnt", "shpd", "brnd" (one letter short only from four letters on). Three letters with a vowel
  // after the first are a word or an initialism ("COD", cash on delivery), not "confirmed" shortened.
  const missing = long.word.length - short.word.length
  const longEnough = missing >= 2 || (missing === 1 && short.word.length >= 4)
  const initialism = short.word.length === 3 && /[aeiou]/.test(short.word.slice(1))
  // A skeleton keeps at most one vowel after its first letter ("amnt", "descr"): "token" is a word of its own, not
  // "törékeny" (fragile) shortened.
  const skeleton = (short.word.slice(1).match(/[aeiouy]/g) ?? []).length <= 1
  if (
    short.word.length <= 6 && longEnough && !initialism && skeleton && short.word[0] === long.word[0] &&
    isSubsequence(short.word, long.word)
  ) {
    return abbreviation
  }
  return 0
}

/**
 * Same concept and nearly the same spelling: a cognate across languages
 * ("nummer"/"number", "statut"/"status") is as good as the word itself.
 */
const cognate = 0.95
const isCognate = (left: string, right: string): boolean =>
  Math.min(left.length, right.length) >= 4 && editDistance(left, right) / Math.max(left.length, right.length) <= 0.34

/** "Code" and an id word ("Transaktionscode" and `id`) both name an identifier. */
const codeForId = 0.6
const isIdConcept = (token: Token): boolean => token.concepts.some((entry) => entry.id === "id")

/** Tokens are shared by every name that has them (tokenizeName caches them), so pairs of them recur. */
const similarities = new WeakMap<Token, WeakMap<Token, number>>()

/** How well a source word says what a destination word says. */
export const tokenSimilarity = (destination: Token, source: Token): number => {
  let row = similarities.get(destination)
  if (row === undefined) {
    row = new WeakMap()
    similarities.set(destination, row)
  }
  const known = row.get(source)
  if (known !== undefined) return known
  const similarity = computeSimilarity(destination, source)
  row.set(source, similarity)
  return similarity
}

/** A card's name and address are its holder's billing details ("Card Name" and `billing_details.name`). */
const cardForBilling = 0.6
const isConcept = (token: Token, id: string): boolean => token.concepts.some((entry) => entry.id === id)

const computeSimilarity = (destination: Token, source: Token): number => {
  if (destination.word === source.word) return 1
  // The sale's customer is who is billed: the billing name, not a default address kept on the customer.
  if ((isConcept(destination, "card") || isConcept(destination, "customer")) && isConcept(source, "billing")) {
    return cardForBilling
  }
  const codeAndId = (codeWords.has(destination.word) && isIdConcept(source)) ||
    (codeWords.has(source.word) && isIdConcept(destination))
  if (codeAndId) return codeForId
  // "Código", "Kod", "コード" are "code": one word in another language, weak as it is.
  if (codeWords.has(destination.word) && codeWords.has(source.word)) return cognate
  // A reason is given as a code ("Decline Reason" and `decline_code`).
  if (isConcept(destination, "reason") && codeWords.has(source.word)) return codeForId
  // A number is a `number` before it is an `id`, in any language.
  if (source.word === "number" && numberCognates.has(destination.word) && isIdConcept(destination)) return cognate
  let best = spellingSimilarity(destination, source)
  for (const wanted of destination.concepts) {
    for (const offered of source.concepts) best = Math.max(best, conceptSimilarity(wanted, offered))
  }
  if (best === sameConcept && isCognate(destination.word, source.word)) return cognate
  // A source word that names more than the destination's thing ("variant": a product's variant, for "Product No")
  // meets it less well than a word that names just that.
  return best === sameConcept && saysMore(source, destination) ? narrower : best
}

const narrower = 0.8
const saysMore = (source: Token, destination: Token): boolean =>
  destination.concepts.every((entry) => entry.role === "entity" && source.concepts.includes(entry)) &&
  source.concepts.some((entry) => !destination.concepts.includes(entry) && entry.role !== "weak")

const bestSource = (destination: Token, sources: ReadonlyArray<Token>): number =>
  sources.reduce((best, source) => Math.max(best, tokenSimilarity(destination, source)), 0)

const bestDestination = (source: Token, destinations: ReadonlyArray<Token>): number =>
  destinations.reduce((best, destination) => Math.max(best, tokenSimilarity(destination, source)), 0)

const weightedMean = (tokens: ReadonlyArray<Token>, score: (token: Token) => number): number => {
  const total = tokens.reduce((sum, token) => sum + token.weight, 0)
  return total === 0 ? 0 : tokens.reduce((sum, token) => sum + token.weight * score(token), 0) / total
}

/** A destination word counts as met when a source word means the same or is its generic form. */
const metAt = 0.5

/** How well one destination word is met anywhere along the path (its leaf, parents or the record itself). */
const tokenCoverage = (token: Token, source: PathTokens): number =>
  Math.max(
    bestSource(token, source.leaf),
    parentFactor * bestSource(token, source.parent),
    grandparentFactor * bestSource(token, source.grandparent),
    source.root && isRecordType(token) ? recordTypeAtRoot : 0
  )

/**
 * Words that say what the field holds or whose it is, other than the sale's
 * own counterparty: a customer's e-mail is the record's e-mail, but a fee, a
 * dispute or a product named in the header must be found in the path.
 */
const mustBeMet = (token: Token): boolean =>
  token.recordType !== true &&
  token.optional !== true &&
  token.weight > 0.5 &&
  // Two letters the lexicon does not know ("PO" in "POCity") are an abbreviation it cannot read.
  !(token.concepts.length === 0 && token.word.length <= 2) &&
  !token.concepts.some((entry) => entry.id === "customer" || entry.role === "context" || entry.role === "weak")

const sameMeaning = (left: Token, right: Token): boolean =>
  left.word === right.word ||
  (left.concepts.length > 0 && left.concepts.length === right.concepts.length &&
    left.concepts.every((entry) => right.concepts.includes(entry)))

export interface NameEvidence {
  /** 0..1: how well the path's name says what the field's name says. */
  readonly similarity: number
  /** Share (by weight) of the field's meaningful words that nothing in the path meets. */
  readonly unmet: number
  /** Share (by weight) of the path's own words the field asks for. */
  readonly sourceCoverage: number
}

/**
 * Mostly "is every destination word covered by the path?", partly "is every
 * word of the path's own name wanted?" — so `amount` beats `amount_refunded`
 * for "Amount", while `billing_details.email` still fits "Customer Email".
 */
export const nameEvidence = (destination: ReadonlyArray<Token>, source: PathTokens): NameEvidence => {
  const coverage = destination.map((token) => tokenCoverage(token, source))
  // The word before a slash is met as well by the word after it: either names the thing.
  const eitherOr = destination.findIndex((token) => token.eitherOr === true)
  if (eitherOr >= 0) {
    const alternative = destination.findIndex((token) => token.alternative === true)
    coverage[eitherOr] = Math.max(coverage[eitherOr], coverage[alternative] ?? 0)
  }
  const total = destination.reduce((sum, token) => sum + token.weight, 0)
  const destinationCoverage = total === 0
    ? 0
    : destination.reduce((sum, token, index) => sum + token.weight * coverage[index], 0) / total
  const sourceCoverage = weightedMean(source.leaf, (token) => bestDestination(token, destination))
  // A meaning said twice ("Total Tax Amount": total and amount) counts once, so it cannot hide an unmet one.
  // The merchant's order number ("商户订单号", "Merchant Order Number") is the order's own: whose it is goes unsaid.
  const namesOrder = destination.some((token) => token.concepts.some((entry) => entry.id === "order"))
  const counted = destination.map((token, index) =>
    mustBeMet(token) &&
    !(namesOrder && token.concepts.some((entry) => entry.id === "merchant")) &&
    !destination.slice(0, index).some((earlier) => mustBeMet(earlier) && sameMeaning(earlier, token))
  )
  const meaningfulWeight = destination.reduce((sum, token, index) => sum + (counted[index] ? token.weight : 0), 0)
  const unmetWeight = destination.reduce(
    (sum, token, index) => sum + (counted[index] && coverage[index] < metAt ? token.weight : 0),
    0
  )
  return {
    similarity: 0.6 * destinationCoverage + 0.4 * sourceCoverage,
    unmet: meaningfulWeight === 0 ? 0 : unmetWeight / meaningfulWeight,
    sourceCoverage
  }
}

export const nameSimilarity = (destination: ReadonlyArray<Token>, source: PathTokens): number =>
  nameEvidence(destination, source).similarity

/** The field's word is met somewhere along the path (as written, by meaning, or as an abbreviation of it). */
export const isMetInPath = (token: Token, source: PathTokens): boolean => tokenCoverage(token, source) >= metAt

/** True when some destination word means the same as `token` (a path word the field asks for). */
export const isWanted = (token: Token, destination: ReadonlyArray<Token>): boolean =>
  bestDestination(token, destination) >= metAt
