/**
 * IPOs on a real database with a clock the test moves: applications with held money, every bad
 * input refused with nothing held, the status clock opening, closing and drawing, the published
 * draw re-run, frozen terms, cancel, and 200 members applying at once.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asMemberId,
  depositEntry,
  isRejection,
  money,
  verifyDraw,
  webCryptoSha256,
  asPrice,
  type MemberId,
} from '@kabuto/domain';
import { startTestApp, type TestApp } from '../../test/test-app';
import { businessNoon } from '../../test/fixtures';
import { post, balancesOf } from '../ledger/ledger.service';
import { trialBalance } from '../ledger/ledger.service';
import { findMemberById } from '../identity/identity.repository';
import { tradingRefusal } from '../trading/trading-context';
import { auditTrailFor } from '../platform/audit';
import { ownTransaction } from '../platform/transaction';
import { cancelAllotmentPosition, openAllotmentPosition } from '../trading/allotment-positions.service';
import { createListings } from '../market/listings';
import { createOfferingsService, type OfferingsService } from './offerings.service';
import { createOfferingsQueries } from './offerings-queries';
import type { OfferingTerms } from './offerings.repository';

const HOUR = 3_600_000;
const SEED = '6b6162757430206970f0206472617720736565642020666f7220746573747321';
let app: TestApp;
let ipo: OfferingsService;
let nextAccount = 0;
const audit = auditTrailFor(null);
const own = () => ownTransaction(app.db);

/** A member written straight to the database (verified unless told), with `yen` deposited through the ledger. */
async function member(yen: bigint, flags: { kyc?: string; trade_barred?: boolean; frozen?: boolean } = {}): Promise<MemberId> {
  const account = `07${String(++nextAccount).padStart(8, '0')}`;
  const { rows } = await app.db.pool.query<{ id: number }>(
    `INSERT INTO members (account, password_hash, invite_code, kyc_status, trade_barred, frozen)
     VALUES ($1, 'x', $2, $3, $4, $5) RETURNING id`,
    [account, `IPO${nextAccount}`, flags.kyc ?? 'verified', flags.trade_barred ?? false, flags.frozen ?? false],
  );
  const id = asMemberId(rows[0]!.id);
  if (yen > 0n) {
    await app.db.transaction((tx) =>
      post(tx, depositEntry(String(id), money('JPY', yen)), { reference: `T-${id}`, memberId: id, now: app.clock.now }),
    );
  }
  return id;
}

async function cash(memberId: number) {
  const jpy = (await balancesOf(app.db.pool, memberId)).find((b) => b.currency === 'JPY');
  return { available: jpy?.available ?? '0', frozen: jpy?.frozen ?? '0', margin: jpy?.margin ?? '0' };
}

/** ¥1,200 a share, 100 shares a lot: ¥120,000 a lot. Opens in an hour, closes in two, draws in three, pay by 28 h after the draw. */
function terms(symbol: string, lotsOffered = 5, startInHours = 1): OfferingTerms {
  const at = (hours: number) => new Date(app.clock.now.getTime() + hours * HOUR);
  return {
    symbol,
    names: { en: 'Kabuto Robotics', tw: '兜機器人', jp: 'カブトロボティクス' },
    board: 'growth',
    price: asPrice(120_000n),
    lotSize: 100,
    lotsOffered,
    maxLotsPerMember: 3,
    subscribeStart: at(startInHours),
    subscribeEnd: at(startInHours + 1),
    drawAt: at(startInHours + 2),
    payBy: at(startInHours + 30),
    listingAt: at(startInHours + 50),
  };
}

async function create(t: OfferingTerms): Promise<number> {
  const saved = await ipo.save(null, t, audit);
  if (isRejection(saved)) throw new Error(saved.rejected);
  return saved.id;
}

async function trialBalanceIsZero() {
  for (const row of await trialBalance(app.db.pool)) {
    expect(row.sum).toMatch(/^0(\.0+)?$/);
    expect(row.mismatches).toBe(0);
  }
}

beforeAll(async () => {
  app = await startTestApp({}, { startAt: businessNoon });
  ipo = createOfferingsService({
    db: app.db,
    clock: () => app.clock.now,
    applicantRefusal: async (reader, id) => tradingRefusal(await findMemberById(reader, id), app.config),
    positions: {
      open: async (tx, allotment, now) =>
        openAllotmentPosition(tx, allotment, {
          hours: 'always',
          now,
          risk: { config: await app.config.tradingConfig(), tickTable: 'standard' },
        }),
      cancel: cancelAllotmentPosition,
    },
    listings: createListings(),
    newSeed: () => SEED,
  });
});
afterAll(() => app?.close());

describe('applying for an IPO', () => {
  it('refuses every bad application with its code and holds nothing', async () => {
    const id = await create(terms('9101'));
    const rich = await member(1_000_000n);
    expect(await ipo.subscribe(own(), rich, { ipoId: id, lots: 1 })).toMatchObject({ rejected: 'offering_not_open' });

    app.clock.advance(HOUR);
    await ipo.tick();
    const cases: [MemberId, { ipoId: number; lots: number }, string][] = [
      [rich, { ipoId: id, lots: 0 }, 'invalid_lots'],
      [rich, { ipoId: id, lots: 1.5 }, 'invalid_lots'],
      [rich, { ipoId: id, lots: 4 }, 'above_max_lots'],
      [rich, { ipoId: 999_999, lots: 1 }, 'not_found'],
      [await member(1_000_000n, { kyc: 'unverified' }), { ipoId: id, lots: 1 }, 'verification_required'],
      [await member(1_000_000n, { trade_barred: true }), { ipoId: id, lots: 1 }, 'trade_barred'],
      [await member(1_000_000n, { frozen: true }), { ipoId: id, lots: 1 }, 'account_frozen'],
      // 2 lots = ¥1,200 × 100 × 2 = ¥240,000 against ¥239,999 available.
      [await member(239_999n), { ipoId: id, lots: 2 }, 'insufficient_funds'],
    ];
    for (const [who, body, code] of cases) {
      expect((await ipo.subscribe(own(), who, body)) as object).toMatchObject({ rejected: code });
    }
    const held = await app.db.pool.query("SELECT count(*) FROM holds WHERE purpose = 'application'");
    expect(Number(held.rows[0].count)).toBe(0);
    expect(Number((await app.db.pool.query('SELECT count(*) FROM offering_applications')).rows[0].count)).toBe(0);

    // 3 lots: ¥1,200 × 100 × 3 = ¥360,000 held at once; a second application is refused.
    expect(await ipo.subscribe(own(), rich, { ipoId: id, lots: 3 })).toMatchObject({ status: 'waitingDraw', held: '360000' });
    expect(await cash(rich)).toEqual({ available: '640000', frozen: '360000', margin: '0' });
    expect(await ipo.subscribe(own(), rich, { ipoId: id, lots: 1 })).toMatchObject({ rejected: 'already_applied' });
    expect(await cash(rich)).toEqual({ available: '640000', frozen: '360000', margin: '0' });
    expect(await ipo.publishedDraw(id)).toMatchObject({ rejected: 'not_drawn' });
    await ipo.cancel(id, 'test over', audit);
  });
});

describe('the status clock and the draw', () => {
  it('opens with a commitment, freezes entries at the end, and draws by kabuto-draw-v1', async () => {
    const id = await create(terms('9102', 5));
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => member(500_000n)));
    app.clock.advance(HOUR);
    await ipo.tick();
    const opened = await app.db.pool.query('SELECT status, commitment FROM offerings WHERE id = $1', [id]);
    expect(opened.rows[0]).toEqual({
      status: 'subscribing',
      commitment: createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'),
    });
    // Requests 3+3+2+1+3 = 12 lots for 5 offered.
    const lots = [3, 3, 2, 1, 3];
    for (const [i, who] of members.entries()) await ipo.subscribe(own(), who, { ipoId: id, lots: lots[i]! });

    app.clock.advance(HOUR);
    expect(await ipo.subscribe(own(), await member(500_000n), { ipoId: id, lots: 1 })).toMatchObject({
      rejected: 'offering_not_open',
    });
    await ipo.tick();
    app.clock.advance(HOUR);
    await ipo.tick();

    const published = await ipo.publishedDraw(id);
    if (isRejection(published)) throw new Error(published.rejected);
    expect(published.entries).toHaveLength(5);
    expect(await verifyDraw(published, webCryptoSha256)).toMatchObject({ commitmentMatches: true, allotmentsMatch: true });
    // 5 lots over 5 entries: round one gives each exactly one lot.
    expect(published.allotments.map((a) => a.lots)).toEqual([1, 1, 1, 1, 1]);
    for (const who of members) {
      const application = await ipo.applicationOf(who, id);
      expect(application).toMatchObject({ status: 'awaitingPayment', allottedLots: 1 });
      // One lot stays held (¥120,000); the rest of the ¥500,000 is available again.
      expect(await cash(who)).toEqual({ available: '380000', frozen: '120000', margin: '0' });
    }
    const notices = await app.db.pool.query("SELECT count(*) FROM messages WHERE kind = 'ipo_won'");
    expect(Number(notices.rows[0].count)).toBe(5);
    await trialBalanceIsZero();
  });

  it('releases losers in full and keeps only the allotted part of a partial winner', async () => {
    const id = await create(terms('9103', 2));
    const members = await Promise.all([1, 2, 3].map(() => member(400_000n)));
    app.clock.advance(HOUR);
    await ipo.tick();
    for (const who of members) await ipo.subscribe(own(), who, { ipoId: id, lots: 3 });
    app.clock.advance(2 * HOUR);
    await ipo.tick(); // closes and draws in one step: a node that was behind catches up in order

    const published = await ipo.publishedDraw(id);
    if (isRejection(published)) throw new Error(published.rejected);
    const won = new Map(published.allotments.map((a) => [a.applicationId, a.lots]));
    let lost = 0;
    for (const who of members) {
      const application = await ipo.applicationOf(who, id);
      const lotsWon = won.get(String(application!.id)) ?? 0;
      const held = BigInt(lotsWon) * 120_000n;
      expect(await cash(who)).toEqual({ available: String(400_000n - held), frozen: String(held), margin: '0' });
      if (lotsWon === 0) {
        lost += 1;
        expect(application!.status).toBe('lost');
      }
    }
    // 2 lots, 3 entries: round one reaches only the first two ranked entries.
    expect(lost).toBe(1);
    await trialBalanceIsZero();
  });
});

describe('payment and forfeits', () => {
  it('spends a winner’s hold on payment, reminds a day before, and re-allots a forfeit down the ranking', async () => {
    const id = await create(terms('9107', 2));
    const members = await Promise.all([1, 2, 3].map(() => member(500_000n)));
    app.clock.advance(HOUR);
    await ipo.tick();
    for (const who of members) await ipo.subscribe(own(), who, { ipoId: id, lots: 1 });
    app.clock.advance(2 * HOUR);
    await ipo.tick();
    const outcome = await Promise.all(members.map(async (who) => ({ who, application: (await ipo.applicationOf(who, id))! })));
    const [payer, forfeiter] = outcome.filter((o) => o.application.status === 'awaitingPayment');
    const loser = outcome.find((o) => o.application.status === 'lost')!;

    // Paying one lot spends the ¥120,000 hold into margin; nothing else moves.
    expect(await ipo.pay(own(), payer!.who, payer!.application.id)).toMatchObject({
      status: 'paid',
      positionId: expect.any(Number),
    });
    expect(await cash(payer!.who)).toEqual({ available: '380000', frozen: '0', margin: '120000' });
    // Once paid, nothing is payable and the ¥120,000 shows as paid (not "payable ¥0").
    const paidView = (await createOfferingsQueries({ db: app.db }).applications(payer!.who, { page: 1, size: 10 }, 'jp'))
      .items[0];
    expect(paidView).toMatchObject({ status: 'paid', amountPayable: '0', amountPaid: '120000' });
    expect(await ipo.pay(own(), payer!.who, payer!.application.id)).toMatchObject({ rejected: 'application_not_payable' });
    expect(await ipo.pay(own(), loser.who, loser.application.id)).toMatchObject({ rejected: 'application_not_payable' });
    expect(await ipo.pay(own(), loser.who, forfeiter!.application.id)).toMatchObject({ rejected: 'not_found' });
    expect(await cash(payer!.who)).toEqual({ available: '380000', frozen: '0', margin: '120000' });

    // payBy is 28 h after the draw: nothing 25 h before it; 24 h before it the unpaid winner is reminded, once.
    app.clock.advance(3 * HOUR);
    await ipo.tick();
    const early = await app.db.pool.query("SELECT 1 FROM messages WHERE kind = 'ipo_payment_due' AND member_id = ANY($1)", [
      members,
    ]);
    expect(early.rows).toHaveLength(0);
    app.clock.advance(HOUR);
    await ipo.tick();
    await ipo.tick();
    const reminders = await app.db.pool.query(
      "SELECT member_id FROM messages WHERE kind = 'ipo_payment_due' AND member_id = ANY($1)",
      [members],
    );
    expect(reminders.rows.map((r) => r.member_id)).toEqual([forfeiter!.who]);

    // At payBy the unpaid lot is forfeited and goes to the next ranked entry still short: the loser.
    app.clock.advance(24 * HOUR);
    await ipo.tick();
    expect(await ipo.applicationOf(forfeiter!.who, id)).toMatchObject({ status: 'forfeited', allottedLots: 0, forfeitedLots: 1 });
    expect(await cash(forfeiter!.who)).toEqual({ available: '500000', frozen: '0', margin: '0' });
    const moved = await ipo.applicationOf(loser.who, id);
    expect(moved).toMatchObject({ status: 'awaitingPayment', allottedLots: 1 });
    // A day to pay, but no later than listing, which is 20 h away (48 h after the draw).
    expect(moved!.payBy!.getTime()).toBe(app.clock.now.getTime() + 20 * HOUR);
    expect(await cash(loser.who)).toEqual({ available: '380000', frozen: '120000', margin: '0' });
    expect(await ipo.pay(own(), forfeiter!.who, forfeiter!.application.id)).toMatchObject({
      rejected: 'application_not_payable',
    });
    expect(await ipo.pay(own(), loser.who, loser.application.id)).toMatchObject({
      status: 'paid',
      positionId: expect.any(Number),
    });

    // The published draw is the draw itself: forfeits don't rewrite it.
    const published = await ipo.publishedDraw(id);
    if (isRejection(published)) throw new Error(published.rejected);
    expect(published.allotments.map((a) => a.applicationId).sort()).toEqual(
      [String(payer!.application.id), String(forfeiter!.application.id)].sort(),
    );
    await trialBalanceIsZero();
  });
});

describe('what members read', () => {
  it('shows the commitment but never the seed before the draw, and each application with what is held and payable', async () => {
    const queries = createOfferingsQueries({ db: app.db });
    const id = await create(terms('9109', 1));
    expect(await queries.detail(id, null, 'jp')).toMatchObject({
      name: 'カブトロボティクス',
      status: 'upcoming',
      commitment: null,
    });
    app.clock.advance(HOUR);
    await ipo.tick();
    const [a, b] = await Promise.all([1, 2].map(() => member(500_000n)));
    await ipo.subscribe(own(), a!, { ipoId: id, lots: 2 });
    await ipo.subscribe(own(), b!, { ipoId: id, lots: 2 });
    const open = await queries.detail(id, a!, 'en');
    expect(JSON.stringify(open)).not.toContain(SEED);
    // 2 lots × 100 shares × ¥1,200 = ¥240,000 held while waiting for the draw.
    expect(open).toMatchObject({ applicants: 2, price: '1200', myApplication: { status: 'waitingDraw', held: '240000' } });
    expect((await queries.list('subscribing', 'tw')).map((o) => o.symbol)).toContain('9109');

    app.clock.advance(2 * HOUR);
    await ipo.tick();
    // One lot offered: the winner holds and owes 1 × ¥120,000, the loser nothing.
    const views = await Promise.all(
      [a!, b!].map(async (who) => (await queries.applications(who, { page: 1, size: 10 }, 'en')).items[0]),
    );
    const won = views.find((v) => v!.status === 'awaitingPayment')!;
    const lost = views.find((v) => v!.status === 'lost')!;
    expect(won).toMatchObject({ allottedLots: 1, held: '120000', amountPayable: '120000', amountPaid: '0' });
    expect(lost).toMatchObject({ allottedLots: 0, held: '0', amountPayable: '0', payBy: null });
    const staffView = (await queries.adminList()).find((o) => o.id === id);
    expect(staffView).toMatchObject({ lotsRequested: 4, lotsAllotted: 1, lotsPaid: 0, status: 'drawn' });
  });
});

describe('staff', () => {
  it('can change names but not the terms that decide the draw once applications open', async () => {
    const t = terms('9104');
    const id = await create(t);
    expect(await ipo.save(id, { ...t, lotsOffered: 9 }, audit)).toEqual({ id });
    app.clock.advance(HOUR);
    await ipo.tick();
    expect(await ipo.save(id, { ...t, lotsOffered: 10 }, audit)).toMatchObject({ rejected: 'offering_frozen' });
    expect(await ipo.save(id, { ...t, lotsOffered: 9, price: asPrice(130_000n) }, audit)).toMatchObject({
      rejected: 'offering_frozen',
    });
    const renamed = { ...t, lotsOffered: 9, names: { ...t.names, en: 'Kabuto Robotics Inc.' } };
    expect(await ipo.save(id, renamed, audit)).toEqual({ id });
    const logged = await app.db.pool.query('SELECT action FROM audit_log WHERE target = $1 ORDER BY id', [`IPO-${id}`]);
    expect(logged.rows.map((r) => r.action)).toEqual(['ipo.create', 'ipo.update', 'ipo.update']);
    await ipo.cancel(id, 'test over', audit);
  });

  it('cancels an offering, releasing every hold, and later applications are refused', async () => {
    const id = await create(terms('9105'));
    app.clock.advance(HOUR);
    await ipo.tick();
    const members = await Promise.all([1, 2].map(() => member(300_000n)));
    for (const who of members) await ipo.subscribe(own(), who, { ipoId: id, lots: 2 });
    expect(await cash(members[0]!)).toEqual({ available: '60000', frozen: '240000', margin: '0' });
    expect(await ipo.cancel(id, '', audit)).toMatchObject({ rejected: 'invalid_input' });
    expect(await ipo.cancel(id, 'Issuer withdrew the listing', audit)).toEqual({});
    for (const who of members) expect(await cash(who)).toEqual({ available: '300000', frozen: '0', margin: '0' });
    expect(await ipo.subscribe(own(), await member(300_000n), { ipoId: id, lots: 1 })).toMatchObject({
      rejected: 'offering_cancelled',
    });
    expect(await ipo.cancel(id, 'again', audit)).toMatchObject({ rejected: 'wrong_state' });
    await trialBalanceIsZero();
  });
  it('refunds a paid allotment from margin when an offering is cancelled after its draw', async () => {
    const id = await create(terms('9108', 2));
    app.clock.advance(HOUR);
    await ipo.tick();
    const [payer, holder] = await Promise.all([1, 2].map(() => member(500_000n)));
    for (const who of [payer!, holder!]) await ipo.subscribe(own(), who, { ipoId: id, lots: 1 });
    app.clock.advance(2 * HOUR);
    await ipo.tick();
    await ipo.pay(own(), payer!, (await ipo.applicationOf(payer!, id))!.id);
    expect(await cash(payer!)).toEqual({ available: '380000', frozen: '0', margin: '120000' });
    expect(await ipo.cancel(id, 'Listing postponed', audit)).toEqual({});
    // Both whole again: the payer's ¥120,000 back from margin, the holder's hold released.
    for (const who of [payer!, holder!]) expect(await cash(who)).toEqual({ available: '500000', frozen: '0', margin: '0' });
    expect(await ipo.applicationOf(payer!, id)).toMatchObject({ status: 'cancelled' });
    await trialBalanceIsZero();
  });
});

describe('load', () => {
  it('holds exactly for 200 members applying at once', async () => {
    const id = await create(terms('9106', 50));
    app.clock.advance(HOUR);
    await ipo.tick();
    // Member i asks for 1 + i mod 3 lots with ¥250,000: those asking 3 lots (¥360,000) are refused.
    const members = await Promise.all(Array.from({ length: 200 }, () => member(250_000n)));
    const results = await Promise.all(members.map((who, i) => ipo.subscribe(own(), who, { ipoId: id, lots: 1 + (i % 3) })));
    const accepted = results.filter((r) => !isRejection(r)).length;
    // i mod 3 = 2 for 66 of 0..199, so 134 are held.
    expect(accepted).toBe(134);
    expect(results.filter(isRejection).every((r) => r.rejected === 'insufficient_funds')).toBe(true);
    for (const [i, who] of members.entries()) {
      const lots = 1 + (i % 3);
      const held = lots === 3 ? 0n : BigInt(lots) * 120_000n;
      expect(await cash(who)).toEqual({ available: String(250_000n - held), frozen: String(held), margin: '0' });
    }
    // 67 × ¥120,000 + 67 × ¥240,000 = ¥24,120,000 held in all.
    const total = await app.db.pool.query(
      "SELECT sum(amount) AS sum FROM holds WHERE purpose = 'application' AND status = 'held' AND reference IN (SELECT 'IPO-A' || id FROM offering_applications WHERE offering_id = $1)",
      [id],
    );
    expect(total.rows[0].sum).toBe('24120000');
    await trialBalanceIsZero();
  });
});
