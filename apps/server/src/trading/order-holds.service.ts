/** Trading's hold describer: a resting order's hold named by its stock, side, shares and limit, until filled or cancelled. */
import type { Language } from '@kabuto/contracts';
import { formatPrice } from '@kabuto/domain';
import type { QuoteStore } from '../market/market-feed.service';
import { holdDescription, type HoldDescriber } from '../platform/hold-describer';
import { heldOrders } from './order-holds.repository';
import { orderNo } from './trade-orders.repository';

const orderNumber = /^O(\d{8,})$/;

export function createOrderHoldDescriber(store: QuoteStore): HoldDescriber {
  const nameOf = (symbol: string, language: Language) => store.get(symbol)?.instrument.names[language] ?? symbol;
  return async (reader, memberId, references, language) => {
    const ids = references.flatMap((reference) => {
      const id = orderNumber.exec(reference)?.[1];
      return id === undefined ? [] : [Number(id)];
    });
    if (ids.length === 0) return new Map();
    const rows = await heldOrders(reader, memberId, ids);
    return new Map(
      rows.map((row) => [
        orderNo(row.id),
        holdDescription({
          kind: 'order',
          name: nameOf(row.symbol, language),
          symbol: row.symbol,
          state: 'untilFilled',
          shares: row.shares,
          price: row.limitPrice === null ? null : formatPrice(row.limitPrice),
          direction: row.direction,
        }),
      ]),
    );
  };
}
