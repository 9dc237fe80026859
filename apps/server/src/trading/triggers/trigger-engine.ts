/**
 * The leader's pass over the tape after each market step, before the house's trading pass: every
 * trade recorded since the cursor is judged, in tape order, against the waiting stops it can have
 * reached (asked of the database by each stock's high and low, an index walk) and the active exits
 * of the stocks that traded; then stops past their validity expire (their holds released). A stop
 * that fires becomes the market or limit order it names (the trading pass fills it in this same
 * step); an exit that fires closes its position at the book and cancels its
 * siblings (OCO). Each firing is one transaction under the order's or the position's row lock,
 * so a member's cancel or close racing with it happens once, one way or the other; firing only
 * from `waiting`/`active` makes a pass that runs again after a crash (the cursor is saved after
 * the pass) fire nothing twice, and on the same trades the same rule gives the same trade.
 */
import type { EventPublisher } from '../../platform/outbox';
import type { TradingTaxation } from '../trading-taxation';
import { firstTriggeringTrade, isWaitingExpired, judgeExit, type MarketHours, type Price } from '@kabuto/domain';
import type { Database } from '../../db/database';
import type { ConfigService } from '../../settings/config.service';
import type { Bus, QuoteStore } from '../../market/market-feed.service';
import { forgetOldTrades, lastTapeSeq, tapeBetweenSeqs, type TapeRow } from '../../market/tape.service';
import { tradingSettings } from '../trading-context';
import { publishTradeChange, type TradeChange } from '../trading-events';
import { judgedSeq, reachableStops, saveJudgedSeq, stopsEndingBy, type TradedRange } from './conditional-orders.repository';
import * as exitRows from './exits.repository';
import { trailWidthOf } from './exits.service';
import { closeFiredExit, expireStop, fireExit, fireStop } from './trigger-firing';

export interface TriggerEngineDependencies {
  db: Database;
  config: ConfigService;
  store: QuoteStore;
  bus: Bus;
  hours: MarketHours;
  /** Where an exit's close is told, in its transaction (copy trading's mentors; trading-outbox.ts). */
  events: EventPublisher;
  /** Tax's part of an exit's close (issue 34), wired after trading. */
  taxation?: () => TradingTaxation | undefined;
}

const forgetEveryMs = 3_600_000;
const maxTradesPerPass = 50_000;

/** Each stock's high and low among the trades: which stops they can have reached. */
function rangesOf(tape: ReadonlyMap<string, readonly TapeRow[]>): TradedRange[] {
  return [...tape].map(([symbol, trades]) => {
    let high = trades[0]!.price;
    let low = high;
    for (const trade of trades) {
      if (trade.price > high) high = trade.price;
      if (trade.price < low) low = trade.price;
    }
    return { symbol, high, low };
  });
}

export type TriggerEngine = ReturnType<typeof createTriggerEngine>;

export function createTriggerEngine({
  db,
  config,
  store,
  bus,
  hours,
  events,
  taxation = () => undefined,
}: TriggerEngineDependencies) {
  let forgotAt = 0;
  const tickTableOf = (symbol: string) => {
    const instrument = store.get(symbol)?.instrument;
    return instrument?.kind === 'stock' ? instrument.tickTable : 'standard';
  };

  function bySymbol(tape: readonly TapeRow[]): Map<string, TapeRow[]> {
    const grouped = new Map<string, TapeRow[]>();
    for (const trade of tape) {
      const list = grouped.get(trade.symbol);
      if (list) list.push(trade);
      else grouped.set(trade.symbol, [trade]);
    }
    return grouped;
  }

  return {
    async step(now: Date): Promise<void> {
      const changes: TradeChange[] = [];
      const settings = await tradingSettings(config, hours, now);
      const context = { db, store, settings, changes, events, taxation: taxation() };
      // Independent reads go out together, each on its own pool connection (no transaction is open here).
      const [judged, last, fired] = await Promise.all([
        judgedSeq(db.pool),
        lastTapeSeq(db.pool),
        exitRows.firedExitsOfHoldingPositions(db.pool),
      ]);
      // A leader far behind (a first start on an old tape) catches up over several passes.
      const until = Math.min(last, judged + maxTradesPerPass);
      // Exits that fired while their close could not be made (halted, no bids, a limit not met) try again.
      for (const exit of fired) await closeFiredExit(context, exit);
      if (until > judged) {
        const tape = bySymbol(await tapeBetweenSeqs(db.pool, null, judged, until));
        const [stops, exits] = await Promise.all([
          reachableStops(db.pool, rangesOf(tape)),
          exitRows.activeExits(db.pool, [...tape.keys()]),
        ]);
        for (const stop of stops) {
          const trade = firstTriggeringTrade(stop.direction, stop.triggerPrice, tape.get(stop.symbol) ?? [], stop.judgedAfterSeq);
          if (trade) await fireStop(context, stop.id, trade);
        }
        for (const exit of exits) await judgeOne(exit, tape.get(exit.symbol) ?? []);
      }
      // After the trades: a stop reached by the last trades of its day fires rather than expires.
      for (const stop of await stopsEndingBy(db.pool, settings.clock.tradingDate)) {
        if (isWaitingExpired(stop.expiresOn, hours, now)) await expireStop(context, stop.id);
      }
      await saveJudgedSeq(db.pool, until);
      for (const change of changes) publishTradeChange(bus, change, now);
      if (now.getTime() - forgotAt > forgetEveryMs) {
        forgotAt = now.getTime();
        await forgetOldTrades(db.pool, now);
      }

      async function judgeOne(exit: exitRows.ExitRow, tape: readonly TapeRow[]) {
        const trail =
          exit.kind === 'trail' && exit.trailBest !== null
            ? {
                width: trailWidthOf(
                  exit.trailWidth !== null ? { width: exit.trailWidth.toString() } : { pct: exit.trailPct ?? '0' },
                ),
                best: exit.trailBest,
                table: tickTableOf(exit.symbol),
              }
            : undefined;
        const judgement = judgeExit(
          {
            kind: exit.kind,
            direction: exit.direction,
            trigger: exit.triggerPrice,
            afterSeq: exit.judgedAfterSeq,
            ...(trail ? { trail } : {}),
          },
          tape,
        );
        if (judgement.fired) {
          await fireExit(context, exit.id, judgement.fired, { trigger: judgement.trigger, best: judgement.best });
          return;
        }
        if (trail && judgement.best !== null && judgement.best !== exit.trailBest) {
          await exitRows.saveTrail(db.pool, exit.id, { trigger: judgement.trigger, best: judgement.best as Price });
        }
      }
    },
  };
}
