/**
 * What a single raw value looks like, judged from the value alone. The
 * flattener combines these per path and adds what needs the field's name
 * (minor units, Unix seconds, numeric ids).
 */
import { isCurrencyCode } from "./currency.js"
import { isJsonObject } from "./path.js"
import { isYesNoWord } from "./yes-no.js"

export const valueKinds = [
  "null",
  "boolean",
  "integer",
  "number",
  "minor_units",
  "unix_seconds",
  "unix_millis",
  "iso_datetime",
  "iso_date",
  "email",
  "url",
  "currency_code",
  "id",
  "decimal_string",
  "integer_string",
  "boolean_string",
  "person_name",
  "text",
  "object",
  "array"
] as const

export type ValueKind = (typeof valueKinds)[number]

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const urlPattern = /^https?:\/\/[^\s]+$/i
const isoDateTimePattern = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/
// A day written year first with slashes ("2025/03/14", as Japanese and Chinese shops and checkout forms write it) is
// as unambiguous as ISO's.
const isoDatePattern = /^\d{4}([-/])\d{2}\1\d{2}$/
const decimalStringPattern = /^[+-]?\d+\.\d+$/
const integerStringPattern = /^[+-]?\d+$/
/**
 * Stripe-style `ch_3Mx…`, `cus_…`, `pi_…_secret_…`. The random part holds a digit, or, one time in a dozen, none
 * (`cus_LzmPwyDxwyMZTe`): then its mixed case still tells it from snake-case words (`stripe_fee`).
 */
const prefixedIdPattern =
  /^([a-z][a-z0-9]{0,11})_(?:(?=[A-Za-z0-9_]*\d)[A-Za-z0-9_]{6,}|(?=[a-z]*[A-Z])(?=[A-Z]*[a-z])[A-Za-z]{10,})$/
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const hexTokenPattern = /^[0-9a-f]{16,}$/i
/** Dash-grouped digits long enough not to be a phone number (Amazon `902-9729027-7653855`). */
const groupedDigitsPattern = /^\d+(-\d+)+$/
/** Lowercase English words that happen to be ISO 4217 codes (ALL, TRY, TOP, …). */
const lowercaseWords = new Set(["all", "try", "top", "cup", "mop", "bob", "pen", "mad", "sos", "gel", "php", "lak"])
/** Codes are written "USD" or "usd"; "Bob", "Pen" and "Ali" are names that happen to spell one. */
const titleCase = /^\p{Lu}\p{Ll}+$/u
/** Codes people use as numbers: "#1001", "8F2A1C-0017", "1Z2345" (a digit and a letter or "#", no spaces). */
const codePattern = /^(?=.*\d)(?=.*[A-Z#])[#A-Z0-9][A-Z0-9#\-_/.]{2,39}$/
const personNamePattern = /^\p{Lu}[\p{Ll}'’-]+( \p{Lu}[\p{Ll}'’-]+){1,2}$/u

/** The id prefix of a Stripe-style id (`pi` of `pi_123abc`), if any. */
export const idPrefixOf = (value: string): string | undefined => prefixedIdPattern.exec(value)?.[1]

const looksLikeId = (value: string): boolean =>
  prefixedIdPattern.test(value) ||
  value.startsWith("gid://") ||
  uuidPattern.test(value) ||
  hexTokenPattern.test(value) ||
  (groupedDigitsPattern.test(value) && value.replace(/-/g, "").length >= 13) ||
  codePattern.test(value)

const stringKind = (raw: string): ValueKind => {
  const value = raw.trim()
  if (value.length === 0) return "null"
  if (emailPattern.test(value)) return "email"
  if (urlPattern.test(value)) return "url"
  if (isoDateTimePattern.test(value) && !Number.isNaN(Date.parse(value))) return "iso_datetime"
  if (isoDatePattern.test(value) && !Number.isNaN(Date.parse(value))) return "iso_date"
  if (isCurrencyCode(value) && !lowercaseWords.has(value) && !titleCase.test(value)) return "currency_code"
  if (isYesNoWord(value)) return "boolean_string"
  if (decimalStringPattern.test(value)) return "decimal_string"
  if (integerStringPattern.test(value)) return "integer_string"
  if (looksLikeId(value)) return "id"
  if (personNamePattern.test(value)) return "person_name"
  return "text"
}

/** The kind of one value, without regard to its field name. */
export const kindOfValue = (value: unknown): ValueKind => {
  if (value === null || value === undefined) return "null"
  if (typeof value === "boolean") return "boolean"
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number"
  if (typeof value === "string") return stringKind(value)
  if (Array.isArray(value)) return "array"
  if (isJsonObject(value)) return "object"
  return "text"
}
