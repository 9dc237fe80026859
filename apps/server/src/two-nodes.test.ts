/**
 * Two real server processes (`main.ts`, as `npm start` runs it) on one PostgreSQL and one Redis,
 * as behind a load balancer: a member signed in through node 1 and staff through node 2. Uploads
 * taken by either node (and one an earlier version left on node 2's disk) are read through both;
 * a deposit approved on node 2 reaches the member's stream on node 1; sign-in attempts are
 * counted over both nodes together; and when the market leader is killed (SIGKILL) the other
 * node leads within 10 s and every order either node acknowledged is still there.
 *
 * Redis is REDIS_URL, or the machine's own at redis://127.0.0.1:6379 (every machine of the
 * project has one; CI does not set REDIS_URL); keys and channels go under a prefix of this run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from './db/database';
import { cloneTemplate } from '../test/postgres-server';
import { image } from '../test/fixtures';
import { StreamClient } from '../test/stream-client';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const signInLimit = 5;
const adminPassword = 'owner-pass-1';
const main = path.join(import.meta.dirname, 'main.ts');
const running = new Set<ChildProcess>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A decimal string (yen, a price) as ten-thousandths, to compare and subtract without floating point. */
const scaled = (decimal: string) => {
  const [whole, fraction = ''] = decimal.split('.');
  return BigInt(`${whole}${fraction.padEnd(4, '0')}`);
};

interface Node {
  baseUrl: string;
  /** What the node printed so far. */
  output(): string;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts a node and returns once it listens and has taken or missed the market lock (its start
 * lines say which), before its market history is stored: see `untilReady`.
 */
async function startNode(environment: Record<string, string>): Promise<Node> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'text',
      MARKET_HISTORY: 'short',
      ADMIN_PASSWORD: adminPassword,
      SIGN_IN_RATE_LIMIT: String(signInLimit),
      REDIS_URL: redisUrl,
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text: string) => (output += text));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  for (let tries = 0; !/Press Ctrl\+C to stop\./.test(output); tries++) {
    if (child.exitCode !== null) throw new Error(`node exited before it started:\n${output}`);
    if (tries > 600) throw new Error(`node did not start within 60 s:\n${output}`);
    await sleep(100);
  }
  const baseUrl = /Member app {3}(http:\/\/\S+)\//.exec(output)?.[1];
  if (!baseUrl) throw new Error(`no address printed:\n${output}`);
  return {
    baseUrl,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until the node answers members: migrated, and the market history stored (by either node). */
async function untilReady(node: Node): Promise<void> {
  for (let tries = 0; (await fetch(`${node.baseUrl}/healthz/ready`)).status !== 200; tries++) {
    if (tries > 600) throw new Error('node never became ready');
    await sleep(100);
  }
}

interface Envelope<T = any> {
  httpStatus: number;
  status: number;
  code?: string;
  data: T;
}

async function post<T = any>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { httpStatus: response.status, ...((await response.json()) as Omit<Envelope<T>, 'httpStatus'>) };
}

type Session = { token: string; account: string };

const member = (node: Node, session: Session, call: string, body: unknown, headers: Record<string, string> = {}) =>
  post(`${node.baseUrl}/api/vue${call}`, body, { ...session, ...headers });
const staff = (node: Node, token: string, call: string, body: unknown) =>
  post(`${node.baseUrl}/api/admin${call}`, body, { authorization: `Bearer ${token}` });

async function uploadThrough(node: Node, session: Session, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'id.png');
  const response = await fetch(`${node.baseUrl}/api/vue/user/upload`, { method: 'POST', body: form, headers: session });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { fileId: string } }).data.fileId;
}

async function fileStatus(node: Node, fileId: string, headers: Record<string, string>): Promise<number> {
  const path = headers.authorization ? '/api/admin/file' : '/api/vue/file';
  const response = await fetch(`${node.baseUrl}${path}?id=${fileId}`, { headers });
  await response.arrayBuffer();
  return response.status;
}

let db: Database;
let databaseUrl: string;
const folders: string[] = [];
let one: Node;
let two: Node;
let session: Session;
let staffToken: string;
const stream: StreamClient[] = [];

async function folder(): Promise<string> {
  const made = await mkdtemp(path.join(os.tmpdir(), 'kabuto-node-'));
  folders.push(made);
  return made;
}

beforeAll(async () => {
  databaseUrl = await cloneTemplate(inject('postgresUrl'), inject('templateDatabase'));
  db = openDatabase(databaseUrl, 2);
}, 120_000);
afterAll(async () => {
  for (const client of stream) await client.close();
  for (const child of running) child.kill('SIGKILL');
  await db?.close();
  for (const made of folders) await rm(made, { recursive: true, force: true });
});

describe('two API nodes on one database and one Redis', { timeout: 120_000 }, () => {
  const prefix = `kabuto-test-${randomBytes(6).toString('hex')}:`;
  const planted = `diskPhoto${randomBytes(8).toString('hex')}`;

  it('start: node 1 leads the market; node 2 moves the upload an earlier version left on its disk into the database', async () => {
    one = await startNode({ DATABASE_URL: databaseUrl, DATA_DIR: await folder(), REDIS_PREFIX: prefix, DEMO: '1' });
    // An upload row from before shared storage, whose file is on node 2's disk only.
    const dataDir = await folder();
    const { rows } = await db.pool.query<{ id: number }>("SELECT id FROM members WHERE account = '0900000001'");
    const memberId = rows[0]!.id;
    const photo = await image('png');
    await db.pool.query("INSERT INTO uploads (id, member_id, mime, size_bytes) VALUES ($1, $2, 'image/png', $3)", [
      planted,
      memberId,
      photo.length,
    ]);
    await mkdir(path.join(dataDir, 'uploads', String(memberId)), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', String(memberId), planted), photo);
    // Node 2 starts while node 1 stores the market history, as a second node of a fresh deployment would.
    two = await startNode({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, REDIS_PREFIX: prefix, DEMO: '0' });
    await Promise.all([untilReady(one), untilReady(two)]);
    expect(one.output()).toContain('running the market');
    expect(two.output()).toContain('following the market leader');
    expect(two.output()).toContain('moved 1 uploads from disk into the postgres store');
    expect(await readdir(dataDir)).not.toContain('uploads');
  });

  it('signs the member in through node 1 and staff through node 2, and counts sign-in attempts over both nodes', async () => {
    const login = await post(`${one.baseUrl}/api/vue/user/login`, { account: '0900000001', password: 'demo1234', agree: true });
    expect(login.status).toBe(1);
    session = { token: login.data.token, account: login.data.account };
    // The member's sign-in was the first attempt from this address this minute; the rest alternate nodes.
    const statuses = [];
    for (let attempt = 2; attempt <= signInLimit + 2; attempt++) {
      const node = attempt % 2 ? one : two;
      const reply = await post(`${node.baseUrl}/api/vue/user/login`, {
        account: '0811111111',
        password: 'wrong-pass',
        agree: true,
      });
      statuses.push(reply.httpStatus);
    }
    // Five allowed in the minute over both nodes: attempts 2–5 are answered, 6 and 7 refused (one per node).
    expect(statuses).toEqual([422, 422, 422, 422, 429, 429]);

    const first = await post(`${two.baseUrl}/api/admin/auth/login`, { username: 'admin', password: adminPassword });
    const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(first.data.enroll.secret) });
    const enrolled = await post(`${two.baseUrl}/api/admin/auth/enroll`, {
      enrollToken: first.data.enrollToken,
      totp: totp.generate(),
    });
    expect(enrolled.status).toBe(1);
    staffToken = enrolled.data.token;
  });

  it('serves every upload through both nodes, whichever node took it', async () => {
    const staffHeaders = { authorization: `Bearer ${staffToken}` };
    const throughOne = await uploadThrough(one, session, await image('png'));
    const throughTwo = await uploadThrough(two, session, await image('jpeg'));
    for (const fileId of [throughOne, throughTwo, planted]) {
      for (const node of [one, two]) {
        expect(await fileStatus(node, fileId, session)).toBe(200);
        expect(await fileStatus(node, fileId, staffHeaders)).toBe(200);
      }
    }
  });

  it('tells the member on node 1 of a deposit staff approved on node 2', async () => {
    for (const [name, value] of [
      ['depositHours', '00:00-23:59'],
      ['depositDays', 'all'],
    ]) {
      expect((await staff(two, staffToken, '/config/set', { name, value })).status).toBe(1);
    }
    // Each node reads settings again after at most a second (ConfigService's cache).
    await sleep(1_100);
    const client = await StreamClient.connect(`${one.baseUrl.replace(/^http/, 'ws')}/api/vue/ws`);
    stream.push(client);
    client.send({ op: 'auth', ...session });
    client.send({ op: 'sub', topics: ['account'] });
    await client.roundTrip();
    client.drain();
    const before = (await member(one, session, '/user/info', {})).data.available as string;
    const channels = (await member(one, session, '/funds/depositChannels', {})).data as { id: number }[];
    const requested = await member(one, session, '/funds/deposit', {
      channelId: channels[0]!.id,
      amount: '12345',
      currency: 'JPY',
    });
    expect(requested).toMatchObject({ status: 1 });
    const queue = await staff(two, staffToken, '/deposits/list', {
      status: 'pending',
      keyword: session.account,
      page: 1,
      size: 5,
    });
    const decided = await staff(two, staffToken, '/deposits/review', { id: queue.data.items[0].id, approve: true, reason: '' });
    expect(decided.status).toBe(1);
    expect((await client.next(StreamClient.topic('account'), 5_000)).data).toMatchObject({ kind: 'account' });
    const after = (await member(one, session, '/user/info', {})).data.available as string;
    // ¥12,345 more to spend, as node 1 reads it.
    expect(scaled(after) - scaled(before)).toBe(scaled('12345'));
  });

  it('hands the market to node 2 within 10 s of node 1 being killed, and loses no acknowledged order', async () => {
    const list = await member(two, session, '/market/list', { exchange: 'TSE', page: 1, size: 100 });
    const cheapest = (list.data.items as { symbol: string; last: string | null; status: string }[])
      .filter((quote) => quote.last !== null && quote.status === 'trading')
      .sort((a, b) => (scaled(a.last!) < scaled(b.last!) ? -1 : 1))[0]!;
    const watcher = await StreamClient.connect(`${two.baseUrl.replace(/^http/, 'ws')}/api/vue/ws`);
    stream.push(watcher);
    // The indices move with nearly every market step, so their frames show the market running.
    watcher.send({ op: 'sub', topics: ['indices'] });
    await watcher.next(StreamClient.topic('indices'));

    const acknowledged: { node: Node; orderId: number }[] = [];
    let sending = true;
    const worker = async (id: number) => {
      for (let index = 0; sending; index++) {
        const node = (index + id) % 2 ? one : two;
        const order = { symbol: cheapest.symbol, direction: 'long', type: 'market', lots: 1, leverage: 3, product: 'normal' };
        try {
          const reply = await member(node, session, '/trade/order', order, { 'idempotency-key': `two-nodes-${id}-${index}` });
          if (reply.status === 1) acknowledged.push({ node, orderId: reply.data.orderId });
        } catch {
          // Node 1 died under this call: not acknowledged, so nothing is owed.
        }
        await sleep(20);
      }
    };
    const workers = [worker(0), worker(1), worker(2)];
    // Killed once each node has acknowledged a few orders (however busy the machine is).
    const ackedBy = (node: Node) => acknowledged.filter((order) => order.node === node).length;
    for (const until = Date.now() + 20_000; (ackedBy(one) < 3 || ackedBy(two) < 3) && Date.now() < until;) await sleep(50);
    await sleep(200);
    const killedAt = Date.now();
    await one.kill();
    const leadLine = 'this node leads now';
    while (!two.output().includes(leadLine) && Date.now() - killedAt < 10_000) await sleep(50);
    const tookOverMs = Date.now() - killedAt;
    expect(two.output()).toContain(leadLine);
    expect(tookOverMs).toBeLessThan(10_000);
    // The new leader publishes: quotes made after the kill reach node 2's stream.
    await watcher.next(
      (frame) =>
        frame.topic === 'indices' &&
        (frame.data as { updatedAt: string }[]).some((index) => Date.parse(index.updatedAt) > killedAt),
      10_000,
    );
    await sleep(500);
    sending = false;
    await Promise.all(workers);

    const [byOne, byTwo] = [ackedBy(one), ackedBy(two)];
    expect(byOne).toBeGreaterThan(0);
    expect(byTwo).toBeGreaterThan(0);
    const kept = new Set<number>();
    for (let page = 1; ; page++) {
      const orders = await member(two, session, '/trade/orders', { page, size: 100 });
      for (const order of orders.data.items as { id: number }[]) kept.add(order.id);
      if (page * 100 >= orders.data.total) break;
    }
    expect(acknowledged.filter((order) => !kept.has(order.orderId))).toEqual([]);
    // The books still balance after the kill: every posting was whole.
    const trial = await staff(two, staffToken, '/ledger/trialBalance', {});
    for (const row of trial.data as { sum: string; mismatches: number }[]) {
      expect(row.sum).toMatch(/^0(\.0+)?$/);
      expect(row.mismatches).toBe(0);
    }
    console.info(`two nodes: leader replaced ${tookOverMs} ms after SIGKILL; ${byOne} + ${byTwo} acknowledged orders, all kept`);
    await two.stop();
  });
});
