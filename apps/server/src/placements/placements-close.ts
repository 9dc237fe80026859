/**
 * The close of a block trade, placement or auction, in the clock's transaction under the
 * product's row lock: the published rule decides each allotment (`allotProRata`, `clearAuction`),
 * the unallotted money is released, and each allotment's hold is spent into a long position at
 * leverage 1 through trading (`openAllotmentPosition`), locked until the lock-up ends.
 */
import { allotProRata, allotmentCost, clearAuction, formatPrice, money, shareUnit, type Price } from '@kabuto/domain';
import type { Queryable } from '../db/database';
import { keepPartOfHold, releaseHold } from '../ledger/ledger.service';
import { notify } from '../messages/messages.service';
import * as placements from './placements.repository';
import type { OrderRow, ProductRow } from './placements.repository';

const DAY = 86_400_000;

/** What placements need of trading: a paid allotment becomes a locked position (trading's allotment-positions.ts). */
export interface AllotmentPositions {
  open(
    tx: Queryable,
    allotment: {
      memberId: number;
      reference: string;
      holdReference: string;
      symbol: string;
      price: Price;
      lots: number;
      lotSize: number;
      lockedUntil: Date;
    },
    now: Date,
  ): Promise<{ positionId: number }>;
}

/** The ledger hold and the position reference of an order. */
export const orderReference = (id: number) => `PLC-O${id}`;

/** When the lock-up ends: the close plus the lock-up days; null without a lock-up. */
export function lockupUntil(product: Pick<ProductRow, 'closesAt' | 'lockupDays'>): Date | null {
  return product.lockupDays > 0 ? new Date(product.closesAt.getTime() + product.lockupDays * DAY) : null;
}

/** Yen `shares` cost at `price`: the margin of the leverage-1 long they become (rounded up to the yen). */
export const costOf = (price: Price, shares: number): bigint => allotmentCost(price, shares / shareUnit, shareUnit).minor;

/**
 * Settles one order with `shares` allotted at `price`: releases what is not needed and spends the
 * rest into a position. An order allotted nothing gets its whole hold back.
 */
async function settle(
  tx: Queryable,
  product: ProductRow,
  order: OrderRow,
  shares: number,
  price: Price,
  positions: AllotmentPositions,
  now: Date,
): Promise<void> {
  const reference = order.holdReference;
  if (!reference) throw new Error(`order ${order.id} reached the close with no hold`);
  const auction = product.kind === 'auction';
  if (shares === 0) {
    await releaseHold(tx, reference, now);
    await placements.decideOrder(tx, order.id, {
      status: auction ? 'lost' : 'allotted',
      allottedShares: 0,
      paid: 0n,
      positionId: null,
      now,
    });
    await notify(tx, order.memberId, 'offer_not_allotted', {
      symbol: product.symbol,
      released: order.held.toString(),
    });
    return;
  }
  const cost = costOf(price, shares);
  let holdReference = reference;
  if (cost < order.held) {
    // What is not allotted (or, in an auction, was bid above the clearing price) goes back now.
    holdReference = `${orderReference(order.id)}-W`;
    await keepPartOfHold(tx, { from: reference, reference: holdReference, amount: money('JPY', cost), now });
  }
  const { positionId } = await positions.open(
    tx,
    {
      memberId: order.memberId,
      reference: orderReference(order.id),
      holdReference,
      symbol: product.symbol,
      price,
      lots: shares / shareUnit,
      lotSize: shareUnit,
      // Without a lock-up the position is free from the close on.
      lockedUntil: lockupUntil(product) ?? product.closesAt,
    },
    now,
  );
  const status = auction ? (shares === order.shares ? 'won' : 'partial') : 'allotted';
  await placements.decideOrder(tx, order.id, { status, allottedShares: shares, paid: cost, positionId, now });
  await notify(tx, order.memberId, 'offer_allotted', {
    symbol: product.symbol,
    shares: String(order.shares),
    allotted: String(shares),
    price: formatPrice(price),
    paid: cost.toString(),
    released: (order.held - cost).toString(),
  });
}

/** Closes a product: allots by its rule, settles every order, records the clearing price. */
export async function closeProduct(tx: Queryable, product: ProductRow, positions: AllotmentPositions, now: Date): Promise<void> {
  const orders = await placements.ordersOf(tx, product.id);
  if (product.kind === 'auction') {
    const bids = orders.filter((o) => o.status === 'open');
    const cleared = clearAuction(
      bids.map((o) => ({ id: String(o.id), price: o.price, shares: o.shares, placedAt: o.createdAt })),
      product.sharesOffered,
    );
    for (const bid of bids) {
      await settle(
        tx,
        product,
        bid,
        cleared.allotted.get(String(bid.id)) ?? 0,
        cleared.clearingPrice ?? bid.price,
        positions,
        now,
      );
    }
    await placements.markClosed(tx, product.id, cleared.clearingPrice, now);
    return;
  }
  const price = product.price;
  if (price === null) throw new Error(`${product.kind} ${product.id} has no price`);
  // A block trade allots only what staff passed; an application still pending at the close was
  // never passed, so it is turned down and its money returned.
  if (product.kind === 'block') {
    for (const order of orders.filter((o) => o.status === 'pending')) {
      if (order.holdReference) await releaseHold(tx, order.holdReference, now);
      await placements.reviewOrder(tx, order.id, { status: 'rejected', reason: null, reviewerId: null, now });
      await notify(tx, order.memberId, 'offer_not_allotted', {
        symbol: product.symbol,
        released: order.held.toString(),
      });
    }
  }
  const eligible = orders.filter((o) => o.status === (product.kind === 'block' ? 'passed' : 'pending'));
  const allotted = allotProRata(
    eligible.map((o) => ({ id: String(o.id), shares: o.shares })),
    product.sharesOffered,
  );
  for (const order of eligible) await settle(tx, product, order, allotted.get(String(order.id)) ?? 0, price, positions, now);
  await placements.markClosed(tx, product.id, null, now);
}
