/** SQL for staff's second factor: the TOTP secret, enrolments, recovery codes and the sign-in lock. */
import type { SignInLockState } from '@kabuto/domain';
import type { Queryable } from '../db/database';

export interface StaffFactorRow {
  totpSecret: string | null;
  lock: SignInLockState;
}

export async function findFactor(db: Queryable, staffId: number, forUpdate = false): Promise<StaffFactorRow | null> {
  const { rows } = await db.query<{
    totp_secret: string | null;
    failed_sign_ins: number;
    failure_window_start: Date | null;
    locked_until: Date | null;
  }>(
    `SELECT totp_secret, failed_sign_ins, failure_window_start, locked_until FROM staff WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [staffId],
  );
  const row = rows[0];
  return row
    ? {
        totpSecret: row.totp_secret,
        lock: { failures: row.failed_sign_ins, windowStart: row.failure_window_start, lockedUntil: row.locked_until },
      }
    : null;
}

export async function saveLock(db: Queryable, staffId: number, lock: SignInLockState): Promise<void> {
  await db.query('UPDATE staff SET failed_sign_ins = $2, failure_window_start = $3, locked_until = $4 WHERE id = $1', [
    staffId,
    lock.failures,
    lock.windowStart,
    lock.lockedUntil,
  ]);
}

export async function staffWithFactor(db: Queryable): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM staff WHERE totp_secret IS NOT NULL');
  return new Set(rows.map((row) => row.id));
}

export async function insertEnrolment(
  db: Queryable,
  enrolment: { tokenHash: Buffer; staffId: number; secret: string; expiresAt: Date },
): Promise<void> {
  await db.query('DELETE FROM staff_enrolments WHERE staff_id = $1 OR expires_at < now()', [enrolment.staffId]);
  await db.query('INSERT INTO staff_enrolments (token_hash, staff_id, secret, expires_at) VALUES ($1, $2, $3, $4)', [
    enrolment.tokenHash,
    enrolment.staffId,
    enrolment.secret,
    enrolment.expiresAt,
  ]);
}

export async function findEnrolment(db: Queryable, tokenHash: Buffer, now: Date) {
  const { rows } = await db.query<{ staff_id: number; secret: string }>(
    'SELECT staff_id, secret FROM staff_enrolments WHERE token_hash = $1 AND expires_at > $2',
    [tokenHash, now],
  );
  const row = rows[0];
  return row ? { staffId: row.staff_id, secret: row.secret } : null;
}

/** Finishes an enrolment once: false when it was already used or the factor was set meanwhile. */
export async function completeEnrolment(db: Queryable, tokenHash: Buffer, staffId: number, secret: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM staff_enrolments WHERE token_hash = $1 AND staff_id = $2', [
    tokenHash,
    staffId,
  ]);
  if (rowCount !== 1) return false;
  const updated = await db.query('UPDATE staff SET totp_secret = $2 WHERE id = $1 AND totp_secret IS NULL', [staffId, secret]);
  return updated.rowCount === 1;
}

export async function replaceRecoveryCodes(db: Queryable, staffId: number, codeHashes: Buffer[]): Promise<void> {
  await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [staffId]);
  await db.query('INSERT INTO staff_recovery_codes (staff_id, code_hash) SELECT $1, unnest($2::bytea[])', [staffId, codeHashes]);
}

/** Spends an unused recovery code of this staff member; false when there is none. */
export async function spendRecoveryCode(db: Queryable, staffId: number, codeHash: Buffer, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE staff_recovery_codes SET used_at = $3
      WHERE id = (SELECT id FROM staff_recovery_codes WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1 FOR UPDATE)`,
    [staffId, codeHash, now],
  );
  return rowCount === 1;
}

export async function clearFactor(db: Queryable, staffId: number): Promise<boolean> {
  await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [staffId]);
  await db.query('DELETE FROM staff_enrolments WHERE staff_id = $1', [staffId]);
  const { rowCount } = await db.query('UPDATE staff SET totp_secret = NULL WHERE id = $1', [staffId]);
  return rowCount === 1;
}
