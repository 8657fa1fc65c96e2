/**
 * The lexicon's concepts in Lithuanian, Latvian and Estonian. Keys are concept ids of lexicon.ts. Words these
 * languages share with others ("suma", "summa", "cena", "telefon", "firma") are in those regions' lists already.
 * Two-letter words are left out, as elsewhere: so is Estonian "KM" (käibemaks) on its own, read only in phrases
 * ("KM summa", "KM-ta"). Lithuanian "PVM" on its own is left out too: Finnish "pvm" is a date (päivämäärä), and so
 * it is read; its phrases ("PVM suma", "Suma be PVM", "PVM mokėtojo kodas") are listed instead. Estonian "käibemaksu"
 * is listed whole, as its "maksu" alone is a Finnish payment. Lithuanian "sąskaita" is an invoice in a sales sheet; a
 * bank account is "banko sąskaita". "Vardas" and "Vārds" are a first name beside a surname, a name on their own.
 * Left out: Estonian "võlg" (debt; Dutch "Volgnr" would read as it), "vald" (Swedish "vald", chosen) and "määr"
 * (Dutch "maar"), Latvian "tips" (English tips).
 */
export const balticWords: Readonly<Record<string, string>> = {
  unshipped: "neišsiųsta, neišsiųstos, neišsiųsti",
  amount: "kaina, vertė, iš viso, bendra suma, galutinė suma, mokėtina suma, suma su pvm, su pvm, iš viso su pvm, " +
    "vērtība, kopā, kopsumma, summa apmaksai, kopā apmaksai, apmaksājamā summa, summa ar pvn, ar pvn, " +
    "hind, kokku, kogusumma, väärtus, kokku tasuda, käibemaksuga, km ga",
  net:
    "gauta į sąskaitą, gauta i saskaita, suma be pvm, be pvm, kaina be pvm, summa bez pvn, bez pvn, käibemaksuta, summa käibemaksuta, km ta, " +
    "maksustatav summa",
  subtotal: "tarpinė suma, deklaruota vertė, starpsumma, deklarētā vērtība, vahesumma, deklareeritud väärtus",
  costprice: "savikaina, pirkimo kaina, pašizmaksa, iepirkuma cena, omahind, ostuhind",
  tax: "km, pvm suma, pridėtinės vertės mokestis, pvn, nodoklis, nodokļi, pievienotās vērtības nodoklis, käibemaks, " +
    "käibemaksu, km summa",
  discount: "nuolaida, nuolaidos, atlaide, atlaides, allahindlus, soodustus, soodus",
  coupon: "kuponas, nuolaidos kodas, nuolaidų kodas, akcijos kodas, kupons, atlaides kods, atlaižu kods, " +
    "sooduskood, kupongikood",
  fee: "mokestis, mokesčiai, komisinis mokestis, komisiniai, maksa, komisija, komisijas maksa, tasu, teenustasu, " +
    "komisjonitasu, vahendustasu",
  refund: "grąžinimas, grąžinta, grąžinta suma, pinigų grąžinimas, kreditinė sąskaita, atmaksa, atmaksāts, " +
    "naudas atmaksa, kredītrēķins, tagasimakse, raha tagastus, tagastatud, kreeditarve",
  // Cash on delivery is what the courier collects: what is left to pay ("Išperkamoji suma", "Pēcmaksa", "Lunamaks").
  balance: "likutis, neapmokėta, išperkamoji suma, atlikums, pēcmaksa, neapmaksāts, parāds, jääk, tasumata, " +
    "maksmata, lunamaks",
  paid:
    "tasumise, tasutud, tasutud, apmokėta, sumokėta, apmokėtas, apmaksāts, apmaksāta, samaksāts, samaksāta, makstud, tasutud, laekunud",
  currency: "valiuta, valuuta",
  date: "laikas, datums, laiks, kuupäev, kellaaeg, aeg",
  created:
    "ostukuupäev, ostu kuupäev, sukurta, sukūrimo data, užsakymo data, išrašymo data, išrašyta, izveidots, izveidošanas datums, " +
    "pasūtījuma datums, izrakstīšanas datums, izrakstīts, loodud, loomise kuupäev, tellimuse kuupäev, väljastatud, " +
    "väljastamise kuupäev, pirkuma datums, pirkimo data, ostu kuupäev",
  updated:
    "atnaujinta, pakeista, atnaujinimo data, atjaunināts, mainīts, labots, uuendatud, muudetud, viimati muudetud",
  due: "mokėjimo terminas, apmokėjimo terminas, apmokėti iki, terminas, apmaksas termiņš, samaksas termiņš, termiņš, " +
    "apmaksāt līdz, maksetähtaeg, tähtaeg, tähtpäev",
  canceled: "atšaukta, atšauktas, anuliuota, atcelts, atcelta, anulēts, tühistatud, annulleeritud",
  shipped: "išsiųsta, išsiųstas, išsiuntimo data, nosūtīts, nosūtīta, izsūtīts, nosūtīšanas datums, saadetud, " +
    "lähetatud, saatmise kuupäev",
  delivered: "pristatyta, pristatytas, įteikta, piegādāts, piegādāta, izsniegts, tarnitud, kohale toimetatud, " +
    "kätte toimetatud",
  // A delivery is the parcel's arrival as well as its shipping: "Pristatymo data", "Piegādes datums" are when it came.
  delivery: "pristatymas, pristatymo, piegāde, piegādes, tarne, tarnimine, kohaletoimetamine, kättetoimetamine",
  closed: "užbaigta, įvykdyta, pabeigts, izpildīts, lõpetatud, täidetud",
  birthdate: "gimimo data, dzimšanas datums, sünnikuupäev, sünniaeg",
  id: "numeris, identifikatorius, numurs, identifikators, atsauce, viide, viitenumber, identifikaator",
  // A company's registration code stands with the VAT number, as Sweden's "org nr" does.
  taxid:
    "kmkr, kmkr nr, kmkr number, pvm kodas, pvm mokėtojo kodas, įmonės kodas, pvn numurs, pvn reģistrācijas numurs, pvn maksātāja numurs, " +
    "kmkr, kmkr number, registrikood",
  nationalid: "asmens kodas, personas kods, isikukood",
  sku: "prekės kodas, artikulas, preces kods, artikuls, tootekood, artiklikood, kaubakood",
  barcode: "brūkšninis kodas, svītrkods, ribakood",
  customer: "pirkėjas, pirkėjo, klientas, kliento, užsakovas, mokėtojas, vartotojas, pircējs, pircēja, klients, " +
    "klienta, pasūtītājs, maksātājs, lietotājs, ostja, kliendi, tellija, maksja, kasutaja",
  sender: "siuntėjas, siuntėjo, sūtītājs, sūtītāja, nosūtītājs, saatja",
  merchant: "pardavėjas, tiekėjas, parduotuvė, pārdevējs, piegādātājs, veikals, müüja, tarnija, pood",
  shipfrom: "sandėlis, noliktava, ladu",
  company:
    "verslo, äriklient, ärikunde, įmonė, įmonės pavadinimas, bendrovė, uzņēmums, uzņēmuma nosaukums, organizācija, ettevõte, ettevõtte, " +
    "ettevõtte nimi, organisatsioon",
  name: "vardas, vardas ir pavardė, vardas pavardė, pavadinimas, vārds, vārds uzvārds, vārds un uzvārds, nosaukums, " +
    "nimetus, täisnimi, ees ja perekonnanimi",
  firstname: "vardas, vārds, eesnimi",
  lastname: "pavardė, uzvārds, perekonnanimi, perenimi",
  username: "vartotojo vardas, lietotājvārds, kasutajanimi",
  email: "el paštas, el pašto adresas, e paštas, elektroninis paštas, e pasts, epasts, e pasta adrese, " +
    "e posti aadress, meiliaadress",
  phone: "telefonas, telefono numeris, mobilusis, mobilusis telefonas, tālrunis, tālruņa numurs, telefons, mobilais, " +
    "mobilais tālrunis, telefoninumber, telefoni number, mobiil, mobiiltelefon",
  url: "nuoroda, svetainė, saite, mājaslapa, tīmekļa vietne, veebileht, koduleht, veebiaadress",
  // "Atsiskaitymo adresas", "Norēķinu adrese", "Arveldusaadress": the billing address, an address and the billing's.
  address: "adresas, adreso, gatvė, butas, atsiskaitymo adresas, adrese, adreses, iela, dzīvoklis, norēķinu adrese, " +
    "aadress, tänav, arveldusaadress",
  housenumber: "namo numeris, mājas numurs, maja number, majanumber",
  city: "miestas, miesto, gyvenvietė, vietovė, pilsēta, pilsētas, linn, asula",
  region: "apskritis, savivaldybė, regionas, rajonas, novads, reģions, rajons, maakond, piirkond",
  postal: "sihtnr, pašto kodas, pašto indeksas, pasta indekss, indekss, postiindeks, sihtnumber",
  country: "šalis, šalies, valstybė, valsts, riik",
  status: "būsena, statusas, statuss, stāvoklis, staatus, olek",
  rate: "pvm tarifas, procentas, valiutos kursas, likme, procenti, valūtas kurss, kurss, protsent, vahetuskurss, " +
    "käibemaksumäär, km määr",
  quantity: "kiekis, vnt, daudzums, skaits, gab, gabali, kogus, arv, tükki",
  weight: "svoris, masė, svars, kaal",
  description: "aprašymas, paskirtis, mokėjimo paskirtis, apraksts, maksājuma mērķis, kirjeldus, selgitus, " +
    "makse selgitus",
  note: "pastaba, pastabos, komentaras, komentarai, piezīme, piezīmes, komentārs, komentāri, märkus, märkused, " +
    "kommentaar, lisainfo",
  failure: "klaida, nepavyko, kļūda, neizdevās, viga, ebaõnnestunud",
  dispute: "ginčas, strīds, vaidlus",
  reason: "priežastis, iemesls, põhjus",
  title: "antraštė, virsraksts, pealkiri",
  // A delivery method ("Pristatymo būdas", "Piegādes veids", "Tarneviis") is read as its parts: shipping, then method.
  method: "būdas, mokėjimo būdas, apmokėjimo būdas, veids, apmaksas veids, maksājuma veids, viis, makseviis, " +
    "meetod",
  type: "tipas, rūšis, kategorija, tüüp, liik, kategooria",
  tracking: "siuntos numeris, sekimo numeris, sekimo kodas, sekimas, sūtījuma numurs, izsekošanas numurs, " +
    "izsekošana, jälgimiskood, jälgimisnumber, saadetise number, jälgimine",
  channel:
    "parduotuvė, prekyvietė, prekyviete, turg, kanalas, šaltinis, pardavimo kanalas, kanāls, avots, pārdošanas kanāls, allikas, müügikanal",
  shipping: "pristatymas, pristatymo, siuntimas, siuntimo, siunta, siuntos, siuntinys, piegāde, piegādes, sūtījums, " +
    "sūtījuma, nosūtīšana, tarne, tarnimine, saatmine, saadetis, saadetise, kohaletoimetamine, kättetoimetamine, " +
    "postikulu",
  carrier: "kurjeris, kurjerio, vežėjas, kurjerių tarnyba, kurjers, pārvadātājs, kurjerdienests, kuller, vedaja, " +
    "kullerfirma, kullerteenus",
  unitprice: "vieneto kaina, kaina už vienetą, vnt kaina, vienības cena, cena par vienību, gabala cena, ühikuhind, " +
    "ühiku hind, tükihind",
  recipient: "gavėjas, gavėjo, saņēmējs, saņēmēja, saaja, vastuvõtja, adressaat",
  billing: "atsiskaitymo adresas, norēķinu adrese, arveldusaadress, arveldus",
  product:
    "teenus, teenused, prekė, prekės, produktas, produkto, gaminys, turinys, prece, preces, produkts, produkta, saturs, toode, " +
    "toote, tooted, kaup, kauba, artikkel, preču",
  variant: "variantas, dydis, spalva, variants, izmērs, krāsa, suurus, värv",
  brand: "prekės ženklas, zīmols, kaubamärk",
  card: "kortelė, kortelės, mokėjimo kortelė, maksājumu karte, pangakaart",
  account: "banko sąskaita, konts, bankas konts, pangakonto, arvelduskonto",
  order:
    "rezervacija, rezervacijos, užsakymas, užsakymo, užsakymai, pardavimas, pardavimai, pardavimo, pasūtījums, pasūtījuma, pasūtījumi, " +
    "pārdošana, pārdošanas, tellimus, tellimuse, tellimused, müük, müügi",
  purchaseorder: "pirkimo užsakymas, pirkuma pasūtījums, ostutellimus",
  invoice: "sąskaita faktūra, sąskaitos faktūros, pvm sąskaita faktūra, pvm sąskaitos faktūros, sąskaita, sąskaitos, " +
    "rēķins, rēķina, rēķini, pavadzīme, arve",
  document: "dokumentas, dokuments",
  receipt: "kvitas, čekis, kvīts, čeks, kviitung, tšekk",
  payment: "mokėjimas, mokėjimo, apmokėjimas, apmokėjimo, transakcija, maksājums, maksājuma, apmaksa, apmaksas, " +
    "darījums, makse, maksed, maksmine, tasumine, tehing",
  // "Kodas", "Kods", "Kood": a code, weak on its own as in the other languages; so are "details" and "data".
  weak: "kodas, kods, kood, informacija, duomenys, andmed",
  qualifier: "paskutinis, paskutinė, pēdējais, pēdējā, viimane, viimati",
  settled: "pieejams no, laekub, laekumise kuupäev, laekumine",
  delinquent: "võlg, võlgnevus, parāds, įsiskolinimas",
  language: "keel, valoda, kalba",
  shipby: "izsūtīt līdz"
}
