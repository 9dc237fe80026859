/**
 * An exchange is priced at the current rate, so no round trip of two exchanges (A→B, then
 * everything credited back B→A) ends with more than it began with — the probe's gain of about
 * ¥50 per ¥1,000,000 came from choosing the older of two minutes' rates. The rate time a member
 * once sent is no field of the call any more: it is refused, not ignored.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies } from '@kabuto/contracts';
import { startTestApp, type TestApp } from '../../test/test-app';
import { available, businessNoon, deposit, expectBooksBalanced, verifiedMember, type Session } from '../../test/fixtures';

let app: TestApp;
let session: Session;
beforeAll(async () => {
  app = await startTestApp();
  app.clock.now = businessNoon;
  session = await verifiedMember(app);
  await deposit(app, session, '10000000');
});
afterAll(() => app.close());

const toMinor = (amount: string) => BigInt(amount.replace('.', ''));

describe('exchange round trips', () => {
  it('refuses a rate time the member picks, as a field the call does not have', async () => {
    const older = new Date(app.clock.now.getTime() - 60_000).toISOString();
    const refused = await app.call('/funds/exchange', { from: 'JPY', to: 'USD', amount: '1000', rateTime: older }, session);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.fields).toEqual({ rateTime: 'unknown_field' });
  });

  it('never end with more yen than they began with, in any currency at any minute', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...currencies.filter((currency) => currency !== 'JPY')),
        fc.integer({ min: 1_000, max: 200_000 }),
        fc.integer({ min: 1, max: 3 }),
        async (other, yen, stepMinutes) => {
          app.clock.advance(stepMinutes * 60_000);
          const yenBefore = toMinor((await available(app, session, 'JPY')).available);
          const otherBefore = (await available(app, session, other)).available;
          const out = await app.call('/funds/exchange', { from: 'JPY', to: other, amount: String(yen) }, session);
          expect(out.statusCode).toBe(200);
          const back = await app.call('/funds/exchange', { from: other, to: 'JPY', amount: out.body.data.credited }, session);
          // A credit too small to buy one yen is refused and leaves the other currency as it was.
          if (back.statusCode !== 200) expect(back.body.code).toBe('invalid_input');
          const yenAfter = toMinor((await available(app, session, 'JPY')).available);
          if (back.statusCode === 200) {
            expect(toMinor((await available(app, session, other)).available)).toBe(toMinor(otherBefore));
          }
          // ¥ before − yen + credited back ≤ ¥ before
          expect(yenAfter <= yenBefore).toBe(true);
        },
      ),
      { numRuns: 20 },
    );
    await expectBooksBalanced(app);
  }, 60_000);

  it('refuses with rate_changed when the current rate credits less than the quote the member confirmed, moving nothing', async () => {
    const quote = (await app.call('/funds/exchangeQuote', { from: 'JPY', to: 'USD', amount: '100000' }, session)).body.data;
    const yenBefore = (await available(app, session, 'JPY')).available;
    const asked = (Number(quote.credited) + 0.01).toFixed(2);
    const refused = await app.call('/funds/exchange', { from: 'JPY', to: 'USD', amount: '100000', minCredited: asked }, session);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({ code: 'rate_changed', params: { credited: quote.credited, currency: 'USD' } });
    expect((await available(app, session, 'JPY')).available).toBe(yenBefore);
    const done = await app.call(
      '/funds/exchange',
      { from: 'JPY', to: 'USD', amount: '100000', minCredited: quote.credited },
      session,
    );
    expect(done.body.data).toMatchObject({ credited: quote.credited, rate: quote.rate });
  });
});
