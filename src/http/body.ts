/**
 * Reads and validates a JSON request body ourselves (handlers use handleRaw),
 * so that a non-JSON body, an oversized one or a schema mismatch is a 4xx in
 * the documented shape whose message names every bad field.
 */
import { HttpServerRequest } from "@effect/platform"
import { Effect, ParseResult, Schema } from "effect"
import { InvalidInput, PayloadTooLarge } from "../domain/errors.js"
import { MAX_BODY_BYTES } from "./middleware/edge.js"

export interface FieldProblem {
  readonly field: string
  readonly message: string
}

const pathText = (path: ReadonlyArray<PropertyKey>) =>
  path.reduce<string>((text, key) => (typeof key === "number" ? `${text}[${key}]` : text === "" ? String(key) : `${text}.${String(key)}`), "")

/** One problem per field (an optional field's union adds a second, useless one). */
export const formatProblems = (error: ParseResult.ParseError): ReadonlyArray<FieldProblem> => {
  const byField = new Map<string, string>()
  for (const issue of ParseResult.ArrayFormatter.formatErrorSync(error)) {
    const field = pathText(issue.path) || "body"
    if (!byField.has(field)) byField.set(field, issue.path.length > 0 && issue._tag === "Unexpected" ? "is not a known field" : issue.message)
  }
  return [...byField].map(([field, message]) => ({ field, message }))
}

type MakeError<E> = (message: string, problems: ReadonlyArray<FieldProblem>) => E

const invalidInput: MakeError<InvalidInput> = (message, problems) =>
  new InvalidInput({ message, details: { problems } })

/** Like readJson, with the route's own 400 error (e.g. invalid_mapping). */
export const readJsonWith = <A, I, E>(
  schema: Schema.Schema<A, I, never>,
  makeError: MakeError<E>
): Effect.Effect<A, E | PayloadTooLarge, HttpServerRequest.HttpServerRequest> =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const text = yield* Effect.orElse(request.text, () => Effect.succeed(""))
    if (Buffer.byteLength(text, "utf8") > MAX_BODY_BYTES) {
      return yield* new PayloadTooLarge({ message: `The request body is over ${MAX_BODY_BYTES / 1024} KiB.` })
    }
    if (text.trim() === "") return yield* Effect.fail(makeError("Invalid input: the request needs a JSON body.", [{ field: "body", message: "is missing" }]))
    const json = yield* Effect.try({
      try: (): unknown => JSON.parse(text),
      catch: () => makeError("Invalid input: the request body is not valid JSON.", [{ field: "body", message: "is not valid JSON" }])
    })
    return yield* Schema.decodeUnknown(schema, { errors: "all", onExcessProperty: "error" })(json).pipe(
      Effect.mapError((error) => {
        const problems = formatProblems(error)
        return makeError(`Invalid input: ${problems.map((p) => `${p.field} ${p.message}`).join("; ")}.`, problems)
      })
    )
  })

export const readJson = <A, I>(schema: Schema.Schema<A, I, never>) => readJsonWith(schema, invalidInput)
