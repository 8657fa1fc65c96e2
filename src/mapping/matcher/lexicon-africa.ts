/**
 * The lexicon's concepts in Amharic (Ge'ez script), Afrikaans, isiZulu, Yoruba, Hausa and Somali. Keys are concept
 * ids of lexicon.ts.
 * Afrikaans shares many words with Dutch (bedrag, totaal, btw, korting, datum, naam, adres, straat, land, status,
 * aantal, bestelling, betaling, klant, koper, ontvanger), read from the main lexicon and not repeated; its own
 * spellings are listed ("prys", "nommer", "poskode", "e-pos"), and its compounds ("afleweringsadres",
 * "bestellingsnommer") split at their known parts as Dutch ones do. Left out: "van", its surname, which is Dutch's
 * and Afrikaans' own "of" (a stopword; "naam en van" is listed), and "fooi", a fee in Afrikaans but a tip in Dutch
 * ("afleweringskoste" reads through "koste"). Afrikaans "betaal" is pay and paid alike: it is read as the payment,
 * as the Nordic "betal" is, so "Betaaldatum" and "Betaalmetode" read as the payment's; "betaalde" is Dutch's paid.
 * isiZulu puts a noun-class prefix on every noun ("i-", "isi-", "u-", "um-", "in-") and glues the possessive to the
 * noun it governs: "ikhasimende" is a customer, "lekhasimende" of the customer ("Igama lekhasimende"), "yocingo" of
 * the phone. Both forms of the common nouns are listed, since the prefix cannot be taken off by a rule without
 * reading other languages' words. Loanwords are written with a hyphen ("I-imeyili", "I-oda"), which splits off the
 * prefix by itself. "Oda" (an order in isiZulu and Hausa) stays unread alone, as it is for Swahili (Turkish "oda", a
 * room): it is listed after the word before it (isiZulu's possessives "ye oda", "se oda", "lwe oda"; Hausa
 * "lambar oda", "ranar oda", "matsayin oda", whose genitive sits on the noun before).
 * isiZulu "inani" is an amount or a value, also a count in some sheets: it is read as the amount, and a quantity is
 * "ubuningi". isiZulu "intengo" and "inkokhiso" are a price and a charge.
 * Yoruba's tone marks and under-dots are marks, dropped as accents are: "ọjọ́" is "ojo", "owó" and "owo" one word.
 * So "àkọ́kọ́" (first) and "àkókò" (time) are both "akoko": the first name is the phrase "orúkọ àkọ́kọ́", and
 * "akoko" alone the time. "Oníbàárà" (a customer) is also written "onibara", and listed so. Yoruba "owó" (money) is
 * the amount, "owó-orí" the tax, "iye" a count. "Olùránṣẹ́" (a sender, and a courier) is the sender only; the carrier
 * is "ilé iṣẹ́ ìfijíṣẹ́", the delivery company.
 * Hausa writes its hooked letters ɓ, ɗ, ƙ, which no accent stripping reaches, and many keyboards type b, d, k: both
 * spellings are listed ("kuɗi", "kudi"). Its genitive is a "-n" or "-r" on the noun before ("sunan", "lambar",
 * "ranar", "farashin"): both forms are listed. Hausa "adadi" is a count ("adadin kuɗi" the amount of money); "an"
 * before a verb is its past ("an biya": paid), listed as phrases only. Left out: "kasa" without its hook (Polish and
 * Czech "kasa", a till), "take" (a title; English), "nau'i" (a type; the apostrophe splits it to a letter).
 * Somali headers write nouns with the article as a suffix ("magaca", "taariikhda", "lambarka", "dalabka"): bare and
 * definite forms are listed. Somali "cinwaan" is an address (and, from Arabic, a title): read as the address.
 * "Lacag" (money) is the amount; the currency is "nooca lacagta", the money's kind. Left out: "dal" alone (a country;
 * Dutch and Nordic "dal", a valley; "dalka" is listed) and "heer" alone (a level; Dutch "heer", a gentleman).
 * Amharic glues "የ" (of) to its noun ("የደንበኛ ስም": the customer's name, "የትዕዛዝ ቁጥር": the order's number): those
 * forms are listed whole; the script has two spellings of some syllables ("ዓይነት" and "አይነት", "ሀገር" and "አገር"),
 * and both are listed. Amharic "ክፍያ" is a payment and a charge: it is read as the payment, and "የመላኪያ ክፍያ" (the
 * delivery's charge) as the shipping's cost; "መጠን" (an amount, a size, a quantity) is the amount, a count is "ብዛት";
 * "ሂሳብ" alone (an account, a bill, a sum) is left out ("ቀሪ ሂሳብ", the balance, is listed). Ethiopian names have
 * no family name: a father's and grandfather's names ("የአባት ስም", "የአያት ስም") stand in the last name's column.
 * A district, woreda or sub-city ("degmo", "ወረዳ", "ክፍለ ከተማ") is the address's town, as Bangladesh's upazila is; a
 * Nigerian, Somali or Ethiopian state or region ("ìpínlẹ̀", "jiha", "gobol", "ክልል") its region.
 */
export const africaWords: Readonly<Record<string, string>> = {
  amount: "ego, amafaranga, prys, totale bedrag, groottotaal, " +
    "inani, inani lemali, imali, isamba, isamba esiphelele, intengo, yentengo, " +
    "owó, iye owó, àpapọ̀, lápapọ̀, ìdíyelé, " +
    "adadin kuɗi, adadin kudi, kuɗi, kudi, kuɗin, kudin, jimilla, jimillar, jimla, jimlar, farashi, farashin, " +
    "lacag, lacagta, qadar, qadarka, wadar, wadarta, wadarta guud, qiime, qiimaha, " +
    "መጠን, የገንዘብ መጠን, ጠቅላላ, ጠቅላላ ድምር, ድምር, ዋጋ, የዋጋ, ገንዘብ",
  net: "netto bedrag, saafi, የተጣራ, የተጣራ ዋጋ",
  subtotal: "owó ọjà, owo oja, ንዑስ ድምር",
  costprice: "kosprys, koopprys, የግዢ ዋጋ",
  tax: "btw bedrag, belasting op toegevoegde waarde, " +
    "intela, yentela, owó orí, haraji, harajin, canshuur, canshuurta, cashuur, cashuurta, " +
    "ግብር, ታክስ, የታክስ, የግብር, ቫት, ተጨማሪ እሴት ታክስ",
  discount: "afslag, isaphulelo, yesaphulelo, ẹ̀dínwó, rangwame, ragi, dhimis, dhimista, qiimo dhimis, ቅናሽ, የቅናሽ",
  coupon: "koepon, koeponkode, afslagkode, ikhuphoni, ikhodi yesaphulelo, ኩፖን, የቅናሽ ኮድ",
  fee: "koste, heffing, kommissie, inkokhiso, yenkokhiso, ikhomishini, owó iṣẹ́, caji, kuɗin sabis, kudin sabis, " +
    "khidmad, khidmadda, kharash, kharashka, የአገልግሎት ክፍያ, ኮሚሽን",
  refund:
    "ego e weghachiri, e weghachiri, weghachiri, celinta, celin, owó tí a dá padà, terugbetaal, imbuyiselo, kubuyiselwe, imali ebuyisiwe, àgbàpadà, mayar da kuɗi, mayar da kudi, aka mayar, " +
    "lacag celin, celin, la celiyay, ተመላሽ, ተመላሽ ገንዘብ, የተመለሰ, የተመለሰ ገንዘብ",
  balance:
    "esele, bashi, uitstaande, uitstaande bedrag, verskuldig, verskuldigde bedrag, ibhalansi, imali esele, ìyókù, " +
    "ragowar, ragowar kuɗi, ragowar kudi, saura, baaqi, haraa, hadhaa, ቀሪ, ቀሪ ሂሳብ, ያልተከፈለ",
  paid:
    "kwụrụ, kwuru, ikhokhwe, ikhokhwe ngo, sanwó, sanwo, kukhokhiwe, ikhokhiwe, imali ekhokhiwe, ti san, ti sanwó, owó ti a san, an biya, aka biya, la bixiyay, la bixiyey, " +
    "የተከፈለ, ተከፍሏል",
  currency:
    "ifaranga, ምንዛሪ, geldeenheid, uhlobo lwemali, irú owó, nau in kuɗi, nau in kudi, nooca lacagta, ምንዛሬ, የገንዘብ ዓይነት, " +
    "የገንዘብ አይነት",
  date:
    "itariki, usuku, tyd, usuku, idethi, isikhathi, ọjọ́, àkókò, déètì, kwanan wata, kwanan watan, rana, ranar, lokaci, " +
    "taariikh, taariikhda, waqti, waqtiga, maalin, maalinta, ቀን, ጊዜ, ሰዓት",
  created:
    "ranar shiga, ọjọ́ ìrajà, geskep, uitgereik, kwenziwe, ọjọ́ ìbéèrè, ranar oda, la sameeyay, የተፈጠረ, የተፈጠረበት, የትዕዛዝ ቀን",
  updated: "opgedateer, bygewerk, gewysig, kubuyekeziwe, ìmúdójúìwọ̀n, an sabunta, la cusbooneysiiyay, የተሻሻለ, የዘመነ",
  due: "sperdatum, umnqamulajuqu, ọjọ́ ìparí, ranar ƙarshe, ranar karshe, የመጨረሻ ቀን, የማብቂያ ቀን",
  canceled: "gekanselleer, kansellasie, kukhanseliwe, ikhanseliwe, fagilé, ti fagilé, an soke, la joojiyay, " +
    "la baajiyay, የተሰረዘ, ተሰርዟል",
  shipped:
    "okuthunyelwe, versend, gestuur, kuthunyelwe, ithunyelwe, ti fi ránṣẹ́, an aika, la diray, የተላከ, ተልኳል, የተላከበት",
  delivered: "afgelewer, gelewer, kulethiwe, ilethiwe, ti fi jíṣẹ́, an isar, la gaarsiiyay, የደረሰ, ደርሷል",
  delivery: "aflewering, lewering, ukulethwa, lokulethwa, yokulethwa, ìfijíṣẹ́, isarwa, gaarsiin, gaarsiinta, " +
    "መላኪያ, የመላኪያ",
  closed: "voltooi, kuqediwe, ti parí, an kammala, la dhammeeyay, የተጠናቀቀ, ተጠናቋል",
  birthdate: "usuku lokuzalwa, ọjọ́ ìbí, ranar haihuwa, taariikhda dhalashada, የትውልድ ቀን",
  id: "nommer, verwysing, verwysingsnommer, inombolo, inkomba, nọ́mbà, lamba, lambar, lambarka, nambar, nambarka, " +
    "tixraac, lambar oda, ቁጥር, መለያ, የመለያ, ማጣቀሻ",
  taxid: "btw nommer, btw registrasienommer, belastingnommer, inombolo yentela, የግብር ከፋይ መለያ ቁጥር, የግብር ከፋይ ቁጥር",
  nationalid: "identiteitsnommer, identiteitsdokument, umazisi, inombolo kamazisi, መታወቂያ, የመታወቂያ ቁጥር, የፋይዳ ቁጥር",
  sku: "produkkode, voorraadkode, artikelnommer, ikhodi yomkhiqizo, የምርት ኮድ, የዕቃ ኮድ, የእቃ ኮድ",
  barcode: "strepieskode, ibhakhodi, ባርኮድ",
  customer:
    "onye zụrụ, onye zuru, iyaye, mahaifi, mahaifiya, umzali, abazali, እንግዳ, የእንግዳ, ikhasimende, lekhasimende, yekhasimende, amakhasimende, umthengi, lomthengi, yomthengi, " +
    "umsebenzisi, oníbàárà, onibara, olùrà, abokin ciniki, mai saye, mai siye, macmiil, macmiilka, macaamiil, iibsade, " +
    "iibsadaha, ደንበኛ, የደንበኛ, ደንበኞች, ገዢ, የገዢ, ተጠቃሚ, የተጠቃሚ",
  sender: "umthumeli, lomthumeli, olùránṣẹ́, mai aikawa, diraha, ላኪ, የላኪ",
  merchant: "handelaar, winkel, verskaffer, umthengisi, lomthengisi, isitolo, umhlinzeki, olùtajà, oníṣòwò, " +
    "mai sayarwa, ɗan kasuwa, dan kasuwa, shago, iibiye, iibiyaha, ganacsade, dukaan, dukaanka, " +
    "ሻጭ, የሻጭ, ነጋዴ, አቅራቢ, ሱቅ",
  shipfrom: "pakhuis, ማከማቻ, መጋዘን",
  company: "maatskappy, maatskappynaam, besigheid, inkampani, yenkampani, ibhizinisi, ilé iṣẹ́, kamfani, kamfanin, " +
    "shirkad, shirkadda, ድርጅት, የድርጅት, ኩባንያ, የኩባንያ",
  name:
    "aha, volle naam, naam en van, igama, igama eliphelele, orúkọ, orúkọ kíkún, suna, sunan, cikakken suna, magac, " +
    "magaca, magaca oo dhan, ስም, ሙሉ ስም",
  firstname: "noemnaam, eerste naam, igama lokuqala, orúkọ àkọ́kọ́, sunan farko, magaca koowaad, magaca hore, " +
    "የመጀመሪያ ስም",
  lastname: "isibongo, orúkọ ìdílé, orúkọ ẹbí, sunan mahaifi, sunan iyali, magaca dambe, magaca qoyska, " +
    "የአባት ስም, የአያት ስም",
  username: "igama lomsebenzisi, የተጠቃሚ ስም",
  email:
    "e pos, epos, e posadres, imeyili, meyili, ye imeyili, le imeyili, ikheli le imeyili, ímeèlì, imel, adireshin imel, iimayl, iimaylka, emailka, ኢሜይል, " +
    "ኢሜል, ኢ ሜይል, የኢሜይል አድራሻ",
  phone:
    "sel no, selnommer, selfoon, selfoonnommer, ekwentị, ekwenti, nọmba ekwentị, nomba ekwenti, selnr, sel nr, selnommer, selfoon, selfoonnommer, selnommer, telefoonnommer, foonnommer, kontaknommer, ucingo, yocingo, iselula, " +
    "yeselula, umakhalekhukhwini, fóònù, waya, lambar waya, wayar hannu, taleefan, taleefanka, telefoonka, " +
    "mobaylka, ስልክ, የስልክ, የስልክ ቁጥር, ሞባይል",
  url: "webwerf, skakel, iwebhusayithi, isixhumanisi, ድረ ገጽ, ሊንክ",
  address:
    "adreesị, adreesi, adrees, faktuuradres, posadres, straatadres, woonadres, ikheli, lekheli, yekheli, àdírẹ́sì, adireshi, adireshin, cinwaan, " +
    "cinwaanka, ciwaan, ciwaanka, waddada, አድራሻ, የአድራሻ, ቀበሌ",
  housenumber: "huisnommer, straatnommer, inombolo yendlu, የቤት ቁጥር",
  city: "dorp, voorstad, idolobha, idolobhana, ìlú, birni, gari, magaalo, magaalada, degmo, degmada, ከተማ, " +
    "ክፍለ ከተማ, ወረዳ",
  region: "provinsie, streek, isifundazwe, isifunda, ìpínlẹ̀, jiha, jihar, gobol, gobolka, ክልል",
  postal: "poskode, ikhodi yeposi, kóòdù ìfìwéránṣẹ́, lambar gidan waya, koodhka boostada, koodka boostada, " +
    "የፖስታ ኮድ, ፖስታ ኮድ",
  country: "mba, izwe, orílẹ̀ èdè, ƙasa, ƙasar, dalka, waddan, waddanka, ሀገር, አገር, ሃገር",
  status: "uko bihagaze, isimo, ipò, matsayi, matsayin, matsayin oda, xaalad, xaaladda, ሁኔታ",
  rate:
    "sarif, sarifka, qiimaha sarifka, igipimo cy'ivunjisha, የምንዛሪ ተመን, persentasie, izinga, iphesenti, heerka, boqolkiiba, ተመን, የምንዛሬ ተመን, መቶኛ",
  quantity: "hoeveel, mélòó, meloo, hoeveelheid, ubuningi, iye, òpòiye, adadi, yawa, yawan, tiro, tirada, ብዛት",
  weight: "gewig, massa, isisindo, ìwúwo, nauyi, nauyin, miisaan, miisaanka, ክብደት",
  description:
    "ihe o zụrụ, ihe o zuru, faahfaahin, faahfaahinta, ibisobanuro, beskrywing, omskrywing, incazelo, yencazelo, àpèjúwe, bayani, bayanin, sharaxaad, sharaxaadda, " +
    "መግለጫ",
  note: "aantekening, boodskap, inothi, amanothi, umlayezo, amazwana, àkíyèsí, sharhi, saƙo, sako, " +
    "qoraal, faallo, fariin, ማስታወሻ, አስተያየት, መልዕክት, መልእክት",
  failure: "dalilin rashin biya, rashin biya, misluk, kwehlulekile, iphutha, guuldarro, khalad, ያልተሳካ, ስህተት",
  reason: "isizathu, ìdí, dalili, dalilin, sababta, ምክንያት",
  title: "isihloko, ርዕስ",
  // A way of paying ("Indlela yokukhokha", "Habka lacag bixinta", "የክፍያ ዘዴ") is read as a payment method, as
  // Arabic's "طريقة الدفع" is.
  method:
    "habka, bó ṣe sanwó, ukhokhe ngani, alilipa kwa, wyse, betaalwyse, indlela, indlela yokukhokha, ọ̀nà, ọ̀nà ìsanwó, hanya, hanyar, hanyar biya, " +
    "hanyar biyan kuɗi, hanyar biyan kudi, habka, habka lacag bixinta, habka bixinta, qaab, qaabka, ዘዴ, የክፍያ ዘዴ",
  type: "ubwoko, kategorie, uhlobo, irú, nooc, nooca, ዓይነት, አይነት, ምድብ",
  tracking: "naspoor, naspoornommer, opspoornommer, ukulandelela, yokulandelela, ìtọpasẹ̀, bin diddigi, raadraac, " +
    "raadraaca, መከታተያ, የመከታተያ, ክትትል",
  channel: "inkomoko, bron, umthombo, ምንጭ",
  shipping:
    "diensvlak, lokuthumela, kutuma, owó ìfiránṣẹ́, ìfiránṣẹ́, sokuthumela, ukuthumela, versending, verskeping, aflewering, afleweringsfooi, ukuthunyelwa, yokuthunyelwa, lokuthunyelwa, " +
    "ukuthumela, yokuthumela, lokuthumela, ukulethwa, lokulethwa, yokulethwa, gbígbé, ìfijíṣẹ́, jigila, jigilar, jigilar kaya, isarwa, rarid, " +
    "raridda, gaarsiin, gaarsiinta, መላኪያ, የመላኪያ, ማጓጓዣ, የማጓጓዣ, የመላኪያ ክፍያ",
  carrier:
    "kamfanin aikawa, koerier, koeriermaatskappy, inkampani yokuthumela, inkampani yokulethwa, inkampani yokuthutha, " +
    "ilé iṣẹ́ ìfijíṣẹ́, kamfanin jigila, kamfanin sufuri, shirkadda gaarsiinta, አጓጓዥ, ተላላኪ",
  unitprice: "eenheidsprys, stukprys, prys per eenheid, qiimaha halkii, ነጠላ ዋጋ, የአንዱ ዋጋ",
  recipient: "umamukeli, lomamukeli, yomamukeli, olùgbà, mai karɓa, mai karba, qaataha, helaha, ተቀባይ, የተቀባይ",
  billing: "faktuuradres",
  product: "produkte, goedere, umkhiqizo, yomkhiqizo, lomkhiqizo, imikhiqizo, impahla, yempahla, ọjà, " +
    "kaya, kayan, kayayyaki, samfur, samfuri, alaab, alaabta, badeeco, badeecada, sheyga, ምርት, የምርት, ዕቃ, እቃ, " +
    "የዕቃ, የእቃ",
  variant: "àwọ̀, awo, grootte, kleur, usayizi, umbala, ìwọ̀n, girma, launi, cabbir, cabbirka, midab, midabka, ቀለም",
  brand: "handelsmerk, የንግድ ምልክት",
  card: "ikhadi, yekhadi, káàdì, kati, katin, kaar, kaarka, ካርድ, የካርድ",
  account: "akhawunti, asusu, asusun, koonto, koontada, የባንክ ሂሳብ",
  order:
    "loku oda, verkope, i oda, ye oda, se oda, le oda, lwe oda, we oda, ama oda, ìbéèrè, lambar oda, matsayin oda, dalab, dalabka, dalbasho, ትዕዛዝ, የትዕዛዝ, ትእዛዝ, " +
    "የትእዛዝ, ሽያጭ, የሽያጭ",
  purchaseorder: "aankoopbestelling, የግዢ ትዕዛዝ",
  invoice: "faktuur, belastingfaktuur, invoyisi, ye invoyisi, ìwé owó, qaansheeg, qaansheegta, ኢንቮይስ",
  document: "ሰነድ",
  receipt: "rasiidh, kwitansie, strokie, irisidi, yerisidi, rasit, rasiti, rasiid, rasiidka, ደረሰኝ, የደረሰኝ",
  payment:
    "sokukhokha, ukukhokha, betaal, transaksie, inkokhelo, yenkokhelo, yokukhokha, lokukhokha, ìsanwó, sísanwó, biya, " +
    "biyan, lacag bixin, lacag bixinta, bixin, bixinta, ክፍያ, የክፍያ, ግብይት",
  weak: "inligting, besonderhede, ikhodi, yekhodi, imininingwane, ulwazi, kóòdù, àlàyé, faahfaahin, macluumaad, " +
    "koodh, koodhka, ኮድ, መረጃ, ዝርዝር",
  qualifier: "laaste, oorspronklike, lokugcina, የመጨረሻ",
  unshipped: "okusazothunyelwa",
  shipby: "thumela ngaphambi",
  deliverby: "kufika ngo, kufike ngomhla",
  lesson: "isifundo, izifundo",
  delinquent: "ya makara biya",
  settled: "goorta la heli karo, la heli karo"
}
