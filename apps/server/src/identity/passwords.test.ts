import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { rowCount, signUp, type Session } from '../../test/fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const passwordHash = async (session: Session) =>
  (await app.db.pool.query('SELECT password_hash, fund_password_hash FROM members WHERE account = $1', [session.account]))
    .rows[0];

describe('login password', () => {
  it('changes with the old password and signs out every other session', async () => {
    const session = await signUp(app);
    const elsewhere = (await app.call('/user/login', { account: session.account, password: 'hanami2026', agree: true })).body
      .data;
    const reply = await app.call(
      '/user/changePassword',
      { oldPassword: 'hanami2026', newPassword: 'newpass99', confirmPassword: 'newpass99' },
      session,
    );
    expect(reply.statusCode).toBe(200);
    expect((await app.call('/user/info', {}, session)).statusCode).toBe(200);
    expect((await app.call('/user/info', {}, elsewhere)).statusCode).toBe(401);
    expect((await app.call('/user/login', { account: session.account, password: 'newpass99', agree: true })).statusCode).toBe(
      200,
    );
    const messages = await app.call('/user/messages', { page: 1, size: 10 }, session);
    expect(messages.body.data.items.map((item: { kind: string }) => item.kind)).toContain('password_changed');
  });

  it.each([
    { case: 'a wrong old password', body: { oldPassword: 'wrong1234' }, status: 422, code: 'old_password_wrong' },
    { case: 'a weak new password', body: { newPassword: 'short', confirmPassword: 'short' }, status: 400, code: 'invalid_input' },
    { case: 'a confirmation that differs', body: { confirmPassword: 'other999' }, status: 400, code: 'invalid_input' },
    { case: 'missing fields', body: { oldPassword: '' }, status: 400, code: 'invalid_input' },
  ])('refuses $case and changes nothing', async ({ body, status, code }) => {
    const session = await signUp(app);
    const before = await passwordHash(session);
    const reply = await app.call(
      '/user/changePassword',
      { oldPassword: 'hanami2026', newPassword: 'newpass99', confirmPassword: 'newpass99', ...body },
      session,
    );
    expect(reply.statusCode).toBe(status);
    expect(reply.body.code).toBe(code);
    expect(await passwordHash(session)).toEqual(before);
  });
});

describe('fund password', () => {
  it('is set the first time with the login password, and never returned', async () => {
    const session = await signUp(app);
    const reply = await app.call(
      '/user/setFundPassword',
      { loginPassword: 'hanami2026', fundPassword: '246810', confirmFundPassword: '246810' },
      session,
    );
    expect(reply.statusCode).toBe(200);
    const info = await app.call('/user/info', {}, session);
    expect(info.body.data.hasFundPassword).toBe(true);
    expect(JSON.stringify(info.body)).not.toContain('246810');
    expect((await passwordHash(session)).fund_password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    {
      case: 'five digits',
      body: { fundPassword: '12345', confirmFundPassword: '12345' },
      field: 'fundPassword',
      code: 'fund_password_rule',
    },
    {
      case: 'letters',
      body: { fundPassword: '12345a', confirmFundPassword: '12345a' },
      field: 'fundPassword',
      code: 'fund_password_rule',
    },
    {
      case: 'a confirmation that differs',
      body: { confirmFundPassword: '111111' },
      field: 'confirmFundPassword',
      code: 'passwords_differ',
    },
    { case: 'no login password the first time', body: { loginPassword: undefined }, field: 'loginPassword', code: 'required' },
  ])('refuses $case with 400 and sets nothing', async ({ body, field, code }) => {
    const session = await signUp(app);
    const reply = await app.call(
      '/user/setFundPassword',
      { loginPassword: 'hanami2026', fundPassword: '246810', confirmFundPassword: '246810', ...body },
      session,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.body.fields?.[field]).toBe(code);
    expect((await passwordHash(session)).fund_password_hash).toBeNull();
  });

  it('refuses a wrong login password the first time', async () => {
    const session = await signUp(app);
    const reply = await app.call(
      '/user/setFundPassword',
      { loginPassword: 'wrong1234', fundPassword: '246810', confirmFundPassword: '246810' },
      session,
    );
    expect(reply.body.code).toBe('login_password_wrong');
    expect((await passwordHash(session)).fund_password_hash).toBeNull();
  });

  it('changes only with the old fund password, and locks for an hour after five wrong ones', async () => {
    const session = await signUp(app);
    await app.call(
      '/user/setFundPassword',
      { loginPassword: 'hanami2026', fundPassword: '246810', confirmFundPassword: '246810' },
      session,
    );
    const change = (old: string) =>
      app.call('/user/setFundPassword', { oldFundPassword: old, fundPassword: '135790', confirmFundPassword: '135790' }, session);
    const needsOld = await app.call(
      '/user/setFundPassword',
      { loginPassword: 'hanami2026', fundPassword: '135790', confirmFundPassword: '135790' },
      session,
    );
    expect(needsOld.body.fields).toEqual({ oldFundPassword: 'required' });
    const before = (await passwordHash(session)).fund_password_hash;
    for (let attempt = 1; attempt <= 4; attempt++) expect((await change('000000')).body.code).toBe('fund_password_wrong');
    const fifth = await change('000000');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.body).toMatchObject({ code: 'fund_password_locked', params: { minutes: 60 } });
    expect((await change('246810')).body.code).toBe('fund_password_locked');
    expect((await passwordHash(session)).fund_password_hash).toBe(before);
    app.clock.advance(60 * 60_000);
    const session2 = (await app.call('/user/login', { account: session.account, password: 'hanami2026', agree: true })).body.data;
    expect(
      (
        await app.call(
          '/user/setFundPassword',
          { oldFundPassword: '246810', fundPassword: '135790', confirmFundPassword: '135790' },
          session2,
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('messages', () => {
  it('lists notices in the reader’s language with an unread count, and marks one read', async () => {
    const session = await signUp(app);
    await app.call('/user/login', { account: session.account, password: 'hanami2026', agree: true });
    const inJapanese = await app.call('/user/messages', { page: 1, size: 10 }, { ...session, lang: 'jp' });
    expect(inJapanese.body.data.unread).toBe(1);
    expect(inJapanese.body.data.items[0]).toMatchObject({ kind: 'new_sign_in', title: '新しいログイン', read: false });
    const inEnglish = await app.call('/user/messages', { page: 1, size: 10 }, { ...session, lang: 'en' });
    expect(inEnglish.body.data.items[0].title).toBe('New sign-in');
    const id = inEnglish.body.data.items[0].id;
    expect((await app.call('/user/readMessage', { id }, session)).statusCode).toBe(200);
    expect((await app.call('/user/info', {}, session)).body.data.unreadMessages).toBe(0);
  });

  it("cannot read or mark another member's notice", async () => {
    const owner = await signUp(app);
    await app.call('/user/login', { account: owner.account, password: 'hanami2026', agree: true });
    const id = (await app.call('/user/messages', { page: 1, size: 1 }, owner)).body.data.items[0].id;
    const other = await signUp(app);
    const before = await rowCount(app, 'messages WHERE read_at IS NOT NULL');
    expect((await app.call('/user/readMessage', { id }, other)).statusCode).toBe(404);
    expect(await rowCount(app, 'messages WHERE read_at IS NOT NULL')).toBe(before);
  });
});
