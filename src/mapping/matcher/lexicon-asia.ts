/**
 * The lexicon's concepts in Japanese, Chinese (simplified and traditional),
 * Korean, Thai, Vietnamese and Indonesian/Malay. Keys are concept ids of
 * lexicon.ts. Japanese, Chinese, Korean and Thai write compounds without
 * spaces; the tokeniser finds these words inside them by longest match
 * ("注文番号", "우편번호"). Vietnamese syllables are spaced, so its words are
 * mostly phrases ("số điện thoại"): single syllables mean too many things.
 */
export const asiaWords: Readonly<Record<string, string>> = {
  shipby: "hạn gửi hàng, 출고기한, 출고 기한, ต้องส่งภายใน, ส่งภายใน, 발송기한, 발송 기한, tarikh akhir hantar",
  unshipped: "sl chờ gửi, chờ gửi, 待发货数, 待发货, 待出貨, ค้างส่ง, belum dihantar",
  neighborhood: "brgy, barangay, barangay, brgy, ตำบล, แขวง, phường, xã, phường xã, kecamatan, kelurahan",
  amount:
    "學費, 学费, tổng thu, ยอดขาย, ยอดเรียกเก็บ, เรียกเก็บ, tổng đơn, tổng đơn hàng, 額, 额, ยอดรวมทั้งสิ้น, jumlah besar, 請求額, ご請求額, nominal, 金額, 金额, 合計, 合计, 应付, 應付, 総額, 总额, 価格, 价格, 売上, 总价, 合計金額, 总金额, 總金額, 總額, " +
    "금액, 총액, 합계, 총금액, 총, 결제금액, 가격, 매출, จำนวนเงิน, ยอดรวม, ยอด, ราคา, ยอดเงิน, มูลค่า, รวม, " +
    "số tiền, tổng tiền, tổng cộng, thành tiền, giá, giá trị, doanh thu, harga, jumlah harga, " +
    "total bayar, nilai, jumlah bayaran, amaun, jumlah kasar, kasar",
  // When the money of a payment reaches the merchant (정산: settlement; 入金予定日: the day it is due in).
  settled:
    "入帳日, 入账日, 入賬日, 入账日, 入賬, 入账, วันที่เงินเข้า, เงินเข้า, 到賬日, 到账日, 到帳日, 정산일, 정산예정일, 정산 예정일, 입금예정일, 入金日, 入金予定日, 结算日期, 結算日期, 结算时间, 到账时间, 到賬時間, " +
    // Thai "the day the money comes in"; Indonesian "disbursed" (cair, pencairan).
    "วันเงินเข้า, tanggal cair, tanggal pencairan, pencairan, cair, " +
    // Malay "the day the funds are available".
    "dana tersedia, tarikh dana tersedia",
  net:
    "jumlah bersih, bersih, 淨收, 净收, 純額, 净额, 淨額, 税抜, 不含税, 순액, 공급가액, 정산금액, 정산액, 入金額, 入金予定額, 结算金额, 結算金額, ยอดสุทธิ, สุทธิ, số tiền ròng, chưa thuế, bersih, harga bersih",
  subtotal:
    "ราคาเต็ม, harga normal, jumlah asal, harga asal, 原價, 原价, 小計, 小计, 货款, 貨款, 소계, ยอดรวมย่อย, tạm tính, subtotal",
  costprice: "原価, 仕入価格, 成本, 进价, 進價, 원가, 매입가, ต้นทุน, giá vốn, harga pokok, harga beli",
  tax: "税, 税額, 税额, 税费, 消費税, 税金, 稅, 稅額, 營業稅, 增值税, 세금, 부가세, 부가가치세, 세액, ภาษี, " +
    "ภาษีมูลค่าเพิ่ม, thuế, thuế gtgt, pajak, ppn, cukai, sst",
  discount:
    "促销, 促銷, 割引, 値引き, 折扣, 优惠, 優惠, 折讓, 立减, 立減, 할인, ส่วนลด, giảm giá, khuyến mãi, khuyến mại, chiết khấu, diskon, potongan, " +
    "potongan harga, diskaun",
  coupon:
    "折扣碼, 折扣码, kod promo, クーポン, クーポンコード, 优惠券, 優惠券, 優惠碼, 优惠码, 쿠폰, 쿠폰코드, คูปอง, โค้ดส่วนลด, " +
    "mã giảm giá, mã khuyến mãi, mã khuyến mại, phiếu giảm giá, voucher, kode voucher, kode kupon, baucar",
  fee:
    "费用, 費用, 手数料, 手续费, 手續費, 服务费, 服務費, 运费, 邮费, 郵費, 運費, 送料, 配送料, 発送料, 配達料, 수수료, 이용료, ค่าธรรมเนียม, phí, phí dịch vụ, biaya, biaya layanan, " +
    "biaya admin, komisi, caj, yuran",
  refund:
    "đã hoàn, hoàn tiền, tiền hoàn, hoàn trả, dikembalikan, 返金, 返品, 退款, 退貨, 退货, 환불, 반품, คืนเงิน, การคืนเงิน, hoàn tiền, tiền hoàn, " +
    "pengembalian dana, dana dikembalikan, bayaran balik",
  balance:
    "sisa, sisa tagihan, sisa bayar, 未收, 未收款, tiền thu hộ, thu hộ, tiền cod, เก็บเงินปลายทาง, ยอดเก็บเงินปลายทาง, 代收货款, 代收貨款, 代引き金額, 代引金額, 미납액, 미납 금액, 미납, 尚欠, 欠款, ค้างชำระ, 未入金額, 未入金, tertunggak, baki tertunggak, 残高, 未払い, 余额, 餘額, 未付, 잔액, 미수금, ยอดคงเหลือ, คงค้าง, số dư, còn nợ, saldo, sisa tagihan, baki",
  paid:
    "dah bayar, sudah bayar, จ่ายแล้ว, จ่าย, 入金日, 入金済, 入金済み, 支払済み, 決済済, 決済済み, diterima, jumlah diterima, 入金額, 入金, ยอดรับจริง, รับจริง, 收款, 已收款日期, thực nhận, lunas, tgl lunas, đã thu, 납부액, 납부 금액, 납입액, 已收, 已收款, 入數, รับชำระ, ได้รับ, ที่ได้รับ, 支払済, 入金, 已付, 已付款, 實付, 实付, 实付款, 实收, 實收, 실결제, 결제완료, 입금, ชำระแล้ว, đã thanh toán, dibayar, " +
    "sudah dibayar, telah dibayar, dibayar",
  currency:
    "幣種, loại tiền, 通貨, 货币, 币种, 币别, 幣別, 貨幣, 통화, 화폐, สกุลเงิน, tiền tệ, đơn vị tiền tệ, mata uang, mata wang",
  date: "日付, 日期, 日時, 时间, 時間, 時刻, 日, 날짜, 일자, 일시, 시간, วันที่, เวลา, ngày, thời gian, tanggal, " +
    "waktu, tarikh",
  created:
    "ngày lập, thời gian tạo, ngày tạo, tạo lúc, 발행일, 발행 일자, 발행일자, วันที่ออก, 請求日, 作成, 创建, 建立, 作成日, 発生日, 売上日, 注文日, 注文日時, 下单时间, 下單時間, 创建时间, 建立時間, 訂購日期, 주문일, " +
    "주문일시, 주문일자, 생성일, 등록일, ngày đặt, วันที่สั่งซื้อ, สร้างเมื่อ, ngày tạo, ngày đặt hàng, thời gian đặt hàng, " +
    "tanggal dibuat, tanggal pesanan, waktu pesanan, dibuat, tarikh pesanan, hạch toán, ngày hạch toán",
  updated:
    "최종 업데이트, 更新, 更新日, 更新日時, 修改时间, 修改時間, 수정일, 변경일, 업데이트, อัปเดต, แก้ไขล่าสุด, ngày cập nhật, " +
    "cập nhật, diperbarui, diperbaharui, dikemas kini",
  due:
    "应付, 應付, 应付金额, 應付金額, 付款截止日, 付款期限, 截止日, hạn tt, hạn thanh toán, 납부기한, 납부 기한, 납기일, 지불기한, 期限, 到期, 支払期限, 支払期日, 決済期日, 到期日, 截止日期, 납기, 만기, 지급기일, ครบกำหนด, วันครบกำหนด, hạn thanh toán, " +
    "ngày đến hạn, jatuh tempo, tanggal jatuh tempo, tarikh akhir",
  canceled: "キャンセル, 取消, 关闭, 關閉, 取消日, 已取消, 취소, 취소일, ยกเลิก, đã hủy, hủy, dibatalkan, batal, " +
    "pembatalan",
  weight: "重量, 重さ, 総重量, 重量kg, 무게, 중량, น้ำหนัก, trọng lượng, khối lượng, berat, berat produk",
  username: "ชื่อเล่น, ユーザー名, 用户名, 用戶名, 사용자명, 사용자 이름, ชื่อผู้ใช้, tên đăng nhập, tên người dùng, " +
    "nama pengguna, username",
  shipped:
    "ส่งแล้ว, 出荷済, 発送済, 出荷済み, 発送済み, 已出貨, 発送日, 出荷日, 発送済, 发货时间, 發貨時間, 已发货, 출고일, 발송일, 배송일, จัดส่งแล้ว, วันที่จัดส่ง, " +
    "ngày giao hàng, dikirim, tanggal pengiriman, dihantar",
  delivered:
    "配達完了, 配送完了, 配達日, 已签收, 簽收, 签收时间, 确认收货, 確認收貨, 收货时间, 收貨時間, 배송완료, จัดส่งสำเร็จ, đã giao, giao thành công, " +
    "diterima",
  id:
    "เลข, รหัสรายการ, เลขที่รายการ, อ้างอิง, เลขอ้างอิง, รหัส, 流水号, 流水號, 番号, 编号, 號碼, 号码, 单号, 單號, 編號, 号, 號, 번호, 아이디, หมายเลข, เลขที่, mã số, số, nomor, nombor, rujukan, no rujukan",
  sku:
    "品號, 商品管理番号, 商品管理コード, 商品管理ID, 品号, 品番, 商品コード, 型番, 货号, 貨號, 商品编码, 商品編號, 商家编码, 商家編碼, 规格编码, 規格編碼, 상품코드, 품번, รหัสสินค้า, " +
    "mã sản phẩm, mã hàng, kode produk, kode barang",
  barcode: "バーコード, 条码, 條碼, 条形码, 條形碼, 바코드, บาร์โค้ด, mã vạch",
  customer:
    "ortu, orang tua, wali, ortu/wali, penempah, ibu, bapa, 예약자, người dùng, 訂購人, 订购人, 联系人, 聯絡人, 联络人, 聯繫人, 付款人, 顧客, 取引先, 客户, お客様, 買主, 購入者, 注文者, 买家, 買家, 客戶, 客人, 购买人, 購買人, 用户, 用戶, 고객, 구매자, 주문자, 구매인, " +
    "ลูกค้า, ผู้ซื้อ, ผู้สั่งซื้อ, khách hàng, khách, người mua, người đặt hàng, pelanggan, pembeli, pemesan, tamu, " +
    "pembayar, 会員, 会员, 회원, สมาชิก",
  sender: "pengirim, penghantar",
  merchant:
    "sendiri, 自定义, 自訂, 販売者, 出品者, 店舗, ショップ, 卖家, 賣家, 商家, 店铺, 商店, 门店, 門店, 商户, 商戶, 판매자, 셀러, 상점, 스토어, ผู้ขาย, ร้านค้า, " +
    "người bán, cửa hàng, nhà cung cấp, penjual, toko, pedagang, kedai",
  // The one a parcel is sent for, and where it leaves from: the shipper, not the buyer.
  shipfrom:
    "ご依頼主, 依頼主, 出荷元, 発送元, 倉庫, 仓库, 發貨人, 发货人, 寄件人, 发件人, 창고, 보내는 분, 보내는분, 발송인, " +
    "คลังสินค้า, ผู้ส่ง, kho hàng, người gửi, gudang",
  company:
    "องค์กร, ลูกค้าองค์กร, 법인, khách dn, khách doanh nghiệp, doanh nghiệp, 企业, 企業, 法人, 公司抬頭, 抬頭, 会社, 会社名, 法人名, 公司, 公司名称, 公司名稱, 企業, 회사, 회사명, 상호, 업체명, บริษัท, ชื่อบริษัท, " +
    "công ty, tên công ty, doanh nghiệp, perusahaan, nama perusahaan, syarikat, nama syarikat",
  name:
    "ชื่อ สกุล, ชื่อสกุล, 名前, 氏名, 姓名, 名称, 名稱, お名前, 이름, 성명, 명칭, ชื่อ, ชื่อ นามสกุล, tên, họ tên, họ và tên, " +
    "nama, nama lengkap, nama penuh",
  firstname: "名, ชื่อจริง, tên riêng, nama depan, nama pertama",
  lastname: "姓, 苗字, 名字, นามสกุล, họ, nama belakang, nama keluarga",
  email:
    "メアド, emel, メール, メールアドレス, 邮箱, 电子邮件, 邮件, 電子郵件, 電郵, 이메일, 메일, 전자우편, อีเมล, อีเมล์, " +
    "thư điện tử, địa chỉ email, surel, alamat email, e mel",
  phone:
    "เบอร์, hp, no hp, nomor hp, cp #, cp no, cp number, 電話, 电话, 電話番号, 携帯, 携帯電話, 手机, 手機, 手机号, 联系电话, 聯絡電話, 连络电话, 전화, 전화번호, " +
    "휴대전화, 휴대폰, 핸드폰, 연락처, 휴대폰번호, เบอร์โทร, โทรศัพท์, เบอร์โทรศัพท์, มือถือ, số điện thoại, " +
    "điện thoại, sđt, sdt, telepon, nomor telepon, no telepon, no hp, handphone, nomor hp, telefon bimbit",
  url: "リンク, 链接, 連結, 网址, 網址, 링크, ลิงก์, liên kết, đường dẫn, tautan, pautan",
  address:
    "alamat penagihan, 住所, 地址, 詳細地址, 详细地址, 番地, 주소, 상세주소, 도로명주소, 지번주소, ที่อยู่, địa chỉ, " +
    "địa chỉ chi tiết, alamat, alamat lengkap, jalan",
  // Japan's 番地 (the block and lot after the town) is the street line a form asks for, not a house number alone.
  housenumber: "門牌, 门牌号, 건물번호, บ้านเลขที่, số nhà, nomor rumah, no rumah",
  city:
    "所在城市, 地區, 地区, kab, 都市, 城市, 市, 市区町村, 区, 县, 縣市, 鄉鎮市區, 도시, 시군구, อำเภอ, เขต, เมือง, " +
    "thành phố, quận, huyện, quận huyện, kota, kabupaten, kota kabupaten, bandar, daerah",
  region:
    "tiểu bang, bang, 도도부현, 區域, 区域, 都道府縣, 都道府県, 省, 省份, 州, 県, 시도, 광역시, จังหวัด, tỉnh, tỉnh thành, tỉnh thành phố, provinsi, " +
    "negeri, negara bagian",
  postal: "郵便番号, 邮编, 邮政编码, 郵遞區號, 郵政編碼, 우편번호, รหัสไปรษณีย์, mã bưu điện, mã bưu chính, " +
    "kode pos, poskod",
  country: "国, 国家, 國家, 国名, 국가, 나라, ประเทศ, quốc gia, nước, negara",
  status: "状況, 状態, 状态, 狀態, ステータス, 상태, 처리상태, 주문상태, สถานะ, trạng thái, tình trạng, status",
  rate:
    "率, 税率, 比率, 汇率, 匯率, 為替レート, 환율, 비율, 세율, อัตรา, อัตราแลกเปลี่ยน, tỷ lệ, tỷ giá, thuế suất, tarif, kadar, persen, peratus",
  quantity: "ชิ้น, 数, 數, 数量, 個数, 數量, 件数, 수량, 개수, 구매수, จำนวน, số lượng, jumlah, kuantiti",
  description:
    "服务内容, 服務內容, 청구 내역, 청구내역, 件名, 內容, perihal, 説明, 描述, 說明, 摘要, 内容, 내용, 설명, 적요, รายละเอียด, คำอธิบาย, mô tả, diễn giải, nội dung, " +
    "deskripsi, keterangan, penerangan",
  note:
    "mesej, メッセージ, 備考, 备注, 備註, メモ, コメント, 留言, 买家留言, 買家留言, 메모, 비고, 요청사항, 메시지, 메세지, 배송메시지, 배송메세지, 배송메모, หมายเหตุ, " +
    "ghi chú, lời nhắn, lưu ý, lưu ý giao hàng, ghi chú giao hàng, catatan, catatan pengiriman, pesan, nota",
  reason: "理由, 原因, 사유, 이유, เหตุผล, สาเหตุ, lý do, alasan, sebab",
  title: "タイトル, 标题, 標題, 제목, ชื่อเรื่อง, tiêu đề, judul, tajuk",
  // A delivery method (配送方法, 배송방법, phương thức vận chuyển) is read as its two words: shipping, then method.
  method:
    "paano nagbayad, cara bayar, รับชำระโดย, รับชำระผ่าน, ชำระผ่าน, บริการขนส่ง, บริการจัดส่ง, hình thức tt, hình thức, วิธีชำระเงิน, วิธีชำระ, ชำระโดย, 方法, 方式, 支払方法, 決済方法, 支付方式, 付款方式, 결제수단, 결제방법, 방법, วิธีการชำระเงิน, " +
    "ช่องทางการชำระเงิน, ช่องทางชำระ, ช่องทางชำระเงิน, phương thức thanh toán, hình thức thanh toán, phương thức, metode pembayaran, " +
    "metode, cara pembayaran, kaedah pembayaran, kaedah, 수단",
  // "取引先コード", "배송비 정보": a code, an information, say no more than the words beside them.
  weak: "コード, 코드, 정보, 情報, 信息, 資訊, mã",
  type: "種類, 種別, 区分, 类型, 類型, 类别, 類別, 유형, 종류, 구분, ประเภท, loại, jenis, tipe, kategori",
  tracking:
    "託運單號, 托运单号, 追跡, kode booking, 送り状番号, 跟踪号, 跟蹤號, 追蹤碼, 追踪码, 追蹤號碼, 追踪号码, 追跡番号, 伝票番号, お問い合わせ番号, 运单号, 運單號, 快递单号, 物流单号, 物流單號, 송장번호, 운송장번호, " +
    "운송장, 송장, เลขพัสดุ, หมายเลขติดตาม, เลขแทร็ค, mã vận đơn, số vận đơn, mã theo dõi, nomor resi, resi, " +
    "no resi, nombor penjejakan, awb",
  channel:
    "銷售站點, 站點, 站点, チャネル, 渠道, 通路, 来源, 來源, 채널, 판매채널, 경로, ช่องทาง, kênh, nguồn, kanal, saluran, sumber",
  shipping:
    "取貨, 取货, hantar, penghantaran, kos pos, 出荷, kirim, 発送, 配送, 送付先, 出貨, 出货, tujuan, 发货, 收货, 送料, 运费, 邮费, 郵費, 运送, 運送, 配送料, 発送料, 配達料, 寄送, 物流, " +
    "快递, 運費, 배송, 배송비, 택배비, 발송, 택배, 배송지, การจัดส่ง, จัดส่ง, " +
    "ค่าจัดส่ง, ค่าส่ง, giao hàng, giao, vận chuyển, phí vận chuyển, phí giao hàng, pengiriman, " +
    "ongkir, ongkos kirim, penghantaran, kos penghantaran, 送貨, 送货",
  carrier:
    "ขนส่ง, บริษัทขนส่ง, ส่งทาง, 配送業者, 運送会社, 配送会社, 物流公司, 快递公司, 快遞公司, 택배사, 운송사, 배송업체, ขนส่งโดย, đơn vị vận chuyển, " +
    "hãng vận chuyển, kurir, ekspedisi, jasa pengiriman, syarikat kurier",
  unitprice:
    "単価, 單價, 单价, 단가, 판매단가, 판매가, ราคาต่อหน่วย, đơn giá, giá đơn vị, harga satuan, harga per unit, harga seunit",
  recipient:
    // Where the goods are sent ("お届け先", "送付先") is whom: a recipient, whose address is the ship-to.
    "配送先, お届け先, 届け先, 発送先, 送り先, 宛先, 收件人, 收件, 收货人, 收貨人, 받는 분, 받는분, 받는사람, 수취인, 수령인, 수하인, ผู้รับ, người nhận, penerima, 受取人",
  billing: "請求先, 請求, 账单, 帳單, 청구, 청구지, ที่อยู่ใบแจ้งหนี้, thanh toán hóa đơn, penagihan, alamat penagihan, " +
    "pengebilan",
  product:
    "托寄物, 寄托物, 物品, 货物, 貨物, รายการ, 商品, 产品, 品名, 品項, 品项, 商品名, 商品名称, 商品名稱, 产品名称, 產品名稱, 製品, 宝贝, 貨品, 货品, 產品, 상품, 제품, 품목, 상품명, 내용물, 내용품, 内容品, 물품, สินค้า, " +
    "ผลิตภัณฑ์, รายการสินค้า, sản phẩm, hàng hóa, mặt hàng, hàng, tên sản phẩm, tên hàng, produk, barang, nama produk, " +
    "nama barang, item",
  variant:
    "規格, 规格, 顏色, 颜色, màu, màu sắc, kích cỡ, kích thước, バリエーション, 规格, 規格, 款式, 样式, 樣式, オプション, 옵션, 옵션명, 변형, ตัวเลือก, รุ่น, biến thể, phân loại hàng, phân loại, quy cách, varian, variasi, ukuran, warna, saiz",
  brand: "卡组织, 卡組織, ブランド, 品牌, 브랜드, 카드사, แบรนด์, ยี่ห้อ, thương hiệu, merek, jenama",
  card: "カード, 卡, 信用卡, 카드, 신용카드, บัตร, บัตรเครดิต, thẻ, kartu, kad",
  document: "chứng từ, dokumen",
  // Taiwan's company number (統一編號, 統編) is the buyer's tax id.
  taxid: "mst, uen, uen no, เลขผู้เสียภาษี, ผู้เสียภาษี, 統編, 統一編號, 统一编号",
  account: "口座, アカウント, 账户, 帳戶, 账号, 계좌, 계정, บัญชี, tài khoản, akun, rekening, akaun",
  // A shop's own slip for the order (Next Engine's "店舗伝票番号") is the order, not a courier's slip (伝票番号).
  order:
    "tempahan, tempah, 予約, จอง, การจอง, สั่งซื้อ, 注文, 订单, 訂單, 受注, 店舗伝票, 受注伝票, 주문, 판매, 销售, 銷售, คำสั่งซื้อ, ออเดอร์, การขาย, đơn hàng, đơn, bán hàng, " +
    "pesanan, penjualan, tempahan, jualan",
  purchaseorder: "発注書, 采购单, 採購單, 발주서, ใบสั่งซื้อ, đơn mua hàng, pesanan pembelian",
  invoice:
    "청구, 청구서, ใบกำกับ, 請求書, 发票, 發票, 인보이스, 세금계산서, 청구서, ใบแจ้งหนี้, ใบกำกับภาษี, hóa đơn, faktur, tagihan, invois",
  payment:
    "金流, giao dịch, ชำระ, チャージ, bayar, การชำระ, การชำระเงิน, วิธีชำระเงิน, วิธีชำระ, 支払い, 支払, 支付, 付款, 決済, 交易, 결제, 거래, 지불, ชำระเงิน, ธุรกรรม, thanh toán, " +
    "giao dịch, pembayaran, transaksi, bayaran",
  failure: "ชำระไม่ผ่าน, ที่ชำระไม่ผ่าน, từ chối, bị từ chối, ditolak, ถูกปฏิเสธ",
  qualifier: "thêm, bổ sung, riêng, terakhir, số cuối, ล่าสุด",
  deliverby: "dự kiến nhận, dự kiến giao, ngày dự kiến nhận, お届け予定, hạn giao, hạn giao hàng",
  soldfor: "giá bán, giá bán lẻ, harga jual",
  platform: "亚马逊, 亞馬遜, アマゾン, 아마존",
  lesson: "受講"
}
