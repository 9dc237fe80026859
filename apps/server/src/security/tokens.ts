/** Session tokens: 256 random bits for the client, only their SHA-256 kept on the server. */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): { token: string; tokenHash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

const inviteAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Eight characters without the easily confused 0/O and 1/I. */
export function newInviteCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (byte) => inviteAlphabet[byte % inviteAlphabet.length]).join('');
}
