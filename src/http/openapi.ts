/**
 * The OpenAPI 3.0.3 document of the API: generated from the HttpApi contract
 * (3.1) with its security defaults (bearer unless the operation is public), converted down.
 */
import { Converter } from "@apiture/openapi-down-convert"
import * as OpenApi from "@effect/platform/OpenApi"
import { SalesyncApi } from "../api/index.js"

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }
type JsonObject = { [key: string]: Json }

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** 3.0 has no `{ type: "null" }`: `anyOf: [X, null]` becomes `X` with `nullable: true`. */
const nullableFromAnyOf = (node: Json): Json => {
  if (Array.isArray(node)) return node.map(nullableFromAnyOf)
  if (!isObject(node)) return node
  const out: JsonObject = {}
  for (const [key, value] of Object.entries(node)) out[key] = nullableFromAnyOf(value)
  const anyOf = out["anyOf"]
  if (Array.isArray(anyOf)) {
    const rest = anyOf.filter((member) => !(isObject(member) && member["type"] === "null"))
    if (rest.length < anyOf.length) {
      delete out["anyOf"]
      const only = rest.length === 1 ? rest[0] : undefined
      if (isObject(only) && only["$ref"] === undefined) return { ...out, ...only, nullable: true }
      return { ...out, ...(rest.length === 1 ? { allOf: rest } : { anyOf: rest }), nullable: true }
    }
  }
  return out
}

/** 3.0 requires `required` to list at least one name. */
const withoutEmptyRequired = (node: Json): Json => {
  if (Array.isArray(node)) return node.map(withoutEmptyRequired)
  if (!isObject(node)) return node
  const out: JsonObject = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === "required" && Array.isArray(value) && value.length === 0) continue
    out[key] = withoutEmptyRequired(value)
  }
  return out
}

const DECODE_ERROR = "HttpApiDecodeError"

/**
 * A request the contract cannot decode is answered with the operation's own 400
 * (middleware/decode-errors.ts), never with the platform's decode error. The platform
 * lists that error on every operation all the same and, in @effect/platform 0.97, has no
 * way to replace it: `HttpApi.make` fixes the API's error schema to HttpApiDecodeError,
 * every group and endpoint added unions it in, and the builder fails any request it cannot
 * decode with it (a `setDecodeError` is asked for in Effect-TS/effect#5465; only Effect 4's
 * HttpApi can override it). So it is taken out of each 400 response (and the response out
 * of operations with no other 400), through the platform's own OpenApi.Transform hook.
 */
const withoutPlatformDecodeError = (doc: JsonObject): JsonObject => {
  const isDecodeError = (schema: Json) => isObject(schema) && schema["$ref"] === `#/components/schemas/${DECODE_ERROR}`
  const paths: JsonObject = isObject(doc["paths"]) ? { ...doc["paths"] } : {}
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue
    const operations: JsonObject = {}
    for (const [method, operation] of Object.entries(item)) {
      const responses = isObject(operation) && isObject(operation["responses"])
        ? { ...operation["responses"] }
        : undefined
      const badRequest = responses?.["400"]
      const content = isObject(badRequest) && isObject(badRequest["content"])
        ? badRequest["content"]["application/json"]
        : undefined
      const schema = isObject(content) ? content["schema"] : undefined
      if (!isObject(operation) || responses === undefined || schema === undefined) {
        operations[method] = operation
        continue
      }
      const members = isObject(schema) && Array.isArray(schema["anyOf"]) ? schema["anyOf"] : [schema]
      const rest = members.filter((member) => !isDecodeError(member))
      if (rest.length === 0) delete responses["400"]
      else {
        const only = rest.length === 1 ? rest[0] : { anyOf: rest }
        responses["400"] = {
          description: "Bad request (see `error`)",
          content: { "application/json": { schema: only } }
        }
      }
      operations[method] = { ...operation, responses }
    }
    paths[path] = operations
  }
  const components = isObject(doc["components"]) ? doc["components"] : {}
  const schemas = isObject(components["schemas"]) ? { ...components["schemas"] } : {}
  delete schemas[DECODE_ERROR]
  return { ...doc, paths, components: { ...components, schemas } }
}

/** Public operations (no Authenticated middleware) get `security: []`; the default is bearerAuth. */
const applySecurityDefaults = (doc: JsonObject): JsonObject => {
  const paths = isObject(doc["paths"]) ? doc["paths"] : {}
  const fixedPaths: JsonObject = {}
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue
    const fixed: JsonObject = {}
    for (const [method, operation] of Object.entries(item)) {
      if (!isObject(operation)) {
        fixed[method] = operation
        continue
      }
      const security = operation["security"]
      const hasSecurity = Array.isArray(security) && security.length > 0
      fixed[method] = { ...operation, security: hasSecurity ? security : [] }
    }
    fixedPaths[path] = fixed
  }
  return { ...doc, paths: fixedPaths, security: [{ bearerAuth: [] }] }
}

/**
 * The contract as documented: the platform's decode error out, security defaults in. The
 * reference page (/api/docs) shows it as generated (3.1); /api/openapi.json converts it to 3.0.3.
 */
export const DocumentedApi = SalesyncApi.annotate(OpenApi.Transform, (spec) => {
  const generated: Json = JSON.parse(JSON.stringify(spec))
  return applySecurityDefaults(withoutPlatformDecodeError(isObject(generated) ? generated : {}))
})

let cached: JsonObject | undefined

export const openApiDocument = (): JsonObject => {
  if (cached !== undefined) return cached
  const generated: Json = JSON.parse(JSON.stringify(OpenApi.fromApi(DocumentedApi)))
  const converted: Json = JSON.parse(
    JSON.stringify(new Converter(isObject(generated) ? generated : {}, { allOfTransform: false }).convert())
  )
  const doc = withoutEmptyRequired(nullableFromAnyOf(converted))
  cached = isObject(doc) ? { ...doc, openapi: "3.0.3" } : {}
  return cached
}
