/**
 * The five restrictions, in words staff and members understand, and the dialog text of turning
 * one on or off. The effects mirror `@kabuto/domain`'s restriction rules.
 */
import type { MemberRow } from './members-list';

export type Restrictions = MemberRow['restrictions'];
export type RestrictionFlag = keyof Restrictions;

export interface RestrictionInfo {
  flag: RestrictionFlag;
  label: string;
  /** What the member cannot do while it is on. */
  effect: string;
}

export const restrictionInfo: readonly RestrictionInfo[] = [
  { flag: 'frozen', label: 'Frozen', effect: 'cannot sign in, trade or move money, and is signed out everywhere' },
  { flag: 'loginBanned', label: 'Login banned', effect: 'cannot sign in and is signed out everywhere' },
  { flag: 'disabled', label: 'Disabled', effect: 'is closed: cannot sign in, trade or move money, and is signed out everywhere' },
  { flag: 'tradeBarred', label: 'Trade barred', effect: 'cannot place orders, but can still sign in and withdraw' },
  { flag: 'withdrawBarred', label: 'Withdraw barred', effect: 'cannot withdraw, but can still sign in and trade' },
];

/** The labels of the restrictions that are on, in a fixed order. */
export function activeRestrictions(restrictions: Restrictions): string[] {
  return restrictionInfo.filter((info) => restrictions[info.flag]).map((info) => info.label);
}

export interface RestrictionChange {
  flag: RestrictionFlag;
  on: boolean;
  title: string;
  consequence: string;
}

export function restrictionChange(account: string, flag: RestrictionFlag, on: boolean): RestrictionChange {
  const info = restrictionInfo.find((candidate) => candidate.flag === flag);
  if (!info) throw new Error(`Unknown restriction ${flag}`);
  const notice = 'The member is sent a notice with your reason, and the change is written to the audit log.';
  return on
    ? {
        flag,
        on,
        title: `Set “${info.label}” on ${account}?`,
        consequence: `From now on ${account} ${info.effect}. ${notice}`,
      }
    : {
        flag,
        on,
        title: `Lift “${info.label}” from ${account}?`,
        consequence: `${account} is no longer ${info.label.toLowerCase()}; any other restriction still applies. ${notice}`,
      };
}
