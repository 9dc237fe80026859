/**
 * Counts wrong login passwords per (client address, account) pair: at sign-in, and where a
 * signed-in member re-enters the login password (changing it, setting the first fund password).
 * Unknown accounts are counted and locked exactly like real ones, so the lock tells nothing
 * about which accounts exist. The rule itself (10 in 15 minutes → 15 minutes) is the domain's.
 */
import { afterFailure, lockMinutesLeft, signInLockRule, type SignInLockState } from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';

export interface SignInKey {
  address: string;
  account: string;
}

interface LockRow {
  failures: number;
  window_start: Date | null;
  locked_until: Date | null;
}

const toState = (row: LockRow | undefined): SignInLockState => ({
  failures: row?.failures ?? 0,
  windowStart: row?.window_start ?? null,
  lockedUntil: row?.locked_until ?? null,
});

/** Minutes left on the pair's lock, or 0 when it may try. */
export async function signInLockedFor(db: Queryable, key: SignInKey, now: Date): Promise<number> {
  const { rows } = await db.query<LockRow>(
    'SELECT failures, window_start, locked_until FROM sign_in_failures WHERE address = $1 AND account = $2',
    [key.address, key.account],
  );
  return lockMinutesLeft(toState(rows[0]), now);
}

/** Counts one wrong password in its own transaction (it must commit even though the call is refused); returns the lock's minutes. */
export async function countSignInFailure(db: Database, key: SignInKey, now: Date): Promise<number> {
  const next = await db.transaction(async (tx) => {
    // The row lock makes parallel failures all count.
    await tx.query('INSERT INTO sign_in_failures (address, account) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      key.address,
      key.account,
    ]);
    const { rows } = await tx.query<LockRow>(
      'SELECT failures, window_start, locked_until FROM sign_in_failures WHERE address = $1 AND account = $2 FOR UPDATE',
      [key.address, key.account],
    );
    const state = afterFailure(toState(rows[0]), now);
    await tx.query(
      'UPDATE sign_in_failures SET failures = $3, window_start = $4, locked_until = $5 WHERE address = $1 AND account = $2',
      [key.address, key.account, state.failures, state.windowStart, state.lockedUntil],
    );
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
async function forgetStalePairs(db: Database, key: SignInKey, now: Date): Promise<void> {
  await db.pool
    .query(
      `DELETE FROM sign_in_failures WHERE address = $1 AND account <> $2
          AND (window_start IS NULL OR window_start < $3) AND (locked_until IS NULL OR locked_until < $4)`,
      [key.address, key.account, new Date(now.getTime() - signInLockRule.windowMs), now],
    )
    .catch(() => undefined);
}

/** A right password forgets the pair's earlier failures. */
export async function clearSignInFailures(db: Queryable, key: SignInKey): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE address = $1 AND account = $2', [key.address, key.account]);
}
