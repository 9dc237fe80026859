/**
 * Crash safety: a storm of money calls against the real server on its embedded Postgres, the
 * server killed with SIGKILL at random moments and restarted. Afterwards the books must balance,
 * every call the server acknowledged must be there exactly once, and no balance may be negative.
 * CRASH_KILLS sets how many times (at least 10; CI runs the short default).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../apps/server/src/db/embedded-postgres';
import { startServer, type ServerProcess } from './server-process';

const kills = Math.max(10, Number(process.env.CRASH_KILLS ?? 10));
const adminPassword = 'crash-owner-1';
let server: ServerProcess | undefined;
let dataDir = '';

afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function call(baseUrl: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { status: response.status, body: (await response.json()) as { status: number; code?: string; data: any } };
}

interface Acknowledged {
  key: string;
  orderNo: string;
  kind: 'withdraw' | 'exchange';
}

/** Sends money calls until the server dies under them, recording the ones it acknowledged. */
async function storm(
  baseUrl: string,
  member: Record<string, string>,
  cardId: number,
  round: number,
  acknowledged: Acknowledged[],
  unknown: Map<string, unknown>,
) {
  let running = true;
  const worker = async (workerId: number) => {
    for (let index = 0; running; index++) {
      const key = `crash-${round}-${workerId}-${index}`;
      const exchange = index % 2 === 0;
      const body = exchange
        ? { from: 'JPY', to: 'USD', amount: '1000' }
        : { bankCardId: cardId, amount: '1000', currency: 'JPY', fundPassword: '246810' };
      try {
        const reply = await call(baseUrl, exchange ? '/api/vue/funds/exchange' : '/api/vue/funds/withdraw', body, {
          ...member,
          'idempotency-key': key,
        });
        if (reply.status === 200)
          acknowledged.push({ key, orderNo: reply.body.data.orderNo, kind: exchange ? 'exchange' : 'withdraw' });
      } catch {
        // The server died mid-call: the outcome is unknown until the key is asked again.
        unknown.set(key, { url: exchange ? '/api/vue/funds/exchange' : '/api/vue/funds/withdraw', body });
        return;
      }
    }
  };
  const workers = Array.from({ length: 6 }, (_, id) => worker(id));
  await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 900));
  running = false;
  return workers;
}

describe('crash safety', () => {
  it(`keeps the books whole through ${kills} kills mid-storm`, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kabuto-crash-'));
    const environment = { DATA_DIR: dataDir, PORT: String(await freePort()), ADMIN_PASSWORD: adminPassword };
    server = await startServer(environment);
    const owner = (await call(server.baseUrl, '/api/admin/auth/login', { username: 'admin', password: adminPassword })).body.data
      .token;
    const staff = { authorization: `Bearer ${owner}` };
    for (const [name, value] of [
      ['withdrawHours', '00:00-23:59'],
      ['withdrawDays', 'all'],
      ['withdrawCardCooldownHours', '0'],
      ['minWithdraw', '1'],
    ]) {
      await call(server.baseUrl, '/api/admin/config/set', { name, value }, staff);
    }
    const login = (
      await call(server.baseUrl, '/api/vue/user/login', { account: '0900000001', password: 'demo1234', agree: true })
    ).body.data;
    const member = { token: login.token, account: login.account };
    await call(
      server.baseUrl,
      '/api/vue/user/setFundPassword',
      { loginPassword: 'demo1234', fundPassword: '246810', confirmFundPassword: '246810' },
      member,
    );
    const card = await call(
      server.baseUrl,
      '/api/vue/user/addBankCard',
      {
        holderName: 'Demo Member',
        cardNumber: '4000123412341234',
        cardType: 'debit_card',
        bankName: 'MUFG',
        branchName: 'Ginza',
        branchCode: '001',
      },
      member,
    );
    const cardId = card.body.data.id;

    const acknowledged: Acknowledged[] = [];
    const unknown = new Map<string, unknown>();
    for (let round = 0; round < kills; round++) {
      const workers = await storm(server.baseUrl, member, cardId, round, acknowledged, unknown);
      await server.kill();
      await Promise.all(workers);
      server = await startServer(environment);
    }

    // Asking again with an unknown call's key either replays what committed or runs it now: never both.
    for (const [key, { url, body }] of unknown as Map<string, { url: string; body: unknown }>) {
      const reply = await call(server.baseUrl, url, body, { ...member, 'idempotency-key': key });
      if (reply.status === 200)
        acknowledged.push({ key, orderNo: reply.body.data.orderNo, kind: url.endsWith('exchange') ? 'exchange' : 'withdraw' });
    }
    expect(acknowledged.length).toBeGreaterThan(kills);
    console.log(`crash storm: ${kills} kills, ${acknowledged.length} calls acknowledged, ${unknown.size} in flight at a kill`);

    const records: { orderNo: string; type: string; currency: string }[] = [];
    for (let page = 1; ; page++) {
      const batch = (await call(server.baseUrl, '/api/vue/funds/records', { page, size: 100 }, member)).body.data;
      records.push(...batch.items);
      if (batch.items.length < 100) break;
    }
    for (const { orderNo, kind } of acknowledged) {
      // An exchange shows as two records (out and in); a withdrawal as one.
      const rows = records.filter((record) => record.orderNo === orderNo);
      expect(rows.length, orderNo).toBe(kind === 'exchange' ? 2 : 1);
    }
    expect(new Set(acknowledged.map((entry) => entry.orderNo)).size).toBe(acknowledged.length);

    const trial: { currency: string; sum: string; mismatches: number }[] = (
      await call(server.baseUrl, '/api/admin/ledger/trialBalance', {}, staff)
    ).body.data;
    for (const row of trial)
      expect({ currency: row.currency, zero: Number(row.sum) === 0, mismatches: row.mismatches }).toEqual({
        currency: row.currency,
        zero: true,
        mismatches: 0,
      });
    const info = (await call(server.baseUrl, '/api/vue/user/info', {}, member)).body.data;
    for (const balance of info.balances) {
      expect(Number(balance.available)).toBeGreaterThanOrEqual(0);
      expect(Number(balance.frozen)).toBeGreaterThanOrEqual(0);
    }
    // The withdrawals still pending hold exactly what the frozen balance says.
    const holds: { amount: string }[] = (await call(server.baseUrl, '/api/vue/funds/holds', {}, member)).body.data;
    const frozenYen = info.balances.find((balance: { currency: string }) => balance.currency === 'JPY').frozen;
    expect(holds.reduce((total, hold) => total + Number(hold.amount), 0)).toBe(Number(frozenYen));
  });
});
