/**
 * Reads and validates a JSON request body ourselves (handlers use handleRaw),
 * so that a non-JSON body, an oversized one or a schema mismatch is a 4xx in
 * the documented shape whose message names every bad field.
 */
import { HttpServerRequest } from "@effect/platform"
import { Effect, Schema } from "effect"
import { InvalidInput, PayloadTooLarge } from "../domain/errors.js"
import { jsonBoundsProblem } from "../domain/json-bounds.js"
import { formatProblems, type FieldProblem } from "../domain/problems.js"

import { MAX_BODY_BYTES } from "./middleware/edge.js"

export type { FieldProblem }

/** Deeper than any request of the API: decoding and formatting such a value would exhaust the stack. */
const FIELD_BOUNDS = { maxDepth: 32, maxEntries: Number.POSITIVE_INFINITY, maxTextLength: Number.POSITIVE_INFINITY }

/** The first top-level field (or the body itself) nested too deeply to decode. */
const tooDeep = (json: unknown): FieldProblem | null => {
  const fields = typeof json === "object" && json !== null && !Array.isArray(json) ? Object.entries(json) : [["body", json] as const]
  for (const [field, value] of fields) {
    const problem = jsonBoundsProblem(value, FIELD_BOUNDS)
    if (problem !== null) return { field, message: problem }
  }
  return null
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
    const deep = tooDeep(json)
    if (deep !== null) return yield* Effect.fail(makeError(`Invalid input: ${deep.field} ${deep.message}.`, [deep]))
    return yield* Schema.decodeUnknown(schema, { errors: "all", onExcessProperty: "error" })(json).pipe(
      Effect.mapError((error) => {
        const problems = formatProblems(error)
        return makeError(`Invalid input: ${problems.map((p) => `${p.field} ${p.message}`).join("; ")}.`, problems)
      })
    )
  })

export const readJson = <A, I>(schema: Schema.Schema<A, I, never>) => readJsonWith(schema, invalidInput)
