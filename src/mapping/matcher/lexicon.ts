/**
 * The sales-domain lexicon: concepts, not column names. Each concept lists the
 * words that mean it in English and in cheap cues from German, French,
 * Spanish, Portuguese, Italian and Dutch. Words are written naturally; they
 * are normalised (accents, case) the same way names are.
 *
 * role: how much a word says about what a field *is*.
 * - attribute: the thing stored (amount, email, city) — full weight.
 * - entity: whose thing it is (customer, shipping) — a qualifier.
 * - context: the record type itself (order, invoice, payment) — nearly noise,
 *   since every field of an order is "of the order".
 * - weak: filler (code, info, details).
 *
 * family groups related concepts; a family's `primary` concept is what a
 * bare generic word ("Date", "Amount") most likely means.
 */
import { splitWords, stripAccents } from "../words.js"
import { moreWords } from "./lexicon-languages.js"

export type ConceptRole = "attribute" | "entity" | "context" | "weak"

/** What a destination field named by this concept expects, when it has no declared type. */
export type NamedKind =
  | "money"
  | "number"
  | "date"
  | "datetime"
  | "email"
  | "url"
  | "phone"
  | "name"
  | "identifier"
  | "text"
  | "currency"
  | "boolean"

export interface Concept {
  readonly id: string
  readonly family: string
  readonly role: ConceptRole
  /** The family's most likely meaning of a bare generic word. */
  readonly primary?: boolean
  /** A generic word of its family ("date", "amount"): matches its siblings more readily. */
  readonly generic?: boolean
  readonly expects?: NamedKind
  readonly words: ReadonlyArray<string>
}

const concept = (
  id: string,
  family: string,
  role: ConceptRole,
  words: string,
  options: { primary?: boolean; generic?: boolean; expects?: NamedKind } = {}
): Concept => ({ id, family, role, words: words.split(",").map((word) => word.trim()), ...options })

/** What a thing was first ("Original Charge", "原交易編號", "Mã GD gốc"): a qualifier, and what a refund gave back. */
export const originalWords = ["original", "originale", "origine", "原", "gốc", "inițială", "inițial", "मूळ"]

/** An invoice's or accounting import's word for how the goods went: the carrier, or the method. */
export const shipViaWords = ["ship via", "shipvia", "shipped via", "dispatch via", "despatch via"]

const baseConcepts: ReadonlyArray<Concept> = [
  // money
  concept(
    "amount",
    "money",
    "attribute",
    // "Rate" also: an item's rate in accounting imports is its unit price (settled by its neighbours).
    "amount, total, sum, gross, grand total, value, price, pvp, cost, costo, coste, custo, revenue, rate, before fees, брутто, " +
      // What an invoice billed is its total.
      "amount billed, billed amount, total billed, " +
      "before fee, " +
      "avant commission, vor gebühren, antes de comisiones, antes de comisión, betrag, gesamt, summe, preis, wert, umsatz, " +
      "montant, prix, somme, valeur, importe, monto, precio, valor, preço, importo, prezzo, totale, valore, bedrag, " +
      "prijs, totaal, waarde, brutto, bruto, brut, lordo, " +
      // Revenue, in the reports of Latin American marketplaces ("Ingresos por productos").
      "ingresos, ingreso, receita, receitas, ricavi",
    { primary: true, generic: true, expects: "money" }
  ),
  // A tip the buyer added (a shop's `total_tip_received`) is money of its own: no amount received, no total.
  concept(
    "tip",
    "money",
    "attribute",
    "tip, tips, gratuity, trinkgeld, pourboire, propina, gorjeta, mancia, fooi, napiwek, spropitné, borravaló, " +
      "bahşiş, dricks, drikkepenge, tippi, チップ, 小费, 小費, 팁, ทิป, tiền boa",
    { expects: "money" }
  ),
  // What a parcel is insured for is a sum of the carrier's cover, never the order's total nor its goods' value.
  concept(
    "insurance",
    "money",
    "attribute",
    "insurance, insured, insured value, insured amount, insurance value, insurance amount, versicherung, " +
      "versicherungswert, assurance, valeur assurée, seguro, valor asegurado, valor segurado, assicurazione, " +
      "verzekering, ubezpieczenie, pojištění, biztosítás, asigurare, 保険, 保険金額, 保价, 保價, 保险, 보험, ประกัน, " +
      "bảo hiểm, asuransi",
    { expects: "money" }
  ),
  // What an item sold for is its price, not the sale itself nor the order's total (eBay's "Sold For").
  concept(
    "soldfor",
    "money",
    "attribute",
    "sold for, verkauft für, vendu pour, vendido por, venduto per, verkocht voor, selling price, verkaufspreis, " +
      "prix de vente, precio de venta, preço de venda, prezzo di vendita, verkoopprijs, cena sprzedaży, 售价, 售價, " +
      "销售价格, 銷售價格, 販売価格, سعر البيع",
    { expects: "money" }
  ),
  // The taxable amount ("Imponibile") is the amount before tax, as Stripe's `total_excluding_tax` is.
  concept(
    "net",
    "money",
    "attribute",
    // What a payment leaves the merchant once its fees are taken ("Settled Amount", "Payout Amount") is net too.
    "net, netto, neto, nett, hors taxe, imponibile, base imponibile, taxable amount, taxable value, excluding tax, " +
      "settled amount, settlement amount, payout amount, amount paid out, net deposit, amount deposited, " +
      "auszahlungsbetrag, montant versé, " +
      "líquido, valor líquido, montante líquido",
    {
      expects: "money"
    }
  ),
  // What the products come to before shipping and tax; a parcel's declared value is what its goods are worth.
  concept(
    "subtotal",
    "money",
    "attribute",
    "subtotal, sub total, zwischensumme, sous total, subtotale, subtotaal, product subtotal, products subtotal, items subtotal, " +
      "subtotal de productos, subtotal de produtos, sous total produits, declared value, deklarierter wert, parcel value, package value, shipment value, " +
      "valeur déclarée, valor declarado, valore dichiarato, aangegeven waarde, " +
      // The taxable base ("Base imp. (€)") is what the sale comes to before its tax.
      "base imponible, base imp, base imponibile, base tributável",
    { expects: "money" }
  ),
  // What the goods cost the seller, not what the buyer paid for them.
  concept(
    "costprice",
    "money",
    "attribute",
    "cost price, purchase price, cost of goods, cogs, unit cost, einkaufspreis, ek preis, prix d'achat, " +
      "prix de revient, coût unitaire, precio de costo, precio de compra, costo unitario, coste unitario, preço de custo, " +
      "custo unitário, prezzo di acquisto, costo per unità, inkoopprijs, kostprijs, stückkosten",
    { expects: "money" }
  ),
  concept(
    "tax",
    "money",
    "attribute",
    "tax, vat, gst, hst, mwst, ust, steuer, mehrwertsteuer, tva, taxe, iva, impuesto, imposto, imposta, btw, belasting, " +
      // A US "Sales Tax" is the sale's tax, no sale's word.
      "sales tax, sales taxes",
    { expects: "money" }
  ),
  concept(
    "discount",
    "money",
    "attribute",
    "discount, rebate, promo, promotion, rabatt, nachlass, remise, réduction, rabais, descuento, desconto, sconto, korting, " +
      "bonificación, bonificaciones",
    { expects: "money" }
  ),
  // Whether a tax applies ("tax_exempt": none, exempt, reverse), not a tax nor its type.
  concept(
    "exempt",
    "exempt",
    "attribute",
    "exempt, exemption, exempted, befreit, steuerbefreit, befreiung, exonéré, exonération, exento, exención, isento, " +
      "isenção, esente, esenzione, vrijgesteld, vrijstelling, " +
      // "Non-GST Amount": the part no tax is charged on.
      "non, nontaxable, non taxable, zero rated"
  ),
  // A coupon is what the buyer typed: its code, not the money it took off.
  concept(
    "coupon",
    "money",
    "attribute",
    "coupon, coupon code, discount code, promo code, voucher, voucher code, gutschein, gutscheincode, rabattcode, " +
      "code promo, code de réduction, cupón, código de descuento, cupom, código promocional, buono sconto, " +
      "codice sconto, kortingscode, disc code",
    { expects: "identifier" }
  ),
  // An adjustment ("Adjusted Order Total", 調整金額) is a correction made after the sale, kept apart from its amounts.
  concept(
    "adjustment",
    "money",
    "attribute",
    "adjustment, adjustments, adjusted, anpassung, angepasst, korrektur, ajustement, ajusté, ajuste, ajustado, " +
      "rettifica, rettificato, aanpassing, correctie, justering, oikaisu, korekta, корректировка, 調整, 调整, 조정",
    { expects: "money" }
  ),
  concept(
    "fee",
    "money",
    "attribute",
    "fee, commission, surcharge, handling, gebühr, total deduction, deductions, kosten stripe, stripe kosten, provision, frais, comisión, comissão, tarifa, taxa, commissione, mdr, valor da taxa, " +
      // Flemish writes the cost singular ("Verzendkost").
      "kosten, kost, costi, spese",
    { expects: "money" }
  ),
  concept(
    "refund",
    "money",
    "attribute",
    "refund, refunded, reimbursement, erstattung, rückerstattung, erstattet, remboursement, remboursé, " +
      "reembolso, reembolsado, rimborso, rimborsato, terugbetaling, teruggestort, restitution, credit note, credit notes, gutschrift, avoir, " +
      "nota de crédito, nota di credito, creditnota, estorno, estornado, estornada, devuelto, devuelta, devolvido, " +
      // Galician; Dutch "Bedrag terug" (the amount given back).
      "devolto, devolta, terug"
  ),
  concept(
    "balance",
    "money",
    "attribute",
    // "Balance due" is what is left to pay, not the amount that fell due.
    // Cash on delivery is what the courier collects: what is left to pay. Not "COD": Romanian "cod" is a code.
    "balance, balance due, remaining, outstanding, open, unpaid, saldo, offen, restbetrag, solde, restant, impayé, pendiente, " +
      "owing, balance owing, amount owing, owed, balance owed, amount owed, cod amount, cod charges, cod value, " +
      "pendente, aperto, residuo, da incassare, da riscuotere, openstaand, nog te betalen, cash on delivery, nachnahme, contre remboursement, reste dû, " +
      "reste à payer, restant dû, reste à encaisser, solde dû, solde à recevoir, reste à recevoir, credit balance, " +
      "contra reembolso, contrareembolso, contrassegno, rembours, баланс, saldo a favor, 선불잔액",
    { expects: "money" }
  ),
  // What a processor captured of an authorised payment (`amount_captured`, `captured`): money of its own, which only a
  // column saying "captured" asks for ("Pagado?" is the payment's `paid`).
  concept("captured", "money", "attribute", "captured, capture, erfasst, capturé, capturado, catturato, vastgelegd"),
  concept(
    "paid",
    "money",
    "attribute",
    // Not "pago": in Spanish headers it is the payment ("Forma de pago", "Estado del pago"), not paid.
    "paid, bezahlt, payé, payée, cantidad cobrada, cantidad pagada, quantia paga, réglé, règlement, pagado, pagó, recibido, recibida, pagato, betaald, received, collected, eingezogen, encaissé, " +
      "eingang, zahlungseingang, geldeingang, " +
      "uhradené, uhradeno, uhrazená, " +
      "cobrado, " +
      "cobrada, cobro, recebido, incassato, incasso, geïnd, ontvangen, ontvangen bedrag, eingegangen, รับแล้ว, montant reçu"
  ),
  concept(
    "currency",
    "currency",
    "attribute",
    // DATEV's "WKZ" is the Währungskennzeichen, the currency's code.
    "currency, währung, währungskennzeichen, wkz, devise, monnaie, moneda, divisa, moeda, valuta, munt",
    {
      expects: "currency"
    }
  ),

  // dates
  concept(
    "date",
    "date",
    "attribute",
    "date, time, datetime, timestamp, day, when, datum, zeit, uhrzeit, jour, heure, fecha, hora, día, dia, " +
      "data, ora, giorno, tijd, dag, tijdstip",
    { generic: true, expects: "date" }
  ),
  concept("at", "date", "weak", "at, on, am, um, dne, เมื่อ, lúc, noiz", { generic: true }),
  concept(
    "created",
    "date",
    "attribute",
    // A document is issued when it is finalized (`finalized_at`).
    "created, creation, placed, ordered, date joined, joined, member since, client since, customer since, fecha alta, fecha de alta, datum inschrijving, inschrijfdatum, purchase, purchased, acquisto, compra, comprada, comprado, elaboración, fecha de elaboración, iscrizione, data iscrizione, issued, issue, finalized, finalised, booked, booking, " +
      "billed on, date billed, invoiced on, date invoiced, date registered, registered on, registration date, date de facturation, date facturation, facturé le, " +
      "buchung, gebucht, boeking, buchungstag, " +
      "geboekt, erstellt, angelegt, erstellung, ausgestellt, " +
      "créé, création, émis, émission, creado, creación, emitido, emisión, criado, criação, emissão, creato, " +
      // Brazilian books date an entry by its accrual (competência): when the invoice was issued.
      "data de competência, competência, " +
      // The day a pupil or member signed up ("Date d'inscription", "Socia desde", 가입일) is the record's creation.
      "inscription, date d'inscription, inscripción, fecha de inscripción, inscrição, data de inscrição, εγγραφής, " +
      "ημερομηνία εγγραφής, дата регистрации, регистрация, 가입, 가입일, lokujoyina, usuku lokujoyina, cliente desde, socia desde, socio desde, " +
      "aluno desde, aluna desde, miembro desde, membro desde, membre depuis, kunde seit, kundin seit, client depuis, cliente da, " +
      "klant sinds, kund sedan, fecha de alta, data d'alta, data de alta, registrering, registreringsdatum, " +
      "creazione, emesso, emissione, aangemaakt, gemaakt, besteld, uitgegeven",
    { primary: true, expects: "datetime" }
  ),
  concept(
    "updated",
    "date",
    "attribute",
    "updated, update, modified, changed, edited, last change, última actualización, последња измена, последња промена, poslednja izmena, ult actualiz, change date, date of change, last changed, aktualisiert, geändert, modifié, actualizado, modificado, atualizado, " +
      "aggiornato, aggiornamento, modificato, gewijzigd, bijgewerkt",
    { expects: "datetime" }
  ),
  concept(
    "due",
    "date",
    "attribute",
    "due, dû, deadline, expiry, expires, fällig, fälligkeit, fällig bis, fällig am, zahlbar bis, échéance, vencimiento, vto, vencimento, scadenza, prox scadenza, prossima scadenza, vervaldatum, vervaldag",
    { expects: "date" }
  ),
  // A window for a delivery the buyer asks for, hours ("配達時間帯", "Lieferzeitfenster") or a day ("日付指定",
  // "Wunschliefertermin"): never a date the records keep (Amazon's `LatestDeliveryDate` is a deadline).
  concept(
    "timeslot",
    "timeslot",
    "attribute",
    "時間帯, 時間指定, 时间段, 時段, 시간대, time slot, timeslot, delivery window, delivery slot, zeitfenster, " +
      "lieferzeitfenster, créneau, créneau horaire, franja horaria, horario de entrega, fascia oraria, tijdslot, tijdvak, " +
      "日付指定, 配達日指定, 配送日指定, お届け日指定, 到着日指定, 配達希望日, お届け希望日, 配送希望日, 希望配達日, 指定日, " +
      "배송희망일, 희망배송일, 希望送达日期, 指定送达日期, wunschtermin, wunschliefertermin, wunschlieferdatum, " +
      "requested delivery date, preferred delivery date, date de livraison souhaitée, fecha de entrega deseada, " +
      "data di consegna richiesta, gewenste leverdatum, data de entrega desejada",
    { expects: "text" }
  ),
  // What a sale is for or under, as merchants name their own metadata keys (`metadata.project`, `metadata.contract`).
  concept(
    "project",
    "project",
    "attribute",
    "project, projekt, projet, proyecto, progetto, projeto, projekti, projektas, проект, проєкт, プロジェクト, 项目, " +
      "項目, 프로젝트, dự án, proyek, projek"
  ),
  // Whom a tutor's or a school's sale is for, and what it is for: merchants keep them in their own metadata
  // (`metadata.student_name`, `metadata.course`, `metadata.lessons`). Not "class", "clase", "kurs" nor French "cours":
  // a tax class, a rate of exchange.
  concept(
    "student",
    "party",
    "entity",
    "student, students, pupil, learner, طالب علم, schüler, schülerin, élève, étudiant, alumno, alumna, estudiante, aluno, aluna, " +
      "studente, allievo, leerling, uczeń, žák, diák, elev, oppilas, 학생, 수강생, 生徒, 学生, 學生, 學員, 学员, học viên, " +
      "học sinh, siswa, murid, pelajar, นักเรียน, estudyante, mag-aaral, ученик, ученица, студент, студентка, оқушы, छात्र, " +
      "शिक्षार्थी, শিক্ষার্থী, শিক্ষার্থীর, ছাত্র, ছাত্রের"
  ),
  concept(
    "course",
    "course",
    "attribute",
    "course, courses, curso, cursos, corso, corsi, cursus, tanfolyam, 강좌, 강의, 講座, コース, 课程, " +
      "課程, khóa học, kursus, หลักสูตร, কোর্স, कोर्स, کورس"
  ),
  concept(
    "lesson",
    "lesson",
    "entity",
    "lesson, lessons, lektion, lektionen, leçon, leçons, lección, lecciones, aula, aulas, lezione, lezioni, " +
      "lessen, lekcja, lekcje, lekce, óra, órák, clases, classes, lecție, lecții, 수업, 레슨, 授業, レッスン, bài học, buổi học, pelajaran, " +
      "занятие, занятия, занятий, урок, уроков"
  ),
  concept(
    "contract",
    "contract",
    "attribute",
    "contract, vertrag, contrat, contrato, contratto, contract, kontrakt, sopimus, umowa, smlouva, zmluva, szerződés, " +
      "sözleşme, договор, договір, 契約, 合同, 계약, hợp đồng, kontrak"
  ),
  // What brought the sale in (a fundraiser's or a newsletter's campaign): a merchant keeps it in their own metadata.
  concept(
    "campaign",
    "campaign",
    "attribute",
    "campaign, campagne, campaña, campanha, campagna, kampagne, kampanje, kampanj, kampania, kampaň, kampány, " +
      "campanie, kampanya, кампания, кампанія, キャンペーン, 캠페인, แคมเปญ, chiến dịch, kampanye"
  ),
  // When a payment's money reaches the merchant (a balance transaction's `available_on`): a settlement or payout
  // file's date, a bank statement's value date.
  concept(
    "settled",
    "date",
    "attribute",
    "settled, dispo, disponible le, data accredito, data di accredito, settles, beschikbaar vanaf, beschikbaar per, beschikbaar op, tarikh tersedia, tanggal tersedia, settled at, settled on, settlement date, date settled, available on, payout date, paid out on, paid out, " +
      "deposit date, deposited on, " +
      "hits bank, hits the bank, funds available, funds available on, تاریخ تسویه, disponibile dal, disponibile il, dépôt prévu, date de dépôt, " +
      "transfer date, value date, valutadatum, valutadag, valuteringsdag, valuteringsdato, wertstellung, auszahlungsdatum, date de valeur, date de versement, " +
      "disponível em, disponivel em, disponible le, disponible el, verfügbar am, beschikbaar op, " +
      "fecha valor, fecha de liquidación, fecha de abono, fecha abono, data de liquidação, data valuta, rentedatum, data de transferência, " +
      "data transferência, data transf, data zaksięgowania, zaksięgowano, data księgowania, previsão de recebimento, " +
      "avail date, available date, na voljo od, " +
      "previsão de pagamento, data prevista de pagamento, data prevista de recebimento",
    { expects: "date" }
  ),
  concept(
    "canceled",
    "date",
    "attribute",
    "canceled, cancelled, cancel, voided, cancellation, storniert, stornierung, storno, annulé, annulation, cancelado, cancelación, " +
      "anulación, anulado, anulada, " +
      "cancelamento, annullato, annullamento, geannuleerd, annulering, annulatie"
  ),
  concept(
    "shipped",
    "date",
    "attribute",
    "shipped, dispatched, despatched, versandt, items sent, qty sent, verschéckt, expédié, enviado, spedito, spediti, verzonden, відправки, відправлення, " +
      "відправка"
  ),
  // What is still to ship (a marketplace's `NumberOfItemsUnshipped`): counted apart from what shipped.
  concept(
    "unshipped",
    "unshipped",
    "attribute",
    "unshipped, not shipped, to ship, to be shipped, pcs pending, reste à expédier, items to send, to send, x enviar, za slanje, за слање, nach ze verschécken, awaiting shipment, pending shipment, qty pending, quantity pending, " +
      "items pending, units pending, da spedire, à expédier, a expedier, noch nicht versandt, nog te verzenden, " +
      "bekleyen, غير المشحونة, غير مشحونة, 未发货, 未發貨, 未出貨, 未出货, 未発送, 未出荷, 미발송, 미출고, chưa giao, belum dikirim"
  ),
  // A deadline to ship or to deliver ("Ship By", "Dispatch By", "Deliver By"): read as the latest ship or delivery
  // date (Amazon's `LatestShipDate`, `LatestDeliveryDate`), not the shipping's cost.
  concept(
    "shipby",
    "date",
    "attribute",
    "shipby, ship by, dispatch by, despatch by, ship before, versand spätestens, versenden spätestens, spätestens versenden, fulfill by, fulfil by, fulfill before, expédier d'ici le, expédier d'ici, uiterlijk verzenden, uiterlijk verzenden op, uiterste verzenddatum, versand bis, versenden bis, expédier avant, enviar antes de, " +
      "prazo de envio, prazo envio, prazo de postagem, ship out by, dispatch latest, ship latest, à expédier avant le, à expédier avant, verschécke bis, postar até, postar ate, enviar até, despachar até, prazo p/ despachar, prazo para despachar, prazo de despacho, " +
      "envoi avant le, envoyer avant le, expédition avant le, despachar hasta, enviar hasta, " +
      "fecha límite de envío, fecha límite envío, límite de envío, fecha límite de despacho, data límit d'enviament, " +
      "wysłać do, wysłać przed, termin wysyłki, termin nadania, despachar antes de, termen expediere, termen de expediere, " +
      "spedire entro, verzenden voor, αποστολή έως, отправить до, отгрузить до, відправити до, 最晚出貨日, 最晚发货日, 最晚发货时间, 最晚發貨時間, 最晚发货, 最迟发货, 出荷期限, 発送期限, " +
      "batas kirim, batas pengiriman, kirim paling lambat, dikirim paling lambat, lähetettävä viimeistään, " +
      "nosūtīt līdz, išsiųsti iki, saata hiljemalt"
  ),
  concept(
    "deliverby",
    "date",
    "attribute",
    "deliverby, deliver by, delivery by, delivery deadline, must arrive by, arrive by, arrives by, needed by, livraison prévue, prazo de entrega, prazo entrega, entregar até, estimated delivery, estimated delivery date, tahmini teslim, tahmini teslimat, " +
      "est delivery, est. delivery, entrega est, delivery est, livraison est, entrega prevista, data prevista, fecha prevista, date prévue, fecha prevista de entrega, fecha de entrega prevista, data prevista de entrega, consegna prevista, data di consegna prevista, verwachte levering, verwachte bezorging, bezorging verwacht, voraussichtliche zustellung, voraussichtlicher liefertermin, التوصيل المتوقع, entrega estimada, previsão de entrega, entrega prevista até, previsao de entrega, livraison estimée, consegna stimata, voraussichtliche lieferung, geschätzte lieferung, zustellung bis, livrer avant, entregar antes de, consegna entro, " +
      "bezorgen voor, παράδοση έως, доставить до, доставити до, 預計送達日, 预计送达日, livrare până la, livrare pana la, " +
      "dostawa do, doručení do, doručenie do, toimitus viimeistään, levering inden, leverans senast, levering innen"
  ),
  // An order completed ("Order completed date", "Tanggal Pesanan Selesai") is closed (`closed_at`).
  concept(
    "closed",
    "date",
    "attribute",
    "closed, completed, finished, abgeschlossen, terminé, clôturé, completado, finalizado, concluído, completato, " +
      "voltooid, afgerond, zakończone, dokončeno, selesai, hoàn thành, 完了, 完成, 已完成, 완료, เสร็จสิ้น"
  ),
  // A birthday is a date of the person, never of the sale: a member list's "誕生日" is no order's date.
  concept(
    "birthdate",
    "date",
    "attribute",
    "birthday, birthdate, birth date, date of birth, dob, geburtsdatum, geburtstag, date de naissance, anniversaire, " +
      "fecha de nacimiento, cumpleaños, data de nascimento, aniversário, data di nascita, compleanno, geboortedatum, " +
      "verjaardag, födelsedatum, fødselsdato, syntymäaika, data urodzenia, datum narození, születési dátum, " +
      "doğum tarihi, дата рождения, день рождения, дата народження, تاريخ الميلاد, תאריך לידה, 誕生日, 生年月日, 生日, " +
      "出生日期, 생일, 생년월일, วันเกิด, ngày sinh, tanggal lahir, tarikh lahir",
    { expects: "date" }
  ),
  // How a name is read aloud ("お名前(セイ)": the surname in katakana, "フリガナ"): no record keeps it.
  concept(
    "phonetic",
    "phonetic",
    "attribute",
    "phonetic, furigana, kana, pinyin, フリガナ, ふりがな, カナ, セイ, メイ, 読み, よみ, 拼音, 注音"
  ),
  // A delivery is the parcel's arrival as well as its shipping ("Lieferadresse" is the ship-to): its date is when it
  // arrived, not when it left.
  concept(
    "delivery",
    "shipping",
    "entity",
    "delivery, lieferung, liefer, zustellung, zustell, livraison, entrega, consegna, levering, leverans, bezorging, " +
      "bezorg, aflever, " +
      "aflevering, teslimat, teslim, dostawa, " +
      "doručení, dodání, kézbesítés, お届け, 配達"
  ),
  // Delivered is when the parcel arrived, days after it shipped: a source that only knows when it left has no such date.
  concept(
    "delivered",
    "date",
    "attribute",
    "delivered, delivery completed, geliefert, zugestellt, livré, entregue, entregado, consegnato, bezorgd, afgeleverd"
  ),

  // identifiers
  concept(
    "id",
    "id",
    "attribute",
    "id, identifier, number, reference, ident, uid, uuid, gid, key, nummer, kennung, referenz, numéro, référence, " +
      "número, referencia, numero, riferimento, nummer, referentie, kenmerk, folio, " +
      // A document's running number in Latin America ("Consecutivo" of an invoice).
      "consecutivo",
    { primary: true, generic: true, expects: "identifier" }
  ),
  // A party's tax identification number ("P.IVA", "NIF", "USt-IdNr.", "DIČ", "CUI"): Stripe keeps it as
  // `customer_tax_ids` or `tax_id`, an identifier of its own, never the tax. ("USt-IdNr" splits as "u st id nr".)
  concept(
    "taxid",
    "taxid",
    "attribute",
    "tax id, tax ids, fiscal id, fiscal number, fiscal no, fiscal code, fiscal identification number, vat id, vat number, vat no, vat reg no, tax number, tax identification number, tax registration id, " +
      // A person's document is the number of their identity or tax papers (Brazil's CPF, Spain's DNI), never their name.
      "client document, customer document, buyer document, documento del cliente, documento do cliente, documento cliente, " +
      "documento comprador, documento do comprador, " +
      "tax registration number, nif, nip, p iva, eu vat, eu vat id, eu vat number, vat ue, numer vat ue, " +
      "identyfikator eu vat, identyfikator vat ue, identyfikator vat, " +
      // Portugal's and Brazil's taxpayer number ("Contribuinte", "Nº Contribuinte").
      "contribuinte, n contribuinte, número de contribuinte, numero de contribuinte, " +
      "piva, partita iva, codice fiscale, u st id nr, u st idnr, ust idnr, ust id nr, ust id, umsatzsteuer id, " +
      // Austria's VAT number ("UID-Nr.").
      "uid nr, uid nummer, " +
      // Sweden's VAT registration number ("Momsreg.nr").
      "momsreg, momsreg nr, momsregnr, momsregistrering, momsregistreringsnummer, momsnr, " +
      "steuernummer, steuer id, btw nummer, btw nr, numéro de tva, number tva, tva intracommunautaire, tva intracom, " +
      "n tva intracom, number tva intracom, dič, dic, " +
      "ič dph, icdph, adószám, cui, vkn, vergi no, vergi numarası, инн, cnpj, cpf, cuit, rfc, ruc, rut, nit, gstin, abn, " +
      "y tunnus, org nr, organisationsnummer, cvr, cvr nr, cif, cod fiscal, cod identificare fiscala, mã số thuế, npwp, " +
      "αφμ, oib, еик, булстат, ддс номер, ддс №, идентификационен номер по ддс",
    { expects: "identifier" }
  ),
  // A person's identity document or national number: no sale record holds one (a card number is no identity card).
  concept(
    "nationalid",
    "nationalid",
    "attribute",
    "national id, national identity number, identity card, id card, identity number, identity document, passport, " +
      "passport number, kad pengenalan, mykad, nric, ktp, nik, kartu identitas, kartu tanda penduduk, personalausweis, " +
      "ausweisnummer, carte d identité, numéro d identité, documento de identidad, documento nacional de identidad, dni, " +
      "cédula, cédula de identidad, carta d identità, cartão de cidadão, bilhete de identidade, pesel, dowód osobisty, " +
      "rodné číslo, občanský průkaz, személyi igazolvány, személyi szám, cnp, carte de identitate, αριθμός ταυτότητας, " +
      "ταυτότητα, паспорт, номер паспорта, tc kimlik no, kimlik no, kimlik numarası, personnummer, cpr nummer, " +
      "fødselsnummer, henkilötunnus, hetu, תעודת זהות, رقم الهوية, الهوية الوطنية, 身份证, 身份证号, 身分證, マイナンバー, " +
      "주민등록번호, 신분증, บัตรประชาชน, เลขบัตรประชาชน, căn cước, cmnd, cccd",
    { expects: "identifier" }
  ),
  // One word or phrase for "unit price" ("Stückpreis", "단가", "prix unitaire"): read as the English two, a unit's
  // price.
  concept(
    "unitprice",
    "money",
    "attribute",
    // French invoices write the unit price "PU" (prix unitaire).
    "stückpreis, stueckpreis, eenheidsprijs, stukprijs, prix unitaire, pu, precio unitario, precio unidad, " +
      "precio por unidad, prezzo unitario, " +
      "preço unitário, valor unitário, valor unitario, cena jednostkowa",
    { expects: "money" }
  ),
  // An article's reference is its SKU; so is a product's code, the merchant's own (its id is the shop's or the
  // marketplace's number for it).
  concept(
    "sku",
    "id",
    "attribute",
    "sku, mpn, artikelnummer, référence article, réf article, référence produit, codice articolo, product code, " +
      "item code, código do produto, código de produto, código del producto, codice prodotto, code produit, " +
      "code article, produktcode, artikelcode, productcode, kod towaru, art nr, " +
      // A bookshop's item is known by its ISBN.
      "isbn",
    { expects: "identifier" }
  ),
  // A card network's approval of a payment: the code the issuer gave (`authorization_code`).
  concept(
    "authorization",
    "authorization",
    "attribute",
    "authorization, authorisation, auth code, autorização, autorizacao, autorización, autorizacion, autorisation, " +
      "autorizzazione, autorisierung, autorisatie, autoryzacja, autoryzacji, autorizace, autorizácia, yetkilendirme"
  ),
  // A barcode (EAN, UPC, GTIN) is printed on the product by its maker: not the merchant's own SKU.
  concept("barcode", "id", "attribute", "barcode, bar code, ean, ean13, ean 13, upc, gtin, strichcode, code barre", {
    expects: "identifier"
  }),

  // people and contact
  concept(
    "customer",
    "party",
    "entity",
    // A marketplace buyer is a user of it ("Buyer User ID").
    // A bank statement's other party ("Auftraggeber/Empfänger") is the customer of a sale.
    "customer, buyer, client, contact, purchaser, consumer, payer, shopper, user, who pays, guest, lead booker, booked by, quién paga, quien paga, " +
      "quem paga, wer zahlt, qui paie, chi paga, benutzer, utilisateur, kontrahent, " +
      "counterparty, party, auftraggeber, zahler, gegenpartei, donneur d'ordre, ordenante, tegenpartij, " +
      "usuario, utente, gebruiker, kunde, kunden, käufer, besteller, acheteur, " +
      "cliente, comprador, klant, koper, consument, acquirente, relatie, payeur, pagatore, " +
      // Who pays a subscription is its customer.
      "subscriber, abonnent, abonné, suscriptor, assinante, abbonato, abonnee, " +
      // A pupil's parent or guardian pays for the lessons. Not English "parent": a "Parent SKU" is a product's.
      "guardian, parents, padre, madre, padres, acudiente, apoderado, responsável, responsavel, genitore, genitori, " +
      "eltern, elternteil, erziehungsberechtigter, ouder, ouders, rodzic, opiekun, 학부모, 보호자, 保護者, 家长, 家長, " +
      "phụ huynh, orang tua, ibu bapa, penjaga, הורה, ההורה, γονέα, γονέας, γονιός, родитель, родители, " +
      "encarregado de educação, encarregada de educação, responsável financeiro, responsável financeira, " +
      // A club's or a studio's member is its customer; a letter's "Attn" is whom it is for.
      "member, members, mitglied, membre, miembro, membro, członek, 会員, 会员, 會員, thành viên, anggota, สมาชิก, attn"
  ),
  // A sender is the payer of a transfer, or the shipper of a parcel (the merchant): neither can be told from the
  // word, so a "Sender" column meets no party's path by this word alone.
  concept(
    "sender",
    "sender",
    "entity",
    "sender, absender, expéditeur, remitente, remetente, mittente, afzender"
  ),
  concept(
    "merchant",
    "party",
    "entity",
    "merchant, seller, vendor, supplier, händler, verkäufer, vendeur, vendedor, venditore, verkoper, " +
      // A merchant's own number ("Eigene Best.-Nr."), as a seller's is.
      "eigene, eigener, eigenes"
  ),
  // Where a shipment leaves from (`DefaultShipFromLocationAddress`, a warehouse, the shipper): the seller's place,
  // never the buyer's nor where the goods go; a "Seller" column (a salesperson) is not met by it either.
  concept(
    "shipfrom",
    "origin",
    "entity",
    "ship from, shipfrom, shipper, consignor, warehouse, entrepôt, almacén, armazém, magazzino, magazijn, send from, " +
      "sent from, dispatch from, despatch from"
  ),
  concept(
    "company",
    "party",
    "attribute",
    "company, company name, business name, firm, firm name, firmenname, nom de l'entreprise, naam bedrijf, " +
      // Japan's corporate number (法人番号), kept as `corporate_number`: the company's.
      "corporate, " +
      "business, organization, organisation, firma, unternehmen, geschäftlich, entreprise, société, " +
      "professionnel, empresa, empresarial, azienda, aziendale, ditta, bedrijf, zakelijk, raison sociale, razón social, " +
      "razão social, ragione sociale"
  ),
  concept(
    "name",
    "name",
    "attribute",
    "name, fullname, full name, nom, nombre, nome, naam, nom complet, nombre completo, nome completo, " +
      "first and last name, first last name, name and surname, vor und nachname, nom et prénom, prénom et nom, " +
      "nom et prénoms, nom & prénoms, nom & prénom, " +
      "nombre y apellido, nombre y apellidos, nome e cognome, nome e sobrenome, voor en achternaam, " +
      // Italian "Nominativo": the name a thing is in.
      "nominativo",
    { primary: true, generic: true, expects: "name" }
  ),
  concept(
    "firstname",
    "name",
    "attribute",
    "first name, firstname, given name, forename, vorname, prénom, voornaam, primeiro nome",
    {
      expects: "name"
    }
  ),
  concept(
    "lastname",
    "name",
    "attribute",
    "last name, lastname, surname, family name, nachname, familienname, nom de famille, apellido, apellidos, sobrenome, " +
      "cognome, achternaam",
    { expects: "name" }
  ),
  concept(
    "email",
    "contact",
    "attribute",
    "email, mail, e mail, courriel, correo, correo electrónico, emailadresse, emailadres, email address, email id, " +
      "e mail id, mail id, email add, e mail add, " +
      "e mail address, e mail adresse, email adresse, adresse e mail, adresse email, adresse mail, " +
      "dirección de correo electrónico, dirección de correo, endereço de email, endereço de e mail, indirizzo email, indirizzo e mail",
    {
      expects: "email"
    }
  ),
  concept(
    "phone",
    "contact",
    "attribute",
    "phone, phone number, telephone number, mobile number, numéro de téléphone, " +
      "número de teléfono, telephone, mobile, cell, telefon, téléphone, teléfono, fono, telefone, celular, telefono, telefoon, handy, " +
      "telemóvel, telemovel, cellulare, whatsapp, contact number, contact no, handphone, hp no, h p no, " +
      // The Swiss say "Natel" for a mobile phone.
      "natel",
    {
      expects: "phone"
    }
  ),
  // A document's PDF ("Lien PDF", `invoice_pdf`) is kept as its link.
  concept("url", "link", "attribute", "url, link, uri, href, website, lien, enlace, collegamento, pdf", {
    expects: "url"
  }),

  // address
  concept(
    "address",
    "address",
    "attribute",
    "address, street, adresse, straße, strasse, rue, dirección, calle, endereço, morada, rua, indirizzo, adres, straat, " +
      "rechnungsadresse, adresszusatz, complemento, complément, apartment, apt, landmark, toevoeging, " +
      // The flat or premises in the building: the address's second line.
      "flat number, apartment number, numer mieszkania, numer lokalu, nr mieszkania, nr lokalu, mieszkanie, " +
      "アパート, マンション, アパートマンション名, 建物名"
  ),
  // The number of the house in its street, kept apart from the street in many countries' addresses.
  concept(
    "housenumber",
    "address",
    "attribute",
    "house number, street number, address number, hausnummer, numéro de rue, número de calle, número de casa, " +
      "numero civico, huisnummer, huisnr, hausnr"
  ),
  // The neighbourhood within a city, a line of its own in Latin American addresses (Amazon's `Neighborhood`).
  concept(
    "neighborhood",
    "address",
    "attribute",
    "neighborhood, neighbourhood, bairro, barrio, colonia, stadtteil, ortsteil, wijk, quartiere"
  ),
  concept(
    "city",
    "address",
    "attribute",
    "city, town, suburb, stadt, ort, ville, commune, ciudad, cidade, città, comune, stad, plaats, woonplaats, población, " +
      "municipio, município, località, gemeente"
  ),
  concept(
    "region",
    "address",
    "attribute",
    // Brazil's "UF" is the state (unidade federativa).
    "state, province, region, county, bundesland, provinz, région, provincia, estado, regione, provincie, uf, " +
      // Switzerland's cantons are its states, as Ireland's counties (contae) and the Emirates' emirates are.
      "canton, kanton, cantone, contae, emirate, الإمارة, إمارة, الامارة"
  ),
  concept(
    "postal",
    "address",
    "attribute",
    "zip, zipcode, zip code, postal, postal code, postcode, post code, plz, postleitzahl, code postal, código postal, cep, " +
      "cap, c p, pincode, pin code, pin, eircode, p code"
  ),
  concept("country", "address", "attribute", "country, nation, land, pays, país, pais, paese, nazione"),
  // How a courier gets in (French "CodePorte", "Digicode", "Interphone"): no sale's record holds it, and its "code" is
  // no shipping line's.
  concept(
    "doorcode",
    "address",
    "attribute",
    "door code, doorcode, code porte, digicode, interphone, intercom, entry code, gate code, buzzer, türcode"
  ),

  // order life
  concept(
    "status",
    "status",
    "attribute",
    // A verification's check ("cvc_check": "pass") is its result.
    "status, state, stage, condition, result, outcome, check, statut, état, estado, estatus, situación, situação, stato, zustand, " +
      "ergebnis, résultat, resultado, risultato, resultaat, zahlstatus, esito",
    { primary: true, generic: true, expects: "text" }
  ),
  concept(
    "rate",
    "rate",
    "attribute",
    "rate, percent, percentage, ratio, aliquota, alíquota, alícuota, satz, prozent, taux, pourcentage, tasa, porcentaje, taxa, tasso, percentuale, tarief, " +
      "procent, procento, " +
      "exchange rate, fx rate, wechselkurs, umrechnungskurs, valuutakurss, vahetuskurss, taux de change, taux change, tipo de cambio, taxa de câmbio, valor da taxa de câmbio, tasso di cambio, cambio, koers, " +
      "wisselkoers, árfolyam, curs valutar, curs de schimb, kurs wymiany, kadar tukaran, курс конв, курс конвертации, kadar pertukaran, směnný kurz, vaihtokurssi, valuuttakurssi, " +
      "ισοτιμία, valutakurs, växelkurs, نرخ تبدیل, نرخ ارز, سعر الصرف",
    {
      expects: "number"
    }
  ),
  concept(
    "quantity",
    "quantity",
    "attribute",
    // "Items sold" counts the units an order sold, in analytics exports.
    "quantity, count, number of, units, pieces, pcs, unid, stéck, ilang, ilan, piezas, pieza, peças, pezzi, menge, anzahl, stück, quantité, cantidad, quantidade, quantità, aantal, stuks, " +
      "items sold, articles vendus, artículos vendidos, artigos vendidos, articoli venduti, verkaufte artikel, " +
      "verkochte artikelen, unidades, hours",
    {
      expects: "number"
    }
  ),
  // What a parcel or its goods weigh: no money, no count. Polish "masa" is a parcel's mass.
  concept(
    "weight",
    "weight",
    "attribute",
    "weight, grams, gram, kg, kilograms, mass, gewicht, poids, masse, peso, peso bruto",
    { expects: "number" }
  ),
  // A login handle ("Buyer Username") is no person's name; records that keep none have no source for it.
  concept(
    "username",
    "username",
    "attribute",
    "username, user name, login, nickname, benutzername, nom d'utilisateur, nombre de usuario, " +
      "nome de usuário, nome utente, gebruikersnaam"
  ),
  concept(
    "description",
    "description",
    "attribute",
    // An accounting import's "Memo" is the document's description (also a note).
    "description, summary, memo, what for, particulars, order details, beschreibung, bezeichnung, libellé, désignation, descripción, concepto, descrição, " +
      "descrizione, prestation, " +
      // What a payment is for: a bank transfer's "purpose" line.
      "omschrijving, purpose, verwendungszweck, zahlungsgrund, motif, causale, betreff, buchungstext, " +
      "назначение платежа, призначення платежу, назначение",
    { primary: true }
  ),
  concept(
    "note",
    "note",
    "attribute",
    "note, comment, remark, memo, notiz, bemerkung, bemerkig, побажання, anmerkung, hinweis, kundenhinweis, wunsch, kundenwunsch, sonderwunsch, remarque, commentaire, nota, observación, observação, opmerking, " +
      // A message on its own is text written for someone, as a note is; a reason's own words stay the reason's.
      "message, nachricht, mensaje, mensagem, messaggio, bericht, wiadomość, zpráva, üzenet, mesaj, " +
      // What the buyer asks of the delivery is the order's note.
      "delivery note, delivery instructions, shipping note, lieferhinweis, instructions de livraison, " +
      "special instructions, instructions, " +
      "instrucciones de entrega, instruções de entrega"
  ),
  // A payment that failed says why (`failure_message`, `failure_code`): "Felmeddelande", "Hata Mesajı", "실패사유".
  concept(
    "failure",
    "failure",
    "attribute",
    "failure, failed, error, fehler, fehlgeschlagen, erreur, échec, echec, fallo, fallido, erro, falha, errore, " +
      "decline, declined, zamietnutie, zamietnutia, zamietnuté, zamítnutí, zamítnuto, odrzucenie, odrzucenia, odmowa, " +
      "odmowy, villuboð, villa, rechazo, rechazada, rechazado, motivo rechazo, refus, refusé, refusée, rifiuto, rifiutato, " +
      "fallito, fout, mislukt, fel, misslyckad, fejl, feil, virhe, błąd, blad, chyba, hiba, eroare, σφάλμα, ошибка, " +
      "отказ, отказа, " +
      "помилка, hata, başarısız, שגיאה, خطأ, فشل, 실패, 오류, 失败, 失敗, エラー, lỗi, thất bại, gagal, kesalahan, recusa, recusado, recusada"
  ),
  // A customer behind on paying (Stripe's `delinquent`): "Inadimplente", "En mora", 미납, "Просрочено плащане".
  concept(
    "delinquent",
    "status",
    "attribute",
    "delinquent, in arrears, arrears, overdue, past due, behind on payments, inadimplente, inadimplência, en mora, " +
      "moroso, morosa, morosidad, säumig, zahlungsverzug, im verzug, en retard de paiement, impayé, in mora, " +
      "moroso, achterstallig, wanbetaler, zaległy, zaległość, w zwłoce, dlužník, v prodlení, késedelmes, " +
      "restanțier, просрочено, просрочено плащане, просрочка, просрочен, заборгованість, borçlu, gecikmiş, " +
      "미납, 연체, 滞納, 延滞, 逾期, 欠费, 欠費, quá hạn, nợ quá hạn, menunggak, tunggakan, ค้างชำระ, " +
      "usemuva ngenkokhelo, מפגר בתשלום, متأخر في الدفع, متأخر, impagat, impagada, em atraso, pagamento em atraso, " +
      "retard de paiement",
    { expects: "boolean" }
  ),
  // A dispute the buyer opened with the card's issuer (`disputed`): "Tvist", "Vitatott", "Itiraz".
  concept(
    "dispute",
    "dispute",
    "attribute",
    "dispute, disputed, chargeback, streitfall, rückbuchung, litige, contestation, disputa, contestación, contestação, " +
      "contestazione, geschil, betwist, tvist, bestridt, indsigelse, riita, spór, reklamacja, spor, vitatott, vita, " +
      "litigiu, " +
      "αμφισβήτηση, спор, оспаривание, суперечка, itiraz, ערעור, نزاع, اعتراض, 분쟁, 争议, 爭議, チャージバック, " +
      "tranh chấp, sengketa"
  ),
  concept(
    "reason",
    "reason",
    "attribute",
    "reason, message, cause, explanation, why, grund, ursache, raison, motif, motivo, causa, razón, razão, reden, oorzaak, " +
      "meddelande, meddelelse, mesaj, mesajı, mensaje, mensagem, messaggio, bericht, nachricht, wiadomość, zpráva, üzenet"
  ),
  // A sale's title is what its description says when nothing is called a title.
  concept("title", "description", "attribute", "title, titel, titre, título, titolo", { generic: true }),
  concept(
    "method",
    "method",
    "attribute",
    // "Forma / Medio de pago", "Meio de pagamento": the way of paying or shipping.
    "method, mode, speed, methode, méthode, método, metodo, payment system, zahlungsart, zahlungsmethode, zahlungsmittel, gateway, forma, medio, meio, " +
      "modalidad, modalidade, modalità, instrument, payment instrument, methode, wijze, betaalmethode, betaalwijze, " +
      // Where the money came from ("Payment Source Type": card, bank transfer) is how it was paid.
      "payment source, funding source, paid via, payment via, paid with, paid how, pagado con, pago con, bezahlt mit, payé avec, payment channel, mode of payment, betaald via, " +
      "bezahlt über, bezahlt via, " +
      // French "Moyen de paiement", or "Moyen" alone (the means).
      "moyen de paiement, moyen paiement, moyens de paiement, moyen, " +
      // Where a refund's money went back ("Terugbetaald via", "Grąžinta į").
      "terugbetaald via, refunded via, refunded to, grąžinta į, vráceno na, vrátené na, zwrócono na, " +
      // A marketplace's shipping "service level" (`ShipServiceLevel`: "Std DE Dom") is how the order ships.
      "service level, 運送等級, 运送等级, 配送等級, 配送等级"
  ),
  concept(
    "type",
    "method",
    "weak",
    "type, kind, category, art, typ, tipo, catégorie, categoría, categoria, soort, nature"
  ),
  concept(
    "fulfillment",
    "shipping",
    "attribute",
    "fulfillment, fulfilment, fulfil, fulfill, afgreiðsla, expédition, cumplimiento, cumprimento, evasione, изпълнение, " +
      "исполнение, виконання, realizacja, realizacji",
    {
      primary: true
    }
  ),
  concept(
    "tracking",
    "shipping",
    "attribute",
    "tracking, sendungsverfolgung, suivi, seguimiento, rastreamento, track and trace, track trace, rastreio, registo ctt, registo dos ctt, " +
      // A Latin American courier's waybill is its "guía".
      "guía, número de guía, n de guía, " +
      "sendungsnummer, sendungsnr, waybill, waybill no, waybill number, way bill, " +
      // A Nordic parcel's id ("Kolli-ID", "Kollinummer") is its tracking number.
      "kolli-id, kolli id, kollinummer, kollinr"
  ),
  // Who carries the parcel (Shopify's `tracking_company`, Stripe's `shipping.carrier`): a name, not a cost.
  concept(
    "carrier",
    "shipping",
    "attribute",
    // Not "shipping company": that is the ship-to company's name in order exports.
    "carrier, courier, shipping carrier, tracking company, delivery service, courier partner, logistics partner, " +
      "logistics, logistics company, 物流公司, " +
      "shipping partner, delivery partner, envío por, envio por, enviado por, " +
      "versanddienstleister, paketdienst, spediteur, transporteur, transportista, paquetería, transportadora, " +
      "vettore, corriere, vervoerder, pakketdienst, bezorgdienst, bezorger, agencia de transporte, agencia, " +
      // "Ship Via": how an invoice's goods went (profiles.ts does not count it as a parcel sheet's word).
      shipViaWords.join(", "),
    { expects: "text" }
  ),
  // Where a parcel waits for the buyer (a locker, a pick-up shop): a shop keeps its code in a checkout attribute
  // ("Paczkomat", `packeta_point_id`), which a carrier's import asks for.
  concept(
    "pickuppoint",
    "shipping",
    "attribute",
    "pickup point, pick-up point, pickup location, collection point, parcel locker, parcel shop, parcelshop, locker, " +
      "packstation, paketshop, abholstation, punkt odbioru, paczkomat, automat paczkowy, point relais, relais, point retrait, punto de recogida, punto de retiro, " +
      "ponto de retirada, punto di ritiro, punto ritiro, afhaalpunt, pakketpunt, servicepunt",
    { expects: "identifier" }
  ),
  concept(
    "channel",
    "source",
    "attribute",
    // Not "origin" ("Origine", "Origen"): as often where the goods or the parcel come from as where the sale did.
    "channel, source, kanal, canal, herkunft, kanaal, plateforme, plattform, plataforma, piattaforma, platforma, verkoopkanaal, pazaryeri, rynek, " +
      // Where it sold, on a marketplace ("Amazon.de"), is its channel.
      "marketplace, marktplatz, marktplaats, place de marché, markedsplads, markedsplass, marknadsplats, " +
      "kauppapaikka, piață, piata"
  ),
  // Where a buyer came from: a shop's `referring_site` is the "Referral Source" of an accounting import.
  concept("referral", "source", "attribute", "referral, referrer, referring, referer, referral source"),
  // A buyer's handle on a messaging app ("LINE ID", "KakaoTalk ID", 微信号): how the merchant chats with them, which
  // no sale records (a "LINE ID" is no line item's id).
  concept(
    "messenger",
    "contact",
    "attribute",
    "line id, kakaotalk, kakaotalk id, kakao id, 카카오톡, 카톡, wechat id, 微信号, 微信號, viber, telegram, zalo"
  ),
  // The language the buyer reads (a checkout's `locale`, a shop's `customer_locale`).
  concept(
    "language",
    "language",
    "attribute",
    "language, locale, sprache, taal, langue, idioma, lingua, język, jazyk, jezik, limba, nyelv, kieli, språk, sprog, dil, " +
      "γλώσσα, " +
      "язык, мова, لغة, اللغة, שפה, 语言, 語言, 言語, 언어, ภาษา, ngôn ngữ"
  ),
  // A shop's tags (`tags`: "wholesale, vip"), as merchants name them.
  concept(
    "tags",
    "tags",
    "attribute",
    "tags, tag, etiquetas, etiquetes, étiquettes, schlagwörter, schlagworte, tagi, štítky, címkék, tunnisteet, " +
      "etiketter, теги, мітки, תגיות, תגים, وسوم, タグ, 标签, 標籤, 태그, แท็ก, thẻ, lebo, lebo za, oznake, oznaka"
  ),
  // A gift (Amazon's `IsGift`, `GiftMessageText`): whether the buyer sent the item as one, and what they wrote with it.
  concept(
    "gift",
    "gift",
    "attribute",
    "gift, geschenk, cadeau, regalo, presente, gavepapir, gaveindpakning, gaveinnpakning, presentpapper, prezent, dárek, ajándék, cadou, lahja, gave, gåva, hediye, δώρο, " +
      "подарок, подарунок, hədiyyə, sovg'a, сыйлық, საჩუქარი, նվեր, gjafa, gjöf, dhuratë, هدية, الهدية, מתנה, 礼物, 禮物, ギフト, 선물, ของขวัญ, quà tặng, hadiah, darček, darčeka"
  ),

  // entities and record types
  concept(
    "shipping",
    "shipping",
    "entity",
    // A courier's fee is what the shipping cost ("Courier Fee", "Courier Charges").
    "courier fee, courier fees, courier charge, courier charges, courier cost, " +
      "shipping, ship, shipment, frais de port, port, verzend, delivery, despacho, versand, versandart, versandweg, sendung, liefer, lieferung, livraison, envío, entrega, envio, enviar, frete, " +
      // British "Postage" and "Dispatch"; Indian sheets' "Shipping Charges" are the shipping's cost.
      "postage, postage and packing, p and p, dispatch, shipping charges, shipping charge, delivery charges, " +
      "delivery charge, " +
      "spedizione, consegna, verzending, levering, bezorging, bezorg, " +
      // Accounting imports' "Freight Amount"; French "envoi"; a Polish parcel, written with or without its ł.
      "freight, envoi, przesyłki, przesylki, przesylka, " +
      // Portuguese "Portes": the carriage paid, the shipping's cost.
      "portes",
    { generic: true }
  ),
  // Who receives the goods: a person, so a column named only for them holds their name, not a shipping cost.
  concept(
    "recipient",
    "shipping",
    "entity",
    "recipient, receiver, consignee, addressee, empfänger, warenempfänger, destinataire, destinatario, destinatário, " +
      "ontvanger, geadresseerde, quien recibe, quem recebe, chi riceve, " +
      // Whom an order ships to ("Ship to", "Ship To Name"): the recipient, not the shipping's cost.
      "ship to, deliver to, post to, expédier à, livrer à, envoyer à, enviar a, enviar para, spedire a, verzenden naar, " +
      "leveren aan, verzenden aan, versturen naar, versand an, liefern an"
  ),
  concept(
    "billing",
    "billing",
    "entity",
    "billing, bill, rechnungsadresse, facturation, facturación, cobrança, faturação, facturação, fatturazione, facturatie"
  ),
  concept(
    "product",
    "product",
    "entity",
    // A parcel's contents are the goods in it; a workshop's parts are goods too ("Parts $" is not a "party").
    "product, item, items, itens, line item, unit, article, objet, oggetto, merchandise, einzel, leistung, prenda, unitaire, unitario, unitário, artikel, produkt, ware, produit, producto, artículo, produto, prodotto, articolo, merce, " +
      "part, parts, spare parts, ersatzteil, ersatzteile, " +
      "contents, inhalt, contenu, contenido, conteúdo, contenuto, inhoud, parcel content, parcel contents, package contents, " +
      "order line, order lines, orderline, invoice line, ligne de commande, línea de pedido, bestellposition, orderregel, " +
      // A marketplace's listing ("Título de la publicación", "# de publicación") is the product it sells.
      "publicación, publicacion, anúncio, anuncio, annonce, inserzione, " +
      // A marketplace's catalogue entry ("Catalog ID": Amazon's ASIN).
      "catalog, catalogue, katalog"
  ),
  // Which variant of a product a line holds ("Item variation"): a variant's title, not the product.
  concept(
    "variant",
    "variant",
    "attribute",
    "variant title, variation, formaat, variante, coloris, variación, variação, variazione, variatie, ausführung, variant, size, " +
      "color, colour, variasi, format, presentación, maat, größe, grösse, grosse, farbe, taille, couleur, tamanho, cor, " +
      "colore, taglia, rozmiar, kolor, velikost, barva, méret, szín, beden, renk, storlek, färg, koko, väri, " +
      // A variant's name is its title, as a product's is.
      "variant name, variation name, variantenname, nama variasi, nombre de variante, nombre de la variación, " +
      "nom de variante, nom de la variante, nome variante, nome da variação, nome della variante, variatienaam"
  ),
  // A card's brand is its scheme or network ("scheme: visa, mastercard" in settlement files).
  // Wallets a processor names in its paths (`payment_method_details.alipay`, `wechat_pay`), as their users write them.
  concept("alipay", "wallet", "entity", "alipay, 支付宝, 支付寶"),
  concept("wechatpay", "wallet", "entity", "wechat pay, wechat, 微信支付, 微信"),
  concept(
    "brand",
    "brand",
    "attribute",
    "brand, scheme, card scheme, card association, card assoc, network, card network, marke, kartenmarke, marque, réseau, marca, red, rede, circuito, merk, " +
      // Colombia calls a card's network its franchise ("Franquicia": Visa, Mastercard).
      "franquicia, " +
      "bandeira"
  ),
  // A purchase paid in instalments (Brazil's "parcelas", Israel's "מספר תשלומים"): how many.
  concept(
    "installments",
    "installments",
    "attribute",
    "installments, installment, instalments, instalment, number of installments, parcelas, parcelamento, cuotas, " +
      "meses sin intereses, msi, raten, ratenzahlung, taksit, taksit sayısı, מספר תשלומים, תשלומים, 할부, 할부개월, 分期, " +
      "分期数, 分割払い, 分割回数, cicilan, trả góp",
    { expects: "number" }
  ),
  // A cardholder is the card's holder, whose name is the billing name.
  concept(
    "card",
    "payment",
    "entity",
    "card, karte, carte, tarjeta, cartão, carta, kaart, cardholder, card holder, karteninhaber, titular de la tarjeta, " +
      "titulaire de la carte, credit card, debit card, kreditkarte, carte de crédit, carte bancaire, tarjeta de crédito, " +
      "cartão de crédito, carta di credito"
  ),
  // A client's contact person ("Osoba kontaktowa - e-mail"): whose e-mail or phone is the client's own where the sheet
  // asks for nothing else, but another person's beside the client's own columns.
  concept(
    "contactperson",
    "party",
    "context",
    // Japanese ご担当 is the client's person in charge (an honorific: never the merchant's own staff, 担当者).
    "ご担当, ご担当者, contact person, contactperson, contactpersoon, contact persoon, osoba kontaktowa, osoby kontaktowej, " +
      "kontaktní osoba, kontaktna osoba, kontaktná osoba, kontaktna oseba, kontaktperson, kontaktpersonen, " +
      "kontaktpersoner, yhteyshenkilö, ansprechpartner, ansprechperson, personne de contact, persona de contacto, " +
      "persona di contatto, persona di riferimento, pessoa de contacto, pessoa de contato, kapcsolattartó, " +
      "persoană de contact, persoana de contact, контактное лицо, контактна особа, ilgili kişi, yetkili kişi"
  ),
  concept("account", "party", "entity", "account, konto, compte, cuenta, conta, conto, rekening, nominal code"),
  concept(
    "order",
    "record",
    "context",
    // "ordered"/"purchase(d)" also name the creation date (created concept): an order's purchase date is when it
    // was placed.
    "order, orden, ordered, sale, sales, sold, venda, vendas, ventas, ventes, vendu, vendus, vendido, vendidos, venduto, verkauft, purchase, purchased, comprada, comprado, bestellung, bestell, bestel, bestellt, auftrag, kauf, verkauf, commande, vente, achat, pedido, venta, compra, " +
      "encomenda, ordine, vendita, bestelling, verkoop, " +
      // A booking is what a service sells: its order ("Booking Ref", "Buchungsnr.").
      "booking, reservation, buchung, réservation, reserva, prenotazione, boeking, bokning"
  ),
  // The buyer's own purchase-order reference, not the seller's order number.
  concept(
    "purchaseorder",
    "purchaseorder",
    "attribute",
    "purchase order, po number, bon de commande, orden de compra, ordem de compra, " +
      // Latin America writes "OC" (orden de compra), and a merchant's key `orden_compra`.
      "ordine di acquisto, inkooporder, customer po, client po, buyer po, buyer po number, po no, orden compra, oc",
    { expects: "identifier" }
  ),
  concept(
    "invoice",
    "record",
    "context",
    "invoice, rechnung, facture, factura, fatura, fattura, factuur, nota fiscal, nfe, nf e"
  ),
  // A Checkout Session ("ID Sessione Stripe", "세션ID"): the record itself, where the records are sessions.
  concept(
    "session",
    "record",
    "context",
    "session, sessione, sesión, sessão, sitzung, sesja, relace, sesiune, сесия, session id, セッション, 세션, 会话, 會話, сессия, сесія, сесија, সেশন, " +
      "sesi"
  ),
  // A "document" or "voucher" in accounting exports is the record itself ("DocumentNumber", "Belegdatum").
  concept(
    "document",
    "record",
    "context",
    "document, doc, dokument, beleg, pièce, documento, comprobante, comprovante, bilag, tosite, doklad, " +
      "bizonylat, 伝票, 单据, 單據, 전표, 증빙"
  ),
  // What a payment's receipt is called: its link, number or e-mail (`receipt_url`, `receipt_number`); a Dutch
  // "bon" is a receipt.
  concept(
    "receipt",
    "receipt",
    "attribute",
    "receipt, ricevuta, scontrino, makbuz, fiş, reçu, quittance, quittung, kvittering, kvitto, kuitti, paragon, nyugta, " +
      "comprovante, comprovante de pagamento, " +
      "kassabon, kwitantie, bon, resit, kwitansi, biên lai, potvrdenie, potvrzení, " +
      "chitanță, απόδειξη, чек, квитанция, квитанція, קבלה, إيصال, ايصال, الإيصال, الايصال, رسید, 영수증, ใบเสร็จ, 收據, " +
      "收据, 領収書"
  ),
  concept(
    "payment",
    "record",
    "context",
    "payment, pay, financial, transaction, charge, charged, zahlung, transaktion, paiement, pago, cargo, transacción, " +
      "opération, " +
      "pagamento, transação, transazione, betaling, transactie, movimento, movimiento"
  ),

  concept(
    "weak",
    "weak",
    "weak",
    // "Custom Field": custom is no customer.
    "code, codes, codice, codici, código, codigo, kod, koda, kode, koodi, info, information, details, detail, field, custom, " +
      // "Sigla Moneda": the currency's letters, its code.
      "sigla, " +
      "entity, entidad, entidade, entité, entità, " +
      "iso, utc, " +
      // "POAddressLine1": a postal (mailing) address, as accounting imports write it; "Sales Record Number": a
      // record (a "Protokoll") is what every row is.
      "po, record, protokoll, " +
      "gmt, local, line, " +
      // "メモ欄": the note's field, the note; "code" in Arabic, Hebrew and Persian ("رمز SKU").
      "欄, 栏, رمز, קוד, کد"
  ),
  // Qualifiers that do not change what is stored ("Last Changed", "Original Charge").
  concept(
    "qualifier",
    "weak",
    "weak",
    // "Partial Refunds" are the refunds made, in part or whole.
    "last, latest, laatst, laatste, letzte, zuletzt, dernier, dernière, derniers, dernières, último, última, últims, últimes, akhir, " +
      "terakhir, " +
      "ultimo, ultima, ultime, ultimi, sidste, siste, viimeiset, ostatnie, poslední, utolsó, ultimele, son, آخر, 끝, τελευταία, " +
      "последние, останні, " +
      originalWords.join(", ") + ", " +
      // A discount for a pupil's brother or sister ("Remise fratrie", "Rabat rodzeństwo") is the sale's discount.
      "sibling, siblings, fratrie, geschwister, hermanos, irmãos, fratelli, rodzeństwo, sourozenci, súrodenci, " +
      "broers en zussen, syskon, søskende, søsken, sisarukset, testvér, frați, " +
      // A company's legal name (Amazon's `CompanyLegalName`) is its name.
      "legal, " +
      "partial, partially, teilweise, partiel, partielle, parcial, parziale, gedeeltelijk, " +
      // A retail price is the price the buyer paid ("Цена розничная").
      "retail, розничная, розничный, роздрібна, " +
      // What the seller listed an item for ("Listed Price") is its price; a marketplace's order of one item
      // ("Sub Order No") is an order.
      "listed, listing, sub, " +
      // What a column adds ("Indirizzo extra", "Additional address information") is more of the same thing.
      "extra, additional, aggiuntivo, aggiuntiva, supplémentaire, adicional, zusätzlich, " +
      // The sender's own reference on a courier's sheet ("Own order number") is the order's.
      "own, " +
      // "Harga Awal": the price as first set, the price.
      "awal"
  ),
  // Platform names say where a record came from, never what a field holds ("AmazonOrderId").
  concept(
    "platform",
    "weak",
    "weak",
    "amazon, shopify, stripe, ebay, etsy, paypal, square, woocommerce, magento, bigcommerce, airtable, google, sheets, " +
      // A payment service provider's reference is the payment's own id.
      "psp"
  ),
  // A carrier's name before a field ("Royal Mail Tracking", "DHL Tracking #") says whose tracking it is, not what.
  concept(
    "carrierbrand",
    "weak",
    "weak",
    "dhl, ups, fedex, usps, royal mail, evri, hermes, dpd, gls, colissimo, chronopost, correos, inpost, ghtk, " +
      "aramex, delhivery, bluedart, sf express, sf, 顺丰, 順豐, an post, canada post, australia post, aus post, " +
      "nz post, purolator, japan post, " +
      "postnord, econt, " +
      // Italy's and Switzerland's post ("Nr. invio Posta"), Portugal's CTT.
      "posta, poste italiane, la poste, ctt, " +
      // Couriers of Latin America, Africa, the Middle East and Asia a small shop names its tracking column after.
      "andreani, oca, correo argentino, servientrega, coordinadora, interrapidisimo, estafeta, chilexpress, starken, " +
      "jadlog, loggi, sedex, correios, serpost, olva, " +
      "fastway, the courier guy, pargo, sendy, gig logistics, smsa, naqel, zajil, yurtiçi, aras kargo, mng kargo, " +
      "ptt kargo, yamato, sagawa, kuroneko, cj대한통운, 우체국택배, ninja van, ninjavan, j&t, jnt, jne, sicepat, kerry, " +
      "flash express, lbc, grab express, lalamove, nova poshta, нова пошта, ukrposhta, укрпошта, сдэк, cdek, " +
      "boxberry, почта россии, 宅急便, 黑貓, 中通, 圆通, 韵达, 申通, 极兔"
  )
]

export const concepts: ReadonlyArray<Concept> = baseConcepts.map((entry) => {
  const extra = moreWords[entry.id]
  return extra === undefined
    ? entry
    : { ...entry, words: [...entry.words, ...extra.split(",").map((word) => word.trim())] }
})

/**
 * "Code" in the languages of the lexicon: an identifier's name ("Codice transazione" is the transaction's id,
 * as "Transaktionscode" is), though weak on its own.
 */
export const codeWords: ReadonlySet<string> = new Set(
  [
    "code",
    "codice",
    "codigo",
    "kod",
    "koda",
    "kode",
    "koodi",
    "kód",
    "cod",
    "código",
    "κωδικός",
    "код",
    "コード",
    "代码",
    "代碼",
    "코드",
    "รหัส",
    "mã",
    "رمز",
    "كود",
    "קוד",
    "کد",
    // Kannada, Malayalam, Punjabi, Tajik (Mongolian writes Russian's код).
    "ಕೋಡ್",
    "കോഡ്",
    "ਕੋਡ",
    "рамз",
    // Telugu, Tamil, Hindi, Bengali, Urdu.
    "కోడ్",
    "கோட்",
    "कोड",
    "কোড",
    "کوڈ"
  ].map(stripAccents)
)

/**
 * The id concept's words that say "number" rather than "id" or "reference": "מספר המסמך" is the document's
 * `number` before its `id`, as "Document Number" is.
 */
export const numberWords: ReadonlySet<string> = new Set(
  [
    "number",
    "consecutivo",
    "nummer",
    "numéro",
    "número",
    "numero",
    // Spanish "núm." ("Calle y núm.": the street and its number).
    "num",
    "numer",
    "číslo",
    "szám",
    "număr",
    "αριθμός",
    "номер",
    "broj",
    "број",
    "številka",
    "numara",
    "nomor",
    "番号",
    "编号",
    "號碼",
    "号码",
    "號",
    "号",
    "編號",
    "번호",
    "หมายเลข",
    "số",
    "nomor",
    "nombor",
    // "No." in Hindi, Gujarati, Punjabi, Telugu and Malayalam ("नं.", "નં.", "ਨੰ.", "నం.", "നം.").
    "नं",
    "નં",
    "ਨੰ",
    "నం",
    "നം",
    // Basque "zk." (zenbakia).
    "zk",
    "zenbakia",
    // Albanian, Maltese and Belarusian (Icelandic "númer" is Polish "numer" without its accent).
    "numri",
    "numru",
    "нумар",
    // Kannada, Malayalam, Punjabi, Mongolian, Tajik (and Uzbek "рақам").
    "ಸಂಖ್ಯೆ",
    "ನಂಬರ್",
    "നമ്പർ",
    "ਨੰਬਰ",
    "дугаар",
    "рақам",
    "рақами",
    "رقم",
    "מספר",
    "شماره"
  ].map(stripAccents)
)
/**
 * Words a path named `number` meets as their own: the number words, and Mexico's "Folio" (a document's number: an
 * invoice's `number` before its `in_…` id, though a bare "Folio" of balance transactions is each entry's id).
 */
export const numberCognates: ReadonlySet<string> = new Set([...numberWords, "folio"])

/** Abbreviations expanded before lookup. */
const abbreviations: Readonly<Record<string, string>> = {
  qty: "quantity",
  // Spanish "ID mov." (movimiento), Portuguese "Compl." (complemento), Turkish "Sip." (sipariş), Italian "Pren."
  // (prenotazione), Greek "Κιν." (κινητό, the mobile), Malay "Sdh" (sudah, already), French "résa" (réservation).
  // Turkish "Gönd. Adet" and "Bekl. Adet" (gönderilen, bekleyen: sent and waiting), Polish "Koszt wys." (wysyłki)
  // and "Nr FV" (faktura VAT).
  gönd: "gönderilen",
  gond: "gönderilen",
  bekl: "bekleyen",
  wys: "wysyłki",
  fv: "faktura",
  // English "Date Pd", "Amt Pd" (paid).
  pd: "paid",
  lvl: "level",
  // Russian "Коммент." (комментарий).
  коммент: "комментарий",
  // Italian "Data rimb." (rimborso) and "ID transaz." (transazione).
  rimb: "rimborso",
  // French "Remb." (remboursé), Dutch "Terugbet." (terugbetaling).
  remb: "remboursé",
  terugbet: "terugbetaling",
  transaz: "transazione",
  // Dutch "Oorspr. betaling" (the original payment).
  oorspr: "oorspronkelijke",
  mov: "movimiento",
  compl: "complemento",
  sip: "sipariş",
  pren: "prenotazione",
  κιν: "κινητό",
  sdh: "sudah",
  résa: "réservation",
  resa: "réservation",
  // Hungarian "Rend. szám" (rendelés), "Száll. cím" (szállítás), "Fiz. mód" (fizetés), "Db" (darab, pieces).
  rend: "rendelés",
  száll: "szállítás",
  szall: "szállítás",
  fiz: "fizetés",
  db: "quantity",
  // Croatian and Serbian "Br." (broj, number) and "Mob." (mobile); Bulgarian "Бр." (брой, a count).
  br: "number",
  mob: "phone",
  бр: "quantity",
  // Vietnamese "KH" (khách hàng, the customer).
  kh: "customer",
  // "Meio pag.", "Forma pag.", "Cond. pag.": Portuguese and Spanish shorten the payment.
  pag: "payment",
  // French "N° cde" (commande), Spanish "Tfno." and "Uds." (teléfono, unidades), Polish "Woj." and "Data zam."
  // (województwo, zamówienia).
  cde: "commande",
  // Chilean "Fecha Docto", "Tipo Docto." (documento).
  docto: "documento",
  // Hungarian "Menny." (mennyiség, the quantity).
  menny: "mennyiség",
  // Turkish "Vergi Dairesi": the tax office a business buyer is registered with (Amazon's `BuyerTaxOffice`).
  dairesi: "office",
  // German "Whg." (Währung), Spanish "Dto." (descuento).
  whg: "währung",
  // Ukrainian "№ замовл." (замовлення, the order).
  замовл: "замовлення",
  dto: "descuento",
  // Vietnamese "ĐVVC" (đơn vị vận chuyển, the carrier); "HTTT" is written out with the other shop abbreviations.
  đvvc: "carrier",
  tfno: "teléfono",
  uds: "unidades",
  unds: "unidades",
  woj: "województwo",
  zam: "zamówienia",
  pgto: "payment",
  // Italian and Portuguese "Stato pagam.", "Forma Pagto" (pagamento).
  pagam: "payment",
  // Filipino English "MOP" (mode of payment).
  mop: "method",
  // French "cmd" (commande, the order).
  cmd: "commande",
  // Norwegian "Ant." (antall, how many).
  ant: "antall",
  // Spanish "Cel." (celular, a mobile phone).
  cel: "celular",
  réf: "reference",
  // Catalan and Portuguese "Quant." (quantitat, quantidade); Lithuanian "pask." (paskutiniai, the last ones).
  quant: "quantity",
  pask: "last",
  // Finnish "viim." (viimeiset: the last).
  viim: "last",
  // French "Nb" (nombre de: how many); Italian "Pz." (pezzi, pieces).
  nb: "quantity",
  pz: "quantity",
  // Spanish "Dcto" (descuento).
  dcto: "descuento",
  // Polish "ost." (ostatni), Portuguese and Spanish "Últ." (último): the last.
  ost: "last",
  ult: "last",
  últ: "last",
  // Finnish "yht." (yhteensä, in all); Hungarian "azon." (azonosító, an id); Greek "Κωδ." (κωδικός, a code).
  yht: "yhteensä",
  azon: "id",
  κωδ: "code",
  // Czech and Slovak "Posl." (poslední, posledné: the last).
  posl: "last",
  pagto: "payment",
  // "Obs. cliente", "Obs.": observations, the Spanish and Portuguese note.
  obs: "note",
  // Latvian "Daudz." (daudzums, quantity).
  daudz: "daudzums",
  // Indonesian "Tgl." (tanggal, date) and "Jml" (jumlah, quantity).
  tgl: "tanggal",
  jml: "jumlah",
  // bol.com's "adres_verz_straat" and "adres_fact_straat": the shipping's (verzending) and the invoice's (factuur).
  verz: "verzending",
  // Italian "Sped. €": the shipping's cost; Czech and Slovak "obj.": the order.
  sped: "spedizione",
  obj: "objednávka",
  fact: "facturatie",
  hrs: "hours",
  prov: "province",
  svc: "service",
  biz: "business",
  dept: "department",
  // Portuguese "Qtd.", "Qtde." (quantidade) and Spanish "Cant." (cantidad).
  qtd: "quantity",
  qtde: "quantity",
  cant: "quantity",
  avs: "address",
  amt: "amount",
  amnt: "amount",
  cust: "customer",
  ts: "timestamp",
  desc: "description",
  descr: "description",
  dt: "date",
  dte: "date",
  num: "number",
  nr: "number",
  nbr: "number",
  ref: "reference",
  // French accounting's "Lib" (EcritureLib, CompAuxLib) is the entry's label.
  lib: "libellé",
  addr: "address",
  tel: "phone",
  // Finnish "Puh." (puhelin), Norwegian and Danish "Tlf.", Cyrillic "Тел.".
  puh: "phone",
  tlf: "phone",
  тел: "phone",
  // Finnish "-nro" (numero): "Tilausnro".
  nro: "number",
  // French "Tél." and "Qté", Greek "Τηλ." (τηλέφωνο), "Τεμ." (τεμάχια, pieces) and "Αρ." (αριθμός).
  tél: "phone",
  qté: "quantity",
  τηλ: "phone",
  τεμ: "quantity",
  αρ: "number",
  // Indonesian "No. Telp" (telepon).
  telp: "phone",
  // German "Anz." (Anzahl), Portuguese "Enc." (encomenda), Latvian "Pasūt." (pasūtījums).
  anz: "quantity",
  enc: "encomenda",
  pasūt: "pasūtījums",
  pasut: "pasūtījums",
  ph: "phone",
  cur: "currency",
  curr: "currency",
  ccy: "currency",
  txn: "transaction",
  trans: "transaction",
  trx: "transaction",
  tx: "transaction",
  inv: "invoice",
  ord: "order",
  prod: "product",
  nm: "name",
  cty: "city",
  // "CP" (código postal, code postal) and Switzerland's "NPA" (numéro postal d'acheminement) are the postal code.
  cp: "postcode",
  npa: "postcode",
  cus: "customer",
  ttl: "total",
  trk: "tracking",
  prc: "price",
  pmt: "payment",
  pymt: "payment",
  stat: "status",
  sts: "status",
  ctry: "country",
  cntry: "country",
  disc: "discount",
  shp: "shipping",
  tot: "total",
  cnt: "count",
  upd: "updated",
  crt: "created",
  eml: "email",
  fulfil: "fulfillment",
  acct: "account",
  bal: "balance",
  chg: "charge",
  fname: "firstname",
  lname: "lastname",
  pcs: "pieces",
  pct: "percent",
  // Romanian and Polish "proc." (procent): "ProcTVA" is the VAT rate.
  proc: "procent",
  usr: "user",
  msg: "message"
}

/**
 * A word with its abbreviation expanded ("qty" → "quantity"). An own-key lookup: words come from the merchant's
 * headers and keys, and "constructor" must not find the object's prototype.
 */
export const expandAbbreviation = (word: string): string =>
  Object.hasOwn(abbreviations, word) ? abbreviations[word] : word

/** Words that carry no meaning in a field name. */
export const stopwords: ReadonlySet<string> = new Set([
  // "Fully Refunded?", "Full refund?": refunded, as a flag says.
  "fully",
  "full",
  // "davon MwSt.", "dont TVA", "Varav moms", "Heraf moms": of which, the VAT — the tax itself.
  "davon",
  "dont",
  "waarvan",
  // Bulgarian "към" (to: "Линк към фактурата", the link to the invoice); Slavic "на" (of, on: "Датум на плаќање").
  "към",
  "на",
  // Slavic "от" (from: "Бележка от клиента") and "za" (for: "Koda za popust", the code for a discount).
  "от",
  "za",
  // Persian "میلادی" (Gregorian: "تاریخ میلادی") says which calendar, not which date.
  "میلادی",
  // Korean 여부 and Chinese 是否 ("환불여부": refunded or not) ask yes or no, which the column's kind says.
  "여부",
  "是否",
  "varav",
  // "Déjà réglé", "Bereits bezahlt", "Già pagato": already, as the participle says.
  "déjà",
  "bereits",
  "già",
  // "Totalmente reembolsado?", "Vollständig erstattet?": fully, as "Fully Refunded?" says.
  "totalmente",
  "integralmente",
  "completamente",
  "vollständig",
  "entièrement",
  "totalement",
  "volledig",
  "heraf",
  "herav",
  "hiervan",
  // "Last 4 digits": the digits are the number's, and say nothing of what it is.
  "digits",
  "dígitos",
  "digitos",
  "cifras",
  "siffror",
  "siffer",
  "shifrat",
  "лічбы",
  "shifra",
  "sifre",
  "számjegye",
  "cyfry",
  "cyfr",
  "číslice",
  "číslic",
  "자리",
  "桁",
  "cijfers",
  "cifre",
  "chiffres",
  "ziffern",
  "hane",
  "számjegy",
  "ψηφία",
  "цифры",
  "цифри",
  "цифр",
  "ספרות",
  "أرقام",
  // French and Portuguese "or" ("Nom ou Raison sociale").
  "ou",
  // The Japanese possessive particle: "配送先の都市" is the ship-to's city; 用, "for" ("ショップ用メモ": the shop's note).
  "の",
  "用",
  // Chinese "already" ("已退款": refunded).
  "已",
  // Chinese and Korean possessives and "and".
  "的",
  "及",
  "의",
  "및",
  // Korean "registered" (등록상품명: the product's name as the seller registered it); 등록일 is a word of its own.
  "등록",
  // Nordic, Finnish, Slavic, Hungarian, Romanian, Greek, Indonesian, Vietnamese, Hebrew and Persian "and",
  // "of", "for", "in".
  "ja",
  "dla",
  "oraz",
  "az",
  "és",
  "si",
  "și",
  "pentru",
  "και",
  "του",
  "της",
  "των",
  "и",
  "в",
  "для",
  "по",
  "і",
  "та",
  "dan",
  "untuk",
  "yang",
  "dari",
  "của",
  "và",
  "של",
  "و",
  "از",
  // Punjabi's "of" ("ਗਾਹਕ ਦਾ ਨਾਮ": the customer's name) and "and", "for"; Mongolian and Tajik "and".
  "ਦਾ",
  "ਦੀ",
  "ਦੇ",
  "ਦੀਆਂ",
  "ਅਤੇ",
  "ਲਈ",
  "ба",
  "ва",
  "to",
  "of",
  "the",
  "a",
  "an",
  // "Your reference", "Our ref": the sheet speaks to or for the merchant; the thing is the same.
  "your",
  "our",
  "is",
  "has",
  "for",
  "by",
  "in",
  "per",
  "and",
  "or",
  "with",
  "from",
  "de",
  "del",
  "la",
  "le",
  "les",
  "el",
  "los",
  "las",
  "du",
  "des",
  "der",
  "die",
  "das",
  "den",
  "dem",
  "von",
  "vom",
  "zum",
  "zur",
  "van",
  "het",
  "een",
  "di",
  "da",
  "do",
  "dos",
  "y",
  "et",
  "und",
  "au",
  "aux",
  "al",
  "en",
  "i",
  "e",
  "em",
  "na",
  "no",
  "il",
  "lo",
  "gli",
  "della",
  "dello",
  "delle",
  "dei",
  "degli",
  "alla",
  "alle",
  "nel",
  "nella",
  "con",
  "sul",
  "sulla",
  "ao",
  "aos",
  "pelo",
  "pela",
  "para",
  "por",
  "op",
  "voor",
  "bij",
  "af",
  "av",
  "och",
  "og",
  "pa",
  "på",
  "til",
  "till",
  "för",
  "ve",
  "ile"
])

const normalise = (phrase: string): string => splitWords(phrase).join(" ")

/** German umlauts are also typed as ae/oe/ue ("Waehrung"). */
const umlautSpelling = (word: string): string =>
  word.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss")

/**
 * Single words to their concepts, under every spelling a name may use: as
 * written (accents kept), without accents, and with umlauts spelled out.
 */
/**
 * Phrases that more than one concept lists ("fatura adresi": an address, and the billing one): such a phrase stands
 * for all of them, as one word made of its own.
 */
const sharedPhrases: ReadonlyMap<string, ReadonlyArray<Concept>> = (() => {
  const byPhrase = new Map<string, Array<Concept>>()
  for (const entry of concepts) {
    for (const word of entry.words) {
      const key = normalise(word)
      if (key.includes(" ") && !(byPhrase.get(key) ?? []).includes(entry)) {
        byPhrase.set(key, [...(byPhrase.get(key) ?? []), entry])
      }
    }
  }
  return new Map([...byPhrase].filter(([, listed]) => listed.length > 1))
})()
const sharedPhraseWord = (phrase: string): string => phrase.replace(/ /g, "")

export const conceptsByWord: ReadonlyMap<string, ReadonlyArray<Concept>> = (() => {
  const index = new Map<string, Array<Concept>>()
  const add = (key: string, entry: Concept) => {
    const known = index.get(key) ?? []
    if (!known.includes(entry)) index.set(key, [...known, entry])
  }
  for (const entry of concepts) {
    for (const word of entry.words) {
      const accented = splitWords(word, { keepAccents: true }).join(" ")
      if (accented.includes(" ")) continue
      add(accented, entry)
      add(normalise(word), entry)
      add(umlautSpelling(accented), entry)
    }
    // A concept of phrases only ("sold for", "selling price") stands for them by its id (see `phrases`).
    if (entry.words.every((word) => normalise(word).includes(" "))) add(entry.id, entry)
  }
  for (const [phrase, listed] of sharedPhrases) for (const entry of listed) add(sharedPhraseWord(phrase), entry)
  return index
})()

/** Multi-word phrases ("first name", "code postal") to the single word standing for them. */
export const phrases: ReadonlyArray<{ readonly words: ReadonlyArray<string>; readonly as: string }> = (() => {
  const found: Array<{ words: ReadonlyArray<string>; as: string }> = []
  for (const entry of concepts) {
    const single = entry.words.map(normalise).find((word) => !word.includes(" ")) ?? entry.id
    for (const word of entry.words) {
      const key = normalise(word)
      if (key.includes(" ")) {
        found.push({ words: key.split(" "), as: sharedPhrases.has(key) ? sharedPhraseWord(key) : single })
      }
    }
  }
  // Longest first, so "nom de famille" wins over "nom".
  return found.sort((left, right) => right.words.length - left.words.length)
})()
