/** New passwords that are among the most commonly used are refused wherever one is chosen (ASVS V2.1.7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ownerToken, rowCount, signUp } from '../../test/fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const register = (account: string, password: string) =>
  app.call('/user/register', { account, password, confirmPassword: password, inviteCode: 'KABUTO' });

describe('common passwords', () => {
  it.each(['password1', 'abcd1234', 'Qwerty123', 'iloveyou1'])('refuses %s at sign-up and opens no account', async (password) => {
    const members = await rowCount(app, 'members');
    const reply = await register('0866660001', password);
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toMatchObject({ code: 'invalid_input', fields: { password: 'password_common' } });
    expect(await rowCount(app, 'members')).toBe(members);
  });

  it('keeps the 8 to 64 character rule, and takes an uncommon password', async () => {
    expect((await register('0866660002', 'ab12')).body.fields).toEqual({ password: 'password_rule' });
    expect((await register('0866660002', `a1${'x'.repeat(63)}`)).body.fields).toEqual({ password: 'password_rule' });
    expect((await register('0866660002', 'tsuru8kame')).statusCode).toBe(200);
  });

  it('refuses a common new password when changing it, keeping the old one', async () => {
    const member = await signUp(app);
    const reply = await app.call(
      '/user/changePassword',
      { oldPassword: 'hanami2026', newPassword: 'password123', confirmPassword: 'password123' },
      member,
    );
    expect(reply.body).toMatchObject({ code: 'invalid_input', fields: { newPassword: 'password_common' } });
    const login = await app.call('/user/login', { account: member.account, password: 'hanami2026', agree: true });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a common password for a staff member', async () => {
    const reply = await app.admin(
      '/staff/save',
      { username: 'common-pw', role: 'support', password: 'letmein1' },
      await ownerToken(app),
    );
    expect(reply.body).toMatchObject({ code: 'invalid_input', fields: { password: 'password_common' } });
  });
});
