/** SQL for members' passkeys, WebAuthn challenges and step-up tokens. Every function takes the connection or transaction to use. */
import type { StepUpAction } from '@kabuto/contracts';
import type { Queryable } from '../db/database';

export interface PasskeyRow {
  id: number;
  memberId: number;
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface PasskeyRecord {
  id: number;
  member_id: number;
  credential_id: string;
  public_key: Buffer;
  sign_count: string;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const toPasskey = (row: PasskeyRecord): PasskeyRow => ({
  id: row.id,
  memberId: row.member_id,
  credentialId: row.credential_id,
  publicKey: new Uint8Array(row.public_key),
  signCount: Number(row.sign_count),
  transports: row.transports,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export async function listPasskeys(db: Queryable, memberId: number): Promise<PasskeyRow[]> {
  const { rows } = await db.query<PasskeyRecord>('SELECT * FROM member_passkeys WHERE member_id = $1 ORDER BY id', [memberId]);
  return rows.map(toPasskey);
}

export async function countPasskeys(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ count: string }>('SELECT count(*) FROM member_passkeys WHERE member_id = $1', [memberId]);
  return Number(rows[0]?.count ?? 0);
}

export async function findPasskeyByCredential(db: Queryable, credentialId: string): Promise<PasskeyRow | null> {
  const { rows } = await db.query<PasskeyRecord>('SELECT * FROM member_passkeys WHERE credential_id = $1', [credentialId]);
  return rows[0] ? toPasskey(rows[0]) : null;
}

export async function insertPasskey(
  db: Queryable,
  passkey: Omit<PasskeyRow, 'id' | 'lastUsedAt' | 'signCount'> & { signCount: number },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO member_passkeys (member_id, credential_id, public_key, sign_count, transports, name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      passkey.memberId,
      passkey.credentialId,
      Buffer.from(passkey.publicKey),
      passkey.signCount,
      passkey.transports,
      passkey.name,
      passkey.createdAt,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function markPasskeyUsed(db: Queryable, id: number, signCount: number, now: Date): Promise<void> {
  await db.query('UPDATE member_passkeys SET sign_count = $2, last_used_at = $3 WHERE id = $1', [id, signCount, now]);
}

/** Deletes a member's passkey; its name when it was theirs, else null. */
export async function deletePasskey(db: Queryable, memberId: number, id: number): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    'DELETE FROM member_passkeys WHERE id = $1 AND member_id = $2 RETURNING name',
    [id, memberId],
  );
  return rows[0]?.name ?? null;
}

/** Locks the member's passkeys, so two removals in parallel cannot both see "not the last one". */
export async function lockPasskeys(db: Queryable, memberId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM member_passkeys WHERE member_id = $1 FOR UPDATE', [memberId]);
  return rows.map((row) => row.id);
}

/** Voids the member's unanswered registration challenges. */
export async function deleteRegisterChallenges(db: Queryable, memberId: number): Promise<void> {
  await db.query("DELETE FROM webauthn_challenges WHERE purpose = 'register' AND member_id = $1", [memberId]);
}

export type ChallengePurpose = 'register' | 'login' | 'step_up';

export async function insertChallenge(
  db: Queryable,
  challenge: {
    challenge: string;
    purpose: ChallengePurpose;
    memberId: number | null;
    action: StepUpAction | null;
    expiresAt: Date;
  },
  now: Date,
): Promise<void> {
  // Unanswered challenges are swept as new ones are made, so the table stays small.
  await db.query('DELETE FROM webauthn_challenges WHERE expires_at < $1', [now]);
  await db.query(
    'INSERT INTO webauthn_challenges (challenge, purpose, member_id, action, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [challenge.challenge, challenge.purpose, challenge.memberId, challenge.action, challenge.expiresAt],
  );
}

/**
 * Takes a live challenge of this purpose (and member, when one is given) away, so it can be
 * answered only once; null when there is none.
 */
export async function takeChallenge(
  db: Queryable,
  challenge: string,
  purpose: ChallengePurpose,
  memberId: number | null,
  now: Date,
): Promise<{ action: StepUpAction | null } | null> {
  const { rows } = await db.query<{ action: StepUpAction | null; expires_at: Date }>(
    `DELETE FROM webauthn_challenges
      WHERE challenge = $1 AND purpose = $2 AND member_id IS NOT DISTINCT FROM $3
      RETURNING action, expires_at`,
    [challenge, purpose, memberId],
  );
  const row = rows[0];
  return row && row.expires_at > now ? { action: row.action } : null;
}

export async function insertStepUpToken(
  db: Queryable,
  token: { tokenHash: Buffer; memberId: number; action: StepUpAction; expiresAt: Date },
): Promise<void> {
  await db.query('INSERT INTO step_up_tokens (token_hash, member_id, action, expires_at) VALUES ($1, $2, $3, $4)', [
    token.tokenHash,
    token.memberId,
    token.action,
    token.expiresAt,
  ]);
}

/** Spends a live, unused step-up token of this member for this action; false when there is none. */
export async function spendStepUpToken(
  db: Queryable,
  token: { tokenHash: Buffer; memberId: number; action: StepUpAction },
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE step_up_tokens SET used_at = $4
      WHERE token_hash = $1 AND member_id = $2 AND action = $3 AND used_at IS NULL AND expires_at > $4`,
    [token.tokenHash, token.memberId, token.action, now],
  );
  return rowCount === 1;
}

/** Whether the token is live for this member and action, without spending it. */
export async function stepUpTokenLive(
  db: Queryable,
  token: { tokenHash: Buffer; memberId: number; action: StepUpAction },
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM step_up_tokens
      WHERE token_hash = $1 AND member_id = $2 AND action = $3 AND used_at IS NULL AND expires_at > $4`,
    [token.tokenHash, token.memberId, token.action, now],
  );
  return rowCount === 1;
}
