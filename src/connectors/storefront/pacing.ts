/**
 * Pacing from `X-Shopify-Shop-Api-Call-Limit: used/capacity`. The storefront
 * drains its leaky bucket at capacity/20 per second (40 → 2/s, 80 → 4/s), so
 * from the last reading we can tell how long to wait to keep headroom and
 * never receive a 429.
 */
export interface BucketReading {
  readonly used: number
  readonly capacity: number
  /** Clock millis when the reading was taken. */
  readonly at: number
}

export const parseCallLimit = (header: string | undefined, at: number): BucketReading | null => {
  if (header === undefined) return null
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(header)
  if (match === null) return null
  const capacity = Number(match[2])
  if (capacity <= 0) return null
  return { used: Number(match[1]), capacity, at }
}

export interface PacingOptions {
  /** Drain rate as a fraction of capacity per second (Shopify: 1/20). */
  readonly drainFractionPerSecond: number
  /** Slots always left free in the bucket. */
  readonly headroom: number
}

/** Milliseconds to wait before the next request so that it leaves `headroom` slots free. */
export const waitBeforeNext = (reading: BucketReading | undefined, now: number, options: PacingOptions): number => {
  if (reading === undefined) return 0
  const drainPerMs = (reading.capacity * options.drainFractionPerSecond) / 1000
  const level = Math.max(0, reading.used - (now - reading.at) * drainPerMs)
  const allowed = Math.max(1, reading.capacity - options.headroom)
  const excess = level + 1 - allowed
  return excess <= 0 ? 0 : Math.ceil(excess / drainPerMs)
}
