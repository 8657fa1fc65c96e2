/**
 * More languages for the lexicon's concepts: Nordic (Swedish, Danish,
 * Norwegian), Polish, Turkish, Japanese and Chinese cues, kept apart so the
 * main lexicon stays readable. Keys are concept ids of lexicon.ts.
 * CJK words are found inside unspaced headers by longest match ("注文番号").
 */
export const moreWords: Readonly<Record<string, string>> = {
  amount: "belopp, beløb, beløp, summa, totalt, pris, kwota, suma, cena, wartość, tutar, toplam, fiyat, " +
    "金額, 金额, 合計, 合计, 総額, 总额, 価格, 价格, 売上, 总价",
  net: "netto",
  subtotal: "delsumma, delsum, suma częściowa, ara toplam, 小計, 小计",
  tax: "moms, mva, podatek, vergi, kdv, 税, 税額, 税额, 消費税, 税金",
  discount: "rabat, indirim, 割引, 折扣, 优惠",
  fee: "avgift, gebyr, opłata, ücret, 手数料, 手续费",
  refund: "återbetalning, återbetald, refusjon, refundert, zwrot, zwrócono, zwrócone, iade, 返金, 退款",
  currency: "waluta, para birimi, 通貨, 货币, 币种",
  date: "dato, tarih, 日付, 日期, 日時, 时间, 時間, 時刻, 日",
  created: "skapad, oprettet, opprettet, utworzono, utworzenia, oluşturulma, 作成, 创建",
  updated: "uppdaterad, opdateret, oppdatert, zaktualizowano, güncellendi, 更新",
  due: "förfallodatum, forfaldsdato, forfallsdato, termin, vade, 期限, 到期",
  id: "numer, numara, identyfikator, kimlik, tunnus, 番号, 编号, 号码, 单号",
  customer: "kund, klient, müşteri, 顧客, 客户, お客様, 買主",
  name: "namn, navn, nazwa, isim, adı, 名前, 氏名, 姓名, 名称",
  firstname: "förnamn, fornavn, imię, 名",
  lastname: "efternamn, efternavn, etternavn, nazwisko, soyad, soyadı, 姓",
  email: "e post, epost, e posta, eposta, メール, メールアドレス, 邮箱, 电子邮件, 邮件",
  phone: "telefonnummer, 電話, 电话",
  address: "adress, ulica, adresi, 住所, 地址",
  city: "miasto, şehir, 都市, 城市, 市",
  region: "län, województwo, 都道府県, 省",
  postal: "postnummer, kod pocztowy, posta kodu, 郵便番号, 邮编, 邮政编码",
  country: "kraj, ülke, 国, 国家",
  status: "tila, stan, durum, 状態, 状态, ステータス",
  quantity: "antal, antall, ilość, miktar, adet, 数量, 個数",
  description: "beskrivning, beskrivelse, opis, açıklama, 説明, 描述",
  note: "anteckning, notat, uwagi, 備考, 备注, メモ",
  product: "produkt, ürün, 商品, 产品, 品名",
  shipping:
    "leverans, frakt, wysyłka, dostawa, kargo, teslimat, 配送, 配送先, お届け先, 届け先, 送付先, 发货, 收货, 送料, 运费",
  order: "beställning, bestilling, zamówienie, sipariş, 注文, 订单",
  invoice: "faktura, fatura, 請求書, 发票",
  payment: "betalning, płatność, ödeme, 支払い, 支払, 支付, 付款"
}
