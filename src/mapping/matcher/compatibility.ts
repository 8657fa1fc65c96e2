/**
 * Pairs a careful person would never make, refused whatever their names
 * share, and the doubts that lower a pair's score without refusing it.
 *
 * Refused:
 * - values whose kind cannot fill the column (a timestamp for a code, an
 *   e-mail for a name, an amount for a date);
 * - an id of another object: Stripe-style ids carry their object in their
 *   prefix (`ch_` charge, `in_` invoice, `cus_` customer, …) or by the word
 *   before "id" (`SellerOrderId` is an order's, not the seller's);
 * - another party's or thing's field: the product's name is not the
 *   shipping address's name, billing is not shipping, the payment's method
 *   is not the shipping's, a thing's name is not a person's;
 * - an order-level total for an item's or unit's price;
 * - amounts for counts and counts for amounts, money of one kind for another
 *   (a discount for a tax);
 * - a code or an id for a name, a name for a code, a name for a type;
 * - a date named for a payment or an invoice that the path does not name;
 * - a link for what the page it leads to shows (`order_status_url` for "Order Status");
 * - numbered fields of another number ("Address 2" is not `address1`);
 * - whether a tax applies (`tax_exempt`) for the tax or its type;
 * - a thing's type (`AddressType`) for the thing;
 * - a rate (`tax_rate`, `tax_lines.0.rate`) for what it is the rate of;
 * - another date (`due_date`) for a bare "Date";
 * - a field whose own words (fee, tax, dispute, converted, …) the path does
 *   not carry at all.
 * Doubted: a path with no value in any sample, a path nested under
 * something the field does not ask for (`transfer_data.amount` for "Amount"),
 * and a billing address for a bare address column beside its shipping twin.
 */
import { isCurrencyUnit } from "../currency.js"
import { editDistance } from "../edit-distance.js"
import { transliterate } from "../transliterate.js"
import { splitWords, stripAccents } from "../words.js"
import { attemptWords, objectsOfPrefix } from "./id-objects.js"
import { codeWords, numberWords, originalWords } from "./lexicon.js"
import { aggregateWords, isAggregate, priceWords } from "./money-words.js"
import { isMetInPath, isWanted, type NameEvidence, tokenSimilarity } from "./name-score.js"
import type { DestinationProfile, SourceProfile } from "./profiles.js"
import { countsTax, taxCountingOf } from "./tax-inclusion.js"
import { type Token, tokenizeName, writeOutAbbreviations } from "./tokenize.js"
import { inPerCent } from "./transform-rules.js"
import { bareNumber, declaresNumber, declaresSelect, declaresText } from "./type-score.js"

/** Agreement at or below this means the values cannot be what the column holds. */
const incompatible = -0.5

/** The words of the segments that hold the value's key: whose value it is. */
const enclosingTokens = (source: SourceProfile): ReadonlyArray<Token> => [
  ...source.tokens.parent,
  ...source.tokens.grandparent
]
/** The words of a source path: its key, then the keys it is nested under. */
const pathTokens = (source: SourceProfile): ReadonlyArray<Token> => [...source.tokens.leaf, ...enclosingTokens(source)]

/** More than this share of the field's meaningful words unmet: the path is about something else. */
const maxUnmet = 0.4
/** An empty path costs little when its name is the field's own, more the more words it adds. */
const emptyPenalty = 0.04
const emptyDoubt = 0.6
/** Path words the field asks for, at or above which an empty path is as good as a filled one. */
const wellNamed = 0.75
/** An empty path beside a filled one of the same name (`customer.note` and `note`). */
const filledTwinPenalty = 0.25
/** A nested path named like a top-level key (`customer.id`, `source.created`): the top-level one is the record's. */
const shadowedPenalty = 0.1
const foreignParentPenalty = 0.1

const has = (tokens: ReadonlyArray<Token>, id: string): boolean =>
  tokens.some((token) => token.concepts.some((entry) => entry.id === id))
const hasFamily = (tokens: ReadonlyArray<Token>, family: string): boolean =>
  tokens.some((token) => token.concepts.some((entry) => entry.family === family && entry.role === "attribute"))
const own = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> => tokens.filter((token) => token.recordType !== true)

/** Objects a field name can ask the id of. "Order" has no prefix: processors' ids often serve as order ids. */
const namedObjects = [
  "payment",
  "invoice",
  "customer",
  "product",
  "card",
  "account",
  "refund",
  "dispute",
  "method",
  "session"
]

/** Words naming an object no concept stands for: a payment's intent, and its attempt, which a charge is. */
const objectWords = ["intent", "attempt"]

const objectsNamed = (tokens: ReadonlyArray<Token>): ReadonlyArray<string> => [
  ...namedObjects.filter((id) => has(tokens, id)),
  ...objectWords.filter((word) =>
    tokens.some((token) => token.word === word || (word === "attempt" && attemptWords.has(token.word)))
  )
]

/** The objects a field asks for: a qualifier ("Customer" in "Customer Order No") says whose, not what. */
const objectsAskedFor = (tokens: ReadonlyArray<Token>): ReadonlyArray<string> =>
  objectsNamed(tokens.filter((token) => token.optional !== true))

export const isIdWord = (token: Token): boolean => token.concepts.some((entry) => entry.id === "id")
const isCodeWord = (token: Token): boolean => codeWords.has(token.word) || isIdWord(token)

/**
 * The objects whose id the path holds: from the ids' prefix, or an id key
 * under an object (`customer.id` is the customer's id, whatever its values).
 */
const objectsHeld = (source: SourceProfile): ReadonlyArray<string> | undefined => {
  const prefix = source.flat.idPrefix
  if (prefix !== undefined) return objectsOfPrefix(prefix)
  if (source.tokens.parent.length === 0 || !source.tokens.leaf.every(isIdWord)) return undefined
  const owners = objectsNamed(source.tokens.parent)
  return owners.length > 0 ? owners : undefined
}

const otherObjectsId = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const held = objectsHeld(source)
  const named = objectsAskedFor(destination.tokens)
  if (held === undefined || named.length === 0) return false
  // "PaymentIntent ID" asks for the intent: a charge is a payment, but not that one.
  if (named.includes("intent")) return !held.includes("intent")
  // "Charge ID" asks for the attempt: an intent is a payment, but not a charge.
  if (named.includes("attempt")) return !held.includes("attempt")
  return !named.some((id) => held.includes(id))
}

const namesObject = (token: Token): boolean =>
  token.concepts.some((entry) => entry.role === "entity" || entry.role === "context")

/**
 * An id key says whose id it is by the word just before "id" or "number": `SellerOrderId` is an order's id (the
 * seller's reference for it), not the seller's, and `receipt_number` is the receipt's, not the payment's. A field
 * asking for the id or code of a party, thing or record ("Seller ID", "Payment ID", "ご依頼主コード": the sender's
 * code) is not met by it unless it asks for that object too. The owner is a known object or a word the lexicon does
 * not know (a receipt, a checkout); a known attribute before the id ("tracking number") is the id's kind, not its
 * owner.
 */
const idOfAnotherByName = (destination: DestinationProfile, source: SourceProfile): boolean => {
  // A Checkout Session's `client_reference_id` is the merchant's reference for its order as much as its client's.
  if (source.flat.path === "client_reference_id") return false
  const leaf = source.tokens.leaf
  const at = leaf.findIndex(isIdWord)
  if (at <= 0 || !destination.tokens.some(isCodeWord) || !destination.tokens.some(namesObject)) return false
  const owner = leaf[at - 1]
  return (namesObject(owner) || owner.concepts.length === 0) && !isWanted(owner, destination.tokens)
}

/**
 * The kind of number a key names before its "number" (`tracking_number`, `phone_number`) is what it numbers: an
 * "Order Number" is not a tracking number. Only a field that asks for that kind takes it.
 */
const anotherKindOfNumber = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const leaf = source.tokens.leaf
  const at = leaf.findIndex(isIdWord)
  if (at <= 0 || !destination.tokens.some(isIdWord)) return false
  const kind = leaf[at - 1]
  return isAttribute(kind) && !isIdWord(kind) && !isWanted(kind, destination.tokens)
}

/**
 * A customer's reference ("Customer Ref No", "Kundenreferenz", "Customer Reference ID") is one the customer gives the
 * sale (a purchase order's number, a remittance reference) or the merchant's own code for them, never the id a
 * processor gave its customer object (`cus_…`, `customer.id`). A gateway's "Shopper Reference" is the id the shop
 * keeps for its shopper, which a processor's customer id is.
 */
const referenceWords = new Set([
  "reference",
  "referenz",
  "referencia",
  "referenca",
  "riferimento",
  "referentie",
  "referens",
  "referanse",
  "referencja",
  "referans",
  "viite"
])
const customersReference = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "customer") && !destination.tokens.some((token) => token.word === "shopper") &&
  destination.tokens.some((token) => referenceWords.has(token.word)) && (objectsHeld(source) ?? []).includes("customer")

/**
 * A message or a note ("Message", "Nachricht", "Melding", "Qeyd" on their own; a message word is a note's too) is
 * text written for someone: the sale's description or note. A reason's code (`billing_reason`: "manual",
 * "subscription_cycle") or a failure's message says why a thing happened, in the processor's words, and is no such
 * message.
 */
const reasonForMessage = (destination: DestinationProfile, source: SourceProfile): boolean =>
  destination.tokens.length > 0 && destination.tokens.every((token) => has([token], "note")) &&
  source.tokens.leaf.some((token) => (has([token], "reason") && !has([token], "note")) || has([token], "failure"))

/** Words a same-object id meets by its prefix: the object's name and "ID". */
export const metByObjectsId = (token: Token): boolean =>
  isIdWord(token) || objectWords.includes(token.word) || attemptWords.has(token.word) ||
  namedObjects.some((id) => has([token], id))

/** The path's ids are of the very object the field names ("Invoice ID" and `in_…` values). */
export const sameObjectsId = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const held = source.flat.idPrefix === undefined ? undefined : objectsOfPrefix(source.flat.idPrefix)
  // The record's own type is not evidence: "Invoice Number" in an invoice table is its number, not its id.
  const named = objectsAskedFor(own(destination.tokens))
  return (
    held !== undefined &&
    destination.expected === "identifier" &&
    named.length > 0 &&
    named.every((id) => held.includes(id))
  )
}

/** Parties and things that are never each other's. */
const conflicting: Readonly<Record<string, ReadonlyArray<string>>> = {
  product: ["customer", "shipping", "recipient", "billing", "merchant", "shipfrom"],
  // Where the goods go is neither where they were billed nor where they leave from (the seller's warehouse).
  shipping: ["billing", "product", "shipfrom"],
  recipient: ["billing", "product", "shipfrom"],
  billing: ["shipping", "recipient", "product", "shipfrom"],
  merchant: ["customer", "product", "shipfrom"],
  customer: ["merchant", "shipfrom"],
  shipfrom: ["customer", "shipping", "recipient", "billing", "product"]
}

const entitiesOf = (tokens: ReadonlyArray<Token>): ReadonlySet<string> =>
  new Set(tokens.flatMap((token) => token.concepts.filter((entry) => entry.role === "entity").map((entry) => entry.id)))

/** Where a shipment leaves from is the seller's own place: only a column that asks for it takes it. */
const unaskedShipFrom = (destination: DestinationProfile, source: SourceProfile): boolean =>
  entitiesOf(pathTokens(source)).has("shipfrom") && !entitiesOf(destination.tokens).has("shipfrom")

const anotherEntity = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const path = entitiesOf(pathTokens(source))
  return [...entitiesOf(own(destination.tokens))].some(
    (wanted) => !path.has(wanted) && (conflicting[wanted] ?? []).some((other) => path.has(other))
  )
}

/** An item's or unit's price is not the order's total (a line's own total is still the line's). */
const totalForItem = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(own(destination.tokens), "product") &&
  !destination.tokens.some(isAggregate) &&
  source.tokens.leaf.some(isAggregate) &&
  !has(enclosingTokens(source), "product")

/** A price per unit is not a total, not even a line's ("Item Total" and `price.unit_amount`). */
const unitWords = new Set(["unit", "each", "einzelpreis", "unitaire", "unitario", "unitário", "stuk"])
const unitForTotal = (destination: DestinationProfile, source: SourceProfile): boolean =>
  destination.tokens.some(isAggregate) && !destination.tokens.some((token) => unitWords.has(token.word)) &&
  source.tokens.leaf.some((token) => unitWords.has(token.word))
/** Nor is a line's amount beside its quantity (3 × 60 € = 180 €) the price of one ("Prix unitaire HT"). */
const totalForUnit = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.lineTotal === true && destination.tokens.some((token) => unitWords.has(token.word))

/**
 * A name column that says more than "Name" ("Full Name", "Nama Penuh", "Customer Name", or one word for a person's full
 * name: "Ονοματεπώνυμο", "ФИО", "氏名") names a person or a business: values without a single letter (a shop's order
 * name "#1021") name neither. A bare "Name" may be the order's.
 */
const letter = /\p{L}/u
const fullNameWords = new Set(
  ["ονοματεπώνυμο", "фио", "піб", "氏名", "姓名", "성명", "fullname", "adsoyad", "imięinazwisko"].map(stripAccents)
)
const saysMoreThanName = (name: string): boolean =>
  splitWords(name).length > 1 || fullNameWords.has(stripAccents(splitWords(name).join("")))
const codeForPersonsName = (destination: DestinationProfile, source: SourceProfile): boolean =>
  destination.expected === "name" && saysMoreThanName(destination.field.name) &&
  source.flat.samples.some((value) => typeof value === "string" && value !== "") &&
  source.flat.samples.every((value) => typeof value !== "string" || !letter.test(value))

/**
 * Without the words that qualify and change nothing ("Цена розничная": the retail price, a price), nor the currency
 * an amount is written in ("Price (USD)", "Qiymət (AZN)").
 */
const unqualified = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> =>
  tokens.filter((token) => !has([token], "qualifier") && !(token.optional === true && isCurrencyUnit(token.word)))

/**
 * A bare "Price" (or what an item sold for) is what one item costs: an order's total (`OrderTotal.Amount`, `total_price`) is not it, nor, where
 * the records list their items, any amount of the sale itself (an invoice's `amount_shipping` or `amount_due`) or a
 * line's amount beside its quantity.
 */
const isPriceWord = (token: Token): boolean => priceWords.has(token.word) || has([token], "soldfor")
const priceForTotal = (destination: DestinationProfile, source: SourceProfile): boolean => {
  // A gross or net price ("Preis brutto", "Prix net") is still one item's price.
  const said = unqualified(destination.tokens).filter((token) => !grossOrNetWords.has(token.word))
  return said.length === 1 && isPriceWord(said[0]) &&
    ([...source.tokens.leaf, ...source.tokens.parent].some(isAggregate) || source.outsideItems === true ||
      source.lineTotal === true)
}

/**
 * What a line comes to is a line's own amount beside its quantity (`lines.data.0.amount`): not the sale's amount, one
 * unit's price (`line_items.0.price`) or another amount of the line (`line_items.0.total_discount_set…amount`).
 */
const lineAmountOfAnother = (destination: DestinationProfile, source: SourceProfile): boolean =>
  destination.lineAmount === true && source.lineTotal !== true

const isPlainWord = (token: Token): boolean =>
  token.recordType !== true && !token.concepts.some((entry) => entry.role === "entity" || entry.role === "weak")

/**
 * A flag says yes or no about what all its words name: `livemode` is whether the mode is live, not the
 * "Mode"; `buyer_accepts_marketing` is "Accepts Marketing".
 */
const flagForValue = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.flat.kind === "boolean" && destination.expected !== "boolean" &&
  (source.tokens.leaf.some((token) => isPlainWord(token) && !isWanted(token, destination.tokens)) ||
    // Nor for a column whose words the lexicon does not know, unless the flag says them: "Prime" is `IsPrime`,
    // but "IBAN" and `IsIBA` share only letters.
    (destination.tokens.every((token) => token.concepts.length === 0) &&
      !destination.tokens.every((token) => source.tokens.leaf.some((offered) => offered.word === token.word))))

/**
 * A weight in kilograms ("중량(kg)", "Gewicht in kg", "وزن (کلو)", "ತೂಕ (ಕೆಜಿ)") is not filled by one in grams: a key
 * that says grams, a weight of records that weigh in grams elsewhere (Shopify's `total_weight` beside its lines'
 * `grams`), or whole numbers reaching a hundred would write 1200 kg for a parcel of 1.2 kg.
 */
const kilograms = new RegExp(
  "(?<![\\p{L}])(?:" +
    "kg|kgs|kilos?|kilograms?|kilogramm|kilogrammes?|kilogramos?|quilos?|кг|кило|кілограм|килограмм|κιλά|" +
    "公斤|千克|キロ|킬로그램|กิโลกรัม|กก|" +
    "کلو|کلوگرام|کیلو|کیلوگرم|किलो|किग्रा|किलोग्राम|કિલો|કિગ્રા|கிலோ|కిలో|কেজি|কিলো|" +
    "ಕೆಜಿ|ಕಿಲೋ|ಕಿಲೋಗ್ರಾಂ|ಕಿ\\.ಗ್ರಾಂ|കിലോ|കിലോഗ്രാം|കി\\.ഗ്രാം|ਕਿਲੋ|ਕਿਲੋਗ੍ਰਾਮ|ਕਿ\\.ਗ੍ਰਾ" +
    ")(?![\\p{L}])",
  "iu"
)
const inGrams = (source: SourceProfile): boolean => {
  const numbers = source.flat.samples.filter((sample): sample is number => typeof sample === "number")
  return source.tokens.leaf.some((token) => token.word.startsWith("gram")) || source.weighsInGrams === true ||
    (numbers.every(Number.isInteger) && numbers.some((value) => value >= 100))
}
/**
 * A carrier's label import (it names the sender) weighs the parcel in kilograms even when its column does not say
 * so ("Gewicht", "Greutate", "waga"): a parcel's weight there, one naming no item, is not filled by grams either.
 */
const parcelWeight = (destination: DestinationProfile): boolean =>
  destination.labelSheet === true && !has(destination.tokens, "product")
/**
 * A weight in grams for a column that names no unit ("Weight", "Poids"): a carrier's sheet often wants kilograms, so
 * the pair is proposed for the merchant to check.
 */
const grams =
  /(?<![\p{L}])(?:g|gr|grs|gram|grams|gramm|gramme|grammes|gramos|gramas|grammi|gramy|gramů|граммы?|克|グラム|그램|กรัม)(?![\p{L}])/iu
export const weightUnitUnsaid = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "weight") && inGrams(source) && !kilograms.test(destination.field.name) &&
  !grams.test(destination.field.name)
const gramsForKilograms = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "weight") && (kilograms.test(destination.field.name) || parcelWeight(destination)) &&
  inGrams(source)

/**
 * A link's value is the link, not what its other words name: `order_status_url` is the page that shows the
 * status, not the "Order Status"; only a field that asks for a link (by its words or its type) takes it.
 */
const linkForValue = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.flat.kind === "url" && destination.expected !== "url" && !has(destination.tokens, "url") &&
  source.tokens.leaf.some((token) => has([token], "url"))

/**
 * A field that names a party or thing and no attribute of it ("Account Code") is not met by one of its other
 * attributes (`account_country`); its id or name will do.
 */
const attributeOfBareEntity = (destination: DestinationProfile, source: SourceProfile): boolean => {
  // Words the lexicon does not know ("Unshipped", "Attempts") may well name the attribute.
  const namesAttribute = destination.tokens.some(isPlainWord)
  const otherAttributes = source.tokens.leaf.filter((token) =>
    token.concepts.some((entry) => entry.role === "attribute" && entry.family !== "id" && entry.family !== "name") &&
    !isWanted(token, destination.tokens)
  )
  return !namesAttribute && otherAttributes.length > 0
}

/**
 * A column that names a date or a time ("Waktu Pesanan Dibatalkan", "Cancel time") is not met by values that are
 * no moment: a reason, a flag, an e-mail.
 */
const noMoment = new Set(["boolean", "boolean_string", "email", "url", "currency_code", "person_name"])
const dateForNoDate = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "date") && source.flat.filled > 0 &&
  // Unless the merchant keeps the day in words under the column's own name ("Lesson Day", `metadata.lesson_day`:
  // "Tuesday") and the sheet asks for no date type: none, text or a list of its days ("Afleweringsdag").
  !((destination.field.type === undefined || declaresText(destination.field.type) ||
    declaresSelect(destination.field.type)) && spelledAsOwnKey(destination, source)) &&
  (noMoment.has(source.flat.kind) || (source.flat.kind === "text" && !source.flat.samples.some(hasDigit)))
const hasDigit = (value: unknown): boolean => typeof value === "string" && /\d/.test(value)

/** Counts or amounts of only some (`NumberOfItemsShipped`, `amount_refunded`) are not the whole the field asks for. */
const partialStates = ["shipped", "canceled", "refund", "paid"]
const notYet = new Set(["unshipped", "unfulfilled", "unpaid", "pending", "outstanding", "remaining"])
const isPartialState = (token: Token): boolean =>
  notYet.has(token.word) || partialStates.some((state) => has([token], state))

/** The field names this very word or concept (a generic "Amount" does not ask for "paid" or "tax"). */
const askedLiterally = (token: Token, destination: DestinationProfile): boolean =>
  destination.tokens.some((wanted) =>
    wanted.word === token.word || token.concepts.some((entry) => has([wanted], entry.id))
  )

const countOfSome = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "quantity") &&
  source.tokens.leaf.some((token) => isPartialState(token) && !isWanted(token, destination.tokens))

/** An amount paid, refunded or remaining is a doubtful "Amount" beside the whole one. */
const partialAmountPenalty = 0.1
const partialAmount = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "amount") &&
  source.tokens.leaf.some((token) => isPartialState(token) && !askedLiterally(token, destination))

/**
 * A balance at another moment (`starting_balance`, `ending_balance`: the customer's credit before and after the
 * invoice) is not what is due now; only a field that names the moment asks for it.
 */
const moments = new Set(["starting", "ending", "opening", "closing", "initial", "previous", "prior"])
const anotherMoment = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.tokens.leaf.some((token) => moments.has(token.word)) &&
  !destination.tokens.some((token) => moments.has(token.word))

const countVersusAmount = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const wantsCount = has(destination.tokens, "quantity")
  const wantsMoney = destination.expected === "money" || hasFamily(destination.tokens, "money")
  const leaf = source.tokens.leaf
  if (wantsCount && !hasFamily(destination.tokens, "money")) {
    return source.flat.kind === "minor_units" || hasFamily(leaf, "money")
  }
  return wantsMoney && !wantsCount && has(leaf, "quantity")
}

const isNameWord = (token: Token): boolean => token.concepts.some((entry) => entry.family === "name")
const nameVersusCode = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const leaf = source.tokens.leaf
  const wantsName = destination.tokens.some(isNameWord) && !destination.tokens.some(isCodeWord)
  const wantsCode = destination.tokens.some(isCodeWord) && !destination.tokens.some(isNameWord)
  if (wantsName) return leaf.some(isCodeWord) && !leaf.some(isNameWord)
  // Shopify's `name` is the order number ("#1001"): values that look like ids settle it.
  return wantsCode && leaf.some(isNameWord) && !leaf.some(isCodeWord) && source.flat.kind !== "id"
}

const metInPath = (token: Token, source: SourceProfile): boolean =>
  pathTokens(source).some((offered) => tokenSimilarity(token, offered) >= 0.5)

/**
 * "Shipping method name", "Nome banca": the name of a thing that is not a party ("Customer Name" is
 * the customer's) is that thing's name, so the path must say the thing; a person's name will not do.
 */
const nameOfAnotherThing = (destination: DestinationProfile, source: SourceProfile): boolean => {
  if (!has(destination.tokens, "name")) return false
  return destination.tokens.some((token) =>
    token.recordType !== true && token.optional !== true && token.weight > 0.5 &&
    !token.concepts.some((entry) => entry.role !== "attribute" || entry.family === "name") &&
    !metInPath(token, source)
  )
}

/** How a name is read aloud ("お名前(セイ)", "フリガナ"): no path but one that says so holds it. */
const readingForName = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "phonetic") && !has(pathTokens(source), "phonetic")

/**
 * A bare "Name" ("Ονοματεπώνυμο", "Full Name") is a person's: a key naming another attribute's name (`source_name`, the
 * channel an order came from: "web") is that thing's, not theirs.
 */
const thingsNameForPersons = (destination: DestinationProfile, source: SourceProfile): boolean =>
  destination.tokens.length > 0 &&
  destination.tokens.every((token) => token.concepts.some((entry) => entry.family === "name")) &&
  source.tokens.leaf.some((token) =>
    token.concepts.some((entry) => entry.role === "attribute" && entry.family !== "name")
  )

/**
 * Many things have a method, a status or a name: "Shipping method name" asks for the shipping's, so a path
 * that does not say shipping but says whose it is instead (`payment_gateway_names`: the payment's) holds another
 * owner's. The sale's customer is implied by any record, so it needs no saying. The word before an id says
 * whose it is in the same way (`idOfAnotherByName`).
 */
const anotherOwnersAttribute = (destination: DestinationProfile, source: SourceProfile): boolean => {
  // Prefixed ids say their object themselves (`pm_…` is a card's "Card ID" under `payment_method`).
  if (source.flat.idPrefix !== undefined) return false
  const unsaid = own(destination.tokens).filter((token) =>
    token.concepts.some((entry) => entry.role === "entity" && entry.id !== "customer") && !metInPath(token, source) &&
    !billedByOwnContact(token, source)
  )
  if (unsaid.length === 0) return false
  const path = pathTokens(source)
  return path.some((token) => namesObject(token) && !isWanted(token, destination.tokens))
}

/**
 * A party's own details: who they are (their tax id too), how to reach them, and what they wrote with a gift (not a
 * status, a date or an amount of theirs).
 */
const partyDetailFamilies = new Set(["name", "contact", "address", "party", "link", "purchaseorder", "taxid", "gift"])
const isPartyDetail = (token: Token): boolean =>
  token.concepts.some((entry) => entry.role === "attribute" && partyDetailFamilies.has(entry.family))

/**
 * A sale's own e-mail or phone (a top-level `email`, or its buyer's: a marketplace's `BuyerInfo.BuyerEmail`) is its
 * buyer's, who is the party billed: "Billing Email", "メールアドレス(請求先)" need no billing word in that path.
 */
export const billedByOwnContact = (token: Token, source: SourceProfile): boolean =>
  source.tokens.parent.every((parent) => has([parent], "customer") || has([parent], "weak")) &&
  source.tokens.leaf.some((leaf) => has([leaf], "email") || has([leaf], "phone")) && has([token], "billing")

/** A person or business: the customer, the merchant, an account. */
const isPartyOrAccount = (token: Token): boolean =>
  token.concepts.some((entry) => entry.role === "entity" && entry.family === "party")

/**
 * The sale's customer is implied, so a bare "Email" or "City" may come from `customer.email`; but a status,
 * a date, an id or an amount kept on the customer (`customer.state`, `customer.created_at`,
 * `customer.total_spent`) is the customer's account's, not the sale's "Estado", "Fecha" or "Total". (A buyer's
 * purchase-order number is theirs to give, so it is among their details.)
 */
const partysOwn = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const attributes = destination.tokens.filter(isAttribute)
  return enclosingTokens(source).some(isPartyOrAccount) &&
    !destination.tokens.some(isPartyOrAccount) && attributes.length > 0 && !attributes.some(isPartyDetail)
}

/**
 * "Deal Name", "Order Name", "Item Name": the record's own name or title, not its customer's (`customer_name`) nor
 * the billed or ship-to person's (`billing_details.name`, `shipping.name`).
 */
const isPerson = (token: Token): boolean =>
  isPartyOrAccount(token) || ["billing", "shipping", "recipient"].some((id) => has([token], id))
const partysNameForRecords = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "name") && destination.tokens.some((token) => token.recordType === true) &&
  !destination.tokens.some(isPerson) && pathTokens(source).some(isPerson)

/**
 * A path named for a thing's type (`AddressType`: residential or commercial) holds a category of it, not the
 * thing: only a field that asks for a type takes it. A bare `type` is its parent's type, read as its parent.
 */
const typeOfAValue = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const leaf = source.tokens.leaf
  // A method's type is the method: `payment_method_types` ("card") is what "Payment method" asks for.
  const methodsType = has(leaf, "method") && has(destination.tokens, "method")
  return has(leaf.slice(-1), "type") && leaf.slice(0, -1).some(isAttribute) && !has(destination.tokens, "type") &&
    !methodsType
}

/** A rate (`tax_rate`, `tax_lines.0.rate`) is a share of something, not the thing ("Taxes", "Tax"). */
const rateForValue = (destination: DestinationProfile, source: SourceProfile): boolean =>
  hasFamily(source.tokens.leaf, "rate") && !hasFamily(destination.tokens, "rate")

/**
 * Whether a tax applies (`customer_tax_exempt`: none, exempt, reverse) is neither the tax nor its type; and the
 * part no tax is charged on ("Non-GST Amount") is not the tax.
 */
const exemptionForValue = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(source.tokens.leaf, "exempt") !== has(destination.tokens, "exempt")

/**
 * A type is one of a few categories; a name or title is free text that names one thing ("Free Shipping",
 * `payment_gateway_names`), so a "Shipping method type" or "Payment Type" is not met by it.
 */
const nameForType = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const isLabel = (token: Token) => isNameWord(token) || has([token], "title")
  return has(destination.tokens, "type") && !destination.tokens.some(isLabel) &&
    source.tokens.leaf.some(isLabel) && !has(source.tokens.leaf, "type")
}

/** A first or last name is part of the name, not the whole one a "Name" or "Full Name" column holds. */
const partOfName = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const isPart = (token: Token) => has([token], "firstname") || has([token], "lastname")
  return has(destination.tokens, "name") && !destination.tokens.some(isPart) && !has(source.tokens.leaf, "name") &&
    source.tokens.leaf.some(isPart)
}

/**
 * "Mobile (010-1234-5678)", "Phone (07xx)": digits in parentheses written as a sample value or a pattern show a
 * format, not a place in a series.
 */
const sampleValue = /\([^)]*\d[-./:]\d[^)]*\)|\(\+?\d+x+\)/gi

const numbersIn = (name: string): ReadonlySet<string> =>
  new Set(splitWords(name.replace(sampleValue, " ")).filter((word) => /^\d+$/.test(word)))

/** Each profile's numbers, read once: every pair asks, and a sample may hold thousands of paths. */
const wantedNumbers = new WeakMap<DestinationProfile, ReadonlySet<string>>()
const offeredNumbers = new WeakMap<SourceProfile, ReadonlySet<string>>()
const remembered = <K extends object>(
  cache: WeakMap<K, ReadonlySet<string>>,
  key: K,
  read: () => ReadonlySet<string>
): ReadonlySet<string> => {
  const known = cache.get(key)
  if (known !== undefined) return known
  const numbers = read()
  cache.set(key, numbers)
  return numbers
}

/**
 * A second line may be named by its sense instead of its number: Korean 상세주소 ("detailed address"), "Adresse
 * suite", "Complemento" ("Compl."), "Adresszusatz" (its first one too) ask for line 2, and never for the first line another
 * column takes.
 */
const secondLine =
  /상세|アパート|マンション|建物|(?<![\p{L}])(?:suite|compl(?:[eé]mento?)?|adresszusatz|zusatz|apartment|apt|landmark|flat|mieszkani[ae]|lokalu|toevoeging)(?![\p{L}])/iu
/** What an address adds after its street ("Indirizzo extra", "Additional address information") is its second line. */
const addedToAddress = /(?<![\p{L}])(?:extra|additional|aggiuntivo|supplémentaire|adicional)(?![\p{L}])/iu
const numbersWanted = (destination: DestinationProfile): ReadonlySet<string> => {
  // Words split at their case ("AdresatNumerLokalu"), as written otherwise: splitting decomposes Hangul.
  const names = [destination.field.name, splitWords(destination.field.name).join(" ")]
  if (destination.lastDigits === true) return new Set(["4"])
  return names.some((name) => secondLine.test(name)) ||
      (has(destination.tokens, "address") && names.some((name) => addedToAddress.test(name)))
    ? new Set(["2"])
    : numbersIn(writeOutAbbreviations(destination.field.name))
}

const numberPair = (destination: DestinationProfile, source: SourceProfile) => ({
  wanted: remembered(wantedNumbers, destination, () => numbersWanted(destination)),
  offered: remembered(offeredNumbers, source, () => {
    const named = source.flat.path.split(".").filter((segment) => !/^\d+$/.test(segment))
    return numbersIn(named[named.length - 1] ?? "")
  })
})

const firstLine = /(?<=\p{L})-?1$/u
/**
 * Names, addresses and a contact's phones and e-mails come numbered ("Name 1", "Adresszeile 1", "Teléfono 1"); the
 * first is the name, address, phone or e-mail itself.
 */
const firstLineOfNameOrAddress = (destination: DestinationProfile, wanted: ReadonlySet<string>): boolean =>
  wanted.size === 1 && wanted.has("1") &&
  (hasFamily(destination.tokens, "name") || ["address", "phone", "email"].some((id) => has(destination.tokens, id)))

/**
 * "Address 2" is not `address1`, and "Tax 1 Value" or "Custom Field 1" is one
 * of a numbered series: a path without a number can only be it as that
 * element of a list (the first at index 0).
 */
const otherNumber = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const { wanted, offered } = numberPair(destination, source)
  if (wanted.size === 0) return false
  if (offered.size === 0) {
    // A path named by the same sense (`ExtendedFields.Complement` for "Complemento") is that line.
    if (secondLine.test(source.flat.path)) return false
    // A first line ("Toimitusnimi1", "Omschrijving-1", a name's or address's "Name_1_Empfaenger") is the thing
    // itself; "Tax 1 Value" is a list's element.
    if (!source.flat.inArray) {
      return !firstLine.test(destination.field.name) && !firstLineOfNameOrAddress(destination, wanted)
    }
    const indices = source.flat.path.split(".").filter((segment) => /^\d+$/.test(segment))
    return !wanted.has(String(Number(indices[indices.length - 1]) + 1))
  }
  return ![...wanted].some((number) => offered.has(number))
}

/**
 * A path given on fewer sales than its twin: a tie-breaker, and more when given on under half as many (a ship-to
 * given on one charge in four loses to a billing address given on three, which the bare column's preference for
 * the ship-to would otherwise win; one missing ship-to in five does not).
 */
const sparserPenalty = 0.01
const muchSparserPenalty = 0.05
/** Lines are counted per line, not per sale: only a field of the sale itself pays for being emptier. */
const sparserOutsideLists = (source: SourceProfile): number =>
  !source.flat.inArray && source.sparserTwin !== undefined && source.sparserTwin < 0.5 ? muchSparserPenalty : 0

/**
 * A later element of a series is asked for by its number: "Street" or "Endereço" is never `address2`, even when
 * another column took `address1`.
 */
const laterElement = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const { wanted, offered } = numberPair(destination, source)
  return wanted.size === 0 && [...offered].some((number) => Number(number) >= 2)
}

/** "Last 4" and `last4`: the same number in both names is evidence of its own. */
export const sameNumbers = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const { wanted, offered } = numberPair(destination, source)
  return [...wanted].some((number) => offered.has(number))
}

const isAttribute = (token: Token): boolean => token.concepts.some((entry) => entry.role === "attribute")

/**
 * The path holds another attribute of the thing the field names: "Billing
 * Street" is met by `billing_address` but `billing_address.city` is a city.
 */
const otherAttribute = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const attributes = source.tokens.leaf.filter(isAttribute)
  return attributes.length > 0 && !source.tokens.leaf.some((token) => isWanted(token, destination.tokens)) &&
    !amountOfKind(destination, source)
}

/** The plain amount under a kind of money (`total_taxes.0.amount`) is that money: a tax column's tax. */
const amountOfKind = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const wanted = specificMoney(destination.tokens)
  const under = specificMoney(enclosingTokens(source))
  return source.tokens.leaf.every((token) => has([token], "amount")) && [...wanted].some((id) => under.has(id))
}

/**
 * A field named only by weak or record-type words ("Type", "Deal Type") is a
 * top-level key, or one under its record word ("Payment Type" and
 * `payment_method_details.type`).
 */
/** Written alike, case, spaces and punctuation aside, in any script ("發票類型", "Gift wrap?" and "gift wrap"). */
const writing = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "")
const placeNamedAsColumn = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.placeName !== undefined && writing(source.placeName) === writing(destination.field.name)
const weakNameNested = (destination: DestinationProfile, source: SourceProfile): boolean => {
  if (source.tokens.root || sameNumbers(destination, source)) return false
  // A checkout attribute the merchant named as the column ("發票類型": the invoice's type) is that column's, however
  // weak its words.
  if (placeNamedAsColumn(destination, source)) return false
  // So is a merchant's metadata key spelled as the column ("Catégorie", `metadata.categorie`).
  if (spelledAsOwnKey(destination, source)) return false
  // A record word is this record's type ("Order Type" of an order), whether or not the samples say it.
  const isRecordWord = (token: Token) =>
    token.recordType === true || token.concepts.some((entry) => entry.role === "context")
  const weakOnly = destination.tokens.every(
    (token) => isRecordWord(token) || token.concepts.some((entry) => entry.role === "weak")
  )
  const enclosing = enclosingTokens(source)
  const underRecordWord = destination.tokens.some(
    (token) => isRecordWord(token) && enclosing.some((other) => tokenSimilarity(token, other) >= 0.5)
  )
  return weakOnly && !underRecordWord
}

/**
 * What sits under a refund or a tax line (`refunds.0.note`, `line_items.0.tax_lines.0.price`) is the refund's or
 * the tax's: its note, its time, its amount. A field that does not name a refund or a tax asks for the sale's own.
 * A party's tax details (Amazon's `BuyerInfo.BuyerTaxInfo.CompanyLegalName`) are that party's, not a tax's, and a
 * tax id's column asks for them (its `TaxClassifications`).
 */
const isPartys = (token: Token): boolean => token.concepts.some((entry) => entry.family === "party")
const underTax = (source: SourceProfile): boolean =>
  [source.tokens.parent, source.tokens.grandparent].some((segment) => has(segment, "tax") && !segment.some(isPartys))
const refundsField = (destination: DestinationProfile, source: SourceProfile): boolean =>
  (has(enclosingTokens(source), "refund") && !has(destination.tokens, "refund")) ||
  (underTax(source) && !has(destination.tokens, "tax") && !has(destination.tokens, "taxid")) ||
  (underRefunds(source) && !has(destination.tokens, "refund")) ||
  shippingsMoney(destination, source)
/** However deep (`refunds.data.0.destination_details.card.reference`): a refund's own details. */
const underRefunds = (source: SourceProfile): boolean =>
  source.flat.path.split(".").slice(0, -1).some((segment) => /^refunds?$/i.test(segment))

/** Money under the shipping (`shipping_cost.amount_tax`) is the shipping's: "Moms", "VAT" ask for the invoice's. */
const shippingsMoney = (destination: DestinationProfile, source: SourceProfile): boolean =>
  destination.expected === "money" && !has(destination.tokens, "shipping") &&
  has(enclosingTokens(source), "shipping")

/**
 * A house number kept apart ("Hausnummer", "street number") is not the street line that holds it among other words.
 * A field listing an address's parts ("주소(시도+시군구+도로명+건물번호)") asks for the whole line.
 */
const addressParts = new Set(["city", "region", "postal", "country"])
const streetLineForNumber = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "housenumber") && !has(pathTokens(source), "housenumber") &&
  ![...addressParts].some((id) => has(destination.tokens, id))

/** A tax column is not an amount counted with or without the tax (`subtotal_excluding_tax` for "VAT"). */
const amountCountingTax = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const named = source.flat.path.split(".").filter((segment) => !/^\d+$/.test(segment))
  return has(destination.tokens, "tax") && countsTax(named[named.length - 1] ?? "")
}

/**
 * A field asking only for an id or reference ("Reference", "Viite", "ID") asks for the record's: the id of one of
 * its lines or payments (`lines.data.0.id`) is that item's.
 */
const bareIdForItems = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.flat.inArray && destination.tokens.length > 0 && destination.tokens.every(isIdWord)

/**
 * An order's item ("Order Item ID", "품목별 주문번호") is a line of that order: its id is the line's own, not the id of
 * the product it sells (`line_items.0.product_id`), which every order of that product shares.
 */
const productIdForOrderLine = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "order") && has(destination.tokens, "product") && has(destination.tokens, "id") &&
  source.flat.inArray && has(source.tokens.leaf, "product") && has(source.tokens.leaf, "id") &&
  !has(source.tokens.leaf, "order")

/**
 * A Checkout Session's `custom_text` is what the merchant's page says beside a field ("Please allow 3 days"): no
 * value of the sale (`custom_text.shipping_address` is no address, nor its message a note of the buyer's).
 */
const pagesText = (source: SourceProfile): boolean => source.flat.path.startsWith("custom_text.")

/**
 * A Checkout Session's own id (`cs_…`) numbers the checkout, not the order it sold: a column naming the order
 * ("Bestell-Nr.", "주문번호") asks for the merchant's own reference (`client_reference_id`).
 */
const checkoutForOrder = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.flat.idPrefix === "cs" && has(destination.tokens, "order")

/**
 * A shop's shipping line (`shipping_lines.0.id`) is the rate the buyer chose at checkout: its id numbers no shipment
 * ("Shipment ID", "배송번호": the parcel sent, a fulfilment), only a column naming the line itself asks for it.
 */
const shippingLineId = (destination: DestinationProfile, source: SourceProfile): boolean =>
  /(?:^|\.)shipping_lines\.\d+\.id$/.test(source.flat.path) &&
  !destination.tokens.some((token) => token.word === "line")

/**
 * A field of an embedded object of another type (`source.created`) is that object's, unless the field names it.
 * The record's own lines (`lines.data.0.quantity`, typed `line_item`) are part of it, not another object. So are
 * the settlement's date, its fee and what it left the merchant (a balance transaction's `available_on`, `fee` and
 * `net`): a payment has them only there, so a field asking for them asks for that object's.
 */
const settlementsOwn = ["settled", "net", "fee"]
/** The exchange rate a payment was converted at is only there too, for a column that names an exchange ("FX rate"). */
const exchangeWords =
  /fx|exchange|cambio|câmbio|wechsel|change|koers|kurs|kurz|curs|árfolyam|arfolyam|kurssi|ισοτιμία|курс|ምንዛሬ|تبدیل|汇率|匯率|為替|환율/iu
const exchangeRateAsked = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.flat.path.endsWith(".exchange_rate") && exchangeWords.test(destination.field.name)
/** So is the currency the merchant is paid out in, for a column naming the payout ("Uitbetalingsvaluta"). */
const payoutWords =
  /payout|paid out|settle|auszahlung|uitbetaling|udbetal|utbetal|versement|liquidaci|repasse|wypłat|výplat|kifizet|выплат|зачислен|结算|結算|정산|入金/iu
export const payoutCurrencyAsked = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.flat.path.endsWith("balance_transaction.currency") && has(destination.tokens, "currency") &&
  payoutWords.test(destination.field.name)
/**
 * Nor are the payer's details and the merchant's own keys of a payment a refund embeds (`charge.billing_details.email`,
 * `charge.metadata.boat`): the refund keeps none of its own, and gives back to that payer for that sale.
 */
const payersOrMerchants = /^charge\.(?:billing_details\.|shipping\.|metadata\.|receipt_email$)/
const anotherObjectsField = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.embeddedIn !== undefined && !source.flat.inArray && !payersOrMerchants.test(source.flat.path) &&
  !source.embeddedIn.some((token) => isWanted(token, destination.tokens)) &&
  !settlementsOwn.some((id) => has(destination.tokens, id) && has(source.tokens.leaf, id)) &&
  !exchangeRateAsked(destination, source) && !payoutCurrencyAsked(destination, source)

/**
 * A balance ("Balance", "Saldo") is what an account holds after an entry, which a path names in its own key
 * (`ending_balance`): Stripe's balance transaction (`balance_transaction.amount`) is only named after the balance.
 */
const balanceByObjectsName = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "balance") && !has(source.tokens.leaf, "balance")

/**
 * Money of one specific kind is not money of another: an item's "Tax rate" is not its `total_discount`, an
 * "Amount Paid" not `amount_refunded`. A generic amount ("Amount", "Total") on either side settles nothing.
 */
const specificMoney = (tokens: ReadonlyArray<Token>): ReadonlySet<string> =>
  new Set(
    tokens.flatMap((token) =>
      token.concepts.filter((entry) => entry.family === "money" && entry.generic !== true).map((entry) => entry.id)
    )
  )
const deductions = new Set(["discount", "coupon", "tax", "fee", "refund", "tip"])
const anotherKindOfMoney = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const wanted = specificMoney(destination.tokens)
  // The plain amount of a kind of money (`CODFee.Amount`, `PromotionDiscount.Amount`) is that money.
  const plainAmount = source.tokens.leaf.every((token) => has([token], "amount"))
  const offered = specificMoney(plainAmount ? source.tokens.parent : source.tokens.leaf)
  if (offered.size === 0) return false
  // A plain amount ("金额", "Amount") is the sale's, never only its discount, tax, fee, refund or tip.
  if (wanted.size === 0) return has(destination.tokens, "amount") && [...offered].some((id) => deductions.has(id))
  // The tax of a discount (`PromotionDiscountTax`) is a tax column's only where the column names the discount, and
  // never the discount's (nor the shipping's: `ShippingTax`).
  const ofAnother = offered.has("tax") &&
    (!wanted.has("tax") || [...offered].some((id) => id !== "tax" && deductions.has(id) && !wanted.has(id)))
  // A tip received (`total_tip_received`) is no amount received: money set apart the column does not name.
  const unaskedPart = [...offered].some((id) => id === "tip" && !wanted.has(id))
  return ofAnother || unaskedPart || ![...wanted].some((id) => offered.has(id))
}

/**
 * A date named for another kind of record than this one ("Fecha de pago", "Zahlungsdatum" in an orders table)
 * is when that happened — the payment, the invoice — not when this record was made, so the path must say it.
 * An order's word is left out: orders seldom say their own type (no `object` key), and "Order Date" of an
 * order is its creation. So is "document", which names whatever record this is ("Document Date"); and a payment's
 * due day ("Payment Due Date", "Tarikh Akhir Bayaran") is the day the record asks it by, its own due date. A Checkout
 * Session is a payment: its payment's date ("付款日期") is its own.
 */
const anotherRecordsDate = (destination: DestinationProfile, source: SourceProfile): boolean =>
  hasFamily(destination.tokens, "date") &&
  destination.tokens.some((token) =>
    token.recordType !== true &&
    token.concepts.some((entry) =>
      entry.role === "context" && entry.id !== "order" && entry.id !== "document" &&
      !(entry.id === "payment" && (has(destination.tokens, "due") || destination.paysBySession === true))
    ) &&
    !metInPath(token, source)
  )

const grossWords = new Set(["gross", "brutto", "bruto", "lordo", "брутто"])
const grossOrNetWords = new Set([...grossWords, "net", "netto", "neto"])
/**
 * Records keep an order's parts (a subtotal, shipping, a line's price) without tax and its total with it. A part
 * "inc tax" is then in no field unless one says gross; a total "ex tax" in none unless one says net; and an amount
 * "before tax" is never a total that does not say it leaves the tax out (`total_excluding_tax` does). Where the
 * records say their prices include tax, a line's price and the subtotal count it: they are the parts "inc tax", and
 * no part is "ex tax". A record's own bare amount is a whole, with its tax. A processor's fee ("Сумма комиссии без
 * НДС") is no part of the sale: the records keep one fee, however the column counts its tax.
 */
const isTotal = (token: Token): boolean => aggregateWords.has(token.word) && token.word !== "subtotal"
const taxCountedOtherwise = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const counting = destination.taxCounting
  if (counting === undefined || specificMoney(destination.tokens).has("fee")) return false
  const total = destination.tokens.some(isTotal)
  const path = pathTokens(source)
  const part = has(path, "subtotal") || has(path, "unitprice") || source.flat.inArray
  const partWithTax = destination.pricesWithTax === true && part
  // A record's own bare amount (a charge's `amount`) is the whole it was paid: with its tax ("Montant TTC").
  // So is a money object's amount of the record's total (Amazon's `OrderTotal.Amount`).
  const whole = !part && source.tokens.leaf.every((token) => has([token], "amount")) &&
    (source.tokens.root || (source.flat.depth === 2 && source.tokens.parent.some(isTotal)))
  if (counting === "with tax") {
    return !total && !partWithTax && !whole && !path.some((token) => grossWords.has(token.word))
  }
  // Without tax: a part (a subtotal, a line's price), or a path that says it is net or leaves the tax out.
  if (partWithTax) return !has(path, "net")
  return total
    ? !has(path, "net")
    : !part && !has(path, "net") && taxCountingOf(source.flat.path.replace(/[_.]/g, " ")) !== "without tax"
}

/**
 * A total of fees, taxes, discounts or refunds ("Poplatek celkem", "Total Tax") sums them: one entry of their list
 * (`fee_details.0.amount`, `tax_lines.0.price`) is a part of it, where the record keeps the sum elsewhere. So is
 * one entry of a processor's list of fees for a bare fee ("Сумма комиссии"): the fee is the sum, as the balance
 * transaction keeps it.
 */
const entryForTotal = (destination: DestinationProfile, source: SourceProfile): boolean => {
  if (!source.flat.inArray) return false
  const wanted = specificMoney(destination.tokens)
  return destination.tokens.some(isTotal)
    ? [...wanted].some((id) => deductions.has(id))
    : wanted.has("fee") && has(source.tokens.parent, "fee")
}

/**
 * A bound of a window (Amazon's `LatestShipDate`, `EarliestDeliveryDate`) is a deadline or a promise, never the day a
 * thing was done: "Data de envio" is when it shipped. Only a column naming a bound ("Ship by", "Latest …") takes it.
 */
const isWindowBound = (token: Token): boolean => token.word === "latest" || token.word === "earliest"
/** A column's "last" ("Son Kargolama Tarihi", "Letzter Versandtag") names a deadline too. */
const lastWords = new Set([
  "last",
  "laatst",
  "laatste",
  "letzte",
  "letzter",
  "dernier",
  "derniere",
  "ultimo",
  "ultima",
  "akhir",
  "terakhir",
  "sidste",
  "siste",
  "ostatni",
  "posledni",
  "utolso",
  "son",
  "آخر",
  "последний",
  "последняя",
  "останній"
])
/** A day promised or planned ("promisedShippingTime", "お届け予定日", "Data Prevista") is such a bound too. */
const plannedDay =
  /(?<![\p{L}])(promised|expected|estimated|planned|scheduled|tahmini|stimat[ao]|geschätzt|previsão|previsao|várható|المتوقع|previst[ao]|prévu|prévue|voraussichtlich|geplant|estimad[ao]|dự kiến|perkiraan)|予定|预计|預計|예정/iu
const deadlineForEvent = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.tokens.leaf.some(isWindowBound) && has(source.tokens.leaf, "date") &&
  !destination.tokens.some((token) => isWindowBound(token) || lastWords.has(token.word) || has([token], "due")) &&
  !plannedDay.test(destination.field.name)

/**
 * A deadline ("キャンセル期限日": the last day to cancel, "Payment deadline") is a day still to come when the sale is
 * made: the day a thing was done (`cancelled_at`, `created`) is not it. Only a due day or a window's bound is.
 */
const isEventDay = (token: Token): boolean =>
  token.concepts.some((entry) => entry.family === "date" && entry.role === "attribute" && entry.id !== "due")
const eventForDeadline = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "due") && source.tokens.leaf.some(isEventDay) && !has(source.tokens.leaf, "due") &&
  !source.tokens.leaf.some(isWindowBound)

/**
 * A delivery's day ("Entrega estimada al cliente", "Tahmini Teslim") is when the goods arrive, not when they leave
 * (`LatestShipDate`), though delivery words also mean shipping.
 */
const isDelivery = (token: Token): boolean => has([token], "delivery")
const isShippingOnly = (token: Token): boolean => has([token], "shipping") && !has([token], "delivery")
const shipDayForDelivery = (destination: DestinationProfile, source: SourceProfile): boolean =>
  (destination.expected === "date" || destination.expected === "datetime") &&
  destination.tokens.some(isDelivery) && !destination.tokens.some(isShippingOnly) &&
  has(source.tokens.leaf, "date") && source.tokens.leaf.some(isShippingOnly) && !source.tokens.leaf.some(isDelivery)

/** Words of the order concept that name the sale or purchase itself, which a charge is ("Purchase ID"). */
const saleWords = new Set(
  [
    "sale",
    "sold",
    "purchase",
    "purchased",
    "venda",
    "venta",
    "vente",
    "vendita",
    "verkauf",
    "verkoop",
    "kauf",
    "compra",
    "achat",
    "salg",
    "försäljning",
    "myynti",
    "sprzedaż",
    "prodej",
    "predaj",
    "eladás",
    "vânzare",
    "πώληση",
    "продажа",
    "продаж",
    "satış",
    "販売",
    "销售",
    "銷售",
    "판매",
    "การขาย",
    "bán hàng",
    "penjualan",
    "jualan",
    "مبيعات",
    "المبيعات",
    "מכירה",
    "מכירות",
    "فروش"
  ].map(stripAccents)
)

/**
 * Where the records keep the shop's order number apart (`metadata.order_id`), or are invoices, a processor's own id
 * or number (a charge's `ch_…`, an invoice's number) is not the order number. A charge alone is the sale, and its
 * id the order's, as the default table's "Order ID" has it. Only for identifiers: a sale's amount or date ("Gross
 * Sales", "Salgsdato") is the charge's own. The merchant's own order number or reference ("商户订单号", "Merchant
 * Reference") is never the processor's id, wherever the records keep it.
 */
const anotherOrdersNumber = (destination: DestinationProfile, source: SourceProfile): boolean =>
  destination.expected === "identifier" &&
  (destination.orderElsewhere || has(destination.tokens, "merchant")) &&
  own(destination.tokens).some((token) => has([token], "order") && !saleWords.has(token.word)) &&
  !has(pathTokens(source), "order")

/**
 * A bare number ("№", "Nr", "Nomor", "番号") is a sheet's running row number, or the record's own `number` (an
 * invoice's): never its id, a reference or another thing's number.
 */
const runningNumber = (destination: DestinationProfile, source: SourceProfile): boolean =>
  bareNumber(destination.tokens) &&
  (destination.rowCounter === true || !(source.tokens.leaf.length === 1 && source.tokens.leaf[0].word === "number"))

/**
 * The path's key is the field's very name of several words, spelled alike but for case and separators ("orderItemId"
 * and `OrderItemId`): no synonym says as much (an "item id" may be the product's `ASIN`, not beside `OrderItemId`). One
 * word alone ("Source") is as often a nested namesake's (`shipping_lines.0.source`).
 */
const keyOf = (path: string): string =>
  path.split(".").filter((part) => !/^\d+$/.test(part)).at(-1)?.toLowerCase().replace(/[^a-z0-9]/g, "") ?? ""
/** The name without the little words that link its nouns ("Type de mandat" and `metadata.type_mandat`). */
const links = /(?<![\p{L}])(?:de|di|da|do|du|des|del|della|of|the|van|von|der|tal|ng)(?![\p{L}])/giu
/** The name without a word that only says it is a number ("KMKR nr" and `metadata.kmkr`). */
const numberOnly = /(?<![\p{L}])(?:nr|no|n[º°]|num|number|nummer|numero|número)\.?(?![\p{L}])/giu
const latinOnly = (name: string): string => stripAccents(name.toLowerCase()).replace(/[^a-z0-9]/g, "")
const lettersOnly = (text: string): string => stripAccents(text.toLowerCase()).replace(/[^\p{L}\p{N}]/gu, "")
/**
 * The spellings of a column's name a merchant's key may have, read once per column (every metadata path asks): in
 * Latin letters, with or without its linking words or its number word; in its own script; transliterated.
 */
interface OwnKeyForms {
  readonly plain: ReadonlyArray<string>
  readonly written: string
  readonly latin: string
}
const ownKeyForms = new WeakMap<DestinationProfile, OwnKeyForms>()
const formsOf = (destination: DestinationProfile): OwnKeyForms => {
  const known = ownKeyForms.get(destination)
  if (known !== undefined) return known
  const name = destination.field.name
  const unnumbered = latinOnly(name.replace(numberOnly, " ").replace(links, " "))
  const written = lettersOnly(name)
  const latin = transliterate(written)
  const forms = {
    plain: [
      ...(destination.compact.length >= 4 ? [destination.compact, latinOnly(name.replace(links, " "))] : []),
      ...(unnumbered.length >= 4 ? [unnumbered] : [])
    ],
    written,
    latin: /^[a-z0-9]+$/.test(latin) && latin !== written ? latin : ""
  }
  ownKeyForms.set(destination, forms)
  return forms
}
/**
 * A merchant's own metadata key spelled as the column is named, case, accents and separators aside ("Diákkód" and
 * `metadata.diak_kod`, "Mã đơn hàng" and `metadata.ma_don_hang`): the merchant named both.
 */
export const spelledAsOwnKey = (destination: DestinationProfile, source: SourceProfile): boolean => {
  if (!source.flat.path.startsWith("metadata.")) return false
  const key = keyOf(source.flat.path)
  return formsOf(destination).plain.includes(key) || spelledInOwnScript(destination, source.flat.path) ||
    (abbreviates(destination, key) &&
      // A word the lexicon reads ("Cel.": celular, a phone) is met in the key, not only its letters ("cedula"), or
      // ends it as written ("Medl.nr" and `medlemsnr`, "Medl.typ" and `medlemstyp`).
      destination.tokens.every((token) =>
        token.concepts.length === 0 || isMetInPath(token, source.tokens) || endsKeyAsWritten(destination, token, key)
      ))
}
/** The name's last written word, read as this token, is the key's last letters. */
const endsKeyAsWritten = (destination: DestinationProfile, token: Token, key: string): boolean => {
  const last = splitWords(destination.field.name).at(-1) ?? ""
  return last.length >= 2 && key.endsWith(last) &&
    tokenizeName(last, "destination").some((read) => read.word === token.word)
}
/**
 * Or in the column's own script ("받는 분" and `metadata.받는분`), or in Latin letters ("Адам саны" and
 * `metadata.adam_sany`, "წევრობა" and `metadata.tsevroba`): as schemes differ ("х" is "h" or "kh"), a letter or two
 * may differ in a long name.
 */
const tolerance = (length: number): number => length >= 10 ? 2 : length >= 5 ? 1 : 0
const spelledInOwnScript = (destination: DestinationProfile, path: string): boolean => {
  const { latin, written } = formsOf(destination)
  if (/^[a-z0-9]*$/.test(written)) return false
  const key = lettersOnly(path.split(".").filter((part) => !/^\d+$/.test(part)).at(-1) ?? "")
  return (written.length >= 2 && written === key) ||
    (latin.length >= 4 && /^[a-z0-9]+$/.test(key) && editDistance(latin, key) <= tolerance(latin.length))
}

/**
 * Or abbreviated, its letters kept in order from the key's first two ("Kl." for `metadata.klasse`, "Std." for
 * `stunden`, "Asiakasnro" for `asiakasnumero`): written with a full stop, or long enough not to be another word's.
 */
const dottedAbbreviation = /^\s*\p{L}{2,5}\.\s*$/u
const abbreviates = (destination: DestinationProfile, key: string): boolean => {
  const short = destination.compact
  if (short.length < 2 || key.length <= short.length || !key.startsWith(short.slice(0, 2))) return false
  if (!dottedAbbreviation.test(destination.field.name) && short.length < 6) return false
  let at = 0
  for (const letter of key) if (letter === short[at]) at += 1
  return at === short.length
}
export const namedAlike = (destination: DestinationProfile, source: SourceProfile): boolean =>
  destination.written >= 2 && destination.field.name.toLowerCase().replace(/[\s_.-]/g, "") === destination.compact &&
  destination.compact === keyOf(source.flat.path)

/**
 * A type or kind ("Order Type", "Bilagstype", "Tipo Frete") is a list of codes of the sheet's own (a ledger's voucher
 * types, a carrier's order types) as often as the record's: such proposals were right 3 times in 11 on the
 * development set, so the column is left for the merchant to map. A payment's type is its method ("card"), a
 * currency's its code and a fulfilment's its channel (Amazon's AFN or MFN): a path that names the method, the currency
 * or the fulfilment holds the record's more often (5 times in 8).
 */
const typeOfRecords = ["payment", "method", "currency", "fulfillment"]
const namesTypeOf = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.some((token) => token.concepts.some((entry) => typeOfRecords.includes(entry.id)))
export const typeOfTheSheets = (destination: DestinationProfile, source: SourceProfile): boolean =>
  // A type only qualifying the name ("Fiets (merk/type)": the bike, by brand and type) is no type column.
  destination.tokens.some((token) => token.optional !== true && token.concepts.some((entry) => entry.id === "type")) &&
  !(namesTypeOf(destination.tokens) && namesTypeOf([...source.tokens.leaf, ...source.tokens.parent]))
/**
 * A path that bears the type's very name (`OrderType` for "orderType") is proposed all the same, to check: on the
 * development set two such pairs in three were right. So is a balance transaction's own `type` for a ledger's.
 */
const typeOfTheSheetsElsewhere = (destination: DestinationProfile, source: SourceProfile): boolean =>
  typeOfTheSheets(destination, source) && !namedAlike(destination, source) &&
  !placeNamedAsColumn(destination, source) && !spelledAsOwnKey(destination, source) &&
  !(destination.entryType === true && source.tokens.root)

/**
 * A link to one thing is no link to another: `receipt_url` is not the "Customer Website". A column that names a
 * party or thing besides the link takes only a link whose own words it asks for.
 */
const linkOfAnother = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(source.tokens.leaf, "url") && entitiesOf(own(destination.tokens)).size > 0 &&
  source.tokens.leaf.some((token) =>
    !has([token], "url") && token.concepts.length > 0 && !isWanted(token, destination.tokens)
  )

/** A card's number ("Credit Card Number") is the card's own digits, never the processor's id of it (`card_…`). */
const cardNumberForId = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.flat.kind === "id" && has(destination.tokens, "card") &&
  destination.tokens.some((token) => numberWords.has(token.word))

/**
 * How a document is shown or collected (`rendering.amount_tax_display`: "exclude_tax", `payment_settings`,
 * `collection_method`: "send_invoice") is a setting of the processor's, not a value of the sale: "DPH", "P.IVA" or
 * "Mode de paiement" never take it.
 */
const settingsRoots = new Set([
  "rendering",
  "payment_settings",
  "collection_method",
  // How a payment is to be captured or confirmed ("automatic", "manual"): never whether it was ("Captured").
  "capture_method",
  "confirmation_method",
  // A Checkout Session's settings: whether it asks for a billing address, a phone, which shipping countries, a way
  // of paying, and the options of each way.
  "billing_address_collection",
  "phone_number_collection",
  "shipping_address_collection",
  "tax_id_collection",
  "payment_method_collection",
  "payment_method_options",
  "saved_payment_method_options",
  // Whether a Checkout Session takes a payment, sets up a card or starts a subscription, and how it is shown.
  "mode",
  "ui_mode",
  // Whether the page offers a field for promotion codes: never whether an invoice is wanted ("¿Factura?").
  "allow_promotion_codes"
])
const settingWords = ["display", "rendering", "setting", "settings", "collection"]
const settingForValue = (destination: DestinationProfile, source: SourceProfile): boolean =>
  settingsRoots.has(source.flat.path.split(".")[0]) &&
  !destination.tokens.some((token) => settingWords.includes(token.word)) && !namedAlike(destination, source)

/**
 * A count of something the field does not name (`attempt_count`: payment attempts; `installments.plan.count`) is no
 * quantity of goods ("Počet ks", "Aantal stuks"): only a count of the sale's own items, or of what the field names,
 * is.
 */
const countOfAnother = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const another = (token: Token) =>
    isPlainWord(token) && token.concepts.length === 0 && !isWanted(token, destination.tokens)
  // Outside a list, what encloses the count is what it counts (`installments.plan.count`); metadata counts nothing.
  const counted = source.flat.inArray || source.flat.path.startsWith("metadata.")
    ? source.tokens.leaf
    : [...source.tokens.leaf, ...source.tokens.parent]
  // A merchant's key spelled as the column ("Адам саны", `metadata.adam_sany`) counts what the column counts.
  return has(destination.tokens, "quantity") && has(source.tokens.leaf, "quantity") && counted.some(another) &&
    !spelledAsOwnKey(destination, source)
}

/**
 * A payment or delivery method is a kind ("card", "visa", "PayPal"), not the id of the object that holds it:
 * `payment_method`'s `pm_…` or `card_…` ids fill "Método de pago" with nothing a merchant can read.
 */
const idForMethod = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.flat.kind === "id" && destination.expected !== "identifier" && has(destination.tokens, "method") &&
  !destination.tokens.some((token) => has([token], "id"))

/**
 * One shipment's own status (`fulfillments.0.status`: "success", "failure") is how that parcel's fulfilment went, not
 * the order's: only a column naming the shipment asks for it. An order not shipped yet has no fulfilment status
 * (`fulfillment_status` null), and its first shipment's "failure" would read as a failed sale.
 */
const shipmentWords = ["fulfillment", "shipping", "delivery", "shipped", "delivered", "tracking"]
const shipmentsOwnStatus = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(source.tokens.leaf, "status") && has(source.tokens.parent, "fulfillment") &&
  !shipmentWords.some((id) => has(destination.tokens, id))

/**
 * On a carrier's label sheet (one naming the sender) a bare status is the parcel's ("Delivered", "In transit"): an
 * order's fulfilment state (`fulfillment_status`: "fulfilled") is not it, only a shipment's own (`shipment_status`).
 */
const parcelWordsOfStatus = ["shipping", "delivery", "shipped", "delivered", "tracking"]
const ordersStatusOnLabel = (destination: DestinationProfile, source: SourceProfile): boolean =>
  destination.labelSheet === true && destination.tokens.length > 0 &&
  destination.tokens.every((token) => has([token], "status") || token.recordType === true) &&
  has(source.tokens.leaf, "status") && !parcelWordsOfStatus.some((id) => has(source.tokens.leaf, id))

/**
 * The Selling Partner API's `ProductInfo.NumberOfItems` is how many items one unit of the product holds (a pack of
 * six), not how many were bought (`QuantityOrdered`): only a column naming the pack or set asks for it.
 */
const packWords = /pack|set|bundle|paquete|packung|lot|pacote|confezione|セット|入数|套装|묶음/iu
const countInsideUnit = (destination: DestinationProfile, source: SourceProfile): boolean =>
  /(^|\.)ProductInfo\.NumberOfItems$/.test(source.flat.path) && !packWords.test(destination.field.name)

/** On a parcel's sheet a bare size ("rozmiar", "Size": a locker's A, B or C) is the parcel's, no variant of the goods. */
const sizeWords = new Set([
  "size",
  "rozmiar",
  "grosse",
  "taille",
  "tamanho",
  "taglia",
  "talla",
  "velikost",
  "méret",
  "beden",
  "storlek",
  "koko",
  "maat",
  "grootte",
  "størrelse",
  "サイズ",
  "사이즈",
  "尺寸"
])
const parcelsSize = (destination: DestinationProfile): boolean =>
  destination.parcelSheet === true && destination.tokens.length === 1 && sizeWords.has(destination.tokens[0].word)

/**
 * A bare account in a merchant's sheet ("Account", "Tili", "Cuenta de pago") is one of their ledger's or a bank's, never
 * the processor account's own name or details (`account_name`: the merchant's business); only a column that names
 * the detail ("Account Name") takes it.
 */
const ledgersAccount = (destination: DestinationProfile, source: SourceProfile): boolean =>
  /^account_/.test(source.flat.path) && has(destination.tokens, "account") &&
  tokenizeName(destination.field.name, "destination").every((token) =>
    has([token], "account") || has([token], "payment") || token.optional === true
  )

/**
 * A column that names its currency ("訂單總額(USD)", "台幣金額", "Valoare RON") wants amounts in it: a path whose
 * amounts are all in another currency ("USD" beside "台幣金額") would need a conversion no transform makes.
 */
const otherCurrency = ({ currency }: DestinationProfile, { flat }: SourceProfile): boolean =>
  currency !== undefined && flat.currencies.length > 0 && !flat.currencies.includes(currency)
/**
 * A column naming its currency ("Summe €") beside amounts kept in it and in others (a processor's charges in euros,
 * dollars and yen): the sales in other currencies would land in it unconverted, so the pair is proposed to check.
 */
export const otherCurrenciesToo = ({ currency }: DestinationProfile, { flat }: SourceProfile): boolean =>
  currency !== undefined && flat.currencies.some((code) => code !== currency)
/**
 * An amount converted to another currency than the sale's (a won shop's `total_price_usd`) is no column's that does
 * not name that currency: the sale's own amount is.
 */
const convertedAmount = ({ currency }: DestinationProfile, { flat }: SourceProfile): boolean =>
  flat.converted === true && (currency === undefined || !flat.currencies.includes(currency))

/** Why the pair is refused, or undefined when it may stand. */
export const refusal = (
  destination: DestinationProfile,
  source: SourceProfile,
  name: NameEvidence,
  agreement: number
): string | undefined => {
  if (agreement <= incompatible) return "values of another kind"
  if (otherCurrency(destination, source)) return "an amount in another currency"
  if (convertedAmount(destination, source)) return "an amount converted to another currency"
  if (textForNumberColumn(destination, source)) return "text for a column of numbers"
  if (name.unmet > maxUnmet) return "the field's own words are not in the path"
  if (name.unmet > 0 || name.similarity < 1) {
    if (otherAttribute(destination, source) && !sameObjectsId(destination, source)) return "another attribute"
  }
  if (weakNameNested(destination, source)) return "a weak name for a nested key"
  if (codeForPersonsName(destination, source)) return "a code without letters for someone's name"
  if (destination.otherReference === true) return "a reference beside the order's own number"
  if (destination.someSalesTax === true) return "a tax only some sales pay"
  if (bareIdForItems(destination, source)) return "a bare id for an item's id"
  if (shippingLineId(destination, source)) return "a shipping line's id for a shipment's"
  if (pagesText(source)) return "the checkout page's own text for a value"
  if (checkoutForOrder(destination, source)) return "a checkout's id for an order's"
  if (productIdForOrderLine(destination, source)) return "a product's id for an order line's"
  if (entryForTotal(destination, source)) return "one entry of a list for their total"
  if (deadlineForEvent(destination, source)) return "a deadline for the day a thing was done"
  if (shipDayForDelivery(destination, source)) return "a shipping's day for a delivery's"
  if (eventForDeadline(destination, source)) return "the day a thing was done for a deadline"
  if (idForMethod(destination, source)) return "an id for a method"
  if (countOfAnother(destination, source)) return "a count of something else"
  if (settingForValue(destination, source)) return "a setting, not a value"
  if (linkOfAnother(destination, source)) return "a link to another thing"
  if (cardNumberForId(destination, source)) return "an id for a card's number"
  if (runningNumber(destination, source)) return "a running number"
  if (source.orderPosition === true) return "the order's place in the shop's count"
  if (typeOfTheSheetsElsewhere(destination, source)) return "a type of the sheet's own"
  if (shipmentsOwnStatus(destination, source)) return "a shipment's status for the order's"
  if (ordersStatusOnLabel(destination, source)) return "the order's status for the parcel's"
  if (countInsideUnit(destination, source)) return "how many one unit holds for how many were bought"
  if (parcelsSize(destination)) return "the parcel's size for the goods' variant"
  if (ledgersAccount(destination, source)) return "the processor account's detail for a ledger's account"
  if (destination.merchantsNote === true) return "the merchant's own note beside the customer's"
  if (destination.contactPersons === true) return "a contact person's beside the client's own"
  if (destination.descriptionElsewhere === true && noteForDescription(destination, source)) {
    return "a note beside the sheet's description column"
  }
  if (has(destination.tokens, "taxid") && sellersOwn(destination, source)) return "the seller's own tax id"
  if (refundsField(destination, source)) return "a refund's or a tax's field"
  if (amountCountingTax(destination, source)) return "an amount counted with or without tax for the tax"
  if (streetLineForNumber(destination, source)) return "a street line for a house number"
  if (otherObjectsId(destination, source)) return "an id of another object"
  if (idOfAnotherByName(destination, source)) return "an id of another object, by its name"
  if (customersReference(destination, source)) return "the customer object's id for a reference they give"
  if (reasonForMessage(destination, source)) return "a reason's code for a message"
  if (anotherKindOfNumber(destination, source)) return "another kind of number"
  if (unconfirmedObject(destination, source)) return "an id not shown to be of the object named"
  if (idOfUnreadObject(destination, source)) return "an id of something the field names in a word not understood"
  if (fractionForPercentage(destination, source)) return "a fraction for a percentage"
  if (anotherOrdersNumber(destination, source)) return "not the order's number"
  if (anotherEntity(destination, source) || unaskedShipFrom(destination, source)) return "another party's field"
  if (anotherOwnersAttribute(destination, source)) return "another owner's field"
  if (anotherObjectsField(destination, source)) return "a field of an embedded object of another type"
  if (balanceByObjectsName(destination, source)) return "the balance transaction for a balance"
  if (totalForItem(destination, source)) return "a total for an item"
  if (lineAmountOfAnother(destination, source)) return "not what the line comes to"
  if (destination.lineDescription === true && source.outsideItems === true) return "the sale's description for a line's"
  if (unitForTotal(destination, source)) return "a unit price for a total"
  if (totalForUnit(destination, source)) return "a line's total for a unit price"
  if (priceForTotal(destination, source)) return "a total for a price"
  if (anotherRecordsDate(destination, source)) return "another record's date"
  if (typeOfAValue(destination, source)) return "the type of a value for the value"
  if (partysOwn(destination, source)) return "a party's own detail for the record's"
  if (partysNameForRecords(destination, source)) return "a party's name for the record's"
  if (noteForProcessorsMessage(destination, source)) return "the processor's message for a note"
  if (idForFailure(destination, source)) return "an id for a failure"
  if (authenticationsOwn(destination, source)) return "the card's authentication for the payment"
  if (failuresOwn(destination, source)) return "a failed attempt's field"
  if (merchantsReferenceForStripes(destination, source)) return "the merchant's reference for the processor's"
  if (rateForValue(destination, source)) return "a rate for a value"
  if (exemptionForValue(destination, source)) return "an exemption for a value"
  if (anotherDate(destination, source)) return "another date than the record's"
  if (dateForNoDate(destination, source)) return "a date or time for values that are none"
  if (anotherKindOfMoney(destination, source)) return "money of another kind"
  if (taxCountedOtherwise(destination, source)) return "an amount counted otherwise with tax"
  if (countVersusAmount(destination, source)) return "an amount for a count"
  if (countOfSome(destination, source)) return "a count of only some"
  if (flagForValue(destination, source)) return "a yes-or-no flag for a value"
  if (linkForValue(destination, source)) return "a link for a value"
  if (gramsForKilograms(destination, source)) return "grams for kilograms"
  if (attributeOfBareEntity(destination, source)) return "another attribute of the thing named"
  if (nameVersusCode(destination, source)) return "a code for a name"
  if (partOfName(destination, source)) return "part of a name for the whole"
  if (readingForName(destination, source)) return "a name as written for its reading"
  if (nameOfAnotherThing(destination, source)) return "the name of another thing"
  if (thingsNameForPersons(destination, source)) return "a thing's name for a person's"
  if (nameForType(destination, source)) return "a name for a type"
  if (otherNumber(destination, source) || laterElement(destination, source)) return "another numbered field"
  return undefined
}

/** A nested path under a segment the field does not ask for is probably someone else's value. */
const foreignParent = (destination: DestinationProfile, source: SourceProfile): boolean => {
  // The customer's contact details are the sale's, and an address holds its party's (`shipping_address.phone`
  // is the recipient's phone); anything else under the customer (an id, a status) is the customer's own.
  const customersOwn = !source.tokens.leaf.some(isPartyDetail)
  return source.tokens.parent.some(
    (token) =>
      token.recordType !== true &&
      !token.concepts.some(
        (entry) =>
          ((entry.id === "customer" || entry.id === "address") && !customersOwn) || entry.role === "context" ||
          entry.role === "weak"
      ) &&
      !isWanted(token, destination.tokens)
  )
}

/** An amount under another kind of money (`total_tax_amounts.0.amount`) is that kind's, not the plain "Amount". */
const moneyOfAnotherKind = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "amount") &&
  source.tokens.parent.some((token) =>
    token.concepts.some((entry) => entry.family === "money" && entry.id !== "amount") &&
    !askedLiterally(token, destination)
  )

/**
 * An id without a prefix, not under the object the field names ("Payment ID"
 * and a Shopify order's `id`): nothing says it is that object's id.
 */
const unconfirmedObject = (destination: DestinationProfile, source: SourceProfile): boolean => {
  const named = objectsAskedFor(own(destination.tokens))
  if (named.length === 0 || source.flat.idPrefix !== undefined || !source.tokens.leaf.some(isIdWord)) return false
  const owners = objectsNamed(pathTokens(source))
  return !named.some((id) => owners.includes(id))
}

/** Chinese, Japanese and Korean words are short: two characters are a word, not an abbreviation. */
const ideographic = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u

/**
 * A number of something the field names in a word the matcher cannot read ("numer budynku odbiorcy", a building's
 * number): whose id the path holds cannot be shown to be that thing's, so the id is left out.
 */
const isUnreadWord = (token: Token): boolean =>
  token.concepts.length === 0 && (token.word.length > 2 || ideographic.test(token.word)) && token.weight > 0.5 &&
  token.optional !== true && token.recordType !== true
/** The field's name holds a word the matcher cannot read, and the path does not say it either. */
export const unreadWordUnmet = (destination: DestinationProfile, source: SourceProfile): boolean =>
  destination.tokens.some((token) =>
    isUnreadWord(token) && !isMetInPath(token, source.tokens) &&
    // An object word the path's ids name ("attempt" and a charge's `ch_…`) is read by the ids.
    !(objectWords.includes(token.word) && (objectsHeld(source) ?? []).includes(token.word))
  )
const idOfUnreadObject = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "id") && source.tokens.leaf.some(isIdWord) && unreadWordUnmet(destination, source)

/**
 * A note, comment or memo met only by a description (a charge's `description` for "Notes", "Memo", "메모"): the
 * merchant's own notes as often as what the record says of itself (about half such pairs were right on the
 * development set and in merchants' trials), so the merchant is asked to check it.
 */
export const noteForDescription = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "note") && has(source.tokens.leaf, "description") && !has(pathTokens(source), "note")

/**
 * A reference or id named for Stripe ("Ref. Stripe", "Stripe ID") is one of Stripe's ids, each written with its
 * object's prefix (`cs_…`, `ch_…`): never the merchant's own (`client_reference_id`, a metadata key).
 */
const merchantsReferenceForStripes = (destination: DestinationProfile, source: SourceProfile): boolean =>
  destination.tokens.some((token) => token.word === "stripe" && has([token], "platform")) &&
  has(destination.tokens, "id") && source.flat.kind === "id" && source.flat.idPrefix === undefined

/**
 * A failure ("Zahlungsfehler", "Payment error") is what went wrong, never the id of what failed
 * (`last_payment_error.charge`).
 */
const idForFailure = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "failure") && !has(destination.tokens, "id") && source.flat.kind === "id"

/**
 * What a failed attempt kept (`last_payment_error.charge`, `last_payment_error.payment_method.card.brand`) is the
 * failure's, never the sale's: only a column asking for the failure takes it.
 */
const failuresOwn = (destination: DestinationProfile, source: SourceProfile): boolean =>
  !has(destination.tokens, "failure") &&
  [...source.tokens.parent, ...source.tokens.grandparent].some((token) => has([token], "failure"))

/**
 * A note, comment or memo is words a person wrote: never what the processor said of a failure or an outcome
 * (`last_payment_error.message`, `outcome.seller_message`), unless the column asks for that.
 */
const noteForProcessorsMessage = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "note") && !has(destination.tokens, "failure") && !has(destination.tokens, "reason") &&
  (has(pathTokens(source), "failure") || source.flat.path.startsWith("outcome."))

/** A column typed number takes numbers or strings of digits only: an id like `ch_3Mx…` cannot be written there. */
const isNumeral = (sample: unknown): boolean =>
  typeof sample === "number" || (typeof sample === "string" && /^[+-]?\d+(\.\d+)?$/.test(sample.trim()))
const textForNumberColumn = (destination: DestinationProfile, source: SourceProfile): boolean =>
  declaresNumber(destination.field.type) && !source.flat.samples.every(isNumeral)

/**
 * A tax rate written for people ("KDV Oranı", "VAT %") holds the percentage, 20 for 20 %: a rate kept as a fraction
 * (Shopify's 0.2) fits only a column that stores fractions (a table's percent type), and no transform multiplies.
 */
const fractionForPercentage = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "tax") && (has(destination.tokens, "rate") || destination.field.name.includes("%")) &&
  destination.field.type?.toLowerCase() !== "percent" &&
  source.flat.samples.some((sample) => typeof sample === "number" && sample !== 0) && !inPerCent(source.flat)

/**
 * A bare "Date" ("Document Date", "Bestellt am") is the record's date — its creation, the family's primary meaning —
 * so a path that says which other date it is (`due_date`, `LastUpdateDate`, `shipped_at`, `expires_at`) is not it,
 * however literally it carries the word: an empty column beats a due date taken for the document's.
 */
const isSpecificDate = (token: Token): boolean =>
  token.concepts.some((entry) =>
    entry.family === "date" && entry.role === "attribute" && entry.primary !== true && entry.generic !== true
  )
const anotherDate = (destination: DestinationProfile, source: SourceProfile): boolean =>
  (has(destination.tokens, "date") || has(destination.tokens, "at")) && !destination.tokens.some(isSpecificDate) &&
  !destination.tokens.some((token) => has([token], "created")) &&
  source.tokens.leaf.some(isSpecificDate)

/**
 * A bare address or phone column of a sale ("Ciudad", "Código postal", "Telefono") is where the goods go and who
 * takes them: between a billing and a shipping twin the billing one is a little less likely, so the tie breaks
 * towards the shipping address.
 */
const billingPenalty = 0.03
const billingForBareShipTo = (destination: DestinationProfile, source: SourceProfile): boolean =>
  entitiesOf(own(destination.tokens)).size === 0 &&
  (hasFamily(destination.tokens, "address") ||
    (has(destination.tokens, "phone") && !source.flat.path.startsWith("billing_details."))) &&
  entitiesOf(pathTokens(source)).has("billing")
/**
 * A payment's bare phone is its payer's, whom the processor's billing details name ("Tel", "No. Tel" of a charge): the
 * one who paid is the one to call, where a shop's order sheet calls whom the goods go to.
 */
const recipientsPhoneForPayers = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.flat.path === "shipping.phone" && entitiesOf(own(destination.tokens)).size === 0 &&
  has(destination.tokens, "phone")

/**
 * On a shipping label's sheet a bare name, company or contact column is the recipient's, not the buyer's: enough
 * to outweigh the customer's own name, which a bare name column otherwise prefers.
 */
const labelPenalty = 0.15
const legalName = /raz[oó]n\s+social|raison\s+sociale|ragione\s+sociale|raz[aã]o\s+social|抬頭|抬头/iu
const buyerOnLabel = (destination: DestinationProfile, source: SourceProfile): boolean => {
  if (destination.parcelSheet !== true || entitiesOf(own(destination.tokens)).size > 0) return false
  // A company's legal name ("Razón social", 公司抬頭) is whom an invoice is made out to, unless a carrier's label asks it.
  if (destination.labelSheet !== true && legalName.test(destination.field.name)) return false
  // A company where the ship-to keeps none is the buyer's: the label's company line is the one the buyer gave.
  const company = destination.shipToKeepsNoCompany !== true
  const about = destination.tokens.some((token) =>
    token.concepts.some((entry) => ["name", "contact"].includes(entry.family) || (company && entry.id === "company"))
  )
  const owner = entitiesOf(pathTokens(source))
  return about && (owner.has("customer") || owner.has("billing")) && !owner.has("shipping")
}

/**
 * A card's 3-D Secure details describe the buyer's authentication, not the payment: their `transaction_id` is the
 * authentication's, no payment's transaction, and their result no payment's status. Only a column naming 3-D Secure or
 * the authentication asks for them ("isThreeD", "3DS Result").
 */
const authenticationWords = /3\s*-?\s*d|three\s*-?\s*d|secure|authenti|autenti|eci\b/iu
const authenticationsOwn = (destination: DestinationProfile, source: SourceProfile): boolean =>
  /(^|\.)three_d_secure\./.test(source.flat.path) && !authenticationWords.test(destination.field.name)

/**
 * The merchant's own details (`account_country`, the seller's) are not the sale's: a column that does not ask for
 * them prefers the sale's party's.
 */
const sellersOwnPenalty = 0.1
const sellersOwn = (destination: DestinationProfile, source: SourceProfile): boolean =>
  pathTokens(source).some((token) =>
    token.concepts.some((entry) => entry.id === "account" || entry.id === "merchant") &&
    !isWanted(token, destination.tokens)
  )

/** A column naming only a party ("Auftraggeber", "Cliente") is read by people: their name before their id. */
const partyIdPenalty = 0.12
const idForBareParty = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.flat.kind === "id" && destination.tokens.length > 0 &&
  destination.tokens.every((token) =>
    token.optional === true || token.concepts.some((entry) => entry.role === "entity" && entry.family === "party")
  )

/**
 * How a step of a payment is done (`capture_method`: automatic or manual, `confirmation_method`) is not how it is
 * paid: a bare "Method" on payments asks for the latter (`payment_method_types`).
 */
const stepWords = new Set(["capture", "confirmation"])
const stepPenalty = 0.1
const methodOfAStep = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "method") && source.tokens.leaf.some((token) => stepWords.has(token.word)) &&
  !destination.tokens.some((token) => stepWords.has(token.word))

/**
 * Where an order stands ("Status", "Order Status", "Статус заказа") is its progress to the buyer, its fulfilment: its
 * payment's status (`financial_status`) is asked for by naming the payment.
 */
const paymentStatusPenalty = 0.15
const orderStatusWords = ["status", "order"]
const paymentStatusForOrders = (destination: DestinationProfile, source: SourceProfile): boolean =>
  has(destination.tokens, "status") &&
  destination.tokens.every((token) =>
    token.recordType === true || orderStatusWords.some((id) => has([token], id)) ||
    token.concepts.some((entry) => entry.role === "weak")
  ) &&
  has(source.tokens.leaf, "status") && has(source.tokens.leaf, "payment")

/**
 * A column named only for the invoice ("Factura", "Invoice") asks for what people read on it, its number: the
 * processor's own id (`in_…`) is for its API.
 */
const invoiceIdPenalty = 0.15
const invoicesOwnId = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.flat.path === "id" && destination.tokens.some((token) => token.recordType === true) &&
  destination.tokens.every((token) => (token.recordType === true && has([token], "invoice")) || has([token], "id")) &&
  !splitWords(destination.field.name).includes("id") &&
  source.flat.samples.some((sample) => typeof sample === "string" && sample.startsWith("in_"))

/**
 * What a refund gave back is its original payment ("原交易編號", "Mã GD gốc", "Original transaction"): the charge, never
 * the refund itself nor its own balance transaction.
 */
// Dutch "Oorspr." (oorspronkelijke) too, which is no qualifier: "Oorspr munt" is a currency of its own.
const original = new Set([...originalWords, "oorspronkelijke"].map(stripAccents))
const originalPenalty = 0.1
const ownEntryForOriginal = (destination: DestinationProfile, source: SourceProfile): boolean =>
  (source.flat.path === "balance_transaction" ||
    (source.flat.path === "id" &&
      source.flat.samples.some((sample) => typeof sample === "string" && /^(re|pyr)_/.test(sample)))) &&
  destination.tokens.some((token) => original.has(token.word))

/** Score lost to doubts that do not refuse the pair. */
/**
 * What an address adds after its street (Amazon's `ExtendedFields.Complement`, a "Complemento", an "Adresszusatz") is
 * its second line: a bare "Endereço" or "Address" asks for the street first, a column naming the addition for it.
 */
const additionWords = new Set(["complement", "complemento", "adresszusatz", "zusatz", "toevoeging"])
const additionPenalty = 0.1
const additionForAddress = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.tokens.leaf.some((token) => additionWords.has(token.word)) &&
  !destination.tokens.some((token) => additionWords.has(token.word))

/**
 * A link to a PDF (an invoice's `invoice_pdf`) is a file to download; a column asking for a link to the invoice
 * ("Link", "Rechnung (Link)", "Линк към фактурата") means the page a buyer opens, unless it names the PDF.
 */
const pdfPenalty = 0.2
const pdfForLink = (destination: DestinationProfile, source: SourceProfile): boolean =>
  source.tokens.leaf.some((token) => token.word === "pdf") && !destination.tokens.some((token) => token.word === "pdf")

export const doubt = (destination: DestinationProfile, source: SourceProfile, name: NameEvidence): number =>
  (source.flat.filled === 0
    ? emptyPenalty +
      (name.sourceCoverage < wellNamed ? emptyDoubt * (1 - name.sourceCoverage) : 0) +
      (source.filledTwin ? filledTwinPenalty : 0)
    : 0) +
  (foreignParent(destination, source) ? foreignParentPenalty : 0) +
  (moneyOfAnotherKind(destination, source) ? foreignParentPenalty : 0) +
  (partialAmount(destination, source) ? partialAmountPenalty : 0) +
  (anotherMoment(destination, source) ? partialAmountPenalty : 0) +
  (billingForBareShipTo(destination, source) || recipientsPhoneForPayers(destination, source) ? billingPenalty : 0) +
  (additionForAddress(destination, source) ? additionPenalty : 0) +
  (buyerOnLabel(destination, source) ? labelPenalty : 0) +
  (sellersOwn(destination, source) ? sellersOwnPenalty : 0) +
  (idForBareParty(destination, source) ? partyIdPenalty : 0) +
  (methodOfAStep(destination, source) ? stepPenalty : 0) +
  (paymentStatusForOrders(destination, source) ? paymentStatusPenalty : 0) +
  (pdfForLink(destination, source) ? pdfPenalty : 0) +
  (invoicesOwnId(destination, source) ? invoiceIdPenalty : 0) +
  (ownEntryForOriginal(destination, source) ? originalPenalty : 0) +
  (source.sparserTwin === undefined ? 0 : sparserPenalty + sparserOutsideLists(source)) +
  (source.shadowed && !source.tokens.parent.some((token) => isWanted(token, destination.tokens)) ? shadowedPenalty : 0)
