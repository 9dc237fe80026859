/**
 * One IPO's whole life over HTTP, with the market running and a clock the test moves: members
 * apply with held money, the draw allots, a winner pays (a position locked until listing), another
 * does not and forfeits, the lot goes down the ranking to the member who lost, the payment-due
 * notice and the forfeit notice arrive, and at listingAt the stock joins the market (list,
 * search, quote with depth, K-lines) from the offer price and the positions close like any other.
 * The books balance at every stage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { available, businessNoon, expectBooksBalanced, fundedMember, ownerToken, type Session } from '../../test/fixtures';
import { eventually } from '../../test/eventually';

const HOUR = 3_600_000;
const SYMBOL = '150A';
let app: TestApp;
let owner: string;

beforeAll(async () => {
  app = await startTestApp({}, { market: true, startAt: businessNoon });
  owner = await ownerToken(app);
});
afterAll(() => app?.close());

/** Moves the clock and runs the status clock; sessions idle that long have ended, so everyone signs in again. */
async function later(hours: number, members: Session[]): Promise<void> {
  app.clock.advance(hours * HOUR);
  await app.offerings.tick();
  owner = await ownerToken(app);
  for (const member of members) {
    const reply = await app.call('/user/login', { account: member.account, password: 'hanami2026', agree: true });
    member.token = reply.body.data.token;
  }
}

const cash = async (member: Session) => available(app, member);
const application = async (member: Session, ipoId: number) =>
  (await app.call('/ipo/detail', { ipoId }, member)).body.data.myApplication;
const kinds = async (member: Session) =>
  ((await app.call('/user/messages', { page: 1, size: 50 }, member)).body.data.items as { kind: string }[])
    .map((message) => message.kind)
    .filter((kind) => kind.startsWith('ipo_'));

describe('an IPO from subscription to a closed position', () => {
  it('subscribes, draws, pays, forfeits and re-allots, lists, and closes', async () => {
    const at = (hours: number) => new Date(app.clock.now.getTime() + hours * HOUR).toISOString();
    // ¥1,000 a share, 100 a lot: ¥100,000 a lot. 2 lots for 3 members asking one each.
    const terms = {
      symbol: SYMBOL,
      name: { en: 'Sakura Robotics', tw: '櫻花機器人', jp: 'サクラロボティクス' },
      board: 'growth',
      price: '1000',
      lotsOffered: 2,
      maxLotsPerMember: 1,
      ...{ subscribeStart: at(1), subscribeEnd: at(2), drawAt: at(3), payBy: at(30), listingAt: at(50) },
    };
    // A code the market already trades can't be offered.
    const traded = (await app.call('/market/list', { exchange: 'TSE', page: 1, size: 1 })).body.data.items[0].symbol;
    expect(await app.admin('/ipo/save', { ...terms, symbol: traded }, owner)).toMatchObject({
      statusCode: 400,
      body: { fields: { symbol: 'not_allowed_value' } },
    });
    const ipoId: number = (await app.admin('/ipo/save', terms, owner)).body.data.id;
    const members = [await fundedMember(app, '300000'), await fundedMember(app, '300000'), await fundedMember(app, '300000')];

    await later(1, members);
    for (const member of members) {
      expect((await app.call('/ipo/subscribe', { ipoId, lots: 1 }, member)).body.data).toMatchObject({ held: '100000' });
      expect(await cash(member)).toMatchObject({ available: '200000', frozen: '100000' });
    }
    await expectBooksBalanced(app);

    await later(2, members);
    const draw = (await app.call('/ipo/draw', { ipoId })).body.data;
    expect(draw.allotments).toHaveLength(2);
    const won = new Set(draw.allotments.map((a: { applicationId: string }) => Number(a.applicationId)));
    const outcome = await Promise.all(members.map(async (member) => ({ member, app: await application(member, ipoId) })));
    const [payer, forfeiter] = outcome.filter((o) => won.has(o.app.id));
    const loser = outcome.find((o) => !won.has(o.app.id))!;
    expect(loser.app).toMatchObject({ status: 'lost', held: '0' });
    expect(await cash(loser.member)).toMatchObject({ available: '300000', frozen: '0' });
    expect(await kinds(loser.member)).toEqual(['ipo_lost']);

    // The payer pays at once; the position is locked until listing.
    const paid = (await app.call('/ipo/pay', { applicationId: payer!.app.id }, payer!.member)).body.data;
    expect(await cash(payer!.member)).toMatchObject({ available: '200000', frozen: '0' });
    expect(await app.call('/trade/close', { positionId: paid.positionId }, payer!.member)).toMatchObject({
      statusCode: 422,
      body: { code: 'locked_until', params: { until: terms.listingAt } },
    });

    // 22 h before payBy the other winner is reminded; at payBy the lot is forfeited and re-allotted to the loser.
    await later(5, members);
    expect(await kinds(forfeiter!.member)).toEqual(['ipo_payment_due', 'ipo_won']);
    await later(22, members);
    expect(await application(forfeiter!.member, ipoId)).toMatchObject({ status: 'forfeited', allottedLots: 0 });
    expect(await cash(forfeiter!.member)).toMatchObject({ available: '300000', frozen: '0' });
    expect(await kinds(forfeiter!.member)).toEqual(['ipo_forfeited', 'ipo_payment_due', 'ipo_won']);
    expect(await application(loser.member, ipoId)).toMatchObject({ status: 'awaitingPayment', allottedLots: 1, held: '100000' });
    // Its day to pay ends within a day (at listing, 20 h away), so the payment-due notice comes with it.
    expect(await kinds(loser.member)).toEqual(['ipo_payment_due', 'ipo_won', 'ipo_lost']);
    const second = (await app.call('/ipo/pay', { applicationId: loser.app.id }, loser.member)).body.data;
    expect(second).toEqual({ status: 'paid', positionId: expect.any(Number) });
    await expectBooksBalanced(app);

    // Not on the market before its listing: the position names the offering's stock and says when it lists.
    expect((await app.call('/market/quote', { symbol: SYMBOL })).statusCode).toBe(404);
    const unlisted = (await app.call('/trade/position', { id: paid.positionId }, { ...payer!.member, lang: 'jp' })).body.data;
    expect(unlisted).toMatchObject({ name: 'サクラロボティクス', listingAt: terms.listingAt });
    const heldList = (
      await app.call('/trade/positions', { status: 'holding', page: 1, size: 10 }, { ...payer!.member, lang: 'en' })
    ).body.data;
    expect(heldList.items[0]).toMatchObject({ symbol: SYMBOL, name: 'Sakura Robotics', listingAt: terms.listingAt });
    await later(20, members);
    expect(
      (await app.call('/ipo/list', { status: 'listed' }, payer!.member)).body.data.map((o: { id: number }) => o.id),
    ).toContain(ipoId);
    await eventually(async () => (await app.call('/market/quote', { symbol: SYMBOL })).statusCode === 200, 10_000);
    const quote = (await app.call('/market/quote', { symbol: SYMBOL })).body.data;
    expect(quote).toMatchObject({ symbol: SYMBOL, prevClose: '1000', board: 'growth' });
    expect(quote.depth.bids.length).toBeGreaterThan(0);
    expect(quote.depth.asks.length).toBeGreaterThan(0);
    const listed = (await app.call('/market/list', { exchange: 'TSE', sort: 'symbol', page: 1, size: 100 })).body.data;
    expect(listed.items.map((q: { symbol: string }) => q.symbol)).toContain(SYMBOL);
    const found = (await app.call('/market/search', { keyword: 'Sakura' }, {})).body.data;
    expect(found.map((s: { symbol: string }) => s.symbol)).toContain(SYMBOL);
    await eventually(async () => {
      const bars = (await app.call('/market/kline', { symbol: SYMBOL, period: '1m', limit: 10 })).body.data;
      return Array.isArray(bars) && bars.length > 0;
    }, 10_000);

    // Unlocked at listing: both positions close against the market's book.
    for (const [who, positionId] of [
      [payer!.member, paid.positionId],
      [loser.member, second.positionId],
    ] as const) {
      expect((await app.call('/trade/position', { id: positionId }, who)).body.data).toMatchObject({
        lockedUntil: null,
        listingAt: null,
        name: 'サクラロボティクス',
      });
      const closed = await app.call('/trade/close', { positionId }, who);
      expect(closed.statusCode).toBe(200);
      expect((await cash(who)).frozen).toBe('0');
    }
    await expectBooksBalanced(app);
  }, 60_000);
});
