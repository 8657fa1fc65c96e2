/**
 * The lexicon's concepts in Bulgarian, Croatian, Serbian (both scripts), Bosnian and Slovenian. Keys are concept
 * ids of lexicon.ts. Words these languages share with Russian or Polish ("телефон", "дата", "adresa") are in those
 * regions' lists already. Two-letter words are left out, as elsewhere: too many headers hold them as something else.
 */
export const southEasternEuropeWords: Readonly<Record<string, string>> = {
  firstname: "ime",
  unshipped: "неизпратени",
  amount:
    "сума, стойност, обща сума, крайна сума, общо, iznos, ukupno, ukupan iznos, vrijednost, cijena, znesek, skupaj, vrednost, износ, укупно, вредност, цена",
  net: "нето, сума без ддс, данъчна основа, osnovica, iznos bez pdv, osnova, основица",
  subtotal:
    "međuzbir, medjuzbir, междинна сума, обявена стойност, međuzbroj, deklarirana vrijednost, vmesna vsota, међузбир",
  tax: "ддс, данък, pdv, ddv, porez, iznos pdv, davek, порез",
  discount: "отстъпка, popust, попуст",
  coupon:
    "koda popust, kod popust, koda za popust, kod za popust, купон, код за отстъпка, kod za popust, купон за попуст",
  fee: "такса, комисиона, naknada, provizija, nadomestilo, накнада, провизија",
  refund:
    "върнати, върнато, възстановени, възстановено, кредит-нота, кредит нота, кредитна нота, възстановяване, възстановена сума, povrat, povrat novca, vračilo, повраћај",
  // Cash on delivery is what the courier collects: what is left to pay.
  balance: "остатък, дължима сума, наложен платеж, za platiti, preostalo, pouzeće, otkupnina, za plačilo, преостало",
  paid:
    "naplaćeno, naplaceno, платен износ, уплатен износ, платено на, платена на, платено, платена сума, plaćeno, uplaćeno, plačano, плаћено",
  currency: "валута, valuta",
  date: "datum, датум, vrijeme, време",
  created:
    "nakupa, datum nakupa, дата на издаване, дата на издаването, дата на поръчка, дата на създаване, datum izdavanja, datum narudžbe, datum izdaje, datum naročila, датум издавања, датум поруџбине",
  updated: "актуализирана, последна промяна, ažurirano, zadnja izmjena, posodobljeno, ажурирано",
  due:
    "доспева на, доспева, рок на плаќање, падеж, срок за плащане, datum dospijeća, dospijeće, rok plaćanja, rok plačila, рок плаћања, датум доспећа",
  canceled: "otkazano, otkaza, otkazivanja, отказана, анулирана, otkazano, stornirano, preklicano, отказано",
  // "Datum slanja" is the day it was sent; "slanja" alone (of sending, "Status slanja") names the shipping.
  shipped: "predare, predat curierului, изпратена, изпратено, poslano, otpremljeno, odposlano, послато, datum slanja",
  delivered: "доставена, isporučeno, dostavljeno, испоручено",
  id: "номер, broj, identifikator, številka, број",
  sku: "šifra, šifra artikla, šifra proizvoda, артикулен номер, код на продукт, шифра артикла",
  customer:
    "гост, гости, gosta, gost, купца, купац, клиент, купувач, kupac, kupca, klijent, naručitelj, kupec, stranka, naročnik",
  merchant: "продавач, доставчик, prodavatelj, dobavljač, prodajalec, dobavitelj, продавац",
  company:
    "правно лице, pravno lice, фирма купца, tvrtka, tvrtke, фирма, дружество, tvrtka, naziv tvrtke, poduzeće, podjetje, naziv podjetja, предузеће",
  name: "име и фамилия, имя и фамилия, име, имена, naziv, ime i prezime, ime in priimek, назив",
  lastname: "фамилия, prezime, priimek, презиме",
  email: "mejl, имейл, е-мейл, електронна поща, e-pošta, е-пошта, имејл",
  phone: "мобилен, mobitel, gsm",
  url: "линк, връзка, poveznica, povezava, веза",
  address: "адрес, naslov, адреса",
  housenumber: "номер на улица, kućni broj, hišna številka, кућни број",
  city: "град, населено място, grad, mjesto, место",
  region: "област, županija, regija, округ",
  postal:
    "poštanski, postanski, поштански број, поштански бр, пощенски код, пощ код, poštanski broj, poštanski br, pbr, poštna številka, poštna št",
  country: "държава, država, zemlja, држава, земља",
  status: "статус, състояние, stanje, стање",
  rate: "tečaj, menjalni tečaj, ставка, stopa, stopnja, стопа",
  quantity: "ком, кол, количество, брой, količina, komada, kom, kol, količina kosov, количина",
  weight: "тегло, težina, teža, тежина",
  description: "услуга, опис, описание, съдържание",
  note: "бележка, забележка, napomena, bilješka, komentar, opomba, напомена",
  reason: "причина, razlog, разлог",
  method: "начин, način, начин на плащане, način plaćanja, način plačila",
  type: "вид, vrsta, врста",
  channel: "маркет, маркетплејс, пазар",
  shipby:
    "otpremiti do, rok odpreme, rok za odpremo, срок за изпращане, рок за слање, рок за испоруку, изпрати до, да се изпрати до",
  tracking: "товарителница, номер на товарителница, проследяване, broj pošiljke, praćenje pošiljke, sledenje, праћење",
  shipping:
    "dostavu, dostave, pošiljke, pošiljka, поштарина, доставка, изпращане, dostava, isporuka, otprema, poštarina, poštnina, достава, испорука, slanje, slanja",
  carrier: "куриер, куриерска фирма, dostavna služba, kurirska služba, kurir, курир",
  unitprice: "единична цена, ед цена, цена за брой, jedinična cijena, cijena kom, cena na enoto, јединична цена",
  recipient: "получател, primatelj, prejemnik, прималац",
  product: "usluga, usluge, artikal, artikl, продукт, стока, стоки, proizvod, artikl, roba, izdelek, производ, артикал",
  variant: "culoare, варијанта, вариант, varijanta, različica, veličina, velicina, boja",
  brand: "марка, znamka",
  card: "карта, kartica, картица",
  order:
    "куповине, куповина, kupovine, kupovina, поръчка, поръчки, narudžba, narudžbe, narudžbina, porudžbina, porudžbine, naročilo, naročila, поруџбина",
  invoice: "фактура, račun, računa, рачун",
  payment: "плащането, плащане, плащане, plaćanje, uplata, plaćanja, plačilo, плаћање",
  taxid: "pib",
  qualifier: "последни",
  receipt: "разписка",
  settled: "disponibil, disponibil din"
}
