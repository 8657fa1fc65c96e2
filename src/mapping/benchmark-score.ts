/**
 * Scoring of a proposed mapping against a benchmark case, exactly as the
 * mapping benchmark README defines it: true positives are proposed entries
 * whose destination is expected and whose source is one of the acceptable
 * paths; transform accuracy is over true positives.
 */
import { Schema } from "effect"
import type { ProposedEntry } from "./matcher/propose.js"

export const BenchmarkCase = Schema.Struct({
  name: Schema.String,
  source: Schema.optional(Schema.String),
  destination: Schema.optional(Schema.String),
  note: Schema.optional(Schema.String),
  sample_records: Schema.Array(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  destination_fields: Schema.Array(Schema.Struct({ name: Schema.String, type: Schema.optional(Schema.String) })),
  expected: Schema.Array(
    Schema.Struct({
      destination_field: Schema.String,
      source_field: Schema.Array(Schema.String),
      transform: Schema.Array(Schema.NullOr(Schema.String))
    })
  )
})
export type BenchmarkCase = typeof BenchmarkCase.Type

export interface CaseCounts {
  readonly truePositives: number
  readonly falsePositives: number
  readonly falseNegatives: number
  readonly transformsRight: number
  /** Human-readable misses, for tuning output. */
  readonly mistakes: ReadonlyArray<string>
  /** Each proposed entry's confidence and whether it was right, for the reliability table. */
  readonly judged: ReadonlyArray<{ readonly confidence: number; readonly correct: boolean }>
}

export const scoreCase = (testCase: BenchmarkCase, proposed: ReadonlyArray<ProposedEntry>): CaseCounts => {
  const expected = new Map(testCase.expected.map((entry) => [entry.destination_field, entry]))
  const hit = new Set<string>()
  const mistakes: Array<string> = []
  let falsePositives = 0
  let transformsRight = 0
  const judged: Array<{ confidence: number; correct: boolean }> = []
  for (const entry of proposed) {
    const wanted = expected.get(entry.destination_field)
    const correct = wanted !== undefined && wanted.source_field.includes(entry.source_field)
    judged.push({ confidence: entry.confidence, correct })
    if (wanted === undefined || !correct) {
      falsePositives += 1
      mistakes.push(
        `FP  ${entry.destination_field} <- ${entry.source_field}${
          wanted === undefined ? " (should be unmapped)" : ` (want ${wanted.source_field.join(" | ")})`
        }`
      )
      continue
    }
    hit.add(entry.destination_field)
    if (wanted.transform.includes(entry.transform)) transformsRight += 1
    else {mistakes.push(
        `TX  ${entry.destination_field} <- ${entry.source_field}: ${entry.transform} (want ${
          wanted.transform.join(" | ")
        })`
      )}
  }
  const missed = testCase.expected.filter((entry) => !hit.has(entry.destination_field))
  for (const entry of missed) {
    if (!proposed.some((candidate) => candidate.destination_field === entry.destination_field)) {
      mistakes.push(`FN  ${entry.destination_field} (want ${entry.source_field.join(" | ")})`)
    }
  }
  return { truePositives: hit.size, falsePositives, falseNegatives: missed.length, transformsRight, mistakes, judged }
}

export interface Metrics {
  readonly precision: number
  readonly recall: number
  readonly f1: number
  readonly transformAccuracy: number
}

export const metricsOf = (counts: ReadonlyArray<CaseCounts>): Metrics => {
  const sum = (pick: (entry: CaseCounts) => number) => counts.reduce((total, entry) => total + pick(entry), 0)
  const tp = sum((entry) => entry.truePositives)
  const fp = sum((entry) => entry.falsePositives)
  const fn = sum((entry) => entry.falseNegatives)
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp)
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn)
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)
  return { precision, recall, f1, transformAccuracy: tp === 0 ? 1 : sum((entry) => entry.transformsRight) / tp }
}

export interface ReliabilityBucket {
  /** Lower bound of the confidence bucket (inclusive). */
  readonly from: number
  /** Upper bound (exclusive, except the last bucket which includes 1). */
  readonly to: number
  readonly proposed: number
  readonly correct: number
}

/** Proposals grouped by confidence, with the share that was right in each group. */
export const reliabilityOf = (
  counts: ReadonlyArray<CaseCounts>,
  edges: ReadonlyArray<number> = [0, 0.5, 0.6, 0.7, 0.8, 0.9, 1]
): ReadonlyArray<ReliabilityBucket> => {
  const judged = counts.flatMap((entry) => entry.judged)
  return edges.slice(0, -1).map((from, index) => {
    const to = edges[index + 1]
    const last = index === edges.length - 2
    const inside = judged.filter(
      (entry) => entry.confidence >= from && (entry.confidence < to || (last && entry.confidence <= to))
    )
    return { from, to, proposed: inside.length, correct: inside.filter((entry) => entry.correct).length }
  })
}
