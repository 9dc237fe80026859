/**
 * Issue 29: taking over an account from a session alone. Before, `registerOptions {}` →
 * `register` with the thief's own authenticator → a step-up for "password" → `/user/resetPassword`
 * handed the account over. Now adding a passkey needs the login password (wrong guesses count
 * with the sign-in failures) or a `passkey_add` step-up, a new passkey confirms nothing for
 * `passkeyCoolDownHours` (24 by default), and the member can disown it meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatJapanDateTime } from '@kabuto/i18n';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  available,
  businessNoon,
  expectBooksBalanced,
  fundedMember,
  ownerToken,
  signUp,
  type Session,
} from '../../test/fixtures';
import { softAuthenticator, type SoftAuthenticator } from '../../test/soft-authenticator';

/** `app.inject` calls come to `localhost:80`, so that is the origin the server expects. */
const origin = 'http://localhost:80';
const password = 'hanami2026';
const dayMs = 24 * 3_600_000;
const stepUpActions = ['withdraw', 'bankCard', 'password', 'passkey', 'passkey_add'] as const;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.admin('/config/set', { name: 'withdrawCardCooldownHours', value: '0' }, await ownerToken(app));
});
afterAll(() => app.close());

/** Each test starts at a business noon. */
const at = (offsetMs = 0) => (app.clock.now = new Date(businessNoon.getTime() + offsetMs));

/** Makes the member's passkeys a day and an hour older, past the cool-down (sessions would not survive the clock going back). */
async function ageing(session: Session) {
  await app.db.pool.query(
    `UPDATE member_passkeys SET created_at = created_at - interval '25 hours'
      WHERE member_id = (SELECT id FROM members WHERE account = $1)`,
    [session.account],
  );
}

async function addPasskey(session: Session, authenticator: SoftAuthenticator, proof: object, name = 'Phone') {
  const options = await app.call('/passkey/registerOptions', proof, session);
  if (options.statusCode !== 200) return options;
  return app.call('/passkey/register', { response: authenticator.create(options.body.data, origin), name }, session);
}

async function stepUp(session: Session, authenticator: SoftAuthenticator, action: string, credentialIndex?: number) {
  const options = await app.call('/passkey/stepUpOptions', { action }, session);
  if (options.statusCode !== 200) return options;
  return app.call('/passkey/stepUp', { response: authenticator.get(options.body.data, origin, credentialIndex) }, session);
}

const login = (account: string, secret: string) => app.call('/user/login', { account, password: secret, agree: true });
const outcome = (reply: { statusCode: number; body: { code?: string } }) => [reply.statusCode, reply.body.code];

describe('a stolen session alone', () => {
  it.each([
    { case: 'without a passkey', ownerHasPasskey: false },
    { case: 'with a passkey of their own', ownerHasPasskey: true },
  ])('cannot add a passkey to a member $case, nor reset the password through one', async ({ ownerHasPasskey }) => {
    at();
    const owner = await fundedMember(app, '500000');
    if (ownerHasPasskey) expect((await addPasskey(owner, softAuthenticator(), { loginPassword: password })).statusCode).toBe(200);
    await ageing(owner);
    const thief = { token: owner.token, account: owner.account };
    const thiefKey = softAuthenticator();

    expect(outcome(await app.call('/passkey/registerOptions', {}, thief))).toEqual([403, 'reauth_required']);
    expect(outcome(await app.call('/passkey/registerOptions', { stepUpToken: 'made-up' }, thief))).toEqual(
      ownerHasPasskey ? [403, 'step_up_required'] : [403, 'reauth_required'],
    );
    // Options taken with the password cannot be borrowed either: the thief has no such challenge to answer.
    const forged = {
      response: thiefKey.create({ rp: { id: 'localhost' }, user: { id: 'AAAA' }, challenge: 'Zm9yZ2Vk' }, origin),
    };
    expect(outcome(await app.call('/passkey/register', { ...forged, name: 'Thief' }, thief))).toEqual([422, 'passkey_invalid']);
    expect((await app.call('/passkey/list', {}, owner)).body.data).toHaveLength(ownerHasPasskey ? 1 : 0);

    const reset = { stepUpToken: 'made-up', newPassword: 'stolen2027', confirmPassword: 'stolen2027' };
    expect(outcome(await app.call('/user/resetPassword', reset, thief))).toEqual([403, 'step_up_required']);
    expect((await login(owner.account, password)).statusCode).toBe(200);
    expect((await available(app, owner)).available).toBe('500000');
    await expectBooksBalanced(app);
  });

  it('counts a wrong password with the sign-in failures: the tenth locks adding a passkey and signing in', async () => {
    at();
    const owner = await signUp(app);
    for (let attempt = 1; attempt <= 9; attempt++) {
      const guess = await app.call('/passkey/registerOptions', { loginPassword: `guess-${attempt}-x` }, owner);
      expect(outcome(guess)).toEqual([422, 'login_password_wrong']);
    }
    const tenth = await app.call('/passkey/registerOptions', { loginPassword: 'guess-10-x' }, owner);
    expect(tenth.body).toMatchObject({ code: 'sign_in_locked', params: { minutes: 15 } });
    expect(outcome(await app.call('/passkey/registerOptions', { loginPassword: password }, owner))).toEqual([
      429,
      'sign_in_locked',
    ]);
    expect((await login(owner.account, password)).body.code).toBe('sign_in_locked');
    expect((await app.call('/passkey/list', {}, owner)).body.data).toEqual([]);
  });
});

describe('a passkey in its cool-down', () => {
  it('signs in at once but steps up nothing for 24 hours: 403 passkey_too_new with the time', async () => {
    at();
    const member = await fundedMember(app, '500000');
    const key = softAuthenticator();
    expect((await addPasskey(member, key, { loginPassword: password })).statusCode).toBe(200);
    const until = new Date(businessNoon.getTime() + dayMs).toISOString();
    expect((await app.call('/passkey/list', {}, member)).body.data[0].usableForStepUpAt).toBe(until);
    const notice = (await app.call('/user/messages', { page: 1, size: 5 }, member)).body.data.items[0];
    expect(notice.body).toContain(formatJapanDateTime(until, 'jp'));

    const signIn = await app.call('/passkey/login', {
      response: key.get((await app.call('/passkey/loginOptions', {})).body.data, origin),
    });
    expect(signIn.statusCode).toBe(200);
    for (const action of stepUpActions) {
      const refused = await app.call('/passkey/stepUpOptions', { action }, member);
      expect({ action, status: refused.statusCode, body: refused.body }).toMatchObject({
        action,
        status: 403,
        body: { code: 'passkey_too_new', params: { until } },
      });
    }
    // The takeover's last steps: no withdrawal, no reset, nothing held, the password unchanged.
    const withdrawal = { bankCardId: member.cardId, amount: '100000', currency: 'JPY', fundPassword: '246810' };
    expect(outcome(await app.call('/funds/withdraw', withdrawal, member))).toEqual([403, 'step_up_required']);
    expect((await available(app, member)).available).toBe('500000');

    // A day later (the passkey ages rather than the clock moving, which would end the session).
    await ageing(member);
    const token = (await stepUp(member, key, 'password')).body.data.stepUpToken;
    const reset = { stepUpToken: token, newPassword: 'sakura2027', confirmPassword: 'sakura2027' };
    expect((await app.call('/user/resetPassword', reset, member)).statusCode).toBe(200);
    const withdrawToken = (await stepUp(member, key, 'withdraw')).body.data.stepUpToken;
    expect((await app.call('/funds/withdraw', { ...withdrawal, stepUpToken: withdrawToken }, member)).statusCode).toBe(200);
    // 500,000 − 100,000 held for the withdrawal = 400,000 available.
    expect(await available(app, member)).toMatchObject({ available: '400000', frozen: '100000' });
    await expectBooksBalanced(app);
  });

  it('is left out of the step-up options beside an older passkey, and refused when it answers anyway', async () => {
    at();
    const member = await signUp(app);
    const key = softAuthenticator();
    await addPasskey(member, key, { loginPassword: password }, 'Old');
    await ageing(member);
    await addPasskey(member, key, { loginPassword: password }, 'New');
    const options = (await app.call('/passkey/stepUpOptions', { action: 'bankCard' }, member)).body.data;
    expect(options.allowCredentials).toHaveLength(1);
    const forged = await app.call('/passkey/stepUp', { response: key.get(options, origin, 1) }, member);
    expect(forged.body).toMatchObject({
      code: 'passkey_too_new',
      params: { until: new Date(businessNoon.getTime() + dayMs).toISOString() },
    });
    expect((await stepUp(member, key, 'bankCard', 0)).statusCode).toBe(200);
  });
});

describe('adding a passkey with a step-up of an existing one', () => {
  it('takes a passkey_add step-up instead of the password, once, and no other action’s', async () => {
    at();
    const member = await signUp(app);
    const key = softAuthenticator();
    await addPasskey(member, key, { loginPassword: password }, 'Old');
    await ageing(member);
    const token = (await stepUp(member, key, 'passkey_add')).body.data.stepUpToken;
    expect((await addPasskey(member, softAuthenticator(), { stepUpToken: token }, 'Laptop')).statusCode).toBe(200);
    expect(outcome(await app.call('/passkey/registerOptions', { stepUpToken: token }, member))).toEqual([
      403,
      'step_up_required',
    ]);
    const other = (await stepUp(member, key, 'passkey')).body.data.stepUpToken;
    expect(outcome(await app.call('/passkey/registerOptions', { stepUpToken: other }, member))).toEqual([
      403,
      'step_up_required',
    ]);
    expect((await app.call('/passkey/list', {}, member)).body.data.map((passkey: { name: string }) => passkey.name)).toEqual([
      'Old',
      'Laptop',
    ]);
  });
});

describe('"this wasn’t me"', () => {
  it('removes a passkey in its cool-down and ends every other session, the intruder’s too', async () => {
    at();
    const owner = await signUp(app);
    // An intruder who knew the password signs in on their own device and adds a passkey there.
    const intruder = { token: (await login(owner.account, password)).body.data.token, account: owner.account };
    const intruderKey = softAuthenticator();
    const added = await addPasskey(intruder, intruderKey, { loginPassword: password }, 'Not mine');
    const pending = (await app.call('/passkey/registerOptions', { loginPassword: password }, intruder)).body.data;

    expect(outcome(await app.call('/passkey/disown', { id: 999_999 }, owner))).toEqual([404, 'not_found']);
    expect((await app.call('/passkey/disown', { id: added.body.data.id }, owner)).statusCode).toBe(200);
    expect((await app.call('/user/info', {}, intruder)).statusCode).toBe(401);
    expect((await app.call('/user/info', {}, owner)).statusCode).toBe(200);
    expect((await app.call('/passkey/list', {}, owner)).body.data).toEqual([]);
    const kinds = (await app.call('/user/messages', { page: 1, size: 5 }, owner)).body.data.items.map(
      (m: { kind: string }) => m.kind,
    );
    expect(kinds[0]).toBe('passkey_disowned');
    // The registration the intruder had begun cannot be finished from another session either.
    const late = { response: intruderKey.create(pending, origin), name: 'Again' };
    expect(outcome(await app.call('/passkey/register', late, owner))).toEqual([422, 'passkey_invalid']);
    const signIn = await app.call('/passkey/login', {
      response: intruderKey.get((await app.call('/passkey/loginOptions', {})).body.data, origin),
    });
    expect(signIn.body.code).toBe('passkey_invalid');
  });

  it('refuses a passkey past its cool-down, which is removed with a step-up instead', async () => {
    at();
    const member = await signUp(app);
    const id = (await addPasskey(member, softAuthenticator(), { loginPassword: password })).body.data.id;
    await ageing(member);
    expect(outcome(await app.call('/passkey/disown', { id }, member))).toEqual([409, 'passkey_not_new']);
    expect((await app.call('/passkey/list', {}, member)).body.data).toHaveLength(1);
  });
});
