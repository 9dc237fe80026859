/** `/trade/close`: closes a holding position at market. */
import { memberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { moneyCallOptions } from '../../api/idempotency';
import { usePending } from '../../api/use-pending';
import { useRefreshMember } from '../../user/api/user-queries';

export function useClosePosition() {
  const { client } = useApi();
  const refresh = useRefreshMember();
  return usePending(async (positionId: number) => {
    const result = await client.send(memberApi.tradeClose, { positionId }, moneyCallOptions());
    void refresh();
    return result;
  });
}
