/**
 * A few days of history for the house strategies of a demo: each algorithm replayed on the
 * simulator's stored minute bars of its stock (`replayDecisions`), every decision filled at the
 * recorded close of the bar it was taken on, through the same pocket entries as a live trade.
 * Nothing is typed in: the record is what the published rule did on the recorded prices.
 */
import { houseAlgorithms, isRejection, replayDecisions } from '@kabuto/domain';
import type { Database } from '../db/database';
import { accountBalance } from '../ledger/ledger.service';
import type { MarketService } from '../market/market.service';
import type { TradingService } from '../trading/trading.service';
import { strategyPocket } from './copy-desk';
import * as copies from './copytrade.repository';

const historyBars = 3_000;

export async function replayHouseHistory({
  db,
  trading,
  market,
  clock,
}: {
  db: Database;
  trading: TradingService;
  market: MarketService;
  clock: () => Date;
}): Promise<string> {
  const lines: string[] = [];
  for (const strategy of await copies.listStrategies(db.pool)) {
    if (strategy.kind !== 'house' || !strategy.algorithm || !strategy.symbol) continue;
    const symbol = strategy.symbol;
    if ((await trading.pockets.positions(db.pool, 'strategy', [strategy.id], true)).length > 0) continue;
    const instrument = trading.pockets.instrument(symbol);
    if (!instrument) continue;
    const bars = await market.minuteBars(symbol, clock(), historyBars);
    const first = bars[0];
    if (!first) continue;
    const decisions = replayDecisions(houseAlgorithms[strategy.algorithm], bars, strategy.parameters);
    const closes = new Map(bars.map((bar) => [bar.time.getTime(), bar.close]));
    let trades = 0;
    await db.transaction(async (tx) => {
      await copies.restartStrategy(tx, strategy.id, first.time);
      const pocket = strategyPocket(strategy.id);
      for (const decision of decisions) {
        const price = closes.get(decision.time.getTime());
        if (price === undefined) continue;
        const settings = await trading.pockets.settings(decision.time);
        if (decision.signal === 'enter') {
          const cash = await accountBalance(tx, {
            kind: 'pocket',
            owner: 'strategy',
            pocketId: String(strategy.id),
            memberId: null,
            currency: 'JPY',
            bucket: 'cash',
          });
          const lots = (cash * BigInt(strategy.allocationPct)) / (price * BigInt(instrument.lotSize));
          if (lots < 1n) continue;
          const order = { pocket, symbol, lots: Number(lots), shares: Number(lots) * instrument.lotSize };
          const [opened] = await trading.pockets.openAtRecordedPrice(tx, order, price, settings);
          if (opened && !isRejection(opened)) trades++;
        } else {
          const held = await trading.pockets.positions(tx, 'strategy', [strategy.id]);
          const closed = await trading.pockets.closeAtRecordedPrice(
            tx,
            pocket,
            held.map((position) => position.id),
            price,
            settings,
          );
          if (!isRejection(closed)) trades += closed.length;
        }
      }
      const last = bars.at(-1);
      if (last) await copies.markDecided(tx, strategy.id, last.time);
    });
    lines.push(`${strategy.name}: ${trades} fills over ${bars.length} bars`);
  }
  return lines.join('; ');
}
