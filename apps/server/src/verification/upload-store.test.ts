/**
 * Uploads kept where every node reads them: the bytes are in Postgres with their row, and files an
 * earlier version left on a node's disk are moved in at start, once, and only when a row names them.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { image, ownerToken, rowCount, signUp, upload } from '../../test/fixtures';
import { moveDiskUploads } from './disk-uploads';
import { postgresUploadStore } from './upload-store';

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  app = await startTestApp();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kabuto-disk-uploads-'));
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function memberId(account: string): Promise<number> {
  const { rows } = await app.db.pool.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [account]);
  return rows[0]!.id;
}

describe('the Postgres upload store', () => {
  it('keeps the bytes in the row’s own transaction and writes nothing to disk', async () => {
    const session = await signUp(app);
    const before = await rowCount(app, 'upload_contents');
    const { fileId } = (await upload(app, session, await image())).body.data;
    expect(await rowCount(app, 'upload_contents')).toBe(before + 1);
    const { rows } = await app.db.pool.query<{ size_bytes: number; length: number }>(
      'SELECT u.size_bytes, length(c.bytes) AS length FROM uploads u JOIN upload_contents c ON c.upload_id = u.id WHERE u.id = $1',
      [fileId],
    );
    expect(rows[0]!.length).toBe(rows[0]!.size_bytes);
    expect(await readdir(app.dataDir)).not.toContain('uploads');
    const served = await app.get(`/api/vue/file?id=${fileId}`, session);
    expect(served.statusCode).toBe(200);
  });
});

describe('moving files an earlier version left on disk', () => {
  it('moves each file a row names into the store, removes it from disk, and does nothing the second time', async () => {
    const session = await signUp(app);
    const member = await memberId(session.account);
    const photo = await image('png');
    const ids = ['diskPhotoAAAAAAAAAAAA1', 'diskPhotoAAAAAAAAAAAA2'];
    await mkdir(path.join(dataDir, 'uploads', String(member)), { recursive: true });
    for (const id of ids) {
      // The row as the earlier version wrote it: no bytes in the database, the file on disk.
      await app.db.pool.query("INSERT INTO uploads (id, member_id, mime, size_bytes) VALUES ($1, $2, 'image/png', $3)", [
        id,
        member,
        photo.length,
      ]);
      await writeFile(path.join(dataDir, 'uploads', String(member), id), photo);
    }
    // A file no row names (left by a failed write) stays where it is.
    await writeFile(path.join(dataDir, 'uploads', String(member), 'strayFileBBBBBBBBBBBB'), photo);
    for (const id of ids) expect((await app.get(`/api/vue/file?id=${id}`, session)).statusCode).toBe(404);

    const logged: string[] = [];
    const moves = { db: app.db, store: postgresUploadStore(), dataDir, log: (line: string) => logged.push(line) };
    expect(await moveDiskUploads(moves)).toEqual({ moved: 2, left: 1 });
    expect(logged).toEqual([expect.stringContaining('strayFileBBBBBBBBBBBB')]);
    expect(await readdir(path.join(dataDir, 'uploads', String(member)))).toEqual(['strayFileBBBBBBBBBBBB']);
    const staff = { authorization: `Bearer ${await ownerToken(app)}` };
    for (const id of ids) {
      const own = await app.get(`/api/vue/file?id=${id}`, session);
      expect(own.statusCode).toBe(200);
      expect(Buffer.from(own.body, 'latin1').length).toBeGreaterThan(0);
      expect((await app.get(`/api/admin/file?id=${id}`, staff)).statusCode).toBe(200);
    }
    const stored = await rowCount(app, 'upload_contents');
    expect(await moveDiskUploads(moves)).toEqual({ moved: 0, left: 1 });
    expect(await rowCount(app, 'upload_contents')).toBe(stored);
  });

  it('finishes a move cut off between storing and removing: the file goes, the bytes are stored once', async () => {
    const session = await signUp(app);
    const member = await memberId(session.account);
    const photo = await image('png');
    const id = 'diskPhotoCCCCCCCCCCCC1';
    await app.db.pool.query("INSERT INTO uploads (id, member_id, mime, size_bytes) VALUES ($1, $2, 'image/png', $3)", [
      id,
      member,
      photo.length,
    ]);
    await app.db.pool.query('INSERT INTO upload_contents (upload_id, bytes) VALUES ($1, $2)', [id, photo]);
    await mkdir(path.join(dataDir, 'uploads', String(member)), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', String(member), id), photo);
    const stored = await rowCount(app, 'upload_contents');
    const moves = { db: app.db, store: postgresUploadStore(), dataDir, log: () => undefined };
    expect((await moveDiskUploads(moves)).moved).toBe(1);
    expect(await rowCount(app, 'upload_contents')).toBe(stored);
    expect(await readdir(path.join(dataDir, 'uploads', String(member))).catch(() => [])).toEqual([]);
  });

  it('does nothing when there is no uploads folder', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'kabuto-no-uploads-'));
    expect(await moveDiskUploads({ db: app.db, store: postgresUploadStore(), dataDir: empty, log: () => undefined })).toEqual({
      moved: 0,
      left: 0,
    });
    await rm(empty, { recursive: true, force: true });
  });
});
