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

  it('run pool queries made inside a transaction on its connection, so they see its writes', async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO notes VALUES ('seen')");
      const txPid = (await tx.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      expect((await db.pool.query('SELECT pg_backend_pid() AS pid')).rows[0].pid).toBe(txPid);
      expect(await notes()).toContain('seen');
      return { rejected: 'wrong_state' as const };
    });
    expect(await notes()).not.toContain('seen');
  });

  it('never waits for a second connection when every connection is in a transaction that reads through the pool', async () => {
    // Three connections, six transactions at once, each reading through the pool: without the
    // routing each would hold one connection and wait for another, forever.
    const reads = Array.from({ length: 6 }, () =>
      db.transaction(async (tx) => {
        await tx.query('SELECT pg_sleep(0.05)');
        return (await db.pool.query('SELECT count(*) AS count FROM notes')).rows[0].count;
      }),
    );
    await expect(Promise.all(reads)).resolves.toHaveLength(6);
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

describe('statements', () => {
  it('are prepared once per connection when they have parameters, and planned for each execution’s values', async () => {
    const text = 'SELECT text FROM notes WHERE text = $1';
    await db.transaction(async (tx) => {
      await tx.query(text, ['a']);
      await tx.query(text, ['b']);
      const prepared = await tx.query('SELECT statement FROM pg_prepared_statements WHERE statement = $1', [text]);
      expect(prepared.rows).toHaveLength(1);
      // A generic plan cached while a table is small would stay in use as it grows.
      expect((await tx.query('SHOW plan_cache_mode')).rows[0].plan_cache_mode).toBe('force_custom_plan');
    });
  });

  it('stop being prepared on a connection that holds 500, and still run', async () => {
    await db.transaction(async (tx) => {
      for (let number = 0; number <= 500; number++) {
        const { rows } = await tx.query(`SELECT $1::integer + ${number} AS sum`, [1]);
        expect(rows[0].sum).toBe(number + 1);
      }
      expect((await tx.query('SELECT count(*) FROM pg_prepared_statements')).rows[0].count).toBe('500');
    });
  });

  it('without parameters run as they are', async () => {
    await db.transaction(async (tx) => {
      await tx.query('SELECT count(*) FROM notes');
      const prepared = await tx.query(
        "SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE 'SELECT count(*) FROM notes%'",
      );
      expect(prepared.rows[0].count).toBe('0');
    });
  });
});
