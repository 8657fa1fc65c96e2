/**
 * Requests for every operation of the served OpenAPI document, as fast-check
 * arbitraries: path parameters, query parameters and JSON bodies generated
 * from the document's schemas, then mutated (known ids of the caller and of
 * another account, hostile strings, wrong types, missing and unknown fields,
 * broken JSON, other content types).
 */
import fc, { type JsonValue } from "fast-check"
import { isRecord } from "../support/client.js"

type Json = JsonValue
type Schema = Record<string, unknown>

export interface Operation {
  readonly method: string
  /** The document's path template, e.g. /api/dashboard/mappings/{integration_id}. */
  readonly template: string
  readonly pathParams: ReadonlyArray<string>
  readonly queryParams: ReadonlyArray<{ readonly name: string; readonly schema: Schema }>
  readonly body: Schema | null
}

export interface FuzzRequest {
  readonly path: string
  /** Undefined: no body. A string is sent as is (broken JSON, other content types). */
  readonly body: { readonly text: string; readonly contentType: string } | undefined
}

/** Ids the fuzzer mixes into parameters and bodies: the caller's own and another account's. */
export interface KnownIds {
  readonly own: ReadonlyArray<string>
  readonly foreign: ReadonlyArray<string>
}

const asSchema = (value: unknown): Schema => (isRecord(value) ? value : {})

/** Every operation of the document, with its parameters and JSON body schema ($refs resolved lazily). */
export const operationsOf = (doc: Schema): Array<Operation> => {
  const operations: Array<Operation> = []
  for (const [template, item] of Object.entries(asSchema(doc["paths"]))) {
    for (const [method, operation] of Object.entries(asSchema(item))) {
      const op = asSchema(operation)
      const parameters = Array.isArray(op["parameters"]) ? op["parameters"].map(asSchema) : []
      const content = asSchema(asSchema(asSchema(op["requestBody"])["content"])["application/json"])
      operations.push({
        method: method.toUpperCase(),
        template,
        pathParams: parameters.filter((p) => p["in"] === "path").map((p) => String(p["name"])),
        queryParams: parameters.filter((p) => p["in"] === "query").map((p) => ({
          name: String(p["name"]),
          schema: asSchema(p["schema"])
        })),
        body: "schema" in content ? asSchema(content["schema"]) : null
      })
    }
  }
  return operations
}

const hostileStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "x".repeat(3000),
  "../../etc/passwd",
  "..%2F..%2F",
  "' OR '1'='1' --",
  "\"; DROP TABLE accounts; --",
  "<script>alert(1)</script>",
  "${7*7}{{7*7}}",
  "\uD800",
  "🙂‮",
  "-1",
  "0",
  "1e309",
  "NaN",
  "null",
  "true",
  "[]",
  "{}",
  "int_",
  "int_0000000000000000000000000",
  "%00",
  "http://127.0.0.1:1/",
  "__proto__",
  "constructor"
]

const hostileValues: ReadonlyArray<Json> = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53 + 2,
  -(2 ** 31),
  [],
  [null],
  {},
  { ["__proto__"]: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
  ...hostileStrings
]

const idArbitrary = (ids: KnownIds): fc.Arbitrary<string> => {
  const known = (
    list: ReadonlyArray<string>
  ) => (list.length === 0 ? fc.constant("int_unknown") : fc.constantFrom(...list))
  return fc.oneof(
    { weight: 4, arbitrary: known(ids.own) },
    { weight: 1, arbitrary: known(ids.foreign) },
    { weight: 2, arbitrary: fc.constantFrom(...hostileStrings) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "payments",
        "stripe",
        "tables",
        "airtable",
        "storefront",
        "marketplace",
        "office",
        "google",
        "fax"
      )
    }
  )
}

const resolve = (doc: Schema, schema: Schema): Schema => {
  const ref = schema["$ref"]
  if (typeof ref !== "string") return schema
  const name = ref.split("/").pop() ?? ""
  return asSchema(asSchema(asSchema(doc["components"])["schemas"])[name])
}

/** Values that match the schema (as far as the generator understands it), mixed with known ids. */
const fromSchema = (doc: Schema, raw: Schema, ids: KnownIds, depth: number): fc.Arbitrary<Json> => {
  const schema = resolve(doc, raw)
  const alternatives = [schema["anyOf"], schema["oneOf"]].find(Array.isArray)
  if (alternatives !== undefined && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => fromSchema(doc, asSchema(alternative), ids, depth)))
  }
  if (Array.isArray(schema["allOf"]) && schema["allOf"].length > 0) {
    return fromSchema(doc, asSchema(schema["allOf"][0]), ids, depth)
  }
  if (Array.isArray(schema["enum"]) && schema["enum"].length > 0) {
    const values: Array<Json> = schema["enum"].filter((v): v is string | number | boolean | null =>
      v === null || ["string", "number", "boolean"].includes(typeof v)
    )
    if (values.length > 0) return fc.constantFrom(...values)
  }
  if (depth > 3) return fc.constantFrom<Json>(null, "x", 1)
  switch (schema["type"]) {
    case "object": {
      const properties = asSchema(schema["properties"])
      const required = Array.isArray(schema["required"]) ? schema["required"].map(String) : []
      const names = Object.keys(properties)
      if (names.length === 0) {
        return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }).map((
          v
        ): Json => v)
      }
      const fields: Record<string, fc.Arbitrary<Json>> = {}
      for (const name of names) fields[name] = fieldValue(doc, name, asSchema(properties[name]), ids, depth + 1)
      return fc.record(fields, { requiredKeys: required.filter((name) => name in fields) })
    }
    case "array":
      return fc.array(fromSchema(doc, asSchema(schema["items"]), ids, depth + 1), { maxLength: 3 })
    case "integer":
      return fc.oneof(fc.integer({ min: -5, max: 300 }), fc.integer())
    case "number":
      return fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.double({ noNaN: true, noDefaultInfinity: true }))
    case "boolean":
      return fc.boolean()
    case "string":
      return schema["format"] === "email"
        ? fc.emailAddress()
        : fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("x", "active", "payments", "tables"))
    default:
      return fc.jsonValue({ maxDepth: 2 }).map((v): Json => v)
  }
}

const providerWords = [
  "payments",
  "stripe",
  "tables",
  "airtable",
  "storefront",
  "shopify",
  "marketplace",
  "amazon",
  "office",
  "google",
  "sheets"
]

/** Values the service knows, by field name, so that generated requests also get past validation into the logic. */
const meaningful: Record<string, fc.Arbitrary<Json>> = {
  email: fc.oneof(fc.emailAddress(), fc.constant("merchant@example.com")),
  source: fc.constantFrom(...providerWords),
  destination: fc.constantFrom(...providerWords),
  source_field: fc.constantFrom("amount", "currency", "created", "billing_details.email", "line_items.0.sku", "id"),
  destination_field: fc.constantFrom("Amount", "Currency", "Date", "Email", "Sync ID", "Nope"),
  plan: fc.constantFrom("starter", "pro", "business", "enterprise", "free"),
  side: fc.constantFrom("source", "destination"),
  limit: fc.integer({ min: 1, max: 200 }).map(String),
  resolved: fc.constantFrom("true", "false")
}

/** A field's value: what its schema says, a value the service knows, or a known id (for *_id and id fields). */
const fieldValue = (doc: Schema, name: string, schema: Schema, ids: KnownIds, depth: number): fc.Arbitrary<Json> => {
  const generic = fromSchema(doc, schema, ids, depth)
  const known = meaningful[name]
  if (name === "id" || name.endsWith("_id")) {
    return fc.oneof({ weight: 3, arbitrary: idArbitrary(ids) }, { weight: 1, arbitrary: generic })
  }
  return known === undefined ? generic : fc.oneof({ weight: 3, arbitrary: known }, { weight: 1, arbitrary: generic })
}

/** Breaks a valid-looking body: a field dropped, replaced by a hostile value, an unknown field, or a non-object body. */
const mutate = (value: Json): fc.Arbitrary<Json> => {
  const whole = fc.constantFrom(...hostileValues)
  if (!isRecord(value)) return fc.oneof(fc.constant(value), whole)
  const keys = Object.keys(value)
  const record: { readonly [key: string]: Json | undefined } = value
  const dropped = keys.length === 0
    ? fc.constant<Json>(record)
    : fc.constantFrom(...keys).map((key): Json => Object.fromEntries(Object.entries(record).filter(([k]) => k !== key)))
  const replaced = keys.length === 0
    ? fc.constant<Json>(record)
    : fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...hostileValues)).map(([key, bad]): Json => ({
      ...record,
      [key]: bad
    }))
  const extra = fc.tuple(
    fc.constantFrom("unexpected", "__proto__", "ok", "account_id"),
    fc.constantFrom(...hostileValues)
  ).map(([key, bad]): Json => ({ ...record, [key]: bad }))
  return fc.oneof({ weight: 4, arbitrary: fc.constant<Json>(record) }, dropped, replaced, extra, whole)
}

const bodyArbitrary = (doc: Schema, schema: Schema, ids: KnownIds): fc.Arbitrary<FuzzRequest["body"]> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fromSchema(doc, schema, ids, 0).chain(mutate).map((v) => ({
        text: JSON.stringify(v),
        contentType: "application/json"
      }))
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom("{", "{\"a\":", "[1,2", "nope", "\u0000", "{\"email\":\"a@b.c\"}}", "").map((
        text
      ) => ({ text, contentType: "application/json" }))
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/xml"
      ).map((contentType) => ({
        text: "{\"email\":\"a@example.com\"}",
        contentType
      }))
    },
    { weight: 1, arbitrary: fc.constant(undefined) }
  )

/** A path segment; a lone surrogate goes as the invalid UTF-8 bytes it would be. */
const segment = (value: string): string => {
  try {
    return encodeURIComponent(value)
  } catch {
    return "%ED%A0%80"
  }
}

const queryValue = (doc: Schema, name: string, schema: Schema, ids: KnownIds): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fieldValue(doc, name, schema, ids, 0).map((v) => (typeof v === "string" ? v : JSON.stringify(v)))
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom("0", "-1", "201", "1.5", "abc", "true", "false", "", "99999999999999999999", "%")
    }
  )

/** Requests for one operation. */
export const requestsFor = (doc: Schema, operation: Operation, ids: KnownIds): fc.Arbitrary<FuzzRequest> => {
  const pathValues = fc.tuple(...operation.pathParams.map(() => idArbitrary(ids)))
  const declared = operation.queryParams.map((p) =>
    fc.option(queryValue(doc, p.name, p.schema, ids), { nil: undefined, freq: 2 }).map((v) => [p.name, v] as const)
  )
  const unknown = fc.option(
    fc.tuple(fc.constantFrom("unknown", "debug", "account_id"), fc.constantFrom(...hostileStrings)),
    { nil: undefined, freq: 2 }
  )
  const body = operation.body === null ? fc.constant(undefined) : bodyArbitrary(doc, operation.body, ids)
  return fc.record({ pathValues, query: fc.tuple(...declared), unknown, body }).map(
    ({ pathValues, query, unknown, body }) => {
      let index = 0
      const path = operation.template.replace(/\{[^}]+\}/g, () => segment(pathValues[index++] ?? ""))
      const search = new URLSearchParams()
      for (const [name, value] of query) if (value !== undefined) search.set(name, value)
      if (unknown !== undefined) search.set(unknown[0], unknown[1])
      const text = search.toString()
      return { path: text === "" ? path : `${path}?${text}`, body }
    }
  )
}
