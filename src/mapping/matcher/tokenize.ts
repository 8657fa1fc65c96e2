/**
 * Field names to weighted tokens: words split, phrases joined ("first name",
 * "Mw St" → mwst), filler dropped, abbreviations expanded, plurals folded,
 * German-style compounds split ("Rechnungsnummer" → rechnung + nummer), each
 * token tagged with its lexicon concepts.
 */
import { isCurrencyUnit, isCurrencyWord } from "../currency.js"
import { splitWords, stripAccents } from "../words.js"
import { type Concept, type ConceptRole, conceptsByWord, expandAbbreviation, phrases, stopwords } from "./lexicon.js"
import { taxCountingOf, withoutDiscountCounting, withoutTaxCounting } from "./tax-inclusion.js"

export interface Token {
  /** Normalised word: accent-free, expanded, singular. */
  readonly word: string
  readonly concepts: ReadonlyArray<Concept>
  /** How much the token says about what the field holds (see ConceptRole). */
  readonly weight: number
  /** Names the record's own type (order, invoice, this sample's `object`). */
  readonly recordType?: boolean
  /**
   * Qualifies the name without being what the field holds: words in
   * parentheses ("Email (Billing)", "Quantity (- Refund)") and the
   * alternatives after a slash ("Country/Region").
   */
  readonly optional?: boolean
  /** Written after a slash: another word for the last word before it ("parcela/transação", "Allergies / remarques"). */
  readonly alternative?: boolean
  /** The last word before a slash: met when it or a word after the slash is ("Motif/Ukuran": a pattern or a size). */
  readonly eitherOr?: boolean
}

/** The token means the concept `id` (among its senses). */
export const hasConcept = (token: Token, id: string): boolean => token.concepts.some((entry) => entry.id === id)

const roleWeight: Record<ConceptRole, number> = { attribute: 1, entity: 0.7, context: 0.35, weak: 0.3 }

/** API keys are English; these words there are containers, not meanings ("lines.data.0"). */
const sourceFiller = new Set(["data", "object", "has", "more"])

export const stem = (word: string): string => {
  if (word.length <= 3) return word
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`
  if (/(ss|us|is)$/.test(word)) return word
  if (/(sses|ches|shes|xes|zes)$/.test(word)) return word.slice(0, -2)
  if (word.endsWith("s")) return word.slice(0, -1)
  return word
}

/** Concepts of a word as written, then without accents, then singular. */
const lookup = (word: string): ReadonlyArray<Concept> | undefined => {
  const plain = stripAccents(word)
  return conceptsByWord.get(word) ?? conceptsByWord.get(plain) ?? conceptsByWord.get(stem(plain))
}

/**
 * Inflected or truncated destination words ("Observações" for "observação",
 * "Bestel" for "bestell"): the lexicon word sharing a long prefix, both
 * differing only in a short ending. Destination names only — API keys are
 * plain English, where this would read "custom" as "customer".
 */
const inflectionCache = new Map<string, ReadonlyArray<Concept> | undefined>()
const plainKeys = [...conceptsByWord.keys()].filter((key) => key === stripAccents(key) && key.length >= 5)

const commonPrefix = (left: string, right: string): number => {
  let length = 0
  while (length < left.length && left[length] === right[length]) length += 1
  return length
}

/**
 * Endings that inflect a word in the languages the lexicon covers (plural, gender, case): Latin ones, then
 * Russian and Ukrainian ("заказа" of "заказ", "покупателя" of "покупатель"), Greek ("πελάτη", "παραγγελίας") and Turkish.
 */
const inflections = new Set([
  "",
  "s",
  "e",
  "es",
  "en",
  "er",
  "n",
  "ne",
  "a",
  "o",
  "as",
  "os",
  "i",
  "ie",
  "oes",
  "ao",
  "ais",
  "eis",
  "ns",
  "а",
  "я",
  "у",
  "ю",
  "е",
  "ы",
  "и",
  "і",
  "ь",
  "й",
  "ой",
  "ей",
  "ом",
  "ем",
  "ов",
  "ев",
  "ς",
  "ου",
  "ων",
  "α",
  "ας",
  "η",
  "ης",
  "ες",
  "ο",
  "ος",
  // Turkish possessive ("açıklaması" of "açıklama", "tutarı" of "tutar").
  "si",
  "su",
  "u",
  // Polish and Czech genitive of a noun in -a: a header's noun is often its genitive ("odbiorcy" of "odbiorca").
  "y"
])

/**
 * Turkish puts its possessive on short words too ("KDV Oranı" of "oran", "Adedi" of "adet"): a four-letter word of
 * the lexicon is read through that ending alone.
 */
const shortKeys = new Set([...conceptsByWord.keys()].filter((key) => key === stripAccents(key) && key.length === 4))
const turkishPossessive = ["i", "si", "u", "su"]
const possessiveOfShort = (plain: string): string | undefined =>
  turkishPossessive
    .filter((ending) => plain.endsWith(ending))
    .map((ending) => plain.slice(0, -ending.length))
    .find((stemmed) => shortKeys.has(stemmed))

const lookupInflected = (word: string): ReadonlyArray<Concept> | undefined => {
  const plain = stripAccents(word)
  if (plain.length < 5) return undefined
  if (inflectionCache.has(plain)) return inflectionCache.get(plain)
  const short = possessiveOfShort(plain)
  if (short !== undefined) {
    const found = conceptsByWord.get(short)
    inflectionCache.set(plain, found)
    return found
  }
  let best: { key: string; shared: number } | undefined
  for (const key of plainKeys) {
    const shared = commonPrefix(plain, key)
    const close = shared >= 4 && inflections.has(plain.slice(shared)) && inflections.has(key.slice(shared)) &&
      plain !== key
    if (close && (best === undefined || shared > best.shared)) best = { key, shared }
  }
  const found = best === undefined ? undefined : conceptsByWord.get(best.key)
  inflectionCache.set(plain, found)
  return found
}

const isKnown = (word: string): boolean => lookup(expandAbbreviation(word)) !== undefined

/**
 * The lexicon's phrases by their first word (stemmed), longest first within each: a name is read word by word, and
 * only the phrases that can start at a word are tried there.
 */
const phrasesByFirstWord = (() => {
  const byFirst = new Map<string, Array<{ readonly words: ReadonlyArray<string>; readonly as: string }>>()
  for (const phrase of phrases) {
    const words = phrase.words.map(stem)
    const list = byFirst.get(words[0]) ?? []
    list.push({ words, as: phrase.as })
    byFirst.set(words[0], list)
  }
  return byFirst
})()

/** Joins listed phrases ("first name") and split-up words ("e mail", "Mw St") into one word. */
/**
 * A way of paying written as one phrase ("Sposób płatności", "Fizetési mód", "Paid via") keeps its payment word: it is
 * read as "payment method" (see `wordPhrases`), the payment's method, never a shipping line's.
 */
const paymentMethod = "paymentmethod"
const paysByMethod = (as: string, words: ReadonlyArray<string>): boolean =>
  (lookup(as) ?? []).some((entry) => entry.id === "method") &&
  words.some((word) =>
    (lookup(word) ?? lookupInflected(word) ?? []).some((entry) => entry.id === "payment" || entry.id === "paid")
  )

const joinWords = (words: ReadonlyArray<string>): Array<string> => {
  const joined: Array<string> = []
  const plain = words.map((word) => stem(stripAccents(word)))
  let index = 0
  while (index < words.length) {
    const phrase = (phrasesByFirstWord.get(plain[index]) ?? []).find((candidate) =>
      candidate.words.every((word, offset) => plain[index + offset] === word)
    )
    const pair = index + 1 < words.length ? `${words[index]}${words[index + 1]}` : ""
    if (phrase !== undefined) {
      joined.push(paysByMethod(phrase.as, words.slice(index, index + phrase.words.length)) ? paymentMethod : phrase.as)
      index += phrase.words.length
    } else if (pair.length > 0 && !isKnown(words[index]) && isKnown(pair)) {
      joined.push(pair)
      index += 2
    } else {
      joined.push(words[index])
      index += 1
    }
  }
  return joined
}

/** Japanese, Chinese, Korean and Thai write compounds without spaces; split them at known words. */
const cjkPattern = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\p{Script=Hangul}\p{Script=Thai}]/u
const hiraganaOnly = /^[\p{Script=Hiragana}]+$/u
const hangulSyllable = /^\p{Script=Hangul}$/u
const cjkKeys = [...conceptsByWord.keys()].filter((key) => cjkPattern.test(key)).sort((left, right) =>
  right.length - left.length
)

const segmentCjk = (word: string): ReadonlyArray<string> => {
  if (!cjkPattern.test(word)) return [word]
  const parts: Array<string> = []
  let unknown = ""
  let rest = word
  const flush = () => {
    // A run of kana the lexicon does not know is grammar (の, を), not meaning; so is one Hangul syllable
    // between known words (시 in 배송시요청사항, "request at delivery").
    const grammar = hiraganaOnly.test(unknown) || (hangulSyllable.test(unknown) && parts.length > 0)
    if (unknown.length > 0 && !grammar) parts.push(unknown)
    unknown = ""
  }
  while (rest.length > 0) {
    // A Korean compound ending in 일 (day) after known words is a date: 결제일, 발송처리일.
    if (rest === "일" && (parts.length > 0 || unknown.length > 1)) {
      flush()
      parts.push("일자")
      break
    }
    // 名 ending a compound names its thing (支払方法名: the method's name); alone beside 姓 it is the given name.
    if (rest === "名" && parts.length > 0 && unknown.length === 0) {
      parts.push("名前")
      break
    }
    const known = cjkKeys.find((key) => rest.startsWith(key))
    if (known === undefined) {
      unknown += rest[0]
      rest = rest.slice(1)
    } else {
      flush()
      parts.push(known)
      rest = rest.slice(known.length)
    }
  }
  flush()
  return parts
}

const linkingSuffixes = ["", "s", "n", "en", "es", "e"]

const knownPart = (part: string): boolean => part.length >= 3 && lookup(part) !== undefined

const isFillerPart = (part: string): boolean => (lookup(part) ?? []).every((entry) => entry.role === "weak")

/**
 * Splits an unknown compound into a known head (last part, as in German and
 * Dutch) and its modifier; the modifier may carry a linking "s"/"n"/"en".
 */

const decompound = (word: string): ReadonlyArray<string> => {
  if (word.length < 5 || lookup(word) !== undefined) return [word]
  // "Ordrenr", "Bestellnr", Finnish "Tilausnro": a known word with "nr" or "nro" (number) glued on.
  if (word.endsWith("nr") && knownPart(word.slice(0, -2))) return [word.slice(0, -2), "nr"]
  if (word.endsWith("nro") && knownPart(word.slice(0, -3))) return [word.slice(0, -3), "nro"]
  if (word.length < 7) return [word]
  for (let cut = 3; cut <= word.length - 3; cut += 1) {
    const head = word.slice(cut)
    if (!knownPart(head)) continue
    const modifier = word.slice(0, cut)
    const known = linkingSuffixes
      .filter((suffix) => modifier.endsWith(suffix) && modifier.length - suffix.length >= 3)
      .map((suffix) => modifier.slice(0, modifier.length - suffix.length))
      .find(knownPart)
    // An unknown word ending in a filler ("dec|line") is no compound.
    if (known === undefined && isFillerPart(head)) continue
    // Nor is one ending in a three-letter word ("pembata|lan": Indonesian cancellation, not a Swedish county).
    if (known === undefined && head.length < 4 && !isKnown(modifier)) continue
    if (known !== undefined) return [known, head]
    // A modifier may be a compound of known words itself ("tel|nummer|bezorging": the delivery's phone number).
    const parts = decompound(modifier)
    return parts.length > 1 && parts.every((part) => isKnown(part) && !isFillerPart(expandAbbreviation(part)))
      ? [...parts, head]
      : [modifier, head]
  }
  return [word]
}

export type Side = "source" | "destination"

/**
 * Hebrew writes "and", "the", "in", "to", "from", "that" and "as" as one letter before a word ("לתשלום": to payment):
 * an unknown word is the known one after such a letter.
 */
const hebrewPrefix = /^[והבלמשכ](?=[\u05d0-\u05ea]{2})/
const lookupPrefixed = (word: string): ReadonlyArray<Concept> | undefined =>
  hebrewPrefix.test(word) ? lookup(word.slice(1)) : undefined

const toToken = (word: string, side: Side): Token => {
  const concepts = lookup(word) ??
    (side === "destination" ? lookupInflected(word) ?? lookupPrefixed(word) : undefined) ??
    []
  const weight = concepts.length === 0 ? 1 : Math.max(...concepts.map((entry) => roleWeight[entry.role]))
  // "Amount (USD)", "邮费(元)": a currency code or unit in a header is a unit, not what the field is.
  const unit = side === "destination" && concepts.length === 0 && isCurrencyWord(word)
  return { word: stem(stripAccents(word)), concepts, weight: unit ? 0 : weight }
}

/**
 * A unit of measure in parentheses ("Berat (gram)", "Weight (kg)") says how the value is written, not which value:
 * it must not pull the column to a path that happens to be named after the unit (a line's `grams`).
 */
const measureUnits = new Set(["g", "gram", "gramm", "gramo", "grama", "kg", "kilogram", "lb", "lbs", "oz", "cm", "mm"])

const isFiller = (word: string, side: Side): boolean =>
  stopwords.has(word) ||
  (side === "source" && sourceFiller.has(word)) ||
  /^\d+$/.test(word) ||
  // Single letters are initials or elisions (d'émission); a CJK character is a word.
  (word.length === 1 && !cjkPattern.test(word))

/**
 * A price per piece, hour or bottle ("Cijena/kom", "Preis/Stk.", "Rate/hr", "Prezzo/bott.") is a unit's price, not
 * an alternative name.
 */
const perPiece =
  /\s*\/\s*(?:kom|kos|ks|stk|stück|st|stuk|szt|pc|pcs|piece|unit|hr|hour|шт|бр|ชิ้น|件|個|개|njësi|njesi|bott|btl|bottle|fl|flasche|bouteille|botella|garrafa|পিস)\.?(?![\p{L}])/giu

/**
 * A date's written format ("Order Date as dd-mm-yyyy hh:MM", "Fecha (dd/mm/aaaa)", "Datum TT.MM.JJJJ", "ДД.ММ.ГГГГ")
 * says how to write the value, not which: two or more of its parts joined by separators. Hours in it ask for the time.
 */
const formatPart = "(?:[dtд]{1,2}|[mм]{1,3}|[yjaг]{2,4}|[hч]{1,2}|[sс]{2})"
const dateFormat = new RegExp(
  `(?:(?<![\\p{L}])as\\s+)?(?<![\\p{L}])${formatPart}(?:[-/.:\\s]+${formatPart})+(?![\\p{L}])`,
  "giu"
)

/**
 * What splitting a name into words would misread, written out first: abbreviations whose letters it would drop
 * (Italian "Q.tà", quantità; Czech and Slovak "Č.", číslo), shop abbreviations that are words of another language
 * elsewhere (Vietnamese "SL", "Mã KM"), and phrases that mean one thing (a shipping's service is its method; a
 * merchant's reference is its order's).
 */
const lettersAbbreviated: ReadonlyArray<readonly [RegExp, string]> = [
  // Latin letters glued to a Chinese, Japanese or Korean word ("請求書No.", "付与pt") are a word of their own.
  [/([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])(?=[A-Za-z])/gu, "$1 "],
  [/(?<![\p{L}])q\.?\s?t[àa](?![\p{L}])/giu, "quantità"],
  [/(?<![\p{L}])č\.\s*/giu, "číslo "],
  // Greek "Ημ/νία" (ημερομηνία, date): the slash is inside the word, not between two alternatives.
  [/(?<![\p{L}])ημ\/ν[ίι]α(?![\p{L}])/giu, "ημερομηνία"],
  // Chinese "末四位" and Korean "뒷4자리" (the last four digits), as a card's number is shown.
  [/[末後后](?:四|4)位/gu, " last 4 "],
  // German "Artikel-Nr.", "Art.-Nr." (Artikelnummer): the article's number, its SKU.
  [/(?<![\p{L}])art(?:ikel)?\.?\s*-?\s*nr\.?(?![\p{L}])/giu, "artikelnummer"],
  [/(?:뒷|끝|마지막)\s*(?:4|네)\s*자리/gu, " last 4 "],
  // Korean "카드 끝자리" (the card's closing digits), Thai "4 หลักท้าย", Bengali "শেষ ৪", Hungarian "Utolsó 4 szj."
  // (számjegy): the last four digits.
  [/(?<=카드\s*)끝자리/gu, " last 4 "],
  [/(?<![\p{L}\d])4\s*หลักท้าย/gu, " last 4 "],
  [/শেষ\s*[৪4]/gu, " last 4 "],
  [/(?<![\p{L}])utols[óo]\s*4(?:\s*szj\.?)?(?![\p{L}])/giu, " last 4 "],
  // Galician and Spanish "Últ. 4 díx.", "Últ. 4 díg." (últimos 4 díxitos, dígitos).
  [/(?<![\p{L}])[úu]lt\.?\s*4(?:\s*d[íi][xg](?:\.|itos)?)?(?![\p{L}])/giu, " last 4 "],
  // Italian "Ricevuta n.", "Fattura n." (numero); Turkish "İnd. Kodu" (indirim kodu, a discount code).
  [/(?<=\p{L}\s)n\.(?![\p{L}])/giu, " number "],
  [/(?<![\p{L}])[iİı]\u0307?nd\.\s*kodu(?![\p{L}])/giu, "indirim kodu"],
  // Polish "Kod pocz." (pocztowy, the postcode); Czech and Slovak "VS" (variabilní symbol, a payment's reference);
  // Portuguese "Enc. educação" (encarregado de educação, a pupil's guardian); Chinese 已发 (already sent).
  [/(?<![\p{L}])kod\s*pocz\.?(?![\p{L}])/giu, "kod pocztowy"],
  [/(?<![\p{L}])(?:vs|VS)(?![\p{L}])/gu, "variabilní symbol"],
  [/(?<![\p{L}])enc\.?\s*(?:de\s+)?educa[çc][ãa]o(?![\p{L}])/giu, "encarregado de educação"],
  [/已发(?!货)/gu, "已发货"],
  // Swedish and Danish "Reg. datum" (registreringsdatum, the day a member signed up).
  [/(?<![\p{L}])reg\.\s*datum(?![\p{L}])/giu, "registreringsdatum"],
  // "COD/Prepaid", "Prepaid/COD", "UPI/COD", "COD/GCash" (cash on delivery or another way): how the buyer pays, the
  // payment's method.
  [
    /(?<![\p{L}])(?:cod\s*\/\s*(?:prepaid|pre-paid|प्रीपेड|پری\s*پیڈ|prepago|upi|card|gcash|paymaya|maya|bank|online|kartu|transfer|ewallet)|(?:prepaid|pre-paid|प्रीपेड|prepago|upi|card|gcash|paymaya|maya|bank|online|kartu|transfer|ewallet)\s*\/\s*cod)(?![\p{L}])/giu,
    " payment method "
  ],
  // German "Re.-Datum" (Rechnungsdatum), Spanish "Dir. entrega" (dirección), Dutch "Terugbet. via" (refunded via).
  [/(?<![\p{L}])re\.-?\s*datum(?![\p{L}])/giu, "rechnungsdatum"],
  [/(?<![\p{L}])dir\.\s*(?=entrega|env[íi]o|facturaci[óo]n)/giu, "dirección "],
  [/(?<![\p{L}])terugbet\.?\s+via(?![\p{L}])/giu, "terugbetaald via"],
  // Portuguese "Pago em" (paid on: a day; "pago em dinheiro", paid in cash, names a way of paying).
  [/(?<![\p{L}])pag[oa]\s+em(?=\s*$)/giu, "paid on"],
  // Bulgarian "Платено на", Russian "Оплачено на" (paid on: a day).
  [/(?<![\p{L}])(?:платено|оплачено|сплачено)\s+на(?=\s*$)/giu, "paid on"],
  // Brazilian "Responsável financ." (the pupil's financially responsible adult, who pays).
  [/(?<![\p{L}])respons[áa]vel\s+financ(?:\.|eir[oa])?(?![\p{L}])/giu, "responsável financeiro"],
  // English bookkeepers' "Bal Due" (balance due) and "Amt Billed" (the amount billed).
  [/(?<![\p{L}])bal\.?\s+due(?![\p{L}])/giu, "balance due"],
  [/(?<![\p{L}])credit\s+bal\.?(?![\p{L}])/giu, "credit balance"],
  [/(?<![\p{L}])amt\.?\s+billed(?![\p{L}])/giu, "amount billed"],
  // Tamil "தொ.பே." (தொலைபேசி, the phone).
  [/தொ\.\s*பே\.?/gu, "தொலைபேசி"],
  // A card's ending ("Card ending", "Końcówka karty", "Terminación tarjeta") is its last four digits.
  [
    /(?<![\p{L}])(?:card\s+ending(?:\s+in)?|ending\s+in|ko[ńn]c[óo]wka|koncovka|terminaci[óo]n|termina[çc][ãa]o|endziffern)(?![\p{L}])/giu,
    " last 4 "
  ],
  // Czech "Pozn." (poznámka, a note), Scandinavian "Fakt." (faktura, the invoice), Finnish "Val.kurssi" (the exchange
  // rate), Vietnamese "GD" (giao dịch, the transaction).
  [/(?<![\p{L}])pozn\.\s*/giu, "poznámka "],
  [/(?<![\p{L}])fakt\.\s*/giu, "faktura "],
  [/(?<![\p{L}])val\.\s*kurssi(?![\p{L}])/giu, "valuuttakurssi"],
  [/(?<![\p{L}])gd(?![\p{L}])/giu, "giao dịch"],
  // A price or amount before its discount ("Pris før rabat", "Prix avant remise") is what the goods came to before it.
  [
    new RegExp(
      "(?<![\\p{L}])(?:price|amount|pris|preis|betrag|prix|montant|precio|importe|preço|valor|prezzo|importo|prijs|" +
        "bedrag|cena|kwota|hinta|ár)\\s+(?:before|før|före|vor|avant|antes\\s+del?|antes\\s+do|prima\\s+dello|voor|przed|" +
        "před|pred|ennen)\\s+(?:discount|rabat|rabatt|rabatu|rabatem|remise|descuento|desconto|sconto|korting|slevou|" +
        "zľavou|alennusta)(?![\\p{L}])",
      "giu"
    ),
    " subtotal "
  ],
  // Icelandic "kostn." (kostnaður, a cost); a "DO No." or "D/O No." is a delivery order's, as a wholesaler writes it.
  [/(?<=\p{L})kostn\.?(?![\p{L}])/giu, "kostnaður"],
  [/(?<![\p{L}])d\/?o\.?(?=\s*(?:no\b|nr\b|#|number))/giu, "delivery order"],
  // Greek "Κωδ." (κωδικός, a code), Hebrew "טל'" (טלפון, the phone) and "4 ספרות" (the 4 digits, a card's last).
  [/(?<![\p{L}])κωδ\.\s*/giu, "κωδικός "],
  [/(?<![\p{L}])טל['׳](?![\p{L}])/gu, "טלפון"],
  [/(?<![\p{L}\d])4\s*ספרות(?![\p{L}])/gu, " last 4 "],
  // Spanish "lím." (límite), Latvian "tālr." (tālrunis, the phone); Thai "เลขท้าย" (the closing digits) is a card's
  // last four.
  [/(?<![\p{L}])l[íi]m\.\s*/giu, "límite "],
  [/(?<![\p{L}])t[āa]lr\.?(?![\p{L}])/giu, "tālrunis"],
  [/เลขท้าย(?:บัตร)?/gu, " last 4 card "],
  // Hungarian "Sorszám" (an invoice's serial number) and "Fiz. hat." (fizetési határidő, the payment's deadline);
  // Polish "pł." (płatności); Spanish "vcto." (vencimiento); Finnish "Toim." (toimitus, the delivery); an Indonesian
  // "No. WA" is a WhatsApp number.
  [/(?<![\p{L}])sorsz[áa]m(?![\p{L}])/giu, "number"],
  [/(?<![\p{L}])fiz\.?\s*hat\.?(?![\p{L}])/giu, "fizetési határidő"],
  [/(?<![\p{L}])pł\.?(?![\p{L}])/giu, "płatności"],
  [/(?<![\p{L}])płatn\.?(?![\p{L}])/giu, "płatności"],
  // Slovenian and Croatian "od tega DDV", Icelandic "þar af VSK", Czech "z toho DPH" (of which VAT): the tax itself, as
  // "davon MwSt." is.
  [/(?<![\p{L}])(?:od\s+(?:tega|toga|čega)|þar\s+af|z\s+toho|z\s+tego)(?![\p{L}])/giu, " "],
  // Swiss "Kt." (Kanton), Polish "Wal." (waluta, the currency).
  [/(?<![\p{L}])kt\.(?![\p{L}])/giu, "kanton"],
  [/(?<![\p{L}])wal\.(?![\p{L}])/giu, "waluta"],
  // English "# Shipped", "# of items": a count of what follows. Not "Order #" (its "#" after the word is a number),
  // nor Spanish "# de venta" and "# Orden" (the sale's number): a record's word after "#" is numbered, not counted.
  [
    /^\s*#\s*(?:of\s+)?(?=\p{L})(?!(?:de|do|da|du|di|del|orden|order|pedido|commande|ordine|factura|invoice|facture|ticket|ref|referencia|reference)(?![\p{L}]))/giu,
    "number of "
  ],
  // Australian "P/code": the postcode.
  [/(?<![\p{L}])p\/code(?![\p{L}])/giu, "postcode"],
  // Greek "Παραγγ." (παραγγελία, the order), Swedish "Bokn.nr" (bokning, a booking), Colombian "Depto."
  // (departamento, the region), Hebrew "ת." before a noun (תאריך, the date).
  [/(?<![\p{L}])παραγγ\.?(?![\p{L}])/giu, "παραγγελία"],
  [/(?<![\p{L}])bokn\.?(?=nr|\s|$)/giu, "bokning "],
  [/(?<![\p{L}])depto\.?(?![\p{L}])/giu, "departamento"],
  // Marathi "क्र." (क्रमांक, a number: not कर, a tax), Hindi "मोबा." (मोबाइल), Azerbaijani "Val." (valyuta), English
  // "Avl." (available) and "Exch." (exchange).
  [/क्र\.(?!\p{L})/gu, "क्रमांक"],
  [/मोबा\.(?!\p{L})/gu, "मोबाइल"],
  [/(?<![\p{L}])val\.(?![\p{L}])/giu, "valyuta"],
  [/(?<![\p{L}])avl\.?(?![\p{L}])/giu, "available"],
  [/(?<![\p{L}])exch\.?(?![\p{L}])/giu, "exchange"],
  // Estonian "kuup." (kuupäev, the date), Lithuanian "Užsak." (užsakymas, the order), Spanish "Últ." (última), French
  // "fact." (facture) and "livr." (livraison), Venezuelan "Telf." (teléfono).
  [/(?<![\p{L}])kuup\.?(?![\p{L}])/giu, "kuupäev"],
  [/(?<![\p{L}])užsak\.?(?![\p{L}])/giu, "užsakymas"],
  [/(?<![\p{L}])últ\.(?![\p{L}])/giu, "última"],
  [/(?<![\p{L}])fact\.(?![\p{L}])/giu, "facture"],
  [/(?<![\p{L}])livr\.(?![\p{L}])/giu, "livraison"],
  [/(?<![\p{L}])telf\.?(?![\p{L}])/giu, "teléfono"],
  // German "bez. am" (bezahlt am: paid on; "Bez." alone is a Bezeichnung), Spanish "Uds. pend." (unidades pendientes).
  [/(?<![\p{L}])bez\.\s*am(?![\p{L}])/giu, "bezahlt am"],
  // German "Rechnungsempf." (Empfänger); Malay "Tkh" (tarikh, the date), before its phrases ("Tkh Akhir", the deadline).
  [/(?<=\p{L})empf\.(?![\p{L}])/giu, "empfänger"],
  [/(?<![\p{L}])tkh\.?(?![\p{L}])/giu, "tarikh"],
  // A price per measure or per thing sold ("Prys/kg", "Price per kg", "Prijs per stuk", "Цена за занятие"): a unit's
  // price.
  [
    /(?<![\p{L}])(?:price|prys|prijs|prix|preis|precio|preço|preco|prezzo|cena|pris|hinta|цена|ціна|стоимость)\s*(?:\/\s*(?:kg|g|gr|lb|lbs|oz|l|ltr|m|m2|stuk|stuks|stk|pc|pcs|piece|unit|un|ud|st|szt|ks|db|kpl)\.?|(?:per|pro|par|por|za|за)\s+\p{L}+\.?)(?![\p{L}])/giu,
    "unit price"
  ],
  // Nepali and Hindi "क्र.सं." (क्रम संख्या, the serial number), Marathi "अ.क्र.", Punjabi "ਲੜੀ ਨੰ.", Sinhala
  // "අනු අංකය", Bengali "ক্রমিক নং": a sheet's running number, as "No." is.
  [/(?:क्र\.?\s*सं\.?|अ\.\s*(?:क्रमांक|क्र\.?)|ਲੜੀ\s*ਨੰ\.?|අනු\s*අංකය|ক্রমিক\s*নং\.?)(?![\p{L}\p{M}])/gu, " number "],
  // A marketplace's "Svc Level" (its shipping's service level).
  [/(?<![\p{L}])svc\.?\s*level(?![\p{L}])/giu, "shipping service level"],
  // French "Service livraison" (the delivery's service).
  [/(?<![\p{L}])service\s+(?:de\s+)?livraison(?![\p{L}])/giu, "shipping service level"],
  [/(?<![\p{L}])(?:uds|piezas|pzas)\.?\s*pend\.?(?![\p{L}])/giu, "uds. pendientes"],
  // "Orig." (original), German "Rg." (Rechnung, the invoice), Dutch "afl." (aflevering, the delivery), Vietnamese
  // "Đ/c" (địa chỉ, the address).
  [/(?<![\p{L}])orig\.(?![\p{L}])/giu, "original"],
  [/(?<![\p{L}])rg\.(?![\p{L}])/giu, "rechnung"],
  [/(?<![\p{L}])afl\.(?![\p{L}])/giu, "aflevering"],
  [/(?<![\p{L}])đ\/c(?![\p{L}])/giu, "địa chỉ"],
  // French "rbt" (remboursement, a refund: "Date rbt").
  [/(?<![\p{L}])rbt\.?(?![\p{L}])/giu, "remboursement"],
  // Czech and Slovak "obj." (objednávka, the order: "Datum obj.", "Č. obj.").
  [/(?<![\p{L}])obj\.(?![\p{L}])/giu, "objednávka"],
  [/(?<![\p{L}])ת\.\s*(?=\p{L})/gu, "תאריך "],
  // Romanian "Nr. crt." (număr curent): the sheet's running row number, a bare number.
  [/(?<![\p{L}])nr\.?\s*crt\.?(?![\p{L}])/giu, "nr"],
  // Polish "Kod rabat." (rabatowy: a discount's code); English "Avail. On" (the day funds are available).
  [/(?<![\p{L}])rabat\.(?![\p{L}])/giu, "rabatowy"],
  [/(?<![\p{L}])avail\.?(?![\p{L}])/giu, "available"],
  [/(?<![\p{L}])vcto\.?(?![\p{L}])/giu, "vencimiento"],
  [/(?<![\p{L}])toim\.\s*/giu, "toimitus "],
  [/(?<![\p{L}])wa(?![\p{L}])/giu, "whatsapp"],
  // Vietnamese "Còn nợ" (still owed) and "Đã trả" (paid): their first words are stopwords elsewhere ("con", "da").
  [/(?<![\p{L}])còn\s+nợ(?![\p{L}])/giu, " balance "],
  [/(?<![\p{L}])đã\s+trả(?![\p{L}])/giu, " paid "],
  // French "opé." (opération, a transaction).
  [/(?<![\p{L}])op[ée]\.\s*/giu, "opération "],
  // Malay "Caj Pos": the postage charged, the shipping's fee.
  [/(?<![\p{L}])caj\s+pos(?![\p{L}])/giu, "shipping fee"],
  // "Art.-Nr.", "Cod. art.": an article (an item), as German, Italian and Spanish abbreviate it; "Art" alone is a kind.
  [/(?<![\p{L}])art\.(?=\s|$)/giu, "article"],
  [/(?<![\p{L}])c[óo]d\.(?=\s|$)/giu, "code"],
  // Portuguese "p/ " is "para" ("Prazo p/ Despachar"), not a slash between two names; a price "p/st" is per piece.
  [/(?<![\p{L}])p\/\s+/giu, "para "],
  // Vietnamese shops abbreviate: "Mã ĐH" (đơn hàng, the order), "Mã SP" and "Tên SP" (sản phẩm, the product), "Mã
  // KM" (khuyến mãi, a promotion), "TT thanh toán" (trạng thái, the status), "SL" (số lượng); "HT thanh toán" and
  // "HTTT" (hình thức thanh toán) are the payment's method.
  [/(?<![\p{L}])(mã\s+)đh(?![\p{L}])/giu, "$1đơn hàng"],
  [/(?<![\p{L}])((?:mã|tên|giá|loại|doanh\s+thu)\s+)sp(?![\p{L}])/giu, "$1sản phẩm"],
  // "Tổng đơn" (the order's total): đơn hàng, the order.
  [/(?<![\p{L}])(tổng\s+)đơn(?![\p{L}]|\s+(?:hàng|giá|vị))/giu, "$1đơn hàng"],
  // Indonesian "Tgl Pesan" (the day it was ordered): pesanan, the order, not a message.
  [/(?<![\p{L}])(tgl\.?|tanggal)\s+pesan(?![\p{L}])/giu, "$1 pesanan"],
  [/(?<![\p{L}])(mã\s+)km(?![\p{L}])/giu, "$1khuyến mãi"],
  [/(?<![\p{L}])tt(\s+thanh\s+toán)(?![\p{L}])/giu, "trạng thái$1"],
  [/(?<![\p{L}])(?:ht|hình\s+thức)\s+(?:thanh\s+toán|tt)(?![\p{L}])|(?<![\p{L}])httt(?![\p{L}])/giu, "payment method"],
  [/^\s*sl\.?\s*$/giu, "số lượng"],
  // Serbian and Macedonian "Бр." before an order or invoice is its number (број), "Пошт. бр." the postal code;
  // Icelandic "Síðustu 4" the last four digits.
  [/(?<![\p{L}])бр\.\s*(?=(?:поруџбин|порачк|фактур|нарачк|поръчк))/giu, "број "],
  // So is "Бр. на …", "Бр. за …" (the number of, for: "Бр. на нарачка", "Бр. за следење").
  [/(?<![\p{L}])бр\.\s*(?=(?:на|за)\s+\p{L})/giu, "број "],
  [/(?<![\p{L}])пошт\.\s*бр(?:\.|ој)?(?![\p{L}])/giu, "поштански број"],
  [/(?<![\p{L}])síðustu\s*(?:4|fjórir)(?![\p{L}\p{N}])/giu, " last 4 "],
  // Finnish "Kortin loppunumerot" (the card's closing digits).
  [/(?<![\p{L}])loppunumero(?:t|n)?(?![\p{L}])/giu, " last 4 "],
  // Spanish and Portuguese "Últ. 4 díg.", "Últimos 4 díg." and Sinhala "අවසන් ඉලක්කම් 4" (the last four digits).
  [/(?<![\p{L}])últ(?:\.|imos|imas|imo|ima)?\s*4\s*díg(?:\.|itos)?|අවසන්\s*ඉලක්කම්\s*4/giu, " last 4 "],
  // "Débito/Crédito", "Debit/Credit": which of the two a card is, its funding.
  [
    /(?<![\p{L}])(?:d[ée]bito[\s_/]+cr[ée]dito|cr[ée]dito[\s_/]+d[ée]bito|debit\s*\/\s*credit|credit\s*\/\s*debit)(?![\p{L}])/giu,
    "funding"
  ],
  // Egyptian Arabic "الأوردر" (the order) and "CN #" (a courier's consignment note, its tracking number).
  [/الأوردر|الاوردر|أوردر/gu, "الطلب"],
  [/^\s*cn\s*(?:#|no\.?|number)\s*$/giu, "tracking number"],
  // Malay "4 Digit Akhir" (the last four digits); Amharic "ቁ." (ቁጥር, number).
  [/(?<![\p{L}\p{N}])4\s*digit\s*akhir(?![\p{L}])|(?<![\p{L}])akhir\s*4\s*digit(?![\p{L}])/giu, " last 4 "],
  [/ቁ\./gu, " ቁጥር "],
  // Bulgarian and Russian "К-во" (количество, how many); Hebrew "ליח'" (ליחידה, per unit).
  [/(?<![\p{L}])к-во(?![\p{L}])/giu, "количество"],
  [/(?<![\p{L}])ליח['׳](?![\p{L}])/gu, "ליחידה"],
  // Polish "Kod poczt." (kod pocztowy, the postal code).
  [/(?<![\p{L}])kod\s+poczt\.?(?![\p{L}])/giu, "kod pocztowy"],
  // "B2B" written against a Chinese or Japanese word ("B2B订单"): a business's order.
  [/b2b(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/giu, "business "],
  // Japanese "プライム" is Amazon's Prime.
  [/プライム|برايم|프라임|פריים|ਪ੍ਰਾਈਮ|પ્રાઇમ|प्राइम/gu, " prime "],
  // Turkish "İl" (written with its dotted capital) is the province, "İlçe" the district.
  [/(?<![\p{L}])İl(?![\p{L}])/gu, "province"],
  // The way of paying, in the Romance languages ("Moyen de paiement", "Forma de pagamento", "Medio de pago"), is the
  // payment's method, as the one word is in Dutch or German.
  [
    /(?<![\p{L}])(?:forma|meio|medio|moyen|mode|modo|m[ée]todo|metodo|modalit[àa]|modalidad|modalidade)\s+(?:de|di|du|do)\s+(?:pagamento|pago|paiement|r[èe]glement)(?![\p{L}])/giu,
    "payment method"
  ],
  // A merchant's or external reference on a payment (Adyen's merchant reference, Mercado Pago's
  // EXTERNAL_REFERENCE, CyberSource's "Merchant Reference Number") is the merchant's own id of what was paid: its order.
  [
    /(?<![\p{L}])(?:merchant|external|extern[ae]?|händler)[\s_-]*(?:reference|ref)\.?(?![\p{L}])|(?<![\p{L}])r[ée]f[ée]rence[\s_-]+marchand(?![\p{L}])|(?<![\p{L}])refer[eê]ncia[\s_-]+extern[ao](?![\p{L}])|(?<![\p{L}])h[äa]ndlerreferenz(?![\p{L}])/giu,
    "merchant order reference"
  ],
  // A descriptor's name ("Descriptor Name") is the descriptor itself: the text on the buyer's statement.
  [/(?<![\p{L}])descriptor[\s_-]+name(?![\p{L}])/giu, "statement descriptor"],
  // Canada's taxes as French writes them: TPS is the GST, TVQ Quebec's QST, TVH the HST.
  [/(?<![\p{L}])tps(?![\p{L}])/giu, "GST"],
  [/(?<![\p{L}])tvq(?![\p{L}])/giu, "QST"],
  [/(?<![\p{L}])tvh(?![\p{L}])/giu, "HST"],
  // Who ships it ("Versand durch", "Fulfilled by", "Expédié par"): the order's fulfilment channel (Amazon or the
  // merchant).
  [
    /^\s*(?:versand durch|versendet durch|fulfilled by|fulfilment by|fulfillment by|expédié par|expedie par)\s*$/iu,
    "fulfillment channel"
  ],
  // A choice between fulfilment by Amazon and by the merchant ("配送方式(FBA/自發)", "Gestione (FBA/FBM)", "AFN/MFN",
  // "发货方式(AFN=FBA)") is the
  // order's fulfilment channel, whatever the words around it.
  [
    /^.*(?:(?<![\p{L}])(?:fb[am]|[am]fn)\s*[\/=]|[\/=]\s*(?:fb[am]|[am]fn)(?![\p{L}])).*$/isu,
    "fulfillment channel"
  ],
  // What is left to pay ("До сплати", "К оплате", "Do zapłaty") and the day to pay by ("Сплатити до").
  [/(?<![\p{L}])(?:до сплати|к оплате|do zapłaty|k úhradě|att betala)(?![\p{L}])/giu, "amount due"],
  [/(?<![\p{L}])(?:сплатити до|оплатить до|оплатити до|zapłacić do|zaplatit do)(?![\p{L}])/giu, "due date"],
  // Korean address parts written with slashes: 시/군/구 (city, county, district) is the city, 시/도 the province.
  [/시\s*\/\s*군\s*\/\s*구/gu, " city "],
  [/시\s*\/\s*도/gu, " province "],
  // A shipping's or logistics' service in Arabic and Chinese (خدمة الشحن, 物流服务) is how it ships.
  [/خدمة الشحن|خدمة التوصيل|物流服务|物流服務|配送服务|配送服務|配送サービス|配送サービス/gu, " shipping method "],
  // The same in Lithuanian and Maltese ("Siuntimo paslauga", "Servizz tal-Kunsinna"), and a shipping's level.
  [/(?<![\p{L}])(?:siuntimo paslauga|servizz tal-kunsinna|ship(?:ping)?\s+level)(?![\p{L}])/giu, " shipping method "],
  // Arabic "فئة الشحن" (the shipping's category), Turkish "Kargo Hizmeti" and Uzbek "Yetkazib berish xizmati" (the
  // shipping's service): its service level.
  [/فئة الشحن|(?<![\p{L}])(?:kargo hizmeti|yetkazib berish xizmati)(?![\p{L}])/giu, " shipping method "],
  // An expected delivery's window in Arabic: "من" (from) its earliest day, "إلى" (to) its latest.
  [/التوصيل المتوقع من/gu, " earliest delivery date "],
  [/التوصيل المتوقع إلى/gu, " latest delivery date "],
  // Vietnamese "TT giao hàng": the delivery's status (trạng thái), as "TT thanh toán" is the payment's.
  [/(?<![\p{L}])tt(?=\s+giao)/giu, "trạng thái"],
  // A rate written beside a tax ("KDV (%20)", "VAT 19%") says which rate the amount is at: no rate column.
  [/%\s*\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s*%/gu, " "],
  // German "enth. MwSt." (the VAT it contains), as "davon MwSt." says it.
  [/(?<![\p{L}])enth(?:\.|ält|alten[e]?)(?![\p{L}])/giu, "davon"],
  // The goods' amount of an order in Korean, Japanese and Chinese ("상품금액", "商品金額", "商品代金"): its subtotal, before
  // shipping.
  [/상품\s*금액|상품\s*합계|商品金額|商品金额|商品合計|商品合计|商品代金|商品小計|商品小计/gu, " subtotal "],
  // So is the goods' value ("Αξία προϊόντων", "Warenwert", "Valor dos produtos", "Giá trị hàng hóa", "Goods value").
  [
    new RegExp(
      "(?<![\\p{L}])(?:αξία\\s+προϊόντων|warenwert|valor\\s+dos\\s+produtos|valor\\s+da\\s+mercadoria|" +
        "valor\\s+de\\s+(?:la\\s+)?mercanc[ií]a|gi[áa]\\s+tr[ịi]\\s+h[àa]ng(?:\\s+h(?:óa|oá))?|ti[ềe]n\\s+h[àa]ng|" +
        "goods\\s+value|value\\s+of\\s+goods|merchandise\\s+value|warto[śs][ćc]\\s+towar[uów]*|hodnota\\s+zbo[žz][íi]|" +
        "valore\\s+(?:della\\s+)?merce)(?![\\p{L}])",
      "giu"
    ),
    " subtotal "
  ],
  // A dollar written with its country's letters ("HK$", "NT$", "R$", "NZ$"): a unit, no word of the name.
  [/(?<![\p{L}])(?:hk|nt|nz|au|us|ca|a|c|s|r)\$/giu, " "],
  // Danish and Norwegian "By" alone: the town.
  [/^\s*by\s*$/iu, "city"],
  // Russian "за ед." (per unit).
  [/(?<![\p{L}])за\s+ед\.?(?![\p{L}])/giu, " unit "],
  // Czech and Slovak "z toho DPH" (of which, the VAT).
  [/(?<![\p{L}])z\s+toho(?![\p{L}])/giu, "davon"],
  // A price per piece written "za ks" (Czech, Slovak), "за бр." (Bulgarian, Macedonian).
  [/(?<![\p{L}])(?:za\s+(?:ks|kus)|за\s+бр)\.?(?![\p{L}])/giu, " unit "],
  // Portuguese "Final do cartão" (the card's end): its last four digits.
  [/(?<![\p{L}])final\s+do\s+cart[ãa]o(?![\p{L}])/giu, "card last 4"],
  // A Stripe object named by its ids' prefix in parentheses ("Paiement (PI)", "Betaling (pi)"): a PaymentIntent, a
  // customer, a balance transaction.
  [/\(\s*pi\s*\)/giu, " payment intent "],
  [/\(\s*cus\s*\)/giu, " customer "],
  [/\(\s*txn\s*\)/giu, " balance transaction "],
  // Thai "4 ตัวท้าย" (the last four) and Vietnamese "Đơn vị VC" (đơn vị vận chuyển, the carrier).
  [/4\s*ตัวท้าย|ตัวท้าย\s*4/gu, " last 4 "],
  [/(?<![\p{L}])đơn\s+vị\s+vc(?![\p{L}])/giu, "ĐVVC"],
  // A British "O/S" (outstanding): what is still owed.
  [/(?<![\p{L}])o\/s(?![\p{L}])/giu, "outstanding"],
  // A card's number shown by its end ("PAN Suffix", "Account Suffix", "Card suffix"): its last four digits.
  [/(?<![\p{L}])(?:pan|account|card)[\s_-]*suffix(?![\p{L}])/giu, "card last 4"],
  // Italian "di cui IVA" (of which, the VAT) as German "davon MwSt." says it; "CUI" alone is a Romanian tax id.
  // Hungarian "ebből ÁFA" and Polish "w tym VAT" say it too.
  [/(?<![\p{L}])(?:di[\s_-]+cui|ebből|w\s+tym)(?![\p{L}])/giu, "davon"],
  // Slovenian "Št." (številka, a number) heading a name ("Št. naročila"); "Poštna št." is a phrase of its own.
  [/^\s*št\.?(?![\p{L}])/giu, " number "],
  // German "Best.-Nr." is the order's number ("Bestellnummer"), as "Art.-Nr." is an article's.
  [/(?<![\p{L}])best\.?[\s_-]*nr\.?(?![\p{L}])/giu, "Bestellnummer"],
  // Italian "Nr. invio" (the shipment's number) is the parcel's tracking number.
  [/(?<![\p{L}])(?:nr|n|num|numero)\.?[\s_-]*(?:di[\s_-]+)?invio(?![\p{L}])/giu, "tracking number"],
  // A shipping's service ("Shipping Service", "Ship Svc") is how it ships, as a marketplace's service level is.
  [/(?<![\p{L}])(ship|shipping|shipment|delivery)[\s_-]*(?:service|svc)(?![\p{L}])/giu, "$1 method"]
]

/**
 * What splitting words would lose, written out first: Hebrew abbreviates with a geresh ("מס'" is מספר, a number, where
 * "מס" alone is a tax); a price "/kom" is per unit; a date's format is no word of the name.
 */
/**
 * A period's bounds written with a preposition or verb at the end ("Période du", "Période au", "Zeitraum von",
 * "Jakso alkaa") are its start and its end, read in English as the paths name them.
 */
const periodWords = "period|période|periode|periodo|período|zeitraum|okres|období|obdobie|időszak|perioada|kausi|jakso"
const periodFrom = new RegExp(
  `(?:${periodWords})\\.?\\s+(?:from|du|von|desde|de|dal|da|od|van|fra|från|från och med|fr\\.o\\.m\\.?|alkaa)\\s*$`,
  "iu"
)
const periodTo = new RegExp(
  `(?:${periodWords})\\.?\\s+(?:to|au|bis|hasta|a|até|al|do|tot|til|till|till och med|t\\.o\\.m\\.?|päättyy)\\s*$`,
  "iu"
)

export const writeOutAbbreviations = (name: string): string =>
  lettersAbbreviated.reduce((written, [pattern, word]) => written.replace(pattern, word), name)
    .replace(/מס['׳](?![\p{L}])/gu, "מספר").replace(perPiece, " unit")
    .replace(dateFormat, (format) => /[hч]/iu.test(format) ? " time " : " ")
    .replace(periodFrom, "period start").replace(periodTo, "period end")

const tokensOf = (name: string, side: Side, keepFiller = true): Array<Token> => {
  const words = joinWords(splitWords(name, { keepAccents: true }).flatMap(segmentCjk))
  const meaningful = words.filter((word) => !isFiller(word, side))
  return (meaningful.length > 0 || !keepFiller ? meaningful : words)
    .map(expandAbbreviation)
    .flatMap(decompound)
    // A compound's part may be abbreviated too ("Transdag": the transaction's day).
    .map(expandAbbreviation)
    .map((word) => toToken(word, side))
    .flatMap((token) => {
      const phrase = phraseFor(token)
      return phrase === undefined ? [token] : tokensOf(phrase, side)
    })
    .filter((token, index, tokens) =>
      !saysItsHeadAgain(tokens[index - 1], token) && !numberOfPhone(token, tokens[index + 1])
    )
}

/**
 * A phone's number is the phone, a company's name the company: split compounds ("telefoon|nummer",
 * "bedrijfs|naam") read as the phrases do ("Phone Number", "Company Name").
 */
const saysItsHeadAgain = (before: Token | undefined, token: Token): boolean =>
  before !== undefined && token.concepts.length === 1 &&
  ((hasConcept(before, "phone") && hasConcept(token, "id")) ||
    (hasConcept(before, "company") && hasConcept(token, "name")))

/**
 * Words that stand for an English phrase, read as its words so they meet what the phrase meets: Amazon's ASIN is the
 * marketplace's id of the product; a word for "unit price" ("Stückpreis", "단가") is a unit's price; a deadline to ship
 * or deliver ("Ship By", "最晚出貨日") is the latest date to.
 */
const wordPhrases: Readonly<Record<string, string>> = {
  [paymentMethod]: "payment method",
  asin: "product id",
  // Amazon's fulfilment by Amazon or by the merchant: the order's fulfilment channel.
  fba: "fulfillment channel",
  fbm: "fulfillment channel",
  // Japanese points granted on a sale (Amazon's `PointsGranted`).
  付与ポイント: "points granted",
  // Korean 배송지 (where it is delivered): the shipping address.
  배송지: "shipping address",
  // Thai "บริการขนส่ง" (a carrier's service): the shipping's service level, as "Shipping Service" is.
  บริการขนส่ง: "shipping method",
  บริการจัดส่ง: "shipping method",
  // Brazil's "UF" (unidade federativa) is written as the state's code: "SP", "RJ".
  uf: "province code",
  // One word for "payment method" in Dutch, Afrikaans, German, the Nordic languages, Japanese, Chinese, Korean and Thai: read as
  // the English phrase, so the payment's method (`payment_method_details.type`) meets both its words.
  betaalmethode: "payment method",
  betaalwijze: "payment method",
  betaalmetode: "payment method",
  zahlungsart: "payment method",
  // German "Zahlstatus": the payment's status.
  zahlstatus: "payment status",
  zahlart: "payment method",
  zahlweise: "payment method",
  zahlungsweise: "payment method",
  zahlungsmethode: "payment method",
  betalningsmetod: "payment method",
  betalningssätt: "payment method",
  betalingsmetode: "payment method",
  betalingsmåte: "payment method",
  betalingsmåde: "payment method",
  maksutapa: "payment method",
  // Icelandic.
  greiðslumáti: "payment method",
  greiðsluleið: "payment method",
  支払方法: "payment method",
  決済方法: "payment method",
  支付方式: "payment method",
  付款方式: "payment method",
  결제수단: "payment method",
  결제방법: "payment method",
  วิธีชำระเงิน: "payment method",
  วิธีการชำระเงิน: "payment method",
  // Thai "the channel of paying".
  ช่องทางชำระ: "payment method",
  ช่องทางชำระเงิน: "payment method",
  ช่องทางการชำระเงิน: "payment method",
  // Icelandic "Kvittunarnr." (a receipt's number).
  kvittunarnr: "receipt number",
  kvittunarnúmer: "receipt number",
  // Chinese "運送等級" (the shipping's grade): its service level, the way it ships.
  運送等級: "shipping method",
  运送等级: "shipping method",
  配送等級: "shipping method",
  配送等级: "shipping method",
  // Dutch "Afleveradres": where it is delivered.
  afleveradres: "shipping address",
  // German "Versandart", "Versandweg": the way it ships.
  versandart: "shipping method",
  versandweg: "shipping method",
  // Chinese "取貨方式" (how the goods are collected: a store pickup, a delivery): the way it ships.
  取貨方式: "shipping method",
  取货方式: "shipping method",
  // Icelandic "Sendingarmáti": the shipping's method (its "máti" alone would be read in Italian "stimati").
  sendingarmáti: "shipping method",
  afhendingarmáti: "shipping method"
}
const conceptPhrases: Readonly<Record<string, string>> = {
  unitprice: "unit price",
  shipby: "latest ship date",
  deliverby: "latest delivery date"
}
/** Keyed as tokens hold their words (Hangul decomposed by the accent stripping, for one). */
const phraseOfWord = new Map(Object.entries(wordPhrases).map(([word, phrase]) => [stem(stripAccents(word)), phrase]))
const phraseFor = (token: Token): string | undefined =>
  phraseOfWord.get(token.word) ??
    token.concepts.map((entry) => conceptPhrases[entry.id]).find((phrase) => phrase !== undefined)

/** "No Telp", "Nr tel.": the number of a phone, written before it, is the phone. */
const numberOfPhone = (token: Token, next: Token | undefined): boolean =>
  next !== undefined && token.concepts.length === 1 && hasConcept(token, "id") && hasConcept(next, "phone")

/** "Email (Billing)" → "Email" and "(Billing)"; "Country/Region" → "Country" and "/Region". */
const qualifiedParts = (written: string): { main: string; qualifiers: string; alternatives: string } => {
  // Chinese and Japanese headers write parentheses full-width: "商家实收（元）". A currency after a comma or a space at
  // the end ("Сума, грн", "Сумма, руб.", "Doprava Kč") is the unit in parentheses.
  const name = written.replace(/（/g, "(").replace(/）/g, ")")
    .replace(/(?<=\S)[,\s]\s*([^\s,()]+)\s*$/u, (whole, unit: string) => isCurrencyUnit(unit) ? ` (${unit})` : whole)
  const inParentheses = [...name.matchAll(/\(([^)]*)\)/g)].map((match) => match[1])
  const outside = name.replace(/\([^)]*\)/g, " ")
  const [first, ...alternatives] = outside.split("/")
  return { main: first, qualifiers: inParentheses.join(" "), alternatives: alternatives.join(" ") }
}

/** Names recur across requests (API keys, header rows); their tokens are computed once, up to a bound. */
const cacheLimit = 20_000
const cache = new Map<string, ReadonlyArray<Token>>()

/** The tokens of one name (a destination field name or one path segment). */
export const tokenizeName = (name: string, side: Side): ReadonlyArray<Token> => {
  const key = `${side}\u0000${name}`
  const known = cache.get(key)
  if (known !== undefined) return known
  const tokens = tokenizeUncached(name, side)
  if (cache.size >= cacheLimit) cache.clear()
  cache.set(key, tokens)
  return tokens
}

const qualifierShare = 0.5
/** Qualifiers of this many words and more are sentences, not qualifiers. */
const instructionWords = 8

const tokenizeUncached = (written: string, side: Side): ReadonlyArray<Token> => {
  if (side === "source") return tokensOf(written, side)
  const name = writeOutAbbreviations(written)
  // A name that is only how it counts tax ("Excl GST", "לפני מע״מ", "TTC") is the amount counted so.
  const counted = withoutTaxCounting(name)
  const amountOnly = splitWords(counted).length === 0 && taxCountingOf(name) !== undefined
  const { main, qualifiers, alternatives } = qualifiedParts(withoutDiscountCounting(amountOnly ? "amount" : counted))
  const mainTokens = tokensOf(main, side)
  // A name that is all qualifier ("(Link)") keeps its words as the name.
  if (mainTokens.length === 0 || splitWords(main).length === 0) return tokensOf(name.replace(/[()/]/g, " "), side)
  // A plural mark ("Produit(s)") or other filler qualifies nothing. A long qualifier spelling out a format
  // ("Address (province + city + street + number)") weighs no more than half the name it qualifies.
  // A sentence in parentheses ("required when you choose partial delivery and cash on delivery") instructs whoever
  // fills the sheet; it says nothing of what the column holds.
  // A currency written in mixed case ("(KSh)", "(RM)") is one unit, not the words its case would split it into.
  const unitOnly = isCurrencyUnit(qualifiers.trim())
  const qualifierTokens = [
    ...(splitWords(qualifiers).length >= instructionWords || unitOnly ? [] : tokensOf(qualifiers, side, false)),
    // Only the first word after the slash stands for the word before it: the rest ("centro/subcentro de costos") are
    // said of both.
    ...tokensOf(alternatives, side, false).map((token, at) => at === 0 ? { ...token, alternative: true } : token)
  ].map((token) => measureUnits.has(token.word) || isCurrencyUnit(token.word) ? { ...token, weight: 0 } : token)
  // A name in words the lexicon does not read, translated in its brackets ("Kasa (Country)", "Ezisalayo (unshipped)"):
  // the translation says what the column is. Not a list of choices ("Fiets (merk/type)"), nor an id or a name of an
  // unread thing ("性別(ID)"), nor a letter or two ("氏(配送先)").
  const translated = tokensOf(qualifiers, side)
  const saysWhat = translated.some((token) =>
    token.concepts.some((entry) => entry.role === "attribute" && !["id", "name", "title", "type"].includes(entry.id))
  )
  if (
    alternatives.trim() === "" && !qualifiers.includes("/") && !unitOnly &&
    splitWords(qualifiers).length < instructionWords && splitWords(main).join("").length >= 3 &&
    mainTokens.every((token) => token.concepts.length === 0) && saysWhat
  ) return translated
  const weightOf = (tokens: ReadonlyArray<Token>) => tokens.reduce((sum, token) => sum + token.weight, 0)
  const scale = Math.min(
    1,
    (qualifierShare * weightOf(mainTokens)) / Math.max(weightOf(qualifierTokens), Number.EPSILON)
  )
  // Two words of one family ("Tỉnh/Thành Phố", "Country/Region") name a place's levels, not one thing twice; a
  // letter or two each side ("A/C") are an abbreviation.
  const last = mainTokens[mainTokens.length - 1]
  const alternative = qualifierTokens.find((token) => token.alternative === true)
  const word = (part: string | undefined) => (part ?? "").length > 2
  const eitherOr = alternative !== undefined && word(splitWords(main).at(-1)) && word(splitWords(alternatives)[0]) &&
    !alternative.concepts.some((entry) => last.concepts.some((other) => other.family === entry.family))
  return [
    ...mainTokens.map((token) => token === last && eitherOr ? { ...token, eitherOr: true } : token),
    ...qualifierTokens.map((token) => ({ ...token, weight: token.weight * scale, optional: true }))
  ]
}

export interface PathTokens {
  /** Tokens of the last named segment: what the value is. */
  readonly leaf: ReadonlyArray<Token>
  /** Tokens of the nearest enclosing segment: whose value it is. */
  readonly parent: ReadonlyArray<Token>
  /** Tokens of the segment above that. */
  readonly grandparent: ReadonlyArray<Token>
  /** A top-level key: a field of the record itself (the order, the invoice). */
  readonly root: boolean
}

const isWeak = (token: Token): boolean => token.concepts.some((entry) => entry.id === "weak")

/** Containers in API paths (`lines.data.0`): no meaning of their own. */
const isContainer = (segment: string): boolean => splitWords(segment).every((word) => sourceFiller.has(word))

/** `lines.0`: a list of lines holds line items. */
const lineItems = tokensOf("line item", "source")
const isLine = (tokens: ReadonlyArray<Token>): boolean => tokens.length === 1 && tokens[0].word === "line"

/**
 * A document's one address of its party (an invoice's `customer_address`) is where it is billed: the shipping
 * address has a key of its own (`customer_shipping`).
 */
const billingAddress = tokensOf("billing address", "source")
const isPartyAddress = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.length === 2 && isParty(tokens[0]) && tokens[1].concepts.some((entry) => entry.id === "address")

/** A fulfilment is created when its parcel leaves: its `created_at` is the day it shipped. */
const shipped = tokensOf("shipped", "source")
const isShipping = (leaf: ReadonlyArray<Token>, parent: ReadonlyArray<Token>): boolean =>
  parent.some((token) => hasConcept(token, "fulfillment")) &&
  leaf.some((token) => hasConcept(token, "created")) &&
  leaf.every((token) => hasConcept(token, "created") || hasConcept(token, "at"))

/** A card's instalment plan counts its instalments: Stripe's `installments.plan.count` is how many there are. */
const installments = tokensOf("installments", "source")
const countsInstallments = (path: string): boolean => /(^|\.)installments\.plan\.count$/.test(path)

export const tokenizePath = (path: string): PathTokens => {
  const segments = path.split(".").filter((segment) => !isContainer(segment))
  const named = segments
    .map((segment, index) => ({ segment, list: /^\d+$/.test(segments[index + 1] ?? "") }))
    .filter(({ segment }) => !/^\d+$/.test(segment))
  const segment = (fromEnd: number): ReadonlyArray<Token> => {
    const entry = named[named.length - 1 - fromEnd]
    if (entry === undefined) return []
    const tokens = tokenizeName(entry.segment, "source")
    if (isPartyAddress(tokens)) return billingAddress
    return entry.list && isLine(tokens) ? lineItems : tokens
  }
  const leaf = segment(0)
  // `address.line1`: a leaf of weak words only is a part of its parent, named by it.
  if (named.length > 1 && leaf.every(isWeak)) {
    return { leaf: [...segment(1), ...leaf], parent: segment(2), grandparent: segment(3), root: false }
  }
  const parent = segment(1)
  return {
    leaf: isShipping(leaf, parent) ? shipped : countsInstallments(path) ? installments : leaf,
    parent,
    grandparent: segment(2),
    root: named.length === 1
  }
}

const isPlace = (token: Token): boolean =>
  token.concepts.some((entry) =>
    entry.family === "address" || entry.id === "shipping" || entry.id === "recipient" || entry.id === "billing"
  )

/** A buyer or a seller: a person or business, who lives somewhere. */
const isParty = (token: Token): boolean =>
  token.concepts.some((entry) => entry.role === "entity" && entry.family === "party" && entry.id !== "account")

/**
 * Words with two senses ("state": a status or a region) take the one their
 * neighbours point to: beside an address, a shipping or billing word it is
 * the region, otherwise the status; "rate" beside an item or a shipping is its price,
 * unless a tax or fee word makes it their rate, otherwise a percentage. In a
 * column's name a party's state ("Buyer State") is where they live too — a
 * sales export has no buyer status — while in a path (`customer.state`,
 * "enabled") it stays the record's status, so `partyIsPlace` is for column
 * names only. `statusOf` says the name reads "status of …" ("Estado del
 * envío", "État de la livraison"): the shipment's status, not a region.
 */
export const settleSenses = (
  tokens: ReadonlyArray<Token>,
  context: ReadonlyArray<Token>,
  options: { readonly partyIsPlace?: boolean; readonly statusOf?: boolean; readonly priced?: boolean } = {}
): ReadonlyArray<Token> => {
  const place = options.statusOf !== true &&
    context.some((token) =>
      (isPlace(token) || (options.partyIsPlace === true && isParty(token))) &&
      !token.concepts.some((entry) => entry.family === "status")
    )
  // A tax's or fee's rate ("Item Tax rate (%)") is a percentage even beside an item; a word that is itself a fee or
  // a rate (Portuguese "taxa") is levied by no other word.
  const leviedBeside = (word: Token) =>
    context.some((token) => token !== word && token.concepts.some((entry) => entry.id === "tax" || entry.id === "fee"))
  // A shipping's rate ("Shipping rate", "Delivery rate") is what the shipping costs, as an item's is its price.
  // So is a rate written in a currency ("Rate (₹)", "Taxa Stripe (R$)").
  const priced = options.priced === true ||
    context.some((token) => token.concepts.some((entry) => entry.id === "product" || entry.id === "shipping"))
  return tokens.map((token) => {
    const item = priced && !leviedBeside(token)
    const families = new Set(token.concepts.map((entry) => entry.family))
    if (families.has("status") && families.has("address")) {
      return { ...token, concepts: token.concepts.filter((entry) => (entry.family === "address") === place) }
    }
    // "Rate": an item's or unit's rate is its price; otherwise (or a tax's) a percentage.
    if (families.has("money") && families.has("rate")) {
      return { ...token, concepts: token.concepts.filter((entry) => (entry.family === "money") === item) }
    }
    return token
  })
}
