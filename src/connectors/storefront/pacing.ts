/**
 * Pacing from `X-Shopify-Shop-Api-Call-Limit: used/capacity`. The storefront
 * drains its leaky bucket at capacity/20 per second (40 → 2/s, 80 → 4/s), so
 * from what we know of its level we can tell how long to wait to keep headroom
 * and never receive a 429.
 *
 * Several calls may go to one bucket at once (a backfill's windows, two
 * integrations on one shop), so a call does not merely read the level: it
 * reserves its slot, counting itself into the level before it waits. The next
 * call then sees that slot taken even though no answer has told us yet.
 */
export interface BucketReading {
  /** The bucket's level at `at`: the store's last reading, plus the calls reserved since. */
  readonly used: number
  readonly capacity: number
  /** Clock millis when the level was known. */
  readonly at: number
}

/** Shopify's standard plan; assumed until the store's first answer says otherwise. */
const DEFAULT_CAPACITY = 40

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

const drainPerMs = (capacity: number, options: PacingOptions): number =>
  (capacity * options.drainFractionPerSecond) / 1000

const levelAt = (reading: BucketReading, now: number, options: PacingOptions): number =>
  Math.max(0, reading.used - (now - reading.at) * drainPerMs(reading.capacity, options))

/** Milliseconds to wait before the next request so that it leaves `headroom` slots free. */
export const waitBeforeNext = (reading: BucketReading | undefined, now: number, options: PacingOptions): number => {
  if (reading === undefined) return 0
  const allowed = Math.max(1, reading.capacity - options.headroom)
  const excess = levelAt(reading, now, options) + 1 - allowed
  return excess <= 0 ? 0 : Math.ceil(excess / drainPerMs(reading.capacity, options))
}

export interface Reservation {
  /** Milliseconds to wait before sending. */
  readonly wait: number
  /** The bucket with this call counted in: store it before anything else reserves. */
  readonly bucket: BucketReading
}

/**
 * Takes one slot of the bucket. The call is counted at once: by the time it is
 * sent (after `wait`) the level has drained to exactly what leaves `headroom`
 * free with it in, so calls reserved back to back are spread at the drain rate.
 */
export const reserve = (reading: BucketReading | undefined, now: number, options: PacingOptions): Reservation => {
  const known = reading ?? { used: 0, capacity: DEFAULT_CAPACITY, at: now }
  return {
    wait: waitBeforeNext(known, now, options),
    bucket: { used: levelAt(known, now, options) + 1, capacity: known.capacity, at: now }
  }
}

/**
 * Folds the store's reading into what we know. Our level counts every call we
 * reserved, answered or not, so it is never below the store's for our own
 * calls; the store's is higher when another process spends the same bucket.
 * The higher of the two is kept.
 */
export const observe = (known: BucketReading | undefined, reading: BucketReading, options: PacingOptions) =>
  known === undefined
    ? reading
    : { used: Math.max(levelAt(known, reading.at, options), reading.used), capacity: reading.capacity, at: reading.at }

/** A 429: the bucket is full now. */
export const full = (known: BucketReading | undefined, at: number): BucketReading => {
  const capacity = known?.capacity ?? DEFAULT_CAPACITY
  return { used: capacity, capacity, at }
}
