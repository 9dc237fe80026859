/** The SQL of idempotency keys: claimed in the transaction of the change they guard, with its reply stored. */
import type { Queryable } from '../db/database';
import type { KeyClaim, StoredReply } from './idempotency';

const claimId = (claim: { scope: string; key: string }) => `${claim.scope}\u0000${claim.key}`;

/**
 * Claims many keys in one statement. Returns, for each claim, null when it is new (now claimed by
 * this transaction) or what the first request with it answered. A key claimed by a transaction
 * still running is waited for. Claims must not repeat a key.
 */
export async function claimKeys(
  tx: Queryable,
  claims: readonly KeyClaim[],
): Promise<({ replay: StoredReply } | { mismatch: true } | null)[]> {
  if (claims.length === 0) return [];
  // In one order, so that two transactions claiming the same keys wait for each other, never deadlock.
  const ordered = [...claims].sort((left, right) =>
    claimId(left) < claimId(right) ? -1 : claimId(left) > claimId(right) ? 1 : 0,
  );
  const { rows: inserted } = await tx.query<{ scope: string; key: string }>(
    `INSERT INTO idempotency_keys (scope, key, request_hash)
     SELECT scope, key, hash FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS t(scope, key, hash, n) ORDER BY n
     ON CONFLICT DO NOTHING RETURNING scope, key`,
    [ordered.map((claim) => claim.scope), ordered.map((claim) => claim.key), ordered.map((claim) => claim.hash)],
  );
  const claimed = new Set(inserted.map(claimId));
  const taken = claims.filter((claim) => !claimed.has(claimId(claim)));
  const earlier = new Map<string, { request_hash: string; status_code: number; reply: unknown }>();
  if (taken.length > 0) {
    const { rows } = await tx.query<{ scope: string; key: string; request_hash: string; status_code: number; reply: unknown }>(
      `SELECT k.scope, k.key, k.request_hash, k.status_code, k.reply
         FROM idempotency_keys k JOIN unnest($1::text[], $2::text[]) AS t(scope, key) ON k.scope = t.scope AND k.key = t.key`,
      [taken.map((claim) => claim.scope), taken.map((claim) => claim.key)],
    );
    for (const row of rows) earlier.set(claimId(row), row);
  }
  return claims.map((claim) => {
    if (claimed.has(claimId(claim))) return null;
    const first = earlier.get(claimId(claim));
    if (!first) throw new Error('idempotency key vanished');
    if (first.request_hash !== claim.hash) return { mismatch: true };
    return { replay: { statusCode: first.status_code, body: first.reply } };
  });
}

/** Stores the replies of many claimed keys in one statement. */
export async function storeReplies(
  tx: Queryable,
  replies: readonly { claim: { scope: string; key: string }; reply: StoredReply }[],
): Promise<void> {
  if (replies.length === 0) return;
  await tx.query(
    `UPDATE idempotency_keys k SET status_code = t.status_code, reply = t.reply
       FROM unnest($1::text[], $2::text[], $3::integer[], $4::jsonb[]) AS t(scope, key, status_code, reply)
      WHERE k.scope = t.scope AND k.key = t.key`,
    [
      replies.map(({ claim }) => claim.scope),
      replies.map(({ claim }) => claim.key),
      replies.map(({ reply }) => reply.statusCode),
      replies.map(({ reply }) => JSON.stringify(reply.body)),
    ],
  );
}

/** Whether a reply is stored with the key (read outside any transaction, before one claims it). */
export async function keyAnswered(db: Queryable, claim: { scope: string; key: string }): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM idempotency_keys WHERE scope = $1 AND key = $2', [claim.scope, claim.key]);
  return rows.length > 0;
}
