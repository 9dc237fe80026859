/** SQL on the proof of liabilities' own tables: each day's build and the leaves of published trees. */
import type { Queryable } from '../db/database';

export interface ProofRunRow {
  id: number;
  date: string;
  status: 'published' | 'mismatch';
  root: string | null;
  total: bigint;
  ledgerTotal: bigint;
  segregated: bigint;
  leaves: number;
  detail: string;
  createdAt: Date;
}

export interface LeafRow {
  position: number;
  memberId: number;
  nonce: string;
  balance: bigint;
}

const runColumns = `id::int AS id, to_char(date, 'YYYY-MM-DD') AS date, status, root, total, ledger_total, segregated, leaves, detail, created_at`;

type RawRun = {
  id: number;
  date: string;
  status: 'published' | 'mismatch';
  root: string | null;
  total: string;
  ledger_total: string;
  segregated: string;
  leaves: number;
  detail: string;
  created_at: Date;
};

function toRun(row: RawRun): ProofRunRow {
  return {
    id: row.id,
    date: row.date,
    status: row.status,
    root: row.root,
    total: BigInt(row.total),
    ledgerTotal: BigInt(row.ledger_total),
    segregated: BigInt(row.segregated),
    leaves: row.leaves,
    detail: row.detail,
    createdAt: row.created_at,
  };
}

export async function lastRunOf(db: Queryable, date: string): Promise<ProofRunRow | null> {
  const { rows } = await db.query<RawRun>(
    `SELECT ${runColumns} FROM proof_runs WHERE date = $1 ORDER BY (status = 'published') DESC, id DESC LIMIT 1`,
    [date],
  );
  return rows[0] ? toRun(rows[0]) : null;
}

export async function publishedRuns(db: Queryable, page: number, size: number) {
  const [{ rows }, count] = await Promise.all([
    db.query<RawRun>(`SELECT ${runColumns} FROM proof_runs WHERE status = 'published' ORDER BY date DESC LIMIT $1 OFFSET $2`, [
      size,
      (page - 1) * size,
    ]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM proof_runs WHERE status = 'published'`),
  ]);
  return { items: rows.map(toRun), total: count.rows[0]?.total ?? 0 };
}

export async function allRuns(db: Queryable, page: number, size: number) {
  const [{ rows }, count] = await Promise.all([
    db.query<RawRun>(`SELECT ${runColumns} FROM proof_runs ORDER BY date DESC, id DESC LIMIT $1 OFFSET $2`, [
      size,
      (page - 1) * size,
    ]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM proof_runs`),
  ]);
  return { items: rows.map(toRun), total: count.rows[0]?.total ?? 0 };
}

export async function publishedRun(db: Queryable, date: string | null): Promise<ProofRunRow | null> {
  const { rows } = await db.query<RawRun>(
    `SELECT ${runColumns} FROM proof_runs WHERE status = 'published' AND ($1::date IS NULL OR date = $1::date)
      ORDER BY date DESC LIMIT 1`,
    [date],
  );
  return rows[0] ? toRun(rows[0]) : null;
}

export type NewRun = Omit<ProofRunRow, 'id'>;

/** Records a build; a second published tree for the same day is not written (false). */
export async function insertRun(tx: Queryable, run: NewRun): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO proof_runs (date, status, root, total, ledger_total, segregated, leaves, detail, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
    [run.date, run.status, run.root, run.total, run.ledgerTotal, run.segregated, run.leaves, run.detail, run.createdAt],
  );
  return rowCount === 1;
}

const leafChunk = 10_000;

export async function insertLeaves(tx: Queryable, date: string, leaves: readonly LeafRow[]): Promise<void> {
  for (let start = 0; start < leaves.length; start += leafChunk) {
    const chunk = leaves.slice(start, start + leafChunk);
    await tx.query(
      `INSERT INTO proof_leaves (date, position, member_id, nonce, balance)
       SELECT $1::date, * FROM unnest($2::int[], $3::int[], $4::text[], $5::bigint[])`,
      [
        date,
        chunk.map((leaf) => leaf.position),
        chunk.map((leaf) => leaf.memberId),
        chunk.map((leaf) => leaf.nonce),
        chunk.map((leaf) => leaf.balance.toString()),
      ],
    );
  }
}

export async function leavesOf(db: Queryable, date: string): Promise<LeafRow[]> {
  const { rows } = await db.query<{ position: number; member_id: number; nonce: string; balance: string }>(
    `SELECT position, member_id, nonce, balance FROM proof_leaves WHERE date = $1 ORDER BY position`,
    [date],
  );
  return rows.map((row) => ({ position: row.position, memberId: row.member_id, nonce: row.nonce, balance: BigInt(row.balance) }));
}

export async function leafOf(db: Queryable, date: string, memberId: number): Promise<LeafRow | null> {
  const { rows } = await db.query<{ position: number; member_id: number; nonce: string; balance: string }>(
    `SELECT position, member_id, nonce, balance FROM proof_leaves WHERE date = $1 AND member_id = $2`,
    [date, memberId],
  );
  const row = rows[0];
  return row ? { position: row.position, memberId: row.member_id, nonce: row.nonce, balance: BigInt(row.balance) } : null;
}

export async function leavesOfMember(db: Queryable, memberId: number) {
  const { rows } = await db.query<{ date: string; balance: string; root: string }>(
    `SELECT to_char(l.date, 'YYYY-MM-DD') AS date, l.balance, r.root
       FROM proof_leaves l JOIN proof_runs r ON r.date = l.date AND r.status = 'published'
      WHERE l.member_id = $1 ORDER BY l.date DESC LIMIT 400`,
    [memberId],
  );
  return rows.map((row) => ({ date: row.date, balance: BigInt(row.balance), root: row.root }));
}
