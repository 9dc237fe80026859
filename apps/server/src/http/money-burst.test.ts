/**
 * Issue 30: no money call may hold one pool connection while it waits for a second. Every money
 * call of the contract (found by asking the server which calls check an `Idempotency-Key`) is
 * fired 60 times at once with fresh keys, from one member and then from five, on a pool of the
 * default size: no reply may be a 5xx, each is a success or a rule's code, a bystander's
 * `/user/info` is answered within a second during every burst, and the books balance at the end.
 * Before the fix, 60 withdrawals at once held all 20 connections, each waiting for a second one
 * (`requireStepUp`'s passkey count, the settings cache), and answered 500 after the 10 s connect
 * timeout.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberApi, type Endpoint } from '@kabuto/contracts';
import { formatPrice } from '@kabuto/domain';
import { defaultMaxConnections } from '../db/database';
import { startTestApp, type TestApp } from '../../test/test-app';
import { businessNoon, deposit, expectBooksBalanced, fundedMember, ownerToken, type Session } from '../../test/fixtures';
import { setBook, standardStock } from '../../test/market-fixtures';
import { HOUR, isoAt, saveProduct, stockAt } from '../../test/placement-fixtures';
import { requestSchema, sample } from '../../test/contract-fuzz';

const burst = 60;

let app: TestApp;
let owner: string;
let symbol: string;
let products: {
  ipoId: number;
  otherIpoId: number;
  blockId: number;
  placementId: number;
  auctionId: number;
  auctionPrice: string;
};
/** The strategy the bursts follow, and the one each member already follows (to unfollow). */
let strategyIds: [number, number];
let channelId: number;
let bystander: Session;

/** A member ready for every money call: cash, a card, a resting order, two positions, a loan, a copy, an IPO application. */
interface Prepared extends Session {
  cardId: number;
  orderId: number;
  closeId: number;
  marginId: number;
  loanId: number;
  copyId: number;
  applicationId: number;
}

/** The body of each money call for `member`; a call not named here gets a body made from its schema. */
const bodies: Record<string, (member: Prepared) => object> = {
  '/funds/deposit': () => ({ channelId, amount: '10000', currency: 'JPY' }),
  '/funds/withdraw': (member) => ({ bankCardId: member.cardId, amount: '1000', currency: 'JPY', fundPassword: '246810' }),
  '/funds/exchange': () => ({ from: 'JPY', to: 'USD', amount: '1000' }),
  '/trade/order': () => ({ symbol, direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal' }),
  '/trade/cancel': (member) => ({ orderId: member.orderId }),
  '/trade/close': (member) => ({ positionId: member.closeId }),
  '/trade/addMargin': (member) => ({ positionId: member.marginId, amount: '1000' }),
  '/trade/exits': (member) => ({ positionId: member.marginId, takeProfit: '2300', stopLoss: { trigger: '2000' } }),
  '/trade/cancelExits': (member) => ({ positionId: member.marginId }),
  '/loan/apply': () => ({ amount: '10000', termDays: 7 }),
  '/loan/repay': (member) => ({ loanId: member.loanId, amount: '100' }),
  '/rewards/checkIn': () => ({}),
  '/copy/follow': () => ({ strategyId: strategyIds[0], amount: '50000', stopLossPct: 20 }),
  '/copy/unfollow': (member) => ({ copyId: member.copyId }),
  '/ipo/subscribe': () => ({ ipoId: products.ipoId, lots: 1 }),
  '/ipo/pay': (member) => ({ applicationId: member.applicationId }),
  '/block/apply': () => ({ productId: products.blockId, shares: 100 }),
  '/placement/apply': () => ({ placementId: products.placementId, shares: 100 }),
  '/auction/bid': () => ({ auctionId: products.auctionId, price: products.auctionPrice, shares: 100 }),
};

beforeAll(async () => {
  app = await startTestApp({}, { market: true, startAt: businessNoon, poolSize: defaultMaxConnections });
  await app.stopMarket();
  owner = await ownerToken(app);
  await app.admin('/config/set', { name: 'withdrawCardCooldownHours', value: '0' }, owner);
  symbol = standardStock(app);
  // Deep enough for every market order of the bursts to fill.
  setBook(app, symbol, { last: '2150', bids: [['2149', 1_000_000]], asks: [['2151', 1_000_000]] });
  const offered = stockAt(app, 1);
  const price = formatPrice(offered.last);
  const window = { opensAt: isoAt(app, 0), closesAt: isoAt(app, HOUR) };
  const at = (minutes: number) => isoAt(app, minutes * 60_000);
  const ipo = {
    ...{ symbol: '130A', name: { en: 'Burst Holdings', tw: '突發控股', jp: 'バースト' }, board: 'growth', price: '500' },
    ...{ lotsOffered: 1_000, maxLotsPerMember: 1 },
    ...{ subscribeStart: at(0), subscribeEnd: at(60), drawAt: at(60), payBy: at(120), listingAt: at(180) },
  };
  const block = { symbol: offered.symbol, price, minShares: 100, maxShares: 100_000, dailyLimitShares: 100_000 };
  products = {
    ipoId: await saveProduct(app, owner, '/ipo/save', ipo),
    otherIpoId: await saveProduct(app, owner, '/ipo/save', { ...ipo, symbol: '131A' }),
    blockId: await saveProduct(app, owner, '/block/save', { ...block, sharesOffered: 1_000_000, ...window }),
    placementId: await saveProduct(app, owner, '/placement/save', {
      ...{ symbol: offered.symbol, price, minShares: 100, maxShares: 100_000, sharesOffered: 1_000_000 },
      ...{ lockupDays: 3, ...window },
    }),
    auctionId: await saveProduct(app, owner, '/auction/save', {
      ...{ symbol: offered.symbol, minBidPrice: price, sharesOffered: 1_000_000, ...window },
    }),
    auctionPrice: price,
  };
  await app.offerings.tick();
  await app.placements.tick();
  const strategies: { id: number }[] = (await app.call('/copy/strategies', {})).body.data;
  strategyIds = [strategies[0]!.id, strategies[1]!.id];
  bystander = await fundedMember(app, '100000');
  channelId = (await app.call('/funds/depositChannels', {}, bystander)).body.data[0].id;
}, 120_000);
afterAll(() => app?.close());

/** A funded member with something for each money call to act on. */
async function prepared(): Promise<Prepared> {
  // ¥30,000,000: the most one deposit may be is ¥10,000,000.
  const member = await fundedMember(app, '10000000');
  await deposit(app, member, '10000000');
  await deposit(app, member, '10000000');
  const ok = async (path: string, body: object) => {
    const reply = await app.call(path, body, member);
    expect({ path, reply: reply.body }).toMatchObject({ path, reply: { status: 1 } });
    return reply.body.data;
  };
  const trade = { symbol, direction: 'long', lots: 1, leverage: 1, product: 'normal' };
  const orderId = (await ok('/trade/order', { ...trade, type: 'limit', price: '2000' })).orderId;
  const closeId = (await ok('/trade/order', { ...trade, type: 'market' })).positionId;
  const marginId = (await ok('/trade/order', { ...trade, lots: 10, leverage: 2, type: 'market' })).positionId;
  // Exits to cancel (issue 33): the burst's cancels find them, its settings replace them.
  await ok('/trade/exits', { positionId: marginId, takeProfit: '2300', stopLoss: { trigger: '2000' } });
  const loanId = (await ok('/loan/apply', { amount: '10000', termDays: 7 })).loanId;
  expect((await app.admin('/loans/review', { id: loanId, approve: true }, owner)).body).toMatchObject({ status: 1 });
  const copyId = (await ok('/copy/follow', { strategyId: strategyIds[1], amount: '50000', stopLossPct: 20 })).copyId;
  const applicationId = (await ok('/ipo/subscribe', { ipoId: products.otherIpoId, lots: 1 })).applicationId;
  return { ...member, orderId, closeId, marginId, loanId, copyId, applicationId };
}

/**
 * The member calls that take an `Idempotency-Key`: each is asked with a malformed key, which a
 * money call refuses before doing anything and any other call ignores.
 */
async function moneyCalls(member: Session): Promise<Endpoint[]> {
  const found: Endpoint[] = [];
  for (const endpoint of Object.values(memberApi)) {
    // Ending the session would sign the prober out; a public call has no member to key by.
    if (endpoint.access === 'public' || /logout/i.test(endpoint.path)) continue;
    const reply = await app.call(endpoint.path, {}, { ...member, 'idempotency-key': '!' });
    if (reply.body.fields?.['Idempotency-Key'] === 'invalid_format') found.push(endpoint);
  }
  return found;
}

interface Outcome {
  call: string;
  statusCode: number;
  code: string | undefined;
}

/** Polls `/user/info` for the bystander until `done` settles; returns the slowest answer in milliseconds. */
async function slowestInfo(done: Promise<unknown>): Promise<number> {
  let finished = false;
  void done.finally(() => (finished = true));
  let slowest = 0;
  do {
    const started = performance.now();
    const reply = await app.call('/user/info', {}, bystander);
    expect(reply.statusCode).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
  } while (!finished);
  return slowest;
}

/** Fires `burst` calls of `endpoint` at once, each with its own key, spread over `members`. */
async function fire(endpoint: Endpoint, members: Prepared[]): Promise<{ outcomes: Outcome[]; slowestInfoMs: number }> {
  const bodyOf = bodies[endpoint.path] ?? (() => sample(requestSchema(endpoint)) as object);
  const calls = Promise.all(
    Array.from({ length: burst }, async (_, index) => {
      const member = members[index % members.length] as Prepared;
      const reply = await app.call(endpoint.path, bodyOf(member), { ...member, 'idempotency-key': randomUUID() });
      return { call: endpoint.path, statusCode: reply.statusCode, code: reply.body.code };
    }),
  );
  const [outcomes, slowestInfoMs] = await Promise.all([calls, slowestInfo(calls)]);
  return { outcomes, slowestInfoMs };
}

describe(`${burst} keyed calls at once of every money call, on a pool of ${defaultMaxConnections}`, () => {
  let calls: Endpoint[];
  beforeAll(async () => {
    calls = await moneyCalls(bystander);
  });

  it('finds every money call of the contract', () => {
    // Seventeen today; a new money call is fired with a body made from its schema until it is named above.
    expect(calls.map((endpoint) => endpoint.path).sort()).toEqual(expect.arrayContaining(Object.keys(bodies).sort()));
  });

  it.each([
    ['one member', 1],
    ['five members', 5],
  ])(
    'answers each call from %s with a success or a rule’s code, never a 5xx, and keeps the bystander answered',
    async (_who, count) => {
      // One after another: the owner's sign-ins for the reviews would reuse a TOTP code if run at once.
      const members: Prepared[] = [];
      for (let index = 0; index < count; index++) members.push(await prepared());
      const unexpected: Outcome[] = [];
      const slow: string[] = [];
      const succeeded = new Set<string>();
      for (const endpoint of calls) {
        const { outcomes, slowestInfoMs } = await fire(endpoint, members);
        for (const outcome of outcomes) {
          if (outcome.statusCode === 200 && outcome.code === undefined) succeeded.add(outcome.call);
          else if (outcome.statusCode >= 500 || outcome.statusCode < 400 || outcome.code === undefined) unexpected.push(outcome);
        }
        if (slowestInfoMs >= 1_000) slow.push(`${endpoint.path}: /user/info took ${Math.round(slowestInfoMs)} ms`);
      }
      expect(unexpected).toEqual([]);
      expect(slow).toEqual([]);
      // Each call did its work at least once, so the bursts did not only refuse: all but applying for a
      // second loan (one open loan each) and paying for an IPO before its draw.
      const neverSucceeds = ['/loan/apply', '/ipo/pay'];
      expect([...succeeded].sort()).toEqual(
        calls
          .map((endpoint) => endpoint.path)
          .filter((path) => !neverSucceeds.includes(path))
          .sort(),
      );
      await expectBooksBalanced(app);
    },
    180_000,
  );
});
