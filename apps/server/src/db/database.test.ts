import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { cloneTemplate } from '../../test/postgres-server';
import { openDatabase, type Database } from './database';

let db: Database;
beforeAll(async () => {
  db = openDatabase(await cloneTemplate(inject('postgresUrl'), inject('templateDatabase')), 3);
  await db.pool.query('CREATE TABLE notes (text text)');
});
afterAll(() => db.close());

const notes = async () => (await db.pool.query('SELECT text FROM notes ORDER BY text')).rows.map((row) => row.text);

describe('transactions', () => {
  it('commit what the work wrote', async () => {
    await db.transaction((tx) => tx.query("INSERT INTO notes VALUES ('a')"));
    expect(await notes()).toEqual(['a']);
  });

  it('roll back everything when the work throws, including a joined transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO notes VALUES ('b')");
        await db.transaction((inner) => inner.query("INSERT INTO notes VALUES ('c')"));
        throw new Error('halfway');
      }),
    ).rejects.toThrow('halfway');
    expect(await notes()).toEqual(['a']);
  });

  it('let a nested transaction join the outer one on the same connection', async () => {
    await db.transaction(async (outer) => {
      const outerPid = (await outer.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      const innerPid = await db.transaction(async (inner) => (await inner.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
      expect(innerPid).toBe(outerPid);
    });
  });

  it('roll back a use case that returns a rejection, and only that one when nested', async () => {
    const refused = await db.transaction(async (tx) => {
      await tx.query("INSERT INTO notes VALUES ('d')");
      return { rejected: 'insufficient_funds' as const };
    });
    expect(refused).toEqual({ rejected: 'insufficient_funds' });
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO notes VALUES ('e')");
      await db.transaction(async (inner) => {
        await inner.query("INSERT INTO notes VALUES ('f')");
        return { rejected: 'insufficient_funds' as const };
      });
    });
    expect(await notes()).toEqual(['a', 'e']);
  });
});
