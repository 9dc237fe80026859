/**
 * Guesses sent all at once are judged no more than the lock allows (issue 29): 40 parallel
 * guesses, the right password last, verify at most five fund passwords or ten login passwords,
 * and every other guess is answered locked without being verified. The test counts the argon2
 * verifications against each stored hash. A withdrawal retried with its key replays its first
 * answer without judging its password again.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  available,
  businessNoon,
  expectBooksBalanced,
  fundedMember,
  ownerToken,
  signUp,
  staffSignIn,
  type Session,
} from '../../test/fixtures';
import { softAuthenticator } from '../../test/soft-authenticator';

const verifications = vi.hoisted(() => new Map<string, number>());
vi.mock('../security/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../security/passwords')>();
  return {
    ...actual,
    async verifyPassword(storedHash: string, password: string) {
      verifications.set(storedHash, (verifications.get(storedHash) ?? 0) + 1);
      return actual.verifyPassword(storedHash, password);
    },
  };
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  app.clock.now = businessNoon;
  await app.admin('/config/set', { name: 'withdrawCardCooldownHours', value: '0' }, await ownerToken(app));
});
afterAll(() => app.close());

const guesses = 40;

/**
 * 39 wrong guesses and the right one last, all sent at once: how many of each code was answered
 * (`ok` for a success), and how many times `hash` was verified meanwhile.
 */
async function inParallel(
  hash: string,
  send: (password: string, index: number) => Promise<{ statusCode: number; body: { code?: string } }>,
  passwords: { wrong: string; right: string },
) {
  const before = verifications.get(hash) ?? 0;
  const replies = await Promise.all(
    Array.from({ length: guesses }, (_, index) => send(index === guesses - 1 ? passwords.right : passwords.wrong, index)),
  );
  const codes = replies.map((reply) => (reply.statusCode === 200 ? 'ok' : (reply.body.code ?? String(reply.statusCode))));
  const tally = Object.fromEntries([...new Set(codes)].map((code) => [code, codes.filter((each) => each === code).length]));
  return { tally, verified: (verifications.get(hash) ?? 0) - before };
}

async function memberHash(account: string, column: 'password_hash' | 'fund_password_hash'): Promise<string> {
  const { rows } = await app.db.pool.query(`SELECT ${column} AS hash FROM members WHERE account = $1`, [account]);
  return rows[0].hash;
}

describe('forty fund passwords guessed at once', () => {
  it.each([{ keys: 'with idempotency keys' }, { keys: 'without keys' }])(
    'verifies five at most on a withdrawal ($keys), holds nothing, and locks the rest, the right one included',
    async ({ keys }) => {
      const member = await fundedMember(app, '500000');
      const hash = await memberHash(member.account, 'fund_password_hash');
      const { tally, verified } = await inParallel(
        hash,
        (fundPassword, index) =>
          app.call(
            '/funds/withdraw',
            { bankCardId: member.cardId, amount: '100000', currency: 'JPY', fundPassword },
            {
              token: member.token,
              account: member.account,
              ...(keys === 'without keys' ? {} : { 'idempotency-key': `parallel-guess-${member.account}-${index}` }),
            },
          ),
        { wrong: '111111', right: '246810' },
      );
      expect(verified).toBeLessThanOrEqual(5);
      // Four answered wrong; the fifth wrong one locked, and every later guess found the lock.
      expect(tally).toEqual({ fund_password_wrong: 4, fund_password_locked: 36 });
      expect(await available(app, member)).toMatchObject({ available: '500000', frozen: '0' });
      await expectBooksBalanced(app);
    },
  );

  it('verifies five at most when changing the fund password, which stays as it was', async () => {
    const member = await fundedMember(app);
    const hash = await memberHash(member.account, 'fund_password_hash');
    const { tally, verified } = await inParallel(
      hash,
      (oldFundPassword) =>
        app.call('/user/setFundPassword', { oldFundPassword, fundPassword: '975310', confirmFundPassword: '975310' }, member),
      { wrong: '111111', right: '246810' },
    );
    expect(verified).toBeLessThanOrEqual(5);
    expect(tally).toEqual({ fund_password_wrong: 4, fund_password_locked: 36 });
    expect(await memberHash(member.account, 'fund_password_hash')).toBe(hash);
  });
});

describe('a withdrawal retried with its idempotency key', () => {
  const withdraw = (member: Awaited<ReturnType<typeof fundedMember>>, fundPassword: string, key: string) =>
    app.call(
      '/funds/withdraw',
      { bankCardId: member.cardId, amount: '100000', currency: 'JPY', fundPassword },
      { token: member.token, account: member.account, 'idempotency-key': key },
    );

  it('replays a wrong fund password without judging it again', async () => {
    const member = await fundedMember(app, '500000');
    const hash = await memberHash(member.account, 'fund_password_hash');
    const before = verifications.get(hash) ?? 0;
    for (let retry = 0; retry < 5; retry++)
      expect((await withdraw(member, '111111', 'retry-wrong-0001')).body.code).toBe('fund_password_wrong');
    expect((verifications.get(hash) ?? 0) - before).toBe(1);
    // One wrong counted: the right password still withdraws.
    expect((await withdraw(member, '246810', 'retry-right-0001')).statusCode).toBe(200);
    await expectBooksBalanced(app);
  });

  it('replays a withdrawal that went through, even once fund operations are locked', async () => {
    const member = await fundedMember(app, '500000');
    const first = await withdraw(member, '246810', 'retry-done-0001');
    expect(first.statusCode).toBe(200);
    for (let guess = 0; guess < 5; guess++) await withdraw(member, '111111', `retry-lock-000${guess}`);
    const again = await withdraw(member, '246810', 'retry-done-0001');
    expect(again.body).toEqual(first.body);
    // 500,000 − one hold of 100,000.
    expect(await available(app, member)).toMatchObject({ available: '400000', frozen: '100000' });
    await expectBooksBalanced(app);
  });
});

describe('forty login passwords guessed at once behind a session', () => {
  const lockedAfterTen = { sign_in_locked: 31 };

  it('verifies ten at most on changePassword, and the password stays', async () => {
    const member = await signUp(app);
    const hash = await memberHash(member.account, 'password_hash');
    const { tally, verified } = await inParallel(
      hash,
      (oldPassword) =>
        app.call('/user/changePassword', { oldPassword, newPassword: 'newpass99', confirmPassword: 'newpass99' }, member),
      { wrong: 'wrong1234', right: 'hanami2026' },
    );
    expect(verified).toBeLessThanOrEqual(10);
    expect(tally).toEqual({ old_password_wrong: 9, ...lockedAfterTen });
    expect(await memberHash(member.account, 'password_hash')).toBe(hash);
  });

  it('verifies ten at most on setting the first fund password, which stays unset', async () => {
    const member = await signUp(app);
    const hash = await memberHash(member.account, 'password_hash');
    const { tally, verified } = await inParallel(
      hash,
      (loginPassword) =>
        app.call('/user/setFundPassword', { loginPassword, fundPassword: '135790', confirmFundPassword: '135790' }, member),
      { wrong: 'wrong1234', right: 'hanami2026' },
    );
    expect(verified).toBeLessThanOrEqual(10);
    expect(tally).toEqual({ login_password_wrong: 9, ...lockedAfterTen });
    expect(await memberHash(member.account, 'fund_password_hash')).toBeNull();
  });

  it('verifies ten at most on removing the last passkey, which stays', async () => {
    const member: Session = await signUp(app);
    const authenticator = softAuthenticator();
    const origin = 'http://localhost:80';
    const options = (await app.call('/passkey/registerOptions', { loginPassword: 'hanami2026' }, member)).body.data;
    const added = await app.call('/passkey/register', { response: authenticator.create(options, origin), name: 'Phone' }, member);
    expect(added.statusCode).toBe(200);
    const hash = await memberHash(member.account, 'password_hash');
    const { tally, verified } = await inParallel(
      hash,
      (loginPassword) => app.call('/passkey/remove', { id: added.body.data.id, loginPassword }, member),
      { wrong: 'wrong1234', right: 'hanami2026' },
    );
    expect(verified).toBeLessThanOrEqual(10);
    expect(tally).toEqual({ login_password_wrong: 9, ...lockedAfterTen });
    expect((await app.call('/passkey/list', {}, member)).body.data).toHaveLength(1);
  });
});

describe('forty staff passwords guessed at once', () => {
  it('verifies ten at most and opens no session', async () => {
    const owner = await ownerToken(app);
    const username = 'parallel-reviewer';
    await app.admin('/staff/save', { username, role: 'reviewer', password: 'staff-pass-1' }, owner);
    await staffSignIn(app, username, 'staff-pass-1');
    const { rows } = await app.db.pool.query('SELECT id, password_hash FROM staff WHERE username = $1', [username]);
    const hash: string = rows[0].password_hash;
    const sessionsBefore = await staffSessions(rows[0].id);
    const { tally, verified } = await inParallel(
      hash,
      (password) => app.admin('/auth/login', { username, password, totp: '000000' }),
      { wrong: 'wrong-pass-1', right: 'staff-pass-1' },
    );
    expect(verified).toBeLessThanOrEqual(10);
    expect(tally).toEqual({ credentials_invalid: 9, sign_in_locked: 31 });
    expect(await staffSessions(rows[0].id)).toBe(sessionsBefore);
  });
});

async function staffSessions(staffId: number): Promise<number> {
  const { rows } = await app.db.pool.query('SELECT count(*)::int AS count FROM staff_sessions WHERE staff_id = $1', [staffId]);
  return rows[0].count;
}
