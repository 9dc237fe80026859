/** `/user/addBankCard`: a card in the member's verified name. */
import { memberApi, type RequestOf } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { usePending } from '../../api/use-pending';
import { useRefreshMember } from '../../shared/api/user-queries';

export type AddBankCardBody = RequestOf<typeof memberApi.addBankCard>;

export function useAddBankCard() {
  const { client } = useApi();
  const refresh = useRefreshMember();
  return usePending(async (body: AddBankCardBody) => {
    const result = await client.send(memberApi.addBankCard, body, { showsFieldErrors: true });
    if (result.ok) await refresh();
    return result;
  });
}
