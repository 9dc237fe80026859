/**
 * Mine's held funds over HTTP: each hold is named by what it is for and says where it stands now,
 * in the member's language — an IPO application waiting for the draw, then allotted and awaiting
 * payment after it; a block-trade application under review; an auction bid until the close; a
 * resting limit order; a withdrawal to a bank. The books balance at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@kabuto/domain';
import { startTestApp, type TestApp } from '../../test/test-app';
import { businessNoon, expectBooksBalanced, fundedMember, ownerToken, type Session } from '../../test/fixtures';
import { bookAround, setBook, standardStock } from '../../test/market-fixtures';
import { HOUR, isoAt, later, saveProduct, stockAt } from '../../test/placement-fixtures';

let app: TestApp;
let owner: string;

beforeAll(async () => {
  app = await startTestApp({}, { market: true, startAt: businessNoon });
  await app.stopMarket();
  owner = await ownerToken(app);
  // A new card may be paid out to at once.
  await app.admin('/config/set', { name: 'withdrawCardCooldownHours', value: '0' }, owner);
});
afterAll(() => app?.close());

const holdsIn = async (member: Session, lang: 'en' | 'jp' | 'tw') => {
  const reply = await app.call('/funds/holds', {}, { ...member, lang });
  expect(reply.statusCode).toBe(200);
  return reply.body.data as Record<string, unknown>[];
};
const holdOf = async (member: Session, reference: string, lang: 'en' | 'jp' | 'tw' = 'en') =>
  (await holdsIn(member, lang)).find((hold) => hold.reference === reference);

describe('held funds in Mine', () => {
  it('names each hold and gives its current state: IPO before and after the draw, block, order, withdrawal', async () => {
    const member = await fundedMember(app, '5000000');

    // A limit order resting below the market: 100 × 2,100 = 210,000 + 210 fee held.
    const orderSymbol = standardStock(app);
    setBook(app, orderSymbol, bookAround('2150'));
    const order = {
      symbol: orderSymbol,
      direction: 'long',
      type: 'limit',
      price: '2100',
      lots: 1,
      leverage: 1,
      product: 'normal',
    };
    const placed = (await app.call('/trade/order', order, member)).body.data;
    expect(placed).toMatchObject({ status: 'pending' });

    // A withdrawal of ¥100,000 to the member's MUFG card, waiting for review.
    const withdrawal = { bankCardId: member.cardId, amount: '100000', currency: 'JPY', fundPassword: '246810' };
    const withdrawReply = await app.call('/funds/withdraw', withdrawal, member);
    expect(withdrawReply.body).toMatchObject({ status: 1 });
    const withdrawn = withdrawReply.body.data;
    expect(withdrawn).toMatchObject({ status: 'pending' });

    // An IPO of one lot of 100 at ¥1,000 (¥100,000), drawn 2 hours from now; and a block trade open for 5 hours.
    const ipoTerms = {
      symbol: '141A',
      name: { en: 'Sakura Robotics', tw: '櫻花機器人', jp: 'サクラロボティクス' },
      board: 'growth',
      price: '1000',
      lotsOffered: 1,
      maxLotsPerMember: 1,
      ...{ subscribeStart: isoAt(app, HOUR / 2), subscribeEnd: isoAt(app, HOUR), drawAt: isoAt(app, 2 * HOUR) },
      ...{ payBy: isoAt(app, 30 * HOUR), listingAt: isoAt(app, 50 * HOUR) },
    };
    const ipoId: number = (await app.admin('/ipo/save', ipoTerms, owner)).body.data.id;
    const { symbol: blockSymbol, last } = stockAt(app);
    const blockTerms = {
      symbol: blockSymbol,
      price: formatPrice(last),
      minShares: 100,
      maxShares: 500,
      dailyLimitShares: 500,
      sharesOffered: 300,
      opensAt: isoAt(app, HOUR / 2),
      closesAt: isoAt(app, 5 * HOUR),
      lockupDays: 1,
    };
    const productId = await saveProduct(app, owner, '/block/save', blockTerms);
    const { symbol: auctionSymbol, last: auctionLast } = stockAt(app, 1);
    const auctionTerms = {
      symbol: auctionSymbol,
      minBidPrice: formatPrice(auctionLast),
      sharesOffered: 500,
      opensAt: isoAt(app, HOUR / 2),
      closesAt: isoAt(app, 5 * HOUR),
      lockupDays: 0,
    };
    const auctionId = await saveProduct(app, owner, '/auction/save', auctionTerms);

    await later(app, HOUR / 2, [member]);
    await app.offerings.tick();
    const applied = await app.call('/ipo/subscribe', { ipoId, lots: 1 }, member);
    expect(applied.body.data).toMatchObject({ held: '100000' });
    expect((await app.call('/block/apply', { productId, shares: 200 }, member)).statusCode).toBe(200);
    const bid = { auctionId, price: formatPrice(auctionLast), shares: 300 };
    expect((await app.call('/auction/bid', bid, member)).statusCode).toBe(200);

    const before = await holdsIn(member, 'en');
    expect(before).toHaveLength(5);
    const ipoHold = before.find((hold) => hold.purpose === 'application' && hold.kind === 'ipo');
    expect(ipoHold).toMatchObject({
      name: 'Sakura Robotics',
      symbol: '141A',
      state: 'waitingDraw',
      until: ipoTerms.drawAt,
      lots: 1,
      amount: '100000',
    });
    const blockHold = before.find((hold) => hold.kind === 'block');
    const blockName = app.quotes.get(blockSymbol)?.instrument.names;
    expect(blockHold).toMatchObject({ name: blockName?.en, symbol: blockSymbol, state: 'underReview', shares: 200 });
    expect(before.find((hold) => hold.kind === 'auction')).toMatchObject({
      name: app.quotes.get(auctionSymbol)?.instrument.names.en,
      symbol: auctionSymbol,
      state: 'untilClose',
      until: auctionTerms.closesAt,
      shares: 300,
      price: formatPrice(auctionLast),
    });
    expect(await holdOf(member, placed.orderNo)).toMatchObject({
      kind: 'order',
      name: app.quotes.get(orderSymbol)?.instrument.names.en,
      symbol: orderSymbol,
      state: 'untilFilled',
      direction: 'long',
      shares: 100,
      price: '2100',
      amount: '210210',
    });
    expect(await holdOf(member, withdrawn.orderNo)).toMatchObject({
      kind: 'withdrawal',
      name: 'MUFG',
      state: 'untilPaidOut',
      amount: '100000',
    });
    // The names follow the member's language.
    expect(await holdOf(member, String(ipoHold?.reference), 'jp')).toMatchObject({ name: 'サクラロボティクス' });
    expect(await holdOf(member, String(blockHold?.reference), 'tw')).toMatchObject({ name: blockName?.tw });

    // After the draw the only applicant is allotted its lot and owes it by payBy: no longer "until the draw".
    await later(app, 2 * HOUR, [member]);
    await app.offerings.tick();
    const after = (await holdsIn(member, 'en')).filter((hold) => hold.kind === 'ipo');
    expect(after).toEqual([
      expect.objectContaining({
        name: 'Sakura Robotics',
        state: 'awaitingPayment',
        until: ipoTerms.payBy,
        lots: 1,
        amount: '100000',
      }),
    ]);
    await expectBooksBalanced(app);
  });
});
