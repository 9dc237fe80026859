/** SQL for the public settings table. */
import type { Queryable } from '../db/database';

export interface ConfigRow {
  name: string;
  value: string;
  updatedAt: Date;
}

export async function insertMissing(db: Queryable, entries: Record<string, string>): Promise<void> {
  await db.query(
    `INSERT INTO app_config (name, value)
     SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (name) DO NOTHING`,
    [Object.keys(entries), Object.values(entries)],
  );
}

export async function listConfig(db: Queryable): Promise<ConfigRow[]> {
  const result = await db.query<{ name: string; value: string; updated_at: Date }>(
    'SELECT name, value, updated_at FROM app_config ORDER BY name',
  );
  return result.rows.map((row) => ({ name: row.name, value: row.value, updatedAt: row.updated_at }));
}

/** Returns the value before the change, or null when the setting does not exist. */
export async function updateConfig(db: Queryable, name: string, value: string): Promise<string | null> {
  const result = await db.query<{ before: string }>(
    `UPDATE app_config c SET value = $2, updated_at = now()
       FROM (SELECT value AS before FROM app_config WHERE name = $1 FOR UPDATE) old
      WHERE c.name = $1 RETURNING old.before`,
    [name, value],
  );
  return result.rows[0]?.before ?? null;
}
