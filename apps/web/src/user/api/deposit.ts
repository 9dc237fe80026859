/** `/funds/deposit`: announces a deposit and answers the payee and the reference to pay with. */
import { memberApi, type RequestOf } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { moneyCallOptions } from '../../api/idempotency';
import { usePending } from '../../api/use-pending';
import { useRefreshMember } from './user-queries';

export type DepositBody = RequestOf<typeof memberApi.deposit>;

export function useDeposit() {
  const { client } = useApi();
  const refresh = useRefreshMember();
  return usePending(async (body: DepositBody) => {
    const result = await client.send(memberApi.deposit, body, moneyCallOptions({ showsFieldErrors: true }));
    if (result.ok) void refresh();
    return result;
  });
}
