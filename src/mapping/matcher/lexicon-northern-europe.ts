/**
 * The lexicon's concepts in Swedish, Danish, Norwegian and Finnish. Keys are
 * concept ids of lexicon.ts. Danish "by" (town) is left out: it is the
 * English "by" of every other header.
 */
export const northernEuropeWords: Readonly<Record<string, string>> = {
  taxid: "alv-tunnus, alv tunnus, alv-numero, kvk, kvk nummer, kvk-nummer",
  shipby: "afsendes senest, sendes senest af, skickas senast, sendes senest",
  unshipped: "ej skickade, ikke sendt, ikke afsendt",
  receipt: "bonnetje, kuitti, kuitin, kuittinumero, kvitto, kvittering, ontvangstbewijs",
  amount: "belopp, beløb, beløp, summa, totalt, totalbelopp, i alt, pris, bruttobelopp, hinta, yhteensä, " +
    "kokonaissumma, loppusumma, arvo, værdi, verdi, värde",
  net: "veroton, veroton hinta, nettobelopp, nettobeløb, nettobeløp, veroton",
  subtotal: "delsumma, delsum, delsumme, välisumma",
  costprice: "inköpspris, kostpris, innkjøpspris, ostohinta",
  tax: "moms, mva, merverdiavgift, mervärdesskatt, skatt, alv, arvonlisävero, vero",
  discount: "rabatt, rabat, alennus, nedsättning",
  coupon: "rabattkod, rabatkode, rabattkode, kupong, kupon, alennuskoodi, kuponkikoodi",
  fee: "avgift, gebyr, provision, provisjon, palkkio, kulu, kulut",
  refund:
    "refunderet, refunderede, tilbagebetalt, terugbetaald, terugbetaling, återbetalning, återbetald, återbetalt, " +
    "refusion, refusjon, refundert, tilbagebetaling, tilbakebetalt, hyvitys, hyvitetty, palautus, palautettu",
  balance:
    "gjenstår, gjenstående, restbeløp, noch offen, kvar, kvar att betala, att betala kvar, återstår, restbeløp, saldo, efterkrav, postförskott, jälkivaatimus, utestående, udestående, restbelopp, avoin, avoinna, maksamatta",
  paid: "mottaget, mottagna, innbetalt, betald, betalt, maksettu",
  currency: "valuta, valuutta",
  date: "datum, dato, tid, tidspunkt, päivämäärä, pvm, päivä, aika",
  created:
    "dato påmeldt, påmeldt, påmeldingsdato, tilmeldt, dato tilmeldt, bokad, bokat, laskutuspvm, laskutuspäivä, laskun päivä, laskun päivämäärä, laskupäivä, skapad, skapat, oprettet, opprettet, orderdatum, ordredato, bestillingsdato, luotu, tilauspäivä",
  updated: "senast ändrad, ändrad, uppdaterad, ändrad, opdateret, ændret, oppdatert, endret, päivitetty, muokattu",
  due: "förfallodatum, förfallodag, forfaldsdato, forfallsdato, forfall, eräpäivä, erääntyy",
  canceled: "annullerad, avbruten, annulleret, kansellert, peruttu",
  shipped: "skickad, skickat, afsendt, sendt, lähetetty",
  delivered: "levererad, leveret, levert, toimitettu",
  id: "tunnus, tunniste, maksutunniste, nummer, nr, löpnummer, tunnus, numero, viite, viitenumero, referens, referanse",
  sku: "artikelnummer, artikelnr, varenummer, varenr, tuotenumero, tuotekoodi",
  customer:
    "foresatt, foresatte, opdrachtgever, debiteur, kund, kunde, kunder, köpare, køber, kjøper, asiakas, ostaja, tilaaja, betalare, betaler, maksaja",
  sender: "avsändare, afsender, avsender, lähettäjä",
  merchant: "säljare, sælger, selger, myyjä, leverantör, leverandør, toimittaja, butik, butikk, kauppa",
  company:
    "geschäftskunde, geschäftskunden, företag, företagsnamn, virksomhed, firmanavn, foretak, bedrift, yritys, yrityksen nimi, organisation",
  name: "namn, navn, nimi, fullständigt namn, fulde navn, fullt navn, koko nimi",
  firstname: "förnamn, fornavn, etunimi",
  lastname: "efternamn, efternavn, etternavn, sukunimi",
  email:
    "e-post adresse, e-postadresse, epost adresse, e-mail adresse, e-mailadresse, e post, epost, e postadress, e postadresse, sähköposti, sähköpostiosoite, e mail adresse",
  phone: "mobiel, telefonnummer, telefonnr, mobilnummer, mobil, mobiltelefon, puhelin, puhelinnumero, matkapuhelin",
  url: "webbadress, webadresse, nettadresse, verkkosivu, linkki, länk, lenke",
  address:
    "adressrad, adresselinje, adress, gatuadress, adresse, gadenavn, gateadresse, osoite, katuosoite, lähiosoite, " +
    "fakturaadress, fakturaadresse, laskutusosoite",
  housenumber: "husnummer, husnr, talonumero",
  city:
    "toimipaikka, postitoimipaikka, kotipaikka, stad, ort, postort, poststed, kommun, kommune, kaupunki, postitoimipaikka, paikkakunta",
  region: "län, region, fylke, landsdel, maakunta, lääni",
  postal: "postnummer, postnr, postinumero, postinro",
  country: "land, maa, valtio",
  status: "tila, tilanne, tillstånd",
  soldfor: "myyntihinta, försäljningspris, salgspris, utsalgspris",
  settled:
    "disponibelt fra, disponibel fra, tilgjengelig fra, disponibel, disponibelt, käytettävissä, käytettävissä alkaen, laust til útborgunar, udbetales, udbetalingsdato, utbetalningsdatum, utbetalingsdato, tilityspäivä",
  rate: "procent, prosent, prosentti, sats, kurs",
  quantity: "antal, antall, stycken, stk, kpl, kappaletta, lukumäärä, määrä",
  weight: "vikt, vægt, vekt, paino",
  description: "tekst, vad, beskrivning, beskrivelse, kuvaus, selite, varebeskrivelse, tekst, text",
  note:
    "beskjed, kundens beskjed, anteckning, kommentar, notat, bemærkning, merknad, meddelande, melding, besked, huomautus, lisätiedot, viesti, kommentti",
  reason: "orsak, anledning, årsag, grunn, årsak, syy",
  title: "titel, tittel, otsikko",
  // A delivery method ("Leveranssätt", "Toimitustapa") is read as its two parts: shipping, then method.
  method:
    "refunderet til, tilbagebetalt til, återbetald till, refundert til, betalt med, betalingsmåte, betalsätt, betalningssätt, betalingsmetode, betalingsform, maksutapa, sätt, metode, måte, " +
    "tapa",
  type: "typ, type, tyyppi, kategori, kategoria, laji",
  tracking:
    "spårning, spårningsnummer, kollinummer, sporingsnummer, sporing, kollinr, seurantakoodi, seurantanumero, " +
    "lähetystunnus",
  channel: "kanal, kanava, lähde, källa, kilde",
  shipping: "toimituksen, fragt, leverans, frakt, försändelse, levering, forsendelse, toimitus, lähetys, " +
    "rahti",
  carrier: "fraktfirma, fraktselskap, transportør, kuljetusliike, fragtfirma, fragtmand, speditør",
  unitprice:
    "à-hinta, a-hinta, stk.pris, stk pris, enhedspris, enhetspris, pris per enhet, pris pr stk, stykpris, styckpris, stykkpris, kappalehinta, " +
    "yksikköhinta",
  recipient: "mottagare, modtager, mottaker, vastaanottaja",
  billing: "fakturaadress, fakturering, fakturaadresse, laskutus, laskutusosoite",
  product: "innehåll, indhold, innhold, sisältö, produkt, artikel, vara, varor, vare, varer, tuote, tuotteet, nimike",
  variant: "farge, størrelse, str, variant, variantti, versio",
  brand: "märke, mærke, merke, varumärke, merkki, brändi",
  card: "kortin, kort, kortet, kortets, kortti",
  account: "konto, tili, tilinumero",
  order: "beställning, bestilling, ordre, tilaus, myynti, försäljning, salg",
  purchaseorder: "inköpsorder, indkøbsordre, innkjøpsordre, ostotilaus, bestelbon, bestelbon klant",
  invoice: "faktura, lasku",
  // "Betaldatum", "Betalingsdato": a compound's "betal" is the payment's, not a payer's.
  payment: "debitering, debiterings, betalning, betaling, betal, transaktion, transaksjon, maksu, tapahtuma",
  failure: "hylkäyksen syy, hylkäys, hylätty, avvisad, avvisning, afvist, avvist",
  deliverby: "lev senast, lev senest"
}
