/**
 * Turns a batch of upsert rows into the writes for one sheet: the header row
 * is the schema, the key column (`Sync ID`) finds rows written before, so a
 * re-sent batch updates in place instead of adding duplicates.
 */
import type { JsonRecord, UpsertRow } from "../contract.js"

export const KEY_COLUMN = "Sync ID"
export const MAX_CELL_CHARS = 50_000

export type Cell = string | number | boolean | null

const norm = (name: string): string => name.trim().toLowerCase()

/** Column index of `name`: exact match first, then trimmed and case-insensitive. */
export const findColumn = (header: ReadonlyArray<string>, name: string): number => {
  const exact = header.indexOf(name)
  if (exact >= 0) return exact
  const wanted = norm(name)
  return header.findIndex((cell) => norm(cell) === wanted)
}

/** Header cells as strings; empty trailing cells dropped. */
export const headerOf = (values: unknown): ReadonlyArray<string> => {
  const row = Array.isArray(values) && Array.isArray(values[0]) ? values[0] : []
  const cells: Array<string> = row.map((cell: unknown) => (cell === null || cell === undefined ? "" : String(cell)))
  while (cells.length > 0 && cells[cells.length - 1] === "") cells.pop()
  return cells
}

/** Key column values by row number (1-based; row 1 is the header). */
export const rowsByKey = (values: unknown): ReadonlyMap<string, number> => {
  const found = new Map<string, number>()
  if (!Array.isArray(values)) return found
  values.forEach((row: unknown, index) => {
    if (index === 0 || !Array.isArray(row) || row.length === 0) return
    const key = row[0] === null || row[0] === undefined ? "" : String(row[0])
    // The first row holding a key wins; later copies are left alone.
    if (key !== "" && !found.has(key)) found.set(key, index + 1)
  })
  return found
}

/** RAW cell value: strings/numbers/booleans as they are, objects as JSON, null as an empty cell. */
export const toCell = (value: unknown): Cell => {
  if (value === null || value === undefined) return ""
  if (typeof value === "string" || typeof value === "boolean") return value
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value)
  if (typeof value === "bigint") return value.toString()
  return JSON.stringify(value)
}

export interface SheetPlan {
  /** The header to write when it gained columns (the key column or new fields). */
  readonly newHeader: ReadonlyArray<string> | null
  readonly header: ReadonlyArray<string>
  readonly keyColumn: number
  /** Existing rows to overwrite in place (null cells are left untouched). */
  readonly updates: ReadonlyArray<
    { readonly row: number; readonly externalId: string; readonly values: ReadonlyArray<Cell> }
  >
  /** New rows, in order. */
  readonly appends: ReadonlyArray<{ readonly externalId: string; readonly values: ReadonlyArray<Cell> }>
}

/**
 * The sheet's own columns, when it has two or more and shares none with the rows: the mapping was made for another
 * sheet (an integration pointed at a new spreadsheet keeps its saved mapping), and adding its columns would write
 * rows beside the merchant's, every one of theirs empty. One shared column is enough to show the mapping is this
 * sheet's; a sheet with no columns of its own takes the mapping's.
 */
export const foreignHeader = (
  header: ReadonlyArray<string>,
  rows: ReadonlyArray<UpsertRow>
): ReadonlyArray<string> | undefined => {
  const key = findColumn(header, KEY_COLUMN)
  const own = header.filter((name, index) => name.trim() !== "" && index !== key)
  if (own.length < 2) return undefined
  const shares = rows.some((row) => Object.keys(row.fields).some((name) => findColumn(header, name) >= 0))
  return shares ? undefined : own
}

/** The header with the key column and every field of `rows` present. */
export const extendHeader = (header: ReadonlyArray<string>, rows: ReadonlyArray<UpsertRow>): ReadonlyArray<string> => {
  const next = [...header]
  if (findColumn(next, KEY_COLUMN) < 0) next.push(KEY_COLUMN)
  for (const row of rows) {
    for (const name of Object.keys(row.fields)) {
      if (name !== "" && findColumn(next, name) < 0) next.push(name)
    }
  }
  return next
}

const rowValues = (
  header: ReadonlyArray<string>,
  keyColumn: number,
  externalId: string,
  fields: JsonRecord
): Array<Cell> => {
  const values: Array<Cell> = header.map(() => null)
  for (const [name, value] of Object.entries(fields)) {
    const column = findColumn(header, name)
    if (column >= 0) values[column] = toCell(value)
  }
  values[keyColumn] = externalId
  // Trailing nulls are dropped: they would only make the payload bigger.
  while (values.length > 0 && values[values.length - 1] === null) values.pop()
  return values
}

/**
 * Plans the writes. `existing` maps keys to row numbers, read from the sheet
 * just before. A key sent twice in one batch is written once, last value wins.
 */
export const planUpsert = (
  header: ReadonlyArray<string>,
  existing: ReadonlyMap<string, number>,
  rows: ReadonlyArray<UpsertRow>
): SheetPlan => {
  const full = extendHeader(header, rows)
  const keyColumn = findColumn(full, KEY_COLUMN)
  const latest = new Map<string, UpsertRow>()
  for (const row of rows) latest.set(row.externalId, row)
  const updates: Array<SheetPlan["updates"][number]> = []
  const appends: Array<SheetPlan["appends"][number]> = []
  for (const row of latest.values()) {
    const values = rowValues(full, keyColumn, row.externalId, row.fields)
    const at = existing.get(row.externalId)
    if (at === undefined) appends.push({ externalId: row.externalId, values })
    else updates.push({ row: at, externalId: row.externalId, values })
  }
  return { newHeader: full.length > header.length ? full : null, header: full, keyColumn, updates, appends }
}

/** The first cell over the per-cell limit, described for the user. */
export const oversizedCell = (plan: SheetPlan, maxChars: number = MAX_CELL_CHARS): string | null => {
  for (const row of [...plan.updates, ...plan.appends]) {
    for (const [index, value] of row.values.entries()) {
      if (typeof value === "string" && value.length > maxChars) {
        return `record ${row.externalId}: column "${plan.header[index]}" holds ${value.length} characters`
      }
    }
  }
  return null
}

const byteLength = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length

/**
 * Splits items into groups whose JSON stays under `maxBytes`, keeping each item
 * whole (a record is never split across requests). An item bigger than the
 * limit on its own yields null.
 */
export const chunkByBytes = <T>(
  items: ReadonlyArray<T>,
  maxBytes: number,
  overhead: number
): ReadonlyArray<ReadonlyArray<T>> | null => {
  const chunks: Array<Array<T>> = []
  let current: Array<T> = []
  let size = overhead
  for (const item of items) {
    const bytes = byteLength(item) + 1
    if (overhead + bytes > maxBytes) return null
    if (size + bytes > maxBytes && current.length > 0) {
      chunks.push(current)
      current = []
      size = overhead
    }
    current.push(item)
    size += bytes
  }
  if (current.length > 0) chunks.push(current)
  return chunks
}
