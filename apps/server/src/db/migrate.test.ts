import { inject, describe, expect, it } from 'vitest';
import { cloneTemplate } from '../../test/postgres-server';
import { openDatabase } from './database';
import { migrate } from './migrate';

describe('migrations', () => {
  it('apply once and are skipped on every later start', async () => {
    const db = openDatabase(await cloneTemplate(inject('postgresUrl'), inject('templateDatabase')), 2);
    try {
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.pool.query('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((row) => row.version)).toContain('001_platform.sql');
    } finally {
      await db.close();
    }
  });
});
