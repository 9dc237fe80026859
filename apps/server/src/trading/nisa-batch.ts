/**
 * The order desk's NISA step (issue 34): a batch's NISA orders are judged against the allowance
 * by tax, after the batch has locked its members' cash (so two batches of one member take
 * turns) and before its money is judged. A batch with no NISA order asks nothing.
 */
import { reject, type Rejection, type Yen } from '@kabuto/domain';
import type { Queryable } from '../db/database';
import type { AcceptedOrder } from './order-desk-types';
import type { TradingTaxation } from './trading-taxation';

export async function judgeNisaOrders(
  tx: Queryable,
  candidates: readonly { index: number; order: AcceptedOrder }[],
  refusals: Map<number, Rejection>,
  taxation: TradingTaxation | undefined,
): Promise<void> {
  const nisa = candidates.flatMap(({ index, order }) =>
    order.nisa && !refusals.has(index) ? [{ index, order, cost: order.nisa.cost }] : [],
  );
  if (nisa.length === 0) return;
  // Without tax wired (a test of trading alone), NISA can't be judged, so it is refused.
  if (!taxation) {
    for (const { index } of nisa) refusals.set(index, reject('nisa_not_allowed', { reason: 'not_open' }));
    return;
  }
  const first = nisa[0];
  const verdicts = await taxation.judgeNisa(
    tx,
    nisa.map(({ order, cost }: { order: AcceptedOrder; cost: Yen }) => ({ memberId: order.memberId, cost })),
    first ? first.order.now : new Date(0),
  );
  nisa.forEach(({ index }, at) => {
    const verdict = verdicts[at];
    if (verdict) refusals.set(index, verdict);
  });
}
