import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import {
  available,
  deposit,
  expectBooksBalanced,
  ownerToken,
  signUp,
  staffToken,
  verifiedMember,
  type Session,
} from '../../test/fixtures';
import { setBook, startHandSetMarket } from '../../test/market-fixtures';

let app: TestApp;
let symbol: string;
/** A member of 一般口座 from 2026 holding a position bought then, for the test of a later year (the last one). */
const earlier = { session: null as Session | null, positionId: 0 };

beforeAll(async () => {
  ({ app, symbol } = await startHandSetMarket());
  earlier.session = await funded('ippan');
  setBook(app, symbol, { last: '2150', bids: [['2149', 1000]], asks: [['2150', 1000]] });
  earlier.positionId = (
    await app.call(
      '/trade/order',
      { symbol, direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal' },
      earlier.session,
    )
  ).body.data.positionId;
});
afterAll(() => app.close());

async function funded(type: string | null, yen = '3000000'): Promise<Session> {
  const session = await verifiedMember(app);
  if (yen !== '0') await deposit(app, session, yen);
  if (type) expect((await app.call('/tax/choose', { type }, session)).body.data).toEqual({ type, effectiveFrom: 2026 });
  return session;
}

/** Buys one lot at ¥2,150 (fee 215,000 × 0.1% = 215) and sells it at `sellAt` (fee 0.1% of the proceeds). */
async function roundTrip(session: Session, sellAt: string, account = 'taxable'): Promise<number> {
  setBook(app, symbol, { last: '2150', bids: [['2149', 1000]], asks: [['2150', 1000]] });
  const placed = await app.call(
    '/trade/order',
    { symbol, direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal', account },
    session,
  );
  expect(placed.statusCode).toBe(200);
  const positionId: number = placed.body.data.positionId;
  setBook(app, symbol, { last: sellAt, bids: [[sellAt, 1000]], asks: [[String(Number(sellAt) + 1), 1000]] });
  expect((await app.call('/trade/close', { positionId }, session)).statusCode).toBe(200);
  return positionId;
}

const taxAccount = async (session: Session) => (await app.call('/tax/account', {}, session)).body.data;

describe('choosing the account type', () => {
  it('needs a verified member, applies the first choice this year and refuses a second in the same year', async () => {
    const unverified = await signUp(app);
    expect((await app.call('/tax/choose', { type: 'tokutei' }, unverified)).body.code).toBe('verification_required');
    const session = await funded('tokutei', '0');
    const again = await app.call('/tax/choose', { type: 'ippan' }, session);
    expect([again.statusCode, again.body.code]).toEqual([409, 'tax_account_fixed']);
    expect(await taxAccount(session)).toMatchObject({ type: 'tokutei', nextYearType: 'tokutei', year: 2026, canChoose: false });
    expect((await app.call('/tax/choose', { type: 'nisa' }, session)).statusCode).toBe(400);
  });
});

describe('withholding in a 特定口座 with withholding', () => {
  let session: Session;
  let gainId: number;
  let lossId: number;

  it('withholds 20.315% of a gain at the sale and refunds part of it when a loss lowers the year’s gain', async () => {
    session = await funded('tokutei_withholding');
    gainId = await roundTrip(session, '2250');
    // Gross 100 × (2,250 − 2,150) = 10,000; fees 215 + 225 = 440; net 9,560.
    // Tax ⌊9,560 × 0.15315⌋ + ⌊9,560 × 0.05⌋ = ⌊1,464.114⌋ + 478 = 1,464 + 478 = 1,942.
    expect(await taxAccount(session)).toMatchObject({ realizedGain: '9560', withheld: '1942', refunded: '0' });
    expect((await app.call('/trade/position', { id: gainId }, session)).body.data).toMatchObject({
      pnl: '9560',
      taxWithheld: '1942',
      account: 'taxable',
    });
    // 3,000,000 + 9,560 − 1,942 = 3,007,618
    expect((await available(app, session)).available).toBe('3007618');

    lossId = await roundTrip(session, '2100');
    // Gross 100 × (2,100 − 2,150) = −5,000; fees 215 + 210 = 425; net −5,425; the year: 9,560 − 5,425 = 4,135.
    // Tax on 4,135: ⌊633.27525⌋ + ⌊206.75⌋ = 633 + 206 = 839; refunded 1,942 − 839 = 1,103.
    expect(await taxAccount(session)).toMatchObject({ realizedGain: '4135', withheld: '1942', refunded: '1103' });
    expect((await app.call('/trade/position', { id: lossId }, session)).body.data).toMatchObject({
      pnl: '-5425',
      taxWithheld: '-1103',
    });
    await expectBooksBalanced(app);
  });

  it('shows the tax in the fund records, with the sale as reference', async () => {
    const records = (await app.call('/funds/records', { type: 'tax', page: 1, size: 10 }, session)).body.data.items;
    expect(
      records.map((record: { reason: string; amount: string; reference: string }) => [
        record.reason,
        record.amount,
        record.reference,
      ]),
    ).toEqual([
      ['tax_refunded', '1103', `P${String(lossId).padStart(8, '0')}`],
      ['tax_withheld', '-1942', `P${String(gainId).padStart(8, '0')}`],
    ]);
  });

  it('withholds nothing without withholding, though the year’s gain is shown', async () => {
    const plain = await funded('tokutei');
    await roundTrip(plain, '2250');
    expect(await taxAccount(plain)).toMatchObject({ type: 'tokutei', realizedGain: '9560', withheld: '0', refunded: '0' });
    expect((await app.call('/funds/records', { type: 'tax', page: 1, size: 10 }, plain)).body.data.items).toEqual([]);
  });
});

describe('NISA', () => {
  it('opens once, takes only cash purchases, stays within the allowance and taxes nothing', async () => {
    const session = await funded('tokutei_withholding');
    const order = (changes: Record<string, unknown>) =>
      app.call(
        '/trade/order',
        { symbol, direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal', account: 'nisa', ...changes },
        session,
      );
    setBook(app, symbol, { last: '2150', bids: [['2149', 1000]], asks: [['2150', 1000]] });
    const notOpen = await order({});
    expect([notOpen.statusCode, notOpen.body.code]).toEqual([422, 'nisa_not_allowed']);
    expect((await app.call('/nisa/open', {}, session)).statusCode).toBe(200);
    const twice = await app.call('/nisa/open', {}, session);
    expect([twice.statusCode, twice.body.code]).toEqual([409, 'nisa_already_open']);
    for (const changes of [{ leverage: 2 }, { direction: 'short' }, { product: 'day' }]) {
      const refused = await order(changes);
      expect([refused.statusCode, refused.body.code]).toEqual([422, 'nisa_not_allowed']);
    }
    // A year's allowance of 300,000: one lot at 2,150 (215,000) fits; a second would pass it.
    const owner = await ownerToken(app);
    await app.admin('/config/set', { name: 'nisaYearLimit', value: '300000' }, owner);
    try {
      const bought = await order({});
      expect(bought.body.data.status).toBe('filled');
      const over = await order({});
      expect([over.statusCode, over.body.code, over.body.params]).toEqual([422, 'nisa_limit', { remaining: '85000' }]);
      const positionId: number = bought.body.data.positionId;
      setBook(app, symbol, { last: '2250', bids: [['2250', 1000]], asks: [['2251', 1000]] });
      expect((await app.call('/trade/close', { positionId }, session)).statusCode).toBe(200);
      expect((await app.call('/trade/position', { id: positionId }, session)).body.data).toMatchObject({
        account: 'nisa',
        taxWithheld: '0',
        pnl: '9560',
      });
      // The sale frees its cost only next year: this year's and the lifetime use still hold it.
      expect((await app.call('/nisa/status', {}, session)).body.data).toMatchObject({
        year: 2026,
        yearLimit: '300000',
        yearUsed: '215000',
        lifetimeLimit: '12000000',
        lifetimeUsed: '215000',
        freesNextYear: '215000',
        remaining: '85000',
      });
      // NISA gains are neither taxed nor netted with the taxable account.
      expect(await taxAccount(session)).toMatchObject({ realizedGain: '0', withheld: '0', nisaOpen: true });
    } finally {
      await app.admin('/config/set', { name: 'nisaYearLimit', value: '2400000' }, owner);
    }
    await expectBooksBalanced(app);
  });
});

describe('the JST year boundary and the remittance', () => {
  it('counts a sale at 23:59:59 on 31 December in that year and one at 00:00:00 on 1 January in the next', async () => {
    const member = await funded('tokutei_withholding');
    app.clock.now = new Date('2026-12-31T14:50:00Z');
    // Weeks later: both sign in again.
    const login = await app.call('/user/login', { account: member.account, password: 'hanami2026', agree: true });
    const session: Session = { token: login.body.data.token, account: member.account };
    const owner = await ownerToken(app);
    const early = await app.admin('/tax/remit', { year: 2026 }, owner);
    expect([early.statusCode, early.body.code]).toEqual([409, 'tax_year_open']);
    setBook(app, symbol, { last: '2150', bids: [['2149', 1000]], asks: [['2150', 1000]] });
    const first = (
      await app.call(
        '/trade/order',
        { symbol, direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal' },
        session,
      )
    ).body.data.positionId;
    const second = (
      await app.call(
        '/trade/order',
        { symbol, direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal' },
        session,
      )
    ).body.data.positionId;
    // 23:59:59 JST on 31 December: a gain of 9,560 withholds 1,942 in 2026.
    app.clock.now = new Date('2026-12-31T14:59:59Z');
    setBook(app, symbol, { last: '2250', bids: [['2250', 1000]], asks: [['2251', 1000]] });
    expect((await app.call('/trade/close', { positionId: first }, session)).statusCode).toBe(200);
    // 00:00:00 JST on 1 January: a loss of 5,425 falls in 2027 and refunds nothing of 2026.
    app.clock.now = new Date('2026-12-31T15:00:00Z');
    setBook(app, symbol, { last: '2100', bids: [['2100', 1000]], asks: [['2101', 1000]] });
    expect((await app.call('/trade/close', { positionId: second }, session)).statusCode).toBe(200);
    expect(await taxAccount(session)).toMatchObject({ year: 2027, realizedGain: '-5425', withheld: '0', refunded: '0' });
    expect((await app.admin('/tax/remit', { year: 2025 }, owner)).statusCode).toBe(404);
    const reviewer = await staffToken(app, 'reviewer');
    expect((await app.admin('/tax/remit', { year: 2026 }, reviewer)).statusCode).toBe(403);
    const ledger = (await app.admin('/tax/ledger', {}, owner)).body.data;
    const year2026 = ledger.years.find((year: { year: number }) => year.year === 2026);
    // 2026 in this file: withheld 1,942 (the first member) + 1,942 (this one) = 3,884; refunded 1,103; due 2,781.
    expect(year2026).toMatchObject({ withheld: '3884', refunded: '1103', due: '2781', remittedAt: null });
    expect(ledger.balance).toBe('2781');
    const remitted = await app.admin('/tax/remit', { year: 2026 }, owner);
    expect(remitted.body.data).toMatchObject({ year: 2026, amount: '2781' });
    expect((await app.admin('/tax/ledger', {}, owner)).body.data.balance).toBe('0');
    const twice = await app.admin('/tax/remit', { year: 2026 }, owner);
    expect([twice.statusCode, twice.body.code]).toEqual([409, 'tax_already_remitted']);
    const audit = (await app.admin('/audit/list', { page: 1, size: 5 }, owner)).body.data.items;
    expect(audit.some((entry: { action: string }) => entry.action === 'tax.remit')).toBe(true);
    await expectBooksBalanced(app);
  });
});

describe('a position bought under another account type', () => {
  it('is taxed by the account it was opened in, not the one in force at its sale', async () => {
    const member = earlier.session;
    if (!member) throw new Error('no member of 2026');
    const signIn = async () => {
      const login = await app.call('/user/login', { account: member.account, password: 'hanami2026', agree: true });
      return { token: login.body.data.token, account: member.account } as Session;
    };
    // In 2027 the member chooses withholding, which applies from 2028.
    let session = await signIn();
    expect((await app.call('/tax/choose', { type: 'tokutei_withholding' }, session)).body.data).toEqual({
      type: 'tokutei_withholding',
      effectiveFrom: 2028,
    });
    expect(await taxAccount(session)).toMatchObject({ type: 'ippan', nextYearType: 'tokutei_withholding', canChoose: false });
    app.clock.now = new Date('2028-01-05T03:00:00Z');
    session = await signIn();
    // Both sold at a gain in 2028: the one bought in 2026 (一般口座) is not withheld, the one bought now is.
    const bought = await roundTrip(session, '2250');
    setBook(app, symbol, { last: '2250', bids: [['2250', 1000]], asks: [['2251', 1000]] });
    expect((await app.call('/trade/close', { positionId: earlier.positionId }, session)).statusCode).toBe(200);
    expect((await app.call('/trade/position', { id: earlier.positionId }, session)).body.data).toMatchObject({
      pnl: '9560',
      taxWithheld: '0',
    });
    expect((await app.call('/trade/position', { id: bought }, session)).body.data).toMatchObject({
      pnl: '9560',
      taxWithheld: '1942',
    });
    // The year's gain shown is both sales; the tax is the withholding account's alone.
    expect(await taxAccount(session)).toMatchObject({ type: 'tokutei_withholding', realizedGain: '19120', withheld: '1942' });
    await expectBooksBalanced(app);
  });
});
