import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function signIn(account = '0900000001', password = 'demo1234') {
  const reply = await app.call('/user/login', { account, password, agree: true });
  return { token: reply.body.data.token as string, account };
}

describe('sessions', () => {
  it('keeps only a SHA-256 of the token', async () => {
    const { token } = await signIn();
    const { rows } = await app.db.pool.query('SELECT token_hash FROM member_sessions');
    const stored = rows.map((row) => (row.token_hash as Buffer).toString('base64url'));
    expect(stored).not.toContain(token);
    const { createHash } = await import('node:crypto');
    expect(stored).toContain(createHash('sha256').update(token).digest('base64url'));
  });

  it.each([
    { case: 'no headers', headers: {}, code: 'not_signed_in' },
    { case: 'a token of another account', headers: { account: '0811119999' }, code: 'session_ended' },
    { case: 'an unknown token', headers: { token: 'x'.repeat(43) }, code: 'session_ended' },
  ])('answers 401 to $case', async ({ headers, code }) => {
    const session = await signIn();
    const reply = await app.call('/user/info', {}, Object.keys(headers).length ? { ...session, ...headers } : {});
    expect(reply.statusCode).toBe(401);
    expect(reply.body.code).toBe(code);
  });

  it('ends the session at logout', async () => {
    const session = await signIn();
    expect((await app.call('/user/logout', {}, session)).statusCode).toBe(200);
    expect((await app.call('/user/info', {}, session)).statusCode).toBe(401);
  });

  it('expires after 30 minutes without a call', async () => {
    const session = await signIn();
    app.clock.advance(29 * 60_000);
    expect((await app.call('/user/info', {}, session)).statusCode).toBe(200);
    app.clock.advance(29 * 60_000);
    // The call above refreshed the session, so 58 minutes after sign-in it still lives.
    expect((await app.call('/user/info', {}, session)).statusCode).toBe(200);
    app.clock.advance(30 * 60_000);
    expect((await app.call('/user/info', {}, session)).body.code).toBe('session_ended');
  });

  it('expires 12 hours after sign-in however active', async () => {
    const session = await signIn();
    for (let hour = 0; hour < 11; hour++) {
      app.clock.advance(25 * 60_000);
      expect((await app.call('/user/info', {}, session)).statusCode).toBe(200);
    }
    app.clock.advance(12 * 3_600_000 - 11 * 25 * 60_000);
    expect((await app.call('/user/info', {}, session)).statusCode).toBe(401);
  });

  it('returns a new account with zero balances', async () => {
    await app.call('/user/register', {
      account: '0855550000',
      password: 'hanami2026',
      confirmPassword: 'hanami2026',
      inviteCode: 'KABUTO',
    });
    const session = await signIn('0855550000', 'hanami2026');
    const reply = await app.call('/user/info', {}, session);
    expect(reply.body.data).toEqual({
      account: '0855550000',
      inviteCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
      kycStatus: 'unverified',
      kycReason: null,
      realName: null,
      idNumberMasked: null,
      hasFundPassword: false,
      unreadMessages: expect.any(Number),
      restrictions: { frozen: false, loginBanned: false, disabled: false, tradeBarred: false, withdrawBarred: false },
      totalAssets: '0',
      available: '0',
      frozen: '0',
      profit: '0',
      dayPnl: '0',
      usdAmount: '0.00',
      balances: [],
      creditScore: 0,
      creditLine: '0',
      borrowed: '0',
      withdrawable: '0',
    });
  });
});
