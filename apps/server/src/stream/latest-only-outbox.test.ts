import { describe, expect, it } from 'vitest';
import { LatestOnlyOutbox, type Outlet } from './latest-only-outbox';

/** A socket whose reader takes bytes only when the test says so. */
function slowSocket() {
  const sent: string[] = [];
  let buffered = 0;
  const outlet: Outlet = {
    get bufferedAmount() {
      return buffered;
    },
    send(frame) {
      sent.push(frame.toString());
      buffered += frame.length;
    },
  };
  return {
    outlet,
    sent,
    buffered: () => buffered,
    /** The client reads everything sent so far. */
    read: () => (buffered = 0),
  };
}

const frame = (text: string) => Buffer.from(text);
const highWater = 1_000;

describe('the latest-only outbox', () => {
  it('sends at once while the socket keeps up', () => {
    const socket = slowSocket();
    const outbox = new LatestOnlyOutbox(socket.outlet, highWater);
    expect(outbox.offer('quote:7203', frame('a'))).toBe(true);
    expect(outbox.offer('quote:7203', frame('b'))).toBe(true);
    expect(socket.sent).toEqual(['a', 'b']);
    expect(outbox.waitingFrames).toBe(0);
  });

  it('holds only the latest frame of each topic while the socket is over the mark', () => {
    const socket = slowSocket();
    const outbox = new LatestOnlyOutbox(socket.outlet, highWater);
    outbox.offer('quote:7203', frame('x'.repeat(highWater)));
    expect(outbox.offer('quote:7203', frame('quote 1'))).toBe(false);
    outbox.offer('depth:7203', frame('depth 1'));
    outbox.offer('quote:7203', frame('quote 2'));
    expect(outbox.waitingFrames).toBe(2);

    socket.read();
    expect(outbox.drain()).toBe(0);
    // depth 1 waited longest once quote 1 was replaced by quote 2, which arrived after it.
    expect(socket.sent.slice(1)).toEqual(['depth 1', 'quote 2']);
  });

  it('stays bounded by the mark and the topic count however long the client does not read', () => {
    const socket = slowSocket();
    const outbox = new LatestOnlyOutbox(socket.outlet, highWater);
    const topics = ['quote:7203', 'quote:6758', 'depth:7203', 'indices', 'kline:7203:1m'];
    const size = 120;
    for (let tick = 0; tick < 100_000; tick++) {
      const topic = topics[tick % topics.length] as string;
      outbox.offer(topic, frame(`${topic} ${tick}`.padEnd(size)));
    }
    // Sent until the buffer passed the mark (at most one frame past it); then one per topic waits.
    expect(socket.buffered()).toBeLessThan(highWater + size);
    expect(outbox.waitingFrames).toBe(topics.length);
    expect(outbox.waitingBytes).toBe(topics.length * size);

    socket.read();
    outbox.drain();
    const last = socket.sent.slice(-topics.length).map((text) => text.trim());
    expect(last.sort()).toEqual(topics.map((topic, index) => `${topic} ${100_000 - topics.length + index}`).sort());
  });

  it('sends what waits before a newer frame once the socket has room again', () => {
    const socket = slowSocket();
    const outbox = new LatestOnlyOutbox(socket.outlet, highWater);
    outbox.offer('indices', frame('x'.repeat(highWater)));
    outbox.offer('quote:7203', frame('quote 1'));
    socket.read();
    expect(outbox.offer('indices', frame('indices 2'))).toBe(true);
    expect(socket.sent.slice(1)).toEqual(['quote 1', 'indices 2']);
  });

  it('drains only while there is room, keeping the rest for later', () => {
    const socket = slowSocket();
    const outbox = new LatestOnlyOutbox(socket.outlet, 10);
    outbox.offer('a', frame('0123456789'));
    outbox.offer('b', frame('bbbbbbbbbb'));
    outbox.offer('c', frame('cccccccccc'));
    socket.read();
    expect(outbox.drain()).toBe(1);
    expect(socket.sent).toEqual(['0123456789', 'bbbbbbbbbb']);
    socket.read();
    expect(outbox.drain()).toBe(0);
    expect(socket.sent.at(-1)).toBe('cccccccccc');
  });

  it('forgets what waits for a topic the client left', () => {
    const socket = slowSocket();
    const outbox = new LatestOnlyOutbox(socket.outlet, highWater);
    outbox.offer('indices', frame('x'.repeat(highWater)));
    outbox.offer('quote:7203', frame('quote 1'));
    outbox.forget('quote:7203');
    socket.read();
    expect(outbox.drain()).toBe(0);
    expect(socket.sent).toHaveLength(1);
  });
});
