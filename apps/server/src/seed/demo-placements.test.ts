/**
 * The demo's block trade, placement and auctions: one open of each kind, and a closed auction whose
 * published book recomputes to its clearing price, the demo member's bids won, partly won and lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { businessNoon, expectBooksBalanced } from '../../test/fixtures';
import { demoMember } from './demo';
import { seedDemoPlacements } from './demo-placements';

let app: TestApp;

beforeAll(async () => {
  // The market gives the products their stock and price; it need not move while the test runs.
  app = await startTestApp({}, { market: true, startAt: businessNoon });
  await app.stopMarket();
});
afterAll(() => app?.close());

describe('demo block trades, placements and auctions', () => {
  it('seeds one open product of each kind and a closed auction with its result', async () => {
    const line = await seedDemoPlacements({ db: app.db, quotes: app.quotes }, demoMember.account);
    expect(line).toMatch(/^closed auction \d+ on \w+; /);
    const session = (await app.call('/user/login', { account: demoMember.account, password: demoMember.password, agree: true }))
      .body.data;
    const auctions = (await app.call('/auction/list', {}, session)).body.data;
    expect(auctions.map((a: { status: string }) => a.status).sort()).toEqual(['closed', 'open']);
    for (const path of ['/block/list', '/placement/list']) {
      expect((await app.call(path, {}, session)).body.data.map((p: { status: string }) => p.status)).toEqual(['open']);
    }
    const closed = auctions.find((a: { status: string }) => a.status === 'closed');
    const result = (await app.call('/auction/result', { auctionId: closed.id })).body.data;
    // Bids ranked 300 + 200 reach the 400 offered at the second: its price clears; 300 + 100 allotted.
    expect(result.clearingPrice).toBe(result.bids[1].price);
    expect(result.bids.map((b: { allottedShares: number }) => b.allottedShares)).toEqual([300, 100, 0]);
    const bids = (await app.call('/auction/bids', { page: 1, size: 10 }, session)).body.data.items;
    expect(bids.map((b: { status: string }) => b.status).sort()).toEqual(['lost', 'partial', 'won']);
    await expectBooksBalanced(app);
  }, 120_000);
});
