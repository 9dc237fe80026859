/**
 * Demo articles for `DEMO=1`: what the simulated market is, its hours and limits, and how to
 * read a quote, in every language. They describe this system as it is built; nothing in them
 * is a market claim.
 */
import type { Queryable } from '../db/database';
import type { Localized } from '../news/news.service';
import { publishArticle } from '../news/news.service';

interface DemoArticle {
  title: Localized;
  summary: Localized;
  body: Localized;
}

const paragraphs = (...lines: string[]) => lines.join('\n\n');

const simulatedMarket: DemoArticle = {
  title: {
    en: 'How Kabuto’s simulated market works',
    tw: 'Kabuto 模擬市場如何運作',
    jp: 'Kabutoの模擬市場のしくみ',
  },
  summary: {
    en: 'Every price in Kabuto comes from a market simulator, not from the Tokyo Stock Exchange. Here is what it does.',
    tw: 'Kabuto 的所有價格均來自市場模擬器，並非東京證券交易所。以下說明它如何運作。',
    jp: 'Kabutoの価格はすべてマーケットシミュレーターによるもので、東京証券取引所の価格ではありません。そのしくみをご説明します。',
  },
  body: {
    en: paragraphs(
      'Kabuto is a demonstration brokerage. The prices, charts and order books you see are produced by a market simulator running on our server; none of them comes from the Tokyo Stock Exchange, and every quote is labelled as simulated.',
      'The simulated market lists 152 fictional companies with codes in the Tokyo style, on the Prime, Standard and Growth boards, and two indices computed from them: the Sim All-Share Index and the Sim 50 Stock Average. Any likeness of a name or code to a real company is a coincidence.',
      'Prices move second by second, each stock with a volatility of its own and a share of a factor common to the whole market, now and then with a sudden jump. On Tokyo hours trading is busiest after the open and into the close. Every price keeps to the exchange’s tick sizes and daily price limits, and history was generated far enough back for every chart period.',
      'The simulator is seeded, so the same seed replays the same market. At the end of each trading date Kabuto publishes a short market note with the day’s top movers, written from the closing prices themselves.',
    ),
    tw: paragraphs(
      'Kabuto 是一個示範用的證券應用程式。您看到的價格、K 線與五檔報價，都是由我們伺服器上的市場模擬器產生，並非來自東京證券交易所，每筆報價都標示為模擬。',
      '模擬市場有 152 家虛構公司，使用東證格式的代碼，分屬 Prime、Standard 與 Growth 市場，另有兩個由它們計算的指數：模擬綜合股價指數與模擬50種平均指數。名稱或代碼與真實公司相似純屬巧合。',
      '價格每秒變動，每檔股票有各自的波動率，並受全市場共同因素影響，偶爾會突然跳動。採用東證時間時，開盤後與收盤前成交最為熱絡。所有價格都遵守交易所的最小升降單位與每日漲跌幅限制，並已產生足夠長的歷史資料，讓每個 K 線週期都有資料。',
      '模擬器以亂數種子決定，同一個種子會重現同一個市場。每個交易日結束時，Kabuto 會依收盤價本身發布當日漲跌幅排行的市場快訊。',
    ),
    jp: paragraphs(
      'Kabutoはデモンストレーション用の証券アプリです。表示される価格、チャート、板情報はすべて当社サーバー上のマーケットシミュレーターが生成したもので、東京証券取引所の価格ではありません。すべての気配には模擬であることが表示されます。',
      '模擬市場には、東証スタイルのコードを持つ架空の152社がプライム・スタンダード・グロースの各市場に上場しており、これらから算出する2つの指数（シム総合株価指数、シム50種平均株価）があります。実在の企業と名称やコードが似ていても偶然です。',
      '価格は毎秒動きます。銘柄ごとの変動性と市場全体に共通する要因によって動き、ときおり急な変動も起こります。東証の時間で運用する場合、寄り付き後と大引けにかけて売買が最も活発になります。すべての価格は取引所の呼値の単位と値幅制限に従い、どの期間のチャートにもデータがあるよう過去の相場も生成されています。',
      'シミュレーターは乱数のシードで決まるため、同じシードからは同じ市場が再現されます。各取引日の終わりには、終値そのものから値上がり・値下がり上位をまとめたマーケットノートを掲載します。',
    ),
  },
};

const hoursAndLimits: DemoArticle = {
  title: { en: 'Trading hours and price limits', tw: '交易時間與漲跌幅限制', jp: '取引時間と値幅制限' },
  summary: {
    en: 'When the market trades, when the trading date changes, and how far a price may move in a day.',
    tw: '市場何時交易、交易日何時切換，以及價格一天內可以變動的幅度。',
    jp: '市場が開いている時間、取引日の切り替わり、1日に価格が動ける幅について。',
  },
  body: {
    en: paragraphs(
      'On Tokyo hours the market trades on business days from 9:00 to 11:30 and from 12:30 to 15:30, Japan time. Orders are taken from 8:00 for the opening auction at 9:00. From 15:25 the exchange runs its closing auction, which ends the day with a single print at 15:30; Kabuto takes no new orders in it, and members’ orders are not matched against the closing print. Weekends, Japanese public holidays and 31 December to 3 January are closed.',
      'A demonstration server may run the market around the clock instead; then every day is a trading date, and the date changes at midnight Japan time. A quote always shows whether the stock is trading, closed or halted.',
      'Each stock has a daily price limit, set from the previous close by the exchange’s table: a stock that closed at ¥1,000 or more but under ¥1,500 may move ¥300 either way that day, and one that closed under ¥100 may move ¥30. It cannot trade above its upper limit (limit up) or below its lower limit (limit down).',
      'Staff may halt trading in a single stock, for example while news about it is pending. Its quote then shows halted until trading resumes.',
    ),
    tw: paragraphs(
      '採用東證時間時，市場於營業日日本時間 9:00–11:30 及 12:30–15:30 交易。8:00 起接受 9:00 開盤競價的委託。15:25 起交易所進行收盤競價，當日以 15:30 的一次成交結束；此期間 Kabuto 不接受新委託，會員委託亦不以收盤價撮合。週末、日本國定假日及 12 月 31 日至 1 月 3 日休市。',
      '示範用伺服器也可能讓市場全天候運作；此時每一天都是交易日，交易日於日本時間午夜切換。報價一律會顯示股票目前為交易中、已收盤或暫停交易。',
      '每檔股票都有依前一日收盤價及交易所表格訂定的每日漲跌幅限制：前一日收盤價在 1,000 日圓以上、未滿 1,500 日圓的股票，當日可上下變動 300 日圓；未滿 100 日圓的股票可上下變動 30 日圓。成交價不會高於上限（漲停）或低於下限（跌停）。',
      '在等待個股重大訊息公布等情況下，工作人員可能暫停該股票的交易；恢復交易之前，其報價會顯示暫停交易。',
    ),
    jp: paragraphs(
      '東証の時間で運用する場合、市場は営業日の9:00〜11:30と12:30〜15:30（日本時間）に取引されます。8:00から9:00の寄り付きに向けた注文を受け付けます。15:25からは取引所のクロージング・オークションとなり、15:30の1回の約定で1日を終えます。この間Kabutoは新規の注文を受け付けず、お客様の注文が終値の板寄せで約定することもありません。土日、日本の祝日、12月31日〜1月3日は休場です。',
      'デモ用のサーバーでは市場を24時間動かすこともあります。その場合は毎日が取引日で、日本時間の午前0時に取引日が切り替わります。気配には、銘柄が取引中・取引終了・売買停止のいずれであるかが必ず表示されます。',
      '各銘柄には、前日終値から取引所の表で決まる1日の値幅制限があります。前日終値が1,000円以上1,500円未満の銘柄はその日上下300円まで、100円未満の銘柄は上下30円まで動けます。上限（ストップ高）を超えて、または下限（ストップ安）を下回って取引されることはありません。',
      '銘柄に関する発表を待つときなどに、スタッフが個別銘柄の売買を停止することがあります。再開するまで、その銘柄の気配には売買停止と表示されます。',
    ),
  },
};

const readingQuotes: DemoArticle = {
  title: { en: 'How to read a quote', tw: '如何看懂報價', jp: '気配の見かた' },
  summary: {
    en: 'Last price, change, previous close, daily limits, volume and turnover: what each figure on a quote means.',
    tw: '成交價、漲跌、前一日收盤價、漲跌停價、成交量與成交金額各代表什麼。',
    jp: '現在値、前日比、前日終値、値幅制限、出来高、売買代金がそれぞれ何を表すか。',
  },
  body: {
    en: paragraphs(
      'The last price is the price of the most recent trade. The change and the percentage beside it compare the last price with the previous close, the last price of the previous trading date.',
      'Open, high and low are the first, highest and lowest trade prices of the trading date so far. Volume is the number of shares traded that date, and turnover the total value of those trades in yen.',
      'Limit up and limit down are the highest and lowest prices the stock may trade at that date, set from the previous close. The order book shows the best five prices at which others wait to buy (bids) and to sell (asks), with the shares at each; shares trade in lots of 100.',
      'All of these figures come from Kabuto’s market simulator.',
    ),
    tw: paragraphs(
      '成交價是最近一筆成交的價格。漲跌及旁邊的漲跌幅，是將成交價與前一日收盤價（前一個交易日的最後價格）相比。',
      '開盤價、最高價與最低價是當日到目前為止第一筆、最高與最低的成交價。成交量是當日成交的股數，成交金額是這些成交的日圓總額。',
      '漲停價與跌停價是依前一日收盤價訂定、當日可成交的最高與最低價格。五檔報價顯示其他人正在等待買進（買價）與賣出（賣價）的最佳五個價位及各價位的股數；交易以 100 股為一單位。',
      '這些數字全部來自 Kabuto 的市場模擬器。',
    ),
    jp: paragraphs(
      '現在値は直近の約定価格です。前日比とその横の騰落率は、現在値を前日終値（前の取引日の最後の価格）と比べたものです。',
      '始値・高値・安値は、その取引日のこれまでの最初・最高・最低の約定価格です。出来高はその日に売買された株数、売買代金はそれらの約定の合計金額（円）です。',
      'ストップ高・ストップ安は、前日終値から決まるその日に取引できる最高値と最安値です。板には、買い（買気配）と売り（売気配）を待っている上位5本の価格とそれぞれの株数が表示されます。売買は100株単位です。',
      'これらの数字はすべてKabutoのマーケットシミュレーターによるものです。',
    ),
  },
};

/** Oldest first, a minute apart, so the list shows the simulated market on top. */
const demoArticles: readonly DemoArticle[] = [readingQuotes, hoursAndLimits, simulatedMarket];

export async function seedDemoNews(tx: Queryable, now: Date): Promise<void> {
  for (const [index, article] of demoArticles.entries()) {
    const publishedAt = new Date(now.getTime() - (demoArticles.length - index) * 60_000);
    await publishArticle(tx, { ...article, source: 'Kabuto', symbols: [] }, publishedAt);
  }
}
