/**
 * The automatic market notes of one trading date, written from that date's closes and nothing
 * else: the top movers, and one note per stock that closed at a daily price limit. Pure: the
 * closes go in, the notes' texts in every language come out.
 */
import { decimalFromBigInt, divideDecimal, formatDecimal, formatPrice, type Price } from '@kabuto/domain';
import { fillMarketNote, formatNumber, languages, marketNoteTexts, type Language } from '@kabuto/i18n';
import type { InstrumentNames } from '@kabuto/market';

export type Localized = Record<Language, string>;

/** How one stock ended a trading date. */
export interface DayClose {
  symbol: string;
  names: InstrumentNames;
  previousClose: Price;
  /** The date's last price; null when the stock did not trade that date. */
  close: Price | null;
  limitUp: Price | null;
  limitDown: Price | null;
}

export interface NoteDraft {
  /** Unique per trading date and topic, so a note is written once however often it is offered. */
  key: string;
  title: Localized;
  summary: Localized;
  body: Localized;
  symbols: string[];
}

interface Move {
  day: DayClose & { close: Price };
  change: bigint;
}

/** The change from the previous close in percent, to two places: the quotes' own rule. */
export function changePercent(previousClose: Price, close: Price): string {
  if (previousClose === 0n) return '0.00';
  const change = decimalFromBigInt((close - previousClose) * 100n);
  return formatDecimal(divideDecimal(change, decimalFromBigInt(previousClose), 2, 'half-even'));
}

/** `+5.23%`, `-3.10%`, `0.00%`. */
export function signedPercent(previousClose: Price, close: Price): string {
  const percent = changePercent(previousClose, close);
  return `${close > previousClose ? '+' : ''}${percent}%`;
}

/** `¥2,345.5`: the price as quotes show it, with thousands separators. */
export function formatYen(price: Price): string {
  const text = formatPrice(price);
  return `¥${formatNumber(text, text.split('.')[1]?.length ?? 0)}`;
}

/** Larger relative change first, exactly (cross-multiplied, no rounding); then by code. */
function byChangeDescending(left: Move, right: Move): number {
  const leftScaled = left.change * right.day.previousClose;
  const rightScaled = right.change * left.day.previousClose;
  if (leftScaled !== rightScaled) return leftScaled > rightScaled ? -1 : 1;
  return left.day.symbol.localeCompare(right.day.symbol);
}

const perLanguage = (write: (language: Language) => string): Localized =>
  Object.fromEntries(languages.map((language) => [language, write(language)])) as Localized;

function moversNote(tradingDate: string, moves: readonly Move[]): NoteDraft {
  const ranked = [...moves].sort(byChangeDescending);
  const gainers = ranked.filter((move) => move.change > 0n).slice(0, 3);
  const losers = ranked
    .filter((move) => move.change < 0n)
    .reverse()
    .slice(0, 3);
  const counts = {
    up: moves.filter((move) => move.change > 0n).length,
    down: moves.filter((move) => move.change < 0n).length,
    flat: moves.filter((move) => move.change === 0n).length,
  };
  const lines = (language: Language, list: readonly Move[], none: string) =>
    list.length === 0
      ? [none]
      : list.map(({ day }, index) =>
          fillMarketNote(marketNoteTexts[language].moverLine, {
            rank: index + 1,
            name: day.names[language],
            symbol: day.symbol,
            close: formatYen(day.close),
            change: signedPercent(day.previousClose, day.close),
          }),
        );
  return {
    key: `close:${tradingDate}`,
    title: perLanguage((language) => fillMarketNote(marketNoteTexts[language].moversTitle, { date: tradingDate })),
    summary: perLanguage((language) => fillMarketNote(marketNoteTexts[language].moversSummary, { date: tradingDate, ...counts })),
    body: perLanguage((language) => {
      const texts = marketNoteTexts[language];
      return [
        fillMarketNote(texts.moversIntro, { date: tradingDate }),
        '',
        texts.gainers,
        ...lines(language, gainers, texts.noGainers),
        '',
        texts.losers,
        ...lines(language, losers, texts.noLosers),
        '',
        texts.simulated,
      ].join('\n');
    }),
    symbols: [...gainers, ...losers].map((move) => move.day.symbol),
  };
}

function limitNote(tradingDate: string, { day }: Move, side: 'up' | 'down'): NoteDraft {
  const summary = (language: Language) => {
    const texts = marketNoteTexts[language];
    return fillMarketNote(side === 'up' ? texts.limitUpSummary : texts.limitDownSummary, {
      date: tradingDate,
      limit: formatYen(day.close),
      previousClose: formatYen(day.previousClose),
      change: signedPercent(day.previousClose, day.close),
    });
  };
  return {
    key: `limit:${tradingDate}:${day.symbol}`,
    title: perLanguage((language) => {
      const texts = marketNoteTexts[language];
      return fillMarketNote(side === 'up' ? texts.limitUpTitle : texts.limitDownTitle, {
        name: day.names[language],
        symbol: day.symbol,
      });
    }),
    summary: perLanguage(summary),
    body: perLanguage((language) => {
      const texts = marketNoteTexts[language];
      return [summary(language), '', side === 'up' ? texts.limitUpRule : texts.limitDownRule, '', texts.simulated].join('\n');
    }),
    symbols: [day.symbol],
  };
}

/**
 * The notes of `tradingDate`: the movers note when any stock traded, then a note for each stock
 * whose last price was its limit up or limit down, in code order. Stocks that did not trade
 * are left out: they have no close to report.
 */
export function marketNotes(tradingDate: string, closes: readonly DayClose[]): NoteDraft[] {
  const moves: Move[] = closes.flatMap((day) =>
    day.close === null ? [] : [{ day: { ...day, close: day.close }, change: day.close - day.previousClose }],
  );
  if (moves.length === 0) return [];
  const limits = [...moves]
    .sort((left, right) => left.day.symbol.localeCompare(right.day.symbol))
    .flatMap((move) => {
      if (move.day.close === move.day.limitUp) return [limitNote(tradingDate, move, 'up')];
      if (move.day.close === move.day.limitDown) return [limitNote(tradingDate, move, 'down')];
      return [];
    });
  return [moversNote(tradingDate, moves), ...limits];
}
