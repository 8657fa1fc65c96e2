/**
 * Splits any field name — camelCase, snake_case, kebab-case, "Spaced Words",
 * dotted paths — into lowercase words. Shared by the flattener's name cues
 * and the matcher's tokeniser so both read names the same way.
 */

/**
 * Malayalam's chillus, a consonant without its vowel written as a letter of its own ("ർ" in "ഓർഡർ"), are that
 * consonant with its virama, as older keyboards type them ("ര്‍"): without its marks, the consonant.
 */
const chillus: Readonly<Record<string, string>> = {
  "\u0d54": "\u0d2e",
  "\u0d55": "\u0d2f",
  "\u0d56": "\u0d34",
  "\u0d4e": "\u0d30",
  "\u0d7a": "\u0d23",
  "\u0d7b": "\u0d28",
  "\u0d7c": "\u0d30",
  "\u0d7d": "\u0d32",
  "\u0d7e": "\u0d33",
  "\u0d7f": "\u0d15"
}

export const stripAccents = (text: string): string =>
  text
    .replace(/ß/g, "ss")
    // Turkish dotless ı: "FİYATI" lowercases to "fiyati" in JavaScript, while the word is written "fiyatı".
    .replace(/ı/g, "i")
    // Malayalam's chillus: "ഓർഡർ" is "ഓര്‍ഡര്‍", as older keyboards typed it.
    .replace(/[\u0d4e\u0d54-\u0d56\u0d7a-\u0d7f]/gu, (chillu) => chillus[chillu] ?? chillu)
    // Arabic typed informally: a final teh marbuta as heh ("المدينه", "المنطقه") and alef maksura as yeh.
    .replace(/ة/gu, "ه")
    .replace(/ى/gu, "ي")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")

/**
 * A zero-width joiner or non-joiner inside a Gurmukhi, Kannada or Malayalam word ("ಜಿಎಸ್‌ಟಿ", "ಆರ್ಡರ್‌ಗಳು", an older
 * keyboard's chillu "ര്‍") only shapes its letters: the word is one.
 */
const joinerInWord =
  /(?<=[\u0a00-\u0a7f\u0c80-\u0cff\u0d00-\u0d7f])[\u200c\u200d]+(?=[\u0a00-\u0a7f\u0c80-\u0cff\u0d00-\u0d7f])/gu

/**
 * Words of a name, lowercase. Accents are dropped unless `keepAccents`: a few
 * words differ only by them (French "dû" is "due", "du" is "of the").
 */
export const splitWords = (name: string, options: { readonly keepAccents?: boolean } = {}): ReadonlyArray<string> =>
  (options.keepAccents === true ? name.normalize("NFC") : stripAccents(name))
    .replace(joinerInWord, "")
    // Persian and Arabic-Indic digits ("آدرس ۲") are the digits 0–9.
    .replace(/[۰-۹٠-٩]/gu, (digit) => String((digit.codePointAt(0) ?? 0) % 16))
    // Symbols that stand for words in headers ("Invoice #", "N°", "Margin %").
    .replace(/[#№]/g, " number ")
    // Japan's postal mark ("〒", "〒番号") is the postal code.
    .replace(/〒/g, " postal code ")
    // "B2B", "B2C": business and consumer sales, whose 2 numbers no field ("GSTIN (B2B)" is no second GSTIN).
    .replace(/(?<![\p{L}\p{N}])b2b(?![\p{L}\p{N}])/giu, " business ")
    .replace(/(?<![\p{L}\p{N}])b2c(?![\p{L}\p{N}])/giu, " consumer ")
    // Not inside a word: JavaScript's \b is ASCII-only, and found one in Czech "Jméno" (name) before its "no".
    .replace(/(?<![\p{L}\p{M}\p{N}])n\s?[o°º]\.?(?=\s|$)/giu, " number ")
    // "Last Four of Credit Card": the last 4 digits.
    .replace(/(?<![\p{L}])last four(?![\p{L}])/giu, "last 4")
    // "N. ordine", "N. fattura": a leading N with a full stop abbreviates the number.
    .replace(/^\s*n\.\s*(?=\p{L})/iu, "number ")
    // "DPH 21 %", "PPN 11%": a rate written out names which tax band the amount is, not a percentage column.
    .replace(/\d+(?:[.,]\d+)?\s?%/g, " ")
    .replace(/%/g, " percent ")
    .replace(/&/g, " and ")
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, "$1 $2")
    // "InvoiceNo", "OrderNo": a "No" glued to a word is its number.
    .replace(/(\p{Ll}) No(?=[^\p{L}]|$)/gu, "$1 number")
    // Latin letters or digits next to CJK or Hangul script ("注文ID", "주문ID").
    .replace(/([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])([A-Za-z0-9])/gu, "$1 $2")
    .replace(/([A-Za-z0-9])([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/gu, "$1 $2")
    .replace(/(\p{L})(\d)/gu, "$1 $2")
    .replace(/(\d)(\p{L})/gu, "$1 $2")
    .toLowerCase()
    // Marks belong to their word: Thai and Hindi write vowels as combining marks.
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0)

/** The words of a path's last named segment (`line_items.0.sku` → ["sku"]). */
export const leafWords = (path: string): ReadonlyArray<string> => {
  const named = path.split(".").filter((segment) => !/^\d+$/.test(segment))
  return splitWords(named[named.length - 1] ?? "")
}
