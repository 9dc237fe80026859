/**
 * The stream writes each message's WebSocket frame, built once, straight to every subscriber's TCP
 * socket. Checked on the wire: raw TCP clients see the bytes, ws clients parse them, and ws's own
 * frames (pongs, close) stay whole beside them.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { constants, inflateRawSync } from 'node:zlib';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { StreamClient } from '../../test/stream-client';
import { eventually } from '../../test/eventually';
import { inProcessBus, type Bus } from '../market/bus';
import { marketInstruments, marketStocks } from '../market/market-runner';
import { createQuoteStore } from '../market/quote-store';
import type { StreamOptions } from './stream-connection';
import type { StreamHub } from './stream-hub';
import { textFrame } from './stream-messages';
import { streamRoutes } from './stream.routes';

const [first = '', second = ''] = marketStocks().map((stock) => stock.instrument.symbol);
const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

interface Stream {
  url: string;
  bus: Bus;
  hub: StreamHub;
  app: FastifyInstance;
}

/** Fastify with @fastify/websocket and the stream alone: an in-process bus, no database. */
async function startStream({
  perMessageDeflate = false,
  ...options
}: Partial<StreamOptions> & { perMessageDeflate?: boolean } = {}): Promise<Stream> {
  const app = Fastify();
  await app.register(websocket, { options: { perMessageDeflate } });
  const bus = inProcessBus();
  const hub = streamRoutes(app, {
    bus,
    store: createQuoteStore(marketInstruments(marketStocks())),
    identity: {
      authenticate: async () => ({ rejected: 'session_ended' }),
      watchSessionEnds: () => ({ ready: Promise.resolve(), stop: async () => undefined }),
    },
    options,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => app.close());
  return { url: `${address.replace(/^http/, 'ws')}/api/vue/ws`, bus, hub, app };
}

interface RawFrame {
  opcode: number;
  /** RSV1: the payload is compressed (permessage-deflate). */
  compressed: boolean;
  /** The whole frame as received: header and payload. */
  bytes: Buffer;
  payload: Buffer;
}

/**
 * A WebSocket client on a bare TCP socket that keeps every frame it receives byte for byte, and
 * fails on anything that is not a whole, unmasked, unfragmented frame (a frame written into the
 * middle of another would show up here as garbage). It never half-closes the connection itself.
 */
class RawClient {
  readonly frames: RawFrame[] = [];
  private pending = Buffer.alloc(0);
  private bad: Error | null = null;

  private constructor(
    readonly socket: net.Socket,
    private readonly deflate: boolean,
  ) {}

  static async connect(url: string, { deflate = false } = {}): Promise<RawClient> {
    const { port, pathname } = new URL(url);
    const socket = net.connect({ port: Number(port), host: '127.0.0.1', allowHalfOpen: true });
    const client = new RawClient(socket, deflate);
    closers.push(async () => socket.destroy());
    socket.write(
      `GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n` +
        // Without context takeover each message is compressed on its own, so each can be inflated alone.
        (deflate ? 'Sec-WebSocket-Extensions: permessage-deflate; server_no_context_takeover\r\n' : '') +
        '\r\n',
    );
    await new Promise<void>((resolve, reject) => {
      let head = Buffer.alloc(0);
      const onData = (chunk: Buffer) => {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        socket.off('data', onData);
        if (!head.subarray(0, end).toString().startsWith('HTTP/1.1 101')) return reject(new Error(head.toString()));
        socket.on('data', (data: Buffer) => client.receive(data));
        client.receive(head.subarray(end + 4));
        resolve();
      };
      socket.on('data', onData);
      socket.once('error', reject);
    });
    return client;
  }

  /** Sends a masked text frame, as a client must. */
  send(message: object): void {
    this.sendAll([message]);
  }

  /** Sends the messages in one write, so the server reads them together. */
  sendAll(messages: object[]): void {
    const frames = messages.map((message) => {
      const payload = Buffer.from(JSON.stringify(message));
      expect(payload.length).toBeLessThan(126);
      const mask = randomBytes(4);
      const masked = payload.map((byte, index) => byte ^ (mask[index % 4] ?? 0));
      return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked]);
    });
    this.socket.write(Buffer.concat(frames));
  }

  /** The text frames received, parsed; throws if anything received was not a well-formed frame. */
  texts(): { topic?: string; op?: string; data?: { tick?: number } }[] {
    if (this.bad) throw this.bad;
    return this.frames
      .filter((frame) => frame.opcode === 1 && !frame.compressed)
      .map((frame) => JSON.parse(frame.payload.toString()));
  }

  /** The ticks received on `topic`, in the order received (subscription snapshots have none). */
  ticks(topic: string): number[] {
    return this.texts().flatMap((frame) => (frame.topic === topic && frame.data?.tick !== undefined ? [frame.data.tick] : []));
  }

  private receive(data: Buffer): void {
    this.pending = Buffer.concat([this.pending, data]);
    for (;;) {
      if (this.bad || this.pending.length < 2) return;
      const [head = 0, second = 0] = this.pending;
      const extensionBits = this.deflate ? 0x30 : 0x70;
      if ((head & extensionBits) !== 0 || (head & 0x80) === 0 || (second & 0x80) !== 0) {
        this.bad = new Error(`not a whole unmasked frame: ${this.pending.subarray(0, 16).toString('hex')}`);
        return;
      }
      const short = second & 0x7f;
      const headerLength = short < 126 ? 2 : short === 126 ? 4 : 10;
      if (this.pending.length < headerLength) return;
      const length = short < 126 ? short : short === 126 ? this.pending.readUInt16BE(2) : Number(this.pending.readBigUInt64BE(2));
      if (this.pending.length < headerLength + length) return;
      const bytes = this.pending.subarray(0, headerLength + length);
      this.pending = this.pending.subarray(headerLength + length);
      this.frames.push({
        opcode: head & 0x0f,
        compressed: (head & 0x40) !== 0,
        bytes,
        payload: bytes.subarray(headerLength),
      });
    }
  }
}

const pongsOf = (client: RawClient) => client.texts().filter((frame) => frame.op === 'pong').length;

/** Subscribes `client` and waits until the server has handled it (its pong came back). */
async function subscribe(client: RawClient, topics: string[]): Promise<void> {
  const pongs = pongsOf(client);
  client.send({ op: 'sub', topics });
  client.send({ op: 'ping' });
  await eventually(() => pongsOf(client) === pongs + 1);
}

const quote = (tick: number, padding = 0) => JSON.stringify({ tick, padding: 'x'.repeat(padding) });

describe('the frame built once for every subscriber', () => {
  it.each([
    { length: 0, header: [0x81, 0] },
    { length: 125, header: [0x81, 125] },
    { length: 126, header: [0x81, 126, 0, 126] },
    { length: 65_535, header: [0x81, 126, 0xff, 0xff] },
    { length: 65_536, header: [0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0] },
  ])('heads a $length-byte text with the shortest length field', ({ length, header }) => {
    const text = 'é'.repeat(length >> 1) + 'a'.repeat(length & 1);
    const frame = textFrame(text);
    expect([...frame.wire.subarray(0, header.length)]).toEqual(header);
    expect(frame.payload.toString()).toBe(text);
    expect(frame.byteLength).toBe(header.length + length);
  });

  it('sends every subscriber the same bytes, and ws clients read them as the message', async () => {
    const stream = await startStream();
    const raw = await Promise.all(Array.from({ length: 20 }, () => RawClient.connect(stream.url)));
    for (const client of raw) await subscribe(client, [`quote:${first}`]);
    const parsing = await StreamClient.connect(stream.url);
    closers.push(() => parsing.close());
    parsing.send({ op: 'sub', topics: [`quote:${first}`] });
    await parsing.roundTrip();
    parsing.drain();

    // A short message, one with a 16-bit length and one with a 64-bit length.
    for (const padding of [0, 1_000, 70_000]) {
      stream.bus.publish(`quote:${first}`, quote(padding, padding));
      const expected = textFrame(`{"topic":"quote:${first}","data":${quote(padding, padding)}}`).wire;
      const received = await parsing.next(StreamClient.topic(`quote:${first}`));
      expect(received.data).toEqual({ tick: padding, padding: 'x'.repeat(padding) });
      for (const client of raw) await eventually(() => client.ticks(`quote:${first}`).at(-1) === padding);
      for (const client of raw) expect(client.frames.at(-1)?.bytes.equals(expected)).toBe(true);
    }
  });

  it("keeps ws's own frames whole between the frames it writes", async () => {
    const stream = await startStream();
    const clients = await Promise.all(Array.from({ length: 5 }, () => RawClient.connect(stream.url)));
    for (const client of clients) await subscribe(client, [`quote:${first}`, `quote:${second}`]);
    // Pongs (framed by ws) are answered while quotes (written directly) go out, turn after turn.
    for (let tick = 1; tick <= 200; tick++) {
      stream.bus.publish(`quote:${first}`, quote(tick, tick * 10));
      stream.bus.publish(`quote:${second}`, quote(tick, 5));
      if (tick % 10 === 0) for (const client of clients) client.send({ op: 'ping' });
      await new Promise((resolve) => setImmediate(resolve));
    }
    const all = Array.from({ length: 200 }, (_, index) => index + 1);
    for (const client of clients) {
      await eventually(() => client.ticks(`quote:${second}`).length === 200 && pongsOf(client) === 1 + 20);
      expect(client.ticks(`quote:${first}`)).toEqual(all);
      expect(client.ticks(`quote:${second}`)).toEqual(all);
    }
  });

  it('holds only the latest frame of each topic for a client that stops reading, and sends it once it reads again', async () => {
    const stream = await startStream({ highWaterBytes: 64 * 1024 });
    const slow = await RawClient.connect(stream.url);
    const reading = await RawClient.connect(stream.url);
    const topics = [`quote:${first}`, `quote:${second}`];
    for (const client of [slow, reading]) await subscribe(client, topics);
    slow.socket.pause();

    // Until the kernel's buffers are full and frames wait in the outbox, then 50 ticks more.
    let tick = 0;
    for (let extra = 50; extra > 0 && tick < 5_000;) {
      tick++;
      for (const topic of topics) stream.bus.publish(topic, quote(tick, 16_000));
      await new Promise((resolve) => setImmediate(resolve));
      if (stream.hub.stats().waitingFrames > 0) extra--;
    }
    expect(stream.hub.stats()).toMatchObject({ congested: 1, waitingFrames: 2 });

    slow.socket.resume();
    for (const client of [slow, reading]) {
      await eventually(() => topics.every((topic) => client.ticks(topic).at(-1) === tick));
    }
    const slowTicks = slow.ticks(`quote:${first}`);
    // Stale ticks were skipped, what came is in order, and the client that kept reading missed none.
    expect(slowTicks.length).toBeLessThan(tick - 40);
    expect(slowTicks).toEqual([...slowTicks].sort((left, right) => left - right));
    expect(reading.ticks(`quote:${first}`)).toHaveLength(tick);
    await eventually(() => stream.hub.stats().waitingFrames === 0);
    expect(stream.hub.stats().congested).toBe(0);
  });

  it('sends nothing after its close frame to a client it is closing', async () => {
    const stream = await startStream();
    const closing = await RawClient.connect(stream.url);
    const staying = await RawClient.connect(stream.url);
    for (const client of [closing, staying]) await subscribe(client, [`quote:${first}`]);
    // A flood of messages in one write is closed with 1008; this client never answers the close
    // frame, so the server keeps the TCP connection open, waiting for it.
    closing.sendAll(Array.from({ length: 70 }, () => ({ op: 'ping' })));
    await eventually(() => closing.frames.at(-1)?.opcode === 8);
    expect(stream.hub.stats().connections).toBe(2);

    stream.bus.publish(`quote:${first}`, quote(1));
    await eventually(() => staying.ticks(`quote:${first}`).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closing.frames.at(-1)?.opcode).toBe(8);
    expect(closing.ticks(`quote:${first}`)).toEqual([]);
  });

  it('leaves the framing to ws, which compresses, when the client negotiated permessage-deflate', async () => {
    const stream = await startStream({ perMessageDeflate: true });
    const client = await RawClient.connect(stream.url, { deflate: true });
    await subscribe(client, [`quote:${first}`]);
    stream.bus.publish(`quote:${first}`, quote(7, 5_000));
    await eventually(() => client.frames.at(-1)?.compressed === true);
    const compressed = client.frames.at(-1)?.payload ?? Buffer.alloc(0);
    // RFC 7692: the sender drops the flush's trailing 00 00 ff ff, and the message ends without a final block.
    const text = inflateRawSync(Buffer.concat([compressed, Buffer.from([0, 0, 0xff, 0xff])]), {
      finishFlush: constants.Z_SYNC_FLUSH,
    }).toString();
    expect(text).toBe(`{"topic":"quote:${first}","data":${quote(7, 5_000)}}`);
  });

  it('serves a socket with no TCP socket under it (injectWS) through ws', async () => {
    const stream = await startStream();
    // The client as onOpen hands it over: @fastify/websocket types injectWS's own result as ws's module.
    const socket = await new Promise<WebSocket>((resolve, reject) => {
      stream.app.injectWS('/api/vue/ws', {}, { onOpen: resolve }).catch(reject);
    });
    closers.push(async () => socket.terminate());
    const received: string[] = [];
    socket.on('message', (data) => received.push(data.toString()));
    socket.send(JSON.stringify({ op: 'sub', topics: [`quote:${first}`] }));
    socket.send(JSON.stringify({ op: 'ping' }));
    await eventually(() => received.includes('{"op":"pong"}'));
    stream.bus.publish(`quote:${first}`, quote(3));
    await eventually(() => received.at(-1) === `{"topic":"quote:${first}","data":${quote(3)}}`);
  });
});
