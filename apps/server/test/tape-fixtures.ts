/** A tape a test writes by hand: trades recorded as the leader records the simulator's, then the passes run. */
import { yen } from '@kabuto/domain';
import { recordStepTrades } from '../src/market/tape.service';
import type { TestApp } from './test-app';

/** Records one trade of `symbol` per price, a millisecond apart, in that order; returns their seqs. */
export async function printTrades(app: TestApp, symbol: string, prices: readonly string[]): Promise<number[]> {
  const start = app.clock.now.getTime();
  const events = prices.map((price, index) => ({
    kind: 'trade' as const,
    symbol,
    time: new Date(start + index),
    price: yen(price),
    shares: 100,
  }));
  await recordStepTrades(app.db.pool, events);
  const { rows } = await app.db.pool.query<{ seq: string }>(
    'SELECT seq FROM market_trades WHERE symbol = $1 ORDER BY seq DESC LIMIT $2',
    [symbol, prices.length],
  );
  return rows.map((row) => Number(row.seq)).reverse();
}

/** The passes after a market step, by hand: the triggers on the tape, then the house's trading pass. */
export async function runPasses(app: TestApp): Promise<void> {
  await app.triggers.step(app.clock.now);
  await app.trading.step(app.clock.now);
}
