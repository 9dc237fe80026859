/**
 * The generated password of the first back-office owner goes to a file only the server's own
 * user can read, never to standard output: logs are collected, shipped and kept far longer than
 * a password should live, and by more people than the owner.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const ownerPasswordFileName = 'first-owner-password.txt';

/** Writes the file (mode 0600, replacing a stale one from an earlier database) and returns its path. */
export async function writeOwnerPasswordFile(dataDir: string, username: string, password: string): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, ownerPasswordFileName);
  // A new file, created with its mode: an existing one could keep a wider mode if written over.
  await rm(file, { force: true });
  const text = `Kabuto back office: first owner\nusername: ${username}\npassword: ${password}\nSign in at /admin/, change this password, then delete this file.\n`;
  await writeFile(file, text, { mode: 0o600, flag: 'wx' });
  return file;
}
