/** `/trade/cancel`: cancels a pending order and releases its hold. */
import { memberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { moneyCallOptions } from '../../api/idempotency';
import { usePending } from '../../api/use-pending';
import { useRefreshMember } from '../../user/api/user-queries';

export function useCancelOrder() {
  const { client } = useApi();
  const refresh = useRefreshMember();
  return usePending(async (orderId: number) => {
    const result = await client.send(memberApi.tradeCancel, { orderId }, moneyCallOptions());
    // Refreshed either way: a 409 means the order filled or ended meanwhile and the list was stale.
    void refresh();
    return result;
  });
}
