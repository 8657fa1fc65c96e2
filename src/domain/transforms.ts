/**
 * The closed transform vocabulary of a mapping entry. `null` in a
 * mapping entry means "copy as is". The implementations live in
 * src/mapping/transforms.ts; this file only names them so that validation,
 * the API contract and the matcher agree on one list.
 */
export const transformNames = [
  "to_string",
  "to_number",
  "to_integer",
  "to_boolean",
  "uppercase",
  "lowercase",
  "trim",
  "cents_to_decimal",
  "percent_to_fraction",
  "unix_to_datetime",
  "unix_to_date",
  "datetime_to_date",
  "json",
  "join"
] as const

export type TransformName = (typeof transformNames)[number]

export const isTransformName = (value: unknown): value is TransformName =>
  typeof value === "string" && (transformNames as ReadonlyArray<string>).includes(value)

/**
 * A source path is a dot path into the record; array elements by index
 * (`line_items.0.sku`). Segments are non-empty and contain no whitespace.
 */
export const isValidSourcePath = (path: string): boolean =>
  path.length > 0 && path.length <= 512 && path.split(".").every((segment) => segment.length > 0 && !/\s/.test(segment))
