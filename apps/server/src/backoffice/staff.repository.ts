/** SQL for staff accounts and their sessions. */
import type { Queryable } from '../db/database';
import type { StaffRole } from '@kabuto/contracts';

export interface StaffRow {
  id: number;
  username: string;
  passwordHash: string;
  role: StaffRole;
  active: boolean;
  createdAt: Date;
}

interface StaffRecord {
  id: number;
  username: string;
  password_hash: string;
  role: StaffRole;
  active: boolean;
  created_at: Date;
}

const toStaff = (row: StaffRecord): StaffRow => ({
  id: row.id,
  username: row.username,
  passwordHash: row.password_hash,
  role: row.role,
  active: row.active,
  createdAt: row.created_at,
});

export async function countStaff(db: Queryable): Promise<number> {
  return Number((await db.query<{ count: string }>('SELECT count(*) FROM staff')).rows[0]?.count ?? 0);
}

export async function findStaffByUsername(db: Queryable, username: string): Promise<StaffRow | null> {
  const row = (await db.query<StaffRecord>('SELECT * FROM staff WHERE username = $1', [username])).rows[0];
  return row ? toStaff(row) : null;
}

export async function findStaffById(db: Queryable, id: number, forUpdate = false): Promise<StaffRow | null> {
  const row = (await db.query<StaffRecord>(`SELECT * FROM staff WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id])).rows[0];
  return row ? toStaff(row) : null;
}

export async function listStaff(db: Queryable): Promise<StaffRow[]> {
  return (await db.query<StaffRecord>('SELECT * FROM staff ORDER BY id')).rows.map(toStaff);
}

export async function insertStaff(
  db: Queryable,
  staff: { username: string; passwordHash: string; role: StaffRole; active: boolean },
): Promise<number> {
  const row = (
    await db.query<{ id: number }>(
      'INSERT INTO staff (username, password_hash, role, active) VALUES ($1, $2, $3, $4) RETURNING id',
      [staff.username, staff.passwordHash, staff.role, staff.active],
    )
  ).rows[0];
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateStaff(
  db: Queryable,
  id: number,
  changes: { username: string; role: StaffRole; active: boolean; passwordHash: string | null },
): Promise<void> {
  await db.query(
    'UPDATE staff SET username = $2, role = $3, active = $4, password_hash = coalesce($5, password_hash) WHERE id = $1',
    [id, changes.username, changes.role, changes.active, changes.passwordHash],
  );
}

/** Active owners, locked so that two parallel demotions cannot leave none. */
export async function lockActiveOwners(db: Queryable): Promise<number[]> {
  const rows = (await db.query<{ id: number }>("SELECT id FROM staff WHERE role = 'owner' AND active FOR UPDATE")).rows;
  return rows.map((row) => row.id);
}

export async function insertStaffSession(db: Queryable, staffId: number, tokenHash: Buffer, now: Date): Promise<void> {
  await db.query('INSERT INTO staff_sessions (staff_id, token_hash, created_at, last_seen_at) VALUES ($1, $2, $3, $3)', [
    staffId,
    tokenHash,
    now,
  ]);
}

export async function findLiveStaffSession(db: Queryable, tokenHash: Buffer) {
  type SessionJoin = StaffRecord & { session_id: string; session_created_at: Date; last_seen_at: Date };
  const row = (
    await db.query<SessionJoin>(
      `SELECT ss.id AS session_id, ss.created_at AS session_created_at, ss.last_seen_at, s.*
         FROM staff_sessions ss JOIN staff s ON s.id = ss.staff_id
        WHERE ss.token_hash = $1 AND ss.ended_at IS NULL`,
      [tokenHash],
    )
  ).rows[0];
  return row
    ? { sessionId: row.session_id, createdAt: row.session_created_at, lastSeenAt: row.last_seen_at, staff: toStaff(row) }
    : null;
}

export async function touchStaffSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('UPDATE staff_sessions SET last_seen_at = $2 WHERE id = $1', [sessionId, now]);
}

export async function endStaffSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('UPDATE staff_sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL', [sessionId, now]);
}

export async function endStaffSessionsOf(db: Queryable, staffId: number, now: Date): Promise<void> {
  await db.query('UPDATE staff_sessions SET ended_at = $2 WHERE staff_id = $1 AND ended_at IS NULL', [staffId, now]);
}
