/**
 * Rewards through HTTP with a clock the test moves: the streak across Japan days and its midnight,
 * a second check-in refused, fifty at once paying once, and the referral reward paid to the inviter
 * exactly once after both conditions, whichever comes first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { deposit, ownerToken, signUp, submitVerification, type Session } from '../../test/fixtures';
import { createRewardsService } from './rewards.service';

let app: TestApp;
let seededAt: Date;

beforeAll(async () => {
  app = await startTestApp();
  seededAt = app.clock.now;
});
afterAll(() => app.close());

const status = async (session: Session) => (await app.call('/rewards/status', {}, session)).body.data;
const checkIn = (session: Session) => app.call('/rewards/checkIn', {}, session);
const available = async (session: Session) => (await app.call('/user/info', {}, session)).body.data.available as string;
const referrals = async (session: Session) => (await app.call('/rewards/referrals', { page: 1, size: 20 }, session)).body.data;

/** Moves the clock to `iso` and signs the member in again (a session ends after half an hour idle). */
async function later(iso: string, session: Session): Promise<Session> {
  app.clock.now = new Date(iso);
  const reply = await app.call('/user/login', { account: session.account, password: 'hanami2026', agree: true });
  expect(reply.statusCode).toBe(200);
  return { token: reply.body.data.token, account: session.account };
}

/** Signs a new member up with `inviter`'s invite code. */
let nextInvitee = 5_000;
async function invitedBy(inviter: Session): Promise<Session> {
  const { inviteCode } = (await app.call('/user/info', {}, inviter)).body.data;
  const account = `07${String(nextInvitee++).padStart(8, '0')}`;
  const reply = await app.call('/user/register', { account, password: 'hanami2026', confirmPassword: 'hanami2026', inviteCode });
  expect(reply.statusCode).toBe(200);
  return { token: reply.body.data.token, account };
}

async function memberId(session: Session): Promise<number> {
  return (await app.db.pool.query('SELECT member_id FROM member_directory WHERE account = $1', [session.account])).rows[0]
    .member_id;
}

async function verify(session: Session) {
  const id = await submitVerification(app, session);
  expect((await app.admin('/kyc/review', { id, approve: true, reason: '' }, await ownerToken(app))).statusCode).toBe(200);
}

async function expectBooksBalance() {
  const currencies = (await app.admin('/ledger/trialBalance', {}, await ownerToken(app))).body.data;
  for (const row of currencies) expect(row).toMatchObject({ sum: '0', mismatches: 0 });
}

describe('the demo data', () => {
  it('gives the demo member a three-day streak and an invited friend in each state, through the rewards rules', async () => {
    app.clock.now = seededAt;
    const login = await app.call('/user/login', { account: '0900000001', password: 'demo1234', agree: true });
    const demo = { token: login.body.data.token, account: '0900000001' };
    // Check-ins of days 1–3 (10 + 10 + 20) and one referral reward (200): 240; today is day 4, ¥20.
    expect(await status(demo)).toMatchObject({ checkedInToday: false, streak: 3, nextReward: '20', earned: '240' });
    expect((await referrals(demo)).items.map((referral: { status: string }) => referral.status)).toEqual([
      'joined',
      'verified',
      'rewarded',
    ]);
    await expectBooksBalance();
  });
});

describe('the daily check-in', () => {
  it('counts the streak in Japan days across midnight in Tokyo, refuses a second the same day and starts again after a missed day', async () => {
    // 23:59 on Tuesday 24 November in Tokyo.
    app.clock.now = new Date('2026-11-24T14:59:00Z');
    let session = await signUp(app);
    expect(await status(session)).toMatchObject({ checkedInToday: false, streak: 0, nextReward: '10', today: '2026-11-24' });
    expect((await checkIn(session)).body).toMatchObject({ status: 1, data: { reward: '10', streak: 1, date: '2026-11-24' } });

    const again = await checkIn(session);
    expect(again.statusCode).toBe(409);
    expect(again.body.code).toBe('already_checked_in');
    expect(await available(session)).toBe('10');

    // One minute later it is Wednesday in Tokyo: day 2 of the streak.
    app.clock.advance(60_000);
    expect(await status(session)).toMatchObject({ checkedInToday: false, streak: 1, nextReward: '10' });
    expect((await checkIn(session)).body.data).toMatchObject({ reward: '10', streak: 2, date: '2026-11-25' });
    // Day 3 (Thursday, late evening in Tokyo): the table's third row, ¥20.
    session = await later('2026-11-26T12:00:00Z', session);
    expect((await checkIn(session)).body.data).toMatchObject({ reward: '20', streak: 3 });
    expect(await status(session)).toMatchObject({
      checkedInToday: true,
      streak: 3,
      nextReward: '20',
      earned: '40',
      checkInDates: ['2026-11-24', '2026-11-25', '2026-11-26'],
    });

    // Friday missed: on Saturday the streak is gone and starts again at day 1.
    session = await later('2026-11-28T01:00:00Z', session);
    expect(await status(session)).toMatchObject({ streak: 0, nextReward: '10' });
    expect((await checkIn(session)).body.data).toMatchObject({ reward: '10', streak: 1 });
    // 10 + 10 + 20 + 10 = 50
    expect(await available(session)).toBe('50');

    const records = (await app.call('/funds/records', { type: 'reward', page: 1, size: 10 }, session)).body.data.items;
    expect(records).toHaveLength(4);
    expect(records[0]).toMatchObject({
      type: 'reward',
      amount: '10',
      currency: 'JPY',
      status: 'done',
      remark: 'check_in_reward',
    });
    expect(records[0].orderNo).toBe(`CHK-${await memberId(session)}-20261128`);
    await expectBooksBalance();
  });

  it('answers a repeated Idempotency-Key with the first reply and pays once', async () => {
    const session = await signUp(app);
    app.clock.now = new Date('2026-11-25T03:00:00Z');
    const keyed = { ...session, 'idempotency-key': 'check-in-key-0001' };
    const first = await app.call('/rewards/checkIn', {}, keyed);
    const again = await app.call('/rewards/checkIn', {}, keyed);
    expect(first.body).toMatchObject({ status: 1, data: { reward: '10', streak: 1 } });
    expect(again.body).toEqual(first.body);
    expect(await available(session)).toBe('10');
  });

  it('pays exactly one reward when fifty check-ins of one member arrive at once', async () => {
    const session = await signUp(app);
    app.clock.now = new Date('2026-11-25T03:00:00Z');
    const replies = await Promise.all(Array.from({ length: 50 }, () => checkIn(session)));
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    expect(await available(session)).toBe('10');
    const entries = await app.db.pool.query("SELECT count(*) FROM ledger_entries WHERE reason = 'reward' AND member_id = $1", [
      await memberId(session),
    ]);
    expect(Number(entries.rows[0].count)).toBe(1);
    await expectBooksBalance();
  });
});

describe('the referral reward', () => {
  it('is paid to the inviter once the invitee is verified and a first deposit approved, and never again', async () => {
    app.clock.now = new Date('2026-11-25T03:00:00Z');
    const inviter = await signUp(app);
    const invitee = await invitedBy(inviter);
    expect((await referrals(inviter)).items).toMatchObject([{ status: 'joined', reward: '0', rewardedAt: null }]);
    expect((await referrals(inviter)).items[0].account).toBe(`${invitee.account.slice(0, 3)}*****${invitee.account.slice(-2)}`);

    await verify(invitee);
    expect((await referrals(inviter)).items).toMatchObject([{ status: 'verified', reward: '0' }]);
    expect(await available(inviter)).toBe('0');

    await deposit(app, invitee, '50000');
    expect((await referrals(inviter)).items).toMatchObject([{ status: 'rewarded', reward: '200' }]);
    expect(await available(inviter)).toBe('200');
    const messages = (await app.call('/user/messages', { page: 1, size: 10 }, { ...inviter, lang: 'en' })).body.data.items;
    expect(messages.filter((message: { kind: string }) => message.kind === 'referral_rewarded')).toHaveLength(1);

    // A second deposit of the invitee pays nothing more.
    await deposit(app, invitee, '30000');
    expect(await available(inviter)).toBe('200');
    expect(await available(invitee)).toBe('80000');
    const records = (await app.call('/funds/records', { type: 'reward', page: 1, size: 10 }, inviter)).body.data.items;
    expect(records).toMatchObject([{ amount: '200', orderNo: `REF-${await memberId(invitee)}`, remark: 'referral_reward' }]);
    const staffView = await app.admin('/rewards/member', { userId: await memberId(inviter) }, await ownerToken(app));
    expect(staffView.body.data).toMatchObject({
      earned: '200',
      checkIns: [],
      referrals: [{ memberId: await memberId(invitee), account: invitee.account, status: 'rewarded', reward: '200' }],
    });
    await expectBooksBalance();
  });

  it('pays the inviter, never the invitee', async () => {
    const invitee = await invitedBy(await signUp(app));
    await verify(invitee);
    await deposit(app, invitee, '20000');
    expect(await status(invitee)).toMatchObject({ earned: '0', referralReward: '200' });
    expect(await available(invitee)).toBe('20000');
  });

  it.each([
    { order: ['depositApproved', 'identityVerified'] as const },
    { order: ['identityVerified', 'depositApproved'] as const },
    { order: ['depositApproved', 'depositApproved', 'identityVerified', 'depositApproved', 'identityVerified'] as const },
  ])('pays once whatever order the events come in: $order', async ({ order }) => {
    // The hooks as identity and funds call them inside their transactions.
    const rewards = createRewardsService({ db: app.db, clock: () => app.clock.now, config: app.config, bus: app.bus });
    const inviter = await signUp(app);
    const invitee = await invitedBy(inviter);
    const inviteeId = await memberId(invitee);
    const seen = new Set<string>();
    for (const event of order) {
      await app.db.transaction((tx) => rewards.hooks[event](tx, inviteeId, app.clock.now));
      seen.add(event);
      // Paid once both kinds of event have happened, and not again for a repeat.
      expect(await available(inviter)).toBe(seen.size === 2 ? '200' : '0');
    }
    expect((await referrals(inviter)).items).toMatchObject([{ status: 'rewarded', reward: '200' }]);
    await expectBooksBalance();
  });
});

describe('the marketing cost', () => {
  it('equals what left the house rewards account, by kind and in all', async () => {
    const cost = (await app.admin('/rewards/cost', {}, await ownerToken(app))).body.data;
    // Independently, from the ledger: the house rewards account's postings, by the kind of reference.
    const { rows } = await app.db.pool.query(
      `SELECT e.reference LIKE 'REF-%' AS referral, count(*)::int AS count, -sum(p.amount) AS total
         FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN ledger_entries e ON e.id = p.entry_id
        WHERE a.key = 'house:JPY:rewards' GROUP BY 1`,
    );
    const byKind = (referral: boolean) => rows.find((row) => row.referral === referral) ?? { count: 0, total: '0' };
    expect(cost.checkIns).toEqual({ count: byKind(false).count, total: String(byKind(false).total) });
    expect(cost.referrals).toEqual({ count: byKind(true).count, total: String(byKind(true).total) });
    expect(cost.total).toBe(String(BigInt(byKind(false).total) + BigInt(byKind(true).total)));
    expect(BigInt(cost.total)).toBeGreaterThan(0n);
  });
});
