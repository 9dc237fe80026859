/** The SQL of recovery requests without a passkey (`recovery_requests`). */
import type { Queryable } from '../db/database';

export type RecoveryStatus = 'pending' | 'approved' | 'rejected' | 'used';

export interface RecoveryRow {
  id: number;
  member_id: number;
  status: RecoveryStatus;
  reason: string | null;
  expires_at: Date | null;
}

const rowColumns = 'id, member_id, status, reason, expires_at';

/** Locks the member's row so two filings for one account are serialised; false when there is none. */
export async function lockMember(tx: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [memberId]);
  return rows.length > 0;
}

/** Counts a filing for an account on a day (known or not); the count after this one. */
export async function countFiling(tx: Queryable, accountHash: Buffer, day: string): Promise<number> {
  const { rows } = await tx.query<{ filings: number }>(
    `INSERT INTO recovery_filings (account_hash, day, filings) VALUES ($1, $2, 1)
     ON CONFLICT (account_hash, day) DO UPDATE SET filings = recovery_filings.filings + 1 RETURNING filings`,
    [accountHash, day],
  );
  return rows[0]?.filings ?? 1;
}

/** Sends the photo's bytes through the database without keeping them (a filing that stores none). */
export async function passBytes(tx: Queryable, bytes: Buffer): Promise<void> {
  await tx.query('SELECT octet_length($1::bytea)', [bytes]);
}

export async function hasPending(db: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM recovery_requests WHERE member_id = $1 AND status = 'pending'", [memberId]);
  return rows.length > 0;
}

export async function insertRequest(
  tx: Queryable,
  request: { memberId: number; tokenHash: Buffer; photoId: string; now: Date },
): Promise<void> {
  await tx.query('INSERT INTO recovery_requests (member_id, token_hash, photo_upload_id, created_at) VALUES ($1, $2, $3, $4)', [
    request.memberId,
    request.tokenHash,
    request.photoId,
    request.now,
  ]);
}

export async function findByTokenHash(db: Queryable, tokenHash: Buffer): Promise<RecoveryRow | null> {
  const { rows } = await db.query<RecoveryRow>(`SELECT ${rowColumns} FROM recovery_requests WHERE token_hash = $1`, [tokenHash]);
  return rows[0] ?? null;
}

export async function lockById(tx: Queryable, id: number): Promise<RecoveryRow | null> {
  const { rows } = await tx.query<RecoveryRow>(`SELECT ${rowColumns} FROM recovery_requests WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ?? null;
}

export async function decide(
  tx: Queryable,
  decision: { id: number; approve: boolean; reason: string; reviewerId: number | null; now: Date; expiresAt: Date | null },
): Promise<void> {
  await tx.query(
    `UPDATE recovery_requests SET status = $2, reason = NULLIF($3::text, ''), reviewer_id = $4, decided_at = $5, expires_at = $6
      WHERE id = $1 AND status = 'pending'`,
    [
      decision.id,
      decision.approve ? 'approved' : 'rejected',
      decision.reason,
      decision.reviewerId,
      decision.now,
      decision.expiresAt,
    ],
  );
}

/**
 * Spends an approved, unexpired request in one statement, so two resets racing with one token
 * cannot both succeed; the member's id, or null when nothing was spent.
 */
export async function spend(tx: Queryable, tokenHash: Buffer, now: Date): Promise<number | null> {
  const { rows } = await tx.query<{ member_id: number }>(
    `UPDATE recovery_requests SET status = 'used', used_at = $2
      WHERE token_hash = $1 AND status = 'approved' AND expires_at > $2 RETURNING member_id`,
    [tokenHash, now],
  );
  return rows[0]?.member_id ?? null;
}

export interface RecoveryListRow extends RecoveryRow {
  account: string;
  reviewer: string | null;
  photo_upload_id: string;
  kyc_name: string | null;
  kyc_front: string | null;
  kyc_back: string | null;
  created_at: Date;
  decided_at: Date | null;
  total: string;
}

/** Requests for staff, newest first, each with the account's verified identity and its photos. */
export async function listRequests(
  db: Queryable,
  filter: { status?: string; keyword?: string; page: number; size: number },
): Promise<{ rows: RecoveryListRow[]; total: number }> {
  const { rows } = await db.query<RecoveryListRow>(
    `SELECT r.id, r.member_id, r.status, r.reason, r.expires_at, r.photo_upload_id, r.created_at, r.decided_at,
            m.account, s.username AS reviewer,
            CASE WHEN m.kyc_status = 'verified' THEN m.real_name END AS kyc_name,
            k.front_upload_id AS kyc_front, k.back_upload_id AS kyc_back, count(*) OVER () AS total
       FROM recovery_requests r
       JOIN members m ON m.id = r.member_id
       LEFT JOIN staff_directory s ON s.staff_id = r.reviewer_id
       LEFT JOIN LATERAL (
         SELECT front_upload_id, back_upload_id FROM kyc_submissions
          WHERE member_id = r.member_id AND status = 'verified' ORDER BY id DESC LIMIT 1) k ON true
      WHERE ($1::text IS NULL OR r.status = $1) AND ($2::text IS NULL OR m.account LIKE '%' || $2 || '%')
      ORDER BY r.id DESC LIMIT $3 OFFSET $4`,
    [filter.status ?? null, filter.keyword || null, filter.size, (filter.page - 1) * filter.size],
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}
