/**
 * The transform a mapping entry needs, from what the values are and what the
 * destination expects. `null` (copy) whenever the destination takes the value
 * as it is: a needless conversion is one more way to fail.
 */
import type { TransformName } from "../../domain/transforms.js"
import type { FlatField } from "../flatten.js"
import { leafWords } from "../words.js"
import { declaresBoolean, declaresNumber, type ExpectedKind } from "./type-score.js"

const numeric: ReadonlySet<ExpectedKind> = new Set(["number", "money"])
const textual: ReadonlySet<ExpectedKind> = new Set([
  "text",
  "name",
  "identifier",
  "select",
  "currency",
  "any",
  "phone",
  "email",
  "url"
])

/**
 * A percent column (a table's `percent` type) stores a fraction, 0.2 for 20 %: a path that counts in per cent
 * (Stripe's `percentage`: 20, or any value above 1) must be divided; a rate already a fraction (Shopify's 0.2) not.
 */
export const inPerCent = (field: FlatField): boolean =>
  leafWords(field.path).some((word) => word.startsWith("percent")) ||
  field.samples.some((sample) => {
    const value = typeof sample === "string" ? Number(sample) : sample
    return typeof value === "number" && Math.abs(value) > 1
  })

const isEnglishAnswer = (sample: unknown): boolean =>
  typeof sample === "string" && /^(?:true|false|yes|no)$/iu.test(sample.trim())

export const inferTransform = (
  field: FlatField,
  expected: ExpectedKind,
  declaredType?: string
): TransformName | null => {
  const numericKind = ["integer", "number", "decimal_string", "integer_string"].includes(field.kind)
  if (declaredType === "percent" && numericKind && inPerCent(field)) return "percent_to_fraction"
  switch (field.kind) {
    // Minor units are never what a person wants to read, whatever the column.
    case "minor_units":
      return "cents_to_decimal"
    case "unix_seconds":
    case "unix_millis":
      if (numeric.has(expected)) return null
      return expected === "date" ? "unix_to_date" : "unix_to_datetime"
    case "iso_datetime":
      return expected === "date" ? "datetime_to_date" : null
    case "decimal_string":
    case "integer_string":
      return numeric.has(expected) || declaresNumber(declaredType) ? "to_number" : null
    // A yes or no in the buyer's words ("Ja", "Nei") stays as written in a sheet's column, where the merchant reads it;
    // a checkbox takes it as true or false, as it does "yes" and "true" anywhere.
    case "boolean_string":
      return expected === "boolean" && (declaresBoolean(declaredType) || field.samples.every(isEnglishAnswer))
        ? "to_boolean"
        : null
    case "integer":
    case "number":
      return expected === "boolean" ? "to_boolean" : null
    case "currency_code":
      // Codes are written upper case (ISO 4217); some processors send "usd".
      return field.lowercase && textual.has(expected) ? "uppercase" : null
    case "array":
      return expected === "multiselect" ? null : "join"
    case "object":
      return "json"
    default:
      return null
  }
}
