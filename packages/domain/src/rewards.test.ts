import fc from 'fast-check';
import { editableConfig } from '@kabuto/contracts';
import { describe, expect, it } from 'vitest';
import { applyEntry } from './ledger';
import { money } from './money';
import {
  checkInReward,
  currentStreak,
  japanDate,
  maskInviteeAccount,
  nextStreak,
  parseCheckInTable,
  rewardEntry,
  referralRewardDue,
  referralStatus,
  type LastCheckIn,
} from './rewards';

const table = parseCheckInTable('10,10,20,20,30,30,50');
if (!table) throw new Error('the default table parses');

describe('the check-in table', () => {
  it.each([
    { day: 1, yen: 10n },
    { day: 3, yen: 20n },
    { day: 7, yen: 50n },
    // Past the last row the streak keeps earning the last row's reward.
    { day: 8, yen: 50n },
    { day: 365, yen: 50n },
  ])('day $day of a streak earns ¥$yen', ({ day, yen }) => {
    expect(checkInReward(table, day)).toEqual(money('JPY', yen));
  });

  it.each(['', '10,,20', '0,10', '-5', '1.5', '10,abc', '1000000', Array(32).fill('1').join(',')])(
    'refuses the setting %j',
    (setting) => {
      expect(parseCheckInTable(setting)).toBeNull();
    },
  );

  it('accepts exactly the settings the back office lets staff save', () => {
    const row = fc.oneof(fc.integer({ min: 0, max: 2_000_000 }).map(String), fc.constantFrom('', ' 5', 'x', '-1', '1.5'));
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 34 }), (rows) => {
        const setting = rows.join(',');
        expect(parseCheckInTable(setting) !== null).toBe(editableConfig.checkInRewards.safeParse(setting).success);
      }),
    );
  });

  it('reads spaces around the rows', () => {
    expect(parseCheckInTable(' 5 , 8 ')).toEqual([money('JPY', 5n), money('JPY', 8n)]);
  });
});

describe('the Japan day', () => {
  it.each([
    // 23:59:59 in Tokyo on 25 November is 14:59:59 UTC; midnight is 15:00 UTC.
    { at: '2026-11-25T14:59:59.999Z', date: '2026-11-25' },
    { at: '2026-11-25T15:00:00.000Z', date: '2026-11-26' },
    { at: '2026-12-31T15:00:00.000Z', date: '2027-01-01' },
    { at: '2026-11-24T15:00:00.000Z', date: '2026-11-25' },
  ])('$at is $date in Japan', ({ at, date }) => {
    expect(japanDate(new Date(at))).toBe(date);
  });
});

describe('the streak', () => {
  it.each([
    { last: null, today: '2026-11-25', next: 1, current: 0 },
    { last: { date: '2026-11-24', streak: 3 }, today: '2026-11-25', next: 4, current: 3 },
    { last: { date: '2026-11-23', streak: 3 }, today: '2026-11-25', next: 1, current: 0 },
    // Across a month and a year end.
    { last: { date: '2026-11-30', streak: 6 }, today: '2026-12-01', next: 7, current: 6 },
    { last: { date: '2026-12-31', streak: 9 }, today: '2027-01-01', next: 10, current: 9 },
    { last: { date: '2028-02-28', streak: 2 }, today: '2028-02-29', next: 3, current: 2 },
  ] as { last: LastCheckIn | null; today: string; next: number; current: number }[])(
    'after $last on $today: next $next, current $current',
    ({ last, today, next, current }) => {
      expect(nextStreak(last, today)).toBe(next);
      expect(currentStreak(last, today)).toBe(current);
    },
  );

  it('refuses a second check-in the same Japan day, keeping the streak', () => {
    const last = { date: '2026-11-25', streak: 4 };
    expect(nextStreak(last, '2026-11-25')).toEqual({ rejected: 'already_checked_in' });
    expect(currentStreak(last, '2026-11-25')).toBe(4);
  });

  /** An independent count: the streak is the run of consecutive days ending today, counted by epoch day numbers. */
  function referenceStreaks(days: readonly number[]): number[] {
    const streaks: number[] = [];
    days.forEach((day, index) => {
      const previous = days[index - 1];
      streaks.push(previous !== undefined && day - previous === 1 ? (streaks[index - 1] ?? 0) + 1 : 1);
    });
    return streaks;
  }

  it('agrees with a count of consecutive epoch days for any sequence of check-in days', () => {
    const gaps = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(fc.integer({ min: 20_000, max: 21_000 }), gaps, (start, steps) => {
        const days = steps.reduce<number[]>((all, step) => [...all, (all.at(-1) ?? start) + step], []);
        const dates = days.map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));
        let last: LastCheckIn | null = null;
        const streaks = dates.map((date) => {
          const streak = nextStreak(last, date);
          if (typeof streak !== 'number') throw new Error('refused a new day');
          last = { date, streak };
          return streak;
        });
        expect(streaks).toEqual(referenceStreaks(days));
      }),
    );
  });
});

describe('the referral reward', () => {
  it.each([
    { verified: false, firstDepositApproved: false, rewarded: false, due: false, status: 'joined' },
    { verified: false, firstDepositApproved: true, rewarded: false, due: false, status: 'joined' },
    { verified: true, firstDepositApproved: false, rewarded: false, due: false, status: 'verified' },
    { verified: true, firstDepositApproved: true, rewarded: false, due: true, status: 'verified' },
    { verified: true, firstDepositApproved: true, rewarded: true, due: false, status: 'rewarded' },
  ] as const)(
    'verified $verified, deposit $firstDepositApproved, rewarded $rewarded: due $due, shown $status',
    ({ due, status, ...facts }) => {
      expect(referralRewardDue(facts)).toBe(due);
      expect(referralStatus(facts)).toBe(status);
    },
  );

  it('is paid exactly once whatever order the events come in, repeated or not', () => {
    const event = fc.constantFrom('verified', 'deposit');
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), (events) => {
        let facts = { verified: false, firstDepositApproved: false, rewarded: false };
        let paid = 0;
        for (const happened of events) {
          facts = happened === 'verified' ? { ...facts, verified: true } : { ...facts, firstDepositApproved: true };
          if (referralRewardDue(facts)) {
            paid += 1;
            facts = { ...facts, rewarded: true };
          }
        }
        // Independently: paid once exactly when both kinds of event happened.
        expect(paid).toBe(events.includes('verified') && events.includes('deposit') ? 1 : 0);
      }),
    );
  });

  it.each([
    { account: '0900000123', masked: '090*****23' },
    { account: '08012', masked: '*****' },
  ])('shows $account as $masked', ({ account, masked }) => {
    expect(maskInviteeAccount(account)).toBe(masked);
  });
});

describe('a reward entry', () => {
  it('moves the reward from the marketing account to the member and balances', () => {
    const entry = rewardEntry('7', money('JPY', 200n));
    const after = applyEntry(new Map(), entry);
    // −200 on the house's rewards account, +200 on the member's available: the sum is 0.
    expect(after).toEqual(
      new Map([
        ['house:JPY:rewards', -200n],
        ['member:JPY:available:7', 200n],
      ]),
    );
  });
});
