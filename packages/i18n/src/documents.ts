/** The long documents of `/common/text`, in every language. */
import type { Language } from './languages';

export type DocumentName = 'privacy' | 'about' | 'tradeRules';
interface Document {
  title: string;
  body: string;
}

export const documents: Record<DocumentName, Record<Language, Document>> = {
  privacy: {
    en: {
      title: 'Privacy policy',
      body: [
        'Kabuto keeps only what it needs to run your account: your phone number, the identity documents you submit for verification, your bank cards, and the record of every order and every movement of money.',
        'Your password and fund password are stored only as one-way hashes; nobody at Kabuto can read them.',
        'Identity photos are readable only by you and by the staff who review them, and every staff action is written to an audit log.',
        'We do not sell your data. We share it only where the law requires it.',
        'You can ask support for a copy of your data, or for its deletion once your account is closed and the retention periods required by law have passed.',
      ].join('\n\n'),
    },
    tw: {
      title: '隱私權政策',
      body: [
        'Kabuto 只保存經營您的帳戶所需的資料：手機號碼、您提交驗證的身分文件、銀行卡，以及每一筆委託與資金異動的紀錄。',
        '您的登入密碼與資金密碼僅以單向雜湊保存，Kabuto 的任何人都無法讀取。',
        '身分證件照片僅您本人與負責審核的人員可以查看，所有人員操作均記錄於稽核日誌。',
        '我們不會出售您的資料，僅在法律要求時提供。',
        '您可以向客服索取您的資料副本，或在帳戶關閉且法定保存期間屆滿後要求刪除。',
      ].join('\n\n'),
    },
    jp: {
      title: 'プライバシーポリシー',
      body: [
        'Kabutoは、お客様の口座の運営に必要な情報のみを保管します。電話番号、本人確認のために提出された書類、銀行カード、そしてすべての注文と資金移動の記録です。',
        'ログインパスワードと取引パスワードは一方向ハッシュとしてのみ保存され、Kabutoの誰も読むことはできません。',
        '本人確認書類の画像は、お客様ご本人と審査担当者のみが閲覧でき、担当者の操作はすべて監査ログに記録されます。',
        'お客様の情報を販売することはありません。法令で求められる場合にのみ提供します。',
        'サポートに情報の写しを請求できます。口座解約後、法定保存期間の経過後に削除を請求することもできます。',
      ].join('\n\n'),
    },
  },
  about: {
    en: {
      title: 'About Kabuto',
      body: [
        'Kabuto is a mobile brokerage for retail investors in Japanese stocks.',
        'Every yen that moves is a double-entry ledger posting, so your balance is always the sum of its history. Staff approve or reject requests; they cannot set a balance.',
        'Fills, IPO draws, auction results and liquidations are computed from recorded data by published rules, and you can check them yourself.',
        'Market data in this build comes from a simulator and is labelled as simulated.',
      ].join('\n\n'),
    },
    tw: {
      title: '關於 Kabuto',
      body: [
        'Kabuto 是為散戶投資人打造的日本股票行動券商。',
        '每一日圓的移動都是一筆複式記帳分錄，您的餘額永遠等於其歷史紀錄的總和。人員只能核准或駁回申請，無法設定餘額。',
        '成交、新股抽籤、拍賣結果與強制平倉，皆依公開規則由紀錄的資料計算，您可以自行驗證。',
        '此版本的行情資料來自模擬器，並標示為模擬。',
      ].join('\n\n'),
    },
    jp: {
      title: 'Kabutoについて',
      body: [
        'Kabutoは、日本株に投資する個人投資家のためのモバイル証券です。',
        '動くお金はすべて複式簿記の仕訳として記録されるため、残高は常にその履歴の合計と一致します。担当者は申請を承認または却下するだけで、残高を設定することはできません。',
        '約定、IPO抽選、オークション結果、ロスカットは、記録されたデータから公開されたルールで計算され、お客様ご自身で確認できます。',
        'このビルドの相場データはシミュレーターによるもので、その旨を表示しています。',
      ].join('\n\n'),
    },
  },
  tradeRules: {
    en: {
      title: 'Trading rules',
      body: [
        'Shares trade in lots of 100. Prices move on the exchange tick grid and stay within the daily price limits set from the previous close.',
        'The market is open 9:00–11:30 and 12:30–15:30 Japan time on business days, with a closing auction from 15:25.',
        'Leveraged positions hold a margin of the notional divided by the leverage. When a position’s equity falls below the maintenance margin, it is closed at market and you are told why.',
        'Fees and taxes are shown before you confirm an order, and every fill is recorded with its price and time.',
      ].join('\n\n'),
    },
    tw: {
      title: '交易規則',
      body: [
        '股票以每 100 股為一單位交易。價格依交易所的升降單位變動，並限制在以前一日收盤價計算的每日漲跌幅內。',
        '交易時間為日本時間營業日 9:00–11:30 與 12:30–15:30，15:25 起為收盤競價。',
        '槓桿部位的保證金為名目金額除以槓桿倍數。當部位權益低於維持保證金時，將以市價平倉並通知原因。',
        '手續費與稅金會在您確認委託前顯示，每筆成交皆記錄價格與時間。',
      ].join('\n\n'),
    },
    jp: {
      title: '取引ルール',
      body: [
        '株式は100株単位で取引されます。価格は取引所の呼値の刻みで動き、前日終値から計算される値幅制限の範囲内に収まります。',
        '取引時間は営業日の日本時間 9:00〜11:30 と 12:30〜15:30 で、15:25 からクロージング・オークションです。',
        'レバレッジ建玉の証拠金は想定元本をレバレッジで割った額です。建玉の評価額が維持証拠金を下回ると、成行で決済され、その理由をお知らせします。',
        '手数料と税金は注文確定前に表示され、すべての約定は価格と時刻とともに記録されます。',
      ].join('\n\n'),
    },
  },
};
