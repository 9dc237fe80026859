/** The SQL of the outbox (migration 039): events written with their change, and handlers' claims. */
import type { Queryable } from '../db/database';

export interface StoredEvent {
  id: number;
  topic: string;
  payload: unknown;
}

export async function insertEvents(tx: Queryable, events: readonly { topic: string; payload: unknown }[]): Promise<void> {
  if (events.length === 0) return;
  await tx.query('INSERT INTO outbox_events (topic, payload) SELECT * FROM unnest($1::text[], $2::jsonb[])', [
    events.map((event) => event.topic),
    events.map((event) => JSON.stringify(event.payload)),
  ]);
}

/** Undelivered events after `afterId`, oldest first; those that failed before only with `retries`. */
export async function undeliveredEvents(db: Queryable, afterId: number, limit: number, retries: boolean): Promise<StoredEvent[]> {
  const result = await db.query<{ id: string; topic: string; payload: unknown }>(
    `SELECT id, topic, payload FROM outbox_events
      WHERE delivered_at IS NULL AND id > $1 AND ($3 OR last_error IS NULL) ORDER BY id LIMIT $2`,
    [afterId, limit, retries],
  );
  return result.rows.map((row) => ({ id: Number(row.id), topic: row.topic, payload: row.payload }));
}

/** A handler's claim of an event, in the handler's transaction: false when it was claimed before. */
export async function claimDelivery(tx: Queryable, eventId: number, handler: string): Promise<boolean> {
  const result = await tx.query('INSERT INTO outbox_deliveries (event_id, handler) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    eventId,
    handler,
  ]);
  return result.rowCount === 1;
}

export async function markDelivered(db: Queryable, eventIds: readonly number[]): Promise<void> {
  if (eventIds.length === 0) return;
  await db.query('UPDATE outbox_events SET delivered_at = now(), attempts = attempts + 1 WHERE id = ANY($1::bigint[])', [
    eventIds,
  ]);
}

export async function markFailed(db: Queryable, eventId: number, error: string): Promise<void> {
  await db.query('UPDATE outbox_events SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [eventId, error]);
}

/** Forgets events delivered before `before`, with their claims. */
export async function pruneDelivered(db: Queryable, before: Date): Promise<void> {
  await db.query(
    `WITH gone AS (DELETE FROM outbox_events WHERE delivered_at < $1 RETURNING id)
     DELETE FROM outbox_deliveries WHERE event_id IN (SELECT id FROM gone)`,
    [before],
  );
}
