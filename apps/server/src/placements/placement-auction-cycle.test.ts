/**
 * A placement's and an auction's whole lives over HTTP with a clock the test moves. The placement:
 * no review, a lock-up always, pro rata with the leftover units to the earliest. The auction:
 * sealed bids held at their own price, one clearing price from the book, everyone pays it and the
 * difference comes back; `/auction/result` publishes the book (409 before the close) and an
 * independent recomputation from it agrees. The books balance at every stage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, parsePrice } from '@kabuto/domain';
import { startTestApp, type TestApp } from '../../test/test-app';
import { available, businessNoon, expectBooksBalanced, fundedMember, ownerToken, type Session } from '../../test/fixtures';
import { costOf, DAY, HOUR, isoAt, later, saveProduct, stockAt, ticksFrom } from '../../test/placement-fixtures';

let app: TestApp;
let owner: string;

beforeAll(async () => {
  // The market gives the products their stock and price; it need not move while the test runs.
  app = await startTestApp({}, { market: true, startAt: businessNoon });
  await app.stopMarket();
  owner = await ownerToken(app);
});
afterAll(() => app?.close());

describe('a placement', () => {
  it('requires a lock-up, allots pro rata with leftovers to the earliest, and locks the positions', async () => {
    const { symbol, last } = stockAt(app);
    const price = formatPrice(last);
    const terms = {
      symbol,
      price,
      minShares: 100,
      maxShares: 300,
      sharesOffered: 500,
      opensAt: isoAt(app, 0),
      closesAt: isoAt(app, HOUR),
      lockupDays: 3,
    };
    expect(await app.admin('/placement/save', { ...terms, lockupDays: 0 }, owner)).toMatchObject({
      statusCode: 400,
      body: { fields: { lockupDays: 'not_positive' } },
    });
    const id = await saveProduct(app, owner, '/placement/save', terms);
    const members: Session[] = [];
    for (let i = 0; i < 3; i += 1) members.push(await fundedMember(app, '5000000'));
    await later(app, 0, members);
    const [a, b, c] = members as [Session, Session, Session];
    // 300 + 200 + 300 = 8 units for 5: floor(5×3/8) = 1, floor(5×2/8) = 1, floor(5×3/8) = 1 → 3;
    // 2 left → a and b, the earliest: a 200, b 200, c 100.
    for (const [who, shares] of [
      [a, 300],
      [b, 200],
      [c, 300],
    ] as const) {
      const applied = await app.call('/placement/apply', { placementId: id, shares }, who);
      expect(applied.body.data).toMatchObject({ status: 'pending', held: String(costOf(price, shares)) });
    }
    const listed = (await app.call('/placement/list', {}, a)).body.data.find((p: { id: number }) => p.id === id);
    expect(listed).toMatchObject({ sharesApplied: 800, dailyLimitShares: null, lockupUntil: isoAt(app, HOUR + 3 * DAY) });
    await expectBooksBalanced(app);

    await later(app, HOUR, members);
    const results = [];
    for (const who of members)
      results.push((await app.call('/placement/applications', { page: 1, size: 5 }, who)).body.data.items[0]);
    expect(results.map((r) => [r.status, r.allottedShares, r.paid])).toEqual([
      ['allotted', 200, String(costOf(price, 200))],
      ['allotted', 200, String(costOf(price, 200))],
      ['allotted', 100, String(costOf(price, 100))],
    ]);
    expect(await available(app, c)).toMatchObject({ available: String(5_000_000n - costOf(price, 100)), frozen: '0' });
    const until = new Date(Date.parse(terms.closesAt) + 3 * DAY).toISOString();
    expect(await app.call('/trade/close', { positionId: results[0].positionId }, a)).toMatchObject({
      statusCode: 422,
      body: { code: 'locked_until', params: { until } },
    });
    await expectBooksBalanced(app);
  }, 120_000);
});

describe('an auction', () => {
  it('clears at one price from the book, charges it to every winner and publishes the book', async () => {
    owner = await ownerToken(app);
    const { symbol, last, table } = stockAt(app);
    const min = formatPrice(last);
    const up1 = ticksFrom(last, 1, table);
    const up2 = ticksFrom(last, 2, table);
    const terms = {
      symbol,
      minBidPrice: min,
      sharesOffered: 500,
      opensAt: isoAt(app, 0),
      closesAt: isoAt(app, HOUR),
      lockupDays: 0,
    };
    const id = await saveProduct(app, owner, '/auction/save', terms);
    const members: Session[] = [];
    for (let i = 0; i < 4; i += 1) members.push(await fundedMember(app, '5000000'));
    await later(app, 0, members);
    const [a, b, c, d] = members as [Session, Session, Session, Session];

    // Before the close the result is not published.
    expect(await app.call('/auction/result', { auctionId: id })).toMatchObject({
      statusCode: 409,
      body: { code: 'auction_not_closed' },
    });
    const bids: [Session, string, number][] = [
      [a, up2, 300],
      [b, up1, 300],
      [c, up1, 200],
      [d, min, 500],
    ];
    for (const [who, price, shares] of bids) {
      const placed = await app.call('/auction/bid', { auctionId: id, price, shares }, who);
      expect(placed.body.data).toEqual({ bidId: expect.any(Number), held: String(costOf(price, shares)) });
      expect(await available(app, who)).toMatchObject({ frozen: String(costOf(price, shares)) });
    }
    await expectBooksBalanced(app);

    // Ranked: a +2 ticks 300 (cum 300), b +1 tick 300 (cum 600 ≥ 500): the clearing price is +1 tick.
    // Above it a fills 300; 200 left for b and c at it (3 + 2 units): floor(2×3/5) = 1, floor(2×2/5) = 0,
    // 1 left → b (earlier). a 300, b 200, c 0, d 0. Everyone pays +1 tick.
    await later(app, HOUR, members);
    const mine = async (who: Session) => (await app.call('/auction/bids', { page: 1, size: 5 }, who)).body.data.items[0];
    expect(await mine(a)).toMatchObject({
      status: 'won',
      allottedShares: 300,
      clearingPrice: up1,
      paid: String(costOf(up1, 300)),
    });
    expect(await mine(b)).toMatchObject({ status: 'partial', allottedShares: 200, paid: String(costOf(up1, 200)) });
    expect(await mine(c)).toMatchObject({ status: 'lost', allottedShares: 0, paid: '0', held: '0' });
    expect(await mine(d)).toMatchObject({ status: 'lost', allottedShares: 0 });
    // a held +2 ticks × 300 and paid +1 tick × 300: the difference came back.
    expect(await available(app, a)).toMatchObject({ available: String(5_000_000n - costOf(up1, 300)), frozen: '0' });
    expect(await available(app, c)).toMatchObject({ available: '5000000', frozen: '0' });
    const position = (await app.call('/trade/position', { id: (await mine(a)).positionId }, a)).body.data;
    expect(position).toMatchObject({ shares: 300, leverage: 1, lockedUntil: null });
    expect(parsePrice(position.buyPrice)).toBe(parsePrice(up1));
    // Every movement of the bid on the position: held at +2 ticks × 300, that hold released, the
    // cost at the clearing price held again, then paid into margin (issue 31: the payment was missing).
    const paid = String(costOf(up1, 300));
    const movements = position.entries.map((entry: { reason: string; postings: { account: string; amount: string }[] }) => [
      entry.reason,
      entry.postings.find((posting) => posting.account === 'frozen')?.amount,
    ]);
    expect(movements).toEqual([
      ['application_hold', String(costOf(up2, 300))],
      ['application_release', `-${costOf(up2, 300)}`],
      ['application_hold', paid],
      ['allotment_payment', `-${paid}`],
    ]);

    // The published book, anonymised, recomputed here from its own words.
    const result = (await app.call('/auction/result', { auctionId: id })).body.data;
    expect(result).toMatchObject({ rule: 'uniform-price-v1', clearingPrice: up1, sharesOffered: 500 });
    // It names what was sold and when bidding ran, so the page can say more than "Auction result".
    expect(result).toMatchObject({ symbol, name: expect.any(String), opensAt: terms.opensAt, closesAt: terms.closesAt });
    expect(result.name).not.toBe('');
    expect(JSON.stringify(result)).not.toMatch(/account/);
    const book = result.bids as { price: string; shares: number; allottedShares: number }[];
    let cumulative = 0;
    let clearing = book[book.length - 1]!.price;
    for (const bid of book) {
      cumulative += bid.shares;
      if (cumulative >= result.sharesOffered) {
        clearing = bid.price;
        break;
      }
    }
    expect(clearing).toBe(result.clearingPrice);
    const sen = (p: string) => parsePrice(p)!;
    expect(book.filter((bid) => sen(bid.price) > sen(clearing)).every((bid) => bid.allottedShares === bid.shares)).toBe(true);
    expect(book.filter((bid) => sen(bid.price) < sen(clearing)).every((bid) => bid.allottedShares === 0)).toBe(true);
    expect(book.reduce((sum, bid) => sum + bid.allottedShares, 0)).toBe(500);
    await expectBooksBalanced(app);
  }, 120_000);
});
