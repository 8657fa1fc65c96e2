/** A1-notation helpers for Sheets ranges. */

/** 0 → A, 25 → Z, 26 → AA. */
export const columnLetter = (index: number): string => {
  let n = index + 1
  let letters = ""
  while (n > 0) {
    const rem = (n - 1) % 26
    letters = String.fromCharCode(65 + rem) + letters
    n = Math.floor((n - 1) / 26)
  }
  return letters
}

/** Always quoted, so names with spaces, digits or `!` are safe. */
export const quoteSheet = (sheet: string): string => `'${sheet.replace(/'/g, "''")}'`

export const headerRange = (sheet: string): string => `${quoteSheet(sheet)}!1:1`

export const columnRange = (sheet: string, column: number): string => {
  const letter = columnLetter(column)
  return `${quoteSheet(sheet)}!${letter}:${letter}`
}

export const rowRange = (sheet: string, row: number, width: number): string =>
  `${quoteSheet(sheet)}!A${row}:${columnLetter(Math.max(0, width - 1))}${row}`

/** Path segment for `/values/{range}`. */
export const rangePath = (range: string): string => encodeURIComponent(range)
