/**
 * Orders of pockets: a house strategy's or a copy's market orders, filled against the same book
 * as members' orders with the same charges, their money in the pocket's ledger accounts instead
 * of a member's. Everything runs inside the caller's transaction, so a strategy's order and the
 * copies that mirror it commit together (one batch: one id draw, one lock and one write of all
 * their entries, one write of their orders and positions).
 */
import {
  closeOutcomeOf,
  divideRounded,
  isRejection,
  orderCharges,
  pocketCloseEntry,
  pocketFillEntry,
  pocketTradingAccounts,
  reject,
  walkBook,
  yenAmount,
  type BookFill,
  type OrderCharges,
  type Rejection,
  asPrice,
} from '@kabuto/domain';
import type { Queryable } from '../db/database';
import { accountBalance, postAll, type EntryToPost } from '../ledger/ledger.service';
import type { QuoteStore } from '../market/market-feed.service';
import { sideToClose, sideToTake, tradableInstrument, type TradingSettings } from './trading-context';
import { insertPocketOrders, lockPocketPositions, type NewPocketOrder, type PocketOwner } from './pocket-orders.repository';
import { costOfCharges, openPositions, type Opening } from './position-opening';
import { tickTableOf } from './position-thresholds';
import { fillRecord } from './trading-execution';
import * as trades from './trading.repository';

export type { PocketOwner } from './pocket-orders.repository';

export interface PocketRef {
  owner: PocketOwner;
  /** The member a copy belongs to; null for a house strategy. */
  memberId: number | null;
}

export interface PocketOrder {
  pocket: PocketRef;
  symbol: string;
  lots: number;
  shares: number;
}

export interface PocketFill {
  orderId: number;
  positionId: number;
  fill: BookFill;
  charges: OrderCharges;
}

export const pocketAccountsOf = (pocket: PocketRef) =>
  pocketTradingAccounts(pocket.owner.kind, String(pocket.owner.id), pocket.memberId === null ? null : String(pocket.memberId));

/** Why an instrument can't be traded by a pocket now, or its book. */
export function pocketMarket(store: QuoteStore, symbol: string, settings: TradingSettings) {
  const instrument = tradableInstrument(store, symbol);
  if (!instrument) return reject('not_found');
  if (instrument.rules.status === 'halted') return reject('instrument_halted');
  if (settings.clock.phase !== 'continuous') return reject('market_closed', { phase: settings.clock.phase });
  return instrument;
}

/**
 * Buys at market for each order (long, leverage 1) from its pocket's cash. Each result is the
 * order's fill, or why it was not placed (`insufficient_funds` when the pocket can't pay, a
 * halted instrument, no liquidity); a refused order writes nothing.
 */
export async function openPocketPositions(
  tx: Queryable,
  orders: readonly PocketOrder[],
  store: QuoteStore,
  settings: TradingSettings,
  recorded?: (order: PocketOrder) => BookFill,
): Promise<(PocketFill | Rejection)[]> {
  const now = settings.clock.now;
  const judged = orders.map((order) => {
    const fill = recorded ? recorded(order) : bookFill(store, order, settings);
    if (isRejection(fill)) return fill;
    return { order, fill, charges: orderCharges(fill.notional, 1, settings.config) };
  });
  const placeable = judged.filter((item): item is Exclude<(typeof judged)[number], Rejection> => !isRejection(item));
  const ids = await trades.newOrderIds(tx, placeable.length, placeable.length);
  const numbered = placeable.map((item, index) => {
    const orderId = ids.orderIds[index];
    const positionId = ids.positionIds[index];
    if (orderId === undefined || positionId === undefined) throw new Error('fewer ids than pocket orders');
    return { ...item, orderId, positionId };
  });
  const postings: EntryToPost[] = numbered.map((item) => ({
    entry: pocketFillEntry(pocketAccountsOf(item.order.pocket), item.charges),
    meta: { reference: trades.orderNo(item.orderId), memberId: null, now },
  }));
  const posted = await postAll(tx, postings);
  const written: NewPocketOrder[] = [];
  const openings: Opening[] = [];
  const outcomes = new Map<(typeof placeable)[number], PocketFill | Rejection>();
  numbered.forEach((item, index) => {
    const source = placeable[index] as (typeof placeable)[number];
    if (posted[index] !== true) {
      outcomes.set(source, reject('insufficient_funds'));
      return;
    }
    const { order, fill, charges, orderId, positionId } = item;
    const { symbol, lots, shares } = order;
    const at = { tradingDate: settings.clock.tradingDate, now };
    written.push({ orderId, owner: order.pocket.owner, symbol, direction: 'long', lots, shares, ...fillRecord(fill), ...at });
    openings.push({
      id: positionId,
      owner: order.pocket.owner,
      source: { orderId },
      terms: { symbol, direction: 'long', type: 'market', product: 'normal', lots, shares, leverage: 1 },
      fill,
      cost: costOfCharges(charges),
      at,
      risk: { config: settings.config, tickTable: tickTableOf(store, symbol) },
    });
    outcomes.set(source, { orderId, positionId, fill, charges });
  });
  await insertPocketOrders(tx, written);
  await openPositions(tx, openings);
  return judged.map((item) => (isRejection(item) ? item : (outcomes.get(item) ?? reject('insufficient_funds'))));
}

/** The fill a pocket's close gets from the book now, or why it can't trade. */
function closingFill(
  store: QuoteStore,
  position: { symbol: string; shares: number; direction: 'long' | 'short' },
  settings: TradingSettings,
) {
  const market = pocketMarket(store, position.symbol, settings);
  if (isRejection(market)) return market;
  return walkBook(sideToClose(market, position.direction), position.shares);
}

/** The fill a pocket's buy gets from the book now, or why it can't trade. */
function bookFill(store: QuoteStore, order: PocketOrder, settings: TradingSettings): BookFill | Rejection {
  const market = pocketMarket(store, order.symbol, settings);
  if (isRejection(market)) return market;
  return walkBook(sideToTake(market, 'long'), order.shares);
}

export interface PocketClose {
  positionId: number;
  /** Gross P&L less the closing fee, in yen. */
  realized: bigint;
}

/**
 * Closes pocket positions at market into their pockets' cash (`positions` owned by `pocket`).
 * All or nothing: the first that can't close (halted, market closed, no bids) is the answer and
 * the caller's transaction undoes the rest. A loss beyond what the pocket holds is written off by
 * the house, as a member's forced close is, so a copy's cash never goes below zero.
 */
export async function closePocketPositions(
  tx: Queryable,
  pocket: PocketRef,
  positionIds: readonly number[],
  store: QuoteStore,
  settings: TradingSettings,
  recorded?: (position: { symbol: string; shares: number }) => BookFill,
): Promise<PocketClose[] | Rejection> {
  const accounts = pocketAccountsOf(pocket);
  const closes: PocketClose[] = [];
  for (const position of await lockPocketPositions(tx, positionIds)) {
    const fill = recorded ? recorded(position) : closingFill(store, position, settings);
    if (isRejection(fill)) return fill;
    const outcome = closeOutcomeOf(position, fill.notional, settings.config);
    const cash = await accountBalance(tx, accounts.cash);
    const after = cash + position.margin.minor + outcome.grossPnl.minor - outcome.closingFee.minor;
    const writeOff = yenAmount(after < 0n ? -after : 0n);
    const reference = trades.positionNo(position.id);
    const [posted] = await postAll(tx, [
      {
        entry: pocketCloseEntry(accounts, {
          margin: position.margin,
          grossPnl: outcome.grossPnl,
          closingFee: outcome.closingFee,
          writeOff,
        }),
        meta: { reference, memberId: null, now: settings.clock.now },
      },
    ]);
    if (posted !== true) throw new Error(`close of ${reference} was refused`);
    // Pocket closes are recorded with the member close reason; copytrade keeps why (unfollow, stop-loss, strategy).
    await trades.markPositionClosed(tx, position.id, {
      closePrice: asPrice(divideRounded(fill.notional, BigInt(position.shares), 'half-even')),
      closeNotional: fill.notional,
      closingFee: outcome.closingFee,
      grossPnl: outcome.grossPnl,
      writeOff,
      reason: 'member',
      now: settings.clock.now,
    });
    closes.push({ positionId: position.id, realized: outcome.realizedPnl.minor + writeOff.minor });
  }
  return closes;
}
