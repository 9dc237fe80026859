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
        'Fills, fees and liquidations are computed from recorded data by published rules, and you can check them yourself.',
        'IPOs (the IPO shortcut on the home screen) are allotted by a published lottery: the draw’s seed is committed when subscription opens and revealed after the draw, and “Verify this draw” re-runs it on your phone.',
        'Market data in this build comes from a simulator and is labelled as simulated.',
      ].join('\n\n'),
    },
    tw: {
      title: '關於 Kabuto',
      body: [
        'Kabuto 是為散戶投資人打造的日本股票行動券商。',
        '每一日圓的移動都是一筆複式記帳分錄，您的餘額永遠等於其歷史紀錄的總和。人員只能核准或駁回申請，無法設定餘額。',
        '成交、手續費與強制平倉，皆依公開規則由紀錄的資料計算，您可以自行驗證。',
        '新股申購（首頁的「新股申購」捷徑）依公開的抽籤方法配售：抽籤種子在開放申購時承諾、抽籤後公開，「驗證這次抽籤」會在您的手機上重新執行抽籤。',
        '此版本的行情資料來自模擬器，並標示為模擬。',
      ].join('\n\n'),
    },
    jp: {
      title: 'Kabutoについて',
      body: [
        'Kabutoは、日本株に投資する個人投資家のためのモバイル証券です。',
        '動くお金はすべて複式簿記の仕訳として記録されるため、残高は常にその履歴の合計と一致します。担当者は申請を承認または却下するだけで、残高を設定することはできません。',
        '約定、手数料、ロスカットは、記録されたデータから公開されたルールで計算され、お客様ご自身で確認できます。',
        'IPO（ホームの「IPO」）は公開された方式の抽選で配分されます。抽選のシードは申込開始時にコミットされ抽選後に公開され、「この抽選を検証」でお使いの端末で再実行できます。',
        'このビルドの相場データはシミュレーターによるもので、その旨を表示しています。',
      ].join('\n\n'),
    },
  },
  tradeRules: {
    en: {
      title: 'Trading rules',
      body: [
        'Shares trade in lots of {{lotSize}}. Prices move on the exchange’s tick grid and stay within the daily price limits set from the previous close. Prices in this app come from a market simulator.',
        'Under Tokyo hours the market takes orders 9:00–11:30 and 12:30–15:30 Japan time on business days; from 15:25, during the closing auction, no new orders are taken (this app matches no order against the closing print). When the simulated market runs around the clock, orders are taken at any time and a trading day ends at midnight Japan time.',
        'A market order fills at once against the five best offers shown (a long buys from the asks, a short sells to the bids), level by level; shares beyond the fifth level fill at its price. A limit order waits with its margin and charges held, and fills in full at the market’s price, your limit or better, as soon as the best offer reaches it. Orders still waiting when the trading day ends expire, and their money is released.',
        'Margin is the notional divided by the leverage you choose ({{leverageOptions}}). Commission is {{feeRate}} of the notional, at least ¥{{minFee}}, on opening and on closing.{{stampDuty}} {{roundedUp}}; profit and loss is rounded half to even.',
        'A position’s equity is its margin plus its unrealised profit or loss. You are warned when the equity falls to {{warningRate}} of the position’s value at the last price, but never before the price has moved halfway from the opening price to the liquidation price, so no position is warned as it opens; and the position is closed at market when it falls to {{maintenanceRate}}. The liquidation price shown on every position is, for a long, (N − M) ÷ (q × (1 − m)) and, for a short, (N + M) ÷ (q × (1 + m)), where N is the opening notional, M the margin, q the shares and m the maintenance rate, rounded to the tick on the safe side. Adding margin moves it away. If a forced close loses more than the margin and your available cash, the house absorbs the rest: your balance never goes below zero.',
        '{{closeRules}} Day-trade positions still open at {{dayCutoff}} Japan time are closed at market by the house.',
        'Every fill, fee and ledger entry of a position is shown on its page, so you can check each yen.',
      ].join('\n\n'),
    },
    tw: {
      title: '交易規則',
      body: [
        '股票以每 {{lotSize}} 股為一單位交易。價格依交易所的升降單位變動，並限制在以前一日收盤價計算的每日漲跌幅內。本應用程式的價格來自市場模擬器。',
        '採用東京交易時間時，日本時間營業日 9:00–11:30 與 12:30–15:30 接受委託；15:25 起的收盤競價期間不接受新委託（本應用程式不以收盤競價成交）。模擬市場全天開放時，隨時接受委託，交易日於日本時間午夜結束。',
        '市價委託會立即依序與顯示的最佳五檔成交（做多買入賣方報價，做空賣給買方報價），超過第五檔的股數以第五檔價格成交。限價委託會凍結保證金與費用後等待，一旦最佳報價達到限價，即以市場價格（限價或更優）全部成交。交易日結束時仍未成交的委託將失效並解除凍結。',
        '保證金為名目金額除以您選擇的槓桿（{{leverageOptions}}）。手續費為名目金額的 {{feeRate}}，最低 ¥{{minFee}}，開倉與平倉各收一次。{{stampDuty}}{{roundedUp}}；損益以四捨六入五成雙計算。',
        '部位權益為保證金加上未實現損益。當權益跌至部位以最新價計算價值的 {{warningRate}} 時會發出警示，但價格從開倉價走到強制平倉價的一半之前不會發出，因此不會在開倉時就收到警示；權益跌至 {{maintenanceRate}} 時將以市價平倉。每個部位顯示的強制平倉價：做多為 (N − M) ÷ (q × (1 − m))，做空為 (N + M) ÷ (q × (1 + m))，其中 N 為開倉名目金額、M 為保證金、q 為股數、m 為維持保證金比率，並以對安全一側的升降單位取整。追加保證金可使其遠離現價。若強制平倉的虧損超過保證金與您的可用資金，差額由本公司承擔，您的餘額不會低於零。',
        '{{closeRules}}日本時間 {{dayCutoff}} 仍未平倉的當沖部位，將由本公司以市價平倉。',
        '每個部位的頁面都會列出每筆成交、費用與帳務分錄，您可以核對每一日圓。',
      ].join('\n\n'),
    },
    jp: {
      title: '取引ルール',
      body: [
        '株式は{{lotSize}}株単位で取引されます。価格は取引所の呼値の刻みで動き、前日終値から計算される値幅制限の範囲内に収まります。このアプリの価格は相場シミュレーターによるものです。',
        '東京の取引時間では、営業日の日本時間 9:00〜11:30 と 12:30〜15:30 に注文を受け付けます。15:25 からのクロージング・オークション中は新規の注文を受け付けません（当アプリの注文は終値の板寄せでは約定しません）。シミュレーション相場を終日運用している場合は、いつでも注文でき、取引日は日本時間の午前0時に終わります。',
        '成行注文は表示中の最良5本の気配に対して即座に約定します（買い建ては売り気配から、売り建ては買い気配へ）。5本目を超える株数は5本目の価格で約定します。指値注文は証拠金と手数料を拘束して待機し、最良気配が指値に達した時点で市場の価格（指値またはそれより有利な価格）で全量約定します。取引日の終わりまでに約定しなかった注文は失効し、拘束が解除されます。',
        '証拠金は想定元本を選択したレバレッジ（{{leverageOptions}}）で割った額です。手数料は想定元本の {{feeRate}}（最低 ¥{{minFee}}）で、新規と決済のそれぞれにかかります。{{stampDuty}}{{roundedUp}}、損益は偶数丸めで計算します。',
        '建玉の評価額は証拠金に含み損益を加えた額です。評価額が最新価格での建玉価値の {{warningRate}} まで下がると警告します。ただし、価格が新規約定価格からロスカット価格までの半分に達するまでは警告しません（新規直後に警告されることはありません）。評価額が {{maintenanceRate}} まで下がると成行で決済します。各建玉に表示するロスカット価格は、買い建てが (N − M) ÷ (q × (1 − m))、売り建てが (N + M) ÷ (q × (1 + m)) です（N は新規時の想定元本、M は証拠金、q は株数、m は維持率。安全側の呼値に丸めます）。証拠金を追加すると遠ざかります。強制決済の損失が証拠金と利用可能残高を超えた場合、超過分は当社が負担し、残高がマイナスになることはありません。',
        '{{closeRules}}日本時間 {{dayCutoff}} に残っているデイトレード建玉は、当社が成行で決済します。',
        '各建玉のページに、すべての約定・手数料・仕訳を表示しています。1円単位でご確認いただけます。',
      ].join('\n\n'),
    },
  },
};

/** How a product's close rule reads in each language, from its minimum minutes and whether T+0 is allowed. */
const closeRuleText: Record<Language, (minutes: string, sameDay: boolean) => string> = {
  en: (minutes, sameDay) =>
    `${sameDay ? 'on the day it opens (T+0)' : 'from the next trading day (T+1)'}${minutes === '0' ? '' : `, at least ${minutes} minutes after it opens`}`,
  tw: (minutes, sameDay) =>
    `${sameDay ? '於開倉當日（T+0）' : '自下一個交易日（T+1）起'}${minutes === '0' ? '' : `、且開倉滿 ${minutes} 分鐘後`}`,
  jp: (minutes, sameDay) =>
    `${sameDay ? '新規当日から（T+0）' : '翌営業日から（T+1）'}${minutes === '0' ? '' : `、新規から${minutes}分経過後に`}`,
};

/**
 * The sentence on when positions may be closed: one rule for both products when they are the
 * same (as by default), so the text does not say "T+0" twice.
 */
const closeRulesText: Record<Language, (normal: string, day: string) => string> = {
  en: (normal, day) =>
    normal === day
      ? `Either kind of position, normal or day-trade, can be closed ${normal}.`
      : `A normal position can be closed ${normal}; a day-trade position ${day}.`,
  tw: (normal, day) =>
    normal === day ? `一般部位與當沖部位皆${normal}可平倉。` : `一般部位${normal}可平倉；當沖部位${day}可平倉。`,
  jp: (normal, day) =>
    normal === day
      ? `通常の建玉もデイトレードの建玉も${normal}決済できます。`
      : `通常の建玉は${normal}決済でき、デイトレードの建玉は${day}決済できます。`,
};

/** The stamp-duty sentence, none when the rate is zero (Japan levies none on share trades), and what rounds up. */
const dutyText: Record<Language, { duty: (rate: string) => string; roundedUp: (withDuty: boolean) => string }> = {
  en: {
    duty: (rate) => ` Stamp duty is ${rate} of the notional on opening.`,
    roundedUp: (withDuty) =>
      withDuty ? 'Margin, commission and duty are rounded up to the yen' : 'Margin and commission are rounded up to the yen',
  },
  tw: {
    duty: (rate) => `印花稅為開倉名目金額的 ${rate}。`,
    roundedUp: (withDuty) => (withDuty ? '保證金、手續費與稅金無條件進位至日圓' : '保證金與手續費無條件進位至日圓'),
  },
  jp: {
    duty: (rate) => `印紙税は新規時の想定元本の ${rate} です。`,
    roundedUp: (withDuty) => (withDuty ? '証拠金・手数料・税金は円未満を切り上げ' : '証拠金・手数料は円未満を切り上げ'),
  },
};

/** A rate such as "0.001" as a percentage, "0.1%", without passing through a floating-point number. */
function percent(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  // rate × 100 moves the decimal point two places: `places` digits stay after it.
  const places = Math.max(fraction.length - 2, 0);
  const digits = BigInt(whole + fraction.padEnd(2, '0'))
    .toString()
    .padStart(places + 1, '0');
  const integer = digits.slice(0, digits.length - places);
  const decimals = digits.slice(digits.length - places).replace(/0+$/, '');
  return `${integer}${decimals ? `.${decimals}` : ''}%`;
}

/**
 * A document in `language` with the live settings written in, so the published trading rules
 * always state the rates, limits and times the server applies.
 */
export function renderDocument(name: DocumentName, language: Language, settings: Readonly<Record<string, string>>): Document {
  const document = documents[name][language];
  const setting = (key: string) => settings[key] ?? '';
  const dutyRate = setting('stampDutyRate') || '0';
  const withDuty = !/^0(\.0*)?$/.test(dutyRate);
  const values: Record<string, string> = {
    lotSize: setting('lotSize'),
    leverageOptions: setting('leverageOptions')
      .split(',')
      .map((option) => `${option}×`)
      .join(', '),
    feeRate: percent(setting('feeRate') || '0'),
    minFee: setting('minFee'),
    stampDuty: withDuty ? dutyText[language].duty(percent(dutyRate)) : '',
    roundedUp: dutyText[language].roundedUp(withDuty),
    warningRate: percent(setting('marginWarningRate') || '0'),
    maintenanceRate: percent(setting('maintenanceMarginRate') || '0'),
    dayCutoff: setting('dayTradeCutoff'),
    closeRules: closeRulesText[language](
      closeRuleText[language](setting('normalMinMinutesBeforeClose') || '0', setting('normalSameDayClose') !== 'false'),
      closeRuleText[language](setting('dayMinMinutesBeforeClose') || '0', true),
    ),
  };
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
  return { title: fill(document.title), body: fill(document.body) };
}
