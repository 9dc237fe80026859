import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ownerToken, staffSignIn, totpCode } from '../../test/fixtures';

let app: TestApp;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await ownerToken(app);
});
afterAll(() => app.close());

async function newStaff(username: string) {
  const created = await app.admin('/staff/save', { username, role: 'reviewer', password: 'staff-pass-1' }, owner);
  expect(created.statusCode).toBe(200);
  return created.body.data.id as number;
}

describe('staff second factor', () => {
  it('enrols at the first sign-in: no session until a code from the new secret is confirmed; recovery codes once', async () => {
    await newStaff('enrol-1');
    const first = await app.admin('/auth/login', { username: 'enrol-1', password: 'staff-pass-1' });
    expect(first.body.data).toMatchObject({ token: null, enroll: { secret: expect.stringMatching(/^[A-Z2-7]+$/) } });
    expect(first.body.data.enroll.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Kabuto:enrol-1\?.*algorithm=SHA1&digits=6&period=30/);
    const { secret } = first.body.data.enroll;

    const wrong = await app.admin('/auth/enroll', { enrollToken: first.body.data.enrollToken, totp: '000000' });
    expect({ status: wrong.statusCode, code: wrong.body.code }).toEqual({ status: 422, code: 'totp_invalid' });
    const done = await app.admin('/auth/enroll', {
      enrollToken: first.body.data.enrollToken,
      totp: totpCode(secret, app.clock.now),
    });
    expect(done.statusCode).toBe(200);
    expect(done.body.data.recoveryCodes).toHaveLength(10);
    expect((await app.admin('/auth/me', {}, done.body.data.token)).body.data.username).toBe('enrol-1');

    const reused = await app.admin('/auth/enroll', {
      enrollToken: first.body.data.enrollToken,
      totp: totpCode(secret, app.clock.now),
    });
    expect(reused.body.code).toBe('enrollment_expired');
    const stored = await app.db.pool.query(
      "SELECT code_hash FROM staff_recovery_codes r JOIN staff s ON s.id = r.staff_id WHERE s.username = 'enrol-1'",
    );
    expect(stored.rows.map((row) => Buffer.from(row.code_hash).toString())).not.toContain(done.body.data.recoveryCodes[0]);

    // Afterwards a code is required on every sign-in; the enrolment's own code is used up.
    const enrolmentCode = await app.admin('/auth/login', {
      username: 'enrol-1',
      password: 'staff-pass-1',
      totp: totpCode(secret, app.clock.now),
    });
    expect(enrolmentCode.body.code).toBe('totp_invalid');
    app.clock.advance(30_000);
    const missing = await app.admin('/auth/login', { username: 'enrol-1', password: 'staff-pass-1' });
    expect({ status: missing.statusCode, code: missing.body.code }).toEqual({ status: 422, code: 'totp_invalid' });
    const withCode = await app.admin('/auth/login', {
      username: 'enrol-1',
      password: 'staff-pass-1',
      totp: totpCode(secret, app.clock.now),
    });
    expect(typeof withCode.body.data.token).toBe('string');

    // A recovery code stands in for the app once.
    const recovery = done.body.data.recoveryCodes[0];
    const rescued = await app.admin('/auth/login', { username: 'enrol-1', password: 'staff-pass-1', totp: recovery });
    expect(typeof rescued.body.data.token).toBe('string');
    const twice = await app.admin('/auth/login', { username: 'enrol-1', password: 'staff-pass-1', totp: recovery });
    expect(twice.body.code).toBe('totp_invalid');
  });

  it('accepts each code once: a second sign-in with the same code, or an older one, is refused (RFC 6238 §5.2)', async () => {
    await newStaff('replay-1');
    await staffSignIn(app, 'replay-1', 'staff-pass-1');
    const secret = (await app.db.pool.query("SELECT totp_secret FROM staff WHERE username = 'replay-1'")).rows[0].totp_secret;
    app.clock.advance(30_000);
    const code = totpCode(secret, app.clock.now);
    const first = await app.admin('/auth/login', { username: 'replay-1', password: 'staff-pass-1', totp: code });
    expect(typeof first.body.data.token).toBe('string');
    const replayed = await app.admin('/auth/login', { username: 'replay-1', password: 'staff-pass-1', totp: code });
    expect({ status: replayed.statusCode, code: replayed.body.code }).toEqual({ status: 422, code: 'totp_invalid' });
    // The previous step's code is within the allowed drift but older than the one used.
    const older = totpCode(secret, new Date(app.clock.now.getTime() - 30_000));
    expect((await app.admin('/auth/login', { username: 'replay-1', password: 'staff-pass-1', totp: older })).body.code).toBe(
      'totp_invalid',
    );
    app.clock.advance(30_000);
    const next = await app.admin('/auth/login', {
      username: 'replay-1',
      password: 'staff-pass-1',
      totp: totpCode(secret, app.clock.now),
    });
    expect(typeof next.body.data.token).toBe('string');
  });

  it('counts and locks unknown usernames like real ones, with the same answer', async () => {
    await newStaff('known-1');
    const answers: { username: string; status: number; code: unknown; data: unknown }[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      for (const username of ['known-1', 'nobody-1']) {
        const reply = await app.admin('/auth/login', { username, password: `wrong-pass-${attempt}` });
        answers.push({ username, status: reply.statusCode, code: reply.body.code, data: reply.body.data });
      }
    }
    const of = (username: string) =>
      answers.filter((answer) => answer.username === username).map(({ username: _, ...rest }) => rest);
    expect(of('nobody-1')).toEqual(of('known-1'));
    expect(of('nobody-1').at(-1)).toMatchObject({ status: 429, code: 'sign_in_locked' });
    expect(of('nobody-1').at(-2)).toMatchObject({ status: 422, code: 'credentials_invalid' });
    // Counted for the pair of this address and the username, though no such staff member exists.
    const rows = await app.db.pool.query("SELECT address FROM sign_in_failures WHERE account = 'staff:nobody-1'");
    expect(rows.rows).toHaveLength(1);
  });

  it('locks staff sign-in after ten failures in fifteen minutes, for fifteen minutes', async () => {
    await newStaff('lock-1');
    await staffSignIn(app, 'lock-1', 'staff-pass-1');
    for (let attempt = 1; attempt <= 9; attempt++) {
      const reply = await app.admin('/auth/login', { username: 'lock-1', password: `wrong-pass-${attempt}` });
      expect(reply.body.code).toBe('credentials_invalid');
    }
    const tenth = await app.admin('/auth/login', { username: 'lock-1', password: 'staff-pass-1', totp: '000000' });
    expect({ status: tenth.statusCode, code: tenth.body.code }).toEqual({ status: 429, code: 'sign_in_locked' });
    const right = await app.admin('/auth/login', { username: 'lock-1', password: 'staff-pass-1' });
    expect(right.body.code).toBe('sign_in_locked');
    app.clock.advance(15 * 60_000);
    expect(typeof (await staffSignIn(app, 'lock-1', 'staff-pass-1'))).toBe('string');
  });

  it("lets an owner reset another staff member's factor, audited; they enrol again and their sessions end", async () => {
    const id = await newStaff('reset-1');
    const session = await staffSignIn(app, 'reset-1', 'staff-pass-1');
    const reply = await app.admin('/staff/resetFactor', { id, reason: 'Lost phone' }, owner);
    expect(reply.statusCode).toBe(200);
    expect((await app.admin('/auth/me', {}, session)).statusCode).toBe(401);
    const again = await app.admin('/auth/login', { username: 'reset-1', password: 'staff-pass-1' });
    expect(again.body.data.token).toBeNull();
    const audit = await app.admin('/audit/list', { keyword: `staff:${id}`, page: 1, size: 5 }, owner);
    expect(audit.body.data.items[0]).toMatchObject({ action: 'staff.resetFactor' });
    const list = (await app.admin('/staff/list', {}, owner)).body.data as { username: string; hasFactor: boolean }[];
    expect(list.find((staff) => staff.username === 'reset-1')?.hasFactor).toBe(false);
    expect(list.find((staff) => staff.username === 'admin')?.hasFactor).toBe(true);
  });

  it('refuses a reset by a non-owner and of oneself', async () => {
    const id = await newStaff('reset-2');
    const reviewer = await staffSignIn(app, 'reset-2', 'staff-pass-1');
    expect((await app.admin('/staff/resetFactor', { id, reason: 'x' }, reviewer)).statusCode).toBe(403);
    const ownId = (await app.admin('/auth/me', {}, owner)).body.data.id;
    expect((await app.admin('/staff/resetFactor', { id: ownId, reason: 'x' }, owner)).statusCode).toBe(403);
  });
});
