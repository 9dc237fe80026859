/**
 * Keys the server makes for itself (256 random bits each), made once at first use and kept in
 * the database, so every node and every restart keys the same way. Read before a transaction,
 * never inside one, and remembered in the process after the first read.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { keepSecret } from './server-secrets.repository';

/** The names of the keys; each is used for one purpose only. */
export type SecretName = 'recovery_filings';

export interface ServerSecrets {
  get(name: SecretName): Promise<Buffer>;
}

export function createServerSecrets(db: Database): ServerSecrets {
  const kept = new Map<SecretName, Promise<Buffer>>();
  return {
    get(name) {
      let secret = kept.get(name);
      if (!secret) {
        secret = keepSecret(db.pool, name, randomBytes(32));
        // A failed read is tried again on the next call rather than remembered.
        secret.catch(() => kept.delete(name));
        kept.set(name, secret);
      }
      return secret;
    },
  };
}
