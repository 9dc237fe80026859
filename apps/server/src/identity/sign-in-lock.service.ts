/**
 * Counts wrong login passwords per (client address, account) pair: at sign-in, and where a
 * signed-in member re-enters the login password (changing it, setting the first fund password,
 * removing the last passkey); staff sign-in counts in the same table. Unknown accounts are counted
 * and locked exactly like real ones, so the lock tells nothing about which accounts exist. The
 * rule itself (10 in 15 minutes → 15 minutes) is the domain's; every guess is judged through
 * `guess-gate.ts`, so parallel guesses judge no more than ten.
 */
import { lockMinutesLeft, signInLockRule, type Rejection } from '@kabuto/domain';
import type { Database } from '../db/database';
import { judgeGuess, WrongGuess, type GuessCounter } from './guess-gate';
import * as locks from './sign-in-lock.repository';

export type { SignInKey } from './sign-in-lock.repository';
export { WrongGuess } from './guess-gate';

function signInCounter(db: Database, key: locks.SignInKey, now: Date): GuessCounter {
  return {
    key: `sign-in:${key.address}\u0000${key.account}`,
    rule: signInLockRule,
    lockedCode: 'sign_in_locked',
    lock: (tx) => locks.findSignInLock(tx, key, true),
    async save(tx, count) {
      // A pair with nothing to remember goes, as a right password's pair always did.
      const empty = count.failures === 0 && count.pending === 0 && lockMinutesLeft(count, now) === 0;
      await (empty ? locks.deleteSignInLock(tx, key) : locks.saveSignInLock(tx, key, count));
    },
    afterWrong: () => forgetStalePairs(db, key, now),
  };
}

/**
 * Runs `attempt` as one guess of the pair: its outcome when right, `sign_in_locked` when the pair
 * is locked (before, or by this guess), else the attempt's `WrongGuess` refusal.
 */
export function judgeSignIn<T>(
  db: Database,
  key: locks.SignInKey,
  now: Date,
  attempt: () => Promise<T | WrongGuess>,
): Promise<T | Rejection> {
  return judgeGuess(db, signInCounter(db, key, now), now, attempt);
}

/** A wrong login password: counted with the pair's failures, answered `refusal` unless it locks. */
export const wrongSignIn = (refusal: Rejection) => new WrongGuess(refusal);

/**
 * This address's other pairs whose window and lock are both over count nothing any more: they
 * go, so an address trying many accounts keeps only its recent ones (the key's prefix finds
 * them). Best effort, outside the counting transaction: two parallel prunes of the same rows may
 * deadlock, and the loser's rows go at its address's next failure instead.
 */
async function forgetStalePairs(db: Database, key: locks.SignInKey, now: Date): Promise<void> {
  const windowStartBefore = new Date(now.getTime() - signInLockRule.windowMs);
  await locks.deleteStalePairs(db.pool, key, { windowStartBefore, pendingBefore: windowStartBefore, now }).catch(() => undefined);
}
