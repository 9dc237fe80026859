/**
 * Turns a step's events into bus messages, each serialised once: `quote:<symbol>` and
 * `depth:<symbol>` for what changed, `kline:<symbol>:<period>` for the growing bars, and
 * `indices` when an index moved. Quotes carry every language's name; clients pick theirs.
 * Before them, `market:state` carries the whole store to nodes that follow the leader.
 */
import { formatPrice } from '@kabuto/domain';
import type { Bar, MarketEvent } from '@kabuto/market';
import type { Bus } from './bus';
import type { InstrumentState, QuoteStore } from './quote-store';
import { marketStateMessage, marketStateTopic } from './market-state';

export function barMessage(bar: Bar) {
  return {
    time: bar.time.toISOString(),
    open: formatPrice(bar.open),
    high: formatPrice(bar.high),
    low: formatPrice(bar.low),
    close: formatPrice(bar.close),
    volume: bar.volume,
    turnover: formatPrice(bar.turnover),
  };
}

export function quoteMessage(store: QuoteStore, symbol: string) {
  const state = store.get(symbol);
  if (!state) return null;
  return { ...store.quote(state, 'jp'), names: state.instrument.names };
}

export function depthMessage(store: QuoteStore, state: InstrumentState, time: Date) {
  return { symbol: state.instrument.symbol, ...store.depth(state), time: time.toISOString() };
}

export function indicesMessage(store: QuoteStore) {
  return [...store.states.values()]
    .filter((state) => state.instrument.kind === 'index')
    .map((state) => quoteMessage(store, state.instrument.symbol));
}

export function publishEvents(
  bus: Bus,
  store: QuoteStore,
  events: readonly MarketEvent[],
  bars: { minute: ReadonlyMap<string, Bar>; day: ReadonlyMap<string, Bar> },
  now: Date,
): void {
  // First, so a follower's store is current before its stream clients see this step's quotes.
  bus.publish(marketStateTopic, marketStateMessage(store, now));
  const quoted = new Set<string>();
  let indexMoved = false;
  for (const event of events) {
    if (event.kind === 'phase') continue;
    if (event.kind === 'index') indexMoved = true;
    if (event.kind === 'book') {
      const state = store.get(event.symbol);
      if (state) bus.publish(`depth:${event.symbol}`, JSON.stringify(depthMessage(store, state, now)));
      continue;
    }
    quoted.add(event.symbol);
  }
  for (const symbol of quoted) {
    const message = quoteMessage(store, symbol);
    if (message) bus.publish(`quote:${symbol}`, JSON.stringify(message));
  }
  for (const [symbol, bar] of bars.minute)
    bus.publish(`kline:${symbol}:1m`, JSON.stringify({ symbol, period: '1m', bar: barMessage(bar) }));
  for (const [symbol, bar] of bars.day)
    bus.publish(`kline:${symbol}:1d`, JSON.stringify({ symbol, period: '1d', bar: barMessage(bar) }));
  if (indexMoved) bus.publish('indices', JSON.stringify(indicesMessage(store)));
}
