import { describe, expect, it } from 'vitest';
import { activeRestrictions, restrictionChange } from './restrictions';

const none = { frozen: false, loginBanned: false, disabled: false, tradeBarred: false, withdrawBarred: false };

describe('activeRestrictions', () => {
  it('lists nothing for an unrestricted member', () => {
    expect(activeRestrictions(none)).toEqual([]);
  });

  it('lists the restrictions that are on, in a fixed order', () => {
    expect(activeRestrictions({ ...none, withdrawBarred: true, frozen: true })).toEqual(['Frozen', 'Withdraw barred']);
  });
});

describe('restrictionChange', () => {
  it.each([
    { flag: 'frozen', effect: 'cannot sign in, trade or move money, and is signed out everywhere' },
    { flag: 'loginBanned', effect: 'cannot sign in and is signed out everywhere' },
    { flag: 'tradeBarred', effect: 'cannot place orders, but can still sign in and withdraw' },
    { flag: 'withdrawBarred', effect: 'cannot withdraw, but can still sign in and trade' },
  ] as const)('says what setting $flag does', ({ flag, effect }) => {
    const change = restrictionChange('0811110001', flag, true);
    expect(change).toMatchObject({ flag, on: true });
    expect(change.consequence).toContain(`From now on 0811110001 ${effect}.`);
  });

  it('says lifting one leaves the others in force', () => {
    const change = restrictionChange('0811110001', 'tradeBarred', false);
    expect(change.title).toBe('Lift “Trade barred” from 0811110001?');
    expect(change.consequence).toContain('no longer trade barred; any other restriction still applies');
  });
});
