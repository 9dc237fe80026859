import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from './database';
import { createGroupCommit } from './group-commit';

/**
 * A database whose transactions record the batches they ran; a batch holding `broken` fails. With
 * `held`, each transaction waits until `release()` before it begins, so calls can arrive while it runs.
 */
function recordingDb(broken?: string, { held = false } = {}) {
  const batches: string[][] = [];
  const waiting: (() => void)[] = [];
  const db = {
    pipelinedTransaction: async <T>(work: (tx: Queryable, commit: () => Promise<void>) => Promise<T>) => {
      if (held) await new Promise<void>((begin) => waiting.push(begin));
      let batch: string[] = [];
      const tx = {
        query: (text: string) => {
          batch = text.split(',');
          return Promise.resolve({ rows: [] });
        },
      } as unknown as Queryable;
      const result = await work(tx, async () => {
        batches.push(batch);
        if (broken !== undefined && batch.includes(broken)) throw new Error(`batch with ${broken} failed`);
      });
      return result;
    },
  } as unknown as Database;
  /** Lets every transaction waiting so far begin. */
  const release = () => waiting.splice(0).forEach((begin) => begin());
  return { db, batches, release };
}

/** The end of this turn of the event loop, when the group commit starts what arrived in it. */
const turnOver = () => new Promise<void>((done) => setImmediate(done));

/** A group commit that "writes" each call by sending the batch in one statement and answers it upper-cased. */
function upperCasing(db: Database, options: { concurrentBatches?: number; maxBatch?: number } = {}) {
  return createGroupCommit<string, string>({
    db,
    ...options,
    writeBatch: async (tx, commit, batch) => {
      await tx.query(batch.join(','));
      await commit();
      return batch.map((call) => call.toUpperCase());
    },
  });
}

describe('group commit', () => {
  it('writes the calls that arrive in one turn of the event loop together, each answered its own', async () => {
    const { db, batches } = recordingDb();
    const group = upperCasing(db, { concurrentBatches: 1 });
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((call) => group.submit(call)));
    expect(answers).toEqual(['A', 'B', 'C', 'D']);
    expect(batches).toEqual([['a', 'b', 'c', 'd']]);
  });

  it('writes a lone call alone, once its turn is over', async () => {
    const { db, batches } = recordingDb();
    const group = upperCasing(db);
    expect(await group.submit('a')).toBe('A');
    expect(await group.submit('b')).toBe('B');
    expect(batches).toEqual([['a'], ['b']]);
  });

  it('queues the calls that arrive while a batch runs, over several turns, and writes them together next', async () => {
    const { db, batches, release } = recordingDb(undefined, { held: true });
    const group = upperCasing(db, { concurrentBatches: 1 });
    const answers = [group.submit('a')];
    await turnOver();
    answers.push(group.submit('b'), group.submit('c'));
    await turnOver();
    answers.push(group.submit('d'));
    await turnOver();
    release();
    await answers[0];
    await turnOver();
    release();
    expect(await Promise.all(answers)).toEqual(['A', 'B', 'C', 'D']);
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('runs up to `concurrentBatches` batches at once before queuing', async () => {
    const { db, batches, release } = recordingDb(undefined, { held: true });
    const group = upperCasing(db, { concurrentBatches: 2 });
    const answers = [group.submit('a')];
    await turnOver();
    answers.push(group.submit('b'));
    await turnOver();
    answers.push(group.submit('c'), group.submit('d'));
    await turnOver();
    release();
    await Promise.all(answers.slice(0, 2));
    await turnOver();
    release();
    await Promise.all(answers);
    expect(batches).toEqual([['a'], ['b'], ['c', 'd']]);
  });

  it('cuts a queue longer than `maxBatch` into batches of at most that many, in arrival order', async () => {
    const { db, batches } = recordingDb();
    const group = upperCasing(db, { concurrentBatches: 1, maxBatch: 2 });
    await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((call) => group.submit(call)));
    expect(batches).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
  });

  it('writes a failed batch again one call at a time, so only the broken call fails', async () => {
    const { db, batches } = recordingDb('c');
    const group = upperCasing(db, { concurrentBatches: 1 });
    const settled = await Promise.allSettled(['a', 'b', 'c', 'd'].map((call) => group.submit(call)));
    expect(settled.map((result) => (result.status === 'fulfilled' ? result.value : 'failed'))).toEqual(['A', 'B', 'failed', 'D']);
    expect(batches).toEqual([['a', 'b', 'c', 'd'], ['a'], ['b'], ['c'], ['d']]);
  });

  it('fails a call the batch did not answer rather than leaving it waiting', async () => {
    const { db } = recordingDb();
    const group = createGroupCommit<string, string>({ db, writeBatch: async (_tx, commit) => (await commit(), []) });
    await expect(group.submit('a')).rejects.toThrow('the batch lost a call');
  });
});
