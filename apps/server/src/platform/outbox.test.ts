/**
 * The outbox against Postgres: an event commits with its change or not at all, is delivered after
 * the commit before the transaction's caller resumes, at least once, in the order written; a
 * handler's claim makes a second delivery do nothing; a failed handler leaves its event for the
 * sweep. The outbox here is the test's own, on the test app's database, with handlers of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createOutbox, type Outbox } from './outbox';

let app: TestApp;
let outbox: Outbox;
const seen: number[] = [];
const claimed: number[] = [];
let failNext = 0;

beforeAll(async () => {
  app = await startTestApp();
  outbox = createOutbox({ db: app.db, log: () => undefined });
  outbox.subscriber.on('verification.decided', 'test.claiming', async ({ payload, claim }) => {
    seen.push(payload.memberId);
    if (failNext > 0) {
      failNext--;
      throw new Error('the handler failed');
    }
    await app.db.transaction(async (tx) => {
      if (await claim(tx)) claimed.push(payload.memberId);
    });
  });
});
afterAll(() => app?.close());

const decided = (memberId: number) => ({ memberId, approved: true, at: new Date().toISOString() });

async function eventOf(memberId: number) {
  const { rows } = await app.db.pool.query(
    "SELECT id, delivered_at, last_error FROM outbox_events WHERE topic = 'verification.decided' AND (payload->>'memberId')::int = $1",
    [memberId],
  );
  return rows;
}

describe('the outbox', () => {
  it('delivers an event after its transaction commits, before the caller resumes', async () => {
    await app.db.transaction(async (tx) => {
      await outbox.publisher.publish(tx, 'verification.decided', decided(900_001));
      expect(seen).not.toContain(900_001);
    });
    expect(claimed).toContain(900_001);
    const [event] = await eventOf(900_001);
    expect(event.delivered_at).not.toBeNull();
  });

  it('never writes nor delivers an event whose transaction rolled back', async () => {
    await expect(
      app.db.transaction(async (tx) => {
        await outbox.publisher.publish(tx, 'verification.decided', decided(900_002));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(seen).not.toContain(900_002);
    expect(await eventOf(900_002)).toEqual([]);
  });

  it('does a handler’s work once when the event is delivered again', async () => {
    await app.db.transaction((tx) => outbox.publisher.publish(tx, 'verification.decided', decided(900_003)));
    // As after a crash between the handler's commit and the delivered mark.
    await app.db.pool.query('UPDATE outbox_events SET delivered_at = NULL WHERE id = $1', [(await eventOf(900_003))[0].id]);
    await outbox.deliverAll();
    expect(seen.filter((id) => id === 900_003)).toHaveLength(2);
    expect(claimed.filter((id) => id === 900_003)).toHaveLength(1);
    expect((await eventOf(900_003))[0].delivered_at).not.toBeNull();
  });

  it('leaves an event whose handler failed to the sweep, which delivers it', async () => {
    failNext = 1;
    await app.db.transaction((tx) => outbox.publisher.publish(tx, 'verification.decided', decided(900_004)));
    const [failed] = await eventOf(900_004);
    expect(failed).toMatchObject({ delivered_at: null, last_error: 'Error: the handler failed' });
    // A later commit's delivery passes it by; the sweep (every event, failed ones too) takes it.
    await app.db.transaction((tx) => outbox.publisher.publish(tx, 'verification.decided', decided(900_005)));
    expect(seen.filter((id) => id === 900_004)).toHaveLength(1);
    await outbox.deliverAll();
    expect(claimed).toContain(900_004);
    expect((await eventOf(900_004))[0].delivered_at).not.toBeNull();
  });

  it('delivers the events of one transaction in the order they were written', async () => {
    const before = claimed.length;
    await app.db.transaction(async (tx) => {
      await outbox.publisher.publishAll(tx, [
        { topic: 'verification.decided', payload: decided(900_010) },
        { topic: 'verification.decided', payload: decided(900_011) },
      ]);
      await outbox.publisher.publish(tx, 'verification.decided', decided(900_012));
    });
    expect(claimed.slice(before)).toEqual([900_010, 900_011, 900_012]);
  });

  it('asks a filtering handler once per page whose events it wants, and marks the others delivered without it', async () => {
    const filtered = createOutbox({ db: app.db, log: () => undefined });
    const asked: number[][] = [];
    const handled: number[] = [];
    filtered.subscriber.on(
      'funds.deposit_approved',
      'test.filtering',
      async ({ payload }) => {
        handled.push(payload.memberId);
      },
      async (_reader, memberIds) => {
        asked.push([...memberIds]);
        return new Set(memberIds.filter((memberId) => memberId % 2 === 0));
      },
    );
    const approved = (memberId: number) => ({
      topic: 'funds.deposit_approved' as const,
      payload: { memberId, at: new Date().toISOString() },
    });
    await app.db.transaction((tx) =>
      filtered.publisher.publishAll(tx, [approved(900_020), approved(900_021), approved(900_022)]),
    );
    expect(asked).toEqual([[900_020, 900_021, 900_022]]);
    expect(handled).toEqual([900_020, 900_022]);
    const { rows } = await app.db.pool.query(
      "SELECT count(*)::int AS waiting FROM outbox_events WHERE topic = 'funds.deposit_approved' AND delivered_at IS NULL",
    );
    expect(rows[0].waiting).toBe(0);
    // A hot path asks first and writes only the events someone wants.
    expect([...(await filtered.publisher.membersWanted(app.db.pool, 'funds.deposit_approved', [1, 2, 3]))]).toEqual([2]);
    expect([...(await filtered.publisher.membersWanted(app.db.pool, 'verification.decided', [1, 2]))]).toEqual([]);
    expect([...(await outbox.publisher.membersWanted(app.db.pool, 'verification.decided', [1, 2]))]).toEqual([1, 2]);
  });
});
