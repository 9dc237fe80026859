/** `/trade/order`: places an order the member confirmed; a market order fills at once, a limit order waits. */
import { memberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { moneyCallOptions } from '../../api/idempotency';
import { usePending } from '../../api/use-pending';
import { useRefreshMember } from '../../user/api/user-queries';
import type { OrderBody } from './preview-order';

export function usePlaceOrder() {
  const { client } = useApi();
  const refresh = useRefreshMember();
  return usePending(async (body: OrderBody) => {
    // Silent: the confirmation sheet says why an order was refused, beside its figures.
    const result = await client.send(memberApi.tradeOrder, body, moneyCallOptions({ silent: true }));
    void refresh();
    return result;
  });
}
