/** The SQL of uploaded files (identity photos, deposit receipts); the bytes live under DATA_DIR. */
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
