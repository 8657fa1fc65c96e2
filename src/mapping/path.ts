/**
 * Dot paths into raw records (`line_items.0.sku`): the one reader every part
 * of the mapping uses, so a path means the same in the matcher, the preview
 * and the sync.
 */
import type { JsonRecord } from "../connectors/contract.js"

export const isJsonObject = (value: unknown): value is JsonRecord =>
  value !== null && typeof value === "object" && !Array.isArray(value)

const step = (current: unknown, segment: string): unknown => {
  if (Array.isArray(current)) {
    // Only canonical indices: "01" or "-1" are not array positions.
    if (!/^(0|[1-9]\d*)$/.test(segment)) return undefined
    return current[Number(segment)]
  }
  if (isJsonObject(current) && Object.hasOwn(current, segment)) return current[segment]
  return undefined
}

const walk = (record: JsonRecord, segments: ReadonlyArray<string>): unknown => {
  let current: unknown = record
  for (const segment of segments) {
    current = step(current, segment)
    if (current === undefined) return undefined
  }
  return current
}

/** The value at a dot path; undefined when any step is missing. */
export const getPath = (
  record: JsonRecord,
  path: string
): unknown => (path.length === 0 ? undefined : walk(record, path.split(".")))

/** `getPath` for one path over many records, the path split once. */
export const pathReader = (path: string): (record: JsonRecord) => unknown => {
  if (path.length === 0) return () => undefined
  const segments = path.split(".")
  return (record) => walk(record, segments)
}

/** The object holding the value at `path` (the record itself for top-level keys). */
export const getParent = (record: JsonRecord, path: string): unknown => {
  const segments = path.split(".")
  return segments.length <= 1 ? record : getPath(record, segments.slice(0, -1).join("."))
}
