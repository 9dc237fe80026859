/**
 * Copy trading through HTTP against Postgres with the market stopped and the book set by hand:
 * following moves money into a copy, a strategy's buy is mirrored in proportion (or skipped
 * with its reason), unfollowing closes at market and returns the cash, a strategy's stop ends
 * its copies, the stop-loss fires at its threshold; every bad input is refused with its code
 * and moves nothing. The books balance after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeOutcome, defaultTradingConfig, notionalOf, orderCharges, yen } from '@kabuto/domain';
import { formatMoney } from '@kabuto/i18n';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  available,
  businessNoon,
  deposit,
  expectBooksBalanced,
  ownerToken,
  signUp,
  verifiedMember,
  type Session,
} from '../../test/fixtures';
import { bookAround, setBook } from '../../test/market-fixtures';

let app: TestApp;
let strategy: { id: number; name: string; symbol: string; minInvestment: string };

beforeAll(async () => {
  app = await startTestApp({}, { market: true, startAt: businessNoon });
  await app.stopMarket();
  app.clock.now = businessNoon;
  const list = (await app.call('/copy/strategies', {})).body.data;
  strategy = list.find((item: { name: string }) => item.name.includes('Trend'));
  priceAt('2000');
});
afterAll(() => app?.close());

function priceAt(last: string) {
  setBook(app, strategy.symbol, { ...bookAround(last), previousClose: last, last });
}

async function follower(yenAmount: string): Promise<Session> {
  const session = await verifiedMember(app);
  await deposit(app, session, yenAmount);
  return session;
}

async function messages(session: Session, kind: string, lang = 'en') {
  const items = (await app.call('/user/messages', { page: 1, size: 50 }, { ...session, lang })).body.data.items;
  return items.filter((message: { kind: string }) => message.kind === kind);
}

const follow = (session: Session, amount: string, stopLossPct: number | undefined, key = crypto.randomUUID()) =>
  app.call(
    '/copy/follow',
    { strategyId: strategy.id, amount, ...(stopLossPct === undefined ? {} : { stopLossPct }) },
    {
      ...session,
      'idempotency-key': key,
    },
  );

describe('copy trading', () => {
  it('lists the house strategies with their published rules and figures from records', async () => {
    const list = (await app.call('/copy/strategies', {})).body.data;
    expect(list).toHaveLength(3);
    for (const item of list) {
      expect(item).toMatchObject({ kind: 'house', equity: '10000000', capital: '10000000', trades: 0, status: 'running' });
      expect(item.description.length).toBeGreaterThan(20);
    }
    const jp = (await app.call('/copy/strategies', {}, { 'accept-language': 'jp', lang: 'jp' })).body.data;
    expect(jp).toHaveLength(3);
  });

  it('follows, mirrors the strategy in proportion, skips a copy too small for a lot, and unfollows with the cash back', async () => {
    priceAt('2000');
    const member = await follower('1000000');
    const small = await follower('100000');
    const followed = await follow(member, '500000', 20);
    expect(followed.body).toMatchObject({ status: 1, data: { held: '500000' } });
    expect((await available(app, member)).available).toBe('500000');
    // The copy's money is still the member's: the total assets count it (cash now, positions at the last price later).
    expect((await app.call('/user/info', {}, member)).body.data.totalAssets).toBe('1000000');
    const tiny = await follow(small, '10000', 50);
    expect(tiny.statusCode).toBe(200);

    const traded = await app.copy.trade(strategy.id, 'enter', app.clock.now);
    // Strategy: ¥10,000,000 × 90% ÷ (¥2,000 × 100) = 45 lots = 4,500 shares.
    // Copy: 4,500 × ¥500,000 ÷ ¥10,000,000 = 225 shares → 2 lots; the tiny copy: 4.5 shares → below one lot.
    expect(traded).toMatchObject({ copies: 1, legs: 2 });

    const orders = (await app.call('/copy/orders', { page: 1, size: 10 }, member)).body.data;
    expect(orders.items).toEqual([
      expect.objectContaining({ side: 'buy', strategyShares: 4500, shares: 200, price: '2001', skipReason: null }),
    ]);
    const skipped = (await app.call('/copy/orders', { page: 1, size: 10 }, small)).body.data;
    expect(skipped.items).toEqual([expect.objectContaining({ side: 'buy', shares: null, skipReason: 'below_one_lot' })]);

    const copyId = followed.body.data.copyId;
    const positions = (await app.call('/copy/positions', { copyId }, member)).body.data;
    expect(positions).toEqual([expect.objectContaining({ shares: 200, status: 'holding', buyPrice: '2001' })]);
    // The copy's positions are not the member's own: the member's position list stays empty.
    expect((await app.call('/trade/positions', { page: 1, size: 10 }, member)).body.data.items).toEqual([]);

    priceAt('2100');
    const unfollowed = await app.call('/copy/unfollow', { copyId }, { ...member, 'idempotency-key': crypto.randomUUID() });
    // Bought 200 at ¥2,001 (the first ask), sold 200 at ¥2,099 (the first bid at ¥2,100):
    const entry = notionalOf(yen('2001'), 200);
    const opening = orderCharges(entry, 1, defaultTradingConfig);
    const closing = closeOutcome({ direction: 'long', shares: 200, entryNotional: entry }, yen('2099'), defaultTradingConfig);
    // returned = 500,000 − margin − fee − duty + margin + gross (200 × ¥98 = ¥19,600) − closing fee
    const returned = 500_000n - opening.fee.minor - opening.stampDuty.minor + closing.grossPnl.minor - closing.closingFee.minor;
    expect(closing.grossPnl.minor).toBe(19_600n);
    expect(unfollowed.body).toMatchObject({ status: 1, data: { status: 'ended', returned: `${returned}` } });
    expect((await available(app, member)).available).toBe(`${500_000n + returned}`);
    const follows = (await app.call('/copy/follows', { page: 1, size: 10 }, member)).body.data.items;
    expect(follows[0]).toMatchObject({
      status: 'ended',
      endedBy: 'member',
      equity: `${returned}`,
      pnl: `${returned - 500_000n}`,
    });

    const again = await app.call('/copy/unfollow', { copyId }, { ...member, 'idempotency-key': crypto.randomUUID() });
    expect(again).toMatchObject({ statusCode: 409, body: { code: 'copy_ended' } });
    await app.copy.trade(strategy.id, 'exit', app.clock.now);
    await expectBooksBalanced(app);
  });

  it("puts a copy's money on the member's statement: in, and back net of a performance fee on new profit", async () => {
    const owner = await ownerToken(app);
    await app.admin('/config/set', { name: 'copyPerformanceFeePct', value: '20' }, owner);
    priceAt('2000');
    const member = await follower('600000');
    const followed = await follow(member, '500000', 20);
    const copyId: number = followed.body.data.copyId;
    const copyNo = `C${String(copyId).padStart(8, '0')}`;
    await app.copy.trade(strategy.id, 'enter', app.clock.now);
    priceAt('2100');
    const unfollowed = await app.call('/copy/unfollow', { copyId }, { ...member, 'idempotency-key': crypto.randomUUID() });
    await app.admin('/config/set', { name: 'copyPerformanceFeePct', value: '0' }, owner);
    await app.copy.trade(strategy.id, 'exit', app.clock.now);
    // Same trade as above: 200 shares bought at ¥2,001 and sold at ¥2,099; the copy's cash at the end is
    // 500,000 − opening fee − duty + gross ¥19,600 − closing fee, and 20% of what is above ¥500,000 is the fee.
    const entry = notionalOf(yen('2001'), 200);
    const opening = orderCharges(entry, 1, defaultTradingConfig);
    const closing = closeOutcome({ direction: 'long', shares: 200, entryNotional: entry }, yen('2099'), defaultTradingConfig);
    const cash = 500_000n - opening.fee.minor - opening.stampDuty.minor + closing.grossPnl.minor - closing.closingFee.minor;
    const fee = ((cash - 500_000n) * 20n) / 100n;
    expect(fee).toBeGreaterThan(0n);
    expect(unfollowed.body.data.returned).toBe(`${cash - fee}`);
    const records = (await app.call('/funds/records', { type: 'copy', page: 1, size: 10 }, member)).body.data;
    // Newest first: the return, then the money put in. The performance fee is paid from the copy's
    // own cash, never the member's, so the return is what reaches the statement, net of it.
    expect(
      records.items.map((item: Record<string, string>) => [item.reason, item.amount, item.orderNo, item.type, item.status]),
    ).toEqual([
      ['copy_return', `${cash - fee}`, copyNo, 'copy', 'done'],
      ['copy_funding', '-500000', copyNo, 'copy', 'done'],
    ]);
    // The copy's own trades are not the member's: no trade records; the statement's sum is the balance's change.
    expect((await app.call('/funds/records', { type: 'trade', page: 1, size: 10 }, member)).body.data.total).toBe(0);
    const all = (await app.call('/funds/records', { page: 1, size: 10 }, member)).body.data.items;
    const net = all.reduce((sum: bigint, item: { amount: string }) => sum + BigInt(item.amount), 0n);
    expect((await available(app, member)).available).toBe(`${net}`);
    expect(all[0].balanceAfter).toBe(`${net}`);
    expect(net).toBe(600_000n - 500_000n + cash - fee);
    await expectBooksBalanced(app);
  });

  it('ends a copy at its stop-loss exactly at the threshold, and a stopping strategy ends its copies', async () => {
    priceAt('2000');
    const member = await follower('2000000');
    const followed = await follow(member, '1000000', 5);
    const copyId = followed.body.data.copyId;
    await app.copy.trade(strategy.id, 'enter', app.clock.now);
    const [position] = (await app.call('/copy/positions', { copyId }, member)).body.data;
    expect(position.shares).toBeGreaterThan(0);
    // A small fall leaves the copy above 95% of ¥1,000,000.
    priceAt('1990');
    await app.copy.step(app.clock.now);
    let copy = (await app.call('/copy/follows', { page: 1, size: 1 }, member)).body.data.items[0];
    expect(copy.status).toBe('running');
    // A fall of ¥400 a share on 400+ shares takes it below ¥950,000.
    priceAt('1600');
    await app.copy.step(app.clock.now);
    copy = (await app.call('/copy/follows', { page: 1, size: 1 }, member)).body.data.items[0];
    expect(copy).toMatchObject({ status: 'ended', endedBy: 'stopLoss', stopLossEquity: '950000' });
    expect(copy.message).toContain('stop-loss');
    // The member is told, with the figures: invested ¥1,000,000, returned what the copy's cash was, loss the difference.
    const returned = BigInt(copy.returned);
    expect(returned).toBeLessThanOrEqual(950_000n);
    expect((await available(app, member)).available).toBe(`${1_000_000n + returned}`);
    const [notice] = await messages(member, 'copy_stop_loss');
    expect(notice.title).toContain(strategy.name);
    const shown = (minor: bigint) => formatMoney(`${minor}`);
    expect(notice.body).toContain('a loss of 5% of what you invested (equity ¥950,000.00 or less)');
    expect(notice.body).toContain(
      `Invested ¥1,000,000.00; returned to your available balance ${shown(returned)}; loss ${shown(1_000_000n - returned)}.`,
    );
    const [jpNotice] = await messages(member, 'copy_stop_loss', 'jp');
    expect(jpNotice.body).toContain(`損失 ${shown(1_000_000n - returned)}`);
    expect(await messages(member, 'copy_strategy_stopped')).toEqual([]);

    priceAt('2000');
    const other = await follower('300000');
    const second = await follow(other, '200000', 30);
    expect(second.statusCode).toBe(200);
    const stopped = await app.copy.stop(strategy.id, app.clock.now);
    expect(stopped).toEqual({ stopped: strategy.id });
    const ended = (await app.call('/copy/follows', { page: 1, size: 1 }, other)).body.data.items[0];
    expect(ended).toMatchObject({ status: 'ended', endedBy: 'strategy', returned: '200000' });
    expect((await available(app, other)).available).toBe('300000');
    // The strategy's stop is its own notice: ¥200,000 in, ¥200,000 back (it held nothing), no fee, P&L 0.
    const [stoppedNotice] = await messages(other, 'copy_strategy_stopped', 'tw');
    expect(stoppedNotice.title).toContain(strategy.name);
    expect(stoppedNotice.body).toContain('投入 ¥200,000.00');
    expect(stoppedNotice.body).toContain('績效費 ¥0.00 後退回可用餘額 ¥200,000.00；損益 ¥0.00');
    expect(await messages(other, 'copy_stop_loss')).toEqual([]);
    expect(await messages(member, 'copy_strategy_stopped')).toEqual([]);
    const late = await follow(other, '100000', 30);
    expect(late).toMatchObject({ statusCode: 409, body: { code: 'strategy_stopped' } });
    await expectBooksBalanced(app);
  });
});

describe('bad copy input', () => {
  it('refuses each with its code and moves nothing', async () => {
    const list = (await app.call('/copy/strategies', {})).body.data;
    strategy = list.find((item: { status: string }) => item.status === 'running');
    priceAt('2000');
    const member = await follower('100000');
    const copiesBefore = Number((await app.db.pool.query('SELECT count(*) FROM copies')).rows[0].count);
    const cases: [string, string, number | undefined, number, string][] = [
      ['below the minimum', '9999', 20, 422, 'below_minimum'],
      ['above available cash', '100001', 20, 422, 'insufficient_funds'],
      ['no stop-loss', '50000', undefined, 400, 'invalid_input'],
      ['a stop-loss of 4%', '50000', 4, 400, 'invalid_input'],
      ['a stop-loss of 96%', '50000', 96, 400, 'invalid_input'],
      ['an amount that is not one', 'abc', 20, 400, 'invalid_input'],
    ];
    for (const [, amount, pct, status, code] of cases) {
      const reply = await follow(member, amount, pct);
      expect({ status: reply.statusCode, code: reply.body.code }).toEqual({ status, code });
    }
    expect((await available(app, member)).available).toBe('100000');

    const first = await follow(member, '50000', 20);
    expect(first.statusCode).toBe(200);
    const twice = await follow(member, '20000', 20);
    expect(twice).toMatchObject({ statusCode: 409, body: { code: 'already_following' } });
    expect((await available(app, member)).available).toBe('50000');

    const unverified = await signUp(app);
    expect((await follow(unverified, '50000', 20)).body.code).toBe('verification_required');
    const barred = await follower('100000');
    const userId = (await app.db.pool.query('SELECT id FROM members WHERE account = $1', [barred.account])).rows[0].id;
    await app.admin('/users/restrict', { userId, flags: { tradeBarred: true }, reason: 'Review' }, await ownerToken(app));
    expect((await follow(barred, '50000', 20)).body.code).toBe('trade_barred');
    expect((await available(app, barred)).available).toBe('100000');
    const notMine = await app.call(
      '/copy/unfollow',
      { copyId: first.body.data.copyId },
      { ...barred, 'idempotency-key': crypto.randomUUID() },
    );
    expect(notMine).toMatchObject({ statusCode: 404, body: { code: 'not_found' } });
    expect(Number((await app.db.pool.query('SELECT count(*) FROM copies')).rows[0].count)).toBe(copiesBefore + 1);
    await expectBooksBalanced(app);
  });

  it('takes mentor applications once and lets staff decide each once, audited', async () => {
    const member = await follower('10000');
    const mine = async () => (await app.call('/copy/mentorApplication', {}, member)).body.data.application;
    expect(await mine()).toBeNull();
    const applied = await app.call(
      '/copy/applyMentor',
      { strategyName: 'Quiet value', description: 'Large caps held for weeks.' },
      member,
    );
    expect(applied.body).toMatchObject({ status: 1, data: { status: 'pending' } });
    const twice = await app.call('/copy/applyMentor', { strategyName: 'Again', description: 'A second application.' }, member);
    expect(twice).toMatchObject({ statusCode: 409, body: { code: 'already_applied' } });
    expect(await mine()).toMatchObject({ status: 'pending', strategyName: 'Quiet value', reason: null, reviewedAt: null });
    const unverified = await signUp(app);
    const refused = await app.call('/copy/applyMentor', { strategyName: 'Nope', description: 'Not verified yet.' }, unverified);
    expect(refused.body.code).toBe('verification_required');

    const owner = await ownerToken(app);
    const queue = (await app.admin('/copy/mentors/list', { status: 'pending', page: 1, size: 10 }, owner)).body.data;
    expect(queue.items).toEqual([expect.objectContaining({ account: member.account, strategyName: 'Quiet value' })]);
    const id = queue.items[0].id;
    const noReason = await app.admin('/copy/mentors/review', { id, approve: false }, owner);
    expect(noReason.body.code).toBe('invalid_input');
    expect(
      (await app.admin('/copy/mentors/review', { id, approve: false, reason: 'No track record yet' }, owner)).statusCode,
    ).toBe(200);
    // The member reads the refusal with staff's reason, and may apply again.
    expect(await mine()).toMatchObject({ status: 'rejected', reason: 'No track record yet', strategyId: null });
    const second = await app.admin('/copy/mentors/review', { id, approve: true }, owner);
    expect(second).toMatchObject({ statusCode: 409, body: { code: 'wrong_state' } });
    const audit = await app.db.pool.query("SELECT count(*) FROM audit_log WHERE action = 'copy.mentor.review'");
    expect(Number(audit.rows[0].count)).toBe(1);
    const strategies = (await app.admin('/copy/strategies', {}, owner)).body.data;
    expect(strategies).toHaveLength(3);
  });
});

describe('mentor copies', () => {
  /** The mentor's trades reach copies right after their own commit; wait for what that writes. */
  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const value = await read();
      if (done(value) || attempt >= 100) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("publishes an approved mentor's trading as a strategy whose buys and closes every copy follows in proportion", async () => {
    const list = (await app.call('/copy/strategies', {})).body.data;
    strategy = list.find((item: { status: string }) => item.status === 'running');
    priceAt('2000');
    const mentor = await follower('3000000');
    await app.call('/copy/applyMentor', { strategyName: 'Patient lots', description: 'Whole lots, held for days.' }, mentor);
    const owner = await ownerToken(app);
    const queue = (
      await app.admin('/copy/mentors/list', { status: 'pending', keyword: mentor.account, page: 1, size: 10 }, owner)
    ).body.data;
    expect((await app.admin('/copy/mentors/review', { id: queue.items[0].id, approve: true }, owner)).statusCode).toBe(200);
    const published = (await app.call('/copy/strategies', {})).body.data.find(
      (item: { kind: string; name: string }) => item.kind === 'mentor' && item.name === 'Patient lots',
    );
    // Published under the masked account with the record's notional capital; nothing of the mentor's ¥3,000,000 is on the card.
    expect(published).toMatchObject({ status: 'running', description: 'Whole lots, held for days.', capital: '10000000' });
    expect(published.issuer).not.toBe(mentor.account);
    expect(published.issuer).toContain('*');
    expect((await app.call('/copy/mentorApplication', {}, mentor)).body.data.application).toMatchObject({
      status: 'approved',
      strategyId: published.id,
    });
    expect(JSON.stringify(published)).not.toContain('3000000');
    const again = await app.call('/copy/applyMentor', { strategyName: 'Second', description: 'Another one.' }, mentor);
    expect(again).toMatchObject({ statusCode: 409, body: { code: 'already_applied' } });

    const member = await follower('1000000');
    const copyId = (
      await app.call(
        '/copy/follow',
        { strategyId: published.id, amount: '1000000', stopLossPct: 20 },
        { ...member, 'idempotency-key': crypto.randomUUID() },
      )
    ).body.data.copyId;
    const bought = await app.call(
      '/trade/order',
      { symbol: strategy.symbol, direction: 'long', type: 'market', lots: 10, leverage: 1, product: 'normal' },
      mentor,
    );
    expect(bought.body).toMatchObject({ status: 1, data: { status: 'filled' } });
    const orders = await eventually(
      async () => (await app.call('/copy/orders', { copyId, page: 1, size: 10 }, member)).body.data.items,
      (items) => items.length > 0,
    );
    // The mentor bought 1,000 shares at ¥2,001; their equity is then ¥3,000,000 less the fee, the duty and ¥1,000 of
    // open loss (marked at ¥2,000): between ¥2,990,000 and ¥3,000,000. The copy: 1,000 × ¥1,000,000 ÷ that = 333.x
    // shares → 3 whole lots = 300 shares. The strategy's shares shown are its record's (mentor-record.test.ts), not the mentor's.
    expect(orders).toEqual([expect.objectContaining({ side: 'buy', symbol: strategy.symbol, shares: 300, price: '2001' })]);
    expect(orders[0].strategyShares).not.toBe(1000);
    const [copyPosition] = (await app.call('/copy/positions', { copyId }, member)).body.data;
    // The strategy's page counts its follower, and still shows no figure of the mentor's account.
    const detail = (await app.call('/copy/strategy', { strategyId: published.id }, member)).body.data;
    expect(detail).toMatchObject({ kind: 'mentor', followers: 1, capital: '10000000' });
    expect(JSON.stringify(detail)).not.toContain('3000000');
    expect(copyPosition).toMatchObject({ shares: 300, status: 'holding' });

    // A mentor's short sale is not copied (a copy only holds what it bought).
    await app.call(
      '/trade/order',
      { symbol: strategy.symbol, direction: 'short', type: 'market', lots: 1, leverage: 1, product: 'normal' },
      mentor,
    );

    priceAt('2100');
    const mentorPositions = (await app.call('/trade/positions', { page: 1, size: 10 }, mentor)).body.data.items;
    const long = mentorPositions.find((position: { direction: string; shares: number }) => position.direction === 'long');
    expect((await app.call('/trade/close', { positionId: long.id }, mentor)).statusCode).toBe(200);
    const after = await eventually(
      async () => (await app.call('/copy/orders', { copyId, page: 1, size: 10 }, member)).body.data.items,
      (items) => items.length > 1,
    );
    // The copy's 300 shares sold at ¥2,099 (the first bid), as the mentor's close did.
    expect(after).toEqual([
      expect.objectContaining({ side: 'sell', shares: 300, price: '2099' }),
      expect.objectContaining({ side: 'buy', shares: 300 }),
    ]);
    expect((await app.call('/copy/positions', { copyId }, member)).body.data).toEqual([
      expect.objectContaining({ shares: 300, status: 'closed' }),
    ]);
    // The follower's copy still runs, with its gain; the mentor's own list never shows the copy's positions.
    const copy = (await app.call('/copy/follows', { page: 1, size: 1 }, member)).body.data.items[0];
    expect(copy.status).toBe('running');
    expect(BigInt(copy.equity)).toBeGreaterThan(1_000_000n);
    expect((await app.call('/trade/positions', { page: 1, size: 10 }, member)).body.data.items).toEqual([]);

    // A limit order that rests is copied when the house fills it: at ¥2,100 a buy limited to ¥2,000 waits;
    // at ¥1,990 it fills at the ask ¥1,991, and the copy (≈ a third of the mentor's equity) buys 3 lots of its 10.
    const limit = await app.call(
      '/trade/order',
      { symbol: strategy.symbol, direction: 'long', type: 'limit', price: '2000', lots: 10, leverage: 1, product: 'normal' },
      mentor,
    );
    expect(limit.body).toMatchObject({ status: 1, data: { status: 'pending' } });
    priceAt('1990');
    await app.trading.step(app.clock.now);
    const resting = await eventually(
      async () => (await app.call('/copy/orders', { copyId, page: 1, size: 10 }, member)).body.data.items,
      (items) => items.length > 2,
    );
    expect(resting[0]).toMatchObject({ side: 'buy', shares: 300, price: '1991' });
    await expectBooksBalanced(app);
  });
});
