import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { cloneTemplate } from '../../test/postgres-server';
import { openDatabase, PoolInsideTransactionError, savepoint, type Database } from './database';

let db: Database;
let url: string;
beforeAll(async () => {
  url = await cloneTemplate(inject('postgresUrl'), inject('templateDatabase'));
  db = openDatabase(url, 3, { poolGuard: 'throw' });
  await db.pool.query('CREATE TABLE notes (text text)');
});
afterAll(() => db.close());

const notes = async () => (await db.pool.query('SELECT text FROM notes ORDER BY text')).rows.map((row) => row.text);

describe('transactions', () => {
  it('commit what the work wrote', async () => {
    await db.transaction((tx) => tx.query("INSERT INTO notes VALUES ('a')"));
    expect(await notes()).toEqual(['a']);
  });

  it('roll back everything when the work throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO notes VALUES ('b')");
        await tx.query("INSERT INTO notes VALUES ('c')");
        throw new Error('halfway');
      }),
    ).rejects.toThrow('halfway');
    expect(await notes()).toEqual(['a']);
  });

  it('roll back a use case that returns a rejection', async () => {
    const refused = await db.transaction(async (tx) => {
      await tx.query("INSERT INTO notes VALUES ('d')");
      return { rejected: 'insufficient_funds' as const };
    });
    expect(refused).toEqual({ rejected: 'insufficient_funds' });
    expect(await notes()).toEqual(['a']);
  });

  it('run after-commit work only once they commit, never after a rollback', async () => {
    const announced: string[] = [];
    await db.transaction(async (tx) => {
      tx.afterCommit(() => announced.push('committed'));
      expect(announced).toEqual([]);
    });
    await db.transaction(async (tx) => {
      tx.afterCommit(() => announced.push('refused'));
      return { rejected: 'wrong_state' as const };
    });
    await expect(
      db.transaction(async (tx) => {
        tx.afterCommit(() => announced.push('failed'));
        throw new Error('halfway');
      }),
    ).rejects.toThrow('halfway');
    expect(announced).toEqual(['committed']);
  });
});

describe('savepoints', () => {
  it('undo only a refused step, and the transaction commits the rest', async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO notes VALUES ('e')");
      const refused = await savepoint(tx, async (step) => {
        await step.query("INSERT INTO notes VALUES ('f')");
        return { rejected: 'insufficient_funds' as const };
      });
      expect(refused).toEqual({ rejected: 'insufficient_funds' });
    });
    expect(await notes()).toEqual(['a', 'e']);
  });

  it('leave the transaction usable after a statement inside them failed, and rethrow its error', async () => {
    await db.pool.query('CREATE TABLE unique_notes (text text PRIMARY KEY)');
    await db.pool.query("INSERT INTO unique_notes VALUES ('taken')");
    await db.transaction(async (tx) => {
      await expect(savepoint(tx, (step) => step.query("INSERT INTO unique_notes VALUES ('taken')"))).rejects.toMatchObject({
        code: '23505',
      });
      // Without the savepoint Postgres would refuse this with 25P02 (transaction aborted).
      await tx.query("INSERT INTO notes VALUES ('g')");
    });
    expect(await notes()).toEqual(['a', 'e', 'g']);
  });

  it('keep the after-commit work of a step that succeeded and drop that of an undone one', async () => {
    const announced: string[] = [];
    await db.transaction(async (tx) => {
      await savepoint(tx, async (step) => step.afterCommit(() => announced.push('kept')));
      await savepoint(tx, async (step) => {
        step.afterCommit(() => announced.push('undone'));
        return { rejected: 'wrong_state' as const };
      });
    });
    expect(announced).toEqual(['kept']);
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

describe('pipelined transactions', () => {
  it('send a statement without waiting for the answers to the ones before it', async () => {
    const client = await db.pool.connect();
    try {
      expect(client.pipeline).toBe(true);
    } finally {
      client.release();
    }
  });

  it('send the statements of one turn of the event loop in one write', async () => {
    const port = Number(new URL(url).port);
    const writes = vi.fn();
    const socket = net.Socket.prototype as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
    const spied = (['_write', '_writev'] as const).map((method) => {
      const original = socket[method];
      return vi.spyOn(socket, method).mockImplementation(function (this: net.Socket, ...args: unknown[]) {
        if (this.remotePort === port) writes(method);
        return original.apply(this, args);
      });
    });
    try {
      await db.pipelinedTransaction((tx, commit) =>
        Promise.all([tx.query("INSERT INTO notes VALUES ('w1')"), tx.query("INSERT INTO notes VALUES ('w2')"), commit()]),
      );
    } finally {
      for (const spy of spied) spy.mockRestore();
    }
    // BEGIN, both inserts and COMMIT: one write.
    expect(writes).toHaveBeenCalledTimes(1);
    expect(await notes()).toEqual(expect.arrayContaining(['w1', 'w2']));
  });

  it('commit what the work sent with its commit, and answer each statement', async () => {
    const answers = await db.pipelinedTransaction(async (tx, commit) => {
      const [first, second] = await Promise.all([
        tx.query("INSERT INTO notes VALUES ('p1') RETURNING text"),
        tx.query("INSERT INTO notes VALUES ('p2') RETURNING text"),
        commit(),
      ]);
      return [first.rows[0].text, second.rows[0].text];
    });
    expect(answers).toEqual(['p1', 'p2']);
    expect(await notes()).toEqual(expect.arrayContaining(['p1', 'p2']));
  });

  it('write nothing when a statement sent with the commit fails', async () => {
    await expect(
      db.pipelinedTransaction((tx, commit) =>
        Promise.all([tx.query("INSERT INTO notes VALUES ('p3')"), tx.query('INSERT INTO no_such_table VALUES (1)'), commit()]),
      ),
    ).rejects.toThrow('no_such_table');
    expect(await notes()).not.toContain('p3');
    // The connection went back to the pool ready for the next transaction.
    await db.pipelinedTransaction((tx, commit) => Promise.all([tx.query("INSERT INTO notes VALUES ('p4')"), commit()]));
    expect(await notes()).toContain('p4');
  });

  it('roll back when the work throws or returns without committing', async () => {
    await expect(
      db.pipelinedTransaction(async (tx) => {
        await tx.query("INSERT INTO notes VALUES ('p5')");
        throw new Error('halfway');
      }),
    ).rejects.toThrow('halfway');
    await db.pipelinedTransaction(async (tx) => tx.query("INSERT INTO notes VALUES ('p6')"));
    expect(await notes()).not.toContain('p5');
    expect(await notes()).not.toContain('p6');
  });
});

describe('the pool guard', () => {
  const insideTransaction = PoolInsideTransactionError;

  it.each([
    ['a pool query', () => db.pool.query('SELECT 1')],
    ['a pool connection', () => db.pool.connect().then((client) => client.release())],
    ['another transaction', () => db.transaction((inner) => inner.query('SELECT 1'))],
    [
      'a pipelined transaction',
      () => db.pipelinedTransaction((inner, commit) => Promise.all([inner.query('SELECT 1'), commit()])),
    ],
  ])('refuses %s asked for inside a transaction, and the transaction goes on', async (_what, second) => {
    await db.transaction(async (tx) => {
      await expect(second()).rejects.toBeInstanceOf(insideTransaction);
      await tx.query("INSERT INTO notes VALUES ('guarded')");
    });
    expect(await notes()).toContain('guarded');
    await db.pool.query("DELETE FROM notes WHERE text = 'guarded'");
  });

  it('refuses a pool query inside a pipelined transaction and inside a savepoint, even after other awaits', async () => {
    await expect(
      db.pipelinedTransaction(async (tx, commit) => {
        await tx.query('SELECT 1');
        await new Promise((resolve) => setTimeout(resolve, 1));
        return db.pool.query('SELECT 1').finally(commit);
      }),
    ).rejects.toBeInstanceOf(insideTransaction);
    await db.transaction(async (tx) => {
      await savepoint(tx, async () => {
        await expect(db.pool.query('SELECT 1')).rejects.toBeInstanceOf(insideTransaction);
      });
    });
  });

  it('lets after-commit work and work that outlives the transaction use the pool', async () => {
    let later: Promise<unknown> = Promise.resolve();
    const announced: Promise<unknown>[] = [];
    await db.transaction(async (tx) => {
      tx.afterCommit(() => void announced.push(db.pool.query('SELECT 1')));
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.pool.query('SELECT 1'));
    });
    await expect(Promise.all(announced)).resolves.toHaveLength(1);
    await expect(later).resolves.toMatchObject({ rowCount: 1 });
  });

  it('with `log`, reports the connection and serves it: a second connection, which does not see the transaction', async () => {
    const reported: Error[] = [];
    const logging = openDatabase(url, 3, { poolGuard: 'log', onPoolGuard: (error) => void reported.push(error) });
    try {
      await logging.transaction(async (tx) => {
        await tx.query("INSERT INTO notes VALUES ('unseen')");
        const txPid = (await tx.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
        expect((await logging.pool.query('SELECT pg_backend_pid() AS pid')).rows[0].pid).not.toBe(txPid);
        expect(await notes()).not.toContain('unseen');
        return { rejected: 'wrong_state' as const };
      });
    } finally {
      await logging.close();
    }
    expect(reported).toHaveLength(1);
    expect(reported[0]).toBeInstanceOf(insideTransaction);
  });
});

describe('session limits', () => {
  it('set a statement timeout and an idle-in-transaction timeout on every connection', async () => {
    const { rows } = await db.pool.query(
      "SELECT current_setting('statement_timeout') AS statement, current_setting('idle_in_transaction_session_timeout') AS idle",
    );
    expect(rows[0]).toEqual({ statement: '1min', idle: '30s' });
  });

  it('end a transaction left idle past its timeout, freeing its connection', async () => {
    const short = openDatabase(url, 1, { idleInTransactionTimeoutMs: 200 });
    try {
      await expect(
        short.transaction(async (tx) => {
          await tx.query('SELECT 1');
          await new Promise((resolve) => setTimeout(resolve, 600));
          await tx.query('SELECT 1');
        }),
      ).rejects.toThrow();
      // The pool's one connection is usable again.
      expect((await short.pool.query('SELECT 1 AS one')).rows[0].one).toBe(1);
    } finally {
      await short.close();
    }
  });

  it('cancel a statement that runs past the statement timeout', async () => {
    const short = openDatabase(url, 1, { statementTimeoutMs: 100 });
    try {
      await expect(short.pool.query('SELECT pg_sleep(1)')).rejects.toMatchObject({ code: '57014' });
    } finally {
      await short.close();
    }
  });
});

describe('transaction slots', () => {
  it('keep a quarter of the pool for reads: with every slot in a transaction, a read is answered and one more transaction waits', async () => {
    const pool = openDatabase(url, 8, { poolGuard: 'throw' });
    let finish = (): void => undefined;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let started = 0;
    try {
      // 8 connections: 6 transaction slots and 2 kept for reads.
      const holding = Array.from({ length: 6 }, () =>
        pool.transaction(async () => {
          started++;
          await held;
        }),
      );
      const waiting = pool.transaction(async () => {
        started++;
      });
      await vi.waitFor(() => expect(started).toBe(6), { timeout: 5_000 });
      expect((await pool.pool.query('SELECT 1 AS one')).rows[0].one).toBe(1);
      expect(started).toBe(6);
      finish();
      await Promise.all([...holding, waiting]);
      expect(started).toBe(7);
    } finally {
      finish();
      await pool.close();
    }
  });
});
