/** Price alerts through HTTP: adding, listing, removing, the limit, and a crossing that fires exactly once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { signUp, type Session } from '../../test/fixtures';
import { bookAround, setBook, startHandSetMarket } from '../../test/market-fixtures';
import { memberTopic } from '../stream/stream-topics';

let app: TestApp;
let symbol: string;

beforeAll(async () => {
  ({ app, symbol } = await startHandSetMarket());
});
afterAll(() => app.close());

const add = (session: Session, body: Record<string, unknown>) => app.call('/alerts/add', { symbol, ...body }, session);
const list = async (session: Session) => (await app.call('/alerts/list', {}, session)).body.data;
async function alertMessages(session: Session) {
  const items = (await app.call('/user/messages', { page: 1, size: 50 }, { ...session, lang: 'en' })).body.data.items;
  return items.filter((message: { kind: string }) => message.kind === 'price_alert');
}
async function step(last: string, previousClose = '2150') {
  setBook(app, symbol, { ...bookAround(last), previousClose, last });
  await app.alerts.step(app.clock.now);
}

describe('price alerts', () => {
  it('fires an above alert exactly once when the price crosses its level, as a message and on the stream', async () => {
    const session = await signUp(app);
    await step('2150');
    const id = (await add(session, { kind: 'above', value: '2200' })).body.data.id;
    expect(await list(session)).toMatchObject([
      { id, symbol, kind: 'above', value: '2200', status: 'active', triggeredAt: null },
    ]);

    const memberId = (await app.db.pool.query('SELECT id FROM members WHERE account = $1', [session.account])).rows[0].id;
    const streamed: string[] = [];
    const unsubscribe = app.bus.subscribe((topic, message) => {
      if (topic === memberTopic(memberId, 'messages')) streamed.push(message);
    });
    try {
      await step('2199');
      expect(await alertMessages(session)).toHaveLength(0);
      await step('2201');
      await step('2205');
      await step('2150');
      await step('2210');
      const messages = await alertMessages(session);
      expect(messages).toHaveLength(1);
      // Notices write prices as the app does, grouped.
      expect(messages[0].body).toContain('≥ 2,200');
      expect(messages[0].body).toContain('last price 2,201');
      expect(streamed).toHaveLength(1);
      expect(await list(session)).toMatchObject([{ id, status: 'triggered', triggerPrice: '2201' }]);
    } finally {
      unsubscribe();
    }
  });

  it('fires a below alert and a move of a percentage either way, exactly at the threshold', async () => {
    const session = await signUp(app);
    await step('2150');
    await add(session, { kind: 'below', value: '2100' });
    await add(session, { kind: 'changePct', value: '5' });
    // 5% of the previous close 2,150 is 107.5: a move of 107 (to 2,043) is short of it, but 2,043 is under 2,100.
    await step('2043');
    expect((await list(session)).map((alert: { kind: string; status: string }) => [alert.kind, alert.status])).toEqual([
      ['changePct', 'active'],
      ['below', 'triggered'],
    ]);
    // A fall of 108 (to 2,042): 108 × 100 = 10,800 ≥ 5 × 2,150 = 10,750.
    await step('2042');
    expect((await list(session)).every((alert: { status: string }) => alert.status === 'triggered')).toBe(true);
    expect(await alertMessages(session)).toHaveLength(2);
  });

  it('refuses bad input with a code and changes nothing', async () => {
    const session = await signUp(app);
    const cases: [Record<string, unknown>, number, unknown][] = [
      [{ kind: 'sideways', value: '2000' }, 400, undefined],
      [{ kind: 'above', value: '-5' }, 400, { value: 'not_positive' }],
      [{ kind: 'above', value: '0' }, 400, { value: 'not_positive' }],
      [{ kind: 'above', value: '2000.001' }, 400, { value: 'too_many_decimals' }],
      [{ kind: 'changePct', value: '150' }, 400, { value: 'not_allowed_value' }],
      [{ kind: 'above', value: 'abc' }, 400, { value: 'invalid_format' }],
      [{ symbol: '0000', kind: 'above', value: '2000' }, 404, undefined],
      [{ symbol: 'SIMALL', kind: 'above', value: '2000' }, 404, undefined],
    ];
    for (const [body, status, fields] of cases) {
      const reply = await add(session, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(status);
      if (fields) expect(reply.body.fields).toEqual(fields);
    }
    expect((await app.call('/alerts/add', { symbol, kind: 'above', value: '2000' })).statusCode).toBe(401);
    expect(await list(session)).toEqual([]);
  });

  it('allows at most 50 active alerts per member, and removes only the member’s own', async () => {
    const session = await signUp(app);
    const other = await signUp(app);
    const ids: number[] = [];
    for (let index = 0; index < 50; index++)
      ids.push((await add(session, { kind: 'above', value: String(3000 + index) })).body.data.id);
    const refused = await add(session, { kind: 'above', value: '4000' });
    expect({ status: refused.statusCode, code: refused.body.code }).toEqual({ status: 422, code: 'alert_limit' });
    expect(await list(session)).toHaveLength(50);

    expect((await app.call('/alerts/remove', { id: ids[0] }, other)).statusCode).toBe(404);
    expect((await app.call('/alerts/remove', { id: ids[0] }, session)).statusCode).toBe(200);
    expect((await add(session, { kind: 'above', value: '4000' })).statusCode).toBe(200);
    expect(await list(session)).toHaveLength(50);
  });
});
