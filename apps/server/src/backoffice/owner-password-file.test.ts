import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownerPasswordFileName, writeOwnerPasswordFile } from './owner-password-file';

describe("the first owner's generated password", () => {
  it('is written to a file under DATA_DIR that only the owner can read', async () => {
    const dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'kabuto-owner-')), 'data');
    const file = await writeOwnerPasswordFile(dataDir, 'admin', 'Gen3rated-Secret');
    expect(file).toBe(path.join(dataDir, ownerPasswordFileName));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = await readFile(file, 'utf8');
    expect(text).toContain('username: admin');
    expect(text).toContain('password: Gen3rated-Secret');
  });

  it('replaces a stale, readable file with a fresh one readable only by the owner', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kabuto-owner-'));
    await writeFile(path.join(dataDir, ownerPasswordFileName), 'old', { mode: 0o644 });
    const file = await writeOwnerPasswordFile(dataDir, 'admin', 'New-Secret-9');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).not.toContain('old');
  });
});
