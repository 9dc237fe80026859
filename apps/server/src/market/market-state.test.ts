import { describe, expect, it } from 'vitest';
import { MarketSimulator } from '@kabuto/market';
import { inProcessBus } from './bus';
import { isExchangeHoliday } from './calendar';
import { createQuoteStore } from './quote-store';
import { marketInstruments, marketStocks } from './market-runner';
import { followMarket, marketStateMessage, marketStateTopic } from './market-state';

const stocks = marketStocks(5);

function leaderStore(time: Date) {
  const simulator = new MarketSimulator({
    seed: 'state',
    start: new Date(time.getTime() - 60_000),
    hours: 'always',
    isHoliday: isExchangeHoliday,
    stocks,
  });
  simulator.step(time);
  const store = createQuoteStore(marketInstruments(stocks));
  for (const instrument of simulator.instruments()) {
    store.update(
      instrument.symbol,
      {
        summary: simulator.summary(instrument.symbol),
        book: simulator.book(instrument.symbol),
        auctions: simulator.auctions(instrument.symbol),
      },
      time,
    );
  }
  store.setPhase(simulator.phase());
  return store;
}

describe('the market state message', () => {
  it("puts the leader's whole store into a follower's, exactly", () => {
    const time = new Date('2026-11-25T01:00:00Z');
    const leader = leaderStore(time);
    const follower = createQuoteStore(marketInstruments(stocks));
    const bus = inProcessBus();
    const stop = followMarket(bus, follower, () => undefined);
    bus.publish(marketStateTopic, marketStateMessage(leader, time));
    stop();

    expect(follower.phase()).toBe('continuous');
    for (const [symbol, state] of leader.states) {
      const copy = follower.get(symbol);
      expect(copy?.summary).toEqual(state.summary);
      expect(copy?.book).toEqual(state.book);
      // The day opened with an auction in the leader's first step: the follower's lists show it too.
      expect(copy?.auctions).toEqual(state.auctions);
      if (state.instrument.kind === 'stock') expect(copy?.auctions?.opening?.final).toBe(true);
      expect(copy && follower.quote(copy, 'en')).toEqual(leader.quote(state, 'en'));
      expect(copy && follower.depth(copy)).toEqual(leader.depth(state));
    }
  });

  it('leaves the store as it was when a message cannot be read, and says so', () => {
    const store = createQuoteStore(marketInstruments(stocks));
    const before = structuredClone([...store.states.values()]);
    const lines: string[] = [];
    const bus = inProcessBus();
    followMarket(bus, store, (line) => lines.push(line));
    bus.publish(marketStateTopic, '{"instruments": 3}');
    expect(lines).toHaveLength(1);
    expect([...store.states.values()]).toEqual(before);
  });
});
