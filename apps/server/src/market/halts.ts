/**
 * Carries a trading halt to every node's quote store. The halt is stored in the database (and
 * loaded at start); this message puts it in the stores of nodes already running, the one that
 * took the call included, so every node's quotes say `halted` at once.
 */
import type { Bus } from './bus';
import type { QuoteStore } from './quote-store';

/** Internal to the bus, like `market:state`: not a topic stream clients subscribe to. */
export const haltTopic = 'market:halt';

interface HaltMessage {
  symbol: string;
  halted: boolean;
  time: string;
}

export function publishHalt(bus: Bus, symbol: string, halted: boolean, time: Date): void {
  const message: HaltMessage = { symbol, halted, time: time.toISOString() };
  bus.publish(haltTopic, JSON.stringify(message));
}

/** Applies halt messages to `store` until the returned function is called. */
export function followHalts(bus: Bus, store: QuoteStore): () => void {
  return bus.subscribe((topic, message) => {
    if (topic !== haltTopic) return;
    const { symbol, halted, time } = JSON.parse(message) as HaltMessage;
    store.update(symbol, { halted }, new Date(time));
  });
}
