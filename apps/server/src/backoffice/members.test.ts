import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ownerToken, signUp, staffToken, verifiedMember } from '../../test/fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const memberId = async (account: string) =>
  (await app.db.pool.query('SELECT id FROM members WHERE account = $1', [account])).rows[0].id as number;

describe('members in the back office', () => {
  it('finds a member by account and shows verification, cards, sessions and audit trail', async () => {
    const session = await verifiedMember(app);
    await app.call(
      '/user/addBankCard',
      {
        holderName: 'Yamada Taro',
        holderNameKana: 'ヤマダ タロウ',
        cardNumber: '5552222',
        accountType: 'toza',
        bankName: 'MUFG',
        branchName: 'Ginza',
        branchCode: '001',
      },
      session,
    );
    const support = await staffToken(app, 'support');
    const found = await app.admin('/users/list', { keyword: session.account, page: 1, size: 5 }, support);
    expect(found.body.data.items).toHaveLength(1);
    const detail = (await app.admin('/users/detail', { userId: found.body.data.items[0].id }, support)).body.data;
    expect(detail).toMatchObject({ account: session.account, kycStatus: 'verified', realName: 'Yamada Taro' });
    expect(detail.cards[0]).toMatchObject({
      cardNumberMasked: '***2222',
      cardType: 'bank_account',
      accountType: 'toza',
      holderName: 'Yamada Taro',
      holderNameKana: 'ヤマダ タロウ',
      branchCode: '001',
    });
    expect(detail.sessions.length).toBeGreaterThan(0);
    expect(detail.submissions[0].status).toBe('verified');
    expect(detail.audit[0].action).toBe('kyc.review');
  });

  it('freezes a member with a reason: sessions end, sign-in is refused, the audit log and the member are told', async () => {
    const session = await signUp(app);
    const userId = await memberId(session.account);
    const owner = await ownerToken(app);
    const reply = await app.admin('/users/restrict', { userId, flags: { frozen: true }, reason: 'Suspicious activity' }, owner);
    expect(reply.statusCode).toBe(200);
    expect((await app.call('/user/info', {}, session)).statusCode).toBe(401);
    expect((await app.call('/user/login', { account: session.account, password: 'hanami2026', agree: true })).body.code).toBe(
      'account_frozen',
    );
    const audit = (await app.admin('/users/detail', { userId }, owner)).body.data.audit[0];
    expect(audit).toMatchObject({
      action: 'member.restrict',
      before: { frozen: false },
      after: { frozen: true, reason: 'Suspicious activity' },
    });

    await app.admin('/users/restrict', { userId, flags: { frozen: false }, reason: 'Cleared' }, owner);
    const back = await app.call('/user/login', { account: session.account, password: 'hanami2026', agree: true });
    expect(back.statusCode).toBe(200);
    const kinds = (await app.call('/user/messages', { page: 1, size: 10 }, back.body.data)).body.data.items.map(
      (item: { kind: string }) => item.kind,
    );
    expect(kinds.filter((kind: string) => kind === 'account_restricted')).toHaveLength(2);
  });

  it('keeps sessions for a trade bar', async () => {
    const session = await signUp(app);
    const userId = await memberId(session.account);
    await app.admin('/users/restrict', { userId, flags: { tradeBarred: true }, reason: 'Margin review' }, await ownerToken(app));
    const info = await app.call('/user/info', {}, session);
    expect(info.body.data.restrictions).toMatchObject({ tradeBarred: true, frozen: false });
  });

  it.each([
    { case: 'no reason', body: { flags: { frozen: true }, reason: '' }, status: 400 },
    { case: 'an unknown flag', body: { flags: { rich: true }, reason: 'x' }, status: 400 },
    { case: 'an unknown member', body: { userId: 999_999, flags: { frozen: true }, reason: 'x' }, status: 404 },
  ])('refuses $case and changes nothing', async ({ body, status }) => {
    const session = await signUp(app);
    const userId = await memberId(session.account);
    const reply = await app.admin('/users/restrict', { userId, ...body }, await ownerToken(app));
    expect(reply.statusCode).toBe(status);
    expect((await app.call('/user/info', {}, session)).statusCode).toBe(200);
  });

  it('lets only owners restrict', async () => {
    const session = await signUp(app);
    const userId = await memberId(session.account);
    for (const role of ['reviewer', 'support'] as const) {
      const reply = await app.admin(
        '/users/restrict',
        { userId, flags: { disabled: true }, reason: 'x' },
        await staffToken(app, role),
      );
      expect(reply.statusCode).toBe(403);
    }
    expect((await app.call('/user/info', {}, session)).body.data.restrictions.disabled).toBe(false);
  });
});
