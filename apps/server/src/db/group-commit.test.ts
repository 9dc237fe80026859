import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from './database';
import { createGroupCommit } from './group-commit';

/** A database whose transactions record the batches they ran; a batch holding `broken` fails. */
function recordingDb(broken?: string) {
  const batches: string[][] = [];
  const db = {
    pipelinedTransaction: async <T>(work: (tx: Queryable, commit: () => Promise<void>) => Promise<T>) => {
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
  return { db, batches };
}

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
  it('writes the first call alone and the calls that queued behind it together, each answered its own', async () => {
    const { db, batches } = recordingDb();
    const group = upperCasing(db, { concurrentBatches: 1 });
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((call) => group.submit(call)));
    expect(answers).toEqual(['A', 'B', 'C', 'D']);
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('runs up to `concurrentBatches` batches at once before queuing', async () => {
    const { db, batches } = recordingDb();
    const group = upperCasing(db, { concurrentBatches: 2 });
    await Promise.all(['a', 'b', 'c', 'd'].map((call) => group.submit(call)));
    expect(batches).toEqual([['a'], ['b'], ['c', 'd']]);
  });

  it('cuts a queue longer than `maxBatch` into batches of at most that many, in arrival order', async () => {
    const { db, batches } = recordingDb();
    const group = upperCasing(db, { concurrentBatches: 1, maxBatch: 2 });
    await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((call) => group.submit(call)));
    expect(batches).toEqual([['a'], ['b', 'c'], ['d', 'e'], ['f']]);
  });

  it('writes a failed batch again one call at a time, so only the broken call fails', async () => {
    const { db, batches } = recordingDb('c');
    const group = upperCasing(db, { concurrentBatches: 1 });
    const settled = await Promise.allSettled(['a', 'b', 'c', 'd'].map((call) => group.submit(call)));
    expect(settled.map((result) => (result.status === 'fulfilled' ? result.value : 'failed'))).toEqual(['A', 'B', 'failed', 'D']);
    expect(batches).toEqual([['a'], ['b', 'c', 'd'], ['b'], ['c'], ['d']]);
  });

  it('fails a call the batch did not answer rather than leaving it waiting', async () => {
    const { db } = recordingDb();
    const group = createGroupCommit<string, string>({ db, writeBatch: async (_tx, commit) => (await commit(), []) });
    await expect(group.submit('a')).rejects.toThrow('the batch lost a call');
  });
});
