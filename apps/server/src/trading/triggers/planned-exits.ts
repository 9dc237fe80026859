/**
 * IFD / IFDOCO: an opening order's planned exits, set on its position in the transaction that
 * fills it. An exit the fill price has already passed (a take-profit below a long's fill) can't
 * wait for a trade, so none is set and the member is told why.
 */
import { isRejection } from '@kabuto/domain';
import type { Queryable } from '../../db/database';
import { lastTapeSeq } from '../../market/tape.service';
import type { QuoteStore } from '../../market/market-feed.service';
import { notify } from '../../messages/messages.service';
import { tradableInstrument } from '../trading-context';
import * as trades from '../trading.repository';
import { exitsFor, writeExits } from './exits.service';

export async function setPlannedExits(
  tx: Queryable,
  { store, order, positionId, now }: { store: QuoteStore; order: trades.TradeOrderRow; positionId: number; now: Date },
): Promise<void> {
  const plan = order.plannedExits;
  const instrument = tradableInstrument(store, order.symbol);
  if (!plan || !instrument) return;
  const rows = exitsFor(
    { id: positionId, memberId: order.memberId, symbol: order.symbol, direction: order.direction },
    plan,
    instrument,
    await lastTapeSeq(tx),
  );
  const written = isRejection(rows) ? rows : await writeExits(tx, rows, now);
  if (written === true) return;
  await notify(tx, order.memberId, 'exits_not_set', {
    orderNo: trades.orderNo(order.id),
    symbol: order.symbol,
    reason: written.rejected,
  });
}
