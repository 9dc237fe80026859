/** `/user/setFundPassword`: the six-digit password that confirms withdrawals, set or changed. */
import { type RequestOf, identityMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { usePending } from '../../api/use-pending';
import { useRefreshMember } from '../../shared/api/user-queries';

export type SetFundPasswordBody = RequestOf<typeof identityMemberApi.setFundPassword>;

export function useSetFundPassword() {
  const { client } = useApi();
  const refresh = useRefreshMember();
  return usePending(async (body: SetFundPasswordBody) => {
    const result = await client.send(identityMemberApi.setFundPassword, body, { showsFieldErrors: true });
    // `hasFundPassword` in the member's info changes with it.
    if (result.ok) void refresh();
    return result;
  });
}
