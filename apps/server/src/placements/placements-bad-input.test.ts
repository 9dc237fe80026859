/**
 * Every bad input of issue 17 over HTTP: each gets its status and code (translated, checked by the
 * catalogs' own test) and nothing is held, moved or written. Then 100 applications at once against
 * one placement: every hold exact, the allotment within the offer, the books balanced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@kabuto/domain';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  available,
  businessNoon,
  deposit,
  expectBooksBalanced,
  fundedMember,
  ownerToken,
  signUp,
  verifiedMember,
  type Session,
} from '../../test/fixtures';
import { costOf, HOUR, isoAt, later, saveProduct, stockAt } from '../../test/placement-fixtures';

let app: TestApp;
let owner: string;

beforeAll(async () => {
  // The market gives the products their stock and price; it need not move, and stopped it leaves
  // the machine to the test.
  app = await startTestApp({}, { market: true, startAt: businessNoon });
  await app.stopMarket();
  owner = await ownerToken(app);
});
afterAll(() => app?.close());

async function memberId(session: Session): Promise<number> {
  return (await app.db.pool.query('SELECT id FROM members WHERE account = $1', [session.account])).rows[0].id;
}

/** What must not change: the orders, the application holds and the balances of `members`. */
async function state(members: Session[]) {
  const orders = await app.db.pool.query('SELECT id, status, shares, hold_reference FROM placement_orders ORDER BY id');
  const holds = await app.db.pool.query("SELECT reference, amount, status FROM holds WHERE purpose = 'application' ORDER BY id");
  return { orders: orders.rows, holds: holds.rows, cash: await Promise.all(members.map((m) => available(app, m))) };
}

describe('bad block-trade, placement and auction input', () => {
  it('refuses each with its code and changes nothing', async () => {
    const { symbol, last } = stockAt(app);
    const price = formatPrice(last);
    const window = { opensAt: isoAt(app, 0), closesAt: isoAt(app, HOUR) };
    const block = await saveProduct(app, owner, '/block/save', {
      symbol,
      price,
      minShares: 200,
      maxShares: 500,
      dailyLimitShares: 500,
      sharesOffered: 1_000,
      ...window,
    });
    const auction = await saveProduct(app, owner, '/auction/save', {
      symbol,
      minBidPrice: price,
      sharesOffered: 1_000,
      ...window,
    });
    const member = await fundedMember(app, '5000000');
    const poor = await verifiedMember(app);
    const unverified = await signUp(app);
    const barred = await fundedMember(app, '5000000');
    const restricted = await app.admin(
      '/users/restrict',
      { userId: await memberId(barred), flags: { tradeBarred: true }, reason: 'test' },
      owner,
    );
    expect(restricted.statusCode).toBe(200);
    await later(app, 0, [member, poor, barred]);
    owner = await ownerToken(app);
    const before = await state([member, poor, barred]);

    const cases: [string, object, Session, number, string, Record<string, string>?][] = [
      ['/block/apply', { productId: block, shares: 250 }, member, 422, 'not_lot_multiple'],
      ['/block/apply', { productId: block, shares: 100 }, member, 422, 'below_min_shares', { min: '200' }],
      ['/block/apply', { productId: block, shares: 600 }, member, 422, 'above_max_shares', { max: '500' }],
      ['/block/apply', { productId: block, shares: 0 }, member, 400, 'invalid_input'],
      ['/block/apply', { productId: block, shares: 200 }, poor, 422, 'insufficient_funds'],
      ['/block/apply', { productId: block, shares: 200 }, unverified, 403, 'verification_required'],
      ['/block/apply', { productId: block, shares: 200 }, barred, 403, 'trade_barred'],
      ['/block/apply', { productId: 999_999, shares: 200 }, member, 404, 'not_found'],
      ['/placement/apply', { placementId: block, shares: 200 }, member, 404, 'not_found'],
      [
        '/auction/bid',
        { auctionId: auction, price: formatPrice(last - 100n), shares: 100 },
        member,
        422,
        'below_min_bid',
        { min: price },
      ],
      ['/auction/bid', { auctionId: auction, price: formatPrice(last + 1n), shares: 100 }, member, 422, 'off_tick'],
      ['/auction/bid', { auctionId: auction, price, shares: 150 }, member, 422, 'not_lot_multiple'],
      ['/auction/bid', { auctionId: auction, price: 'abc', shares: 100 }, member, 400, 'invalid_input'],
    ];
    for (const [path, body, who, statusCode, code, params] of cases) {
      const reply = await app.call(path, body, who);
      expect({ path, body, statusCode: reply.statusCode, code: reply.body.code }).toEqual({ path, body, statusCode, code });
      if (params) expect(reply.body.params).toMatchObject(params);
    }
    expect(await state([member, poor, barred])).toEqual(before);

    // After the close: outside the window.
    await later(app, HOUR, [member, poor, barred]);
    expect(await app.call('/block/apply', { productId: block, shares: 200 }, member)).toMatchObject({
      statusCode: 422,
      body: { code: 'outside_window' },
    });
    expect(await state([member, poor, barred])).toEqual(before);
    await expectBooksBalanced(app);
  }, 120_000);
});

describe('100 applications at once against one placement', () => {
  it('holds each exactly, allots at most the offer, and balances', async () => {
    owner = await ownerToken(app);
    const { symbol, last } = stockAt(app);
    const price = formatPrice(last);
    const id = await saveProduct(app, owner, '/placement/save', {
      symbol,
      price,
      minShares: 100,
      maxShares: 100,
      sharesOffered: 3_000,
      opensAt: isoAt(app, 0),
      closesAt: isoAt(app, HOUR),
      lockupDays: 1,
    });
    // Applicants need verification and cash only (no fund password or card, which cost a password hash each).
    const members: Session[] = [];
    for (let i = 0; i < 25; i += 1) {
      const member = await verifiedMember(app);
      await deposit(app, member, '1000000');
      members.push(member);
    }
    await later(app, 0, members);
    const replies = await Promise.all(
      members.flatMap((who) => [0, 1, 2, 3].map(() => app.call('/placement/apply', { placementId: id, shares: 100 }, who))),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
    // Four applications of 100 shares each: 4 × price × 100 held per member.
    for (const who of members) {
      expect(await available(app, who)).toMatchObject({
        available: String(1_000_000n - 4n * costOf(price, 100)),
        frozen: String(4n * costOf(price, 100)),
      });
    }
    await expectBooksBalanced(app);

    // 100 units asked for 30: floor(30 × 1 / 100) = 0 each, then one unit each to the 30 earliest.
    await later(app, HOUR, members);
    const { rows } = await app.db.pool.query<{ allotted: string; winners: string }>(
      'SELECT sum(allotted_shares) AS allotted, count(*) FILTER (WHERE allotted_shares > 0) AS winners FROM placement_orders WHERE product_id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ allotted: '3000', winners: '30' });
    const frozen = await Promise.all(members.map(async (who) => (await available(app, who)).frozen));
    expect(frozen).toEqual(Array(25).fill('0'));
    await expectBooksBalanced(app);
  }, 180_000);
});
