/**
 * Random secrets and their hashes. Session tokens, magic-link tokens, OAuth
 * states and API keys are stored only as SHA-256 hashes; comparisons of
 * configured secrets are constant-time.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto"

/** A URL-safe random secret with `bytes` bytes of entropy, optionally prefixed. */
export const randomToken = (prefix = "", bytes = 32): string => prefix + randomBytes(bytes).toString("base64url")

export const sha256 = (value: string): string => createHash("sha256").update(value).digest("hex")

export const constantTimeEqual = (a: string, b: string): boolean => {
  const left = createHash("sha256").update(a).digest()
  const right = createHash("sha256").update(b).digest()
  return timingSafeEqual(left, right) && a.length === b.length
}

/** A sortable, prefixed, random identifier (time first so ids created later sort later). */
export const newId = (prefix: string, nowMillis: number): string =>
  `${prefix}_${nowMillis.toString(36).padStart(9, "0")}${randomBytes(8).toString("hex")}`
