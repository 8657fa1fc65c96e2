/**
 * Name semantics: how well a source path's name says what a destination
 * field's name says, from 0 (unrelated) to 1 (same words).
 */
import type { Concept } from "./lexicon.js"
import type { PathTokens, Token } from "./tokenize.js"

const sameConcept = 0.85
/** A generic word ("Date") against its family's primary meaning ("created"). */
const genericToPrimary = 0.7
const genericToSibling = 0.55
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

const conceptSimilarity = (left: Concept, right: Concept): number => {
  if (left === right) return sameConcept
  if (left.family !== right.family || left.family === "weak") return 0
  if (left.generic === true) return right.primary === true ? genericToPrimary : genericToSibling
  if (right.generic === true) return left.primary === true ? genericToPrimary : genericToSibling
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
  if (long.word.startsWith(short.word)) return prefix
  if (short.word.length <= 5 && long.word.length >= short.word.length + 2 && short.word[0] === long.word[0] && isSubsequence(short.word, long.word)) {
    return abbreviation
  }
  return 0
}

const editDistance = (left: string, right: string): number => {
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index)
  for (let row = 1; row <= left.length; row += 1) {
    const current = [row]
    for (let column = 1; column <= right.length; column += 1) {
      const substitution = previous[column - 1] + (left[row - 1] === right[column - 1] ? 0 : 1)
      current.push(Math.min(previous[column] + 1, current[column - 1] + 1, substitution))
    }
    previous = current
  }
  return previous[right.length]
}

/**
 * Same concept and nearly the same spelling: a cognate across languages
 * ("nummer"/"number", "statut"/"status") is as good as the word itself.
 */
const cognate = 0.95
const isCognate = (left: string, right: string): boolean =>
  Math.min(left.length, right.length) >= 4 && editDistance(left, right) / Math.max(left.length, right.length) <= 0.34

export const tokenSimilarity = (left: Token, right: Token): number => {
  if (left.word === right.word) return 1
  let best = spellingSimilarity(left, right)
  for (const a of left.concepts) for (const b of right.concepts) best = Math.max(best, conceptSimilarity(a, b))
  return best === sameConcept && isCognate(left.word, right.word) ? cognate : best
}

const bestMatch = (token: Token, candidates: ReadonlyArray<Token>): number =>
  candidates.reduce((best, candidate) => Math.max(best, tokenSimilarity(token, candidate)), 0)

const weightedMean = (tokens: ReadonlyArray<Token>, score: (token: Token) => number): number => {
  const total = tokens.reduce((sum, token) => sum + token.weight, 0)
  return total === 0 ? 0 : tokens.reduce((sum, token) => sum + token.weight * score(token), 0) / total
}

/**
 * Mostly "is every destination word covered by the path?", partly "is every
 * word of the path's own name wanted?" — so `amount` beats `amount_refunded`
 * for "Amount", while `billing_details.email` still fits "Customer Email".
 */
export const nameSimilarity = (destination: ReadonlyArray<Token>, source: PathTokens): number => {
  const destinationCoverage = weightedMean(destination, (token) =>
    Math.max(
      bestMatch(token, source.leaf),
      parentFactor * bestMatch(token, source.parent),
      grandparentFactor * bestMatch(token, source.grandparent),
      source.root && isRecordType(token) ? recordTypeAtRoot : 0
    )
  )
  const sourceCoverage = weightedMean(source.leaf, (token) => bestMatch(token, destination))
  return 0.6 * destinationCoverage + 0.4 * sourceCoverage
}
