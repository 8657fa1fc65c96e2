/**
 * The tables emulator's data: bases → tables → fields and records, with
 * Airtable's value rules (unknown fields rejected, values checked per field
 * type, `typecast` converting strings/numbers and creating select options) and
 * `performUpsert` matching.
 */
import { randomBytes } from "node:crypto"

export type JsonObject = Record<string, unknown>

export interface FieldSpec {
  readonly name: string
  /** Airtable field type (default `singleLineText`). */
  readonly type?: string
  readonly options?: JsonObject
}

export interface Field {
  readonly id: string
  readonly name: string
  readonly type: string
  options?: JsonObject
}

export interface StoredRecord {
  readonly id: string
  readonly createdTime: string
  fields: JsonObject
}

export interface Table {
  readonly id: string
  readonly name: string
  readonly fields: Array<Field>
  readonly records: Array<StoredRecord>
  /** Upsert lookups by merge-field set (built on first use, kept up to date) so big tables stay fast. */
  readonly indexes: Map<
    string,
    { readonly fields: ReadonlyArray<string>; readonly map: Map<string, Array<StoredRecord>> }
  >
}

export interface Base {
  readonly id: string
  readonly name: string
  readonly tables: Array<Table>
}

/** A 422 (or 404) the route turns into `{error:{type,message}}`. */
export class TablesError {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly message: string
  ) {}
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
export const airtableId = (prefix: string): string =>
  prefix + Array.from(randomBytes(14), (b) => ALNUM[b % ALNUM.length]).join("")

const COMPUTED = new Set([
  "formula",
  "createdTime",
  "lastModifiedTime",
  "autoNumber",
  "rollup",
  "count",
  "lookup",
  "multipleLookupValues",
  "createdBy",
  "lastModifiedBy",
  "button"
])
const TEXT = new Set(["singleLineText", "multilineText", "richText", "email", "url", "phoneNumber"])
const NUMBER = new Set(["number", "currency", "percent", "duration", "rating"])

export const makeTable = (name: string, specs: ReadonlyArray<FieldSpec>): Table => ({
  id: airtableId("tbl"),
  name,
  fields: specs.map((s) => ({
    id: airtableId("fld"),
    name: s.name,
    type: s.type ?? "singleLineText",
    options: s.options
  })),
  records: [],
  indexes: new Map()
})

export const findTable = (base: Base, ref: string): Table | undefined =>
  base.tables.find((t) => t.id === ref) ?? base.tables.find((t) => t.name === ref)

const cannotAccept = (field: Field, value: unknown): TablesError =>
  new TablesError(
    422,
    "INVALID_VALUE_FOR_COLUMN",
    `Field "${field.name}" cannot accept the provided value: ${JSON.stringify(value)}`
  )

const choiceNames = (field: Field): Array<string> => {
  const choices = field.options?.choices
  return Array.isArray(choices)
    ? choices.flatMap((
      c: unknown
    ) => (typeof c === "object" && c !== null && "name" in c && typeof c.name === "string" ? [c.name] : []))
    : []
}

const selectValue = (field: Field, value: string, typecast: boolean): string => {
  if (choiceNames(field).includes(value)) return value
  if (!typecast) {
    throw new TablesError(
      422,
      "INVALID_MULTIPLE_CHOICE_OPTIONS",
      `Insufficient permissions to create new select option ""${value}""`
    )
  }
  const existing = Array.isArray(field.options?.choices) ? field.options.choices : []
  field.options = { ...field.options, choices: [...existing, { id: airtableId("sel"), name: value }] }
  return value
}

/** Checks (and with typecast converts) one value for one field, as Airtable does. */
export const coerce = (field: Field, value: unknown, typecast: boolean): unknown => {
  if (COMPUTED.has(field.type)) {
    throw new TablesError(
      422,
      "INVALID_VALUE_FOR_COLUMN",
      `Field "${field.name}" cannot accept a value because the field is computed`
    )
  }
  if (value === null || value === undefined) return null
  if (TEXT.has(field.type)) {
    if (typeof value === "string") return value
    if (typecast && (typeof value === "number" || typeof value === "boolean")) return String(value)
    throw cannotAccept(field, value)
  }
  if (NUMBER.has(field.type)) {
    if (typeof value === "number" && Number.isFinite(value)) return value
    if (typecast && typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) {
      return Number(value)
    }
    throw cannotAccept(field, value)
  }
  if (field.type === "checkbox") {
    if (typeof value === "boolean") return value
    if (typecast) return value === "true" || value === 1 || value === "1" || value === "yes"
    throw cannotAccept(field, value)
  }
  if (field.type === "date" || field.type === "dateTime") {
    const parsed = typeof value === "string" ? Date.parse(value) : typecast && typeof value === "number" ? value : NaN
    if (Number.isNaN(parsed)) throw cannotAccept(field, value)
    const iso = new Date(parsed).toISOString()
    return field.type === "date" ? iso.slice(0, 10) : iso
  }
  if (field.type === "singleSelect") {
    if (typeof value === "string" || (typecast && typeof value === "number")) {
      return selectValue(field, String(value), typecast)
    }
    throw cannotAccept(field, value)
  }
  if (field.type === "multipleSelects") {
    const items = Array.isArray(value)
      ? value
      : typecast && typeof value === "string"
      ? value.split(",").map((s) => s.trim())
      : undefined
    if (items === undefined) throw cannotAccept(field, value)
    if (!items.every((item): item is string => typeof item === "string")) throw cannotAccept(field, value)
    return items.map((item) => selectValue(field, item, typecast))
  }
  return value
}

/** Validates a record's `fields` against the table; returns the stored form. */
export const checkFields = (table: Table, fields: unknown, typecast: boolean): JsonObject => {
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
    throw new TablesError(422, "INVALID_RECORDS", "Each record must have a 'fields' object")
  }
  // From entries, as Airtable keeps any field name: assigning to "__proto__" would set the prototype instead.
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => {
      const field = table.fields.find((f) => f.name === name || f.id === name)
      if (field === undefined) throw new TablesError(422, "UNKNOWN_FIELD_NAME", `Unknown field name: "${name}"`)
      return [field.name, coerce(field, value, typecast)]
    })
  )
}

const isEmpty = (v: unknown): boolean =>
  v === null || v === undefined || v === "" || v === false || (Array.isArray(v) && v.length === 0)

/** A record as the API returns it: empty fields left out. */
export const publicRecord = (record: StoredRecord, only?: ReadonlyArray<string>): JsonObject => ({
  id: record.id,
  createdTime: record.createdTime,
  fields: Object.fromEntries(
    Object.entries(record.fields).filter(([k, v]) => !isEmpty(v) && (only === undefined || only.includes(k)))
  )
})

const keyOf = (fields: ReadonlyArray<string>, values: JsonObject): string =>
  JSON.stringify(fields.map((f) => values[f] ?? null))

const indexAdd = (table: Table, record: StoredRecord): void => {
  for (const { fields, map } of table.indexes.values()) {
    const key = keyOf(fields, record.fields)
    const list = map.get(key)
    if (list === undefined) map.set(key, [record])
    else list.push(record)
  }
}

const indexRemove = (table: Table, record: StoredRecord): void => {
  for (const { fields, map } of table.indexes.values()) {
    const key = keyOf(fields, record.fields)
    const list = map.get(key)?.filter((r) => r !== record)
    if (list === undefined || list.length === 0) map.delete(key)
    else map.set(key, list)
  }
}

/** Records whose merge fields equal `values` (Airtable's performUpsert match). */
export const findMatches = (
  table: Table,
  fields: ReadonlyArray<string>,
  values: JsonObject
): ReadonlyArray<StoredRecord> => {
  const name = fields.join("\u0000")
  let index = table.indexes.get(name)
  if (index === undefined) {
    index = { fields: [...fields], map: new Map() }
    for (const record of table.records) {
      const key = keyOf(fields, record.fields)
      index.map.set(key, [...(index.map.get(key) ?? []), record])
    }
    table.indexes.set(name, index)
  }
  return index.map.get(keyOf(fields, values)) ?? []
}

export const createRecord = (table: Table, fields: JsonObject): StoredRecord => {
  const record: StoredRecord = { id: airtableId("rec"), createdTime: new Date().toISOString(), fields }
  table.records.push(record)
  indexAdd(table, record)
  return record
}

/** PATCH merges fields, PUT replaces them. */
export const updateRecord = (table: Table, record: StoredRecord, fields: JsonObject, replace: boolean): void => {
  indexRemove(table, record)
  record.fields = replace ? fields : { ...record.fields, ...fields }
  indexAdd(table, record)
}

export const deleteRecord = (table: Table, record: StoredRecord): void => {
  indexRemove(table, record)
  table.records.splice(table.records.indexOf(record), 1)
}
