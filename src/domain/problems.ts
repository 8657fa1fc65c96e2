/** A Schema decode failure as one problem per field, each named by its path, for 400 messages. */
import { ParseResult } from "effect"

export interface FieldProblem {
  readonly field: string
  readonly message: string
}

const pathText = (root: string, path: ReadonlyArray<PropertyKey>) =>
  path.reduce<string>(
    (text, key) => (typeof key === "number" ? `${text}[${key}]` : text === "" ? String(key) : `${text}.${String(key)}`),
    root
  )

/** One problem per field (an optional field's union adds a second, useless one); `root` names the decoded value itself. */
export const formatProblems = (error: ParseResult.ParseError, root = ""): ReadonlyArray<FieldProblem> => {
  const byField = new Map<string, string>()
  for (const issue of ParseResult.ArrayFormatter.formatErrorSync(error)) {
    const field = pathText(root, issue.path) || "body"
    if (!byField.has(field)) {
      byField.set(field, issue.path.length > 0 && issue._tag === "Unexpected" ? "is not a known field" : issue.message)
    }
  }
  return [...byField].map(([field, message]) => ({ field, message }))
}
