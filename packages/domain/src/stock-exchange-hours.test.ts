import { describe, expect, it } from 'vitest';
import { isTradingDate, marketPhase, nextMarketOpen, tradingDate, type IsHoliday } from './stock-exchange-hours';

// Marine Day 2025 (Monday 21 July) stands in for the holiday calendar.
const isHoliday: IsHoliday = (date) => date === '2025-07-21';
const at = (iso: string) => new Date(iso);

describe('market phases in Tokyo', () => {
  it.each([
    { when: 'Monday 2025-07-14 07:59:59', iso: '2025-07-14T07:59:59+09:00', phase: 'closed' },
    { when: 'Monday 8:00', iso: '2025-07-14T08:00:00+09:00', phase: 'pre_open' },
    { when: 'Monday 8:59:59', iso: '2025-07-14T08:59:59+09:00', phase: 'pre_open' },
    { when: 'Monday 9:00', iso: '2025-07-14T09:00:00+09:00', phase: 'continuous' },
    { when: 'Monday 11:29:59', iso: '2025-07-14T11:29:59+09:00', phase: 'continuous' },
    { when: 'Monday 11:30', iso: '2025-07-14T11:30:00+09:00', phase: 'lunch_break' },
    { when: 'Monday 12:29:59', iso: '2025-07-14T12:29:59+09:00', phase: 'lunch_break' },
    { when: 'Monday 12:30', iso: '2025-07-14T12:30:00+09:00', phase: 'continuous' },
    { when: 'Monday 15:24:59', iso: '2025-07-14T15:24:59+09:00', phase: 'continuous' },
    { when: 'Monday 15:25', iso: '2025-07-14T15:25:00+09:00', phase: 'closing_auction' },
    { when: 'Monday 15:29:59', iso: '2025-07-14T15:29:59+09:00', phase: 'closing_auction' },
    { when: 'Monday 15:30', iso: '2025-07-14T15:30:00+09:00', phase: 'closed' },
    // 00:30 UTC is 9:30 in Tokyo: the clock of the server does not matter.
    { when: 'Monday 9:30 given in UTC', iso: '2025-07-14T00:30:00Z', phase: 'continuous' },
    { when: 'Saturday 10:00', iso: '2025-07-19T10:00:00+09:00', phase: 'closed' },
    { when: 'Sunday 10:00', iso: '2025-07-20T10:00:00+09:00', phase: 'closed' },
    { when: 'Marine Day 10:00', iso: '2025-07-21T10:00:00+09:00', phase: 'closed' },
    { when: 'December 31 10:00', iso: '2025-12-31T10:00:00+09:00', phase: 'closed' },
    { when: 'January 2 10:00', iso: '2026-01-02T10:00:00+09:00', phase: 'closed' },
    { when: 'January 5 (first session) 10:00', iso: '2026-01-05T10:00:00+09:00', phase: 'continuous' },
  ])('tse: $when is $phase', ({ iso, phase }) => {
    expect(marketPhase(at(iso), 'tse', isHoliday)).toBe(phase);
  });

  it.each(['2025-07-19T03:00:00+09:00', '2025-07-21T12:00:00+09:00', '2025-07-14T15:30:00+09:00'])(
    'always: %s is continuous',
    (iso) => {
      expect(marketPhase(at(iso), 'always', isHoliday)).toBe('continuous');
    },
  );
});

describe('trading dates', () => {
  it.each([
    { date: '2025-07-18', trading: true },
    { date: '2025-07-19', trading: false },
    { date: '2025-07-20', trading: false },
    { date: '2025-07-21', trading: false },
    { date: '2025-12-30', trading: true },
    { date: '2025-12-31', trading: false },
    { date: '2026-01-01', trading: false },
    { date: '2026-01-03', trading: false },
    { date: '2026-01-05', trading: true },
  ])('$date is a trading date: $trading', ({ date, trading }) => {
    expect(isTradingDate(date, isHoliday)).toBe(trading);
  });

  it.each([
    { when: 'Friday 16:00', iso: '2025-07-18T16:00:00+09:00', date: '2025-07-18' },
    { when: 'Saturday', iso: '2025-07-19T12:00:00+09:00', date: '2025-07-18' },
    { when: 'the Marine Day holiday', iso: '2025-07-21T12:00:00+09:00', date: '2025-07-18' },
    { when: 'Tuesday 00:00', iso: '2025-07-22T00:00:00+09:00', date: '2025-07-22' },
    { when: 'Tuesday 07:00 (before pre-open)', iso: '2025-07-22T07:00:00+09:00', date: '2025-07-22' },
    { when: 'Monday 23:59 Tokyo, 14:59 UTC', iso: '2025-07-14T14:59:00Z', date: '2025-07-14' },
    { when: 'January 3', iso: '2026-01-03T12:00:00+09:00', date: '2025-12-30' },
  ])('tse: $when belongs to $date', ({ iso, date }) => {
    expect(tradingDate(at(iso), 'tse', isHoliday)).toBe(date);
  });

  it('always: a Saturday is its own trading date, in Japan time', () => {
    // 16:00 UTC Friday is 01:00 Saturday in Tokyo.
    expect(tradingDate(at('2025-07-18T16:00:00Z'), 'always', isHoliday)).toBe('2025-07-19');
  });
});

describe('the next opening', () => {
  it.each([
    { when: 'Monday 7:00', iso: '2025-07-14T07:00:00+09:00', opens: '2025-07-14T09:00:00+09:00' },
    { when: 'Monday 8:59:59', iso: '2025-07-14T08:59:59+09:00', opens: '2025-07-14T09:00:00+09:00' },
    { when: 'Monday 10:00 (trading)', iso: '2025-07-14T10:00:00+09:00', opens: '2025-07-14T10:00:00+09:00' },
    { when: 'Monday 11:30', iso: '2025-07-14T11:30:00+09:00', opens: '2025-07-14T12:30:00+09:00' },
    { when: 'Monday 15:25', iso: '2025-07-14T15:25:00+09:00', opens: '2025-07-15T09:00:00+09:00' },
    { when: 'Friday 15:30', iso: '2025-07-18T15:30:00+09:00', opens: '2025-07-22T09:00:00+09:00' },
    { when: 'Marine Day', iso: '2025-07-21T08:00:00+09:00', opens: '2025-07-22T09:00:00+09:00' },
    { when: 'December 30 after the close', iso: '2025-12-30T16:00:00+09:00', opens: '2026-01-05T09:00:00+09:00' },
  ])('tse: from $when the market next trades at $opens', ({ iso, opens }) => {
    expect(nextMarketOpen(at(iso), 'tse', isHoliday).toISOString()).toBe(at(opens).toISOString());
  });

  it('always: the market is open now', () => {
    const now = at('2025-07-19T03:00:00+09:00');
    expect(nextMarketOpen(now, 'always', isHoliday)).toEqual(now);
  });

  it('fails loudly when a broken holiday function closes every day', () => {
    expect(() => nextMarketOpen(at('2025-07-14T16:00:00+09:00'), 'tse', () => true)).toThrow(/fortnight/);
  });
});
