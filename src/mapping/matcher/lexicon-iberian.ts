/**
 * The lexicon's concepts in Catalan, Galician and Basque. Keys are concept ids of lexicon.ts. Words Catalan and
 * Galician share with Spanish, Portuguese, French or Italian ("factura", "pedido", "data", "client", "empresa", "país")
 * are in those lists already, and so are the ones the tokeniser reads through a short ending ("Població" as
 * "población", "Comandes" as "comanda", "Telefonoa" as "telefono"). Basque puts its cases on the noun: a header's noun
 * is often its genitive ("Bezeroaren izena": the customer's name), its "-ko" ("Bidalketako helbidea") or its plural in
 * "-k", which no Latin ending spells; those forms are listed whole. Two-letter words are left out, as elsewhere
 * (Catalan "CP", Basque "zk."). Basque "BEZ" (VAT) on its own is left out: "bez" is "without" in Polish, Czech and
 * Latvian ("Kwota bez VAT", "bez PVN"); its phrases ("BEZ gabe", "BEZ barne", "BEZ zenbatekoa") are listed instead.
 * So is Galician "IVE" (VAT), read only in phrases ("sen IVE", "con IVE"): alone it would end English plurals
 * ("alternat|ives"). Catalan "amb IVA", "sense IVA" are phrases too, as the tax counting knows only Spanish "con" and
 * "sin". Catalan writes "l·l" with a middle dot the name's words split at ("Cancel·lat"): such words are phrases of
 * their two halves. "Forma de pagament", "Ordainketa modua" are read as their parts, payment then method, as Spanish
 * "Forma de pago" is. Catalan "targeta" (card) is listed in its phrases only, Galician "apelidos" (surnames) too:
 * alone they would read English "Target" and Brazilian "Apelido" (a nickname) through a short ending.
 * Left out: "domicili", "domicilio" (Spanish "Domicilio" beside "Dirección" in Mercado Libre's report is the other
 * address, and would take the billing one), Galician "localidade" (Spanish "Localidad" would read as it, a locality
 * beside "Ciudad" in Tiendanube's export), "recibo" (Spanish "Recibo" is matched through its field's type),
 * "provedor" (a Brazilian payment "provedor" is its gateway), "tenda" (English "Tender") and "gastos"; Catalan
 * "despeses" (Portuguese "Outras despesas" would read as a fee), "expedit" and Galician "expedido" (an invoice
 * "expedida" is issued, not shipped); Catalan "font" (English font), "quota" and Basque "kuota" (Spanish "Cuota" is
 * an instalment); Basque "denda" (a shop; Indonesian for a fine), "herri" (German "Herrn") and "NAN" (NaN).
 */
export const iberianWords: Readonly<Record<string, string>> = {
  shipby:
    "data límite envío, data límite de envío, enviar antes do, expedir até, expedir ate, enviar até, enviar ate, despachar até",
  unshipped:
    "uds pendientes, unid pendientes, unidades pendientes, pzas pendientes, piezas pendientes, unid pendentes, unidades pendentes, pendentes de envio, por enviar, a enviar, por despachar",
  amount:
    "valor final, precio final, importe final, monto final, import, preu, import total, amb iva, iva inclòs, prezo, con ive, ive incluído, zenbatekoa, " +
    "zenbateko osoa, guztira, guztizkoa, totala, prezioa, balioa, bez barne, bez barne guztira",
  net: "base imposable, sense iva, import sense iva, base impoñible, sen ive, sen iva, zerga oinarria, " +
    "oinarri zergagarria, bez gabe, bez gabeko, bez gabeko zenbatekoa",
  subtotal: "oinarria, oinarri, valor cheio, preço cheio, precio lleno, valor declarat, azpitotala",
  costprice: "preu de cost, preu de compra, prezo de custo, prezo de compra, kostu prezioa, erosketa prezioa",
  tax: "bez, igv, impost, importe do ive, zerga, zergak, bez zenbatekoa, bez kuota, balio erantsiaren gaineko zerga",
  discount: "dscto, dcto, descompte, descomptes, rebaixa, deskontua, beherapena",
  exempt: "exempció, salbuetsia",
  coupon:
    "codi descompte, codi de descompte, codi promocional, cupó, codi de descompte, codi promocional, código de desconto, kupoia, deskontu kodea, promozio kodea",
  fee: "gastos, comissió, recàrrec, komisioa, gastuak",
  refund: "retornat, retornada, retornats, devolució, reemborsament, devolución, itzulketa, diru itzulketa",
  // Cash on delivery is what the courier collects: what is left to pay ("Contra reemborsament").
  balance:
    "em dívida, em divida, zorra, import pendent, pendent de pagament, contra reemborsament, saldoa, ordaindu gabe, ordaintzeke",
  paid: "abonado, abonada, pagat, cobrat, cobrament, ordainduta, ordaindua, kobratua",
  currency: "txanpona, dibisa, moneta",
  date: "eguna, ordua",
  created:
    "alta data, data d'alta, data de alta, creada, creació, data de creació, emissió, data d'emissió, data de la comanda, data de comanda, " +
    "data de l'encàrrec, data de creación, data de emisión, sortua, sortze data, sorrera data, eskaera data, " +
    "eskaeraren data, erosketa data, jaulkipen data",
  updated:
    "atualização, atualizacao, última atualização, actualitzat, actualitzada, modificació, data de modificació, eguneratua, aldatua, eguneratze data, " +
    "aldaketa data",
  due: "vence, venciment, data límit, vencemento, epemuga, mugaeguna, iraungitze data, ordainketa epea",
  canceled:
    "baja, fecha baja, fecha de baja, cancel·lat, cancel·lada, cancel·lació, anul·lat, anul·lada, anul·lació, anulado, anulada, ezeztatua, " +
    "ezeztatuta, baliogabetua, bertan behera utzia",
  shipped: "enviat, enviada, data d'enviament, bidalia, bidalita, bidalketa data",
  delivered: "lliurat, lliurada, entregat, entregatua, entregatuta",
  // A delivery is the parcel's arrival as well as its shipping: "Data de lliurament" is when it came.
  delivery: "lliurament, banaketa",
  closed: "tancat, tancada, completat, finalitzat, pechado, amaituta, itxita, osatuta",
  birthdate: "data de naixement, data de nacemento, jaiotze data",
  // "Núm.": the number, as "Num." is (an abbreviation written with its accent is not expanded).
  id: "zk, zenbakia, núm, identificador, zenbakia, zenbaki, erreferentzia, identifikadorea",
  taxid: "ifz, identifikazio fiskaleko zenbakia, bez zenbakia",
  nationalid: "document d'identitat, documento de identidade, nortasun agiria",
  sku: "codi de producte, codi del producte, codi d'article, código de artigo, produktu kodea, artikulu kodea, " +
    "produktuaren kodea",
  barcode: "codi de barres, código de barras, barra kodea",
  customer: "qui paga, clienta, usuari, pagador, bezeroa, bezero, bezeroak, bezeroaren, erosle, eroslea, eroslearen, " +
    "erabiltzailea, ordaintzailea",
  sender: "remitent, igorlea, igorlearen, bidaltzailea, bidaltzailearen",
  merchant: "venedor, proveïdor, botiga, saltzailea, hornitzailea",
  shipfrom: "magatzem, biltegia",
  company: "nom de l'empresa, raó social, societat, enpresa, enpresaren izena, enpresa izena, izen soziala, " +
    "sozietatea",
  name: "nom i cognoms, nom i cognom, nome e apelidos, izena, izen osoa, izen abizenak, " +
    "izena eta abizenak, izen eta abizenak",
  lastname: "cognom, cognoms, primer cognom, segon cognom, primeiro apelido, segundo apelido, " +
    "abizena, abizenak, lehen abizena, bigarren abizena, deiturak",
  username: "nom d'usuari, erabiltzaile izena, erabiltzailearen izena",
  email: "correu, correu electrònic, adreça electrònica, adreça de correu, adreça de correu electrònic, " +
    "enderezo electrónico, enderezo de correo, enderezo de correo electrónico, helbide elektronikoa, " +
    "posta elektronikoa",
  phone: "telefonoa, telefono zenbakia, mugikorra, sakelakoa",
  url: "liga, liga de pago, enllaç, lloc web, pàgina web, ligazón, páxina web, sitio web, esteka, webgunea, lotura",
  address: "adreça, carrer, enderezo, helbidea, helbide, kalea",
  housenumber: "número de carrer, etxe zenbakia, atari zenbakia",
  city: "població, ciutat, localitat, municipi, concello, poboación, herria, hiria, udalerria",
  region: "departamento, comarca, regió, rexión, probintzia, lurraldea, eskualdea",
  postal: "codi postal, posta kodea, posta kode",
  country: "herrialdea, herrialde",
  status: "estat, situació, egoera",
  // "Tipus d'IVA", "Tipo de IVE", "BEZ tasa": the VAT's rate, not a kind of tax.
  rate: "percentatge, tipus de canvi, tipus d'iva, tipus impositiu, porcentaxe, tipo de ive, ehunekoa, bez tasa, " +
    "truke tasa",
  quantity: "pzas, quantitat, unitats, cantidade, kopurua, kopuru, unitateak, kantitatea",
  weight: "pes, pisua",
  description: "detalle, glosa, descripció, concepte, descrición, deskribapena, azalpena, kontzeptua",
  note: "observacions, comentari, comentaris, observacións, oharrak, oharra, iruzkina, iruzkinak",
  reason: "motiu, arrazoia",
  title: "títol, izenburua",
  method: "modua, metodoa, ordainbidea",
  type: "mota",
  tracking: "seguiment, número de seguiment, codi de seguiment, seguimento, jarraipena, jarraipen zenbakia, " +
    "jarraipen kodea",
  channel: "orixe, kanala, jatorria, iturria",
  shipping:
    "destino, gastos de envío, gastos envío, gastos de envio, gastos envio, enviament, tramesa, lliurament, bidalketa, bidalketak, bidalketaren, bidalketako, garraioa, banaketa",
  carrier: "missatger, missatgeria, empresa de transport, mensaxeiro, mensaxería, garraiolaria, mezularia, " +
    "garraio enpresa",
  unitprice: "preu unitari, preu per unitat, preu unitat, prezo unitario, prezo por unidade, prezo unidade, " +
    "unitateko prezioa, prezio unitarioa, aleko prezioa",
  recipient: "destinatari, hartzailea, hartzailearen, jasotzailea",
  billing: "facturació, fakturazioa, fakturazioko",
  product: "peça, peca, producte, artigo, produktua, produktuak, produktuaren, artikulua, artikuluak, edukia",
  variant: "padrão, padrao, talla, mida, tamaño, aldaera, tamaina, kolorea, neurria",
  card: "targeta, txartela, targeta de crèdit, targeta de dèbit, tarxeta, txartela",
  account: "kontua",
  order: "encàrrec, encarga, eskaera, eskaerak, eskaeraren, salmenta, salmentak, erosketa",
  purchaseorder: "comanda de compra, erosketa eskaera",
  invoice: "fakturak, fakturaren, fakturako",
  document: "dokumentua",
  receipt: "recibo, rebut, tiquet, xustificante, ordainagiria, tiketa",
  payment: "pagament, transacció, ordainketa, ordainketak, ordainketaren, transakzioa",
  // "Codi", "Kodea": a code, weak on its own as in the other languages; so are "data" and "details".
  weak: "codi, kodea, informació, dades, detalls, informazioa, datuak, xehetasunak",
  qualifier: "últim, darrer, darrera, azken, azkena",
  student: "alumne, alumna, alumnes, ikaslea, ikasle"
}
