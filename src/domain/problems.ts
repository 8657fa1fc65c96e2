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

/**
 * A problem names the field and says what is wrong with it; it never sends a large input back (a 200 KB key, a long
 * value quoted in "actual …"): each is cut to a length a person reads, so a bad request cannot make a larger answer.
 */
const FIELD_CHARS = 200
const MESSAGE_CHARS = 300
const clipped = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`

/** A decoding issue as Schema's array formatter (and the HTTP API's decode error) gives it. */
export interface Issue {
  readonly _tag: string
  readonly path: ReadonlyArray<PropertyKey>
  readonly message: string
}

/** One problem per field (an optional field's union adds a second, useless one); `root` names the decoded value itself. */
export const formatProblems = (error: ParseResult.ParseError, root = ""): ReadonlyArray<FieldProblem> =>
  problemsOf(ParseResult.ArrayFormatter.formatErrorSync(error), root)

export const problemsOf = (issues: ReadonlyArray<Issue>, root = ""): ReadonlyArray<FieldProblem> => {
  const byField = new Map<string, string>()
  for (const issue of issues) {
    const field = clipped(pathText(root, issue.path) || "body", FIELD_CHARS)
    if (!byField.has(field)) {
      const message = issue.path.length > 0 && issue._tag === "Unexpected"
        ? "is not a known field"
        // An object's Schema written out ("Expected { readonly name?: maxLength(100) & … }") says nothing to a person.
        : issue._tag === "Type" && issue.message.startsWith("Expected {")
        ? "must be a JSON object"
        : issue.message
      byField.set(field, clipped(message, MESSAGE_CHARS))
    }
  }
  return [...byField].map(([field, message]) => ({ field, message }))
}

/** The 400 message naming every problem: "Invalid input: credentials.shop is required; …". */
export const problemsMessage = (problems: ReadonlyArray<FieldProblem>): string =>
  `Invalid input: ${problems.map((p) => `${p.field} ${p.message}`).join("; ")}.`
