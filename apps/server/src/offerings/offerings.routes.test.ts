/**
 * The IPO calls over HTTP: staff create an offering, the clock opens it, members apply (an
 * `Idempotency-Key` replays), the draw is public after the draw and 409 before it, staff read the
 * applications and results, the fairness terms freeze, and a cancel releases every hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  available,
  businessNoon,
  expectBooksBalanced,
  fundedMember,
  ownerToken,
  staffToken,
  type Session,
} from '../../test/fixtures';

const HOUR = 3_600_000;
let app: TestApp;
let owner: string;

beforeAll(async () => {
  app = await startTestApp({}, { startAt: businessNoon });
  owner = await ownerToken(app);
});
afterAll(() => app?.close());

/** Moves the clock and runs the status clock; sessions idle that long have ended, so everyone signs in again. */
async function later(hours: number, ...members: Session[]): Promise<void> {
  app.clock.advance(hours * HOUR);
  await app.offerings.tick();
  owner = await ownerToken(app);
  for (const member of members) {
    const reply = await app.call('/user/login', { account: member.account, password: 'hanami2026', agree: true });
    member.token = reply.body.data.token;
  }
}

/** ¥800 a share, 100 a lot; opens in an hour, closes in two, draws in three. */
function offering(symbol: string, lotsOffered = 1) {
  const at = (hours: number) => new Date(app.clock.now.getTime() + hours * HOUR).toISOString();
  return {
    symbol,
    name: { en: 'Hanami Foods', tw: '花見食品', jp: '花見フーズ' },
    board: 'growth',
    price: '800',
    lotsOffered,
    maxLotsPerMember: 2,
    subscribeStart: at(1),
    subscribeEnd: at(2),
    drawAt: at(3),
    payBy: at(30),
    listingAt: at(50),
  };
}

describe('IPO calls', () => {
  it('runs an offering from creation to its published draw', async () => {
    const terms = offering('9201');
    const created = await app.admin('/ipo/save', terms, owner);
    expect(created.statusCode).toBe(200);
    const id: number = created.body.data.id;
    // Only an owner sets terms.
    expect((await app.admin('/ipo/save', terms, await staffToken(app, 'support'))).statusCode).toBe(403);

    const a = await fundedMember(app, '500000');
    const b = await fundedMember(app, '500000');
    expect(await app.call('/ipo/subscribe', { ipoId: id, lots: 1 }, a)).toMatchObject({
      statusCode: 422,
      body: { code: 'offering_not_open' },
    });
    await later(1, a, b);
    const listed = await app.call('/ipo/list', { status: 'subscribing' }, a);
    expect(listed.body.data.find((o: { id: number }) => o.id === id)).toMatchObject({
      symbol: '9201',
      name: '花見フーズ',
      price: '800',
      lotSize: 100,
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Fairness terms are frozen now; names are not.
    expect(await app.admin('/ipo/save', { ...terms, id, lotsOffered: 5 }, owner)).toMatchObject({
      statusCode: 409,
      body: { code: 'offering_frozen' },
    });
    const renamed = { ...terms, id, name: { ...terms.name, en: 'Hanami Foods Inc.' } };
    expect((await app.admin('/ipo/save', renamed, owner)).statusCode).toBe(200);

    // 2 lots × 100 × ¥800 = ¥160,000 held; the same key replays, a second application is 409.
    const headers = { ...a, 'idempotency-key': 'ipo-apply-a-0001' };
    const applied = await app.call('/ipo/subscribe', { ipoId: id, lots: 2 }, headers);
    expect(applied.body.data).toMatchObject({ status: 'waitingDraw', held: '160000' });
    expect((await app.call('/ipo/subscribe', { ipoId: id, lots: 2 }, headers)).body.data).toEqual(applied.body.data);
    expect((await available(app, a)).available).toBe('340000');
    expect(await app.call('/ipo/subscribe', { ipoId: id, lots: 1 }, a)).toMatchObject({
      statusCode: 409,
      body: { code: 'already_applied' },
    });
    expect((await app.call('/ipo/subscribe', { ipoId: id, lots: 1 }, b)).statusCode).toBe(200);
    expect(await app.call('/ipo/draw', { ipoId: id })).toMatchObject({ statusCode: 409, body: { code: 'not_drawn' } });

    await later(2, a, b);
    // Public: no headers at all.
    const draw = await app.call('/ipo/draw', { ipoId: id });
    expect(draw.body.data).toMatchObject({
      algorithm: 'kabuto-draw-v1',
      lotsOffered: 1,
      seed: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(draw.body.data.entries).toHaveLength(2);
    expect(draw.body.data.allotments).toHaveLength(1);
    expect(JSON.stringify(draw.body.data)).not.toContain(a.account);

    // Drawn: the listing is announced and allotments lock until it, so its terms freeze too (saving them unchanged is fine).
    const later50 = new Date(new Date(terms.listingAt).getTime() + HOUR).toISOString();
    expect(await app.admin('/ipo/save', { ...renamed, listingAt: later50 }, owner)).toMatchObject({
      statusCode: 409,
      body: { code: 'offering_frozen' },
    });
    expect((await app.admin('/ipo/save', renamed, owner)).statusCode).toBe(200);
    const mine = await app.call('/ipo/detail', { ipoId: id }, a);
    expect(mine.body.data.myApplication).toMatchObject({ id: applied.body.data.applicationId, lots: 2 });
    const staffView = await app.admin('/ipo/applications', { id, page: 1, size: 10 }, owner);
    expect(staffView.body.data).toMatchObject({ total: 2, page: 1 });
    expect(staffView.body.data.items.map((item: { account: string }) => item.account)).toEqual([a.account, b.account]);
    expect(staffView.body.data.items.reduce((sum: number, item: { drawnLots: number }) => sum + item.drawnLots, 0)).toBe(1);
    expect(await app.admin('/ipo/applications', { id: 999_999, page: 1, size: 10 }, owner)).toMatchObject({ statusCode: 404 });
    expect((await app.admin('/ipo/list', {}, owner)).body.data.find((o: { id: number }) => o.id === id)).toMatchObject({
      status: 'drawn',
      lotsRequested: 3,
      lotsAllotted: 1,
    });

    // The winner pays: the ¥80,000 hold becomes a long position at ¥800, locked until listing.
    const winnerId = draw.body.data.allotments[0].applicationId;
    const [winner, loser] = String(applied.body.data.applicationId) === winnerId ? [a, b] : [b, a];
    const winnerApplication = Number(winnerId);
    const loserApplication = (await app.call('/ipo/detail', { ipoId: id }, loser)).body.data.myApplication.id;
    expect(await app.call('/ipo/pay', { applicationId: loserApplication }, loser)).toMatchObject({
      statusCode: 409,
      body: { code: 'application_not_payable' },
    });
    const paid = await app.call(
      '/ipo/pay',
      { applicationId: winnerApplication },
      { ...winner, 'idempotency-key': 'ipo-pay-0001' },
    );
    expect(paid.body.data).toEqual({ status: 'paid', positionId: expect.any(Number) });
    const positionId: number = paid.body.data.positionId;
    expect((await app.call('/ipo/detail', { ipoId: id }, winner)).body.data.myApplication).toMatchObject({
      status: 'paid',
      positionIds: [positionId],
    });
    const position = (await app.call('/trade/position', { id: positionId }, winner)).body.data;
    expect(position).toMatchObject({
      symbol: '9201',
      direction: 'long',
      leverage: 1,
      lots: 1,
      shares: 100,
      buyPrice: '800',
      margin: '80000',
      fee: '0',
      status: 'holding',
      lockedUntil: terms.listingAt,
      fills: [{ side: 'open', price: '800', shares: 100 }],
    });
    expect(position.entries.map((entry: { reason: string }) => entry.reason)).toContain('allotment_payment');
    const locked = (await app.call('/trade/positions', { status: 'locked', page: 1, size: 10 }, winner)).body.data;
    expect(locked.items.map((item: { id: number }) => item.id)).toEqual([positionId]);
    expect(await app.call('/trade/close', { positionId }, winner)).toMatchObject({
      statusCode: 422,
      body: { code: 'locked_until', params: { until: terms.listingAt } },
    });
    expect(await app.call('/ipo/pay', { applicationId: winnerApplication }, winner)).toMatchObject({
      statusCode: 409,
      body: { code: 'application_not_payable' },
    });
    await expectBooksBalanced(app);
  });

  it('cancels with a reason, releasing every hold, and audits it', async () => {
    const id: number = (await app.admin('/ipo/save', offering('9202', 3), owner)).body.data.id;
    await later(1);
    const member = await fundedMember(app, '300000');
    await app.call('/ipo/subscribe', { ipoId: id, lots: 2 }, member);
    expect((await available(app, member)).available).toBe('140000');
    expect(await app.admin('/ipo/cancel', { id, reason: ' ' }, owner)).toMatchObject({ statusCode: 400 });
    expect((await app.admin('/ipo/cancel', { id, reason: 'Issuer withdrew' }, owner)).statusCode).toBe(200);
    expect((await available(app, member)).available).toBe('300000');
    expect((await app.call('/ipo/detail', { ipoId: id }, member)).body.data).toMatchObject({
      status: 'cancelled',
      myApplication: { status: 'cancelled', held: '0' },
    });
    const audit = await app.db.pool.query('SELECT action FROM audit_log WHERE target = $1 ORDER BY id', [`IPO-${id}`]);
    expect(audit.rows.map((row) => row.action)).toEqual(['ipo.create', 'ipo.cancel']);
    await expectBooksBalanced(app);
  });
});
