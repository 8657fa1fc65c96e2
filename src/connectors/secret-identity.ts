/**
 * A stable, non-reversible name for the secret a connection authenticates
 * with. Provider budgets (pacing slots, request quotas) and caches are keyed
 * by it, never by an identifier a tenant can type (a base id, a seller id):
 * only the holder of a secret can draw on its budget, and two integrations
 * with the same credentials share one.
 */
import { createHash } from "node:crypto"
import { secretTextOf } from "../domain/json-fields.js"
import type { JsonRecord } from "./contract.js"

/** The long-lived secret first: an API key, else the refresh token that outlives its access tokens. */
const SECRET_KEYS = ["api_key", "refresh_token", "access_token"] as const

export const secretIdentity = (credentials: JsonRecord): string => {
  const secret = SECRET_KEYS.map((key) => secretTextOf(credentials[key])).find((value) => value !== undefined)
  return createHash("sha256")
    .update(secret ?? "")
    .digest("hex")
    .slice(0, 24)
}
