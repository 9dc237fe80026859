/**
 * Idempotency keys for calls that move money or place orders. The key is claimed in the same
 * transaction as the change it guards, so a retry after a crash either finds the first reply
 * (the change committed) or runs afresh (it did not). A second request with the key while the
 * first is running waits on the key's row, then replays the first reply.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';

export interface StoredReply {
  statusCode: number;
  body: unknown;
}

export const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{8,128}$/;

export function requestHash(path: string, body: unknown): string {
  return createHash('sha256')
    .update(path)
    .update('\n')
    .update(JSON.stringify(body ?? {}))
    .digest('hex');
}

/** Claims the key, or returns what the first request with it answered (null while it is new). */
export async function claimKey(
  tx: Queryable,
  claim: { scope: string; key: string; hash: string },
): Promise<{ replay: StoredReply } | { mismatch: true } | null> {
  const inserted = await tx.query(
    'INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [claim.scope, claim.key, claim.hash],
  );
  if (inserted.rowCount === 1) return null;
  const { rows } = await tx.query<{ request_hash: string; status_code: number; reply: unknown }>(
    'SELECT request_hash, status_code, reply FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [claim.scope, claim.key],
  );
  const first = rows[0];
  if (!first) throw new Error('idempotency key vanished');
  if (first.request_hash !== claim.hash) return { mismatch: true };
  return { replay: { statusCode: first.status_code, body: first.reply } };
}

export async function storeReply(tx: Queryable, claim: { scope: string; key: string }, reply: StoredReply): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET status_code = $3, reply = $4 WHERE scope = $1 AND key = $2', [
    claim.scope,
    claim.key,
    reply.statusCode,
    JSON.stringify(reply.body),
  ]);
}
