/**
 * Which keys a sheet may already hold, in a few MB whatever its size: a Bloom
 * filter over the Sync IDs read at the start of a run and written since. "No"
 * is certain, so a batch of keys it has never seen is appended without reading
 * the key column again; "maybe" sends the writer back to the sheet itself.
 */
const BITS = 1 << 26
const HASHES = 7

/** Two independent 32-bit FNV-1a variants; the k probes are h1 + i·h2 (Kirsch–Mitzenmacher). */
const hashes = (key: string): readonly [number, number] => {
  let a = 0x811c9dc5
  let b = 0x01000193 ^ key.length
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15)
  }
  return [a >>> 0, (b >>> 0) | 1]
}

export class KeyFilter {
  private readonly bits = new Uint32Array(BITS / 32)

  static of(keys: Iterable<string>): KeyFilter {
    const filter = new KeyFilter()
    for (const key of keys) filter.add(key)
    return filter
  }

  add(key: string): void {
    const [h1, h2] = hashes(key)
    for (let i = 0; i < HASHES; i++) {
      const bit = (h1 + Math.imul(i, h2)) >>> 0 & (BITS - 1)
      this.bits[bit >>> 5] |= 1 << (bit & 31)
    }
  }

  /** False: certainly never added. True: perhaps added. */
  mightHave(key: string): boolean {
    const [h1, h2] = hashes(key)
    for (let i = 0; i < HASHES; i++) {
      const bit = (h1 + Math.imul(i, h2)) >>> 0 & (BITS - 1)
      if ((this.bits[bit >>> 5] & (1 << (bit & 31))) === 0) return false
    }
    return true
  }
}
