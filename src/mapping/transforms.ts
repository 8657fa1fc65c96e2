/**
 * The one transform module: the sync pipeline and the preview both turn a raw
 * record into destination fields through `applyMapping`, so what a user sees
 * in the preview is exactly what the destination receives.
 *
 * Conventions (documented for users in the README):
 * - null / undefined input gives null for every transform (a missing value is
 *   not an error).
 * - `unix_to_datetime` writes ISO 8601 UTC with milliseconds
 *   (`2025-10-31T09:36:26.000Z`), the form `Date#toISOString` and table
 *   databases use. Values above 1e11 are taken as milliseconds, since as
 *   seconds they would lie past the year 5000.
 * - `datetime_to_date` keeps the calendar date as written in the string
 *   (`2025-11-03T22:10:00-05:00` → `2025-11-03`): the merchant's local day.
 * - `to_integer` rounds half away from zero.
 * - `join` labels objects by their name, title, sku or code, else writes them as JSON.
 */
import type { JsonRecord } from "../connectors/contract.js"
import type { TransformName } from "../domain/transforms.js"
import { currencyBeside, minorUnitDecimals } from "./currency.js"
import { isJsonObject, pathReader } from "./path.js"
import { yesOrNo } from "./yes-no.js"

export { getPath } from "./path.js"

export type TransformResult = { readonly ok: true; readonly value: unknown } | {
  readonly ok: false
  readonly error: string
}

export interface TransformContext {
  readonly record: JsonRecord
  /** The source path of the value, used to find the currency beside an amount. */
  readonly path: string
}

export interface MappingRule {
  readonly source_field: string
  readonly destination_field: string
  readonly transform: TransformName | null
}

export interface MappedRecord {
  readonly fields: JsonRecord
  /** Per destination field, why its value could not be produced. */
  readonly errors: Record<string, string>
}

const ok = (value: unknown): TransformResult => ({ ok: true, value })
const fail = (name: TransformName, value: unknown, problem: string): TransformResult => ({
  ok: false,
  error: `${name}: ${show(value)} ${problem}`
})

const show = (value: unknown): string => {
  const text = JSON.stringify(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

const decimalPattern = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/

const toNumber = (value: unknown): number | undefined => {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined
  if (typeof value === "string" && decimalPattern.test(value.trim())) {
    const parsed = Number(value.trim())
    return Number.isFinite(parsed) ? parsed : undefined
  }
  return undefined
}

const roundHalfAwayFromZero = (value: number): number => Math.sign(value) * Math.round(Math.abs(value))

const toBoolean = (value: unknown): boolean | undefined => {
  if (typeof value === "boolean") return value
  if (value === 1 || value === 0) return value === 1
  // A map lookup: "constructor" is a value like any other, not an object's prototype.
  return typeof value === "string" ? yesOrNo(value) : undefined
}

/**
 * Minor units to major units by moving the decimal point in the digit string,
 * so 30 cents is exactly 0.3 and not 0.30000000000000004.
 */
const shiftDecimal = (minor: bigint, decimals: number): number => {
  if (decimals === 0) return Number(minor)
  const negative = minor < 0n
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, "0")
  const text = `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
  return Number(negative ? `-${text}` : text)
}

const toMinorUnits = (value: unknown): bigint | undefined => {
  if (typeof value === "number" && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === "string" && /^[+-]?\d+$/.test(value.trim())) return BigInt(value.trim())
  return undefined
}

const unixToDate = (value: unknown): Date | undefined => {
  const seconds = toNumber(value)
  if (seconds === undefined) return undefined
  const millis = Math.abs(seconds) > 1e11 ? seconds : seconds * 1000
  const date = new Date(millis)
  return Number.isNaN(date.getTime()) ? undefined : date
}

const isoDatePrefix = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/

const isoToDate = (value: unknown): string | undefined => {
  if (typeof value !== "string") return undefined
  const match = isoDatePrefix.exec(value.trim())
  if (match === null || Number.isNaN(Date.parse(value.trim()))) return undefined
  const [, year, month, day] = match
  // Date.parse accepts 2025-02-30; a calendar check rejects it.
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  return check.getUTCDate() === Number(day) && check.getUTCMonth() === Number(month) - 1
    ? `${year}-${month}-${day}`
    : undefined
}

/** A human label of one array element for `join`. */
const labelOf = (item: unknown): string | undefined => {
  if (item === null || item === undefined) return undefined
  if (isJsonObject(item)) {
    for (const key of ["name", "title", "sku", "code"]) {
      const label = item[key]
      if (typeof label === "string" || typeof label === "number") return String(label)
    }
    return JSON.stringify(item)
  }
  if (Array.isArray(item)) return JSON.stringify(item)
  return String(item)
}

const textual = (name: TransformName, value: unknown, change: (text: string) => string): TransformResult =>
  typeof value === "string" ? ok(change(value)) : fail(name, value, "is not text")

const applyNamed = (name: TransformName, value: unknown, context: TransformContext): TransformResult => {
  switch (name) {
    case "to_string":
      return ok(typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value))
    case "to_number": {
      const number = toNumber(value)
      return number === undefined ? fail(name, value, "is not a number") : ok(number)
    }
    case "to_integer": {
      const number = toNumber(value)
      return number === undefined ? fail(name, value, "is not a number") : ok(roundHalfAwayFromZero(number))
    }
    case "to_boolean": {
      const flag = toBoolean(value)
      return flag === undefined ? fail(name, value, "is not a yes/no value") : ok(flag)
    }
    case "uppercase":
      return textual(name, value, (text) => text.toUpperCase())
    case "lowercase":
      return textual(name, value, (text) => text.toLowerCase())
    case "trim":
      return textual(name, value, (text) => text.trim())
    case "cents_to_decimal": {
      const minor = toMinorUnits(value)
      if (minor === undefined) return fail(name, value, "is not a whole number of minor units")
      return ok(shiftDecimal(minor, minorUnitDecimals(currencyBeside(context.record, context.path))))
    }
    case "percent_to_fraction": {
      // 19.6 (per cent) is 0.196: what a percent column stores. toPrecision drops binary noise (0.19600000000000001).
      const percent = toNumber(value)
      return percent === undefined ? fail(name, value, "is not a number") : ok(Number((percent / 100).toPrecision(15)))
    }
    case "unix_to_datetime": {
      const date = unixToDate(value)
      return date === undefined ? fail(name, value, "is not a Unix timestamp") : ok(date.toISOString())
    }
    case "unix_to_date": {
      const date = unixToDate(value)
      return date === undefined ? fail(name, value, "is not a Unix timestamp") : ok(date.toISOString().slice(0, 10))
    }
    case "datetime_to_date": {
      const day = isoToDate(value)
      return day === undefined ? fail(name, value, "is not an ISO 8601 date") : ok(day)
    }
    case "json":
      return ok(typeof value === "string" ? value : JSON.stringify(value))
    case "join": {
      if (!Array.isArray(value)) return ok(labelOf(value) ?? null)
      return ok(value.map(labelOf).filter((label) => label !== undefined).join(", "))
    }
  }
}

/** Applies one transform (null = copy) to one value. */
export const applyTransform = (
  name: TransformName | null,
  value: unknown,
  context: TransformContext
): TransformResult => {
  if (value === null || value === undefined) return ok(null)
  return name === null ? ok(value) : applyNamed(name, value, context)
}

/**
 * A raw record as the destination receives it. A field whose transform fails
 * is left out of `fields` and explained in `errors`, so one bad cell does not
 * hide the rest of the row.
 */
export const applyMapping = (record: JsonRecord, mappings: ReadonlyArray<MappingRule>): MappedRecord =>
  compileMapping(mappings)(record)

/** `applyMapping` for many records (a sync): each rule's source path is split once, not per record. */
export const compileMapping = (mappings: ReadonlyArray<MappingRule>): (record: JsonRecord) => MappedRecord => {
  const rules = mappings.map((rule) => ({ rule, read: pathReader(rule.source_field) }))
  return (record) => {
    // Built from entries, not by assignment: a column may be named "__proto__", and `fields["__proto__"] = …`
    // would set the object's prototype instead of a field, so the column would silently never be written.
    const fields: Array<readonly [string, unknown]> = []
    const errors: Array<readonly [string, string]> = []
    for (const { rule, read } of rules) {
      const result = applyTransform(rule.transform, read(record), { record, path: rule.source_field })
      if (result.ok) fields.push([rule.destination_field, result.value])
      else errors.push([rule.destination_field, result.error])
    }
    return { fields: Object.fromEntries(fields), errors: Object.fromEntries(errors) }
  }
}
