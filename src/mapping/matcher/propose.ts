/**
 * The offline matcher's entry point: samples and destination fields in, a
 * proposed mapping out. Pure and synchronous; no network.
 */
import type { DestinationField, JsonRecord } from "../../connectors/contract.js"
import type { TransformName } from "../../domain/transforms.js"
import { type FlatField, flattenSamples } from "../flatten.js"
import { getPath, isJsonObject } from "../path.js"
import { assignOneToOne } from "./assign.js"
import { calibrate, rawFloor } from "./calibration.js"
import {
  noteForDescription,
  otherCurrenciesToo,
  typeOfTheSheets,
  unreadWordUnmet,
  weightUnitUnsaid
} from "./compatibility.js"
import { objectsOfId } from "./id-objects.js"
import {
  markLookAlikes,
  profileDestination,
  profileSource,
  readInContext,
  recordTypeWords,
  sharedFieldWords,
  soleProductWords
} from "./profiles.js"
import { scorePair } from "./score.js"
import { inferTransform } from "./transform-rules.js"

export interface ProposedEntry {
  readonly source_field: string
  readonly destination_field: string
  readonly transform: TransformName | null
  /** 0..1: how sure the matcher is of this pair. */
  readonly confidence: number
}

export interface MappingProposal {
  readonly mappings: ReadonlyArray<ProposedEntry>
  readonly unmapped_destination_fields: ReadonlyArray<string>
  readonly unmapped_source_fields: ReadonlyArray<string>
}

export interface ProposeInput {
  readonly samples: ReadonlyArray<JsonRecord>
  readonly destinationFields: ReadonlyArray<DestinationField>
}

/** Objects and lists of objects are containers; their leaves are the candidates. */
const isListOfObjects = (flat: FlatField): boolean =>
  flat.kind === "array" && flat.samples.some((sample) => Array.isArray(sample) && sample.some(isJsonObject))

/** Stripe's `object` keys name the type of the object they sit in; they hold no field of the record. */
const isTypeTag = (flat: FlatField): boolean => flat.path === "object" || flat.path.endsWith(".object")

/**
 * When the API told the merchant's own servers of the record (an invoice's `webhooks_delivered_at`) is the API's
 * plumbing, no sale's: a "Delivery day" is not it. So is the handle another API of the store's knows the record by
 * (`admin_graphql_api_id`: "gid://shopify/Order/…"), the record's id written for that API: an "Admin" column is no
 * such thing.
 */
const isPlumbing = (flat: FlatField): boolean =>
  /(^|[._])webhooks?(_|$)/.test(flat.path) || /(^|\.)admin_graphql_api_id$/.test(flat.path)

/**
 * A Checkout Session's `payment_method_types` lists the ways of paying it offered, a setting of the checkout: not
 * the way the buyer paid, which the session does not keep. So do a custom field's dropdown `options`: the choices
 * offered, not the one chosen (`dropdown.value`).
 */
const checkoutOffers = (flat: FlatField, recordObjects: ReadonlySet<string>): boolean =>
  (recordObjects.has("session") && /^payment_method_types(\.|$)/.test(flat.path)) ||
  /(^|\.)custom_fields\.\d+\.dropdown\.options(\.|$)/.test(flat.path)

/**
 * A Stripe list (`"object": "list"`) carries paging details beside its items (`refunds.has_more`,
 * `lines.total_count`, `lines.url`): they describe the API's page, not the sale.
 */
const listPaging = new Set(["has_more", "total_count", "url"])
const listPaths = (flats: ReadonlyArray<FlatField>): ReadonlySet<string> =>
  new Set(
    flats
      .filter((flat) =>
        flat.path.endsWith(".object") && flat.samples.length > 0 && flat.samples.every((v) => v === "list")
      )
      .map((flat) => flat.path.slice(0, -".object".length))
  )
const isListPaging = (flat: FlatField, lists: ReadonlySet<string>): boolean => {
  const cut = flat.path.lastIndexOf(".")
  return cut > 0 && listPaging.has(flat.path.slice(cut + 1)) && lists.has(flat.path.slice(0, cut))
}

/**
 * A path empty in every sample shows no value, so only its name speaks for it: about half such pairs are right
 * (a Stripe charge's `review` is no buyer's review). The merchant is asked to check them, under 0.8.
 */
const unseenCeiling = 0.7
/**
 * And only a name that says it plainly: an empty path scoring under this raw score was right 1 time in 7 on the
 * development set and never in 16 pairs of the merchants' trials (an invoice's `default_payment_method`, empty, for a
 * "Zahlungsart" asking how it was paid), so it is left unmapped.
 */
const emptyFloor = 0.7

/**
 * A field whose best path another field took gets its second choice, right about half the time on the development
 * set (24 of 51): a runner-up under this share of the field's best score is left out (3 of 12 were right), and any
 * other is proposed at most at `unseenCeiling`, to check.
 */
const runnerUpShare = 0.8

/**
 * A close call: another path scored within this much of the one proposed. About one such pair in six is wrong on
 * the development set (one in sixteen of the others), so the merchant is asked to check it, under 0.8.
 */
const closeCall = 0.05
/** Scores this close are a tie. */
const tie = 0.005
const secondBest = (row: ReadonlyArray<number>, column: number): number =>
  row.reduce((best, score, at) => at === column ? best : Math.max(best, score), 0)
const rowBest = (row: ReadonlyArray<number>): number => row.reduce((best, score) => Math.max(best, score), 0)

/** Every record holds one and the same value, present, at each of the paths. */
const holdTheSame = (paths: ReadonlyArray<string>, records: ReadonlyArray<JsonRecord>): boolean =>
  records.length > 0 && records.every((record) => {
    const values = paths.map((path) => getPath(record, path))
    return values[0] !== undefined && values[0] !== null &&
      values.every((value) => JSON.stringify(value) === JSON.stringify(values[0]))
  })

/** Pairs scored between two steps of `proposalSteps`. */
const pairsPerStep = 250

/** No pair scoring below this is ever a candidate (the calibration is fitted above it). */
export const candidateFloor = 0.5

export interface ScoredProposal {
  readonly proposal: MappingProposal
  /** The raw pair score of each entry of `proposal.mappings`, in order (for fitting the calibration). */
  readonly raw: ReadonlyArray<number>
}

/**
 * The proposal, with each entry's raw score, as steps (a few hundred pairs
 * each) so a server can answer other requests in between. Pairs whose calibrated
 * confidence is under `minimumConfidence` (raw score under `floor`) are left
 * unmapped: an empty column beats a wrong one.
 */
export function* proposalSteps(
  input: ProposeInput,
  floor: number = Math.max(candidateFloor, rawFloor)
): Generator<void, ScoredProposal> {
  // Objects are containers; their leaves are the candidates.
  const flats = flattenSamples(input.samples)
  const lists = listPaths(flats)
  const byPath = new Map(flats.map((flat) => [flat.path, flat]))
  const recordObjects = new Set(input.samples.flatMap((record) => objectsOfId(record.id)))
  const sources = markLookAlikes(
    flats
      .filter((flat) => flat.kind !== "object" && !isListOfObjects(flat) && !isListPaging(flat, lists))
      .map((flat) => profileSource(flat, byPath))
  ).filter((source) =>
    !isTypeTag(source.flat) && !isPlumbing(source.flat) && !checkoutOffers(source.flat, recordObjects)
  )
  const recordTypes = new Set([
    ...recordTypeWords(input.samples),
    ...sharedFieldWords(input.destinationFields),
    ...soleProductWords(sources, input.destinationFields)
  ])
  const keepsOrder = sources.some(({ tokens }) =>
    [...tokens.leaf, ...tokens.parent].some((token) => token.concepts.some((entry) => entry.id === "order"))
  )
  const orderElsewhere = recordObjects.size > 0 && (recordObjects.has("invoice") || keepsOrder)
  const destinations = readInContext(
    input.destinationFields.map((field) => profileDestination(field, recordTypes, orderElsewhere)),
    sources,
    recordObjects
  )
  const scores: Array<Array<number>> = []
  // For each path, the fields that would take it by their declared type alone.
  const takenByType = new Map<number, Array<number>>()
  for (const destination of destinations) {
    const row: Array<number> = []
    const byType: Array<number> = []
    for (const source of sources) {
      const pair = scorePair(destination, source)
      if (pair.byTypeOnly === true && pair.score > 0) byType.push(row.length)
      row.push(pair.score)
      // A few hundred pairs at a time: a caller may let other work run in between.
      if (row.length % pairsPerStep === 0) yield
    }
    // A field known only by its type ("Rivalsa" typed currency) takes a path by type alone only when one alone fits,
    // or when all that fit hold the same values (a charge's `billing_details.email` and `receipt_email`): the best.
    if (byType.length > 1) {
      const alike = holdTheSame(byType.map((column) => sources[column].flat.path), input.samples)
      const kept = alike ? byType.reduce((best, column) => row[column] > row[best] ? column : best) : undefined
      for (const column of byType) if (column !== kept) row[column] = 0
    }
    for (const column of byType) takenByType.set(column, [...(takenByType.get(column) ?? []), scores.length])
    scores.push(row)
    yield
  }
  // Nor when several such fields fit it alike (three currency columns whose names say nothing read): which of them
  // holds the sale's amount, and which its refund or its cost, only their names could say.
  for (const [column, rows] of takenByType) {
    if (rows.length > 1) { for (const row of rows) scores[row][column] = 0 }
  }
  // A field whose best path went to another field keeps its runner-up only when nearly as good, and then to check.
  const best = scores.map(rowBest)
  // A runner-up tied with another path the field could take as well (one currency code of three alike) is a guess.
  const tied = (row: number, column: number) =>
    scores[row].some((other, at) => at !== column && other < best[row] && Math.abs(other - scores[row][column]) < tie)
  const pairs = assignOneToOne(scores, floor).filter(({ column, row, score }) =>
    score >= runnerUpShare * best[row] && (score === best[row] || !tied(row, column)) &&
    (sources[column].flat.filled > 0 || score >= emptyFloor)
  )

  const mappings = pairs.map(({ row, column, score }): ProposedEntry => {
    const source = sources[column]
    const runnerUp = score < best[row]
    return {
      source_field: source.flat.path,
      destination_field: destinations[row].field.name,
      transform: inferTransform(source.flat, destinations[row].expected, destinations[row].field.type),
      confidence: source.flat.filled === 0 || runnerUp || unreadWordUnmet(destinations[row], source) ||
          noteForDescription(destinations[row], source) || typeOfTheSheets(destinations[row], source) ||
          destinations[row].otherTax === true || otherCurrenciesToo(destinations[row], source) ||
          weightUnitUnsaid(destinations[row], source) ||
          score - secondBest(scores[row], column) < closeCall
        ? Math.min(calibrate(score), unseenCeiling)
        : calibrate(score)
    }
  })
  const mappedDestinations = new Set(mappings.map((entry) => entry.destination_field))
  const mappedSources = new Set(mappings.map((entry) => entry.source_field))
  const proposal = {
    mappings,
    unmapped_destination_fields: destinations
      .map((destination) => destination.field.name)
      .filter((name) => !mappedDestinations.has(name)),
    unmapped_source_fields: sources.map((source) => source.flat.path).filter((path) => !mappedSources.has(path))
  }
  return { proposal, raw: pairs.map((pair) => pair.score) }
}

/** The proposal and each entry's raw score, computed in one go. */
export const proposeScored = (input: ProposeInput, floor?: number): ScoredProposal => {
  const steps = proposalSteps(input, floor)
  let step = steps.next()
  while (step.done !== true) step = steps.next()
  return step.value
}

export const proposeMapping = (input: ProposeInput): MappingProposal => proposeScored(input).proposal
