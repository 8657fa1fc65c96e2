/**
 * What the matcher knows about each side of a pair: a destination field's
 * tokens and expected kind, a source path's tokens and observed values.
 */
import { pipe } from "effect"
import type { DestinationField, JsonRecord } from "../../connectors/contract.js"
import { currencyNamed, isCurrencyUnit } from "../currency.js"
import type { FlatField } from "../flatten.js"
import { splitWords, stripAccents } from "../words.js"
import { attemptWords, objectsOfId } from "./id-objects.js"
import { codeWords, type Concept, concepts, numberWords, shipViaWords } from "./lexicon.js"
import { priceWords } from "./money-words.js"
import { type TaxCounting, taxCountingOf } from "./tax-inclusion.js"
import { hasConcept, type PathTokens, settleSenses, type Token, tokenizeName, tokenizePath } from "./tokenize.js"
import { bareNumber, declaresSelect, type ExpectedKind, expectedKind, inCurrency } from "./type-score.js"

const recordTypeWeight = 0.35
const impliedNameWeight = 0.5
/** Words a column does not write but its context says ("billing", "order", "name"), weighing less than written ones. */
const implied = (word: string): ReadonlyArray<Token> =>
  tokenizeName(word, "destination").map((token) => ({ ...token, weight: impliedNameWeight }))

export interface DestinationProfile {
  readonly field: DestinationField
  readonly tokens: ReadonlyArray<Token>
  readonly expected: ExpectedKind
  /** The tokens include a word implied by the declared type, not written in the name. */
  readonly implicit: boolean
  /** How many of the tokens are written in the name (the rest are implied by the type). */
  readonly written: number
  /** The name with only letters and digits, lowercase and without accents ("PI" → "pi", "Diákkód" → "diakkod"). */
  readonly compact: string
  /** The records are a processor's invoices, or keep the shop's order number in a path of its own. */
  readonly orderElsewhere: boolean
  /** Its neighbours describe a parcel (a weight, a tracking number, a carrier, a sender): a shipping label's sheet. */
  readonly parcelSheet?: boolean
  /** A parcel sheet that also names the sender: a carrier's label import, not a shop's order export. */
  readonly labelSheet?: boolean
  /** A parcel sheet over records whose ship-to keeps no company: a company column there is the buyer's. */
  readonly shipToKeepsNoCompany?: boolean
  /** A card's number where the records keep only its last four digits: the column asks for those four. */
  readonly lastDigits?: boolean
  /** The records are Checkout Sessions: the payment a column names is the session's own, paid when it completed. */
  readonly paysBySession?: boolean
  /** A bare "Reference" beside a column of the sheet's own for the order number: something the records do not say. */
  readonly otherReference?: boolean
  /** A note beside a column of the sheet's own for the description: the merchant's note, not the description. */
  readonly descriptionElsewhere?: boolean
  /** A bare number ("No.") beside a column for the record's own number ("請求書番号"): the sheet's row counter. */
  readonly rowCounter?: boolean
  /** A contact person's column beside the client's own for the same thing: another person's, kept by no record. */
  readonly contactPersons?: boolean
  /** A bare note beside a column for the customer's note ("Bemerkungen" beside "Kundennotiz"): the merchant's own. */
  readonly merchantsNote?: boolean
  /** A bare amount in a sheet of item lines (a quantity and a unit price beside it): what the line comes to. */
  readonly lineAmount?: boolean
  /** A bare description in a sheet of item lines: the line's, not the sale's. */
  readonly lineDescription?: boolean
  /** How the column counts tax, said by its name or by a sibling's ("Unit price" beside "Unit price after tax"). */
  readonly taxCounting?: TaxCounting
  /** The records say their prices include tax (a shop's `taxes_included`): a line's price and the subtotal count it. */
  readonly pricesWithTax?: boolean
  /** It names a tax ("GST") that none of the records' titled taxes is ("State Tax"): their tax may not be it. */
  readonly otherTax?: boolean
  /** It names a tax that only some sales pay (IGST on one order, CGST and SGST on another): no path holds it alone. */
  readonly someSalesTax?: boolean
  /** A bare type where the records are balance transactions: each entry's own kind (a charge, a refund, a payout). */
  readonly entryType?: boolean
  /** The one currency its name names ("Total (USD)", "台幣金額"): its amounts are in it. */
  readonly currency?: string
}

export interface SourceProfile {
  readonly flat: FlatField
  readonly tokens: PathTokens
  /** Nested, with the same key name as a top-level path. */
  readonly shadowed?: boolean
  /** Empty, with the same key name as a path that has values. */
  readonly filledTwin?: boolean
  /** Filled in fewer records than a path with the same key name: the share of that path's records it fills. */
  readonly sparserTwin?: number
  /** A line's `amount` or `subtotal` beside its `quantity`: what the line comes to, not the price of one unit. */
  /**
   * The one element of a record's own list that every record keeps at most one of (`payment_gateway_names.0`): the
   * value itself, not a place in a list.
   */
  readonly soleElement?: boolean
  readonly lineTotal?: boolean
  /** The records list counted items (a line's `quantity`) and this path is in none of them: the sale's, not an item's. */
  readonly outsideItems?: boolean
  /** A weight of records that weigh their goods in grams elsewhere (a line's `grams` beside the order's `total_weight`). */
  readonly weighsInGrams?: boolean
  /** Under an embedded object of another type (Stripe's `source` with `object: "source"`): that type's words. */
  readonly embeddedIn?: ReadonlyArray<Token>
  /**
   * A shop's `number` beside its `order_number`: the order's place in the shop's count (43 for "#1043"), which no
   * one reads as the order's number.
   */
  readonly orderPosition?: boolean
  /** A list's place named by its sibling (a checkout attribute's name, a tax line's title): found by that name. */
  readonly namedPlace?: boolean
  /** The name a list's place is given (a checkout attribute's "發票類型"), as written. */
  readonly placeName?: string
}

/** The lexicon's concept of that id. */
const conceptNamed = (id: string): Concept | undefined => concepts.find((entry) => entry.id === id)

const leafKey = (profile: SourceProfile): string => profile.tokens.leaf.map((token) => token.word).join(" ")

/**
 * Embedded objects that say their own type (`source.object` = "source",
 * `transfer_data.destination.object` = "account"), by path; lists excluded.
 */
interface Embedded {
  readonly prefix: string
  readonly type: ReadonlyArray<Token>
}

const embeddedObjects = (sources: ReadonlyArray<SourceProfile>): ReadonlyArray<Embedded> =>
  sources.flatMap((source) => {
    const path = source.flat.path
    const [type] = source.flat.samples
    const typeTag = path.endsWith(".object") && source.flat.distinct === 1 && typeof type === "string"
    if (!typeTag || type === "list") return []
    return [{ prefix: path.slice(0, -"object".length), type: tokenizeName(type, "source") }]
  })

const sparser = (filled: number, most: number): { readonly sparserTwin?: number } =>
  filled > 0 && filled < most ? { sparserTwin: filled / most } : {}

const lineTotals = ["amount", "subtotal", "total", "amount_total", "amount_subtotal"]
const parentPath = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf(".")))
/** A line's count of its item: a shop's or a processor's `quantity`, the Selling Partner API's `QuantityOrdered`. */
const quantityKeys = [".quantity", ".QuantityOrdered"]
/**
 * What a line comes to: its `amount` or `subtotal` beside its quantity, or the Selling Partner API's `ItemPrice`,
 * which is the item's price times the quantity ordered.
 */
const isLineTotal = (path: string, counted: ReadonlySet<string>): boolean =>
  (lineTotals.some((key) => path.endsWith(`.${key}`)) && counted.has(parentPath(path))) ||
  (path.endsWith(".ItemPrice.Amount") && counted.has(parentPath(parentPath(path))))

/**
 * Marks nested look-alikes of top-level keys, empty look-alikes of filled paths, paths inside embedded objects, lines'
 * totals and weights in grams.
 */
export const markLookAlikes = (sources: ReadonlyArray<SourceProfile>): ReadonlyArray<SourceProfile> => {
  // A top-level path empty in every record (an invoice's `description`) shadows nothing: its nested namesake is the
  // only one holding the value.
  const topLevel = new Set(sources.filter((source) => source.tokens.root && source.flat.filled > 0).map(leafKey))
  const filled = new Set(sources.filter((source) => source.flat.filled > 0).map(leafKey))
  const mostFilled = new Map<string, number>()
  for (const source of sources) {
    mostFilled.set(leafKey(source), Math.max(mostFilled.get(leafKey(source)) ?? 0, source.flat.filled))
  }
  const embedded = embeddedObjects(sources)
  const numbered = sources.some((source) => source.flat.path === "order_number")
  const grams = sources.some((source) => source.tokens.leaf.some((token) => token.word.startsWith("gram")))
  const counted = new Set(
    sources
      .filter((source) => quantityKeys.some((key) => source.flat.path.endsWith(key)))
      .map((source) => parentPath(source.flat.path))
  )
  const singleLists = new Set(
    sources
      .filter(({ flat }) =>
        flat.kind === "array" && !flat.inArray && flat.samples.length > 0 &&
        flat.samples.every((sample) => Array.isArray(sample) && sample.length <= 1)
      )
      .map((source) => source.flat.path)
  )
  return sources.map((source) => {
    const inside = embedded.find((entry) => source.flat.path.startsWith(entry.prefix))
    return {
      ...source,
      shadowed: !source.tokens.root && topLevel.has(leafKey(source)),
      // A line's own empty field is not a copy of the order's (`line_items.0.fulfillment_status`). An empty key that a
      // filled one qualifies (`statement_descriptor` beside `calculated_statement_descriptor`) is its twin as well.
      filledTwin: source.flat.filled === 0 && !source.flat.inArray &&
        [...filled].some((key) => key === leafKey(source) || key.endsWith(` ${leafKey(source)}`)),
      // A billing phone given on one sale of three, beside a shipping phone given on all: the fuller one is the column.
      ...sparser(source.flat.filled, mostFilled.get(leafKey(source)) ?? 0),
      soleElement: source.flat.path.endsWith(".0") && singleLists.has(parentPath(source.flat.path)),
      lineTotal: isLineTotal(source.flat.path, counted),
      outsideItems: counted.size > 0 && ![...counted].some((item) => source.flat.path.startsWith(`${item}.`)),
      weighsInGrams: grams && source.tokens.leaf.some((token) => hasConcept(token, "weight")) &&
        !source.tokens.leaf.some((token) => token.word === "kg" || token.word.startsWith("kilo")),
      ...(inside === undefined ? {} : { embeddedIn: inside.type }),
      ...(numbered && source.flat.path === "number" ? { orderPosition: true } : {})
    }
  })
}

/** The word a declared type stands for, when the name itself says nothing we know. */
const typeWords: Partial<Record<ExpectedKind, string>> = {
  email: "email",
  url: "url",
  phone: "phone",
  money: "amount",
  date: "date",
  datetime: "date"
}

/**
 * The record's own type ("refund" for Stripe `object: "refund"`), as words
 * and as `#concept` ids: in a refund table "Refund Reason" and "Refunded
 * Amount" are just the reason and the amount, like "Order Total" in an order
 * sheet, so they weigh as little as other record-type words.
 */
export const recordTypeWords = (samples: ReadonlyArray<JsonRecord>): ReadonlySet<string> => {
  const words = new Set([
    ...samples
      .map((record) => record.object)
      .filter((type): type is string => typeof type === "string")
      .flatMap((type) => tokenizeName(type, "source"))
      .flatMap((token) => [token.word, ...token.concepts.map((entry) => `#${entry.id}`)]),
    // Without an `object` key, the record's own id still says what it is (`in_…`).
    ...samples.flatMap((record) => objectsOfId(record.id)).map((id) => `#${id}`)
  ])
  // A refund gives a payment back: "決済ID", "Mã GD gốc" of a refund name the payment refunded, not the refund.
  if (words.has("#refund")) words.delete("#payment")
  return words
}

/**
 * Records with no product or item anywhere (a charge, a payout) sell one
 * thing, themselves: "Item Title" or "Artikelbezeichnung" is the record's own
 * title or description, as "Order Total" is the order's total.
 */
export const soleProductWords = (
  sources: ReadonlyArray<SourceProfile>,
  fields: ReadonlyArray<DestinationField>
): ReadonlyArray<string> => {
  const isProduct = (token: Token) => token.concepts.some((entry) => entry.id === "product")
  // A sheet with a description column of its own ("Produkt" beside "Popis") gives the record's description to it.
  const describes = fields.some((field) => {
    const tokens = tokenizeName(field.name, "destination")
    return tokens.some((token) => hasConcept(token, "description")) && !tokens.some(isProduct)
  })
  // A payment method's details list no goods (a card's `three_d_secure.electronic_commerce_indicator`).
  const mentioned = sources.some(({ flat, tokens }) =>
    !flat.path.startsWith("payment_method_details.") &&
    [...tokens.leaf, ...tokens.parent, ...tokens.grandparent].some(isProduct)
  )
  return mentioned || describes ? [] : ["#product"]
}

/**
 * Unknown words that most fields of a destination share ("Deal" in "Deal
 * Name", "Deal Stage", "Deal Type"): the table's own record type.
 */
export const sharedFieldWords = (fields: ReadonlyArray<DestinationField>): ReadonlySet<string> => {
  const counts = new Map<string, number>()
  for (const field of fields) {
    const unknown = tokenizeName(field.name, "destination").filter((token) => token.concepts.length === 0)
    const words = new Set(unknown.map((token) => token.word))
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1)
  }
  const shared = [...counts].filter(([, count]) => count >= 3 && count >= 0.4 * fields.length).map(([word]) => word)
  return new Set(shared)
}

/**
 * A word that is also an attribute ("Variants": a variant's title) names more than the record's type; a refund's
 * money words ("Refunded" of a refund) are still its type.
 */
const isOfRecordType = (token: Token, recordTypes: ReadonlySet<string>): boolean =>
  // A charge, beside a PaymentIntent's records, is the intent's attempt: no word of the record's own type.
  !(attemptWords.has(token.word) && recordTypes.has("#intent")) &&
  (recordTypes.has(token.word) ||
    (token.concepts.some((entry) => entry.role !== "weak" && recordTypes.has(`#${entry.id}`)) &&
      !token.concepts.some((entry) => entry.role === "attribute" && entry.family !== "money")))

/** Only a record type: "Order", not "Ordered" (also the creation date). */
const isRecordTypeToken = (token: Token): boolean =>
  token.recordType === true || (token.concepts.length > 0 && token.concepts.every((entry) => entry.role === "context"))

const asRecordType = (token: Token): Token => ({
  ...token,
  weight: Math.min(token.weight, recordTypeWeight),
  recordType: true
})

/** Who a shipping template's columns are about. */
const partyWords = ["recipient", "sender", "shipfrom"]

/** "First and last name", "Imię i nazwisko", "Nom et prénom": the full name. */
const joinFullName = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> =>
  tokens.some((token) => hasConcept(token, "firstname")) && tokens.some((token) => hasConcept(token, "lastname"))
    ? [
      ...tokens.filter((token) => !hasConcept(token, "firstname") && !hasConcept(token, "lastname")),
      ...tokenizeName("name", "destination")
    ]
    : tokens

/**
 * "Utca, házszám", "Street and house number", "Straße u. Hausnr.": the street with its number, which is what an
 * address line holds, so the number is no word of its own to meet.
 */
const streetAndNumber = /[,+&/]|\s(and|und|u\.|et|y|e|és|og|och|en|ve|и|i|a|și|si|ja)\s/iu
const isNumberOfHouse = (token: Token): boolean =>
  hasConcept(token, "housenumber") || (hasConcept(token, "id") && numberWords.has(token.word))
const withNumberInStreet = (name: string, tokens: ReadonlyArray<Token>): ReadonlyArray<Token> =>
  streetAndNumber.test(name) && tokens.some((token) => hasConcept(token, "address"))
    ? tokens.filter((token) => !isNumberOfHouse(token))
    : tokens

/**
 * A count of lessons ("Počet lekcí", "Anzahl Lektionen", "Nº clases") counts what the sale's lines sell: their
 * quantity, the lessons being the goods.
 */
const lessonsCounted = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> =>
  tokens.some((token) => hasConcept(token, "lesson")) &&
    tokens.some((token) => hasConcept(token, "quantity") || isCountOf(token))
    ? [...tokens.filter((token) => !hasConcept(token, "lesson") && !isCountOf(token)), ...quantityWord]
    : tokens
/** A number's word before the lessons ("Nº clases") counts them. */
const isCountOf = (token: Token): boolean => hasConcept(token, "id") && numberWords.has(token.word)
const quantityWord = tokenizeName("quantity", "destination")

const title = conceptNamed("title")
/**
 * A product's or item's name is what "Item Title" is: its title (a marketplace's `Title`), or, where the record is the
 * one thing sold (a charge, a payout), the record's own title or description; never a person's name. So is its
 * description ("Item Description", "Artikelbezeichnung"), which an order keeps only as the item's title.
 */
const soldThingsName = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> =>
  title !== undefined && tokens.some((token) => hasConcept(token, "product"))
    ? tokens.map((token) =>
      (hasConcept(token, "name") || hasConcept(token, "description")) && !hasConcept(token, "title") &&
        token.recordType !== true
        ? { ...token, concepts: [...token.concepts, title] }
        : token
    )
    : tokens

/**
 * A date named by an event is when that event happened: "Payment date", "Zahlungsdatum", "تاريخ الدفع" are when it was
 * paid (`paid_at`), as "Paid on" is; "발송처리일", "Waktu Pengiriman Diatur", "Versanddatum" when it shipped (a
 * fulfilment's creation), as "Shipped on" is. The event's word also reads as that concept; a word naming the record
 * itself (a charge is the payment) keeps only the record's own date. Shipping names may carry a word the lexicon does
 * not know ("처리", processing), which leaves the reading standing.
 */
const eventDate = (
  event: string,
  happened: string,
  options: { readonly unknownWords: boolean; readonly notAlso?: string }
) => {
  const concept = conceptNamed(happened)
  return (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> =>
    concept !== undefined && tokens.some((token) => hasConcept(token, "date")) &&
      tokens.every((token) =>
        hasConcept(token, "date") || hasConcept(token, event) ||
        (options.unknownWords && token.concepts.length === 0)
      )
      ? tokens.map((token) =>
        hasConcept(token, event) && token.recordType !== true &&
          !token.concepts.some((entry) => entry.family === "date")
          ? { ...token, concepts: [...token.concepts.filter((entry) => entry.id !== options.notAlso), concept] }
          : token
      )
      : tokens
}
/**
 * A shipping's channel ("物流渠道", "Canal de envío") is also the way it goes, its method ("Standard Shipping") or
 * its fulfilment channel (`FulfillmentChannel`); so is its option ("Delivery Option", "Opsi Pengiriman"). Its type
 * is not: "Tipo Frete" or "deliveryType" is as often who fulfils it.
 */
const methodConcept = conceptNamed("method")
const optionWords = new Set(["option", "opsi", "opcion", "opcao", "optie", "opzione", "opcja", "opce", "опция"])
const isWayWord = (token: Token): boolean => hasConcept(token, "channel") || optionWords.has(token.word)
const shippingChannel = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> =>
  methodConcept !== undefined && tokens.some((token) => hasConcept(token, "shipping"))
    ? tokens.map((token) =>
      isWayWord(token) && !hasConcept(token, "shipping")
        ? { ...token, concepts: [...token.concepts, methodConcept] }
        : token
    )
    : tokens

/**
 * A creation word beside another event's ("Tanggal Pesanan Dibatalkan": the order's date, cancelled) dates that
 * event: the order's creation is not what the column asks for.
 */
const plainDate = tokenizeName("date", "destination")[0]
const eventOfOrder = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> =>
  tokens.some((token) =>
      !hasConcept(token, "created") &&
      token.concepts.some((entry) => entry.family === "date" && entry.id !== "date" && entry.role === "attribute")
    )
    ? tokens.map((token) =>
      hasConcept(token, "created") && token.concepts.length === 1 ? { ...plainDate, weight: token.weight } : token
    )
    : tokens

/**
 * A party's order number ("Customer Order No", "用户订单号", "Nº pedido cliente") is the order's: the word nearest the
 * number names what it numbers, and the party farther off only says whose order it is, as a qualifier.
 */
const whoseOrder = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> => {
  const id = tokens.findIndex((token) => hasConcept(token, "id"))
  const order = tokens.findIndex((token) => hasConcept(token, "order"))
  if (id < 0 || order < 0) return tokens
  const isParty = (token: Token) => token.concepts.some((entry) => entry.role === "entity" && entry.family === "party")
  return tokens.map((token, at) =>
    isParty(token) && !hasConcept(token, "order") && (at < order && order < id || id < order && order < at)
      ? { ...token, weight: token.weight * partyOfOrderWeight, optional: true }
      : token
  )
}
const partyOfOrderWeight = 0.3

/**
 * Whether a sale is paid ("入金状況", "Paid status", "Stato pagato") is its payment's status.
 */
const paymentConcept = conceptNamed("payment")
const paidStatus = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> =>
  paymentConcept !== undefined && tokens.length === 2 && tokens.some((token) => hasConcept(token, "status")) &&
    tokens.some((token) => hasConcept(token, "paid") && token.concepts.length === 1)
    ? tokens.map((token) => hasConcept(token, "paid") ? { ...token, concepts: [paymentConcept] } : token)
    : tokens

/**
 * When a payment was paid ("Date Paid", "Paid On") is the payment's own date where the records are payments (a
 * charge is paid when it is made, a Checkout Session when it is completed); an invoice keeps a day of its own for it
 * (`status_transitions.paid_at`).
 */
const paidOnPayment = (tokens: ReadonlyArray<Token>, recordTypes: ReadonlySet<string>): ReadonlyArray<Token> =>
  (recordTypes.has("#payment") || recordTypes.has("#session")) && !recordTypes.has("#invoice") &&
    tokens.some((token) => hasConcept(token, "date") || hasConcept(token, "at")) &&
    tokens.every((token) => hasConcept(token, "date") || hasConcept(token, "at") || hasConcept(token, "paid"))
    ? tokens.map((token) => hasConcept(token, "paid") ? asRecordType(token) : token)
    : tokens

/** A shipping, a delivery or a payment completed ("発送完了", "Payment completed") is that event, not the order closed. */
const completedEvent = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> =>
  tokens.some((token) => ["shipping", "delivery", "payment"].some((id) => hasConcept(token, id)))
    ? tokens.map((token) => hasConcept(token, "closed") ? { ...token, concepts: [] } : token)
    : tokens

const paymentsDate = eventDate("payment", "paid", { unknownWords: false })
// A delivery's date ("Lieferdatum", "Data di consegna", "Teslimat Tarihi") is when it arrived, not when it shipped
// (`LatestShipDate`): read first, its word no longer means shipping, so the shipping reading leaves it be.
const deliveryDate = eventDate("delivery", "delivered", { unknownWords: true, notAlso: "shipping" })
const shippingDate = eventDate("shipping", "shipped", { unknownWords: true })

/** "Estado del envío", "État de la commande", "Stato della spedizione": a status of something, in Romance word order. */
const statusOf =
  /(^|[^\p{L}])(estado|état|etat|stato|statut)\s+(?:(de|del|do|da|du|des|della|dello|dei|di)(?![\p{L}])|(?=(?:envío|envio|entrega|pago|pagamento|pedido|spedizione|ordine|livraison|paiement|expédition|commande)(?![\p{L}])))/iu

const currencyQualifierWeight = 0.2
const asQualifierOfCurrency = (token: Token): Token =>
  token.concepts.some((entry) => entry.family === "money") && !hasConcept(token, "currency")
    ? { ...token, weight: Math.min(token.weight, currencyQualifierWeight), optional: true }
    : token

/** French says when a thing was done with its participle and "le" ("Réglée le", "Expédié le": paid on, shipped on). */
const frenchDay = /\p{L}(?:é|ée|és|ées)\s+le$/iu

const transactionWord = /^(?:transa[ck]|tranzak|transz|交易|取引|거래|giao dich|işlem|islem|транзак|операц)/u

const amountConcept = conceptNamed("amount")

/** A Romance name's first noun is its head: "Orden de entrega", "Nota de crédito", "Ordem de serviço". */
const headOfPhrase = /^\s*\p{L}+\s+(?:de|do|da|di|du|del|della|des)\s/iu

export const profileDestination = (
  field: DestinationField,
  recordTypes: ReadonlySet<string> = new Set(),
  orderElsewhere = false
): DestinationProfile => {
  const onADay = frenchDay.test(field.name.trim()) ? tokenizeName("on", "destination") : []
  const words = joinFullName([...tokenizeName(field.name, "destination"), ...onADay])
  const priced = inCurrency(field.name)
  const typed = settleSenses(words, words, { partyIsPlace: true, statusOf: statusOf.test(field.name), priced })
    .map((token) => isOfRecordType(token, recordTypes) ? asRecordType(token) : token)
    // A rate written in a currency ("Rate (₹)": an Indian bill's quantity × rate = amount) is a unit's price.
    .flatMap((token) => priced && token.word === "rate" ? tokenizeName("unit price", "destination") : [token])
    // A count written in a currency ("Jumlah (RM)": Malay's sum, Indonesian's count) is an amount.
    .map((token) =>
      priced && amountConcept !== undefined && hasConcept(token, "quantity") && token.concepts.length === 1
        ? { ...token, concepts: [amountConcept] }
        : token
    )
  // Each reading in turn, in the order they depend on each other.
  const named = pipe(
    typed,
    whoseOrder,
    soldThingsName,
    completedEvent,
    eventOfOrder,
    paymentsDate,
    deliveryDate,
    shippingDate,
    (tokens) => withNumberInStreet(field.name, tokens),
    lessonsCounted,
    shippingChannel,
    paidStatus,
    (tokens) => paidOnPayment(tokens, recordTypes)
  )
  // A column named only for the record ("Charge", "Bestellung") holds its
  // identifier; one named only for a party or thing ("Customer", "Product")
  // most likely its name, though its id will do.
  // A platform's name beside it says whose record it is ("Stripe sessie", "Shopify Order").
  const recordWords = named.filter((token) => !hasConcept(token, "platform"))
  const recordOnly = recordWords.length > 0 && recordWords.every(isRecordTypeToken) && !priced
  // Unless written in a currency ("Vráceno (Kč)" of refunds): then it is the record's money.
  const pricedRecord = recordWords.length > 0 && priced &&
    recordWords.every((token) => isRecordTypeToken(token) && !hasConcept(token, "product"))
  // Shipping, billing or a card alone name no one: "Shipping" is a cost or a method, not a person; a recipient is.
  const nameable = (token: Token) =>
    token.concepts.some((entry) =>
      entry.role === "entity" && (entry.family === "party" || entry.family === "product" || entry.id === "recipient")
    )
  // A unit ("(USD)", "(元)") says nothing of what the column is.
  // Nor does a platform's or a carrier's name ("DHL Tracking"): it says whose, not what; nor the record's own type
  // beside other words ("Shipping Charges (Per Order)": the shipping's cost, of the order as every column is).
  const shown = named.filter((token) =>
    token.weight > 0 && !token.concepts.some((entry) => entry.id === "platform" || entry.id === "carrierbrand")
  )
  // Columns naming only parties or things hold their names; a shipment's party ("Kargo Alıcısı", "Shipping
  // Recipient") is one too: the one the goods go to.
  const isPerson = (token: Token) =>
    token.concepts.some((entry) => entry.role === "entity" && (entry.family === "party" || entry.id === "recipient"))
  // Nor does a qualifier of a person the lexicon does not read ("Kund (målsman)", "Kunde/Kundin"): it narrows whom,
  // it does not name another thing (as "Oggetto (interno)" may).
  const unreadQualifier = (token: Token) => token.optional === true && token.concepts.length === 0
  const whose = shown.some(isPerson) && shown.every((token) => isPerson(token) || unreadQualifier(token))
    ? shown.filter((token) => !unreadQualifier(token))
    : shown
  // Unless the record's word heads the name ("Orden de entrega": a delivery order, a document of its own).
  const recordHeads = whose.length > 0 && isRecordTypeToken(whose[0]) && headOfPhrase.test(field.name)
  const said = whose.some(isRecordTypeToken) && !whose.every(isRecordTypeToken) && !recordHeads
    ? whose.filter((token) => !isRecordTypeToken(token))
    : whose
  // A thing priced in a currency ("Unit $", "Artikel (€)") is its price, not its name.
  const entityOnly = said.length > 0 && !priced &&
    (said.every(nameable) ||
      (said.some(isPerson) && said.every((token) => nameable(token) || hasConcept(token, "shipping"))))
  const only = (...ids: ReadonlyArray<string>) =>
    said.length > 0 && said.every((token) => ids.some((id) => hasConcept(token, id))) &&
    ids.every((id) => said.some((token) => hasConcept(token, id)))
  // "Shipping" alone, in a sales export, is what the shipping cost; so is a shipping fee ("Versandkosten",
  // "Frais de port"), which is the buyer's, not a processor's fee.
  // Chinese 物流 alone (logistics) is who carries the goods, as "Logistics" is: the carrier, not what it cost.
  const logisticsOnly = named.length === 1 && named[0].word === "物流"
  // Unless its type says it holds words ("Enviament" typed single line text): then how it ships, the method.
  const typedText = ["singlelinetext", "multilinetext", "singleselect"].includes(field.type?.toLowerCase() ?? "")
  const shippingMethod = only("shipping") && typedText && !named.some((token) => hasConcept(token, "delivery"))
  const chargeOnly = !logisticsOnly && !shippingMethod && (only("shipping") || only("shipping", "fee"))
  // A card's type ("Card type", "Kártyatípus") is its brand: Visa, Mastercard; so is a card chosen from a list ("Card"
  // typed single select).
  const singleSelect = field.type?.toLowerCase() === "singleselect"
  const cardType = only("card", "type") || (only("card") && singleSelect)
  // So a payment chosen from a list ("Payment" typed single select) is the way it was paid: no id is chosen so; and
  // a payment's type ("Payment Type", "Тип платежа") is its method's (card, alipay), not its balance transaction's.
  // A transaction's type ("transaction_type", 交易类型) is the processor's kind of entry, not a way of paying.
  const paymentType = named.length > 0 &&
    named.every((token) => hasConcept(token, "payment") || hasConcept(token, "type")) &&
    ["payment", "type"].every((id) => named.some((token) => hasConcept(token, id))) &&
    !named.some((token) => transactionWord.test(token.word))
  const paymentChoice = (only("payment") && singleSelect) || paymentType
  // A bare cost ("Cost", "Custo", "Coste") in a merchant's sheet is what the goods cost them, not what the buyer paid.
  // So is one that says its cost is the goods' ("Costo (COGS)").
  // A unit it is counted in ("Cost (ea)") qualifies it only.
  const saidPlainly = said.filter((token) => token.optional !== true)
  const bareCost = (saidPlainly.length === 1 && costWords.has(saidPlainly[0].word)) ||
    (said.some((token) => costWords.has(token.word)) && said.some((token) => hasConcept(token, "costprice")))
  // A failure alone ("Zahlungsfehler", "Errore pagamento") is what went wrong, in words: its message, not its code.
  const failureOnly = only("failure") || only("failure", "payment")
  // A number written in a currency ("رقم ($)": Urdu's and Persian's "raqam" is a sum, Arabic's a number) is a sum.
  const numberInCurrency = said.length === 1 && hasConcept(said[0], "id") &&
    (currencyNamed(field.name) !== undefined || currencySign.test(field.name))
  // "Tracking", "Sendungsverfolgung", "Трек": the tracking number, not the company that gave it; so is a carrier's
  // number ("DHL No", "SF單號"): the parcel's, which the carrier gave.
  const trackingOnly = only("tracking")
  // A receipt alone ("Receipt", "Účtenka", "Kvitto") is the receipt itself, which its link opens: not the address it
  // was sent to, nor its number, which a column naming the number asks for.
  const receiptOnly = only("receipt")
  const carriersNumber = named.some((token) => hasConcept(token, "carrierbrand")) && said.length > 0 &&
    said.every((token) => hasConcept(token, "id"))
  // A carrier is known by its name ("Carrier Name", "Nama Kurir"): the carrier itself (`tracking_company`); so is a
  // method by its name or title ("Payment Method Title"): the method itself (`gateway`).
  const carrierName = only("carrier", "name")
  const isNameOrTitle = (token: Token) => hasConcept(token, "name") || hasConcept(token, "title")
  const methodName = said.some((token) => hasConcept(token, "method")) && said.some(isNameOrTitle) &&
    said.every((token) => isNameOrTitle(token) || ["method", "payment", "shipping"].some((id) => hasConcept(token, id)))
  // A note for the delivery or the courier ("배송시요청사항", "Futár információk" read as a note) is the buyer's note.
  const deliveryNote = only("shipping", "note") || only("carrier", "note") || only("delivery", "note")
  // "Receiver Contact", "Sender Alt Contact": a shipping template's contact of a party is the number to call.
  const contactOfParty = named.length >= 2 && named[named.length - 1].word === "contact" &&
    named.slice(0, -1).some((token) => partyWords.some((id) => hasConcept(token, id))) &&
    named.slice(0, -1).every((token) => token.concepts.length === 0 || partyWords.some((id) => hasConcept(token, id)))
  // A platform's party ("Stripe Customer", "Shopify customer") is the platform's record of them: its id.
  const platformsParty = named.some((token) => hasConcept(token, "platform")) && said.length > 0 &&
    said.every(isPerson)
  // An order alone ("Order", "Pedido") is known to people by its number ("#1001"), which its id may stand for.
  const orderOnly = recordOnly && named.every((token) => hasConcept(token, "order"))
  // A customer alone ("Client", 회원명) where the records are customers is known by their name, not the `cus_…` id.
  const personOnly = recordOnly && named.every(isPerson)
  // A product alone, where the record itself is what was sold ("Tétel", "상품명" of a charge), is what it was called:
  // its description, not its id.
  const soleProductOnly = recordOnly && named.every((token) => hasConcept(token, "product"))
  const completed = soleProductOnly
    ? [...named, ...implied("title")]
    : paymentChoice
    ? [...named, ...tokenizeName("method", "destination")]
    : personOnly
    ? [...named, ...implied("name")]
    : recordOnly
    ? [...named, ...tokenizeName(orderOnly ? "number" : "id", "destination")]
    : pricedRecord
    ? tokenizeName("amount", "destination")
    : contactOfParty
    ? [...named.slice(0, -1), ...tokenizeName("phone", "destination")]
    : platformsParty
    ? [...named, ...tokenizeName("id", "destination")]
    : entityOnly
    // A product named alone ("Producto", "Artikel") is called by its title, a party by its name.
    ? soldThingsName([...named, ...implied("name")])
    : logisticsOnly
    ? tokenizeName("carrier", "destination")
    : chargeOnly
    ? [...named.filter((token) => hasConcept(token, "shipping")), ...implied("amount")]
    : shippingMethod
    ? [...named, ...tokenizeName("method", "destination")]
    : cardType
    ? [...named.filter((token) => hasConcept(token, "card")), ...tokenizeName("brand", "destination")]
    : bareCost
    ? tokenizeName("cost price", "destination")
    : trackingOnly
    ? [...named, ...implied("number")]
    : receiptOnly
    ? [...named, ...tokenizeName("url", "destination")]
    : carriersNumber
    ? tokenizeName("tracking number", "destination")
    : carrierName
    ? named.filter((token) => hasConcept(token, "carrier"))
    : methodName
    ? named.filter((token) => !isNameOrTitle(token))
    : deliveryNote
    ? named.filter((token) => hasConcept(token, "note"))
    : numberInCurrency
    ? tokenizeName("amount", "destination")
    : failureOnly
    ? [...named, ...implied("reason")]
    : named
  const expected = expectedKind(field, completed)
  const typeWord = typeWords[expected]
  // "WKZ Umsatz", "Amount Currency": the amount names whose currency the column holds; a record's amounts share one.
  const qualified = expected === "currency" ? completed.map(asQualifierOfCurrency) : completed
  // "Recibo" typed url: unknown words, but the type still says what it holds.
  const implicit = typeWord !== undefined && completed.every((token) => token.concepts.length === 0)
  const currency = currencyNamed(field.name)
  return {
    field,
    tokens: implicit ? [...qualified, ...tokenizeName(typeWord, "destination")] : qualified,
    written: completed.length,
    expected,
    implicit,
    compact: compactName(field.name),
    orderElsewhere,
    ...(currency === undefined ? {} : { currency })
  }
}

/** Letters the accents' decomposition leaves whole, written as a keyboard without them would ("Mã đơn" → "ma don"). */
const plainLetters: Readonly<Record<string, string>> = { đ: "d", ł: "l", ø: "o", æ: "ae", œ: "oe", þ: "th", ð: "d" }
/** A name's letters and digits, lowercase and without accents, as a merchant's own key would spell it. */
const compactName = (name: string): string =>
  stripAccents(name.toLowerCase()).replace(/[đłøæœþð]/g, (letter) => plainLetters[letter] ?? letter)
    .replace(/[^a-z0-9]/g, "")

/** A currency's sign, whichever currency it is ("$" names none alone). */
const currencySign = /[$€£¥₹₽₺₩₫฿₪₴₦₱]/u

const isIdOnly = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.length > 0 && tokens.every((token) => hasConcept(token, "id") && token.recordType !== true)

/** Words for a status that are also a region ("State", "Estado", "Stato", "État"). */
const stateWords = new Set(["state", "estado", "stato", "etat"])
const isBareState = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.length === 1 && stateWords.has(tokens[0].word) && hasConcept(tokens[0], "status")
const isAddressPart = (destination: DestinationProfile | undefined): boolean =>
  destination?.tokens.some((token) =>
    token.concepts.some((entry) => entry.family === "address" && entry.role === "attribute")
  ) === true

/** "Jméno" beside "Příjmení", "Name" beside "Surname", "注文者名" beside "注文者姓": the given name, not the whole one. */
const isBareName = (tokens: ReadonlyArray<Token>): boolean =>
  // A name written in the column, not one implied by a party word alone ("Klient" is the customer's whole name).
  tokens.some((token) => hasConcept(token, "name") && token.weight > impliedNameWeight) &&
  tokens.every((token) =>
    token.concepts.length > 0 &&
    token.concepts.every((entry) => entry.id === "name" || (entry.role === "entity" && isPartyOfLabel(entry.id)))
  )
/** Whose name a column may name beside its surname column ("注文者名" beside "注文者姓", "Receiver name"). */
const isPartyOfLabel = (id: string): boolean => [...partyWords, "customer", "shipping", "billing"].includes(id)
const isLastName = (destination: DestinationProfile | undefined): boolean =>
  destination?.tokens.some((token) => hasConcept(token, "lastname")) === true

/**
 * Address columns read by their neighbours. Templates put the house number in its own column right after the
 * street: a bare "Nr" or "Número" there is the house number, not the record's number. A bare "State" beside a
 * city or a postcode is the region, not the status; a bare name beside a surname is the given name.
 */
const readByNeighbours = (
  destinations: ReadonlyArray<DestinationProfile>
): ReadonlyArray<DestinationProfile> => {
  // Where a column asks for the given name itself, a name beside the surname is the whole one ("Full name").
  const asksGivenName = destinations.some(({ tokens }) => isOnly(tokens, "firstname"))
  // A ledger of gross and net ("Bruto", "Kosten", "Netto") takes its costs between them: the fee, not the goods' cost.
  const grossAndNet = destinations.some(({ tokens }) => tokens.length === 1 && grossWords.has(tokens[0].word)) &&
    destinations.some(({ tokens }) => isOnly(tokens, "net"))
  // A German or Swiss ledger's "Valuta" beside its currency ("Währung") is the value date: when the money is there.
  const currencyElsewhere = destinations.some(({ field, tokens }) =>
    isOnly(tokens, "currency") && !valuta.test(field.name)
  )
  // "Details" alone is what the record says of itself, its description, where no column asks for that by name.
  const describedElsewhere = destinations.some(({ tokens }) => tokens.some((token) => hasConcept(token, "description")))
  return destinations.map((destination, at) => {
    const before = destinations[at - 1]
    const after = destinations[at + 1]
    const details = !describedElsewhere && /^\s*details\s*$/iu.test(destination.field.name)
    const valueDate = currencyElsewhere && valuta.test(destination.field.name)
    const afterStreet = isIdOnly(destination.tokens) &&
      before?.tokens.some((token) => hasConcept(token, "address")) === true
    const region = isBareState(destination.tokens) && (isAddressPart(before) || isAddressPart(after))
    const givenName = !asksGivenName && isBareName(destination.tokens) && (isLastName(before) || isLastName(after))
    const ledgerCost = grossAndNet && isBareCost(destination.field.name)
    if (!afterStreet && !region && !givenName && !ledgerCost && !details && !valueDate) return destination
    const name = afterStreet
      ? "house number"
      : region
      ? "region"
      : ledgerCost
      ? "fee"
      : details
      ? "description"
      : valueDate
      ? "available on"
      : "first name"
    const read = profileDestination({ ...destination.field, name }, new Set(), destination.orderElsewhere)
    // Whose given name it is stays said ("注文者名", "送付先名": the buyer's, the ship-to's).
    const owners = givenName ? destination.tokens.filter((token) => !hasConcept(token, "name")) : []
    return { ...read, tokens: [...owners, ...read.tokens], field: destination.field, compact: destination.compact }
  })
}

/**
 * Sheets group a party's address: "Morada de Faturação", then a bare "Código Postal", "País". A bare part of an
 * address in the run of address columns right after a column of the billing or the shipping address is that one's.
 */
const addressOwners = ["billing", "shipping"] as const
const isAddressToken = (token: Token): boolean =>
  token.concepts.some((entry) => entry.family === "address" && entry.role === "attribute")
/** The column that opens a block: the billing or shipping address itself ("Billing Address", "Morada de Entrega"). */
const ownerOfAddress = (tokens: ReadonlyArray<Token>): (typeof addressOwners)[number] | undefined =>
  tokens.some((token) => hasConcept(token, "address"))
    ? addressOwners.find((id) => tokens.some((token) => hasConcept(token, id)))
    : undefined
/** "Address Line 1", "Landcode": a line of the address, or a part's code, is still a bare part of it. */
const isBareAddress = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.some(isAddressToken) &&
  tokens.every((token) => isAddressToken(token) || token.word === "line" || token.word === "code")
/** Each numbered line its own part ("Address Line 1", then "Address Line 2"). */
const partsOf = (tokens: ReadonlyArray<Token>, name: string): ReadonlyArray<string> =>
  tokens.flatMap((token) =>
    token.concepts.filter((entry) => entry.family === "address").map((entry) => `${entry.id}${/\d+/.exec(name) ?? ""}`)
  )
/** Whom the goods go to, named alone ("Leveren aan", "Ship to"): the address after it is theirs. */
const namesRecipient = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.some((token) => hasConcept(token, "recipient")) &&
  tokens.every((token) => hasConcept(token, "recipient") || hasConcept(token, "name"))
const readAddressBlocks = (destinations: ReadonlyArray<DestinationProfile>): ReadonlyArray<DestinationProfile> => {
  let block: { owner: (typeof addressOwners)[number]; parts: Set<string> } | undefined
  return destinations.map((destination) => {
    // A column of words the lexicon does not know ("Localidade") neither ends the run nor joins it.
    if (destination.tokens.every((token) => token.concepts.length === 0)) return destination
    if (namesRecipient(destination.tokens)) {
      block = { owner: "shipping", parts: new Set() }
      return destination
    }
    const owner = ownerOfAddress(destination.tokens)
    const parts = partsOf(destination.tokens, destination.field.name)
    // A part the block already has ("Cidade" after "Cidade Entrega") starts something else.
    if (owner !== undefined || !isBareAddress(destination.tokens) || block?.parts.has(parts[0] ?? "") === true) {
      block = owner === undefined ? undefined : { owner, parts: new Set(parts) }
      return destination
    }
    if (block === undefined) return destination
    for (const part of parts) block.parts.add(part)
    return { ...destination, tokens: [...destination.tokens, ...implied(block.owner)] }
  })
}

/**
 * A marketplace's order keeps the buyer's address only as where the goods go (`ShippingAddress`): "Cidade
 * Comprador", the buyer's city, is the ship-to's city when no path holds a customer's or billing address.
 */
const isPlaceOrPhone = (token: Token): boolean =>
  token.concepts.some((entry) => (entry.family === "address" && entry.role === "attribute") || entry.id === "phone")
const isBuyer = (token: Token): boolean => hasConcept(token, "customer")
/** Some path holds a buyer's or billing place or phone (of the kind `part` names, when given). */
const holdsBuyersAddress = (sources: ReadonlyArray<SourceProfile>, part?: ReadonlyArray<Token>): boolean =>
  sources.some(({ tokens }) => {
    const path = [...tokens.leaf, ...tokens.parent, ...tokens.grandparent]
    const place = tokens.leaf.filter(isPlaceOrPhone)
    // A buyer's tax details (Amazon's `BuyerTaxInfo.TaxingRegion`) are no address of theirs.
    const taxDetail = path.some((token) => hasConcept(token, "tax") || token.word === "taxing")
    return place.length > 0 && !taxDetail && path.some((token) => isBuyer(token) || hasConcept(token, "billing")) &&
      (part === undefined ||
        place.some((token) => token.concepts.some((entry) => part.some((wanted) => hasConcept(wanted, entry.id)))))
  })
const readBuyersAddressAsShipTo = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>
): ReadonlyArray<DestinationProfile> =>
  holdsBuyersAddress(sources) ?
    destinations :
    destinations.map((destination) =>
      destination.tokens.some(isPlaceOrPhone) && destination.tokens.some(isBuyer)
        ? { ...destination, tokens: destination.tokens.filter((token) => !isBuyer(token)) }
        : destination
    )

/**
 * A ship-to's e-mail ("ship_email", "Shipping E-mail") is the buyer's where no path keeps an e-mail of the ship-to's
 * own: the address a label tool sends the tracking to is the one the buyer gave, as a recipient's is.
 */
const isShipTo = (token: Token): boolean => hasConcept(token, "shipping") || hasConcept(token, "recipient")
/** Some path keeps a ship-to's own detail of this concept (`shipping_address.company`, a recipient's e-mail). */
const keepsShipTos = (sources: ReadonlyArray<SourceProfile>, id: string): boolean =>
  sources.some(({ tokens }) =>
    tokens.leaf.some((token) => hasConcept(token, id)) &&
    [...tokens.leaf, ...tokens.parent, ...tokens.grandparent].some(isShipTo)
  )
const readShipToEmailAsBuyers = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>
): ReadonlyArray<DestinationProfile> =>
  recipientConcept === undefined || keepsShipTos(sources, "email") ?
    destinations :
    destinations.map((destination) =>
      destination.tokens.length === 2 && destination.tokens.some((token) => hasConcept(token, "email")) &&
        destination.tokens.some((token) => hasConcept(token, "shipping"))
        ? readWithTokens(destination, destination.tokens.map(readTokenAs("shipping", recipientConcept)))
        : destination
    )

/**
 * An invoice's sheet (a column names the invoice, "Số hóa đơn", "Numero fattura", "Číslo faktury", or its due date,
 * "Termin płatności") addresses the invoice to the buyer: its bare address parts outside any block are the billing
 * address's — where the records hold that part of it; a marketplace's hold only the ship-to's, which the columns then
 * mean. (A buyer's tax id alone says nothing: shops' order exports carry it beside the ship-to.)
 */
const namesInvoice = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.some((token) => hasConcept(token, "invoice") || hasConcept(token, "due"))
/** "Nome", "Cognome": a given name or surname alone, whose party the sheet says. */
const isBareNamePart = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.length === 1 && (hasConcept(tokens[0], "firstname") || hasConcept(tokens[0], "lastname"))
/**
 * Unless the records ship goods (a shop's `shipping_address`, a marketplace's `ShippingAddress`) and the sheet speaks
 * of their shipping (its method, status, tracking or carrier): a shop's own order sheet with a column for the
 * invoice it wrote ("Rechnung geschrieben ✓", "מס' חשבונית") still lists where the goods go.
 */
const shipsGoods = (sources: ReadonlyArray<SourceProfile>): boolean =>
  sources.some(({ flat }) => /^(?:shipping_address|ShippingAddress)\./.test(flat.path))
const speaksOfShipping = (destinations: ReadonlyArray<DestinationProfile>): boolean =>
  destinations.some(({ tokens }) =>
    !tokens.some(isAddressToken) &&
    (tokens.some((token) =>
      hasConcept(token, "tracking") || hasConcept(token, "carrier") || hasConcept(token, "shipped")
    ) ||
      // Its method, status or day ("Versandt am"), not only its cost: a VAT register lists what the shipping cost
      // ("Dostawa (zł)").
      (tokens.some((token) => hasConcept(token, "shipping")) &&
        tokens.some((token) =>
          hasConcept(token, "method") || hasConcept(token, "status") || hasConcept(token, "date") ||
          hasConcept(token, "at")
        )))
  )
/**
 * So does a register of clients (a column for their tax id and one for their company, none for a sale's money, order,
 * goods or shipping: an invoicing tool's client import): it keeps where each client is billed.
 */
const aboutSale = ["order", "product", "shipping", "tracking", "carrier"]
const registersClients = (destinations: ReadonlyArray<DestinationProfile>): boolean =>
  destinations.some(({ tokens }) => tokens.some((token) => hasConcept(token, "taxid"))) &&
  destinations.some(({ tokens }) => tokens.some((token) => hasConcept(token, "company"))) &&
  !destinations.some(({ tokens }) =>
    tokens.some((token) => token.concepts.some((entry) => entry.family === "money" || aboutSale.includes(entry.id)))
  )
const readInvoiceSheetAddress = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>
): ReadonlyArray<DestinationProfile> =>
  (destinations.some(({ tokens }) => namesInvoice(tokens)) || registersClients(destinations)) &&
    !(shipsGoods(sources) && speaksOfShipping(destinations))
    ? destinations.map((destination) =>
      (isBareAddress(destination.tokens.filter((token) => token.weight > 0)) &&
          holdsBuyersAddress(sources, destination.tokens)) ||
        isBareNamePart(destination.tokens)
        ? {
          ...destination,
          tokens: [...destination.tokens, ...implied("billing")]
        }
        : destination
    )
    : destinations

/**
 * Where the records are payments (a charge's `ch_` id), a party's word names one of the payment's two sides: a
 * sender is its payer, the customer ("Absender E-Mail-Adresse", "Avsändarnamn"), where elsewhere the word alone says
 * neither (on a parcel it is the shipper); a recipient is its payee, the merchant, whom no payment names
 * ("Mottagarnamn", "Empfänger E-Mail-Adresse"), except on a parcel's sheet, where it is whom the goods go to.
 */
/** A token of the word's concept read as another concept only ("Absender" as the customer, or as the shipper). */
const readTokenAs = (word: string, as: Concept | undefined) => (token: Token): Token =>
  hasConcept(token, word) && as !== undefined ? { ...token, concepts: [as] } : token
const readAsSideOfPayment = (
  word: string,
  side: Concept | undefined,
  keeps: (destination: DestinationProfile) => boolean
) =>
(destinations: ReadonlyArray<DestinationProfile>, recordObjects: ReadonlySet<string>) => {
  const read = readTokenAs(word, side)
  return recordObjects.has("payment") && !recordObjects.has("invoice")
    ? destinations.map((destination) =>
      keeps(destination) ? destination : { ...destination, tokens: destination.tokens.map(read) }
    )
    : destinations
}
const readSenderAsPayer = readAsSideOfPayment("sender", conceptNamed("customer"), () => false)
/**
 * A payment that ships to someone named (a charge's `shipping.name`, a gift's), on a sheet that asks where to: its
 * recipient is that person. A payment report's recipient ("Mottagarnamn" of Swish) is still the payee.
 */
const shipsToSomeone = (sources: ReadonlyArray<SourceProfile>): boolean =>
  sources.some(({ flat, tokens }) =>
    flat.filled > 0 && tokens.leaf.some((token) => hasConcept(token, "name")) && tokens.parent.some(isShipTo)
  )

/**
 * Where the records keep the place a shipment leaves from (Amazon's `DefaultShipFromLocationAddress`), a sender is
 * the shipper ("Nome Mittente", "Absender PLZ"): that place's.
 */
const keepsShipFrom = (sources: ReadonlyArray<SourceProfile>): boolean =>
  sources.some(({ tokens }) =>
    [...tokens.leaf, ...tokens.parent, ...tokens.grandparent].some((token) => hasConcept(token, "shipfrom"))
  )
const readSenderAsShipper = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>
): ReadonlyArray<DestinationProfile> => {
  const read = readTokenAs("sender", conceptNamed("shipfrom"))
  return keepsShipFrom(sources)
    ? destinations.map((destination) => ({ ...destination, tokens: destination.tokens.map(read) }))
    : destinations
}
const readRecipientAsPayee = readAsSideOfPayment(
  "recipient",
  conceptNamed("merchant"),
  (read) => read.parcelSheet === true
)

/**
 * A column named as the records title one of their taxes ("QST" where a shop's tax lines are titled GST and QST)
 * names that tax, though the lexicon does not know the word.
 */
const readTaxNames = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>
): ReadonlyArray<DestinationProfile> => {
  const taxNames = new Set(
    sources.filter((source) => source.namedPlace === true).flatMap((source) =>
      source.tokens.leaf.filter((token) => hasConcept(token, "tax")).map((token) => token.word)
    )
  )
  const namesTax = (destination: DestinationProfile) =>
    destination.tokens.some((token) => token.concepts.length === 0 && taxNames.has(token.word))
  // Read, the name says what it holds: the word its declared type implied is no longer needed, and a sheet's column
  // (no type) expects the tax's money, to be written as a number as the other taxes' columns are.
  const read = (destination: DestinationProfile): DestinationProfile => {
    const tokens = destination.tokens.slice(0, destination.written).map((token) =>
      taxNames.has(token.word) ? asTaxName(token) : token
    )
    return { ...destination, tokens, expected: expectedKind(destination.field, tokens), implicit: false }
  }
  return destinations.map((destination) => namesTax(destination) ? read(destination) : destination)
}

/**
 * Columns read by what the records hold: their neighbours first (a bare "Nr" after a street), then whose party a
 * word means in these records (a buyer's address, a sender).
 */
export const readInContext = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>,
  recordObjects: ReadonlySet<string>
): ReadonlyArray<DestinationProfile> =>
  pipe(
    readTaxNames(readByNeighbours(destinations), sources),
    readAddressBlocks,
    (read) => readInvoiceSheetAddress(read, sources),
    (read) => readShipToEmailAsBuyers(readBuyersAddressAsShipTo(read, sources), sources),
    (read) => readSessionAsPayment(readSenderAsPayer(read, recordObjects), recordObjects),
    (read) => readStudentAsCustomer(readSenderAsShipper(read, sources), sources),
    (read) => readReferenceAsOrder(read, sources),
    (read) => readBareServiceAsItem(readCashOnDeliveryAsTotal(readParcelSheet(read, sources), sources), sources),
    readSurnameBesideFirstName,
    (read) =>
      shipsToSomeone(sources) && read.some(({ tokens }) => tokens.some(isAddressToken))
        ? read
        : readRecipientAsPayee(read, recordObjects),
    readItemLines,
    (read) => readCardTypeBesideBrand(readCouriersTracking(readBareCard(readCardNumberAsLastDigits(read, sources)))),
    (read) => readTypeOfEntries(read, sources),
    readNoteBesideDescription,
    (read) => readPaidQuestion(readBareShippingOrPayment(read, sources), sources),
    (read) => readShortRegionAsCode(readShortRegion(readLocalityAsCity(read))),
    (read) => readBareNumberBesideRecordsNumber(readContactPersonBesideClient(readNoteBesideCustomersNote(read))),
    (read) => readTaxCounting(read, sources),
    (read) => readOtherTax(read, sources)
  )

/** The words a column's name writes, units and currencies aside. */
const nameWords = (destination: DestinationProfile): ReadonlyArray<Token> =>
  tokenizeName(destination.field.name, "destination").filter((token) => token.weight > 0)
/** The column's name writes only words of this concept ("Doprava", "Zahlung"). */
const writesOnly = (destination: DestinationProfile, id: string): boolean => {
  const words = nameWords(destination)
  return words.length > 0 && words.every((token) => hasConcept(token, id))
}
/** The column read as its written words and one the sheet's other columns imply ("method", "status"). */
const readWithTokens = (destination: DestinationProfile, tokens: ReadonlyArray<Token>): DestinationProfile => ({
  ...destination,
  tokens,
  written: tokens.length,
  expected: expectedKind(destination.field, tokens)
})
const readWith = (destination: DestinationProfile, word: string): DestinationProfile =>
  readWithTokens(destination, [...nameWords(destination), ...tokenizeName(word, "destination")])

/**
 * "Shipping" alone is what the shipping cost, unless another column of the sheet says so more plainly: one naming the
 * shipping's money ("Doprava Kč", "Wysyłka (zł)", "Shipping cost", one typed currency), or a bare shipping word
 * beside a bare delivery word ("Fragt" beside "Levering"). Then the bare column is how it ships: the method
 * ("Doprava", "Dostawa").
 */
const shippingCostRank = (destination: DestinationProfile): number => {
  const said = tokenizeName(destination.field.name, "destination")
  const words = nameWords(destination)
  // Its money may be said by the column's type too ("Poštovné" typed currency beside "Doprava" typed text).
  const money = destination.currency !== undefined || destination.field.type?.toLowerCase() === "currency" ||
    said.some((token) => token.weight === 0 && isCurrencyUnit(token.word)) ||
    words.some((token) => hasConcept(token, "amount") || hasConcept(token, "fee"))
  return !said.some((token) => hasConcept(token, "shipping"))
    ? 0
    : money
    ? 2
    : writesOnly(destination, "shipping") && !words.some((token) => hasConcept(token, "delivery"))
    ? 1
    : 0
}
/**
 * So is it where the records keep no shipping cost (a marketplace's order: its service level, "Standard"), when it
 * names no delivery either ("Envío", "配送") and is the sheet's one bare shipping column.
 */
const keepsShippingCost = (sources: ReadonlyArray<SourceProfile>): boolean =>
  sources.some(({ flat, tokens }) =>
    [...tokens.leaf, ...tokens.parent, ...tokens.grandparent].some((token) => hasConcept(token, "shipping")) &&
    ["minor_units", "decimal_string", "number", "integer"].includes(flat.kind)
  )
const readShippingBesideItsCost = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>
): ReadonlyArray<DestinationProfile> => {
  const ranks = destinations.map(shippingCostRank)
  // One such column alone: two ("Envío", "Despachó") say no more which is the method.
  const noCost = !keepsShippingCost(sources) && ranks.filter((rank) => rank === 1).length === 1
  return destinations.map((destination, at) =>
    writesOnly(destination, "shipping") && ranks[at] < 2 &&
      (ranks.some((rank, other) => other !== at && rank > ranks[at]) || (noCost && ranks[at] === 1))
      ? readWith(destination, "method")
      : destination
  )
}

/**
 * A bare payment ("Payment", "Zahlung", "Platba") in a sheet of other records than payments (a charge's "Payment" is
 * the charge) asks how the payment stands (paid, pending), unless another column asks that ("Stav platby" beside
 * "Platba") or a bare status may ("Status" beside "Payment"): then it asks how it was paid, the method. One chosen
 * from a list ("Payment" typed single select) is read as the method already.
 */
const asksPaymentStatus = (destination: DestinationProfile): boolean =>
  destination.tokens.some((token) => hasConcept(token, "status")) &&
  destination.tokens.every((token) => hasConcept(token, "status") || hasConcept(token, "payment"))
const readBarePayment = (destinations: ReadonlyArray<DestinationProfile>): ReadonlyArray<DestinationProfile> => {
  const implied = destinations.some(asksPaymentStatus) ? "method" : "status"
  // A payment's day ("Pago em" typed date) asks when it was paid, neither how nor how it stands.
  const readAlready = (destination: DestinationProfile) =>
    destination.tokens.some((token) => hasConcept(token, "method") || token.recordType === true) ||
    destination.expected === "date" || destination.expected === "datetime"
  return destinations.map((destination) =>
    writesOnly(destination, "payment") && !readAlready(destination) ? readWith(destination, implied) : destination
  )
}

/** A bare shipping or payment column, read by the sheet's other columns. */
const readBareShippingOrPayment = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>
): ReadonlyArray<DestinationProfile> => readBarePayment(readShippingBesideItsCost(destinations, sources))

/**
 * A sheet's question "Paid?" ("Betalt?", "Bezahlt?") is answered by how the payment stands (a shop's
 * `financial_status`, a session's `payment_status`: "paid", "pending"), copied as written into a sheet or a list of
 * choices, where the records keep no yes or no of their own for it (a charge's `paid`). A checkbox takes only a yes
 * or no.
 */
const isPaidQuestion = (destination: DestinationProfile): boolean =>
  ((destination.expected === "boolean" && destination.field.type === undefined) ||
    (declaresSelect(destination.field.type) && /\?\s*$/u.test(destination.field.name))) &&
  destination.tokens.length === 1 &&
  hasConcept(destination.tokens[0], "paid")
const readPaidQuestion = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>
): ReadonlyArray<DestinationProfile> =>
  sources.some(({ flat, tokens }) => flat.kind === "boolean" && tokens.leaf.some((token) => hasConcept(token, "paid")))
    ? destinations
    : destinations.map((destination) =>
      isPaidQuestion(destination)
        ? { ...readWithTokens(destination, tokenizeName("payment status", "destination")), expected: "select" }
        : destination
    )

/** Checkout Sessions are payments: a column's payment is the session's own. */
const readSessionAsPayment = (
  destinations: ReadonlyArray<DestinationProfile>,
  recordObjects: ReadonlySet<string>
): ReadonlyArray<DestinationProfile> =>
  recordObjects.has("session")
    ? destinations.map((destination) => ({ ...destination, paysBySession: true }))
    : destinations

/**
 * A pupil ("Alumno", "學員姓名") is whom the lessons are sold to: the customer, unless the records keep a pupil of
 * their own (a merchant's `metadata.student_name`, beside the parent who pays).
 */
const customerConcept = conceptNamed("customer")
const readStudentAsCustomer = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>
): ReadonlyArray<DestinationProfile> =>
  customerConcept === undefined ||
    sources.some(({ tokens }) => [...tokens.leaf, ...tokens.parent].some((token) => hasConcept(token, "student")))
    ? destinations
    : destinations.map((destination) =>
      destination.tokens.some((token) => hasConcept(token, "student"))
        ? readWithTokens(destination, destination.tokens.map(readTokenAs("student", customerConcept)))
        : destination
    )

/**
 * A sheet with a column for the description ("Description", "Beschreibung") means by its notes ("Notes", "Remarks")
 * something of the merchant's own: the description is that column's.
 */
const readNoteBesideDescription = (
  destinations: ReadonlyArray<DestinationProfile>
): ReadonlyArray<DestinationProfile> =>
  // A sheet of item lines keeps the line's description there, and the sale's may still be a note's.
  destinations.some(({ tokens, lineDescription }) => isOnly(tokens, "description") && lineDescription !== true)
    ? destinations.map((destination) =>
      destination.tokens.some((token) => hasConcept(token, "note")) &&
        !destination.tokens.some((token) => hasConcept(token, "description"))
        ? { ...destination, descriptionElsewhere: true }
        : destination
    )
    : destinations

/**
 * A locality ("Localidad", "Localidade") is the town, the city column of a sheet that has none of its own; beside a
 * "Ciudad" it is something finer, which the records do not say.
 */
const localityWords = new Set(["localidad", "localidade"])
const cityConcept = conceptNamed("city")
const readLocalityAsCity = (destinations: ReadonlyArray<DestinationProfile>): ReadonlyArray<DestinationProfile> =>
  cityConcept === undefined || destinations.some(({ tokens }) => isOnly(tokens, "city"))
    ? destinations
    : destinations.map((destination) =>
      destination.tokens.length === 1 && localityWords.has(destination.tokens[0].word)
        ? { ...destination, tokens: [{ ...destination.tokens[0], concepts: [cityConcept] }] }
        : destination
    )

/**
 * "ST" beside an address's city (and "Co." in Ireland, its county) is the address's state or county, in a sheet with
 * no column for a region of its own: a street would be written with the address.
 */
const regionShort = new Set(["st", "co"])
const regionConcept = conceptNamed("region")
const readShortRegion = (destinations: ReadonlyArray<DestinationProfile>): ReadonlyArray<DestinationProfile> =>
  regionConcept === undefined ||
    !destinations.some(({ tokens }) => tokens.some((token) => hasConcept(token, "city"))) ||
    destinations.some(({ tokens }) => tokens.some((token) => hasConcept(token, "region")))
    ? destinations
    : destinations.map((destination) =>
      destination.tokens.length === 1 && regionShort.has(destination.compact)
        ? {
          ...destination,
          // Two letters for the state ask for its two-letter code where the records keep one ("NC").
          tokens: [
            { ...destination.tokens[0], concepts: [regionConcept] },
            ...(destination.compact === "st" ? tokenizeName("code", "destination") : [])
          ]
        }
        : destination
    )

/**
 * A region's name written short ("Prov", "Prov.") asks for it short: its code where the records keep one ("ON"), as
 * "ST" does.
 */
const readShortRegionAsCode = (destinations: ReadonlyArray<DestinationProfile>): ReadonlyArray<DestinationProfile> =>
  destinations.map((destination) =>
    destination.tokens.length === 1 && hasConcept(destination.tokens[0], "region") &&
      /^\s*prov\.?\s*$/iu.test(destination.field.name)
      ? readWithTokens(destination, [...destination.tokens, ...tokenizeName("code", "destination")])
      : destination
  )

/**
 * A sheet with a column for the customer's note ("Kundennotiz", "Opomba kupca", "Бележка от клиента") means by a bare
 * note ("Bemerkungen", "Opombe") the merchant's own, which no record holds. A message for the customer ("Message for
 * customer") is the merchant's too, and a delivery's message (배송메세지) the buyer's.
 */
const forSomeone = /(^|[^\p{L}])(for|to|an|pour|para|per|voor|dla|pro|à)([^\p{L}]|$)/iu
const aboutDelivery =
  /배송|配送|発送|发货|delivery|livraison|liefer|entrega|dostaw|doprav|dostav|shipping|versand|envío/iu
const isBareNote = (destination: DestinationProfile): boolean =>
  destination.tokens.length > 0 && !aboutDelivery.test(destination.field.name) &&
  destination.tokens.every((token) => hasConcept(token, "note") || token.optional === true)
const isCustomersNote = ({ field, tokens }: DestinationProfile): boolean =>
  !forSomeone.test(field.name) && tokens.some((token) => hasConcept(token, "note")) &&
  tokens.some((token) => hasConcept(token, "customer"))
/** Where some column of the sheet is `beside`, the columns that are `target` are read as `mark` says. */
const readBeside = (
  destinations: ReadonlyArray<DestinationProfile>,
  beside: (destination: DestinationProfile) => boolean,
  target: (destination: DestinationProfile) => boolean,
  mark: (destination: DestinationProfile) => DestinationProfile
): ReadonlyArray<DestinationProfile> =>
  destinations.some(beside)
    ? destinations.map((destination) => target(destination) ? mark(destination) : destination)
    : destinations
const readNoteBesideCustomersNote = (
  destinations: ReadonlyArray<DestinationProfile>
): ReadonlyArray<DestinationProfile> =>
  readBeside(destinations, isCustomersNote, isBareNote, (destination) => ({ ...destination, merchantsNote: true }))

/**
 * A bare number ("No.", "Nr") is the record's own number (an invoice's `number`) unless another column names that
 * ("請求書番号", "Invoice No."): then it counts the sheet's rows.
 */
const namesRecordsNumber = ({ tokens }: DestinationProfile): boolean =>
  tokens.length > 1 && tokens.some((token) => token.recordType === true) &&
  tokens.some((token) => hasConcept(token, "id"))
const readBareNumberBesideRecordsNumber = (
  destinations: ReadonlyArray<DestinationProfile>
): ReadonlyArray<DestinationProfile> =>
  readBeside(
    destinations,
    namesRecordsNumber,
    ({ tokens }) => bareNumber(tokens),
    (destination) => ({ ...destination, rowCounter: true })
  )

/**
 * A contact person's column ("Contact person: E-mail address", "Osoba kontaktowa - e-mail") beside the client's own
 * for the same thing ("Customer: E-mail address") is another person's, which no record keeps; alone, it is the only
 * e-mail or phone the sheet asks for, the client's.
 */
const whatIsAsked = (tokens: ReadonlyArray<Token>): string =>
  tokens
    .filter((token) =>
      token.optional !== true && !hasConcept(token, "contactperson") && !hasConcept(token, "customer") &&
      token.recordType !== true
    )
    .map((token) => token.concepts.length > 0 ? token.concepts.map((entry) => entry.id).join("|") : token.word)
    .sort()
    .join(" ")
/** Portuguese, Spanish and Italian name the contact after what of theirs is asked ("E-mail Contacto", "Nome Contato"). */
const contactAfter = /[\s_-](?:contacto|contato|contatto|kontakt)\s*$/iu
const namesContactPerson = ({ field, tokens }: DestinationProfile): boolean =>
  tokens.some((token) => hasConcept(token, "contactperson")) || contactAfter.test(field.name)
const readContactPersonBesideClient = (
  destinations: ReadonlyArray<DestinationProfile>
): ReadonlyArray<DestinationProfile> => {
  const clients = new Set(
    destinations.filter((destination) => !namesContactPerson(destination)).map(({ tokens }) => whatIsAsked(tokens))
  )
  return destinations.map((destination) =>
    namesContactPerson(destination) && clients.has(whatIsAsked(destination.tokens))
      ? { ...destination, contactPersons: true }
      : destination
  )
}

/**
 * A balance transaction's kind (`type`: charge, refund, payout) is what a ledger of them calls its type ("Tipo",
 * "Jenis", "Transaction type"): proposed, to check, where elsewhere a bare type is left as a list of the sheet's own.
 */
const isBalanceEntries = (sources: ReadonlyArray<SourceProfile>): boolean =>
  sources.some(({ flat }) =>
    flat.path === "id" && flat.samples.length > 0 &&
    flat.samples.every((sample) => typeof sample === "string" && sample.startsWith("txn_"))
  )
const readTypeOfEntries = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>
): ReadonlyArray<DestinationProfile> =>
  isBalanceEntries(sources)
    ? destinations.map((destination) =>
      isOnly(destination.tokens, "type")
        ? { ...destination, entryType: true }
        : isTransactionsType(destination.tokens)
        ? {
          ...readWithTokens(destination, destination.tokens.filter((token) => hasConcept(token, "type"))),
          entryType: true
        }
        : destination
    )
    : destinations
/** A ledger's "Transaction type" ("Тип операції", "Tipo de transacción"): the entry's own kind, as its bare type. */
const isTransactionsType = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.some((token) => hasConcept(token, "type")) &&
  tokens.some((token) => hasConcept(token, "payment") && !hasConcept(token, "type")) &&
  // A payment's type read as its method ("Əməliyyat növü") is still the entry's kind here.
  tokens.every((token) => ["type", "payment", "method"].some((id) => hasConcept(token, id)))

/**
 * A card's type ("Tipo de cartão", "Card Type") reads as its brand where nothing else names it; beside a column that
 * does ("Bandeira", "Card Brand") it is the other way a card is typed: credit or debit, its funding.
 */
const isCardType = (destination: DestinationProfile): boolean => {
  const written = tokenizeName(destination.field.name, "destination")
  return written.length === 2 && written.some((token) => hasConcept(token, "card")) &&
    written.some((token) => hasConcept(token, "type"))
}
const funding = tokenizeName("funding", "destination")
const readCardTypeBesideBrand = (
  destinations: ReadonlyArray<DestinationProfile>
): ReadonlyArray<DestinationProfile> =>
  destinations.some((destination) =>
      !isCardType(destination) &&
      tokenizeName(destination.field.name, "destination").some((token) => hasConcept(token, "brand"))
    )
    ? destinations.map((destination) =>
      isCardType(destination)
        ? { ...destination, tokens: [...destination.tokens.filter((token) => !hasConcept(token, "brand")), ...funding] }
        : destination
    )
    : destinations

/**
 * A bare "Card" ("Tarjeta", "Carte") in a sheet that names no card brand elsewhere is the brand a person reads off a
 * card: Visa, Mastercard. Beside a "Card Brand" column it is something else.
 */
const isCardOnly = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.length === 1 && hasConcept(tokens[0], "card") && tokens[0].concepts.length === 1
const readBareCard = (destinations: ReadonlyArray<DestinationProfile>): ReadonlyArray<DestinationProfile> => {
  if (destinations.some(({ tokens }) => tokens.some((token) => hasConcept(token, "brand")))) return destinations
  return destinations.map((destination) => {
    if (!isCardOnly(destination.tokens)) return destination
    const tokens = [...destination.tokens, ...tokenizeName("brand", "destination")]
    return { ...destination, tokens, expected: expectedKind(destination.field, tokens) }
  })
}

/**
 * A courier's tracking ("Courier tracking", "કુરિયર ટ્રેકિંગ"): the tracking number the courier gave, as "DHL tracking"
 * is; the courier's word only says whose.
 */
const readCouriersTracking = (destinations: ReadonlyArray<DestinationProfile>): ReadonlyArray<DestinationProfile> =>
  destinations.map((destination) =>
    destination.tokens.length >= 2 && destination.tokens.some((token) => hasConcept(token, "tracking")) &&
      destination.tokens.every((token) =>
        hasConcept(token, "tracking") || hasConcept(token, "carrier") || hasConcept(token, "id")
      )
      ? readWithTokens(destination, destination.tokens.filter((token) => !hasConcept(token, "carrier")))
      : destination
  )

/**
 * A card's number ("Card number", "Número do cartão", "Kartennummer", "Картка ****"), where the records keep only its
 * last four digits (`card.last4`), is those digits: all of it a processor lets a sheet show.
 */
const isCardNumber = ({ tokens, field }: DestinationProfile): boolean =>
  (tokens.length === 2 && tokens.some((token) => hasConcept(token, "card")) &&
    tokens.some((token) => hasConcept(token, "id") && numberWords.has(token.word))) ||
  // A card written masked ("Картка ****", "Card xxxx"): the digits a mask leaves.
  (/\*{3,}|(?<![\p{L}])x{4}(?![\p{L}])/iu.test(field.name) &&
    tokens.filter((token) => token.word !== "xxxx").every((token) => hasConcept(token, "card")))
const readCardNumberAsLastDigits = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>
): ReadonlyArray<DestinationProfile> =>
  sources.some(({ flat }) => /(^|\.)last4$/.test(flat.path))
    ? destinations.map((destination) =>
      isCardNumber(destination)
        ? { ...readWithTokens(destination, tokenizeName("card last", "destination")), lastDigits: true }
        : destination
    )
    : destinations

/**
 * A form that asks for a first name, bare or a party's, and for no last name ("Prenom" beside "NomDestinataire",
 * "Prénom payeur" beside "Nom payeur", as French and German forms pair "Nom" with "Prénom", "Name" with "Vorname")
 * means by a party's bare name its family name.
 */
const lastNameConcept = conceptNamed("lastname")
const persons = ["customer", "recipient"]
const isPersons = (token: Token): boolean => persons.some((id) => hasConcept(token, id))
const partysBareName = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.length === 2 && tokens.some((token) => hasConcept(token, "name")) && tokens.some(isPersons)
const readSurnameBesideFirstName = (
  destinations: ReadonlyArray<DestinationProfile>
): ReadonlyArray<DestinationProfile> => {
  // A word that is a name as well as a given name (Russian "Имя") asks for no first name apart.
  const givenName = (token: Token) => hasConcept(token, "firstname") && !hasConcept(token, "name")
  const asksFirstName = destinations.some(({ tokens }) =>
    tokens.some(givenName) && tokens.every((token) => givenName(token) || isPersons(token))
  )
  const asksLastName = destinations.some(({ tokens }) => tokens.some((token) => hasConcept(token, "lastname")))
  if (lastNameConcept === undefined || !asksFirstName || asksLastName) return destinations
  const read = (token: Token): Token => hasConcept(token, "name") ? { ...token, concepts: [lastNameConcept] } : token
  return destinations.map((destination) =>
    partysBareName(destination.tokens) ? { ...destination, tokens: destination.tokens.map(read) } : destination
  )
}

/**
 * A column naming a tax by its acronym ("GST", "VAT") beside records whose taxes are titled, none of them that tax (a
 * US shop's "State Tax"): the sale's tax may well not be the one the column keeps, so its pair is proposed to check.
 * India's CGST and SGST are parts of its GST.
 */
const namedTaxes = new Set(["gst", "hst", "pst", "qst", "rst", "vat", "igst", "cgst", "sgst", "utgst"])
const readOtherTax = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>
): ReadonlyArray<DestinationProfile> => {
  const titleFlats = sources
    .filter(({ flat }) => /\.(title|name)$/.test(flat.path) && flat.inArray)
    .filter(({ tokens }) => tokens.parent.some((token) => hasConcept(token, "tax")))
    .map(({ flat }) => flat)
  const wordsOf = (flats: ReadonlyArray<FlatField>) =>
    new Set(
      flats
        .flatMap((flat) => flat.samples.filter((sample): sample is string => typeof sample === "string"))
        .flatMap((title) => tokenizeName(title, "destination").map((token) => token.word))
    )
  const titled = wordsOf(titleFlats)
  if (titled.size === 0) return destinations
  // A place whose title changes from sale to sale (IGST on one order, CGST then SGST on another), or that only some
  // sales reach: a tax titled there is paid by some sales only, and no path (their total least) holds it alone.
  const listOf = (path: string) => path.replace(/\.\d+\.(?:title|name)$/, "")
  const firstFilled = new Map(
    titleFlats.filter(({ path }) => /\.0\.(?:title|name)$/.test(path)).map((flat) => [listOf(flat.path), flat.filled])
  )
  const changing = wordsOf(
    titleFlats.filter((flat) => flat.distinct > 1 || flat.filled < (firstFilled.get(listOf(flat.path)) ?? 0))
  )
  const isTitled = (words: ReadonlySet<string>, token: Token) =>
    [...words].some((word) => word === token.word || word.endsWith(token.word))
  const named = (destination: DestinationProfile) => destination.tokens.filter((token) => namedTaxes.has(token.word))
  return destinations.map((destination) => {
    const taxes = named(destination)
    if (taxes.some((token) => !isTitled(titled, token))) return { ...destination, otherTax: true }
    // Only a tax titled so exactly: GST is what CGST and SGST, or IGST, together make (the total). A column naming every
    // tax the sales are titled with ("HST/GST" where some orders pay HST and others GST) is their total too.
    const everyOne = taxes.length > 1 &&
      [...changing].every((word) => taxes.some((token) => isTitled(new Set([word]), token)))
    return taxes.length > 0 && !everyOne && taxes.every((token) => changing.has(token.word))
      ? { ...destination, someSalesTax: true }
      : destination
  })
}

/**
 * A sheet with a quantity column and a price column (a unit price, or a bare price, which is one item's) lists
 * items, one a row ("Cantitate", "Pret", "Valoare"; "Số lượng", "Đơn giá", "Thành tiền"): a bare amount there is what
 * the line comes to (quantity × price), not the sale's total, and a bare description is the line's.
 */
const isOnly = (tokens: ReadonlyArray<Token>, id: string): boolean => tokens.length === 1 && hasConcept(tokens[0], id)
const isItemPrice = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.some((token) => hasConcept(token, "unitprice")) ||
  (tokens.length === 1 && priceWords.has(tokens[0].word)) ||
  (tokens.length === 2 && tokens.some((token) => hasConcept(token, "product")) &&
    tokens.some((token) => hasConcept(token, "amount")))
/**
 * The words that name a line's value in item sheets ("Amount", "Valoare", "Thành tiền", "金额"), as written: the
 * sale's totals ("Total", "Summa", "Genel Toplam", "الإجمالي") and revenue are read as the same amount concept, and
 * stay the sale's.
 */
const lineValueNames = new Set(
  [
    "amount",
    "value",
    "line amount",
    "valoare",
    "valor",
    "wert",
    "betrag",
    "importe",
    "importo",
    "montant",
    "bedrag",
    "belopp",
    "beløb",
    "beløp",
    "wartość",
    "hodnota",
    "částka",
    "érték",
    "tutar",
    "thành tiền",
    "金额",
    "金額",
    "금액",
    "จำนวนเงิน"
  ].map((word) => splitWords(word).join(" "))
)
const isBareAmount = (destination: DestinationProfile): boolean =>
  lineValueNames.has(splitWords(destination.field.name).join(" "))
const readItemLines = (destinations: ReadonlyArray<DestinationProfile>): ReadonlyArray<DestinationProfile> => {
  const said = (destination: DestinationProfile) => destination.tokens.filter((token) => token.weight > 0)
  const counted = destinations.some((destination) => isOnly(said(destination), "quantity"))
  const items = counted && destinations.some((destination) => isItemPrice(said(destination)))
  // A bare reference ("Ref.", "Réf.") beside a product and its quantity is the product's: its SKU, not the order's.
  const products = counted && destinations.some((destination) => namesProduct(said(destination)))
  return items || products
    ? destinations.map((destination) =>
      items && isBareAmount(destination)
        ? { ...destination, lineAmount: true }
        : items && isOnly(said(destination), "description")
        ? { ...destination, lineDescription: true }
        : products && isBareReference(destination)
        ? { ...destination, tokens: sku, expected: expectedKind(destination.field, sku), otherReference: false }
        : destination
    )
    : destinations
}
const sku = tokenizeName("sku", "destination")
/** A product named alone ("Producte", "Produit"), read as its name or title. */
const namesProduct = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.some((token) => hasConcept(token, "product")) &&
  tokens.every((token) => hasConcept(token, "product") || hasConcept(token, "name") || hasConcept(token, "title"))
/**
 * A reference named alone, or as read for the order's number where nothing else names it; one whose name says
 * whose it is ("Order reference") is that one's.
 */
const isBareReference = ({ tokens, written }: DestinationProfile): boolean =>
  tokens.some((token) => referenceWords.has(token.word)) &&
  tokens.every((token, at) => referenceWords.has(token.word) || (at >= written && hasConcept(token, "order")))

/**
 * How each column counts tax. Its name may say ("Total incl. VAT"); a column named as a sibling that says "with tax"
 * ("Đơn giá" beside "Đơn giá sau thuế") is the same amount without it. Records that say their prices include tax
 * (every sample's `taxes_included` true) keep a line's price and the subtotal with tax.
 */
const writtenWords = (destination: DestinationProfile): string =>
  destination.tokens.slice(0, destination.written).map((token) => token.word).join(" ")
const readTaxCounting = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>
): ReadonlyArray<DestinationProfile> => {
  // Tokens leave the tax counting out: "Đơn giá sau thuế" reads as "unit price", as "Đơn giá" does.
  const named = destinations.map(({ field }) => taxCountingOf(field.name))
  const withTax = new Set(destinations.filter((_, at) => named[at] === "with tax").map(writtenWords))
  const pricesWithTax = sources.some(({ flat }) =>
    flat.path === "taxes_included" && flat.samples.length > 0 && flat.samples.every((sample) => sample === true)
  )
  return destinations.map((destination, at) => {
    const bySibling = named[at] === undefined && withTax.has(writtenWords(destination))
    const taxCounting = bySibling ? "without tax" : named[at]
    return { ...destination, ...(taxCounting === undefined ? {} : { taxCounting }), pricesWithTax }
  })
}

const valuta = /^\s*valuta\s*$/iu
/** The name says only "cost" ("Kosten", "Cost"), read afresh: the column's profile has read it as the goods' cost. */
const isBareCost = (name: string): boolean => {
  const said = tokenizeName(name, "destination")
  return said.length === 1 && costWords.has(said[0].word)
}
/** Gross, as a ledger's column says it. */
const grossWords = new Set(["gross", "brutto", "bruto", "lordo", "brut"])
/** Words for a cost, as tokens hold them. */
const costWords = new Set(
  [
    "cost",
    "costs",
    "costo",
    "costos",
    "coste",
    "costes",
    "custo",
    "custos",
    "coût",
    "coûts",
    "kosten",
    "koszt",
    "koszty"
  ]
    .flatMap((word) => tokenizeName(word, "destination").map((token) => token.word))
)

/**
 * A sheet with two or more columns about the parcel (its weight, tracking, carrier or the carrier's brand ("PSČ podací
 * pošty"), sender, where it leaves from, or the parcel itself: "paczkomat", "Paket", "colis", or whom it goes to:
 * "NomDestinataire") is a shipping label's: its bare name, company and phone columns are the recipient's. (An
 * invoice's "EmailRecipient" is no parcel's.)
 */
const parcelWords = ["weight", "tracking", "carrier", "carrierbrand", "sender", "shipfrom"]
const parcelNouns = new Set(
  ["parcel", "package", "paczka", "paczkomat", "paket", "pakket", "colis", "paquete", "pacote", "pacco", "balík"]
    .concat(["csomag", "kolli", "pakke", "paketti", "посылка", "посилка", "包裹", "小包", "택배"])
    // A parcel's dimensions, which only a label asks for.
    .concat(["length", "width", "height", "dimensions", "länge", "breite", "höhe", "longueur", "largeur", "hauteur"])
    .concat(["largo", "ancho", "comprimento", "largura", "lunghezza", "larghezza", "altezza", "lengte", "breedte"])
    .concat(["hoogte", "długość", "szerokość", "wysokość", "délka", "šířka", "výška"])
    .flatMap((word) => tokenizeName(word, "destination").map((token) => token.word))
)
/** "Ship Via" names the carrier on invoices and accounting imports too: no sign of a label. */
const shipVia = new Set(shipViaWords.map((words) => words.replace(/ /g, "")))
const recipientsName = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.some((token) => hasConcept(token, "recipient")) && tokens.some((token) => hasConcept(token, "name"))
const readParcelSheet = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>
): ReadonlyArray<DestinationProfile> => {
  const aboutParcel = destinations.filter((destination) =>
    !shipVia.has(destination.compact) &&
    (recipientsName(destination.tokens) ||
      destination.tokens.some((token) =>
        parcelNouns.has(token.word) || parcelWords.some((id) => hasConcept(token, id))
      ) ||
      // A phrase may have read the noun away ("Parcel value" is the goods' value): the written words still say parcel.
      splitWords(destination.field.name).some((word) => parcelNouns.has(word)))
  )
  const sent = destinations.some(({ tokens }) =>
    tokens.some((token) => hasConcept(token, "sender") || hasConcept(token, "shipfrom"))
  )
  return aboutParcel.length >= 2
    ? destinations.map((destination) => ({
      ...destination,
      tokens: serviceAsMethod(contactAsRecipient(destination.tokens)),
      parcelSheet: true,
      ...(sent ? { labelSheet: true } : {}),
      ...(keepsShipTos(sources, "company") ? {} : { shipToKeepsNoCompany: true })
    }))
    : destinations
}

/**
 * On a parcel's sheet the sum the courier collects ("Tiền thu hộ", "Nachnahme") is what the buyer still owes: where
 * the records keep no such amount but say the sale is not paid yet (a shop's `financial_status: pending`), the
 * order's total. A paid order's total is nothing to collect.
 */
const totalToken = tokenizeName("total", "destination")[0]
const unpaid = new Set(["pending", "unpaid", "authorized", "partially_paid"])
const notPaidYet = (sources: ReadonlyArray<SourceProfile>): boolean =>
  sources.some(({ flat, tokens }) =>
    tokens.leaf.some((token) => hasConcept(token, "payment")) && tokens.leaf.some((token) =>
      hasConcept(token, "status")
    ) &&
    flat.samples.some((sample) => typeof sample === "string" && unpaid.has(sample))
  )
const readCashOnDeliveryAsTotal = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>
): ReadonlyArray<DestinationProfile> =>
  sources.some(({ tokens }) => tokens.leaf.some((token) => hasConcept(token, "balance"))) || !notPaidYet(sources)
    ? destinations
    : destinations.map((destination) =>
      destination.parcelSheet === true && destination.tokens.length === 1 &&
        hasConcept(destination.tokens[0], "balance")
        ? { ...destination, tokens: [totalToken] }
        : destination
    )

/** On a parcel's sheet a bare contact ("Contact", 联系人) is whom the carrier calls: the recipient. */
const contactWords = new Set(["contact", "contacto", "联系人", "聯絡人", "联络人", "聯繫人"])
const recipientConcept = conceptNamed("recipient")
const contactAsRecipient = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> => {
  const isContact = (token: Token) => contactWords.has(token.word)
  const otherParty = tokens.some((token) =>
    !isContact(token) && token.concepts.some((entry) => entry.role === "entity" && entry.family === "party")
  )
  return otherParty || recipientConcept === undefined
    ? tokens
    : tokens.map((token) => isContact(token) ? { ...token, concepts: [recipientConcept] } : token)
}

/** On a parcel's sheet a bare service ("service", "Servicio") is the carrier's service the parcel goes by: its method. */
const serviceWords = new Set(["service", "services", "servicio", "serviço", "servico", "servizio", "dienst", "usługa"])
const shippingMethod = tokenizeName("shipping method", "destination")
const isBareService = (tokens: ReadonlyArray<Token>): boolean => tokens.length === 1 && serviceWords.has(tokens[0].word)
const serviceAsMethod = (tokens: ReadonlyArray<Token>): ReadonlyArray<Token> =>
  isBareService(tokens) ? shippingMethod : tokens
/**
 * Elsewhere, where the records ship nothing (an invoice's lines, a charge), a bare service is what was sold: a
 * gardener's or a tutor's "Service" is the item, as "Product" is.
 */
const shipsAnything = (sources: ReadonlyArray<SourceProfile>): boolean =>
  sources.some(({ flat, tokens }) =>
    flat.kind === "text" && flat.filled > 0 &&
    [...tokens.leaf, ...tokens.parent].some((token) => hasConcept(token, "shipping"))
  )
const readBareServiceAsItem = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>
): ReadonlyArray<DestinationProfile> =>
  shipsAnything(sources) ?
    destinations :
    destinations.map((destination) =>
      destination.parcelSheet !== true && isBareService(destination.tokens)
        ? readWithTokens(destination, [...tokenizeName("product", "destination"), ...implied("title")])
        : destination
    )

/**
 * A bare "Reference" in a merchant's sheet (or a shipment's, on a label) is the merchant's own reference for the
 * sale, its order number, where the records keep one (a shop's `order_number`, a charge's `metadata.order_id`); the
 * processor's id is only the next best. A sheet with a column of its own for the order number ("bestelnummer" beside
 * "referentie") means something else by the reference, which nothing in the records says: it stays empty.
 */
const referenceWords = new Set(["reference", "referenz", "referencia", "riferimento", "referentie", "kenmerk"])
const isOrderNumber = ({ tokens }: SourceProfile): boolean =>
  tokens.leaf.some((token) => hasConcept(token, "order")) && tokens.leaf.some((token) => hasConcept(token, "id"))
const readReferenceAsOrder = (
  destinations: ReadonlyArray<DestinationProfile>,
  sources: ReadonlyArray<SourceProfile>
): ReadonlyArray<DestinationProfile> => {
  if (destinations.some(namesOrderNumber)) {
    return destinations.map((destination) =>
      isMerchantsReference(destination.tokens) ? { ...destination, otherReference: true } : destination
    )
  }
  return sources.some(isOrderNumber)
    ? destinations.map((destination) =>
      isMerchantsReference(destination.tokens)
        ? {
          ...destination,
          tokens: [
            ...destination.tokens.filter((token) => referenceWords.has(token.word)),
            ...implied("order")
          ]
        }
        : destination
    )
    : destinations
}
const namesOrderNumber = ({ tokens }: DestinationProfile): boolean =>
  tokens.some((token) => hasConcept(token, "order")) && tokens.some((token) => hasConcept(token, "id"))
/**
 * "Reference", "Reference code", or a shipment's ("Sendungsreferenz"): on a label it is the sender's own reference for
 * the sale.
 */
const isMerchantsReference = (tokens: ReadonlyArray<Token>): boolean =>
  tokens.filter((token) => referenceWords.has(token.word)).length === 1 &&
  tokens.every((token) =>
    referenceWords.has(token.word) || hasConcept(token, "shipping") ||
    (codeWords.has(token.word) && token.concepts.every((entry) => entry.role === "weak"))
  )

const isShipping = (token: Token): boolean => token.concepts.some((entry) => entry.id === "shipping")
const labelsLine = (token: Token): boolean =>
  codeWords.has(token.word) || token.concepts.some((entry) => entry.id === "title" || entry.id === "name")

/**
 * Storefronts keep the shipping method as a list of shipping lines, not a
 * field: a shipping line's title or code ("Free Shipping", "UPS Ground") is
 * the name of the method chosen.
 */
const methodOfLine = (leaf: ReadonlyArray<Token>, parent: ReadonlyArray<Token>, flat: FlatField) =>
  methodConcept !== undefined && flat.inArray && leaf.length === 1 && labelsLine(leaf[0]) && parent.some(isShipping)
    ? [{ ...leaf[0], concepts: [...leaf[0].concepts, methodConcept] }]
    : leaf

/**
 * A refund's `destination_details.type` ("card", "bank_transfer") is where the money went back: the refund's method
 * ("返金方法", "Método", "Metodă").
 */
const methodOfRefund = (leaf: ReadonlyArray<Token>, flat: FlatField): ReadonlyArray<Token> =>
  methodConcept !== undefined && flat.path === "destination_details.type"
    ? leaf.map((token) => ({ ...token, concepts: [...token.concepts, methodConcept] }))
    : leaf

/**
 * A status whose values say how far the goods went is a shipping status too: a marketplace's `OrderStatus`
 * ("Shipped", "Unshipped") is what a "配送状態" or "Shipping Status" column asks for, and a shipment's status in a
 * carrier's words (`shipment_status`: "in_transit", "out_for_delivery") is its tracking status.
 */
const shippedValue = /^(partially[ _]?)?(un)?shipped$/i
const trackedValue = /^(in[ _]transit|out[ _]for[ _]delivery|attempted[ _]delivery|label[ _]printed|delivered)$/i
const impliedSourceWord = (word: string) =>
  tokenizeName(word, "source").map((token) => ({ ...token, weight: impliedSourceWeight }))
const impliedSourceWeight = 0.3
const shipmentWord = impliedSourceWord("shipment")
const trackingWord = impliedSourceWord("tracking")
const statusOfShipping = (leaf: ReadonlyArray<Token>, flat: FlatField): ReadonlyArray<Token> => {
  if (!leaf.some((token) => hasConcept(token, "status"))) return leaf
  const said = (pattern: RegExp) => flat.samples.some((sample) => typeof sample === "string" && pattern.test(sample))
  if (!leaf.some(isShipping) && said(shippedValue)) return [...shipmentWord, ...leaf]
  if (!leaf.some((token) => hasConcept(token, "tracking")) && said(trackedValue)) return [...trackingWord, ...leaf]
  return leaf
}

/**
 * A list of typed values (`customer_tax_ids.0.value` beside `type: "eu_vat"`) holds, as each value, the thing the
 * list names: the value is read as its list's name.
 */
const valueOfList = (flat: FlatField, tokens: PathTokens): PathTokens =>
  flat.inArray && tokens.leaf.length > 0 && tokens.leaf.every((token) => token.word === "value") &&
    tokens.parent.some((token) => token.concepts.length > 0)
    ? { ...tokens, leaf: tokens.parent, parent: tokens.grandparent, grandparent: [] }
    : tokens

/**
 * A list of named values (Shopify's `note_attributes`, Stripe's `custom_fields`: `{name: "Gift message", value: …}`;
 * Amazon's `TaxClassifications`: `{Name: "CPF", Value: …}`) holds, as each value, what its name says, when every
 * record names that element the same, or by names that mean one thing (a person's CPF, a company's CNPJ: tax ids):
 * "Gift message" and "PO Number" are read as the value's own words.
 */
const nameKeys = ["name", "key", "label", "Name", "Key", "Label"]
const conceptsOf = (name: string): ReadonlySet<string> =>
  new Set(tokenizeName(name, "destination").flatMap((token) => token.concepts.map((entry) => entry.id)))
const oneMeaning = (names: ReadonlyArray<string>): string | undefined => {
  if (names.length === 1) return names[0]
  const first = [...conceptsOf(names[0])]
  return first.some((id) => names.every((name) => conceptsOf(name).has(id))) ? names.join(" ") : undefined
}
/**
 * A Checkout Session's custom field keeps its value a level down, by its kind (`custom_fields.0.text.value`), and its
 * name beside that: the label the buyer saw (`label.custom`: "Fiets", "Clínica"), else the merchant's key.
 */
const customFieldValue = /^(.+\.\d+)\.(?:text|dropdown|numeric)\.value$/
const customFieldNames = ["label.custom", "key"]
const namedValue = (flat: FlatField, flats: ReadonlyMap<string, FlatField>): string | undefined => {
  const cut = flat.path.lastIndexOf(".")
  if (!flat.inArray || cut < 0 || flat.path.slice(cut + 1).toLowerCase() !== "value") return undefined
  const customField = customFieldValue.exec(flat.path)
  const [owner, keys] = customField === null ? [flat.path.slice(0, cut), nameKeys] : [customField[1], customFieldNames]
  return keys.map((key) => flats.get(`${owner}.${key}`)?.samples ?? [])
    .filter((samples) => samples.length > 0 && samples.every((sample) => typeof sample === "string"))
    .map((samples) => oneMeaning(samples.filter((sample): sample is string => typeof sample === "string")))
    .find((name) => name !== undefined)
}

/**
 * A processor's metadata key that names only the order (`metadata.pedido`, `metadata.order`, `metadata.Bestellung`)
 * holds the shop's order number, as `metadata.order_id` does. So does a merchant's key of their own whose values are
 * all references (`metadata.werkbon`: "WB-25-0318", a work order's number; `metadata.contract`: "ДГ-2024/117"); one
 * whose values are all small whole numbers (`metadata.lessons`: "4") counts them.
 */
const reference = /^(?=.*\d)[\p{L}\d]+(?:[-/_.][\p{L}\d]+)+$|^(?=.*\d)(?=.*\p{L})[\p{L}\d]+$/u
const smallCount = /^\d{1,3}$/
const allSamples = (flat: FlatField, pattern: RegExp): boolean =>
  flat.samples.length > 0 && flat.samples.every((sample) => typeof sample === "string" && pattern.test(sample))
const readMetadataKey = (flat: FlatField, tokens: PathTokens): PathTokens => {
  if (!/^metadata\.[^.]+$/.test(flat.path) || tokens.leaf.length === 0) return tokens
  const implied = tokens.leaf.every((token) => hasConcept(token, "order")) ||
      (!tokens.leaf.some((token) => hasConcept(token, "id")) && allSamples(flat, reference))
    ? "number"
    : tokens.leaf.every((token) => token.concepts.length === 0 || hasConcept(token, "lesson")) &&
        allSamples(flat, smallCount)
    ? "quantity"
    : undefined
  return implied === undefined ? tokens : { ...tokens, leaf: [...tokens.leaf, ...tokenizeName(implied, "source")] }
}

/**
 * A list of taxes each titled the same in every record (a shop's `tax_lines`: "GST", then "QST") holds, at each
 * place, that tax: `tax_lines.1.price` is the QST's amount, which a "QST" column asks for.
 */
const titledTax = (flat: FlatField, flats: ReadonlyMap<string, FlatField>): string | undefined => {
  const segments = flat.path.split(".")
  const at = segments.findIndex((segment, index) =>
    index > 0 && /^\d+$/.test(segment) &&
    tokenizeName(segments[index - 1], "source").some((token) => hasConcept(token, "tax"))
  )
  if (at < 0 || (at === segments.length - 2 && segments[at + 1] === "title")) return undefined
  // Where a sale pays one tax, its line is the total tax, which the record keeps at its top.
  if (!flats.has(`${segments.slice(0, at).join(".")}.1.title`)) return undefined
  // One title in every record: the place holds the same tax throughout. A place only some sales reach (a second
  // rate on one order of five) holds no one tax: "DPH 21 %" once is no column "DPH"'s.
  const list = segments.slice(0, at).join(".")
  const own = `${list}.${segments[at]}.title`
  const titled = flats.get(own)
  const titles = titled?.samples ?? []
  const title = titles[0]
  if (titles.length !== 1 || typeof title !== "string" || titled?.filled !== flats.get(`${list}.0.title`)?.filled) {
    return undefined
  }
  // Places titled alike but for their rate ("DPH 12 %", "DPH 21 %") are one tax at two rates: a column naming the
  // tax ("DPH") asks for all of it, which the record's total keeps.
  const words = (name: string) => tokenizeName(name, "destination").map((token) => token.word).join(" ")
  const placeTitle = new RegExp(`^${list.replace(/[.]/g, "\\.")}\\.\\d+\\.title$`)
  const alike = [...flats.values()].some((other) =>
    other.path !== own && placeTitle.test(other.path) &&
    other.samples.some((sample) => typeof sample === "string" && words(sample) === words(title))
  )
  return alike ? undefined : title
}

const taxConcept = conceptNamed("tax")
/** A tax's title ("QST", "Ontario HST") names a tax, whether or not the lexicon knows the word. */
const asTaxName = (token: Token): Token =>
  token.concepts.length > 0 || taxConcept === undefined ? token : { ...token, concepts: [taxConcept] }

/**
 * A shop's customer account has a `state` (enabled, disabled, invited, declined): its status, not where the customer
 * lives, which a ship-to's "State" asks for.
 */
const accountStates = new Set(["enabled", "disabled", "invited", "declined"])
const accountState = (flat: FlatField, tokens: PathTokens): PathTokens =>
  flat.path.endsWith(".state") && flat.samples.length > 0 &&
    flat.samples.every((sample) => typeof sample === "string" && accountStates.has(sample))
    ? { ...tokens, leaf: tokenizeName("status", "source") }
    : tokens

/**
 * A money object (a marketplace's `ItemTax: { CurrencyCode, Amount }`) is only its amount and currency: its amount is
 * the money its key names, as `item_tax` would be. Objects with more keys (a refund) are things of their own.
 */
const moneyKeys = new Set(["amount", "currencycode", "currency_code", "currency"])
const isMoneyObject = (flat: FlatField | undefined): boolean =>
  flat !== undefined && flat.samples.length > 0 &&
  flat.samples.every((sample) =>
    typeof sample === "object" && sample !== null && !Array.isArray(sample) &&
    Object.keys(sample).every((key) => moneyKeys.has(key.toLowerCase()))
  )
const moneyObjectsAmount = (flat: FlatField, tokens: PathTokens, flats: ReadonlyMap<string, FlatField>): PathTokens => {
  const cut = flat.path.lastIndexOf(".")
  const named = tokens.parent.some((token) =>
    token.concepts.some((entry) => entry.family === "money" && entry.generic !== true)
  )
  return cut > 0 && named && tokens.leaf.length > 0 && tokens.leaf.every((token) => hasConcept(token, "amount")) &&
      isMoneyObject(flats.get(flat.path.slice(0, cut)))
    ? { leaf: [...tokens.parent, ...tokens.leaf], parent: tokens.grandparent, grandparent: [], root: false }
    : tokens
}

/**
 * The path's tokens, its value named by its sibling where a list names its values, and whether it was: a place
 * named so is found by its name, not by its position.
 */
/**
 * A Checkout Session's `client_reference_id` is the merchant's own reference for what the session sold, its order or
 * cart ("Bestell-Nr.", "訂單編號"), read as under the order; its "client" still names it ("Client Ref").
 */
const orderWord = tokenizeName("order", "source")
const merchantsReference = (flat: FlatField, tokens: PathTokens): PathTokens =>
  flat.path === "client_reference_id" ? { ...tokens, parent: [...tokens.parent, ...orderWord] } : tokens

/** A Checkout Session's `customer_details` are the billing details the customer gave at checkout. */
const billingWord = tokenizeName("billing", "source")
const billedDetails = (flat: FlatField, tokens: PathTokens): PathTokens =>
  flat.path.startsWith("customer_details.") ? { ...tokens, parent: [...tokens.parent, ...billingWord] } : tokens

const pathTokensOf = (
  flat: FlatField,
  flats: ReadonlyMap<string, FlatField>
): { readonly tokens: PathTokens; readonly named: boolean; readonly placeName?: string } => {
  const tokens = merchantsReference(flat, billedDetails(flat, tokenizePath(flat.path)))
  const name = namedValue(flat, flats)
  const tax = name === undefined ? titledTax(flat, flats) : undefined
  return name !== undefined
    ? { tokens: { ...tokens, leaf: tokenizeName(name, "destination") }, named: true, placeName: name }
    : tax !== undefined
    ? { tokens: { ...tokens, leaf: [...tokenizeName(tax, "destination").map(asTaxName), ...tokens.leaf] }, named: true }
    : {
      tokens: moneyObjectsAmount(flat, accountState(flat, readMetadataKey(flat, valueOfList(flat, tokens))), flats),
      named: false
    }
}

/**
 * A Checkout Session and a shop's order keep no amount paid of their own: their total, where they say how it was
 * paid (a session's `payment_status`, an order's `financial_status`), is what the buyer paid ("Total pagado",
 * "实付金额"). The word is the path's context, not its name: a bare "Total" still meets the total as well. Not
 * Amazon's `OrderTotal`: its items' exports name each item's "paid price", which the order's total is not.
 */
const paidWord = tokenizeName("paid", "source")
const paidTotals: ReadonlyArray<{ readonly total: string; readonly paidBy: string }> = [
  { total: "amount_total", paidBy: "payment_status" },
  { total: "total_price", paidBy: "financial_status" }
]
const totalPaid = (
  enclosing: ReadonlyArray<Token>,
  flat: FlatField,
  flats: ReadonlyMap<string, FlatField>
): ReadonlyArray<Token> =>
  paidTotals.some(({ total, paidBy }) => flat.path === total && flats.has(paidBy)) && !flats.has("amount_paid")
    ? [...enclosing, ...paidWord]
    : enclosing

/**
 * What a charge captured is what the buyer paid of it ("paidPrice", "Amount paid", "Betalt beløb"), where the charge
 * says whether it was paid and keeps no amount paid of its own: money of the kind "paid" as well as "captured".
 */
const capturedPaid = (
  leaf: ReadonlyArray<Token>,
  flat: FlatField,
  flats: ReadonlyMap<string, FlatField>
): ReadonlyArray<Token> =>
  flat.path === "amount_captured" && flats.has("paid") && !flats.has("amount_paid") ? [...leaf, ...paidWord] : leaf

export const profileSource = (flat: FlatField, flats: ReadonlyMap<string, FlatField> = new Map()): SourceProfile => {
  const { tokens, named, placeName } = pathTokensOf(flat, flats)
  const context = [...tokens.leaf, ...tokens.parent, ...tokens.grandparent]
  return {
    flat,
    ...(named ? { namedPlace: true } : {}),
    ...(placeName === undefined ? {} : { placeName }),
    tokens: {
      ...tokens,
      leaf: capturedPaid(
        methodOfRefund(
          statusOfShipping(methodOfLine(settleSenses(tokens.leaf, context), tokens.parent, flat), flat),
          flat
        ),
        flat,
        flats
      ),
      parent: settleSenses(tokens.parent, context),
      grandparent: totalPaid(settleSenses(tokens.grandparent, context), flat, flats)
    }
  }
}
