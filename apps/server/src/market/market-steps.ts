/**
 * What runs with the market: the passes after each market step, and the clocks that run only
 * where the market does. Both are generic, so the composition root names the domains' passes.
 */
import type { MarketOptions, MarketRunner } from './market-runner';
import { startMarket } from './market-runner';
import type { QuoteStore } from './quote-store';

type StepListener = NonNullable<MarketOptions['onEvents']>;

/** A domain's pass after a market step (the house's trading pass, price alerts …), named for the log. */
export interface StepPass {
  name: string;
  run: (now: Date) => Promise<void>;
}

/**
 * After each market step: `first` (which sees the step's events), then each pass in order. A
 * failed pass is logged and tried again at the next step; it must not stop the market.
 */
export function afterEachStep(first: StepListener, passes: readonly StepPass[], logError: (line: string) => void): StepListener {
  return async (events, store, now) => {
    await first(events, store, now);
    for (const pass of passes) {
      await pass.run(now).catch((error: unknown) => logError(`${pass.name} step failed: ${String(error)}`));
    }
  };
}

/** A clock that ticks only while `isLeader()`; it returns how to stop it. */
export type LeaderClock = (isLeader: () => boolean) => () => Promise<void>;

/** The market, and with it clocks that run only where the market does (the leader node) and stop with it. */
export async function startMarketWithClocks(
  options: MarketOptions,
  quotes: QuoteStore,
  clocks: readonly LeaderClock[],
): Promise<MarketRunner> {
  const runner = await startMarket(options, quotes);
  const stops = clocks.map((clock) => clock(() => runner.leader));
  return {
    ...runner,
    get leader() {
      return runner.leader;
    },
    async stop() {
      for (const stop of stops) await stop();
      await runner.stop();
    },
  };
}
