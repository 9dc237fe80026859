/**
 * Placing a stop (逆指値) or a stop-limit: the published rules decide (trigger on the far side of
 * the last price, grid, limits, validity), then one transaction holds the margin and fees at the
 * trigger (or limit) price, as a limit order would, and writes the order `waiting`. The market
 * and limit path (the order desk) is not touched by any of this.
 */
import type { z } from 'zod';
import type { placeOrderRequest } from '@kabuto/contracts';
import {
  checkOrder,
  isRejection,
  lastValidDate,
  parsePrice,
  previewOrder,
  reject,
  rejectField,
  triggerSideRefusal,
  yenAmount,
  type MarketHours,
  type MemberId,
  type OrderRequest,
  type Price,
  type Rejection,
} from '@kabuto/domain';
import { savepoint, type Database } from '../../db/database';
import { memberStanding } from '../../identity/members.service';
import { placeHold } from '../../ledger/ledger.service';
import { isExchangeHoliday, type Bus, type QuoteStore } from '../../market/market-feed.service';
import { lastTapeSeq } from '../../market/tape.service';
import type { ConfigService } from '../../settings/config.service';
import { claimKey, storeReply, StoredReplay, type KeyedCall } from '../../platform/idempotency';
import { sideToTake, tradableInstrument, tradingRefusal, tradingSettings } from '../trading-context';
import { publishTradeChange } from '../trading-events';
import { orderNo } from '../trade-orders.repository';
import { insertWaitingOrder, type NewWaitingOrder } from './conditional-orders.repository';
import { exitsPlanOf } from './exits-plan';

type PlaceBody = z.output<typeof placeOrderRequest>;

export interface StopOrderDependencies {
  db: Database;
  clock: () => Date;
  config: ConfigService;
  store: QuoteStore;
  bus: Bus;
  hours: MarketHours;
}

const priceOf = (text: string | undefined, field: string): Price | Rejection => {
  if (text === undefined) return rejectField(field, 'required');
  return parsePrice(text) ?? rejectField(field, 'invalid_format');
};

export function createStopOrders({ db, clock, config, store, bus, hours }: StopOrderDependencies) {
  /** The order to write, or the first rule it breaks. */
  async function prepare(memberId: MemberId, body: PlaceBody): Promise<Omit<NewWaitingOrder, 'judgedAfterSeq'> | Rejection> {
    const refused = await tradingRefusal(await memberStanding(db.pool, memberId), config);
    if (refused) return refused;
    const instrument = tradableInstrument(store, body.symbol);
    if (!instrument) return reject('not_found');
    const now = clock();
    const settings = await tradingSettings(config, hours, now);
    const trigger = body.type === 'limit' || body.type === 'market' ? null : priceOf(body.triggerPrice, 'triggerPrice');
    if (isRejection(trigger)) return trigger;
    const limit = body.type === 'stop' || body.type === 'market' ? null : priceOf(body.price, 'price');
    if (isRejection(limit)) return limit;
    const asLimit = (price: Price): OrderRequest => ({
      direction: body.direction,
      type: 'limit',
      price,
      lots: body.lots,
      leverage: body.leverage,
      product: body.product,
    });
    // The trigger and the limit are prices like a limit order's: on the grid and inside today's limits.
    for (const price of [trigger, limit]) {
      const problem = price === null ? null : checkOrder(asLimit(price), instrument.rules, settings.clock, settings.config);
      if (problem) return problem;
    }
    const side = trigger === null ? null : triggerSideRefusal(body.direction, trigger, instrument.mark);
    if (side) return side;
    // A limit order (IFD) is a day order, as every limit order is.
    const validity = trigger === null ? 'day' : (body.validity ?? 'day');
    const expiresOn = lastValidDate(validity, body.expiresOn, settings.clock.tradingDate, isExchangeHoliday);
    if (isRejection(expiresOn)) return expiresOn;
    const exits = body.exits ? exitsPlanOf(body.exits) : null;
    if (isRejection(exits)) return exits;
    // Held like a limit order at the price it is expected to fill at (the limit, or the trigger); a
    // market order with exits (IFD) at what the book asks now, and filled by the next market step.
    const expected = limit ?? trigger;
    const market = expected === null;
    if (market) {
      const problem = checkOrder(
        { ...asLimit(instrument.mark), type: 'market' },
        instrument.rules,
        settings.clock,
        settings.config,
      );
      if (problem) return problem;
    }
    const preview = previewOrder(
      market ? { ...asLimit(instrument.mark), type: 'market' } : asLimit(expected),
      { book: market ? sideToTake(instrument, body.direction) : [], tickTable: instrument.tickTable, available: yenAmount(0n) },
      settings.config,
    );
    if (isRejection(preview)) return preview;
    return {
      memberId,
      symbol: body.symbol,
      direction: body.direction,
      type: limit === null ? 'market' : 'limit',
      product: body.product,
      limitPrice: limit,
      triggerPrice: trigger,
      lots: body.lots,
      shares: preview.shares,
      leverage: body.leverage,
      held: preview.total,
      tradingDate: settings.clock.tradingDate,
      validity,
      expiresOn,
      exits,
      now,
    };
  }

  return {
    /** Places a stop or stop-limit: its hold and its row in one transaction, with the call's key. */
    async place(memberId: MemberId, body: PlaceBody, keyed: KeyedCall | null) {
      const prepared = await prepare(memberId, body);
      const judgedAfterSeq = await lastTapeSeq(db.pool);
      const outcome = await db.transaction(async (tx) => {
        if (keyed) {
          const earlier = await claimKey(tx, keyed.claim);
          if (earlier) return 'mismatch' in earlier ? reject('idempotency_key_reused') : new StoredReplay(earlier.replay);
        }
        const result = isRejection(prepared)
          ? prepared
          : await savepoint(tx, async (inner) => {
              const id = await insertWaitingOrder(inner, { ...prepared, judgedAfterSeq });
              const held = await placeHold(inner, {
                memberId,
                amount: prepared.held,
                purpose: 'order',
                reference: orderNo(id),
                now: prepared.now,
              });
              if (held !== true) return held;
              const status = prepared.triggerPrice === null ? ('pending' as const) : ('waiting' as const);
              return { orderId: id, orderNo: orderNo(id), status };
            });
        if (keyed) await storeReply(tx, keyed.claim, keyed.replyOf(result));
        if (!isRejection(result)) {
          const now = isRejection(prepared) ? clock() : prepared.now;
          tx.afterCommit(() => publishTradeChange(bus, { memberId, orderId: result.orderId, orderStatus: result.status }, now));
        }
        return result;
      });
      return outcome;
    },
  };
}
