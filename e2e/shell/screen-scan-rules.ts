/**
 * What the screen scan (`screen-scan.test.ts`) counts as a stray text: another language's script,
 * or a number not written by the app's formatters. The allowlists are short on purpose: a word
 * added here is a word every Japanese screen may show untranslated.
 */
import type { Language } from '../member/steps';

export interface ShownText {
  text: string;
  /** The test ids of the element holding the text and of its ancestors, nearest first. */
  testIds: string[];
}

/**
 * Test ids of data, shown as stored in every language: names (stocks, strategies, the demo bank's),
 * the member's own account (a phone number), an IPO draw's published hash, and the charting
 * library's licence notice, which its licence asks for word for word.
 */
const dataTestIds = [/-name$/, /^user-account$/, /^deposit-channel-bank$/, /-commitment$/, /^chart-attribution$/];

/** Latin words a Japanese screen writes as they are: units, codes, the brand, technical marks. */
const japaneseLatinWords = new Set([
  'JST',
  'JPY',
  'USD',
  'CNY',
  'TWD',
  'IPO',
  // NISA is the scheme's own name in Japanese too (NISA口座).
  'NISA',
  'LTV',
  'Kabuto',
  'TradingView',
  'MA',
  'MACD',
  'EMA',
  'KDJ',
  'RSI',
  'BOLL',
  'VOL',
  'ETF',
  'PTS',
  'ID',
  'SMS',
]);

const cjk = /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/;
const kana = /[\u3040-\u30ff\uff66-\uff9f]/;
const latinWord = /[A-Za-z]{2,}/g;
/** Four digits or more standing alone: not part of a grouped number, a decimal, a time or a code like O00000053. */
const longNumber = /(?<![\d,.:/A-Za-z])\d{4,}(?![\d,.:/])/g;
/** A date as the database writes it. */
const isoDate = /\b\d{4}-\d{2}-\d{2}\b/;
/** A year (`2026年`, `Nov 2026`) and a four-digit stock code are written without grouping. */
const bareFourDigits = /^(19|20)\d{2}$|^\d{4}$/;

function isData(shown: ShownText): boolean {
  return shown.testIds.some((id) => dataTestIds.some((pattern) => pattern.test(id)));
}

/** Why a text is stray in `language`, or null. */
export function strayReason(text: string, language: Language): string | null {
  if (language === 'en' && cjk.test(text)) return 'CJK text in English';
  if (language === 'tw' && kana.test(text)) return 'kana in Chinese';
  if (language === 'jp') {
    const foreign = (text.match(latinWord) ?? []).filter((word) => !japaneseLatinWords.has(word));
    if (foreign.length > 0) return `Latin words in Japanese: ${foreign.join(' ')}`;
  }
  if (isoDate.test(text)) return 'unformatted date';
  const numbers = (text.match(longNumber) ?? []).filter((digits) => !bareFourDigits.test(digits));
  if (numbers.length > 0) return `ungrouped number ${numbers.join(' ')}`;
  return null;
}

/** Every stray text outside data, with its reason and where it is. */
export function findStrays(texts: readonly ShownText[], language: Language): string[] {
  const strays: string[] = [];
  for (const shown of texts) {
    if (isData(shown)) continue;
    const reason = strayReason(shown.text, language);
    if (reason) strays.push(`${reason}: "${shown.text}" in ${shown.testIds[0] ?? 'page'}`);
  }
  return strays;
}
