/**
 * Calibrated confidence: the matcher's raw pair score turned into the share
 * of such proposals that were right on the mapping development set, so that
 * "0.8" means "right about 8 times in 10" and a merchant can skip checking the
 * rows above it.
 *
 * The map is monotone and piecewise linear between knots. The knots were
 * fitted on the development set (`bun run bench:mapping --fit` prints a fresh
 * fit): raw scores in buckets, adjacent buckets pooled until the share right
 * never falls as the score rises, each bucket's share smoothed by one right
 * and one wrong pseudo-proposal (a small bucket earns less trust), and the
 * held-out cases left out.
 */

export type Knot = readonly [raw: number, confidence: number]

/** Fitted by `bun run bench:mapping --fit` on the development set (held-out cases excluded). */
export const knots: ReadonlyArray<Knot> = [
  [0.53, 0.5],
  [0.58, 0.69],
  [0.63, 0.74],
  [0.68, 0.87],
  [0.72, 0.9],
  [0.89, 0.93],
  [1.02, 0.94],
  [1.07, 0.96],
  [1.17, 0.98]
]

const interpolate = (points: ReadonlyArray<Knot>, x: number, from: 0 | 1, to: 0 | 1): number => {
  if (x <= points[0][from]) return points[0][to]
  for (let index = 1; index < points.length; index += 1) {
    const [left, right] = [points[index - 1], points[index]]
    if (x <= right[from]) {
      const span = right[from] - left[from]
      return span === 0 ? right[to] : left[to] + ((x - left[from]) / span) * (right[to] - left[to])
    }
  }
  return points[points.length - 1][to]
}

/** The calibrated confidence of a raw pair score, 0..1, two decimals. */
export const calibrate = (raw: number): number => Math.round(interpolate(knots, raw, 0, 1) * 100) / 100

/**
 * Below this calibrated confidence a pair is more likely wrong than right and the field stays unmapped. Between
 * it and 0.8 a proposal is made and shown as one to check.
 */
export const minimumConfidence = 0.5

/** The raw score at which the calibrated confidence reaches `minimumConfidence`. */
export const rawFloor: number = interpolate(knots, minimumConfidence, 1, 0)

export interface Judged {
  readonly raw: number
  readonly correct: boolean
}

/** The share right, shrunk towards one half by one right and one wrong pseudo-proposal (Laplace). */
const expectedShare = (right: number, total: number): number => (right + 1) / (total + 2)

/**
 * Knots fitted to judged proposals: buckets between `edges`, pooled to be
 * monotone (pool adjacent violators), each placed at its mean raw score with
 * its smoothed share right.
 */
export const fitKnots = (judged: ReadonlyArray<Judged>, edges: ReadonlyArray<number>): ReadonlyArray<Knot> => {
  type Pool = { raws: Array<number>; right: number }
  const pools: Array<Pool> = []
  for (let index = 0; index < edges.length - 1; index += 1) {
    const inside = judged.filter((entry) => entry.raw >= edges[index] && entry.raw < edges[index + 1])
    if (inside.length === 0) continue
    pools.push({ raws: inside.map((entry) => entry.raw), right: inside.filter((entry) => entry.correct).length })
    // Merge backwards while a lower bucket is trusted more than the one above it.
    while (pools.length > 1) {
      const [lower, upper] = [pools[pools.length - 2], pools[pools.length - 1]]
      if (expectedShare(lower.right, lower.raws.length) <= expectedShare(upper.right, upper.raws.length)) break
      pools.splice(pools.length - 2, 2, { raws: [...lower.raws, ...upper.raws], right: lower.right + upper.right })
    }
  }
  return pools.map((pool): Knot => {
    const mean = pool.raws.reduce((sum, raw) => sum + raw, 0) / pool.raws.length
    return [Math.round(mean * 100) / 100, Math.round(expectedShare(pool.right, pool.raws.length) * 100) / 100]
  })
}
