/**
 * A start-up step: files an earlier version kept on the node's own disk
 * (`DATA_DIR/uploads/<member>/<file>`) are moved into the upload store, which every node reads.
 * It is safe to run again and on several nodes at once: a file already in the store is only
 * removed from disk, and a file whose row does not exist is left where it is and logged.
 */
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database';
import type { UploadStore } from './upload-store';
import * as uploads from './uploads.repository';

export interface DiskUploadsMoved {
  moved: number;
  /** Files left on disk: no upload row names them. */
  left: number;
}

async function entries(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export async function moveDiskUploads(dependencies: {
  db: Database;
  store: UploadStore;
  dataDir: string;
  log: (line: string) => void;
}): Promise<DiskUploadsMoved> {
  const { db, store, log } = dependencies;
  const root = path.join(dependencies.dataDir, 'uploads');
  const result: DiskUploadsMoved = { moved: 0, left: 0 };
  for (const memberFolder of await entries(root)) {
    const memberId = Number(memberFolder);
    const folder = path.join(root, memberFolder);
    for (const fileId of await entries(folder)) {
      const file = path.join(folder, fileId);
      const row = Number.isSafeInteger(memberId) ? await uploads.findUpload(db.pool, fileId, memberId) : null;
      if (!row) {
        log(`upload file ${file} has no upload row; left on disk`);
        result.left += 1;
        continue;
      }
      const key = { fileId, memberId };
      if (!(await store.has(db.pool, key))) {
        const bytes = await readFile(file);
        await db.transaction((tx) => store.put(tx, key, bytes, row.mime));
      }
      // Removed only once the store holds the bytes: a crash in between moves nothing twice.
      await rm(file, { force: true });
      result.moved += 1;
    }
    await rmdir(folder).catch(() => undefined);
  }
  await rmdir(root).catch(() => undefined);
  return result;
}
