/** The read side of placements: members' lists and orders, the published auction result, staff's books. */
import { formatPrice, japanDate, rankBids, reject, tickSize, type MemberId, type Price } from '@kabuto/domain';
import type { Language } from '@kabuto/i18n';
import type { Database } from '../db/database';
import { costOf, lockupUntil } from './placements-close';
import * as placements from './placements.repository';
import * as lists from './placements-lists.repository';
import type { OrderRow, PlacementKind, ProductRow } from './placements.repository';
import type { PlacementInstruments } from './placements.service';

const price = (p: bigint | null) => (p === null ? null : formatPrice(p));
const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const amount = (a: bigint) => a.toString();

export type PlacementsQueries = ReturnType<typeof createPlacementsQueries>;

export function createPlacementsQueries({
  db,
  clock,
  instruments,
}: {
  db: Database;
  clock: () => Date;
  instruments: PlacementInstruments;
}) {
  const nameOf = (symbol: string, language: Language) => instruments.lookup(symbol)?.names[language] ?? symbol;

  function orderView(order: OrderRow, product: ProductRow, language: Language) {
    return {
      id: order.id,
      productId: product.id,
      symbol: product.symbol,
      name: nameOf(product.symbol, language),
      price: formatPrice(order.price),
      shares: order.shares,
      allottedShares: order.allottedShares,
      turnover: amount(costOf(order.price, order.shares)),
      held: amount(order.holdReference ? order.held : 0n),
      paid: amount(order.paid),
      positionId: order.positionId,
    };
  }

  return {
    async products(kind: 'block' | 'placement', memberId: MemberId, language: Language) {
      const rows = await lists.productSummaries(db.pool, kind, { memberId, japanDay: japanDate(clock()) });
      return rows.map((p) => ({
        id: p.id,
        symbol: p.symbol,
        name: nameOf(p.symbol, language),
        price: formatPrice(p.price as bigint),
        refPrice: formatPrice(p.refPrice),
        minShares: p.minShares as number,
        maxShares: p.maxShares as number,
        dailyLimitShares: p.dailyLimitShares,
        sharesOffered: p.sharesOffered,
        sharesApplied: p.sharesRequested,
        myTodayShares: p.myTodayShares,
        opensAt: p.opensAt.toISOString(),
        closesAt: p.closesAt.toISOString(),
        lockupUntil: iso(lockupUntil(p)),
        status: p.status,
      }));
    },

    async auctions(language: Language) {
      const rows = await lists.productSummaries(db.pool, 'auction', null);
      return rows.map((p) => ({
        id: p.id,
        symbol: p.symbol,
        name: nameOf(p.symbol, language),
        sharesOffered: p.sharesOffered,
        minBidPrice: formatPrice(p.minBidPrice as Price),
        tickSize: formatPrice(tickSize(p.minBidPrice as Price, instruments.lookup(p.symbol)?.tickTable ?? 'standard')),
        opensAt: p.opensAt.toISOString(),
        closesAt: p.closesAt.toISOString(),
        lockupUntil: iso(lockupUntil(p)),
        status: p.status,
        clearingPrice: price(p.clearingPrice),
        bids: p.orders,
      }));
    },

    async applications(
      kind: 'block' | 'placement',
      memberId: MemberId,
      page: { page: number; size: number },
      language: Language,
    ) {
      const { rows, total } = await lists.memberOrders(db.pool, memberId, kind, page);
      const items = rows.map(({ order, product }) => ({
        ...orderView(order, product, language),
        status: order.status as 'pending' | 'passed' | 'rejected' | 'allotted',
        reason: order.reason,
        lockupUntil: iso(lockupUntil(product)),
        createdAt: order.createdAt.toISOString(),
      }));
      return { items, total, ...page };
    },

    async bids(memberId: MemberId, page: { page: number; size: number }, language: Language) {
      const { rows, total } = await lists.memberOrders(db.pool, memberId, 'auction', page);
      const items = rows.map(({ order, product }) => ({
        ...orderView(order, product, language),
        auctionId: product.id,
        clearingPrice: price(product.clearingPrice),
        status: order.status as 'open' | 'won' | 'partial' | 'lost',
        placedAt: order.createdAt.toISOString(),
      }));
      return { items, total, ...page };
    },

    /** Public after the close: the clearing price and every bid, anonymised, in the rule's order. */
    async result(auctionId: number, language: Language) {
      const product = await placements.findProduct(db.pool, auctionId);
      if (!product || product.kind !== 'auction') return reject('not_found');
      if (product.status !== 'closed') return reject('auction_not_closed');
      const orders = (await lists.adminOrders(db.pool, { productId: auctionId, page: 1, size: 100_000 })).rows;
      const ranked = rankBids(
        orders.map((o) => ({ id: String(o.id), price: o.price, shares: o.shares, placedAt: o.createdAt, o })),
      );
      return {
        rule: 'uniform-price-v1' as const,
        symbol: product.symbol,
        name: nameOf(product.symbol, language),
        opensAt: product.opensAt.toISOString(),
        closesAt: product.closesAt.toISOString(),
        clearingPrice: price(product.clearingPrice),
        sharesOffered: product.sharesOffered,
        bids: ranked.map(({ o }) => ({
          bidId: o.id,
          price: formatPrice(o.price),
          shares: o.shares,
          placedAt: o.createdAt.toISOString(),
          allottedShares: o.allottedShares,
        })),
      };
    },

    async adminProducts(kind: PlacementKind) {
      const rows = await lists.productSummaries(db.pool, kind, null);
      return rows.map((p) => ({
        id: p.id,
        kind: p.kind,
        symbol: p.symbol,
        name: nameOf(p.symbol, 'en'),
        price: price(p.price),
        minBidPrice: price(p.minBidPrice),
        refPrice: formatPrice(p.refPrice),
        minShares: p.minShares,
        maxShares: p.maxShares,
        dailyLimitShares: p.dailyLimitShares,
        sharesOffered: p.sharesOffered,
        lockupDays: p.lockupDays,
        opensAt: p.opensAt.toISOString(),
        closesAt: p.closesAt.toISOString(),
        status: p.status,
        orders: p.orders,
        sharesRequested: p.sharesRequested,
        sharesAllotted: p.sharesAllotted,
        clearingPrice: price(p.clearingPrice),
        paid: amount(p.paid),
      }));
    },

    async adminOrders(filter: {
      productId?: number;
      kind?: PlacementKind;
      status?: string;
      keyword?: string;
      page: number;
      size: number;
    }) {
      const { rows, total } = await lists.adminOrders(db.pool, filter);
      const items = rows.map((o) => ({
        id: o.id,
        productId: o.productId,
        kind: o.kind,
        memberId: o.memberId,
        account: o.account,
        symbol: o.symbol,
        price: formatPrice(o.price),
        shares: o.shares,
        allottedShares: o.allottedShares,
        held: amount(o.holdReference ? o.held : 0n),
        paid: amount(o.paid),
        status: o.status,
        reason: o.reason,
        reviewer: o.reviewer,
        createdAt: o.createdAt.toISOString(),
        reviewedAt: iso(o.reviewedAt),
      }));
      return { items, total, page: filter.page, size: filter.size };
    },
  };
}
