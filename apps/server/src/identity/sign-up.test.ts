import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function memberCount(): Promise<number> {
  return Number((await app.db.pool.query('SELECT count(*) FROM members')).rows[0].count);
}

describe('sign-up', () => {
  it('opens an account with the demo invite code and returns a working session', async () => {
    const reply = await app.call('/user/register', {
      account: '0811112222',
      password: 'hanami2026',
      confirmPassword: 'hanami2026',
      inviteCode: 'kabuto',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toMatchObject({ status: 1, msg: 'ok', data: { account: '0811112222' } });
    const { token } = reply.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await app.call('/user/info', {}, { token, account: '0811112222' });
    expect(info.body.data).toMatchObject({ account: '0811112222', kycStatus: 'unverified', hasFundPassword: false });
  });

  it.each([
    { case: 'letters in the account', body: { account: '08111a2222' }, field: 'account', code: 'not_phone_number' },
    { case: 'nine digits', body: { account: '081111222' }, field: 'account', code: 'not_phone_number' },
    { case: 'eleven digits', body: { account: '08111122223' }, field: 'account', code: 'not_phone_number' },
    { case: 'a space in the account', body: { account: '08111 2222' }, field: 'account', code: 'not_phone_number' },
    { case: 'no account', body: { account: '' }, field: 'account', code: 'required' },
    { case: 'a short password', body: { password: 'ab12', confirmPassword: 'ab12' }, field: 'password', code: 'password_rule' },
    {
      case: 'a password without digits',
      body: { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      field: 'password',
      code: 'password_rule',
    },
    {
      case: 'a password without letters',
      body: { password: '12345678', confirmPassword: '12345678' },
      field: 'password',
      code: 'password_rule',
    },
    {
      case: 'a password of 65 characters',
      body: { password: 'a1'.repeat(33).slice(0, 65), confirmPassword: 'a1'.repeat(33).slice(0, 65) },
      field: 'password',
      code: 'password_rule',
    },
    {
      case: 'a confirmation that differs',
      body: { confirmPassword: 'hanami20265' },
      field: 'confirmPassword',
      code: 'passwords_differ',
    },
    { case: 'no invite code', body: { inviteCode: '' }, field: 'inviteCode', code: 'required' },
  ])('refuses $case with 400 $field=$code and writes nothing', async ({ body, field, code }) => {
    const before = await memberCount();
    const reply = await app.call('/user/register', {
      account: '0822223333',
      password: 'hanami2026',
      confirmPassword: 'hanami2026',
      inviteCode: 'KABUTO',
      ...body,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toMatchObject({ status: 0, code: 'invalid_input' });
    expect(reply.body.fields?.[field]).toBe(code);
    expect(await memberCount()).toBe(before);
  });

  it('refuses an invite code no member has with 422 and writes nothing', async () => {
    const before = await memberCount();
    const reply = await app.call('/user/register', {
      account: '0833334444',
      password: 'hanami2026',
      confirmPassword: 'hanami2026',
      inviteCode: 'NOSUCH',
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.body).toMatchObject({ code: 'inviter_not_found', msg: 'No member has this invite code.' });
    expect(await memberCount()).toBe(before);
  });

  it('answers a number that has an account as a sign-in would, and tells its owner', async () => {
    const attempt = { account: '0900000001', password: 'hanami2026', confirmPassword: 'hanami2026', inviteCode: 'KABUTO' };
    const signIn = await app.call('/user/login', { account: '0900000001', password: 'hanami2026', agree: true });
    const reply = await app.call('/user/register', attempt);
    // The same answer as a wrong password at sign-in, not "this account exists".
    expect(reply.statusCode).toBe(signIn.statusCode);
    expect(reply.body).toEqual(signIn.body);
    expect(reply.body.code).toBe('credentials_invalid');
    const { rows } = await app.db.pool.query(
      `SELECT m.params FROM messages m JOIN members u ON u.id = m.member_id
        WHERE u.account = '0900000001' AND m.kind = 'sign_up_attempt'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('signs the owner in when they sign up again with their own password', async () => {
    const reply = await app.call('/user/register', {
      account: '0900000001',
      password: 'demo1234',
      confirmPassword: 'demo1234',
      inviteCode: 'KABUTO',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body.data).toMatchObject({ account: '0900000001', token: expect.any(String) });
  });

  it('counts sign-up attempts on an existing number with sign-in failures, locking like any account', async () => {
    const attempt = { account: '0811112222', password: 'guess2026x', confirmPassword: 'guess2026x', inviteCode: 'KABUTO' };
    for (let index = 1; index <= 9; index++)
      expect((await app.call('/user/register', attempt)).body.code).toBe('credentials_invalid');
    expect((await app.call('/user/register', attempt)).body).toMatchObject({ code: 'sign_in_locked', params: { minutes: 15 } });
    app.clock.advance(15 * 60_000);
  });

  it('stores the password only as an argon2id hash at OWASP cost', async () => {
    const { rows } = await app.db.pool.query("SELECT password_hash FROM members WHERE account = '0811112222'");
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('records the inviter', async () => {
    const { rows } = await app.db.pool.query(
      "SELECT i.account FROM members m JOIN members i ON i.id = m.inviter_id WHERE m.account = '0811112222'",
    );
    expect(rows[0].account).toBe('0900000001');
  });
});
