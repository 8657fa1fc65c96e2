/**
 * What Stripe-style id prefixes name (`ch_` a charge, `in_` an invoice, …),
 * as lexicon concepts ("intent" for payment and setup intents, "attempt" for a charge): an id carries
 * its object, so a field asking for one object's id can refuse another's, and
 * a record's own id tells its type.
 */
import { idPrefixOf } from "../value-kinds.js"
import { stripAccents } from "../words.js"
import { stem } from "./tokenize.js"

/**
 * Words for a charge, which Stripe keeps as a payment's attempt (`ch_…`): "Charge ID" asks for that attempt, never a
 * PaymentIntent's `pi_…`, though both are payments. As tokens hold them (accent-free).
 */
export const attemptWords: ReadonlySet<string> = new Set(
  // Japanese, Hindi, Hungarian ("Terhelés azon."), Spanish ("ID cargo"), Croatian ("ID naplate"), Italian
  // ("ID addebito") and Portuguese ("ID Cobrança") words for a card's charge too.
  [
    "attempt",
    "charge",
    "チャージ",
    "चार्ज",
    "terhelés",
    "cargo",
    "cobro",
    "naplate",
    "naplata",
    "debitering",
    "obciążenia",
    "addebito",
    "cobrança",
    // Urdu and Persian "چارج", Persian "شارژ".
    "چارج",
    "شارژ"
  ].map((
    word
  ) => stem(stripAccents(word)))
)

const prefixObjects: Readonly<Record<string, ReadonlyArray<string>>> = {
  // A charge is one attempt to collect a payment intent ("Payment attempt ID").
  ch: ["payment", "attempt"],
  py: ["payment", "attempt"],
  pi: ["payment", "intent"],
  txn: ["payment"],
  pm: ["payment", "card", "method"],
  card: ["card", "payment", "method"],
  src: ["payment", "card", "channel"],
  in: ["invoice"],
  inpay: ["payment"],
  il: ["product"],
  ii: ["product"],
  cus: ["customer"],
  prod: ["product"],
  price: ["product"],
  sku: ["product", "sku"],
  re: ["refund", "payment"],
  pyr: ["refund", "payment"],
  acct: ["account"],
  ba: ["account"],
  sub: [],
  si: [],
  cs: ["session"],
  po: [],
  tr: [],
  dp: ["dispute"],
  du: ["dispute"],
  evt: [],
  txr: [],
  cn: ["invoice"],
  seti: ["intent"],
  mandate: [],
  // A Checkout Session's payment method configuration.
  pmc: []
}

/**
 * The objects an id prefix names, when it is a known one. An own-key lookup: a prefix comes from the merchant's
 * data, and "constructor_…" must not find the object's prototype.
 */
export const objectsOfPrefix = (prefix: string): ReadonlyArray<string> | undefined =>
  Object.hasOwn(prefixObjects, prefix) ? prefixObjects[prefix] : undefined

/** The objects a record's own id names (`in_…` → invoice), when it has a known prefix. */
export const objectsOfId = (id: unknown): ReadonlyArray<string> => {
  const prefix = typeof id === "string" ? idPrefixOf(id) : undefined
  return prefix === undefined ? [] : (objectsOfPrefix(prefix) ?? [])
}
