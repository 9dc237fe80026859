/**
 * Guessing a login password is limited the same way everywhere it can be typed: sign-in,
 * changing the password and setting the first fund password share one lock per
 * (client address, account), and unknown accounts lock exactly like real ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const loginFrom = async (remoteAddress: string, account: string, password: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/vue/user/login',
    payload: { account, password, agree: true },
    remoteAddress,
  });
  return { statusCode: response.statusCode, body: response.json() };
};
const login = (account: string, password: string) => loginFrom('127.0.0.1', account, password);

describe('the sign-in lock per address and account', () => {
  it('locks an unknown account after ten failures, with the same answers as a real one', async () => {
    const real = await signUp(app);
    const answers = async (account: string) => {
      const replies = [];
      for (let attempt = 1; attempt <= 10; attempt++) replies.push(await login(account, 'wrong1234'));
      return replies.map((reply) => [reply.statusCode, reply.body.code, reply.body.params]);
    };
    const forReal = await answers(real.account);
    const forUnknown = await answers('0877770000');
    expect(forUnknown).toEqual(forReal);
    expect(forUnknown.at(-1)).toEqual([429, 'sign_in_locked', { minutes: 15 }]);
    expect(forUnknown.slice(0, 9).every(([status, code]) => status === 422 && code === 'credentials_invalid')).toBe(true);
  });

  it('locks only the address that guessed: the member signs in from elsewhere', async () => {
    const member = await signUp(app);
    for (let attempt = 1; attempt <= 10; attempt++) await loginFrom('198.51.100.20', member.account, 'wrong1234');
    expect((await loginFrom('198.51.100.20', member.account, 'hanami2026')).body.code).toBe('sign_in_locked');
    expect((await loginFrom('198.51.100.21', member.account, 'hanami2026')).statusCode).toBe(200);
  });
});

describe('login passwords typed behind a session', () => {
  it('counts wrong old passwords on changePassword with sign-in failures, and locks both', async () => {
    const member = await signUp(app);
    const change = (oldPassword: string) =>
      app.call('/user/changePassword', { oldPassword, newPassword: 'newpass99', confirmPassword: 'newpass99' }, member);
    for (let attempt = 1; attempt <= 5; attempt++) expect((await change('wrong1234')).body.code).toBe('old_password_wrong');
    // Five there and five at sign-in make the ten that lock.
    for (let attempt = 1; attempt <= 4; attempt++) await login(member.account, 'wrong1234');
    expect((await login(member.account, 'wrong1234')).body).toMatchObject({ code: 'sign_in_locked', params: { minutes: 15 } });
    // Now even the right old password is refused, and the password is unchanged.
    expect((await change('hanami2026')).body.code).toBe('sign_in_locked');
    app.clock.advance(15 * 60_000);
    expect((await login(member.account, 'hanami2026')).statusCode).toBe(200);
  });

  it('counts wrong login passwords when setting the first fund password', async () => {
    const member = await signUp(app);
    const setFund = (loginPassword: string) =>
      app.call('/user/setFundPassword', { loginPassword, fundPassword: '135790', confirmFundPassword: '135790' }, member);
    for (let attempt = 1; attempt <= 9; attempt++) expect((await setFund('wrong1234')).body.code).toBe('login_password_wrong');
    expect((await setFund('wrong1234')).body).toMatchObject({ code: 'sign_in_locked', params: { minutes: 15 } });
    expect((await setFund('hanami2026')).body.code).toBe('sign_in_locked');
    const stored = await app.db.pool.query('SELECT fund_password_hash FROM members WHERE account = $1', [member.account]);
    expect(stored.rows[0].fund_password_hash).toBeNull();
  });
});

describe('the table of counted failures', () => {
  it("forgets an address's pairs once their window and lock are over, when that address fails again", async () => {
    const address = '198.51.100.30';
    for (let index = 0; index < 5; index++) await loginFrom(address, `08555500${String(index).padStart(2, '0')}`, 'wrong1234');
    const rowsOf = async () =>
      Number((await app.db.pool.query('SELECT count(*) FROM sign_in_failures WHERE address = $1', [address])).rows[0].count);
    expect(await rowsOf()).toBe(5);
    app.clock.advance(16 * 60_000);
    await loginFrom(address, '0855559999', 'wrong1234');
    // The five old pairs are gone; only the new failure is kept.
    expect(await rowsOf()).toBe(1);
  });
});
