/** `/user/realName`: name, ID number and both photos, sent for a reviewer to check. */
import { type RequestOf, identityMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { usePending } from '../../api/use-pending';
import { useRefreshMember } from '../../shared/api/user-queries';

export type VerificationBody = RequestOf<typeof identityMemberApi.realName>;

export function useSubmitVerification() {
  const { client } = useApi();
  const refresh = useRefreshMember();
  return usePending(async (body: VerificationBody) => {
    const result = await client.send(identityMemberApi.realName, body, { showsFieldErrors: true });
    if (result.ok) await refresh();
    return result;
  });
}
