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

  it('refuses an account that exists with 422', async () => {
    const reply = await app.call('/user/register', {
      account: '0900000001',
      password: 'hanami2026',
      confirmPassword: 'hanami2026',
      inviteCode: 'KABUTO',
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.body.code).toBe('account_exists');
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
