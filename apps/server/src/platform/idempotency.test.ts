import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { cloneTemplate } from '../../test/postgres-server';
import { openDatabase, type Database } from '../db/database';
import { claimKeys, storeReplies } from './idempotency';

let db: Database;
beforeAll(async () => {
  db = openDatabase(await cloneTemplate(inject('postgresUrl'), inject('templateDatabase')), 4);
});
afterAll(() => db.close());

const claim = (key: string, hash = 'h') => ({ scope: 'member:1', key, hash });
const reply = { statusCode: 200, body: { status: 1 } };

describe('claiming idempotency keys', () => {
  it('claims new keys and answers the rest with their first reply, or a mismatch', async () => {
    await db.transaction(async (tx) => {
      expect(await claimKeys(tx, [claim('k-1'), claim('k-2')])).toEqual([null, null]);
      await storeReplies(tx, [
        { claim: claim('k-1'), reply },
        { claim: claim('k-2'), reply },
      ]);
    });
    const again = await db.transaction((tx) => claimKeys(tx, [claim('k-3'), claim('k-1'), claim('k-2', 'other body')]));
    expect(again).toEqual([null, { replay: reply }, { mismatch: true }]);
  });

  it('claims in one order, so two transactions claiming the same keys wait rather than deadlock', async () => {
    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstHolds!: () => void;
    const firstHoldsX = new Promise<void>((resolve) => (firstHolds = resolve));
    const first = db.transaction(async (tx) => {
      await claimKeys(tx, [claim('x')]);
      firstHolds();
      await firstMayCommit;
      // Were the second holding y while it waits for x, this would wait for it: a deadlock.
      await claimKeys(tx, [claim('y')]);
      await storeReplies(tx, [
        { claim: claim('x'), reply },
        { claim: claim('y'), reply },
      ]);
    });
    await firstHoldsX;
    const second = db.transaction((tx) => claimKeys(tx, [claim('y'), claim('x')]));
    // Give the second time to reach the key the first holds.
    await new Promise((resolve) => setTimeout(resolve, 200));
    releaseFirst();
    await first;
    expect(await second).toEqual([{ replay: reply }, { replay: reply }]);
  });
});
