/**
 * A refused key form, field by field: the API's 400 names each bad credential by its path
 * (`destination_credentials.base_id`), which a merchant never typed; the form shows each next to its field, by the
 * field's own label.
 */
import type { CredentialField } from "../providers/descriptor.js"
import { errorText, hasKey } from "./format.js"

export interface CredentialProblems {
  /** One sentence per field of the form, by its key. */
  readonly byField: ReadonlyMap<string, string>
  /** What concerns no field of the form (the whole object, a key it does not show, a 429). */
  readonly general: ReadonlyArray<string>
}

// "destination_credentials.base_id", "credentials.base_id", or the side's whole object.
const PATH = /^(?:[a-z]+_)?credentials(?:\.(.+))?$/

/** "is required (or refresh_token)": the alternatives are keys the form may not offer, so the sentence ends at them. */
const plain = (message: string) => message.replace(/\s*\(or [^)]*\)\s*$/, "").replace(/\.$/, "")

export const credentialProblems = (error: unknown, fields: ReadonlyArray<CredentialField>): CredentialProblems => {
  const byField = new Map<string, string>()
  const general: Array<string> = []
  const details = hasKey(error, "details") ? error.details : undefined
  const problems = hasKey(details, "problems") && Array.isArray(details.problems) ? details.problems : []
  for (const problem of problems) {
    if (!hasKey(problem, "message") || typeof problem.message !== "string") continue
    const path = hasKey(problem, "field") && typeof problem.field === "string" ? PATH.exec(problem.field) : null
    const key = path?.[1]
    const field = fields.find((f) => f.key === key)
    if (field !== undefined) byField.set(field.key, `${field.label} ${plain(problem.message)}.`)
    else if (path !== null) general.push(`${key ?? "What you entered"} ${plain(problem.message)}.`)
  }
  if (byField.size === 0 && general.length === 0) general.push(errorText(error))
  return { byField, general }
}
