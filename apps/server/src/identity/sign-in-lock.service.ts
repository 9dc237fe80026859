/**
 * Counts wrong login passwords per (client address, account) pair: at sign-in, and where a
 * signed-in member re-enters the login password (changing it, setting the first fund password).
 * Unknown accounts are counted and locked exactly like real ones, so the lock tells nothing
 * about which accounts exist. The rule itself (10 in 15 minutes → 15 minutes) is the domain's.
 */
import { afterFailure, lockMinutesLeft, signInLockRule } from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';
import * as locks from './sign-in-lock.repository';

export type { SignInKey } from './sign-in-lock.repository';

/** Minutes left on the pair's lock, or 0 when it may try. */
export async function signInLockedFor(db: Queryable, key: locks.SignInKey, now: Date): Promise<number> {
  return lockMinutesLeft(await locks.findSignInLock(db, key), now);
}

/** Counts one wrong password in its own transaction (it must commit even though the call is refused); returns the lock's minutes. */
export async function countSignInFailure(db: Database, key: locks.SignInKey, now: Date): Promise<number> {
  const next = await db.transaction(async (tx) => {
    const state = afterFailure(await locks.findSignInLock(tx, key, true), now);
    await locks.saveSignInLock(tx, key, state);
    return state;
  });
  await forgetStalePairs(db, key, now);
  return lockMinutesLeft(next, now);
}

/**
 * This address's other pairs whose window and lock are both over count nothing any more: they
 * go, so an address trying many accounts keeps only its recent ones (the key's prefix finds
 * them). Best effort, outside the counting transaction: two parallel prunes of the same rows may
 * deadlock, and the loser's rows go at its address's next failure instead.
 */
async function forgetStalePairs(db: Database, key: locks.SignInKey, now: Date): Promise<void> {
  await locks.deleteStalePairs(db.pool, key, new Date(now.getTime() - signInLockRule.windowMs), now).catch(() => undefined);
}

/** A right password forgets the pair's earlier failures. */
export async function clearSignInFailures(db: Queryable, key: locks.SignInKey): Promise<void> {
  await locks.deleteSignInLock(db, key);
}
