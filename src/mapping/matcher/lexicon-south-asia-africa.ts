/**
 * The lexicon's concepts in Hindi (Devanagari), Bengali (Bangla script), Tagalog/Filipino and Swahili. Keys are
 * concept ids of lexicon.ts. Words these languages borrow from English in Latin letters ("order", "email", "zip code",
 * "tracking", "refund") are in the English lists already; so are the ones the tokeniser reads through a short ending
 * ("Telepono" as "telefono", "Produkto" as "produkt"). Devanagari and Bengali write their vowels, nukta and nasal signs
 * as marks, which the accent-free spelling drops: "फोन" and "फ़ोन", "गांव" and "गाँव" are one word, and only one
 * spelling is listed. A header's "of" is a word of its own in three of them, and an unknown word between two known ones
 * weighs on the match; the particle is listed with the word it goes with. Hindi's "का", "की", "के" agree with the noun
 * after them, and are listed before it ("का नाम", "की तारीख": "ग्राहक का नाम" is the customer's name); Tagalog's "ng"
 * after its noun ("Petsa ng", "Pangalan ng"); Swahili's "ya" before the noun it qualifies ("ya malipo", "ya mteja":
 * "Njia ya Malipo" is the payment's method), its "la" being a stopword already. Bengali puts its genitive on the noun
 * ("গ্রাহকের", "অর্ডারের", "পণ্যের"): those forms are listed whole. "नं" and "নং" (number, as "No.") are kept though
 * two letters long: they are the numbers of "ऑर्डर नं.", "অর্ডার নং".
 * Bengali "পরিমাণ" is an amount or a quantity; in a cash memo's columns ("পরিমাণ", "দর", "টাকা") it is the quantity,
 * and so it is read; an amount of money is "টাকার পরিমাণ", and "টাকা" on its own is the memo's amount column. Bengali
 * "দর" is that memo's rate per unit, a unit price; Hindi "दर" is a rate as English "rate" is (an item's price, a tax's
 * percentage). Hindi "संख्या" is a number in the sense of an identifier ("ऑर्डर संख्या", "आधार संख्या"). "बिल" and "বিল"
 * are the invoice, not the billing ("बिल संख्या"). Tagalog "bayad" is the payment ("Paraan ng Bayad"); "Bayad na" is
 * paid. "Hali" (Swahili status) would read "halisi" (actual) through a Turkish possessive ending: "halisi" is listed
 * as a qualifier. Kenya's "KRA PIN" is the tax number, not a postal PIN.
 * Left out: Swahili words under four letters, "oda" (Turkish "oda", a room; read after "ya" as "ya oda"), "bei"
 * (German "bei"), "mji", "ada", "saa"; Swahili "jina" on its own (Tagalog "Marjina" would split as "mar|jina"; read in
 * "jina la", "jina kamili"), "deni" (Czech nouns in "-dení" would split at it), "aina" (Finnish "always", "Ukraina"),
 * "muda" (Spanish, Portuguese), "hati" (Indonesian), "lipa" (Croatian), "chapa" (Spanish); Tagalog "bayan" (Turkish
 * "bayan"), "laki" (Indonesian "laki-laki", male), "tala", "uri" and "bilang" alone ("bilang" is also "as"; "Bilang ng"
 * is a count), "pera" alone (money, as likely an amount as a currency; "uri ng pera" is listed); Bengali "সংখ্যা"
 * (a count and digits: "কার্ডের শেষ ৪ সংখ্যা"), "বিভাগ" (a division, and a department or category), "পদবি" (a
 * surname, and a rank), "সম্পূর্ণ" alone (whole, full) and "নিট" alone (it strips to "নোট", a note); Hindi "आधार" alone
 * (also a basis, "आधार मूल्य"), "उपनाम" (a surname, and a nickname), "क्षेत्र" (a locality, zone or field) and a word
 * for "subtotal" (none settled); "TIN", "PAN", "BIN", "NID" (English "tin", "pan", "bin", French "nid").
 */
export const southAsiaAfricaWords: Readonly<Record<string, string>> = {
  amount: "राशि, की राशि, रकम, कुल, कुल राशि, कुल योग, देय राशि, मूल्य, का मूल्य, कीमत, की कीमत, दाम, दर, " +
    "মোট, সর্বমোট, টাকা, মোট টাকা, টাকার পরিমাণ, মূল্য, মোট মূল্য, দাম, " +
    "halaga, halaga ng, kabuuan, kabuuang halaga, presyo, presyo ng, kiasi, jumla, jumla kuu, thamani",
  net: "शुद्ध राशि, कर योग्य मूल्य, कर योग्य राशि, নিট মূল্য, করযোগ্য মূল্য",
  // A parcel's declared value is what its goods are worth.
  subtotal: "घोषित मूल्य, উপমোট, ঘোষিত মূল্য",
  costprice: "लागत मूल्य, क्रय मूल्य, ক্রয়মূল্য, ক্রয় মূল্য, কেনা দাম, gharama ya kununua, bei ya kununua",
  // India's GST is charged as central, state, integrated or union-territory tax: each is a column of its own.
  tax: "कर, कर राशि, जीएसटी, वस्तु एवं सेवा कर, cgst, sgst, igst, utgst, " +
    "কর, করের, ভ্যাট, মূসক, মূল্য সংযোজন কর, " +
    "buwis, kodi, ya kodi, cha kodi, ushuru, kodi ya ongezeko la thamani",
  discount: "छूट, डिस्काउंट, रियायत, ছাড়, মূল্যছাড়, ডিসকাউন্ট, diskwento, punguzo",
  coupon: "डिस्काउंट कोड, कूपन, कूपन कोड, কুপন, কুপন কোড",
  // Bengali "চার্জ" is a fee ("ডেলিভারি চার্জ"); Swahili "gharama", the costs charged, as Dutch "kosten" is.
  fee: "शुल्क, का शुल्क, फीस, कमीशन, ফি, চার্জ, কমিশন, singil, singil sa, gharama, kamisheni, tozo",
  refund: "kilichorudishwa, kurudishwa, रिफंड, धनवापसी, धन वापसी, वापसी राशि, ফেরত, টাকা ফেরত, রিফান্ড, marejesho",
  // Bengali "বাকি": what the buyer still owes the shop.
  balance: "बकाया, बकाया राशि, शेष राशि, বকেয়া, বাকি, বাকি টাকা, অবশিষ্ট, balanse, natitira, salio",
  paid:
    "জমা, amelipa, kilicholipwa, kiasi kilicholipwa, भुगतान किया गया, भुगतान हुआ, प्राप्त, प्राप्त राशि, পরিশোধিত, প্রদত্ত, প্রাপ্ত, পরিশোধ করা হয়েছে, " +
    "nabayaran, bayad na, imelipwa, iliyolipwa",
  currency: "करेंसी, मुद्रा, মুদ্রা, uri ng pera, sarafu",
  date: "तारीख, की तारीख, तिथि, की तिथि, दिनांक, समय, তারিখ, সময়, petsa, petsa ng, araw, tarehe",
  created: "ऑर्डर की तारीख, ऑर्डर की तिथि, ऑर्डर तिथि, ऑर्डर दिनांक, " +
    "অর্ডারের তারিখ, অর্ডার তারিখ, তৈরি, তৈরির তারিখ, tarehe ya agizo, tarehe ya oda, imeundwa",
  updated: "अद्यतन, संशोधित, अपडेट, হালনাগাদ, আপডেট",
  due:
    "tarehe ya mwisho ya kulipa, mwisho wa kulipa, देय, देय तिथि, देय तारीख, नियत तिथि, अंतिम तिथि, শেষ তারিখ, নির্ধারিত তারিখ, takdang petsa, tarehe ya mwisho",
  canceled: "रद्द, रद्द किया गया, रद्दीकरण, বাতিল, বাতিলকৃত, kinansela, kanselado, imefutwa, imeghairiwa",
  shipped: "भेजा गया, शिप किया गया, प्रेषित, भेजने की तारीख, भेजने की तिथि, পাঠানো হয়েছে, প্রেরিত, " +
    "naipadala, ipinadala, imetumwa, imesafirishwa",
  shipby: "ọjọ́ ìkẹyìn láti fi ránṣẹ́, भेजने की अंतिम तिथि, डिस्पैच की आखिरी तारीख, deadline ng padala",
  delivered: "डिलीवर किया गया, डिलीवर हुआ, वितरित, ডেলিভারি সম্পন্ন, ডেলিভারড, naihatid, imefikishwa, imewasilishwa",
  // A delivery is the parcel's arrival as well as its shipping: "डिलीवरी की तारीख" is when it came.
  delivery: "डिलीवरी, वितरण, ডেলিভারি, paghahatid, uwasilishaji",
  closed: "पूर्ण, पूरा हुआ, সম্পন্ন, nakumpleto, kumpleto, imekamilika",
  birthdate: "जन्म तिथि, जन्मतिथि, जन्म दिनांक, জন্ম তারিখ, জন্মতারিখ, tarehe ya kuzaliwa",
  id: "क्रमांक, संख्या, नंबर, का नंबर, नं, क्रमांक, आईडी, संदर्भ, নম্বর, নাম্বার, নং, আইডি, রেফারেন্স, numero ng, " +
    "nambari, namba, kumbukumbu",
  // Bangladesh's VAT registration is its business identification number (BIN).
  taxid: "जीएसटी नंबर, जीएसटी संख्या, जीएसटीआईएन, বিআইএন, টিআইএন, kra pin",
  nationalid: "आधार नंबर, आधार संख्या, आधार कार्ड, aadhaar, aadhar, জাতীয় পরিচয়পত্র, এনআইডি, kitambulisho",
  sku: "उत्पाद कोड, आइटम कोड, পণ্য কোড, msimbo wa bidhaa",
  barcode: "बारकोड, বারকোড",
  customer: "kliyente, ng kliyente, অভিভাবক, अभिभावक, ग्राहक, खरीदार, क्रेता, उपभोक्ता, कस्टमर, उपयोगकर्ता, " +
    "গ্রাহক, গ্রাহকের, ক্রেতা, ক্রেতার, কাস্টমার, কাস্টমারের, ব্যবহারকারী, " +
    "mamimili, kustomer, mteja, wateja, ya mteja, mnunuzi, wanunuzi, ya mnunuzi, mtumiaji",
  sender: "प्रेषक, भेजने वाला, প্রেরক, প্রেরকের, nagpadala, mtumaji, ya mtumaji",
  merchant: "विक्रेता, व्यापारी, आपूर्तिकर्ता, दुकान, বিক্রেতা, বিক্রেতার, দোকান, সরবরাহকারী, " +
    "nagbebenta, tindahan, muuzaji, duka, msambazaji",
  shipfrom: "गोदाम, গুদাম, ghala",
  company: "कंपनी, कम्पनी, कंपनी का नाम, फर्म, फर्म का नाम, व्यवसाय, " +
    "কোম্পানি, কোম্পানির নাম, প্রতিষ্ঠান, প্রতিষ্ঠানের নাম, " +
    "kumpanya, kompanya, pangalan ng kumpanya, kampuni, jina la kampuni, ya kampuni",
  name: "नाम, का नाम, पूरा नाम, নাম, পুরো নাম, সম্পূর্ণ নাম, pangalan, pangalan ng, buong pangalan, " +
    "jina la, jina kamili",
  firstname: "पहला नाम, প্রথম নাম, unang pangalan, jina la kwanza",
  lastname: "अंतिम नाम, सरनेम, শেষ নাম, apelyido, jina la mwisho, jina la ukoo",
  username: "उपयोगकर्ता नाम, यूज़रनेम, ব্যবহারকারীর নাম, jina la mtumiaji",
  email: "ईमेल, का ईमेल, ई मेल, ईमेल पता, ईमेल आईडी, ইমেইল, ই মেইল, ইমেল, ইমেইল ঠিকানা, barua pepe",
  phone: "मोबाइल, फ़ोन, का फ़ोन, मोबाइल, का मोबाइल, दूरभाष, टेलीफोन, संपर्क नंबर, " +
    "ফোন, মোবাইল, টেলিফোন, যোগাযোগ নম্বর, selpon, simu, nambari ya simu, namba ya simu",
  url: "kiungo, लिंक, वेबसाइट, লিংক, লিঙ্ক, ওয়েবসাইট, kiungo",
  address: "पता, का पता, पूरा पता, गली, मोहल्ला, ঠিকানা, পূর্ণ ঠিকানা, সম্পূর্ণ ঠিকানা, রাস্তা, " +
    "tirahan, tirahan ng, kalye, anwani, mtaa",
  housenumber: "मकान नंबर, मकान संख्या, घर नंबर, বাড়ি নম্বর, বাসা নম্বর, numero ng bahay",
  // Bangladesh's upazila or thana is the town an address is in, below its district.
  city: "mji, शहर, नगर, कस्बा, गांव, শহর, উপজেলা, থানা, lungsod, munisipyo, jiji",
  // A district ("जिला", "জেলা") or a Kenyan county ("kaunti") is the address's region, as a county is.
  region: "রাজ্য, राज्य, जिला, प्रदेश, জেলা, অঞ্চল, lalawigan, probinsya, rehiyon, mkoa, kaunti, wilaya",
  postal: "পিন কোড, পিনকোড, पिन कोड, पिनकोड, डाक कोड, पोस्टल कोड, পোস্ট কোড, পোস্টকোড, ডাক কোড, পোস্টাল কোড, " +
    "postikodi, msimbo wa posta",
  country: "देश, দেশ, bansa, nchi",
  status: "অবস্থা, स्थिति, की स्थिति, स्टेटस, অবস্থা, স্ট্যাটাস, katayuan, katayuan ng, hali",
  rate: "दर, प्रतिशत, कर दर, विनिमय दर, হার, শতাংশ, করের হার, বিনিময় হার, kiwango, asilimia",
  // "नग" counts pieces on an Indian invoice; "Bilang ng" is the number of, a count.
  quantity: "সংখ্যা, piraso, ilang piraso, मात्रा, की मात्रा, नग, पीस, পরিমাণ, পিস, dami, dami ng, bilang ng, piraso, idadi",
  weight: "वज़न, का वज़न, भार, ওজন, timbang, timbang ng, bigat, uzito",
  description: "विवरण, का विवरण, वर्णन, বিবরণ, বর্ণনা, paglalarawan, deskripsyon, maelezo",
  note: "maelezo, maelezo ya mteja, tala, टिप्पणी, टिप्पणियाँ, नोट, মন্তব্য, নোট, paalala, komento, maoni",
  failure: "असफलता, विफल, असफल, त्रुटि, ব্যর্থ, ত্রুটি, nabigo, imeshindwa, hitilafu",
  reason: "कारण, का कारण, কারণ, dahilan, sababu",
  title: "शीर्षक, শিরোনাম, pamagat",
  // A payment method ("भुगतान का तरीका", "Paraan ng Pagbabayad", "Njia ya Malipo") is read as its parts.
  method:
    "malipo via, malipo kupitia, njia ya malipo, মেথড, पेमेंट मोड, विधि, की विधि, तरीका, का तरीका, माध्यम, পদ্ধতি, মাধ্যম, paraan, paraan ng, njia",
  type: "प्रकार, का प्रकार, श्रेणी, ধরন, ধরণ, প্রকার, ক্যাটাগরি, uri ng",
  tracking:
    "কনসাইনমেন্ট আইডি, কনসাইনমেন্ট নম্বর, কনসাইনমেন্ট, consignment id, consignment no, consignment number, ट्रैकिंग, ট্র্যাকিং, ufuatiliaji",
  channel: "चैनल, स्रोत, চ্যানেল, উৎস, chanzo",
  shipping: "शिपिंग, शिपमेंट, डिलीवरी, प्रेषण, वितरण, শিপিং, ডেলিভারি, ডেলিভারির, পরিবহন, " +
    "padala, pagpapadala, paghahatid, usafirishaji, ya usafirishaji, za usafirishaji, usafiri, uwasilishaji",
  carrier: "कूरियर, कुरियर, कूरियर कंपनी, वाहक, কুরিয়ার, কুরিয়ার সার্ভিস, msafirishaji",
  unitprice: "bei @, bei kwa kimoja, इकाई मूल्य, प्रति इकाई मूल्य, प्रति इकाई कीमत, इकाई दर, একক মূল্য, একক দাম, দর, " +
    "presyo bawat isa, bei ya kipande, bei kwa kipande",
  recipient: "प्राप्तकर्ता, पाने वाला, প্রাপক, প্রাপকের, tatanggap, mpokeaji, ya mpokeaji",
  billing: "बिलिंग, বিলিং",
  product: "huduma, उत्पाद, सामान, वस्तु, माल, आइटम, प्रोडक्ट, পণ্য, পণ্যের, মাল, মালের, আইটেম, প্রোডাক্ট, " +
    "paninda, bidhaa, ya bidhaa",
  variant: "কালার, आकार, रंग, साइज़, वेरिएंट, সাইজ, রঙ, kulay, sukat, rangi, ukubwa, saizi",
  brand: "ब्रांड, ব্র্যান্ড",
  card: "कार्ड, কার্ড, কার্ডের, kadi",
  account: "खाता, बैंक खाता, অ্যাকাউন্ট, ব্যাংক হিসাব, akaunti",
  order: "ऑर्डर, आर्डर, आदेश, बिक्री, অর্ডার, অর্ডারের, বিক্রয়, বিক্রি, agizo, maagizo, ya agizo, ya oda, mauzo",
  purchaseorder: "क्रय आदेश, खरीद आदेश, ক্রয় আদেশ",
  invoice: "चालान, बिल, इनवॉइस, बीजक, চালান, চালানের, ইনভয়েস, বিল, ankara, ya ankara",
  document: "दस्तावेज़, নথি, ডকুমেন্ট",
  receipt: "रसीद, पावती, রসিদ, রশিদ, resibo, risiti, stakabadhi",
  payment: "भुगतान, लेनदेन, लेन देन, पेमेंट, পেমেন্ট, পেমেন্টের, পরিশোধ, পরিশোধের, লেনদেন, " +
    "bayad, pagbabayad, malipo, ya malipo, cha malipo",
  // "कोड", "কোড", "msimbo": a code, weak on its own as in the other languages; so is "information".
  weak: "कोड, जानकारी, কোড, তথ্য, impormasyon, detalye, msimbo, taarifa",
  qualifier: "अंतिम, आखिरी, সর্বশেষ, শেষ, mwisho, halisi",
  platform: "स्ट्राइप, अमेज़न",
  lesson: "ক্লাস"
}
