/**
 * The transform a mapping entry needs, from what the values are and what the
 * destination expects. `null` (copy) whenever the destination takes the value
 * as it is: a needless conversion is one more way to fail.
 */
import type { TransformName } from "../../domain/transforms.js"
import type { FlatField } from "../flatten.js"
import type { ExpectedKind } from "./type-score.js"

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

export const inferTransform = (field: FlatField, expected: ExpectedKind): TransformName | null => {
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
      return numeric.has(expected) ? "to_number" : null
    case "boolean_string":
      return expected === "boolean" ? "to_boolean" : null
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
