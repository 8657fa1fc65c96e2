/**
 * The lexicon's concepts in Polish, Czech, Slovak, Hungarian, Romanian,
 * Greek, Russian, Ukrainian and Turkish. Keys are concept ids of lexicon.ts.
 * Two-letter words (Turkish "ad", "il", Hungarian "ár") are left out: too
 * many headers hold them as something else.
 */
export const centralEasternEuropeWords: Readonly<Record<string, string>> = {
  deliverby: "várható kézbesítés",
  failure: "sikertelen, sikertelen fizetés, απόρριψης, απόρριψη",
  shipby:
    "expedovat do, odeslat do, expedovať do, feladási határidő, son kargolama, son kargolama tarihi, expediere până la, expediere pana la, odoslať do, odoslat do, legkésőbbi feladás, nadać do, nadac do, odeslat do, odeslat nejpozději",
  unshipped: "feladandó, do wysłania, do wysyłki",
  taxid: "vkn, tckn, vkn/tckn, єдрпоу, іпн",
  neighborhood: "район, микрорайон",
  receipt: "чека, potwierdzenie, potw, účtenka, účtenky, uctenka, chitanței, chitantei",
  amount: "kwota, suma, cena, wartość, razem, do zapłaty, kwota brutto, wartość brutto, částka, celkem, cena celkem, " +
    "hodnota, k úhradě, čiastka, spolu, celková suma, összeg, végösszeg, fizetendő, bruttó, sumă, bani, valoare, preț, " +
    "pret, total de plată, ποσό, σύνολο, τιμή, αξία, συνολικό ποσό, сумма, итого, всего, цена, стоимость, " +
    "сума, ціна, вартість, разом, tutar, toplam, fiyat, bedel, toplam tutar, genel toplam",
  net:
    "к зачислению, netto, wartość netto, kwota netto, bez dph, základ daně, základ dane, nettó, fără tva, καθαρό, καθαρή αξία, нетто, " +
    "net tutar, matrah, převedená částka, vyplacená částka, kwota wypłaty, kifizetett összeg, сумма к выплате, bază impozabilă, baza impozabila",
  subtotal: "suma częściowa, wartość deklarowana, deklarovaná hodnota, hodnota zásilky, valoare declarată, " +
    "valoare declarata, " +
    "объявленная ценность, оголошена вартість, beyan edilen değer, mezisoučet, medzisúčet, részösszeg, subtotal, μερικό σύνολο, промежуточный итог, " +
    "проміжний підсумок, ara toplam",
  costprice:
    "preț de cost, preţ de cost, pret de cost, cena zakupu, nákupní cena, nákupná cena, beszerzési ár, preț de achiziție, τιμή αγοράς, " +
    "закупочная цена, себестоимость, собівартість, alış fiyatı, maliyet, cost producție, cost de producție, " +
    "cost de achiziție, cost achiziție",
  tax: "podatek, vat, podatek vat, daň, dph, adó, áfa, tva, impozit, φπα, φόρος, ндс, налог, пдв, податок, " +
    "vergi, kdv",
  discount:
    "зніжка, rabat, zniżka, upust, sleva, zľava, kedvezmény, engedmény, reducere, έκπτωση, скидка, знижка, indirim, " +
    "iskonto",
  coupon: "kod rabatowy, kupon, slevový kód, zľavový kód, kuponkód, cod de reducere, cupon, κουπόνι, " +
    "κωδικός έκπτωσης, промокод, купон, kupon kodu, indirim kodu",
  fee: "opłata, prowizja, poplatek, provize, poplatok, díj, jutalék, comision, comisionul, προμήθεια, χρέωση, " +
    "комиссия, сбор, комісія, збір, ücret, komisyon, masraf, koszt, koszty",
  refund:
    "повернено, vratka, vratky, vratku, zwrot, zwrot środków, zwrócono, zwrócone, refundacja, vrácení, vrátené, refundace, visszatérítés, " +
    "visszatérített, visszatérítve, rambursare, rambursat, επιστροφή, επιστροφή χρημάτων, возврат, повернення, iade, geri ödeme",
  balance:
    "tartozás, zbývá, zbývá uhradit, zostáva, saldo, do zapłaty pozostało, pobranie, kwota pobrania, dobírka, dobírková částka, dobírkou, dobierka, " +
    "utánvét, utánvétel, utánvételi, utánvételi összeg, ramburs, " +
    "наложенный платеж, наложений платіж, kapıda ödeme, zůstatek, zostatok, egyenleg, hátralék, rest de plată, υπόλοιπο, " +
    "остаток, задолженность, залишок, bakiye, kalan, zbývá uhradit, zbývá zaplatit, zostáva uhradiť",
  paid:
    "încasării, încasat, încasare, wpłaty, wpłata, befizetve, befizetés, befizetett, отримано, zapłaty, data zapłaty, zapłacona, получено, befolyt, befolyt összeg, otrzymano, εισπράχθηκε, jóváírt, jóváírva, wpłacona, wpłacono, wpłacone, zapłacono, opłacone, zaplaceno, uhrazeno, zaplatené, kifizetve, fizetve, plătit, încasat, πληρώθηκε, " +
    "εξοφλήθηκε, оплачено, сплачено, ödendi, tahsil edildi",
  currency: "waluta, měna, mena, pénznem, deviza, valută, monedă, νόμισμα, валюта, para birimi, döviz",
  date:
    "ideje, időpontja, data, datum, dátum, dată, dátuma, időpont, kelte, czas, čas, ημερομηνία, ώρα, дата, время, час, tarih, zaman, saat",
  created:
    "regisztráció, regisztráció dátuma, regisztrálva, дата рэгістр, дата рэгістрацыі, kelt, kelte, data wystawienia, wystawienia, wystawiono, zakupu, data zakupu, kiállítás, kiállítva, дата виставлення, виставлено, utworzono, utworzenia, data utworzenia, data zamówienia, vytvořeno, datum vytvoření, vytvorené, datum objednávky, " +
    "datum vystavení, vystavení, vystaveno, dátum vystavenia, datum založení, založení, založeno, " +
    "data emiterii, emiterii, emitere, data emiterei, " +
    "dátum objednávky, létrehozva, létrehozás, rendelés dátuma, creat, data creării, data comenzii, δημιουργήθηκε, " +
    "ημερομηνία δημιουργίας, ημερομηνία παραγγελίας, ημερομηνία αγοράς, создан, создано, дата создания, дата выставления, выставлен, выставлено, дата заказа, створено, " +
    "дата створення, oluşturulma, oluşturma tarihi, sipariş tarihi, " +
    // An order's arrival at the shop ("Дата поступления заказа") is when it was placed.
    "дата поступления, поступление заказа, дата надходження",
  settled:
    "értéknap, data rozliczenia, data wypłaty, datum převodu, datum vyplacení, dátum prevodu, dátum vyplatenia, " +
    "kifizetés dátuma, jóváírás dátuma, data decontării, дата зачисления, дата расчета, дата выплаты, дата зарахування, εκκαθάριση, εκκαθάρισης, ημερομηνία εκκαθάρισης",
  updated:
    "módosítás, utolsó módosítás, zmiany, zmiana, ostatniej zmiany, оновлення, останнє оновлення, zaktualizowano, zmieniono, aktualizováno, změněno, aktualizované, módosítva, frissítve, actualizat, " +
    "modificat, actualizare, ultima actualizare, ultima modificare, aktualizacja, ostatnia aktualizacja, aktualizace, " +
    "frissítés, utolsó frissítés, ενημερώθηκε, ενημέρωση, обновлен, обновлено, обновление, изменен, оновлено, " +
    "güncellendi, güncelleme",
  due: "termin płatności, termin, splatnost, datum splatnosti, dátum splatnosti, fizetési határidő, esedékesség, " +
    "határidő, scadență, scadenta, data scadenței, λήξη, προθεσμία, срок оплаты, оплатить до, термін оплати, vade, " +
    "son ödeme tarihi",
  canceled:
    "lemondva, lemondás, lemondták, ακύρωσης, ακύρωση, anulowania, anulowanie, anulowano, anulowane, anulowany, anulowano, anulowane, zrušeno, zrušené, stornováno, törölve, sztornó, anulat, ακυρώθηκε, отменен, " +
    "отменено, скасовано, iptal, iptal edildi, отмена, отмены, скасування",
  shipped:
    "feladott, gönderilen, gonderilen, відвантажено, wysłano, wysłane, odesláno, odoslané, kiszállítva, feladva, expediat, απεστάλη, " +
    "отправлен, отправлено, відправлено, kargolandı, gönderildi",
  delivered: "doręczono, dostarczono, doručeno, doručené, kézbesítve, livrat, παραδόθηκε, доставлен, доставлено, " +
    "teslim edildi",
  id: "numer, nr, identyfikator, číslo, čís, azonosító, szám, sorszám, număr, numar, αριθμός, α α, " +
    "номер, идентификатор, ідентифікатор, numara, kimlik, referans, no su",
  sku: "kod produktu, indeks, kód zboží, katalogové číslo, cikkszám, termékkód, cod produs, " +
    "κωδικός προϊόντος, артикул, штрихкод, штрих код, ürün kodu, stok kodu, barkod",
  customer:
    "клієнтка, fizető, befizető, kupujący, kupującego, kupujacego, покупця, klient, kupujący, nabywca, płatnik, zamawiający, zákazník, kupující, odběratel, odberateľ, " +
    "plátce, vevő, vásárló, ügyfél, megrendelő, client, cumpărător, plătitor, " +
    "πελάτης, πελάτη, αγοραστής, покупатель, клиент, заказчик, плательщик, покупець, клієнт, " +
    "замовник, платник, müşteri, ödeyen",
  pickuppoint: "paczkomat, paczkomaty, punkt odbioru, punktu odbioru, výdejní místo, výdejního místa, " +
    "cílová pobočka, výdajné miesto, csomagautomata, automata, átvételi pont, átvételi automata, csomagpont, " +
    "punct de ridicare, easybox, постамат, пункт выдачи, поштомат, пункт видачі, teslimat noktası",
  sender: "nadawca, odesílatel, odosielateľ, feladó, expeditor, αποστολέας, отправитель, відправник, gönderici, " +
    "gönderen",
  merchant: "sprzedawca, dostawca, prodávající, dodavatel, predávajúci, eladó, szállító, forgalmazó, vânzător, " +
    "furnizor, πωλητής, προμηθευτής, продавец, поставщик, продавець, постачальник, satıcı, tedarikçi, mağaza",
  company:
    "cégnév, céges, firma ünvanı, ünvan, unvan, persoană juridică, persoana juridica, firmowe, firmowy, firmowa, kurumsal, firma, nazwa firmy, spółka, společnost, název firmy, spoločnosť, cég, cégnév, vállalat, companie, " +
    "societate, denumire firmă, εταιρεία, επωνυμία, компания, организация, название компании, компанія, " +
    "організація, şirket, firma adı, unvan",
  name:
    "meno a priezvisko, ismi, neve, nazwa, imię i nazwisko, jméno, jméno a příjmení, meno, meno a priezvisko, název, názov, név, teljes név, " +
    "nume, nume complet, nume și prenume, όνομα, ονοματεπώνυμο, ονομασία, имя, фио, наименование, название, ім'я, " +
    "піб, назва, isim, adı, ad soyad, adı soyadı, ünvan",
  firstname: "imię, křestní jméno, krstné meno, keresztnév, utónév, prenume, μικρό όνομα, имя, ім'я",
  lastname: "nazwisko, příjmení, priezvisko, vezetéknév, családi név, nume de familie, επώνυμο, фамилия, прізвище, " +
    "soyad, soyadı",
  email: "e mail, adres e mail, adres email, emailová adresa, e mailová adresa, e mail cím, email cím, " +
    "adresă de e mail, adresa de email, ηλεκτρονικό ταχυδρομείο, διεύθυνση email, электронная почта, эл почта, " +
    "почта, електронна пошта, e posta, eposta, e posta adresi",
  phone:
    "тэл, telefon, numer telefonu, tel kom, komórka, komórkowy, tel komórkowy, telefon komórkowy, telefonní číslo, mobil, telefónne číslo, telefonszám, " +
    "mobilszám, număr de telefon, τηλέφωνο, κινητό, телефон, номер телефона, мобильный, номер телефону, " +
    "мобільний, telefon numarası, cep telefonu, gsm",
  url: "adres url, odkaz, hivatkozás, weboldal, σύνδεσμος, ссылка, посилання, bağlantı",
  address:
    "címe, açık adres, acik adres, adres, ulica, adresa, ulice, cím, utca, lakcím, adresă, strada, stradă, διεύθυνση, οδός, адрес, улица, " +
    "адреса, вулиця, adresi, sokak, cadde, fatura adresi, adres rozliczeniowy",
  housenumber:
    "numer domu, nr domu, číslo popisné, číslo domu, házszám, număr stradă, αριθμός οδού, дом, номер дома, " +
    "будинок, bina no",
  city: "miasto, miejscowość, město, obec, mesto, város, település, helység, oraș, oras, localitate, πόλη, " +
    "город, населенный пункт, місто, населений пункт, şehir, ilçe",
  region:
    "jud, raion, raionul, штат, województwo, περιοχή, megye, județ, judet, νομός, περιφέρεια, область, регион, край, " +
    "province, eyalet, bölge",
  postal:
    "індекс, kod pocztowy, psč, psc, poštovní směrovací číslo, irányítószám, irsz, irszam, cod poștal, cod postal, τ κ, " +
    "ταχυδρομικός κώδικας, индекс, почтовый индекс, поштовий індекс, posta kodu",
  country: "kraj, państwo, země, stát, krajina, štát, ország, țară, tara, χώρα, страна, країна, ülke",
  status: "stan, status, stav, állapot, státusz, stare, κατάσταση, статус, состояние, стан, durum",
  rate: "procent, stawka, sazba, sadzba, százalék, kulcs, cotă, ποσοστό, συντελεστής, процент, ставка, " +
    "відсоток, oran, yüzde, kurs, kurz, árfolyam, curs",
  quantity: "ilość, liczba, szt, sztuk, množství, počet, ks, kusů, množstvo, mennyiség, darab, cantitate, " +
    "buc, bucăți, ποσότητα, τεμάχια, τεμ, количество, кол во, шт, кількість, miktar, adet, к-сть, к сть",
  weight: "waga, masa, hmotnost, hmotnosť, súly, tömeg, greutate, greutatea, βάρος, вес, масса, вага, ağırlık",
  description:
    "destinația plății, destinaţia plăţii, destinatia platii, за что, opis, popis, předmět plnění, předmět, leírás, megnevezés, közlemény, descriere, denumire, περιγραφή, описание, опис, açıklama, tanım",
  note:
    "uwagi, sipariş notu, notu, komentarz, notatka, uwaga, poznámka, poznámky, komentář, megjegyzés, észrevétel, observații, " +
    "observatii, comentariu, mențiuni, σχόλια, σημειώσεις, παρατηρήσεις, комментарий, примечание, коментар, " +
    "примітка, notlar, yorum",
  reason: "oka, powód, przyczyna, důvod, dôvod, indok, motiv, αιτία, λόγος, причина, neden, sebep",
  title: "désignation, designação, designazione, tytuł, název položky, titlu, τίτλος, заголовок, başlık",
  // A delivery method ("Способ доставки", "Sposób dostawy") is read as its words: shipping, then method.
  method: "способ, спосіб, sposób, způsob, spôsob, mód, τρόπος, способ оплаты, платежная система, " +
    "платіжна система, metoda płatności, sposób płatności, forma płatności, způsob platby, spôsob platby, " +
    "fizetési mód, metodă de plată, modalitate de plată, τρόπος πληρωμής, спосіб оплати, ödeme yöntemi, " +
    "ödeme şekli, yöntem, módja, платежное средство, платежного средства, платіжний засіб, платіжного засобу",
  type:
    "cins, cinsi, türü, typ, rodzaj, kategoria, druh, típus, fajta, categorie, τύπος, κατηγορία, тип, вид, категория, " +
    "категорія, tür, kategori",
  tracking:
    "numer nadania, nr nadania, nr przesyłki, nr listu przewozowego, numer przesyłki, numer listu przewozowego, list przewozowy, číslo zásielky, číslo zásilky, sledování, " +
    "nyomkövetési szám, küldeményazonosító, awb, număr de urmărire, αριθμός αποστολής, трек номер, трек, " +
    "номер отслеживания, номер відправлення, takip numarası, kargo takip, takip, takip no, ттн, номер ттн, csomagszám, csomagazonosító",
  channel:
    "vir, magazin, piactér, маркетплейс, kanał, źródło, kanál, zdroj, csatorna, forrás, canal, sursă, κανάλι, πηγή, канал, источник, джерело, " +
    "kanal, kaynak",
  shipping:
    "відправки, відправка, wysyłka, dostawa, dostawy, przesyłka, doprava, dopravy, poštovné, doručení, dodání, zásilka, doručenie, " +
    "szállítás, kiszállítás, szállítási, livrare, livrării, livrarii, doručovací, doručovacia, expediere, transport, αποστολή, παράδοση, " +
    "доставка, отправка, отгрузка, отгрузки, kargo, kargolama, teslimat, gönderim, μεταφορικά, έξοδα αποστολής",
  carrier:
    "przewoźnik, przewoznik, kurier, kurýr, kuriér, dopravce, kurýr, prepravca, futárszolgálat, futár, curier, μεταφορική, εταιρεία courier, перевозчик, " +
    "служба доставки, транспортная компания, курьерская служба, курьер, перевізник, кур'єрська служба, кур'єр, " +
    "kargo firması, kargo şirketi",
  unitprice:
    "jednotková cena, cena za kus, cena za jednotku, cena jednostkowa, cena jedn, cena za szt, egységár, τιμή μονάδας, цена за единицу, " +
    "цена за шт, ціна за одиницю, birim fiyat, birim fiyatı, τιμή τεμ, τιμή τεμαχίου",
  recipient:
    "отримувач, odbiorca, adresat, adresát, příjemce, prijímateľ, címzett, destinatar, παραλήπτης, παραλήπτη, получатель, одержувач, адресат, alıcı",
  billing: "adres rozliczeniowy, fakturace, fakturačná, fakturační, számlázási, számlázás, facturare, τιμολόγηση, " +
    "fatura adresi",
  product:
    "изделие, изделия, послуга, послуги, услуга, услуги, hizmet, produkt, towar, artykuł, pozycja, zawartość, conținut, continut, obsah zásilky, zboží, položka, tovar, termék, áru, tétel, produs, articol, προϊόν, " +
    "είδος, товар, продукт, позиция, товару, ürün, номенклатура, номенклатуры",
  variant:
    "колір, розмір, wariant, varianta, variant, változat, variantă, παραλλαγή, вариант, варіант, varyant, seçenek",
  brand: "marka, značka, márka, marcă, μάρκα, бренд, марка, торговая марка",
  card: "karta, kártya, card, κάρτα, карта, картка, kart",
  account: "konto, rachunek, účet, účtu, bankszámla, cont, λογαριασμός, счет, счёт, рахунок, hesap",
  order:
    "κράτησης, κράτηση, comenzii, comenzi, zamówienie, zamówienia, sprzedaż, παραγγελίας, objednávka, objednávky, prodej, predaj, rendelés, megrendelés, eladás, " +
    "comandă, comanda, vânzare, παραγγελία, πώληση, заказ, продажа, замовлення, продаж, sipariş, satış",
  purchaseorder:
    "obj zákazníka, objednávka zákazníka, číslo objednávky zákazníka, zamówienie zakupu, objednávka nákupu, beszerzési rendelés, comandă de achiziție, " +
    "εντολή αγοράς, заказ на закупку, satın alma siparişi",
  invoice:
    "рахунок, рахунку, счёта, faktura, fakturę, faktury, számla, factură, factura, τιμολόγιο, счет фактура, накладная, рахунок фактура, " +
    "fatura",
  payment:
    "операции, операция, plății, plăţii, plata, plată, płatność, płatności, transakcja, platba, platby, úhrada, úhrady, transakce, platba kartou, fizetés, tranzakció, plată, " +
    "tranzacție, операції, операція, транзакції, транзакція, πληρωμή, συναλλαγή, оплата, платеж, платёж, транзакция, платіж, ödeme, işlem",
  delinquent: "даўжнік, должник, боржник"
}
