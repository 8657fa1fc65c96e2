/** How values read to a merchant: times in the browser's locale, durations, counts, error sentences. */

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" })
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: "long" })
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" })
const number = new Intl.NumberFormat()

/**
 * A number stays on the line of the word after it ("0 records", "in 4 minutes", "850 ms", "28 Nov"): a no-break space
 * joins them, so a wrapping line never leaves a figure at its end and its unit on the next.
 */
export const keptWithUnits = (text: string) => text.replace(/(\d) (?=\p{L})/gu, "$1\u00a0")

export const formatDateTime = (iso: string) => keptWithUnits(dateTime.format(new Date(iso)))
export const formatDate = (iso: string) => keptWithUnits(dateOnly.format(new Date(iso)))
export const formatNumber = (n: number) => number.format(n)

const monthOnly = new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric", timeZone: "UTC" })
/** A month the API names "2026-11", as a person says it: "November 2026" (as written when it is no such month). */
export const formatMonth = (month: string) => {
  const start = new Date(`${month}-01T00:00:00Z`)
  return /^\d{4}-\d\d$/.test(month) && !Number.isNaN(start.getTime()) ? monthOnly.format(start) : month
}

/** A count with its noun, kept on one line: "1 record", "2,000 records". */
export const countOf = (n: number, noun: string, plural = `${noun}s`) =>
  keptWithUnits(`${formatNumber(n)} ${n === 1 ? noun : plural}`)

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
  ["second", 1000]
]

export const formatRelative = (iso: string, now = Date.now()) => {
  const diff = new Date(iso).getTime() - now
  if (Math.abs(diff) < 45_000) return diff < 0 ? "just now" : "in under a minute"
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === "second") {
      return keptWithUnits(relative.format(Math.round(diff / size), unit))
    }
  }
  return formatDateTime(iso)
}

export const formatDuration = (from: string, to: string | null | undefined) => {
  if (to === null || to === undefined) return "—"
  const ms = Math.max(0, new Date(to).getTime() - new Date(from).getTime())
  if (ms < 1000) return keptWithUnits(`${ms} ms`)
  if (ms < 60_000) return keptWithUnits(`${(ms / 1000).toFixed(1)} s`)
  return keptWithUnits(`${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`)
}

export const hasKey = <K extends string>(value: unknown, key: K): value is Record<K, unknown> =>
  typeof value === "object" && value !== null && key in value

/**
 * How runs ended, in the words of their badges: "none failed", "2 failed", "1 partly synced" or "2 failed, 1 partly
 * synced". A run that stopped early (`partial`: what it wrote is kept, the rest follows) is not called failed, and a
 * run that failed (`error`) is not called anything milder.
 */
export const runOutcomes = (statuses: ReadonlyArray<"success" | "partial" | "error">): string => {
  const failed = statuses.filter((status) => status === "error").length
  const partial = statuses.filter((status) => status === "partial").length
  if (failed === 0 && partial === 0) return "none failed"
  const parts = [
    failed === 0 ? "" : keptWithUnits(`${formatNumber(failed)} failed`),
    partial === 0 ? "" : keptWithUnits(`${formatNumber(partial)} partly synced`)
  ]
  return parts.filter((part) => part !== "").join(", ")
}

/**
 * A name's words as a narrow screen can wrap them (an integration's name holds ids and addresses that no line may
 * hold whole): `id`, an opaque id of 22 characters or more (a Google spreadsheet's 44), shown by its first six and last
 * four characters; `address`, a long word with dots or slashes (a shop's domain, a URL), which may break after
 * them; `masked`, a key shown in part (sk_test_…ator), never broken at its ellipsis (a line ending "…" reads as a cut
 * label); `text`, the rest, spaces included. Stripe's account ids (21) and Airtable's base ids (17) stay whole.
 */
export type NamePart = { readonly kind: "text" | "id" | "address" | "masked"; readonly text: string }

const LONG_ID = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_-]{22,}$/
const LONG_ADDRESS = /^(?=.*[./])\S{21,}$/

export const nameParts = (name: string): Array<NamePart> =>
  name.split(/(\s+)/).filter((word) => word !== "").map((word) => ({
    kind: LONG_ID.test(word) ? "id" : LONG_ADDRESS.test(word) ? "address" : /\S…\S/.test(word) ? "masked" : "text",
    text: word
  }))

/** How a long id is shown where its whole does not fit: "1BxiMV…2upms". */
export const shortId = (id: string) => `${id.slice(0, 6)}…${id.slice(-4)}`

/** An address cut after each dot and slash: the places a line may end inside it. */
export const addressPieces = (address: string): Array<string> => address.split(/(?<=[./])/)

/**
 * A word of a message cut where a line may end inside it: a long one (a provider's code,
 * INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND, or an address) after each underscore, dot and slash that a letter or digit
 * follows. A shorter word and a masked key (sk_live_…4242) stay whole.
 */
export const messagePieces = (word: string): Array<string> =>
  word.length > 20 && !/\S…\S/.test(word) ? word.split(/(?<=[_./])(?=[\p{L}\p{N}])/u) : [word]

/** One sentence for any failure of an API call: the server's message, or when to retry after a 429. */
export const errorText = (error: unknown): string => {
  if (hasKey(error, "retry_after_seconds") && typeof error.retry_after_seconds === "number") {
    return `Too many requests. Try again in ${error.retry_after_seconds} second${
      error.retry_after_seconds === 1 ? "" : "s"
    }.`
  }
  if (hasKey(error, "_tag") && error._tag === "RequestError") {
    return "We could not reach salesync. Check your connection and try again."
  }
  if (hasKey(error, "_tag") && error._tag === "ResponseError") {
    const status = hasKey(error, "response") && hasKey(error.response, "status") ? error.response.status : undefined
    return `salesync answered unexpectedly${
      typeof status === "number" ? ` (HTTP ${status})` : ""
    }. Try again in a moment.`
  }
  if (hasKey(error, "message") && typeof error.message === "string" && error.message !== "") return error.message
  return "Something went wrong. Try again in a moment."
}

export const isUnauthorized = (error: unknown) => hasKey(error, "_tag") && error._tag === "Unauthorized"

const FIELD_NAMES: Record<string, string> = {
  source_field: "Source field",
  destination_field: "Destination field",
  transform: "Transform"
}

/** The problems an invalid_mapping answer lists, by row index (`mappings[2].transform: …`). */
export const problemsByRow = (error: unknown): { rows: Map<number, Array<string>>; general: Array<string> } => {
  const rows = new Map<number, Array<string>>()
  const general: Array<string> = []
  const details = hasKey(error, "details") ? error.details : undefined
  const problems = hasKey(details, "problems") && Array.isArray(details.problems) ? details.problems : []
  for (const problem of problems) {
    const text = typeof problem === "string"
      ? problem
      : hasKey(problem, "message")
      ? `${String(hasKey(problem, "field") ? problem.field : "")} ${String(problem.message)}`
      : ""
    const match = /^mappings\[(\d+)\]\.?([^:]*):?\s*(.*)$/.exec(text)
    if (match === null) general.push(text)
    else {
      const index = Number(match[1])
      const key = match[2] ?? ""
      // An own-key lookup: the field comes from an error message, and "constructor" is not one of ours.
      const field = Object.hasOwn(FIELD_NAMES, key) ? FIELD_NAMES[key] : key
      const said = (match[3] ?? "").replace(/mappings\[(\d+)\]/g, (_, n: string) => `row ${Number(n) + 1}`)
      rows.set(index, [...(rows.get(index) ?? []), field === "" ? said : `${field}: ${said}`])
    }
  }
  if (rows.size === 0 && general.length === 0) general.push(errorText(error))
  return { rows, general }
}

/**
 * Text from outside (a column's name inside a sync's error, a provider's message) shown as written, but with its
 * bidirectional controls made visible: a right-to-left override in a column's name would otherwise reverse the
 * rest of the sentence it is quoted in.
 */
export const shownAsWritten = (text: string): string =>
  text.replace(
    /[\u202a-\u202e\u2066-\u2069]/g,
    (control) => `[U+${control.codePointAt(0)?.toString(16).toUpperCase() ?? ""}]`
  )
