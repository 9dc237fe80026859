import type { Quote, quoteWithDepth } from '@kabuto/contracts';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/fixtures';
import { StreamClient, type Frame } from '../../test/stream-client';
import { publishToMember } from './stream-topics';

let app: TestApp;
let url: string;
let symbol: string;
const clients: StreamClient[] = [];

beforeAll(async () => {
  app = await startTestApp({}, { market: true, stream: { maxTopics: 10, heartbeatMs: 300 } });
  url = await app.listen();
  symbol = (await app.call('/market/list', { size: 1, sort: 'symbol', order: 'asc' })).body.data.items[0].symbol;
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await app.close();
});

async function connect(options: { autoPong?: boolean } = {}): Promise<StreamClient> {
  const client = await StreamClient.connect(url, options);
  clients.push(client);
  return client;
}

/** Moves the market's clock; the simulator covers those seconds at its next step, within a second. */
const advanceMarket = (seconds = 30) => app.clock.advance(seconds * 1000);
const topic = StreamClient.topic;
const error = (code: string) => (frame: Frame) => frame.op === 'error' && frame.code === code;

describe('the stream', () => {
  it('sends a quote at once on subscribe, then each step that changes it', async () => {
    const client = await connect();
    client.send({ op: 'sub', topics: [`quote:${symbol}`] });
    const snapshot = await client.next<Quote>(topic(`quote:${symbol}`));
    expect(snapshot.data).toMatchObject({ symbol, exchange: 'TSE', simulated: true, names: { en: expect.any(String) } });

    advanceMarket();
    const live = await client.next<Quote>(topic(`quote:${symbol}`));
    expect(Date.parse(live.data.updatedAt)).toBeGreaterThan(Date.parse(snapshot.data.updatedAt));
    expect(live.data.volume).toBeGreaterThanOrEqual(snapshot.data.volume);
  });

  it('sends the current depth and indices at once, and bars as they grow', async () => {
    const client = await connect();
    client.send({ op: 'sub', topics: [`depth:${symbol}`, 'indices', `kline:${symbol}:1m`] });
    const depth = await client.next<z.infer<typeof quoteWithDepth>>(topic(`depth:${symbol}`));
    expect(depth.data.depth.bids).toHaveLength(5);
    expect(depth.data.depth.asks).toHaveLength(5);
    const indices = await client.next<Quote[]>(topic('indices'));
    expect(indices.data.map((quote) => quote.symbol)).toEqual(['SIMALL', 'SIM50']);

    advanceMarket();
    const bar = await client.next(topic(`kline:${symbol}:1m`));
    expect(bar.data).toMatchObject({ symbol, period: '1m', bar: { open: expect.any(String), volume: expect.any(Number) } });
  });

  it('stops sending a topic once unsubscribed, and keeps sending the others', async () => {
    const client = await connect();
    client.send({ op: 'sub', topics: [`quote:${symbol}`, 'indices'] });
    await client.next(topic(`quote:${symbol}`));
    await client.next(topic('indices'));
    client.send({ op: 'unsub', topics: [`quote:${symbol}`] });
    await client.roundTrip();

    advanceMarket();
    await client.next(topic('indices'));
    advanceMarket();
    await client.next(topic('indices'));
    expect(client.drain().filter(topic(`quote:${symbol}`))).toEqual([]);
  });

  it('serves a client that reconnects as a new one', async () => {
    const first = await connect();
    first.send({ op: 'sub', topics: [`quote:${symbol}`] });
    await first.next(topic(`quote:${symbol}`));
    await first.close();

    const again = await connect();
    again.send({ op: 'sub', topics: [`quote:${symbol}`] });
    await again.next(topic(`quote:${symbol}`));
    advanceMarket();
    expect((await again.next<Quote>(topic(`quote:${symbol}`))).data.symbol).toBe(symbol);
  });

  it('refuses private topics before sign-in, and after a failed one', async () => {
    const client = await connect();
    client.send({ op: 'sub', topics: ['orders'] });
    expect(await client.next(error('not_signed_in'))).toMatchObject({ topic: 'orders' });
    client.send({ op: 'auth', token: 'f'.repeat(64), account: '0800000000' });
    await client.next(error('session_ended'));
    client.send({ op: 'sub', topics: ['account'] });
    expect(await client.next(error('not_signed_in'))).toMatchObject({ topic: 'account' });
  });

  it("sends a signed-in member their own private topics, and no one else's", async () => {
    const member = await signUp(app);
    const other = await signUp(app);
    const memberId = await memberIdOf(member.account);
    const otherId = await memberIdOf(other.account);
    const client = await connect();
    // Sent together: messages are handled in order, so the subscription sees the sign-in.
    client.send({ op: 'auth', token: member.token, account: member.account });
    client.send({ op: 'sub', topics: ['orders', 'account'] });
    await client.roundTrip();
    expect(client.drain()).toEqual([]);

    publishToMember(app.bus, otherId, 'orders', { orders: ['not yours'] });
    publishToMember(app.bus, memberId, 'orders', { orders: [] });
    expect(await client.next(topic('orders'))).toEqual({ topic: 'orders', data: { orders: [] } });
    await client.roundTrip();
    expect(client.drain()).toEqual([]);
  });

  it('answers bad messages with invalid_input and stays usable', async () => {
    const client = await connect();
    for (const bad of [
      '{not json',
      '[]',
      '{"op":"subscribe","topics":["indices"]}',
      '{"op":"sub","topics":[]}',
      '{"op":"sub"}',
    ]) {
      client.send(bad);
      expect(await client.next((frame) => frame.op === 'error')).toEqual({ op: 'error', code: 'invalid_input' });
    }
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await client.next((frame) => frame.op === 'error')).toEqual({ op: 'error', code: 'invalid_input' });

    await client.roundTrip();
    client.send({ op: 'sub', topics: ['indices'] });
    await client.next(topic('indices'));
  });

  it.each(['quote:0000', 'quote', 'depth:SIMALL', 'kline:0000:1m', 'kline:SYMBOL:5m', 'member:1:orders', 'market:state'])(
    'refuses to subscribe to %s',
    async (name) => {
      const client = await connect();
      client.send({ op: 'sub', topics: [name.replace('SYMBOL', symbol)] });
      expect(await client.next(error('invalid_input'))).toMatchObject({ topic: name.replace('SYMBOL', symbol) });
    },
  );

  it('caps the topics one connection holds', async () => {
    const all = (await app.call('/market/list', { size: 100 })).body.data.items.map((quote: { symbol: string }) => quote.symbol);
    // Eleven topics, one more than the cap of 10 set for this file.
    const wanted: string[] = [...all.flatMap((code: string) => [`quote:${code}`, `depth:${code}`]), 'indices'].slice(0, 11);
    const [first = '', eleventh = ''] = [wanted[0], wanted[10]];
    expect(wanted).toHaveLength(11);
    const client = await connect();
    client.send({ op: 'sub', topics: wanted });
    expect(await client.next(error('too_many_requests'))).toMatchObject({ topic: eleventh });
    // Subscribing again to a topic already held is not a new one.
    client.send({ op: 'sub', topics: [first] });
    await client.roundTrip();
    expect(client.drain().filter((frame) => frame.op === 'error')).toEqual([]);
    // Room again after leaving one.
    client.send({ op: 'unsub', topics: [first] });
    client.send({ op: 'sub', topics: [eleventh] });
    await client.next(topic(eleventh));
  });

  it('drops a client that stops answering pings, and keeps one that answers', async () => {
    const gone = await connect({ autoPong: false });
    const alive = await connect();
    // Heartbeats every 300 ms in this file: two missed, dropped at the third.
    await expect(gone.closed).resolves.toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await alive.roundTrip();
  });
});

async function memberIdOf(account: string): Promise<number> {
  const { rows } = await app.db.pool.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [account]);
  return Number(rows[0]?.id);
}
