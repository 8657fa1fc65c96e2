/**
 * Flattens sample records into the dot paths a mapping can read, each with
 * the kind of value observed there. Objects are walked fully; arrays through
 * their first element (`line_items.0.sku`), the path a mapping can address,
 * but for a list of taxes, whose places are the taxes a sale pays (a shop's
 * `tax_lines`: GST, then QST), and a list of named values (`note_attributes`),
 * each read through its first few.
 */
import type { JsonRecord } from "../connectors/contract.js"
import { currencyIn, currencyKeys, isCodeAsWord, isCurrencyCode } from "./currency.js"
import { isJsonObject } from "./path.js"
import { idPrefixOf, kindOfValue, type ValueKind } from "./value-kinds.js"
import { leafWords } from "./words.js"

export interface FlatField {
  readonly path: string
  readonly kind: ValueKind
  /** Up to `maxSamples` distinct non-null values, in the order seen. */
  readonly samples: ReadonlyArray<unknown>
  /** How many records have a non-null value here. */
  readonly filled: number
  /** Segments in the path, array indices included. */
  readonly depth: number
  /** True when the path goes through an array element. */
  readonly inArray: boolean
  /** The shared prefix of Stripe-style ids (`ch` for `ch_…`), when every value has one. */
  readonly idPrefix?: string
  /** Every text sample is lowercase (currency codes then want `uppercase`). */
  readonly lowercase: boolean
  /** How many different non-null values were seen (a constant cannot identify a record). */
  readonly distinct: number
  /** The currencies its amounts are in, by the currency kept beside them (upper case); none for other values. */
  readonly currencies: ReadonlyArray<string>
  /** Its key names a currency other than the one kept beside it (a KRW shop's `total_price_usd`): a conversion. */
  readonly converted?: boolean
}

const maxSamples = 3
const maxDepth = 8
const maxPaths = 3000
/** The places of a list of taxes read: a sale pays seldom more than a federal, a state and a local tax. */
const taxPlaces = 4
const isTaxList = (path: string): boolean => /tax/i.test(path.slice(path.lastIndexOf(".") + 1))
/**
 * A list of named values (Shopify's `note_attributes`, a Checkout Session's `custom_fields`: each element a name and
 * its value) keeps a different thing at each place, each addressed by its place: read through its first few.
 */
const namedPlaces = 6
const nameKeys = new Set(["name", "key", "label"])
const valueKeys = new Set(["value", "text", "dropdown", "numeric"])
const isNamedList = (list: ReadonlyArray<unknown>): boolean =>
  list.every((element) =>
    isJsonObject(element) && Object.keys(element).some((key) => nameKeys.has(key.toLowerCase())) &&
    Object.keys(element).some((key) => valueKeys.has(key.toLowerCase()))
  )

// Name cues decide what an integer means; the value alone cannot tell a
// price in cents from a count or a timestamp.
const countWords = new Set([
  "count",
  "quantity",
  "qty",
  "items",
  "grams",
  "weight",
  "month",
  "year",
  "attempt",
  "of",
  "days",
  "units"
])
const dateWords = new Set([
  "date",
  "time",
  "at",
  "created",
  "updated",
  "timestamp",
  "ts",
  "start",
  "end",
  "expires",
  "expiry",
  "canceled",
  "cancelled",
  "deleted",
  "since",
  "until",
  "on"
])
const idWords = new Set([
  "id",
  "ids",
  "number",
  "no",
  "nr",
  "num",
  "code",
  "key",
  "token",
  "hash",
  "fingerprint",
  "ref",
  "reference"
])
const moneyWords = new Set([
  "amount",
  "amt",
  "total",
  "price",
  "fee",
  "tax",
  "subtotal",
  "discount",
  "balance",
  "due",
  "paid",
  "net",
  "gross",
  "cost",
  "tip",
  "remaining",
  "captured",
  "received",
  "spent",
  "sum",
  "credit",
  "debit",
  "payout",
  "refunded",
  "overpaid",
  "capturable",
  "authorized",
  "value"
])

const hasAny = (words: ReadonlyArray<string>, cues: ReadonlySet<string>): boolean =>
  words.some((word) => cues.has(word))

const recentSeconds = { min: 946_684_800, max: 4_200_000_000 } // 2000-01-01 .. 2103
const plausibleSeconds = { min: 100_000_000, max: 4_200_000_000 } // 1973 .. 2103, when the name says "date"
const inRange = (values: ReadonlyArray<number>, range: { min: number; max: number }, scale = 1): boolean =>
  values.every((value) => value >= range.min * scale && value <= range.max * scale)

/** What a path of integers means, from its name and whether a currency sits beside it. */
const integerKind = (path: string, values: ReadonlyArray<number>, withCurrency: boolean): ValueKind => {
  const words = leafWords(path)
  if (hasAny(words, countWords)) return "integer"
  if (hasAny(words, dateWords)) {
    if (inRange(values, plausibleSeconds)) return "unix_seconds"
    if (inRange(values, plausibleSeconds, 1000)) return "unix_millis"
    return "integer"
  }
  if (hasAny(words, idWords)) return "id"
  if (hasAny(words, moneyWords) && withCurrency) return "minor_units"
  if (!hasAny(words, moneyWords) && inRange(values, recentSeconds)) return "unix_seconds"
  return "integer"
}

/**
 * Stripe writes some amounts as decimal strings of minor units (`unit_amount_decimal`: "18500" is 185.00 beside its
 * currency); other providers' amount strings ("15.00", Amazon's "1500" yen) are major units.
 */
const isMinorUnitsText = (words: ReadonlyArray<string>): boolean =>
  words[words.length - 1] === "decimal" && hasAny(words, moneyWords)

/** Combines the kinds of a path's values into one. */
const mergeKinds = (kinds: ReadonlyArray<ValueKind>): ValueKind => {
  const distinct = new Set(kinds.filter((kind) => kind !== "null"))
  if (distinct.size === 0) return "null"
  if (distinct.size === 1) return [...distinct][0]
  const only = (...allowed: ReadonlyArray<ValueKind>) => [...distinct].every((kind) => allowed.includes(kind))
  if (only("integer", "number")) return "number"
  if (only("iso_date", "iso_datetime")) return "iso_datetime"
  if (only("decimal_string", "integer_string")) return "decimal_string"
  if (only("person_name", "text")) return "text"
  if (only("id", "text", "integer_string")) return "id"
  // Mixed strings: plain text is the honest common kind.
  return "text"
}

interface Accumulator {
  readonly path: string
  readonly depth: number
  readonly inArray: boolean
  readonly kinds: Array<ValueKind>
  readonly samples: Array<unknown>
  readonly integers: Array<number>
  readonly seen: Set<string>
  /** The currencies kept beside its amounts: none where no amount has one. */
  readonly currencies: Set<string>
  /** The currency its key names (Shopify's `total_price_usd`): its amounts are in that one, whatever is beside. */
  readonly keyCurrency: string | undefined
  integerOnly: boolean
  /** Its key's currency differs from the one kept beside an amount: the amount is a conversion. */
  converted: boolean
  /** Records with a value here; an empty list holds none. */
  filled: number
}

/** A key ending in a currency's code (`total_price_usd`, `amountEUR`), not a word that is one ("all", "top"). */
const currencyOfKey = (path: string): string | undefined => {
  const code = /(?:[_-]|(?<=[a-z]))([A-Za-z]{3})$/.exec(path.slice(path.lastIndexOf(".") + 1))?.[1]
  return code !== undefined && isCurrencyCode(code) && !isCodeAsWord(code) &&
      (code === code.toUpperCase() || /[_-][a-z]{3}$/.test(path))
    ? code.toUpperCase()
    : undefined
}

/** An amount written as text ("29.70", "14800"). */
const decimalText = /^-?\d+(\.\d+)?$/
const sameValue = (left: unknown, right: unknown): boolean => JSON.stringify(left) === JSON.stringify(right)

/**
 * The currency kept beside a value: its own object's, else the record's (as `currencyBeside` reads it), carried down
 * the walk so that each amount does not look it up again.
 */
interface Currencies {
  readonly beside: string | undefined
  readonly record: string | undefined
}

const visit = (
  fields: Map<string, Accumulator>,
  path: string,
  value: unknown,
  depth: number,
  inArray: boolean,
  currencies: Currencies
): void => {
  if (fields.size >= maxPaths && !fields.has(path)) return
  const entry = fields.get(path) ??
    {
      path,
      depth,
      inArray,
      kinds: [],
      samples: [],
      integers: [],
      seen: new Set(),
      currencies: new Set(),
      keyCurrency: currencyOfKey(path),
      integerOnly: true,
      converted: false,
      filled: 0
    }
  fields.set(path, entry)
  const kind = kindOfValue(value)
  entry.kinds.push(kind)
  if (kind !== "null" && !(Array.isArray(value) && value.length === 0)) entry.filled += 1
  if (kind !== "null") {
    if (entry.samples.length < maxSamples && !entry.samples.some((seen) => sameValue(seen, value))) {
      entry.samples.push(value)
    }
    entry.seen.add(JSON.stringify(value))
    const currency = entry.keyCurrency ?? currencies.beside
    if (entry.keyCurrency !== undefined && currencies.beside !== undefined) {
      entry.converted ||= currencies.beside.toUpperCase() !== entry.keyCurrency
    }
    if (
      currency !== undefined && (typeof value === "number" || (typeof value === "string" && decimalText.test(value)))
    ) {
      entry.currencies.add(currency.toUpperCase())
    }
    if (typeof value === "number" && Number.isInteger(value)) entry.integers.push(value)
    else entry.integerOnly = false
  }
  if (depth >= maxDepth) return
  if (isJsonObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      visit(fields, path === "" ? key : `${path}.${key}`, child, depth + 1, inArray, {
        beside: currencyIn(value) ?? currencies.record,
        record: currencies.record
      })
    }
  } else if (Array.isArray(value) && value.length > 0) {
    const places = isTaxList(path)
      ? Math.min(value.length, taxPlaces)
      : isNamedList(value)
      ? Math.min(value.length, namedPlaces)
      : 1
    for (let place = 0; place < places; place += 1) {
      visit(fields, `${path}.${place}`, value[place], depth + 1, true, {
        beside: currencies.record,
        record: currencies.record
      })
    }
  }
}

/**
 * Under a currency key, a code that is also a word ("php", "try", "top": Stripe writes codes in lower case) is the
 * currency still: the Philippine peso, the Turkish lira.
 */
const codesUnderCurrencyKey = (entry: Accumulator, merged: ValueKind): boolean =>
  merged === "text" && currencyKeys.has((entry.path.split(".").pop() ?? "").toLowerCase()) &&
  entry.samples.every((sample) => typeof sample === "string" && isCurrencyCode(sample))

/**
 * Phone numbers written now with spaces or a "+" ("+966 55 123 4567"), now as bare digits ("0501234567"), are text
 * and digit strings mixed, which read as an id: they are the phone's text still.
 */
const phoneLike = /^\+?[\d\s().-]{7,20}$/
const phonesWrittenVariously = (entry: Accumulator, merged: ValueKind): boolean =>
  merged === "id" && entry.kinds.every((kind) => kind === "text" || kind === "integer_string" || kind === "null") &&
  entry.samples.every((sample) => typeof sample === "string" && phoneLike.test(sample.trim()))

const finish = (entry: Accumulator): FlatField => {
  const mixed = mergeKinds(entry.kinds)
  const merged = codesUnderCurrencyKey(entry, mixed)
    ? "currency_code"
    : phonesWrittenVariously(entry, mixed)
    ? "text"
    : mixed
  const kind = merged === "integer" && entry.integerOnly
    ? integerKind(entry.path, entry.integers, entry.currencies.size > 0)
    : merged === "integer_string" && entry.currencies.size > 0 && isMinorUnitsText(leafWords(entry.path))
    ? "minor_units"
    : merged
  const texts = entry.samples.filter((sample): sample is string => typeof sample === "string")
  const prefixes = new Set(texts.map(idPrefixOf))
  const [prefix] = prefixes
  return {
    path: entry.path,
    kind,
    samples: entry.samples,
    filled: entry.filled,
    depth: entry.depth,
    inArray: entry.inArray,
    ...(kind === "id" && prefixes.size === 1 && prefix !== undefined ? { idPrefix: prefix } : {}),
    lowercase: texts.length > 0 && texts.every((text) => text === text.toLowerCase()),
    distinct: entry.seen.size,
    currencies: [...entry.currencies],
    ...(entry.converted ? { converted: true } : {})
  }
}

/** Every path seen in the samples, in first-seen order. */
export const flattenSamples = (samples: ReadonlyArray<JsonRecord>): ReadonlyArray<FlatField> => {
  const fields = new Map<string, Accumulator>()
  for (const record of samples) {
    const currency = currencyIn(record)
    for (const [key, value] of Object.entries(record)) {
      visit(fields, key, value, 1, false, { beside: currency, record: currency })
    }
  }
  return [...fields.values()].map(finish)
}
