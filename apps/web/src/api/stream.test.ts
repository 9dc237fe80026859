import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStream, streamUrl, type SocketLike, type Stream, type StreamMessage } from './stream';

/** A socket the test opens, feeds and closes by hand, recording what the client sent. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
  open() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  drop() {
    this.readyState = 3;
    this.onerror?.({} as Event);
    this.onclose?.({} as CloseEvent);
  }
}

let sockets: FakeSocket[];
/** Lets the client send what it gathered from the calls just made. */
const settle = () => Promise.resolve();
let stream: Stream;
const latest = () => sockets[sockets.length - 1] as FakeSocket;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  stream = createStream({
    url: 'ws://host/api/vue/ws',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    retryMs: 1_000,
    maxRetryMs: 8_000,
    pingMs: 25_000,
    lingerMs: 5_000,
    random: () => 1,
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('stream', () => {
  it('turns an http origin into the stream address', () => {
    expect(streamUrl('https://kabuto.example')).toBe('wss://kabuto.example/api/vue/ws');
    expect(streamUrl('http://127.0.0.1:8097')).toBe('ws://127.0.0.1:8097/api/vue/ws');
  });

  it('opens one socket on the first subscription and subscribes to its topics once open', () => {
    stream.subscribe(['quote:7203', 'indices'], () => undefined);
    expect(sockets).toHaveLength(1);
    expect(stream.status()).toBe('connecting');
    latest().open();
    expect(stream.status()).toBe('open');
    expect(latest().sent).toEqual([{ op: 'sub', topics: ['quote:7203', 'indices'] }]);
  });

  it('shares a topic between listeners: one sub, one unsub when the last one leaves', async () => {
    const first = stream.subscribe(['quote:7203'], () => undefined);
    latest().open();
    const second = stream.subscribe(['quote:7203', 'depth:7203'], () => undefined);
    await settle();
    expect(latest().sent).toEqual([
      { op: 'sub', topics: ['quote:7203'] },
      { op: 'sub', topics: ['depth:7203'] },
    ]);
    first();
    await settle();
    expect(latest().sent).toHaveLength(2);
    second();
    await settle();
    expect(latest().sent[2]).toEqual({ op: 'unsub', topics: ['quote:7203', 'depth:7203'] });
    expect(sockets).toHaveLength(1);
  });

  it('sends the changes of one moment as one message, and nothing for a topic left and taken again', async () => {
    const leave = stream.subscribe(['quote:7203'], () => undefined);
    latest().open();
    leave();
    stream.subscribe(['quote:7203'], () => undefined);
    stream.subscribe(['quote:6758'], () => undefined);
    stream.subscribe(['depth:6758'], () => undefined);
    await settle();
    expect(latest().sent).toEqual([
      { op: 'sub', topics: ['quote:7203'] },
      { op: 'sub', topics: ['quote:6758', 'depth:6758'] },
    ]);
  });

  it('splits a long list of topics into messages the server accepts', async () => {
    stream.subscribe(
      Array.from({ length: 150 }, (_, index) => `quote:${1000 + index}`),
      () => undefined,
    );
    latest().open();
    expect(latest().sent.map((message) => (message as { topics: string[] }).topics.length)).toEqual([100, 50]);
  });

  it('hands each message to the listeners of its topic only', () => {
    const quotes: StreamMessage[] = [];
    const depths: StreamMessage[] = [];
    stream.subscribe(['quote:7203'], (message) => quotes.push(message));
    stream.subscribe(['depth:7203'], (message) => depths.push(message));
    latest().open();
    latest().receive({ topic: 'quote:7203', data: { last: '2500' } });
    latest().receive({ op: 'pong' });
    latest().onmessage?.({ data: 'not json' } as MessageEvent);
    expect(quotes).toEqual([{ topic: 'quote:7203', data: { last: '2500' } }]);
    expect(depths).toEqual([]);
  });

  it('reconnects after a drop with doubling pauses and subscribes to every topic again', () => {
    stream.subscribe(['quote:7203'], () => undefined);
    latest().drop();
    expect(stream.status()).toBe('waiting');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().drop();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    latest().open();
    expect(latest().sent).toEqual([{ op: 'sub', topics: ['quote:7203'] }]);
    // A success resets the pause to the first one.
    latest().drop();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(4);
  });

  it('never waits longer than the longest pause', () => {
    stream.subscribe(['indices'], () => undefined);
    for (let attempt = 0; attempt < 6; attempt++) {
      latest().drop();
      vi.advanceTimersByTime(8_000);
    }
    expect(sockets).toHaveLength(7);
  });

  it('pings while open and reconnects a connection that stopped answering', () => {
    stream.subscribe(['indices'], () => undefined);
    latest().open();
    vi.advanceTimersByTime(25_000);
    expect(latest().sent).toContainEqual({ op: 'ping' });
    // No pong, no message: the next tick closes it and a new socket follows.
    vi.advanceTimersByTime(25_000);
    expect(stream.status()).toBe('waiting');
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('closes the socket a while after the last listener leaves, unless another arrives', () => {
    const leave = stream.subscribe(['indices'], () => undefined);
    latest().open();
    leave();
    vi.advanceTimersByTime(4_000);
    stream.subscribe(['indices'], () => undefined);
    vi.advanceTimersByTime(5_000);
    expect(stream.status()).toBe('open');
    expect(sockets).toHaveLength(1);
  });

  it('goes idle after the linger, and does not reconnect with nobody listening', () => {
    const statuses: string[] = [];
    stream.onStatus((status) => statuses.push(status));
    const leave = stream.subscribe(['indices'], () => undefined);
    latest().open();
    leave();
    vi.advanceTimersByTime(5_000);
    expect(stream.status()).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'open', 'idle']);
  });

  describe('signed in', () => {
    let session: { token: string; account: string } | null;
    let signed: Stream;

    beforeEach(() => {
      session = { token: 't1', account: '0900000001' };
      signed = createStream({
        url: 'ws://host/api/vue/ws',
        createSocket: () => {
          const socket = new FakeSocket();
          sockets.push(socket);
          return socket;
        },
        retryMs: 1_000,
        random: () => 1,
        credentials: () => session,
      });
    });

    it('signs in before subscribing, on every connection', () => {
      signed.subscribe(['positions', 'quote:7203'], () => undefined);
      latest().open();
      expect(latest().sent).toEqual([
        { op: 'auth', token: 't1', account: '0900000001' },
        { op: 'sub', topics: ['positions', 'quote:7203'] },
      ]);
      latest().drop();
      vi.advanceTimersByTime(1_000);
      latest().open();
      expect(latest().sent[0]).toEqual({ op: 'auth', token: 't1', account: '0900000001' });
    });

    it('sends no sign-in while signed out', () => {
      session = null;
      signed.subscribe(['indices'], () => undefined);
      latest().open();
      expect(latest().sent).toEqual([{ op: 'sub', topics: ['indices'] }]);
    });

    it('replaces the connection at once when the member changes, without the pause of a drop', () => {
      signed.subscribe(['orders'], () => undefined);
      latest().open();
      session = { token: 't2', account: '0900000002' };
      signed.sessionChanged();
      expect(sockets).toHaveLength(2);
      expect(sockets[0]?.readyState).toBe(3);
      latest().open();
      expect(latest().sent).toEqual([
        { op: 'auth', token: 't2', account: '0900000002' },
        { op: 'sub', topics: ['orders'] },
      ]);
    });

    it('opens nothing on a change of member when no connection is up', () => {
      signed.sessionChanged();
      expect(sockets).toHaveLength(0);
    });
  });
});
