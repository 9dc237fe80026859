/**
 * The member's trading use cases: preview, order, cancel, close and add margin. Each checks the
 * published rules (packages/domain) and then changes the order or position and the ledger in
 * one transaction, so a refusal leaves nothing behind.
 */
import type { z } from 'zod';
import type { addMarginRequest, orderRequest } from '@kabuto/contracts';
import {
  addMarginEntry,
  beginClose,
  cancelOrder,
  checkOrder,
  fillNow,
  formatAmount,
  formatPrice,
  isRejection,
  liquidationPrice,
  netRealizedPnl,
  parsePrice,
  previewOrder,
  reject,
  tradingCurrency,
  walkBook,
  withAddedMargin,
  yenAmount,
  type BookFill,
  type MarketHours,
  type MemberId,
  type OrderRequest,
  type Price,
  type Rejection,
  singlePriceFill,
} from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';
import type { TransactionScope } from '../platform/transaction';
import type { ConfigService } from '../settings/config.service';
import { guardAction, memberStanding } from '../identity/members.service';
import { balancesOf, post, releaseHold } from '../ledger/ledger.service';
import type { Bus } from '../market/market-feed.service';
import type { QuoteStore } from '../market/market-feed.service';
import {
  sideToClose,
  sideToTake,
  tradableInstrument,
  tradingRefusal,
  tradingSettings,
  type TradableInstrument,
} from './trading-context';
import type { KeyedCall } from '../platform/idempotency';
import { createOrderDesk } from './order-desk';
import { closePosition } from './trading-execution';
import { publishTradeChange } from './trading-events';
import { recordClose } from './trading-outbox';
import type { EventPublisher } from '../platform/outbox';
import * as trades from './trading.repository';
import { cancelAllotmentPosition, openAllotmentPosition, type Allotment } from './allotment-positions.service';
import { closePocketPositions, openPocketPositions, type PocketOrder, type PocketRef } from './pocket-trading';
import { pocketOrders, pocketPositions, pocketPositionsByIds, type PocketOwner } from './pocket-orders.repository';
import { markOf } from './trading-context';
import { tickTableOf } from './position-thresholds';
import { nisaCostOfOrder, nisaOrderRefusal, type TradingTaxation } from './trading-taxation';

export type { PocketOrder, PocketRef, PocketFill, PocketClose } from './pocket-trading';
export type { PocketOwner, PocketPositionRow } from './pocket-orders.repository';
export type { TradingSettings } from './trading-context';

/** An order as the contract parses it; callers inside the server (seeds) may leave the account out: taxable. */
type OrderBody = Omit<z.output<typeof orderRequest>, 'account'> & { account?: 'taxable' | 'nisa' };

export interface TradingDependencies {
  db: Database;
  clock: () => Date;
  config: ConfigService;
  store: QuoteStore;
  bus: Bus;
  hours: MarketHours;
  /**
   * Where each of a member's fills and closes is told, in its transaction (trading-outbox.ts):
   * copy trading mirrors its mentors' trades.
   */
  events: EventPublisher;
  /** Tax's part of closes and NISA orders (issue 34; trading-taxation.ts), wired after trading. */
  taxation?: () => TradingTaxation | undefined;
}

export type { MemberFill } from './order-desk';

export type { MemberClose } from './trading-outbox';

export type TradingService = ReturnType<typeof createTradingService>;

export function createTradingService({
  db,
  clock,
  config,
  store,
  bus,
  hours,
  events,
  taxation = () => undefined,
}: TradingDependencies) {
  const desk = createOrderDesk({ db, config, bus, events, taxation });
  /** Who may open a position or add to one: not restricted, identity verified. */
  async function memberRefusal(reader: Queryable, memberId: number): Promise<Rejection | null> {
    return tradingRefusal(await memberStanding(reader, memberId), config);
  }

  /**
   * Who may close: a trade bar stops new positions, not the way out of an open one (決済のみ可),
   * so only a frozen or disabled account is refused.
   */
  async function closeRefusal(reader: Queryable, memberId: number): Promise<Rejection | null> {
    const member = await memberStanding(reader, memberId);
    if (!member) return reject('not_found');
    return guardAction(member.restrictions, 'move_money', config);
  }

  /** The order as the rules take it, the instrument, the settings and the preview: everything an order decides on. */
  async function prepare(memberId: MemberId, body: OrderBody, purpose: 'preview' | 'order') {
    // An order's member is checked by the desk, with the other members of its batch.
    const refused = purpose === 'preview' ? await memberRefusal(db.pool, memberId) : null;
    if (refused) return refused;
    const instrument = tradableInstrument(store, body.symbol);
    if (!instrument) return reject('not_found');
    const now = clock();
    const settings = await tradingSettings(config, hours, now);
    const order: OrderRequest = {
      direction: body.direction,
      type: body.type,
      price: body.type === 'limit' && body.price !== undefined ? (parsePrice(body.price) ?? undefined) : undefined,
      lots: body.lots,
      leverage: body.leverage,
      product: body.product,
    };
    const problem = checkOrder(order, instrument.rules, settings.clock, settings.config);
    if (problem) return problem;
    const nisaProblem = body.account === 'nisa' ? nisaOrderRefusal(order) : null;
    if (nisaProblem) return nisaProblem;
    // The preview shows the cash left after the order; placing it leaves that check to the ledger.
    const balances = purpose === 'preview' ? await balancesOf(db.pool, memberId) : [];
    const available = balances.find((balance) => balance.currency === tradingCurrency)?.available ?? '0';
    const preview = previewOrder(
      order,
      { book: sideToTake(instrument, order.direction), tickTable: instrument.tickTable, available: yenAmount(BigInt(available)) },
      settings.config,
    );
    if (isRejection(preview)) return preview;
    return { order, instrument, settings, preview, now };
  }

  /** Whether an order fills the moment it is placed, and at what: the domain's fill-now rule, as the engine applies it to resting orders. */
  function immediateFill(order: OrderRequest, instrument: TradableInstrument, shares: number, phase: string): BookFill | null {
    return fillNow(
      { direction: order.direction, type: order.type, limitPrice: order.price ?? null, shares },
      {
        side: sideToTake(instrument, order.direction),
        continuous: phase === 'continuous',
        halted: instrument.rules.status === 'halted',
      },
    );
  }

  return {
    /** Why the member may not open a position now (not verified, trade-barred, frozen…): offerings ask it of applicants. */
    openingRefusal: memberRefusal,

    /** A paid allotment of any offering becomes a locked position (allotment-positions.ts), in the caller's transaction. */
    openAllotment: async (tx: Queryable, allotment: Allotment, now: Date) =>
      openAllotmentPosition(tx, allotment, {
        hours,
        now,
        risk: { config: await config.tradingConfig(), tickTable: tickTableOf(store, allotment.symbol) },
      }),

    /** An offering cancelled before listing: the allotment's position closes at cost and the payment returns. */
    cancelAllotment: cancelAllotmentPosition,

    /**
     * Pockets (a house strategy's capital, a member's copy) trade here, in the caller's
     * transaction, against the same book and with the same charges as members (pocket-trading.ts).
     */
    pockets: {
      settings: (now: Date) => tradingSettings(config, hours, now),
      open: (tx: Queryable, orders: readonly PocketOrder[], settings: Awaited<ReturnType<typeof tradingSettings>>) =>
        openPocketPositions(tx, orders, store, settings),
      /**
       * A house strategy's decisions replayed on the recorded bars (demo history): filled at the
       * recorded close of the bar it decided on, with the same charges and ledger entries.
       */
      openAtRecordedPrice: (
        tx: Queryable,
        order: PocketOrder,
        price: Price,
        settings: Awaited<ReturnType<typeof tradingSettings>>,
      ) => openPocketPositions(tx, [order], store, settings, () => singlePriceFill(price, order.shares)),
      closeAtRecordedPrice: (
        tx: Queryable,
        pocket: PocketRef,
        positionIds: readonly number[],
        price: Price,
        settings: Awaited<ReturnType<typeof tradingSettings>>,
      ) => closePocketPositions(tx, pocket, positionIds, store, settings, (position) => singlePriceFill(price, position.shares)),
      close: (
        tx: Queryable,
        pocket: PocketRef,
        positionIds: readonly number[],
        settings: Awaited<ReturnType<typeof tradingSettings>>,
      ) => closePocketPositions(tx, pocket, positionIds, store, settings),
      positions: (reader: Queryable, kind: PocketOwner['kind'], ids: readonly number[], all = false) =>
        pocketPositions(reader, kind, ids, all),
      positionsByIds: (reader: Queryable, ids: readonly number[], mentors = false) => pocketPositionsByIds(reader, ids, mentors),
      orders: (reader: Queryable, kind: PocketOwner['kind'], ids: readonly number[], limit: number) =>
        pocketOrders(reader, kind, ids, limit),
      /** The last price of `symbol`, the lot size and whether it is halted; null for an unknown symbol. */
      instrument(symbol: string) {
        const state = store.get(symbol);
        const mark = markOf(store, symbol);
        if (!state || state.instrument.kind !== 'stock' || mark === null) return null;
        return { mark, lotSize: state.instrument.lotSize, halted: state.halted, names: state.instrument.names };
      },
    },

    async preview(memberId: MemberId, body: OrderBody) {
      const prepared = await prepare(memberId, body, 'preview');
      if (isRejection(prepared)) return prepared;
      const { preview } = prepared;
      return {
        price: formatPrice(preview.price),
        shares: preview.shares,
        notional: formatPrice(preview.notional),
        margin: formatAmount(preview.margin),
        fee: formatAmount(preview.fee),
        stampDuty: formatAmount(preview.stampDuty),
        total: formatAmount(preview.total),
        liquidationPrice: preview.liquidationPrice === null ? null : formatPrice(preview.liquidationPrice),
        availableAfter: formatAmount(preview.availableAfter),
        warnings: [...preview.warnings],
        fills: (preview.fill?.levels ?? []).map((level) => ({ price: formatPrice(level.price), shares: level.shares })),
      };
    },

    /**
     * Places an order through the desk, which writes it with the orders that arrive with it. A
     * refusal of the rules is stored with the call's key too, so that a retry replays it.
     */
    async order(memberId: MemberId, body: OrderBody, keyed: KeyedCall | null) {
      const prepared = await prepare(memberId, body, 'order');
      if (isRejection(prepared)) return keyed ? desk.refuse(prepared, keyed) : prepared;
      const { order, instrument, settings, preview, now } = prepared;
      return desk.place(
        {
          memberId: memberId,
          symbol: body.symbol,
          order,
          shares: preview.shares,
          fill: immediateFill(order, instrument, preview.shares, settings.clock.phase),
          hold: preview.total,
          config: settings.config,
          tickTable: instrument.tickTable,
          tradingDate: settings.clock.tradingDate,
          now,
          ...(body.account === 'nisa' ? { nisa: { cost: nisaCostOfOrder(preview.notional) } } : {}),
        },
        keyed,
      );
    },

    async cancel(scope: TransactionScope, memberId: MemberId, orderId: number): Promise<Record<string, never> | Rejection> {
      const now = clock();
      return scope.run(async (tx) => {
        const order = await trades.lockOrder(tx, orderId, memberId);
        if (!order) return reject('not_found');
        const next = cancelOrder(order);
        if (isRejection(next)) return next;
        await releaseHold(tx, trades.orderNo(order.id), now);
        await trades.endOrder(tx, order.id, 'cancelled', now);
        tx.afterCommit(() => publishTradeChange(bus, { memberId, orderId, orderStatus: 'cancelled' }, now));
        return {};
      });
    },

    /** Closes a holding position at market: by the member, or by the loans' collateral rules (`loan_sale`). */
    async close(scope: TransactionScope, memberId: MemberId, positionId: number, reason: 'member' | 'loan_sale' = 'member') {
      const refused = await closeRefusal(scope.reader, memberId);
      if (refused) return refused;
      const now = clock();
      const settings = await tradingSettings(config, hours, now);
      return scope.run(async (tx) => {
        const position = await trades.lockPosition(tx, positionId, memberId);
        if (!position) return reject('not_found');
        // An allotment's instrument is not on the market before its listing; its lock says so first.
        const instrument = tradableInstrument(store, position.symbol);
        const allowed = beginClose(position, {
          clock: settings.clock,
          instrumentStatus: instrument?.rules.status ?? null,
          config: settings.config,
        });
        if (isRejection(allowed)) return allowed;
        if (!instrument) return reject('market_closed', { phase: settings.clock.phase });
        const fill = walkBook(sideToClose(instrument, position.direction), position.shares);
        if (isRejection(fill)) return fill;
        const outcome = await closePosition(tx, position, fill, { config: settings.config, reason, now, taxation: taxation() });
        const realized = netRealizedPnl({
          grossPnl: outcome.grossPnl,
          closingFee: outcome.closingFee,
          openingFee: position.openingFee,
          stampDuty: position.stampDuty,
        });
        await recordClose(events, tx, { memberId, positionId, now });
        tx.afterCommit(() => publishTradeChange(bus, { memberId, positionId, positionStatus: 'closed' }, now));
        return { closePrice: formatPrice(outcome.closePrice), realizedPnl: formatAmount(realized) };
      });
    },

    async addMargin(scope: TransactionScope, memberId: MemberId, body: z.output<typeof addMarginRequest>) {
      const refused = await memberRefusal(scope.reader, memberId);
      if (refused) return refused;
      const now = clock();
      const settings = await tradingSettings(config, hours, now);
      const amount = yenAmount(BigInt(body.amount));
      return scope.run(async (tx) => {
        const position = await trades.lockPosition(tx, body.positionId, memberId);
        if (!position) return reject('not_found');
        if (position.status !== 'holding') return reject('position_not_holding', { status: position.status });
        const reference = `${trades.positionNo(position.id)}-M${position.marginAdditions + 1}`;
        const posted = await post(tx, addMarginEntry(String(memberId), amount), { reference, memberId, now });
        if (posted !== true) return posted;
        await trades.addPositionMargin(tx, position.id, amount);
        const added = withAddedMargin(position, amount);
        const liquidation = liquidationPrice(added, tickTableOf(store, position.symbol), settings.config);
        tx.afterCommit(() => publishTradeChange(bus, { memberId, positionId: body.positionId, positionStatus: 'holding' }, now));
        return { margin: formatAmount(added.margin), liquidationPrice: liquidation === null ? null : formatPrice(liquidation) };
      });
    },
  };
}
