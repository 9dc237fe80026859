/** The SQL of the server's own keys (`server_secrets`). */
import type { Queryable } from '../db/database';

/** Stores `candidate` under `name` unless a key is there already, and answers the kept key. */
export async function keepSecret(db: Queryable, name: string, candidate: Buffer): Promise<Buffer> {
  await db.query('INSERT INTO server_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, candidate]);
  // A statement of its own, so it sees a key another node committed while the insert waited.
  const { rows } = await db.query<{ secret: Buffer }>('SELECT secret FROM server_secrets WHERE name = $1', [name]);
  const kept = rows[0];
  if (!kept) throw new Error(`server secret ${name} was not stored`);
  return kept.secret;
}
