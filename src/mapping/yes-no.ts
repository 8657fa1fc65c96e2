/**
 * Yes and no as people write them in a record's text ("Ja", "Nei", "Sí", "Oui"): a checkout attribute a merchant
 * added ("Gaveinnpakning": "Ja") answers a yes-or-no column as `true` and `false` do.
 */
const yes = [
  "true",
  "yes",
  "y",
  "on",
  "1",
  "ja",
  "sí",
  "si",
  "sì",
  "oui",
  "sim",
  "tak",
  "ano",
  "áno",
  "igen",
  "da",
  "kyllä",
  "evet",
  "jah",
  "taip",
  "jā",
  "ναι",
  "да",
  "так",
  "כן",
  "نعم",
  "是",
  "はい",
  "예",
  "네",
  "ใช่",
  "có",
  "ya"
]
const no = [
  "false",
  "no",
  "n",
  "off",
  "0",
  "nein",
  "nei",
  "nej",
  "nee",
  "non",
  "não",
  "nao",
  "nie",
  "ne",
  "nem",
  "nu",
  "ei",
  "hayır",
  "hayir",
  "nē",
  "όχι",
  "нет",
  "ні",
  "не",
  "לא",
  "لا",
  "否",
  "いいえ",
  "아니요",
  "아니오",
  "ไม่",
  "không",
  "tidak"
]

const answers: ReadonlyMap<string, boolean> = new Map([
  ...yes.map((word): [string, boolean] => [word, true]),
  ...no.map((word): [string, boolean] => [word, false])
])

/** The answer a text gives, case and surrounding spaces aside; undefined when it is no yes or no. */
export const yesOrNo = (text: string): boolean | undefined => answers.get(text.trim().toLowerCase())

/** A text of letters that answers yes or no ("Ja", "no"); digits alone ("1", "0") are numbers first. */
export const isYesNoWord = (text: string): boolean => /\p{L}/u.test(text) && yesOrNo(text) !== undefined
