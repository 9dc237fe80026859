/** Applies the versioned SQL files in `migrations/` that a database has not seen yet. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';

export const migrationsDir = path.resolve(import.meta.dirname, '../../migrations');

/** Any number well away from other advisory locks: it keeps two starting nodes from migrating at once. */
const migrationLockId = 4_207_001;

export async function migrate(database: Database, directory = migrationsDir): Promise<string[]> {
  const files = (await readdir(directory)).filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name)).sort();
  return database.transaction(async (tx) => {
    // A migration may rebuild a large table: it is not held to the pool's statement timeout.
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockId]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.query(await readFile(path.join(directory, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
