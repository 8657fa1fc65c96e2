/**
 * Headers in the lexicon's further languages (Nordic, Central and Eastern
 * European, Asian, Middle Eastern) and the conventions of shipping-label and
 * invoice templates: who receives the goods, sample values in a header, long
 * format qualifiers, a "document" that is the record itself.
 */
import { describe, expect, test } from "bun:test"
import type { JsonRecord } from "../../../src/connectors/contract.js"
import { proposeMapping } from "../../../src/mapping/matcher/propose.js"
import { tokenizeName } from "../../../src/mapping/matcher/tokenize.js"

const address = (index: number) => ({
  name: `Recipient ${index}`,
  address1: `${index} Teheran-ro`,
  address2: `Suite 12${index}`,
  city: "Seoul",
  province: "Gangnam-gu",
  zip: `0615${index}`,
  country: "South Korea",
  phone: `+8210123456${index}0`
})

const orders = [1, 2, 3].map((index): JsonRecord => ({
  id: 5851002310 + index,
  name: `#204${index}`,
  email: `buyer${index}@example.kr`,
  created_at: `2025-11-1${index}T09:12:44+09:00`,
  currency: "KRW",
  total_price: `3${index}000.00`,
  total_tax: `3${index}00.00`,
  financial_status: "paid",
  note: `Leave at the door ${index}`,
  shipping_address: address(index),
  billing_address: { ...address(index), name: `Buyer ${index}`, city: "Busan" },
  shipping_lines: [{ title: "Standard", price: "3000.00" }],
  line_items: [{ name: `Item ${index}`, sku: `SKU-${index}`, quantity: index, price: "12000.00" }]
}))

const proposed = (records: ReadonlyArray<JsonRecord>, fields: ReadonlyArray<string>): Record<string, string> =>
  Object.fromEntries(
    proposeMapping({ samples: records, destinationFields: fields.map((name) => ({ name })) }).mappings.map((
      entry
    ) => [entry.destination_field, entry.source_field])
  )

const concepts = (name: string) => tokenizeName(name, "destination").map((token) => token.concepts.map((c) => c.id))

/** The orders, each with one fulfilment the given carrier tracks. */
const dispatchedBy = (carrier: string, number: (index: number) => string): ReadonlyArray<JsonRecord> =>
  orders.map((order, index) => ({
    ...order,
    fulfillments: [{ tracking_company: carrier, tracking_number: number(index) }]
  }))

/** Each row's product, quantity, unit price and shipping columns: the line's and the shipping's. */
const expectLineColumns = (rows: ReadonlyArray<readonly [string, string, string, string]>) => {
  for (const [product, quantity, unitPrice, shipping] of rows) {
    expect(proposed(orders, [product, quantity, unitPrice, shipping])).toEqual({
      [product]: "line_items.0.name",
      [quantity]: "line_items.0.quantity",
      [unitPrice]: "line_items.0.price",
      [shipping]: "shipping_lines.0.price"
    })
  }
}

/** Each pair's bare price is the line's, its bare total the sale's. */
const expectPriceAndTotal = (pairs: ReadonlyArray<readonly [string, string]>) => {
  for (const [price, total] of pairs) {
    expect(proposed(orders, [price, total])).toEqual({ [price]: "line_items.0.price", [total]: "total_price" })
  }
}

/** Each pair's tracking number and carrier: the fulfilment's. */
const expectTrackingAndCarrier = (
  records: ReadonlyArray<JsonRecord>,
  pairs: ReadonlyArray<readonly [string, string]>
) => {
  for (const [tracking, carrier] of pairs) {
    expect(proposed(records, [tracking, carrier])).toEqual({
      [tracking]: "fulfillments.0.tracking_number",
      [carrier]: "fulfillments.0.tracking_company"
    })
  }
}

describe("unspaced compounds are split at known words", () => {
  test("Korean and Thai headers find their words as Japanese and Chinese do", () => {
    expect(concepts("우편번호")).toEqual([["postal"]])
    expect(concepts("주문번호")).toEqual([["order"], ["id"]])
    expect(concepts("รหัสไปรษณีย์")).toEqual([["postal"]])
  })

  test("one Hangul syllable between known words is grammar, not a word to meet", () => {
    // 배송시요청사항: "request at (시) delivery".
    expect(concepts("배송시요청사항")).toEqual([["shipping"], ["note"]])
  })
})

describe("sales headers in more languages", () => {
  test("a Korean parcel sheet", () => {
    expect(proposed(orders, ["받는 분", "우편번호", "휴대전화(010-1234-5678)", "주문번호", "이메일"])).toEqual({
      "받는 분": "shipping_address.name",
      "우편번호": "shipping_address.zip",
      "휴대전화(010-1234-5678)": "shipping_address.phone",
      // As "Order Number" is, in these records.
      "주문번호": "id",
      "이메일": "email"
    })
  })

  test("Russian, Polish, Czech and Hungarian order columns", () => {
    expect(proposed(orders, ["Почтовый индекс", "Город", "Валюта", "Дата заказа"])).toEqual({
      "Почтовый индекс": "shipping_address.zip",
      "Город": "shipping_address.city",
      "Валюта": "currency",
      "Дата заказа": "created_at"
    })
    expect(proposed(orders, ["Kod pocztowy", "Miejscowość", "Waluta"])).toEqual({
      "Kod pocztowy": "shipping_address.zip",
      "Miejscowość": "shipping_address.city",
      Waluta: "currency"
    })
    expect(proposed(orders, ["PSČ", "Měna", "Irányítószám"])).toMatchObject({
      "PSČ": "shipping_address.zip",
      "Měna": "currency"
    })
  })

  test("Lithuanian, Latvian and Estonian order columns", () => {
    expect(proposed(orders, ["Pašto kodas", "Miestas", "Valiuta", "Užsakymo data"])).toEqual({
      "Pašto kodas": "shipping_address.zip",
      Miestas: "shipping_address.city",
      Valiuta: "currency",
      "Užsakymo data": "created_at"
    })
    expect(proposed(orders, ["Pasta indekss", "Pilsēta", "Valūta"])).toEqual({
      "Pasta indekss": "shipping_address.zip",
      Pilsēta: "shipping_address.city",
      Valūta: "currency"
    })
    expect(proposed(orders, ["Daudz.", "Pirkuma datums"])).toEqual({
      "Daudz.": "line_items.0.quantity",
      "Pirkuma datums": "created_at"
    })
    expect(proposed(orders, ["Postiindeks", "Linn", "Valuuta", "Tellimuse kuupäev"])).toEqual({
      Postiindeks: "shipping_address.zip",
      Linn: "shipping_address.city",
      Valuuta: "currency",
      "Tellimuse kuupäev": "created_at"
    })
  })

  test("Catalan, Galician and Basque order columns", () => {
    expect(proposed(orders, ["Codi postal", "Població", "Correu electrònic", "Quantitat"])).toEqual({
      "Codi postal": "shipping_address.zip",
      Població: "shipping_address.city",
      "Correu electrònic": "email",
      Quantitat: "line_items.0.quantity"
    })
    expect(proposed(orders, ["Cantidade", "Prezo"])).toEqual({
      Cantidade: "line_items.0.quantity",
      Prezo: "line_items.0.price"
    })
    expect(proposed(orders, ["Posta kodea", "Helbide elektronikoa", "Kopurua"])).toEqual({
      "Posta kodea": "shipping_address.zip",
      "Helbide elektronikoa": "email",
      Kopurua: "line_items.0.quantity"
    })
  })

  test("Hindi, Bengali, Tagalog and Swahili order columns", () => {
    expect(proposed(orders, ["पिन कोड", "शहर", "ईमेल", "मात्रा"])).toEqual({
      "पिन कोड": "shipping_address.zip",
      शहर: "shipping_address.city",
      ईमेल: "email",
      मात्रा: "line_items.0.quantity"
    })
    expect(proposed(orders, ["ইমেইল", "শহর"])).toEqual({ ইমেইল: "email", শহর: "shipping_address.city" })
    expect(proposed(orders, ["Petsa", "Dami", "Presyo"])).toEqual({
      Petsa: "created_at",
      Dami: "line_items.0.quantity",
      Presyo: "line_items.0.price"
    })
    expect(proposed(orders, ["Barua pepe", "Tarehe", "Jumla"])).toEqual({
      "Barua pepe": "email",
      Tarehe: "created_at",
      Jumla: "total_price"
    })
  })

  test("Thai, Vietnamese, Indonesian and Arabic order columns", () => {
    expect(proposed(orders, ["รหัสไปรษณีย์", "สกุลเงิน"])).toEqual({
      "รหัสไปรษณีย์": "shipping_address.zip",
      "สกุลเงิน": "currency"
    })
    expect(proposed(orders, ["Mã bưu điện", "Số điện thoại người nhận"])).toEqual({
      "Mã bưu điện": "shipping_address.zip",
      "Số điện thoại người nhận": "shipping_address.phone"
    })
    expect(proposed(orders, ["Kode Pos", "Mata Uang", "Nama Penerima"])).toEqual({
      "Kode Pos": "shipping_address.zip",
      "Mata Uang": "currency",
      "Nama Penerima": "shipping_address.name"
    })
    expect(proposed(orders, ["الرمز البريدي", "العملة"])).toEqual({
      "الرمز البريدي": "shipping_address.zip",
      "العملة": "currency"
    })
  })
})

describe("inflected words, recipients' details, tracking and carriers (found trying infer as a merchant)", () => {
  const shipped = orders.map((order, index) => ({
    ...order,
    phone: `+82109990000${index}`,
    customer: { phone: `+82107770000${index}`, email: `customer${index}@example.kr` },
    fulfillments: [{ tracking_company: "CJ Logistics", tracking_number: `6400112233${index}` }]
  }))

  test("Russian and Greek nouns in another case are the same words", () => {
    expect(proposed(shipped, ["Номер заказа"])).toEqual({ "Номер заказа": "id" })
    expect(proposed(shipped, ["Αριθμός παραγγελίας"])).toEqual({ "Αριθμός παραγγελίας": "id" })
    expect(proposed(shipped, ["Email покупателя"])).toEqual({ "Email покупателя": "customer.email" })
  })

  test("the recipient's phone is the ship-to address's, not the customer's account's", () => {
    expect(proposed(shipped, ["Recipient Phone"])).toEqual({ "Recipient Phone": "shipping_address.phone" })
    expect(proposed(shipped, ["Телефон получателя"])).toEqual({ "Телефон получателя": "shipping_address.phone" })
  })

  test("a tracking column alone is the tracking number; the carrier is the tracking company", () => {
    expect(proposed(shipped, ["Tracking", "Carrier"])).toEqual({
      Tracking: "fulfillments.0.tracking_number",
      Carrier: "fulfillments.0.tracking_company"
    })
    expect(proposed(shipped, ["Трек-номер", "Служба доставки"])).toEqual({
      "Трек-номер": "fulfillments.0.tracking_number",
      "Служба доставки": "fulfillments.0.tracking_company"
    })
    expect(proposed(shipped, ["택배사"])).toEqual({ "택배사": "fulfillments.0.tracking_company" })
  })
})

describe("one word for a unit price", () => {
  test("\"단가\", \"Đơn giá\", \"Harga Satuan\", \"Цена за единицу\", \"Stückpreis\" are a line's price, as \"Unit Price\" is", () => {
    for (
      const header of [
        "Unit Price",
        "단가",
        "単価",
        "Đơn giá",
        "Harga Satuan",
        "Цена за единицу",
        "سعر الوحدة",
        "Stückpreis"
      ]
    ) {
      expect(proposed(orders, [header, "Total"])).toEqual({ [header]: "line_items.0.price", Total: "total_price" })
    }
  })
})

describe("conventions of shipping-label and invoice templates", () => {
  test("a column naming only the recipient holds their name, not a shipping cost", () => {
    expect(proposed(orders, ["Recipient"])).toEqual({ Recipient: "shipping_address.name" })
    expect(proposed(orders, ["Empfänger"])).toEqual({ "Empfänger": "shipping_address.name" })
  })

  test("digits written as a sample value are a format, not a place in a numbered series", () => {
    expect(proposed(orders, ["Mobile (010-1234-5678)"])).toEqual({
      "Mobile (010-1234-5678)": "shipping_address.phone"
    })
  })

  test("a long qualifier spelling out a format does not outweigh the name it qualifies", () => {
    expect(proposed(orders, ["Address (province + city + street + house number)"])).toEqual({
      "Address (province + city + street + house number)": "shipping_address.address1"
    })
  })

  const invoices = [1, 2, 3].map((index): JsonRecord => ({
    id: `in_1QLd8eE1ZA34efghIj9Kl0M${index}`,
    object: "invoice",
    number: `HARBOUR-031${index}`,
    created: 1762214400 + index * 86_400,
    customer: `cus_R6dd3Kk4Ll5Mm${index}`,
    customer_email: `client${index}@example.com`,
    due_date: 1763424000 + index * 86_400,
    amount_due: 33_000 + index,
    amount_remaining: 13_000 + index,
    starting_balance: -(2_000 + index),
    total: 33_000 + index
  }))

  test("a document is the record itself: its number and its date", () => {
    expect(proposed(invoices, ["DocumentNumber", "DocumentDate"])).toEqual({
      DocumentNumber: "number",
      DocumentDate: "created"
    })
  })

  test("where nothing is shipped the recipient is the customer; a custom field is no customer's", () => {
    expect(proposed(invoices, ["EmailRecipient", "CustomField"])).toEqual({ EmailRecipient: "customer_email" })
  })

  test("a balance due is what remains, not the amount that fell due nor the customer's balance before it", () => {
    expect(proposed(invoices, ["BalanceDueAmount"])).toEqual({ BalanceDueAmount: "amount_remaining" })
    expect(proposed(invoices, ["Balance Due"])).toEqual({ "Balance Due": "amount_remaining" })
  })

  test("Hebrew: a one-letter prefix joins a known word; an invoice's issue date, balance to pay and date to pay", () => {
    expect(proposed(invoices, ["תאריך הפקה", "יתרה לתשלום", "תאריך לתשלום"])).toEqual({
      "תאריך הפקה": "created",
      "יתרה לתשלום": "amount_remaining",
      "תאריך לתשלום": "due_date"
    })
  })
})

describe("what a merchant's own headers in twelve languages taught", () => {
  const charges = [1, 2, 3].map((index): JsonRecord => ({
    id: `ch_3QP7aBCd8Tr4ilHd1Xy2Zw6${index}`,
    object: "charge",
    amount: 1_000 + index * 7,
    amount_refunded: index * 100,
    currency: "eur",
    description: `Bestelling ${index}`,
    receipt_url: `https://pay.stripe.com/receipts/acct_1/ch_${index}`,
    billing_details: { name: `Kovács Anna ${index}`, email: `anna${index}@example.hu` },
    payment_method_details: {
      type: "card",
      card: { brand: ["visa", "mastercard", "amex"][index - 1], last4: `424${index}` }
    }
  }))
  const shipped = orders.map((order): JsonRecord => ({
    ...order,
    order_number: Number(String(order.id).slice(-4)),
    billing_address: { ...address(1), name: "Buyer", phone: "+4520000001" },
    fulfillments: [{ tracking_number: `3SABC00${String(order.id).slice(-1)}`, tracking_company: "PostNL" }]
  }))

  test("a card's type is its brand; its last 4 digits are `last4` in any language", () => {
    for (const header of ["Card type", "Korttype", "Kártyatípus", "Τύπος κάρτας"]) {
      expect(proposed(charges, [header])).toEqual({ [header]: "payment_method_details.card.brand" })
    }
    for (
      const header of ["Last 4 digits", "Laatste 4 cijfers", "4 derniers chiffres", "Ultime 4 cifre", "Son 4 Hane"]
    ) {
      expect(proposed(charges, [header])).toEqual({ [header]: "payment_method_details.card.last4" })
    }
  })

  test("a receipt's link, the refunded amount, the buyer's name and a payment's purpose", () => {
    expect(proposed(charges, ["Link ricevuta"])).toEqual({ "Link ricevuta": "receipt_url" })
    expect(proposed(charges, ["Lien du reçu"])).toEqual({ "Lien du reçu": "receipt_url" })
    expect(proposed(charges, ["Terugbetaald bedrag"])).toEqual({ "Terugbetaald bedrag": "amount_refunded" })
    expect(proposed(charges, ["Refunderet beløb"])).toEqual({ "Refunderet beløb": "amount_refunded" })
    expect(proposed(charges, ["Vevő neve"])).toEqual({ "Vevő neve": "billing_details.name" })
    expect(proposed(charges, ["Назначение платежа"])).toEqual({ "Назначение платежа": "description" })
  })

  test("a shipping fee is what shipping cost; TTC is a total with tax; a number glued on is a number", () => {
    for (const header of ["Shipping fee", "Versandkosten", "Verzendkosten", "Frais de port", "Spese di spedizione"]) {
      expect(proposed(shipped, [header])).toEqual({ [header]: "shipping_lines.0.price" })
    }
    expect(proposed(shipped, ["Total TTC"])).toEqual({ "Total TTC": "total_price" })
    expect(proposed(shipped, ["Ordrenr."])).toEqual({ "Ordrenr.": "order_number" })
  })

  test("a street with its number is the address line; tracking, an article's reference, a bare phone", () => {
    expect(proposed(shipped, ["Utca, házszám"])).toEqual({ "Utca, házszám": "shipping_address.address1" })
    expect(proposed(shipped, ["Track & Trace code"])).toEqual({
      "Track & Trace code": "fulfillments.0.tracking_number"
    })
    expect(proposed(shipped, ["Référence article"])).toEqual({ "Référence article": "line_items.0.sku" })
    expect(proposed(shipped, ["Nome destinatario", "Indirizzo", "Città", "Telefono"])).toMatchObject({
      Telefono: "shipping_address.phone"
    })
  })
})

describe("Urdu, Marathi, Gujarati, Tamil and Telugu order columns", () => {
  const dispatched = dispatchedBy("Delhivery", (index) => `1490821100${index}`)

  test("Urdu: \"کا\", \"کی\" are read with the noun after them; an amount is a phrase, \"رقم\" alone Arabic's number", () => {
    expect(proposed(orders, ["گاہک کا نام", "آرڈر کی تاریخ", "کل رقم", "ٹیکس", "شہر", "پوسٹل کوڈ"])).toEqual({
      "گاہک کا نام": "billing_address.name",
      "آرڈر کی تاریخ": "created_at",
      "کل رقم": "total_price",
      "ٹیکس": "total_tax",
      "شہر": "shipping_address.city",
      "پوسٹل کوڈ": "shipping_address.zip"
    })
    expect(proposed(orders, ["ترسیل کے چارجز", "مقدار"])).toEqual({
      "ترسیل کے چارجز": "shipping_lines.0.price",
      "مقدار": "line_items.0.quantity"
    })
    expect(concepts("رقم")).toEqual([["id"]])
  })

  test("Marathi: a genitive glued to its noun, and words shared with Hindi", () => {
    expect(proposed(orders, ["ग्राहकाचे नाव", "ऑर्डरची तारीख", "एकूण रक्कम", "पत्ता", "जिल्हा", "पिन कोड"])).toEqual({
      "ग्राहकाचे नाव": "billing_address.name",
      "ऑर्डरची तारीख": "created_at",
      "एकूण रक्कम": "total_price",
      "पत्ता": "shipping_address.address1",
      "जिल्हा": "shipping_address.province",
      "पिन कोड": "shipping_address.zip"
    })
    expect(proposed(orders, ["ऑर्डर क्रमांक", "सवलत", "शेरा"])).toMatchObject({ "ऑर्डर क्रमांक": "id", "शेरा": "note" })
  })

  test("Gujarati: \"ગ્રાહકનું નામ\", \"ઓર્ડરની તારીખ\", its tax and quantity", () => {
    expect(proposed(orders, ["ગ્રાહકનું નામ", "ઓર્ડરની તારીખ", "વેરો", "જથ્થો", "સરનામું", "શહેર"])).toEqual({
      "ગ્રાહકનું નામ": "billing_address.name",
      "ઓર્ડરની તારીખ": "created_at",
      "વેરો": "total_tax",
      "જથ્થો": "line_items.0.quantity",
      "સરનામું": "shipping_address.address1",
      "શહેર": "shipping_address.city"
    })
  })

  test("Tamil: a delivery's charge is the shipping's price; a product's code its SKU", () => {
    expect(proposed(orders, ["வாடிக்கையாளர் பெயர்", "ஆர்டர் எண்", "வரி", "அளவு", "டெலிவரி கட்டணம்", "முகவரி"])).toEqual({
      "வாடிக்கையாளர் பெயர்": "billing_address.name",
      "ஆர்டர் எண்": "id",
      "வரி": "total_tax",
      "அளவு": "line_items.0.quantity",
      "டெலிவரி கட்டணம்": "shipping_lines.0.price",
      "முகவரி": "shipping_address.address1"
    })
    expect(proposed(orders, ["பொருள் குறியீடு", "அஞ்சல் குறியீடு"])).toEqual({
      "பொருள் குறியீடு": "line_items.0.sku",
      "அஞ்சல் குறியீடு": "shipping_address.zip"
    })
  })

  test("Telugu: \"ఆర్డర్ సంఖ్య\" is the order's number; tracking, courier and a unit's price", () => {
    expect(proposed(dispatched, ["ఆర్డర్ సంఖ్య", "కస్టమర్ పేరు", "పన్ను", "పిన్ కోడ్", "ట్రాకింగ్ నంబర్", "కొరియర్", "యూనిట్ ధర"]))
      .toEqual({
        "ఆర్డర్ సంఖ్య": "id",
        "కస్టమర్ పేరు": "billing_address.name",
        "పన్ను": "total_tax",
        "పిన్ కోడ్": "shipping_address.zip",
        "ట్రాకింగ్ నంబర్": "fulfillments.0.tracking_number",
        "కొరియర్": "fulfillments.0.tracking_company",
        "యూనిట్ ధర": "line_items.0.price"
      })
  })
})

describe("Azerbaijani, Kazakh, Uzbek, Georgian and Armenian order columns", () => {
  const shipped = orders.map((order, index) => ({
    ...order,
    phone: `+99450999000${index}`,
    customer: { phone: `+99450777000${index}`, email: `customer${index}@example.az` },
    fulfillments: [{ tracking_company: "Azerpost", tracking_number: `RR12345678${index}AZ` }]
  }))

  test("Azerbaijani: possessive endings listed whole, an address by its phrase", () => {
    expect(
      proposed(orders, ["Sifariş nömrəsi", "Sifariş tarixi", "E-poçt", "Çatdırılma ünvanı", "Şəhər", "Poçt indeksi"])
    ).toEqual({
      "Sifariş nömrəsi": "id",
      "Sifariş tarixi": "created_at",
      "E-poçt": "email",
      "Çatdırılma ünvanı": "shipping_address.address1",
      "Şəhər": "shipping_address.city",
      "Poçt indeksi": "shipping_address.zip"
    })
    expect(proposed(orders, ["Miqdar", "ƏDV"])).toEqual({ Miqdar: "line_items.0.quantity", "ƏDV": "total_tax" })
    expect(concepts("Müştərinin adı")).toEqual([["customer"], ["name"]])
  })

  test("Kazakh, in Cyrillic and in Latin letters", () => {
    expect(proposed(orders, ["Тапсырыс нөмірі", "Тапсырыс күні", "Электрондық пошта", "Қала", "Пошта индексі"]))
      .toEqual({
        "Тапсырыс нөмірі": "id",
        "Тапсырыс күні": "created_at",
        "Электрондық пошта": "email",
        "Қала": "shipping_address.city",
        "Пошта индексі": "shipping_address.zip"
      })
    expect(proposed(orders, ["Тауар атауы", "Саны", "ҚҚС"])).toEqual({
      "Тауар атауы": "line_items.0.name",
      "Саны": "line_items.0.quantity",
      "ҚҚС": "total_tax"
    })
    expect(proposed(orders, ["Tapsyrys nómiri", "Qala", "Sany"])).toEqual({
      "Tapsyrys nómiri": "id",
      Qala: "shipping_address.city",
      Sany: "line_items.0.quantity"
    })
    expect(concepts("ҚҚС-сыз сома")).toEqual([["net"]])
  })

  test("Uzbek, in Latin and in Cyrillic letters; an apostrophe's o‘ splits the word it is in", () => {
    expect(
      proposed(orders, ["Buyurtma raqami", "Buyurtma sanasi", "Elektron pochta", "Shahar", "Pochta indeksi"])
    ).toEqual({
      "Buyurtma raqami": "id",
      "Buyurtma sanasi": "created_at",
      "Elektron pochta": "email",
      Shahar: "shipping_address.city",
      "Pochta indeksi": "shipping_address.zip"
    })
    expect(proposed(orders, ["Mahsulot nomi", "Miqdori", "QQS"])).toEqual({
      "Mahsulot nomi": "line_items.0.name",
      Miqdori: "line_items.0.quantity",
      QQS: "total_tax"
    })
    expect(proposed(orders, ["Буюртма рақами", "Шаҳар", "Маҳсулот номи"])).toEqual({
      "Буюртма рақами": "id",
      "Шаҳар": "shipping_address.city",
      "Маҳсулот номи": "line_items.0.name"
    })
    expect(concepts("To‘lov usuli")).toEqual([["payment"], ["method"]])
    expect(concepts("Mijozning ismi")).toEqual([["customer"], ["name"]])
  })

  test("Georgian and Armenian: genitives listed whole", () => {
    expect(proposed(orders, ["შეკვეთის ნომერი", "შეკვეთის თარიღი", "ელ-ფოსტა", "ქალაქი", "საფოსტო ინდექსი"]))
      .toEqual({
        "შეკვეთის ნომერი": "id",
        "შეკვეთის თარიღი": "created_at",
        "ელ-ფოსტა": "email",
        "ქალაქი": "shipping_address.city",
        "საფოსტო ინდექსი": "shipping_address.zip"
      })
    expect(proposed(orders, ["რაოდენობა", "ერთეულის ფასი", "დღგ"])).toEqual({
      "რაოდენობა": "line_items.0.quantity",
      "ერთეულის ფასი": "line_items.0.price",
      "დღგ": "total_tax"
    })
    expect(proposed(orders, ["Պատվերի համար", "Պատվերի ամսաթիվ", "Էլ. փոստ", "Քաղաք", "Փոստային ինդեքս"])).toEqual({
      "Պատվերի համար": "id",
      "Պատվերի ամսաթիվ": "created_at",
      "Էլ. փոստ": "email",
      "Քաղաք": "shipping_address.city",
      "Փոստային ինդեքս": "shipping_address.zip"
    })
    expect(proposed(orders, ["Քանակ", "Միավորի գին", "ԱԱՀ"])).toEqual({
      "Քանակ": "line_items.0.quantity",
      "Միավորի գին": "line_items.0.price",
      "ԱԱՀ": "total_tax"
    })
  })

  test("the recipient's phone, the tracking number and the carrier", () => {
    for (
      const [phone, tracking, carrier] of [
        ["Алушының телефоны", "Трек нөмірі", "Тасымалдаушы"],
        ["Oluvchi telefoni", "Kuzatish raqami", "Kuryer"],
        ["მიმღების ტელეფონი", "თრექინგ ნომერი", "კურიერი"],
        ["Ստացողի հեռախոս", "Հետևման համար", "Առաքիչ"]
      ]
    ) {
      expect(proposed(shipped, [phone, tracking, carrier])).toEqual({
        [phone]: "shipping_address.phone",
        [tracking]: "fulfillments.0.tracking_number",
        [carrier]: "fulfillments.0.tracking_company"
      })
    }
    expect(proposed(shipped, ["İzləmə nömrəsi", "Kuryer xidməti"])).toEqual({
      "İzləmə nömrəsi": "fulfillments.0.tracking_number",
      "Kuryer xidməti": "fulfillments.0.tracking_company"
    })
  })
})

describe("Khmer, Lao, Burmese, Nepali and Sinhala order columns", () => {
  const dispatched = dispatchedBy("J&T Express", (index) => `JT58800012${index}`)

  test("Khmer: unspaced compounds split into their known words, zero-width spaces or not", () => {
    expect(
      proposed(orders, ["លេខបញ្ជាទិញ", "ថ្ងៃបញ្ជាទិញ", "ឈ្មោះអតិថិជន", "អ៊ីមែល", "ទឹកប្រាក់សរុប", "ពន្ធ", "រូបិយប័ណ្ណ"])
    ).toEqual({
      "លេខបញ្ជាទិញ": "id",
      "ថ្ងៃបញ្ជាទិញ": "created_at",
      "ឈ្មោះអតិថិជន": "billing_address.name",
      "អ៊ីមែល": "email",
      "ទឹកប្រាក់សរុប": "total_price",
      "ពន្ធ": "total_tax",
      "រូបិយប័ណ្ណ": "currency"
    })
    expect(proposed(orders, ["ឈ្មោះអ្នកទទួល", "លេខទូរស័ព្ទ", "អាសយដ្ឋាន", "ខេត្ត", "លេខកូដប្រៃសណីយ៍"])).toEqual({
      "ឈ្មោះអ្នកទទួល": "shipping_address.name",
      "លេខទូរស័ព្ទ": "shipping_address.phone",
      "អាសយដ្ឋាន": "shipping_address.address1",
      "ខេត្ត": "shipping_address.province",
      "លេខកូដប្រៃសណីយ៍": "shipping_address.zip"
    })
    expect(concepts("ឈ្មោះអតិថិជន")).toEqual([["name"], ["customer"]])
    expect(concepts("ឈ្មោះ\u200bអតិថិជន")).toEqual([["name"], ["customer"]])
    expect(concepts("លេខ\u200bបញ្ជា\u200bទិញ")).toEqual([["id"], ["order"]])
  })

  test("Lao: its words found inside a compound as Khmer's are", () => {
    expect(proposed(orders, ["ເລກທີຄຳສັ່ງຊື້", "ວັນທີສັ່ງຊື້", "ຊື່ລູກຄ້າ", "ອີເມວ", "ຍອດລວມ", "ພາສີ", "ສະກຸນເງິນ"])).toEqual({
      "ເລກທີຄຳສັ່ງຊື້": "id",
      "ວັນທີສັ່ງຊື້": "created_at",
      "ຊື່ລູກຄ້າ": "billing_address.name",
      "ອີເມວ": "email",
      "ຍອດລວມ": "total_price",
      "ພາສີ": "total_tax",
      "ສະກຸນເງິນ": "currency"
    })
    expect(proposed(orders, ["ຊື່ຜູ້ຮັບ", "ເບີໂທຜູ້ຮັບ", "ທີ່ຢູ່", "ເມືອງ", "ແຂວງ", "ລະຫັດໄປສະນີ"])).toEqual({
      "ຊື່ຜູ້ຮັບ": "shipping_address.name",
      "ເບີໂທຜູ້ຮັບ": "shipping_address.phone",
      "ທີ່ຢູ່": "shipping_address.address1",
      "ເມືອງ": "shipping_address.city",
      "ແຂວງ": "shipping_address.province",
      "ລະຫັດໄປສະນີ": "shipping_address.zip"
    })
  })

  test("Burmese, written with spaces or without", () => {
    expect(proposed(orders, ["အော်ဒါနံပါတ်", "အော်ဒါရက်စွဲ", "ဖောက်သည်အမည်", "အီးမေးလ်", "စုစုပေါင်း", "အခွန်", "ငွေကြေး"]))
      .toEqual({
        "အော်ဒါနံပါတ်": "id",
        "အော်ဒါရက်စွဲ": "created_at",
        "ဖောက်သည်အမည်": "billing_address.name",
        "အီးမေးလ်": "email",
        "စုစုပေါင်း": "total_price",
        "အခွန်": "total_tax",
        "ငွေကြေး": "currency"
      })
    expect(proposed(orders, ["လက်ခံသူ အမည်", "ဖုန်းနံပါတ်", "လိပ်စာ", "မြို့နယ်", "စာတိုက်သင်္ကေတ"])).toEqual({
      "လက်ခံသူ အမည်": "shipping_address.name",
      "ဖုန်းနံပါတ်": "shipping_address.phone",
      "လိပ်စာ": "shipping_address.address1",
      "မြို့နယ်": "shipping_address.city",
      "စာတိုက်သင်္ကေတ": "shipping_address.zip"
    })
    expect(concepts("အော်ဒါ နံပါတ်")).toEqual(concepts("အော်ဒါနံပါတ်"))
  })

  test("Nepali: a genitive glued to its noun, and words shared with Hindi", () => {
    expect(proposed(orders, ["अर्डर नम्बर", "अर्डर मिति", "ग्राहकको नाम", "इमेल", "जम्मा रकम", "भ्याट", "मुद्रा"])).toEqual({
      "अर्डर नम्बर": "id",
      "अर्डर मिति": "created_at",
      "ग्राहकको नाम": "billing_address.name",
      "इमेल": "email",
      "जम्मा रकम": "total_price",
      "भ्याट": "total_tax",
      "मुद्रा": "currency"
    })
    expect(proposed(orders, ["प्रापकको नाम", "मोबाइल नम्बर", "ठेगाना", "जिल्ला", "हुलाक कोड"])).toEqual({
      "प्रापकको नाम": "shipping_address.name",
      "मोबाइल नम्बर": "shipping_address.phone",
      "ठेगाना": "shipping_address.address1",
      "जिल्ला": "shipping_address.province",
      "हुलाक कोड": "shipping_address.zip"
    })
    expect(concepts("मू.अ.कर")).toEqual([["tax"]])
  })

  test("Sinhala: a zero-width joiner in a word, or none", () => {
    expect(proposed(orders, ["ඇණවුම් අංකය", "ඇණවුම් දිනය", "පාරිභෝගිකයාගේ නම", "ඊමේල්", "මුළු මුදල", "බද්ද", "ව්‍යවහාර මුදල්"]))
      .toEqual({
        "ඇණවුම් අංකය": "id",
        "ඇණවුම් දිනය": "created_at",
        "පාරිභෝගිකයාගේ නම": "billing_address.name",
        "ඊමේල්": "email",
        "මුළු මුදල": "total_price",
        "බද්ද": "total_tax",
        "ව්‍යවහාර මුදල්": "currency"
      })
    expect(proposed(orders, ["ලබන්නාගේ නම", "දුරකථන අංකය", "ලිපිනය", "නගරය", "තැපැල් කේතය"])).toEqual({
      "ලබන්නාගේ නම": "shipping_address.name",
      "දුරකථන අංකය": "shipping_address.phone",
      "ලිපිනය": "shipping_address.address1",
      "නගරය": "shipping_address.city",
      "තැපැල් කේතය": "shipping_address.zip"
    })
    expect(concepts("ප්‍රමාණය")).toEqual([["quantity"]])
    expect(concepts("ප්රමාණය")).toEqual([["quantity"]])
  })

  test("the line's product, quantity and unit price; the shipping's cost", () => {
    expectLineColumns([
      ["ឈ្មោះផលិតផល", "បរិមាណ", "តម្លៃឯកតា", "ថ្លៃដឹកជញ្ជូន"],
      ["ຊື່ສິນຄ້າ", "ຈຳນວນ", "ລາຄາຕໍ່ໜ່ວຍ", "ຄ່າຂົນສົ່ງ"],
      ["ပစ္စည်းအမည်", "အရေအတွက်", "တစ်ခုဈေး", "ပို့ဆောင်ခ"],
      ["सामानको नाम", "परिमाण", "एकाइ मूल्य", "डेलिभरी शुल्क"],
      ["නිෂ්පාදන නාමය", "ප්‍රමාණය", "ඒකක මිල", "බෙදාහැරීමේ ගාස්තුව"]
    ])
  })

  test("a bare price is the line's, a bare total the sale's", () => {
    expectPriceAndTotal([["តម្លៃ", "សរុប"], ["ລາຄາ", "ຍອດລວມ"], ["ဈေးနှုန်း", "စုစုပေါင်း"], ["मूल्य", "जम्मा"], [
      "මිල",
      "එකතුව"
    ]])
  })

  test("the tracking number and the carrier", () => {
    expectTrackingAndCarrier(dispatched, [
      ["លេខតាមដាន", "ក្រុមហ៊ុនដឹកជញ្ជូន"],
      ["ເລກພັດສະດຸ", "ບໍລິສັດຂົນສົ່ງ"],
      ["ခြေရာခံနံပါတ်", "ပို့ဆောင်ရေးကုမ္ပဏီ"],
      ["ट्र्याकिङ नम्बर", "कुरियर कम्पनी"],
      ["ලුහුබැඳීමේ අංකය", "කුරියර් සේවාව"]
    ])
  })
})

describe("Afrikaans, isiZulu, Yoruba, Hausa, Somali and Amharic order columns", () => {
  const dispatched = dispatchedBy("The Courier Guy", (index) => `TCG7700012${index}`)
  const charges = [1, 2, 3].map((index): JsonRecord => ({
    id: `ch_3QP7aBCd8Tr4ilHd1Xy2Zw6${index}`,
    object: "charge",
    amount: 1_000 + index * 7,
    amount_refunded: index * 100,
    currency: "zar",
    billing_details: { name: `Thandi Nkosi ${index}`, email: `thandi${index}@example.co.za` },
    payment_method_details: { type: "card", card: { brand: "visa", last4: `424${index}` } }
  }))

  test("Afrikaans: its own words beside Dutch ones, compounds split as Dutch ones are", () => {
    expect(
      proposed(orders, ["Bestelnommer", "Besteldatum", "Kliëntnaam", "E-pos", "Totale bedrag", "BTW", "Geldeenheid"])
    )
      .toEqual({
        "Bestelnommer": "id",
        "Besteldatum": "created_at",
        "Kliëntnaam": "billing_address.name",
        "E-pos": "email",
        "Totale bedrag": "total_price",
        "BTW": "total_tax",
        "Geldeenheid": "currency"
      })
    expect(proposed(orders, ["Ontvanger", "Selfoonnommer", "Afleweringsadres", "Dorp", "Provinsie", "Poskode", "Land"]))
      .toEqual({
        "Ontvanger": "shipping_address.name",
        "Selfoonnommer": "shipping_address.phone",
        "Afleweringsadres": "shipping_address.address1",
        "Dorp": "shipping_address.city",
        "Provinsie": "shipping_address.province",
        "Poskode": "shipping_address.zip",
        "Land": "shipping_address.country"
      })
    // "Van" (a surname) is Dutch's "of", a stopword: read only in "naam en van".
    expect(concepts("Naam en van")).toEqual([["name"]])
    expect(concepts("Afleweringskoste")).toEqual([["delivery", "shipping"], ["fee"]])
  })

  test("isiZulu: a noun's class prefix and its possessive listed whole; a loanword's hyphen", () => {
    expect(
      proposed(orders, [
        "Inombolo ye-oda",
        "Usuku lwe-oda",
        "Igama lekhasimende",
        "I-imeyili",
        "Isamba",
        "Intela",
        "Uhlobo lwemali"
      ])
    ).toEqual({
      "Inombolo ye-oda": "id",
      "Usuku lwe-oda": "created_at",
      "Igama lekhasimende": "billing_address.name",
      "I-imeyili": "email",
      "Isamba": "total_price",
      "Intela": "total_tax",
      "Uhlobo lwemali": "currency"
    })
    expect(
      proposed(orders, ["Igama lomamukeli", "Inombolo yocingo", "Ikheli", "Idolobha", "Isifundazwe", "Ikhodi yeposi"])
    )
      .toEqual({
        "Igama lomamukeli": "shipping_address.name",
        "Inombolo yocingo": "shipping_address.phone",
        "Ikheli": "shipping_address.address1",
        "Idolobha": "shipping_address.city",
        "Isifundazwe": "shipping_address.province",
        "Ikhodi yeposi": "shipping_address.zip"
      })
    expect(concepts("Isimo se-oda")).toEqual([["status"], ["order"]])
    // "Oda" alone is Turkish's room too.
    expect(concepts("Oda")).toEqual([[]])
  })

  test("Yoruba, with its tone marks and under-dots or without them", () => {
    expect(
      proposed(orders, ["Nọ́mbà ìbéèrè", "Ọjọ́ ìbéèrè", "Orúkọ oníbàárà", "Ímeèlì", "Àpapọ̀ owó", "Owó-orí", "Irú owó"])
    ).toEqual({
      "Nọ́mbà ìbéèrè": "id",
      "Ọjọ́ ìbéèrè": "created_at",
      "Orúkọ oníbàárà": "billing_address.name",
      "Ímeèlì": "email",
      "Àpapọ̀ owó": "total_price",
      "Owó-orí": "total_tax",
      "Irú owó": "currency"
    })
    expect(proposed(orders, ["Orúkọ olùgbà", "Nọ́mbà fóònù", "Àdírẹ́sì", "Ìlú", "Ìpínlẹ̀", "Orílẹ̀-èdè"])).toEqual({
      "Orúkọ olùgbà": "shipping_address.name",
      "Nọ́mbà fóònù": "shipping_address.phone",
      "Àdírẹ́sì": "shipping_address.address1",
      "Ìlú": "shipping_address.city",
      "Ìpínlẹ̀": "shipping_address.province",
      "Orílẹ̀-èdè": "shipping_address.country"
    })
    expect(concepts("Oruko onibaara")).toEqual(concepts("Orúkọ oníbàárà"))
    // "Àkọ́kọ́" (first) and "àkókò" (time) are one word without their marks: the first name is a phrase.
    expect(concepts("Orúkọ àkọ́kọ́")).toEqual([["firstname"]])
    expect(concepts("Àkókò")).toEqual([["date"]])
  })

  test("Hausa: a genitive's -n or -r on the noun before, hooked letters typed or not", () => {
    expect(
      proposed(orders, [
        "Lambar oda",
        "Ranar oda",
        "Sunan abokin ciniki",
        "Imel",
        "Jimillar kuɗi",
        "Haraji",
        "Nau'in kuɗi"
      ])
    ).toEqual({
      "Lambar oda": "id",
      "Ranar oda": "created_at",
      "Sunan abokin ciniki": "billing_address.name",
      "Imel": "email",
      "Jimillar kuɗi": "total_price",
      "Haraji": "total_tax",
      "Nau'in kuɗi": "currency"
    })
    expect(proposed(orders, ["Sunan mai karɓa", "Lambar waya", "Adireshi", "Birni", "Jiha", "Ƙasa"])).toEqual({
      "Sunan mai karɓa": "shipping_address.name",
      "Lambar waya": "shipping_address.phone",
      "Adireshi": "shipping_address.address1",
      "Birni": "shipping_address.city",
      "Jiha": "shipping_address.province",
      "Ƙasa": "shipping_address.country"
    })
    expect(concepts("Mai karba")).toEqual(concepts("Mai karɓa"))
    expect(concepts("Jimillar kudi")).toEqual(concepts("Jimillar kuɗi"))
  })

  test("Somali: nouns with their article and without", () => {
    expect(
      proposed(orders, [
        "Lambarka dalabka",
        "Taariikhda dalabka",
        "Magaca macmiilka",
        "Iimaylka",
        "Wadarta",
        "Canshuurta",
        "Nooca lacagta"
      ])
    ).toEqual({
      "Lambarka dalabka": "id",
      "Taariikhda dalabka": "created_at",
      "Magaca macmiilka": "billing_address.name",
      "Iimaylka": "email",
      "Wadarta": "total_price",
      "Canshuurta": "total_tax",
      "Nooca lacagta": "currency"
    })
    expect(
      proposed(orders, [
        "Magaca qaataha",
        "Lambarka taleefanka",
        "Cinwaanka",
        "Magaalada",
        "Gobolka",
        "Koodhka boostada"
      ])
    ).toEqual({
      "Magaca qaataha": "shipping_address.name",
      "Lambarka taleefanka": "shipping_address.phone",
      "Cinwaanka": "shipping_address.address1",
      "Magaalada": "shipping_address.city",
      "Gobolka": "shipping_address.province",
      "Koodhka boostada": "shipping_address.zip"
    })
    expect(concepts("Dalab")).toEqual(concepts("Dalabka"))
  })

  test("Amharic: a genitive's \"የ\" glued to its noun; two spellings of a syllable", () => {
    expect(proposed(orders, ["የትዕዛዝ ቁጥር", "የትዕዛዝ ቀን", "የደንበኛ ስም", "ኢሜይል", "ጠቅላላ ድምር", "ተጨማሪ እሴት ታክስ", "ምንዛሬ"]))
      .toEqual({
        "የትዕዛዝ ቁጥር": "id",
        "የትዕዛዝ ቀን": "created_at",
        "የደንበኛ ስም": "billing_address.name",
        "ኢሜይል": "email",
        "ጠቅላላ ድምር": "total_price",
        "ተጨማሪ እሴት ታክስ": "total_tax",
        "ምንዛሬ": "currency"
      })
    expect(proposed(orders, ["የተቀባይ ስም", "የስልክ ቁጥር", "አድራሻ", "ከተማ", "ክልል", "የፖስታ ኮድ", "ሀገር"])).toEqual({
      "የተቀባይ ስም": "shipping_address.name",
      "የስልክ ቁጥር": "shipping_address.phone",
      "አድራሻ": "shipping_address.address1",
      "ከተማ": "shipping_address.city",
      "ክልል": "shipping_address.province",
      "የፖስታ ኮድ": "shipping_address.zip",
      "ሀገር": "shipping_address.country"
    })
    expect(concepts("አገር")).toEqual(concepts("ሀገር"))
    expect(concepts("የገንዘብ አይነት")).toEqual(concepts("የገንዘብ ዓይነት"))
  })

  test("the line's product, quantity and unit price; the shipping's cost", () => {
    expectLineColumns([
      ["Produknaam", "Hoeveelheid", "Eenheidsprys", "Afleweringskoste"],
      ["Igama lomkhiqizo", "Ubuningi", "Intengo", "Imali yokulethwa"],
      ["Orúkọ ọjà", "Òpòiye", "Ìdíyelé", "Owó ìfijíṣẹ́"],
      ["Sunan kaya", "Adadi", "Farashi", "Kuɗin jigila"],
      ["Magaca alaabta", "Tirada", "Qiimaha", "Kharashka gaarsiinta"],
      ["የምርት ስም", "ብዛት", "ነጠላ ዋጋ", "የመላኪያ ክፍያ"]
    ])
  })

  test("a bare price is the line's, a bare total the sale's", () => {
    expectPriceAndTotal([
      ["Prys", "Totaal"],
      ["Intengo", "Isamba"],
      ["Ìdíyelé", "Àpapọ̀"],
      ["Farashi", "Jimilla"],
      ["Qiimaha", "Wadarta"],
      ["ዋጋ", "ጠቅላላ"]
    ])
  })

  test("the tracking number and the carrier", () => {
    expectTrackingAndCarrier(dispatched, [
      ["Naspoornommer", "Koerier"],
      ["Inombolo yokulandelela", "Inkampani yokuthumela"],
      ["Nọ́mbà ìtọpasẹ̀", "Ilé iṣẹ́ ìfijíṣẹ́"],
      ["Lambar bin diddigi", "Kamfanin jigila"],
      ["Lambarka raadraaca", "Shirkadda gaarsiinta"],
      ["የመከታተያ ቁጥር", "አጓጓዥ"]
    ])
  })

  test("a charge's refunded amount, the buyer's e-mail and the way of paying", () => {
    for (
      const [refunded, email, method] of [
        ["Terugbetaalde bedrag", "Kliënt e-pos", "Betaalmetode"],
        ["Imali ebuyisiwe", "I-imeyili yekhasimende", "Indlela yokukhokha"],
        ["Owó àgbàpadà", "Ímeèlì oníbàárà", "Ọ̀nà ìsanwó"],
        ["Kuɗin da aka mayar", "Imel na abokin ciniki", "Hanyar biyan kuɗi"],
        ["Lacagta la celiyay", "Iimaylka macmiilka", "Habka lacag bixinta"],
        ["የተመለሰ ገንዘብ", "የደንበኛ ኢሜይል", "የክፍያ ዘዴ"]
      ]
    ) {
      expect(proposed(charges, [refunded, email, method])).toEqual({
        [refunded]: "amount_refunded",
        [email]: "billing_details.email",
        [method]: "payment_method_details.type"
      })
    }
  })
})

describe("Albanian, Macedonian, Icelandic, Belarusian and Maltese order columns", () => {
  const dispatched = dispatchedBy("Posta Shqiptare", (index) => `RR12345678${index}AL`)
  const charges = [1, 2, 3].map((index): JsonRecord => ({
    id: `ch_3QP7aBCd8Tr4ilHd1Xy2Zw6${index}`,
    object: "charge",
    amount: 1_000 + index * 7,
    currency: "eur",
    created: 1_731_400_000 + index * 3_600,
    status: "succeeded",
    billing_details: { name: `Buyer ${index}`, email: `buyer${index}@example.mt` },
    payment_method_details: { type: "card", card: { brand: "visa", last4: `424${index}` } }
  }))

  test("Albanian: the article on the noun, the genitive after it", () => {
    expect(
      proposed(orders, ["Numri i porosisë", "Data e porosisë", "Emri i klientit", "Email", "Totali", "TVSH", "Monedha"])
    ).toEqual({
      "Numri i porosisë": "id",
      "Data e porosisë": "created_at",
      "Emri i klientit": "billing_address.name",
      Email: "email",
      Totali: "total_price",
      TVSH: "total_tax",
      Monedha: "currency"
    })
    expect(proposed(orders, ["Emri i marrësit", "Telefoni i marrësit", "Adresa", "Qyteti", "Kodi postar", "Shteti"]))
      .toEqual({
        "Emri i marrësit": "shipping_address.name",
        "Telefoni i marrësit": "shipping_address.phone",
        Adresa: "shipping_address.address1",
        Qyteti: "shipping_address.city",
        "Kodi postar": "shipping_address.zip",
        Shteti: "shipping_address.country"
      })
    // "Kodi" alone is Swahili's tax: the code is read in its phrases.
    expect(concepts("Kodi i produktit")).toEqual([["sku"]])
    expect(concepts("Data e pagesës")).toEqual([["date"], ["payment"]])
  })

  test("Macedonian: words of its own beside Bulgarian's and Serbian's", () => {
    expect(
      proposed(orders, ["Број на нарачка", "Датум на нарачка", "Е-пошта", "Вкупно", "ДДВ", "Валута", "Забелешка"])
    ).toEqual({
      "Број на нарачка": "id",
      "Датум на нарачка": "created_at",
      "Е-пошта": "email",
      "Вкупно": "total_price",
      "ДДВ": "total_tax",
      "Валута": "currency",
      "Забелешка": "note"
    })
    expect(proposed(orders, ["Име на купувач", "Име на производ", "Име на примач"])).toEqual({
      "Име на купувач": "billing_address.name",
      "Име на производ": "line_items.0.name",
      "Име на примач": "shipping_address.name"
    })
    expect(proposed(orders, ["Телефон на примач", "Адреса за достава", "Општина", "Поштенски број", "Земја"])).toEqual({
      "Телефон на примач": "shipping_address.phone",
      "Адреса за достава": "shipping_address.address1",
      "Општина": "shipping_address.city",
      "Поштенски број": "shipping_address.zip",
      "Земја": "shipping_address.country"
    })
  })

  test("Icelandic: compounds split at their genitives", () => {
    expect(
      proposed(orders, [
        "Pöntunarnúmer",
        "Pöntunardagur",
        "Nafn viðskiptavinar",
        "Netfang",
        "Samtals",
        "VSK",
        "Gjaldmiðill"
      ])
    ).toEqual({
      "Pöntunarnúmer": "id",
      "Pöntunardagur": "created_at",
      "Nafn viðskiptavinar": "billing_address.name",
      Netfang: "email",
      Samtals: "total_price",
      VSK: "total_tax",
      "Gjaldmiðill": "currency"
    })
    expect(proposed(orders, ["Nafn viðtakanda", "Sími viðtakanda", "Heimilisfang", "Staður", "Póstnúmer", "Land"]))
      .toEqual({
        "Nafn viðtakanda": "shipping_address.name",
        "Sími viðtakanda": "shipping_address.phone",
        Heimilisfang: "shipping_address.address1",
        "Staður": "shipping_address.city",
        "Póstnúmer": "shipping_address.zip",
        Land: "shipping_address.country"
      })
    expect(concepts("Pöntunarnúmer")).toEqual([["order"], ["id"]])
    expect(concepts("Vöruheiti")).toEqual([["product"], ["name"]])
    expect(concepts("Sendingarmáti")).toEqual([["shipping"], ["method"]])
  })

  test("Belarusian: its own spellings beside Russian's and Ukrainian's", () => {
    expect(
      proposed(orders, ["Нумар замовы", "Дата замовы", "Імя пакупніка", "Электронная пошта", "Усяго", "ПДВ", "Валюта"])
    ).toEqual({
      "Нумар замовы": "id",
      "Дата замовы": "created_at",
      "Імя пакупніка": "billing_address.name",
      "Электронная пошта": "email",
      "Усяго": "total_price",
      "ПДВ": "total_tax",
      "Валюта": "currency"
    })
    expect(proposed(orders, ["Імя атрымальніка", "Тэлефон атрымальніка", "Адрас", "Горад", "Паштовы індэкс", "Краіна"]))
      .toEqual({
        "Імя атрымальніка": "shipping_address.name",
        "Тэлефон атрымальніка": "shipping_address.phone",
        "Адрас": "shipping_address.address1",
        "Горад": "shipping_address.city",
        "Паштовы індэкс": "shipping_address.zip",
        "Краіна": "shipping_address.country"
      })
    expect(concepts("Рахунак")).toEqual([["invoice"]])
  })

  test("Maltese: \"of the\" written on the noun, Semitic, Italian and English words", () => {
    expect(
      proposed(orders, ["Numru tal-ordni", "Data tal-ordni", "Isem tal-klijent", "Email", "Total", "VAT", "Munita"])
    ).toEqual({
      "Numru tal-ordni": "id",
      "Data tal-ordni": "created_at",
      "Isem tal-klijent": "billing_address.name",
      Email: "email",
      Total: "total_price",
      VAT: "total_tax",
      Munita: "currency"
    })
    expect(
      proposed(orders, [
        "Isem tad-destinatarju",
        "Telefon tad-destinatarju",
        "Indirizz",
        "Lokalità",
        "Kodiċi postali",
        "Pajjiż"
      ])
    ).toEqual({
      "Isem tad-destinatarju": "shipping_address.name",
      "Telefon tad-destinatarju": "shipping_address.phone",
      Indirizz: "shipping_address.address1",
      "Lokalità": "shipping_address.city",
      "Kodiċi postali": "shipping_address.zip",
      "Pajjiż": "shipping_address.country"
    })
    expect(concepts("Isem tal-klijent")).toEqual([["name"], ["customer"]])
    expect(concepts("Id-data tal-ordni")).toEqual([["created"]])
  })

  test("the line's product, quantity and unit price; the shipping's cost", () => {
    expectLineColumns([
      ["Emri i produktit", "Sasia", "Çmimi për njësi", "Kosto e transportit"],
      ["Производ", "Количина", "Единечна цена", "Трошоци за достава"],
      ["Vöruheiti", "Magn", "Einingaverð", "Sendingarkostnaður"],
      ["Назва тавару", "Колькасць", "Цана за адзінку", "Кошт дастаўкі"],
      ["Isem tal-prodott", "Kwantità", "Prezz għal kull unità", "Spejjeż tal-kunsinna"]
    ])
  })

  test("a bare price is the line's, a bare total the sale's", () => {
    expectPriceAndTotal([["Çmimi", "Gjithsej"], ["Цена", "Вкупно"], ["Verð", "Samtals"], ["Цана", "Разам"], [
      "Prezz",
      "Totali"
    ]])
  })

  test("the tracking number and the carrier", () => {
    expectTrackingAndCarrier(dispatched, [
      ["Numri i gjurmimit", "Korrieri"],
      ["Број за следење", "Курирска служба"],
      ["Rakningarnúmer", "Flutningsaðili"],
      ["Трэк-нумар", "Служба дастаўкі"],
      ["Numru tat-traċċar", "Kurrier"]
    ])
  })

  test("the way of paying is the payment's method, in one word or in a phrase", () => {
    for (const method of ["Mënyra e pagesës", "Начин на плаќање", "Greiðslumáti", "Спосаб аплаты", "Metodu tal-ħlas"]) {
      expect(proposed(charges, [method, "Status"])).toMatchObject({ [method]: "payment_method_details.type" })
    }
  })
})

describe("Kannada, Malayalam, Punjabi, Mongolian and Tajik order columns", () => {
  const dispatched = dispatchedBy("Delhivery", (index) => `1490221830${index}`)
  const charges = [1, 2, 3].map((index): JsonRecord => ({
    id: `ch_3QP7aBCd8Tr4ilHd1Xy2Zw7${index}`,
    object: "charge",
    amount: 2_000 + index * 9,
    currency: "inr",
    created: 1_731_500_000 + index * 3_600,
    status: "succeeded",
    billing_details: { name: `Buyer ${index}`, email: `buyer${index}@example.in` },
    payment_method_details: { type: "card", card: { brand: "visa", last4: `424${index}` } }
  }))

  test("Kannada: a genitive on the noun, a zero-width non-joiner inside a word or none", () => {
    expect(proposed(orders, ["ಆರ್ಡರ್ ಸಂಖ್ಯೆ", "ಆರ್ಡರ್ ದಿನಾಂಕ", "ಗ್ರಾಹಕರ ಹೆಸರು", "ಇಮೇಲ್", "ಒಟ್ಟು ಮೊತ್ತ", "ಜಿಎಸ್‌ಟಿ", "ಕರೆನ್ಸಿ"]))
      .toEqual({
        "ಆರ್ಡರ್ ಸಂಖ್ಯೆ": "id",
        "ಆರ್ಡರ್ ದಿನಾಂಕ": "created_at",
        "ಗ್ರಾಹಕರ ಹೆಸರು": "billing_address.name",
        "ಇಮೇಲ್": "email",
        "ಒಟ್ಟು ಮೊತ್ತ": "total_price",
        "ಜಿಎಸ್‌ಟಿ": "total_tax",
        "ಕರೆನ್ಸಿ": "currency"
      })
    expect(proposed(orders, ["ಸ್ವೀಕರಿಸುವವರ ಹೆಸರು", "ಸ್ವೀಕರಿಸುವವರ ಫೋನ್ ಸಂಖ್ಯೆ", "ವಿಳಾಸ", "ನಗರ", "ಜಿಲ್ಲೆ", "ಪಿನ್ ಕೋಡ್"]))
      .toEqual({
        "ಸ್ವೀಕರಿಸುವವರ ಹೆಸರು": "shipping_address.name",
        "ಸ್ವೀಕರಿಸುವವರ ಫೋನ್ ಸಂಖ್ಯೆ": "shipping_address.phone",
        "ವಿಳಾಸ": "shipping_address.address1",
        "ನಗರ": "shipping_address.city",
        "ಜಿಲ್ಲೆ": "shipping_address.province",
        "ಪಿನ್ ಕೋಡ್": "shipping_address.zip"
      })
    expect(concepts("ಜಿಎಸ್‌ಟಿ")).toEqual(concepts("ಜಿಎಸ್ಟಿ"))
    expect(concepts("ಪಿನ್‌ಕೋಡ್")).toEqual([["postal"]])
    expect(concepts("ಬಿಲ್ ಸಂಖ್ಯೆ")).toEqual([["invoice"], ["id"]])
  })

  test("Malayalam: chillu letters as one character or as a virama and a zero-width joiner", () => {
    expect(
      proposed(orders, ["ഓർഡർ നമ്പർ", "ഓർഡർ തീയതി", "ഉപഭോക്താവിന്റെ പേര്", "ഇമെയിൽ", "ആകെ തുക", "നികുതി", "കറൻസി"])
    ).toEqual({
      "ഓർഡർ നമ്പർ": "id",
      "ഓർഡർ തീയതി": "created_at",
      "ഉപഭോക്താവിന്റെ പേര്": "billing_address.name",
      "ഇമെയിൽ": "email",
      "ആകെ തുക": "total_price",
      "നികുതി": "total_tax",
      "കറൻസി": "currency"
    })
    expect(proposed(orders, ["സ്വീകർത്താവിന്റെ പേര്", "ഫോൺ നമ്പർ", "വിലാസം", "നഗരം", "ജില്ല", "പിൻ കോഡ്"])).toEqual({
      "സ്വീകർത്താവിന്റെ പേര്": "shipping_address.name",
      "ഫോൺ നമ്പർ": "shipping_address.phone",
      "വിലാസം": "shipping_address.address1",
      "നഗരം": "shipping_address.city",
      "ജില്ല": "shipping_address.province",
      "പിൻ കോഡ്": "shipping_address.zip"
    })
    // ഓർഡർ നമ്പർ as an older keyboard types it: ര്, ന്, with a zero-width joiner after each virama.
    expect(concepts("ഓര്\u200dഡര്\u200d നമ്പര്\u200d")).toEqual(concepts("ഓർഡർ നമ്പർ"))
    expect(concepts("ഉത്പന്നം")).toEqual(concepts("ഉൽപ്പന്നം"))
  })

  test("Punjabi: \"ਦਾ\", \"ਦੀ\", \"ਦੇ\" (of) are read as no word, nasal and nukta signs as none", () => {
    expect(proposed(orders, ["ਆਰਡਰ ਨੰਬਰ", "ਆਰਡਰ ਦੀ ਮਿਤੀ", "ਗਾਹਕ ਦਾ ਨਾਮ", "ਗਾਹਕ ਦੀ ਈਮੇਲ", "ਕੁੱਲ ਰਕਮ", "ਜੀਐਸਟੀ", "ਮੁਦਰਾ"]))
      .toEqual({
        "ਆਰਡਰ ਨੰਬਰ": "id",
        "ਆਰਡਰ ਦੀ ਮਿਤੀ": "created_at",
        "ਗਾਹਕ ਦਾ ਨਾਮ": "billing_address.name",
        "ਗਾਹਕ ਦੀ ਈਮੇਲ": "email",
        "ਕੁੱਲ ਰਕਮ": "total_price",
        "ਜੀਐਸਟੀ": "total_tax",
        "ਮੁਦਰਾ": "currency"
      })
    expect(proposed(orders, ["ਪ੍ਰਾਪਤਕਰਤਾ ਦਾ ਨਾਮ", "ਪ੍ਰਾਪਤਕਰਤਾ ਦਾ ਫ਼ੋਨ ਨੰਬਰ", "ਪਤਾ", "ਸ਼ਹਿਰ", "ਜ਼ਿਲ੍ਹਾ", "ਪਿੰਨ ਕੋਡ"]))
      .toEqual({
        "ਪ੍ਰਾਪਤਕਰਤਾ ਦਾ ਨਾਮ": "shipping_address.name",
        "ਪ੍ਰਾਪਤਕਰਤਾ ਦਾ ਫ਼ੋਨ ਨੰਬਰ": "shipping_address.phone",
        "ਪਤਾ": "shipping_address.address1",
        "ਸ਼ਹਿਰ": "shipping_address.city",
        "ਜ਼ਿਲ੍ਹਾ": "shipping_address.province",
        "ਪਿੰਨ ਕੋਡ": "shipping_address.zip"
      })
    expect(concepts("ਗਾਹਕ ਦਾ ਨਾਮ")).toEqual([["customer"], ["name"]])
    expect(concepts("ਫੋਨ ਨੰਬਰ")).toEqual(concepts("ਫ਼ੋਨ ਨੰਬਰ"))
    // Kilograms ("ਕਿਲੋ") and the total ("ਕੁੱਲ") are one skeleton without their signs: each is read as written.
    expect(concepts("ਭਾਰ (ਕਿਲੋ)")).toEqual([["weight"], ["weight"]])
  })

  test("Mongolian: the genitive on the noun, a recipient and a buyer by their phrases", () => {
    expect(
      proposed(orders, [
        "Захиалгын дугаар",
        "Захиалгын огноо",
        "Худалдан авагчийн нэр",
        "И-мэйл",
        "Нийт дүн",
        "НӨАТ",
        "Валют"
      ])
    ).toEqual({
      "Захиалгын дугаар": "id",
      "Захиалгын огноо": "created_at",
      "Худалдан авагчийн нэр": "billing_address.name",
      "И-мэйл": "email",
      "Нийт дүн": "total_price",
      "НӨАТ": "total_tax",
      "Валют": "currency"
    })
    expect(
      proposed(orders, ["Хүлээн авагчийн нэр", "Хүлээн авагчийн утас", "Хаяг", "Хот", "Аймаг", "Шуудангийн код", "Улс"])
    ).toEqual({
      "Хүлээн авагчийн нэр": "shipping_address.name",
      "Хүлээн авагчийн утас": "shipping_address.phone",
      "Хаяг": "shipping_address.address1",
      "Хот": "shipping_address.city",
      "Аймаг": "shipping_address.province",
      "Шуудангийн код": "shipping_address.zip",
      "Улс": "shipping_address.country"
    })
    expect(concepts("Үйлчлүүлэгчийн нэр")).toEqual([["customer"], ["name"]])
    expect(concepts("НӨАТ-гүй дүн")).toEqual([["net"]])
  })

  test("Tajik: the izafet's -и on the noun; ҳ, ҷ, қ, ғ, ӣ typed as Russian letters", () => {
    expect(
      proposed(orders, [
        "Рақами фармоиш",
        "Санаи фармоиш",
        "Номи мизоҷ",
        "Почтаи электронӣ",
        "Ҳамагӣ",
        "Андоз",
        "Асъор"
      ])
    ).toEqual({
      "Рақами фармоиш": "id",
      "Санаи фармоиш": "created_at",
      "Номи мизоҷ": "billing_address.name",
      "Почтаи электронӣ": "email",
      "Ҳамагӣ": "total_price",
      "Андоз": "total_tax",
      "Асъор": "currency"
    })
    expect(
      proposed(orders, ["Номи гиранда", "Телефони гиранда", "Суроға", "Шаҳр", "Вилоят", "Индекси почта", "Кишвар"])
    )
      .toEqual({
        "Номи гиранда": "shipping_address.name",
        "Телефони гиранда": "shipping_address.phone",
        "Суроға": "shipping_address.address1",
        "Шаҳр": "shipping_address.city",
        "Вилоят": "shipping_address.province",
        "Индекси почта": "shipping_address.zip",
        "Кишвар": "shipping_address.country"
      })
    expect(concepts("Маблаги умуми")).toEqual(concepts("Маблағи умумӣ"))
    expect(concepts("Шахр")).toEqual(concepts("Шаҳр"))
  })

  test("the line's product, quantity and unit price; the shipping's cost", () => {
    expectLineColumns([
      ["ಉತ್ಪನ್ನದ ಹೆಸರು", "ಪ್ರಮಾಣ", "ಘಟಕ ಬೆಲೆ", "ಡೆಲಿವರಿ ಶುಲ್ಕ"],
      ["ഉൽപ്പന്നത്തിന്റെ പേര്", "അളവ്", "യൂണിറ്റ് വില", "ഡെലിവറി ചാർജ്"],
      ["ਉਤਪਾਦ ਦਾ ਨਾਮ", "ਮਾਤਰਾ", "ਪ੍ਰਤੀ ਯੂਨਿਟ ਕੀਮਤ", "ਸ਼ਿਪਿੰਗ ਖਰਚਾ"],
      ["Бүтээгдэхүүний нэр", "Тоо ширхэг", "Нэгжийн үнэ", "Хүргэлтийн төлбөр"],
      ["Номи маҳсулот", "Миқдор", "Нархи воҳид", "Хароҷоти интиқол"]
    ])
  })

  test("a bare price is the line's, a bare total the sale's", () => {
    expectPriceAndTotal([["ಬೆಲೆ", "ಒಟ್ಟು"], ["വില", "ആകെ"], ["ਕੀਮਤ", "ਕੁੱਲ"], ["Үнэ", "Нийт"], ["Нарх", "Ҳамагӣ"]])
    expectPriceAndTotal([["ಬೆಲೆ (ರೂ.)", "ಒಟ್ಟು (ರೂ.)"], ["Үнэ (₮)", "Нийт (₮)"], ["Нарх (сомонӣ)", "Ҷамъ (сомонӣ)"]])
  })

  test("the tracking number and the carrier", () => {
    expectTrackingAndCarrier(dispatched, [
      ["ಟ್ರ್ಯಾಕಿಂಗ್ ಸಂಖ್ಯೆ", "ಕೊರಿಯರ್ ಕಂಪನಿ"],
      ["ട്രാക്കിംഗ് നമ്പർ", "കൊറിയർ കമ്പനി"],
      ["ਟਰੈਕਿੰਗ ਨੰਬਰ", "ਕੋਰੀਅਰ ਕੰਪਨੀ"],
      ["Хяналтын дугаар", "Хүргэлтийн компани"],
      ["Рақами пайгирӣ", "Хадамоти курйерӣ"]
    ])
  })

  test("the way of paying is the payment's method", () => {
    for (const method of ["ಪಾವತಿ ವಿಧಾನ", "പേയ്‌മെന്റ് രീതി", "ਭੁਗਤਾਨ ਦਾ ਤਰੀਕਾ", "Төлбөрийн хэлбэр", "Тарзи пардохт"]) {
      expect(proposed(charges, [method, "Status"])).toMatchObject({ [method]: "payment_method_details.type" })
    }
  })
})
