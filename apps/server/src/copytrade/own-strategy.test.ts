/**
 * A mentor cannot follow the strategy that publishes their own trading: the follow is refused with
 * `own_strategy` and nothing moves (cash, copies, ledger); the app tells the mentor the strategy is theirs
 * from `/copy/mentorApplication`'s strategyId.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  available,
  businessNoon,
  deposit,
  expectBooksBalanced,
  ownerToken,
  rowCount,
  verifiedMember,
  type Session,
} from '../../test/fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({}, { market: true, startAt: businessNoon });
  await app.stopMarket();
  app.clock.now = businessNoon;
});
afterAll(() => app?.close());

async function approvedMentor(): Promise<{ mentor: Session; strategyId: number }> {
  const mentor = await verifiedMember(app);
  await deposit(app, mentor, '1000000');
  await app.call('/copy/applyMentor', { strategyName: 'Own lots', description: 'Whole lots, held for days.' }, mentor);
  const owner = await ownerToken(app);
  const queue = (await app.admin('/copy/mentors/list', { status: 'pending', keyword: mentor.account, page: 1, size: 10 }, owner))
    .body.data;
  expect((await app.admin('/copy/mentors/review', { id: queue.items[0].id, approve: true }, owner)).statusCode).toBe(200);
  const application = (await app.call('/copy/mentorApplication', {}, mentor)).body.data.application;
  return { mentor, strategyId: application.strategyId };
}

describe('following one’s own strategy', () => {
  it('refuses a mentor following their own strategy with own_strategy and moves nothing', async () => {
    const { mentor, strategyId } = await approvedMentor();
    const before = {
      cash: await available(app, mentor),
      copies: await rowCount(app, 'copies'),
      entries: await rowCount(app, 'ledger_entries'),
      postings: await rowCount(app, 'ledger_postings'),
      holds: await rowCount(app, 'holds'),
    };
    const refused = await app.call(
      '/copy/follow',
      { strategyId, amount: '100000', stopLossPct: 20 },
      { ...mentor, 'idempotency-key': crypto.randomUUID() },
    );
    expect(refused).toMatchObject({ statusCode: 409, body: { code: 'own_strategy' } });
    expect({
      cash: await available(app, mentor),
      copies: await rowCount(app, 'copies'),
      entries: await rowCount(app, 'ledger_entries'),
      postings: await rowCount(app, 'ledger_postings'),
      holds: await rowCount(app, 'holds'),
    }).toEqual(before);
    expect(before.cash.available).toBe('1000000');
    await expectBooksBalanced(app);
  });

  it('still lets any other member follow the strategy', async () => {
    const { strategyId } = await approvedMentor();
    const other = await verifiedMember(app);
    await deposit(app, other, '100000');
    const followed = await app.call(
      '/copy/follow',
      { strategyId, amount: '100000', stopLossPct: 20 },
      { ...other, 'idempotency-key': crypto.randomUUID() },
    );
    expect(followed.statusCode).toBe(200);
  });
});
