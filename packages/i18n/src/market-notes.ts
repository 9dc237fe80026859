/**
 * The texts of the automatic market notes, which the server writes once per trading date from
 * the day's real closes: the top movers, and one note per stock that closed at a daily limit.
 * Every number is filled in from the data; the templates hold none.
 */
import type { Language } from './languages';

export interface MarketNoteTexts {
  /** `{{date}}` */
  moversTitle: string;
  /** `{{date}} {{up}} {{down}} {{flat}}` */
  moversSummary: string;
  /** `{{date}}` */
  moversIntro: string;
  gainers: string;
  losers: string;
  /** `{{rank}} {{name}} {{symbol}} {{close}} {{change}}` */
  moverLine: string;
  noGainers: string;
  noLosers: string;
  /** `{{name}} {{symbol}}` */
  limitUpTitle: string;
  limitDownTitle: string;
  /** `{{date}} {{limit}} {{previousClose}} {{change}}` */
  limitUpSummary: string;
  limitDownSummary: string;
  limitUpRule: string;
  limitDownRule: string;
  simulated: string;
}

export const marketNoteTexts: Record<Language, MarketNoteTexts> = {
  en: {
    moversTitle: 'Top movers at the close: {{date}}',
    moversSummary: 'Stocks on {{date}}: {{up}} up, {{down}} down, {{flat}} unchanged.',
    moversIntro: 'Last prices of {{date}} on Kabuto’s simulated market, with the change from the previous close.',
    gainers: 'Top gainers',
    losers: 'Top losers',
    moverLine: '{{rank}}. {{name}} ({{symbol}}): {{close}} ({{change}})',
    noGainers: 'No stock rose.',
    noLosers: 'No stock fell.',
    limitUpTitle: '{{name}} ({{symbol}}) closed limit up',
    limitDownTitle: '{{name}} ({{symbol}}) closed limit down',
    limitUpSummary:
      'On {{date}} the stock closed at its daily upper limit of {{limit}}, {{change}} from the previous close of {{previousClose}}.',
    limitDownSummary:
      'On {{date}} the stock closed at its daily lower limit of {{limit}}, {{change}} from the previous close of {{previousClose}}.',
    limitUpRule:
      'A stock cannot trade above its upper limit for the day, which is set from the previous close by the exchange’s price-limit table.',
    limitDownRule:
      'A stock cannot trade below its lower limit for the day, which is set from the previous close by the exchange’s price-limit table.',
    simulated: 'Prices come from Kabuto’s market simulator, not from the Tokyo Stock Exchange.',
  },
  tw: {
    moversTitle: '收盤漲跌幅排行（{{date}}）',
    moversSummary: '{{date}} 共 {{up}} 檔上漲、{{down}} 檔下跌、{{flat}} 檔平盤。',
    moversIntro: '以下為 {{date}} Kabuto 模擬市場的最後價格，以及與前一日收盤價相比的漲跌幅。',
    gainers: '漲幅排行',
    losers: '跌幅排行',
    moverLine: '{{rank}}. {{name}}（{{symbol}}）：{{close}}（{{change}}）',
    noGainers: '沒有上漲的股票。',
    noLosers: '沒有下跌的股票。',
    limitUpTitle: '{{name}}（{{symbol}}）漲停收盤',
    limitDownTitle: '{{name}}（{{symbol}}）跌停收盤',
    limitUpSummary: '{{date}} 以當日漲停價 {{limit}} 收盤，較前一日收盤價 {{previousClose}} {{change}}。',
    limitDownSummary: '{{date}} 以當日跌停價 {{limit}} 收盤，較前一日收盤價 {{previousClose}} {{change}}。',
    limitUpRule: '股票當日的成交價不得高於漲停價；漲停價依前一日收盤價及交易所的漲跌幅限制表訂定。',
    limitDownRule: '股票當日的成交價不得低於跌停價；跌停價依前一日收盤價及交易所的漲跌幅限制表訂定。',
    simulated: '價格來自 Kabuto 的市場模擬器，並非東京證券交易所的實際價格。',
  },
  jp: {
    moversTitle: '大引けの値上がり・値下がり上位（{{date}}）',
    moversSummary: '{{date}}は{{up}}銘柄が上昇、{{down}}銘柄が下落、{{flat}}銘柄が変わらずでした。',
    moversIntro: '{{date}}のKabuto模擬市場の最終価格と前日終値からの騰落率です。',
    gainers: '値上がり率上位',
    losers: '値下がり率上位',
    moverLine: '{{rank}}. {{name}}（{{symbol}}）：{{close}}（{{change}}）',
    noGainers: '上昇した銘柄はありません。',
    noLosers: '下落した銘柄はありません。',
    limitUpTitle: '{{name}}（{{symbol}}）がストップ高で引け',
    limitDownTitle: '{{name}}（{{symbol}}）がストップ安で引け',
    limitUpSummary: '{{date}}は値幅制限の上限{{limit}}で引けました。前日終値{{previousClose}}から{{change}}です。',
    limitDownSummary: '{{date}}は値幅制限の下限{{limit}}で引けました。前日終値{{previousClose}}から{{change}}です。',
    limitUpRule: '株価は前日終値と取引所の値幅制限表で決まるその日の上限を超えて取引されません。',
    limitDownRule: '株価は前日終値と取引所の値幅制限表で決まるその日の下限を下回って取引されません。',
    simulated: '価格はKabutoのマーケットシミュレーターによるもので、東京証券取引所の実際の価格ではありません。',
  },
};

/** The source named on every market note. */
export const marketNoteSource = 'Kabuto market data (simulated)';

/** A template with its `{{name}}` placeholders filled in; a missing parameter is a bug. */
export function fillMarketNote(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`market note template needs {{${name}}}`);
    return String(value);
  });
}
