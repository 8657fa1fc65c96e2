/**
 * The one place a request the contract could not decode is answered. A body that is
 * not JSON, and fields that do not match the contract's schemas (body or query), get the
 * endpoint's documented 400 in the `{ ok: false, error, message, details: { problems } }`
 * shape, the message naming every bad field; the platform's own error never reaches a client.
 * A body nested deeper than any request of the API is refused before decoding, naming its field.
 */
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpApiError from "@effect/platform/HttpApiError"
import type * as HttpApp from "@effect/platform/HttpApp"
import * as HttpMethod from "@effect/platform/HttpMethod"
import * as HttpServerError from "@effect/platform/HttpServerError"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Cause, Effect, Either, Option, Schema, SchemaAST } from "effect"
import * as Wire from "../../api/errors.js"
import { SalesyncApi } from "../../api/index.js"
import { InvalidInput, InvalidMapping } from "../../domain/errors.js"
import { jsonBoundsProblem } from "../../domain/json-bounds.js"
import { type FieldProblem, problemsOf } from "../../domain/problems.js"
import { RAW_BODY_ROUTES } from "./nul-characters.js"

const invalidInputText = (problems: ReadonlyArray<FieldProblem>) =>
  `Invalid input: ${problems.map((p) => `${p.field} ${p.message}`).join("; ")}.`

/** How an endpoint answers a bad request, read from the errors it documents. */
type BadRequestAnswer = "invalid_input" | "invalid_mapping" | "invalid_mapping_when_only_mappings"

const documents = (ast: SchemaAST.AST, error: Schema.Schema.Any): boolean =>
  ast === error.ast || (SchemaAST.isUnion(ast) && ast.types.some((member) => documents(member, error)))

const routes = Object.values(SalesyncApi.groups).flatMap((group) =>
  Object.values(group.endpoints).map((endpoint) => {
    const mapping = documents(endpoint.errorSchema.ast, Wire.InvalidMapping)
    const input = documents(endpoint.errorSchema.ast, Wire.InvalidInput)
    const answer: BadRequestAnswer = !mapping
      ? "invalid_input"
      : input
      ? "invalid_mapping_when_only_mappings"
      : "invalid_mapping"
    const pattern = new RegExp(`^${endpoint.path.replace(/:\w+/g, "[^/]+")}$`)
    return { method: endpoint.method, pattern, answer }
  })
)

const answerFor = (request: HttpServerRequest.HttpServerRequest): BadRequestAnswer => {
  const path = new URL(request.url, "http://local").pathname
  return routes.find((route) => route.method === request.method && route.pattern.test(path))?.answer ?? "invalid_input"
}

const badRequest = (answer: BadRequestAnswer, message: string, problems: ReadonlyArray<FieldProblem>) => {
  const mapping = answer === "invalid_mapping" ||
    (answer === "invalid_mapping_when_only_mappings" &&
      problems.every((problem) => problem.field.startsWith("mappings")))
  const body = mapping
    ? Schema.encodeSync(Wire.InvalidMapping)(new InvalidMapping({ message, details: { problems } }))
    : Schema.encodeSync(Wire.InvalidInput)(new InvalidInput({ message, details: { problems } }))
  return HttpServerResponse.unsafeJson(body, { status: 400 })
}

const isUndecodableBody = (defect: unknown) =>
  HttpServerError.isServerError(defect) && defect._tag === "RequestError" && defect.reason === "Decode"

/** Deeper than any request of the API: decoding such a value, or describing it in an error, would exhaust the stack. */
const FIELD_BOUNDS = { maxDepth: 32, maxEntries: Number.POSITIVE_INFINITY, maxTextLength: Number.POSITIVE_INFINITY }

/** The first top-level field (or the body itself) of a JSON body nested too deeply to decode. */
const nestedTooDeep = (request: HttpServerRequest.HttpServerRequest) => {
  const path = new URL(request.url, "http://local").pathname
  if (!HttpMethod.hasBody(request.method) || !path.startsWith("/api/") || RAW_BODY_ROUTES.has(path)) {
    return Effect.succeed(Option.none<FieldProblem>())
  }
  return Effect.map(Effect.orElseSucceed(request.text, () => ""), (text) => {
    // Text that is not JSON is left to the contract's decoding, which says so.
    const json = Either.try((): unknown => JSON.parse(text))
    if (Either.isLeft(json)) return Option.none<FieldProblem>()
    const value = json.right
    const fields: ReadonlyArray<readonly [string, unknown]> =
      typeof value === "object" && value !== null && !Array.isArray(value) ? Object.entries(value) : [["body", value]]
    for (const [field, item] of fields) {
      const problem = jsonBoundsProblem(item, FIELD_BOUNDS)
      if (problem !== null) return Option.some<FieldProblem>({ field, message: problem })
    }
    return Option.none<FieldProblem>()
  })
}

const answered = (app: HttpApp.Default) =>
  Effect.catchAllCause(app, (cause) =>
    Effect.gen(function*() {
      const squashed = Cause.squash(cause)
      const request = yield* HttpServerRequest.HttpServerRequest
      if (squashed instanceof HttpApiError.HttpApiDecodeError) {
        // One problem per field, each cut to a readable length (no input is sent back at length).
        const problems = problemsOf(squashed.issues)
        return badRequest(answerFor(request), invalidInputText(problems), problems)
      }
      if (isUndecodableBody(squashed)) {
        const empty = (yield* Effect.orElseSucceed(request.text, () => "")).trim() === ""
        return empty
          ? badRequest(answerFor(request), "Invalid input: the request needs a JSON body.", [
            { field: "body", message: "is missing" }
          ])
          : badRequest(answerFor(request), "Invalid input: the request body is not valid JSON.", [
            { field: "body", message: "is not valid JSON" }
          ])
      }
      return yield* Effect.failCause(cause)
    }))

export const DecodeErrorsLive = HttpApiBuilder.middleware((app) =>
  Effect.gen(function*() {
    const request = yield* HttpServerRequest.HttpServerRequest
    const deep = yield* nestedTooDeep(request)
    if (Option.isSome(deep)) {
      const problems = problemsOf([{ _tag: "Type", path: [deep.value.field], message: deep.value.message }])
      return badRequest(answerFor(request), invalidInputText(problems), problems)
    }
    return yield* answered(app)
  })
)
