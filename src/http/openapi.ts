/**
 * The OpenAPI 3.0.3 document of the API: generated from the HttpApi contract
 * (3.1), converted down, then given the spec's security defaults.
 */
import { OpenApi } from "@effect/platform"
import { Converter } from "@apiture/openapi-down-convert"
import { SalesyncApi } from "../api/index.js"

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }
type JsonObject = { [key: string]: Json }

const isObject = (value: Json | undefined): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value)

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

const DECODE_ERROR_REF = "#/components/schemas/HttpApiDecodeError"

/**
 * Handlers validate bodies themselves (src/http/body.ts) and answer in the
 * documented error shape, so the platform's own decode error never reaches a
 * client: drop it from the document.
 */
const withoutPlatformDecodeError = (node: Json): Json => {
  if (Array.isArray(node)) return node.map(withoutPlatformDecodeError)
  if (!isObject(node)) return node
  const out: JsonObject = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === "HttpApiDecodeError") continue
    out[key] = withoutPlatformDecodeError(value)
  }
  const anyOf = out["anyOf"]
  if (Array.isArray(anyOf)) {
    const rest = anyOf.filter((member) => !(isObject(member) && member["$ref"] === DECODE_ERROR_REF))
    if (rest.length === 1 && Object.keys(out).length === 1) return rest[0]
    out["anyOf"] = rest
  }
  if (out["description"] === "The request did not match the expected schema") out["description"] = "Bad request (see `error`)"
  const responses = out["responses"]
  if (isObject(responses)) {
    out["responses"] = Object.fromEntries(Object.entries(responses).filter(([, response]) => !onlyDecodeError(response)))
  }
  return out
}

const onlyDecodeError = (response: Json): boolean => {
  const content = isObject(response) ? response["content"] : undefined
  const json = isObject(content) ? content["application/json"] : undefined
  const schema = isObject(json) ? json["schema"] : undefined
  return isObject(schema) && schema["$ref"] === DECODE_ERROR_REF
}

/** Public operations (no Authenticated middleware) get `security: []`; the default is bearerAuth (spec §5). */
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

let cached: JsonObject | undefined

export const openApiDocument = (): JsonObject => {
  if (cached !== undefined) return cached
  const generated: Json = JSON.parse(JSON.stringify(OpenApi.fromApi(SalesyncApi)))
  const converted: Json = JSON.parse(JSON.stringify(new Converter(isObject(generated) ? generated : {}, { allOfTransform: false }).convert()))
  const doc = withoutEmptyRequired(withoutPlatformDecodeError(nullableFromAnyOf(converted)))
  cached = applySecurityDefaults(isObject(doc) ? { ...doc, openapi: "3.0.3" } : {})
  return cached
}
