/**
 * A loan's collateral can't walk out (issue 29, part 2), through HTTP: with a loan owed, cash is
 * collateral, so a withdrawal, an exchange out of yen, a copy's follow, an IPO application and a
 * block-trade application may take only what keeps owed ≤ 60% × (holdings + cash left), else 422
 * `collateral_required {withdrawable}` with nothing moved; closing is never refused and its
 * proceeds stay as collateral; simultaneous withdrawals can't pass together on one balance; the
 * monitor counts cash. The books balance after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { available, businessNoon, expectBooksBalanced, fundedMember, ownerToken, type Session } from '../../test/fixtures';
import { bookAround, setBook, standardStock } from '../../test/market-fixtures';
import { HOUR, isoAt, later, saveProduct } from '../../test/placement-fixtures';

type Member = Session & { cardId: number };
let app: TestApp;
let symbol: string;

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

/** A member with `yen` deposited, a card, who bought one position of one lot per entry at the ask of ¥2,001, and borrowed `loan`. */
async function borrower(yen: string, positions: number, loan: string): Promise<Member> {
  app.clock.now = businessNoon;
  priceAt('2000');
  const session = await fundedMember(app, yen);
  for (let index = 0; index < positions; index++) {
    const placed = await app.call(
      '/trade/order',
      { symbol, direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal' },
      session,
    );
    expect(placed.body.data.status).toBe('filled');
  }
  const applied = await app.call('/loan/apply', { amount: loan, termDays: 30 }, session);
  expect(applied.statusCode).toBe(200);
  const owner = await ownerToken(app);
  expect((await app.admin('/loans/review', { id: applied.body.data.loanId, approve: true, reason: '' }, owner)).statusCode).toBe(
    200,
  );
  return session;
}

const withdraw = (session: Member, amount: string) =>
  app.call('/funds/withdraw', { bankCardId: session.cardId, amount, currency: 'JPY', fundPassword: '246810' }, session);
const info = async (session: Session) => (await app.call('/user/info', {}, session)).body.data;
const holdings = async (session: Session) =>
  (await app.call('/trade/positions', { status: 'holding', page: 1, size: 10 }, session)).body.data.items as { id: number }[];
const cashOf = async (session: Session) => BigInt((await available(app, session)).available);

describe('the first attack: close everything, then withdraw', () => {
  it('lets the member close every position and keeps ⌈owed ÷ 0.6⌉ of the proceeds', async () => {
    // 210,000 − 200,301 (100 at 2,001 + fee 201) = 9,699 cash; ¥10,000 borrowed → 19,699.
    const session = await borrower('210000', 1, '10000');
    for (const position of await holdings(session)) {
      // Closing is never refused, whatever the loan.
      expect((await app.call('/trade/close', { positionId: position.id }, session)).statusCode).toBe(200);
    }
    const quota = (await app.call('/loan/quota', {}, session)).body.data;
    const cash = await cashOf(session);
    // Nothing held: the collateral is the cash alone; ⌈10,000 ÷ 0.6⌉ = 16,667 of it stays.
    expect(quota).toMatchObject({ holdingsValue: '0', cash: String(cash), collateralValue: String(cash), owed: '10000' });
    expect(quota.ltvPct).not.toBeNull();
    const withdrawable = cash - 16_667n;
    expect(quota.withdrawable).toBe(String(withdrawable));
    expect((await info(session)).withdrawable).toBe(String(withdrawable));

    // All of it, as the member did: refused, and nothing moved.
    const all = await withdraw(session, String(cash));
    expect([all.statusCode, all.body.code, all.body.params]).toEqual([
      422,
      'collateral_required',
      { withdrawable: String(withdrawable) },
    ]);
    expect(await available(app, session)).toMatchObject({ available: String(cash), frozen: '0' });
    // What may go goes; one yen more does not.
    expect((await withdraw(session, String(withdrawable))).statusCode).toBe(200);
    expect((await withdraw(session, '1000')).body).toMatchObject({ code: 'collateral_required', params: { withdrawable: '0' } });
    expect(await cashOf(session)).toBe(16_667n);
    // Repaying frees the rest: with nothing owed every yen may leave.
    const loanId = (await app.call('/loan/quota', {}, session)).body.data.openLoanId;
    expect((await app.call('/loan/repay', { loanId, amount: '10000' }, session)).body.data).toEqual({
      owed: '0',
      status: 'repaid',
    });
    expect((await info(session)).withdrawable).toBe('6667');
    expect((await withdraw(session, '6667')).statusCode).toBe(200);
    await expectBooksBalanced(app);
  });
});

describe('the second attack: sell past the line, then withdraw the rest', () => {
  it('refuses the cash that would leave owed above 60% of what remains', async () => {
    // Three lots: 3 × 200,301 = 600,903 → 9,097 cash; ¥300,000 borrowed → 309,097; 300,000 ÷ 600,000 of holdings = 50%.
    const session = await borrower('610000', 3, '300000');
    const [first] = await holdings(session);
    expect((await app.call('/trade/close', { positionId: first!.id }, session)).statusCode).toBe(200);
    // 300,000 on 400,000 of holdings is 75%: the cash must keep ⌈300,000 ÷ 0.6⌉ − 400,000 = 100,000.
    const cash = await cashOf(session);
    const withdrawable = cash - 100_000n;
    const rest = await withdraw(session, String(cash));
    expect([rest.statusCode, rest.body.code, rest.body.params]).toEqual([
      422,
      'collateral_required',
      { withdrawable: String(withdrawable) },
    ]);
    expect((await withdraw(session, String(withdrawable))).statusCode).toBe(200);
    // Now exactly at the line: 300,000 ÷ (400,000 + 100,000) = 60%.
    expect((await app.call('/loan/quota', {}, session)).body.data).toMatchObject({ ltvPct: '60.00', withdrawable: '0' });
    expect((await withdraw(session, '1000')).body.code).toBe('collateral_required');
    await expectBooksBalanced(app);
  });
});

describe('every other way out', () => {
  it('refuses an exchange out of yen, a follow, an IPO application and a block application beyond the withdrawable cash', async () => {
    // 400,301 − 200,301 = 200,000 cash + 210,000 borrowed = 410,000; collateral 200,000 + 410,000 = 610,000;
    // ⌈210,000 ÷ 0.6⌉ = 350,000 must stay: 260,000 may leave. Each refused amount below is within the
    // cash (more than the cash is insufficient_funds, loan or not) and above what may leave.
    const session = await borrower('400301', 1, '210000');
    expect((await info(session)).withdrawable).toBe('260000');
    const refusal = { code: 'collateral_required', params: { withdrawable: '260000' } };

    const exchange = await app.call('/funds/exchange', { from: 'JPY', to: 'USD', amount: '260001' }, session);
    expect([exchange.statusCode, exchange.body]).toEqual([422, expect.objectContaining(refusal)]);
    expect((await app.call('/funds/exchange', { from: 'JPY', to: 'USD', amount: '1000' }, session)).statusCode).toBe(200);
    // 409,000 cash left, 259,000 of it may leave.
    const after = { code: 'collateral_required', params: { withdrawable: '259000' } };

    const strategy = (await app.call('/copy/strategies', {})).body.data[0];
    const follow = await app.call('/copy/follow', { strategyId: strategy.id, amount: '259001', stopLossPct: 50 }, session);
    expect([follow.statusCode, follow.body]).toEqual([422, expect.objectContaining(after)]);

    const owner = await ownerToken(app);
    const at = (hours: number) => isoAt(app, hours * HOUR);
    const ipo = await app.admin(
      '/ipo/save',
      {
        symbol: '9291',
        name: { en: 'Hanami Foods', tw: '花見食品', jp: '花見フーズ' },
        board: 'growth',
        price: '1500',
        lotsOffered: 5,
        maxLotsPerMember: 2,
        subscribeStart: at(0.5),
        subscribeEnd: at(2),
        drawAt: at(3),
        payBy: at(30),
        listingAt: at(50),
      },
      owner,
    );
    const blockId = await saveProduct(app, owner, '/block/save', {
      symbol,
      price: '2000',
      minShares: 100,
      maxShares: 1_000,
      dailyLimitShares: 1_000,
      sharesOffered: 1_000,
      opensAt: at(0.5),
      closesAt: at(2),
      lockupDays: 1,
    });
    await later(app, HOUR / 2, [session]);
    await app.offerings.tick();
    priceAt('2000');
    // 2 lots × 100 × ¥1,500 = 300,000 to hold; 1 lot, 150,000, may be held.
    const subscribe = await app.call('/ipo/subscribe', { ipoId: ipo.body.data.id, lots: 2 }, session);
    expect([subscribe.statusCode, subscribe.body]).toEqual([422, expect.objectContaining(after)]);
    // 200 shares × ¥2,000 = 400,000 to hold.
    const block = await app.call('/block/apply', { productId: blockId, shares: 200 }, session);
    expect([block.statusCode, block.body]).toEqual([422, expect.objectContaining(after)]);
    expect((await app.call('/ipo/subscribe', { ipoId: ipo.body.data.id, lots: 1 }, session)).statusCode).toBe(200);
    // 259,000 − 150,000 held = 109,000 still may leave; the held yen is not collateral.
    expect((await info(session)).withdrawable).toBe('109000');
    await expectBooksBalanced(app);
  });
});

describe('at the same time', () => {
  it('lets ten simultaneous withdrawals and exchanges take only what may leave', async () => {
    // As above: 410,000 cash, 260,000 may leave. Four outflows of 60,000 (240,000) fit; a fifth is within
    // the cash but not within what may leave. Each checks under
    // the lock of the member's yen account, so none decides on a balance another is changing.
    const session = await borrower('400301', 1, '210000');
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? withdraw(session, '60000')
          : app.call('/funds/exchange', { from: 'JPY', to: 'USD', amount: '60000' }, session),
      ),
    );
    const codes = replies.map((reply) => reply.body.code ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(4);
    expect(codes.filter((code) => code === 'collateral_required')).toHaveLength(6);
    expect((await info(session)).withdrawable).toBe('20000');
    await expectBooksBalanced(app);
  });
});

describe('the monitor', () => {
  it('counts cash as collateral: no warning and no sale while holdings and cash keep the LTV low', async () => {
    // 1,000,000 − 2 × 200,301 = 599,398 cash; 200,000 borrowed → 799,398.
    const session = await borrower('1000000', 2, '200000');
    // At 1,100 the holdings are worth 220,000: 200,000 ÷ 220,000 = 90.9% on them alone, but
    // 200,000 ÷ (220,000 + 799,398) = 19.619…% → 19.62 with the cash.
    priceAt('1100');
    await app.loans.step(app.clock.now);
    const items = (await app.call('/user/messages', { page: 1, size: 50 }, session)).body.data.items as { kind: string }[];
    expect(items.filter((item) => item.kind === 'loan_ltv_warning' || item.kind === 'loan_forced_sale')).toEqual([]);
    expect(await holdings(session)).toHaveLength(2);
    expect((await app.call('/loan/quota', {}, session)).body.data.ltvPct).toBe('19.62');
    await expectBooksBalanced(app);
  });
});
