/**
 * Recovery without a passkey: a member files the account and a new ID photo without signing in,
 * staff compare it with the verified identity and decide once, and the holder of the request
 * token sets a new password with it once, within 24 hours. Unknown accounts, a second request
 * while one waits, bad photos, rejected, expired and reused requests: the same answer or a refusal,
 * and nothing stored or changed.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { filingFloorMs } from './recovery-requests.service';
import { image, ownerToken, rowCount, signUp, staffToken, verifiedMember, type Session } from '../../test/fixtures';

let app: TestApp;
let owner: string;

beforeAll(async () => {
  app = await startTestApp({ SIGN_IN_RATE_LIMIT: '1000' });
  owner = await ownerToken(app);
});
afterAll(() => app.close());

async function file(account: string | null, photo: Buffer | null, ip = '127.0.0.1') {
  const form = new FormData();
  if (account !== null) form.append('account', account);
  if (photo) form.append('file', new Blob([new Uint8Array(photo)]), 'id.png');
  const encoded = new Response(form);
  const response = await app.inject({
    method: 'POST',
    url: '/api/vue/user/recoveryRequest',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    remoteAddress: ip,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

const status = async (requestToken: string) => (await app.call('/user/recoveryStatus', { requestToken })).body.data;
const reset = (requestToken: string, password: string) =>
  app.call('/user/recoveryReset', { requestToken, newPassword: password, confirmPassword: password });
const login = (account: string, password: string) => app.call('/user/login', { account, password, agree: true });

async function requestOf(account: string) {
  const list = await app.admin('/recovery/list', { keyword: account, page: 1, size: 10 }, owner);
  return list.body.data.items[0];
}

async function counts() {
  return {
    requests: await rowCount(app, 'recovery_requests'),
    uploads: await rowCount(app, 'uploads'),
    contents: await rowCount(app, 'upload_contents'),
  };
}

describe('filing a recovery request without a passkey', () => {
  it('answers a real account’s first filing and an unknown number no sooner than the floor', async () => {
    const member = await signUp(app);
    const photo = await image('jpeg');
    const timed = async (account: string) => {
      const started = performance.now();
      expect((await file(account, photo)).statusCode).toBe(200);
      return performance.now() - started;
    };
    // The real one stores a photo, a request and a notice; the unknown one nothing: both wait out the floor.
    expect(await timed(member.account)).toBeGreaterThanOrEqual(filingFloorMs);
    expect(await timed('0799999998')).toBeGreaterThanOrEqual(filingFloorMs);
  });

  it('answers a real and an unknown account alike, and stores only the real one', async () => {
    const member = await verifiedMember(app, 'Sato Hanako');
    const before = await counts();
    const real = await file(member.account, await image('jpeg'));
    const unknown = await file('0799999999', await image('jpeg'));
    expect(real.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(real.body.data)).toEqual(['requestToken']);
    expect(Object.keys(unknown.body.data)).toEqual(['requestToken']);
    // One request, its photo (row and bytes) for the real account; nothing for the unknown one.
    expect(await counts()).toEqual({
      requests: before.requests + 1,
      uploads: before.uploads + 1,
      contents: before.contents + 1,
    });
    // Both tokens read the same while waiting.
    expect(await status(real.body.data.requestToken)).toEqual({ status: 'pending', reason: null, expiresAt: null });
    expect(await status(unknown.body.data.requestToken)).toEqual({ status: 'pending', reason: null, expiresAt: null });

    // Staff see the verified name, both verified photos and the new photo.
    const item = await requestOf(member.account);
    expect(item).toMatchObject({ account: member.account, status: 'pending', kycName: 'Sato Hanako' });
    expect(item.kycPhotos).toHaveLength(2);
    // The owner is told a request was filed (the app shows it once they are back in).
    const notices = (await app.call('/user/messages', { page: 1, size: 5 }, member)).body.data.items;
    expect(notices.map((notice: { kind: string }) => notice.kind)).toContain('recovery_requested');
    const photo = await app.inject({
      method: 'GET',
      url: `/api/admin/file?id=${item.photo}`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it('does not store a second request while one waits, with the same answer', async () => {
    const member = await signUp(app);
    expect((await file(member.account, await image())).statusCode).toBe(200);
    const before = await counts();
    const second = await file(member.account, await image());
    expect(second.statusCode).toBe(200);
    expect(Object.keys(second.body.data)).toEqual(['requestToken']);
    expect(await counts()).toEqual(before);
    expect((await requestOf(member.account)).kycName).toBeNull();
  });

  it('refuses a missing account, a bad account, a missing or non-image photo with a code, storing nothing', async () => {
    const member = await signUp(app);
    const before = await counts();
    const noAccount = await file(null, await image());
    expect([noAccount.statusCode, noAccount.body.code, noAccount.body.fields]).toEqual([
      400,
      'invalid_input',
      { account: 'required' },
    ]);
    const badAccount = await file('12ab', await image());
    expect([badAccount.statusCode, badAccount.body.fields]).toEqual([400, { account: 'not_phone_number' }]);
    const noPhoto = await file(member.account, null);
    expect([noPhoto.statusCode, noPhoto.body.fields]).toEqual([400, { file: 'required' }]);
    const notImage = await file(member.account, Buffer.from('%PDF-1.7 not a photo'));
    expect([notImage.statusCode, notImage.body.code]).toEqual([422, 'upload_refused']);
    const json = await app.call('/user/recoveryRequest', { account: member.account });
    expect([json.statusCode, json.body.code]).toEqual([400, 'invalid_input']);
    expect(await counts()).toEqual(before);
  });

  it('stores at most five filings per account and Japan day, answering the sixth alike', async () => {
    const member = await signUp(app);
    for (let round = 1; round <= 5; round++) {
      expect((await file(member.account, await image())).statusCode).toBe(200);
      const { id } = await requestOf(member.account);
      await app.admin('/recovery/review', { id, approve: false, reason: `round ${round}` }, owner);
    }
    const before = await counts();
    const sixth = await file(member.account, await image());
    expect(sixth.statusCode).toBe(200);
    expect(Object.keys(sixth.body.data)).toEqual(['requestToken']);
    expect(await counts()).toEqual(before);
    const { rows } = await app.db.pool.query('SELECT sum(filings)::int AS filings FROM recovery_filings');
    expect(rows[0].filings).toBeGreaterThanOrEqual(6);
  });

  it('counts filings under an HMAC of the account with a server key kept once in the database', async () => {
    const account = '0799999997';
    await file(account, await image());
    await file(account, await image());
    const { rows: keys } = await app.db.pool.query<{ secret: Buffer }>(
      "SELECT secret FROM server_secrets WHERE name = 'recovery_filings'",
    );
    expect(keys).toHaveLength(1);
    const key = keys[0]?.secret ?? Buffer.alloc(0);
    expect(key.length).toBe(32);
    // Recomputed here: HMAC-SHA-256 under the kept key; the plain SHA-256 of the number is nowhere.
    const keyed = createHmac('sha256', key).update(account).digest();
    const plain = createHash('sha256').update(account).digest();
    const count = async (hash: Buffer) =>
      (await app.db.pool.query<{ filings: number }>('SELECT filings FROM recovery_filings WHERE account_hash = $1', [hash]))
        .rows[0]?.filings ?? 0;
    expect([await count(keyed), await count(plain)]).toEqual([2, 0]);
  });

  it('keeps the first key when a second one is offered, as a second node starting would', async () => {
    const { keepSecret } = await import('../platform/server-secrets.repository');
    const first = await keepSecret(app.db.pool, 'recovery_filings', Buffer.alloc(32, 1));
    const second = await keepSecret(app.db.pool, 'recovery_filings', Buffer.alloc(32, 2));
    expect(second.equals(first)).toBe(true);
    expect(first.equals(Buffer.alloc(32, 1))).toBe(false);
  });

  it('limits filings per address with 429', async () => {
    const limited = await startTestApp({ SIGN_IN_RATE_LIMIT: '3' });
    try {
      const photo = await image();
      const codes: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const form = new FormData();
        form.append('account', '0799999998');
        form.append('file', new Blob([new Uint8Array(photo)]), 'id.png');
        const encoded = new Response(form);
        const response = await limited.inject({
          method: 'POST',
          url: '/api/vue/user/recoveryRequest',
          payload: Buffer.from(await encoded.arrayBuffer()),
          headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('staff review and the new password', () => {
  async function filed(): Promise<{ member: Session; token: string; id: number }> {
    const member = await signUp(app);
    const token = (await file(member.account, await image())).body.data.requestToken as string;
    return { member, token, id: (await requestOf(member.account)).id };
  }

  it('after approval sets the password once, ends every session and tells the member', async () => {
    const { member, token, id } = await filed();
    expect((await reset(token, 'sakura2027')).body.code).toBe('recovery_not_approved');
    expect((await app.admin('/recovery/review', { id, approve: true, reason: 'Photo matches' }, owner)).statusCode).toBe(200);
    // One decision: a second is 409 and changes nothing.
    const second = await app.admin('/recovery/review', { id, approve: false, reason: 'changed mind' }, owner);
    expect([second.statusCode, second.body.code]).toEqual([409, 'wrong_state']);
    const approved = await status(token);
    expect(approved.status).toBe('approved');
    // 24 hours from the approval: 24 × 3,600,000 ms.
    expect(new Date(approved.expiresAt).getTime() - app.clock.now.getTime()).toBe(86_400_000);

    expect((await reset(token, 'sakura2027')).statusCode).toBe(200);
    expect((await login(member.account, 'hanami2026')).body.code).toBe('credentials_invalid');
    const signedIn = await login(member.account, 'sakura2027');
    expect(signedIn.statusCode).toBe(200);
    expect((await app.call('/user/info', {}, member)).statusCode).toBe(401);
    const session = { token: signedIn.body.data.token, account: member.account };
    const notices = (await app.call('/user/messages', { page: 1, size: 5 }, session)).body.data.items;
    expect(notices.map((notice: { kind: string }) => notice.kind)).toContain('password_changed');
    expect(JSON.stringify(notices)).not.toContain('sakura2027');

    // Reused: refused, the password stays.
    const reused = await reset(token, 'momiji2028');
    expect([reused.statusCode, reused.body.code]).toEqual([409, 'recovery_used']);
    expect((await login(member.account, 'momiji2028')).body.code).toBe('credentials_invalid');
    expect((await status(token)).status).toBe('used');

    const audit = await app.admin('/audit/list', { page: 1, size: 20 }, owner);
    expect(JSON.stringify(audit.body.data)).toContain('recovery.review');
  });

  it('refuses an expired approval and changes nothing', async () => {
    const { member, token, id } = await filed();
    await app.admin('/recovery/review', { id, approve: true, reason: '' }, owner);
    app.clock.advance(86_400_000);
    expect((await status(token)).status).toBe('expired');
    const expired = await reset(token, 'sakura2027');
    expect([expired.statusCode, expired.body.code]).toEqual([409, 'recovery_expired']);
    // The old password still signs in, and no password change was announced.
    const signedIn = await login(member.account, 'hanami2026');
    expect(signedIn.statusCode).toBe(200);
    const session = { token: signedIn.body.data.token, account: member.account };
    const notices = (await app.call('/user/messages', { page: 1, size: 5 }, session)).body.data.items;
    expect(notices.map((notice: { kind: string }) => notice.kind)).not.toContain('password_changed');
    // A day later the staff session has ended too: sign in again for the next tests.
    owner = await ownerToken(app);
  });

  it('refuses a rejected request, which shows its reason; a rejection needs a reason', async () => {
    const { member, token, id } = await filed();
    const noReason = await app.admin('/recovery/review', { id, approve: false, reason: '' }, owner);
    expect([noReason.statusCode, noReason.body.fields]).toEqual([400, { reason: 'required' }]);
    await app.admin('/recovery/review', { id, approve: false, reason: 'The photo does not match' }, owner);
    expect(await status(token)).toEqual({ status: 'rejected', reason: 'The photo does not match', expiresAt: null });
    const refused = await reset(token, 'sakura2027');
    expect([refused.statusCode, refused.body.code]).toEqual([409, 'recovery_not_approved']);
    expect((await login(member.account, 'hanami2026')).statusCode).toBe(200);
    // A new request may be filed once the old one is decided.
    expect((await file(member.account, await image())).statusCode).toBe(200);
    expect((await requestOf(member.account)).status).toBe('pending');
  });

  it('refuses an unknown token, a weak or mismatched password, and a support role reviewing', async () => {
    const { token, id } = await filed();
    expect((await reset('not-a-token-anybody-has', 'sakura2027')).body.code).toBe('recovery_not_approved');
    const mismatch = await app.call('/user/recoveryReset', {
      requestToken: token,
      newPassword: 'sakura2027',
      confirmPassword: 'x',
    });
    expect(mismatch.body.fields).toEqual({ confirmPassword: 'passwords_differ' });
    const support = await staffToken(app, 'support');
    expect((await app.admin('/recovery/review', { id, approve: true, reason: '' }, support)).statusCode).toBe(403);
    expect((await app.admin('/recovery/review', { id: 999_999, approve: true, reason: '' }, owner)).statusCode).toBe(404);
    expect(
      (await requestOf((await app.admin('/recovery/list', { page: 1, size: 1 }, owner)).body.data.items[0].account)).status,
    ).toBe('pending');
  });
});
