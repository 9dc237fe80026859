/**
 * Loans through HTTP with a clock the test moves: the quota from holdings, every refusal with
 * nothing moved, review, daily interest across a month end, repayment interest first, overdue
 * notices, and a price fall through the warning to a forced sale. The books balance after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { available, businessNoon, expectBooksBalanced, fundedMember, ownerToken, type Session } from '../../test/fixtures';
import { bookAround, setBook, standardStock } from '../../test/market-fixtures';

let app: TestApp;
let symbol: string;
const dayMs = 86_400_000;

beforeAll(async () => {
  app = await startTestApp({}, { market: true });
  await app.stopMarket();
  symbol = standardStock(app);
  await app.admin('/config/set', { name: 'withdrawCardCooldownHours', value: '0' }, await ownerToken(app));
});
afterAll(() => app.close());

function priceAt(last: string) {
  setBook(app, symbol, { ...bookAround(last), previousClose: last, last });
}

/**
 * A verified member with `yen` deposited, a card and fund password 246810, who bought `lots` lots
 * (one position per entry) at the ask of ¥2,001.
 */
async function holder(yen: string, lots: number[], leverage = 1): Promise<Session & { cardId: number }> {
  app.clock.now = businessNoon;
  priceAt('2000');
  const session = await fundedMember(app, yen);
  for (const count of lots) {
    const placed = await app.call(
      '/trade/order',
      { symbol, direction: 'long', type: 'market', lots: count, leverage, product: 'normal' },
      session,
    );
    expect(placed.body.data.status).toBe('filled');
  }
  return session;
}

const quota = async (session: Session) => (await app.call('/loan/quota', {}, session)).body.data;
const apply = (session: Session, amount: string, termDays = 30) => app.call('/loan/apply', { amount, termDays }, session);
const repay = (session: Session, loanId: number, amount: string) => app.call('/loan/repay', { loanId, amount }, session);
const records = async (session: Session) => (await app.call('/loan/records', { page: 1, size: 10 }, session)).body.data.items;
/** Moves the clock `days` days after the business noon the test started at, and signs in again (sessions idle out after 30 minutes). */
async function later(session: Session, days: number): Promise<void> {
  app.clock.now = new Date(businessNoon.getTime() + days * dayMs);
  priceAt('2000');
  const signedIn = await app.call('/user/login', { account: session.account, password: 'hanami2026', agree: true });
  session.token = signedIn.body.data.token;
}
async function review(loanId: number, approve: boolean, reason = '') {
  return app.admin('/loans/review', { id: loanId, approve, reason }, await ownerToken(app));
}
async function messages(session: Session, kind: string) {
  const items = (await app.call('/user/messages', { page: 1, size: 50 }, { ...session, lang: 'en' })).body.data.items;
  return items.filter((message: { kind: string }) => message.kind === kind);
}

describe('the demo data', () => {
  it('gives the demo member a holding and a granted loan of half the line it opened', async () => {
    app.clock.now = businessNoon;
    // A lot of the first stock costs ¥1,200,000, more than the demo member's cash: the seed must pick another.
    priceAt('12000');
    const other = [...app.quotes.states.values()].find(
      (state) =>
        state.instrument.kind === 'stock' && state.instrument.tickTable === 'standard' && state.instrument.symbol !== symbol,
    );
    if (!other) throw new Error('the test market has one standard stock');
    setBook(app, other.instrument.symbol, { ...bookAround('2000'), previousClose: '2000', last: '2000' });
    expect(await app.seedDemoLoan()).toMatch(/^loan \d+ of ¥\d+ on \d+ lots of /);
    const login = await app.call('/user/login', { account: '0900000001', password: 'demo1234', agree: true });
    const demo = { token: login.body.data.token, account: '0900000001' };
    const figures = await quota(demo);
    expect(BigInt(figures.owed)).toBeGreaterThan(0n);
    // The line is 60% of the holdings and the cash (the payout included); what is available is the line less what is owed.
    expect(BigInt(figures.collateralValue)).toBe(BigInt(figures.holdingsValue) + BigInt(figures.cash));
    expect(BigInt(figures.creditLine)).toBe((BigInt(figures.collateralValue) * 6n) / 10n);
    expect(BigInt(figures.available)).toBe(BigInt(figures.creditLine) - BigInt(figures.owed));
    await expectBooksBalanced(app);
  });
});

describe('the quota', () => {
  it('is 60% of the equity of the holdings and the cash, with the stress falls', async () => {
    // 210,000 deposited; 100 shares at 2,001 + fee 201 = 200,301 → 9,699 cash.
    const session = await holder('210000', [1]);
    // Marked at 2,000: equity 200,000 + cash 9,699 = 209,699; line 0.6 × 209,699 = 125,819.4 → 125,819.
    expect(await quota(session)).toMatchObject({
      collateralValue: '209699',
      holdingsValue: '200000',
      cash: '9699',
      maxLtvPct: '60',
      creditLine: '125819',
      owed: '0',
      available: '125819',
      withdrawable: '9699',
      ltvPct: '0.00',
      apr: '2.9',
      termOptions: [7, 14, 30, 90],
      openLoanId: null,
    });
    const id = (await apply(session, '60000')).body.data.loanId;
    await review(id, true);
    // Owing 60,000 on 200,000 of holdings and 69,699 of cash (the payout included), which does not fall:
    // 60% is reached at 100,000 of collateral, holdings of 30,301 (a fall of 84.8495% → 84.84); 75% at
    // 80,000 − 69,699 = 10,301 (94.84%); 85% at 70,588.2 − 69,699 = 889.2 (99.55%).
    expect((await quota(session)).thresholds).toEqual([
      { kind: 'noBorrowing', ltvPct: '60', fallPct: '84.84' },
      { kind: 'warning', ltvPct: '75', fallPct: '94.84' },
      { kind: 'forcedSale', ltvPct: '85', fallPct: '99.55' },
    ]);
    const info = (await app.call('/user/info', {}, session)).body.data;
    // Line ⌊0.6 × 269,699⌋ = 161,819 − 60,000 owed = 101,819 still available. The holdings alone keep
    // 60,000 ≤ 0.6 × 200,000, so all 69,699 of cash may leave.
    expect(info).toMatchObject({ creditLine: '101819', borrowed: '60000', withdrawable: '69699' });
  });
});

describe('bad input moves nothing', () => {
  it('refuses above the line, a term not offered, a second loan, repaying a pending loan, above owed and above cash', async () => {
    // 210,000 deposited; 100 shares at 2,001 + fee 201 = 200,301 → 9,699 cash.
    const session = await holder('210000', [1]);
    const before = await available(app, session);
    expect(before.available).toBe('9699');

    // Line ⌊0.6 × (200,000 + 9,699)⌋ = 125,819.
    const above = await apply(session, '125820');
    expect(above.statusCode).toBe(422);
    expect(above.body).toMatchObject({ code: 'quota_insufficient', params: { available: '125819' } });
    expect((await apply(session, '1000', 10)).body).toMatchObject({
      code: 'term_not_offered',
      params: { options: '7, 14, 30, 90' },
    });
    expect((await apply(session, '-5')).body.code).toBe('invalid_input');
    expect(await records(session)).toEqual([]);

    const loanId = (await apply(session, '100000', 7)).body.data.loanId;
    const second = await apply(session, '1000', 7);
    expect([second.statusCode, second.body.code]).toEqual([409, 'loan_open']);
    expect((await repay(session, loanId, '1')).body.code).toBe('wrong_state');
    expect(await available(app, session)).toEqual(before);

    expect((await review(loanId, false)).body.fields).toEqual({ reason: 'required' });
    expect((await review(loanId, true)).statusCode).toBe(200);
    const again = await review(loanId, false, 'changed my mind');
    expect([again.statusCode, again.body.code]).toEqual([409, 'wrong_state']);
    // 9,699 + 100,000 paid out.
    expect((await available(app, session)).available).toBe('109699');

    const tooMuch = await repay(session, loanId, '100001');
    expect(tooMuch.body).toMatchObject({ code: 'repay_exceeds_owed', params: { owed: '100000' } });
    // A second position at leverage 3 spends 66,700 margin + 201 fee: 109,699 − 66,901 = 42,798 cash.
    await app.call(
      '/trade/order',
      { symbol, direction: 'long', type: 'market', lots: 1, leverage: 3, product: 'normal' },
      session,
    );
    expect((await available(app, session)).available).toBe('42798');
    const noCash = await repay(session, loanId, '50000');
    expect([noCash.statusCode, noCash.body.code]).toEqual([422, 'insufficient_funds']);
    expect((await records(session))[0]).toMatchObject({ owed: '100000', status: 'active' });
    expect((await app.call('/loan/repay', { loanId: 999_999, amount: '1' }, session)).body.code).toBe('not_found');
    await expectBooksBalanced(app);
  });
});

describe('a loan across its term', () => {
  it('accrues interest each Japan day across a month end, repays interest first, sends overdue notices daily, and ends repaid', async () => {
    const session = await holder('1000000', [1]);
    const loanId = (await apply(session, '100000', 7)).body.data.loanId;
    expect((await review(loanId, true)).statusCode).toBe(200);
    expect(await messages(session, 'loan_passed')).toHaveLength(1);

    // Three days later (28 November, noon in Tokyo): 25, 26 and 27 November have ended.
    await later(session, 3);
    await app.loans.step(app.clock.now);
    await app.loans.step(app.clock.now);
    // 3 days × 100,000 × 0.029 ÷ 365 = 23.83 → 23
    expect((await records(session))[0]).toMatchObject({ interest: '23', owed: '100023', status: 'active', overdue: false });

    // 50 pays the 23 of interest first, then 27 of principal: 99,973 + 0.
    expect((await repay(session, loanId, '50')).body.data).toEqual({ owed: '99973', status: 'active' });

    // 3 December: 28 November to 2 December (across the month end) at 99,973: principal-days
    // 300,000 + 5 × 99,973 = 799,865; × 0.029 ÷ 365 = 63.55 → 63 in all, 40 of it new. Due on 2 December: overdue.
    await later(session, 8);
    await app.loans.step(app.clock.now);
    await app.loans.step(app.clock.now);
    expect((await records(session))[0]).toMatchObject({ interest: '63', owed: '100013', overdue: true });
    expect(await messages(session, 'loan_overdue')).toHaveLength(1);

    // 4 December: 3 December adds 99,973 → 899,838 × 0.029 ÷ 365 = 71.49 → 71; 48 unpaid interest. A second notice.
    await later(session, 9);
    await app.loans.step(app.clock.now);
    expect(await messages(session, 'loan_overdue')).toHaveLength(2);
    expect((await repay(session, loanId, '100021')).body.data).toEqual({ owed: '0', status: 'repaid' });
    expect((await records(session))[0]).toMatchObject({ status: 'repaid', interest: '71', owed: '0' });
    expect(await messages(session, 'loan_repaid')).toHaveLength(1);

    const owner = await ownerToken(app);
    const userId = (await app.admin('/users/list', { keyword: session.account, page: 1, size: 1 }, owner)).body.data.items[0].id;
    const entries: { reason: string; reference: string }[] = (await app.admin('/ledger/member', { userId, page: 1 }, owner)).body
      .data.entries;
    expect(entries.filter((entry) => entry.reason === 'loan_interest').map((entry) => entry.reference)).toContain(
      `L-${loanId}-I20261201`,
    );
    await expectBooksBalanced(app);
  });
});

describe('the collateral rules', () => {
  it('warns once a day at 75% and at 85% sells the largest position until the LTV is under 60%', async () => {
    // Two positions: A 200 shares (cost 400,200 + fee 401), B 100 shares (cost 200,100 + fee 201): 1,000,000 − 600,902
    // = 399,098 cash; at 2,000 collateral 600,000 + 399,098, line 599,458.
    const session = await holder('1000000', [2, 1]);
    const loanId = (await apply(session, '340000', 30)).body.data.loanId;
    await review(loanId, true);
    // All the cash (739,098 with the payout) may leave: the holdings alone keep 340,000 ≤ 0.6 × 600,000 (56.67%).
    expect((await app.call('/user/info', {}, session)).body.data.withdrawable).toBe('739098');
    const withdrawn = await app.call(
      '/funds/withdraw',
      { bankCardId: session.cardId, amount: '739098', currency: 'JPY', fundPassword: '246810' },
      session,
    );
    expect(withdrawn.statusCode).toBe(200);

    // At 1,500: collateral 450,000; 340,000 ÷ 450,000 = 75.56%.
    priceAt('1500');
    await app.loans.step(app.clock.now);
    await app.loans.step(app.clock.now);
    const warnings = await messages(session, 'loan_ltv_warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].body).toContain('75.56%');
    expect((await apply(session, '1')).body.code).toBe('loan_open');

    // At 1,320: collateral 396,000; 340,000 ÷ 396,000 = 85.86% → sell A (the larger) at the bid 1,319:
    // 263,800 − cost 400,200 = −136,400, fee 264: 400,200 − 136,400 − 264 = 263,536 back, all repaid:
    // owed 76,464 on B's 132,000 = 57.93%, under 60%: B stays.
    priceAt('1320');
    await app.loans.step(app.clock.now);
    const sales = await messages(session, 'loan_forced_sale');
    expect(sales).toHaveLength(1);
    // Notices write prices grouped and yen with ¥ and two decimals, as the app does.
    expect(sales[0].body).toContain('sold at 1,319');
    expect(sales[0].body).toContain('¥263,536.00');
    expect(sales[0].body).toContain('¥76,464.00');
    expect((await records(session))[0]).toMatchObject({ owed: '76464', status: 'active' });
    const positions = (await app.call('/trade/positions', { status: 'holding', page: 1, size: 10 }, session)).body.data.items;
    expect(positions.map((position: { shares: number }) => position.shares)).toEqual([100]);
    const closed = (await app.call('/trade/positions', { status: 'closed', page: 1, size: 10 }, session)).body.data.items;
    expect(closed).toMatchObject([{ shares: 200, closeReason: 'loan_sale', sellPrice: '1319' }]);
    // The loans' notice tells of the sale; trading sends none of its own for it.
    expect([...(await messages(session, 'position_day_closed')), ...(await messages(session, 'position_liquidated'))]).toEqual(
      [],
    );
    await app.loans.step(app.clock.now);
    expect(await messages(session, 'loan_forced_sale')).toHaveLength(1);
    await expectBooksBalanced(app);
  });
});

describe('settings and retries', () => {
  it('refuses loan settings that break the rules and publishes the valid ones', async () => {
    const owner = await ownerToken(app);
    const set = (name: string, value: string) => app.admin('/config/set', { name, value }, owner);
    // At or above the 75% warning level, a maximum LTV would let a loan start in the warning zone.
    expect((await set('loanMaxLtv', '0.75')).body.fields).toEqual({ value: 'not_allowed_value' });
    expect((await set('loanTermDays', '7,7')).body.fields).toEqual({ value: 'not_allowed_value' });
    expect((await set('loanApr', '2.9')).body.fields).toEqual({ value: 'invalid_format' });
    const published = (await app.call('/common/config', { type: 'all' })).body.data;
    expect(published).toEqual(
      expect.arrayContaining([
        { name: 'loanMaxLtv', value: '0.6' },
        { name: 'loanApr', value: '0.029' },
        { name: 'loanTermDays', value: '7,14,30,90' },
      ]),
    );
  });

  it('answers a retried application or repayment with its first reply, moving nothing again', async () => {
    const session = await holder('1000000', [1]);
    const keyed = (key: string) => ({ ...session, 'idempotency-key': key });
    const first = await app.call('/loan/apply', { amount: '50000', termDays: 14 }, keyed('apply-once-0001'));
    const again = await app.call('/loan/apply', { amount: '50000', termDays: 14 }, keyed('apply-once-0001'));
    expect(again.body).toEqual(first.body);
    expect(await records(session)).toHaveLength(1);
    await review(first.body.data.loanId, true);
    const cash = (await available(app, session)).available;
    const repaid = await app.call('/loan/repay', { loanId: first.body.data.loanId, amount: '1000' }, keyed('repay-once-0001'));
    const repeated = await app.call('/loan/repay', { loanId: first.body.data.loanId, amount: '1000' }, keyed('repay-once-0001'));
    expect(repeated.body).toEqual(repaid.body);
    // 1,000 left the cash once: 49,000 owed.
    expect((await available(app, session)).available).toBe(String(BigInt(cash) - 1000n));
    expect((await records(session))[0]).toMatchObject({ owed: '49000' });
    await expectBooksBalanced(app);
  });
});

describe('at the same time', () => {
  it('grants one loan of twenty simultaneous applications, and no repayment beyond what is owed', async () => {
    const session = await holder('1000000', [1]);
    const applications = await Promise.all(
      Array.from({ length: 20 }, () => app.call('/loan/apply', { amount: '50000', termDays: 30 }, session)),
    );
    const outcomes = applications.map((reply) => reply.body.code ?? 'ok');
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'loan_open')).toHaveLength(19);
    const loanId = applications.find((reply) => reply.statusCode === 200)?.body.data.loanId;
    await review(loanId, true);

    // Ten repayments of 6,000 against 50,000 owed: eight are paid (48,000), two refused, none beyond.
    const repayments = await Promise.all(Array.from({ length: 10 }, () => repay(session, loanId, '6000')));
    const codes = repayments.map((reply) => reply.body.code ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(8);
    expect(codes.filter((code) => code === 'repay_exceeds_owed')).toHaveLength(2);
    expect((await repay(session, loanId, '2000')).body.data).toEqual({ owed: '0', status: 'repaid' });
    expect((await records(session))[0]).toMatchObject({ owed: '0', status: 'repaid' });
    await expectBooksBalanced(app);
  });
});
