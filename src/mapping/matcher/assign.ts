/**
 * One-to-one assignment: the pairs of destination fields and source paths
 * with the highest total score, keeping only pairs at or above the
 * confidence threshold.
 *
 * Only rows and columns with at least one pair at the threshold take part,
 * and the matrix is never padded to a square: the shortest-augmenting-path
 * Hungarian method on a rectangular matrix costs O(rows² × columns) time
 * and O(rows × columns) memory with rows ≤ columns. A record with thousands
 * of look-alike paths then costs thousands of cells per field, not millions.
 */

export interface Assignment {
  readonly row: number
  readonly column: number
  readonly score: number
}

/** Scores are compared as integers so floating-point noise cannot stall the algorithm. */
const scale = 1000

/**
 * Minimum-cost assignment of every row of `cost` (rows ≤ columns) to a
 * distinct column; `result[row]` is its column.
 */
const rectangularHungarian = (cost: ReadonlyArray<ReadonlyArray<number>>): ReadonlyArray<number> => {
  const rows = cost.length
  const columns = cost[0].length
  // 1-based potentials and matches; column 0 is the virtual start of each augmenting path.
  const rowPotential = new Float64Array(rows + 1)
  const columnPotential = new Float64Array(columns + 1)
  const rowOfColumn = new Int32Array(columns + 1)
  const way = new Int32Array(columns + 1)
  for (let row = 1; row <= rows; row += 1) {
    rowOfColumn[0] = row
    let column = 0
    const slack = new Float64Array(columns + 1).fill(Number.POSITIVE_INFINITY)
    const used = new Uint8Array(columns + 1)
    do {
      used[column] = 1
      const current = rowOfColumn[column]
      let delta = Number.POSITIVE_INFINITY
      let next = 0
      for (let candidate = 1; candidate <= columns; candidate += 1) {
        if (used[candidate] === 1) continue
        const reduced = cost[current - 1][candidate - 1] - rowPotential[current] - columnPotential[candidate]
        if (reduced < slack[candidate]) {
          slack[candidate] = reduced
          way[candidate] = column
        }
        if (slack[candidate] < delta) {
          delta = slack[candidate]
          next = candidate
        }
      }
      for (let candidate = 0; candidate <= columns; candidate += 1) {
        if (used[candidate] === 1) {
          rowPotential[rowOfColumn[candidate]] += delta
          columnPotential[candidate] -= delta
        } else slack[candidate] -= delta
      }
      column = next
    } while (rowOfColumn[column] !== 0)
    do {
      const previous = way[column]
      rowOfColumn[column] = rowOfColumn[previous]
      column = previous
    } while (column !== 0)
  }
  const result = new Array<number>(rows).fill(-1)
  for (let column = 1; column <= columns; column += 1) {
    if (rowOfColumn[column] !== 0) result[rowOfColumn[column] - 1] = column - 1
  }
  return result
}

/**
 * `scores[row][column]` for each destination (row) and source (column).
 * Pairs below `threshold` count as "no pair" (worth nothing), so they never
 * push a better pair elsewhere out of the optimum.
 */
export const assignOneToOne = (
  scores: ReadonlyArray<ReadonlyArray<number>>,
  threshold: number
): ReadonlyArray<Assignment> => {
  const rows = scores.map((_, row) => row).filter((row) => scores[row].some((score) => score >= threshold))
  const width = scores[0]?.length ?? 0
  const columns = Array.from({ length: width }, (_, column) => column).filter((column) =>
    rows.some((row) => scores[row][column] >= threshold)
  )
  if (rows.length === 0 || columns.length === 0) return []
  const worth = (row: number, column: number): number => {
    const score = scores[row][column]
    return score >= threshold ? Math.round(score * scale) : 0
  }
  // The method wants rows ≤ columns; a "no pair" cell costs 0, so extra rows or columns cost nothing.
  const transposed = rows.length > columns.length
  const [outer, inner] = transposed ? [columns, rows] : [rows, columns]
  const cost = outer.map((first) => inner.map((second) => -(transposed ? worth(second, first) : worth(first, second))))
  return rectangularHungarian(cost)
    .flatMap((match, index) => {
      const [row, column] = transposed ? [rows[match], columns[index]] : [rows[index], columns[match]]
      const score = scores[row][column]
      return score >= threshold ? [{ row, column, score }] : []
    })
    .sort((left, right) => left.row - right.row)
}
