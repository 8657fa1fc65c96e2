/**
 * The office emulator's spreadsheets: sheets as grids of RAW cells with Google's
 * grid properties, A1 range parsing, and the value operations of Sheets v4
 * (get, append with INSERT_ROWS, batchUpdate) with the hard limits (10 M cells
 * per spreadsheet, 50,000 characters per cell) checked before anything changes.
 */
export type Cell = string | number | boolean

export interface Sheet {
  readonly sheetId: number
  title: string
  rowCount: number
  columnCount: number
  /** rows[r][c], 0-based; missing or "" means empty. */
  rows: Array<Array<Cell>>
}

export interface Spreadsheet {
  readonly id: string
  readonly title: string
  readonly sheets: Array<Sheet>
}

export interface A1Range {
  readonly sheet: Sheet
  readonly startRow: number
  readonly startCol: number
  /** Inclusive; null when open-ended. */
  readonly endRow: number | null
  readonly endCol: number | null
}

export interface Limits {
  readonly maxCells: number
  readonly maxCellChars: number
}

export class SheetsError extends Error {
  constructor(readonly status: number, readonly googleStatus: string, message: string) {
    super(message)
  }
}

export const columnIndex = (letters: string): number =>
  [...letters.toUpperCase()].reduce((n, ch) => n * 26 + (ch.charCodeAt(0) - 64), 0) - 1

export const columnName = (index: number): string => {
  let n = index + 1
  let out = ""
  while (n > 0) {
    const rem = (n - 1) % 26
    out = String.fromCharCode(65 + rem) + out
    n = Math.floor((n - 1) / 26)
  }
  return out
}

const quote = (title: string): string => `'${title.replace(/'/g, "''")}'`

export const formatRange = (sheet: Sheet, startRow: number, startCol: number, endRow: number, endCol: number): string =>
  `${quote(sheet.title)}!${columnName(startCol)}${startRow + 1}:${columnName(endCol)}${endRow + 1}`

const isEmpty = (cell: Cell | undefined | null): boolean => cell === undefined || cell === null || cell === ""

/** Index of the last row holding any value, -1 for an empty sheet. */
const lastUsedRow = (sheet: Sheet): number => {
  for (let r = sheet.rows.length - 1; r >= 0; r--) if ((sheet.rows[r] ?? []).some((cell) => !isEmpty(cell))) return r
  return -1
}

export const parseRange = (book: Spreadsheet, raw: string): A1Range => {
  const unquote = (
    part: string
  ): string => (part.startsWith("'") && part.endsWith("'") ? part.slice(1, -1).replace(/''/g, "'") : part)
  const bang = raw.lastIndexOf("!")
  // Without `!`, a sheet title means the whole sheet; anything else is cells of the first sheet.
  const wholeSheet = bang < 0 && book.sheets.some((s) => s.title === unquote(raw))
  const sheetPart = bang >= 0 ? raw.slice(0, bang) : wholeSheet ? raw : (book.sheets[0]?.title ?? "")
  const cellPart = bang >= 0 ? raw.slice(bang + 1) : wholeSheet ? "" : raw
  const title = bang >= 0 || wholeSheet ? unquote(sheetPart) : sheetPart
  const sheet = book.sheets.find((s) => s.title === title)
  if (sheet === undefined) throw new SheetsError(400, "INVALID_ARGUMENT", `Unable to parse range: ${raw}`)
  if (cellPart === "") return { sheet, startRow: 0, startCol: 0, endRow: null, endCol: null }
  const match = /^([A-Za-z]*)(\d*)(?::([A-Za-z]*)(\d*))?$/.exec(cellPart)
  if (match === null || (match[1] === "" && match[2] === "")) {
    throw new SheetsError(400, "INVALID_ARGUMENT", `Unable to parse range: ${raw}`)
  }
  const [, c1, r1, c2, r2] = match
  const single = match[3] === undefined && match[4] === undefined
  return {
    sheet,
    startCol: c1 === "" ? 0 : columnIndex(c1),
    startRow: r1 === "" ? 0 : Number(r1) - 1,
    endCol: single ? (c1 === "" ? null : columnIndex(c1)) : c2 === "" ? null : columnIndex(c2 ?? ""),
    endRow: single ? (r1 === "" ? null : Number(r1) - 1) : r2 === "" ? null : Number(r2 ?? "") - 1
  }
}

const totalCells = (book: Spreadsheet): number => book.sheets.reduce((n, s) => n + s.rowCount * s.columnCount, 0)

/** Reads a range as the API does: trailing empty rows and cells dropped. */
export const readRange = (range: A1Range): { range: string; values: Array<Array<Cell>> } => {
  const { sheet } = range
  const endRow = Math.min(range.endRow ?? sheet.rowCount - 1, sheet.rowCount - 1)
  const endCol = Math.min(range.endCol ?? sheet.columnCount - 1, sheet.columnCount - 1)
  const values: Array<Array<Cell>> = []
  for (let r = range.startRow; r <= endRow; r++) {
    const row = sheet.rows[r] ?? []
    const cells: Array<Cell> = []
    for (let c = range.startCol; c <= endCol; c++) cells.push(isEmpty(row[c]) ? "" : row[c])
    while (cells.length > 0 && cells[cells.length - 1] === "") cells.pop()
    values.push(cells)
  }
  while (values.length > 0 && values[values.length - 1].length === 0) values.pop()
  return {
    range: formatRange(
      sheet,
      range.startRow,
      range.startCol,
      Math.max(endRow, range.startRow),
      Math.max(endCol, range.startCol)
    ),
    values
  }
}

export type InputCell = Cell | null

const checkCells = (values: ReadonlyArray<ReadonlyArray<InputCell>>, limits: Limits): void => {
  for (const row of values) {
    for (const cell of row) {
      if (typeof cell === "string" && cell.length > limits.maxCellChars) {
        throw new SheetsError(
          400,
          "INVALID_ARGUMENT",
          `Your input contains more than the maximum of ${limits.maxCellChars} characters in a single cell.`
        )
      }
    }
  }
}

const checkGrowth = (book: Spreadsheet, sheet: Sheet, rowCount: number, columnCount: number, limits: Limits): void => {
  const after = totalCells(book) - sheet.rowCount * sheet.columnCount + rowCount * columnCount
  if (after > limits.maxCells) {
    throw new SheetsError(
      400,
      "INVALID_ARGUMENT",
      `This action would increase the number of cells in the workbook above the limit of ${limits.maxCells} cells.`
    )
  }
}

const writeBlock = (
  sheet: Sheet,
  startRow: number,
  startCol: number,
  values: ReadonlyArray<ReadonlyArray<InputCell>>
): number => {
  let cells = 0
  values.forEach((rowValues, i) => {
    const r = startRow + i
    while (sheet.rows.length <= r) sheet.rows.push([])
    const row = sheet.rows[r]
    rowValues.forEach((cell, j) => {
      // null leaves the cell as it is; "" clears it (the API's input rules).
      if (cell === null) return
      const c = startCol + j
      while (row.length <= c) row.push("")
      row[c] = cell
      cells += 1
    })
  })
  return cells
}

const width = (values: ReadonlyArray<ReadonlyArray<InputCell>>): number =>
  values.reduce((n, row) => Math.max(n, row.length), 0)

/** Appends after the last used row, inserting rows (INSERT_ROWS). */
export const appendRows = (
  book: Spreadsheet,
  range: A1Range,
  values: ReadonlyArray<ReadonlyArray<InputCell>>,
  limits: Limits
) => {
  const { sheet } = range
  checkCells(values, limits)
  const at = lastUsedRow(sheet) + 1
  const columns = Math.max(sheet.columnCount, range.startCol + width(values))
  const rows = Math.max(sheet.rowCount + values.length, at + values.length)
  checkGrowth(book, sheet, rows, columns, limits)
  const tableRange = at > 0
    ? formatRange(sheet, 0, range.startCol, at - 1, Math.max(range.startCol, columns - 1))
    : undefined
  // Inserted rows push any (empty) rows below them down.
  sheet.rows.splice(at, 0, ...values.map(() => []))
  sheet.rowCount = rows
  sheet.columnCount = columns
  const cells = writeBlock(sheet, at, range.startCol, values)
  const endCol = range.startCol + Math.max(1, width(values)) - 1
  return {
    tableRange,
    updates: {
      spreadsheetId: book.id,
      updatedRange: formatRange(sheet, at, range.startCol, at + Math.max(1, values.length) - 1, endCol),
      updatedRows: values.length,
      updatedColumns: width(values),
      updatedCells: cells
    }
  }
}

/** Writes every range of a batchUpdate, all or nothing. */
export const batchUpdate = (
  book: Spreadsheet,
  data: ReadonlyArray<{ range: A1Range; values: ReadonlyArray<ReadonlyArray<InputCell>> }>,
  limits: Limits
) => {
  for (const { range, values } of data) {
    checkCells(values, limits)
    if (range.endCol !== null && range.startCol + width(values) - 1 > range.endCol) {
      throw new SheetsError(
        400,
        "INVALID_ARGUMENT",
        `Requested writing within range [${
          formatRange(range.sheet, range.startRow, range.startCol, range.endRow ?? range.startRow, range.endCol)
        }], but tried writing to column [${columnName(range.startCol + width(values) - 1)}]`
      )
    }
    if (range.endRow !== null && range.startRow + values.length - 1 > range.endRow) {
      throw new SheetsError(
        400,
        "INVALID_ARGUMENT",
        `Requested writing within range, but tried writing to row [${range.startRow + values.length}]`
      )
    }
  }
  const grown = new Map<Sheet, { rows: number; columns: number }>()
  for (const { range, values } of data) {
    const current = grown.get(range.sheet) ?? { rows: range.sheet.rowCount, columns: range.sheet.columnCount }
    grown.set(range.sheet, {
      rows: Math.max(current.rows, range.startRow + values.length),
      columns: Math.max(current.columns, range.startCol + width(values))
    })
  }
  for (const [sheet, size] of grown) checkGrowth(book, sheet, size.rows, size.columns, limits)
  for (const [sheet, size] of grown) {
    sheet.rowCount = size.rows
    sheet.columnCount = size.columns
  }
  const responses = data.map(({ range, values }) => {
    const cells = writeBlock(range.sheet, range.startRow, range.startCol, values)
    return {
      spreadsheetId: book.id,
      updatedRange: formatRange(
        range.sheet,
        range.startRow,
        range.startCol,
        range.startRow + Math.max(1, values.length) - 1,
        range.startCol + Math.max(1, width(values)) - 1
      ),
      updatedRows: values.length,
      updatedColumns: width(values),
      updatedCells: cells
    }
  })
  return {
    spreadsheetId: book.id,
    totalUpdatedRows: responses.reduce((n, r) => n + r.updatedRows, 0),
    totalUpdatedColumns: responses.reduce((n, r) => Math.max(n, r.updatedColumns), 0),
    totalUpdatedCells: responses.reduce((n, r) => n + r.updatedCells, 0),
    totalUpdatedSheets: grown.size,
    responses
  }
}

export const metadata = (book: Spreadsheet, url: string) => ({
  spreadsheetId: book.id,
  properties: { title: book.title, locale: "en_US", timeZone: "Etc/GMT", autoRecalc: "ON_CHANGE" },
  sheets: book.sheets.map((sheet, index) => ({
    properties: {
      sheetId: sheet.sheetId,
      title: sheet.title,
      index,
      sheetType: "GRID",
      gridProperties: { rowCount: sheet.rowCount, columnCount: sheet.columnCount }
    }
  })),
  spreadsheetUrl: `${url}/spreadsheets/d/${book.id}/edit`
})

export const isInputCell = (value: unknown): value is InputCell =>
  value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean"

/** The `values` of a request body, validated. */
export const inputValues = (value: unknown): Array<Array<InputCell>> => {
  if (!Array.isArray(value)) {
    throw new SheetsError(400, "INVALID_ARGUMENT", "Invalid value at 'data.values': expected a list of rows")
  }
  return value.map((row: unknown) => {
    if (!Array.isArray(row)) {
      throw new SheetsError(400, "INVALID_ARGUMENT", "Invalid value at 'data.values': expected a list of values")
    }
    return row.map((cell: unknown) => {
      if (!isInputCell(cell)) {
        throw new SheetsError(400, "INVALID_ARGUMENT", `Invalid value at 'data.values': ${JSON.stringify(cell)}`)
      }
      return cell
    })
  })
}
