/** SQL on the member documents table: what was made, with its figures, fingerprint and entry range. */
import type { DocumentKind } from '@kabuto/domain';
import type { Queryable } from '../db/database';

export interface DocumentRow {
  id: number;
  memberId: number;
  kind: DocumentKind;
  period: string;
  subject: string;
  figures: string;
  sha256: string;
  entriesFrom: string | null;
  entriesTo: string | null;
  empty: boolean;
  createdAt: Date;
}

const columns = `id::int AS id, member_id, kind, period, subject, figures, sha256, entries_from::text AS entries_from,
  entries_to::text AS entries_to, empty, created_at`;

type Raw = {
  id: number;
  member_id: number;
  kind: DocumentKind;
  period: string;
  subject: string;
  figures: string;
  sha256: string;
  entries_from: string | null;
  entries_to: string | null;
  empty: boolean;
  created_at: Date;
};

const toRow = (row: Raw): DocumentRow => ({
  id: row.id,
  memberId: row.member_id,
  kind: row.kind,
  period: row.period,
  subject: row.subject,
  figures: row.figures,
  sha256: row.sha256,
  entriesFrom: row.entries_from,
  entriesTo: row.entries_to,
  empty: row.empty,
  createdAt: row.created_at,
});

export async function subjectsOf(db: Queryable, memberId: number): Promise<Set<string>> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT kind || ':' || subject AS key FROM member_documents WHERE member_id = $1`,
    [memberId],
  );
  return new Set(rows.map((row) => row.key));
}

export type NewDocument = Omit<DocumentRow, 'id'>;

/** Writes documents not made yet; one made meanwhile by another call is kept as it was. */
export async function insertDocuments(db: Queryable, documents: readonly NewDocument[]): Promise<void> {
  if (documents.length === 0) return;
  await db.query(
    `INSERT INTO member_documents (member_id, kind, period, subject, figures, sha256, entries_from, entries_to, empty, created_at)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::bigint[],
                          $9::boolean[], $10::timestamptz[])
     ON CONFLICT (member_id, kind, subject) DO NOTHING`,
    [
      documents.map((document) => document.memberId),
      documents.map((document) => document.kind),
      documents.map((document) => document.period),
      documents.map((document) => document.subject),
      documents.map((document) => document.figures),
      documents.map((document) => document.sha256),
      documents.map((document) => document.entriesFrom),
      documents.map((document) => document.entriesTo),
      documents.map((document) => document.empty),
      documents.map((document) => document.createdAt),
    ],
  );
}

export async function listDocuments(
  db: Queryable,
  memberId: number,
  filter: { kind?: DocumentKind; year?: number; page: number; size: number },
): Promise<{ items: DocumentRow[]; total: number }> {
  const { rows } = await db.query<Raw & { total: string }>(
    `SELECT ${columns}, count(*) OVER () AS total FROM member_documents
      WHERE member_id = $1 AND ($2::text IS NULL OR kind = $2) AND ($3::text IS NULL OR left(period, 4) = $3)
      ORDER BY period DESC, kind, id DESC LIMIT $4 OFFSET $5`,
    [
      memberId,
      filter.kind ?? null,
      filter.year === undefined ? null : String(filter.year),
      filter.size,
      (filter.page - 1) * filter.size,
    ],
  );
  return { items: rows.map(toRow), total: Number(rows[0]?.total ?? 0) };
}

export async function findDocument(db: Queryable, memberId: number, id: number): Promise<DocumentRow | null> {
  const { rows } = await db.query<Raw>(`SELECT ${columns} FROM member_documents WHERE id = $1 AND member_id = $2`, [
    id,
    memberId,
  ]);
  return rows[0] ? toRow(rows[0]) : null;
}

export async function documentStatus(db: Queryable) {
  const { rows } = await db.query<{ kind: DocumentKind; count: number; members: number; last_at: Date | null }>(
    `SELECT kind, count(*)::int AS count, count(DISTINCT member_id)::int AS members, max(created_at) AS last_at
       FROM member_documents GROUP BY kind ORDER BY kind`,
  );
  return rows;
}
