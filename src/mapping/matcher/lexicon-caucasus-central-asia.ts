/**
 * The lexicon's concepts in Azerbaijani, Kazakh (Cyrillic, and the Latin letters some merchants write it in), Uzbek
 * (Latin and Cyrillic), Georgian and Armenian. Keys are concept ids of lexicon.ts. Words these languages share with
 * Turkish or Russian ("vergi", "telefon", "клиент", "артикул", "промокод", "комиссия") are in those lists already.
 * Headers put the possessive or genitive on the noun, and the tokeniser reads only Turkish "-ı/-i/-sı/-si" on long
 * words: "nömrəsi", "müştərinin", "raqami", "mijozning", "нөмірі", "тапсырыстың", Georgian "შეკვეთის" and Armenian
 * "պատվերի" are listed whole ("Sifariş nömrəsi", "შეკვეთის ნომერი": the order's number). Uzbek "oʻ", "gʻ" with an
 * apostrophe split the word ("To'lov" is read as the phrase "to lov"), with the turned comma they do not: both are
 * listed, and the spelling without either. The VAT (ƏDV, ҚҚС, QQS, დღგ, ԱԱՀ) is the tax on its own; without it
 * ("ƏDV-siz", "ҚҚС-сыз", "QQSsiz", "დღგ-ს გარეშე", "առանց ԱԱՀ") it is a net amount, with it an amount, listed as
 * phrases. Kazakh "аты" is a first name beside a surname, a name on its own, as Lithuanian "vardas" is.
 * Azerbaijani "ünvan" (address) is Turkish "ünvan" (a title, a company's name): it is read in its phrases only
 * ("Çatdırılma ünvanı", "Faktura ünvanı"), the delivery address as an address alone (listed as the shipping's too,
 * it took the shipping's cost). Azerbaijani "alıcı" (buyer) is left to the Turkish reading, a recipient.
 * Left out: two-letter words, as elsewhere (Azerbaijani "ad", "ev", Kazakh "ел", Uzbek "uy"); Uzbek "sana" (date)
 * alone, as a compound's head it reads Latvian "-šanas" nouns ("izveidošanas") and Finnish "salasana" ("sanasi" and
 * its phrases are listed); Uzbek "STIR" alone (Turkish verbs in "-leştir"; "STIR raqami" is listed), "ismi" as a
 * first name (Turkish "ismi" is a name), "rang" (English) and "ранги" (Russian ranks); Kazakh "дана" (pieces: Russian
 * "создана" would split at it) and Latin "tegi" (Turkish "desteği"); Azerbaijani "gün" (Turkish day), "borc"
 * (Turkish "borç" is a debit), "faiz" (Turkish interest), "ölçü" (Turkish "Ölçü birimi", a unit of measure), "növ"
 * (Nov), "rayon" (French), "çek" (a Turkish cheque); Latin "indeks" (Polish, a product's index); "pochta" and
 * "пошта" alone (Ukrainian "Нова пошта" is a carrier), read in the e-mail's and postal code's phrases.
 */
export const caucasusCentralAsiaWords: Readonly<Record<string, string>> = {
  shipby:
    "oxirgi jo'natish sanasi, oxirgi jo‘natish sanasi, jo'natish muddati, жөнөтүү мөөнөтү, jo'natish muddati, jonatish muddati",
  unshipped: "gözləyir, yuborilmagan",
  amount:
    "жалпы сомасы, жалпы сома, თანხა, jami summa, jami, məbləğ, məbləği, ümumi məbləğ, yekun məbləğ, cəmi, yekun, qiymət, qiyməti, dəyər, dəyəri, " +
    "ödəniləcək məbləğ, ədv daxil, ədv ilə, " +
    "сома, сомасы, жалпы сома, қорытынды сома, барлығы, баға, бағасы, құны, төленетін сома, ққс мен, ққс қоса, " +
    "ққс қоса алғанда, soma, somasy, jalpy soma, bagasy, baǵasy, " +
    "summasi, umumiy summa, jami, jami summa, narx, narxi, qiymat, qiymati, qqs bilan, " +
    "суммаси, умумий сумма, жами, нарх, нархи, қиймати, ққс билан, " +
    "თანხა, თანხის, ჯამი, ჯამური თანხა, საერთო თანხა, სულ, ფასი, ღირებულება, დღგ ს ჩათვლით, დღგ ჩათვლით, " +
    "գումար, գումարը, ընդհանուր, ընդհանուր գումար, ընդամենը, գին, գինը, արժեք, արժեքը, աահ ով, ներառյալ աահ",
  net:
    "ნეტტო, ნეტო, წმინდა, ədv siz, ədvsiz, ədv siz məbləğ, xalis məbləğ, ққс сыз, ққссыз, ққс сыз сома, таза сома, qqs siz, qqssiz, " +
    "ққс сиз, ққссиз, დღგ ს გარეშე, დღგ გარეშე, առանց աահ",
  subtotal: "ara cəm, aralıq cəm, bəyan edilmiş dəyər, аралық сома, аралық жиынтық, oraliq summa, oraliq jami, " +
    "ქვეჯამი, შუალედური ჯამი, ենթագումար, միջանկյալ գումար",
  costprice: "maya dəyəri, alış qiyməti, өзіндік құны, сатып алу бағасы, tannarx, xarid narxi, თვითღირებულება, " +
    "ինքնարժեք, գնման գին",
  tax: "ədv, əlavə dəyər vergisi, ққс, салық, қосылған құн салығы, qqs, soliq, солиқ, qo'shilgan qiymat solig'i, " +
    "დღგ, გადასახადი, დამატებული ღირებულების გადასახადი, աահ, հարկ, ավելացված արժեքի հարկ",
  discount:
    "endirim, endirim, endirimi, güzəşt, жеңілдік, жеңілдігі, jeńildik, jenildik, zhenildik, chegirma, chegirmasi, " +
    "чегирма, ფასდაკლება, ფასდაკლების, զեղչ, զեղչը",
  coupon:
    "promo kod, promokod, endirim kodu, жеңілдік коды, chegirma kodi, kupon kodi, პრომო კოდი, პრომოკოდი, კუპონი, " +
    "պրոմոկոդ, կուպոն, զեղչի կոդ",
  fee: "komissiya, haqq, haqqı, xidmət haqqı, rüsum, xərc, xərclər, алым, ақы, ақысы, қызмет ақысы, " +
    "yig'im, yigʻim, xizmat haqi, haqi, ҳақи, йиғим, საკომისიო, მოსაკრებელი, ხარჯი, ხარჯები, " +
    "միջնորդավճար, վճար, վճարը, ծախս, ծախսեր",
  refund:
    "qaytarılan, qaytarilan, geri qaytarılan, qaytarılıb, geri qaytarma, qaytarılma, qaytarılıb, qaytarılmış, pulun qaytarılması, қайтару, қайтарылды, " +
    "қайтарылған, ақшаны қайтару, qaytarish, qaytarilgan, pulni qaytarish, қайтариш, қайтарилган, " +
    "თანხის დაბრუნება, დაბრუნება, დაბრუნებული, գումարի վերադարձ, վերադարձ, վերադարձված",
  balance: "qalıq, ödənilməmiş, qalan məbləğ, qapıda ödəniş, қалдық, қарыз, берешек, төленбеген, qoldiq, qarz, " +
    "қолдиқ, ნაშთი, დავალიანება, ბალანსი, մնացորդ, պարտք",
  paid:
    "վճարված, түскен, түскен сома, ստացված, ödənilib, ödənildi, ödənilmiş, төленді, төленген, to'langan, toʻlangan, tolangan, to'landi, toʻlandi, " +
    "тўланган, тўланди, გადახდილი, გადახდილია, վճարված, վճարվել է",
  currency: "ვალ, արժ, valyuta, valyuta, valyutasi, ვალუტა, արժույթ",
  date:
    "sana, күнү, күн, օր, tarix, tarixi, vaxt, vaxtı, күні, уақыты, уақыт, kúni, kuni, sanasi, vaqt, vaqti, сана, санаси, " +
    "вақт, вақти, თარიღი, თარიღის, დრო, ամսաթիվ, ամսաթիվը, ամսաթվի, ժամանակ",
  created:
    "რეგისტრაციის თარიღი, რეგისტრაცია, катталган күнү, катталган кунү, катталган, катталды, qeyd. tarixi, qeydiyyat tarixi, xarid sanasi, шот күні, alış tarixi, құрылған уақыты, құрылған, создано, yaradılıb, yaradılma, yaradılma tarixi, sifariş tarixi, sifarişin tarixi, verilmə tarixi, " +
    "tərtib tarixi, құрылған күні, жасалған күні, тапсырыс күні, тапсырыс берілген күні, тапсырыс уақыты, " +
    "tapsyrys kúni, tapsyrys kuni, yaratilgan, yaratilgan sana, buyurtma sanasi, buyurtma vaqti, яратилган, " +
    "буюртма санаси, შექმნის თარიღი, შექმნილია, შეკვეთის თარიღი, გაფორმების თარიღი, ստեղծման ամսաթիվ, " +
    "ստեղծված, պատվերի ամսաթիվ",
  updated:
    "жаңыртуу, акыркы жаңыртуу, yenilənib, yenilənmə tarixi, dəyişdirilib, жаңартылды, жаңартылған күні, өзгертілген күні, " +
    "yangilangan, yangilandi, ўзгартирилган, განახლებული, განახლების თარიღი, թարմացված, թարմացման ամսաթիվ",
  due: "son ödəniş tarixi, ödəniş müddəti, son tarix, төлем мерзімі, төлеу мерзімі, мерзімі, to'lov muddati, " +
    "toʻlov muddati, tolov muddati, тўлов муддати, გადახდის ვადა, ვადა, ბოლო ვადა, վճարման ժամկետ, ժամկետ",
  canceled:
    "չեղարկման, չեղարկված, ləğv edildi, ləğv edilib, ləğv olunub, ləğv edilmiş, ləğv, жойылды, жойылған, бас тартылды, " +
    "бас тарту, bekor qilingan, bekor qilindi, бекор қилинган, бекор қилинди, გაუქმებული, გაუქმდა, " +
    "გაუქმების, չեղարկված, չեղարկվել է",
  shipped: "göndərilib, göndərilib, göndərildi, göndərilmiş, göndərilmə tarixi, жіберілді, жөнелтілді, жіберілген, " +
    "жөнелтілген, jo'natilgan, joʻnatilgan, jonatilgan, jo'natilgan sana, joʻnatilgan sana, jonatilgan sana, yuborilgan, жўнатилган, юборилган, გაგზავნილი, " +
    "გაგზავნილია, გაგზავნის თარიღი, ուղարկված, առաքված",
  delivered: "çatdırılıb, çatdırıldı, çatdırılmış, təhvil verildi, жеткізілді, жеткізілген, табыс етілді, " +
    "yetkazilgan, yetkazilgan sana, yetkazib berildi, етказилган, მიწოდებული, ჩაბარებული, ჩაბარდა, հանձնված, առաքվել է",
  // A delivery is the parcel's arrival as well as its shipping: "Çatdırılma tarixi", "Жеткізу күні" are when it came.
  delivery: "жеткирүү, çatdırılma, çatdırılması, жеткізу, жеткізілім, jetkizu, zhetkizu, yetkazish, yetkazib berish, " +
    "етказиш, етказиб бериш, მიწოდება, მიწოდების, առաքում, առաքման",
  closed: "tamamlandı, tamamlanıb, tamamlanmış, аяқталды, аяқталған, орындалды, yakunlangan, yakunlandi, " +
    "якунланган, დასრულებული, დასრულდა, ավարտված",
  birthdate: "doğum tarixi, туған күні, tug'ilgan sana, tugʻilgan sana, tugilgan sana, туғилган сана, " +
    "დაბადების თარიღი, ծննդյան ամսաթիվ",
  id: "nömrə, nömrəsi, istinad, нөмір, нөмірі, нөмері, nómiri, nomiri, raqam, raqami, рақам, рақами, " +
    "ნომერი, ნომრის, იდენტიფიკატორი, համար, համարը, նույնացուցիչ",
  taxid: "vöen, бсн, бин, жсн, иин, иин бин, stir raqami, стир рақами, საიდენტიფიკაციო კოდი, " +
    "საიდენტიფიკაციო ნომერი, հվհհ",
  nationalid: "şəxsiyyət vəsiqəsi, fin kod, fin kodu, pasport, жеке куәлік, jshshir, жшшир, პირადი ნომერი, " +
    "პასპორტი, անձնագիր, անձնագրի համար",
  sku: "artikul, məhsul kodu, mal kodu, тауар коды, тауардың коды, mahsulot kodi, маҳсулот коди, " +
    "არტიკული, პროდუქტის კოდი, საქონლის კოდი, արտիկուլ, ապրանքի կոդ",
  barcode: "ştrix kod, ştrixkod, shtrix kod, shtrixkod, შტრიხკოდი, შტრიხ კოდი, շտրիխկոդ, շտրիխ կոդ",
  customer:
    "valideyn, valideyni, сатып алуучу, төлеуші, հաճախորդ, müştəri, müştərinin, müştərilər, istifadəçi, sifarişçi, ödəyici, сатып алушы, сатып алушының, " +
    "клиенттің, тапсырыс беруші, тапсырыс берушінің, тұтынушы, пайдаланушы, төлеуші, satyp alushy, " +
    "mijoz, mijozning, xaridor, xaridorning, buyurtmachi, foydalanuvchi, мижоз, мижознинг, харидор, " +
    "буюртмачи, კლიენტი, კლიენტის, მომხმარებელი, მომხმარებლის, მყიდველი, მყიდველის, " +
    "հաճախորդ, հաճախորդի, գնորդ, գնորդի, օգտատեր, օգտատիրոջ",
  sender: "göndərən, жіберуші, жөнелтуші, jo'natuvchi, joʻnatuvchi, yuboruvchi, жўнатувчи, გამგზავნი, " +
    "გამგზავნის, ուղարկող, ուղարկողի",
  merchant: "təchizatçı, сатушы, дүкен, жеткізуші, sotuvchi, do'kon, doʻkon, dokon, сотувчи, дўкон, " +
    "გამყიდველი, მაღაზია, მომწოდებელი, վաճառող, խանութ, մատակարար",
  shipfrom: "anbar, қойма, ombor, омбор, საწყობი, պահեստ",
  company: "бизнес, şirkət, şirkətin adı, təşkilat, müəssisə, ұйым, кәсіпорын, ұйымның атауы, kompaniya, tashkilot, " +
    "korxona, ташкилот, корхона, კომპანია, კომპანიის, ორგანიზაცია, კომპანიის დასახელება, " +
    "ընկերություն, ընկերության անվանում, կազմակերպություն",
  name:
    "аты-жөнү, аты жөнү, аты-жөнүңүз, ad və soyad, tam ad, аты, аты жөні, толық аты, атауы, aty, aty jóni, aty joni, nomi, ismi, " +
    "ism familiya, f i sh, номи, исми, ф и ш, фиш, სახელი, სახელი და გვარი, სახელი გვარი, " +
    "დასახელება, სრული სახელი, անուն, անունը, անուն ազգանուն, անվանում, անվանումը",
  firstname: "аты, aty, исм, исми, სახელი, անուն",
  lastname: "тегі, familiya, familiyasi, фамилияси, გვარი, ազգանուն, ազգանունը",
  username: "istifadəçi adı, пайдаланушы аты, foydalanuvchi nomi, მომხმარებლის სახელი, օգտանուն",
  email:
    "e-pochta, e-pochtasi, elektron pochta, e poçt, e poçtu, elektron poçt, elektron poçtu, elektron poçt ünvanı, e poçt ünvanı, электрондық пошта, электронды пошта, " +
    "эл пошта, elektrondyq pochta, elektron pochta, e pochta, электрон почта, ელ ფოსტა, ელფოსტა, " +
    "ელექტრონული ფოსტა, էլ փոստ, էլփոստ, էլեկտրոնային փոստ",
  phone: "հեռ, ტელ, telefon nömrəsi, mobil nömrə, əlaqə nömrəsi, mobil telefon, телефон нөмірі, ұялы телефон, " +
    "telefon nomiri, telefon raqami, mobil raqam, телефон рақами, ტელეფონი, ტელეფონის ნომერი, მობილური, " +
    "საკონტაქტო ნომერი, հեռախոս, հեռախոսահամար, հեռախոսի համար, բջջային",
  url: "сілтемесі, keçid, sayt, сілтеме, havola, ҳавола, ბმული, ვებგვერდი, საიტი, հղում, կայք",
  // "Çatdırılma ünvanı", "Faktura ünvanı": an address, and the shipping's or billing's.
  address:
    "дареги, дарек, дарегi, çatdırılma ünvanı, faktura ünvanı, tam ünvan, küçə, mənzil, мекенжай, мекенжайы, көше, көшесі, " +
    "пәтер, mekenjai, mekenzhai, mekenjaiy, manzil, manzili, ko'cha, koʻcha, kocha, xonadon, манзил, " +
    "манзили, кўча, მისამართი, მისამართის, ქუჩა, ბინა, հասցե, հասցեն, հասցեի, փողոց, բնակարան",
  housenumber: "ev nömrəsi, bina nömrəsi, үй нөмірі, uy raqami, уй рақами, სახლის ნომერი, տան համար",
  city: "шаар, şəhər, şəhəri, yaşayış məntəqəsi, қала, қаласы, елді мекен, qala, qalasy, shahar, shahri, шаҳар, " +
    "шаҳри, ქალაქი, ქალაქის, քաղաք, քաղաքը",
  region:
    "shtat, ştat, штат, bölgə, облыс, облысы, аудан, ауданы, өңір, oblys, oblysy, viloyat, viloyati, вилоят, вилояти, " +
    "რეგიონი, მუნიციპალიტეტი, մարզ, մարզը",
  postal:
    "indeks, pochta indeksi, indeks (pochta), poçt indeksi, poçt kodu, пошта индексі, pochta indeksi, почта индекси, საფოსტო ინდექსი, " +
    "საფოსტო კოდი, ინდექსი, փոստային ինդեքս, ինդեքս",
  country: "өлкө, ölkə, ölkəsi, елі, мемлекет, mamlakat, davlat, мамлакат, ქვეყანა, ქვეყნის, երկիր, երկիրը, " +
    "երկրի",
  status:
    "абалы, абал, сессия күйі, vəziyyət, vəziyyəti, мәртебе, мәртебесі, күйі, mártebesi, martebesi, holat, holati, ҳолат, " +
    "ҳолати, სტატუსი, მდგომარეობა, կարգավիճակ, կարգավիճակը",
  rate: "məzənnə, ədv dərəcəsi, пайыз, мөлшерлеме, бағам, foiz, фоиз, კურსი, პროცენტი, " +
    "გაცვლითი კურსი, տոկոս, փոխարժեք",
  quantity: "რაოდ, რაოდენობა, say, miqdar, miqdarı, ədəd, саны, sany, miqdor, miqdori, soni, миқдор, миқдори, сони, " +
    "რაოდენობა, ცალი, քանակ, քանակը, քանակություն, հատ",
  weight: "çəki, çəkisi, салмағы, салмақ, og'irlik, ogʻirlik, ogirlik, оғирлик, წონა, քաշ",
  description:
    "ինչ է պատվիրել, təsvir, təsviri, сипаттама, сипаттамасы, tavsif, tavsifi, тавсиф, აღწერა, აღწერილობა, " +
    "նկարագրություն",
  note:
    "эскертүү, эскертуу, qeyd, qeydlər, şərh, şərhlər, ескертпе, ескерту, түсініктеме, izoh, izohlar, изоҳ, შენიშვნა, " +
    "კომენტარი, նշում, մեկնաբանություն",
  failure: "սխալի, xəta, uğursuz, қате, сәтсіз, xato, xatolik, хато, შეცდომა, წარუმატებელი, սխալ",
  dispute: "mübahisə, дау, nizo, низо, დავა, վեճ",
  reason: "səbəb, səbəbi, себебі, себеп, sabab, sababi, сабаб, მიზეზი, պատճառ, պատճառը",
  title: "başlıq, тақырып, sarlavha, сарлавҳа, სათაური, վերնագիր",
  // A payment method ("Ödəniş üsulu", "Төлем тәсілі", "To'lov usuli", "გადახდის მეთოდი") is read as its parts.
  method:
    "yetkazish xizmati, ыкма, ыкмасы, üsul, üsulu, тәсіл, тәсілі, әдіс, әдісі, usul, usuli, усул, усули, მეთოდი, საშუალება, " +
    "եղանակ, եղանակը, մեթոդ",
  type: "növü, kateqoriya, түрі, санаты, turi, toifa, тури, тоифа, ტიპი, სახეობა, კატეგორია, " +
    "տեսակ, տեսակը, կատեգորիա",
  tracking:
    "trek, trek nömrəsi, თრექინგის, თრექინგი, თრექინგ ნომერი, izləmə nömrəsi, izləmə kodu, izləmə, бақылау нөмірі, kuzatish raqami, trek raqami, " +
    "кузатиш рақами, თრექინგი, თრექინგ ნომერი, თვალთვალის ნომერი, გზავნილის ნომერი, " +
    "հետևման համար, հետագծման համար, թրեքինգ",
  channel: "маркет, mənbə, арна, дереккөз, manba, манба, არხი, წყარო, ալիք, աղբյուր",
  shipping:
    "yetkazib berish, çatdırılma, çatdırılması, göndərmə, daşınma, жеткізу, жеткізуі, жөнелту, тасымалдау, jetkizu, " +
    "zhetkizu, yetkazib berish, yetkazish, jo'natish, joʻnatish, етказиб бериш, жўнатиш, მიწოდება, " +
    "მიწოდების, ტრანსპორტირება, გაგზავნა, առաքում, առաքման",
  carrier: "kuryer, kuryer xidməti, daşıyıcı, çatdırılma xidməti, тасымалдаушы, курьерлік қызмет, " +
    "жеткізу қызметі, tasymaldaushy, tashuvchi, kuryerlik xizmati, ташувчи, კურიერი, კურიერის, " +
    "გადამზიდავი, საკურიერო სერვისი, առաքիչ, փոխադրող, առաքման ծառայություն",
  unitprice:
    "ერთ. ფასი, ერთეულის ფასი, vahid qiyməti, vahidin qiyməti, bir ədədin qiyməti, бірлік бағасы, бір дана бағасы, " +
    "дана бағасы, birlik narxi, bir dona narxi, бирлик нархи, ერთეულის ფასი, ერთეულის ღირებულება, " +
    "միավորի գին, մեկ հատի գին",
  recipient:
    "alan şəxs, alan şexs, alanın, alanin, qəbul edən, алушы, алушының, қабылдаушы, alushy, oluvchi, qabul qiluvchi, олувчи, " +
    "қабул қилувчи, მიმღები, მიმღების, ადრესატი, ստացող, ստացողի",
  billing: "faktura ünvanı",
  product:
    "қызмет, қызмет атауы, məhsul, məhsulun, məhsullar, əşya, тауар, тауары, тауарлар, тауардың, өнім, өнімі, өнімдер, " +
    "tauar, taýar, mahsulot, mahsulotlar, mahsulotning, маҳсулот, маҳсулотлар, товари, " +
    "პროდუქტი, პროდუქტის, პროდუქცია, საქონელი, საქონლის, ნივთი, ապրանք, ապրանքի, ապրանքներ",
  variant: "өнгө, ვარიანტი, rəng, rəngi, түсі, өлшемі, rangi, o'lcham, oʻlcham, olcham, ўлчам, ზომა, ფერი, " +
    "չափս, չափսը, գույն, գույնը",
  brand: "brend, ბრენდი, ბრენდის, բրենդ, ապրանքանիշ",
  card: "kartın, картасы, ბარათი, ბარათის, քարտ, քարտի",
  account: "hesab, hesabı, шот, hisob, ҳисоб, ანგარიში, հաշիվ",
  order:
    "буйрутма, буйрутманын, ամրագրում, ամրագրման, sifariş, sifarişin, sifarişlər, тапсырыс, тапсырыстың, тапсырыстар, сату, сатылым, tapsyrys, " +
    "buyurtma, buyurtmaning, buyurtmalar, sotuv, буюртма, буюртманинг, сотув, შეკვეთა, შეკვეთის, " +
    "შეკვეთები, გაყიდვა, გაყიდვები, պատվեր, պատվերի, պատվերներ, վաճառք",
  invoice:
    "ინვოისი, ინვოისის, шот, hesab faktura, qaimə, qaimə faktura, шот фактура, hisob faktura, ҳисоб фактура, ინვოისი, " +
    "ანგარიშ ფაქტურა, ანგარიშ ფაქტურის, ապրանքագիր, հաշիվ ապրանքագիր",
  document: "sənəd, құжат, hujjat, ҳужжат, დოკუმენტი, փաստաթուղթ",
  receipt: "qəbz, kassa çeki, түбіртек, kvitansiya, chek, ქვითარი, ჩეკი, անդորրագիր, կտրոն",
  payment:
    "əməliyyat, əməliyyatın, төлөм, төлөмү, վճարման, վճարում, ödəniş, ödənişin, əməliyyat, төлем, төлемі, төлемнің, tólem, tolem, to'lov, toʻlov, tolov, " +
    "tranzaksiya, тўлов, გადახდა, გადახდის, ტრანზაქცია, ოპერაცია, վճարում, վճարման, " +
    "գործարք",
  weak: "məlumat, ақпарат, мәліметтер, ma'lumot, maʼlumot, маълумот, კოდი, ინფორმაცია, կոդ, տեղեկություն",
  qualifier: "акыркы, sonuncu, соңғы, oxirgi, охирги, ბოლო, վերջին",
  lesson: "dərs, dərsi, dərslər",
  settled:
    "hesaba düşür, hesaba düşmə, hesaba düşmə tarixi, ჩარიცხვის თარიღი, ჩარიცხვა, ხელმისაწვდომი, қолжетімді күні",
  delinquent: "карызы барбы, карызы бар, карыз"
}
