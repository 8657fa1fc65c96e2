/**
 * One-to-one assignment: the pairs of destination fields and source paths
 * with the highest total score (Hungarian algorithm, munkres-js), keeping
 * only pairs at or above the confidence threshold.
 */
import computeMunkres from "munkres-js"

export interface Assignment {
  readonly row: number
  readonly column: number
  readonly score: number
}

/** Scores are compared as integers so floating-point noise cannot stall the algorithm. */
const scale = 1000

/**
 * `scores[row][column]` for each destination (row) and source (column).
 * Pairs below `threshold` count as "no pair", so they never push a better
 * pair elsewhere out of the optimum.
 */
export const assignOneToOne = (scores: ReadonlyArray<ReadonlyArray<number>>, threshold: number): ReadonlyArray<Assignment> => {
  if (scores.length === 0 || scores[0].length === 0) return []
  const useful = scores.map((row) => row.map((score) => (score >= threshold ? Math.round(score * scale) : 0)))
  const ceiling = Math.max(1, ...useful.flat())
  const costs = useful.map((row) => row.map((score) => ceiling - score))
  return computeMunkres(costs, { padValue: ceiling })
    .map(([row, column]) => ({ row, column, score: scores[row][column] }))
    .filter((pair) => pair.score >= threshold)
    .sort((left, right) => left.row - right.row)
}
