/**
 * Currency facts the transforms, the flattener and the matcher share: how many decimals a
 * currency's minor unit has, where a record keeps its currency, and how a header writes one.
 */
import type { JsonRecord } from "../connectors/contract.js"
import { getParent, isJsonObject } from "./path.js"
import { stripAccents } from "./words.js"

/** ISO 4217 currencies whose amounts have no minor unit (Stripe's list). */
const zeroDecimal = new Set([
  "bif",
  "clp",
  "djf",
  "gnf",
  "jpy",
  "kmf",
  "krw",
  "mga",
  "pyg",
  "rwf",
  "ugx",
  "vnd",
  "vuv",
  "xaf",
  "xof",
  "xpf"
])

/** ISO 4217 currencies whose minor unit is a thousandth. */
const threeDecimal = new Set(["bhd", "jod", "kwd", "omr", "tnd"])

/** Number of decimals of a currency's minor unit; unknown currencies use 2. */
export const minorUnitDecimals = (currency: string | undefined): number => {
  const code = currency?.trim().toLowerCase()
  if (code === undefined) return 2
  if (zeroDecimal.has(code)) return 0
  if (threeDecimal.has(code)) return 3
  return 2
}

/**
 * Active ISO 4217 codes, lowercase. Used to recognise currency-code values, so
 * that a random three-letter string ("abc", "MFN") is not taken for one.
 */
const isoCodes = new Set(
  (
    "aed afn all amd ang aoa ars aud awg azn bam bbd bdt bgn bhd bif bmd bnd bob brl bsd btn bwp byn bzd cad cdf chf " +
    "clp cny cop crc cup cve czk djf dkk dop dzd egp ern etb eur fjd fkp gbp gel ghs gip gmd gnf gtq gyd hkd hnl htg " +
    "huf idr ils inr iqd irr isk jmd jod jpy kes kgs khr kmf kpw krw kwd kyd kzt lak lbp lkr lrd lsl lyd mad mdl mga " +
    "mkd mmk mnt mop mru mur mvr mwk mxn myr mzn nad ngn nio nok npr nzd omr pab pen pgk php pkr pln pyg qar ron rsd " +
    "rub rwf sar sbd scr sdg sek sgd shp sle sll sos srd ssp stn svc syp szl thb tjs tmt tnd top try ttd twd tzs uah " +
    "ugx usd uyu uzs ved ves vnd vuv wst xaf xcd xof xpf yer zar zmw zwl"
  ).split(" ")
)

export const isCurrencyCode = (value: string): boolean =>
  /^[A-Za-z]{3}$/.test(value) && isoCodes.has(value.toLowerCase())

/** Currency units written as words: yuan, yen, won, dong, baht, rupiah. */
const currencyUnits = new Set(["元", "円", "圓", "원", "đồng", "บาท", "rp"])
/** A currency's ISO code or its unit written as a word, anywhere in a header ("Amount USD", "邮费(元)"). */
export const isCurrencyWord = (word: string): boolean => isCurrencyCode(word) || currencyUnits.has(word)
/**
 * Local abbreviations of a currency, read as one only in parentheses beside an amount ("Цена (ден)", "Verð (kr.)"):
 * elsewhere "TK" is an account and "Br" a branch. Denar, lev, krona and krone, złoty, koruna, forint, leu, rouble,
 * hryvnia, Belarusian rouble, rupee, birr, tögrög, somoni.
 */
const currencyAbbreviations = new Set([
  "ден",
  "лв",
  "kr",
  "zł",
  "kč",
  "ft",
  "lei",
  "руб",
  "грн",
  "br",
  "rs",
  "ብር",
  "төг",
  "төгрөг",
  "смн",
  "сомонӣ",
  "сомони",
  // The rial and the toman.
  "ریال",
  "تومان",
  // The dirham (Morocco's "DH"), the kwanza ("Kz"), the CFA franc ("FCFA"), the ringgit ("RM"), Bosnia's
  // convertible mark ("KM") and the Kenyan shilling ("KSh").
  "rm",
  "km",
  // The Kenyan shilling ("KSh").
  "ksh",
  "dh",
  "kz",
  "fcfa",
  "cfa"
])
/**
 * The rupee's abbreviation in Kannada, Malayalam and Punjabi ("ಬೆಲೆ (ರೂ.)"), as written and as tokens hold it: its
 * vowel sign is a mark, which the accent-free spelling drops.
 */
const rupeeAbbreviations = ["ರೂ", "രൂ", "ਰੁ"]
const rupeeWords = new Set([...rupeeAbbreviations, ...rupeeAbbreviations.map(stripAccents)])
/** The abbreviations as tokens hold them, without their accents ("kc" for "Kč"). */
const bareAbbreviations = new Set([...currencyAbbreviations].map(stripAccents))
/** A currency's ISO code or its unit as merchants write it in parentheses beside an amount ("(USD)", "(ден)"). */
export const isCurrencyUnit = (word: string): boolean => {
  const bare = word.toLowerCase().replace(/\.$/u, "")
  return isCurrencyWord(bare) || currencyAbbreviations.has(bare) || bareAbbreviations.has(bare) || rupeeWords.has(bare)
}

/** Keys under which records keep their currency (Stripe, Shopify, Amazon spellings). */
export const currencyKeys: ReadonlySet<string> = new Set(["currency", "currency_code", "currencycode"])
/** The usual spellings, looked up directly: this runs for every amount of every record synced. */
const commonSpellings = ["currency", "currency_code", "CurrencyCode", "currencyCode", "Currency"]

const asCode = (
  entry: unknown
): string | undefined => (typeof entry === "string" && isCurrencyCode(entry) ? entry : undefined)

/** The currency an object keeps under one of its currency keys, if any. */
export const currencyIn = (value: unknown): string | undefined => {
  if (!isJsonObject(value)) return undefined
  for (const key of commonSpellings) {
    const code = asCode(value[key])
    if (code !== undefined) return code
  }
  for (const [key, entry] of Object.entries(value)) {
    if (currencyKeys.has(key.toLowerCase()) && asCode(entry) !== undefined) return asCode(entry)
  }
  return undefined
}

/**
 * The currency of the amount at `path`: a sibling currency key in the same
 * object first (line items may differ from the order), else the record's root.
 */
export const currencyBeside = (record: JsonRecord, path: string): string | undefined =>
  currencyIn(getParent(record, path)) ?? currencyIn(record)

/**
 * Currencies a header names unambiguously by a sign or a local word ("HK$", "NT$", "R$", "€", "£", "台幣", "円"): a
 * bare "$", "¥", "kr" or "元" could be several.
 */
const namedBySign: ReadonlyArray<readonly [RegExp, string]> = [
  [/HK\$|港幣|港币/u, "HKD"],
  [/NT\$|新台幣|台幣|台币/u, "TWD"],
  [/(?<![\p{L}])R\$/u, "BRL"],
  [/(?<![\p{L}])AU?\$/u, "AUD"],
  [/(?<![\p{L}])CA?\$/u, "CAD"],
  // Not the S of "US$".
  [/(?<![\p{L}])S\$/u, "SGD"],
  [/(?<![\p{L}])US\$/u, "USD"],
  [/NZ\$/u, "NZD"],
  [/€/u, "EUR"],
  [/£/u, "GBP"],
  [/₹/u, "INR"],
  [/₩|원화/u, "KRW"],
  [/円/u, "JPY"],
  [/人民币|人民幣/u, "CNY"],
  [/₺/u, "TRY"],
  [/zł/iu, "PLN"],
  [/Kč/u, "CZK"],
  [/(?<![\p{L}])(?:грн|гривн\p{L}*)(?![\p{L}])/iu, "UAH"],
  [/(?<![\p{L}])руб(?![\p{L}])|рубл/iu, "RUB"],
  [/(?<![\p{L}])лв(?![\p{L}])/iu, "BGN"],
  [/(?<![\p{L}])ден(?![\p{L}])/iu, "MKD"],
  [/(?<![\p{L}])lei(?![\p{L}])/iu, "RON"],
  [/(?<![\p{L}])Ft(?![\p{L}])/u, "HUF"]
]
/** Words that are ISO codes but, in a header or a key, English words or abbreviations ("ALL", "TOP", "MOP"). */
const codesAsWords = new Set(["ALL", "TOP", "MOP", "CUP", "PEN", "BOB", "AMD", "SOS", "GEL", "MAD", "BAM"])
export const isCodeAsWord = (code: string): boolean => codesAsWords.has(code.toUpperCase())
/**
 * The one currency a header names ("Amount (USD)", "Valoare RON", "台幣金額", "學費 HK$"), written in upper case or by
 * a sign; undefined when it names none, or more than one.
 */
export const currencyNamed = (header: string): string | undefined => {
  const codes = new Set([
    ...(header.match(/(?<![\p{L}])[A-Z]{3}(?![\p{L}])/gu) ?? []).filter((word) =>
      isCurrencyCode(word) && !isCodeAsWord(word)
    ),
    ...namedBySign.filter(([sign]) => sign.test(header)).map(([, code]) => code)
  ])
  return codes.size === 1 ? [...codes][0] : undefined
}
