/**
 * Fuzzes every JSON call of the contract, member and staff, from its own zod schema: each bad
 * value (wrong type, control characters, huge, out of range, an amount beyond the database's
 * bigint) must get a 4xx with a code, an unknown key a 400 naming it, extra keys such as
 * `__proto__` must never break the server, and nothing may change: every table
 * keeps its row count and the books still balance. A 500 here is a bug.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, memberApi, type Endpoint } from '@kabuto/contracts';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ownerToken } from '../../test/fixtures';
import { badCalls, extraKeyBodies, extraKeyCall } from '../../test/contract-fuzz';

let app: TestApp;
let memberHeaders: Record<string, string>;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp({ SIGN_IN_RATE_LIMIT: '1000000' });
  const signedIn = await app.call('/user/login', { account: '0900000001', password: 'demo1234', agree: true });
  memberHeaders = { token: signedIn.body.data.token, account: '0900000001' };
  staffHeaders = { authorization: `Bearer ${await ownerToken(app)}` };
});
afterAll(() => app.close());

/** Row counts of every table but the one that counts wrong passwords, which failures must change. */
async function snapshot(): Promise<Record<string, number>> {
  const tables = await app.db.pool.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'sign_in_failures' ORDER BY tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables.rows) {
    const { rows } = await app.db.pool.query<{ count: string }>(`SELECT count(*) FROM "${tablename}"`);
    counts[tablename] = Number(rows[0]?.count);
  }
  return counts;
}

interface Outcome {
  call: string;
  statusCode: number;
  code?: string;
  fields?: Record<string, string>;
}

async function send(prefix: string, endpoint: Endpoint, payload: string): Promise<Outcome> {
  const headers = { 'content-type': 'application/json', ...(prefix === '/api/admin' ? staffHeaders : memberHeaders) };
  const response = await app.inject({ method: 'POST', url: prefix + endpoint.path, payload, headers });
  const body = response.json<{ status?: number; code?: string; fields?: Record<string, string> }>();
  const failed = body.status === 0;
  return {
    call: prefix + endpoint.path,
    statusCode: response.statusCode,
    code: failed ? body.code : undefined,
    fields: failed ? body.fields : undefined,
  };
}

/** Ending one's own session is not a change a fuzzed body should be kept from making; it would end the run. */
const endsTheSession = (endpoint: Endpoint) => /logout/i.test(endpoint.path);

const apis: [string, Record<string, Endpoint>][] = [
  ['/api/vue', memberApi],
  ['/api/admin', adminApi],
];

describe('fuzzing every call of the contract', () => {
  it('answers every bad value (big amounts and unknown keys too) with a 4xx and a code, changing nothing', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    let calls = 0;
    for (const [prefix, api] of apis) {
      for (const endpoint of Object.values(api)) {
        const jobs = badCalls(endpoint).map(async ({ field, what, body }) => {
          const outcome = await send(prefix, endpoint, JSON.stringify(body));
          calls++;
          if (outcome.statusCode < 400 || outcome.statusCode >= 500 || !outcome.code) {
            wrong.push(`${outcome.call} ${field} = ${what}: ${outcome.statusCode} ${outcome.code ?? ''}`);
          }
        });
        // A few at a time: the calls share the test's small connection pool.
        for (let index = 0; index < jobs.length; index += 8) await Promise.all(jobs.slice(index, index + 8));
        if (endsTheSession(endpoint)) continue;
        const typo = extraKeyCall(endpoint);
        if (typo) {
          const outcome = await send(prefix, endpoint, JSON.stringify(typo.body));
          calls++;
          if (outcome.statusCode !== 400 || outcome.code !== 'invalid_input' || !outcome.fields?.extra) {
            wrong.push(`${outcome.call} an unknown key "extra": ${outcome.statusCode} ${outcome.code ?? ''}`);
          }
        }
        for (const payload of extraKeyBodies) {
          const outcome = await send(prefix, endpoint, payload);
          calls++;
          if (outcome.statusCode >= 500 || (outcome.statusCode !== 200 && !outcome.code)) {
            wrong.push(`${outcome.call} extra keys ${payload}: ${outcome.statusCode}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // About 2,000 today (70 calls); far fewer would mean the generator stopped reading the schemas.
    expect(calls).toBeGreaterThan(1_500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await snapshot()).toEqual(before);
    const balance = await app.inject({
      method: 'POST',
      url: '/api/admin/ledger/trialBalance',
      payload: {},
      headers: staffHeaders,
    });
    for (const currency of balance.json<{ data: { sum: string; mismatches: number }[] }>().data) {
      expect(currency).toMatchObject({ sum: '0', mismatches: 0 });
    }
  }, 120_000);
});
