/**
 * Ending a copy under Tokyo hours: its positions are sold at market, so outside the continuous
 * session it is refused with `market_closed` and when it can be done (the next continuous
 * trading), and nothing changes; at that time it ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { available, deposit, expectBooksBalanced, verifiedMember, type Session } from '../../test/fixtures';
import { bookAround, setBook } from '../../test/market-fixtures';

// Wednesday 25 November 2026, Japan time.
const at = (japanTime: string) => new Date(`2026-11-25T${japanTime}:00+09:00`);

let app: TestApp;
let session: Session;

beforeAll(async () => {
  app = await startTestApp({ MARKET_SESSIONS: 'tse' }, { market: true });
  await app.stopMarket();
  app.clock.now = at('10:00');
  session = await verifiedMember(app);
  await deposit(app, session, '1000000');
});
afterAll(() => app?.close());

async function signInAgain(): Promise<void> {
  const reply = await app.call('/user/login', { account: session.account, password: 'hanami2026', agree: true });
  session = { token: reply.body.data.token, account: session.account };
}

describe('ending a copy under Tokyo hours', () => {
  it('is refused at lunch with the time trading resumes, changes nothing, and ends once it has', async () => {
    const strategy = (await app.call('/copy/strategies', {})).body.data.find((item: { kind: string }) => item.kind === 'house');
    setBook(app, strategy.symbol, { ...bookAround('2000'), previousClose: '2000', last: '2000' });
    const followed = await app.call(
      '/copy/follow',
      { strategyId: strategy.id, amount: '500000', stopLossPct: 20 },
      { ...session, 'idempotency-key': crypto.randomUUID() },
    );
    const copyId = followed.body.data.copyId;
    expect(await app.copy.trade(strategy.id, 'enter', app.clock.now)).toMatchObject({ copies: 1 });

    app.clock.now = at('12:00');
    await signInAgain();
    const before = await available(app, session);
    const refused = await app.call('/copy/unfollow', { copyId }, { ...session, 'idempotency-key': crypto.randomUUID() });
    // The afternoon's continuous trading starts at 12:30 Japan time, 03:30 UTC.
    expect(refused).toMatchObject({
      statusCode: 422,
      body: { code: 'market_closed', params: { phase: 'lunch_break', opensAt: '2026-11-25T03:30:00.000Z' } },
    });
    expect(await available(app, session)).toEqual(before);
    const copy = (await app.call('/copy/follows', { page: 1, size: 5 }, session)).body.data.items[0];
    expect(copy).toMatchObject({ id: copyId, status: 'running' });

    app.clock.now = at('15:40');
    await signInAgain();
    const closed = await app.call('/copy/unfollow', { copyId }, { ...session, 'idempotency-key': crypto.randomUUID() });
    // After the close, the next continuous trading is Thursday's morning session, 9:00 Japan time.
    expect(closed.body.params).toMatchObject({ phase: 'closed', opensAt: '2026-11-26T00:00:00.000Z' });

    app.clock.now = new Date('2026-11-26T09:30:00+09:00');
    await signInAgain();
    setBook(app, strategy.symbol, { ...bookAround('2000'), previousClose: '2000', last: '2000' });
    const ended = await app.call('/copy/unfollow', { copyId }, { ...session, 'idempotency-key': crypto.randomUUID() });
    expect(ended.body).toMatchObject({ status: 1, data: { status: 'ended' } });
    await expectBooksBalanced(app);
  });
});
