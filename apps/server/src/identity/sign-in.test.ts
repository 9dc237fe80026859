import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.call('/user/register', {
    account: '0811110000',
    password: 'right1234',
    confirmPassword: 'right1234',
    inviteCode: 'KABUTO',
  });
});
afterAll(() => app.close());

const login = (account: string, password: string, agree: unknown = true) => app.call('/user/login', { account, password, agree });
const sessionsOf = async (account: string) =>
  Number(
    (
      await app.db.pool.query(
        'SELECT count(*) FROM member_sessions s JOIN members m ON m.id = s.member_id WHERE m.account = $1',
        [account],
      )
    ).rows[0].count,
  );

describe('sign-in', () => {
  it('signs the demo member in', async () => {
    const reply = await login('0900000001', 'demo1234');
    expect(reply.statusCode).toBe(200);
    expect(reply.body.data.account).toBe('0900000001');
  });

  it('gives one message for an unknown account and a wrong password', async () => {
    const unknown = await login('0899999999', 'right1234');
    const wrong = await login('0811110000', 'wrong1234');
    for (const reply of [unknown, wrong]) {
      expect(reply.statusCode).toBe(422);
      expect(reply.body).toMatchObject({ status: 0, code: 'credentials_invalid' });
    }
    expect(unknown.body.msg).toBe(wrong.body.msg);
  });

  it.each([
    { case: 'the agreement unticked', body: { agree: false }, field: 'agree', code: 'agreement_required' },
    { case: 'the agreement missing', body: { agree: undefined }, field: 'agree', code: 'agreement_required' },
    { case: 'a non-phone account', body: { account: 'ABCDEFGHIJ' }, field: 'account', code: 'not_phone_number' },
    { case: 'no password', body: { password: '' }, field: 'password', code: 'required' },
  ])('refuses $case with 400 and starts no session', async ({ body, field, code }) => {
    const before = await sessionsOf('0811110000');
    const reply = await app.call('/user/login', { account: '0811110000', password: 'right1234', agree: true, ...body });
    expect(reply.statusCode).toBe(400);
    expect(reply.body.fields?.[field]).toBe(code);
    expect(await sessionsOf('0811110000')).toBe(before);
  });

  it.each([
    { flag: 'frozen', code: 'account_frozen' },
    { flag: 'login_banned', code: 'account_login_banned' },
    { flag: 'disabled', code: 'account_disabled' },
  ])('refuses a $flag account with 403 $code', async ({ flag, code }) => {
    await app.call('/user/register', {
      account: '0822220000',
      password: 'right1234',
      confirmPassword: 'right1234',
      inviteCode: 'KABUTO',
    });
    await app.db.pool.query(
      `UPDATE members SET frozen = $1, login_banned = $2, disabled = $3 WHERE account = '0822220000'`,
      ['frozen', 'login_banned', 'disabled'].map((name) => name === flag),
    );
    const before = await sessionsOf('0822220000');
    const reply = await login('0822220000', 'right1234');
    expect(reply.statusCode).toBe(403);
    expect(reply.body.code).toBe(code);
    expect(await sessionsOf('0822220000')).toBe(before);
  });

  it('locks the account for 15 minutes after 10 failures within 15 minutes', async () => {
    await app.call('/user/register', {
      account: '0833330000',
      password: 'right1234',
      confirmPassword: 'right1234',
      inviteCode: 'KABUTO',
    });
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await login('0833330000', 'wrong1234')).body.code).toBe('credentials_invalid');
    }
    const tenth = await login('0833330000', 'wrong1234');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.body).toMatchObject({ code: 'sign_in_locked', params: { minutes: 15 } });
    // Even the right password is refused while locked.
    expect((await login('0833330000', 'right1234')).body.code).toBe('sign_in_locked');
    app.clock.advance(14 * 60_000);
    expect((await login('0833330000', 'right1234')).body).toMatchObject({ code: 'sign_in_locked', params: { minutes: 1 } });
    app.clock.advance(60_000);
    expect((await login('0833330000', 'right1234')).statusCode).toBe(200);
  });

  it('does not lock when the failures are spread over more than 15 minutes', async () => {
    await app.call('/user/register', {
      account: '0844440000',
      password: 'right1234',
      confirmPassword: 'right1234',
      inviteCode: 'KABUTO',
    });
    for (let attempt = 1; attempt <= 9; attempt++) await login('0844440000', 'wrong1234');
    app.clock.advance(15 * 60_000);
    expect((await login('0844440000', 'wrong1234')).body.code).toBe('credentials_invalid');
    expect((await login('0844440000', 'right1234')).statusCode).toBe(200);
  });

  it('answers 429 when one address tries too often', async () => {
    const limited = await import('../../test/test-app').then((module) => module.startTestApp({ SIGN_IN_RATE_LIMIT: '3' }));
    try {
      const codes = [];
      for (let attempt = 0; attempt < 4; attempt++)
        codes.push((await limited.call('/user/login', { account: '0900000001', password: 'demo1234', agree: true })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
