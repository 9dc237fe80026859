import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ownerToken, staffSignIn } from '../../test/fixtures';

let app: TestApp;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await ownerToken(app);
});
afterAll(() => app.close());

async function createStaff(username: string, role: 'owner' | 'reviewer' | 'support') {
  const created = await app.admin('/staff/save', { username, role, password: 'staff-pass-1' }, owner);
  expect(created.statusCode).toBe(200);
  const token = await staffSignIn(app, username, 'staff-pass-1');
  return { id: created.body.data.id as number, token };
}

const auditCount = async () => Number((await app.db.pool.query('SELECT count(*) FROM audit_log')).rows[0].count);

describe('back office', () => {
  it('signs the first owner in and tells who is signed in', async () => {
    const me = await app.admin('/auth/me', {}, owner);
    expect(me.body.data).toMatchObject({ username: 'admin', role: 'owner' });
  });

  it('refuses a wrong password with the one credentials message', async () => {
    const reply = await app.admin('/auth/login', { username: 'admin', password: 'nope-nope-1' });
    expect(reply.statusCode).toBe(422);
    expect(reply.body.code).toBe('credentials_invalid');
  });

  it('answers 401 without a bearer token', async () => {
    expect((await app.admin('/config/list', {})).statusCode).toBe(401);
  });

  it('refuses trading settings that contradict each other, and changes nothing', async () => {
    const before = await auditCount();
    // The warning must come before liquidation: a warning level of 0.1 under a maintenance rate of 0.2 can't be.
    const bad = await app.admin('/config/set', { name: 'marginWarningRate', value: '0.1' }, owner);
    expect({ status: bad.statusCode, fields: bad.body.fields }).toEqual({ status: 400, fields: { value: 'not_allowed_value' } });
    // A 3× position opens with a third of its notional as equity: a 40% warning level would warn it at once.
    const aboveInitial = await app.admin('/config/set', { name: 'marginWarningRate', value: '0.4' }, owner);
    expect(aboveInitial.statusCode).toBe(400);
    // And 4× (25%) can't be offered while the warning level is 30%.
    const leverage = await app.admin('/config/set', { name: 'leverageOptions', value: '1,2,4' }, owner);
    expect(leverage.statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
    const config = (await app.call('/common/config', {})).body.data as { name: string; value: string }[];
    expect(config.find((entry) => entry.name === 'marginWarningRate')?.value).toBe('0.3');
  });

  it('changes a setting, validates it per key and writes the audit log', async () => {
    const before = await auditCount();
    const bad = await app.admin('/config/set', { name: 'depositHours', value: '9-5' }, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.fields).toEqual({ value: 'invalid_format' });
    expect(await auditCount()).toBe(before);

    const good = await app.admin('/config/set', { name: 'depositHours', value: '10:00-18:00' }, owner);
    expect(good.statusCode).toBe(200);
    const config = (await app.call('/common/config', {})).body.data as { name: string; value: string }[];
    expect(config.find((entry) => entry.name === 'depositHours')?.value).toBe('10:00-18:00');
    const audit = await app.admin('/audit/list', { page: 1, size: 10 }, owner);
    expect(audit.body.data.items[0]).toMatchObject({
      staff: 'admin',
      action: 'config.set',
      target: 'depositHours',
      before: { value: '09:30-19:30' },
      after: { value: '10:00-18:00' },
    });
  });

  it('refuses a setting that does not exist or is not editable', async () => {
    expect((await app.admin('/config/set', { name: 'marketSessions', value: 'tse' }, owner)).statusCode).toBe(404);
    expect((await app.admin('/config/set', { name: 'balance', value: '1' }, owner)).statusCode).toBe(404);
  });

  it('lets a reviewer read settings and the audit log but not change settings or staff', async () => {
    const reviewer = await createStaff('rita', 'reviewer');
    expect((await app.admin('/config/list', {}, reviewer.token)).statusCode).toBe(200);
    expect((await app.admin('/audit/list', { page: 1, size: 5 }, reviewer.token)).statusCode).toBe(200);
    const before = await auditCount();
    const set = await app.admin('/config/set', { name: 'title', value: 'Hacked' }, reviewer.token);
    expect(set.statusCode).toBe(403);
    expect(set.body.code).toBe('forbidden');
    expect((await app.admin('/staff/list', {}, reviewer.token)).statusCode).toBe(403);
    expect(
      (await app.admin('/staff/save', { username: 'eve', role: 'owner', password: 'staff-pass-1' }, reviewer.token)).statusCode,
    ).toBe(403);
    expect(await auditCount()).toBe(before);
  });

  it('refuses a username that is taken', async () => {
    await createStaff('sam', 'support');
    const again = await app.admin('/staff/save', { username: 'sam', role: 'support', password: 'staff-pass-1' }, owner);
    expect(again.statusCode).toBe(422);
    expect(again.body.code).toBe('username_exists');
  });

  it('keeps at least one active owner', async () => {
    const me = (await app.admin('/auth/me', {}, owner)).body.data;
    const demote = await app.admin('/staff/save', { id: me.id, username: 'admin', role: 'reviewer', active: true }, owner);
    expect(demote.statusCode).toBe(422);
    expect(demote.body.code).toBe('last_owner');
    const deactivate = await app.admin('/staff/save', { id: me.id, username: 'admin', role: 'owner', active: false }, owner);
    expect(deactivate.body.code).toBe('last_owner');
  });

  it('ends the sessions of deactivated staff and never logs a password', async () => {
    const support = await createStaff('sue', 'support');
    const reply = await app.admin('/staff/save', { id: support.id, username: 'sue', role: 'support', active: false }, owner);
    expect(reply.statusCode).toBe(200);
    expect((await app.admin('/auth/me', {}, support.token)).statusCode).toBe(401);
    const { rows } = await app.db.pool.query("SELECT before::text, after::text FROM audit_log WHERE action LIKE 'staff.%'");
    for (const row of rows) expect(`${row.before}${row.after}`).not.toMatch(/staff-pass-1|argon2/);
  });

  it('has no call that sets a balance', async () => {
    const document = JSON.parse((await app.get('/api/admin/openapi.json')).body);
    // The only ledger calls are reads; there is nothing that sets, adjusts or credits an amount.
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => /set.*balance|adjust|credit|bonus|edit.*(amount|balance)/i.test(path))).toEqual([]);
    expect(paths.filter((path) => path.includes('/ledger/'))).toEqual([
      '/api/admin/ledger/trialBalance',
      '/api/admin/ledger/member',
    ]);
  });
});
