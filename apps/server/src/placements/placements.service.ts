/**
 * Block trades, placements and auctions: an owner sets a product on a listed instrument (its
 * price within ±7% of the last price), members apply or bid with their money held in the ledger,
 * staff pass or reject block-trade applications, and the status clock opens and closes each
 * product; the close allots by the published rule (placements-close.ts). Staff never choose an
 * allotment or a price. Other domains are reached through their services or through functions the
 * composition root passes in.
 */
import type { z } from 'zod';
import type { auctionSaveRequest, blockSaveRequest, placementSaveRequest, reviewRequest } from '@kabuto/contracts';
import {
  blockPriceBand,
  formatAmount,
  formatPrice,
  isOnTick,
  japanDate,
  money,
  parsePrice,
  reject,
  rejectField,
  shareUnit,
  tickSize,
  withinBlockBand,
  type MemberId,
  type Price,
  type Rejection,
  type TickTable,
} from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';
import type { AuditTrail } from '../platform/audit';
import type { TransactionScope } from '../platform/transaction';
import { placeHold, releaseHold } from '../ledger/ledger.service';
import { anyCashOutflow, type CashOutflowGuard } from '../platform/cash-outflow';
import { notify } from '../messages/messages.service';
import { closeProduct, costOf, orderReference, type AllotmentPositions } from './placements-close';
import * as placements from './placements.repository';
import type { PlacementKind, ProductTerms } from './placements.repository';

/** What placements need of the market: a listed stock's names, tick table and last price. */
export interface PlacementInstruments {
  lookup(symbol: string): { names: { en: string; tw: string; jp: string }; tickTable: TickTable; lastPrice: Price | null } | null;
}

export interface PlacementsDependencies {
  db: Database;
  clock: () => Date;
  /** Why a member may not apply (not verified, trade-barred, frozen, disabled), or null; read through `reader`. */
  applicantRefusal: (reader: Queryable, memberId: number) => Promise<Rejection | null>;
  positions: AllotmentPositions;
  instruments: PlacementInstruments;
  /** May the held yen leave the available balance (a loan's collateral, from loans)? */
  cashOutflow?: CashOutflowGuard;
}

export type PlacementsService = ReturnType<typeof createPlacementsService>;

type SaveBody =
  | ({ kind: 'block' } & z.output<typeof blockSaveRequest>)
  | ({ kind: 'placement' } & z.output<typeof placementSaveRequest>)
  | ({ kind: 'auction' } & z.output<typeof auctionSaveRequest>);

const yen = (amount: bigint) => formatAmount(money('JPY', amount));
const notUnits = (shares: number) => shares % shareUnit !== 0;

export function createPlacementsService({
  db,
  clock,
  applicantRefusal,
  positions,
  instruments,
  cashOutflow = anyCashOutflow,
}: PlacementsDependencies) {
  /** The terms a staff member typed, checked: a listed stock, on the tick grid, inside the band, whole units, times in order. */
  function termsOf(body: SaveBody): ProductTerms | Rejection {
    const instrument = instruments.lookup(body.symbol);
    if (!instrument || instrument.lastPrice === null) return rejectField('symbol', 'not_allowed_value');
    const field = body.kind === 'auction' ? 'minBidPrice' : 'price';
    const price = parsePrice(body.kind === 'auction' ? body.minBidPrice : body.price);
    if (price === null || price <= 0n) return rejectField(field, 'invalid_format');
    if (!isOnTick(price, instrument.tickTable))
      return reject('off_tick', { tick: formatPrice(tickSize(price, instrument.tickTable)) });
    if (!withinBlockBand(price, instrument.lastPrice)) {
      const band = blockPriceBand(instrument.lastPrice);
      return reject('price_band', { low: formatPrice(band.low), high: formatPrice(band.high) });
    }
    const counts: [string, number][] = [['sharesOffered', body.sharesOffered]];
    if (body.kind !== 'auction') counts.push(['minShares', body.minShares], ['maxShares', body.maxShares]);
    if (body.kind === 'block') counts.push(['dailyLimitShares', body.dailyLimitShares]);
    for (const [name, shares] of counts) if (notUnits(shares)) return rejectField(name, 'not_allowed_value');
    if (body.kind !== 'auction' && body.maxShares < body.minShares) return rejectField('maxShares', 'not_allowed_value');
    if (body.kind === 'block' && body.dailyLimitShares < body.minShares)
      return rejectField('dailyLimitShares', 'not_allowed_value');
    // One application may not ask for more than a day allows: "100–2,000 per application" beside
    // "1,000 a day" told the member one thing and refused another.
    if (body.kind === 'block' && body.maxShares > body.dailyLimitShares) return rejectField('maxShares', 'not_allowed_value');
    const opensAt = new Date(body.opensAt);
    const closesAt = new Date(body.closesAt);
    if (closesAt <= opensAt) return rejectField('closesAt', 'not_allowed_value');
    return {
      kind: body.kind,
      symbol: body.symbol,
      price: body.kind === 'auction' ? null : price,
      minBidPrice: body.kind === 'auction' ? price : null,
      refPrice: instrument.lastPrice,
      minShares: body.kind === 'auction' ? null : body.minShares,
      maxShares: body.kind === 'auction' ? null : body.maxShares,
      dailyLimitShares: body.kind === 'block' ? body.dailyLimitShares : null,
      sharesOffered: body.sharesOffered,
      opensAt,
      closesAt,
      lockupDays: body.lockupDays,
    };
  }

  /** Staff create a product, or change one that has not opened; the terms are checked again at today's last price. */
  async function save(body: SaveBody, audit: AuditTrail): Promise<{ id: number } | Rejection> {
    const terms = termsOf(body);
    if ('rejected' in terms) return terms;
    const now = clock();
    return db.transaction(async (tx) => {
      const after = auditable(terms);
      if (body.id === undefined) {
        const id = await placements.insertProduct(tx, terms, now);
        await audit.record(tx, { action: `${body.kind}.create`, target: `${body.kind}:${id}`, before: null, after });
        return { id };
      }
      const before = await placements.lockProduct(tx, body.id, 'update');
      if (!before || before.kind !== body.kind) return reject('not_found');
      // Once a product opens its terms are what members applied on: frozen.
      if (before.status !== 'upcoming' || now >= before.opensAt) return reject('offering_frozen');
      await placements.updateProduct(tx, body.id, terms);
      await audit.record(tx, {
        action: `${body.kind}.update`,
        target: `${body.kind}:${body.id}`,
        before: auditable(before),
        after,
      });
      return { id: body.id };
    });
  }

  /**
   * A member applies for shares of a block trade or placement, or bids in an auction: the checks
   * of the issue, each with its code, then price × shares held under the order's reference.
   */
  async function place(
    scope: TransactionScope,
    memberId: number,
    kind: PlacementKind,
    body: { productId: number; shares: number; price?: string },
  ) {
    const refused = await applicantRefusal(scope.reader, memberId);
    if (refused) return refused;
    if (notUnits(body.shares)) return reject('not_lot_multiple');
    const collateral = await cashOutflow();
    return scope.run(async (tx): Promise<{ id: number; held: bigint } | Rejection> => {
      // A shared lock: applications run side by side, and the clock's close waits for them.
      const product = await placements.lockProduct(tx, body.productId, 'share');
      if (!product || product.kind !== kind) return reject('not_found');
      const now = clock();
      if (product.status === 'closed' || now < product.opensAt || now >= product.closesAt) return reject('outside_window');
      let price: Price;
      if (kind === 'auction') {
        const bid = parsePrice(body.price ?? '');
        const minimum = product.minBidPrice as Price;
        if (bid === null) return rejectField('price', 'invalid_format');
        if (bid < minimum) return reject('below_min_bid', { min: formatPrice(minimum) });
        const table = instruments.lookup(product.symbol)?.tickTable ?? 'standard';
        if (!isOnTick(bid, table)) return reject('off_tick', { tick: formatPrice(tickSize(bid, table)) });
        price = bid;
      } else {
        price = product.price as Price;
        if (body.shares < (product.minShares as number)) return reject('below_min_shares', { min: String(product.minShares) });
        if (body.shares > (product.maxShares as number)) return reject('above_max_shares', { max: String(product.maxShares) });
      }
      const japanDay = japanDate(now);
      if (kind === 'block') {
        await placements.lockMemberProduct(tx, product.id, memberId);
        const today = await placements.memberDayShares(tx, product.id, memberId, japanDay);
        const limit = product.dailyLimitShares as number;
        if (today + body.shares > limit) return reject('daily_limit', { limit: String(limit) });
      }
      const held = costOf(price, body.shares);
      const short = await collateral(tx, memberId, money('JPY', held));
      if (short) return short;
      const status = kind === 'auction' ? 'open' : 'pending';
      const id = await placements.insertOrder(tx, {
        productId: product.id,
        memberId,
        price,
        shares: body.shares,
        held,
        japanDay,
        status,
        now,
      });
      const reference = orderReference(id);
      const placed = await placeHold(tx, { memberId, amount: money('JPY', held), purpose: 'application', reference, now });
      if (placed !== true) return placed; // insufficient funds: the transaction rolls the order back
      await placements.setHoldReference(tx, id, reference);
      return { id, held };
    });
  }

  /** Staff pass or reject a pending block-trade application before its close, once; a rejection releases the hold. */
  async function review(
    reviewerId: number | null,
    body: z.output<typeof reviewRequest>,
    audit: AuditTrail,
  ): Promise<Record<string, never> | Rejection> {
    if (!body.approve && !body.reason) return rejectField('reason', 'required');
    const found = await placements.findOrder(db.pool, body.id);
    if (!found) return reject('not_found');
    return db.transaction(async (tx) => {
      // The product first, then the order: the clock takes the locks in that order.
      const product = await placements.lockProduct(tx, found.productId, 'share');
      const order = await placements.lockOrder(tx, body.id);
      if (!product || !order || product.kind !== 'block') return reject('not_found');
      if (order.status !== 'pending' || product.status === 'closed') return reject('wrong_state');
      const now = clock();
      if (!body.approve && order.holdReference) await releaseHold(tx, order.holdReference, now);
      const status = body.approve ? 'passed' : 'rejected';
      await placements.reviewOrder(tx, order.id, { status, reason: body.reason || null, reviewerId, now });
      if (!body.approve) {
        await notify(tx, order.memberId, 'offer_rejected', {
          symbol: product.symbol,
          shares: String(order.shares),
          reason: body.reason,
          released: order.held.toString(),
        });
      }
      await audit.record(tx, {
        action: 'block.review',
        target: `member:${order.memberId}`,
        before: { application: order.id, status: 'pending' },
        after: { application: order.id, status, reason: body.reason || null },
      });
      return {};
    });
  }

  /** One step of the clock for one product, under its row lock: open, then close, as they are due. */
  async function advance(id: number, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      const product = await placements.lockProduct(tx, id, 'update');
      if (!product) return;
      if (product.status === 'upcoming' && now >= product.opensAt) {
        await placements.markOpen(tx, id);
        product.status = 'open';
      }
      if (product.status === 'open' && now >= product.closesAt) await closeProduct(tx, product, positions, now);
    });
  }

  return {
    save,
    review,
    async apply(scope: TransactionScope, memberId: MemberId, kind: 'block' | 'placement', productId: number, shares: number) {
      const placed = await place(scope, memberId, kind, { productId, shares });
      if ('rejected' in placed) return placed;
      return { applicationId: placed.id, status: 'pending' as const, held: yen(placed.held) };
    },
    async bid(scope: TransactionScope, memberId: MemberId, body: { auctionId: number; price: string; shares: number }) {
      const placed = await place(scope, memberId, 'auction', {
        productId: body.auctionId,
        shares: body.shares,
        price: body.price,
      });
      if ('rejected' in placed) return placed;
      return { bidId: placed.id, held: yen(placed.held) };
    },
    /** The status clock: run on the market leader node with the offerings' clock. */
    async tick(): Promise<void> {
      const now = clock();
      for (const id of await placements.dueProductIds(db.pool, now)) await advance(id, now);
    },
  };
}

/** What the audit log keeps of a product's terms (bigint and dates as text). */
function auditable(terms: ProductTerms) {
  const price = (p: bigint | null) => (p === null ? null : formatPrice(p));
  return {
    kind: terms.kind,
    symbol: terms.symbol,
    price: price(terms.price),
    minBidPrice: price(terms.minBidPrice),
    refPrice: formatPrice(terms.refPrice),
    minShares: terms.minShares,
    maxShares: terms.maxShares,
    dailyLimitShares: terms.dailyLimitShares,
    sharesOffered: terms.sharesOffered,
    opensAt: terms.opensAt.toISOString(),
    closesAt: terms.closesAt.toISOString(),
    lockupDays: terms.lockupDays,
  };
}
