/**
 * A mentor strategy's published record, read: the mentor's recorded fills since approval (with
 * the equity copies were sized on), the positions they opened (their prices, charges and closes,
 * trading's rows) and the recorded minute bars of what was traded, handed to the domain's
 * `mentorRecord` rule. What comes out is the notional capital's trades only.
 */
import { add, mentorRecord, yenAmount, type MentorFill, type NotionalTrade, type RecordedPrice } from '@kabuto/domain';
import type { Database } from '../db/database';
import type { MarketService } from '../market/market.service';
import type { TradingService } from '../trading/trading.service';
import * as copies from './copytrade.repository';
import * as mentors from './mentors.repository';

export interface MentorRecord {
  trades: NotionalTrade[];
  prices: RecordedPrice[];
  /** The mentor's position each record trade (by its id) was taken from, for the copies' orders. */
  positionOf: Map<number, number>;
}

export function createMentorRecords({
  db,
  trading,
  market,
  curveBars,
}: {
  db: Database;
  trading: TradingService;
  market: MarketService;
  curveBars: number;
}) {
  const pockets = trading.pockets;

  /** The recorded prices of `symbols` since `since`, and each one's last price now. */
  async function pricesOf(symbols: readonly string[], since: Date, now: Date): Promise<RecordedPrice[]> {
    const prices: RecordedPrice[] = [];
    for (const symbol of symbols) {
      for (const bar of await market.minuteBars(symbol, now, curveBars))
        if (bar.time >= since) prices.push({ symbol, time: bar.time, price: bar.close });
      const mark = pockets.instrument(symbol)?.mark;
      if (mark !== undefined) prices.push({ symbol, time: now, price: mark });
    }
    return prices;
  }

  const records = {
    async record(strategy: copies.StrategyRow, now: Date): Promise<MentorRecord> {
      const rows = await mentors.mentorFills(db.pool, [strategy.id]);
      const positions = new Map(
        (
          await pockets.positionsByIds(
            db.pool,
            rows.map((row) => row.positionId),
            true,
          )
        ).map((position) => [position.id, position]),
      );
      const fills: MentorFill[] = rows.flatMap((row) => {
        const position = positions.get(row.positionId);
        if (!position || position.direction !== 'long') return [];
        const closed = position.status === 'closed' && position.closedAt !== null && position.closePrice !== null;
        return [
          {
            id: row.id,
            symbol: position.symbol,
            shares: row.shares,
            price: position.entryPrice,
            openingCharges: add(position.openingFee, position.stampDuty),
            mentorEquity: yenAmount(row.mentorEquity),
            at: row.createdAt,
            close:
              closed && position.closedAt && position.closePrice !== null
                ? { at: position.closedAt, price: position.closePrice, closingFee: position.closingFee ?? yenAmount(0n) }
                : null,
          },
        ];
      });
      const symbols = [...new Set(fills.map((fill) => fill.symbol))];
      const prices = await pricesOf(symbols, strategy.startedAt, now);
      return {
        trades: mentorRecord(yenAmount(strategy.capital), fills, prices),
        prices,
        positionOf: new Map(rows.map((row) => [row.id, row.positionId])),
      };
    },

    /** The record's shares of each mentor position some copies' legs mirrored, by the mentor's position id. */
    async recordShares(legs: readonly copies.LegRow[], now: Date): Promise<Map<number, number>> {
      const shares = new Map<number, number>();
      const ids = [...new Set(legs.filter((leg) => leg.strategyKind === 'mentor').map((leg) => leg.strategyId))];
      for (const id of ids) {
        const strategy = await copies.findStrategy(db.pool, id);
        if (!strategy) continue;
        const record = await records.record(strategy, now);
        for (const trade of record.trades) {
          const positionId = record.positionOf.get(trade.id);
          if (positionId !== undefined) shares.set(positionId, trade.shares);
        }
      }
      return shares;
    },
  };
  return records;
}

export type MentorRecords = ReturnType<typeof createMentorRecords>;
