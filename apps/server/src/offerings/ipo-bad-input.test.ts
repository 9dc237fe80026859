/**
 * Every bad input of issue 16 over HTTP: each gets its status and code (with a translation, checked
 * by the catalogs' own test), and nothing is held, moved or written: the offering's applications,
 * the ledger's holds and every member's balances are as they were, and the books balance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  available,
  businessNoon,
  deposit,
  expectBooksBalanced,
  fundedMember,
  ownerToken,
  signUp,
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

/** ¥1,000 a share: ¥100,000 a lot, at most 2 lots each; open now for an hour, drawn an hour later. */
async function openOffering(symbol: string, lotsOffered = 1): Promise<number> {
  const at = (hours: number) => new Date(app.clock.now.getTime() + hours * HOUR).toISOString();
  const terms = {
    symbol,
    name: { en: 'Kaze Energy', tw: '風能源', jp: 'カゼエナジー' },
    board: 'standard',
    price: '1000',
    lotsOffered,
    maxLotsPerMember: 2,
    ...{ subscribeStart: at(0), subscribeEnd: at(1), drawAt: at(2), payBy: at(30), listingAt: at(50) },
  };
  const saved = await app.admin('/ipo/save', terms, owner);
  expect(saved.statusCode).toBe(200);
  await app.offerings.tick();
  return saved.body.data.id;
}

async function memberId(session: Session): Promise<number> {
  return (await app.db.pool.query('SELECT id FROM members WHERE account = $1', [session.account])).rows[0].id;
}

/** What must not change: the applications, the open application holds and the balances of `members`. */
async function state(members: Session[]) {
  const applications = await app.db.pool.query('SELECT id, status, lots, hold_reference FROM offering_applications ORDER BY id');
  const holds = await app.db.pool.query("SELECT reference, amount, status FROM holds WHERE purpose = 'application' ORDER BY id");
  return { applications: applications.rows, holds: holds.rows, cash: await Promise.all(members.map((m) => available(app, m))) };
}

describe('bad IPO input', () => {
  it('refuses each with its code and changes nothing', async () => {
    const ipoId = await openOffering('160A');
    const applied = await fundedMember(app, '500000');
    expect((await app.call('/ipo/subscribe', { ipoId, lots: 1 }, applied)).statusCode).toBe(200);
    const rich = await fundedMember(app, '500000');
    const poor = await fundedMember(app, '99999');
    const unverified = await signUp(app);
    await deposit(app, unverified, '500000').catch(() => undefined);
    const barred = await fundedMember(app, '500000');
    const frozen = await fundedMember(app, '500000');
    for (const [who, flags] of [
      [barred, { tradeBarred: true }],
      [frozen, { frozen: true }],
    ] as const) {
      const restricted = await app.admin('/users/restrict', { userId: await memberId(who), flags, reason: 'test' }, owner);
      expect(restricted.statusCode).toBe(200);
    }
    const cancelledId = await openOffering('161A');
    expect((await app.admin('/ipo/cancel', { id: cancelledId, reason: 'Issuer withdrew' }, owner)).statusCode).toBe(200);
    const upcoming = await app.admin(
      '/ipo/save',
      {
        symbol: '162A',
        name: { en: 'Later Inc.', tw: '稍後', jp: 'レイター' },
        board: 'growth',
        price: '1000',
        lotsOffered: 1,
        maxLotsPerMember: 1,
        subscribeStart: new Date(app.clock.now.getTime() + 5 * HOUR).toISOString(),
        subscribeEnd: new Date(app.clock.now.getTime() + 6 * HOUR).toISOString(),
        drawAt: new Date(app.clock.now.getTime() + 7 * HOUR).toISOString(),
        payBy: new Date(app.clock.now.getTime() + 30 * HOUR).toISOString(),
        listingAt: new Date(app.clock.now.getTime() + 50 * HOUR).toISOString(),
      },
      owner,
    );

    const everyone = [applied, rich, poor, barred];
    const before = await state(everyone);
    const cases: [string, Session, unknown, number, string][] = [
      ['a second application', applied, { ipoId, lots: 1 }, 409, 'already_applied'],
      ['0 lots', rich, { ipoId, lots: 0 }, 422, 'invalid_lots'],
      ['1.5 lots', rich, { ipoId, lots: 1.5 }, 422, 'invalid_lots'],
      ['lots above the maximum', rich, { ipoId, lots: 3 }, 422, 'above_max_lots'],
      ['lots as text', rich, { ipoId, lots: '1' }, 400, 'invalid_input'],
      ['an unknown offering', rich, { ipoId: 999_999, lots: 1 }, 404, 'not_found'],
      ['a cancelled offering', rich, { ipoId: cancelledId, lots: 1 }, 409, 'offering_cancelled'],
      ['before the window', rich, { ipoId: upcoming.body.data.id, lots: 1 }, 422, 'offering_not_open'],
      ['an unverified member', unverified, { ipoId, lots: 1 }, 403, 'verification_required'],
      ['a trade-barred member', barred, { ipoId, lots: 1 }, 403, 'trade_barred'],
      // Freezing ends the member's sessions; the rule itself (account_frozen) is tested in offerings.test.ts.
      ['a frozen member', frozen, { ipoId, lots: 1 }, 401, 'session_ended'],
      // 1 lot = ¥1,000 × 100 = ¥100,000 against ¥99,999.
      ['insufficient funds', poor, { ipoId, lots: 1 }, 422, 'insufficient_funds'],
    ];
    const outcomes = [];
    for (const [why, who, body] of cases) {
      const reply = await app.call('/ipo/subscribe', body, who);
      outcomes.push([why, reply.statusCode, reply.body.code]);
    }
    expect(outcomes).toEqual(cases.map(([why, , , status, code]) => [why, status, code]));
    expect(await state(everyone)).toEqual(before);

    // After the window; then paying a lost and an already-paid application.
    app.clock.advance(HOUR);
    owner = await ownerToken(app);
    const late = await fundedMember(app, '500000');
    expect(await app.call('/ipo/subscribe', { ipoId, lots: 1 }, late)).toMatchObject({
      statusCode: 422,
      body: { code: 'offering_not_open' },
    });
    expect((await available(app, late)).frozen).toBe('0');
  });

  it('refuses paying a lost or an already-paid application, and another member’s', async () => {
    const ipoId = await openOffering('163A', 1);
    const [a, b] = [await fundedMember(app, '300000'), await fundedMember(app, '300000')];
    for (const who of [a, b]) await app.call('/ipo/subscribe', { ipoId, lots: 1 }, who);
    app.clock.advance(2 * HOUR);
    await app.offerings.tick();
    for (const who of [a, b]) {
      const signedIn = await app.call('/user/login', { account: who.account, password: 'hanami2026', agree: true });
      who.token = signedIn.body.data.token;
    }
    const mine = async (who: Session) => (await app.call('/ipo/detail', { ipoId }, who)).body.data.myApplication;
    const [appA, appB] = [await mine(a), await mine(b)];
    const [winner, winning, loser, losing] = appA.status === 'awaitingPayment' ? [a, appA, b, appB] : [b, appB, a, appA];
    expect(losing.status).toBe('lost');
    expect((await app.call('/ipo/pay', { applicationId: winning.id }, winner)).statusCode).toBe(200);
    const before = await state([winner, loser]);
    const cases: [string, Session, number, number, string][] = [
      ['a lost application', loser, losing.id, 409, 'application_not_payable'],
      ['an already-paid application', winner, winning.id, 409, 'application_not_payable'],
      ['another member’s application', loser, winning.id, 404, 'not_found'],
      ['an unknown application', winner, 999_999, 404, 'not_found'],
    ];
    for (const [why, who, applicationId, status, code] of cases) {
      const reply = await app.call('/ipo/pay', { applicationId }, who);
      expect([why, reply.statusCode, reply.body.code]).toEqual([why, status, code]);
    }
    expect(await state([winner, loser])).toEqual(before);
    await expectBooksBalanced(app);
  });
});
