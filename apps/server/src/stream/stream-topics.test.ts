import { describe, expect, it } from 'vitest';
import { inProcessBus } from '../market/bus';
import { createQuoteStore } from '../market/quote-store';
import { marketInstruments, marketStocks } from '../market/market-runner';
import { memberTopic, parseTopic, publishToMember, snapshotOf } from './stream-topics';

const stocks = marketStocks(3);
const store = createQuoteStore(marketInstruments(stocks));
const stock = stocks[0]?.instrument.symbol ?? '';

describe('stream topics', () => {
  it.each([
    { topic: `quote:${stock}`, kind: 'market' },
    { topic: 'quote:SIMALL', kind: 'market' },
    { topic: `depth:${stock}`, kind: 'market' },
    { topic: `kline:${stock}:1m`, kind: 'market' },
    { topic: 'kline:SIM50:1d', kind: 'market' },
    { topic: 'indices', kind: 'market' },
    { topic: 'orders', kind: 'private' },
    { topic: 'messages', kind: 'private' },
    { topic: 'quote:0000', kind: 'unknown' },
    { topic: `quote:${stock}:1m`, kind: 'unknown' },
    { topic: 'depth:SIMALL', kind: 'unknown' },
    { topic: `kline:${stock}`, kind: 'unknown' },
    { topic: `kline:${stock}:5m`, kind: 'unknown' },
    { topic: `kline:${stock}:1m:x`, kind: 'unknown' },
    { topic: `trades:${stock}`, kind: 'unknown' },
    { topic: 'member:1:orders', kind: 'unknown' },
    { topic: 'market:state', kind: 'unknown' },
    { topic: 'market:halt', kind: 'unknown' },
  ])('reads $topic as $kind', ({ topic, kind }) => {
    expect(parseTopic(topic, store).kind).toBe(kind);
  });

  it('publishes to a member on their own bus topic', () => {
    const bus = inProcessBus();
    const received: [string, string][] = [];
    bus.subscribe((topic, message) => received.push([topic, message]));
    publishToMember(bus, 42, 'positions', { items: [] });
    expect(received).toEqual([[memberTopic(42, 'positions'), '{"items":[]}']]);
    expect(memberTopic(42, 'positions')).toBe('member:42:positions');
  });

  it('has a snapshot for quotes, depth and indices, and none for bars', () => {
    expect(JSON.parse(snapshotOf(`quote:${stock}`, store) ?? 'null')).toMatchObject({ symbol: stock });
    expect(JSON.parse(snapshotOf(`depth:${stock}`, store) ?? 'null')).toMatchObject({ symbol: stock, depth: { bids: [] } });
    expect(JSON.parse(snapshotOf('indices', store) ?? 'null')).toHaveLength(2);
    expect(snapshotOf(`kline:${stock}:1m`, store)).toBeNull();
  });
});
