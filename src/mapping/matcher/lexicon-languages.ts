/**
 * The lexicon's concepts in more languages, kept apart by region so the main
 * lexicon stays readable: a header in Korean or Polish is matched by the
 * same concepts as one in English. Keys are concept ids of lexicon.ts.
 */
import { africaWords } from "./lexicon-africa.js"
import { asiaWords } from "./lexicon-asia.js"
import { balticWords } from "./lexicon-baltic.js"
import { caucasusCentralAsiaWords } from "./lexicon-caucasus-central-asia.js"
import { centralEasternEuropeWords } from "./lexicon-central-eastern-europe.js"
import { moreEuropeWords } from "./lexicon-europe-more.js"
import { iberianWords } from "./lexicon-iberian.js"
import { indiaInnerAsiaWords } from "./lexicon-india-inner-asia.js"
import { indiaPakistanWords } from "./lexicon-india-pakistan.js"
import { mainlandAsiaWords } from "./lexicon-mainland-asia.js"
import { middleEastWords } from "./lexicon-middle-east.js"
import { northernEuropeWords } from "./lexicon-northern-europe.js"
import { southAsiaAfricaWords } from "./lexicon-south-asia-africa.js"
import { southEasternEuropeWords } from "./lexicon-south-eastern-europe.js"

const regions: ReadonlyArray<Readonly<Record<string, string>>> = [
  northernEuropeWords,
  centralEasternEuropeWords,
  southEasternEuropeWords,
  balticWords,
  iberianWords,
  asiaWords,
  middleEastWords,
  southAsiaAfricaWords,
  indiaPakistanWords,
  caucasusCentralAsiaWords,
  mainlandAsiaWords,
  africaWords,
  moreEuropeWords,
  indiaInnerAsiaWords
]

/** Each concept's words in every region's languages, one comma-separated list. */
export const moreWords: Readonly<Record<string, string>> = Object.fromEntries(
  [...new Set(regions.flatMap(Object.keys))].map((id) => [
    id,
    regions.flatMap((region) => region[id] === undefined ? [] : [region[id]]).join(", ")
  ])
)
