/**
 * The readings (読み) of the simulated companies' Japanese names, in katakana, so a member can
 * search by how a name sounds: 「とうわ」 or 「トウワ」 finds 東和住建. Every name in the universe is
 * a place-like prefix and a business word; a name built from parts missing here has no reading,
 * and the universe refuses it (universe.test.ts), so a new company can't be added unsearchable.
 */
const prefixReadings: Readonly<Record<string, string>> = {
  東和: 'トウワ',
  暁: 'アカツキ',
  八雲: 'ヤクモ',
  石狩: 'イシカリ',
  桜川: 'サクラガワ',
  磐城: 'イワキ',
  宙: 'ソラ',
  湊: 'ミナト',
  シム: 'シム',
};

const wordReadings: Readonly<Record<string, string>> = {
  不動産: 'フドウサン',
  人材: 'ジンザイ',
  住建: 'ジュウケン',
  倉庫: 'ソウコ',
  化学: 'カガク',
  化成: 'カセイ',
  半導体: 'ハンドウタイ',
  商事: 'ショウジ',
  商店: 'ショウテン',
  地所: 'ジショ',
  建設: 'ケンセツ',
  情報システム: 'ジョウホウシステム',
  損害保険: 'ソンガイホケン',
  機械: 'キカイ',
  水産: 'スイサン',
  汽船: 'キセン',
  物産: 'ブッサン',
  生命: 'セイメイ',
  百貨店: 'ヒャッカテン',
  石油: 'セキユ',
  硝子: 'ガラス',
  窯業: 'ヨウギョウ',
  精機: 'セイキ',
  紡績: 'ボウセキ',
  自動車: 'ジドウシャ',
  航空: 'コウクウ',
  薬品: 'ヤクヒン',
  製作所: 'セイサクショ',
  製薬: 'セイヤク',
  製鋼: 'セイコウ',
  計器: 'ケイキ',
  証券: 'ショウケン',
  警備保障: 'ケイビホショウ',
  車体: 'シャタイ',
  通信: 'ツウシン',
  運輸: 'ウンユ',
  酒造: 'シュゾウ',
  重工: 'ジュウコウ',
  鉄道: 'テツドウ',
  銀行: 'ギンコウ',
  電力: 'デンリョク',
  電子: 'デンシ',
  電機: 'デンキ',
  電線: 'デンセン',
  総合株価指数: 'ソウゴウカブカシスウ',
  '50種平均株価': 'ゴジッシュヘイキンカブカ',
};

const katakanaWord = /^[\u30a0-\u30ff]+$/;

/** The katakana reading of a universe name, or null when one of its parts has no known reading. */
export function readingOf(japaneseName: string): string | null {
  for (const [prefix, prefixReading] of Object.entries(prefixReadings)) {
    if (!japaneseName.startsWith(prefix)) continue;
    const word = japaneseName.slice(prefix.length);
    const wordReading = katakanaWord.test(word) ? word : wordReadings[word];
    return wordReading === undefined ? null : prefixReading + wordReading;
  }
  return null;
}
