/** The proof's day, each member's yen owed, and where cached balances and postings disagree. */
import { describe, expect, it } from 'vitest';
import { decimal } from './decimal';
import { lastCloseDate, liabilityDifferences, yenOwedByMember } from './proof-liabilities';

const noHolidays = () => false;

describe('the close a proof is taken after', () => {
  it.each([
    { now: '2026-11-25T06:29:00Z', hours: 'tse', date: '2026-11-24', why: 'Wednesday 15:29 JST: before the close, Tuesday’s' },
    { now: '2026-11-25T06:30:00Z', hours: 'tse', date: '2026-11-25', why: 'Wednesday 15:30 JST: the close itself' },
    { now: '2026-11-29T01:00:00Z', hours: 'tse', date: '2026-11-27', why: 'Sunday: Friday’s' },
    { now: '2026-11-30T00:00:00Z', hours: 'tse', date: '2026-11-27', why: 'Monday 09:00 JST: still Friday’s' },
    { now: '2026-11-29T01:00:00Z', hours: 'always', date: '2026-11-28', why: 'every day trades: yesterday’s before 15:30' },
    { now: '2026-11-29T07:00:00Z', hours: 'always', date: '2026-11-29', why: 'every day trades: today’s after 15:30' },
  ] as const)('$why', ({ now, hours, date }) => {
    expect(lastCloseDate(new Date(now), hours, noHolidays)).toBe(date);
  });
});

describe("a member's balance owed in yen", () => {
  it('adds currencies at the day’s rate, rounding other currencies up in the member’s favour', () => {
    // 100.01 USD × 150.2345 JPY/USD = 15,024.952… → 15,025; plus ¥1,000 = 16,025.
    const owed = yenOwedByMember(
      [
        { memberId: 1, currency: 'JPY', minor: 1_000n },
        { memberId: 1, currency: 'USD', minor: 10_001n },
        { memberId: 2, currency: 'JPY', minor: 0n },
      ],
      { USD: decimal('1'), JPY: decimal('150.2345') },
    );
    expect([...owed]).toEqual([
      [1, 16_025n],
      [2, 0n],
    ]);
  });

  it('refuses a negative balance: a member account never goes below zero, so one is a bug', () => {
    expect(() => yenOwedByMember([{ memberId: 1, currency: 'JPY', minor: -1n }], {})).toThrow(/negative/);
  });
});

describe('cached balances against postings', () => {
  it('lists each member and currency where they differ, including postings with no cached row', () => {
    expect(
      liabilityDifferences(
        [
          { memberId: 1, currency: 'JPY', minor: 500n },
          { memberId: 2, currency: 'JPY', minor: 10n },
        ],
        [
          { memberId: 1, currency: 'JPY', minor: 500n },
          { memberId: 2, currency: 'JPY', minor: 9n },
          { memberId: 3, currency: 'USD', minor: 7n },
        ],
      ),
    ).toEqual([
      { memberId: 2, currency: 'JPY', minor: 10n, cached: 10n, posted: 9n },
      { memberId: 3, currency: 'USD', minor: 7n, cached: 0n, posted: 7n },
    ]);
  });
});
