/** Session tokens: 256 random bits for the client, only their SHA-256 kept on the server. */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export function newToken(): { token: string; tokenHash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/**
 * HMAC-SHA-256 of `text` under a server key: for values from a small space (a phone number) that
 * are kept only to be recognised again, where a plain hash could be reversed by trying them all.
 */
export function keyedHash(key: Buffer, text: string): Buffer {
  return createHmac('sha256', key).update(text).digest();
}

const inviteAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Eight characters without the easily confused 0/O and 1/I. */
export function newInviteCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (byte) => inviteAlphabet[byte % inviteAlphabet.length]).join('');
}
