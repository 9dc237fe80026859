/**
 * A mentor's fill reaches every copy exactly once, whatever moment the server dies at. The mentor
 * and three followers are set up through this test's app; a real server (test/crash-node.ts, built
 * and started as main.ts does) runs on the same database as a child process and is killed with
 * SIGKILL by the outbox's crash hook: first after the mentor's order committed and before its event
 * was delivered, then (restarted, its sweep delivering that event) after the copies' orders
 * committed and before the event was marked delivered. Restarted once more without the hook, it
 * delivers the event again, and no copy mirrors the fill a second time.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../db/embedded-postgres';
import { startTestApp, type TestApp } from '../../test/test-app';
import { businessNoon, deposit, ownerToken, verifiedMember, type Session } from '../../test/fixtures';

const root = path.resolve(import.meta.dirname, '../../../..');
let app: TestApp;
let databaseUrl: string;
const running = new Set<() => void>();

beforeAll(async () => {
  app = await startTestApp({}, { startAt: businessNoon });
  const { rows } = await app.db.pool.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${rows[0]!.name}`;
  databaseUrl = url.toString();
});
afterAll(async () => {
  for (const kill of running) kill();
  await app?.close();
});

interface CrashNode {
  baseUrl: string;
  /** Resolves once it serves members; rejects if it exits first. */
  ready: Promise<void>;
  exited: Promise<void>;
  kill(): Promise<void>;
}

function startNode(port: number, crash?: string): CrashNode {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/test/crash-node.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), ...(crash ? { OUTBOX_CRASH: crash } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const kill = () => void child.kill('SIGKILL');
  running.add(kill);
  const exited = new Promise<void>((resolve) => child.once('exit', () => (running.delete(kill), resolve())));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => String(chunk).includes('ready') && resolve());
    void exited.then(() => reject(new Error('the crash node exited before it was ready')));
  });
  ready.catch(() => undefined);
  return { baseUrl: `http://127.0.0.1:${port}`, ready, exited, kill: async () => (kill(), await exited) };
}

async function post(baseUrl: string, url: string, body: object, headers: Record<string, string>) {
  const response = await fetch(`${baseUrl}/api/vue${url}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  return (await response.json()) as { status: number; data: any };
}

const undeliveredFills = async () =>
  Number(
    (await app.db.pool.query("SELECT count(*) FROM outbox_events WHERE topic = 'trading.member_filled' AND delivered_at IS NULL"))
      .rows[0].count,
  );

async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)),
  );
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('mentor copies through a crash', () => {
  it('mirrors a mentor’s fill on every copy exactly once, killed before delivery and again after the copies’ orders', async () => {
    const owner = await ownerToken(app);
    const mentor = await verifiedMember(app);
    await deposit(app, mentor, '5000000');
    await app.call('/copy/applyMentor', { strategyName: 'Crash-proof lots', description: 'Bought once, copied once.' }, mentor);
    const queue = (
      await app.admin('/copy/mentors/list', { status: 'pending', keyword: mentor.account, page: 1, size: 10 }, owner)
    ).body.data;
    expect((await app.admin('/copy/mentors/review', { id: queue.items[0].id, approve: true }, owner)).statusCode).toBe(200);
    const strategy = (await app.call('/copy/strategies', {})).body.data.find(
      (item: { kind: string; name: string }) => item.kind === 'mentor' && item.name === 'Crash-proof lots',
    );
    const followers: { session: Session; copyId: number }[] = [];
    for (let index = 0; index < 3; index++) {
      const session = await verifiedMember(app);
      await deposit(app, session, '5000000');
      const followed = await app.call(
        '/copy/follow',
        { strategyId: strategy.id, amount: '5000000', stopLossPct: 50 },
        { ...session, 'idempotency-key': crypto.randomUUID() },
      );
      expect(followed.statusCode, JSON.stringify(followed.body)).toBe(200);
      followers.push({ session, copyId: followed.body.data.copyId });
    }
    const copyOrders = () =>
      Promise.all(
        followers.map(
          async ({ session, copyId }) => (await app.call('/copy/orders', { copyId, page: 1, size: 10 }, session)).body.data.items,
        ),
      );

    // 1. Killed after the mentor's order committed, before its event was delivered: no copy has bought.
    const port = await freePort();
    const first = startNode(port, 'deliver:trading.member_filled');
    await within(120_000, 'the first start', first.ready);
    // The market's first prices come a moment after the node is ready.
    let stocks: { symbol: string; kind: string; last: string | null }[] = [];
    for (let attempt = 0; stocks.length === 0 && attempt < 300; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      const list = (await post(first.baseUrl, '/market/list', { exchange: 'TSE', page: 1, size: 100 }, {})).data.items;
      stocks = (list as typeof stocks).filter((quote) => quote.kind === 'stock' && quote.last !== null);
    }
    const cheapest = stocks.reduce((best, quote) => (Number(quote.last) < Number(best.last) ? quote : best));
    const order = { symbol: cheapest.symbol, direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal' };
    // Signed in again on the node: the test app's sessions began on its own clock.
    const login = await post(first.baseUrl, '/user/login', { account: mentor.account, password: 'hanami2026', agree: true }, {});
    const headers = { token: login.data.token, account: mentor.account, 'idempotency-key': crypto.randomUUID() };
    const placed = await post(first.baseUrl, '/trade/order', order, headers).catch(() => null);
    await within(30_000, `the kill before delivery (the order: ${JSON.stringify(placed)})`, first.exited);
    const mentorPositions = (await app.call('/trade/positions', { page: 1, size: 10 }, mentor)).body.data.items;
    expect(mentorPositions).toHaveLength(1);
    expect(await undeliveredFills()).toBe(1);
    expect((await copyOrders()).map((orders) => orders.length)).toEqual([0, 0, 0]);

    // 2. Restarted: its sweep delivers the event, and it is killed after the copies' orders committed.
    const second = startNode(port, 'handled:trading.member_filled');
    await within(120_000, 'the kill after the copies bought', second.exited);
    expect((await copyOrders()).map((orders) => orders.length)).toEqual([1, 1, 1]);
    expect(await undeliveredFills()).toBe(1);

    // 3. Restarted without the hook: the event is delivered again, found claimed, and marked delivered.
    const third = startNode(port);
    await within(120_000, 'the third start', third.ready);
    for (let attempt = 0; (await undeliveredFills()) > 0 && attempt < 300; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await undeliveredFills()).toBe(0);
    const orders = await copyOrders();
    // Each copy sized on about its own ¥5,000,000 against the mentor's ¥5,000,000: the mentor's one lot, once.
    expect(orders).toEqual([0, 1, 2].map(() => [expect.objectContaining({ side: 'buy', symbol: cheapest.symbol, shares: 100 })]));
    await third.kill();
  }, 400_000);
});
