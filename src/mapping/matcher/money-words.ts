/**
 * Words that say which amount a column holds: an aggregate ("Total", "Summe") sums the sale; a bare price ("Preis",
 * "価格") is what one item costs. As tokens hold them: without accents, singular.
 */
import { stripAccents } from "../words.js"
import { stem, type Token } from "./tokenize.js"

export const aggregateWords = new Set(
  [
    "total",
    "subtotal",
    "sum",
    "gesamt",
    "summe",
    "summa",
    "कुल",
    "মোট",
    "সর্বমোট",
    "kabuuan",
    "jumla",
    "suma",
    "somma",
    "totale",
    "totaal",
    "totalt",
    "toplam",
    "grand",
    "celkem",
    "celkom",
    "razem",
    "összesen",
    "yhteensä",
    "итого",
    "σύνολο",
    "合計",
    "合计",
    "総額",
    "总额",
    "總額",
    "合計金額",
    "总金额",
    "總金額",
    "합계",
    "총액",
    "총금액",
    "ยอดรวม",
    "tổng tiền",
    "tổng cộng"
  ].map((word) => stripAccents(word))
)
export const isAggregate = (token: Token): boolean =>
  aggregateWords.has(token.word) || token.concepts.some((entry) => entry.id === "subtotal")

export const priceWords = new Set(
  [
    "price",
    "precio",
    "preis",
    "prix",
    "prezzo",
    "preço",
    "prijs",
    "preu",
    "prezo",
    "prezioa",
    "मूल्य",
    "कीमत",
    "दाम",
    "মূল্য",
    "দাম",
    "presyo",
    "kaina",
    "hind",
    "pris",
    "cena",
    "fiyat",
    "hinta",
    "цена",
    "ціна",
    "τιμή",
    "preț",
    "harga",
    "giá",
    "価格",
    "价格",
    "가격",
    "ราคา"
    // As tokens hold them: without accents, singular (Dutch "prijs" is held as "prij").
  ].map((word) => stem(stripAccents(word)))
)
