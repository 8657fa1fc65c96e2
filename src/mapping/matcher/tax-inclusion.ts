/**
 * "Total (inc tax)", "Preis inkl. MwSt.", "Subtotal ex VAT": a tax word after
 * "including" or "excluding" says how an amount was counted, not that the
 * column holds the tax. The words are taken out of the name the matcher reads
 * and kept as the column's tax counting.
 */
const taxWords = "tax|taxes|vat|gst|hst|mwst|ust|steuer|tva|iva|btw|moms"
// Compiled once: the matcher asks for every pair it scores (`search` and `replace` ignore `lastIndex`).
const withTax = new RegExp(
  `\\b(?:inc|incl|including|inclusive of|inkl|inklusive|with|mit|avec|con|com)\\.?\\s+(?:${taxWords})\\b\\.?`,
  "giu"
)
const withoutTax = new RegExp(
  `\\b(?:ex|excl|excluding|exclusive of|exkl|exklusive|without|ohne|zzgl|plus|before|pre|sin|sem|senza|hors)\\.?\\s+(?:${taxWords})\\b\\.?`,
  "giu"
)

export type TaxCounting = "with tax" | "without tax"

/** How the column's amount counts tax, when its name says. */
export const taxCountingOf = (name: string): TaxCounting | undefined =>
  name.search(withTax) >= 0 ? "with tax" : name.search(withoutTax) >= 0 ? "without tax" : undefined

/** The name without the words of its tax counting. */
export const withoutTaxCounting = (name: string): string => name.replace(withTax, " ").replace(withoutTax, " ")
