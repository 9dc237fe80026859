/**
 * Checks a fund password, counting wrong ones: five in an hour lock fund operations for an hour.
 * Every guess is judged through `guess-gate.ts` (a place reserved in the member's row, the hash
 * verified outside any transaction, the answer counted), so parallel guesses judge no more than
 * five. It runs before the transaction that moves the money and never inside one: a money call
 * checks the password in `addMoneyCall`'s `before`, and re-checks inside its transaction that
 * the password and the lock are as they were (`recheckFundPassword`).
 */
import { fundPasswordLockRule, lockMinutesLeft, reject, type Rejection } from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';
import { verifyPassword } from '../security/passwords';
import { judgeGuess, WrongGuess, type GuessCounter } from './guess-gate';
import * as members from './identity.repository';

function fundPasswordCounter(memberId: number): GuessCounter {
  return {
    key: `fund:${memberId}`,
    rule: fundPasswordLockRule,
    lockedCode: 'fund_password_locked',
    lock: async (tx) => (await members.findPasswordHashes(tx, memberId, true))?.fundLock ?? null,
    save: (tx, count) => members.saveFundLock(tx, memberId, count),
  };
}

/** A right fund password: the hash it was verified against, for the re-check inside the transaction. */
export interface CheckedFundPassword {
  verifiedHash: string;
}

/** Judges one typed fund password of the member; not to be called inside a transaction. */
export async function checkFundPassword(
  db: Database,
  memberId: number,
  candidate: string,
  now: Date,
): Promise<CheckedFundPassword | Rejection> {
  const stored = await members.findPasswordHashes(db.pool, memberId);
  if (!stored) return reject('not_found');
  const verifiedHash = stored.fundPasswordHash;
  if (verifiedHash === null) return reject('fund_password_not_set');
  return judgeGuess(db, fundPasswordCounter(memberId), now, async () =>
    (await verifyPassword(verifiedHash, candidate)) ? { verifiedHash } : new WrongGuess(reject('fund_password_wrong')),
  );
}

/**
 * Inside the transaction that moves the money, with the member's row locked (so a fund-password
 * change or lock either commits before and is seen here, or waits): the password checked before
 * is still the member's, and no lock has fallen since.
 */
export async function recheckFundPassword(
  tx: Queryable,
  memberId: number,
  verifiedHash: string,
  now: Date,
): Promise<Rejection | null> {
  const current = await members.findPasswordHashes(tx, memberId, true);
  if (!current || current.fundPasswordHash === null) return reject('fund_password_not_set');
  if (current.fundPasswordHash !== verifiedHash) return reject('fund_password_wrong');
  const lockedFor = lockMinutesLeft(current.fundLock, now);
  return lockedFor > 0 ? reject('fund_password_locked', { minutes: lockedFor }) : null;
}
