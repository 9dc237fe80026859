/** `/trade/addMargin`: adds whole yen of margin to a holding position, moving its liquidation price away. */
import { memberApi, type RequestOf } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { moneyCallOptions } from '../../api/idempotency';
import { usePending } from '../../api/use-pending';
import { useRefreshMember } from '../../user/api/user-queries';

export type AddMarginBody = RequestOf<typeof memberApi.tradeAddMargin>;

export function useAddMargin() {
  const { client } = useApi();
  const refresh = useRefreshMember();
  return usePending(async (body: AddMarginBody) => {
    const result = await client.send(memberApi.tradeAddMargin, body, moneyCallOptions({ showsFieldErrors: true }));
    void refresh();
    return result;
  });
}
