/**
 * Crash safety: a storm of money calls (withdrawals, exchanges, market and resting limit orders,
 * closes) against the real server on its embedded Postgres, the server killed with SIGKILL at
 * random moments and restarted. Afterwards the books must balance, every call the server
 * acknowledged must be there exactly once (and no order it did not acknowledge), the frozen
 * balance must be the open holds and the margin the open positions', and no balance may be
 * negative.
 * CRASH_KILLS sets how many times (at least 10; CI runs the short default).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../apps/server/src/db/embedded-postgres';
import { startServer, type ServerProcess } from './server-process';
import { staffApiSignIn } from '../support/staff-factor';

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

type CallKind = 'withdraw' | 'exchange' | 'market' | 'limit' | 'close';

interface Acknowledged {
  key: string;
  kind: CallKind;
  /** The fund record's order number of a withdrawal or an exchange. */
  orderNo?: string;
  orderId?: number;
  positionId?: number;
}

interface StormCall {
  kind: CallKind;
  url: string;
  body: unknown;
}

/** What a market order, a resting limit order and a close are sent for. */
interface Trading {
  symbol: string;
  /** Today's lower limit: a long resting there waits, holding its money. */
  restingPrice: string;
  /** Positions opened so far, for closes to pick from. */
  positions: number[];
}

function stormCall(kind: CallKind, cardId: number, trading: Trading, index: number): StormCall {
  switch (kind) {
    case 'exchange':
      return { kind, url: '/api/vue/funds/exchange', body: { from: 'JPY', to: 'USD', amount: '1000' } };
    case 'withdraw':
      return {
        kind,
        url: '/api/vue/funds/withdraw',
        body: { bankCardId: cardId, amount: '1000', currency: 'JPY', fundPassword: '246810' },
      };
    case 'market':
      return {
        kind,
        url: '/api/vue/trade/order',
        body: { symbol: trading.symbol, direction: 'long', type: 'market', lots: 1, leverage: 3 },
      };
    case 'limit':
      return {
        kind,
        url: '/api/vue/trade/order',
        body: { symbol: trading.symbol, direction: 'long', type: 'limit', price: trading.restingPrice, lots: 1, leverage: 3 },
      };
    case 'close':
      return {
        kind,
        url: '/api/vue/trade/close',
        body: { positionId: trading.positions[index % trading.positions.length] ?? 1 },
      };
  }
}

const kinds: readonly CallKind[] = ['exchange', 'withdraw', 'market', 'limit', 'close'];

function acknowledge(call: StormCall, key: string, data: any): Acknowledged {
  if (call.kind === 'close') return { key, kind: call.kind, positionId: (call.body as { positionId: number }).positionId };
  if (call.kind === 'market' || call.kind === 'limit') {
    return { key, kind: call.kind, orderId: data.orderId, ...(data.positionId ? { positionId: data.positionId } : {}) };
  }
  return { key, kind: call.kind, orderNo: data.orderNo };
}

/** Sends money calls until the server dies under them, recording the ones it acknowledged. */
async function storm(
  baseUrl: string,
  member: Record<string, string>,
  context: { cardId: number; trading: Trading },
  round: number,
  acknowledged: Acknowledged[],
  unknown: Map<string, StormCall>,
) {
  let running = true;
  const worker = async (workerId: number) => {
    for (let index = 0; running; index++) {
      const key = `crash-${round}-${workerId}-${index}`;
      const next = stormCall(kinds[(index + workerId) % kinds.length]!, context.cardId, context.trading, index);
      try {
        const reply = await call(baseUrl, next.url, next.body, { ...member, 'idempotency-key': key });
        if (reply.status !== 200) continue;
        const done = acknowledge(next, key, reply.body.data);
        acknowledged.push(done);
        if (next.kind === 'market' && done.positionId) context.trading.positions.push(done.positionId);
      } catch {
        // The server died mid-call: the outcome is unknown until the key is asked again.
        unknown.set(key, next);
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
    const { token: owner } = await staffApiSignIn(server.baseUrl, { username: 'admin', password: adminPassword });
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
        holderNameKana: 'デモ メンバー',
        cardNumber: '4000123',
        accountType: 'futsu',
        bankName: 'MUFG',
        branchName: 'Ginza',
        branchCode: '001',
      },
      member,
    );
    const cardId = card.body.data.id;
    const seededOrders = await demoLoanSeeded(server.baseUrl, member);
    const trading = await tradingTarget(server.baseUrl);

    const acknowledged: Acknowledged[] = [];
    const unknown = new Map<string, StormCall>();
    for (let round = 0; round < kills; round++) {
      const workers = await storm(server.baseUrl, member, { cardId, trading }, round, acknowledged, unknown);
      await server.kill();
      await Promise.all(workers);
      server = await startServer(environment);
    }

    // Asking again with an unknown call's key either replays what committed or runs it now: never both.
    for (const [key, unresolved] of unknown) {
      const reply = await call(server.baseUrl, unresolved.url, unresolved.body, { ...member, 'idempotency-key': key });
      if (reply.status === 200) acknowledged.push(acknowledge(unresolved, key, reply.body.data));
    }
    expect(acknowledged.length).toBeGreaterThan(kills);
    const count = (kind: CallKind) => acknowledged.filter((entry) => entry.kind === kind).length;
    console.log(
      `crash storm: ${kills} kills, ${acknowledged.length} calls acknowledged (${kinds.map((kind) => `${count(kind)} ${kind}`).join(', ')}), ${unknown.size} in flight at a kill`,
    );
    expect(count('market')).toBeGreaterThan(0);

    const records: { id: string; orderNo: string; reason: string; type: string; currency: string }[] = [];
    for (let page = 1; ; page++) {
      const batch = (await call(server.baseUrl, '/api/vue/funds/records', { page, size: 100 }, member)).body.data;
      records.push(...batch.items);
      if (batch.items.length < 100) break;
    }
    const funds = acknowledged.filter((entry) => entry.orderNo !== undefined);
    for (const { orderNo } of funds) {
      // The statement has a line per ledger entry and cash account (an exchange's two currencies, a
      // hold's available and frozen): each call's entries are there, and no reason posted twice.
      const rows = records.filter((record) => record.orderNo === orderNo);
      expect(rows.length, orderNo).toBeGreaterThan(0);
      const entries = new Map(rows.map((record) => [record.id.split('-')[0], record.reason]));
      expect(new Set(entries.values()).size, orderNo).toBe(entries.size);
    }
    expect(new Set(funds.map((entry) => entry.orderNo)).size).toBe(funds.length);
    await expectTradesExactlyOnce(server.baseUrl, member, staff, acknowledged, seededOrders);

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
    // The withdrawals and orders still pending hold exactly what the frozen balance says.
    const holds: { amount: string }[] = (await call(server.baseUrl, '/api/vue/funds/holds', {}, member)).body.data;
    const frozenYen = info.balances.find((balance: { currency: string }) => balance.currency === 'JPY').frozen;
    expect(holds.reduce((total, hold) => total + Number(hold.amount), 0)).toBe(Number(frozenYen));
  });
});

/** The cheapest stock on the first page of the market, and its lower limit for orders that rest. */
async function tradingTarget(baseUrl: string): Promise<Trading> {
  // The market starts a moment after the server answers: wait for its first prices.
  for (let attempt = 0; attempt < 300; attempt++) {
    const list = (await call(baseUrl, '/api/vue/market/list', { exchange: 'TSE', page: 1, size: 100 })).body.data.items as {
      symbol: string;
      kind: string;
      last: string | null;
      limitDown: string | null;
    }[];
    const stocks = list.filter((quote) => quote.kind === 'stock' && quote.last !== null && quote.limitDown !== null);
    if (stocks.length > 0) {
      const cheapest = stocks.reduce((best, quote) => (Number(quote.last) < Number(best.last) ? quote : best));
      return { symbol: cheapest.symbol, restingPrice: cheapest.limitDown!, positions: [] };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the market showed no stock prices within 30 s');
}

/**
 * Every order the server has is one it acknowledged (or answered on a retried key), exactly
 * once; every acknowledged close left its position closed; and the margin the ledger holds is
 * the margin of the positions still open.
 */
async function expectTradesExactlyOnce(
  baseUrl: string,
  member: Record<string, string>,
  staff: Record<string, string>,
  acknowledged: Acknowledged[],
  seededOrders: readonly number[],
) {
  const orders = await allPages<{ id: number; status: string }>(baseUrl, '/api/vue/trade/orders', member);
  const acknowledgedOrders = acknowledged.filter((entry) => entry.orderId !== undefined).map((entry) => entry.orderId);
  expect(new Set(acknowledgedOrders).size).toBe(acknowledgedOrders.length);
  expect(orders.map((order) => order.id).sort((a, b) => a - b)).toEqual(
    [...acknowledgedOrders, ...seededOrders].sort((a, b) => a! - b!),
  );

  const positions = await allPages<{ id: number; status: string; margin: string }>(baseUrl, '/api/vue/trade/positions', member);
  for (const { positionId } of acknowledged.filter((entry) => entry.kind === 'close')) {
    expect(positions.find((position) => position.id === positionId)?.status, `position ${positionId}`).toBe('closed');
  }
  const openMargin = positions
    .filter((position) => position.status === 'holding')
    .reduce((total, position) => total + BigInt(position.margin), 0n);
  const userId = (await call(baseUrl, '/api/admin/users/list', { keyword: member.account, page: 1, size: 1 }, staff)).body.data
    .items[0].id;
  const ledger = (await call(baseUrl, '/api/admin/ledger/member', { userId }, staff)).body.data;
  const yen = ledger.balances.find((balance: { currency: string }) => balance.currency === 'JPY');
  expect(BigInt(yen.margin)).toBe(openMargin);
}

/**
 * The demo data's holding and loan are seeded once the market is ready (seed/demo-loan.ts); the
 * storm starts after them, and their order is the one the storm did not place.
 */
async function demoLoanSeeded(baseUrl: string, member: Record<string, string>): Promise<number[]> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const loans = (await call(baseUrl, '/api/vue/loan/records', { page: 1, size: 10 }, member)).body.data;
    if (loans?.items.some((loan: { status: string }) => loan.status === 'active')) {
      return (await allPages<{ id: number }>(baseUrl, '/api/vue/trade/orders', member)).map((order) => order.id);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the demo loan was not seeded within 60 s');
}

async function allPages<T>(baseUrl: string, url: string, member: Record<string, string>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const batch = (await call(baseUrl, url, { page, size: 100 }, member)).body.data;
    items.push(...batch.items);
    if (batch.items.length < 100) return items;
  }
}
