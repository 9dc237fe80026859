/** The demo IPOs: one in each state, the demo member's allotment awaiting payment and a paid one held as a position. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDraw, webCryptoSha256 } from '@kabuto/domain';
import { startTestApp, type TestApp } from '../../test/test-app';
import { expectBooksBalanced } from '../../test/fixtures';
import { demoMember } from './demo';
import { seedDemoOfferings } from './demo-offerings';

let app: TestApp;
let demo: { token: string; account: string };

beforeAll(async () => {
  app = await startTestApp();
  const { rows } = await app.db.pool.query('SELECT id FROM members WHERE account = $1', [demoMember.account]);
  await seedDemoOfferings(app.db, rows[0].id, app.clock.now);
  const signedIn = await app.call('/user/login', { account: demoMember.account, password: demoMember.password, agree: true });
  demo = { token: signedIn.body.data.token, account: demoMember.account };
});
afterAll(() => app?.close());

describe('demo offerings', () => {
  it('shows an IPO in each state, times relative to now', async () => {
    const offerings: { symbol: string; status: string; commitment: string | null }[] = (await app.call('/ipo/list', {}, demo))
      .body.data;
    expect(Object.fromEntries(offerings.map((o) => [o.symbol, o.status]))).toEqual({
      '140A': 'listed', // an hour ago; the market trades it from its next step
      '141A': 'drawn',
      '142A': 'subscribing',
      '143A': 'upcoming',
    });
    expect(offerings.find((o) => o.symbol === '143A')?.commitment).toBeNull();
  });

  it('gives the demo member an allotment to pay and a paid one as an unlocked position', async () => {
    const { items } = (await app.call('/ipo/applications', { page: 1, size: 10 }, demo)).body.data;
    expect(items.map((a: { symbol: string; status: string }) => [a.symbol, a.status])).toEqual([
      ['141A', 'awaitingPayment'],
      ['140A', 'paid'],
    ]);
    expect(items[0]).toMatchObject({ allottedLots: 1, held: '120000', amountPayable: '120000' });
    const positions = (await app.call('/trade/positions', { page: 1, size: 10 }, demo)).body.data.items;
    expect(positions).toEqual([expect.objectContaining({ symbol: '140A', buyPrice: '800', lots: 1, lockedUntil: null })]);
    for (const ipoId of [items[0].ipoId, items[1].ipoId]) {
      const draw = (await app.call('/ipo/draw', { ipoId })).body.data;
      expect(await verifyDraw(draw, webCryptoSha256)).toMatchObject({ commitmentMatches: true, allotmentsMatch: true });
    }
    await expectBooksBalanced(app);
  });
});
