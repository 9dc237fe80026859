/** The SQL of wrong-login-password counts per (client address, account) pair. */
import type { GuessCount } from '@kabuto/domain';
import type { Queryable } from '../db/database';

export interface SignInKey {
  address: string;
  account: string;
}

interface LockRow {
  failures: number;
  window_start: Date | null;
  locked_until: Date | null;
  pending: number;
  pending_since: Date | null;
}

const toState = (row: LockRow | undefined): GuessCount => ({
  failures: row?.failures ?? 0,
  windowStart: row?.window_start ?? null,
  lockedUntil: row?.locked_until ?? null,
  pending: row?.pending ?? 0,
  pendingSince: row?.pending_since ?? null,
});

/** The pair's count and lock; `forUpdate` creates its row first and locks it, so parallel guesses all count. */
export async function findSignInLock(db: Queryable, key: SignInKey, forUpdate = false): Promise<GuessCount> {
  if (forUpdate) {
    await db.query('INSERT INTO sign_in_failures (address, account) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      key.address,
      key.account,
    ]);
  }
  const { rows } = await db.query<LockRow>(
    `SELECT failures, window_start, locked_until, pending, pending_since FROM sign_in_failures WHERE address = $1 AND account = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [key.address, key.account],
  );
  return toState(rows[0]);
}

export async function saveSignInLock(tx: Queryable, key: SignInKey, state: GuessCount): Promise<void> {
  await tx.query(
    `UPDATE sign_in_failures SET failures = $3, window_start = $4, locked_until = $5, pending = $6, pending_since = $7
      WHERE address = $1 AND account = $2`,
    [key.address, key.account, state.failures, state.windowStart, state.lockedUntil, state.pending, state.pendingSince],
  );
}

export async function deleteSignInLock(db: Queryable, key: SignInKey): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE address = $1 AND account = $2', [key.address, key.account]);
}

/**
 * The address's other pairs whose window started before `windowStartBefore`, whose lock is over by
 * `now` and whose guesses being judged (if any) were reserved before `pendingBefore`.
 */
export async function deleteStalePairs(
  db: Queryable,
  key: SignInKey,
  stale: { windowStartBefore: Date; pendingBefore: Date; now: Date },
): Promise<void> {
  await db.query(
    `DELETE FROM sign_in_failures WHERE address = $1 AND account <> $2
        AND (window_start IS NULL OR window_start < $3) AND (locked_until IS NULL OR locked_until < $4)
        AND (pending = 0 OR pending_since < $5)`,
    [key.address, key.account, stale.windowStartBefore, stale.now, stale.pendingBefore],
  );
}
