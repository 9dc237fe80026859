/**
 * What copy trading does after every market step, on the node that runs the market: each house
 * strategy decides once on each new finished minute bar of its stock (its published algorithm on
 * the recorded bars), and trades through the copy desk; then every running copy at or below its
 * stop-loss is ended. Each decision and each ending is its own transaction under its row lock.
 */
import { houseAlgorithms, isRejection, stopLossTriggered, yenAmount, type Rejection, type StrategySignal } from '@kabuto/domain';
import type { Database } from '../db/database';
import type { Bus } from '../market/market-feed.service';
import type { MarketService } from '../market/market.service';
import { publishMemberChange } from '../stream/member-stream.service';
import type { TradingService, TradingSettings } from '../trading/trading.service';
import { copyPocket, type CopyDesk } from './copy-desk';
import * as copies from './copytrade.repository';

export interface CopyRunnerDependencies {
  db: Database;
  trading: TradingService;
  market: MarketService;
  desk: CopyDesk;
  /** Where a member's open apps hear that a copy ended (its money and a notice), once committed. */
  bus: Bus;
  log: (line: string) => void;
}

const minuteMs = 60_000;

class Refused extends Error {
  constructor(readonly rejection: Rejection) {
    super(rejection.rejected);
  }
}

export type CopyRunner = ReturnType<typeof createCopyRunner>;

export function createCopyRunner({ db, trading, market, desk, bus, log }: CopyRunnerDependencies) {
  const pockets = trading.pockets;

  /** Trades `signal` for the strategy now, in one transaction with every copy's mirror; `through` marks the bar decided. */
  async function act(strategyId: number, signal: StrategySignal, settings: TradingSettings, through: Date | null) {
    return db.transaction(async (tx) => {
      const strategy = await copies.lockStrategy(tx, strategyId);
      if (!strategy || strategy.status !== 'running') return null;
      if (through) {
        if (strategy.decidedThrough && strategy.decidedThrough >= through) return null;
        await copies.markDecided(tx, strategy.id, through);
      }
      if (signal === 'enter') return desk.enter(tx, strategy, settings);
      if (signal === 'exit') return desk.exit(tx, strategy, settings);
      return null;
    });
  }

  async function decide(strategy: copies.StrategyRow, settings: TradingSettings): Promise<void> {
    if (!strategy.algorithm || !strategy.symbol) return;
    const algorithm = houseAlgorithms[strategy.algorithm];
    const currentMinute = new Date(Math.floor(settings.clock.now.getTime() / minuteMs) * minuteMs);
    const bars = await market.minuteBars(strategy.symbol, currentMinute, algorithm.barsNeeded(strategy.parameters) + 1);
    const last = bars.at(-1);
    if (!last || (strategy.decidedThrough && last.time <= strategy.decidedThrough)) return;
    const holding = (await pockets.positions(db.pool, 'strategy', [strategy.id])).length > 0;
    const signal = algorithm.decide(bars, holding, strategy.parameters);
    const outcome = await act(strategy.id, signal, settings, last.time);
    if (outcome && isRejection(outcome)) log(`strategy ${strategy.id} could not ${signal}: ${outcome.rejected}`);
  }

  /** Ends every running copy whose equity is at or below its stop-loss, each judged again under its lock. */
  async function watchStopLosses(settings: TradingSettings): Promise<void> {
    for (const candidate of await desk.copiesAtStopLoss(db.pool)) {
      const ended = await db.transaction(async (tx) => {
        const copy = await copies.lockCopy(tx, candidate.id);
        if (!copy || copy.status !== 'running') return false;
        const equity = (await desk.equities(tx, [copyPocket(copy)])).get(copy.id) ?? 0n;
        if (!stopLossTriggered(yenAmount(equity), yenAmount(copy.invested), copy.stopLossPct)) return false;
        const outcome = await desk.end(tx, copy, 'stopLoss', settings);
        if (!isRejection(outcome)) return true;
        log(`copy ${copy.id} reached its stop-loss but could not close: ${outcome.rejected}`);
        return false;
      });
      if (ended) publishMemberChange(bus, candidate.memberId, settings.clock.now);
    }
  }

  return {
    async step(now: Date): Promise<void> {
      const settings = await pockets.settings(now);
      if (settings.clock.phase !== 'continuous') return;
      for (const strategy of await copies.listStrategies(db.pool)) {
        if (strategy.kind === 'house' && strategy.status === 'running') await decide(strategy, settings);
      }
      await watchStopLosses(settings);
    },

    /** Trades a signal for a strategy at `now` through the same path as its algorithm (tests and the bench drive it). */
    async trade(strategyId: number, signal: 'enter' | 'exit', now: Date) {
      return act(strategyId, signal, await pockets.settings(now), null);
    },

    /** Stops a strategy: it sells what it holds, and each running copy ends with `endedBy: "strategy"`. */
    async stop(strategyId: number, now: Date) {
      const settings = await pockets.settings(now);
      const endedFor: number[] = [];
      const stopped = await db
        .transaction(async (tx) => {
          const strategy = await copies.lockStrategy(tx, strategyId);
          if (!strategy || strategy.status !== 'running') return null;
          const sold = await desk.exit(tx, strategy, settings);
          if (sold && isRejection(sold)) throw new Refused(sold);
          for (const copy of await copies.runningCopies(tx, [strategy.id])) {
            const locked = await copies.lockCopy(tx, copy.id);
            if (!locked) continue;
            // A copy that can't close now undoes the whole stop (thrown, so the transaction rolls back).
            const ended = await desk.end(tx, locked, 'strategy', settings);
            if (isRejection(ended)) throw new Refused(ended);
            endedFor.push(locked.memberId);
          }
          await copies.stopStrategy(tx, strategy.id, now);
          return { stopped: strategy.id };
        })
        .catch((error: unknown) => {
          if (error instanceof Refused) return error.rejection;
          throw error;
        });
      // Each follower's open apps refetch once the ending has committed (a rolled-back stop told no one).
      if (stopped && !isRejection(stopped)) for (const memberId of endedFor) publishMemberChange(bus, memberId, now);
      return stopped;
    },
  };
}
