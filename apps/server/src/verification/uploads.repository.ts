/** The SQL of uploaded files (identity photos, deposit receipts) and, in the Postgres store, their bytes. */
import type { Queryable } from '../db/database';

export async function insertUpload(
  db: Queryable,
  upload: { fileId: string; memberId: number; mime: string; sizeBytes: number },
): Promise<void> {
  await db.query('INSERT INTO uploads (id, member_id, mime, size_bytes) VALUES ($1, $2, $3, $4)', [
    upload.fileId,
    upload.memberId,
    upload.mime,
    upload.sizeBytes,
  ]);
}

/** An upload by id; `ownerId` limits it to one member's files, null finds any. */
export async function findUpload(
  db: Queryable,
  fileId: string,
  ownerId: number | null,
): Promise<{ member_id: number; mime: string } | null> {
  const { rows } = await db.query<{ member_id: number; mime: string }>(
    'SELECT member_id, mime FROM uploads WHERE id = $1 AND ($2::integer IS NULL OR member_id = $2)',
    [fileId, ownerId],
  );
  return rows[0] ?? null;
}

/** Stores an upload's bytes (the Postgres store); part of the transaction that inserts its row. */
export async function insertUploadBytes(tx: Queryable, fileId: string, bytes: Buffer): Promise<void> {
  await tx.query('INSERT INTO upload_contents (upload_id, bytes) VALUES ($1, $2) ON CONFLICT (upload_id) DO NOTHING', [
    fileId,
    bytes,
  ]);
}

/** An upload's bytes in the Postgres store, or null when there are none. */
export async function findUploadBytes(db: Queryable, fileId: string): Promise<Buffer | null> {
  const { rows } = await db.query<{ bytes: Buffer }>('SELECT bytes FROM upload_contents WHERE upload_id = $1', [fileId]);
  return rows[0]?.bytes ?? null;
}

/** Whether the Postgres store holds an upload's bytes (without reading them). */
export async function hasUploadBytes(db: Queryable, fileId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM upload_contents WHERE upload_id = $1', [fileId]);
  return rows.length > 0;
}
