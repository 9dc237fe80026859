/**
 * Recovery with a passkey: a member signed in with their passkey sets a new password without the
 * old one, with a passkey step-up for "password"; the old password stops working, other sessions
 * end, the token works once, and a member without a passkey, or without the step-up, is refused
 * with nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ownerToken, signUp, type Session } from '../../test/fixtures';
import { softAuthenticator, type SoftAuthenticator } from '../../test/soft-authenticator';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  // These tests reset with a passkey just added; its cool-down is tested in passkey-takeover.test.ts.
  await app.admin('/config/set', { name: 'passkeyCoolDownHours', value: '0' }, await ownerToken(app));
});
afterAll(() => app.close());

/** `app.inject` calls come to `localhost:80`, so that is the origin the server expects. */
const origin = 'http://localhost:80';
const headers = (session: Session) => session;

async function registerPasskey(session: Session, authenticator: SoftAuthenticator) {
  const options = (await app.call('/passkey/registerOptions', { loginPassword: 'hanami2026' }, headers(session))).body.data;
  const response = authenticator.create(options, origin);
  expect((await app.call('/passkey/register', { response, name: 'Phone' }, headers(session))).statusCode).toBe(200);
}

async function stepUp(session: Session, authenticator: SoftAuthenticator, action = 'password'): Promise<string> {
  const options = (await app.call('/passkey/stepUpOptions', { action }, headers(session))).body.data;
  const response = authenticator.get(options, origin);
  const reply = await app.call('/passkey/stepUp', { response }, headers(session));
  expect(reply.statusCode).toBe(200);
  return reply.body.data.stepUpToken;
}

const login = (account: string, password: string) => app.call('/user/login', { account, password, agree: true });

describe('resetting a forgotten password with a passkey', () => {
  it('sets the new password, ends the other sessions, and the step-up works once', async () => {
    const member = await signUp(app);
    const authenticator = softAuthenticator();
    await registerPasskey(member, authenticator);
    const other = { token: (await login(member.account, 'hanami2026')).body.data.token, account: member.account };

    const token = await stepUp(member, authenticator);
    const body = { stepUpToken: token, newPassword: 'sakura2027', confirmPassword: 'sakura2027' };
    expect((await app.call('/user/resetPassword', body, headers(member))).statusCode).toBe(200);

    expect((await login(member.account, 'hanami2026')).body.code).toBe('credentials_invalid');
    expect((await login(member.account, 'sakura2027')).statusCode).toBe(200);
    expect((await app.call('/user/info', {}, other)).statusCode).toBe(401);
    expect((await app.call('/user/info', {}, member)).statusCode).toBe(200);
    const notices = (await app.call('/user/messages', { page: 1, size: 5 }, member)).body.data.items;
    expect(notices.map((notice: { kind: string }) => notice.kind)).toContain('password_changed');

    // The same step-up again: spent, nothing changes.
    const again = await app.call(
      '/user/resetPassword',
      { ...body, newPassword: 'momiji2028', confirmPassword: 'momiji2028' },
      headers(member),
    );
    expect([again.statusCode, again.body.code]).toEqual([403, 'step_up_required']);
    expect((await login(member.account, 'sakura2027')).statusCode).toBe(200);
  });

  it('refuses a step-up made for another action, and a made-up token, changing nothing', async () => {
    const member = await signUp(app);
    const authenticator = softAuthenticator();
    await registerPasskey(member, authenticator);
    const withdrawToken = await stepUp(member, authenticator, 'withdraw');
    for (const stepUpToken of [withdrawToken, 'not-a-real-token']) {
      const reply = await app.call(
        '/user/resetPassword',
        { stepUpToken, newPassword: 'sakura2027', confirmPassword: 'sakura2027' },
        headers(member),
      );
      expect([reply.statusCode, reply.body.code]).toEqual([403, 'step_up_required']);
    }
    expect((await login(member.account, 'hanami2026')).statusCode).toBe(200);
  });

  it('refuses a member without a passkey, who has no step-up to give', async () => {
    const member = await signUp(app);
    const reply = await app.call(
      '/user/resetPassword',
      { stepUpToken: 'anything', newPassword: 'sakura2027', confirmPassword: 'sakura2027' },
      member,
    );
    expect([reply.statusCode, reply.body.code]).toEqual([403, 'step_up_required']);
    expect((await login(member.account, 'hanami2026')).statusCode).toBe(200);
  });

  it.each([
    { case: 'no token', body: { newPassword: 'sakura2027', confirmPassword: 'sakura2027' }, field: 'stepUpToken' },
    { case: 'a weak password', body: { stepUpToken: 'x', newPassword: 'short', confirmPassword: 'short' }, field: 'newPassword' },
    {
      case: 'different confirmation',
      body: { stepUpToken: 'x', newPassword: 'sakura2027', confirmPassword: 'sakura2028' },
      field: 'confirmPassword',
    },
  ])('refuses $case with 400', async ({ body, field }) => {
    const member = await signUp(app);
    const reply = await app.call('/user/resetPassword', body, member);
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.body.fields ?? {})).toContain(field);
  });
});
