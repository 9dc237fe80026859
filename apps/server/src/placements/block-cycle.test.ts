/**
 * A block trade's whole life over HTTP with a clock the test moves: the owner's price is checked
 * against the ±7% band, members apply with their money held, staff pass two and reject one (a
 * second decision is 409), the close allots the passed ones pro rata and releases the rest, the
 * allotments are positions locked until the lock-up ends and unlock by themselves at that time.
 * The books balance at every stage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, parsePrice, roundToTick, asPrice } from '@kabuto/domain';
import { startTestApp, type TestApp } from '../../test/test-app';
import { available, businessNoon, expectBooksBalanced, fundedMember, ownerToken } from '../../test/fixtures';
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

describe('a block trade from the band check to an unlocked position', () => {
  it('checks the band, holds, reviews, allots pro rata, locks and unlocks', async () => {
    const { symbol, last, table } = stockAt(app);
    const price = formatPrice(last);
    // Wednesday 12:30 to 13:30 Japan time; locked up a day, until Thursday 13:30.
    const terms = {
      symbol,
      price,
      minShares: 100,
      maxShares: 500,
      dailyLimitShares: 500,
      sharesOffered: 300,
      opensAt: isoAt(app, HOUR / 2),
      closesAt: isoAt(app, HOUR + HOUR / 2),
      lockupDays: 1,
    };

    // ±7%: last × 1.07 rounded down is the highest price allowed; one tick above it is refused.
    const high = asPrice((last * 107n) / 100n);
    const above = ticksFrom(roundToTick(high, table, 'down'), 1, table);
    const refused = await app.admin('/block/save', { ...terms, price: above }, owner);
    expect(refused).toMatchObject({ statusCode: 422, body: { code: 'price_band' } });
    expect(parsePrice(refused.body.params!.high as string)).toBe(high);
    // One application may not ask for more than a day allows.
    expect(await app.admin('/block/save', { ...terms, maxShares: 600 }, owner)).toMatchObject({
      statusCode: 400,
      body: { fields: { maxShares: 'not_allowed_value' } },
    });
    const id = await saveProduct(app, owner, '/block/save', terms);

    const [a, b, c] = [
      await fundedMember(app, '5000000'),
      await fundedMember(app, '5000000'),
      await fundedMember(app, '5000000'),
    ];
    const members = [a!, b!, c!];
    // Before the opening: outside the window, nothing held.
    expect(await app.call('/block/apply', { productId: id, shares: 100 }, a)).toMatchObject({
      statusCode: 422,
      body: { code: 'outside_window' },
    });
    await later(app, HOUR / 2, members);
    owner = await ownerToken(app);
    const listed = (await app.call('/block/list', {}, a)).body.data.find((p: { id: number }) => p.id === id);
    expect(listed).toMatchObject({
      status: 'open',
      price,
      refPrice: price,
      dailyLimitShares: 500,
      lockupUntil: isoAt(app, HOUR + DAY),
    });

    // a asks 400, b 200, c 200: each holds price × shares.
    const apply = (who: typeof a, shares: number) => app.call('/block/apply', { productId: id, shares }, who);
    const applied = [await apply(a, 400), await apply(b, 200), await apply(c, 200)];
    expect(applied.map((r) => r.body.data)).toEqual([
      { applicationId: expect.any(Number), status: 'pending', held: String(costOf(price, 400)) },
      { applicationId: expect.any(Number), status: 'pending', held: String(costOf(price, 200)) },
      { applicationId: expect.any(Number), status: 'pending', held: String(costOf(price, 200)) },
    ]);
    expect(await available(app, a!)).toMatchObject({
      available: String(5_000_000n - costOf(price, 400)),
      frozen: String(costOf(price, 400)),
    });
    // a's 400 + 200 more would pass the daily limit of 500: refused, with the limit.
    expect(await apply(a, 200)).toMatchObject({ statusCode: 422, body: { code: 'daily_limit', params: { limit: '500' } } });
    await expectBooksBalanced(app);

    // Staff: the queue shows the three; pass a and b, reject c with a reason (its money comes back).
    const queue = (await app.admin('/block/list', { status: 'pending', page: 1, size: 20 }, owner)).body.data;
    const ids = applied.map((r) => r.body.data.applicationId as number);
    expect(queue.items.map((i: { id: number }) => i.id)).toEqual(expect.arrayContaining(ids));
    expect(await app.admin('/block/review', { id: ids[2], approve: false, reason: '' }, owner)).toMatchObject({
      statusCode: 400,
    });
    for (const [i, approve] of [
      [0, true],
      [1, true],
      [2, false],
    ] as const) {
      const decided = await app.admin(
        '/block/review',
        { id: ids[i], approve, reason: approve ? '' : 'Concentration limit' },
        owner,
      );
      expect(decided.statusCode).toBe(200);
    }
    expect(await app.admin('/block/review', { id: ids[2], approve: true, reason: '' }, owner)).toMatchObject({
      statusCode: 409,
      body: { code: 'wrong_state' },
    });
    expect(await available(app, c!)).toMatchObject({ available: '5000000', frozen: '0' });
    // Each decision is audited with its reason; the terms, once open, are frozen.
    const audit = (await app.admin('/audit/list', { keyword: 'block.review', page: 1, size: 10 }, owner)).body.data.items;
    expect(audit.filter((entry: { action: string }) => entry.action === 'block.review')).toHaveLength(3);
    expect(await app.admin('/block/save', { ...terms, id, price }, owner)).toMatchObject({
      statusCode: 409,
      body: { code: 'offering_frozen' },
    });
    const rejection = (await app.call('/user/messages', { page: 1, size: 20 }, c)).body.data.items.find(
      (m: { kind: string }) => m.kind === 'offer_rejected',
    );
    expect(rejection.body).toContain('Concentration limit');
    const cApps = (await app.call('/block/applications', { page: 1, size: 10 }, c)).body.data.items;
    expect(cApps[0]).toMatchObject({ status: 'rejected', reason: 'Concentration limit', held: '0' });

    // The close: passed 400 + 200 = 6 units for 3 offered. a floor(3 × 4 / 6) = 2 units, b floor(3 × 2 / 6) = 1: 300, none left.
    await later(app, HOUR, members);
    owner = await ownerToken(app);
    const mine = async (who: typeof a) => (await app.call('/block/applications', { page: 1, size: 10 }, who)).body.data.items[0];
    const aApp = await mine(a);
    const bApp = await mine(b);
    expect(aApp).toMatchObject({
      status: 'allotted',
      shares: 400,
      allottedShares: 200,
      held: '0',
      paid: String(costOf(price, 200)),
    });
    expect(bApp).toMatchObject({
      status: 'allotted',
      shares: 200,
      allottedShares: 100,
      held: '0',
      paid: String(costOf(price, 100)),
    });
    const allotted = (await app.call('/user/messages', { page: 1, size: 20 }, b)).body.data.items.find(
      (m: { kind: string }) => m.kind === 'offer_allotted',
    );
    expect(allotted).toMatchObject({ kind: 'offer_allotted' });
    // In Japanese, the default: 100 of the 200 shares asked for.
    expect(allotted.body).toContain('200 株のうち 100 株');
    // Released: a paid for 200 of 400, b for 100 of 200; the rest is available again.
    expect(await available(app, a!)).toMatchObject({ available: String(5_000_000n - costOf(price, 200)), frozen: '0' });
    expect(await available(app, b!)).toMatchObject({ available: String(5_000_000n - costOf(price, 100)), frozen: '0' });
    const products = (await app.admin('/offers/products', { kind: 'block' }, owner)).body.data;
    expect(products.find((p: { id: number }) => p.id === id)).toMatchObject({
      status: 'closed',
      sharesRequested: 600,
      sharesAllotted: 300,
      paid: String(costOf(price, 200) + costOf(price, 100)),
    });
    await expectBooksBalanced(app);

    // Locked until the lock-up ends: closing is 422 locked_until with the time.
    const until = new Date(Date.parse(terms.closesAt) + DAY).toISOString();
    const position = (await app.call('/trade/position', { id: aApp.positionId }, a)).body.data;
    expect(position).toMatchObject({ direction: 'long', leverage: 1, shares: 200, lockedUntil: until });
    expect(await app.call('/trade/close', { positionId: aApp.positionId }, a)).toMatchObject({
      statusCode: 422,
      body: { code: 'locked_until', params: { until } },
    });

    // At the lock-up's end it is an ordinary holding position by itself: Thursday 14:00 Japan time.
    await later(app, DAY + HOUR / 2, members);
    owner = await ownerToken(app);
    expect((await app.call('/trade/position', { id: aApp.positionId }, a)).body.data.lockedUntil).toBeNull();
    const closed = await app.call('/trade/close', { positionId: aApp.positionId }, a);
    expect(closed.statusCode).toBe(200);
    await expectBooksBalanced(app);
  }, 120_000);
});
