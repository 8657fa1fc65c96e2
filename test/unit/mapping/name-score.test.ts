import { describe, expect, test } from "bun:test"
import { nameSimilarity, tokenSimilarity } from "../../../src/mapping/matcher/name-score.js"
import { type Token, tokenizeName, tokenizePath } from "../../../src/mapping/matcher/tokenize.js"
import { splitWords } from "../../../src/mapping/words.js"

const words = (name: string) => tokenizeName(name, "destination").map((token) => token.word)
const conceptsOf = (name: string) =>
  tokenizeName(name, "destination").map((token) => token.concepts.map((entry) => entry.id))
const one = (word: string, side: "source" | "destination" = "destination"): Token => {
  const [token] = tokenizeName(word, side)
  return token
}
const similarity = (destination: string, path: string) =>
  nameSimilarity(tokenizeName(destination, "destination"), tokenizePath(path))

describe("splitWords", () => {
  test("splits camel, snake, kebab, spaced and digit boundaries", () => {
    expect(splitWords("PurchaseOrderNumber")).toEqual(["purchase", "order", "number"])
    expect(splitWords("total_price_usd")).toEqual(["total", "price", "usd"])
    expect(splitWords("ship-to-zip")).toEqual(["ship", "to", "zip"])
    expect(splitWords("Created (UTC)")).toEqual(["created", "utc"])
    expect(splitWords("address1")).toEqual(["address", "1"])
    expect(splitWords("IsIBA")).toEqual(["is", "iba"])
  })

  test("reads header symbols as words and strips accents unless asked", () => {
    expect(splitWords("Invoice #")).toEqual(["invoice", "number"])
    expect(splitWords("N° de facture")).toEqual(["number", "de", "facture"])
    expect(splitWords("Währung")).toEqual(["wahrung"])
    expect(splitWords("Montant dû", { keepAccents: true })).toEqual(["montant", "dû"])
  })

  test("a word ending in \"no\" after an accented letter keeps it: Czech \"Jméno\" is a name, not a number", () => {
    expect(splitWords("Jméno", { keepAccents: true })).toEqual(["jméno"])
    expect(splitWords("Jméno")).toEqual(["jmeno"])
    expect(splitWords("Invoice No")).toEqual(["invoice", "number"])
  })
})

describe("tokenizeName", () => {
  test("expands abbreviations and drops filler words", () => {
    expect(words("Qty")).toEqual(["quantity"])
    expect(words("Amt")).toEqual(["amount"])
    expect(words("Cust")).toEqual(["customer"])
    expect(words("City of the Buyer")).toEqual(["city", "buyer"])
    // "Ship to" is one phrase, whom the order ships to.
    expect(words("Ship To City")).toEqual(["recipient", "city"])
    expect(words("Shp Cty")).toEqual(["shipping", "city"])
    expect(words("Nombre del cliente")).toEqual(["nombre", "cliente"])
  })

  test("joins phrases and split-up words", () => {
    expect(words("First Name")).toEqual(["firstname"])
    expect(words("E-Mail")).toEqual(["email"])
    expect(words("E-Mail-Adresse")).toEqual(["email"])
    expect(words("MwSt.")).toEqual(["mwst"])
    expect(words("Zip Code")).toEqual(["zip"])
  })

  test("folds plurals", () => {
    expect(words("Discounts")).toEqual(["discount"])
    expect(words("Taxes")).toEqual(["tax"])
    expect(words("Status")).toEqual(["status"])
  })

  test("splits German compounds at a known head", () => {
    expect(words("Rechnungsnummer")).toEqual(["rechnung", "nummer"])
    expect(words("Kundenname")).toEqual(["kunden", "name"])
    expect(words("Bestelldatum")).toEqual(["bestell", "datum"])
    expect(words("Zahlungsstatus")).toEqual(["zahlung", "status"])
  })

  test("tags words with multilingual concepts", () => {
    expect(conceptsOf("Betrag")).toEqual([["amount"]])
    expect(conceptsOf("Montant")).toEqual([["amount"]])
    expect(conceptsOf("Währung")).toEqual([["currency"]])
    expect(conceptsOf("Waehrung")).toEqual([["currency"]])
    expect(conceptsOf("Fecha")).toEqual([["date"]])
    expect(conceptsOf("Kunde")).toEqual([["customer"]])
    expect(conceptsOf("Moeda")).toEqual([["currency"]])
    expect(conceptsOf("dû")).toEqual([["due"]])
  })

  test("segments Japanese and Chinese headers at known words, dropping particles", () => {
    expect(conceptsOf("注文番号")).toEqual([["order"], ["id"]])
    expect(conceptsOf("お客様の名前")).toEqual([["customer"], ["name"]])
    expect(conceptsOf("客户邮箱")).toEqual([["customer"], ["email"]])
    expect(conceptsOf("注文ID")).toEqual([["order"], ["id"]])
  })

  test("knows Nordic, Polish and Turkish cues", () => {
    expect(conceptsOf("Belopp")).toEqual([["amount"]])
    expect(conceptsOf("Kwota")).toEqual([["amount"]])
    expect(conceptsOf("E-post")).toEqual([["email"]])
    // An order's date is when it was placed.
    expect(conceptsOf("Sipariş tarihi")).toEqual([["created"]])
  })

  test("recognises inflected destination words, but not API words that only look alike", () => {
    expect(conceptsOf("Observações")).toEqual([["note"]])
    expect(conceptsOf("Offener")).toEqual([["balance"]])
    expect(conceptsOf("Zuständig")).toEqual([[]])
    expect(tokenizeName("custom_fields", "source")[0].concepts.map((entry) => entry.id)).not.toContain("customer")
    expect(conceptsOf("Custom Field")).toEqual([["weak"], ["weak"]])
  })

  test("weights entities and record types below attributes", () => {
    const [customer, email] = tokenizeName("Customer Email", "destination")
    expect(email.weight).toBeGreaterThan(customer.weight)
    const [order, total] = tokenizeName("Order Total", "destination")
    expect(total.weight).toBeGreaterThan(order.weight)
  })

  test("paths keep leaf and parent tokens apart", () => {
    const tokens = tokenizePath("shipping_address.city")
    expect(tokens.leaf.map((token) => token.word)).toEqual(["city"])
    expect(tokens.parent.map((token) => token.word)).toEqual(["shipping", "address"])
    expect(tokenizePath("customer.default_address.city").grandparent.map((token) => token.word)).toEqual(["customer"])
    expect(tokens.root).toBe(false)
    expect(tokenizePath("line_items.0.sku").leaf.map((token) => token.word)).toEqual(["sku"])
    expect(tokenizePath("created").root).toBe(true)
  })
})

describe("tokenSimilarity", () => {
  test("exact words, same concept, cognates, family and unrelated", () => {
    expect(tokenSimilarity(one("amount"), one("amount"))).toBe(1)
    expect(tokenSimilarity(one("Betrag"), one("amount"))).toBe(0.85)
    expect(tokenSimilarity(one("Nummer"), one("number"))).toBe(0.95)
    expect(tokenSimilarity(one("Date"), one("created"))).toBe(0.7)
    expect(tokenSimilarity(one("Date"), one("updated"))).toBe(0.55)
    expect(tokenSimilarity(one("city"), one("amount"))).toBe(0)
  })

  test("a generic destination word takes a specific source word, not the other way round", () => {
    expect(tokenSimilarity(one("Amount"), one("fee", "source"))).toBe(0.55)
    expect(tokenSimilarity(one("Fee"), one("amount", "source"))).toBe(0.3)
    expect(similarity("Fee", "amount")).toBeLessThan(0.35)
  })

  test("unknown prefixes and letter skeletons count as abbreviations", () => {
    expect(tokenSimilarity(one("Purch"), one("purchase"))).toBe(0.7)
    expect(tokenSimilarity(one("shpd"), one("shipped"))).toBe(0.55)
    expect(tokenSimilarity(one("Brnd"), one("brand"))).toBe(0.55)
    expect(tokenSimilarity(one("cty"), one("cat"))).toBe(0)
    expect(tokenSimilarity(one("xyz"), one("shipped"))).toBe(0)
  })
})

describe("nameSimilarity", () => {
  test("the plain field beats the qualified one", () => {
    expect(similarity("Amount", "amount")).toBeGreaterThan(similarity("Amount", "amount_refunded"))
    expect(similarity("Refunded", "refunded")).toBeGreaterThan(similarity("Refunded", "amount_refunded"))
  })

  test("qualifiers in parent segments decide between look-alikes", () => {
    expect(similarity("Ship City", "shipping_address.city")).toBeGreaterThan(
      similarity("Ship City", "billing_address.city")
    )
    expect(similarity("Customer First Name", "customer.first_name")).toBeGreaterThan(
      similarity("Customer First Name", "shipping_address.first_name")
    )
  })

  test("multilingual and abbreviated names find their fields", () => {
    expect(similarity("Montant payé", "amount_paid")).toBeGreaterThan(0.8)
    expect(similarity("Montant payé", "amount_paid")).toBeGreaterThan(similarity("Montant payé", "amount_due"))
    expect(similarity("Importe", "amount")).toBeGreaterThan(0.8)
    expect(similarity("Cur", "currency")).toBeGreaterThan(0.8)
    expect(similarity("State", "status")).toBeGreaterThan(0.8)
  })

  test("record-type words are met by top-level keys", () => {
    expect(similarity("ID pagamento", "id")).toBeGreaterThan(0.9)
    expect(similarity("Payment ID", "id")).toBeGreaterThan(similarity("Payment ID", "card.id"))
  })

  test("unrelated names score nothing", () => {
    expect(similarity("Notes", "currency")).toBe(0)
    // A note may be given as a description (a document's comment), but less surely than as a note.
    expect(similarity("Notes", "description")).toBeLessThan(similarity("Notes", "note"))
    expect(similarity("Assigned To", "status")).toBe(0)
  })
})
