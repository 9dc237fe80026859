/** SQL of price alerts: every query of the alerts domain, with the transaction passed in. */
import type { Queryable } from '../db/database';

export interface AlertRow {
  id: number;
  memberId: number;
  symbol: string;
  kind: 'above' | 'below' | 'changePct';
  value: string;
  status: 'active' | 'triggered';
  createdAt: Date;
  triggeredAt: Date | null;
  triggerPrice: string | null;
}

const columns = `id, member_id AS "memberId", symbol, kind, value::text AS value, status, created_at AS "createdAt",
  triggered_at AS "triggeredAt", trigger_price::text AS "triggerPrice"`;

/** A member's alerts, active first, then newest first. */
export async function listAlerts(db: Queryable, memberId: number, symbol: string | undefined): Promise<AlertRow[]> {
  const { rows } = await db.query<AlertRow>(
    `SELECT ${columns} FROM price_alerts WHERE member_id = $1 AND ($2::text IS NULL OR symbol = $2)
      ORDER BY status = 'active' DESC, id DESC LIMIT 200`,
    [memberId, symbol ?? null],
  );
  return rows;
}

/**
 * The member's active alerts, counted with the member's row locked, so two adds at once can't
 * both pass the limit.
 */
export async function countActiveLocked(tx: Queryable, memberId: number): Promise<number> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
  const { rows } = await tx.query<{ count: string }>(
    "SELECT count(*) FROM price_alerts WHERE member_id = $1 AND status = 'active'",
    [memberId],
  );
  return Number(rows[0]?.count ?? 0);
}

export async function insertAlert(
  tx: Queryable,
  alert: { memberId: number; symbol: string; kind: AlertRow['kind']; value: string; now: Date },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO price_alerts (member_id, symbol, kind, value, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [alert.memberId, alert.symbol, alert.kind, alert.value, alert.now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('price alert not inserted');
  return id;
}

export async function deleteAlert(db: Queryable, memberId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM price_alerts WHERE id = $1 AND member_id = $2', [id, memberId]);
  return (rowCount ?? 0) > 0;
}

/** Every active alert on the given symbols, held for this step so no other pass fires it too. */
export async function activeAlertsLocked(tx: Queryable, symbols: readonly string[]): Promise<AlertRow[]> {
  const { rows } = await tx.query<AlertRow>(
    `SELECT ${columns} FROM price_alerts WHERE status = 'active' AND symbol = ANY($1::text[])
      ORDER BY id FOR UPDATE SKIP LOCKED`,
    [symbols],
  );
  return rows;
}

/** Marks an alert fired; only an active one, so it fires once. */
export async function markTriggered(tx: Queryable, id: number, price: string, now: Date): Promise<boolean> {
  const { rowCount } = await tx.query(
    "UPDATE price_alerts SET status = 'triggered', triggered_at = $3, trigger_price = $2 WHERE id = $1 AND status = 'active'",
    [id, price, now],
  );
  return (rowCount ?? 0) > 0;
}
