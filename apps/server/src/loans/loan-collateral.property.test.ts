/**
 * The collateral rule through HTTP over random sequences (fast-check, a few runs: each is a new
 * member with a loan): withdrawals, exchanges out of yen, closes, repayments and price moves in
 * any order. After each withdrawal or exchange the server accepts, and after a repayment that
 * started within the line, owed ≤ 60% × (holdings + cash) by the quota's own figures; a refusal is
 * `collateral_required` or `insufficient_funds` and moves nothing; closing is never refused; the
 * trial balance is at zero after each run.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { available, businessNoon, expectBooksBalanced, fundedMember, ownerToken, type Session } from '../../test/fixtures';
import { bookAround, setBook, standardStock } from '../../test/market-fixtures';

type Member = Session & { cardId: number };
type Step =
  | { kind: 'withdraw'; percent: number }
  | { kind: 'exchange'; percent: number }
  | { kind: 'close'; index: number }
  | { kind: 'repay'; amount: number }
  | { kind: 'price'; last: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  // A share of the cash at the time, so outflows add up to the line as often as not.
  fc.record({ kind: fc.constant('withdraw' as const), percent: fc.integer({ min: 20, max: 100 }) }),
  fc.record({ kind: fc.constant('exchange' as const), percent: fc.integer({ min: 20, max: 100 }) }),
  fc.record({ kind: fc.constant('close' as const), index: fc.nat(2) }),
  fc.record({ kind: fc.constant('repay' as const), amount: fc.integer({ min: 1, max: 200_000 }) }),
  fc.record({ kind: fc.constant('price' as const), last: fc.integer({ min: 1_400, max: 2_600 }) }),
);

let app: TestApp;
let symbol: string;

beforeAll(async () => {
  app = await startTestApp({}, { market: true });
  await app.stopMarket();
  symbol = standardStock(app);
  await app.admin('/config/set', { name: 'withdrawCardCooldownHours', value: '0' }, await ownerToken(app));
});
afterAll(() => app.close());

function priceAt(last: number) {
  setBook(app, symbol, { ...bookAround(String(last)), previousClose: String(last), last: String(last) });
}

/**
 * 450,602 deposited, two one-lot positions at 2,001 (200,301 each) → 50,000 cash + 250,000 borrowed:
 * 400,000 of holdings and 300,000 of cash, ⌈250,000 ÷ 0.6⌉ = 416,667 kept, 283,333 may leave.
 */
async function borrower(): Promise<Member> {
  app.clock.now = businessNoon;
  priceAt(2000);
  const session = await fundedMember(app, '450602');
  for (let index = 0; index < 2; index++) {
    await app.call(
      '/trade/order',
      { symbol, direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal' },
      session,
    );
  }
  const loanId = (await app.call('/loan/apply', { amount: '250000', termDays: 30 }, session)).body.data.loanId;
  await app.admin('/loans/review', { id: loanId, approve: true, reason: '' }, await ownerToken(app));
  return session;
}

const quota = async (session: Session) => (await app.call('/loan/quota', {}, session)).body.data;
/** owed ≤ 0.6 × collateral, exactly, from the quota's whole-yen figures. */
const withinLine = (figures: { owed: string; collateralValue: string }) =>
  BigInt(figures.owed) * 10n <= 6n * BigInt(figures.collateralValue);

async function run(session: Member, steps: Step[]) {
  for (const next of steps) {
    const before = await quota(session);
    const cashBefore = await available(app, session);
    let reply: { statusCode: number; body: { code?: string } } | null = null;
    const share = (percent: number) => String(Math.max(1_000, Math.floor((Number(cashBefore.available) * percent) / 100)));
    if (next.kind === 'withdraw') {
      reply = await app.call(
        '/funds/withdraw',
        { bankCardId: session.cardId, amount: share(next.percent), currency: 'JPY', fundPassword: '246810' },
        session,
      );
    } else if (next.kind === 'exchange') {
      reply = await app.call('/funds/exchange', { from: 'JPY', to: 'USD', amount: share(next.percent) }, session);
    } else if (next.kind === 'close') {
      const items = (await app.call('/trade/positions', { status: 'holding', page: 1, size: 10 }, session)).body.data.items;
      const position = items[next.index % Math.max(items.length, 1)];
      // Closing is never refused for the loan's sake.
      if (position) expect((await app.call('/trade/close', { positionId: position.id }, session)).statusCode).toBe(200);
      continue;
    } else if (next.kind === 'repay') {
      if (before.openLoanId === null || before.owed === '0') continue;
      const amount = Math.min(next.amount, Number(before.owed), Number(cashBefore.available));
      if (amount <= 0) continue;
      expect((await app.call('/loan/repay', { loanId: before.openLoanId, amount: String(amount) }, session)).statusCode).toBe(
        200,
      );
      if (withinLine(before)) expect(withinLine(await quota(session))).toBe(true);
      continue;
    } else {
      priceAt(next.last);
      continue;
    }
    if (reply.statusCode === 200) {
      expect(withinLine(await quota(session))).toBe(true);
    } else {
      expect(['collateral_required', 'insufficient_funds', 'above_maximum']).toContain(reply.body.code);
      expect(await available(app, session)).toEqual(cashBefore);
    }
  }
}

describe('cash as collateral over random sequences, through HTTP', () => {
  it('never lets cash leave past the line and keeps the books at zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
        await run(await borrower(), steps);
        await expectBooksBalanced(app);
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});
