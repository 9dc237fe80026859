/** SQL for staff's second factor: the TOTP secret and its last used step, enrolments and recovery codes. */
import type { Queryable } from '../db/database';

export interface StaffFactorRow {
  totpSecret: string | null;
  /** The last TOTP time step (Unix time / 30 s) a sign-in or enrolment used; null before any. */
  lastTotpStep: number | null;
}

export async function findFactor(db: Queryable, staffId: number): Promise<StaffFactorRow | null> {
  const { rows } = await db.query<{ totp_secret: string | null; totp_last_step: string | null }>(
    'SELECT totp_secret, totp_last_step FROM staff WHERE id = $1',
    [staffId],
  );
  const row = rows[0];
  return row
    ? { totpSecret: row.totp_secret, lastTotpStep: row.totp_last_step === null ? null : Number(row.totp_last_step) }
    : null;
}

/**
 * Records `step` as used if it is later than every step used before (RFC 6238 §5.2: a code is
 * accepted once); false when it was used already. The conditional update makes two parallel
 * sign-ins with one code race for it, and only one wins.
 */
export async function useTotpStep(db: Queryable, staffId: number, step: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE staff SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)',
    [staffId, step],
  );
  return rowCount === 1;
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
export async function completeEnrolment(
  db: Queryable,
  enrolment: { tokenHash: Buffer; staffId: number; secret: string; step: number },
): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM staff_enrolments WHERE token_hash = $1 AND staff_id = $2', [
    enrolment.tokenHash,
    enrolment.staffId,
  ]);
  if (rowCount !== 1) return false;
  // The confirming code's step counts as used: it cannot also sign in.
  const updated = await db.query('UPDATE staff SET totp_secret = $2, totp_last_step = $3 WHERE id = $1 AND totp_secret IS NULL', [
    enrolment.staffId,
    enrolment.secret,
    enrolment.step,
  ]);
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
  const { rowCount } = await db.query('UPDATE staff SET totp_secret = NULL, totp_last_step = NULL WHERE id = $1', [staffId]);
  return rowCount === 1;
}
