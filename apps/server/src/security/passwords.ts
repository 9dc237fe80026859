/** Password hashing with argon2id at OWASP's minimum cost: 19 MiB of memory, two passes, one lane. */
import { hash, verify } from '@node-rs/argon2';

// `Algorithm` is a const enum in the package's types, which isolated modules cannot read; 2 is Argon2id.
const argon2id = 2;
export const argon2Options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * A sign-in for an account that does not exist still spends the time of one verification, so
 * the answer's timing does not tell which accounts exist.
 */
export async function spendVerificationTime(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-1');
  await verifyPassword(await decoyHash, password);
}
