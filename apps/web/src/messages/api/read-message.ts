/** `/user/readMessage`: marks a notice read, then refreshes the list and the unread count. */
import { useMutation } from '@tanstack/react-query';
import { identityMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { useRefreshMember } from '../../shared/api/user-queries';

export function useReadMessage() {
  const { client } = useApi();
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: (id: number) => client.call(identityMemberApi.readMessage, { id }),
    onSuccess: () => refresh(),
  });
}
