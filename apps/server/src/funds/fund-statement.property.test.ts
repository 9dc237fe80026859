/**
 * The statement is the ledger (issue 31): for random histories of one member across every domain
 * that moves cash (deposits, withdrawals approved and rejected, exchange, market and limit orders,
 * closes, IPOs, auctions, placements, copy trading, loans, check-ins), driven over HTTP, after every
 * step each record's balance after equals the running sum of the records before it on the same
 * account, and the newest equals the balance `/user/info` shows. A movement the statement left out
 * would break the running sum; one it counted twice would too.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTypeOf } from '@kabuto/domain';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  available,
  businessNoon,
  deposit,
  expectBooksBalanced,
  fundedMember,
  ownerToken,
  type Session,
} from '../../test/fixtures';
import { bookAround, setBook, standardStock } from '../../test/market-fixtures';
import { HOUR, isoAt, stockAt, ticksFrom } from '../../test/placement-fixtures';

let app: TestApp;
let symbol: string;
let offeringCount = 0;
/** The reasons the histories' statements showed, so the test knows its histories reached every domain. */
const reasonsSeen = new Set<string>();

beforeAll(async () => {
  app = await startTestApp({}, { market: true, startAt: businessNoon });
  await app.stopMarket();
  symbol = standardStock(app);
  // A new card may receive withdrawals at once: the histories are minutes long.
  await app.admin('/config/set', { name: 'withdrawCardCooldownHours', value: '0' }, await ownerToken(app));
  atNoon();
});
afterAll(() => app?.close());

/** Back to a weekday noon, inside deposit and withdrawal hours, with the standard stock at ¥2,000. */
function atNoon() {
  app.clock.now = businessNoon;
  setBook(app, symbol, { ...bookAround('2000'), previousClose: '2000', last: '2000' });
}

interface StatementRecord {
  type: string;
  reason: string;
  bucket: 'available' | 'frozen';
  currency: string;
  amount: string;
  balanceAfter: string;
}

/** Minor units of a wire amount ("12345", "12.30", "-0.05"): the currencies' decimals are fixed. */
const minorOf = (amount: string) => BigInt(amount.replace('.', ''));

async function statement(member: Session): Promise<StatementRecord[]> {
  const records: StatementRecord[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await app.call('/funds/records', { page, size: 100 }, member);
    expect(reply.statusCode).toBe(200);
    records.push(...reply.body.data.items);
    if (page * 100 >= reply.body.data.total) return records;
  }
}

/** The invariant, after every step: each balance after is the running sum, and the last is the balance. */
async function expectStatementIsTheLedger(member: Session, step: string) {
  const running = new Map<string, bigint>();
  for (const record of (await statement(member)).reverse()) {
    const key = `${record.currency}:${record.bucket}`;
    const after = (running.get(key) ?? 0n) + minorOf(record.amount);
    running.set(key, after);
    reasonsSeen.add(record.reason);
    expect({ step, record, after: minorOf(record.balanceAfter) }).toEqual({ step, record, after });
    expect(record.type).toBe(recordTypeOf(record.reason));
  }
  const balances: { currency: string; available: string; frozen: string }[] = (await app.call('/user/info', {}, member)).body.data
    .balances;
  for (const balance of balances) {
    expect({ step, currency: balance.currency, available: minorOf(balance.available), frozen: minorOf(balance.frozen) }).toEqual({
      step,
      currency: balance.currency,
      available: running.get(`${balance.currency}:available`) ?? 0n,
      frozen: running.get(`${balance.currency}:frozen`) ?? 0n,
    });
  }
}

async function signIn(member: Session) {
  member.token = (
    await app.call('/user/login', { account: member.account, password: 'hanami2026', agree: true })
  ).body.data.token;
}

const yenOf = async (member: Session) => BigInt((await available(app, member)).available);
const money = (member: Session) => ({ ...member, 'idempotency-key': crypto.randomUUID() });
const order = (member: Session, type: 'market' | 'limit', price?: string) =>
  app.call('/trade/order', { symbol, direction: 'long', type, price, lots: 1, leverage: 1, product: 'normal' }, money(member));

type Step = (member: Session, check: (name: string) => Promise<void>) => Promise<void>;

const steps: Record<string, Step> = {
  async deposit(member, check) {
    await deposit(app, member, '150000');
    await check('deposit');
  },
  async withdrawApproved(member, check) {
    await withdrawal(member, true, check);
  },
  async withdrawRejected(member, check) {
    await withdrawal(member, false, check);
  },
  async exchange(member, check) {
    if ((await yenOf(member)) < 10_000n) return;
    const there = await app.call('/funds/exchange', { from: 'JPY', to: 'USD', amount: '10000' }, money(member));
    expect(there.statusCode).toBe(200);
    await check('exchange to USD');
    await app.call('/funds/exchange', { from: 'USD', to: 'JPY', amount: there.body.data.credited }, money(member));
    await check('exchange back');
  },
  async marketOrderAndClose(member, check) {
    if ((await yenOf(member)) < 210_000n) return;
    const placed = await order(member, 'market');
    expect(placed.body.data.status).toBe('filled');
    await check('market order');
    setBook(app, symbol, { ...bookAround('2010'), previousClose: '2000', last: '2010' });
    expect((await app.call('/trade/close', { positionId: placed.body.data.positionId }, money(member))).statusCode).toBe(200);
    atNoon();
    await check('close');
  },
  async limitOrderCancelled(member, check) {
    if ((await yenOf(member)) < 200_000n) return;
    const placed = await order(member, 'limit', '1950');
    expect(placed.body.data.status).toBe('pending');
    await check('limit order held');
    expect((await app.call('/trade/cancel', { orderId: placed.body.data.orderId }, money(member))).statusCode).toBe(200);
    await check('limit order cancelled');
  },
  async ipo(member, check) {
    if ((await yenOf(member)) < 200_000n) return;
    const owner = await ownerToken(app);
    offeringCount += 1;
    const terms = {
      symbol: `${480 + offeringCount}A`,
      name: { en: 'Statement Works', tw: '對帳工業', jp: 'ステートメント工業' },
      board: 'growth',
      price: '1000',
      // Two lots asked for, one offered: one is allotted and the other's money released.
      lotsOffered: 1,
      maxLotsPerMember: 2,
      ...{ subscribeStart: isoAt(app, HOUR), subscribeEnd: isoAt(app, 2 * HOUR), drawAt: isoAt(app, 3 * HOUR) },
      ...{ payBy: isoAt(app, 30 * HOUR), listingAt: isoAt(app, 50 * HOUR) },
    };
    const saved = await app.admin('/ipo/save', terms, owner);
    expect(saved.body).toMatchObject({ status: 1 });
    const ipoId: number = saved.body.data.id;
    await later(HOUR, member);
    expect((await app.call('/ipo/subscribe', { ipoId, lots: 2 }, money(member))).statusCode).toBe(200);
    await check('IPO subscribed');
    await later(2 * HOUR, member);
    await check('IPO drawn');
    const application = (await app.call('/ipo/detail', { ipoId }, member)).body.data.myApplication;
    if (application.status === 'awaitingPayment' || application.status === 'won') {
      const paid = await app.call('/ipo/pay', { applicationId: application.id }, money(member));
      expect(paid.statusCode).toBe(200);
      await check('IPO paid');
      // The position lists every movement of the application: the hold of two lots, its release,
      // the allotted lot's hold under its own reference and that lot's payment.
      const position = (await app.call('/trade/position', { id: paid.body.data.positionId }, member)).body.data;
      expect(position.entries.map((entry: { reason: string }) => entry.reason)).toEqual([
        'application_hold',
        'application_release',
        'application_hold',
        'allotment_payment',
      ]);
    }
    atNoon();
    await signIn(member);
  },
  async auction(member, check) {
    await offering(member, check, '/auction/save', '/auction/bid');
  },
  async placement(member, check) {
    await offering(member, check, '/placement/save', '/placement/apply');
  },
  async copy(member, check) {
    if ((await yenOf(member)) < 100_000n) return;
    const strategies: { id: number; minInvestment: string }[] = (await app.call('/copy/strategies', {})).body.data;
    const strategy = strategies.find((item) => BigInt(item.minInvestment) <= 100_000n);
    if (!strategy) throw new Error('no strategy takes ¥100,000');
    const followed = await app.call(
      '/copy/follow',
      { strategyId: strategy.id, amount: '100000', stopLossPct: 20 },
      money(member),
    );
    expect(followed.statusCode).toBe(200);
    await check('copy followed');
    expect((await app.call('/copy/unfollow', { copyId: followed.body.data.copyId }, money(member))).statusCode).toBe(200);
    await check('copy ended');
  },
  async loan(member, check) {
    if ((await yenOf(member)) < 210_000n) return;
    // A holding to borrow against, then a small loan, paid out, partly repaid.
    expect((await order(member, 'market')).body.data.status).toBe('filled');
    await check('collateral bought');
    const applied = await app.call('/loan/apply', { amount: '20000', termDays: 7 }, money(member));
    if (applied.statusCode !== 200) return;
    const loanId: number = applied.body.data.loanId;
    expect((await app.admin('/loans/review', { id: loanId, approve: true, reason: '' }, await ownerToken(app))).statusCode).toBe(
      200,
    );
    await check('loan paid out');
    expect((await app.call('/loan/repay', { loanId, amount: '5000' }, money(member))).statusCode).toBe(200);
    await check('loan partly repaid');
  },
  async checkIn(member, check) {
    await app.call('/rewards/checkIn', {}, member);
    await check('check-in');
  },
};

async function withdrawal(member: Session & { cardId?: number }, approve: boolean, check: (name: string) => Promise<void>) {
  if ((await yenOf(member)) < 5_000n) return;
  const body = { bankCardId: member.cardId, amount: '5000', currency: 'JPY', fundPassword: '246810' };
  const requested = await app.call('/funds/withdraw', body, money(member));
  if (requested.statusCode !== 200) throw new Error(JSON.stringify(requested.body));
  await check('withdrawal held');
  const owner = await ownerToken(app);
  const queue = await app.admin('/withdrawals/list', { status: 'pending', keyword: member.account, page: 1, size: 5 }, owner);
  const decision = { id: queue.body.data.items[0].id, approve, reason: approve ? '' : 'Card name differs' };
  expect((await app.admin('/withdrawals/review', decision, owner)).statusCode).toBe(200);
  await check(approve ? 'withdrawal paid' : 'withdrawal released');
}

/** An auction bid or a placement application, from its opening to its allotment an hour later. */
async function offering(member: Session, check: (name: string) => Promise<void>, save: string, apply: string) {
  const { symbol: offered, last, table } = stockAt(app);
  const price = ticksFrom(last, 1, table);
  const times = { opensAt: isoAt(app, 0), closesAt: isoAt(app, HOUR) };
  const terms =
    save === '/auction/save'
      ? { symbol: offered, minBidPrice: price, sharesOffered: 100, ...times, lockupDays: 0 }
      : { symbol: offered, price, minShares: 100, maxShares: 100, sharesOffered: 100, ...times, lockupDays: 3 };
  const saved = await app.admin(save, terms, await ownerToken(app));
  expect(saved.body).toMatchObject({ status: 1 });
  app.clock.advance(1);
  await app.placements.tick();
  const body =
    save === '/auction/save'
      ? { auctionId: saved.body.data.id, price, shares: 100 }
      : { placementId: saved.body.data.id, shares: 100 };
  const placed = await app.call(apply, body, money(member));
  if (placed.statusCode !== 200) {
    expect(placed.body.code).toBe('insufficient_funds');
    return;
  }
  await check(`${apply} held`);
  await later(HOUR, member);
  await check(`${apply} allotted and paid`);
  atNoon();
  await signIn(member);
}

async function later(ms: number, member: Session) {
  app.clock.advance(ms);
  await app.offerings.tick();
  await app.placements.tick();
  await signIn(member);
}

describe('the statement', () => {
  it('keeps a running balance equal to the ledger after every step of random histories across every domain', async () => {
    const names = Object.keys(steps);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...names), { minLength: 4, maxLength: 8 }), async (history) => {
        atNoon();
        const member = await fundedMember(app, '600000');
        const check = (name: string) => expectStatementIsTheLedger(member, name);
        await check('funded');
        for (const name of history) await steps[name]!(member, check);
      }),
      { numRuns: 8, seed: 3101, endOnFailure: true },
    );
    expect([...reasonsSeen].sort()).toEqual(
      expect.arrayContaining([
        'allotment_payment',
        'application_hold',
        'application_release',
        'close',
        'copy_funding',
        'copy_return',
        'deposit',
        'exchange',
        'fill',
        'loan_disbursal',
        'loan_repayment',
        'order_hold',
        'order_release',
        'reward',
        'withdrawal_hold',
        'withdrawal_release',
        'withdrawal_settle',
      ]),
    );
    await expectBooksBalanced(app);
  }, 240_000);
});
