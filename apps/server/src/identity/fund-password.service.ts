/**
 * Checks a fund password, counting wrong ones: five in an hour lock fund operations for an
 * hour. Funds and trading call this before moving money, in their transaction `tx` (read
 * through it, so a storm of calls never waits for a second connection). A wrong password's
 * count must commit even though the caller's change is then refused and rolled back, so it is
 * written in a transaction of its own (`db.transaction`, never joined to `tx`).
 */
import { afterFailure, afterSuccess, fundPasswordLockRule, lockMinutesLeft, reject, type Rejection } from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';
import { verifyPassword } from '../security/passwords';
import * as members from './identity.repository';

export async function checkFundPassword(
  db: Database,
  tx: Queryable,
  memberId: number,
  candidate: string,
  now: Date,
): Promise<true | Rejection> {
  const stored = await members.findPasswordHashes(tx, memberId);
  if (!stored) return reject('not_found');
  if (!stored.fundPasswordHash) return reject('fund_password_not_set');
  const lockedFor = lockMinutesLeft(stored.fundLock, now);
  if (lockedFor > 0) return reject('fund_password_locked', { minutes: lockedFor });
  if (await verifyPassword(stored.fundPasswordHash, candidate)) {
    if (stored.fundLock.failures > 0) await members.saveFundLock(db.pool, memberId, afterSuccess());
    return true;
  }
  const lock = await db.transaction(async (tx) => {
    const current = await members.findPasswordHashes(tx, memberId, true);
    const next = afterFailure(current?.fundLock ?? stored.fundLock, now, fundPasswordLockRule);
    await members.saveFundLock(tx, memberId, next);
    return next;
  });
  const minutes = lockMinutesLeft(lock, now);
  return minutes > 0 ? reject('fund_password_locked', { minutes }) : reject('fund_password_wrong');
}

/** The fund password hash a typed password is about to be checked against (null when none is set). */
export async function fundPasswordHashOf(reader: Queryable, memberId: number): Promise<string | null> {
  return (await members.findPasswordHashes(reader, memberId))?.fundPasswordHash ?? null;
}

/**
 * Inside the transaction that moves the money, with the member's row locked (so a fund-password
 * change or lock either commits before and is seen here, or waits): the password checked before
 * is still the member's, and no lock has fallen since.
 */
export async function recheckFundPassword(
  tx: Queryable,
  memberId: number,
  verifiedHash: string | null,
  now: Date,
): Promise<Rejection | null> {
  const current = await members.findPasswordHashes(tx, memberId, true);
  if (!current || current.fundPasswordHash === null) return reject('fund_password_not_set');
  if (current.fundPasswordHash !== verifiedHash) return reject('fund_password_wrong');
  const lockedFor = lockMinutesLeft(current.fundLock, now);
  return lockedFor > 0 ? reject('fund_password_locked', { minutes: lockedFor }) : null;
}
