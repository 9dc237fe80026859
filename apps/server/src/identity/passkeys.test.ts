import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { available, businessNoon, fundedMember, ownerToken, rowCount, signUp, type Session } from '../../test/fixtures';
import { softAuthenticator, type SoftAuthenticator } from '../../test/soft-authenticator';

/** `app.inject` calls come to `localhost:80`, so that is the origin the server expects. */
const origin = 'http://localhost:80';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  app.clock.now = businessNoon;
  await app.admin('/config/set', { name: 'withdrawCardCooldownHours', value: '0' }, await ownerToken(app));
  // These tests step up with a passkey just added; its cool-down has tests of its own (passkey-takeover.test.ts).
  await app.admin('/config/set', { name: 'passkeyCoolDownHours', value: '0' }, await ownerToken(app));
});
afterAll(() => app.close());

async function addPasskey(session: Session, authenticator: SoftAuthenticator, name = 'My phone') {
  const options = (await app.call('/passkey/registerOptions', { loginPassword: 'hanami2026' }, session)).body.data;
  return app.call('/passkey/register', { response: authenticator.create(options, origin), name }, session);
}

async function stepUp(session: Session, authenticator: SoftAuthenticator, action: string) {
  const options = (await app.call('/passkey/stepUpOptions', { action }, session)).body.data;
  const reply = await app.call('/passkey/stepUp', { response: authenticator.get(options, origin) }, session);
  expect(reply.statusCode).toBe(200);
  return reply.body.data.stepUpToken as string;
}

const noticeKinds = async (session: Session) =>
  ((await app.call('/user/messages', { page: 1, size: 20 }, session)).body.data.items as { kind: string }[]).map((m) => m.kind);

describe('member passkeys', () => {
  it('adds a named passkey, lists it, and signs in with it without the account being typed', async () => {
    const member = await signUp(app);
    const authenticator = softAuthenticator();
    const added = await addPasskey(member, authenticator);
    expect(added.statusCode).toBe(200);
    const list = (await app.call('/passkey/list', {}, member)).body.data;
    expect(list).toEqual([
      {
        id: added.body.data.id,
        name: 'My phone',
        createdAt: businessNoon.toISOString(),
        lastUsedAt: null,
        usableForStepUpAt: businessNoon.toISOString(),
      },
    ]);

    const options = (await app.call('/passkey/loginOptions', {})).body.data;
    expect(options.allowCredentials ?? []).toEqual([]);
    const signedIn = await app.call('/passkey/login', { response: authenticator.get(options, origin) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body.data.account).toBe(member.account);
    const session = { token: signedIn.body.data.token, account: member.account };
    expect((await app.call('/user/info', {}, session)).statusCode).toBe(200);
    expect(await noticeKinds(member)).toEqual(expect.arrayContaining(['passkey_added', 'new_sign_in']));
  });

  it('accepts a sign-in challenge once: the same answer again is refused', async () => {
    const member = await signUp(app);
    const authenticator = softAuthenticator();
    await addPasskey(member, authenticator);
    const options = (await app.call('/passkey/loginOptions', {})).body.data;
    const answer = authenticator.get(options, origin);
    expect((await app.call('/passkey/login', { response: answer })).statusCode).toBe(200);
    const replay = await app.call('/passkey/login', { response: answer });
    expect({ status: replay.statusCode, code: replay.body.code }).toEqual({ status: 422, code: 'passkey_invalid' });
  });

  it('refuses a passkey sign-in to an account whose sign-in staff suspended', async () => {
    const member = await signUp(app);
    const authenticator = softAuthenticator();
    await addPasskey(member, authenticator);
    const userId = (await app.db.pool.query('SELECT id FROM members WHERE account = $1', [member.account])).rows[0].id;
    const flags = { loginBanned: true };
    await app.admin('/users/restrict', { userId, flags, reason: 'Review' }, await ownerToken(app));
    const options = (await app.call('/passkey/loginOptions', {})).body.data;
    const reply = await app.call('/passkey/login', { response: authenticator.get(options, origin) });
    expect({ status: reply.statusCode, code: reply.body.code }).toEqual({ status: 403, code: 'account_login_banned' });
  });

  it('refuses an answer made for another origin, an expired challenge, and malformed responses without a 500', async () => {
    const member = await signUp(app);
    const authenticator = softAuthenticator();
    const options = (await app.call('/passkey/registerOptions', { loginPassword: 'hanami2026' }, member)).body.data;
    const phished = await app.call(
      '/passkey/register',
      { response: authenticator.create(options, 'https://evil.example'), name: 'x' },
      member,
    );
    expect({ status: phished.statusCode, code: phished.body.code }).toEqual({ status: 422, code: 'passkey_invalid' });

    const late = (await app.call('/passkey/registerOptions', { loginPassword: 'hanami2026' }, member)).body.data;
    app.clock.advance(6 * 60_000);
    const expired = await app.call('/passkey/register', { response: authenticator.create(late, origin), name: 'x' }, member);
    app.clock.now = businessNoon;
    expect(expired.body.code).toBe('passkey_invalid');

    for (const response of [{}, 'text', { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: '!!' } }]) {
      const reply = await app.call('/passkey/login', { response });
      expect(reply.statusCode).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode).toBeLessThan(500);
    }
    const badName = await app.call(
      '/passkey/register',
      { response: authenticator.create(options, origin), name: 'a\u0000b' },
      member,
    );
    expect(badName.body.fields).toMatchObject({ name: 'invalid_format' });
    expect(await rowCount(app, 'member_passkeys')).toBeGreaterThan(0);
  });
});

describe('step-up before moving money', () => {
  it('refuses a withdrawal without a step-up once the member has a passkey, and takes one with it, once', async () => {
    const member = await fundedMember(app, '500000');
    const authenticator = softAuthenticator();
    await addPasskey(member, authenticator);
    const body = { bankCardId: member.cardId, amount: '100000', currency: 'JPY', fundPassword: '246810' };

    const bare = await app.call('/funds/withdraw', body, member);
    expect({ status: bare.statusCode, code: bare.body.code }).toEqual({ status: 403, code: 'step_up_required' });
    // Nothing was held: 500,000 still available.
    expect((await available(app, member)).available).toBe('500000');

    const cardToken = await stepUp(member, authenticator, 'bankCard');
    expect((await app.call('/funds/withdraw', { ...body, stepUpToken: cardToken }, member)).body.code).toBe('step_up_required');

    const token = await stepUp(member, authenticator, 'withdraw');
    const done = await app.call('/funds/withdraw', { ...body, stepUpToken: token }, member);
    expect(done.statusCode).toBe(200);
    // 500,000 − 100,000 held for the withdrawal = 400,000 available.
    expect(await available(app, member)).toMatchObject({ available: '400000', frozen: '100000' });

    const again = await app.call('/funds/withdraw', { ...body, stepUpToken: token }, member);
    expect(again.body.code).toBe('step_up_required');
  });

  it('keeps the step-up of a refused withdrawal or card change for the retry, and spends it on success', async () => {
    const member = await fundedMember(app, '500000');
    const authenticator = softAuthenticator();
    await addPasskey(member, authenticator);
    const token = await stepUp(member, authenticator, 'withdraw');
    const body = { bankCardId: member.cardId, amount: '100000', currency: 'JPY', stepUpToken: token };

    const mistyped = await app.call('/funds/withdraw', { ...body, fundPassword: '999999' }, member);
    expect(mistyped.body.code).toBe('fund_password_wrong');
    const tooMuch = await app.call('/funds/withdraw', { ...body, amount: '600000', fundPassword: '246810' }, member);
    expect(tooMuch.statusCode).toBe(422);
    const retried = await app.call('/funds/withdraw', { ...body, fundPassword: '246810' }, member);
    expect(retried.statusCode).toBe(200);
    // 500,000 − 100,000 held = 400,000 available; the token is now used up.
    expect(await available(app, member)).toMatchObject({ available: '400000', frozen: '100000' });
    expect((await app.call('/funds/withdraw', { ...body, fundPassword: '246810' }, member)).body.code).toBe('step_up_required');

    const cardToken = await stepUp(member, authenticator, 'bankCard');
    const missing = await app.call('/user/removeBankCard', { id: 999_999, stepUpToken: cardToken }, member);
    expect(missing.body.code).toBe('not_found');
    const removed = await app.call('/user/removeBankCard', { id: member.cardId, stepUpToken: cardToken }, member);
    expect(removed.statusCode).toBe(200);
    const twice = await app.call('/user/removeBankCard', { id: member.cardId, stepUpToken: cardToken }, member);
    expect(twice.body.code).toBe('step_up_required');
  });

  it('lets a step-up token live five minutes', async () => {
    const member = await fundedMember(app, '500000');
    const authenticator = softAuthenticator();
    await addPasskey(member, authenticator);
    const token = await stepUp(member, authenticator, 'bankCard');
    app.clock.advance(5 * 60_000 + 1);
    const late = await app.call('/user/removeBankCard', { id: member.cardId, stepUpToken: token }, member);
    app.clock.now = businessNoon;
    expect(late.body.code).toBe('step_up_required');
    const fresh = await stepUp(member, authenticator, 'bankCard');
    expect((await app.call('/user/removeBankCard', { id: member.cardId, stepUpToken: fresh }, member)).statusCode).toBe(200);
  });

  it("does not take another member's passkey as a step-up", async () => {
    const owner = await signUp(app);
    const thief = await signUp(app);
    const ownerKey = softAuthenticator();
    const thiefKey = softAuthenticator();
    await addPasskey(owner, ownerKey);
    await addPasskey(thief, thiefKey);
    const options = (await app.call('/passkey/stepUpOptions', { action: 'withdraw' }, owner)).body.data;
    const reply = await app.call('/passkey/stepUp', { response: thiefKey.get(options, origin) }, owner);
    expect(reply.body.code).toBe('passkey_invalid');
  });
});

describe('removing passkeys', () => {
  it('needs a step-up, and for the last passkey the login password too', async () => {
    const member = await signUp(app);
    const authenticator = softAuthenticator();
    const first = (await addPasskey(member, authenticator, 'Phone')).body.data.id;
    const second = (await addPasskey(member, authenticator, 'Laptop')).body.data.id;

    expect((await app.call('/passkey/remove', { id: second }, member)).body.code).toBe('step_up_required');
    const token = await stepUp(member, authenticator, 'passkey');
    expect((await app.call('/passkey/remove', { id: second, stepUpToken: token }, member)).statusCode).toBe(200);

    const lastToken = await stepUp(member, authenticator, 'passkey');
    const noPassword = await app.call('/passkey/remove', { id: first, stepUpToken: lastToken }, member);
    expect(noPassword.body.fields).toEqual({ loginPassword: 'required' });
    const wrong = await app.call('/passkey/remove', { id: first, stepUpToken: lastToken, loginPassword: 'wrong-pass-9' }, member);
    expect(wrong.body.code).toBe('login_password_wrong');
    // The mistyped password did not spend the step-up.
    const removed = await app.call('/passkey/remove', { id: first, stepUpToken: lastToken, loginPassword: 'hanami2026' }, member);
    expect(removed.statusCode).toBe(200);
    expect((await app.call('/passkey/list', {}, member)).body.data).toEqual([]);
    expect((await noticeKinds(member)).filter((kind) => kind === 'passkey_removed')).toHaveLength(2);
  });
});

describe('the login password asked for the last passkey', () => {
  it('counts wrong guesses with the sign-in failures: the tenth locks sign-in for fifteen minutes', async () => {
    const member = await signUp(app);
    const authenticator = softAuthenticator();
    const id = (await addPasskey(member, authenticator)).body.data.id;
    for (let attempt = 1; attempt <= 9; attempt++) {
      const reply = await app.call('/passkey/remove', { id, loginPassword: `guess-${attempt}-x` }, member);
      expect(reply.body.code).toBe('login_password_wrong');
    }
    const tenth = await app.call('/passkey/remove', { id, loginPassword: 'guess-10-x' }, member);
    expect({ status: tenth.statusCode, code: tenth.body.code }).toEqual({ status: 429, code: 'sign_in_locked' });
    const signIn = await app.call('/user/login', { account: member.account, password: 'abcd1234', agree: true });
    expect(signIn.body.code).toBe('sign_in_locked');
    expect((await app.call('/passkey/list', {}, member)).body.data).toHaveLength(1);
  });
});

describe('sessions', () => {
  it('lists live sessions with device and address, marks the current one, and ends another', async () => {
    const member = await signUp(app);
    const second = await app.call(
      '/user/login',
      { account: member.account, password: 'hanami2026', agree: true },
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36' },
    );
    const other = { token: second.body.data.token, account: member.account };
    const sessions = (await app.call('/user/sessions', {}, member)).body.data as {
      id: string;
      device: string;
      current: boolean;
    }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const android = sessions.find((session) => !session.current);
    expect(android?.device).toBe('Chrome · Android');

    expect((await app.call('/user/endSession', { id: android?.id }, member)).statusCode).toBe(200);
    expect((await app.call('/user/info', {}, other)).body.code).toBe('session_ended');
    expect((await app.call('/user/sessions', {}, member)).body.data).toHaveLength(1);
  });

  it("cannot end another member's session", async () => {
    const member = await signUp(app);
    const stranger = await signUp(app);
    const theirs = (await app.call('/user/sessions', {}, stranger)).body.data[0].id;
    expect((await app.call('/user/endSession', { id: theirs }, member)).statusCode).toBe(404);
    expect((await app.call('/user/info', {}, stranger)).statusCode).toBe(200);
    expect((await app.call('/user/endSession', { id: 'abc' }, member)).statusCode).toBe(400);
  });
});
