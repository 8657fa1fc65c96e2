/**
 * "Total (inc tax)", "Inc-Tax Price", "Preis inkl. MwSt.", "Subtotal ex VAT", "Valor s/ IVA" (sem, sin), Czech
 * "Celkem s DPH", French "TTC" and "HT", Belgian "TVAC" and "HTVA" (not Vietnamese "HT thanh toán", the way of paying): a tax word after "including" or "excluding" says how an amount was
 * counted, not that the column holds the tax. The words are taken out of the name the matcher reads
 * and kept as the column's tax counting.
 */
const taxWords = "tax|taxes|vat|gst|hst|mwst|ust|steuer|tva|iva|btw|moms|dph|mva|pdv|ddv|alv"
// Compiled once: the matcher asks for every pair it scores (`search` and `replace` ignore `lastIndex`).
const withTax = new RegExp(
  `\\b(?:inc|incl|including|inclusive of|inkl|inklusive|with|mit|avec|con|com|s|z|sis|vč|včetně|vrátane)\\.?[\\s-]+(?:${taxWords})\\b\\.?|\\bc/\\s*(?:${taxWords})\\b|\\bttc\\b|\\btvac\\b|` +
    // "Total incl", "Preis inkl.": including, the tax understood.
    `\\b(?:incl|inkl)\\b\\.?(?=\\s*\\)?\\s*$)`,
  "giu"
)
const withoutTax = new RegExp(
  `\\b(?:ex|excl|excluding|exclusive of|exkl|exklusive|eks|ekskl|uten|without|ohne|zzgl|plus|before|pre|sin|sem|senza|hors|bez|avant|av(?=\\.)|antes de|vor|voor|før|före)\\.?[\\s-]+(?:${taxWords})\\b\\.?|\\bs/\\s*(?:${taxWords})\\b|\\bht\\b(?!\\s+thanh)|\\bhtva\\b`,
  "giu"
)

/**
 * The same in Arabic, Hebrew, Persian, Vietnamese, Indonesian and Cyrillic ("المبلغ قبل الضريبة": the amount before tax;
 * "כולל מע״מ": including VAT; "Đơn giá sau thuế": the unit price after tax), as whole words in any script
 * (JavaScript's \b knows only ASCII letters).
 */
const otherTaxWords =
  "الضريبة|ضريبة|الضريبه|ضريبه|القيمة المضافة|מע\"מ|מע״מ|מעמ|מס|مالیات|ارزش افزوده|thuế gtgt|thuế|pajak|ppn|" +
  // Malay: "Jumlah Sebelum Cukai" (the amount before tax), "SST".
  "cukai|sst|" +
  // Hindi, Punjabi and Urdu write "without GST" before the tax's name in Latin letters or their own script.
  "gst|vat|tax|टैक्स|ਟੈਕਸ|ٹیکس|जीएसटी|ਜੀਐਸਟੀ|" +
  // Russian, Ukrainian, Bulgarian and Macedonian VAT ("Сумма без НДС", "Ціна з ПДВ").
  "ндс|пдв|ддс|ддв"
const otherTaxPhrase = (prepositions: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${prepositions})\\s+(?:${otherTaxWords})(?![\\p{L}\\p{N}])`, "giu")
const withOtherTax = otherTaxPhrase(
  "شامل|مع|بعد|כולל|אחרי|با|با احتساب|sau|gồm|bao gồm|đã bao gồm|setelah|termasuk|sudah termasuk|" +
    "सहित|ਸਮੇਤ|سمیت|с|со|з|із|включая|вкл\\.|включно з|с учетом|с учётом|з урахуванням|със|вкл\\. с"
)
const withoutOtherTax = otherTaxPhrase(
  "قبل|بدون|غير شامل|ללא|לפני|بدون|بی|قبل از|trước|chưa|chưa bao gồm|không bao gồm|sebelum|tanpa|belum termasuk|" +
    "बिना|ਬਿਨਾਂ|ਬਿਨਾ|بغیر|без|bila"
)

/**
 * Chinese, Japanese, Korean and Thai write it inside the word, without spaces ("金額（税込）", "不含税金额",
 * "มูลค่าสินค้าก่อนภาษี": the goods' value before tax).
 */
const withoutTaxInWord = /不含税|不含稅|未税|未稅|税抜き?|税別|세전|부가세\s*제외|ไม่รวมภาษี|ก่อนภาษี|ก่อน\s*vat/giu
const withTaxInWord = /含税|含稅|税込み?|稅込|부가세\s*포함|รวมภาษี|หลังภาษี/gu

export type TaxCounting = "with tax" | "without tax"

/** How the column's amount counts tax, when its name says. */
export const taxCountingOf = (name: string): TaxCounting | undefined =>
  // "غير شامل الضريبة" (not including tax) holds the words of "شامل الضريبة", "ไม่รวมภาษี" those of "รวมภาษี":
  // the longer reading first.
  name.search(withoutOtherTax) >= 0 || name.search(withoutTaxInWord) >= 0
    ? "without tax"
    : name.search(withTax) >= 0 || name.search(withOtherTax) >= 0 || name.search(withTaxInWord) >= 0
    ? "with tax"
    : name.search(withoutTax) >= 0
    ? "without tax"
    : undefined

/** The name without the words of its tax counting. */
export const withoutTaxCounting = (name: string): string =>
  name.replace(withoutOtherTax, " ").replace(withoutTaxInWord, " ").replace(withOtherTax, " ")
    .replace(withTaxInWord, " ").replace(withTax, " ").replace(withoutTax, " ")

/** A key counted with or without tax (`subtotal_excluding_tax`) holds that amount, not the tax. */
export const countsTax = (key: string): boolean => taxCountingOf(key.replace(/_/g, " ")) !== undefined

/**
 * "Price before discount", "سعر المنتج قبل الخصم": the amount as it was before any discount, which is the price
 * itself; the discount named there is not what the column holds. After a discount, the amount is a net one.
 */
const discountWords =
  "discount|discounts|rabatt|rabat|rabatu|sleva|slevy|kedvezmény|alennus|alennusta|remise|descuento|desconto|sconto|korting|diskon|diskaun|potongan|الخصم|خصم|הנחה"
/** "<preposition> discount" as whole words, in any script (JavaScript's \b knows only ASCII letters). */
const discountPhrase = (prepositions: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${prepositions})\\s+(?:${discountWords})(?![\\p{L}\\p{N}])`, "giu")
const beforeDiscount = discountPhrase(
  "before|pre|vor|avant|antes|prima|voor|før|före|innan|ennen|przed|před|pred|előtt|sebelum|قبل|לפני"
)
const afterDiscount = discountPhrase("after|post|nach|après|después|despues|dopo|na|setelah|sesudah|selepas|بعد|אחרי")

/**
 * "Amount net of fees", "Kwota bez prowizji", "Сумма за вычетом комиссии и НДС": what is left once the fees
 * (and the tax on them) are taken off is the net amount, not the fee.
 */
const feeWords =
  "fee|fees|commission|commissions|charges|gebühr|gebühren|provision|provisionen|frais|comisión|comision|comisiones|" +
  "taxa|taxas|tarifa|tarifas|comissão|comissao|comissões|commissione|commissioni|prowizja|prowizji|prowizje|" +
  "poplatek|poplatku|poplatků|poplatky|kosten|avgift|avgifter|gebyr|gebyrer|комиссия|комиссии|комиссий|комісія|" +
  "комісії|комісій"
const lessFees = new RegExp(
  "(?<![\\p{L}\\p{N}])(?:after|less|minus|net of|abzüglich|nach abzug (?:der|von)|après|déduction faite des?|" +
    "moins|menos|descontando|al netto (?:di|delle|dei)|na aftrek van|po odliczeniu|po potrąceniu|po odečtení|" +
    "за вычетом|за вирахуванням|without|excluding|excl\\.?|ohne|sans|sin|sem|senza|bez|без)\\s+(?:the\\s+)?" +
    `(?:${feeWords})(?:\\s+(?:and|&|и|і|та|und|et|y|e|i|a)\\s+(?:${taxWords}|${otherTaxWords}))?(?![\\p{L}\\p{N}])`,
  "giu"
)

/**
 * The name without the words that say it is counted before a discount; "after discount" and "less fees" say net.
 */
export const withoutDiscountCounting = (name: string): string =>
  name.replace(beforeDiscount, " ").replace(afterDiscount, " net ").replace(lessFees, " net ")
