/**
 * The lexicon's concepts in Albanian, Macedonian (Cyrillic), Icelandic, Belarusian (Cyrillic) and Maltese. Keys are
 * concept ids of lexicon.ts. Words these languages share with a neighbour are in its list already and only read
 * here: Macedonian "цена", "износ", "попуст", "купувач", "адреса", "фактура", "достава", "курир" are Bulgarian's or
 * Serbian's; Belarusian "сума", "валюта", "пдв", "заказ", "вага", "картка" Russian's or Ukrainian's; Icelandic
 * "land", "vara", "kort" the Nordic ones; Maltese "fattura", "nota", "total", "telefon" Italian's or English's;
 * Albanian "adresa", "fatura", "kupon", "marka" Romanian's, Turkish's or Polish's.
 * The accent-free spelling drops Albanian ë and ç, Maltese ċ, ġ and ż, Icelandic acute vowels and ö, Macedonian ќ
 * and ѓ and Belarusian ў ("pajjiż" is met as "pajjiz", "плаќање" as "плакање"); Icelandic þ, ð, æ and Maltese ħ are
 * letters of their own, kept ("verð", "ħlas"), and Maltese typed without its letters is listed where common
 * ("imhallas").
 * Albanian puts its article on the noun, and a genitive after it ("Numri i porosisë", "Emri i klientit"): the
 * common forms are listed whole ("klienti", "porosisë", "produktit", "marrësit"), the linking "i", "e" being single
 * letters the tokeniser drops; its phrases list them. Maltese writes "of the" on the noun ("tal-ordni",
 * "tad-destinatarju", "tal-ħlas"): those forms are listed as phrases, as Urdu's "کا" is, so "Isem tal-klijent" is
 * the customer's name. Macedonian "на" (of) stays unread, as Bulgarian's does. Icelandic compounds are split at
 * known words, so the genitives they are built of are listed ("pöntunar", "vöru", "greiðslu", "sendingar",
 * "afhendingar", "reiknings": "Pöntunarnúmer", "Vöruheiti", "Greiðsludagur"); "Greiðslumáti" and "Sendingarmáti"
 * are read as the English phrases (tokenize.ts), as "máti" alone would head Italian "stimati" or "confermati".
 * Maltese is Semitic in its grammar and everyday words ("ħlas" payment, "isem" name, "triq" street, "xerrej" buyer,
 * "bejjiegħ" seller, "daqs" size), Italian in its trade words ("prezz", "ammont", "kwantità", "skadenza") and English
 * in its newer ones ("mowbajl", "imejl", "VAT"); its Latin letters never meet Arabic's script.
 * Left out, as another language's word or the head of one: Albanian "kodi" alone (Swahili's tax; "kodi postar",
 * "kodi i produktit" are listed), "pagesa" and "pagesë" alone (English "pages"), "emër" (the head of "Emerson",
 * "schemer"), "copë" (of "telescope"), "norma" alone (English, and a Romance rule; "norma tatimore" is listed),
 * "linku" ("linker"), "marrës" ("marry"), "shitës" ("shits"), "porositë" ("porosity"), "vendi" (a country, but
 * Italian "vendi"); Icelandic "sending" and "sent" (English), "gata" (Italian "allegata"), "sala" (a Romance room);
 * Macedonian "откуп" (cash on delivery; Russian ransom) and "сметка" alone (an invoice, a receipt or a bank
 * account: its phrases are listed); Belarusian "рэшта" (the change given back as much as what is due), "рахунку"
 * (Ukrainian's genitive of an account), "від" (Ukrainian "from"); Maltese "skont" (a discount, but also "according
 * to", and German "Skonto" would read as it; "iskont" is listed), "tariffa" (Italian's), "belt" (a city; English),
 * "mittent" alone ("intermittent"), "fornitur" (Italian "fornitura", a supply), "tip" (English), "rata" (an
 * instalment elsewhere). Kept, though the head of rare words elsewhere: Icelandic "sími" (Italian superlatives in
 * "-ssimi"). Russian "уплата" and "метод" now read as the payment and the method, as they mean.
 */
export const moreEuropeWords: Readonly<Record<string, string>> = {
  failure: "адмовы",
  channel: "tregu, siopa, markaður, markaðstorg, suq",
  shipby: "le seoladh roimh, dërgo deri më, dërgo deri, ibgħat sa, ibghat sa",
  // A bare price ("çmimi", "verð", "цана", "prezz") is a line's, a bare total a sale's: money-words.ts.
  amount:
    "cyfanswm, iomlán, shuma, shuma totale, gjithsej, vlera, vlera totale, çmimi, çmim, shuma për pagesë, вкупно, вкупен износ, " +
    "вкупна сума, вкупна цена, вкупна вредност, износ за плаќање, upphæð, heildarupphæð, fjárhæð, samtals, verð, " +
    "heildarverð, virði, усяго, разам, агульная сума, выніковая сума, кошт, цана, вартасць, да аплаты, ammont, " +
    "prezz, valur, totali, ammont totali",
  net: "vlera neto, shuma neto, pa tvsh, shuma pa tvsh, vlera pa tvsh, baza e tatueshme, износ без ддв, без ддв, " +
    "даночна основа, án vsk, upphæð án vsk, verð án vsk, сума без пдв, mingħajr vat, ammont nett",
  subtotal: "nëntotali, nëntotal, vlera e deklaruar, меѓузбир, пријавена вредност, millisamtala, прамежкавы вынік, " +
    "абвешчаная каштоўнасць, subtotali",
  costprice: "çmimi i blerjes, kosto e blerjes, набавна цена, nabavna cena, kostnaðarverð, innkaupsverð, " +
    "закупачная цана, сабекошт, prezz tax-xiri",
  tax: "tvsh, tatim, tatimi, vlera e tvsh, ддв, данок, износ на ддв, vsk, virðisaukaskattur, skattur, vsk upphæð, " +
    "падатак, сума пдв, taxxa, taxxi",
  discount: "disgownt, lascaine, zbritje, zbritja, afsláttur, afsl, зніжка, скідка, iskont, roħs",
  coupon:
    "afsl kóði, afsláttarkóði, kodi i zbritjes, kod zbritjeje, kuponi, код за попуст, afsláttarkóði, промакод, kupun, kodiċi tal-iskont, " +
    "kodiċi promozzjonali",
  fee: "tarifë, komision, komisioni, tarifa e shërbimit, надоместок, gjald, gjöld, þóknun, þjónustugjald, камісія, " +
    "зборы, miżata, kummissjoni, spejjeż",
  refund:
    "вернута, вернуты, rimbursuar, rimbursim, endurgreidd upphæð, endurgreitt, endurgreiðsla, endurgreidd, rimbursimi, kthim parash, kthimi i parave, e rimbursuar, враќање, поврат на пари, " +
    "рефундирано, рефундација, endurgreiðsla, endurgreitt, вяртанне, вяртанне сродкаў, rifużjoni, rimbors, rimborż",
  // Cash on delivery is what the courier collects: what is left to pay.
  balance: "shuma e mbetur, e papaguar, pagesë në dorëzim, pagesa në dorëzim, преостанато, преостанат износ, " +
    "плаќање при достава, eftirstöðvar, ógreitt, póstkrafa, астатак, накладзены плацёж, запазычанасць, bilanċ, " +
    "bilanċ dovut, ħlas mal-kunsinna",
  paid:
    "наплатено, paguar, e paguar, shuma e paguar, уплатено, платен износ, greitt, greidd, greiddur, аплачана, аплочана, " +
    "заплачана, imħallas, imħallsa, imhallas",
  currency: "airgeadra, arian cyfred, wärung, gjaldm, monedha, monedhë, gjaldmiðill, mynt, munita",
  date: "koha, dagsetning, dagsetn, dagur, tími, дзень, ħin",
  created:
    "xiri, data tax-xiri, data e porosisë, data e krijimit, krijuar, e krijuar, data e lëshimit, датум на нарачка, " +
    "датум на креирање, датум на издавање, креирано, креирана, pöntunardagur, pöntunardags, dagsetning pöntunar, " +
    "stofnað, stofnuð, útgáfudagur, створана, створаны, дата стварэння, дата замовы, дата заказу, id-data tal-ordni, " +
    "data tal-ordni, data tal-ħruġ, data tal-ħolqien, maħluq",
  updated:
    "aġġornament, aggornament, përditësuar, e përditësuar, ndryshuar, последна измена, изменето, uppfært, breytt, абноўлена, зменена, " +
    "aġġornat, aġġornata",
  due: "afati i pagesës, afati, data e skadimit, skadimi, рок на плаќање, датум на доспевање, доспевање, gjalddagi, " +
    "eindagi, тэрмін аплаты, тэрмін, skadenza, data ta' skadenza, data tal-iskadenza",
  canceled:
    "откажано, откажување, откажана, anuluar, e anuluar, anulluar, anulim, anulimi, откажана, поништено, поништена, hætt við, afturkallað, " +
    "ógilt, адменена, адменены, скасавана, ikkanċellat, ikkanċellata, kanċellat",
  shipped:
    "të dërguara, copë të dërguara, dërguar, e dërguar, data e dërgimit, nisur, испратено, испратена, póstlagt, afgreitt, адпраўлена, " +
    "адпраўлены, mibgħut, mibgħuta, intbagħat",
  delivered: "dorëzuar, e dorëzuar, доставено, испорачано, afhent, afhenti, дастаўлена, дастаўлены, ikkunsinnat, " +
    "ikkunsinnata, kunsinnat",
  id:
    "cyf, cyfeirnod, uimh, uimhir, rhif, numri, referenca, tilvísun, auðkenni, нумар, ідэнтыфікатар, numru, referenza",
  taxid: "nipt, nuis, numri fiskal, numri i nipt, едб, даночен број, vsk númer, vsk nr, унп, numru tal-vat",
  // Icelandic "kennitala" is a person's (or a company's) registry number: no sale record keeps it.
  nationalid: "numri personal, kennitala, numru tal-karta tal-identità, karta tal-identità",
  sku: "kodi i produktit, kodi i artikullit, shifra e produktit, шифра на производ, шифра на артикл, vörunúmer, " +
    "vörunr, артыкул, код тавару, kodiċi tal-prodott, kodiċi tal-oġġett",
  barcode: "barkodi, strikamerki, штрыхкод",
  customer:
    "cwsmer, custaiméir, chustaiméara, custaiméara, klienti, klientit, blerës, blerësi, blerësit, нарачател, клиентот, купувачот, viðskiptavinur, " +
    "viðskiptavinar, viðskiptamaður, kaupandi, kaupanda, greiðandi, пакупнік, пакупніка, кліент, кліента, заказчык, " +
    "замоўца, плацельшчык, klijenti, xerrej, tal-klijent, tax-xerrej",
  sender: "dërguesi, dërgues, испраќач, sendandi, адпраўшчык, адпраўнік, il-mittent",
  merchant: "shitësi, furnizues, furnizuesi, добавувач, seljandi, söluaðili, birgir, прадавец, пастаўшчык, bejjiegħ",
  company:
    "firmekonto, kompania, kompani, emri i kompanisë, biznesi, компанија, назив на фирма, назив на компанија, fyrirtæki, " +
    "nafn fyrirtækis, кампанія, арганізацыя, назва кампаніі, kumpanija, isem tal-kumpanija, negozju",
  name:
    "enw, ainm, numm, emri, emri i plotë, emri dhe mbiemri, emri mbiemri, име и презиме, целосно име, nafn, fullt nafn, heiti, " +
    "імя прозвішча, поўнае імя, найменне, isem, isem sħiħ, isem u kunjom",
  firstname: "emri i parë, fornafn, eiginnafn, l-ewwel isem, ewwel isem",
  lastname: "mbiemri, mbiemër, eftirnafn, kenninafn, föðurnafn, прозвішча, kunjom",
  email:
    "e-bost, ebost, ríomhphost, posta elektronike, adresa e emailit, adresa e email, е-пошта адреса, електронска пошта, емаил, netfang, " +
    "tölvupóstur, tölvupóstfang, электронная пошта, imejl, posta elettronika, indirizz elettroniku, " +
    "indirizz tal-email",
  phone:
    "ffôn, fôn, rhif ffôn, telefoni, numri i telefonit, nr telefoni, телефонски број, број на телефон, sími, símanúmer, farsími, " +
    "símanr, тэлефон, нумар тэлефона, мабільны, mowbajl, numru tat-telefon, numru tal-mowbajl",
  url: "lidhja, врска, vefslóð, tengill, hlekkur, спасылка, sit elettroniku",
  address: "seoladh, cyfeiriad, rruga, adresa e dërgesës, heimilisfang, götuheiti, адрас, вуліца, indirizz, triq",
  housenumber: "numri i shtëpisë, куќен број, húsnúmer, нумар дома, numru tad-dar, numru tal-bieb",
  city:
    "baile, cathair, baile/cathair, tref, uertschaft, borg, belt, raħal, qyteti, qytet, komuna, општина, sveitarfélag, staður, bær, горад, населены пункт, raħal, lokalità",
  region: "qarku, rajoni, prefektura, landshluti, sýsla, вобласць, раён, рэгіён, reġjun, distrett",
  postal:
    "cod post, éirchód, postchód, kodi postar, kod postar, поштенски код, поштенски број, póstnúmer, паштовы індэкс, індэкс, " +
    "kodiċi postali, post kodiċi",
  country: "tír, gwlad, shteti, shtet, земја, земјата, ríki, pajjiż",
  status: "statws, stádas, statusi, gjendja, состојба, staða",
  rate: "norma tatimore, përqindja, përqindje, kursi, стапка, hlutfall, prósenta, gengi, стаўка, працэнт, " +
    "perċentwal",
  quantity: "copë, sasia, sasi, numri i copëve, парчиња, magn, fjöldi, колькасць, kwantità, biċċiet",
  weight: "pesha, peshë, þyngd, piż",
  description:
    "што купілі, përshkrimi, pershkrimi, ferð, lýsing, përshkrimi, përshkrim, vörulýsing, апісанне, deskrizzjoni",
  note: "shënim, shënime, shënimi, koment, komente, забелешка, белешка, athugasemd, athugasemdir, skilaboð, заўвага, " +
    "каментарый, нататка, прымечанне, noti, kumment, kummenti, rimarki",
  reason: "arsyeja, arsye, ástæða, прычына, raġuni",
  title: "titulli, наслов, titill, загаловак",
  method: "mënyra, mënyra e pagesës, mënyra e pagimit, metoda, метод, начин на плаќање, greiðslumáti, greiðsluleið, " +
    "aðferð, спосаб, спосаб аплаты, metodu, metodu tal-ħlas, metodu ta' ħlas",
  type: "lloji, tegund, gerð, flokkur, тып, катэгорыя, tipu",
  tracking:
    "rakning, rakningar, rakningarnr, следење, numri i gjurmimit, gjurmimi, kodi i gjurmimit, број за следење, следење, број на пратка, " +
    "rakningarnúmer, sendingarnúmer, rakning, трэк нумар, нумар адпраўлення, адсочванне, numru tat-traċċar, traċċar",
  shipping:
    "испорака, испораката, transporti, dërgesa, dërgesë, dërgesës, dërgimi, dërgimit, kosto e transportit, испорака, пратка, " +
    "трошоци за достава, sendingar, sendingarkostnaður, flutningur, flutningskostnaður, burðargjald, дастаўка, " +
    "адпраўка, kunsinna, spedizzjoni, trasport, tal-kunsinna",
  delivery: "dorëzim, dorëzimi, afhending, afhendingar",
  carrier: "korrier, korrieri, transportuesi, kompania e transportit, курирска служба, курирска компанија, " +
    "flutningsaðili, flutningafyrirtæki, перавозчык, служба дастаўкі, кур'ер, kurrier, kumpanija tal-kunsinna",
  unitprice:
    "çmimi/njësi, çmimi për njësi, çmim njësie, çmimi njësi, çmim për njësi, единечна цена, цена по парче, цена за парче, " +
    "einingaverð, verð á einingu, stykkjaverð, цана за адзінку, цана за шт, prezz għal kull unità, prezz kull unità, " +
    "prezz unitarju",
  recipient: "marrësi, marrësit, примач, viðtakandi, móttakandi, атрымальнік, destinatarju, riċevitur, " +
    "tad-destinatarju",
  billing: "faturimi, adresa e faturimit, адреса за наплата, fatturazzjoni",
  product:
    "προϊόντων, προϊόντα, produkti, produktit, artikull, artikulli, artikullit, артикл, vörur, vöru, тавар, тавару, прадукт, " +
    "prodott, prodotti, oġġett, oġġetti, tal-prodott, tal-oġġett",
  variant: "stærð, litur, stærðir, litir, varianti, afbrigði, варыянт, varjant, daqs, kulur",
  brand: "kortategund, tegund korts, brendi, vörumerki, брэнд",
  card: "kort, kartela, картичка, kortið",
  account: "llogaria, llogari, банкарска сметка, жиро сметка, банкаўскі рахунак, разліковы рахунак, kont",
  order:
    "archeb, ordú, ordaithe, ordaí, нарачка, нарачката, нарачки, porosi, porosia, porosisë, нарачка, нарачки, нарачката, pöntun, pantanir, pöntunar, замова, замовы, ordni, " +
    "ordnijiet, tal-ordni",
  purchaseorder: "urdhër blerje, нарачка за набавка, innkaupapöntun, замова на закупку",
  // Belarusian "рахунак" is an invoice in a sales sheet; a bank account is "банкаўскі рахунак".
  invoice: "faturë, faturës, фактурата, reikningur, reiknings, рахунак, рахунак фактура, fattura tal-bejgħ, " +
    "tal-fattura",
  receipt:
    "kvittunarnr, kvittunarnúmer, kvittun, kupon fiskal, kuponi fiskal, dëftesë, фискална сметка, чэк, квітанцыя, irċevuta",
  // Albanian "pagesa", "pagesë" alone would read English "Pages": the payment is read after its article.
  payment:
    "talu, íocaíocht, плацяжу, плацёж, e pagesës, i pagesës, плаќање, уплата, greiðsla, greiðslu, færsla, аплата, плацёж, транзакцыя, ħlas, " +
    "tranżazzjoni, tal-ħlas",
  weak: "informacion, upplýsingar, інфармацыя, informazzjoni, kodiċi",
  qualifier:
    "апошнія, aħħar, l-aħħar, fundit, e fundit, i fundit, последен, последна, síðast, síðasta, апошні, апошняя, l-aħħar",
  unshipped: "fós le seoladh, për t'u dërguar, për tu dërguar, copë për t'u dërguar"
}
