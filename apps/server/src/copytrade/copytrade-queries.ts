/**
 * What copy trading shows: each strategy's figures worked out from its records (a house strategy's
 * own positions, a mentor's notional record of their fills: mentor-record.ts) and the recorded
 * minute bars, a member's copies with their equity now, a copy's positions and its orders. Reads only.
 */
import type { Language } from '@kabuto/contracts';
import {
  add,
  describeAlgorithm,
  equityCurve,
  figuresOf,
  formatAmount,
  formatPrice,
  houseAlgorithms,
  netRealizedPnl,
  stopLossRange,
  unrealizedPnl,
  yenAmount,
  type MemberId,
  type RecordedPrice,
  type RecordedTrade,
} from '@kabuto/domain';
import type { Database } from '../db/database';
import type { ConfigService } from '../settings/config.service';
import type { MarketService } from '../market/market.service';
import type { PocketPositionRow, TradingService } from '../trading/trading.service';
import { copyPocket, stopLossEquity, strategyPocket, type CopyDesk } from './copy-desk';
import { createMentorRecords } from './mentor-record';
import * as copies from './copytrade.repository';

export interface CopytradeQueriesDependencies {
  db: Database;
  clock: () => Date;
  config: ConfigService;
  trading: TradingService;
  market: MarketService;
  desk: CopyDesk;
}

/** How many minute bars a strategy's curve is drawn from, and how many points it keeps. */
const curveBars = 3_000;
const curvePoints = 120;

const yen = (minor: bigint) => formatAmount(yenAmount(minor));
const noYen = yenAmount(0n);

/** A closed pocket position's P&L before its closing fee, with what the house wrote off for it added back. */
const grossPnlOf = (position: PocketPositionRow) => add(position.grossPnl ?? noYen, position.writeOff ?? noYen);

function recordedTrade(position: PocketPositionRow): RecordedTrade {
  return {
    symbol: position.symbol,
    direction: position.direction,
    shares: position.shares,
    entryNotional: position.entryNotional,
    openedAt: position.openedAt,
    openingCharges: add(position.openingFee, position.stampDuty),
    close:
      position.closedAt && position.grossPnl !== null
        ? {
            at: position.closedAt,
            grossPnl: grossPnlOf(position),
            closingFee: position.closingFee ?? noYen,
          }
        : null,
  };
}

export type CopytradeQueries = ReturnType<typeof createCopytradeQueries>;

export function createCopytradeQueries({ db, clock, config, trading, market, desk }: CopytradeQueriesDependencies) {
  const pockets = trading.pockets;
  const mentorRecords = createMentorRecords({ db, trading, market, curveBars });
  const nameOf = (symbol: string, language: Language) => pockets.instrument(symbol)?.names[language] ?? symbol;

  /** A strategy's figures, curve and trades: a house strategy's from its positions, a mentor's from its record. */
  async function figures(strategy: copies.StrategyRow) {
    const now = clock();
    const capital = yenAmount(strategy.capital);
    if (strategy.kind === 'mentor') {
      const record = await mentorRecords.record(strategy, now);
      const curve = equityCurve(capital, strategy.startedAt, record.trades, record.prices);
      const lines = record.trades.map((trade) => ({
        orderId: trade.id,
        symbol: trade.symbol,
        shares: trade.shares,
        price: trade.price,
        at: trade.openedAt,
        closePrice: trade.closePrice,
        closedAt: trade.close?.at ?? null,
      }));
      return { curve, lines, record, summary: figuresOf(capital, curve, record.trades) };
    }
    const positions = await pockets.positions(db.pool, 'strategy', [strategy.id], true);
    const trades = positions.map(recordedTrade);
    const prices: RecordedPrice[] = [];
    if (strategy.symbol) {
      const bars = await market.minuteBars(strategy.symbol, now, curveBars);
      for (const bar of bars)
        if (bar.time >= strategy.startedAt) prices.push({ symbol: strategy.symbol, time: bar.time, price: bar.close });
      const mark = pockets.instrument(strategy.symbol)?.mark;
      if (mark !== undefined) prices.push({ symbol: strategy.symbol, time: now, price: mark });
    }
    const curve = equityCurve(capital, strategy.startedAt, trades, prices);
    const lines = positions.map((position) => ({
      orderId: position.orderId,
      symbol: position.symbol,
      shares: position.shares,
      price: position.entryPrice,
      at: position.openedAt,
      closePrice: position.closePrice,
      closedAt: position.closedAt,
    }));
    return { curve, lines, record: null, summary: figuresOf(capital, curve, trades) };
  }

  function description(strategy: copies.StrategyRow, language: Language): string {
    if (!strategy.algorithm) return strategy.description;
    return describeAlgorithm(houseAlgorithms[strategy.algorithm], strategy.parameters, language);
  }

  async function strategyItems(language: Language) {
    const [strategies, followers] = await Promise.all([copies.listStrategies(db.pool), copies.followerCounts(db.pool)]);
    const equities = await desk.equities(
      db.pool,
      strategies.map((strategy) => strategyPocket(strategy.id)),
    );
    return Promise.all(
      strategies.map(async (strategy) => {
        const { summary, curve, lines, record } = await figures(strategy);
        return {
          strategy,
          curve,
          lines,
          record,
          item: {
            id: strategy.id,
            name: strategy.name,
            issuer: strategy.issuer,
            kind: strategy.kind,
            description: description(strategy, language),
            symbol: strategy.symbol,
            capital: yen(strategy.capital),
            // A house strategy's is the ledger's equity now (cash + positions at the last price), which the curve's last
            // point agrees with; a mentor's is its record's (it has no money of its own).
            equity: yen(strategy.kind === 'house' ? (equities.get(strategy.id) ?? summary.equity.minor) : summary.equity.minor),
            returnPct: summary.returnPct,
            maxDrawdownPct: summary.maxDrawdownPct,
            avgHoldingMinutes: summary.avgHoldingMinutes,
            trades: summary.trades,
            minInvestment: yen(strategy.minInvestment),
            followers: followers.get(strategy.id) ?? 0,
            since: strategy.startedAt.toISOString(),
            status: strategy.status,
          },
        };
      }),
    );
  }

  return {
    async strategies(language: Language) {
      return (await strategyItems(language)).map(({ item }) => item);
    },

    async strategy(strategyId: number, language: Language) {
      const found = (await strategyItems(language)).find(({ strategy }) => strategy.id === strategyId);
      if (!found) return null;
      const { item, curve, lines } = found;
      const step = Math.max(1, Math.ceil(curve.length / curvePoints));
      const sampled = curve.filter((_, index) => index % step === 0 || index === curve.length - 1);
      const trades = lines.flatMap((line) => [
        {
          orderId: line.orderId,
          symbol: line.symbol,
          side: 'buy' as const,
          shares: line.shares,
          price: formatPrice(line.price),
          at: line.at,
        },
        ...(line.closedAt && line.closePrice !== null
          ? [
              {
                orderId: line.orderId,
                symbol: line.symbol,
                side: 'sell' as const,
                shares: line.shares,
                price: formatPrice(line.closePrice),
                at: line.closedAt,
              },
            ]
          : []),
      ]);
      trades.sort((left, right) => right.at.getTime() - left.at.getTime());
      return {
        ...item,
        equityCurve: sampled.map((point) => ({ time: point.time.toISOString(), equity: yen(point.equity.minor) })),
        recentTrades: trades.slice(0, 20).map((trade) => ({ ...trade, at: trade.at.toISOString() })),
        rules: {
          stopLossMin: stopLossRange.min,
          stopLossMax: stopLossRange.max,
          performanceFeePct: Number(await config.value('copyPerformanceFeePct')),
        },
      };
    },

    async follows(memberId: MemberId, filter: { status?: 'running' | 'ended' | undefined; page: number; size: number }) {
      const { rows, total } = await copies.memberCopies(db.pool, memberId, filter);
      const running = rows.filter((copy) => copy.status === 'running');
      const equities = await desk.equities(db.pool, running.map(copyPocket));
      const items = rows.map((copy) => {
        const equity = copy.status === 'running' ? (equities.get(copy.id) ?? 0n) : (copy.returned ?? 0n);
        return {
          id: copy.id,
          strategyId: copy.strategyId,
          name: copy.strategyName,
          invested: yen(copy.invested),
          equity: yen(equity),
          pnl: yen(equity - copy.invested),
          stopLossPct: copy.stopLossPct,
          stopLossEquity: yen(stopLossEquity(copy)),
          status: copy.status,
          endedBy: copy.endedBy,
          returned: copy.returned === null ? null : yen(copy.returned),
          fee: copy.fee === null ? null : yen(copy.fee),
          message: copy.message,
          startedAt: copy.startedAt.toISOString(),
          endedAt: copy.endedAt?.toISOString() ?? null,
        };
      });
      return { items, total, page: filter.page, size: filter.size };
    },

    async positions(memberId: MemberId, copyId: number, language: Language) {
      const copy = await copies.findCopy(db.pool, copyId, memberId);
      if (!copy) return null;
      const positions = await pockets.positions(db.pool, 'copy', [copy.id], true);
      return positions.reverse().map((position) => {
        const holding = position.status === 'holding';
        const mark = holding
          ? (pockets.instrument(position.symbol)?.mark ?? position.entryPrice)
          : (position.closePrice ?? position.entryPrice);
        const closingFee = position.closingFee ?? noYen;
        const pnl = holding
          ? unrealizedPnl(position, mark)
          : netRealizedPnl({
              grossPnl: grossPnlOf(position),
              closingFee,
              openingFee: position.openingFee,
              stampDuty: position.stampDuty,
            });
        return {
          id: position.id,
          positionNo: `P${String(position.id).padStart(8, '0')}`,
          symbol: position.symbol,
          name: nameOf(position.symbol, language),
          direction: position.direction,
          shares: position.shares,
          lots: position.lots,
          buyPrice: formatPrice(position.entryPrice),
          currentPrice: formatPrice(mark),
          margin: formatAmount(position.margin),
          marketValue: formatPrice(mark * BigInt(position.shares)),
          fee: formatAmount(add(position.openingFee, closingFee)),
          pnl: formatAmount(pnl),
          status: position.status,
          buyTime: position.openedAt.toISOString(),
          sellTime: position.closedAt?.toISOString() ?? null,
          sellPrice: position.closePrice === null ? null : formatPrice(position.closePrice),
        };
      });
    },

    async orders(memberId: MemberId, filter: { copyId?: number | undefined; page: number; size: number }, language: Language) {
      const { rows, total } = await copies.memberLegs(db.pool, memberId, filter);
      const ids = rows.flatMap((leg) => [leg.strategyPositionId, ...(leg.copyPositionId === null ? [] : [leg.copyPositionId])]);
      // Ids from the member's own copies' legs only; a mentor's mirrored position shows its symbol and shares.
      const positions = new Map((await pockets.positionsByIds(db.pool, [...new Set(ids)], true)).map((row) => [row.id, row]));
      const recordShares = await mentorRecords.recordShares(rows, clock());
      const items = rows.map((leg) => {
        const strategyPosition = positions.get(leg.strategyPositionId);
        const own = leg.copyPositionId === null ? undefined : positions.get(leg.copyPositionId);
        const symbol = strategyPosition?.symbol ?? own?.symbol ?? '';
        const price = leg.side === 'buy' ? own?.entryPrice : own?.closePrice;
        return {
          id: leg.id,
          copyId: leg.copyId,
          strategyName: leg.strategyName,
          symbol,
          name: nameOf(symbol, language),
          side: leg.side,
          // A mentor's own shares would tell their account size: their record's shares (null if it left the trade out).
          strategyShares:
            leg.strategyKind === 'mentor' ? (recordShares.get(leg.strategyPositionId) ?? null) : (strategyPosition?.shares ?? 0),
          shares: own?.shares ?? null,
          price: price === undefined || price === null ? null : formatPrice(price),
          skipReason: leg.skipReason as 'below_one_lot' | 'instrument_halted' | 'insufficient_cash' | 'no_liquidity' | null,
          at: leg.createdAt.toISOString(),
        };
      });
      return { items, total, page: filter.page, size: filter.size };
    },

    /** What a member's running copies are worth now: each one's cash plus its positions at the last price. */
    async equityOf(memberId: MemberId): Promise<bigint> {
      const running = await copies.runningCopiesOf(db.pool, memberId);
      const equities = await desk.equities(db.pool, running.map(copyPocket));
      return [...equities.values()].reduce((total, value) => total + value, 0n);
    },

    /** The back office's list: every strategy with its running copies and the equity they hold. */
    async adminStrategies() {
      const items = await strategyItems('en');
      const running = await copies.runningCopies(db.pool, null);
      const equities = await desk.equities(db.pool, running.map(copyPocket));
      return items.map(({ item }) => {
        const mine = running.filter((copy) => copy.strategyId === item.id);
        const copied = mine.reduce((total, copy) => total + (equities.get(copy.id) ?? 0n), 0n);
        return { ...item, runningCopies: mine.length, copiedEquity: yen(copied) };
      });
    },
  };
}
