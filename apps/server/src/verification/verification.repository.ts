/** SQL for identity verification submissions. */
import { startsWithPattern } from '@kabuto/domain';
import type { Queryable } from '../db/database';

export interface SubmissionRow {
  id: number;
  memberId: number;
  account: string;
  name: string;
  idNumber: string;
  frontImage: string;
  backImage: string;
  status: 'pending' | 'verified' | 'rejected';
  reason: string | null;
  reviewer: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
}

const selectSubmission = `
  SELECT k.id, k.member_id, m.account, k.name, k.id_number, k.front_upload_id, k.back_upload_id, k.status, k.reason,
         s.username AS reviewer, k.created_at, k.reviewed_at
    FROM kyc_submissions k JOIN members m ON m.id = k.member_id LEFT JOIN staff_directory s ON s.staff_id = k.reviewer_id`;

interface SubmissionRecord {
  id: number;
  member_id: number;
  account: string;
  name: string;
  id_number: string;
  front_upload_id: string;
  back_upload_id: string;
  status: SubmissionRow['status'];
  reason: string | null;
  reviewer: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

const toSubmission = (row: SubmissionRecord): SubmissionRow => ({
  id: row.id,
  memberId: row.member_id,
  account: row.account,
  name: row.name,
  idNumber: row.id_number,
  frontImage: row.front_upload_id,
  backImage: row.back_upload_id,
  status: row.status,
  reason: row.reason,
  reviewer: row.reviewer,
  createdAt: row.created_at,
  reviewedAt: row.reviewed_at,
});

export async function countOwnedUploads(db: Queryable, memberId: number, fileIds: string[]): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    'SELECT count(DISTINCT id) FROM uploads WHERE member_id = $1 AND id = ANY($2)',
    [memberId, fileIds],
  );
  return Number(rows[0]?.count ?? 0);
}

export async function lockMemberKyc(db: Queryable, memberId: number): Promise<string | null> {
  const { rows } = await db.query<{ kyc_status: string }>('SELECT kyc_status FROM members WHERE id = $1 FOR UPDATE', [memberId]);
  return rows[0]?.kyc_status ?? null;
}

export async function insertSubmission(
  db: Queryable,
  submission: { memberId: number; name: string; idNumber: string; frontImage: string; backImage: string; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO kyc_submissions (member_id, name, id_number, front_upload_id, back_upload_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [submission.memberId, submission.name, submission.idNumber, submission.frontImage, submission.backImage, submission.now],
  );
  await db.query("UPDATE members SET kyc_status = 'pending', kyc_reason = NULL WHERE id = $1", [submission.memberId]);
}

export async function findSubmission(db: Queryable, id: number, forUpdate = false): Promise<SubmissionRow | null> {
  const { rows } = await db.query<SubmissionRecord>(`${selectSubmission} WHERE k.id = $1${forUpdate ? ' FOR UPDATE OF k' : ''}`, [
    id,
  ]);
  return rows[0] ? toSubmission(rows[0]) : null;
}

export async function listSubmissions(db: Queryable, filter: { status?: string; keyword?: string; page: number; size: number }) {
  const { rows } = await db.query<SubmissionRecord & { total: string }>(
    `${selectSubmission.replace('SELECT', 'SELECT count(*) OVER () AS total,')}
      WHERE ($1::text IS NULL OR k.status = $1) AND ($2::text IS NULL OR m.account LIKE $2)
      ORDER BY k.id DESC LIMIT $3 OFFSET $4`,
    [filter.status ?? null, startsWithPattern(filter.keyword), filter.size, (filter.page - 1) * filter.size],
  );
  return { items: rows.map(toSubmission), total: Number(rows[0]?.total ?? 0) };
}

export async function listSubmissionsOf(db: Queryable, memberId: number): Promise<SubmissionRow[]> {
  const { rows } = await db.query<SubmissionRecord>(`${selectSubmission} WHERE k.member_id = $1 ORDER BY k.id DESC`, [memberId]);
  return rows.map(toSubmission);
}

export async function decide(
  db: Queryable,
  decision: { submission: SubmissionRow; approve: boolean; reason: string; reviewerId: number; now: Date },
): Promise<void> {
  const { submission, approve, reason, reviewerId, now } = decision;
  const status = approve ? 'verified' : 'rejected';
  await db.query('UPDATE kyc_submissions SET status = $2, reason = $3, reviewer_id = $4, reviewed_at = $5 WHERE id = $1', [
    submission.id,
    status,
    approve ? null : reason,
    reviewerId,
    now,
  ]);
  await db.query(
    `UPDATE members SET kyc_status = $2, kyc_reason = $3,
            real_name = CASE WHEN $2 = 'verified' THEN $4 ELSE real_name END,
            id_number = CASE WHEN $2 = 'verified' THEN $5 ELSE id_number END
      WHERE id = $1`,
    [submission.memberId, status, approve ? null : reason, submission.name, submission.idNumber],
  );
}
