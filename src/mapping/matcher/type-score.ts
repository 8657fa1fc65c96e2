/**
 * Value evidence: what a destination field expects (from its declared type,
 * else from what its name means) and how well a path's observed values fit.
 */
import type { DestinationField } from "../../connectors/contract.js"
import { isCurrencyUnit } from "../currency.js"
import type { ValueKind } from "../value-kinds.js"
import { codeWords, type NamedKind, numberWords } from "./lexicon.js"
import type { Token } from "./tokenize.js"

export type ExpectedKind =
  | "text"
  | "name"
  /** An id or number naming a record ("Order ID", "Invoice #"). */
  | "identifier"
  | "select"
  | "multiselect"
  | "email"
  | "url"
  | "phone"
  | "number"
  | "money"
  | "date"
  | "datetime"
  | "boolean"
  | "currency"
  /** Nothing known (a sheet header whose words carry no type). */
  | "any"
  /** Computed by the destination (formula, autoNumber, …): never written. */
  | "readonly"

/** Declared types as table databases (Airtable) and typed schemas name them. */
const declared: Record<string, ExpectedKind> = {
  singlelinetext: "text",
  multilinetext: "text",
  richtext: "text",
  barcode: "text",
  text: "text",
  string: "text",
  email: "email",
  url: "url",
  phonenumber: "phone",
  phone: "phone",
  number: "number",
  percent: "number",
  rating: "number",
  duration: "number",
  integer: "number",
  float: "number",
  decimal: "number",
  double: "number",
  numeric: "number",
  currency: "money",
  money: "money",
  date: "date",
  datetime: "datetime",
  timestamp: "datetime",
  checkbox: "boolean",
  boolean: "boolean",
  bool: "boolean",
  singleselect: "select",
  select: "select",
  dropdown: "select",
  multipleselects: "multiselect",
  multiselect: "multiselect",
  formula: "readonly",
  rollup: "readonly",
  lookup: "readonly",
  multiplelookupvalues: "readonly",
  count: "readonly",
  autonumber: "readonly",
  createdtime: "readonly",
  lastmodifiedtime: "readonly",
  createdby: "readonly",
  lastmodifiedby: "readonly",
  button: "readonly",
  multiplerecordlinks: "readonly",
  multipleattachments: "readonly",
  singlecollaborator: "readonly",
  multiplecollaborators: "readonly",
  aitext: "readonly"
}

const hasKind = (tokens: ReadonlyArray<Token>, kind: NamedKind): boolean =>
  tokens.some((token) => token.concepts.some((entry) => entry.expects === kind))

/**
 * What the field's words imply. An explicit date word decides first ("Amount
 * Date" is a date), then a currency ("Amount Currency"), then money ("Amount
 * Due" is money, not a date).
 */
const cjkDate = /(日|日期|时间|時間|日時|日时|时刻|時刻|일|일시|일자|날짜)$/u
const cjkTime = /(时间|時間|日時|日时|时刻|時刻|일시)$/u
/** Tokens hold Korean decomposed (the accent stripping takes Hangul apart): composed again to read it. */
const composed = (token: Token): string => token.word.normalize("NFC")
/** Words of the "at" concept that name a day, not a moment: English "on", German "am". */
const dayWords = new Set(["on", "am"])
const amountFirst = new Set(["montant", "importe", "importo", "monto", "valor", "valore", "quantia"])
const kindFromName = (tokens: ReadonlyArray<Token>): ExpectedKind => {
  if (hasKind(tokens, "email")) return "email"
  if (hasKind(tokens, "phone")) return "phone"
  if (tokens.some((token) => token.concepts.some((entry) => entry.id === "date"))) {
    const timeWords = new Set([
      "time",
      "datetime",
      "timestamp",
      "zeit",
      "uhrzeit",
      "zeitpunkt",
      "heure",
      "hora",
      "horario",
      "ora",
      "orario",
      "tijd",
      "tijdstip",
      "tid",
      "tidspunkt",
      "aika",
      "cza", /* Polish czas, stemmed */
      "cas",
      "ido",
      "idopont",
      "время",
      "час",
      "saat",
      "zaman",
      "waktu"
    ])
    return tokens.some((token) => timeWords.has(token.word) || cjkTime.test(composed(token))) ? "datetime" : "date"
  }
  // Chinese, Japanese and Korean write an event's date as one word ("发货时间": shipping time, "配達日"): a moment.
  const eventMoment = tokens.find((token) =>
    token.concepts.some((entry) => entry.family === "date" && entry.role === "attribute") &&
    cjkDate.test(composed(token))
  )
  if (eventMoment !== undefined) return cjkTime.test(composed(eventMoment)) ? "datetime" : "date"
  // "Paid at": a moment, whatever the other words are; "Paid on", "Bezahlt am", "Payée le": the day.
  const at = tokens.find((token) => token.concepts.some((entry) => entry.id === "at"))
  if (at !== undefined) return dayWords.has(at.word) ? "date" : "datetime"
  // "Discount Code", "Tax ID": an identifier of something, not its amount.
  if (hasKind(tokens, "identifier") || tokens.some((token) => codeWords.has(token.word))) return "identifier"
  // "Tax Type", "Payment Type": a category, not the tax or the payment.
  if (tokens.some((token) => token.concepts.some((entry) => entry.id === "type"))) return "select"
  // French, Spanish, Italian and Portuguese name the amount first and then its currency ("Montant devise",
  // "Importe divisa": the amount in that currency).
  if (hasKind(tokens, "currency") && amountFirst.has(tokens[0]?.word ?? "")) return "money"
  // "WKZ Umsatz", "Amount Currency": the currency an amount is in, not the amount.
  if (hasKind(tokens, "currency")) return "currency"
  if (hasKind(tokens, "money")) return "money"
  // "Card Issue Country": a place, whatever else the words say.
  const place = (token: Token) =>
    token.concepts.some((entry) => entry.family === "address" && entry.role === "attribute")
  if (tokens.some(place)) return "any"
  // "Quantity Ordered", "Quantidade Comprada": how many were ordered, not when.
  if (tokens.some((token) => token.concepts.some((entry) => entry.id === "quantity"))) return "number"
  if (hasKind(tokens, "datetime")) return "datetime"
  if (hasKind(tokens, "date")) return "date"
  if (hasKind(tokens, "url")) return "url"
  if (hasKind(tokens, "number")) return "number"
  if (hasKind(tokens, "name")) return "name"
  return "any"
}

/** A bare number ("번호", "Nr") in a column of numbers counts the sheet's rows; it names no record. */
export const bareNumber = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.length === 1 && numberWords.has(tokens[0].word)

/**
 * A currency written beside the words ("已退款 (HK$)", "Refunded (USD)", "Kiszállítás €") makes the column an amount,
 * whatever its words say: a refund in dollars is how much, not whether.
 */
const currencySign = /\p{Sc}/u
export const inCurrency = (name: string): boolean =>
  currencySign.test(name) ||
  [...name.matchAll(/\(([^)]*)\)/gu)].some((match) => isCurrencyUnit(match[1].trim()))

/**
 * A word for "order date" read whole as the moment of creation ("Orderdatum", "Ordredato", "Tilauspäivä", "Data
 * zamówienia") still asks for a date, not a time, unless the name also says time.
 */
const dateWord =
  /datum|dato|date|fecha|data|päivä|pvm|tarih|dátum|дата|датум|თარიღი|ngày|תאריך|ת\.|تاريخ|日期|日付|날짜|วันที่|tanggal|tarikh|petsa/iu
const timeWord = /time|zeit|heure|hora|ora|tijd|tid|aika|czas|saat|čas|idő|время|час|(?<![\p{L}])hh(?![\p{L}])/iu
const saysDateOnly = (name: string): boolean => dateWord.test(name) && !timeWord.test(name)

/**
 * Chinese 是否 and Korean 여부 ("whether") make a column a yes-or-no question ("是否手机订单": ordered from a
 * phone?), whatever else it names; so does a column named only "B2B" or "B2C": is the buyer a business? So does one
 * that says its answers are yes or no ("Geboekt? (J/N)", "(Y/N)") or is ticked ("Geboekt ✓").
 */
const question =
  /是否|여부|^\s*b2[bc]\s*\??\s*$|[✓✔☑☐]|\((?:j\/n|y\/n|s\/n|o\/n|ja\/nee|ja\/nein|yes\/no|sí\/no|oui\/non)\)|\?\s*$/iu

/**
 * A buyer or a sale said to be B2B ("企业买家(B2B)", "Sprzedaż B2B"): is it a business's? A number, a company's name or
 * an amount so qualified ("GSTIN (B2B)", "Nazwa firmy (B2B)") is that thing of the business, no yes or no.
 */
const thingsOfBusiness = ["id", "taxid", "name", "amount", "tax", "address", "email", "phone"]
const businessBuyer = (name: string, tokens: ReadonlyArray<Token>): boolean =>
  /(^|[^\p{L}\d]|\p{Script=Han})b2[bc]([^\p{L}\d]|\p{Script=Han}|$)/iu.test(name) &&
  tokens.some((token) =>
    token.optional !== true && token.concepts.some((entry) => entry.id === "customer" || entry.id === "order")
  ) &&
  !tokens.some((token) => token.concepts.some((entry) => thingsOfBusiness.includes(entry.id)))

/**
 * A sheet's column named only for a refund ("Refunded", "Hoàn tiền", "คืนเงิน", "Partial Refunds") is the money given
 * back; a yes or no is asked with a question mark ("Refunded?") or a checkbox.
 */
const isRefund = (token: Token): boolean => token.concepts.some((entry) => entry.id === "refund")
const refundOnly = (field: DestinationField, tokens: ReadonlyArray<Token>): boolean =>
  !field.name.trim().endsWith("?") && tokens.some(isRefund) &&
  tokens.every((token) =>
    token.optional === true || isRefund(token) || token.concepts.some((entry) => entry.id === "qualifier")
  )

const declaredTypeOf = (type: string | undefined): string | undefined => type?.replace(/[^a-z]/gi, "").toLowerCase()

/** What the destination's declared type stores, whatever its name says; undefined for a type it does not know. */
const declaredKind = (declaredType: string | undefined): ExpectedKind | undefined => {
  const type = declaredTypeOf(declaredType)
  // An own-key lookup: the type is the destination's word, and "constructor" must not find the prototype.
  return type !== undefined && Object.hasOwn(declared, type) ? declared[type] : undefined
}
/** The destination's declared type stores any text ("text", "string"): its name, not its type, says what. */
export const declaresText = (declaredType: string | undefined): boolean => declaredKind(declaredType) === "text"
/** The destination's declared type is a list of the sheet's own choices ("singleSelect"). */
export const declaresSelect = (declaredType: string | undefined): boolean => declaredKind(declaredType) === "select"
/** The destination's declared type stores a yes or no (a checkbox). */
export const declaresBoolean = (declaredType: string | undefined): boolean => declaredKind(declaredType) === "boolean"
/** The destination's declared type stores numbers only, whatever its name says. */
export const declaresNumber = (declaredType: string | undefined): boolean => declaredKind(declaredType) === "number"

export const expectedKind = (field: DestinationField, tokens: ReadonlyArray<Token>): ExpectedKind => {
  const type = declaredTypeOf(field.type)
  // "How many?" ("Hoeveel?", "Mélòó?") asks a count, "Paid with what?" ("Ukhokhe ngani?") a way: not a yes or no.
  const howMany = tokens.length > 0 &&
    tokens.every((token) =>
      hasKind([token], "number") || token.concepts.some((entry) => entry.id === "method") || token.optional === true
    )
  if (type === undefined && ((question.test(field.name) && !howMany) || businessBuyer(field.name, tokens))) {
    return "boolean"
  }
  const fromType = declaredKind(field.type)
  if (fromType === undefined) {
    if (type === undefined && refundOnly(field, tokens)) return "money"
    const named = kindFromName(tokens)
    if (named === "datetime" && saysDateOnly(field.name)) return "date"
    return named === "any" && inCurrency(field.name) ? "money" : named
  }
  // An id kept in a number column ("注文ID" typed number): a record's id, given as a number.
  if (fromType === "number" && kindFromName(tokens) === "identifier" && !bareNumber(tokens)) return "identifier"
  // A text column asked as a question ("Paid?", "Sendt?") still wants a yes or no, written as text.
  if (fromType === "text" && question.test(field.name)) return "boolean"
  // A text column still says what kind of text it wants by its name.
  if (fromType === "text") {
    const named = kindFromName(tokens)
    return named === "name" || named === "currency" || named === "identifier" ? named : "text"
  }
  return fromType
}

type Row = Partial<Record<ValueKind, number>>

/** Agreement from -1 (cannot be right) to 1 (exactly what it wants); missing cells use `otherwise`. */
const table: Record<Exclude<ExpectedKind, "readonly">, { row: Row; otherwise: number }> = {
  text: {
    row: {
      text: 0.3,
      person_name: 0.3,
      id: 0.3,
      currency_code: 0.3,
      integer_string: 0.2,
      email: 0.1,
      url: 0.1,
      integer: 0.1,
      boolean_string: 0.1,
      minor_units: -0.1,
      unix_seconds: -0.1,
      unix_millis: -0.1,
      object: -0.5,
      array: -0.2
    },
    otherwise: 0
  },
  name: {
    row: { person_name: 0.5, text: 0.4, id: -0.3, email: -0.5, url: -0.7, object: -0.7, array: -0.5 },
    otherwise: -0.5
  },
  identifier: {
    row: {
      id: 0.6,
      integer_string: 0.3,
      integer: 0.2,
      text: 0.2,
      // An amount ("15.74") is no code: ids are never written with decimals.
      decimal_string: -0.6,
      person_name: -0.3,
      email: -0.3,
      currency_code: -0.3,
      array: -0.3,
      url: -0.5
    },
    otherwise: -0.6
  },
  select: {
    row: {
      text: 0.4,
      currency_code: 0.3,
      boolean_string: 0.1,
      boolean: 0,
      person_name: 0,
      id: -0.3,
      object: -0.7,
      array: -0.2
    },
    otherwise: -0.5
  },
  multiselect: { row: { array: 0.5, text: 0.2, currency_code: 0.1 }, otherwise: -0.3 },
  email: { row: { email: 1, text: -0.7 }, otherwise: -1 },
  url: { row: { url: 1, text: -0.5 }, otherwise: -1 },
  phone: { row: { text: 0.2, integer_string: 0.3, person_name: -0.5 }, otherwise: -0.6 },
  number: {
    row: {
      integer: 0.6,
      number: 0.6,
      decimal_string: 0.5,
      minor_units: 0.5,
      integer_string: 0.3,
      boolean: -0.5,
      unix_seconds: -0.6,
      unix_millis: -0.6,
      id: -0.6
    },
    otherwise: -1
  },
  money: {
    row: { minor_units: 1, decimal_string: 0.8, number: 0.8, integer: 0.3, integer_string: 0.2 },
    otherwise: -1
  },
  date: {
    row: { unix_seconds: 1, iso_date: 1, iso_datetime: 0.9, unix_millis: 0.8, text: -0.6, integer: -0.6 },
    otherwise: -1
  },
  datetime: {
    row: { unix_seconds: 1, iso_datetime: 1, unix_millis: 0.8, iso_date: 0.7, text: -0.6, integer: -0.6 },
    otherwise: -1
  },
  boolean: { row: { boolean: 1, boolean_string: 0.8, integer: -0.2, text: -0.8 }, otherwise: -1 },
  currency: { row: { currency_code: 1, text: -0.2, id: -0.6 }, otherwise: -0.8 },
  any: { row: { object: -0.5, array: -0.2 }, otherwise: 0 }
}

/** How well values of `kind` fit a field expecting `expected`; unknown (all-null) values are neutral. */
export const kindAgreement = (kind: ValueKind, expected: ExpectedKind): number => {
  if (kind === "null") return 0
  if (expected === "readonly") return -1
  const entry = table[expected]
  return entry.row[kind] ?? entry.otherwise
}
