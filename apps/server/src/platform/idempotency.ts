/**
 * Idempotency keys for calls that move money or place orders. The key is claimed in the same
 * transaction as the change it guards, so a retry after a crash either finds the first reply
 * (the change committed) or runs afresh (it did not). A second request with the key while the
 * first is running waits on the key's row, then replays the first reply.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { claimKeys, storeReplies } from './idempotency.repository';

export { claimKeys, keyAnswered, storeReplies } from './idempotency.repository';

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
export async function claimKey(tx: Queryable, claim: KeyClaim): Promise<{ replay: StoredReply } | { mismatch: true } | null> {
  const [earlier] = await claimKeys(tx, [claim]);
  return earlier ?? null;
}

export async function storeReply(tx: Queryable, claim: { scope: string; key: string }, reply: StoredReply): Promise<void> {
  await storeReplies(tx, [{ claim, reply }]);
}

/** The key a caller sent with a call, and the hash of the request it came with. */
export interface KeyClaim {
  scope: string;
  key: string;
  hash: string;
}

/**
 * A call whose handler keeps the idempotency promise itself, because it commits the work of
 * several calls in one transaction (the order desk): it claims the key and stores `replyOf` its
 * outcome in the transaction that does the work, and returns a `StoredReplay` for a key it finds
 * answered already.
 */
export interface KeyedCall {
  claim: KeyClaim;
  /** The reply the router sends for `outcome` (data or a rejection): what is stored with the key. */
  replyOf(outcome: unknown): StoredReply;
}

/** The reply stored with a key, for the router to send again as it was. */
export class StoredReplay {
  constructor(readonly reply: StoredReply) {}
}
