import { describe, expect, it } from 'vitest';
import { yen, asPrice, asSen } from '@kabuto/domain';
import type { DaySummary, MarketEvent } from '@kabuto/market';
import { endedDates, type StockSummaries } from './market-close';
import { changePercent, formatYen, marketNotes, type DayClose } from './market-notes';

const names = (symbol: string) => ({ en: `Stock ${symbol}`, tw: `股票${symbol}`, jp: `銘柄${symbol}` });

/** A stock's day from its previous close and close, with limits ±300 yen as for a ¥1,000 stock. */
function day(symbol: string, previousClose: string, close: string | null, limits?: { up: string; down: string }): DayClose {
  const base = yen(previousClose);
  return {
    symbol,
    names: names(symbol),
    previousClose: base,
    close: close === null ? null : yen(close),
    limitUp: limits ? yen(limits.up) : asPrice(base + yen('300')),
    limitDown: limits ? yen(limits.down) : asPrice(base - yen('300')),
  };
}

const date = '2026-11-25';

describe('changePercent and formatYen', () => {
  it.each([
    // (1,050 − 1,000) / 1,000 = 5%
    { previousClose: '1000', close: '1050', percent: '5.00', shown: '¥1,050' },
    // (998.5 − 1,000) / 1,000 = −0.15%
    { previousClose: '1000', close: '998.5', percent: '-0.15', shown: '¥998.5' },
    // 1 / 3 = 33.333…% rounds half-even to 33.33%
    { previousClose: '3', close: '4', percent: '33.33', shown: '¥4' },
    // 0.125% rounds half-even to 0.12%
    { previousClose: '8000', close: '8010', percent: '0.12', shown: '¥8,010' },
    { previousClose: '12345', close: '12345', percent: '0.00', shown: '¥12,345' },
  ])('$previousClose → $close is $percent%, shown as $shown', ({ previousClose, close, percent, shown }) => {
    expect(changePercent(yen(previousClose), yen(close))).toBe(percent);
    expect(formatYen(yen(close))).toBe(shown);
  });
});

describe('marketNotes', () => {
  it('lists the top three gainers and losers by percentage change, with real closes, in every language', () => {
    const closes = [
      day('1001', '1000', '1010'), // +1.00%
      day('1002', '500', '520'), // +4.00%
      day('1003', '2000', '2100'), // +5.00%
      day('1004', '1000', '1020'), // +2.00%
      day('1005', '1000', '990'), // −1.00%
      day('1006', '400', '380'), // −5.00%
      day('1007', '1000', '1000'), // unchanged
    ];
    const [movers, ...others] = marketNotes(date, closes);
    expect(others).toEqual([]);
    expect(movers?.key).toBe(`close:${date}`);
    expect(movers?.title.en).toBe('Top movers at the close: 2026-11-25');
    expect(movers?.summary.en).toBe('Stocks on 2026-11-25: 4 up, 2 down, 1 unchanged.');
    expect(movers?.body.en.split('\n')).toEqual([
      'Last prices of 2026-11-25 on Kabuto’s simulated market, with the change from the previous close.',
      '',
      'Top gainers',
      '1. Stock 1003 (1003): ¥2,100 (+5.00%)',
      '2. Stock 1002 (1002): ¥520 (+4.00%)',
      '3. Stock 1004 (1004): ¥1,020 (+2.00%)',
      '',
      'Top losers',
      '1. Stock 1006 (1006): ¥380 (-5.00%)',
      '2. Stock 1005 (1005): ¥990 (-1.00%)',
      '',
      'Prices come from Kabuto’s market simulator, not from the Tokyo Stock Exchange.',
    ]);
    expect(movers?.body.jp).toContain('1. 銘柄1003（1003）：¥2,100（+5.00%）');
    expect(movers?.body.tw).toContain('1. 股票1006（1006）：¥380（-5.00%）');
    expect(movers?.symbols).toEqual(['1003', '1002', '1004', '1006', '1005']);
  });

  it('ranks by the exact change, not the rounded percentage, and breaks true ties by code', () => {
    // 10,001 → 10,002 is +0.0099…%, 10,002 → 10,003 is +0.0099980…%: both show 0.01%, the first is larger.
    const closes = [
      day('2002', '10002', '10003'),
      day('2001', '10001', '10002'),
      day('2003', '100', '101'),
      day('2000', '100', '101'),
    ];
    const lines = marketNotes(date, closes)[0]?.body.en.split('\n') ?? [];
    expect(lines.slice(3, 6)).toEqual([
      '1. Stock 2000 (2000): ¥101 (+1.00%)',
      '2. Stock 2003 (2003): ¥101 (+1.00%)',
      '3. Stock 2001 (2001): ¥10,002 (+0.01%)',
    ]);
  });

  it('says so when no stock rose or none fell, and never lists a faller as a gainer', () => {
    const body = marketNotes(date, [day('3001', '1000', '900'), day('3002', '1000', '1000')])[0]?.body;
    expect(body?.en).toContain('Top gainers\nNo stock rose.');
    expect(body?.en).toContain('Top losers\n1. Stock 3001 (3001): ¥900 (-10.00%)');
    expect(body?.jp).toContain('上昇した銘柄はありません。');
    expect(marketNotes(date, [day('3003', '1000', '1100')])[0]?.body.tw).toContain('沒有下跌的股票。');
  });

  it('leaves out stocks that did not trade, and writes nothing when none did', () => {
    const notes = marketNotes(date, [day('4001', '1000', null), day('4002', '1000', '1010')]);
    expect(notes[0]?.symbols).toEqual(['4002']);
    expect(notes[0]?.summary.en).toBe('Stocks on 2026-11-25: 1 up, 0 down, 0 unchanged.');
    expect(marketNotes(date, [day('4001', '1000', null)])).toEqual([]);
    expect(marketNotes(date, [])).toEqual([]);
  });

  it.each([
    {
      case: 'closes at limit up',
      stock: day('5001', '1000', '1300', { up: '1300', down: '700' }),
      key: 'limit:2026-11-25:5001',
      title: {
        en: 'Stock 5001 (5001) closed limit up',
        jp: '銘柄5001（5001）がストップ高で引け',
        tw: '股票5001（5001）漲停收盤',
      },
      summary: 'On 2026-11-25 the stock closed at its daily upper limit of ¥1,300, +30.00% from the previous close of ¥1,000.',
    },
    {
      case: 'closes at limit down',
      stock: day('5002', '1000', '700', { up: '1300', down: '700' }),
      key: 'limit:2026-11-25:5002',
      title: {
        en: 'Stock 5002 (5002) closed limit down',
        jp: '銘柄5002（5002）がストップ安で引け',
        tw: '股票5002（5002）跌停收盤',
      },
      summary: 'On 2026-11-25 the stock closed at its daily lower limit of ¥700, -30.00% from the previous close of ¥1,000.',
    },
  ])('writes a note for a stock that $case', ({ stock, key, title, summary }) => {
    const notes = marketNotes(date, [stock]);
    expect(notes.map((note) => note.key)).toEqual([`close:${date}`, key]);
    expect(notes[1]).toMatchObject({ title, summary: { en: summary }, symbols: [stock.symbol] });
    expect(notes[1]?.body.en.startsWith(summary)).toBe(true);
    expect(notes[1]?.body.jp).toContain('値幅制限');
  });

  it.each([
    { case: 'touched the limit but closed below it', stock: day('6001', '1000', '1299', { up: '1300', down: '700' }) },
    { case: 'closed one tick above the lower limit', stock: day('6002', '1000', '701', { up: '1300', down: '700' }) },
    { case: 'has no limits (an index-like row)', stock: { ...day('6003', '1000', '1300'), limitUp: null, limitDown: null } },
  ])('writes no limit note for a stock that $case', ({ stock }) => {
    expect(marketNotes(date, [stock]).map((note) => note.key)).toEqual([`close:${date}`]);
  });
});

describe('endedDates', () => {
  const summary = (symbol: string, tradingDate: string, previousClose: string, last: string | null): DaySummary => ({
    symbol,
    tradingDate,
    previousClose: yen(previousClose),
    limitUp: asPrice(yen(previousClose) + yen('300')),
    limitDown: asPrice(yen(previousClose) - yen('300')),
    open: last === null ? null : yen(previousClose),
    high: last === null ? null : yen(last),
    low: last === null ? null : yen(previousClose),
    last: last === null ? null : yen(last),
    volume: last === null ? 0 : 100,
    turnover: asSen(0n),
  });
  const summaries = (...list: DaySummary[]): StockSummaries =>
    new Map(list.map((item) => [item.symbol, { names: names(item.symbol), summary: item }]));
  const time = new Date('2026-11-25T06:30:00Z');
  const dayEvent = (item: DaySummary): MarketEvent => ({ kind: 'day', symbol: item.symbol, time, summary: item });

  it('takes the closes from the store when the market closes', () => {
    const current = summaries(summary('7001', date, '1000', '1100'), summary('7002', date, '1000', null));
    const ended = endedDates([{ kind: 'phase', time, phase: 'closed' }], current, null);
    expect([...ended.keys()]).toEqual([date]);
    expect(ended.get(date)?.map((close) => [close.symbol, close.close])).toEqual([
      ['7001', yen('1100')],
      ['7002', null],
    ]);
  });

  it('ends nothing on a step without a close or a new trading date', () => {
    const current = summaries(summary('7001', date, '1000', '1100'));
    expect(endedDates([{ kind: 'phase', time, phase: 'lunch_break' }], current, current).size).toBe(0);
  });

  it('at a roll-over, takes the close carried into the new date and the rest from the step before', () => {
    const previous = summaries(summary('7001', date, '1000', '1090'), summary('7002', date, '1000', null));
    // Trades in the roll-over step moved 7001 from 1,090 to 1,100 before midnight.
    const next = [summary('7001', '2026-11-26', '1100', null), summary('7002', '2026-11-26', '1000', null)];
    const ended = endedDates(next.map(dayEvent), summaries(...next), previous);
    expect(ended.get(date)).toEqual([
      {
        symbol: '7001',
        names: names('7001'),
        previousClose: yen('1000'),
        close: yen('1100'),
        limitUp: yen('1300'),
        limitDown: yen('700'),
      },
      {
        symbol: '7002',
        names: names('7002'),
        previousClose: yen('1000'),
        close: null,
        limitUp: yen('1300'),
        limitDown: yen('700'),
      },
    ]);
  });

  it('ends nothing at a roll-over seen first, with no step before it', () => {
    const next = summary('7001', '2026-11-26', '1100', null);
    expect(endedDates([dayEvent(next)], summaries(next), null).size).toBe(0);
  });
});
