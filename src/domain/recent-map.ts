/**
 * A Map that keeps only the most recently used entries. Connectors keep small
 * per-merchant state (pacing slots, schema reads, rotated tokens); a runner
 * serves thousands of merchants over its life, so what it remembers must be
 * bounded by what it is doing now, not by everyone it has ever synced. A
 * forgotten entry is only a cache miss: it is read or computed again.
 */
export interface RecentMap<K, V> {
  readonly get: (key: K) => V | undefined
  readonly set: (key: K, value: V) => void
  readonly size: () => number
}

export const makeRecentMap = <K, V>(capacity: number): RecentMap<K, V> => {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<K, V>()
  return {
    get: (key) => {
      const value = entries.get(key)
      if (value !== undefined) {
        entries.delete(key)
        entries.set(key, value)
      }
      return value
    },
    set: (key, value) => {
      entries.delete(key)
      entries.set(key, value)
      if (entries.size > capacity) {
        const oldest = entries.keys().next()
        if (oldest.done !== true) entries.delete(oldest.value)
      }
    },
    size: () => entries.size
  }
}

/** Per-merchant entries a connector keeps: far more than the runs in flight, far fewer than a fleet's merchants. */
export const RECENT_MERCHANTS = 4096
