/**
 * The probe's cross-member test, kept: member B tries every call that takes an id with member
 * A's ids (bank card, message, identity photos, pending order, position, withdrawal card,
 * deposit receipt, IPO application) and gets 404 with nothing changed for either of them. A new call of the
 * contract that takes an id fails the coverage check below until it is added here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memberApi } from '@kabuto/contracts';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  businessNoon,
  expectBooksBalanced,
  fundedMember,
  image,
  ownerToken,
  signUp,
  upload,
  type Session,
} from '../../test/fixtures';
import { bookAround, setBook, standardStock } from '../../test/market-fixtures';
import { softAuthenticator } from '../../test/soft-authenticator';

let app: TestApp;
let memberA: Session & { cardId: number };
let memberB: Session & { cardId: number };
let unverifiedB: Session;
const idsOfA = {
  fileId: '',
  backFileId: '',
  cardId: 0,
  messageId: 0,
  orderId: 0,
  positionId: 0,
  passkeyId: 0,
  sessionId: '',
  alertId: 0,
  applicationId: 0,
  loanId: 0,
  copyId: 0,
  documentId: 0,
};

beforeAll(async () => {
  app = await startTestApp({}, { market: true });
  await app.stopMarket();
  app.clock.now = businessNoon;
  await app.admin('/config/set', { name: 'withdrawCardCooldownHours', value: '0' }, await ownerToken(app));
  memberA = await fundedMember(app, '2000000');
  memberB = await fundedMember(app, '2000000');
  unverifiedB = await signUp(app);
  const symbol = standardStock(app);
  setBook(app, symbol, bookAround('2150'));
  const trade = { symbol, direction: 'long', lots: 1, leverage: 1, product: 'normal' };
  idsOfA.positionId = (await app.call('/trade/order', { ...trade, type: 'market' }, memberA)).body.data.positionId;
  idsOfA.orderId = (await app.call('/trade/order', { ...trade, type: 'limit', price: '2100' }, memberA)).body.data.orderId;
  await app.call('/trade/exits', { positionId: idsOfA.positionId, takeProfit: '2300' }, memberA);
  const reports = await app.call('/documents/list', { kind: 'trade', page: 1, size: 1 }, memberA);
  idsOfA.documentId = reports.body.data.items[0].id;
  idsOfA.fileId = (await upload(app, memberA, await image())).body.data.fileId;
  idsOfA.backFileId = (await upload(app, memberA, await image('jpeg'))).body.data.fileId;
  idsOfA.cardId = memberA.cardId;
  idsOfA.messageId = (await app.call('/user/messages', { page: 1, size: 1 }, memberA)).body.data.items[0].id;
  // `app.inject` calls come from localhost:80, the origin the server expects of a passkey.
  const options = (await app.call('/passkey/registerOptions', { loginPassword: 'hanami2026' }, memberA)).body.data;
  const registered = { response: softAuthenticator().create(options, 'http://localhost:80'), name: 'A’s phone' };
  idsOfA.passkeyId = (await app.call('/passkey/register', registered, memberA)).body.data.id;
  idsOfA.sessionId = (await app.call('/user/sessions', {}, memberA)).body.data[0].id;
  idsOfA.alertId = (await app.call('/alerts/add', { symbol, kind: 'above', value: '9000' }, memberA)).body.data.id;
  const at = (minutes: number) => new Date(app.clock.now.getTime() + minutes * 60_000).toISOString();
  const offering = {
    symbol: '130A',
    name: { en: 'Probe Holdings', tw: '探針控股', jp: 'プローブ' },
    board: 'growth',
    price: '500',
    lotsOffered: 1,
    maxLotsPerMember: 1,
    ...{ subscribeStart: at(0), subscribeEnd: at(60), drawAt: at(60), payBy: at(120), listingAt: at(180) },
  };
  const ipoId = (await app.admin('/ipo/save', offering, await ownerToken(app))).body.data.id;
  await app.offerings.tick();
  idsOfA.applicationId = (await app.call('/ipo/subscribe', { ipoId, lots: 1 }, memberA)).body.data.applicationId;
  idsOfA.loanId = (await app.call('/loan/apply', { amount: '10000', termDays: 7 }, memberA)).body.data.loanId;
  await app.admin('/loans/review', { id: idsOfA.loanId, approve: true }, await ownerToken(app));
  const strategyId = (await app.call('/copy/strategies', {})).body.data[0].id;
  idsOfA.copyId = (await app.call('/copy/follow', { strategyId, amount: '50000', stopLossPct: 20 }, memberA)).body.data.copyId;
  expect(Object.values(idsOfA).every(Boolean)).toBe(true);
});
afterAll(() => app.close());

/** Everything either member can see of their own account: balances, orders, positions, cards, messages. */
async function stateOf(member: Session) {
  const calls = [
    ['/user/info', {}],
    ['/trade/orders', { page: 1, size: 100 }],
    ['/trade/positions', { page: 1, size: 100 }],
    ['/user/bankCards', {}],
    ['/user/messages', { page: 1, size: 100 }],
    ['/funds/records', { page: 1, size: 100 }],
    ['/passkey/list', {}],
    ['/user/sessions', {}],
    ['/alerts/list', {}],
    ['/funds/holds', {}],
    ['/ipo/applications', { page: 1, size: 100 }],
    ['/loan/quota', {}],
    ['/loan/records', { page: 1, size: 100 }],
    ['/copy/follows', { page: 1, size: 100 }],
  ] as const;
  const replies = [];
  for (const [path, body] of calls) replies.push((await app.call(path, body, member)).body.data);
  return replies;
}

/** Each id-taking call, made by B with A's ids. */
const attempts: Record<string, () => Promise<{ statusCode: number; body: { code?: string } }>> = {
  removeBankCard: () => app.call('/user/removeBankCard', { id: idsOfA.cardId }, memberB),
  readMessage: () => app.call('/user/readMessage', { id: idsOfA.messageId }, memberB),
  realName: () =>
    app.call(
      '/user/realName',
      { name: 'Intruder', idNumber: 'AB1234567', frontImage: idsOfA.fileId, backImage: idsOfA.backFileId },
      unverifiedB,
    ),
  withdraw: () =>
    app.call('/funds/withdraw', { bankCardId: idsOfA.cardId, amount: '10000', currency: 'JPY', fundPassword: '246810' }, memberB),
  deposit: async () => {
    const channelId = (await app.call('/funds/depositChannels', {}, memberB)).body.data[0].id;
    return app.call('/funds/deposit', { channelId, amount: '10000', currency: 'JPY', receiptImage: idsOfA.fileId }, memberB);
  },
  tradeCancel: () => app.call('/trade/cancel', { orderId: idsOfA.orderId }, memberB),
  tradePosition: () => app.call('/trade/position', { id: idsOfA.positionId }, memberB),
  tradeClose: () => app.call('/trade/close', { positionId: idsOfA.positionId }, memberB),
  tradeAddMargin: () => app.call('/trade/addMargin', { positionId: idsOfA.positionId, amount: '10000' }, memberB),
  passkeyRemove: () => app.call('/passkey/remove', { id: idsOfA.passkeyId, loginPassword: 'hanami2026' }, memberB),
  passkeyDisown: () => app.call('/passkey/disown', { id: idsOfA.passkeyId }, memberB),
  endSession: () => app.call('/user/endSession', { id: idsOfA.sessionId }, memberB),
  alertsRemove: () => app.call('/alerts/remove', { id: idsOfA.alertId }, memberB),
  ipoPay: () => app.call('/ipo/pay', { applicationId: idsOfA.applicationId }, memberB),
  loanRepay: () => app.call('/loan/repay', { loanId: idsOfA.loanId, amount: '1' }, memberB),
  copyUnfollow: () => app.call('/copy/unfollow', { copyId: idsOfA.copyId }, memberB),
  copyPositions: () => app.call('/copy/positions', { copyId: idsOfA.copyId }, memberB),
  tradeExits: () => app.call('/trade/exits', { positionId: idsOfA.positionId, stopLoss: { trigger: '2000' } }, memberB),
  tradeCancelExits: () => app.call('/trade/cancelExits', { positionId: idsOfA.positionId }, memberB),
  tradePositionExits: () => app.call('/trade/positionExits', { positionId: idsOfA.positionId }, memberB),
  documentsGet: () => app.call('/documents/get', { id: idsOfA.documentId }, memberB),
  documentsVerify: () => app.call('/documents/verify', { id: idsOfA.documentId }, memberB),
};
/** Ids that name shared things, not a member's: public news and the IPOs everyone may apply to. */
const sharedIds = new Set(['newsDetail', 'ipoDetail', 'ipoSubscribe', 'ipoDraw', 'copyStrategy', 'copyFollow']);
// Block trades, placements and auctions take a product's id, which every member may apply to or read.
for (const name of ['blockApply', 'placementApply', 'auctionBid', 'auctionResult']) sharedIds.add(name);
/** Lists that take one of the member's ids as a filter: with another member's id they list nothing. */
const filters: Record<string, () => Promise<{ statusCode: number; body: { data?: { total?: number } } }>> = {
  tradeOrders: () => app.call('/trade/orders', { positionId: idsOfA.positionId, page: 1, size: 20 }, memberB),
  copyOrders: () => app.call('/copy/orders', { copyId: idsOfA.copyId, page: 1, size: 20 }, memberB),
};

describe("member B with member A's ids", () => {
  it('covers every member call of the contract that takes an id', () => {
    const idTaking = Object.entries(memberApi)
      .filter(([, endpoint]) => {
        const schema = z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) as {
          properties?: Record<string, unknown>;
        };
        return Object.keys(schema.properties ?? {}).some((key) => /(^id$|Id$|Image$)/.test(key));
      })
      .map(([name]) => name)
      .filter((name) => !sharedIds.has(name));
    expect(idTaking.sort()).toEqual([...Object.keys(attempts), ...Object.keys(filters)].sort());
  });

  it('gets 404 from every one of them, and neither member’s account changes', async () => {
    const before = [await stateOf(memberA), await stateOf(memberB)];
    const outcomes: Record<string, string> = {};
    for (const [name, attempt] of Object.entries(attempts)) {
      const reply = await attempt();
      outcomes[name] = `${reply.statusCode} ${reply.body.code}`;
    }
    expect(outcomes).toEqual(Object.fromEntries(Object.keys(attempts).map((name) => [name, '404 not_found'])));
    for (const list of Object.values(filters)) {
      const reply = await list();
      expect({ status: reply.statusCode, total: reply.body.data?.total }).toEqual({ status: 200, total: 0 });
    }
    expect(
      (await app.get(`/api/vue/file?id=${idsOfA.fileId}`, { token: memberB.token, account: memberB.account })).statusCode,
    ).toBe(404);
    expect([await stateOf(memberA), await stateOf(memberB)]).toEqual(before);
    await expectBooksBalanced(app);
  });
});
