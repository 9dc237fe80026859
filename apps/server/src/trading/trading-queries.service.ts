/**
 * The member's views of trading: orders, positions marked at the last price with their totals,
 * and one position with its fills and ledger entries. Read-only; nothing here moves money.
 */
import type { Language, Position, TradeOrder } from '@kabuto/contracts';
import { japanDay } from '@kabuto/i18n';
import {
  add,
  closeAvailableFrom,
  dayPnl,
  dayCloseDeadline,
  decimalFromBigInt,
  divideDecimal,
  formatAmount,
  formatDecimal,
  formatPrice,
  liquidationPrice,
  money,
  netRealizedPnl,
  notionalOf,
  reject,
  unrealizedPnl,
  warningPrice,
  yenAmount,
  type MarketHours,
  type MemberId,
  type Price,
  type Yen,
} from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';
import type { ConfigService } from '../settings/config.service';
import { upcomingListings, type QuoteStore, type UpcomingListing } from '../market/market-feed.service';
import { markOf, tradingSettings, type TradingSettings } from './trading-context';
import * as trades from './trading.repository';
import { conditionalView } from './triggers/conditional-view';
import { entriesByReference } from '../ledger/ledger.service';

/** Tax reads of trading's records (issue 34): a member's NISA purchases and the year's taxable gain. */
export { nisaLotsOf, taxableRealizedBetween } from './order-accounts.repository';
export type { TradingTaxation, TaxableSale, NisaPurchase } from './trading-taxation';

export interface TradingQueriesDependencies {
  db: Database;
  clock: () => Date;
  config: ConfigService;
  store: QuoteStore;
  hours: MarketHours;
}

export type TradingQueries = ReturnType<typeof createTradingQueries>;

export function createTradingQueries({ db, clock, config, store, hours }: TradingQueriesDependencies) {
  const nameOf = (symbol: string, language: Language) => store.get(symbol)?.instrument.names[language] ?? symbol;
  const tickTableOf = (symbol: string) => {
    const instrument = store.get(symbol)?.instrument;
    return instrument?.kind === 'stock' ? instrument.tickTable : 'standard';
  };

  function orderView(order: trades.HistoryOrderRow, language: Language): TradeOrder {
    return {
      id: order.id,
      orderNo: trades.orderNo(order.id),
      symbol: order.symbol,
      name: nameOf(order.symbol, language),
      direction: order.direction,
      type: order.conditional === null ? order.type : order.type === 'market' ? 'stop' : 'stopLimit',
      product: order.product,
      price: order.limitPrice === null ? null : formatPrice(order.limitPrice),
      lots: order.lots,
      shares: order.shares,
      leverage: order.leverage,
      held: formatAmount(order.held),
      status: order.status,
      fillPrice: order.fillPrice === null ? null : formatPrice(order.fillPrice),
      positionId: order.positionId,
      createdAt: order.createdAt.toISOString(),
      endedAt: order.endedAt?.toISOString() ?? null,
      fills: (order.fills ?? []).map((level) => ({ price: formatPrice(BigInt(level.price)), shares: level.shares })),
      fee: order.openingFee === null ? null : formatAmount(order.openingFee),
      stampDuty: order.stampDuty === null ? null : formatAmount(order.stampDuty),
      refusal: order.refusal,
      ...conditionalView(order.conditional),
    };
  }

  /** Gross P&L while holding (at the last price); once closed, what the trade made after every fee and the duty. */
  function pnlOf(position: trades.PositionRow, mark: Price): Yen {
    if (position.status !== 'closed') return unrealizedPnl(position, mark);
    return netRealizedPnl({
      grossPnl: position.grossPnl ?? yenAmount(0n),
      closingFee: position.closingFee ?? yenAmount(0n),
      openingFee: position.openingFee,
      stampDuty: position.stampDuty,
    });
  }

  /** The IPO stocks among `positions` not listed yet, which the quote store does not know: asked only when there are some. */
  function upcomingOf(reader: Queryable, positions: readonly trades.PositionRow[]): Promise<Map<string, UpcomingListing>> {
    const unlisted = new Set(positions.map((position) => position.symbol).filter((symbol) => !store.get(symbol)));
    return upcomingListings(reader, [...unlisted]);
  }

  function positionView(
    position: trades.PositionRow,
    settings: TradingSettings,
    language: Language,
    upcoming: ReadonlyMap<string, UpcomingListing>,
  ): Position {
    const listing = upcoming.get(position.symbol);
    const holding = position.status !== 'closed';
    const mark = holding ? (markOf(store, position.symbol) ?? position.entryPrice) : (position.closePrice ?? position.entryPrice);
    const tickTable = tickTableOf(position.symbol);
    const pnl = pnlOf(position, mark);
    const lockedFrom = holding
      ? closeAvailableFrom(position, settings.config.closeRules[position.product], settings.schedule)
      : null;
    const price = (value: bigint | null) => (value === null ? null : formatPrice(value));
    return {
      id: position.id,
      positionNo: trades.positionNo(position.id),
      symbol: position.symbol,
      name: listing?.names[language] ?? nameOf(position.symbol, language),
      direction: position.direction,
      type: position.type,
      product: position.product,
      shares: position.shares,
      lots: position.lots,
      leverage: position.leverage,
      buyPrice: formatPrice(position.entryPrice),
      costBasis: formatPrice(position.entryNotional),
      currentPrice: formatPrice(mark),
      margin: formatAmount(position.margin),
      // Once closed, what the closing fills brought (the ledger's proceeds), not the rounded average price × shares.
      marketValue: formatPrice((holding ? null : position.closeNotional) ?? notionalOf(mark, position.shares)),
      fee: formatAmount(add(position.openingFee, position.closingFee ?? yenAmount(0n))),
      stampDuty: formatAmount(position.stampDuty),
      pnl: formatAmount(pnl),
      pnlPct: formatDecimal(
        divideDecimal(decimalFromBigInt(pnl.minor * 100n), decimalFromBigInt(position.margin.minor), 2, 'half-even'),
      ),
      status: position.status,
      buyTime: position.openedAt.toISOString(),
      sellTime: position.closedAt?.toISOString() ?? null,
      sellPrice: price(position.closePrice),
      lockedUntil: lockedFrom && lockedFrom > settings.clock.now ? lockedFrom.toISOString() : null,
      liquidationPrice: holding ? price(liquidationPrice(position, tickTable, settings.config)) : null,
      warningPrice: holding ? price(warningPrice(position, tickTable, settings.config)) : null,
      closeReason: position.closeReason,
      autoCloseAt: position.product === 'day' ? dayCloseDeadline(position.openedAt, settings.schedule).toISOString() : null,
      listingAt: listing?.listingAt.toISOString() ?? null,
      account: position.account ?? 'taxable',
      taxWithheld: formatAmount(position.taxChange ?? yenAmount(0n)),
    };
  }

  return {
    /**
     * The day's P&L (the rule in @kabuto/domain's day-pnl): open positions from the previous close
     * (or their cost if opened today) to the last price, positions closed today to their close,
     * less the fees and duty paid today. Today is the Tokyo calendar day.
     */
    async dayPnl(memberId: MemberId): Promise<Yen> {
      const now = clock();
      const today = japanDay(now);
      const dayStart = new Date(`${today}T00:00:00+09:00`);
      const holding = await trades.memberHoldings(db.pool, memberId);
      const closed = await trades.memberClosedSince(db.pool, memberId, dayStart);
      return dayPnl(
        [...holding, ...closed].map((position) => {
          const previousClose = store.get(position.symbol)?.summary?.previousClose ?? position.entryPrice;
          const endPrice =
            position.status === 'closed'
              ? (position.closePrice ?? position.entryPrice)
              : (markOf(store, position.symbol) ?? position.entryPrice);
          return {
            direction: position.direction,
            shares: position.shares,
            entryNotional: position.entryNotional,
            openedToday: japanDay(position.openedAt) === today,
            openingCharges: add(position.openingFee, position.stampDuty),
            previousClose,
            endPrice,
            closingFee: position.status === 'closed' ? (position.closingFee ?? yenAmount(0n)) : yenAmount(0n),
          };
        }),
      );
    },

    /**
     * The member's holding positions as loan collateral, each at its last price (its entry price
     * when the market has none), with what a forced-sale notice names. Read through `reader`, so a
     * caller inside a transaction sees its own writes.
     */
    async collateralPositions(reader: Queryable, memberId: MemberId) {
      return (await trades.memberHoldings(reader, memberId)).map((position) => ({
        id: position.id,
        positionNo: trades.positionNo(position.id),
        symbol: position.symbol,
        direction: position.direction,
        shares: position.shares,
        entryNotional: position.entryNotional,
        margin: position.margin,
        mark: markOf(store, position.symbol) ?? position.entryPrice,
      }));
    },

    /** The unrealised P&L of every open position of the member, at the last price; read through `reader` inside a transaction. */
    async unrealizedPnl(memberId: MemberId, reader: Queryable = db.pool): Promise<bigint> {
      let total = 0n;
      for (const position of await trades.memberHoldings(reader, memberId)) {
        total += unrealizedPnl(position, markOf(store, position.symbol) ?? position.entryPrice).minor;
      }
      return total;
    },

    async orders(memberId: MemberId, filter: trades.ListFilter, language: Language) {
      const { rows, total } = await trades.listOrders(db.pool, memberId, filter);
      return { items: rows.map((order) => orderView(order, language)), total, page: filter.page, size: filter.size };
    },

    async positions(memberId: MemberId, filter: trades.ListFilter, language: Language) {
      const settings = await tradingSettings(config, hours, clock());
      const holdings = await trades.memberHoldings(db.pool, memberId, filter.product);
      // Totals cover every holding position (of the product asked for), not just this page.
      let marketValue = 0n;
      let unrealized = 0n;
      for (const position of holdings) {
        const mark = markOf(store, position.symbol) ?? position.entryPrice;
        marketValue += notionalOf(mark, position.shares);
        unrealized += unrealizedPnl(position, mark).minor;
      }
      const totals = { marketValue: formatPrice(marketValue), unrealizedPnl: formatAmount(yenAmount(unrealized)) };
      if (filter.status === 'locked') {
        const upcoming = await upcomingOf(db.pool, holdings);
        const locked = holdings
          .map((row) => positionView(row, settings, language, upcoming))
          .filter((position) => position.lockedUntil !== null);
        const items = locked.slice((filter.page - 1) * filter.size, filter.page * filter.size);
        return { items, total: locked.length, page: filter.page, size: filter.size, totals };
      }
      const listed = await trades.listPositions(db.pool, memberId, filter);
      const upcoming = await upcomingOf(db.pool, listed.rows);
      const items = listed.rows.map((row) => positionView(row, settings, language, upcoming));
      return { items, total: listed.total, page: filter.page, size: filter.size, totals };
    },

    async position(memberId: MemberId, id: number, language: Language) {
      const position = await trades.findPosition(db.pool, memberId, id);
      if (!position) return reject('not_found');
      // An allotment's position has no order: its reference stands for one, and its one fill is the offer price.
      const order = position.orderId === null ? null : await trades.findOrder(db.pool, position.orderId);
      if (position.orderId !== null && !order) throw new Error(`position ${id} has no order`);
      const settings = await tradingSettings(config, hours, clock());
      const orderNo = order ? trades.orderNo(order.id) : (position.allotment ?? '');
      const positionNo = trades.positionNo(position.id);
      const additions = Array.from({ length: position.marginAdditions }, (_, index) => `${positionNo}-M${index + 1}`);
      // An allotment keeping part of its application's hold does so under the application's
      // reference with "-W" (IPO-A12-W, PLC-O5-W: offerings and placements), so the position lists
      // both: the hold and its release under one, the part held again and its payment under the other.
      const allotment = position.allotment?.replace(/-W$/, '');
      const allotments = allotment ? [allotment, `${allotment}-W`] : [];
      const references = [...new Set([orderNo, ...allotments, positionNo, ...additions])];
      const postings = await entriesByReference(db.pool, memberId, references);
      const entries = new Map<
        string,
        { reason: string; reference: string; time: string; postings: { account: string; amount: string }[] }
      >();
      for (const row of postings) {
        const entry = entries.get(row.entryId) ?? {
          reason: row.reason,
          reference: row.reference,
          time: row.createdAt.toISOString(),
          postings: [],
        };
        entry.postings.push({ account: row.bucket, amount: formatAmount(money('JPY', row.amount)) });
        entries.set(row.entryId, entry);
      }
      const openedAt = (order?.endedAt ?? position.openedAt).toISOString();
      const openingFills = order ? (order.fills ?? []) : [{ price: String(position.entryPrice), shares: position.shares }];
      const fills = [
        ...openingFills.map((level) => ({
          side: 'open' as const,
          price: formatPrice(BigInt(level.price)),
          shares: level.shares,
          time: openedAt,
        })),
        ...(position.closePrice !== null && position.closedAt
          ? [
              {
                side: 'close' as const,
                price: formatPrice(position.closePrice),
                shares: position.shares,
                time: position.closedAt.toISOString(),
              },
            ]
          : []),
      ];
      return {
        ...positionView(position, settings, language, await upcomingOf(db.pool, [position])),
        orderNo,
        openingFee: formatAmount(position.openingFee),
        closingFee: position.closingFee === null ? null : formatAmount(position.closingFee),
        fills,
        entries: [...entries.values()],
      };
    },
  };
}
